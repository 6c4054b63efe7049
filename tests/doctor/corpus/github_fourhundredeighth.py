# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-eighth set of real threads: ComfyUI and its custom nodes on the CUDA stack (2024-2026), from GitHub issues on Comfy-Org/ComfyUI, kijai/ComfyUI-SUPIR and ltdrdata/ComfyUI-Impact-Pack.

The framework is PyTorch, not TensorFlow, but every cause lies in the stack TensorFlow loads the
same way: a torch wheel built without kernels for the GPU (RTX 50xx on cu126 builds, a GTX 1070
on a cu129 build), compiled add-ons (xformers, torchvision's ops) built against another torch
release, and a CUDA_VISIBLE_DEVICES=-1 set for the whole system on a Windows laptop. Broken: 8
(one prose only). Working: 1 (a clean portable install printing the "not compiled with flash
attention" warning while generating).

Left out: threads whose stored copy ends before any confirmation (RTX 50xx "no kernel image"
reports answered only with links, SageAttention/triton DLL failures, onnxruntime-gpu provider DLLs
in ReActor and controlnet_aux, flash-attn undefined symbols, driver-too-old reports where the
answer is cut off in the stored copy), and posts whose text states the cause and fix itself with no
log (a Docker image shipping a cu126 torch for RTX 50xx cards, a Nix package for Pascal cards).
Three records are of the same kind (RTX 50xx on a torch without sm_120); they differ in what the
log shows (only the runtime error, only the start-up warning, both).

At first look (the doctor of commit dbf53a7) the cause was named in 4 of the 8 broken logs, all 4
first; the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="comfyui-supir-xformers-built-for-torch-220-have-212",
        source=_GH + "kijai/ComfyUI-SUPIR/issues/35",
        text=r"""WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:
    PyTorch 2.2.0+cu121 with CUDA 1201 (you have 2.1.2+cu121)
    Python  3.11.7 (you have 3.11.6)

I tried upgrading Torch for Comfy and it crashed comfy completely""",
        expected_cause="custom-op-build-mismatch",
        note="2024. xformers' compiled extensions built for torch 2.2.0 loaded into a ComfyUI portable with torch 2.1.2. Maintainer kijai: 'It clearly says you have old torch, so it's not updated?' with the command to upgrade torch from the cu121 index; the poster: 'command worked for me though, Thanks Kijai!' (his first upgrade, a plain 'pip install torch', had given a CPU build: kijai 'on Windows you have to specify the cuda url or it installs CPU version'). Windows portable (python_embeded).",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-desktop-gtx1070-torch-cu129-no-pascal-kernels",
        source=_GH + "Comfy-Org/ComfyUI/issues/9929",
        text=r"""Hello,  

I recently installed **ComfyUI Desktop**.  
**Setup:** i7-8750H, GTX 1070, 16 GB RAM.  
**Versions:** PyTorch 2.8.0 + cu129  

At startup, I noticed warnings about an incompatibility.  
When trying to use Flux Schnell, I ran into a kernel-related error.""",
        expected_cause="compute-capability-too-old",
        note="2025. Prose only (the warnings and the error are described, not pasted). The poster's own fix in the same post: 'I reinstalled torch, torchvision, and torchaudio with version 2.8.0+cu128. After that, ComfyUI worked successfully.' (the cu129 torch 2.8 wheels carry no kernels for Pascal, sm_61). The poster later opened a pull request (Comfy-Org/ComfyUI#10769) to pin torch for Pascal GPUs. Platform not stated; ComfyUI Desktop on a GTX 1070 laptop, windows assumed.",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-impact-pack-torchvision-nms-no-cuda-backend",
        source=_GH + "ltdrdata/ComfyUI-Impact-Pack/issues/915",
        text=r"""Could not run 'torchvision::nms' with arguments from the 'CUDA' backend. This could be because the operator doesn't exist for this backend, or was omitted during the selective/custom build process (if using custom build). If you are a Facebook employee using PyTorch on mobile, please visit https://fburl.com/ptmfixes for possible resolutions. 'torchvision::nms' is only available for these backends: [CPU, Meta, QuantizedCPU, BackendSelect, Python, FuncTorchDynamicLayerBackMode, Functionalize, Named, Conjugate, Negative, ZeroTensor, ADInplaceOrView, AutogradOther, AutogradCPU, AutogradCUDA, AutogradXLA, AutogradMPS, AutogradXPU, AutogradHPU, AutogradLazy, AutogradMTIA, AutogradMeta, Tracer, AutocastCPU, AutocastXPU, AutocastMPS, AutocastCUDA, FuncTorchBatched, BatchedNestedTensor, FuncTorchVmapMode, Batched, VmapMode, FuncTorchGradWrapper, PythonTLSSnapshot, FuncTorchDynamicLayerFrontMode, PreDispatch, PythonDispatcher].""",
        expected_cause="custom-op-build-mismatch",
        note="2025. torchvision's compiled operators (here nms, used by the detector nodes) without a CUDA kernel for the installed torch. Maintainer ltdrdata: 'You need to reinstall torch packages. [...] This is a version mismatch issue between torch dependencies.' Issue closed, not disputed. The platform is not stated (windows is a placeholder).",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-rtx5070-no-kernel-image-needs-cu128",
        source=_GH + "Comfy-Org/ComfyUI/issues/7380",
        text=r"""### Your question

GPU RTX 5070 user Unable to resolve this issue
CUDA error: no kernel image is available for execution on the device

### Logs

```powershell
GPU RTX 5070 user Unable to resolve this issue
CUDA error: no kernel image is available for execution on the device
```""",
        expected_cause="compute-capability-unsupported",
        note="2025. An RTX 5070 (Blackwell, sm_120) on a torch built without sm_120. Answered by LukeG89, a regular helper on the tracker: 'You need to install nightly Pytorch with CUDA 12.8', with the pip command for the portable build and a link to the RTX 50 discussion; not disputed, issue closed (labelled stale). The platform is not stated; the answer's commands are for the Windows portable build.",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-stability-matrix-rtx5070ti-sm120-torch-cu126",
        source=_GH + "Comfy-Org/ComfyUI/issues/7126",
        text=r"""CUDA error: no kernel image is available for execution on the device CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect. For debugging consider passing CUDA_LAUNCH_BLOCKING=1 Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.

I encountered the same error and also received the following warning in my stability matrix console after updating (it seems Blackwell GPU support was mentioned in the changelog but appears to be only partially implemented):

`ComfyUI\venv\lib\site-packages\torch\cuda\__init__.py:235: UserWarning: 
NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5070 Ti GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/`""",
        expected_cause="compute-capability-unsupported",
        note="2025. The first paragraph is the opening post (one line, no more facts); the second is the comment of a second user, EpicMulletGuy, who met 'the same error' and confirmed the cause on his machine: 'I resolved this issue using the files from this link: https://huggingface.co/w-e-w/torch-2.6.0-cu128.nv. After installing them, the workflow now runs as expected again.' (a torch built with CUDA 12.8 and sm_120). ComfyUI under Stability Matrix, Windows paths.",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-portable-rtx5070ti-sm120-not-compatible-warning",
        source=_GH + "Comfy-Org/ComfyUI/issues/7127",
        text=r"""On a fresh install (or an older install), when using a 5070 ti the following error comes up:

```
A:\Sin Sincronización\Chrome\ComfyUI_windows_portable>.\python_embeded\python.exe -s ComfyUI\main.py --windows-standalone-build
Checkpoint files will always be loaded safely.
A:\Sin Sincronización\Chrome\ComfyUI_windows_portable\python_embeded\Lib\site-packages\torch\cuda\__init__.py:235: UserWarning:
NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
...
```""",
        expected_cause="compute-capability-unsupported",
        note="2025. The portable build's torch had no sm_120 kernels. The poster names the fix in the same post, under 'Expected Behavior' (left out of the text): 'The user shouldn't have to manually reinstall. This workaround is far from an acceptable solution, A lot of people don't know how to fix this issue (the manual reinstall).' (reinstalling torch built with CUDA 12.8). The last line of the warning is cut in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-conda-torch-231-xformers-c-pyd-entry-point",
        source=_GH + "Comfy-Org/ComfyUI/issues/4785",
        text=r"""### Expected Behavior

Load smoothly

### Actual Behavior

I get this errors after update to Pytorch 2.3.1 ::
conda install pytorch==2.3.1 torchvision==0.18.1 torchaudio==2.3.1 pytorch-cuda=12.1 -c pytorch -c nvidia


"" the procedure entry point
element size@tensoriteratorbase@at@QEBA_JH@Z
could not be locate in the dynamic link library
k:\ComfyUI\ComfyUI_Ex\python_miniconda_env\ComfyUI\lib\site-packages\xformers\_C.pyd. ""

### Steps to Reproduce

Update to Pytorch 2.3.1""",
        expected_cause="custom-op-build-mismatch",
        note="2024. Windows' 'Entry Point Not Found' popup: xformers' compiled _C.pyd was built for the torch installed before the update. mcmonkey4eva (ComfyUI team): 'you should probably not install xformers at all, but if you do, you need to update it when you update torch'; a commenter reported the linked xformers builds resolved the popup. Not disputed, issue closed.",
        platform="windows",
    ),
    CorpusLog(
        name="comfyui-rtx5070ti-laptop-cuinit-100-cuda-visible-devices",
        source=_GH + "Comfy-Org/ComfyUI/issues/13695",
        text=r"""### Environment

- **GPU**: NVIDIA GeForce RTX 5070 Ti Laptop GPU (Blackwell, compute capability 12.0)
- **Driver**: 595.79 (CUDA 13.2)
- **OS**: Windows 11
- **PyTorch**: 2.11.0+cu130

### Problem

After installing ComfyUI on an RTX 5070 Ti laptop, CUDA was not available:
- torch.cuda.is_available() returned False
- cuInit() returned error code 100
- nvidia-smi worked fine, but no CUDA program could access the GPU""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="2026. The poster's own write-up after fixing it lists four 'Root Causes and Fixes' (left out of the text): hybrid-graphics GPU preference for python.exe, a CUDA Toolkit cudart64_12.dll ahead of torch's cudart64_13.dll on PATH, 'System-level CUDA_VISIBLE_DEVICES=-1: Must force-override to 0', and TORCH_CUDA_ARCH_LIST. Of these, the variable is the one that gives cuInit error 100 (CUDA_ERROR_NO_DEVICE) while nvidia-smi still sees the GPU; the others are the poster's other changes.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="comfyui-portable-flash-attention-not-compiled-warning",
        source=_GH + "Comfy-Org/ComfyUI/issues/2765",
        text=r"""ComfyUI Revision: 1965 [f44225fd] | Released on '2024-02-09'

Just a got a new Win 11 box so installed CUI on a completely unadultered machine.
There are NO 3rd party nodes installed yet.

I get the following warnings when queuing anything:

**Number 1**
```
model_type EPS
adm 0
Using pytorch attention in VAE
Working with z of shape (1, 4, 32, 32) = 4096 dimensions.
Using pytorch attention in VAE
missing {'cond_stage_model.clip_l.logit_scale', 'cond_stage_model.clip_l.text_projection'}
```

**Number 2**
```
C:\AI\ComfyUI_windows_portable\ComfyUI\comfy\ldm\modules\attention.py:325: UserWarning: 1Torch was not compiled with flash attention. (Triggered internally at ..\aten\src\ATen\native\transformers\cuda\sdp_utils.cpp:263.)
  out = torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=0.0, is_causal=False)
```

I've been reading about these on 3rd party forums and couldn't figure out their origins. Can they be ignored safely?

Thank you.""",
        expected_cause=None,
        harmless=True,
        note="2024. A clean Windows portable install running prompts on the GPU (the warning comes from torch's CUDA attention path) and printing these lines on every queued prompt. Harmless by the outcome: other users with the same lines, 'It does not seem to affect the output' (carlosalberto2000); issue closed. The warning says the torch build lacks the flash-attention kernel; torch then uses another attention kernel.",
        platform="windows",
    ),
)
