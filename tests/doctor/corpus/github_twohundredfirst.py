# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces, tabs)
"""A two-hundred-and-first set of real threads, gathered apart, from GitHub issues (issues corpus) on NLP toolkits and models built on TensorFlow that the corpus had not yet drawn on (google-research/albert, bond005/deep_ner, ningshixian/Keras-Tutorial, hankcs/HanLP), found with plain words a user would type, in English and in Chinese.

Broken kinds held: the CPU-only `tensorflow` 1.15.2 wheel installed where `tensorflow-gpu` was
needed (twice), a model built from CuDNN-only layers run where TensorFlow had no GPU device (no
catalogue cause), and a toolkit's pinned `tensorflow` pulled in over an installed `tensorflow-gpu`.
Working runs: none met.

Small set, all from 2018-2020: the NLP repositories in question (bert4keras, keras-bert, Kashgari,
DeepPavlov, BERT-BiLSTM-CRF-NER, albert_zh, Chinese-ELECTRA, bert-as-service, R-Net, bilm-tf,
tensorflow/text, Rasa) are mostly already in the corpus, and most of their remaining GPU threads
end without a confirmed cause in the stored copy (a maintainer's 'bert4keras does not control the
GPU', a 'same problem' reply, an auto-closed HanLP issue). One record is prose only
(bond005/deep_ner#8).

At first look (the doctor of commit 25eae08) the cause was named in 2 of the 4 broken logs, both
first (one of the two misses has no catalogue cause); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="albert-squad-v2-k80-tensorflow-1152-cpu-only",
        source=_GH + "google-research/albert/issues/194",
        text=r"""Hi, thanks for the great contribution!

I am trying to fine-tune on SQuAD 2.0 using run_squad_v2.py but the GPU is not used:
`python -m albert.run_squad_v2 
--albert_config_file=albert/albert_base/albert_config.json 
--output_dir=albert/outputs 
--train_file=albert/train-v2.0.json 
--predict_file=albert/dev-v2.0.json 
--vocab_file=albert/albert_base/30k-clean.vocab 
--train_feature_file=train_feature_file.tf 
--predict_feature_file=predict_feature_file.tf 
--predict_feature_left_file=predict_left_feature_file.tf 
--init_checkpoint=albert/albert_base/model.ckpt-best.index 
--spm_model_file=albert/albert_base/30k-clean.model 
--do_lower_case 
--max_seq_length=384 
--doc_stride=128 
--max_query_length=64 
--do_train 
--do_predict 
--train_batch_size=48 
--predict_batch_size=8 
--learning_rate=5e-5 
--num_train_epochs=5.0 
--warmup_proportion=.1 
--save_checkpoints_steps=5000 
--n_best_size=20 
--max_answer_length=30`

The `examples/sec: 0.389458` and `nvidia-smi` shows the GPU usage is 0%.

I also find the "use_tpu" flag on run_squad_v2.py, but it shows the option is TPU or "GPU/CPU". Does the "GPU/CPU" have priority of GPU or CPU?

OS: Ubuntu 16.04
GPU: K80
TensorFlow: 1.15.2

Does anyone know the possible solutions to this situation? Thanks in advance.""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Answer by lixiangtnt: '1.15.2 is cpu only version. try tensorflow-gpu==1.15', not disputed in the stored copy (the thread is cut off after that answer; the issue is open). The fact itself is confirmed by TensorFlow's maintainers elsewhere (tensorflow/tensorflow#36347, mihaimaruseac: 'an unfortunate change in our build scripts and 1.15.2 uses `tensorflow_gpu` for GPU and `tensorflow` for CPU'), unlike 1.15.0, whose `tensorflow` wheel had GPU support.",
        platform="linux",
    ),
    CorpusLog(
        name="deep-ner-gpu-memory-frac-no-gpu-tensorflow-not-gpu",
        source=_GH + "bond005/deep_ner/issues/8",
        text=r"""Hi, How do we enable training on GPU? I tried using the option: "gpu_memory_frac=0.5", but it is unable to use it. 

Please suggest. 

Thanks,
Raj""",
        expected_cause="tensorflow-cpu-only-build",
        note="2020. Prose only. The poster found the cause the same day: 'Sorry! that was my setup issue, if we install tensorflow-gpu==1.15.0, instead of tesnflow==1.15.0, it works.' (BERT-based NER trainer on TensorFlow 1.15). Odd: the 1.15.0 `tensorflow` wheel was announced with GPU support on Linux, so the plain package may have been another build (conda, or another platform); the thread says no more.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-tutorial-attention-lstm-cudnnrnn-registered-devices-cpu",
        source=_GH + "ningshixian/Keras-Tutorial/issues/1",
        text=r"""您好，我运行attentionLSTM代码报如下错误，想咨询下原因

InvalidArgumentError (see above for traceback): No OpKernel was registered to support Op 'CudnnRNN' with these attrs.  Registered devices: [CPU], Registered kernels:
  <no registered kernels>

	 [[Node: bilstm/CudnnRNN = CudnnRNN[T=DT_FLOAT, direction="unidirectional", dropout=0, input_mode="linear_input", is_training=true, rnn_mode="lstm", seed=87654321, seed2=0](bilstm/transpose, bilstm/ExpandDims_1, bilstm/ExpandDims_2, bilstm/concat)]]""",
        expected_cause="model-needs-gpu",
        note="2018. The repository owner ningshixian: 'CudnnRNN需要在GPU环境下才能跑,可以改为RNN/LSTM/GRU在CPU环境下运行' (CuDNN RNN layers need a GPU; use plain RNN/LSTM/GRU on the CPU); the poster: '非常感谢您，我是keras新手，今天调通了' (got it running the next day). TensorFlow had no GPU device ('Registered devices: [CPU]') and the model used CuDNN-only layers; the thread does not say whether the machine had an NVIDIA GPU or a GPU build of TensorFlow, so neither of those is certain (a CPU-only build or no GPU both fit); the confirmed cause is the cuDNN-only layers themselves, labelled model-needs-gpu (2026-11-28), the entry since made for it. The first line is the issue's title.",
        platform="linux",
    ),
    CorpusLog(
        name="hanlp-pip-install-pulls-tensorflow-21-over-tensorflow-gpu-20",
        source=_GH + "hankcs/HanLP/issues/1411",
        text=r"""**Describe the bug**
pip install hanlp会自动下载tensorflow2.1，并覆盖已有的tensorflow-gpu2.0

**Code to reproduce the issue**
Provide a reproducible test case that is the bare minimum necessary to generate the problem.

```bash
pip install hanlp
```

**Describe the current behavior**
```bash
Collecting hanlp
  Using cached hanlp-2.0.0a33.tar.gz (130 kB)
Collecting tensorflow==2.1.0
  Using cached tensorflow-2.1.0-cp36-cp36m-manylinux2010_x86_64.whl (421.8 MB)
```

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04):16.04.1-Ubuntu
- Python version: 3.6
- HanLP version: hanlp-2.0.0a33""",
        expected_cause="multiple-tensorflow-distributions",
        note="2020. Maintainer hankcs confirmed the mechanism: '这是正常现象，hanlp指定依赖tf2.1，低版本高版本tf都不兼容。如果你想保留你的tf，可以在virtual env中安装hanlp。' (expected: hanlp pins tensorflow 2.1; install it in its own virtualenv to keep your TensorFlow). The `tensorflow` 2.1 wheel went in over the installed `tensorflow-gpu` 2.0 in one environment. The poster reports the install conflict, not a later GPU failure.",
        platform="linux",
    ),
)
