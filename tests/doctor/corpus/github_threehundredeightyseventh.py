# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-seventh set of real threads: Blackwell GPU threads (2025-2026) from GitHub issues (issues corpus), where an NVIDIA Blackwell GPU (RTX 5090, RTX PRO 5000 Blackwell, DGX Spark's GB10) met a framework or library built without its architecture.

Repositories: Hellod035/LeggedLab and DreamTechAI/Direct3D-S2 (PyTorch wheels that stop at sm_90),
microsoft/onnxruntime and peteonrails/voxtype (ONNX Runtime builds whose newest code is
compute_90a, which the driver cannot compile for sm_120), warpem/miss-alignment (a compiled PyTorch
extension, torch-projectors, released without Blackwell kernels while PyTorch itself had them) and
triton-lang/triton (the ptxas bundled with Triton not knowing sm_121a). None of the threads runs
TensorFlow itself; the cause lies in the same place TensorFlow's would: the compute capability of
the GPU against the architectures the build (or its ptxas) knows.

Broken kinds held (6): a GPU newer than the build (four threads: two PyTorch wheels, two ONNX
Runtime builds), a compiled add-on without the GPU's architecture (one, prose with the issue's
title only), and a ptxas older than the GPU (one; in Triton it is fatal, where TensorFlow would fall
back to the driver). Working runs: none met.

Left out: the TensorFlow Blackwell threads the searches returned (already in the corpus), threads
on image-generation interfaces and LLM inference servers (ComfyUI, Fooocus, FramePack, vLLM,
SGLang, Xinference, GPUStack), and the many RTX 50xx "no kernel image" threads whose stored copy
stops before any confirmation (among them ubicomplab/rPPG-Toolbox#409, state-spaces/mamba#867,
microsoft/onnxruntime#27504, deepbeepmeep/Wan2GP#376, ikawrakow/ik_llama.cpp#514).
Prose-only records: one of six.

At first look (the doctor of commit cf7d57e) the cause was named in 5 of the 6 broken logs, all 5
first; there is no working run. Missed: the RTX PRO 5000 Blackwell prose, whose only error is the
title's 'no kernel image available' with PyTorch's arch list said to include sm_120 (nothing named).
The ONNX Runtime log on Windows 11 also drew windows-native-no-gpu after the cause.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="leggedlab-rtx5090-torch-without-sm120-cu128-nightly-fixed",
        source=_GH + "Hellod035/LeggedLab/issues/26",
        text=r"""环境：
5090+i9-14th
运行：
python legged_lab/scripts/train.py --task=g1_flat --headless --logger=tensorboard --num_envs=64
报错：
NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster answered his own issue the same day and closed it: '解决：pip install --upgrade --pre torch torchvision --index-url https://download.pytorch.org/whl/nightly/cu128' (solved by the CUDA 12.8 nightly wheels, the first with sm_120). The installed PyTorch stopped at sm_90. The framework is PyTorch (Isaac Lab training), not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="direct3d-s2-rtx5090-torch-stable-without-sm120",
        source=_GH + "DreamTechAI/Direct3D-S2/issues/32",
        text=r"""I am getting the error

```NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.
The current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_61 sm_70 sm_75 sm_80 sm_86 sm_90.
If you want to use the NVIDIA GeForce RTX 5090 GPU with PyTorch, please check the instructions at https://pytorch.org/get-started/locally/
```""",
        expected_cause="compute-capability-unsupported",
        note="2025. Confirmed by the poster in the same post: 'The fix is to install a compatible CUDA version for the 5090 which is through the following command: pip3 install --pre torch torchvision torchaudio --index-url https://download.pytorch.org/whl/nightly/cu128', adding that it then 'breaks other packages like: flash_attn, kornia etc.' (those compiled packages had no build for that PyTorch yet; the thread stays open on that). The text keeps only the error part of the post. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="onnxruntime-gpu-123-rtx5090-reactor-relu-no-kernel-image",
        source=_GH + "microsoft/onnxruntime/issues/26221",
        text=r"""Is CUDA 12.9 and Torch 2.8 supported?
I am getting error on RTX 5090 

`[ReActor] 01:12:46 - STATUS - Building Face Model 4 of 4... 2025-10-03 01:12:46.1412434 [E:onnxruntime:, sequential_executor.cc:572 onnxruntime::ExecuteKernel] Non-zero status code returned while running Relu node. Name:'Relu_2' Status Message: CUDA error cudaErrorNoKernelImageForDevice:no kernel image is available for execution on the device`

Extremely Urgent

Windows 11 Python 3.10.11 and 3.12 both failed""",
        expected_cause="compute-capability-unsupported",
        note="2025. The poster edited the top of the post: 'onnxruntime-gpu==1.22.0 is working but onnxruntime-gpu==1.23.0 is failing' (the edit is left out of the text: it is what the downgrade revealed). The maintainer's pull request microsoft/onnxruntime#26230 (tianleiwu) names the cause for exactly this error on RTX 5090: 'onnxruntime-gpu 1.23 was built with 90a-virtual. The 90a architecture is a specialized, non-forward-compatible version of the Hopper architecture, making it incompatible with future GPU generations like Blackwell', reverting to 90-virtual as in 1.22. The framework is ONNX Runtime (under a ComfyUI face-swap node), not TensorFlow.",
        platform="windows",
    ),
    CorpusLog(
        name="voxtype-bin-pyke-onnxruntime-rtx5090-cast-no-kernel-image",
        source=_GH + "peteonrails/voxtype/issues/386",
        text=r"""Environment

  - GPU: NVIDIA GeForce RTX 5090
  - Driver: 595.71.05
  - Host CUDA: 13.2.1
  - Distro: Arch Linux
  - Package: aur/voxtype-bin 0.7.2-2

  Install

  paru -S voxtype-bin
  sudo voxtype setup gpu --enable
  sudo voxtype setup onnx --enable
  # engine = "parakeet" in ~/.config/voxtype/config.toml

  Error

  INFO Loading transcription model: parakeet-tdt-0.6b-v3
  INFO Detected CUDA runtime version: 13.2
  INFO Configuring CUDA execution provider for NVIDIA GPU acceleration
  INFO Parakeet Tdt model loaded in 0.77s
  INFO Model loaded, ready for voice input
  INFO Recording started (external trigger)
  INFO Recording stopped (1.7s)
  INFO Transcribing 1.7s of audio...
  ERROR Non-zero status code returned while running Cast node.
        Name:'/pre_encode/Cast' Status Message: CUDA error
        cudaErrorNoKernelImageForDevice:no kernel image is available
        for execution on the device
  ERROR Transcription failed: Transcription failed: Parakeet TDT inference failed:
        ONNX Runtime error: Non-zero status code returned while running Cast node.
        Name:'/pre_encode/Cast' Status Message: CUDA error
        cudaErrorNoKernelImageForDevice:no kernel image is available
        for execution on the device

  Reproduces on every transcription attempt.""",
        expected_cause="compute-capability-unsupported",
        note="2026. The maintainer's fix, peteonrails/voxtype#398 ('Switch onnx-cuda-13 to Microsoft ORT via load-dynamic for Blackwell [#386]'), states the root cause: the ONNX Runtime bundled in 0.7.2 (pyke prebuilt) had 'sm_30, sm_70, sm_75, sm_80, sm_86, sm_89, sm_90a' and 'compute_90a (can't JIT to 12.0)', while Microsoft's 1.24.4 cu13 build has sm_120; the issue was closed with that release. The post goes on to say that the source package, which loads the distribution's ONNX Runtime, works on the same machine (cut: the stored sentence is truncated). The framework is ONNX Runtime, not TensorFlow.",
        platform="linux",
    ),
    CorpusLog(
        name="miss-alignment-rtx-pro-5000-blackwell-torch-projectors-no-sm120",
        source=_GH + "warpem/miss-alignment/issues/107",
        text=r"""CUDA error: no kernel image available

Probably of note is the fact that our system is using the newer RTX PRO 5000 Blackwell cards, which I know often throw these kind of errors when the PyTorch and CUDA versions aren't configured correctly. 

But I can verify that we're using torch == 2.8.0 and CUDA == 12.9 (consistent with install instructions), and running `torch.cuda.get_arch_list()` in python suggests that our versions should be compatible with `sm_120` compute capability. 

Happy to provide any more info that might be helpful!""",
        expected_cause="custom-op-build-mismatch",
        note="2026. Prose: the first line is the issue's title; the command and its output that open the post are not in the stored copy. The maintainer (dtegunov): 'Sorry, my bad. v0.11 of https://github.com/warpem/torch-projectors comes with Blackwell support for cu128 and cu129 now.'; the poster: 'Perfect, can confirm that it's working now.' PyTorch itself had sm_120; the compiled extension torch-projectors had no Blackwell kernels. Platform not stated (a Linux workstation or cluster is the usual set-up).",
        platform="linux",
    ),
    CorpusLog(
        name="triton-dgx-spark-bundled-ptxas-sm121a-not-defined",
        source=_GH + "triton-lang/triton/issues/8539",
        text=r"""### Describe the bug

Seeing the following  error 
```
riton.runtime.errors.PTXASError: PTXAS error: Internal Triton PTX codegen error
`ptxas` stderr:
ptxas fatal   : Value 'sm_121a' is not defined for option 'gpu-name'

Repro command: /home/alice/miniforge3/envs/pt10/lib/python3.10/site-packages/triton/backends/nvidia/bin/ptxas -lineinfo -v --gpu-name=sm_121a /tmp/tmpkw7ug6t8.ptx -o /tmp/tmpkw7ug6t8.ptx.o
```

The command line  for reproduction is : 

`python  01-vector-add.py`

### Environment details

```
pip list|grep -ie triton -e torch
pytorch-triton         3.5.0+git7416ffcb
torch                  2.10.0.dev20251024+cu130
torchvision            0.25.0.dev20251025
```
`GPU: DGX Spark`""",
        expected_cause="ptxas-too-old",
        note="2025. A Triton maintainer (masahi): 'The issue should be fixed by using PTXAS shipped with CUDA 13. Try setting `TRITON_PTXAS_PATH` to `/usr/local/cuda/bin/ptxas` etc.'; another DGX Spark user (thewh1teagle): 'Setting export TRITON_PTXAS_PATH=/usr/local/cuda/bin/ptxas On the DGX Spark fixed it for me'. The poster did not answer. The ptxas bundled with pytorch-triton did not know the GB10's sm_121a; in Triton this is fatal (TensorFlow's XLA would fall back to the driver). The framework is Triton under PyTorch, not TensorFlow.",
        platform="linux",
    ),
)
