# ruff: noqa: E501 - log lines are quoted verbatim
"""A thirty-fourth set of real logs, gathered apart (recent threads, 2023 onwards, any repository).

Broken set-ups: XLA without libdevice in a CUDA 12 Jupyter image (TensorFlow 2.15), a Colab
project pinned to TensorFlow 2.10 while the runtime ships CUDA 12 (the model fell back to the
CPU), and the TensorFlow -gpu Docker image whose wheel loads cuDNN 9 while the image ships cuDNN 8.

Working runs: the cuDNN/cuFFT/cuBLAS factory-registration errors of a site build that works, and
oneDNN notices with Keras deprecation warnings on native Windows, which the maintainers said
were not errors.

At first look (the doctor of commit 0451c47, before anything was changed for this set) the
cause of 1 of the 3 broken logs was named, first; no working run was flagged. Misses: prose
about a pinned release on Colab's CUDA 12 and a TensorFlow image with the wrong cuDNN.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gpu-jupyter-cuda12-image-tf215-libdevice-missing",
        source=_GH + "iot-salzburg/gpu-jupyter/issues/129",
        text=r"""Using TensorFlow results in the following error:

```
2024-01-08 21:30:47.213628: W external/local_xla/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:504] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  /usr/local/cuda-12.2
  /usr/local/cuda
  /opt/conda/lib/python3.11/site-packages/tensorflow/python/platform/../../../nvidia/cuda_nvcc
  /opt/conda/lib/python3.11/site-packages/tensorflow/python/platform/../../../../nvidia/cuda_nvcc
```

I've tested this with `v1.5_cuda-12.0_ubuntu-22.04` as well as building locally from master and it's easily reproducible by following the TensorBoard [Getting Started](https://www.tensorflow.org/tensorboard/get_started) example.""",
        expected_cause="xla-libdevice-missing",
        harmless=False,
        note="The reporter's own fix, PR iot-salzburg/gpu-jupyter#130 (merged): 'Install nvidia-cuda-nvcc to provide additional libraries such as libdevice which are required when using TensorFlow ... Fixes #129'.",
        platform="linux",
    ),
    CorpusLog(
        name="ultrasinger-colab-tf210-pin-cuda12-crepe-on-cpu",
        source=_GH + "rakuri255/UltraSinger/issues/143",
        text=r"""Hello, this isn’t really an issue but I’ve created this notebook on Google Colab.
https://colab.research.google.com/drive/1y1OyWH4QLPQtAoTXBpjqd2euHHsg0Y70#scrollTo=bhYisMBtiOZD
It works well, but I don’t understand why whisper runs it with the GPU while crepe doesn’t manage to and uses the CPU instead. If you want to copy this Google Colab into your project, feel free to do so ;)
Thanks""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="Maintainer rakuri255: 'You have to use tensorflow 2.15.0 in colab since they use Cuda 12.1 environment. I still stick with 2.10.0 ...' then 'pip install tensorflow[and-cuda]==2.15.0' ... 'And now crepe also works'. The TF 2.10 pin (CUDA 11 libraries) in a CUDA 12 Colab runtime; not disputed. Prose only, weak evidence.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-docker-gpu-image-loads-cudnn9-ships-cudnn8",
        source=_GH + "tensorflow/build/issues/221",
        text=r"""Starts from `tensorflow/tensorflow-2.15.0-gpu (206b54412f00)`, tensorflow tries to load `libcudnn.so.9`, but the docker image uses 8:
https://github.com/tensorflow/build/blob/master/tensorflow_runtime_dockerfiles/gpu.packages.txt#L15-L17

For more information, please see:
https://github.com/tensorflow/tensorflow/issues/62412""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The reporter's diagnosis (TF in the -gpu image wants libcudnn.so.9, the image ships cuDNN 8.9); a later commenter found libcudnn8 8.9.6 in latest-gpu-jupyter (TF 2.19) and fixed it by installing cuDNN 9 in the container; the reporter had tested 'apt-get install cudnn9-cuda-12' makes it work (tensorflow#62412). Prose only, no log.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="easybuild-tf2151-cuda1211-factory-registration-errors-works",
        source=_GH + "easybuilders/easybuild-easyconfigs/issues/21790",
        text=r"""We are seeing the following errors after a simple `import tensorflow` with TensorFlow/2.15.1-foss-2023a-CUDA-12.1.1:

```
2024-10-25 14:56:51.496918: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-10-25 14:56:51.496995: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-10-25 14:56:51.497709: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
```""",
        expected_cause=None,
        harmless=True,
        note="The reporter (an EasyBuild maintainer) states: 'These are non-fatal, the import completes successfully and TF seems to work normally after these error messages. That's why sanity checks after installation with EB do pass.' Working run; the confirmation is the reporter's own.",
        platform="linux",
    ),
    CorpusLog(
        name="llama-index-windows-tf215-onednn-and-deprecation-notice",
        source=_GH + "run-llama/llama_index/issues/8932",
        text=r"""### Bug Description

2023-11-16 02:00:47.831031: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
WARNING:tensorflow:From D:\djangosass\sass_env\Lib\site-packages\keras\src\losses.py:2976: The name tf.losses.sparse_softmax_cross_entropy is deprecated. Please use tf.compat.v1.losses.sparse_softmax_cross_entropy instead.

### Version

0.9.0

### Steps to Reproduce

It seems like I am encountering an issue after upgrading TensorFlow to version 2.15. The warning suggests that custom operations for oneDNN are enabled, and it advises you to set the environment variable TF_ENABLE_ONEDNN_OPTS=0 to potentially address numerical differences.""",
        expected_cause=None,
        harmless=True,
        note="Maintainer: 'This isn't an error? And it's not directly related to llama-index? Going to close for now'; the reporter did not dispute. Only the oneDNN notice and a deprecation warning; no GPU question (weak as a GPU case).",
        platform="windows",
    ),
    CorpusLog(
        name="rag-chatbot-windows-onednn-notice-and-tf-keras-deprecations",
        source=_GH + "SaiAkhil066/DeepSeek-RAG-Chatbot/issues/6",
        text=r"""2025-02-07 11:49:18.833720: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2025-02-07 11:49:22.850983: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
WARNING:tensorflow:From C:\Users\alice\AppData\Local\Programs\Python\Python312\Lib\site-packages\tf_keras\src\losses.py:2976: The name tf.losses.sparse_softmax_cross_entropy is deprecated. Please use tf.compat.v1.losses.sparse_softmax_cross_entropy instead.

WARNING:tensorflow:From C:\Users\alice\AppData\Local\Programs\Python\Python312\Lib\site-packages\keras\src\backend\common\global_state.py:82: The name tf.reset_default_graph is deprecated. Please use tf.compat.v1.reset_default_graph instead.""",
        expected_cause=None,
        harmless=True,
        note="Maintainer: 'you are seeing TensorFlow deprecation warnings and messages related to oneDNN optimizations. These are not critical errors'; issue closed, not disputed. The user name in the paths was replaced.",
        platform="windows",
    ),
)
