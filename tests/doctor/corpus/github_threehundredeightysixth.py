# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-sixth set of real threads: PyTorch CUDA set-up threads (2020-2023) from GitHub issues (issues corpus), on pytorch/pytorch and on PyTorch-based projects (IEIT-Yuan/Yuan-2.0, voice-cloning-app/Voice-Cloning-App, gladiaio/gladia, nerfstudio-project/nerfacc, CorentinJ/Real-Time-Voice-Cloning), where PyTorch's CUDA failed for a reason in the CUDA stack it shares with TensorFlow.

Broken kinds held: cuInit's unknown error (CUDA error 999) after suspend or a long idle, cured
by reloading nvidia_uvm or the driver's module, and once after a driver install without a reboot;
an older cuDNN on LD_LIBRARY_PATH loaded instead of the one the wheel was built with (twice); a
PyTorch container whose CUDA 12.1 needs a newer driver than the host's; and RTX 30xx / A6000 GPUs
(compute capability 8.6) with PyTorch builds that stop at sm_75 (three times). Working runs: 1
(an RTX 3080 on a CUDA 11.0 nightly that printed the sm_86 warning and ran normally).

Left out: most pytorch/pytorch threads in reach on suspend/unknown errors, WSL2 and
CUDA_VISIBLE_DEVICES had no confirmation in the stored text (pytorch/pytorch#73487, #84550,
#31179, #60600, #32151, #20606), or a cause in PyTorch itself (#17108 and #20635, cudart linking
on Windows; #90543, GPU UUIDs in CUDA_VISIBLE_DEVICES not parsed). The 2026 cuDNN
CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH threads (#185512, #185746, #187824, #188892) point at a
cu13 cuDNN wheel that lacks a sub-library, so that a system cuDNN fills the gap; the stored text
held no user log with a confirmation in the same thread. pytorch/functorch#926 repeats
pytorch/pytorch#80637, which is held.

At first look (the doctor of commit cf7d57e) the cause was named in 2 of the 9 broken logs, both
first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pytorch-debian-suspend-cuda-unknown-error-until-driver-module-reloaded",
        source=_GH + "pytorch/pytorch/issues/88639",
        text=r"""### 🐛 Describe the bug

On Linux/Debian, during debugging of any CUDA program, if the system suspends and enters standby, after wake up, running any CUDA program will give rise to the following error (which will not occur initially)
```
/opt/anaconda3/lib/python3.8/site-packages/torch/cuda/__init__.py:88: UserWarning: CUDA initialization: CUDA unknown error - this may be due to an incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero. (Triggered internally at ../c10/cuda/CUDAFunctions.cpp:109.)
  return torch._C._cuda_getDeviceCount() > 0
```

Apparently, the explanation is irrelevant and it has nothing to do with CUDA_VISIBLE_DEVICES, because if I run `rmmod nvidia*` and re-insert `nvidia.ko` (the driver module), CUDA get back working again. Otherwise, it keeps failing.

I have encountered this bug long time ago and have already reported to the NVIDIA driver team years ago, but it still exists now.

### Versions

PyTorch version: 1.13.0+cu117
Is debug build: False
CUDA used to build PyTorch: 11.7
ROCM used to build PyTorch: N/A

OS: Debian GNU/Linux 11 (bullseye) (x86_64)
GCC version: (Ubuntu 10.3.0-1ubuntu1~20.04) 10.3.0
Clang version: Could not collect
CMake version: version 3.20.4
Libc version: glibc-2.31
...""",
        expected_cause="cuinit-unknown-error",
        note="2022. The confirmation is the poster's own, in the opening post: after suspend/standby every CUDA program fails with 'CUDA unknown error', and 'if I run `rmmod nvidia*` and re-insert `nvidia.ko` (the driver module), CUDA get back working again' (xuancong84). The same thread (still open) collected later reports of the suspend case. The post's versions block is cut after the Libc line.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-forum-gpu-lost-after-idle-cuda-runtime-error-999-nvidia-uvm",
        source=_GH + "pytorch/pytorch/issues/43281",
        text=r"""From this discussion: https://discuss.pytorch.org/t/pytorch-suddenyl-stops-recognising-gpu/93384

> I am using PyTorch through Anaconda Environment and something weird happens. While working or if I leave the machine for some time and come back, PyTorch stops recognizing the GPU. And the only way it starts recognizing the GPU is after rebooting the machine.

```
THCudaCheck FAIL file=/opt/conda/conda-bld/pytorch_1591914886554/work/aten/src/THC/THCGeneral.cpp line=47 error=999 : unknown error
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/home/alice/anaconda3/envs/work/lib/python3.8/site-packages/torch/cuda/__init__.py", line 330, in current_device
    _lazy_init()
  File "/home/alice/anaconda3/envs/work/lib/python3.8/site-packages/torch/cuda/__init__.py", line 153, in _lazy_init
    torch._C._cuda_init()
RuntimeError: cuda runtime error (999) : unknown error at /opt/conda/conda-bld/pytorch_1591914886554/work/aten/src/THC/THCGeneral.cpp:47
```

The user confirmed that `nvidia-smi` works fine though.""",
        expected_cause="cuinit-unknown-error",
        note="2020. Issue opened by maintainer mrshenli for a forum user: 'The user confirmed that `nvidia-smi` works fine though and the following command can fix the problem. $ sudo rmmod nvidia_uvm / $ sudo modprobe nvidia_uvm' (the commands are left out of the text). malfet: 'Doesn't look like a pytorch specific problem to me, but rather a glitch in CUDA driver/runtime (perhaps caused by some power management'. The text is the forum post as relayed in the issue.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-a100-cuda-unknown-error-driver-installed-without-reboot",
        source=_GH + "pytorch/pytorch/issues/49081",
        text=r"""Help!
I install the CUDA and pytorch from official instruction, and run the 
```
python test_pytorch_cuda.py
```
but it returns:
```
Traceback (most recent call last):
  File "test_pytorch_cuda.py", line 4, in <module>
    dummy_input = torch.randn(10, 3, 224, 224, device='cuda')
  File "/home/XXX/anaconda3/envs/Pt/lib/python3.6/site-packages/torch/cuda/__init__.py", line 172, in _lazy_init
    torch._C._cuda_init()
RuntimeError: CUDA unknown error - this may be due to an incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero.
```
and I do set the available devices in `~/.bashrc` as followed:
```
export CUDA_VISIBLE_DEVICES = 0
```
but this do not work.
What should I do?

pytorch version: 1.7.0
CUDA version: 11.0
GPU configuration: NVIDIA A100""",
        expected_cause="cuinit-unknown-error",
        note="2020. ptrblck asked 'Which NVIDIA driver version are you using? Did you update any drivers without a reboot?'; the poster (Wei-Zhuo): 'I take your advice and reboot after Nvidia Driver installation, and it seems work !', adding that nvidia-smi had shown the right driver version before the reboot. cuInit's unknown error with a driver installed but not yet usable until a reboot; nvidia-smi worked, so not a module/library mismatch. The CUDA_VISIBLE_DEVICES line in .bashrc was not the cause. Later comments in the same thread (2024) report the suspend/nvidia_uvm form of the error.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-112-cu113-wheel-cudnn-803-from-ld-library-path",
        source=_GH + "pytorch/pytorch/issues/80637",
        text=r"""```
import torch
torch.backends.cudnn.version()
```

gives:

```
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/private/home/alice/local/miniconda3/envs/py38/lib/python3.8/site-packages/torch/backends/cudnn/__init__.py", line 50, in version
    if not _init():
  File "/private/home/alice/local/miniconda3/envs/py38/lib/python3.8/site-packages/torch/backends/cudnn/__init__.py", line 39, in _init
    raise RuntimeError(
RuntimeError: cuDNN version incompatibility: PyTorch was compiled against (8, 3, 2) but linked against (8, 0, 3)
```
LD_LIBRARY_PATH:
```
(py38) [0] alice@host:~/binaries_test  $ echo $LD_LIBRARY_PATH
/public/apps/cudnn/v8.0.3.33-cuda.11.0/cuda/lib64:/public/apps/cuda/11.0/lib64:/usr/local/cuda/lib64:/usr/local/cuda/lib64::/public/slurm/20.11.8/lib:/public/slurm/20.11.8/lib
```
Pytorch installed via:
```
 pip3 install torch --extra-index-url https://download.pytorch.org/whl/cu113
 ```""",
        expected_cause="cudnn-version-mismatch",
        note="2022. Opened by zou3519. atalman's findings: the wheel's library path was written as DT_RUNPATH (not the deprecated DT_RPATH), so LD_LIBRARY_PATH is searched first and the cuDNN 8.0.3 under /public/apps/cudnn wins over the bundled 8.3.2. The follow-up PR pytorch/pytorch#80877 ('Please refer to: #80637') changed the message to 'Looks like your LD_LIBRARY_PATH contains incompatible version of cudnn. Please either remove it from the path or install cudnn (8, 3, 2)'. Also filed as pytorch/functorch#926.",
        platform="linux",
    ),
    CorpusLog(
        name="gladia-container-torch-cudnn-850-built-841-found-ld-library-path",
        source=_GH + "gladiaio/gladia/issues/928",
        text=r"""```
(server) root@host:/app# python
Python 3.8.12 | packaged by conda-forge | (default, Jan 30 2022, 23:42:07)
[GCC 9.4.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import torch
>>> print(torch.backends.cudnn.version())
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
  File "/opt/conda/envs/server/lib/python3.8/site-packages/torch/backends/cudnn/__init__.py", line 68, in version
    if not _init():
  File "/opt/conda/envs/server/lib/python3.8/site-packages/torch/backends/cudnn/__init__.py", line 50, in _init
    raise RuntimeError(f'{base_error_msg}'
RuntimeError: cuDNN version incompatibility: PyTorch was compiled  against (8, 5, 0) but found runtime version (8, 4, 1). PyTorch already comes bundled with cuDNN. One option to resolving this error is to ensure PyTorch can find the bundled cuDNN.Looks like your LD_LIBRARY_PATH contains incompatible version of cudnnPlease either remove it from the path or install cudnn (8, 5, 0)
```""",
        expected_cause="cudnn-version-mismatch",
        note="2022. The issue's author (jqueguiner, of the project) posted the solution with the log and closed it: download cudnn-linux-x86_64-8.5.0.96_cuda11-archive and copy its headers and libcudnn* into /usr/local/cuda (include, lib64), i.e. put cuDNN 8.5.0 where the 8.4.1 had been found. The solution is left out of the text. In a Docker container (root@<container id>, host replaced).",
        platform="linux",
    ),
    CorpusLog(
        name="yuan2-finetune-container-cuda121-driver-too-old-found-11000",
        source=_GH + "IEIT-Yuan/Yuan-2.0/issues/65",
        text=r"""微调时报错：The NVIDIA driver on your system is too old (found version 11000). Please update your GPU driver by downloading and installing a new version

/usr/local/lib/python3.10/dist-packages/torch/cuda/__init__.py:124: UserWarning: CUDA initialization: The NVIDIA driver on your system is too old (found version 11000). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver. (Triggered internally at /opt/pytorch/pytorch/c10/cuda/CUDAFunctions.cpp:108.)
请问需要安装什么版本？""",
        expected_cause="driver-too-old",
        note="2023. The first line is the issue's title ('error during fine-tuning'); the post asks which version to install. Maintainer zhaoxudong01: '我们提供的容器cuda版本是12.1，建议gpu驱动更新到535' (the container we provide has CUDA 12.1, update the GPU driver to 535); the poster chesp: '版本问题已解决' (the version problem is solved). A host driver for CUDA 11.0 under a CUDA 12.1 container.",
        platform="linux",
    ),
    CorpusLog(
        name="voice-cloning-app-rtx-a6000-sm86-torch-build-stops-at-sm75",
        source=_GH + "voice-cloning-app/Voice-Cloning-App/issues/60",
        text=r"""This error appears on my A6000 GPU running the software; I've already reinstalled CUDA and Torch to the appropriate versions.

`UserWarning: NVIDIA RTX A6000 with CUDA capability sm_86 is not compatible with the current PyTorch installation. The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_61 sm_70 sm_75 compute_37.`""",
        expected_cause="compute-capability-unsupported",
        note="2021. Maintainer BenAAndrew: 'This is an issue I'm aware of', pointing to the `cuda-11-1` branch and then a test build ('Could you try this exe'); the poster (GuusDeKroon): 'I haven't encountered any issues using this version :)'; BenAAndrew: 'Latest release (0.9.5) now supports 30 series GPU's'. The app bundled a PyTorch build without sm_86. Platform from the .exe build offered (the thread names no OS).",
        platform="windows",
    ),
    CorpusLog(
        name="nerfacc-pip-install-rtx-a6000-sm86-torch-build-sm37-to-sm70",
        source=_GH + "nerfstudio-project/nerfacc/issues/80",
        text=r"""Hi,
Thanks for this repository.
When running the basic examples, using the installation instructions (pip install), I get the following error:
RTX A6000 with CUDA capability sm_86 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_70.

How can I solve this?""",
        expected_cause="compute-capability-unsupported",
        note="2022. The poster (yoterel) the same day: 'I solved by downgrading requirements under pyproject.toml to be: \"torch>=1.10.0\"', so pip no longer replaced the installed PyTorch with a build (sm_37 to sm_70, the CUDA 10.2 wheels) that lacks sm_86. Platform not stated (pip wheels of that list are Linux's default).",
        platform="linux",
    ),
    CorpusLog(
        name="real-time-voice-cloning-rtx-3070-sm86-pytorch-16-cuda10",
        source=_GH + "CorentinJ/Real-Time-Voice-Cloning/issues/584",
        text=r"""Hi everyone, 

I just bought a Nvidia RTX 3070 and I was thrilled to do some training with it but it appears Pytorch doesn't work with my new GPU...

Here is the message I get, and there is no help on the pytorch webpage.

"
GeForce RTX 3070 with CUDA capability sm_86 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_61 sm_70 sm_75 compute_37.
If you want to use the GeForce RTX 3070 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
"

Is there anyone out here using RTX 30 series GPU that could help me?

Thanks a lot""",
        expected_cause="compute-capability-unsupported",
        note="2020. The poster (rallandr): 'I solved it by installing Pytorch 1.8 and CUDA 11, but now I have several errors because it's meant to run with Pytorch 1.6 and CUDA 10....' (the later errors are the project's own code). Platform not stated.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="pytorch-rtx-3080-cu110-nightly-sm86-warning-runs-normally",
        source=_GH + "pytorch/pytorch/issues/45028",
        text=r"""GeForce RTX 3080 with CUDA capability sm_86 is not compatible with the current PyTorch installation.

I am currently using Windows10, python3.7, cudn11，and install pytorch1.7 using the following command:
pip install --pre torch torchvision -f https://download.pytorch.org/whl/nightly/cu110/torch_nightly.html
The warning still exists, but the program can run normally and achieve the expected effect on the RTX3080 GPU.""",
        harmless=True,
        note="2020. The first line is the warning as the issue's title gives it; the rest is a participant's comment, quoted by ectersen ('This works for me', 2020-09-21). The run worked on the RTX 3080 although the warning was printed: a CUDA 11.0 build carries sm_80 code, which runs on sm_86. malfet's PR pytorch/pytorch#45130 the next day: 'NVIDIA GPUs are binary compatible within major compute capability revision. This would prevent: \"GeForce RTX 3080 with CUDA capability sm_86 is not compatible with the current PyTorch installation.\" messages from appearing'.",
        platform="windows",
    ),
)
