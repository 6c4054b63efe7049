# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A sixty-seventh set of real threads, all from the tensorflow/tensorflow tracker (searched with the 2023-2026 weighting, but only 3 of 10 are from 2023 or later).

Broken kinds held: XLA not finding libdevice (CUDA toolkit outside the searched paths, twice), a CPU-only pip wheel on a Jetson, a CUDA release other than the one TF was built for, a ptxas too old for sm_86, and a reboot needed after installing CUDA. Working runs: 4.

At first look (the doctor of commit 3673e78, before this set was read) the cause was named in 5
of the 6 broken logs, 4 first; one of the 4 working runs was flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf211-ubuntu2204-apt-cuda-in-usr-lib-cuda-libdevice-not-found",
        source=_GH + "tensorflow/tensorflow/issues/59013",
        text=r"""### Issue Type

Bug

### Source

binary

### Tensorflow Version

tf 2.11.0

### Custom Code

Yes

### OS Platform and Distribution

Linux Ubuntu 22.04

### Python version

3.9.13

### CUDA/cuDNN version

11.6

### Current Behaviour?

I have followed the exact instruction of installing TensorFlow under pip and made sure that I had installed the right drivers from the official Ubuntu repositories (`nvidia-driver-510`, `nvidia-cuda-toolkit`, `nvidia-cudnn`). Then ran `python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"` which was successful with only the obvious warning that I had not installed the optional TensorRT

However, I had this lingering issue when running simple model using Tensorflow beginner tutorial that it kept stating that my GPU is out of memory. 

It turns out that it could not find the CUDA library directory which expected it to be installed under `/usr/local/cuda`, but Ubuntu `apt` installed it in `/usr/lib/cuda`. The temporary solution I have made was to create a symlink ...

Epoch 1/5
2022-12-25 20:03:55.460107: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:326] libdevice is required by this HLO module but was not found at /usr/local/cuda/nvvm/libdevice/libdevice.10.bc
2022-12-25 20:03:55.460453: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:446 : INTERNAL: libdevice not found at /usr/local/cuda/nvvm/libdevice/libdevice.10.bc
2022-12-25 20:03:55.487711: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:326] libdevice is required by this HLO module but was not found at /usr/local/cuda/nvvm/libdevice/libdevice.10.bc
2022-12-25 20:03:55.487986: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:446 : INTERNAL: libdevice not found at /usr/local/cuda/nvvm/libdevice/libdevice.10.bc
2022-12-25 20:03:55.504571: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:326] libdevice is required by this HLO module but was not found at /usr/local/cuda/nvvm/libdevice/libdevice.10.bc
...""",
        expected_cause="xla-libdevice-missing",
        note="2022 (December). The poster (Srking501) found the cause themselves and says so in the first post: XLA looked for libdevice under /usr/local/cuda but Ubuntu's apt put the toolkit in /usr/lib/cuda; a symlink fixed it. Text is the first post as the stored copy shows it (links dropped, log cut where the store cuts it). Linux, Ubuntu 22.04.",
        platform="linux",
    ),
    CorpusLog(
        name="tf21-windows-gtx1650-gpu-listed-only-after-reboot-prose",
        source=_GH + "tensorflow/tensorflow/issues/36776",
        text=r"""**System information** 
OS Platform and Distribution - Windows 10 home
TensorFlow installed using - pip install tensorflow-gpu
TensorFlow version - 2.1.0
Python version - 3.7.4
CUDA/cuDNN version - 10.1
GPU - NVIDIA GeForce GTX 1650

I can see the GPUs in my machine as shown below.
[screenshot]

I have installed, visual studio 2019 express, CUDA tool kit 10.1 with cuDNN. 

When I try to see all the physical devices detected by tensorflow, I can see only cpu is detcted.
[screenshot]

Kindly check the issue.""",
        expected_cause=None,
        note="2020. Prose only (the output was in screenshots). The poster (ManasRMohanty) confirmed: 'I can see the GPU after restarting my system.' Cause: a reboot was needed after installing CUDA/cuDNN (new PATH not yet seen); the catalogue has no ID for that. Windows 10.",
        platform="windows",
    ),
    CorpusLog(
        name="tf2131-jetson-agx-orin-pip-wheel-not-built-with-cuda",
        source=_GH + "tensorflow/tensorflow/issues/62711",
        text=r"""### TensorFlow version

2.13.1

### OS platform and distribution

Ubuntu 20.04

### Mobile device

NVIDIA Jetson AGX Orin

### Python version

3.8

### CUDA/cuDNN version

CUDA 11.8/cuDNN 8.6.0.163

### Current behavior?

I am working on an object detection project and am ready to train my model, but Tensorflow does not recognize my GPU. Looking into it further, I found that my Tensorflow had been without GPU or CUDA support, just XLA support.

I had installed Tensorflow with pip.

I know that Tensorflow 2.13.1 does not have the "and-cuda" extra, so how can I specify through pip installation that Tensorflow be installed with GPU and CUDA support?

P.S. I want to avoid switching to Tensorflow 2.14.* because I am using python 3.8 which Tensorflow 2.13.1 is the last supporting version of.

### Standalone code to reproduce the issue

import tensorflow as tf

print(tf.config.list_logical_devices())
print(tf.config.list_physical_devices())
print(tf.test.is_built_with_cuda())
print(tf.test.is_built_with_gpu_support())
print(tf.test.is_built_with_rocm())
print(tf.test.is_built_with_xla())
...""",
        expected_cause="tensorflow-cpu-only-build",
        note="2023 (December). The poster (Paul-Mick) found the cause and states it in the first post: the pip-installed TF 2.13.1 on the Jetson AGX Orin (aarch64) is a build 'without GPU or CUDA support, just XLA support' (tf.test.is_built_with_cuda() false). No later fix is in the thread; the cause itself is the poster's own finding. The output lines are not in the stored copy (cut after the code). Linux aarch64 (Jetson).",
        platform="linux",
    ),
    CorpusLog(
        name="tf-gpu-cuda91-installed-libcublas-so-8-missing",
        source=_GH + "tensorflow/tensorflow/issues/16136",
        text=r"""Error while using cuda-9.1, libcublas.so.8.0: cannot open shared object file: No such file or directory

Hi,
I am having the import problem. I installed cuda 9.1 and set the path as suggested https://stackoverflow.com/questions/36159194/tensorflow-libcudart-so-7-5-cannot-open-shared-object-file-no-such-file-or-di
Should i install cuda 8.0 for resolving this problem?
Issue :tensorflow not supporting cuda version greater than 8.

The error is:

            import tensorflow
            Traceback (most recent call last):
            File "/home/alice/tensorflow/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow.py", line 58, in
            from tensorflow.python.pywrap_tensorflow_internal import *
            File "/home/alice/tensorflow/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 28, in
            _pywrap_tensorflow_internal = swig_import_helper()
            File "/home/alice/tensorflow/lib/python3.5/site-packages/tensorflow/python/pywrap_tensorflow_internal.py", line 24, in swig_import_helper
            _mod = imp.load_module('_pywrap_tensorflow_internal', fp, pathname, description)
            File "/home/alice/tensorflow/lib/python3.5/imp.py", line 242, in load_module
            return load_dynamic(name, filename, file)
            ...""",
        expected_cause="cuda-libraries-missing",
        note="2018. The poster (Prajwal1997) states the cause in the post itself: 'Issue :tensorflow not supporting cuda version greater than 8' - the pip tensorflow-gpu of the time was built for CUDA 8.0 (libcublas.so.8.0) and only CUDA 9.1 was installed. First line is the issue title (the error the poster reported); the stored traceback is cut before the final ImportError line. Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="tf25-nightly-windows-rtx3090-cuda110-ptxas-no-sm86",
        source=_GH + "tensorflow/tensorflow/issues/44750",
        text=r"""**System information**
- System: Windows 10
- TensorFlow version (you are using): 2.5.0.dev20201108
- Are you willing to contribute it (Yes/No): Yes. I can do the testing of the new build and provide any additional information.

- TensorFlow version (you are using): 2.5.0.dev20201108
- Python version: 3.8.6-amd64
- Compiler: MSVC 2019
- cuDNN: 8.0.4.30
- CUDA: 11.0.3_451.82
- ptxas: from CUDA 11.1
- NVIDIA Drivers: 456.71

Hello TensorFlow team. I recently got working on my RTX 3090 on the Windows 10 machine and decided to share my investigations with you.

Right now I got TensorFlow 2.5.0.dev20201108 work with CUDA 11.0 and ptxas.exe (PTX compiler) from CUDA 11.1, because ptxas from 11.1 supports 8.6 compute capability and on 11.0 - I'm getting error `ptxas fatal : Value 'sm_86' is not defined for option 'gpu-name'` - which is mean that 11.0 doesn't support 8.6 yet (at least I think so).

So, I don't know if it's planned, but would be great to add support of the CUDA 11.1 for the Win build (I don't know if people having the same issue on the Linux). Because my current solution is kind of hacky (using the compiler from a different version) and even though I don't see any errors right now, it could potentially cause some in the future.""",
        expected_cause="ptxas-too-old",
        note="2020. Prose with the one error line. The poster (dobromyslova) diagnosed it and says what fixed it: the CUDA 11.0 ptxas does not know sm_86 ('ptxas fatal : Value 'sm_86' is not defined'), and taking ptxas.exe from CUDA 11.1 made TF 2.5 nightly work on the RTX 3090. Windows 10 (native, TF 2.5 era).",
        platform="windows",
    ),
    CorpusLog(
        name="tf-nightly-wsl-conv2d-groups-xla-libdevice-dir-not-found",
        source=_GH + "tensorflow/tensorflow/issues/56927",
        text=r"""### Issue Type

Bug

### Source

binary

### Tensorflow Version

tf-nightly

### Custom Code

Yes

### OS Platform and Distribution

WSL Ubuntu

### Python version

3.9

### CUDA/cuDNN version

11.2

### Current Behaviour?

Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice

The error appears when setting groups > 1 in tf.keras.layers.Conv2D with tf-nightly.

The error does not appear in TensorFlow 2.8.

Seems the previous TensorFlow build is packed with libdevice.

### Standalone code to reproduce the issue

tf.keras.layers.Conv2D(
            512, 
            1,
            use_bias=False
            groups=5,
            )

### Relevant log output

2022-07-28 01:48:13.943787: W tensorflow/compiler/xla/service/gpu/nvptx_helper.cc:56] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  /usr/local/cuda-11.2
  /usr/local/cuda
  .
You can choose the search directory by setting xla_gpu_cuda_data_dir in HloModule's DebugOptions.  For most apps, setting the environme...""",
        expected_cause="xla-libdevice-missing",
        note="2022. The poster (edwardyehuang) later wrote 'Solved, but imperfectly': with pip TF and conda-installed CUDA libs, installing cuda-nvcc from conda, copying libdevice.10.bc into a .../nvvm/libdevice tree and setting XLA_FLAGS=--xla_gpu_cuda_data_dir fixed it. Log cut where the stored copy cuts it. WSL2 Ubuntu.",
        platform="wsl2",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="tf217-py312-cuda123-factory-already-registered-gpu-found",
        source=_GH + "tensorflow/tensorflow/issues/70845",
        text=r"""I can confirm it works with Python 3.12, Tensorflow 2.17, Cuda 12.3, and cuDNN 8.9.7.

Tensorflow finding the GPU
>> python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
2024-07-24 15:06:12.214574: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:485] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2024-07-24 15:06:12.223961: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:8454] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2024-07-24 15:06:12.226778: E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1452] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2024-07-24 15:06:12.233782: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.""",
        expected_cause=None,
        harmless=True,
        note="2024. Working run: a commenter (FrejaThoresen, who had reported the same failure earlier in the thread) posts this as 'Tensorflow finding the GPU' after moving to TF 2.17 / CUDA 12.3 / cuDNN 8.9.7; the E lines are the cuFFT/cuDNN/cuBLAS factory notices. The log is cut where the stored copy cuts it (before the device list). Linux.",
        platform="linux",
    ),
    CorpusLog(
        name="tf21-docker-image-libnvinfer-plugin-missing-gpu-found-2080ti",
        source=_GH + "tensorflow/tensorflow/issues/35364",
        text=r"""I think it is working, but there is a warning on the second line

2019-12-26 21:53:03.304048: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libnvinfer.so.6
2019-12-26 21:53:03.304418: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'libnvinfer_plugin.so.6'; dlerror: libnvrtc.so.10.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda/extras/CUPTI/lib64:/usr/local/cuda/lib64:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
2019-12-26 21:53:03.304431: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:30] Cannot dlopen some TensorRT libraries. If you would like to use Nvidia GPU with TensorRT, please make sure the missing libraries mentioned above are installed properly.
2019-12-26 21:53:08.633799: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2019-12-26 21:53:08.656459: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-12-26 21:53:08.656893: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with properties: 
pciBusID: 0000:01:00.0 name: GeForce RTX 2080 Ti""",
        expected_cause=None,
        harmless=True,
        note="2019. Working run in the TF 2.1.0 GPU docker image (thread about the missing 2.1.0 rc tags on Docker Hub): the commenter (johngrabner) says 'I think it is working, but there is a warning'; the warnings are the optional TensorRT plugin (libnvinfer_plugin needs libnvrtc) and the NUMA note, and the RTX 2080 Ti is found. Log cut where the stored copy cuts it. Linux container.",
        platform="linux",
    ),
    CorpusLog(
        name="tf218-ubuntu2410-gtx1650-factory-lines-gpu-listed",
        source=_GH + "tensorflow/tensorflow/issues/85604",
        text=r"""### TensorFlow version

v2.18.0-rc2-4-g6550e4bd802

### OS platform and distribution

Linux Ubuntu 24.10 x86_64

### Python version

3.12.8

### CUDA/cuDNN version

CUDA:12.6

### Current behavior?

`cuFFT`, `cuDNN` and `cuBLAS` warnings showing after importing `TensorFlow`

- OS: Ubuntu 24.10 x86_64
- Host: G5 5590
- Kernel: 6.11.0-13-generic
- CPU: Intel i7-9750H (12) @ 4.500GHz
- GPU: NVIDIA GeForce GTX 1650 Mobile / Max-Q
- GPU: Intel CoffeeLake-H GT2 [UHD Graphics 630]
> whenever running the following code it gives that warning also it outputs the predicted output but after the warning:
import tensorflow as tf
print(tf.config.list_physical_devices('GPU'))
> output:
2025-01-23 21:08:06.468437: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:477] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1737659286.484845  763412 cuda_dnn.cc:8310] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
...""",
        expected_cause=None,
        harmless=True,
        note="2025. Working run: the poster (MahmoudBahar) says the GPU check 'outputs the predicted output but after the warning' - the GPU is listed and only the cuFFT/cuDNN/cuBLAS factory lines worry them. The stored copy cuts the log after the cuDNN line. Linux, Ubuntu 24.10, GTX 1650 Mobile.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-gpu-windows-surfacebook2-gtx1060-info-lines-taken-for-error",
        source=_GH + "tensorflow/tensorflow/issues/17715",
        text=r"""Hi. I am new to TensorFlow, and I installed everything as instructed. However, I get the error below after successfully importing tf. Does anyone know how to fix this? I am using a Surface Book 2 with a 1060 NVIDIA GPU.

Thanks

>>> import tensorflow as tf
>>> hello = tf.constant('Hello, TensorFlow!')
>>> sess = tf.Session()
2018-03-14 12:19:36.435333: I C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\platform\cpu_feature_guard.cc:140] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2018-03-14 12:19:37.605256: I C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1212] Found device 0 with properties:
name: GeForce GTX 1060 major: 6 minor: 1 memoryClockRate(GHz): 1.569
pciBusID: 0000:02:00.0
totalMemory: 6.00GiB freeMemory: 4.97GiB
2018-03-14 12:19:37.611418: I C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:1312] Adding visible gpu devices: 0
2018-03-14 12:19:39.295420: I C:\tf_jenkins\workspace\rel-win\M\windows-gpu\PY\36\tensorflow\core\common_runtime\gpu\gpu_device.cc:993] Creating TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4744 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1060, pci bus id: 0000:02:00.0, compute capability: 6.1)""",
        expected_cause=None,
        harmless=True,
        note="2018. Working run taken for an error: the poster (vinith2017) calls these lines 'the error', but the log itself shows the GTX 1060 found and the GPU:0 device created; the only other line is the AVX2 CPU-instruction notice. No one in the stored thread disputes that it works (the bot asked for the template). Windows 10, tensorflow-gpu 1.x.",
        platform="windows",
    ),
)
