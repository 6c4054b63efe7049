# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-eighty-first set of real threads, gathered apart, from GitHub issues (issues corpus) on conversational-AI and NLP code running TensorFlow on an NVIDIA GPU (2018-2023): RasaHQ/rasa, huggingface/transformers (TF model classes), a TF Hub sentence encoder in ageron/handson-ml3, the chatbot repository daniel-kukiela/nmt-chatbot, tensorflow/nmt and bert-as-service (jina-ai/clip-as-service).

Broken kinds held: the GPU's memory too small or already nearly full (Rasa NLU, a TF Hub
Universal Sentence Encoder on a 4 GB card), TensorFlow reserving the whole GPU so that cuBLAS
cannot start (a Hugging Face TF model on Kaggle; fixed by TF_FORCE_GPU_ALLOW_GROWTH), the
transformers library itself making TensorFlow grab the GPU's memory at import, a Windows CUDA 9.1
install under a TensorFlow built for CUDA 9.0, and machines without any NVIDIA GPU (an AMD Radeon
card; a machine where bert-as-service crashed calling nvidia-smi). Working runs: none met.

Small set: most threads on Rasa, DeepPavlov, tensorflow/hub and tensorflow/text that the searches
returned were already in the corpus or ended, in their stored copies, before any confirmation.
Two prose-only records are held (transformers#17804, nmt-chatbot#49). Left out to keep
prose-only records to a third: deeppavlov/DeepPavlov#1511 (2021; NER on an A100 failing with
CUBLAS_STATUS_ALLOC_FAILED under the TensorFlow 1.15 models, maintainer: 'To work with newer CUDA
versions please use our pytorch-based models') and daniel-kukiela/nmt-chatbot#25 (2018; an
AMD-only machine with tensorflow-gpu from the requirements, fixed by installing the CPU
tensorflow).

At first look (the doctor of commit 07f25dd) the cause was named in 3 of 7 broken logs, all 3
first (the Rasa and TF Hub GPU out-of-memory logs, the Radeon-only machine; the last also drew
gpu-underutilized-input-bound). Missed, with nothing named: the cuBLAS handle that could not be
created after TensorFlow's preallocation, the transformers import grabbing the GPU's memory
(prose), CUDA 9.1 under a TensorFlow built for 9.0 (prose), and the missing nvidia-smi on a
machine without a GPU. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="rasa-shell-nlu-v100-gpu0-oom-tile-op",
        source=_GH + "RasaHQ/rasa/issues/8585",
        text=r"""**Rasa version**:
2.2.0
**Rasa SDK version** (if used & relevant):
2.3.1
**Rasa X version** (if used & relevant):

**Python version**:
3.7.5

**Operating system** (windows, osx, ...):
Linux

**Issue**:
I am trying to run rasa shell nlu command, and still I received ResourceExhaustedError error -
`tensorflow/core/framework/op_kernel.cc:1767] OP_REQUIRES failed at tile_ops.cc:223 : Resource exhausted: OOM when allocating tensor with shape[45030,128] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc`

I have sufficient amount of memory in Linux machine - 
```
              total        used        free      shared  buff/cache   available
Mem:           480G        9.5G        451G         68M         19G        467G
Swap:            0B          0B          0B

```
**Error (including full traceback)**:
```
2021-05-01 12:31:02.381982: I tensorflow/core/common_runtime/bfc_allocator.cc:1034] 22 Chunks of size 16384 totalling 352.0KiB
2021-05-01 12:31:02.381990: I tensorflow/core/common_runtime/bfc_allocator.cc:1034] 4 Chunks of size 20480 totalling 80.0KiB
2021-05-01 12:31:02.381997: I tensorflow/core/common_runtime/bfc_allocator.cc:1034] 1 Chunks of size 26624 totalling 26.0KiB
...
```

Hi,

Below is what I have with GPU -

+-----------------------------------------------------------------------------+
| NVIDIA-SMI 418.87.00    Driver Version: 418.87.00    CUDA Version: 10.1
  |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr.
ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute
M. |
|===============================+======================+======================|
|   0  Tesla V100-SXM2...  On   | 00000000:00:17.0 Off |
 0 |
| N/A   44C    P0    60W / 300W |  15252MiB / 16130MiB |      0%
 Default |
+-------------------------------+----------------------+----------------------+
|   1  Tesla V100-SXM2...  On   | 00000000:00:18.0 Off |
 0 |
| N/A   45C    P0    59W / 300W |    462MiB / 16130MiB |      0%
 Default |
+-------------------------------+----------------------+----------------------+
|   2  Tesla V100-SXM2...  On   | 00000000:00:19.0 Off |
 0 |
| N/A   48C    P0    65W / 300W |    462MiB / 16130MiB |      0%
 Default |
...""",
        expected_cause="gpu-out-of-memory",
        note="2021. Rasa maintainer kedz: 'This looks like you don't have enough memory on your gpu not your cpu ram (which I believe is what you were showing above)', and asked for nvidia-smi; the poster's answer (the second paragraph, wrapped as posted) shows GPU 0 at 15252MiB of 16130MiB while the other V100s sit at 462MiB. The poster did not dispute; closed. The stored copy cuts the nvidia-smi table after GPU 2.",
        platform="linux",
    ),
    CorpusLog(
        name="hf-tfsegformer-kaggle-p100-cublas-handle-preallocated",
        source=_GH + "huggingface/transformers/issues/22718",
        text=r"""### System Info

Kaggle with Accelerator **GPU P100**

### Reproduction

Steps to Reproduce the behaviour: 

1. Go to Kaggle. Create a new notebook. Switch to **GPU P100** accelerator.
2. Use `TFSegformerForSemanticSegmentation`: 

```
from transformers import TFSegformerForSemanticSegmentation

model_checkpoint = "nvidia/mit-b0"
id2label = {0: "outer", 1: "inner", 2: "border"}
label2id = {label: id for id, label in id2label.items()}
num_labels = len(id2label)
model = TFSegformerForSemanticSegmentation.from_pretrained(
    model_checkpoint,
    num_labels=num_labels,
    id2label=id2label,
    label2id=label2id,
    ignore_mismatched_sizes=True,
)
```

While running this code block, I get this `cublas` error: 

```
2023-04-12 02:44:14.603089: E tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:219] failed to create cublas handle: cublas error
2023-04-12 02:44:14.603208: E tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:221] Failure to initialize cublas may be due to OOM (cublas needs some free memory when you initialize it, and your deep-learning framework
...
```""",
        expected_cause="memory-growth-disabled",
        note="2023. Maintainer amyeroberts could not reproduce on her own machine and pointed to `os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true'`; the poster: 'Yes, it solves the issue. Thanks.' TensorFlow had reserved nearly all of the P100's memory, leaving none for cuBLAS to start. The stored copy cuts the second log line ('... your deep-learning framework m'); the rest of the log is not in it.",
        platform="linux",
    ),
    CorpusLog(
        name="hf-transformers-seed-generator-grabs-gpu-memory-at-import",
        source=_GH + "huggingface/transformers/issues/17804",
        text=r'''https://github.com/huggingface/transformers/blob/7cced021fa8ddc59f0f77384300760d34545394e/src/transformers/generation_tf_utils.py#L349

In transformers version >=4.18.0, import something from `generation_tf_utils.py` would casue gpu memory growth immediately if I don't set env `TF_FORCE_GPU_ALLOW_GROWTH=true` before importing modules from this file.

And I locate the problem at this line. 

Making attr `seed_generator` lazy loaded could solve this.

```
# ...
class TFGenerationMixin:
    """
    A class containing all of the functions supporting generation, to be used as a mixin in [`TFPreTrainedModel`].
    """

    # seed_generator = tf.random.Generator.from_non_deterministic_state()

    _seed_generator = None
    
    @property
    def seed_generator(self):
        if self._seed_generator is None:
            self._seed_generator = tf.random.Generator.from_non_deterministic_state()
        return self._seed_generator
# ...
```''',
        expected_cause="memory-growth-disabled",
        note="2022. Prose and code, no log lines. Maintainer gante: 'Great finding! Would you be able to open a PR? The suggestion you gave looks great!' A class attribute created a TensorFlow random generator at import, which started TensorFlow on the GPU and made it reserve the GPU's memory unless memory growth was on (TF_FORCE_GPU_ALLOW_GROWTH=true). A later transformers change (#18044, quoted in PR #17684 by sgugger: 'The fact that TensorFlow takes all GPU memory has been fixed in #18044') removed it.",
        platform="linux",
    ),
    CorpusLog(
        name="handson-ml3-use-tfhub-1050ti-4gb-resource-exhausted",
        source=_GH + "ageron/handson-ml3/issues/27",
        text=r"""Hello, I'm using Nvidia Geforce 1050 ti 4gb, after running cell [49], I'm getting this error.
Kindly share the requirements of GPU which will run smoothly with this book.

W tensorflow/core/framework/op_kernel.cc:1733] RESOURCE_EXHAUSTED: failed to allocate memory""",
        expected_cause="gpu-out-of-memory",
        note="2022. Chapter 16's cell fine-tunes the Universal Sentence Encoder from TF Hub. The author, ageron: the module is about 1GB of weights, activations come on top, Colab's T4 showed 8.7GB in use, 'So 4GB will definitely not be enough without changing the code. However, if you reduce the batch size, you may be able to get it to work.' The poster did not dispute; closed. One log line only; platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="nmt-chatbot-windows-cuda91-tf-built-for-cuda90",
        source=_GH + "daniel-kukiela/nmt-chatbot/issues/49",
        text=r"""Vurrently your version of NMT requires a specific version of CUDA v9.0 I have 9.1 installed and in order to run train.py I have had to roll back CUDA to 9.0 This is annoying.

I dont foresee that the issue of versioning should be too terribly had to do I only ask that you look into making it more forward compatible for future users.""",
        expected_cause="cuda-libraries-missing",
        note="2018. Prose only. Maintainer daniel-kukiela: 'I think you are using Windows - Windows binaries of Tensorflow are compiled against CUDA 9.0 and cuDNN 7.0. If you want to use CUDA 9.1 and cuDNN 7.1 you have to compile Tensorflow by yourself. Your issue is not related to NMT'; the poster: 'Yes thank you.' The poster had already made it run by going back to CUDA 9.0 (said in the post itself).",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-nmt-radeon-rx580-only-cpu-visible",
        source=_GH + "tensorflow/nmt/issues/476",
        text=r"""I have running the training with the following command:

```
python -m nmt.nmt \ 
--src=vi --tgt=en \ 
--vocab_prefix=/tmp/nmt_data/vocab \ 
--train_prefix=/tmp/nmt_data/train \ 
--dev_prefix=/tmp/nmt_data/tst2012 \ 
--test_prefix=/tmp/nmt_data/tst2013 \ 
--out_dir=/tmp/nmt_model \ 
--num_train_steps=12000 \ 
--steps_per_stats=100 \ 
--num_layers=2 \
 --num_units=128 \ 
--dropout=0.2 \ 
--metrics=bleu \
--nums_gpu=1
```
I have one GPU (GPU Radeon RX 580). Upon running the experimentation, I see the CPUs are fully utilized and the GPU usage remains insignificant(<5%).

I saw this in the log:

```
Devices visible to TensorFlow: [_DeviceAttributes(/job:localhost/replica:0/task:0/device:CPU:0, CPU, 268435456)]
```

Can anyone provide any pointer why GPU usage remains low?""",
        expected_cause="no-nvidia-driver",
        note="2020. A commenter, neel04: 'CUDA is proprietary to Nvidia (whereas AMD uses OpenCL). So in a nutshell, you need CUDA for running TensorFlow, and to run CUDA, you have to have an Nvidia GPU ... Since TF cannot find your GPU, it automatically switches to CPU'. The poster did not reply or dispute (open). The machine's only GPU is an AMD Radeon RX 580: no NVIDIA driver. The platform is not stated (linux is a guess from the /tmp paths).",
        platform="linux",
    ),
    CorpusLog(
        name="bert-as-service-no-gpu-nvidia-smi-missing",
        source=_GH + "jina-ai/clip-as-service/issues/4",
        text=r"""Hi, 
I am trying to use this repo doing this command, but I have no GPUs locally.

```
>>> python3.6 app.py -num_worker=4 -model_dir ../multilingual_L-12_H-768_A-12/


usage:
app.py -num_worker=4 -model_dir ../multilingual_L-12_H-768_A-12/
parameters: 
batch_size_per_worker = 256
         max_seq_len = 25
           model_dir = ../multilingual_L-12_H-768_A-12/
          num_worker = 4
                port = 5555
Exception in thread Thread-1:
Traceback (most recent call last):
  File "/usr/lib/python3.6/threading.py", line 916, in _bootstrap_inner
    self.run()
  File "/src/text/BERT/bert-as-service/service/server.py", line 67, in run
    available_gpus = GPUtil.getAvailable(limit=self.num_worker)
  File "/usr/local/lib/python3.6/dist-packages/GPUtil/GPUtil.py", line 123, in getAvailable
    GPUs = getGPUs()
  File "/usr/local/lib/python3.6/dist-packages/GPUtil/GPUtil.py", line 64, in getGPUs
    p = Popen(["nvidia-smi","--query-gpu=index,uuid,utilization.gpu,memory.total,memory.used,memory.free,driver_version,name,gpu_serial,display_active,display_mode", "--format=csv,noheader,nounits"], stdout=PIPE)
  File "/usr/lib/python3.6/subprocess.py", line 709, in __init__
    restore_signals, start_new_session)
  File "/usr/lib/python3.6/subprocess.py", line 1344, in _execute_child
...""",
        expected_cause="no-nvidia-driver",
        note="2018. The poster states the cause in the post ('I have no GPUs locally'); the title is the end of the traceback: \"FileNotFoundError: [Errno 2] No such file or directory: 'nvidia-smi': 'nvidia-smi'\" (the stored copy cuts the traceback before it). bert-as-service asked GPUtil, which runs nvidia-smi, for free GPUs; with no NVIDIA GPU or driver there was no nvidia-smi. The maintainer's later code (quoted in issue #108) treats this case as 'nvidia-smi is missing, often means no gpu found on this machine. will fall back to cpu!', later a -cpu flag. The rest of this thread is not in the stored copy.",
        platform="linux",
    ),
)
