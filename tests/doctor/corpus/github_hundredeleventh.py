# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-eleventh set of real threads, gathered apart, from GitHub trackers (tensorflow/tensorflow, rstudio/tensorflow, boy1dr/SpleeterGui): native Windows set-ups whose logs name Windows DLLs (cudart64_*.dll, cudnn64_*.dll, zlibwapi.dll) or DLL load failures, any year.

Broken kinds held: no CUDA toolkit installed for a TensorFlow that wants cudart64_101.dll, a
CUDA 9 install under a TensorFlow built for CUDA 8 / cuDNN 6, the cuDNN ``bin`` folder left off
%PATH%, cuDNN 6 installed under TensorFlow 1.5 that loads cudnn64_7.dll, and cuDNN's
zlibwapi.dll missing next to an application that bundles TensorFlow. Working runs: 1 (an AVX2
notice on a machine whose RTX 2060 works).

Only one broken record is from 2023 or later: the newer Windows threads with a DLL in the log were
already in the corpus.

At first look (the doctor of commit 40c709c, before this set was read) the cause was named in 4
of the 5 broken logs, 3 first; the working run was not flagged. One of the four (zlibwapi.dll)
was named through a reading of cuDNN's message added shortly before this set was gathered, from
threads of other projects, not from this set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf21-windows-no-cuda-installed-cudart64-101-not-found",
        source=_GH + "tensorflow/tensorflow/issues/35872",
        text=r"""**System information**
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): windows
- TensorFlow installed from (source or binary):source
- TensorFlow version:2
- Python version:3.7
- Installed using :pip
- CUDA/cuDNN version: none
- GPU model and memory:1696

**Describe the problem**

I m not able to install Tensorflow due to a problem with my Graphic Card
here's the error message : 
![CG](https://user-images.githubusercontent.com/48018890/72365775-2a244c80-36f9-11ea-9fe4-5c5d8e97c031.jpg)
![pb CG](https://user-images.githubusercontent.com/48018890/72365807-3c9e8600-36f9-11ea-8df3-bf0c4d5b6055.jpg)
tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found
 I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.""",
        expected_cause="cuda-libraries-missing",
        note="2020. No CUDA toolkit installed ('CUDA/cuDNN version: none'). Maintainer (ymodak): 'It's a warning message stating gpu setup is incorrect. TF is successfully installed on your machine however you won't be able to use GPU for computations and operations will be placed on CPU.' The poster took it ('so I can use Tensorflow anyway?') and the issue was closed. Two screenshots in the post are kept as links.",
        platform="windows",
    ),
    CorpusLog(
        name="tf13-windows-cuda9-installed-wants-cudart64-80",
        source=_GH + "tensorflow/tensorflow/issues/13970",
        text=r"""Dear All,

I am new to the CNNs and Tensorflow. I wanted to start my journey from Keras.
At this moment I facing problems with onstalling Tensorflow.
I am using Windows 10, I installed CUDA 9 with cuDNN 7, and was getting the following errors.
The I unstalled it and installed tensorflow-gpu, which automatically installs CUDA 8 with cuDNN 6 and I am still facing the same issue. I tried installing Microsoft Visual C++ 2015 Redistributable Update 3 but with no results. My Python version is 3.5.4 and I am using Anaconda 3.
Do you have any ideas what else can I check?  

Here is the error:

Traceback (most recent call last):
  File "C:\Users\alice\Anaconda3\envs\tensorflow\lib\site-packages\tensorflow\python\pywrap_tensorflow_internal.py", line 18, in swig_import_helper
    return importlib.import_module(mname)
  File "C:\Users\alice\Anaconda3\envs\tensorflow\lib\importlib\__init__.py", line 126, in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
  File "<frozen importlib._bootstrap>", line 985, in _gcd_import
  File "<frozen importlib._bootstrap>", line 968, in _find_and_load
  File "<frozen importlib._bootstrap>", line 957, in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 666, in _load_unlocked
  File "<frozen importlib._bootstrap>", line 577, in module_from_spec
...

Thanks Carmezim for your tip. 
I have already run the script and its results are a bit confusing for me.
This is what I got:

ERROR: Failed to import the TensorFlow module.

- Python version is 3.5.

- TensorFlow is installed at: C:\Users\alice\Anaconda3\envs\tensorflow\lib\site-packages\tensorflow

- Could not load 'cudart64_80.dll'. The GPU version of TensorFlow
  requires that this DLL be installed in a directory that is named in
  your %PATH% environment variable. Download and install CUDA 8.0 from
  this URL: https://developer.nvidia.com/cuda-toolkit

First of all I have installed CUDA 9 with cuDNN7, I am not sure why tensorflow is looking for the older version.
Second, during the tensorflow-gpu installation I remeber that CUDA8 was also installed. Nevertheless, I tried to dowlad it from the website again but it seems to no longer be available/distributed.

Do you think I should try to get CUDA8 or I can somehow fix this issue having CUDA9?""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2017. Opening post plus the self-check output the poster added before the cause was named (the stored copy of the first traceback stops after the frozen-importlib frames, marked '...'). Contributor Carmezim: 'TensorFlow requires and only supports as of now CUDA v8 and cuDNN v6'; the poster: 'You are a lifesaver! ... it works now!'.",
        platform="windows",
    ),
    CorpusLog(
        name="tf11-windows-cudnn-bin-folder-not-on-path-dll-load-failed",
        source=_GH + "tensorflow/tensorflow/issues/10033",
        text=r"""ImportError: DLL load failed: The specified module could not be found.

### System information
- **Have I written custom code (as opposed to using a stock example script provided in TensorFlow)**: No
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Windows 10
- **TensorFlow installed from (source or binary)**: Binary
- **TensorFlow version (use command below)**: unknown, command fails (this is the problem)
- **Bazel version (if compiling from source)**: N/A
- **CUDA/cuDNN version**: 8.0/5.1
- **GPU model and memory**: GeForce GTX 970, 4 GB
- **Exact command to reproduce**: import tensorflow as tf

### Problem
This is something I've seen in a [previous issue report](https://github.com/tensorflow/tensorflow/issues/5949) added as a comment, but no one responded to it (except to say that you should be using cuDNN 5.1 instead of 6.0, which I am doing). I cannot even import tensorflow because it leads to the string of errors below. Someone in the linked issue suggested that this was caused by a missing MSVCP140.DLL, but this file is present in both my System32 and SysWOW64 folders (I have seen both mentioned). I have also installed the suggested Visual C++ Redistributable Update 3 with no luck.

### Log

Traceback (most recent call last):
...""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2017. First line is the issue title; the stored copy of the traceback breaks off after its first frame (marked '...'). Maintainer mrry: the cuDNN DLL's directory is not on %PATH%, 'you'll need to add the cuda\\bin subdirectory to get Windows to find the DLL'; the poster: 'what @mrry posted 8 days ago completely solved my issue.'",
        platform="windows",
    ),
    CorpusLog(
        name="tf15-windows-cudnn6-installed-wants-cudnn64-7",
        source=_GH + "tensorflow/tensorflow/issues/16950",
        text=r"""**Inaccuracies in the documentation**.

In the installation documentation Tensorflow in Windows says that the system must be running a version of CUDA 9.0 (correctly) and cuDNN 6.0 (not correct) because on the Nvidia website we can download and install only:
- **cuDNN** v7.0.5 , for **CUDA** 8.0/9.0/9.1 ;
- **cuDNN** v7.0.4 , for **CUDA** 8.0/9.0 ;
- **cuDNN** v6.0 , for **CUDA** 8.0 .

In https://developers.googleblog.com/2018/01/announcing-tensorflow-15.html said that 

> If you are using GPU Acceleration on **Windows** or Linux, TensorFlow 1.5 now has CUDA 9 and **cuDNN 7** support built-in. 

In issue #16477 (https://github.com/tensorflow/tensorflow/issues/16477)  as @gunan  said 
> Windows also requires cuDNN 7, looks like we missed that.

In proof of his words let me give you output logs:

(tensorflow15) C:\Windows\system32>python
Python 3.5.4 |Anaconda, Inc.| (default, Nov  8 2017, 14:34:30) [MSC v.1900 64 bit (AMD64)] on win32
Type "help", "copyright", "credits" or "license" for more information.
      import tensorflow as tf
Traceback (most recent call last):
  File "C:\Users\alice\AppData\Local\conda\conda\envs\tensorflow15\lib\site-packages\tensorflow\python\platform\self_check.py", line 87, in preload_check
    ctypes.WinDLL(build_info.cudnn_dll_name)
...""",
        expected_cause="cuda-libraries-missing",
        consequences=frozenset({"tensorflow-import-failed"}),
        note="2018. A docs report with the reporter's own failing import (the stored copy of the traceback stops after the cuDNN preload frame, marked '...'). The reporter names the cause (TensorFlow 1.5 on Windows needs cuDNN 7, cudnn64_7.dll, not the cuDNN 6 the page asked for) and quotes maintainer gunan from #16477: 'Windows also requires cuDNN 7'. Weak as a test: the post states its own diagnosis.",
        platform="windows",
    ),
    CorpusLog(
        name="spleetergui-windows-zlibwapi-dll-missing-no-output",
        source=_GH + "boy1dr/SpleeterGui/issues/206",
        text=r""""Starting processing of all songs
Processing C:\Users\alice\Downloads\WhatsApp Audio 2023-08-10 at 12.19.32 PM.mpeg
Could not locate zlibwapi.dll. Please make sure it is in your library path!
Finished processing all songs"

Though it said finished processing all songs, I could not find and result(s) inside the output directory.  Do I need to configure something on "zlibwapi.dll"?""",
        expected_cause="cuda-libraries-missing",
        note="2023. SpleeterGUI bundles Python, Spleeter and TensorFlow; cuDNN needs zlibwapi.dll and it is absent. Weak: the poster never replied. The maintainer (boy1dr): antivirus often removes the project's files, 'in the case of zlibwapi.dll, just copy zlib.dll into the python folder and rename it'; another user with the same error: putting a zlibwapi.dll into SpleeterGUI\\python 'worked'.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="rstudio-tf20-windows-rtx2060-avx2-notice-harmless",
        source=_GH + "rstudio/tensorflow/issues/401",
        text=r"""**System information**
- OS Platform : Win10 Pro x64 (1909) 
- Processor: Intel(R) Core(TM) i7-9750H @ 2,6GHz
- TensorFlow version: 2.0.0 installed as tensorflow-gpu 
- Reticulate version: 1.14 installed via tensorflow
- Miniconda: Miniconda3-latest-Windows-x86_64.exe, updated to conda v4.8.2
- Keras version: 2.2.5.0 installed per tensorflow-gpu, via conda with Rstudio 1.2.5033 under R3.6.2

**Problem**
From [#976](https://github.com/rstudio/keras/issues/976) I learned that I need a processor capable to apply the AVX instruction set in order to be able to use TF2.0 under RStudio. Since then I have upgraded my equipment (including a nicely working NVIDIA RTX GeForce 2060 GPU) just to get the paradoxical warning

`CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2`

Q: Is there a tensorflow-build available for installation under RStudio and capable to use AVX2 and if so, where can I find it?""",
        expected_cause=None,
        harmless=True,
        note="2020. tensorflow-gpu 2.0 under RStudio on Windows with a working RTX 2060; the only alarming line is the AVX2 CPU notice. Maintainer (skeydan): 'This is a harmless warning. Especially if you have a GPU you shouldn't need to worry about it.'",
        platform="windows",
    ),
)
