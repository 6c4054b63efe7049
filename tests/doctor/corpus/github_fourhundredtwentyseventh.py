# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentyseventh set of real threads: self-hosted home-server applications running ML on an NVIDIA GPU (2024-2026), from GitHub issues on immich-app/immich, blakeblackshear/frigate, codeproject/CodeProject.AI-Server, OHF-Voice/wyoming-faster-whisper, OHF-Voice/wyoming-piper, lmoe/wyoming-xtts and imagegenius/docker-obico.

Broken kinds held: a Frigate container on Unraid started without `--gpus=all` (1); the Secure
Boot of an Ubuntu server keeping the NVIDIA kernel module from loading under CodeProject.AI
(1); CUDA libraries missing where the app needs them: CUDA 12 cuBLAS for Home Assistant's
Wyoming faster-whisper on a CUDA 11.8 host, and the CUDA 11 runtime a darknet GPU library needs
in the Obico container (2); a Blackwell GPU (compute capability 12.0) newer than the app's
build: PyTorch in the Wyoming XTTS image, the CUDA 12.2 runtime of immich's machine-learning
image (2); and the CPU-only ONNX Runtime package installed where Wyoming Piper's `--cuda` needs
onnxruntime-gpu (1). All broken: 7; working runs: 0.

Left out: threads whose stored copy holds only the long opening (configuration files, docker
inspect output) with no answer in view, which is most Frigate TensorRT threads
(blakeblackshear/frigate#6092, #8329, #9097, #9434, #9608, #11518); open threads with a guess
or a workaround but no confirmed cause (immich-app/immich#10726, #19714,
linuxserver/docker-faster-whisper#25, #42, #50, imagegenius/docker-immich#692); causes in the
application itself rather than the GPU setup (imagegenius/docker-immich#505, a detection
regression fixed in the image; codeproject/CodeProject.AI-Server#8, face processing built
without CUDA); threads whose opening post is not in the stored copy
(MekayelAnik/ispyagentdvr-docker#96, where the maintainer confirmed that the image ships no
CUDA runtime or cuDNN); and immich-app/immich#28583, a later copy by the same poster of the
immich record held here (#28031).

At first look (the doctor of commit b726e33) the cause was named in 4 of the 7 broken logs, 3
first, and one (immich#28031) got a wrong error besides: ONNX Runtime's retry on the CPU read as
its CPU package, corrected the same day; there is no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="frigate-unraid-v13-tensorrt-cuda-init-failure-no-gpus-all",
        source=_GH + "blakeblackshear/frigate/issues/9575",
        text=r"""[HW Accel Support]: Fresh pull of v13 in Unraid - CUDA initialization failure

### Describe the problem you are having

I had removed the original Frigate container and template and pulled down a "fresh" copy for v13 and installed the NVIDIA Branch when it asked me in Community Apps which branch I wanted to install.  So I did not upgrade from 12-13, I started with a new pull down of the container.  I have a CUDA capable GPU installed and visibile.

### Version

v13""",
        expected_cause="container-without-gpus",
        note="2024. Maintainer NickM-27, after seeing the container's Unraid template: 'you need to add `--gpus=all` to the extra arguments list'; the poster (usafle): 'S.O.B.  That fixed it.  She starts now.' Issue closed. The first line is the issue's title; the stored copy of the opening post breaks off inside the Frigate config, which is left out, so the text is prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="codeproject-ai-ubuntu-24-cuda-not-detected-secure-boot",
        source=_GH + "codeproject/CodeProject.AI-Server/issues/154",
        text=r"""**Area of Concern**
- [X] Server
- [ ] Behaviour of one or more Modules [provide name(s), e.g. ObjectDetectionYolo]
- [ ] Installer
- [ ] Runtime [e.g. Python3.7, .NET]
- [ ] Module packages [e.g. PyTorch)
- [ ] Something else

**Describe the bug**
It appears that in Ubuntu 22.04 and 24.04, CUDA isn't properly detected in version 2.8.0, with only the CPU being available. However, version 2.6.5 works fine with CUDA on Ubuntu 22.04. I noticed that in the release notes for version 2.8.1, there are mentions of fixes for CUDA detection and .NET 8 support (specifically for Ubuntu 24.04 in my case).  I’m unable to find version 2.8.1 on the downloads page even though I see it is the current release.

**Expected behavior**
CUDA (GPU) should be detected and work as designed. 

**Screenshots**
If applicable, add screenshots to help explain your problem.

**Your System (please complete the following information):**
 - CodeProject.AI Server version: 2.8.0
 - OS: Ubuntu 24.04
 - System RAM 16Gb
 - GPU:  NVIDIA RTX A2000 
 - GPU RAM: 12GB

**Additional context**
Add any other context about the problem here.""",
        expected_cause="driver-not-loaded",
        note="2024. The poster (LeeGDavis) three days later: 'This turned out to be Secure boot. Disabling this fixed the issues with Nvidia detection.' (UEFI Secure Boot refuses the unsigned NVIDIA kernel module, so the installed driver never loads.) Issue closed. Prose and the filled-in issue template only; the poster's suspicion of the 2.8.0 release was wrong.",
        platform="linux",
    ),
    CorpusLog(
        name="wyoming-faster-whisper-libcublas-so-12-cuda-11-8-host",
        source=_GH + "OHF-Voice/wyoming-faster-whisper/issues/30",
        text=r"""Ubuntu 20.84
CUDA 11.8
Nvidia Driver 525.147.05
Python 3.8
Pytorch 2.2.1+cu118
cuBLAS 11.11.3.6
cuDNN 8.7.0.84

The service works well enough when using CPU, but I  cannot get it to work with CUDA. Every guide I have have followed so far has used CUDA 11.8 but it seems that the version of cTranslate2 used in faster-whisper 1.0.0 now requires CUDA12 libraries.

On trying to use CUDA I get the Error: RuntimeError: Library libcublas.so.12 is not found""",
        expected_cause="cuda-libraries-missing",
        note="2024. Home Assistant's Wyoming faster-whisper server run from a clone. Another user with the same error (super-qua): 'I had the same problem. I was able to solve it by following the hint here https://github.com/SYSTRAN/faster-whisper/issues/516#issuecomment-1902687567 in order to add the correct virtual environment paths to the `LD_LIBRARY_PATH`' (pip install nvidia-cublas and nvidia-cudnn into the venv, then export their lib folders), after which `script/run ... --device cuda` ran. Issue closed. faster-whisper 1.0 (CTranslate2 4) needs the CUDA 12 cuBLAS, which the CUDA 11.8 host did not have; the poster did not reply.",
        platform="linux",
    ),
    CorpusLog(
        name="obico-cuda-image-darknet-gpu-lib-needs-libcudart-11-unraid",
        source=_GH + "imagegenius/docker-obico/issues/69",
        text=r"""I'm running the community app with the cuda tag and all the relevant Nvidia info but during a print from Bambuddy I don't see any usage at all on the GPU, but do see usage on the CPU, what am I doing wrong?
<img width="958" height="1502" alt="Image" src="https://github.com/user-attachments/assets/3b07f710-ae31-4655-b5a3-4001d460f49e" />""",
        expected_cause="cuda-libraries-missing",
        note="2026. Unraid, the Obico (3D-print failure detection) container's cuda tag. Prose and a screenshot only. Another user with the same symptom (PhoenixKopf, runtime nvidia set, nvidia-smi working in the container) 'tracked down the root cause — plus a working fix': darknet.py silently falls back from libdarknet_gpu.so to the CPU library, and loading it by hand gives 'OSError: libcudart.so.11.0: cannot open shared object file: No such file or directory' ('libdarknet_gpu.so is compiled against CUDA 11.x (needs libcudart.so.11.0, libcublas.so.11, libcudnn.so.8), but the contain[er]' lacks them). The cause lies in the image, so it holds for the poster too; the poster did not reply in the stored copy (issue open).",
        platform="linux",
    ),
    CorpusLog(
        name="wyoming-xtts-rtx-5060-ti-sm-120-pytorch-not-compatible",
        source=_GH + "lmoe/wyoming-xtts/issues/1",
        text=r"""I tried to run this container, but got a warning:
```
/opt/venv/lib/python3.11/site-packages/torch/cuda/__init__.py:287: UserWarning:
NVIDIA GeForce RTX 5060 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5060 Ti GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
```""",
        expected_cause="compute-capability-unsupported",
        note="2026. A Wyoming (Home Assistant voice) XTTS server container. The maintainer (lmoe): 'Can you try the `lmo3/wyoming-xtts:cu128` build I just pushed to Dockerhub?'; the poster (soosp): 'Hi, Thanks for the quick fix! It is works now.' Issue closed. The image's PyTorch had no kernels for the Blackwell GPU (compute capability 12.0); a CUDA 12.8 build has them. The framework is PyTorch, not TensorFlow. Platform not stated (a Docker container, so Linux).",
        platform="linux",
    ),
    CorpusLog(
        name="immich-ml-release-cuda-12-2-blackwell-rtx-5060-ti-error-35",
        source=_GH + "immich-app/immich/issues/28031",
        text=r"""## Environment

- Immich version: v2.7.5
- ML image: `ghcr.io/immich-app/immich-machine-learning:release-cuda`
- GPU: NVIDIA GeForce RTX 5060 Ti (Blackwell, compute capability 12.0 / sm_120)
- Driver: 580.126.18 (supports CUDA 13.0)
- ONNX Runtime in image: 1.24.1
- CUDA runtime in image: 12.2.2 (`nvidia/cuda:12.2.2-runtime-ubuntu22.04`)

## Problem

The `release-cuda` ML image fails to initialize CUDA on Blackwell GPUs (RTX 50-series) with:

```
CUDA failure 35: CUDA driver version is insufficient for CUDA runtime version
EP Error: Failed to parse provider option "device_id": ... cudaGetDeviceCount
Falling back to ['CPUExecutionProvider']
```""",
        expected_cause="compute-capability-unsupported",
        note="2026. The poster (ekropotin) found the cause himself and stated it in the same post (left out of the text): 'CUDA 12.2 has no knowledge of `sm_120` (Blackwell) — support for this architecture was introduced in **CUDA 12.8** ... the 12.2 runtime doesn't recognise it and fails with error 35.' His pull request immich-app/immich#28032 (a CUDA 12.8.1 base image), tested on the same RTX 5060 Ti in a privileged LXC container: 'Before: ONNX Runtime log shows `CPUExecutionProvider` ... After ...: ONNX Runtime log shows `CUDAExecutionProvider`; GPU utilization is non-zero'; maintainer bo0tzz closed the PR to make the bump through Renovate instead. Issue closed. The error text says 'driver insufficient' although driver 580 is new: driver-too-old would be the wrong reading. The framework is ONNX Runtime, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="wyoming-piper-cuda-falls-back-cpu-onnxruntime-without-gpu-package",
        source=_GH + "OHF-Voice/wyoming-piper/issues/32",
        text=r'''The failure only occurs at runtime and falls back to CPU which is not obvious until you inspect the logs and see 
"/.venv/lib/python3.11/site-packages/onnxruntime/capi/onnxruntime_inference_collection.py:121: UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider names.Available providers: 'AzureExecutionProvider, CPUExecutionProvider'"''',
        expected_cause="framework-cpu-only-build",
        note="2025. Home Assistant's Wyoming Piper (text to speech) run with `--cuda`. The poster's first sentence (and the title, 'Cuda support fails as piper1gpl setup does not include onnxruntime-gpu') name the cause and are left out of the text: 'Automatic setup does not cover GPU --cuda mode as the piper1-gpl setup does not require the onnxruntime-gpu dependency.' The maintainer (synesthesiam) agreed in 2026: 'I've documented the need to install the extra package. I don't want this to be the default, as Piper is mainly aimed at CPU usage.' The ONNX Runtime installed was the CPU-only package (the TensorFlow analogue: a CPU-only build). The framework is ONNX Runtime, not TensorFlow.",
        platform="linux",
    ),
)
