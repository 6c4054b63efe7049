# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-sixty-fifth set of real threads: WSL2 CUDA threads (2020-2025) from GitHub issues (issues corpus) on microsoft/WSL and on projects whose users ran CUDA inside WSL2 (bitsandbytes-foundation/bitsandbytes, facebookresearch/nougat, NVIDIA/cuml, Genesis-Embodied-AI/genesis-world).

Posts where a framework or a CUDA sample could not use the GPU inside WSL2 (PyTorch, numba
through cuML, Taichi through Genesis, bitsandbytes, CUDA samples; the driver and loader stack
under them is the one TensorFlow uses there). Broken kinds held: Windows Insider builds that
broke GPU compute in WSL2 (confirmed by the WSL team or by the release notes), a Windows update
that replaced the WSL-capable NVIDIA driver with an older one, the WSL driver library in
/usr/lib/wsl/lib not found by a loader that searches by name (libcuda.so missing from the linker
cache or from the paths searched), and a libcuda.so other than the WSL one loaded first (a Linux
driver installed inside WSL), where cuInit answers CUDA_ERROR_NO_DEVICE. Broken: 9; working: 0
(no working run inside this topic had its alarming lines confirmed harmless in the stored text).

Left out: most microsoft/WSL threads on "GPU access blocked by the operating system", "couldn't
communicate with the NVIDIA driver" or "CUDA Version: ERR!" end without a confirmed cause in the
stored copy; oobabooga/textgen#367 (the LD_LIBRARY_PATH fix worked only for part of the error, and
the stored log stops before the libcuda line); saharmor/dalle-playground#85 (the poster's list of
steps that made JAX see the GPU is cut off in the stored copy); facebookresearch/nougat#105 (the
opening post already states the fix). The WSL2 threads met on TensorFlow's own tracker were
already in the corpus or had no confirmed cause.

At first look (the doctor of commit beb3b20) the cause was named in 0 of the 9 broken logs (4 of
them with a catalogue cause), 0 first; no working run is held. Four broken logs were counted
with another error. Among the findings: cuInit's CUDA_ERROR_NO_DEVICE inside WSL2 read as
CUDA_VISIBLE_DEVICES hiding the GPUs or a container started without GPUs, and the Insider
build's 'all CUDA-capable devices are busy or unavailable' as exclusive-process mode.

After that first look the catalogue gained wsl-windows-driver-unreachable (the Windows driver not
reached from inside WSL2: a Linux driver's libcuda.so loaded first, /usr/lib/wsl/lib not
searched, a Windows build that offers no CUDA to WSL); the seven records whose confirmed cause
is that were given it as their expected cause (four had no catalogue cause, three had
no-nvidia-driver), each note saying so.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="microsoft-wsl-insider-21343-devicequery-no-cuda-device",
        source=_GH + "microsoft/WSL/issues/6772",
        text=r"""CUDA not working again?

# Environment

```none
Microsoft Windows [Version 10.0.21343.1000]
Ubuntu Release:        20.04
Linux version 5.4.91-microsoft-standard-WSL2 (oe-user@oe-host) (gcc version 9.3.0 (GCC)) #1 SMP Mon Jan 25 18:39:31 UTC 2021
Latest Nvidia Win10 driver 465.89
CUDA 11.1 and 11.2 both installed.  /usr/local/cuda points to 11.2.
```

# Steps to reproduce

```

alice@host:~$ nvidia-smi
NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.

alice@host:~$ /usr/local/cuda/samples/1_Utilities/deviceQuery/deviceQuery
/usr/local/cuda/samples/1_Utilities/deviceQuery/deviceQuery Starting...

 CUDA Device Query (Runtime API) version (CUDART static linking)

cudaGetDeviceCount returned 100
-> no CUDA-capable device is detected
Result = FAIL


```

#  Expected behavior

CUDA loads and runs.

# Actual behavior
CUDA won't load.""",
        expected_cause="wsl-windows-driver-unreachable",
        note="Expected cause given after first look, when the catalogue gained wsl-windows-driver-unreachable (whose causes include a Windows build that offers no CUDA to WSL); at first look, no catalogue cause. 2021. WSL team member craigloewen-msft answered the same day: 'This is a known issue for this build! I've filed an issue on this on ourselves and pinned it over here https://github.com/microsoft/WSL/issues/6773' (the team's own issue: GPU compute unavailable in Insider preview builds 21343/21354, 'We have identified the fix for this already and it should likely be out in the next Insiders build'). Cause: a Windows Insider build that broke GPU paravirtualization for WSL2; the Windows driver and the CUDA install were fine. The doctor must not blame a Linux driver's module.",
        platform="linux",
    ),
    CorpusLog(
        name="microsoft-wsl-insider-20231-torch-cuda-devices-busy-or-unavailable",
        source=_GH + "microsoft/WSL/issues/6098",
        text=r""">>> import torch
>>> torch.cuda.is_available()
True
>>> a = torch.tensor(1)
>>> a.cuda()
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
RuntimeError: CUDA error: all CUDA-capable devices are busy or unavailable

windows：20231.1005""",
        expected_cause=None,
        note="2020. Two answers named the cause and the poster did not dispute it: noofaq (who had opened the tracking issue microsoft/WSL#6014, labelled bug/fixinbound, for the same 'cudaErrorDevicesUnavailable' on Insider builds 20226/20231): 'the issue is fixed in the very latest Windows release 20236'; onomatopellan, to a later commenter on 20241: 'The issue appears in the build 20241 release notes ... We're investigating GPU Compute scenarios, such as using CUDA and DirectML, not working inside of the Windows Subsystem for Linux (WSL).' Cause: a Windows Insider build regression, not another process holding the GPU (the message reads like exclusive-process mode, which it was not). No catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="microsoft-wsl-windows-update-replaced-455-driver-with-451",
        source=_GH + "microsoft/WSL/issues/5848",
        text=r"""Deinstallation of nvidia-driver after each Windows update

I have subscribed for the Windows Insider Developer Program. 
The current build of Windows is `20201.1000`.  
In order to use CUDA on WSL `455.41` version of driver is required with CUDA 11.1.

However after updating the operating system, this driver is mortaged , and the nvidia-smi shows 

` NVIDIA-SMI 451.67       Driver Version: 451.67       CUDA Version: 11.0`

And after that, the WSL doesn't see the GPU on the laptop. 
What should I do in order to prevent deinstallation of the latest driver?
Thanks in advance for the help!""",
        expected_cause="driver-too-old",
        note="2020. Mostly prose (one nvidia-smi banner line, taken on Windows). WSL maintainer benhillis: 'Should be fixed with 20211' (the Windows build whose release notes carry the fix; issue labelled bug, fixinbound, GPU). Cause: Windows Update replaced the WSL-capable NVIDIA driver 455.41 with 451.67, a driver without CUDA support for WSL2 (its banner shows CUDA 11.0 while the poster's CUDA 11.1 needed 455.41). An earlier guess by therealkenc ('Sounds like the drivers from your Linux distribution got installed') was not taken up.",
        platform="linux",
    ),
    CorpusLog(
        name="bitsandbytes-wsl-win10-libcuda-not-found-wsl-lib-not-searched",
        source=_GH + "bitsandbytes-foundation/bitsandbytes/issues/336",
        text=r"""WSL CUDA install on Windows 10: GPU not detected

```
$ python -m bitsandbytes

===================================BUG REPORT===================================
Welcome to bitsandbytes. For bug reports, please run

python -m bitsandbytes

 and submit this information together with your error trace to: https://github.com/TimDettmers/bitsandbytes/issues
================================================================================
bin /home/alice/.miniconda3/envs/textgen/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so
/home/alice/.miniconda3/envs/textgen/lib/python3.10/site-packages/bitsandbytes/cextension.py:33: UserWarning: The installed version of bitsandbytes was compiled without GPU support. 8-bit optimizers, 8-bit multiplication, and GPU quantization are unavailable.
  warn("The installed version of bitsandbytes was compiled without GPU support. "
CUDA SETUP: WARNING! libcuda.so not found! Do you have a CUDA driver installed? If you are on a cluster, make sure you are on a CUDA machine!
CUDA SETUP: CUDA runtime path found: /home/alice/.miniconda3/envs/textgen/lib/libcudart.so.11.0
/home/alice/.miniconda3/envs/textgen/lib/python3.10/site-packages/bitsandbytes/cuda_setup/main.py:145: UserWarning: WARNING: No GPU detected! Check your CUDA paths. Proceeding to load CPU-only library...
  warn(msg)
...
```""",
        expected_cause="wsl-windows-driver-unreachable",
        note="Expected cause given after first look, when the catalogue gained wsl-windows-driver-unreachable; at first look, no-nvidia-driver. 2023. The poster, ksylvan, found the cause and opened bitsandbytes-foundation/bitsandbytes#337 the same day: 'This is the solution to https://github.com/TimDettmers/bitsandbytes/issues/336 ... TL;DR: The CUDA driver installed on Windows host is stubbed inside the WSL 2 as libcuda.so and we need to include *that* directory location in `LD_LIBRARY_PATH`' (/usr/lib/wsl/lib); maintainer TimDettmers: 'Thank you, this is a great addition to the docs!'. The Windows driver was installed; its WSL library was not on the paths bitsandbytes searched, so it was not reachable from the process. The stored copy of the log is cut after the warning shown.",
        platform="linux",
    ),
    CorpusLog(
        name="microsoft-wsl-libcuda-so-missing-from-ld-cache-cudnn-dlopen",
        source=_GH + "microsoft/WSL/issues/8587",
        text=r"""libcuda.so is not in found but libcuda.so.1 is.

### Version

Microsoft Windows [Version 10.0.22000.778]

### WSL Version

- [X] WSL 2
- [ ] WSL 1

### Kernel Version

5.10.102.1

### Distro Version

Ubuntu 22.04

### Other Software

cuda 10.7 , miniconda , pytorch

### Repro Steps

Install CUDA as described on nvidia website using option 1: 
https://docs.nvidia.com/cuda/wsl-user-guide/index.html

then install python3.9 and try the following code that shows the issue :
```
$ python
Python 3.9.12 (main, Apr  5 2022, 06:56:58)
[GCC 7.5.0] :: Anaconda, Inc. on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> from ctypes import cdll
>>> cdll.LoadLibrary('libcuda.so.1')
<CDLL 'libcuda.so.1', handle 562f22ae4160 at 0x7f74fb662c10>
>>> cdll.LoadLibrary('libcuda.so')
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/home/alice/miniconda3/lib/python3.9/ctypes/__init__.py", line 460, in LoadLibrary
    return self._dlltype(name)
  File "/home/alice/miniconda3/lib/python3.9/ctypes/__init__.py", line 382, in __init__
    self._handle = _dlopen(self._name, mode)
OSError: libcuda.so: cannot open shared object file: No such file or directory
```

I'm loading the library manually so that you don't have to install pytorch and timm, and then try to run training of 'resnet26d', as this triggers the loading of `libcudnn_cnn_infer.so.8` which is linke ...

I've found a way to get the content of lib cache and the libcuda.so  and libcuda.so.1.1 is not there, even though it is in the wsl folder.
```
$ ldconfig -p| grep libcuda
        libcudart.so.11.0 (libc6,x86-64) => /usr/local/cuda/targets/x86_64-linux/lib/libcudart.so.11.0
        libcudart.so (libc6,x86-64) => /usr/local/cuda/targets/x86_64-linux/lib/libcudart.so
        libcuda.so.1 (libc6,x86-64) => /usr/lib/wsl/lib/libcuda.so.1
$ ls -la /usr/lib/wsl/lib/libcuda*
-r-xr-xr-x 1 root root 141464 Jun 24 05:05 /usr/lib/wsl/lib/libcuda.so
-r-xr-xr-x 1 root root 141464 Jun 24 05:05 /usr/lib/wsl/lib/libcuda.so.1
-r-xr-xr-x 1 root root 141464 Jun 24 05:05 /usr/lib/wsl/lib/libcuda.so.1.1
```""",
        expected_cause="wsl-windows-driver-unreachable",
        note="Expected cause given after first look, when the catalogue gained wsl-windows-driver-unreachable; at first look, no-nvidia-driver. 2022. The second paragraph is the poster's own follow-up (the stored opening post is cut where shown). The poster confirmed the cause in the same comment: with the WSL driver directory on the search path it loads, 'LD_LIBRARY_PATH=/usr/lib/wsl/lib/ python ... cdll.LoadLibrary('libcuda.so') <CDLL 'libcuda.so', ...>'; elsaco then explained that /usr/lib/wsl/lib is mounted from C:\\Windows\\system32\\lxss\\lib (its copies are not symlinks, so ldconfig caches only libcuda.so.1). Cause: the unversioned name libcuda.so (which cuDNN 8 dlopens) was not reachable through the linker cache, though the Windows driver's library was there. Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="nougat-wsl-cudnn-cnn-infer-cannot-open-libcuda-so",
        source=_GH + "facebookresearch/nougat/issues/115",
        text=r"""Could not load library libcudnn_cnn_infer.so.8.

Hi, I am using WSL2 with Python 3.11, and I am facing the error when I run nougat FILE -o OUTFOLDER.

------------------------------------------------------------------------------------------------------------------------
/home/alice/miniconda3/envs/ENVNAME/lib/python3.11/site-packages/torch/functional.py:504: UserWarning: torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument. (Triggered internally at ../aten/src/ATen/native/TensorShape.cpp:3483.)
  return _VF.meshgrid(tensors, **kwargs)  # type: ignore[attr-defined]
  0%|                                                                                             | 0/1 [00:00<?, ?it/s]Could not load library libcudnn_cnn_infer.so.8. Error: libcuda.so: cannot open shared object file: No such file or directory
Aborted
--------------------------------------------------------------------------------------------------------------------------------------------------
What should I do to resolve this issue?

Also, when I tried to run Nougat in Python 3.7 or 3.8, I faced different types of issues. What is the lowest Python version is available?""",
        expected_cause="wsl-windows-driver-unreachable",
        note="Expected cause given after first look, when the catalogue gained wsl-windows-driver-unreachable; at first look, no-nvidia-driver. 2023. Maintainer lukas-blecher: 'Duplicate of #105' - facebookresearch/nougat#105, same error on WSL Ubuntu 22.04, where the reporter had to 'create a link to /usr/lib/wsl/lib/libcuda.so.1 in .local/lib/pythonx.xx/site-packages/nvidia/cudnn/lib/ directory, where libcudnn_cnn_infer.so.8 was found to make it work'; in #105 the maintainer pointed this poster (KangWooLee) to that fix and the poster answered 'Thank you!'. Cause: cuDNN loads the driver by the name libcuda.so, which the WSL driver directory offers but the loader did not find. Odd: cuDNN's message names its own library first, though the missing file is the driver's.",
        platform="linux",
    ),
    CorpusLog(
        name="cuml-numba-wsl2-cuinit-no-device-wrong-libcuda-loaded",
        source=_GH + "NVIDIA/cuml/issues/5624",
        text=r"""[BUG] Windows 11 WSL2 CUDA 12.2 - Call to cuInit results in CUDA_ERROR_NO_DEVICE:

```python
numba.cuda.cudadrv.driver.CudaAPIError: [100] Call to cuInit results in CUDA_ERROR_NO_DEVICE
numba.cuda.cudadrv.error.CudaSupportError: Error at driver init: Call to cuInit results in CUDA_ERROR_NO_DEVICE (100)
```
...
+---------------------------------------------------------------------------------------+
| Processes:                                                                            |
|  GPU   GI   CI        PID   Type   Process name                            GPU Memory |
|        ID   ID                                                             Usage      |
|=======================================================================================|
|  No running processes found                                                           |
+---------------------------------------------------------------------------------------+""",
        expected_cause="wsl-windows-driver-unreachable",
        note="Expected cause given after first look, when the catalogue gained wsl-windows-driver-unreachable; at first look, no catalogue cause. 2023. The stored copy keeps only the end of the traceback and of the nvidia-smi output (inside WSL, which worked). The poster, ericlaycock, confirmed the fix in the thread: 'Right before posting I managed to find the solution reported by viktorasb earlier this year (numba/numba#6777) - this worked for me ... export LD_LIBRARY_PATH=\"/usr/lib/wsl/lib/\" export NUMBA_CUDA_DRIVER=\"/usr/lib/wsl/lib/libcuda.so.1\"'. Cause: numba loaded a libcuda.so other than the WSL one; numba maintainer gmarkall wrote in numba/numba#7106 that 'Using the wrong libcuda.so on WSL can result in CUDA_ERROR_NO_DEVICE being returned on the call to cuInit()'.",
        platform="linux",
    ),
    CorpusLog(
        name="cuml-wsl2-cuinit-no-device-linux-driver-installed-in-wsl",
        source=_GH + "NVIDIA/cuml/issues/6218",
        text=r"""[BUG] Cannot find GPU in WSL2

**Describe the bug**

Cannot find GPU in WSL2.

**Steps/Code to reproduce bug**

Running below code in WSL2 in Windows:

```py
import logging

import cudf
from cuml.ensemble import RandomForestClassifier
from cuml.preprocessing import StandardScaler
from sklearn.datasets import load_iris
...
```

```sh
...
    self.ensure_initialized()
  File "/mnt/c/Users/alice/Documents/Git/alice.com/machine-learning/hm-cuml/.venv/lib/python3.12/site-packages/numba_cuda/numba/cuda/cudadrv/driver.py", line 258, in ensure_initialized
    raise CudaSupportError(f"Error at driver init: {description}")
numba.cuda.cudadrv.error.CudaSupportError: Error at driver init: Call to cuInit results in CUDA_ERROR_NO_DEVICE (100)
```

**Additional context**

I saw a lot of people meeting same issue here: https://forums.developer.nvidia.com/t/installation-on-wsl2-windows-11-problem-cant-see-gpu/237895/9
but no solution.""",
        expected_cause="wsl-windows-driver-unreachable",
        note="Expected cause given after first look, when the catalogue gained wsl-windows-driver-unreachable; at first look, no catalogue cause. 2025. The poster, hongbo-miao, found a workaround (posted on Stack Overflow, linked in the thread); maintainer gmarkall: 'I suspect your workaround is working due to having an incorrect driver installed in the WSL2 environment, and getting around that by changing the order in which libraries are discovered'. The poster then stated the cause himself in Genesis-Embodied-AI/genesis-world#114: '`export LD_LIBRARY_PATH=/usr/lib/wsl/lib` is a workaround solution. The root issue is incorrect driver got installed.' Cause: a Linux NVIDIA driver installed inside WSL2, whose libcuda.so was loaded instead of the WSL one.",
        platform="linux",
    ),
    CorpusLog(
        name="genesis-taichi-wsl2-cuinit-no-device-fixed-by-wsl-lib-path",
        source=_GH + "Genesis-Embodied-AI/genesis-world/issues/187",
        text=r"""WSL2 Ubuntu22.04 python3.9 CUDA11.8: no CUDA-capable device is detected while calling init

I am currently using a **WSL2 Ubuntu22.04 python3.9** environment with **CUDA 11.8** for Genesis experiments. When I run `gs.init(backend=gs.cpu)`, everything works fine, but the FPS is very low. 

Therefore, I would like to use CUDA to accelerate the computation. When I set `gs.init(backend=gs.cuda)`, I encountered the following error.
```
[Genesis] [15:16:25] [INFO] ╭─────────────────────────────────────────────────────────────────────────────────────╮
[Genesis] [15:16:25] [INFO] │┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉ Genesis ┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉┈┉│
[Genesis] [15:16:25] [INFO] ╰─────────────────────────────────────────────────────────────────────────────────────╯
[Genesis] [15:16:26] [INFO] Running on [NVIDIA GeForce RTX 4080 SUPER] with backend gs.cuda. Device memory: 15.99 GB.
[E 12/21/24 15:16:26.157 71086] [cuda_driver.h:operator()@92] CUDA Error CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected while calling init (cuInit)


Traceback (most recent call last):
  File "/home/alice/code/Genesis/hello_genesis.py", line 21, in <module>
    gs.init(backend=gs.cuda)
  File "/home/alice/code/Genesis/genesis/__init__.py", line 97, in init
...
```

I also tried changing my CUDA version to **12.1**, but the result remained exactly the same as before, with no changes. The result of running `python -m taichi diagnose` is as follows:
```
[Taichi] version 1.7.2, llvm 15.0.4, commit 0131dce9, linux, python 3.9.21
...
Taichi system diagnose:

python: 3.9.21 (main, Dec 11 2024, 16:24:11) 
[GCC 11.2.0]
system: linux
executable: /home/alice/anaconda3/envs/genesis/bin/python
platform: Linux-5.15.146.1-microsoft-standard-WSL2-x86_64-with-glibc2.35
architecture: 64bit ELF
uname: uname_result(system='Linux', node='host', release='5.15.146.1-microsoft-standard-WSL2', version='#1 SMP Thu Jan 11 04:09:03 UTC 2024', machine='x86_64')
locale: en_US.UTF-8
No LSB modules are available.
Distributor ID: Ubuntu
Description:    Ubuntu 22.04.4 LTS
Release:        22.04
Codename:       jammy
...
```""",
        expected_cause="wsl-windows-driver-unreachable",
        note="Expected cause given after first look, when the catalogue gained wsl-windows-driver-unreachable; at first look, no catalogue cause. 2024. The poster, LongHZ140516, reported in Genesis-Embodied-AI/genesis-world#114 (same error): 'I encountered the same problem a few days ago, and I have solved it. Maybe you can refer to my issue #187'; hongbo-miao answered him there: '`export LD_LIBRARY_PATH=/usr/lib/wsl/lib` is a workaround solution. The root issue is incorrect driver got installed.' The fix inside this issue is past the stored copy. Cause: a libcuda.so other than the WSL one (from a Linux driver inside WSL) found before /usr/lib/wsl/lib.",
        platform="linux",
    ),
)
