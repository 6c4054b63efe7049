# ruff: noqa: E501 - log lines are quoted verbatim
"""A seventh set of real logs, gathered apart and first scored unseen (2023-2026 weighted).

Kinds: TF 2.16 in a CUDA 12.3 / cuDNN 9 container image, TF 2.12 under CUDA 12.4 / cuDNN 9,
tensorflow[and-cuda] in a Docker image without NVRTC, a TF 2.18 GPU image on Kubernetes, native
Windows after 2.10 (issue templates, nvidia-smi, pip output naming tensorflow-intel), the
removed tensorflow-gpu package (pip "No matching distribution", the setup.py stub), Blackwell
RTX 50xx (CUDA_ERROR_INVALID_PTX / INVALID_HANDLE), a libdevice-less XLA fit on WSL2, Python 3.14
with no wheel, a PTX newer than the driver, macOS without CUDA; and five runs whose
cuDNN/cuFFT/cuBLAS factory lines, TF-TRT and NUMA notices are not the problem. Five records
whose threads did not confirm a cause (or whose excerpt shows neither the alarming lines nor
the GPU working) were left out before scoring.

At first look (the doctor that reads uv, pip's other wordings, issue forms and stated versions)
the cause of 12 of the 18 broken logs was named, 9 of them first; neither working run was
flagged; 4 broken logs got an error that is not their cause. Misses: native Windows stated in
prose or shown by a ``tensorflow-intel`` wheel; ``tensorflow-gpu`` not found on PyPI (rc0, a
requirements file's bdist_wheel error); an image without NVRTC; a ``tensorflow-gpu`` 2.11 not
found on native Windows read as the removed package only.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="gpu-jupyter-cuda123-image-tf2161-cudnn9-cannot-dlopen",
        source=_GH + "iot-salzburg/gpu-jupyter/issues/147",
        text=r"""# GPU-Jupyter Issue Report

## Issue Description

**Describe the issue**
In v1.7_cuda-12.3_ubuntu-22.04, pytorch can use GPU, but tensorflow 2.16.1 couldn't use the nvidia GPU.

**Tensorflow Output**

2024-06-12 14:33:35.816093: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2251] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...

## Environment

**Operating System:**
Ubuntu 22.04.3. docker and nvidia-container-toolkit are all correctly installed and set.

**NVIDIA GPU and CUDA version Details:**

nvidia-smi
`NVIDIA-SMI 550.54.15              Driver Version: 550.54.15      CUDA Version: 12.4    `

nvcc --version
```
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2023 NVIDIA Corporation
Built on Wed_Nov_22_10:17:15_PST_2023
Cuda compilation tools, release 12.3, V12.3.107
Build cuda_12.3.r12.3/compiler.33567101_0
```

**GPU-Jupyter Version:**
v1.7_cuda-12.3_ubuntu-22.04_python-only""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The image shipped cuDNN 9 while TF 2.16 is built for cuDNN 8.9, so TensorFlow could not load its cuDNN; the maintainer fixed it in the image (PR #148 'downgrade cudnn to 8, as TF 2.16 has issues with v9', closing this issue).",
        platform="linux",
    ),
    CorpusLog(
        name="tf212-ubuntu-cuda124-cudnn9-template",
        source=_TF + "70444",
        text=r"""### Issue type

Build/Install

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

tf 2.12.0

### Custom code

No

### OS platform and distribution

Linux Ubuntu 22.04

### Python version

3.10.12

### CUDA/cuDNN version

CUDA Version: 12.4, cuDNN Version: 9.0.0

### GPU model and memory

NVIDIA GeForce RTX 4050, 6GB

### Current behavior?

### System Information
- **OS Platform and Distribution**: Ubuntu 22.04
- **TensorFlow Version**: v2.12.0
- **Python Version**: 3.10.12
- **CUDA Version**: 12.4
- **cuDNN Version**: 9.0.0
- **NVIDIA Driver Version**: 550.54.15
- **GPU Model and Memory**: NVIDIA GeForce RTX 4050, 6GB

### Describe the Problem
I am experiencing issues with TensorFlow v2.12.0 not recognizing the GPU on my Ubuntu 22.04 system. I have installed CUDA Toolkit 12.4 and cuDNN 9.0.0, but TensorFlow does not seem to support these versions out of the box. The `nvidia-smi` command correctly shows the GPU and its details, but TensorFlow is unable to detect the GPU.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer: TF 2.12 is built and tested against CUDA 11.8 / cuDNN 8.6, not the CUDA 12.4 / cuDNN 9.0 installed; the reporter accepted it ('OK, I understand').",
        platform="linux",
    ),
    CorpusLog(
        name="windows11-rtx3060-cuda121-prose",
        source=_TF + "60206",
        text=r"""Hello,
I have an rrx 3060, and I have Cuda 12.1 installed along with Cudnn.
I can't get Tensorflow to detect my gpu in Python.
As I have read in the docs you must have Cuda 11.8, but I am using another Nvidia app that requires CUDA 12, and I am afraid if I downgrade the CUDA version, I might encounter issues.
Please can someone help or guide me to another methkd of using Tensorflow locally along with my gpu.
I have Windows 11.

Tried to pip install the nightly pacakge, didn't help.""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="A maintainer pointed at the Windows tested builds (CUDA 11.2 with TF 2.10, the last native-Windows GPU release); the reporter then got it working in Docker for Windows with the TensorFlow Jupyter image. The TF version is not stated (2.12 was current in April 2023).",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-gpu-2-12-rc0-not-on-pypi",
        source=_TF + "59720",
        text=r"""### Issue Type

Build/Install

### Have you reproduced the bug with TF nightly?

No

### Source

binary

### Tensorflow Version

2.12.0rc0

### Custom Code

No

### Current Behaviour?

```shell
PyPi lists the tensorflow==2.12.0rc0 package, but not the equivalent GPU package tensorflow-gpu==2.12.0rc0:
https://pypi.org/project/tensorflow/#history
https://pypi.org/project/tensorflow-gpu/#history

Is the GPU pre-release package going to be published ad PyPi as well?
```

### Standalone code to reproduce the issue

```shell
pip install tensorflow-gpu==2.12.0rc0
```""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="A commenter quoted PyPI: 'tensorflow-gpu has been removed. Please install tensorflow instead'; the reporter thanked for the clarification. The OS is not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-tf2161-pip-tensorflow-intel",
        source=_TF + "64525",
        text=r"""I don't succeed installing tensorflow over 2.13 version

```
!pip install tensorflow==2.16.1
Requirement already satisfied: protobuf!=4.21.0,!=4.21.1,!=4.21.2,!=4.21.3,!=4.21.4,!=4.21.5,<5.0.0dev,>=3.20.3 in c:\users\alice\anacondanewv\lib\site-packages (from tensorflow-intel==2.16.1->tensorflow==2.16.1) (3.20.3)
Requirement already satisfied: requests<3,>=2.21.0 in c:\users\alice\anacondanewv\lib\site-packages (from tensorflow-intel==2.16.1->tensorflow==2.16.1) (2.31.0)
Requirement already satisfied: setuptools in c:\users\alice\anacondanewv\lib\site-packages (from tensorflow-intel==2.16.1->tensorflow==2.16.1) (68.2.2)
Requirement already satisfied: six>=1.12.0 in c:\users\alice\anacondanewv\lib\site-packages (from tensorflow-intel==2.16.1->tensorflow==2.16.1) (1.16.0)
Requirement already satisfied: termcolor>=1.1.0 in c:\users\alice\anacondanewv\lib\site-packages (from tensorflow-intel==2.16.1->tensorflow==2.16.1) (2.4.0)
Requirement already satisfied: typing-extensions>=3.6.6 in c:\users\alice\anacondanewv\lib\site-packages (from tensorflow-intel==2.16.1->tensorflow==2.16.1) (4.5.0)
Requirement already satisfied: wrapt>=1.11.0 in c:\users\alice\anacondanewv\lib\site-packages (from tensorflow-intel==2.16.1->tensorflow==2.16.1) (1.14.1)
...
```""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="A maintainer: on Windows the CUDA build is not available from TF 2.11 onwards; use WSL2 for the GPU. The pip output (c:\\users\\..., tensorflow-intel) shows native Windows.",
        platform="windows",
    ),
    CorpusLog(
        name="rtx5080-laptop-tf220-invalid-ptx-template",
        source=_TF + "101746",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

No

### Source

binary

### TensorFlow version

TensorFlow 2.20.0 and 2.16.2

### Custom code

Yes

### OS platform and distribution

 Ubuntu 24.04.3 LTS

### Python version

3.11

### Bazel version

N/A

### GCC/compiler version

N/A

### CUDA/cuDNN version

- CUDA Version (from nvidia-smi): 13.0 - cuDNN Version (installed via pip): 8.9.7 (from package nvidia-cudnn-cu12==8.9.7.29) - CUDA Libraries (installed via pip): Compatible with CUDA 12.x

### GPU model and memory

NVIDIA GeForce RTX 5080 Laptop GPU, 16GB

### Current behavior?

Current Behavior
When attempting to run any TensorFlow operation on the GPU that requires JIT compilation (e.g., tf.matmul), the execution fails with an InternalError.
The detailed log output reveals that the root cause is a CUDA_ERROR_INVALID_PTX error, which occurs during the cuModuleLoadData step. This initial failure prevents the creation of a valid CUDA function handle, leading to the subsequent and final CUDA_ERROR_INVALID_HANDLE error when TensorFlow tries to launch the kernel.
This behavior is consistently reproducible on a new NVIDIA RTX 5080 Laptop GPU with the latest drivers, and occurs with both TensorFlow versions 2.20.0 and 2.16.2 installed from pip.""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Weak confirmation in this thread (open, no maintainer diagnosis): an RTX 5080 (compute capability 12.0) with the pip TF 2.20 / 2.16 builds, which carry no Blackwell kernels; the same CUDA_ERROR_INVALID_PTX / INVALID_HANDLE failure is the RTX 50xx support gap tracked in tensorflow/tensorflow#89272 and #99592.",
        platform="linux",
    ),
    CorpusLog(
        name="open-duck-rtx50xx-kernel-gen-invalid-ptx",
        source=_GH + "apirrone/Open_Duck_Playground/issues/16",
        text=r"""TensorFlow with CUDA: RTX 5xxx series isn't supported (CUDA_ERROR_INVALID_HANDLE)

```bash
2025-06-17 09:04:11.336740: W tensorflow/core/framework/op_kernel.cc:1844] INTERNAL: 'cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ, 0, reinterpret_cast<CUstream>(stream), params, nullptr)' failed with 'CUDA_ERROR_INVALID_HANDLE'
(101,) (101,)
2025-06-17 09:04:11.340111: W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, data)' failed with 'CUDA_ERROR_INVALID_PTX'

2025-06-17 09:04:11.340135: W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleGetFunction(&function, module, kernel_name)' failed with 'CUDA_ERROR_INVALID_HANDLE'

2025-06-17 09:04:11.340151: W tensorflow/core/framework/op_kernel.cc:1844] INTERNAL: 'cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY, blockZ, 0, reinterpret_cast<CUstream>(stream), params, nullptr)' failed with 'CUDA_ERROR_INVALID_HANDLE'
Traceback (most recent call last):
  File "/home/alice/Open_Duck_Playground/playground/open_duck_mini_v2/runner.py", line 64, in <module>
    main()
  File "/home/alice/Open_Duck_Playground/playground/open_duck_mini_v2/runner.py", line 60, in main
    runner.train()
...
```""",
        expected_cause="compute-capability-unsupported",
        harmless=False,
        note="Weak confirmation: the reporter titles it with the upstream TensorFlow issue ('RTX 5xxx series isn't supported', tensorflow/tensorflow#90291); no reply in the thread. The kernel_gen INVALID_PTX / INVALID_HANDLE pair is the Blackwell signature of pip TensorFlow builds.",
        platform="linux",
    ),
    CorpusLog(
        name="windows11-pip-tensorflow-python314-template",
        source=_TF + "108503",
        text=r"""### Issue type

Bug

### Have you reproduced the bug with TensorFlow Nightly?

Yes

### Source

source

### TensorFlow version

2.2

### Custom code

Yes

### OS platform and distribution

windows 11

### Current behavior?

pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow

### Standalone code to reproduce the issue

```shell
pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow
```""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="Maintainers retitled the issue 'spam/duplicate: python 3.14 support' and closed it: no TensorFlow wheel exists for the reporter's Python 3.14. The paste itself does not state the Python version.",
        platform="windows",
    ),
    CorpusLog(
        name="wsl2-tf212-fit-libdevice-not-found",
        source=_TF + "60254",
        text=r"""WSL2 fit function not works tensorflow 2.12.0

```shell
2023-04-06 12:07:39.881632: I tensorflow/compiler/xla/service/service.cc:177]   StreamExecutor device (0): NVIDIA GeForce GTX 1050 Ti, Compute Capability 6.1
2023-04-06 12:07:39.994222: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:269] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
2023-04-06 12:07:40.402391: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:530] Can't find libdevice directory ${CUDA_DIR}/nvvm/libdevice. This may result in compilation or runtime failures, if the program we try to run uses routines from libdevice.
Searched for CUDA in the following directories:
  ./cuda_sdk_lib
  /usr/local/cuda-11.8
  /usr/local/cuda
  .
You can choose the search directory by setting xla_gpu_cuda_data_dir in HloModule's DebugOptions.  For most apps, setting the environment variable XLA_FLAGS=--xla_gpu_cuda_data_dir=/path/to/cuda will work.
2023-04-06 12:07:40.405914: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:274] libdevice is required by this HLO module but was not found at ./libdevice.10.bc
2023-04-06 12:07:40.408337: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:362 : INTERNAL: libdevice not found at ./libdevice.10.bc
```""",
        expected_cause="xla-libdevice-missing",
        harmless=False,
        note="The log states it: model.fit under TF 2.12 on WSL2 fails because XLA cannot find libdevice.10.bc in any searched CUDA directory (no CUDA toolkit NVVM; the GPU itself is found). Confirmation in the thread is only the log.",
        platform="wsl2",
    ),
    CorpusLog(
        name="windows11-tf2170-cuda125-rtx4050-nvidia-smi",
        source=_TF + "73368",
        text=r"""### TensorFlow version

2.17.0

### Custom code

No

### OS platform and distribution

Windows 11

### Current behavior?

Tensorflow can't detect my gpu.
But Cuda and cuDNN is installed

CUDA version: 12.5

### Standalone code to reproduce the issue

```shell
Copyright (c) 2005-2024 NVIDIA Corporation
Built on Wed_Apr_17_19:36:51_Pacific_Daylight_Time_2024
Cuda compilation tools, release 12.5, V12.5.40
Build cuda_12.5.r12.5/compiler.34177558_0
```

+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 555.99                 Driver Version: 555.99         CUDA Version: 12.5     |
|-----------------------------------------+------------------------+----------------------+
| GPU  Name                  Driver-Model | Bus-Id          Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |
|                                         |                        |               MIG M. |
|=========================================+========================+======================|
|   0  NVIDIA GeForce RTX 4050 ...  WDDM  |   00000000:01:00.0 Off |                  N/A |""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="Weak confirmation: closed as stale after the maintainers' 'awaiting response'; TF 2.17 on native Windows 11 (WDDM) has no CUDA build, the documented cause.",
        platform="windows",
    ),
    CorpusLog(
        name="windows11-tf2162-py312-rtx3050-template",
        source=_TF + "70958",
        text=r"""### TensorFlow version

2.16.2

### Custom code

Yes

### OS platform and distribution

Windows 11

### Python version

3.12.4

### GCC/compiler version

VSC 1.91.0 (user setup)

### CUDA/cuDNN version

12.5/9.2

### GPU model and memory

RTX 3050 Laptop GPU

### Current behavior?

i followed the steps to install CUDA and cuDNN but tensorflow won't see my gpu
nvidia-smi
+-----------------------------------------------------------------------------------------+
| NVIDIA-SMI 556.12                 Driver Version: 556.12         CUDA Version: 12.5     |
|-----------------------------------------+------------------------+----------------------+
| GPU  Name                  Driver-Model | Bus-Id               Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf        Pwr:Usage/Cap |           Memory-Usage | GPU-Util  Compute M. |
|                                                            |                                     |                      MIG M. |
|========================+==============+==============|
|   0  NVIDIA GeForce RTX 3050 ...  WDDM  |   00000000:01:00.0 Off |                  N/A |
| N/A   56C    P0                         7W /   30W |         0MiB /   4096MiB |      0%      Default |""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="Weak confirmation: closed as a support question; TF 2.16.2 on native Windows 11 has no CUDA build (2.10 was the last), the documented cause.",
        platform="windows",
    ),
    CorpusLog(
        name="windows11-pip-install-tensorflow-gpu-stub-setup-error",
        source=_TF + "60243",
        text=r"""### Tensorflow Version

2.12.0

### Custom Code

No

### OS Platform and Distribution

Windows 11

### Python version

3.10.11

### Current Behaviour?

```shell
A bug happened!
```

### Standalone code to reproduce the issue

```shell
pip install tensorflow-gpu
```

### Relevant log output

```shell
Collecting tensorflow-gpu
  Downloading tensorflow-gpu-2.12.0.tar.gz (2.6 kB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> [41 lines of output]
      Traceback (most recent call last):
        File "C:\Users\alice\OneDrive\Desktop\LipNet\venv\lib\site-packages\setuptools\_vendor\packaging\requirements.py", line 35, in __init__
          parsed = parse_requirement(requirement_string)
        File "C:\Users\alice\OneDrive\Desktop\LipNet\venv\lib\site-packages\setuptools\_vendor\packaging\_parser.py", line 64, in parse_requirement
          return _parse_requirement(Tokenizer(source, rules=DEFAULT_RULES))
...
```""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="tensorflow-gpu 2.12.0 is the 2.6 kB sdist stub that only raises on install; the thread was closed after an 'awaiting response'. Weak confirmation (the stub's own error text is cut off here); native Windows with TF 2.12 would have no GPU either.",
        platform="windows",
    ),
    CorpusLog(
        name="docker-tf214-and-cuda-libnvrtc-missing",
        source=_TF + "62194",
        text=r"""Loading cudNN in docker image where tensorflow is installed via pip returns `Error: libnvrtc.so: cannot open shared object file: No such file or directory`

```shell
Dockerfile:


FROM ghcr.io/osgeo/gdal:ubuntu-small-3.7.2

ARG USE_GPU

RUN apt-get update && apt-get install ca-certificates -y

# Install python dependencies
RUN apt install python3-pip -y
RUN pip install pillow==10.1.0 transformers==4.33.3 imageio==2.31.1 scipy==1.11.1 geopandas==0.14.0 dtale==3.7.0 rasterio==1.3.9 rasterstats==0.19.0  psycopg2-binary==2.9.9 sqlalchemy==2.0.22 keras-cv==0.6.4 focal-loss==0.0.7 azure-storage-blob==12.18.3

RUN if [ "$USE_GPU" = "true" ]; then \
    pip install tensorflow[and-cuda]==2.14.0; \
  else \
    pip install tensorflow==2.14.0; \
  fi
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A maintainer: the NVIDIA compiler runtime (NVRTC) is not installed in the Docker image (tensorflow[and-cuda]==2.14.0 on a plain Ubuntu base), so cuDNN cannot load libnvrtc.so; the same was reported on WSL2 with pip.",
        platform="linux",
    ),
    CorpusLog(
        name="windows-py39-tensorflow-gpu-2-11-no-distribution",
        source=_TF + "62073",
        text=r"""### TensorFlow version

2.11.0

### Custom code

Yes

### OS platform and distribution

windows

### Python version

3.9

### CUDA/cuDNN version

11 / 8

### GPU model and memory

3060

### Current behavior?

WARNING: Ignoring invalid distribution -pencv-python-headless (c:\users\alice\appdata\roaming\python\python39\site-packages)
WARNING: Ignoring invalid distribution -pencv-python-headless (c:\users\alice\appdata\roaming\python\python39\site-packages)
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.11 (from versions: 2.5.0, 2.5.1, 2.5.2, 2.5.3, 2.6.0, 2.6.1, 2.6.2, 2.6.3, 2.6.4, 2.6.5, 2.7.0rc0, 2.7.0rc1, 2.7.0, 2.7.1, 2.7.2, 2.7.3, 2.7.4, 2.8.0rc0, 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1, 2.12.0)""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="Weak confirmation (closed as stale): no tensorflow-gpu 2.11 was ever published (the package stops at 2.10.1 plus the 2.12.0 removal stub), and 2.10 is also the last native-Windows GPU release.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-py3106-tensorflow-gpu-2-11-not-found-course",
        source=_GH + "nicknochnack/TFODCourse/issues/118",
        text=r"""I have python 3.10.6 installed.
i installed TensorFlow 2.11 while training the mode the gpu was not being used and therefore the process was very slow.
then i installed CUDA 11.2 and Cudnn 8.1 but when i installed tensorflow-gpu 2.11.0 it says

ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.11 (from versions: 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1) ERROR: No matching distribution found for tensorflow-gpu==2.11""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="Commenters: 'Tensorflow 2.11 is dropped official native support for Windows' and to use 2.10 (the course runs on native Windows). Posted 2022-12-30.",
        platform="windows",
    ),
    CorpusLog(
        name="amd-radeon-pip-install-tensorflow-gpu-stub",
        source=_TF + "60074",
        text=r"""### Tensorflow Version

2.12.0

### Custom Code

No

### OS Platform and Distribution

Ubuntu 22.10

### Python version

Python 3.10.7

### Current Behaviour?

```shell
My GPU [AMD Ryzen™ 9 6900HX with Radeon™ Graphics × 16] wasn't detected on the regular `pip install tensorflow`, StackOverflow told others to `pip install tensorflow-gpu` which gave me:

$ pip install tensorflow-gpu
Collecting tensorflow-gpu
  Using cached tensorflow-gpu-2.12.0.tar.gz (2.6 kB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1
  ╰─> [39 lines of output]
      Traceback (most recent call last):
        File "tfenv3/lib/python3.10/site-packages/setuptools/_vendor/packaging/requirements.py", line 35, in __init__
          parsed = parse_requirement(requirement_string)
        File "tfenv3/lib/python3.10/site-packages/setuptools/_vendor/packaging/_parser.py", line 64, in parse_requirement
          return _parse_requirement(Tokenizer(source, rules=DEFAULT_RULES))
...
```""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="Weak confirmation (open issue): the install fails on the tensorflow-gpu 2.12.0 removal stub; besides, the machine has an AMD Radeon iGPU and no NVIDIA GPU, so CUDA TensorFlow could not use it in any case.",
        platform="linux",
    ),
    CorpusLog(
        name="macos-tensorflow-macos-no-gpu-listed",
        source=_GH + "apple/tensorflow_macos/issues/70",
        text=r"""when I execute:
```
import tensorflow as tf

tf.config.list_physical_devices('GPU')
```
the result is:
```
[]
```
So I'm wondering what the project's highlights are, Since GPU-related feature is not available.""",
        expected_cause="macos-no-cuda",
        harmless=False,
        note="An Apple maintainer: the ML Compute fork selects the device itself and does not support tf.config.list_physical_devices(); there is no CUDA GPU on macOS. Posted 2020-12.",
        platform="macos",
    ),
    CorpusLog(
        name="requirements-tensorflow-gpu-bdist-wheel-error",
        source=_GH + "devanshkv/fetch/pull/35",
        text=r"""The tensorflow package has removed the -gpu naming convention (i.e., tensorflow-gpu).  See error below

× python setup.py bdist_wheel did not run successfully.
  │ exit code: 1
  ╰─> [18 lines of output]
      Traceback (most recent call last):
        File "<string>", line 2, in <module>""",
        expected_cause="tensorflow-gpu-package-removed",
        harmless=False,
        note="The project's requirements.txt pinned tensorflow-gpu, whose removal stub fails to build; the merged fix switched it to tensorflow. Trailing padding spaces of the pasted lines were dropped.",
        platform="linux",
    ),
    # ------------------------------------------------------------- harmless
    CorpusLog(
        name="harmless-kubuntu-factory-lines-gpu-listed",
        source=_GH + "SamuelSchmidgall/AgentLaboratory/issues/27",
        text=r"""(venv_agent_lab) (base) alice@host:~/git/AgentLaboratory$ python3 -c "import tensorflow as tf; print(tf.config.list_physical_devices('GPU'))"
2025-01-13 23:58:38.521514: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:477] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
E0000 00:00:1736841518.537290   68237 cuda_dnn.cc:8310] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E0000 00:00:1736841518.542173   68237 cuda_blas.cc:1418] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2025-01-13 23:58:38.558704: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX512F FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]""",
        expected_cause=None,
        harmless=True,
        note="The factory-registration errors are followed by GPU:0 in the device list: TensorFlow sees and uses the GPU; the lines are the known duplicate-registration noise (tensorflow/tensorflow#62075).",
        platform="linux",
    ),
    CorpusLog(
        name="harmless-jupyter-tensorflow-notebook-runtime-nvidia-factory-lines",
        source=_GH + "jupyter/docker-stacks/pull/2263",
        text=r"""```shell
docker run --rm --runtime nvidia quay.io/jupyter/tensorflow-notebook bash -c 'python -c "import tensorflow as tf"; echo $?'
```

```
Entered start.sh with args: bash -c python -c "import tensorflow as tf"; echo $?
Running hooks in: /usr/local/bin/start-notebook.d as uid: 1000 gid: 100
Done running hooks in: /usr/local/bin/start-notebook.d
Running hooks in: /usr/local/bin/before-notebook.d as uid: 1000 gid: 100
Sourcing shell script: /usr/local/bin/before-notebook.d/10activate-conda-env.sh
Sourcing shell script: /usr/local/bin/before-notebook.d/20tensorboard-proxy-env.sh
Done running hooks in: /usr/local/bin/before-notebook.d
Executing the command: bash -c python -c "import tensorflow as tf"; echo $?
2025-04-05 03:45:02.839015: I tensorflow/core/util/port.cc:153] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2025-04-05 03:45:02.856084: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:467] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
...
```""",
        expected_cause=None,
        harmless=True,
        note="Weak: a maintainer-side check in the merged PR that switched the image to pip TensorFlow; the container runs with the NVIDIA runtime and the import succeeds, the factory lines being the usual start-up noise. The stored excerpt stops before the exit status.",
        platform="linux",
    ),
)
