# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A two-hundred-and-seventy-sixth set of real threads, gathered apart, from GitHub issues (issues corpus) on Transformer text models trained or run with TensorFlow on NVIDIA GPUs (OpenNMT/OpenNMT-tf, tensorflow/tensor2tensor, openai/finetune-transformer-lm), 2017-2020.

Broken kinds held: the GPU running out of memory for a Transformer configuration (a GPT-2-small
model in OpenNMT-tf with a maximum length of 4096, a multi-source Transformer on three GTX 1080 Ti),
the GPU's memory held by the poster's own earlier runs left in the background, a program that
pins operations to GPU:0 in a process that has only the CPU (tensor2tensor), and a script whose
default of four GPUs, run on a single GTX 1080 Ti, put every tower on that one card and ran out of
memory. Working runs: 1 (tensor2tensor on four GPUs making fewer steps per second than on one,
explained as synchronous training with a four times larger effective batch).

Small set: the threads of this kind on openai/gpt-2, nshepperd/gpt-2, minimaxir/gpt-2-simple and
textgenrnn, huggingface/transformers, keras-team/keras-nlp and keras-hub,
google-research/text-to-text-transfer-transformer and tensorflow/mesh that the searches returned
were already in the corpus or had no confirmation in the stored text; the T5 and Mesh TensorFlow
threads on GPU training (slow, mostly on the CPU) end without a named cause. No confirmed thread
from 2021 or later was found. Two more confirmed threads, prose only, were left out to keep
prose-only records to a third: bshao001/ChatLearner#35 (2018; only the first of four P100s
computes, which the maintainer called the expected behaviour of the implementation, no catalogue
cause) and kimiyoung/transformer-xl#52 (2019; out of GPU memory on a Tesla P40 for the
one-billion-word corpus, the poster later trained with a smaller model and batch).

At first look (the doctor of commit 50c7c18) the cause was named in 2 of 5 broken logs, both
first; the working run was flagged (cuda-libraries-missing). Missed: the multi-source Transformer
(nothing named: its stored post stops before the OOM lines), the tensor2tensor checkpoint pinned to
GPU:0 (a CPU-only build and missing CUDA libraries named instead) and the four-GPU default on one
card (only its consequence, the GPU running out of memory, named).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="opennmt-tf-gpt2-small-max-length-4096-bfc-oom",
        source=_GH + "OpenNMT/OpenNMT-tf/issues/720",
        text=r"""I got the error:
`2020-09-25 04:20:51.678687: W tensorflow/core/common_runtime/bfc_allocator.cc:431] Allocator (GPU_0_bfc) ran out of memory trying to allocate 1.91GiB (rounded to 2056256256)requested by op gp_t2small_1/self_attention_decoder_1/dense_144/MatMul
Current allocation summary follows.`
while the conf like this:
batch_size: 64
maximum_features_length: 4096""",
        expected_cause="gpu-out-of-memory",
        note="2020. Title: 'OOM error'. A GPT-2-small model (op names gp_t2small_1/self_attention_decoder_1) trained with OpenNMT-tf. The maintainer guillaumekln named the cause: 'A maximum length of 4096 is very long and your GPU does not have enough memory to train with this configuration. You should reduce the maximum length, or reduce other parameters such as the batch size, the model size, etc.'; the poster did not dispute it and the issue was closed.",
        platform="linux",
    ),
    CorpusLog(
        name="opennmt-tf-multi-source-transformer-oom-three-1080ti",
        source=_GH + "OpenNMT/OpenNMT-tf/issues/326",
        text=r"""data:
  eval_features_file:
  - data/valid.en
  - data/valid.en
  eval_labels_file: data/valid.de
  source_vocabulary_1: data/wmtende.vocab
  source_vocabulary_2: data/wmtende.vocab
  target_vocabulary: data/wmtende.vocab
  train_features_file:
  - data/train.en
  - data/train.en
  train_labels_file: data/train.de
  batch_size: 32
eval:
  batch_size: 32
  eval_delay: 3600
  exporters: best
  external_evaluators: BLEU
infer:
  batch_size: 32
  bucket_width: 5
model_dir: wmt_ende_transformer
params:
  average_loss_in_time: true
  beam_width: 4
  decay_params:
    model_dim: 512
    warmup_steps: 8000
  decay_type: noam_decay_v2
  gradients_accum: 1
  label_smoothing: 0.1
  learning_rate: 2.0
  length_penalty: 0.6
  optimizer: LazyAdamOptimizer
  optimizer_params:
    beta1: 0.9
    beta2: 0.998
score:
  batch_size: 64
train:
  average_last_checkpoints: 8
  batch_size: 3072
  batch_type: tokens
  bucket_width: 1
  effective_batch_size: 25000
  keep_checkpoint_max: 8
  maximum_features_length: 100
  sample_buffer_size: -1
  save_checkpoints_steps: 1000
  save_summary_steps: 1
  train_steps: 500000

INFO:tensorflow:Accumulate gradients of 9 iterations to reach effective batch size of 25000
2019-02-08 15:18:16.144239: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2019-02-08 15:18:16.670474: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1432] Found device 0 with properties:
name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): 1.582
pciBusID: 0000:04:00.0
totalMemory: 10.92GiB freeMemory: 10.76GiB
2019-02-08 15:18:17.033745: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1432] Found device 1 with properties:
name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): 1.582
pciBusID: 0000:07:00.0
totalMemory: 10.92GiB freeMemory: 10.76GiB
2019-02-08 15:18:17.351015: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1432] Found device 2 with properties:
name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): 1.582
pciBusID: 0000:08:00.0
totalMemory: 10.92GiB freeMemory: 10.76GiB
2019-02-08 15:18:17.356223: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1511] Adding visible gpu devices: 0, 1, 2
2019-02-08 15:18:18.603189: I tensorflow/core/common_runtime/gpu/gpu_device.cc:982] Device interconnect StreamExecutor with strength 1 edge matrix:
...""",
        expected_cause="gpu-out-of-memory",
        note="2019. Title: 'Resource exhausted: OOM for multi source transformer'. The maintainer guillaumekln named the cause: 'You should try to reduce some settings that impact the memory usage: batch size, model size, maximum length, vocabulary size, etc. The multi source Transformer has higher memory requirements that the base model.' (and pointed to the batch size autotuner); the poster did not dispute it and the issue was closed. Odd: the stored copy of the post stops at the device listing, so the OOM lines themselves are not in the text; only the title says OOM.",
        platform="linux",
    ),
    CorpusLog(
        name="tensor2tensor-checkpoint-ops-pinned-gpu0-on-cpu-only-machine",
        source=_GH + "tensorflow/tensor2tensor/issues/215",
        text=r"""I'm use the following options to use an existing model
  --data_dir=./t2t/data \
  --problems=wmt_ende_tokens_32k \
  --model=transformer \
  --hparams_set=transformer_base \
  --output_dir=./t2t/train/base

That failed with:
```
Cannot assign a device for operation 'save/ShardedFilename_1': Operation was explicitly assigned to /device:GPU:0 but available devices are [ /job:localhost/replica:0/task:0/cpu:0 ]. Make sure the device specification refers to a valid device.
	 [[Node: save/ShardedFilename_1 = ShardedFilename[_device="/device:GPU:0"](save/StringJoin, save/ShardedFilename_1/shard, save/num_shards)]]
```
So I added this option:
  --worker_gpu=0

Now it fails with:
```
  ...
  File ".../venv/lib/python3.5/site-packages/tensor2tensor/utils/expert_utils.py", line 211, in __init__
    assert device_names_or_functions
AssertionError
```

Is a GPU required for all uses of the transformer Tensor2Tensor model?""",
        expected_cause="requested-gpu-missing",
        note="2017. Title: 'Not possible to set --worker_gpu=0 with existing checkpoints for transformer model?'. The process had only the CPU while tensor2tensor placed the model's operations on GPU:0. The maintainer lukaszkaiser: 'It used to work on CPU with --worker_gpu=1 and should do that, so this is a bug' and suggested '--worker_gpu=0 --locally_shard_to_cpu' as a workaround; the poster confirmed: 'Yes, `--locally_shard_to_cpu` got me past that error message.'",
        platform="linux",
    ),
    CorpusLog(
        name="opennmt-tf-transformer-oom-gpu-held-by-earlier-background-runs",
        source=_GH + "OpenNMT/OpenNMT-tf/issues/405",
        text=r"""Hi,

I have updated to `version 1.22.0` and Transformer model fails with GPU OOM error. Kinda know its a well known error and I have solved it in the past, but past method doesn't seem to work now I have tried the following : 
- tried with Autotuner for batch size by setting train `batch_size` and `effective_batch_size` to `null`. I see that autotuner doesn't go below 1024 and tries and fails to start training at 1024.
- I change `batch_size` to 16 and `max_features_length` & `maximum_labels_length` to 50 and still fails. 

Attached is the log file for passed configurations and error details:
[multi_rnn_testrun4.log](https://github.com/OpenNMT/OpenNMT-tf/files/3076744/multi_rnn_testrun4.log)

Also, my run command looks like below:
`onmt-main train_and_eval --model_type Transformer --config /home/alice/multilingual_data_alice/config_run_da_nfpa.yml --auto_config --num_gpus 1 2>&1 | tee /home/alice/multilingual_data_alice/multi_rnn_testrun4.log`

I had run similar experiment on version 1.15.0 and it seems to run just fine. The only thing changed in this experiment is I added more sentences in source file (about 1 Million more). Not sure where I'm going wrong here.

Thanks !""",
        expected_cause="gpu-out-of-memory",
        note="2019. Title: 'Not able to start GPU training for multiway modeling'. Prose only (the log was an attachment). The poster found the cause himself: 'I got it to work. My bad, I was running this as background process, my GPU was being occupied by my previous runs' - the GPU's memory was held by his own earlier training processes, so even batch size 16 did not fit. The catalogue has no cause for memory held by another (non-exclusive) process; the GPU running out of memory is the nearest.",
        platform="linux",
    ),
    CorpusLog(
        name="finetune-transformer-lm-default-four-gpus-on-one-1080ti-oom",
        source=_GH + "openai/finetune-transformer-lm/issues/26",
        text=r"""I run this model on 1080ti
command: python train.py --dataset rocstories --desc rocstories --submit --analysis
Then I got ResourceExhaustedError
Do I need to make some changes to the code before running?
Thanks.""",
        expected_cause="requested-gpu-missing",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="2018. Title: 'Source Exhausted'. Prose only. The poster confirmed the fix himself: 'I solve it. The default #GPU is 4. Just set it as 1.' - train.py asked for four GPUs on a machine with one GTX 1080 Ti, so the four towers of the model were all put on that card and it ran out of memory.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tensor2tensor-four-gpus-fewer-steps-per-second-synchronous",
        source=_GH + "tensorflow/tensor2tensor/issues/1110",
        text=r"""### Description

I am training a  `Transformer` model on the `Librispeech` dataset using 4 GPUs with 8 CPU-cores.

I have tested the following:

#### Single-GPU

```bash
export CUDA_VISIBLE_DEVICES=0

t2t-trainer \
  --worker-gpu=1 \
  # ..
```

#### Multi-GPU

```bash
export CUDA_VISIBLE_DEVICES=0,1,2,3

t2t-trainer \
  --worker-gpu=4 \
  # ..
```

Both scripts are working. The training starts and on the surface everything looks okay. However, I am getting a `global_step/sec` or just ~2 steps for *Multi*-GPU, compared to ~9 steps for *Single*-GPU.

Shouldn't I see a speedup using multiple GPUs? If so: What might be the problem here? Can I trust the log output?

---
### Environment information

```
OS: Linux host 4.15.0-34-generic #37~16.04.1-Ubuntu SMP Tue Aug 28 10:44:06 UTC 2018 x86_64 x86_64 x86_64 GNU/Linux

$ pip freeze | grep tensor
tensor2tensor==1.9.0
tensorboard==1.10.0
tensorflow-gpu==1.10.1

$ python -V
Python 3.5.6 :: Anaconda, Inc.
```""",
        harmless=True,
        note="2018. Title: 'Multi-GPU gives no speedup for transformer model'. Training ran on one and on four GPUs. martinpopel answered: 'This is expected, T2T uses synchronous training, so 1 step with 4 GPUs trains on 4 times bigger effective batch size.'; the poster: 'Thank you for the link. What I understood is that I have to consider the effective throughput of batches'. Nothing was broken.",
        platform="linux",
    ),
)
