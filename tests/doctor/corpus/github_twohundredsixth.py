# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A two-hundred-and-sixth set of real threads, gathered apart: questions on the Stack Exchange sites other than Stack Overflow (Ask Ubuntu, Super User, Unix & Linux, Data Science, Artificial Intelligence, Cross Validated, Server Fault) and their mirrors, where TensorFlow did not use the NVIDIA GPU or failed on it, and, in their place, one GitHub thread (tensorflow/tensorflow).

Broken kinds held: a TensorFlow 2.1 wheel (built for CUDA 10.1, kernels up to compute 7.x) on a
GeForce RTX 3060 Ti (compute capability 8.6), where creating the GPU device took about five
minutes. Working runs: none.

Very small set: no thread from those Stack Exchange sites with a broken set-up and a confirmed
cause could be read; the one Ask Ubuntu question found on a mirror
(https://newbetuts.com/1230645-when-is-cuda-gonna-be-released-for-ubuntu-2004, 2020) is a how-to
on installing CUDA 10.1 and cuDNN 7.6.5 on Ubuntu 20.04 for TensorFlow 2.2, with no failing
set-up, and was left out. The GitHub threads on the same symptoms ("TensorFlow does not detect /
does not use the GPU") are nearly all in the corpus already; the remaining ones had no
confirmation in the stored text.

At first look (the doctor of commit 1c66b45) the cause was named in 0 of 1 broken logs, 0 first:
the doctor named compute-capability-unsupported (a GPU newer than anything the build can run on)
where the thread shows the GPU device being created after a five-minute wait, i.e. kernels
JIT-compiled from PTX; there is no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="rtx-3060-ti-tf21-cuda101-gpu-device-five-minutes",
        source=_GH + "tensorflow/tensorflow/issues/45635",
        text=r"""RTX 3060 TI, creating GPU device take about 5 Minutes

Windows 10 Prof.
RTX 3060 TI
TensorFlow 2.1.0
Installer: Anaconda

Note: Same with Ubuntu 20.04 LTS and PIP Installing

Code:

```
import tensorflow as tf
tf.test.is_gpu_available()
```
Output:

WARNING:tensorflow:From <stdin>:1: is_gpu_available (from tensorflow.python.framework.test_util) is deprecated and will be removed in a future version.
Instructions for updating:
Use `tf.config.list_physical_devices('GPU')` instead.
2020-12-13 10:23:03.545074: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX AVX2
2020-12-13 10:23:03.555731: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-12-13 10:23:03.609505: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with properties:
pciBusID: 0000:01:00.0 name: GeForce RTX 3060 Ti computeCapability: 8.6
coreClock: 1.665GHz coreCount: 38 deviceMemorySize: 8.00GiB deviceMemoryBandwidth: 417.29GiB/s
2020-12-13 10:23:03.621055: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll
2020-12-13 10:23:03.636314: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_10.dll
...""",
        expected_cause="compute-capability-ptx-jit",
        note="2020. The first line is the issue's title; the stored copy of the log stops after the cublas64_10.dll line (marked '...'). Maintainer ymodak answered that 'TF 2.X packages come with gpu support however if the gpu environment setup is not compatible it silently falls back on cpu' and that 'TensorFlow 2.4 pip packages are built with CUDA11 and cuDNN 8.0.2'; the poster, Doev, then on TensorFlow 2.4.0 with cuda_11.0.2 and cuDNN 8.0.2: 'Everything works no without delays until I call modell.fit' (the five-minute start was gone; a separate 'Failed to get convolution algorithm' error at fit followed, not part of this record). TensorFlow 2.1 was built for CUDA 10.1 with no kernels for compute capability 8.6, so the driver JIT-compiled PTX for the RTX 3060 Ti at start. Same on Ubuntu 20.04 per the poster; platform is the first one named.",
        platform="windows",
    ),
)
