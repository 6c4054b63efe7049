# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentysecond set of real threads: Stable Diffusion front-ends on NVIDIA GPUs (2022-2025), from GitHub issues on invoke-ai/InvokeAI, vladmandic/sdnext (SD.Next), lllyasviel/Fooocus, lllyasviel/stable-diffusion-webui-forge and kohya-ss/sd-scripts (the kohya_ss GUI).

Broken kinds held: a CPU-only PyTorch build where the CUDA one was meant (five: InvokeAI's
updater pulling torch 2.1.0+cpu twice, a fresh conda install of InvokeAI 2.0, SD.Next's installer
that did not see the GPU, InvokeAI's installer left on 'choose for me' with a 3 GB card), a
Blackwell GPU (sm_120) under a torch built without it (InvokeAI through Stability Matrix, Forge's
CUDA 12.1 package), the NVIDIA driver too old for Fooocus's torch (a GTX 1050 laptop), the
loaded NVIDIA kernel module and the driver libraries out of step on an AWS instance (SD.Next),
and torch 2.4's fbgemm.dll failing to load because the Visual C++ runtime's libomp140 DLL was
missing (kohya_ss GUI, German Windows). All broken: 10; working runs: 0 (none met).

Prose only (no log line): SD.Next #409 and InvokeAI #2735. Three texts stop where the stored copy
of the opening post breaks off: Fooocus #2071 (inside the traceback, before the driver error
line), InvokeAI #7683 (after the first traceback line; the poster's own follow-up with the sm_120
warning is added) and SD.Next #1581 (its log block is cut, so the post's prose, its platform block
and the poster's nvidia-smi follow-up are held).

Left out: threads whose resolution is not in the stored copy (AUTOMATIC1111 #10051, #10087,
#14617, #15743, #16501 and #16068 (Python 3.12 and 'from versions: none'), #17439 (32-bit Python),
#14749; Fooocus #885, #953, #1313, #1348, #2169 (Error 804), #2642 (CUDA unknown error after a
driver update); Forge #2191, #2863, #3119, #1243 (fbgemm.dll with the cu124 package); InvokeAI
#4267, #7011 (Error 803 on NixOS); SD.Next #1424, #3476), threads confirmed only by a later
commenter while the opening post gives no GPU (Forge #3095; AUTOMATIC1111 #15614), threads on
machines with no NVIDIA GPU at all (Fooocus #3, #1190, #3126, #3737 on AMD cards, #1583 and #2472
on a Colab runtime without a GPU), causes left unclear (Forge #1738: reinstalling torch fixed an
unquoted Torch/CUDA error; Fooocus #2391: driver 550 reported too old, a newer torch fixed it;
Fooocus #780: CUDA out of memory blamed on 8 GB of system RAM, not confirmed, OS not given), and
SD.Next #4232 (the opening post is not in the stored copy). InvokeAI #5399 (updater pulled torch
2.1.2+cpu) was left out as the same kind as #5130 with its log cut mid-traceback. ComfyUI was not
searched (drawn already).

At first look (the doctor of commit efdaa95) the cause was named in 3 of the 10 broken logs, all
3 first; there is no working run in the set. After the changes of the same day, 7 of 10.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="invokeai-3-4-upgrade-installed-torch-cpu-xformers-warning",
        source=_GH + "invoke-ai/InvokeAI/issues/5130",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### OS

Windows

### GPU

cuda

### VRAM

11

### What version did you experience this issue on?

3.4.0post1

### What happened?

After upgrading from 3.4.0rc2 to 3.4.0post1 in CLI - was fallback to using CPU instead of GPU CUDA.

As I found - while upgrading was installed PyTorch version for CPU

When start InvokeAI Web - in cmd i see
```
WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:
    PyTorch 2.1.0+cu121 with CUDA 1201 (you have 2.1.0+cpu)
    Python  3.10.11 (you have 3.10.11)
  Please reinstall xformers (see https://github.com/facebookresearch/xformers#installing-xformers)
  Memory-efficient attention, SwiGLU, sparse and more won't be available.
  Set XFORMERS_MORE_DETAILS=1 for more details
```

I tried reistall  a correct CUDA Xformers and PyTorch manually with cmd with global PIP of my system - but I see same error and same CPU fallback

---

PS: After this I tried to download new installer from https://github.com/invoke-ai/InvokeAI/releases/download/v3.4.0post1/InvokeAI-installer-v3.4.0post1.zip to reinstall InvokeAI.
But I see "Not found"
<img width="1132" alt="nf" src="https://github.com/invoke-ai/InvokeAI/assets/54937209/2e493a14-0ad3-481e-a597-44a2093cfce8">""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2023. The poster found and stated the cause in the opening post: 'As I found - while upgrading was installed PyTorch version for CPU' (the xFormers warning shows torch 2.1.0+cpu where 2.1.0+cu121 was expected: InvokeAI's updater had pulled the CPU-only torch wheel). Issue closed; the stored copy breaks off at a reply by Millu. A CPU-only PyTorch build, the torch counterpart of tensorflow-cpu-only-build.",
        platform="windows",
    ),
    CorpusLog(
        name="invokeai-3-4-0rc3-update-torch-2-1-0-cpu-generates-on-cpu",
        source=_GH + "invoke-ai/InvokeAI/issues/5065",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### OS

Linux

### GPU

cuda

### What version did you experience this issue on?

3.4.0rc3

### What happened?

When updating to 3.4.0rc3, an issue occurred with `xformers` and the installed torch version: 

Error below:

```
WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:
    PyTorch 2.1.0+cu121 with CUDA 1201 (you have 2.1.0+cpu)
    Python  3.10.11 (you have 3.10.6)
  Please reinstall xformers (see https://github.com/facebookresearch/xformers#installing-xformers)
  Memory-efficient attention, SwiGLU, sparse and more won't be available.
  Set XFORMERS_MORE_DETAILS=1 for more details
```

InvokeAI will still run, but generations only run on the CPU, not the GPU""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2023. Opened by Millu (of the InvokeAI team); the 'Contact Details' field (a Discord handle) is left out. Maintainer psychedelicious: 'There are a good number of users with this problem sprinkled throughout gh and discord. The reason for bumping to CUDA 12.1 was that xformers didn't have a build for 11.8. This has since been resolved, and now we do not need to enforce CUDA 12.1 ... I think we can safely revert that change' (the 3.4.0 update's CUDA 12.1 pin left pip installing the CPU-only torch 2.1.0+cpu). Issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="invokeai-2-0-conda-fresh-install-device-type-cpu-1080ti",
        source=_GH + "invoke-ai/InvokeAI/issues/1202",
        text=r"""**Describe your environment**
- GPU: cuda
- VRAM: 8gb
- OS: Windows
- Python: Anaconda

I recently updated to version 2.02 I deleted my previous install and started fresh install with Anaconda which I think caused me more headaches than if I had just updated it but eventually got it to run however it seems to be running off my CPU by default. 

Is there a command or something that I can use to switch it to my GPU ?(Cuda, 1080ti) it was working fine in all previous versions.

* Initializing, be patient...
>> GFPGAN Initialized
>> CodeFormer Initialized
>> ESRGAN Initialized
>> Using device_type cpu
>> Loading stable-diffusion-1.4 from models/ldm/stable-diffusion-v1/model.ckpt""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2022. The poster, the same day: 'OK I think I finally managed to fix this thanks to a comment by another helpful user, apparently something has gone wrong with pytorch installation during the setup so it needed to be removed and reinstalled. first I ran pip uninstall torch than pew new --python 3.10 -r requirements-lin-win-colab-CUDA.txt invokeai' (the torch in the environment was not a CUDA build; reinstalling from the CUDA requirements fixed it). Issue closed. Mapped to the CPU-only build by that fix; the poster did not name the build.",
        platform="windows",
    ),
    CorpusLog(
        name="kohya-ss-gui-fbgemm-dll-winerror-126-libomp140-missing",
        source=_GH + "kohya-ss/sd-scripts/issues/1597",
        text=r"""Seems like I'm having a similar issue as in #1557. When I run gui.bat, I get the following error.

```
PS P:\AI\kohya_ss> .\gui.bat
02:54:15-632812 INFO     Kohya_ss GUI version: v24.2.0

02:54:16-474771 INFO     Submodule initialized and updated.
02:54:16-476773 INFO     nVidia toolkit detected
02:54:18-197331 ERROR    Could not load torch: [WinError 126] Das angegebene Modul wurde nicht gefunden. Error loading
                         "P:\AI\kohya_ss\venv\lib\site-packages\torch\lib\fbgemm.dll" or one of its dependencies.
```

This happens since I updated to the **Flux compatible branch.** It worked with the standard version.""",
        expected_cause="msvc-runtime-missing",
        note="2024. German Windows message: 'Das angegebene Modul wurde nicht gefunden' = 'The specified module could not be found'. The poster, the same day: 'I actually found the solution myself. fbgemm.dll seems to require libomp140.x86_64.dll, and that one was removed from the Windows 11 C++ redistributables, as it seems. ... I had to use the Visual Studio installer to add the MSVC v143 - VS 2022 C++ - x64/x86 build tools (latest). The missing dll has suddenly reappeared in my system32 folder. The problem appeared after updating torch. Torch 2.3 and early don't require this DLL.' (a Microsoft Visual C++ runtime DLL that torch 2.4 needs was missing). The kohya_ss GUI for Kohya's Stable Diffusion trainer; issue left open.",
        platform="windows",
    ),
    CorpusLog(
        name="sdnext-aws-cudagetdevicecount-error-nvml-driver-library-mismatch",
        source=_GH + "vladmandic/sdnext/issues/1581",
        text=r"""[Issue]: CUDA initialization: Unexpected error from cudaGetDeviceCount().

### Issue Description

I've just updated my installation and extensions, and started to see this CUDA error again. It was due to dreambooth extension having issues before (https://github.com/vladmandic/automatic/issues/1065), and it worked ok for a while. After the upgrade same cuda errors popped up, making me disable those extensions again. However CUDA error stuck with the webui lol. Maybe I should completely remove them, not sure about that. 

There is a recent issue with another cuda error, i will try to update to torch nightly but it feels like thats not the problem here.

### Version Platform Description

15:25:42-114148 INFO     Starting SD.Next
15:25:42-117649 INFO     Python 3.10.11 on Linux
15:25:42-125144 INFO     Version: 99284ff02 Wed Jul 5 12:43:15 2023 +0300
15:25:42-337797 INFO     nVidia CUDA toolkit detected
15:25:43-404761 INFO     Torch 2.0.1+cu118

man this instance has isues

```
(vlad2) alice@host:~/vlad-webui$ nvidia-smi
Failed to initialize NVML: Driver/library version mismatch
```""",
        expected_cause="driver-library-mismatch",
        note="2023. The first line is the issue's title. The opening post's own log block is cut in the stored copy, so the text holds the post's prose and its 'Version Platform Description' block, then the poster's follow-up comment, posted before any answer. The poster found the cause on his AWS instance himself: 'man this instance has isues', nvidia-smi answering 'Failed to initialize NVML: Driver/library version mismatch' (the loaded NVIDIA kernel module and the user-space driver libraries differ, as after a driver update without a reboot). Issue closed with the label 'platform'; vladmandic's reply is cut in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="fooocus-gtx-1050-laptop-driver-too-old-generate-error",
        source=_GH + "lllyasviel/Fooocus/issues/2071",
        text=r"""just downloaded Fooocus and when i try to generate an image it just shows me a red "error" on the screen
screenshot of the error: [https://prnt.sc/_aHHW2SnYX7h](url)

Here's my laptop's specs:
CPU: Intel(R) Core(TM) i5-9300H CPU @ 2.40GHz   2.40 GHz
RAM: 16GB
GPU 0: INTEL(R) UHD Graphics 630
GPU 1: INVIDIA GeForce GTX 1050
2 Hard drives: 1) m2 SSD 256GB, 2) SSD 1TB with lots of free space (fooocus is installed in the 2nd disk)

FULL CONSOLE LOG:

D:\Programs\Fooocus>.\python_embeded\python.exe -s Fooocus\entry_with_update.py
Already up-to-date
Update succeeded.
[System ARGV] ['Fooocus\\entry_with_update.py']
Python 3.10.9 (tags/v3.10.9:1dd9be6, Dec  6 2022, 20:01:21) [MSC v.1934 64 bit (AMD64)]
Fooocus version: 2.1.864
Running on local URL:  http://127.0.0.1:7865

To create a public link, set `share=True` in `launch()`.
Exception in thread Thread-2 (worker):
Traceback (most recent call last):
  File "threading.py", line 1016, in _bootstrap_inner
  File "threading.py", line 953, in run
  File "D:\Programs\Fooocus\Fooocus\modules\async_worker.py", line 25, in worker
    import modules.default_pipeline as pipeline
  File "D:\Programs\Fooocus\Fooocus\modules\default_pipeline.py", line 1, in <module>
    import modules.core as core
  File "D:\Programs\Fooocus\Fooocus\modules\core.py", line 1, in <module>
    from modules.patch import patch_all""",
        expected_cause="driver-too-old",
        note="2024. Helper eddyizm: 'Looks like the error is telling you what you need to do. Update your nvidia drive.', quoting the log's 'RuntimeError: The NVIDIA driver on your system is too old (found version 11010)'; the poster: 'yes that was it, now it works thanks!!'; maintainer mashb1t: 'Closing this issue as solved.' The stored copy of the opening post breaks off inside the traceback, before the driver error line, so the text ends there (that line is known only from the helper's quote).",
        platform="windows",
    ),
    CorpusLog(
        name="invokeai-rtx-5090-torch-2-4-1-cu124-no-kernel-image-sm-120",
        source=_GH + "invoke-ai/InvokeAI/issues/7683",
        text=r"""### Is there an existing issue for this problem?

- [x] I have searched the existing issues

### Operating system

Windows

### GPU vendor

Nvidia (CUDA)

### GPU model

RTX 5090 FE

### GPU VRAM

32GB

### Version number

5.6.2

### Browser

Firefox

### Python dependencies

{
  "accelerate": "1.0.1",
  "compel": "2.0.2",
  "cuda": "12.4",
  "diffusers": "0.31.0",
  "numpy": "1.26.4",
  "opencv": "4.9.0.80",
  "onnx": "1.16.1",
  "pillow": "11.1.0",
  "python": "3.10.11",
  "torch": "2.4.1+cu124",
  "torchvision": "0.19.1+cu124",
  "transformers": "4.46.3",
  "xformers": "0.0.28.post1"
}

### What happened

Getting the following error while trying to generate an image:

```
Error while invoking session d47d1ba3-bc52-4d04-b425-ce08a91d84df, invocation 28b7c880-8463-4e2c-8ed2-4c674f25a610 (flux_text_encoder): CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

[2025-02-25 19:18:26,153]::[InvokeAI]::ERROR --> Traceback (most recent call last):

```
C:\Users\alice\AppData\Roaming\StabilityMatrix\Packages\InvokeAI\venv\lib\site-packages\torch\cuda\__init__.py:230: UserWarning:
NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

```""",
        expected_cause="compute-capability-unsupported",
        note="2025. The opening post is cut after the traceback's first line in the stored copy; the last block is the poster's own comment of the same day, posted before any answer. The title names the cause ('RTX 5090 support missing'): the torch 2.4.1+cu124 that the Stability Matrix launcher installed has no sm_120 (Blackwell) kernels. The poster later: 'with the StabilityMatrix launcher you have to option to override the Python modules ... I override the pytorch modules but then xformers start throwing compatibility errors because they also haven't updated'; another user (Andyx1976): the launcher 'installs an old version'. Issue open; no maintainer reply in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="forge-rtx-5080-sm-120-not-compatible-cu121-venv",
        source=_GH + "lllyasviel/stable-diffusion-webui-forge/issues/2601",
        text=r"""NVIDIA GeForce RTX 5080 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5080 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

This message appears when starting up and generation is no longer possible. In other words, since the new GPU RTX5080 does not support CUDA121, I think it is necessary to rebuild the venv with a new version of CUDA. (For example, CUDA126?)

However, when trying to build a venv from user.bat, the file is forcibly built for the CUDA121 environment, which is inconsistent with CUDA126 and makes it impossible to even install.
Can someone please tell me how to solve this?

It may be a problem with the RTX5080 driver...""",
        expected_cause="compute-capability-unsupported",
        note="2025. Forge's venv is built with torch for CUDA 12.1, whose kernels stop at sm_90; the RTX 5080 is sm_120. Confirmed by other users, not by the poster (who did not report back in the stored copy): allerias, with an RTX 5090, 'I can run forge again after do the following steps: Perform a fresh install of ReForge, Remove Forge venv folder, Copy the venv folder of Reforge into the Forge directory', reForge's installer being the one that 'automatically downloads the nightly cu128 version for windows' (quoted by Natural-Warp). Issue open.",
        platform="windows",
    ),
    CorpusLog(
        name="sdnext-rtx2060-torch-2-0-0-cpu-installer-missed-gpu",
        source=_GH + "vladmandic/sdnext/issues/409",
        text=r"""### Issue Description

I have an RTX2060 6Gb, but the generation process starts on the CPU, in the "System Info" section it says "2.0.0+cpu Autocast half" and an empty stash in the "GPU".

At the same time, everything works fine in A1111, all the necessary drivers and CUDA toolkit are installed.

How to switch CPU to GPU ?

### Version Platform Description

OS: Win10 Pro x64

WebIU:
updated: 2023-04-23
hash: bef352c2
url: https://github.com/vladmandic/automatic/tree/master""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2023. Prose only (the poster quotes the System Info line '2.0.0+cpu'). Maintainer vladmandic: 'installer installed cpu version of torch as at the time of installation it did not detect gpu. do you have nvidia cuda installed? if not, install it. then uninstall torch ... and rerun webui so it can detect gpu and install correct torch.' The poster's own System Info (torch 2.0.0+cpu) bears the cause out; his later replies are about where to run pip. Issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="invokeai-gtx-1060-installer-choose-for-me-cpu-torch",
        source=_GH + "invoke-ai/InvokeAI/issues/2735",
        text=r"""### Is there an existing issue for this?

- [X] I have searched the existing issues

### OS

Windows

### GPU

cuda

### What happened?

I have a NVIDIA GTX 1060 3Go and I installed InvokerAI via the installer.
When the installer asked me if I would either choose to run on my GPU or CPU, I have chosen the option "choose for me".
When I run the invoker.bat file, it's really slow and I checked the option and I saw that it was using CPU.
Is there any way to change the parameters and use GPU instead of CPU????

Will really help me
Thanks a lot for those who are willing to help me

### Screenshots

![image](https://user-images.githubusercontent.com/89693356/220003053-e086be72-b689-4370-9d75-06fadf7630bb.png)""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only PyTorch build (framework-cpu-only-build). 2023. Prose only; the 'Contact Details' field (an e-mail address) is left out. Maintainer ebr: 'To answer the question: you can reinstall over the existing installation, and select the GPU option explicitly. The installer should uninstall the CPU version of `torch` and install the GPU version. However, you will not have much luck generating images with your GPU, I'm afraid. 3GB is not enough VRAM.' (the installer's 'choose for me' had installed the CPU-only torch). Issue closed after that answer; no reply from the poster in the stored copy.",
        platform="windows",
    ),
)
