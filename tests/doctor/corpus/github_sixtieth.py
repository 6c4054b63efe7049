# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A sixtieth set of real threads, gathered apart: tensorflow/tensorflow and tensorflow/models GitHub issues opened 2019–2022 (TF 2.0 alpha to 2.9) where TensorFlow did not use an NVIDIA GPU and the thread confirmed why.

Broken kinds held: a TensorFlow wheel built for another CUDA than the one installed (CUDA 11.0
or 10.2 under TF 2.2 on Windows, CUDA 9.2 under TF 2.0 alpha), cuDNN handle creation failing
without memory growth, a host-memory (CPU allocator) OOM in the Object Detection API, and a
Windows `python3` alias that runs another interpreter than the conda environment. Working
runs: 0.

At first look two records named no catalogue cause: a wrong interpreter and an OOM on the CPU
allocator (the computer's memory; its entry, host-out-of-memory, was added after the set was
scored). Two threads on the TF 1.15.2 `tensorflow` wheel shipped CPU-only
(tensorflow/tensorflow#36476 and #36347) were confirmed but left out: they hold no log, and
prose-only records are kept to at most a quarter of the set.

At first look (the doctor of commit 69aea17, before this set was read) the cause was named in 4
of the 6 broken logs (2 have no catalogue cause), all 4 first; the host-memory OOM was given
the GPU's out-of-memory error.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf22-windows-cuda110-cudnn80-gpu-test-false",
        source=_GH + "tensorflow/tensorflow/issues/41591",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows10
- TensorFlow installed from (source or binary): pip3
- TensorFlow version: 2.2.0
- Python version: 3.8.4 (3.7 too?)
- Installed using virtualenv? pip? conda?:
- Bazel version (if compiling from source):
- GCC/Compiler version (if compiling from source):
- CUDA/cuDNN version: 11.0/8.0
- GPU model and memory: Geforce GTX 980 Ti

I installed the latest Nvidia Driver 451.67, Visual Studio 2019 version 16.6.4, tensorflow-gpu 2.2.0rc2. Then I downloaded and installed cuda 11.0 and cuDNN8.0.1 RC2 for cuda11.0. I'm able to verify the installation and run the sample programs. The Problem arises when I try to test it in anaconda:

>>> import tensorflow as tf
2020-07-20 23:29:09.430847: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll
>>> tf.__version__
'2.2.0'
>>> print(tf.test.is_gpu_available())
...""",
        expected_cause="cuda-libraries-missing",
        note="2020. Maintainer (ravikyram): try the tested build configuration (TF 2.2: CUDA 10.1/cuDNN 7.6); the poster: 'Thank you, that worked!'. Log cut where the stored copy ends.",
        platform="windows",
    ),
    CorpusLog(
        name="tf22rc4-windows-cuda102-cudart64-101-missing-feature-request",
        source=_GH + "tensorflow/tensorflow/issues/39247",
        text=r"""**System information**
- TensorFlow version (you are using): 2.2.0-rc4
- Are you willing to contribute it (Yes/No): no

**Describe the feature and the current behavior/state.**
tensorflow has hardcoded the dll name of CUDA and tries to detect version 10.1, but version 10.2 is the current.

W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll 

The current name is cudart64_102.dll

**Will this change the current api? How?**
no

**Who will benefit with this feature?**
all new users

**Any Other info.**
-""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose plus one log line. Filed as a feature request; maintainer (mihaimaruseac): TF 2.2 is built for CUDA 10.1 (hard-coded cudart64_101.dll), symlink or install 10.1; the poster: 'I was able to run with 10.1 correctly.'",
        platform="windows",
    ),
    CorpusLog(
        name="tf20alpha-ubuntu-cuda92-import-traceback-needs-cuda100",
        source=_GH + "tensorflow/tensorflow/issues/28022",
        text=r"""## System information
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Linux Ubuntu 16.04
- TensorFlow installed from (source or binary): I used virtualenv and _pip install --upgrade tensorflow-gpu==2.0.0-alpha0_
- TensorFlow version: 2.0.0-alpha0
- Python version: 3.5
- Installed using virtualenv? pip? conda?: installed in virtualenv using
- Name of the Virtualenv: `tensorflow` 
- CUDA/cuDNN version: cuda 9.2
---
## Problem
Hello, I've installed tensorflow 2.0 with cuda 9.2 and when I run: `>> import tensorflow`, it prompts: 

```
Traceback (most recent call last):
  File "/home/alice/virtualenv/tensorflow/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "/home/alice/virtualenv/tensorflow/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in <module>
    _pywrap_tensorflow_internal = swig_import_helper()
  File "/home/alice/virtualenv/tensorflow/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
    _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
...""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2019. TF 2.0.0-alpha0 (built for CUDA 10.0) in a virtualenv on a CUDA 9.2 machine fails to import; the poster, after the replies: 'Thank you very much everybody! Just installed Cuda 10.0 with tensorflow 2.0 and it works.' Traceback cut where the stored copy ends (before the ImportError line naming the missing library).",
        platform="linux",
    ),
    CorpusLog(
        name="models-od-api-model-main-cudnn-internal-error-allow-growth",
        source=_GH + "tensorflow/models/issues/7933",
        text=r"""To use  gpu with train.py i add the following line in trainer.py

 session_config.gpu_options.allow_growth = True 

When I run model_main.py, I get the following error:

E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR

How can I do the same to use gpu with model_main.py?
Or what should I do to be able to use gpu from model_main.py?""",
        expected_cause="memory-growth-disabled",
        note="2019. Prose plus one log line. The poster's own finding in the post: with session_config.gpu_options.allow_growth = True added to trainer.py the legacy train.py runs on the GPU; model_main.py (no memory growth) fails with CUDNN_STATUS_INTERNAL_ERROR. Commenters gave the same allow_growth setting for model_main.py ('the GPU resource is not enough'). The OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="models-od-api-batch24-oom-cpu-allocator-1080ti",
        source=_GH + "tensorflow/models/issues/6450",
        text=r"""I have 1080 ti  Graphics card I7 Pc I am running Mobilenet v1 my config is set to 24 got Error.
And I have 1060 graphics laptop all files I copied to laptop and started the training with same config file and shocking it worked.
Than i have researcher about it and found to decrease batch size so i did it to 16 on my pc  its working but how is this possible my pc is having 1080 11gb graphic and laptop 1060 6 gb.
Here is the full error 
If you think something is wrong with my config just ask me i will update it,

INFO:tensorflow:global step 152: loss = 2.8710 (0.523 sec/step)
INFO:tensorflow:Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.ResourceExhaustedError'>, OOM when allocating tensor with shape[24,1,2304,1152,3] and type float on /job:localhost/replica:0/task:0/device:CPU:0 by allocator cpu
	 [[{{node batch}}]]
Hint: If you want to see a list of allocated tensors when OOM happens, add report_tensor_allocations_upon_oom to RunOptions for current allocation info.
...""",
        expected_cause="host-out-of-memory",
        note="2019. The poster found the fix himself and says so in the post: lowering batch_size from 24 to 16 made training run. The failing allocation is on the CPU allocator (host memory, the input 'batch' node of 24 x 2304x1152x3 images), not the GPU (host-out-of-memory, added after this set was scored). Log cut where the stored copy ends; the OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf291-windows-conda-python3-alias-other-interpreter-gpu-empty",
        source=_GH + "tensorflow/tensorflow/issues/56690",
        text=r"""### Issue Type

Bug

### Source

binary

### Tensorflow Version

TF 2.9.1

### Custom Code

No

### OS Platform and Distribution

Win10 21H2 x64

### Python version

3.9.13

### CUDA/cuDNN version

cudatoolkit=11.2.2 cudnn=8.1.0.77

### Current Behaviour?

I install TF 2.9.1 by:

conda install -c conda-forge cudatoolkit=11.2 cudnn=8.1.0
python3 -m pip install tensorflow
# Verify install:
python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"

TF did not detect GPU.

### Standalone code to reproduce the issue

`python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"` output empty.

### Relevant log output

_No response_""",
        expected_cause=None,
        note="2022. Prose and commands only (no log). The poster answered himself the same day: 'Shxt the `python3`.' with a screenshot: on Windows `python3` ran another interpreter, not the conda environment holding TF and cudatoolkit/cudnn. A wrong interpreter: no catalogue cause.",
        platform="windows",
    ),
)
