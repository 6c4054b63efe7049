# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentysixth set of real threads: NVIDIA Blackwell GPUs (RTX 5060 Ti to 5090, RTX PRO 6000 Blackwell, B200) under programs whose PyTorch build predates them (2025-2026), from GitHub issues on pytorch/pytorch, nagadomi/nunif, YanWenKun/Hunyuan3D-2-WinPortable, TensorAuto/OpenTau, LykosAI/StabilityMatrix, lllyasviel/Fooocus, SUC-DriverOld/MSST-WebUI, lmoe/wyoming-xtts, stemrollerapp/stemroller, weecology/DeepForest, remsky/Kokoro-FastAPI and CoreWorxLab/CAAL.

Broken kinds held: every record is a PyTorch build without kernels for the card (compute
capability 12.0, or 10.0 for the B200): a wheel built with CUDA 12.1 or 12.6 or older (PyTorch
2.2 to 2.6, or an early 2.7 nightly for cu121), whether installed by the user, bundled in a
portable Windows package (nunif, Hunyuan3D-2 portable, Fooocus, MSST-WebUI, StemRoller,
Stable Diffusion WebUI Forge under StabilityMatrix), pinned by a project (OpenTau, DeepForest's
conda environment) or baked into a container image (wyoming-xtts, Kokoro-FastAPI, the Kokoro
image CAAL pulls). Each was confirmed by a build with CUDA 12.8 or later (PyTorch 2.7 and up, a
cu128/cu129 nightly, a cu128 image or package). Logs range from the plain 'sm_120 is not
compatible' warning and 'no kernel image is available' to prose and a collect_env table.
All broken: 13; working runs: none. lmoe/wyoming-xtts#1, gathered here too, is held in the
four-hundred-and-twenty-seventh set, gathered the same day.

Left out: threads where the fix was several changes at once and the cause was not singled out
(pytorch/pytorch#149845: new driver, cuDNN and a nightly wheel together), threads whose cause
was muddled (gpustack/gpustack#1382: the same error after swapping the 5090D for a Tesla M40),
threads whose first post already carried the fix and no log (remsky/Kokoro-FastAPI#320), a
prose request with no log and no platform (ace-step/ACE-Step#12), a post mixing two faults
(Pikurrot/whisper-gui#45: missing cuDNN 8 DLLs and no sm_120), many open or stale threads with
no confirmation in the stored copy (xformers wheels without sm_120, vLLM 0.9 on the 5090,
Stable Diffusion WebUI Forge and ComfyUI reports, PaddleX, RVC, GPT-SoVITS), the NVIDIA open
kernel module 'No devices were found' reports on the 5090 (hardware or BIOS settings, not a
build older than the card), and Blackwell threads already held (TensorFlow's
CUDA_ERROR_INVALID_PTX reports, ONNX Runtime 1.23's 90a-virtual build, Triton's ptxas on GB10).

At first look (the doctor of commit b726e33) the cause was named in all 13 broken logs, each
first; there is no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="pytorch-2-2-cu121-rtx-5090-not-detected-cuda-12-1-build",
        source=_GH + "pytorch/pytorch/issues/160804",
        text=r"""PyTorch 2.2.0+cu121 fails to detect NVIDIA GeForce RTX 5090 (32GB) even though the GPU is properly installed and recognized by nvidia-smi.

### Environment
- **PyTorch Version**: 2.2.0+cu121
- **GPU**: NVIDIA GeForce RTX 5090 (32GB GDDR7)
- **CUDA Version**: 12.8 (Driver 570.181)
- **OS**: Ubuntu (Linux)
- **Python**: 3.12.3
- **Motherboard**: X870E

### Reproduction
```python
import torch
print(f"CUDA Available: {torch.cuda.is_available()}")  # Returns False
print(f"GPU Count: {torch.cuda.device_count()}")       # Returns 0
```""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer malfet: 'Short answer: CUDA-12.1, that was released in April 2023 do not support RTX 5090, that was released Jan 2025, please use PyTorch compiled with CUDA-12.8 (which is the first version to support Blackwell architecture) or later'; issue closed. The poster reports is_available() as False (a cu121 wheel usually says True and warns about sm_120); the cause stated is the build.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-2-6-cu126-rtx-5090d-sm-120-collect-env",
        source=_GH + "pytorch/pytorch/issues/150733",
        text=r"""Collecting environment information...
/home/alice/anaconda3/envs/py312/lib/python3.12/site-packages/torch/cuda/__init__.py:235: UserWarning: 
NVIDIA GeForce RTX 5090 D with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5090 D GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

  warnings.warn(
PyTorch version: 2.6.0+cu126
Is debug build: False
CUDA used to build PyTorch: 12.6
ROCM used to build PyTorch: N/A

OS: Ubuntu 24.10 (x86_64)
GCC version: (Ubuntu 14.2.0-4ubuntu2) 14.2.0
Clang version: Could not collect
CMake version: Could not collect
Libc version: glibc-2.40

Python version: 3.12.9 | packaged by Anaconda, Inc. | (main, Feb  6 2025, 18:56:27) [GCC 11.2.0] (64-bit runtime)
Python platform: Linux-6.11.0-21-generic-x86_64-with-glibc2.40
Is CUDA available: True
CUDA runtime version: Could not collect
CUDA_MODULE_LOADING set to: LAZY
GPU models and configuration: GPU 0: NVIDIA GeForce RTX 5090 D
Nvidia driver version: 570.124.04
cuDNN version: Probably one of the following:
/usr/lib/x86_64-linux-gnu/libcudnn.so.9.8.0""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer malfet: 'This is expected, as you'll need CUDA-12.8 to support 5090. Please try nightly builds or upcoming 2.7 release'; mobulan: '装2.8就好了，pytorch官网选择nightly版本，cuda要求12.8' (installing the 2.8 nightly with CUDA 12.8 fixes it), and felixliufei, on four 5090s: 'I have already got this far' (inference runs); issue closed. Text is the collect_env block of the first post (the stored copy shows it from 'Collecting environment information...'; cut after the cuDNN line); user name in the path replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="nunif-windows-rtx-5090-no-kernel-image-torch-without-cuda-12-8",
        source=_GH + "nagadomi/nunif/issues/308",
        text=r"""When trying to use my graphics card I get an error:

RuntimeError:
CUDA error: no kernel image is available for execution on the device CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1.

I am running this on windows, using cpu works, but is very slow.  Would love to use my 5090.""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer nagadomi: 'To run on RTX5090, torch and torchvision built with CUDA 12.8 are required. However, those official pre-built binaries for Windows are not released yet.', then 'cu128 is only available for torch 2.7'; issue closed once such wheels were out. The poster's own confirmation is not in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="hunyuan3d-2-winportable-rtx-5090-bundled-pytorch-too-old",
        source=_GH + "YanWenKun/Hunyuan3D-2-WinPortable/issues/35",
        text=r"""It looks like pytorch has trouble working with the new rtx 5090 CUDA version. It looks like there is a nightly build available in the short term.

How can I get the bundled python standalone that runs with this package to use the updated nightly build that is compatible with RTX 5090s?

Cheers""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer YanWenKun gave an install-pt.bat that force-reinstalls the cu128 nightly of torch into the bundled python_standalone, then: 'I'm closing this issue since the new release with PyTorch 2.7 +' (a portable release bundling PyTorch 2.7 with CUDA 12.8). Prose only: the bundled PyTorch predates the 5090.",
        platform="windows",
    ),
    CorpusLog(
        name="opentau-notebook-rtx-5090-sm-120-pinned-old-torch",
        source=_GH + "TensorAuto/OpenTau/issues/74",
        text=r"""Currently https://github.com/TensorAuto/OpenTau/blob/main/notebooks/pi05_evaluation_only.ipynb failed with error

```sh
NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
```

on NVIDIA GeForce RTX 5090.

It would be great to upgrade to newer PyTorch 2.8 or above, thanks! ☺️
https://github.com/TensorAuto/OpenTau/blob/4ae6ca7e4dfcc8c94622b76e9fe54df669f729b0/pyproject.toml#L68""",
        expected_cause="compute-capability-unsupported",
        note="2026. The project's pyproject pinned a torch without sm_120; maintainer shuheng-liu: 'To clarify, the change is currently taking place on the `main` branch. We haven't released a version on PyPI yet' (the torch upgrade asked for); issue closed as resolved by it. Platform not stated in the thread; linux assumed.",
        platform="linux",
    ),
    CorpusLog(
        name="stabilitymatrix-forge-rtx-5060-ti-torch-2-3-1-cu121-sm-120",
        source=_GH + "LykosAI/StabilityMatrix/issues/1463",
        text=r"""A:\_AI-ML\stability-matrix\Data\Packages\Stable Diffusion WebUI Forge\venv\lib\site-packages\torch\cuda\__init__.py:209: UserWarning: 

NVIDIA GeForce RTX 5060 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.

The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.

If you want to use the NVIDIA GeForce RTX 5060 Ti GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

---

pytorch version: 2.3.1+cu121""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster, in the same post, after the log: he fixed 'this sm_120 issue' 'by updating to cu129 in the forge venv folder' (the Forge package StabilityMatrix installed came with torch 2.3.1+cu121); the rest of the thread is about an ADetailer error that followed. Text is only the log block of the post.",
        platform="windows",
    ),
    CorpusLog(
        name="fooocus-2-5-5-rtx-5070-generation-stuck-sm-120",
        source=_GH + "lllyasviel/Fooocus/issues/3953",
        text=r"""### Checklist

- [ ] The issue has not been resolved by following the [troubleshooting guide](https://github.com/lllyasviel/Fooocus/blob/main/troubleshoot.md)
- [ ] The issue exists on a clean installation of Fooocus
- [ ] The issue exists in the current version of Fooocus
- [ ] The issue has not been reported before recently
- [ ] The issue has been reported before but has not been fixed yet

### What happened?

just upgraded from an 1080TI to RTX 5070

tried to generate image and nothing happen, i provided a log and it seem to get stuck on something, idk if it requires a new patch or update to make it compatable.

### Steps to reproduce the problem

Start bat.exe
go to web browser
use image input, and advance
select advance at the bottom
add 2 random images
remove all styles
then click generate.

### What should have happened?

it should have mixed 2 of the images and generated an image of what i wanted. currently held up by this issue.

### What browsers do you use to access Fooocus?

Google Chrome

### Where are you running Fooocus?

Locally

### What operating system are you using?

Windows 10

NVIDIA GeForce RTX 5070 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5070 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

also forgot this in the log""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster the next day: 'nvm, this issue can be worked around with ticket #3862 closing post. it works for now.' (Fooocus#3862's fix: a PyTorch nightly for CUDA 12.8 in place of the bundled cu121 torch); closed. The first post's console log is not in the stored copy: text is the post up to its 'Console logs' section (left out), then the poster's next comment, the warning he had 'forgot' in the log.",
        platform="windows",
    ),
    CorpusLog(
        name="msst-webui-rtx-5090-no-kernel-image-needs-cu128-package",
        source=_GH + "SUC-DriverOld/MSST-WebUI/issues/91",
        text=r""" CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1.
Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

相同的电脑之前用4070的时候能正常跑，换成5090就不行了""",
        expected_cause="compute-capability-unsupported",
        note="2025. In Chinese: 'The same computer ran fine with a 4070; after switching to a 5090 it no longer works.' Maintainer SUC-DriverOld: '50系列需要重新下载专用的整合包，在release的说明里有写' (the 50 series needs the dedicated all-in-one package, as the release notes say: MSST_WebUI_1.7.0_v2_Full_Support_50X0_cu128.7z); the poster: '抱歉没有仔细看，感谢您的及时回复' (sorry, I had not read carefully; thanks for the quick reply). The regular package's PyTorch has no sm_120 kernels.",
        platform="windows",
    ),
    CorpusLog(
        name="stemroller-bundled-pytorch-rtx-5060-ti-sm-120",
        source=_GH + "stemrollerapp/stemroller/issues/102",
        text=r"""The bundled version of Pytorch does not support modern NVIDIA cards, giving the error:
`NVIDIA GeForce RTX 5060 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_37 sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90 compute_37.
If you want to use the NVIDIA GeForce RTX 5060 Ti GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/`""",
        expected_cause="compute-capability-unsupported",
        note="2025. Another user: 'same issue with 5080'; maintainer iffyloop (2026): 'This should be fixed with the latest release, 3.1.0. I'm closing for now' (a release with a newer bundled PyTorch); closed. StemRoller's CUDA build is its Windows one.",
        platform="windows",
    ),
    CorpusLog(
        name="deepforest-b200-sm-100-conda-pytorch-too-old",
        source=_GH + "weecology/DeepForest/issues/1090",
        text=r"""RuntimeError: CUDA error: no kernel image is available for execution on the device
NVIDIA B200 with CUDA capability sm_100 is not compatible with the current PyTorch installation.""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster, in the same post: 'DeepForest's conda dependencies use older PyTorch versions that don't support sm_100' and proposed pip PyTorch packages instead of pytorch::pytorch and nvidia::cudatoolkit; maintainer ethanwhite: 'We got this working'; closed. Text cut before the poster's root-cause section.",
        platform="linux",
    ),
    CorpusLog(
        name="kokoro-fastapi-container-rtx-pro-6000-blackwell-sm-120",
        source=_GH + "remsky/Kokoro-FastAPI/issues/365",
        text=r"""Launching the docker:

WARNING: Defaulting repo_id to hexgrad/Kokoro-82M. Pass repo_id='hexgrad/Kokoro-82M' to suppress this warning.
/app/.venv/lib/python3.10/site-packages/torch/nn/modules/rnn.py:123: UserWarning: dropout option adds dropout after all but last recurrent layer, so non-zero dropout expects num_layers greater than 1, but got dropout=0.2 and num_layers=1
  warnings.warn(
/app/.venv/lib/python3.10/site-packages/torch/nn/utils/weight_norm.py:143: FutureWarning: `torch.nn.utils.weight_norm` is deprecated in favor of `torch.nn.utils.parametrizations.weight_norm`.
  WeightNorm.apply(module, name, dim)
/app/.venv/lib/python3.10/site-packages/torch/cuda/__init__.py:235: UserWarning:
NVIDIA RTX PRO 6000 Blackwell Workstation Edition with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA RTX PRO 6000 Blackwell Workstation Edition GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/

I've seen this error plenty of times and it's usually some package, torch or otherwise, that isn't updated for Blackwell compatibility (RTX 5060-5090, 6000).""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster, the same day: 'FYI I was able to get kokoro to launch and work by updating torch inside the container' (the image's torch had no sm_120 kernels). Issue left open.",
        platform="linux",
    ),
    CorpusLog(
        name="caal-kokoro-gpu-image-rtx-5080-no-kernel-image",
        source=_GH + "CoreWorxLab/CAAL/issues/4",
        text=r"""The current GPU image fails to start on NVIDIA RTX 5080 cards (Blackwell architecture). The application crashes immediately upon initialization with a CUDA kernel error, indicating that the installed version of PyTorch was not compiled with support for Compute Capability 12.0 (sm_120).

Error Log:

Plaintext

INFO     | model_manager:38 | Initializing Kokoro V1 on cuda
INFO     | kokoro_v1:46 | Loading Kokoro model on cuda
...
RuntimeError: Failed to load Kokoro model: CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.
Environment:

GPU: NVIDIA GeForce RTX 5080

Driver Version: 570.xx+ (CUDA 12.8)

Image: ghcr.io/remsky/kokoro-fastapi-gpu:latest

Possible Cause: The base PyTorch installation inside the container does not include kernels for the Blackwell architecture. An update to a newer PyTorch version (e.g., Nightly or 2.6+) compatible with CUDA 12.x is likely required.""",
        expected_cause="compute-capability-unsupported",
        note="2026. Fixed by the maintainers' pull request CoreWorxLab/CAAL#5 (merged the same day): 'Update Kokoro image from :latest to :v0.2.4-master which includes PyTorch 2.7.1+cu128 with RTX 50 series GPU support. Fixes #4'; issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-nightly-cu121-rtx-5070-ti-sm-120-no-kernel-image",
        source=_GH + "pytorch/pytorch/issues/153928",
        text=r"""### Summary

I recently installed a **NVIDIA RTX 5070 Ti** GPU and attempted to use it with the latest PyTorch nightly (2.6.0.dev20241112+cu121). PyTorch detects the GPU, but throws the following error on any `.to("cuda:1")` or `device_map={"": "cuda:1"}` operation:

```
RuntimeError: CUDA error: no kernel image is available for execution on the device
```

The console also outputs:

```
UserWarning: NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.
```

This compute capability `sm_120` is not listed in any official CUDA docs and appears to be incorrectly reported by PyTorch.""",
        expected_cause="compute-capability-unsupported",
        note="2025. Maintainer malfet: 'sm_120 is not supported by CUDA-12.1. You'll need to use 12.8 + PyTorch-2.7.0'; issue closed. The bot's cc line after the post is left out. Platform not stated; linux assumed.",
        platform="linux",
    ),
)
