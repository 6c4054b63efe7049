# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A thirty-fifth set of real threads, gathered apart: native Windows.

Threads from people running TensorFlow on Windows itself (not WSL). Broken set-ups: pip
refusing the Windows wheel for Python 2.7 or 3.6 (the early wheels were for 3.5 only), a
32-bit Python, an outdated pip, the 260-character path limit of Windows breaking the install
(Python from the Microsoft Store), import failures on CPUs without AVX or AVX2, a CUDA
runtime DLL on PATH that still would not load, a community Windows wheel built against the
wrong cuDNN, the GPU libtensorflow for Windows that stopped after 2.10, an AMD-only laptop,
and the DirectML packages (an Intel GPU too old for the plugin, an old AMD graphics driver,
a plugin/TensorFlow version mismatch). Several causes have no catalogue ID (said in notes).

Working run: the DirectML plugin showing one adapter by design (it ran on the Radeon).

At first look (the doctor of commit 0451c47) the cause of 2 of the 15 broken logs was named,
both first; the working run was not flagged. Misses: cp35 wheels refused by Python 2.7 and 3.6
(read as a 32-bit Python), a wheel line wrapped in the paste, DLL initialisation failing on a
CPU without AVX, DirectML and AMD set-ups with no catalogue cause. After the changes made from
it: 5/15, all first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="windows-anaconda-python27-gpu-wheel-cp35-not-supported",
        source=_TF + "10061",
        text=r"""I have python 2.7.13 (Anaconda 4). When i try install **tensorflow** its raise error.
```
tensorflow_gpu-1.1.0-cp35-cp35m-win_amd64.whl is not a supported wheel on this p
latform.
```

I try use gpu version - same result.""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A commenter: 'Only Python 3.5 packages are available on Windows -- so use Python 3.5 instead of 2.7'; a TensorFlow maintainer: 'The comment by @foxik is correct. On windows, TF only has support for Python 3.5'. The poster did not dispute. 2017, short paste.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-pip-tf11-cp35-wheel-python27-tags",
        source=_TF + "9722",
        text=r"""C:\Users\alice>pip install --ignore-installed --upgrade https://storage.googleapis.com/tensorflow/windows/cpu/tensorflow-1.1.0-cp35-cp35m-win_amd64.whl
tensorflow-1.1.0-cp35-cp35m-win_amd64.whl is not a supported wheel on this platform.

how will I know which will be supported wheel for my platform?""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A maintainer showed how to list pip's supported tags; the poster: 'in my case I am finding it to be python2 and py27' (the Windows wheel was for Python 3.5 only; a commenter: 'reinstall tensorflow based on python 3.5xx'). 2017; the paste does not name the Python.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-winpython-anaconda-32-bit-no-tensorflow",
        source=_TF + "21550",
        text=r'''Really a waste of time. Installing all kind of s**t, winpython, anaconda, then, finally, checking that tensorflow doesnt work with 32bit systems. Why cant tensorflow write:
"Only 64 bit supported!!"''',
        expected_cause="python-32-bit",
        harmless=False,
        note="The poster's own finding, in prose only: TensorFlow does not work on their 32-bit set-up; a maintainer pointed to the install pages that say only 64-bit is supported. 2018, prose only (weak evidence).",
        platform="windows",
    ),
    CorpusLog(
        name="windows-python36-64bit-tf10-cp35-wheel-not-supported",
        source=_TF + "17873",
        text=r"""Please go to Stack Overflow for help and support:
tensorflow-1.0.0-cp35-cp35m-win_amd64.whl is not a supported wheel on this platform.

I am running python3.6 64 bit on windows 10""",
        expected_cause="python-version-unsupported",
        harmless=False,
        note="A commenter: 'I tried it on 3.5 and it worked'; the poster: 'Thanks, It worked for me.' (the cp35 wheel needs Python 3.5, not 3.6). 2018, short paste.",
        platform="windows",
    ),
    CorpusLog(
        name="directml-plugin-intel-hd5500-found-0-compatible-adapters",
        source=_GH + "microsoft/DirectML/issues/329",
        text=r"""I've tried everything. But still `DirectML device enumeration: found 0 compatible adapters.`

@fdwr it's tensorflow not pytorch . I installed `tensorflow-cpu==2.10.0` and then I installed derectml through pip .. and then i ran `import tensorflow as tf` then I got that.""",
        expected_cause=None,
        harmless=False,
        note="A DirectML maintainer: the TensorFlow-DirectML plugin needs Intel HD Graphics 5xx (Gen 9) or newer; 'The 5500 ... doesn't have full Direct3D 12 support, so it won't be able to work with the plugin'. Not disputed. A GPU too old for DirectML (no catalogue cause; nearest is a GPU too old for the build). Prose plus one log line; the same poster's twin issue microsoft/tensorflow-directml#398 says Windows 10, Python 3.9.15.",
        platform="windows",
    ),
    CorpusLog(
        name="directml-amd-r7-350x-no-speedup-old-graphics-driver",
        source=_GH + "microsoft/tensorflow-directml/issues/279",
        text=r"""### System
Windows: Win Home Version 20H2 (OS Build 19042.985)
Processor: i7-6700 CPU 3.40GHz
Memory: 32768MB Ram
DirectX Version : DirectX 12

### Python Environment
Python Version : 3.6
TensorFlow-DirectML : 1.15.5.dev210429

I am trying to train a model with an AMD Radeon R7 350X GPU and while it is recognized after setting up tensorflow-directml, it does not improve computational time in the slighest (to be precise it stays exactly the same).

I ran the same training with the CPU: i7-6700 CPU 3.40GHz CPU to compare.

Is this to be expected? I understand the R7 350X is not precisely a powerful GPU, but shouldn't there be some improvement still?""",
        expected_cause=None,
        harmless=False,
        note="The poster: 'Fixed the issue by updating the graphics card drivers. The GPU it is approximately 2x as fast now.' An old AMD graphics driver under DirectML (no catalogue cause; the driver causes are NVIDIA's). Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="directml-plugin-tensorflow-cpu-210-relu-not-implemented",
        source=_GH + "MicrosoftDocs/windows-ai-docs/issues/84",
        text=r"""[Enter feedback here]

## page 

- URL: https://learn.microsoft.com/en-us/windows/ai/directml/gpu-tensorflow-plugin?source=recommendations
- Title: Enable GPU Acceleration for TensorFlow 2 with tensorflow-directml-plugin

## checked date

- 2022/09/26

## comments

in STEP 4: Install base TensorFlow

The command in the current documentation downloads sensorflow==2.10.0.
However, when I install the directml plugin into this version, it does not run wll.
It will give error messages such as "relu function not implemented.
Therefore, it was necessary to specify the version as follows.
```
pip install tensorflow-cpu==2.9.0
``` 

## cofirmation environment

- PC1
    - OS: windows 10 21H2 19044.2075
    - CPU: AMD Ryzen 7 PRO 4750U with Radeon Graphics
    - GPU: Internal GPU

- PC2
    - OS: windows 11 21H2 22000.1042
    - CPU: intel i5-8250U
    - GPU: intel UHD Graphics 620""",
        expected_cause=None,
        harmless=False,
        note="The poster's own finding on two Windows PCs: the DirectML plugin of the time failed ('relu function not implemented') with tensorflow-cpu 2.10.0 and worked after 'pip install tensorflow-cpu==2.9.0'. A plugin/TensorFlow version mismatch (no catalogue cause). Prose; the poster's model code that followed is cut.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-community-wheel-tf16-cuda91-built-with-cudnn70",
        source=_GH + "fo40225/tensorflow-windows-wheel/issues/4",
        text=r"""Please insure the latest wheel : 1.6.0\py36\GPU\cuda91cudnn71avx2,Which is the CuDNN's version

 `Loaded runtime CuDNN library: 7101 (compatibility version 7100) but source was compiled with 7005 (compatibility version 7000)`""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="The issue title (first line) and body. The wheel's maker: 'issue confirm, I will update later', then 'fix, 44eb21a': the Windows wheel labelled cuDNN 7.1 had been built with cuDNN 7.0, so the cuDNN 7.1 DLL that loaded did not match. 2018.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-gtx1660-pip-tf20-dll-init-failed-cpu-without-avx",
        source=_TF + "37221",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10
- TensorFlow installed from (source or binary): tensorflow pypi
- TensorFlow version: 2.0.0
- Python version: 3.6.8 with updated pip==20.0.2
- Installed using: pip in virtualenv
- CUDA/cuDNN version: CUDA V10.0.130, cuDNN 7.4.1
- GPU model and memory: GeForce GTX 1660

**Describe the problem**
I got this error when importing TensorFlow.
ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed.

NVIDIA driver version is 432.00. I install CUDA 10 and configured cudnn 7.4.1. Also, installed Visual Studio 2017 buildtools. I tried to install from tf-1.12 to tf-2.0, all versions were failed. I checked previous issues about this error, but some guys resolved using conda. If so, couldn't I use pip installer with tensorflow?""",
        expected_cause="cpu-without-avx",
        harmless=False,
        note="The poster's own finding after a maintainer's question: 'I found my CPU doesn't support AVX instruction' (the release wheels need AVX, so the DLL's initialisation fails). The maintainer's answer to that was not read: weak confirmation. The GPU set-up itself is not the cause.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-community-avx2-wheel-on-avx-only-cpu-dll-init-failed",
        source=_GH + "fo40225/tensorflow-windows-wheel/issues/48",
        text=r"""CPU support AVX but didn't support AVX2 will failed

 CPU  support AVX but didn't support AVX2 instructions, you will get ImportError: DLL load failed: A dynamic link library (DLL) initialization routine failed""",
        expected_cause="cpu-without-avx",
        harmless=False,
        note="The issue title (first line) and body. The wheels' maker: '@zsx133 Yes.' - an AVX2 build of the Windows wheel fails to import on a CPU with AVX only. Prose with the error line; 2018.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-store-python37-pip-tensorflow-gpu-long-path-errno2",
        source=_GH + "pypa/pip/issues/7398",
        text=r"""**Environment**

* pip version: 19.3.1
* Python version: 3.7.5
* OS: Windows 10

**Description**
Trying to install tensorflow-gpu (specifically tensorboard here), I got this error message:

> ERROR: Could not install packages due to an EnvironmentError: [Errno 2] No such file or directory: 'C:\\Users\\myuser\\AppData\\Local\\Packages\\PythonSoftwareFoundation.Python.3.7_qbz5n2kfra8p0\\LocalCache\\local-packages\\Python37\\site-packages\\tensorboard\\_vendor\\tensorflow_serving\\sources\\storage_path\\\_\_pycache\_\_\\file_system_storage_path_source_pb2.cpython-37.pyc'

**Expected behavior**
Clearer error message:
> ERROR: Could not install packages due to an `IOError: [Errno 36] File name too long` 

Possibly with a hint towards the solution (suggested in [SO](https://stackoverflow.com/a/55189256/2289509)) of changing the registry to allow long paths, which resolved the issue for me, or any other recommended way of resolving the issue.""",
        expected_cause=None,
        harmless=False,
        note="The poster (Python from the Microsoft Store, Windows 10): enabling long paths in the registry 'resolved the issue for me' - the install of tensorflow-gpu failed on Windows' 260-character path limit, so TensorFlow was never installed (no catalogue cause for the path limit). The rest of the issue (the full pip output) is cut; 2019.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-tf20beta-cudart64-100-on-path-still-not-found",
        source=_TF + "31701",
        text=r"""Hi everyone, I installed `tensorflow-gpu==2.0.0-beta1` according official documentation, but catch this error:
`ImportError: Could not find 'cudart64_100.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Download and install CUDA 10.0 from this URL: https://developer.nvidia.com/cuda-90-download-archive`

I made all things from:
- official documentation: https://www.tensorflow.org/install/gpu
- from here: https://medium.com/@teavanist/install-tensorflow-gpu-on-windows-10-5a23c46bdbc7
- Checked `PATH` variable: `C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v10.0\bin`
- also have `CUDA_PATH` : `C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v10.0` in variables
- file `C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v10.0\bin\cudart64_100.dll` exists
- Did system restart

How can I fix that?

**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10
- TensorFlow installed from (source or binary): binary
- TensorFlow version: tensorflow-gpu==2.0.0-beta1
- Python version: 3.7
- Installed using virtualenv? pip? conda?: pip
- CUDA/cuDNN version: CUDA 10.0, cuDNN v7.6.2 (July 22, 2019), for CUDA 10.0
- GPU model and memory: MSI 1070 TI""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster's update to the issue: 'Windows reinstall solved the i[ssue]' - the CUDA 10.0 runtime DLL could not be loaded on that Windows set-up although it was on PATH; what exactly was broken was not found. The update line itself is left out of the text. 2019.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-anaconda3-tf012-gpu-wheel-not-supported-old-pip",
        source=_GH + "CreatCodeBuild/TensorFlow-and-DeepLearning-Tutorial/issues/12",
        text=r"""看到第七节时，发现自己在windows10下还没安装
在win10控制台下输入pip命令安装时，
pip install --upgrade https://storage.googleapis.com/tensorflow/windows/gpu/tensorflow_gpu-0.12.0-cp35-cp35m-win_amd64.whl
弹出了下面的错误，说是这个文件类型不被支持，结果就悲剧了
tensorflow_gpu-0.12.0-cp35-cp35m-win_amd64.whl is not a supported wheel on this platform.

查了好一会了，还没有解决方法，请问您知道怎么解决么？
系统是win10x64，anaconda2，anaconda3都安装了，并且将64bit anaconda3设为默认，python3.5.4""",
        expected_cause=None,
        harmless=False,
        note="The poster's own answer: '查出来原因了，因为我的pip还是默认版本8.1.2，升级成9.01就可以了' (the cause was the old default pip 8.1.2; after upgrading pip to 9.0.1 the Windows GPU wheel installed). An outdated pip (no catalogue cause); Python 3.5 64-bit was right. 2016, Chinese prose with the pip error.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-libtensorflow-gpu-211-zip-missing-native-gpu-dropped",
        source=_TF + "59016",
        text=r"""### Issue Type

Others

### Source

source

### Tensorflow Version

na

### Custom Code

No

### Current Behaviour?

```shell
The Windows Only link is not working
```

### Standalone code to reproduce the issue

```shell
Try and download the Window only version of tensorflow and it fails
This XML file does not appear to have any style information associated with it. The document tree is shown below.
<Error>
<Code>NoSuchKey</Code>
<Message>The specified key does not exist.</Message>
<Details>No such object: tensorflow/libtensorflow/libtensorflow-gpu-windows-x86_64-2.11.0.zip</Details>
</Error>
```

### Relevant log output

_No response_""",
        expected_cause="windows-native-no-gpu",
        harmless=False,
        note="A TensorFlow maintainer: 'TensorFlow 2.10 was the last TensorFlow release that supported GPU on native-Windows. We are not maintaining the GPU wheel for tensorflow 2.11', pointing to the 2.10 GPU libtensorflow zip. Not disputed. The C library download, not pip.",
        platform="windows",
    ),
    CorpusLog(
        name="windows-amd-radeon-r5-m335-tf10-wants-gpu",
        source=_TF + "20340",
        text=r"""**I have Win 10/ AMD Raedon R5 M335
I am using Python 3.5 and tensorflow 1.0.0
I am also, working through Spyder as using Python Console would make handling the code very difficult**

Please guide me how should i use my gpu in the training of deep learning model i am working on. Currently it uses my CPU.

**PS: No solutions to previously made issues worked for me.**

OS Platform and Distribution-Win 10
TensorFlow installed from-pip
TensorFlow version-1.0.0
Bazel version-Don't have
CUDA/cuDNN version-for Nvidia so didn't install
GPU model and memory-AMD Raedon R5 M335
Exact command to reproduce-deep learning model , training the data set on qns ans basis, for a chatbot""",
        expected_cause="no-nvidia-driver",
        harmless=False,
        note="A TensorFlow maintainer: 'No official binaries for tf on AMD GPUs are available yet' (pointing to SYCL or ROCm builds). The machine's only GPU is an AMD Radeon, so there is no NVIDIA GPU or driver for CUDA TensorFlow. Not disputed. The issue text and the poster's answers to the template bot; prose only, 2018.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="directml-plugin-radeon-used-intel-igpu-not-enumerated",
        source=_GH + "microsoft/tensorflow-directml-plugin/issues/258",
        text=r"""I have 2 GPUs in my system, an AMD Radeon RX 560 and an integrated Intel UHD Graphics 770. The current tensorflow-directml-pluigin is not enumerating the Intel GPU, using the following:

```
from tensorflow.python.client import device_lib
print(device_lib.list_local_devices())
```
I see this line in the output:
```
2022-08-25 12:56:05.637891: I tensorflow/c/logging.cc:34] DirectML: creating device on adapter 0 (Radeon RX 560 Series)
```
But there is no line for the Intel GPU. I believe the old TF 1 directml plugin would enumerate the Intel GPU.  Any ideas as to what is causing this issue?""",
        expected_cause=None,
        harmless=True,
        note="A plugin maintainer: the plugin shows one adapter at a time by design (no cross-device copies); pick the Intel GPU with DML_VISIBLE_DEVICES=1. The poster: 'OK, the code you provided worked.' The run worked on the Radeon. The thread does not name the OS (the plugin runs on Windows and WSL).",
        platform="windows",
    ),
)
