"""Excerpts of logs users pasted in public threads: each with the thread, verbatim except for
user and host names (replaced by alice / deskbox). Used by test_log_facts.py."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Excerpt:
    """A pasted text and where it was pasted."""

    source: str
    text: str

    def lines(self) -> list[str]:
        return self.text.strip("\n").splitlines()


WIN32_REPL = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/62080",
    r"""
C:\Users\alice>python
Python 3.10.10 (tags/v3.10.10:aad5f6a, Feb  7 2023, 17:20:36) [MSC v.1929 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
>>> import tensorflow as tf
>>> print(tf.test.is_built_with_cuda())
False
>>> print(tf.config.list_physical_devices('GPU'))
[]
>>>
>>> print(tf.config.list_physical_devices())
[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]
>>>
""",
)

# The same session with the version echoed (the prompt and answer shapes of the thread above).
WIN32_VERSION = ">>> print(tf.__version__)\n2.15.0\n"

PRINTED_CHECKS = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/68236",
    """
TensorFlow version: 2.16.1
Is GPU available? []
Is TensorFlow built with CUDA?: False
""",
)

NVIDIA_SMI_OLD = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/38134",
    """
Wed Apr  1 10:35:13 2020
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 440.33.01    Driver Version: 440.33.01    CUDA Version: 10.2     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  Quadro GV100        Off  | 00000000:15:00.0 Off |                  Off |
| 36%   47C    P0    36W / 250W |      0MiB / 32508MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
|   1  Quadro GV100        Off  | 00000000:2D:00.0 Off |                  Off |
| 40%   53C    P0    36W / 250W |      0MiB / 32500MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
""",
)

NVIDIA_SMI_NEW = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/62328",
    """
> nvidia-smi
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 535.113.01             Driver Version: 535.113.01   CUDA Version: 12.2     |
|-----------------------------------------+----------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |
|                                         |                      |               MIG M. |
|=========================================+======================+======================|
|   0  NVIDIA GeForce GTX 1650        Off | 00000000:01:00.0  On |                  N/A |
| N/A   43C    P8               3W /  50W |    119MiB /  4096MiB |      7%      Default |
|                                         |                      |                  N/A |
+-----------------------------------------+----------------------+----------------------+
""",
)

CONDA_LIST = Excerpt(
    "https://github.com/conda-forge/tensorflow-feedstock/issues/365",
    """
>>> tf.test.is_built_with_cuda()
False
tensorflow                2.15.0          cuda120py311h5cbd639_1    conda-forge
tensorflow-base           2.15.0          cuda120py311h43b5e44_1    conda-forge
tensorflow-estimator      2.15.0          cuda120py311hf663016_1    conda-forge
""",
)

BUILD_INFO = Excerpt(
    "https://github.com/conda-forge/tensorflow-feedstock/pull/157",
    """
             ('cuda_version', '11.2'),
             ('cudnn_version', '8'),
             ('is_cuda_build', True),
             ('is_rocm_build', False),
""",
)

CUDNN_MISMATCH = Excerpt(
    "https://github.com/google-research/deeplab2/issues/66",
    "2021-10-13 17:19:29.385716: E tensorflow/stream_executor/cuda/cuda_dnn.cc:362] Loaded "
    "runtime CuDNN library: 8.0.4 but source was compiled with: 8.1.0.  CuDNN library needs to "
    "have matching major version and equal or higher minor version. If using a binary install, "
    "upgrade your CuDNN library.  If building from sources, make sure the library loaded at "
    "runtime is compatible with the version specified during compile configuration.",
)

CUDART_MISSING = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/34461",
    "2019-11-20 17:45:31.698108: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] "
    "Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open "
    "shared object file: No such file or directory",
)

CREATED_DEVICE = Excerpt(
    "https://github.com/fo40225/tensorflow-windows-wheel/pull/182",
    "2022-01-22 16:42:53.799674: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] "
    "Created device /job:localhost/replica:0/task:0/device:GPU:0 with 1402 MB memory:  -> "
    "device: 0, name: GeForce GT 750M, pci bus id: 0000:01:00.0, compute capability: 3.0",
)

CUINIT_BARE = Excerpt(
    "https://github.com/mljar/mljar-supervised/issues/107",
    "E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: "
    "UNKNOWN ERROR (303)",
)

CUINIT_NO_LIBCUDA = Excerpt(
    "https://github.com/secretflow/secretflow/issues/255",
    """
2023-01-09 14:54:41.439038: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory
2023-01-09 14:54:41.439076: W tensorflow/stream_executor/cuda/cuda_driver.cc:263] failed call to cuInit: UNKNOWN ERROR (303)
""",  # noqa: E501 - verbatim
)

CUINIT_XLA = Excerpt(
    "https://github.com/StaPH-B/docker-builds/pull/1572",
    "#16 245.4 2026-02-26 23:43:44.995459: E external/local_xla/xla/stream_executor/cuda/"
    "cuda_platform.cc:51] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: "
    "UNKNOWN ERROR (303)",
)

CUINIT_STUB = Excerpt(
    "https://github.com/cms-sw/cmssw/issues/42657",
    "E tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:266] failed call to cuInit: "
    "UNKNOWN ERROR (34)",
)

INSUFFICIENT_DRIVER = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/22056",
    """
2018-09-27 10:02:39.079409: E tensorflow/stream_executor/cuda/cuda_dnn.cc:352] Could not create cudnn handle: CUDNN_STATUS_NOT_INITIALIZED
2018-09-27 10:02:39.079563: E tensorflow/stream_executor/cuda/cuda_dnn.cc:360] Possibly insufficient driver version: 396.26.0
""",  # noqa: E501 - verbatim
)

TF1_DIAGNOSTICS = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/22525",
    '''
2018-09-26 16:20:01.273480: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:189] libcuda reported version is: 375.66.0
2018-09-26 16:20:01.273609: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:369] driver version file contents: """NVRM version: NVIDIA UNIX x86_64 Kernel Module  384.130  Wed Mar 21 03:37:26 PDT 2018
GCC version:  gcc version 5.4.0 20160609 (Ubuntu 5.4.0-6ubuntu1~16.04.10)
"""
2018-09-26 16:20:01.273659: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:193] kernel reported version is: 384.130.0
2018-09-26 16:20:01.273681: E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:303] kernel version 384.130.0 does not match DSO version 375.66.0 -- cannot find working devices in this configuration
''',  # noqa: E501 - verbatim
)

TF1_LOADER = Excerpt(
    "https://github.com/bazelbuild/bazel/issues/1726",
    "I tensorflow/stream_executor/dso_loader.cc:105] Couldn't open CUDA library "
    "libcublas.so.8.0. LD_LIBRARY_PATH: ",
)

SMI_FAILED = Excerpt(
    "https://github.com/GoogleCloudPlatform/compute-gpu-installation/pull/18",
    """
$ nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.
""",  # noqa: E501 - verbatim
)

PIP_NONE = Excerpt(
    "https://github.com/QData/AdversarialDNN-Playground/issues/15",
    """
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.5.1 (from versions: none)
ERROR: No matching distribution found for tensorflow-gpu==2.5.1
""",  # noqa: E501 - verbatim
)

DKMS = Excerpt(
    "https://github.com/negativo17/nvidia-driver/issues/56",
    """
#dkms status
nvidia, 396.45, 4.17.11-200.fc28.x86_64, x86_64: installed
nvidia, 396.45, 4.17.12-200.fc28.x86_64, x86_64: installed
""",
)

MODPROBE = Excerpt(
    "https://github.com/Witko/nvidia-xrun/issues/144",
    "modprobe: FATAL: nvidia_drm not found in directory /lib/modules/5.5.9-zen1-2-zen",
)

CONTAINER_WITHOUT_GPUS = Excerpt(
    "https://github.com/prs-eth/PanopticSegForLargeScalePointCloud/issues/20",
    """
$ docker run <image_name>

==========
== CUDA ==
==========

CUDA Version 11.1.1

WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.
   Use the NVIDIA Container Toolkit to start this container with GPU support; see
   https://docs.nvidia.com/datacenter/cloud-native/ .
""",
)

DOCKER_WITH_GPUS = Excerpt(
    "https://github.com/NVIDIA/nvidia-docker/issues/1071",
    "docker run --gpus all -it --rm  nvcr.io/nvidia/tensorflow:19.08-py3",
)

WSL_KERNEL = Excerpt(
    "https://github.com/microsoft/WSL/issues/9821",
    "Linux version 5.15.90.1-microsoft-standard-WSL2 ",
)

TF1_CREATING_DEVICE = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/15485",
    "2017-12-19 18:50:35.432273: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1120] "
    "Creating TensorFlow device (/device:GPU:0) -> (device: 0, name: GeForce GT 720, pci bus id: "
    "0000:82:00.0, compute capability: 3.5)",
)

PLACEMENT = Excerpt(
    "https://www.tensorflow.org/guide/gpu",
    "Executing op MatMul in device /job:localhost/replica:0/task:0/device:GPU:0",
)


# tensorflow-cpu 2.3.0 on Python 3.8, whose "DLL load failed" names the module it imported.
DLL_LOAD_WHILE_IMPORTING = Excerpt(
    "https://github.com/tensorflow/tensorflow/issues/44669",
    r"""
>>> import tensorflow
Traceback (most recent call last):
  File "C:\Users\alice\Anaconda3\lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 64, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: DLL load failed while importing _pywrap_tensorflow_internal: The specified module could not be found.
""",  # noqa: E501
)
