# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-sixtyeighth set of real threads: ComfyUI and its custom nodes on NVIDIA GPUs (2024-2026), from GitHub issues on LykosAI/StabilityMatrix, Tavris1/ComfyUI-Easy-Install, Comfy-Org/ComfyUI and custom-node repositories (AIGODLIKE/ComfyUI-ToonCrafter, 1hew/ComfyUI-1hewNodes, florestefano1975/ComfyUI-HiDiffusion).

Broken kinds held: a ComfyUI install whose torch was moved to a cu130 build while the NVIDIA
driver was older than CUDA 13 needs (Stability Matrix, ComfyUI-Easy-Install on an RTX 5080
laptop), and a CUDA torch replaced by a CPU-only build, either by a custom node's requirements
(ToonCrafter, 1hewNodes, HiDiffusion) or by the portable build's update script. All broken: 6;
working runs: 0 (none met).

Left out: most ComfyUI threads on these errors had no confirmation in the stored text: the
stored copy is the opening of the thread, and the fix, if any, lies past it (ComfyUI#2427,
#4759, #6679, #8708, #13798, #1865; comfyui-reactor-node#238, #283, #331; kijai's
WanVideoWrapper triton threads #74, #92, #875; mmartial/ComfyUI-Nvidia-Docker#61, #33;
YanWenKun/ComfyUI-Docker#60). Left out too: threads confirmed only by other users with their
own set-ups (ComfyUI#9650, #9705, #4845 whose first post is not stored), maintainers' advice
with no reply on an open issue (MieMieeeee/ComfyUI-Mie-Package-Launcher#100, Krita AI
Diffusion #1620, #2426), threads whose first post is not in the stored copy (ComfyUI#940, the
cudaMallocAsync 'operation not supported' thread on Maxwell laptops; chflame163/ComfyUI_LayerStyle
#295), AMD/ZLUDA and Intel set-ups, and custom-node torch downgrades where the thread never
says the platform (thezveroboy/ComfyUI-CSM-Nodes#4, zhongpei/Comfyui_image2prompt#79).

At first look (the doctor of commit 56a7ba4) the cause was named in 2 of the 6 broken logs,
each first; there is no working run in the set. After the changes of the same day, the same.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="stability-matrix-comfyui-cu130-torch-old-driver-not-launching",
        source=_GH + "LykosAI/StabilityMatrix/issues/1507",
        text=r"""### What happened?

After Last Update ComfyUI is not launching anymore
Tied to reinstall SM from scratch issue persists.

### Relevant logs

```shell

```

### Version

v2.15.5

### What Operating System are you using?

Windows""",
        expected_cause="driver-too-old",
        note="2025. Stability Matrix's NeuralFault: force-reinstall torch from the cu128 index, 'The change to cu130 PyTorch builds is causing a problem, likely an underlying compatibility conflict'; another user with the same failure (Jascyc): 'It works now and thanks for your advice.'; NeuralFault then: 'Figured out the crux of the issue, people are just not keeping their Nvidia drivers relatively up to date. cu130 is the current default build ... The common factor found between users coming upon this issue has been found that their Nvidia GPU drivers are too old'. The poster (niksalyan) did not reply in the stored copy; issue open. The post itself has no log: prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="easy-install-rtx5080-laptop-driver-573-cuda-not-initialized",
        source=_GH + "Tavris1/ComfyUI-Easy-Install/issues/116",
        text=r"""I am trying to run ComfyUIeasy install on a Windows laptop with an NVIDIA GeForce RTX 5080 Laptop GPU (16 GB VRAM).

On startup, ComfyUI exits and prints the following messages:

“If you see this and ComfyUI did not start, try updating your Nvidia drivers.”
“If you get a c10.dll error, install VC Redist.”

In my case:

NVIDIA drivers are installed and up to date, and the GPU is correctly detected by Windows.

No c10.dll error is shown.

Despite this, ComfyUI does not start and CUDA is not initialized (torch.cuda.is_available() returns False).

Could you please clarify:

Whether RTX 50-series (Blackwell) laptop GPUs are currently supported by ComfyUI / the recommended PyTorch CUDA builds.

Which PyTorch / CUDA version is expected to work with RTX 5080 GPUs.

Whether using PyTorch nightly builds is currently the correct workaround, or if there is an official recommended solution.""",
        expected_cause="driver-too-old",
        note="2026. Maintainer Tavris1, after the poster's two screenshots (not text): 'Your drivers are v573.24. To run ComfyUI you' (the stored copy breaks off mid-sentence); the issue was closed. The installer's default torch of early 2026 is a cu130 build (its add-on check accepts CUDA 12.8 or 13.0, and older GPUs are told to install a 'Torch 2.8.0+cu128' pack), and CUDA 13 needs driver 580 or newer, so driver 573 leaves torch without CUDA although the poster calls the driver up to date. Weaker confirmation: maintainer's diagnosis plus closing; no reply from the poster is stored.",
        platform="windows",
    ),
    CorpusLog(
        name="tooncrafter-requirements-torch-2-3-cpu-replaced-cu121",
        source=_GH + "AIGODLIKE/ComfyUI-ToonCrafter/issues/15",
        text=r"""before     \python_embeded\python.exe -m pip install -r requirements.txt

>>> import torch
>>> print(torch.__version__)
2.2.0+cu121
>>>torch.cuda.is_available()
True

安装依赖之后
after install requirements.txt
>>> print(torch.__version__)
2.3.0+cpu
>>> torch.cuda.is_available()
False

and can't run comfy ui：
 File "D:\.....\new_ComfyUI_windows_portable\python_embeded\Lib\site-packages\torch\cuda\__init__.py", line 284, in _lazy_init
    raise AssertionError("Torch not compiled with CUDA enabled")
AssertionError: Torch not compiled with CUDA enabled
  彻底打不开comfy ui了，""",
        expected_cause="framework-cpu-only-build",
        note="2024. Partly in Chinese: '安装依赖之后' = 'after installing the dependencies'; '彻底打不开comfy ui了' = 'ComfyUI will not open at all any more'. The poster (cnhh-cyc) two days later: 'i have got it' and, in Chinese, 'because the torch version it needs is 2.3.0, it automatically upgraded to a 2.3.0 CPU build', then how to find which Python's site-packages holds that torch (pip show torch) and put the CUDA build back. Another user: 'same'. Issue open.",
        platform="windows",
    ),
    CorpusLog(
        name="1hewnodes-requirements-pypi-torch-2-9-1-replaced-cu130",
        source=_GH + "1hew/ComfyUI-1hewNodes/issues/3",
        text=r"""## Problem

Running `pip install -r requirements.txt` for this node pack pulls `torch 2.9.1` and `torchvision 0.24.1` from PyPI, overwriting the user's existing CUDA-enabled PyTorch installation.

In my case, it replaced:
- `torch 2.10.0+cu130` → `torch 2.9.1` (no CUDA)
- `torchvision 0.25.0+cu130` → `torchvision 0.24.1` (no CUDA)

This happens because PyPI only hosts CPU/non-CUDA torch builds. The `torch>=1.9.0` entry in requirements.txt causes pip to see the PyPI version as a candidate and "resolve" to it, stripping CUDA support in the process.

## Impact

- **GPU acceleration lost** — torch without CUDA falls back to CPU
- **xformers breaks** — xformers 0.0.35 requires `torch>=2.10`
- **torchaudio breaks** — torchaudio 2.10.0+cu130 requires `torch==2.10.0`
- Users must manually reinstall from the PyTorch CUDA index to recover

## Suggested Fix

Remove `torch`, `torchvision`, and any other PyTorch ecosystem packages from `requirements.txt`. These are runtime dependencies managed by ComfyUI itself and should not be overridden by custom nodes.

ComfyUI installs torch from `https://download.pytorch.org/whl/cu1XX`, and custom node requirements should defer to that installation rather than pulling from PyPI.

## Environment

- ComfyUI 0.15.1
- Python 3.12.11
- NVIDIA GeForce RTX 3050 Laptop GPU (4GB VRAM)""",
        expected_cause="framework-cpu-only-build",
        note="2026. The poster (AstroMash) found and states the cause in the report: the node pack's requirements replaced torch 2.10.0+cu130 by PyPI's torch 2.9.1 without CUDA; the issue was closed (the closing comment is not in the stored copy, which also breaks off after the GPU line of the environment list). Platform not named: Windows inferred (PyPI's torch wheels lack CUDA only on Windows; Python 3.12.11 is the ComfyUI Desktop interpreter there).",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-portable-update-script-reinstalls-cpu-torch",
        source=_GH + "Comfy-Org/ComfyUI/issues/8484",
        text=r"""### Custom Node Testing

- [x] I have tried disabling custom nodes and the issue persists (see [how to disable custom nodes](https://docs.comfy.org/troubleshooting/custom-node-issues#step-1%3A-test-with-all-custom-nodes-disabled) if you need help)

### Expected Behavior

Start COMFYUI normally

### Actual Behavior

COMFYUI cannot start

### Steps to Reproduce

My native language is Chinese, and this issue is the result of my translation using a translation software. I apologize that it may not be very accurate.

The problem I encountered is that when I upgrade COMFYUI and its dependencies using the "update_comfyui_1d_python_deependencies. bat" file in the "update" folder, by default, the original torch torch torch vision torch studio three dependencies will be uninstalled and only the CPU version will be reinstalled. This will cause my COMFYUI to not start properly, and I need to reinstall the corresponding GPU version, such as "Python-m pip install torch torch vision torch studio -- index url" https://download.pytorch.org/whl/cu126 ”.
I don't think this is a good upgrade method. Can we change it to first check whether the original version is the CPU or GPU version, and if it is the GPU version, reinstall it with the GPU version still installed?""",
        expected_cause="framework-cpu-only-build",
        note="2025. The poster (lzhfdwu007) found and states the cause: the portable build's update_comfyui_and_python_dependencies.bat replaced the CUDA torch by a CPU-only one, and reinstalling torch from the cu126 index made ComfyUI start again. Machine-translated from Chinese by the poster. Issue open ('Potential Bug'). Text cut before the Debug Logs block, whose stored copy breaks off after its first characters ('D:\\Comfy').",
        platform="windows",
    ),
    CorpusLog(
        name="hidiffusion-node-reinstalled-torch-not-compiled-with-cuda",
        source=_GH + "florestefano1975/ComfyUI-HiDiffusion/issues/2",
        text=r'''First thing it did upon installing is reinstall torch and now comfy won't boot
"Torch not compiled with CUDA enabled"''',
        expected_cause="framework-cpu-only-build",
        note="2024. The poster (kwas-123) names the cause: installing the node reinstalled torch; maintainer florestefano1975: 'I am sorry. In the original repository it is stated that they are necessary.' (linking HiDiffusion's requirements.txt, which lists torch); closed. Platform not named: Windows inferred (a torch reinstalled from PyPI lacks CUDA only on Windows).",
        platform="windows",
    ),
)
