# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-eighth set of real threads: image-generation UI threads (2022-2026) from GitHub issues (issues corpus) where the NVIDIA GPU was not used or failed for a reason in the CUDA stack: AbdBarho/stable-diffusion-webui-docker, Stability-AI/StableSwarmUI, Comfy-Org/ComfyUI, lllyasviel/stable-diffusion-webui-forge, invoke-ai/launcher, easydiffusion/easydiffusion, plus one Stable Diffusion notebook thread on GoogleCloudPlatform/vertex-ai-samples.

Broken kinds held: Docker Desktop under WSL 1 (no GPU adapters for WSL), a Windows 10 build
(20H2) too old to give CUDA to WSL2, cuInit's unknown error after a laptop's sleep (container
on Ubuntu), drivers too old for the PyTorch build (CentOS 7.9 with A100s, Forge on Windows with a
CUDA 11.7 driver, a cu121 wheel on Vertex AI), a GTX 980 Ti given a PyTorch without its
compute capability, and the NVIDIA driver's unversioned libcuda.so link missing on Debian (no
catalogue cause). 8 broken, 0 working: no working run with alarming lines turned up.

Prose only (no log line): the invoke-ai/launcher record (1 of 8). The ComfyUI and Easy
Diffusion records quote their error only in the title or in a sentence.

Left out: threads whose resolution is not in the stored copy (ComfyUI-Docker containers with
CUDA_VISIBLE_DEVICES set to 'all', a Podman container under WSL2, Fooocus's CUDA unknown error
after a driver update and its Error 804, InvokeAI falling back to the CPU, several 'no kernel
image' threads on GTX 700/900/10xx cards), threads where only a later commenter, not the
poster, confirmed a fix, and RTX 50xx (Blackwell) threads.

At first look (the doctor of commit cf7d57e) the cause was named in 3 of the 8 broken logs, all 3
first (the record with no catalogue cause counts as a miss, and was read as no-nvidia-driver);
no working run in this set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="sd-webui-docker-hlky-wsl1-no-adapters-found",
        source=_GH + "AbdBarho/stable-diffusion-webui-docker/issues/117",
        text=r"""I'm using Windows with WSL1

Running the command:
```
docker compose --profile hlky up --build
```

I'm getting an error:
```
Use 'docker scan' to run Snyk tests against images to find vulnerabilities and learn how to fix them
[+] Running 1/1
 ⠿ Container webui-docker-hlky-1  Created                                                                                            1.3s
Attaching to webui-docker-hlky-1

Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: initialization error: WSL environment detected but no adapters were found: unknown
```

Kind of seems like a generic error, not related to this repo - but has anyone run into this and have suggestions?""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2022. Maintainer AbdBarho: 'WSL2 has GPU support, WSL1 doesn't.' The poster accepted it: 'Thanks - I think I should be able to switch to WSL2 at minimum to try this out.' (issue closed; no later report). WSL 1 has no GPU: the cause is under wsl-windows-driver-unreachable; filed under 'wsl2' as the nearest platform.",
        platform="wsl2",
    ),
    CorpusLog(
        name="sd-webui-docker-win10-20h2-libnvidia-ml-not-found",
        source=_GH + "AbdBarho/stable-diffusion-webui-docker/issues/129",
        text=r"""**Describe the bug**
Getting the following error when `docker compose --profile hlky up --build`
```
Error response from daemon: failed to create shim task: OCI runtime create failed: runc create failed: unable to start container process: error during container init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode as 'legacy'
nvidia-container-cli: initialization error: load library failed: libnvidia-ml.so.1: cannot open shared object file: no such file or directory: unknown
```

I'm using WSL2 (latest Docker Desktop).
GPU is RTX3090.

**Which UI**

hlky and auto

Please advise.

Windows 10 Pro, 20H2, 19042.928
Running docker compose in powershell""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2022. The last paragraph is the poster's answer to the maintainer's question. Maintainer AbdBarho: 'you need >= 2021H2' (with the FAQ on build errors on Windows); the poster: 'That makes sense. Thanks!' A Windows build that offers no CUDA to WSL2, so the container toolkit finds no driver library.",
        platform="wsl2",
    ),
    CorpusLog(
        name="stableswarmui-docker-comfyui-cuda-unknown-error-after-laptop-sleep",
        source=_GH + "Stability-AI/StableSwarmUI/issues/153",
        text=r"""I have a ubuntu20 I want to try the containerized version on.

I have successfully run OTHER nvidia accelerated containers on this box.

And when I run nvidia-smi inside the container, it correctly detects my gpu as:

  0  Quadro P620      
  
 Also, 
python3 torch.cuda.device_count()
returns 1

BUT.

The ComfyUI instance it tries to start, fails.

````
ComfyUI error: Traceback (most recent call last):
ComfyUI error:   File "/dlbackend/ComfyUI/main.py", line 72, in <module>
 ....
ComfyUI error:     return torch.device(torch.cuda.current_device())
ComfyUI error:                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^
ComfyUI error:   File "/dlbackend/ComfyUI/venv/lib/python3.11/site-packages/torch/cuda/__init__.py", line 769, in current_device
ComfyUI error:     _lazy_init()
ComfyUI error:   File "/dlbackend/ComfyUI/venv/lib/python3.11/site-packages/torch/cuda/__init__.py", line 298, in _lazy_init
ComfyUI error:     torch._C._cuda_init()
ComfyUI error: RuntimeError: CUDA unknown error - this may be due to an incorrectly set up environment, e.g. changing env variable CUDA_VISIBLE_DEVICES after program start. Setting the available devices to be zero.

````

help please""",
        expected_cause="cuinit-unknown-error",
        note="2023. The poster, the same day: 'apologies: problem was hardware on my end. after laptop went to sleep, it disabled cuda access. power cycle fixed the issue, docker containers run fine now'. CUDA's initialisation failing with an unknown error after suspend (the usual nvidia_uvm state); a power cycle fixed it.",
        platform="linux",
    ),
    CorpusLog(
        name="comfyui-centos79-a100-nvidia-driver-too-old",
        source=_GH + "Comfy-Org/ComfyUI/issues/6226",
        text=r"""RuntimeError: The NVIDIA driver on your system is too old

我使用centos7.9系统安装了comfyUI    使用了两张A100 80G显卡，运行python main.py报错
I installed ComfyUI on  CentOS 7.9 system with two A100 80G GPUs. When I run python main.py, an error occurred.""",
        expected_cause="driver-too-old",
        note="2024. The first line is the issue's title; the error itself was posted as a screenshot. ltdrdata (ComfyUI-Manager's author) answered: 'Literally, you need to update your GPU driver. PyTorch versions from 2.0.1 and above do not support CUDA 11.7.' The poster did not dispute it; issue closed.",
        platform="linux",
    ),
    CorpusLog(
        name="forge-windows-nvidia-driver-too-old-found-11070",
        source=_GH + "lllyasviel/stable-diffusion-webui-forge/issues/2053",
        text=r"""RuntimeError: The NVIDIA driver on your system is too old (found version 11070). Please update your GPU driver by downloading and installing a new version from the URL: http://www.nvidia.com/Download/index.aspx Alternatively, go to: https://pytorch.org to install a PyTorch version that has been compiled with your version of the CUDA driver.
Press any key to continue . . .
```
what do i do?
```""",
        expected_cause="driver-too-old",
        note="2024. ferater answered 'You can update your graphics card drivers'; the poster the next day: 'i fixed it but thanks' (without saying how; a later commenter complained of exactly that). The driver reports CUDA 11.7, older than Forge's PyTorch build needs; the poster did not dispute the answer.",
        platform="windows",
    ),
    CorpusLog(
        name="vertex-ai-dreambooth-stable-diffusion-cu121-driver-too-old",
        source=_GH + "GoogleCloudPlatform/vertex-ai-samples/issues/2655",
        text=r"""The default version was cu121, which didn't work and failed (RuntimeError: The NVIDIA driver on your system is too old) in this cell:

```
model_path = "model_artifacts"

pipe = StableDiffusionPipeline.from_pretrained(
    model_path, torch_dtype=torch.float16
).to("cuda")

g_cuda = None
```

```
import torch
print("PyTorch Version:", torch.__version__)
```
PyTorch Version: 2.1.2+**cu121**""",
        expected_cause="driver-too-old",
        note="2024. A Stable Diffusion (DreamBooth) notebook on Vertex AI. The poster's own fix, in the same post: after uninstalling torch and installing the cu118 wheels ('pip install torch torchvision torchaudio --index-url https://download.pytorch.org/whl/cu118') and a kernel restart 'it completed'. The VM's driver was too old for the cu121 build. The post's first point (accelerate missing from requirements.txt) and the poster's heading are left out.",
        platform="linux",
    ),
    CorpusLog(
        name="invokeai-launcher-gtx-980ti-torch-without-its-cuda-capability",
        source=_GH + "invoke-ai/launcher/issues/125",
        text=r"""Installer must be more smart about Nvidia 2xxx and lower install

I installed InvokeAI today on a pc with a GTX 980TI for testing and i did select said option, but it installed versions of torch and torchvision that did not support the old CUDA version of this specific card.""",
        expected_cause="compute-capability-too-old",
        note="2026. Prose only (the first line is the issue's title). The poster's own fix, in the same post: 'I fixed it by manually going into the developer console' and installing torch==2.5.0 / torchvision==0.20.0 from the cu124 index; 'After that invoke works at least for SDXL'. The GTX 980 Ti (Maxwell, compute capability 5.2) had no kernels in the torch the launcher installed. The platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="easydiffusion-debian-libcuda-so-unversioned-link-missing",
        source=_GH + "easydiffusion/easydiffusion/issues/2011",
        text=r"""Ran into this issue this week, and this might help out others.  Running Debian Linux ( bookworm still ), and suddenly was stuck on the "stable diffusion is loading" in the GUI, and never finished or gave me an error.

Manually ran it via console instead of as a service and it was failing with a fatal error "libcuda.so: cannot open shared object file: No such file or directory"

Nothing has changed on my end ( not even done any updates for quite some time ) so not sure if something changed in the code or what""",
        expected_cause=None,
        note="2026. The poster's own fix, in the same post: 'To fix i just did a symbolic link from libcuda.so.1 to libcuda.so', 'its an easy fix'. The driver's library (libcuda.so.1) was there; only the unversioned libcuda.so name that something asked for was missing. No catalogue ID fits exactly (no-nvidia-driver is for libcuda.so.1 itself missing, cuda-libraries-missing for the CUDA runtime and its libraries).",
        platform="linux",
    ),
)
