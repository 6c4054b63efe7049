# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-sixtyfourth set of real threads: training and fine-tuning libraries with compiled CUDA parts (2022-2025), from GitHub issues on DeepSpeed's op builder (deepspeedai/DeepSpeedExamples and projects that train with it: enhuiz/vall-e, mallorbc/Finetune_LLMs), hpcaitech/ColossalAI, unslothai/unsloth, bitsandbytes (through Thund3rPat/kohya_ss-linux), xformers (yufu-wang/PromptHMR), vllm-project/vllm and krrish94/chamferdist.

Broken kinds held: a CUDA extension built by a system nvcc of another CUDA release than the
PyTorch build (vLLM twice, chamferdist, xFormers' wheel for another torch and CUDA in PromptHMR),
an nvcc too old for the GPU it is asked to target (DeepSpeed's fused_adam and cpu_adam JIT builds
for an RTX 4090 or an Ampere card: vall-e, Finetune_LLMs, DeepSpeedExamples), the CUDA runtime
library that bitsandbytes looks for under a name that is not there (kohya_ss on Linux), a
CPU-only PyTorch under unsloth on Windows, and ColossalAI installed without its CUDA extensions
because the host had no full CUDA toolkit (no catalogue ID). All broken: 10; working runs: 0.

Left out: most threads on deepspeedai/DeepSpeed, bitsandbytes-foundation/bitsandbytes,
Dao-AILab/flash-attention, NVIDIA/apex and NVIDIA/TransformerEngine had no confirmation by the
poster in the stored text (long first posts whose resolution, if any, lies past the stored
opening: DeepSpeed#2772, #2871, #2902, bitsandbytes#778, #817, #838, apex#1748), or only other
users' workarounds (flash-attention#853, #1832, DeepSpeed#3223, bitsandbytes#52, where the first
post was not reachable), or a cause inside the library itself (bitsandbytes binaries not shipped
for a CUDA release, flash-attention wheels built against another torch ABI, triton#2110 fixed by a
pull request). DeepSpeed-MII#277 and DeepSpeed#3635 were left out because the first post holds
only screenshots; DeepSpeed#3105 (a working run with the 'accepting this combination' notice)
because the maintainer's answer is not in the stored copy; ColossalAI#2183 because the stored
opening stops before the error and the thread ends with several causes at once; unsloth#5226
because it ran on a TPU; Akegarasu/lora-scripts#101 (bitsandbytes on a laptop with only an
Intel GPU) because the corpus already holds it.

At first look (the doctor of commit 85a1016) the cause was named in 6 of the 10 broken logs,
each first; there is no working run in the set. After the changes of the same day, 8 of 10,
each first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepspeed-vall-e-fused-adam-nvcc-unsupported-compute-89-rtx-4090",
        source=_GH + "enhuiz/vall-e/issues/71",
        text=r"""Unsupported gpu architecture 'compute_89'

I have an RTX 4090. I'm not sure if that's the problem

```
Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
[1/2] /usr/local/cuda/bin/nvcc  -DTORCH_EXTENSION_NAME=fused_adam -DTORCH_API_INCLUDE_EXTENSION_H -DPYBIND11_COMPILER_TYPE=\"_gcc\" -DPYBIND11_STDLIB=\"_libstdcpp\" -DPYBIND11_BUILD_ABI=\"_cxxabi1011\" -I/home/alice/.conda/envs/valle/lib/python3.10/site-packages/deepspeed/ops/csrc/includes -I/home/alice/.conda/envs/valle/lib/python3.10/site-packages/deepspeed/ops/csrc/adam -isystem /home/alice/.conda/envs/valle/lib/python3.10/site-packages/torch/include -isystem /home/alice/.conda/envs/valle/lib/python3.10/site-packages/torch/include/torch/csrc/api/include -isystem /home/alice/.conda/envs/valle/lib/python3.10/site-packages/torch/include/TH -isystem /home/alice/.conda/envs/valle/lib/python3.10/site-packages/torch/include/THC -isystem /usr/local/cuda/include -isystem /home/alice/.conda/envs/valle/include/python3.10 -D_GLIBCXX_USE_CXX11_ABI=0 -D__CUDA_NO_HALF_OPERATORS__ -D__CUDA_NO_HALF_CONVERSIONS__ -D__CUDA_NO_BFLOAT16_CONVERSIONS__ -D__CUDA_NO_HALF2_OPERATORS__ --expt-relaxed-constexpr -gencode=arch=compute_86,code=compute_86 -gencode=arch=compute_86,code=sm_86 --compiler-options '-fPIC' -O3 -DVERSION_GE_1_1 -DVERSION_GE_1_3 -DVERSION_GE_1_5 -lineinfo --use_fast_math -gencode=arch=comp""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The poster (utiq) the same day: 'Never mind, it was the Cuda version that it was not updated for the GPU. Version 11.8 is required.' Issue closed. DeepSpeed's fused_adam JIT build ran the system nvcc under /usr/local/cuda, a CUDA release before 11.8 that cannot target the RTX 4090 (compute_89). The first line is the issue's title; the stored copy of the first post breaks off inside the nvcc command line (its end, with the nvcc error, is not stored).",
        platform="linux",
    ),
    CorpusLog(
        name="finetune-llms-docker-cuda-11-7-deepspeed-cpu-adam-compute-89",
        source=_GH + "mallorbc/Finetune_LLMs/issues/20",
        text=r""""nvcc fatal : Unsupported gpu architechture 'compute_89'" with docker image

Running the docker image, and with the default everything (except dataset, and the json renamed as I was tweaking it but this run is with no tweaks) I get the following stacktrace

```
Allowing ninja to set a default number of workers... (overridable by setting the environment variable MAX_JOBS=N)
[1/2] /usr/local/cuda/bin/nvcc  -DTORCH_EXTENSION_NAME=cpu_adam -DTORCH_API_INCLUDE_EXTENSION_H -DPYBIND11_COMPILER_TYPE=\"_gcc\" -DPYBIND11_STDLIB=\"_libstdcpp\" -DPYBIND11_BUILD_ABI=\"_cxxabi1011\" -I/usr/local/lib/python3.8/dist-packages/deepspeed/ops/csrc/includes -I/usr/local/cuda/include -isystem /usr/local/lib/python3.8/dist-packages/torch/include -isystem /usr/local/lib/python3.8/dist-packages/torch/include/torch/csrc/api/include -isystem /usr/local/lib/python3.8/dist-packages/torch/include/TH -isystem /usr/local/lib/python3.8/dist-packages/torch/include/THC -isystem /usr/local/cuda/include -isystem /usr/include/python3.8 -D_GLIBCXX_USE_CXX11_ABI=0 -D__CUDA_NO_HALF_OPERATORS__ -D__CUDA_NO_HALF_CONVERSIONS__ -D__CUDA_NO_BFLOAT16_CONVERSIONS__ -D__CUDA_NO_HALF2_OPERATORS__ --expt-relaxed-constexpr -gencode=arch=compute_86,code=compute_86 -gencode=arch=compute_86,code=sm_86 --compiler-options '-fPIC' -O3 --use_fast_math -std=c++14 -U__CUDA_NO_HALF_OPERATORS__ -U__CUDA_NO_HALF_CONVERSIONS__ -U__CUDA_NO_HALF2_OPERA""",
        expected_cause="custom-op-build-mismatch",
        note="2023. Maintainer mallorbc: 'The docker image is built on Cuda 11.7. Considering that you are using RTX 4090, its probably that. Try updating the docker image to use an image with Cuda 12.'; the poster (ZizoAdam): 'Using the latest version of 12.2.0-devel-ubuntu20.04 seems to work and allow for the use of AdamW.'; closed 'Since this worked'. DeepSpeed's cpu_adam JIT build used the image's CUDA 11.7 nvcc, which cannot target compute_89. The first line is the issue's title; the stored copy of the first post breaks off inside the nvcc command line.",
        platform="linux",
    ),
    CorpusLog(
        name="deepspeed-chat-nvcc-compute-86-and-c-plus-plus-17-old-system-cuda",
        source=_GH + "deepspeedai/DeepSpeedExamples/issues/911",
        text=r"""nvcc fatal : Unsupported gpu architecture 'compute_86' and nvcc fatal : Value 'c++17' is not defined for option 'std'

could you provide the cuda and torch version?  
i've try cu116+torch1.13 / cu118+torch2.00 / cu12.2+torch2.02
they all fails due to the nvcc fatal error, it seems a version problem?""",
        expected_cause="custom-op-build-mismatch",
        note="2024. The poster (Xccanxin) the next day: 'seems it need a newer version of cuda, which can't be modify in anaconda envs. Install the cuda12.1 from https://developer.nvidia.com/cuda-toolkit-archive and it works'; closed. Whatever CUDA build of PyTorch was in the conda env, DeepSpeed's op build ran the system nvcc, too old for compute_86 and C++17. The first line is the issue's title. Platform not stated (linux assumed: anaconda envs and a system CUDA toolkit).",
        platform="linux",
    ),
    CorpusLog(
        name="vllm-source-build-nvcc-12-2-torch-built-11-7",
        source=_GH + "vllm-project/vllm/issues/1060",
        text=r"""Building from source failed for me.

torch version:
```
Python 3.10.11 (main, May 16 2023, 00:28:57) [GCC 11.2.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import torch
>>> print(torch.__version__)
2.0.1+cu118
>>> 
```
nvidia-smai
``` 
 nvidia-smi
Fri Sep 15 15:24:14 2023       
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 535.104.05             Driver Version: 535.104.05   CUDA Version: 12.2     |
|-----------------------------------------+----------------------+----------------------+
| GPU  Name                 Persistence-M | Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp   Perf          Pwr:Usage/Cap |         Memory-Usage | GPU-Util  Compute M. |
|                                         |                      |               MIG M. |
|=========================================+======================+======================|
|   0  NVIDIA RTX A6000               On  | 00000000:52:00.0  On |                  Off |
| 30%   43C    P8              30W / 300W |    695MiB / 49140MiB |      0%      Default |
|                                         |                      |                  N/A |
+-----------------------------------------+----------------------+----------------------+
...
```
        File "/tmp/pip-build-env-4xnh4rb6/overlay/lib/python3.10/site-packages/setuptools/command/build_ext.py", line 88, in run
          _build_ext.run(self)
        File "/tmp/pip-build-env-4xnh4rb6/overlay/lib/python3.10/site-packages/setuptools/_distutils/command/build_ext.py", line 345, in run
          self.build_extensions()
        File "/tmp/pip-build-env-4xnh4rb6/overlay/lib/python3.10/site-packages/torch/utils/cpp_extension.py", line 499, in build_extensions
          _check_cuda_version(compiler_name, compiler_version)
        File "/tmp/pip-build-env-4xnh4rb6/overlay/lib/python3.10/site-packages/torch/utils/cpp_extension.py", line 387, in _check_cuda_version
          raise RuntimeError(CUDA_MISMATCH_MESSAGE.format(cuda_str_version, torch.version.cuda))
      RuntimeError:
      The detected CUDA version (12.2) mismatches the version that was used to compile
      PyTorch (11.7). Please make sure to use the same CUDA versions.

```""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The poster (sherryxiao1988) the next day: 'Fixed by changing nvcc to version 11.7'; closed. pip built vLLM's CUDA kernels in an isolated build environment whose PyTorch was built with CUDA 11.7, with a system nvcc of CUDA 12.2. The stored copy was read in two excerpts (the first post's opening and its end); the part between them is not stored and is marked with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="vllm-build-in-ngc-pytorch-container-cuda-12-1-pip-torch-11-7",
        source=_GH + "vllm-project/vllm/issues/129",
        text=r"""I failed to build the system with the latest NVIDIA PyTorch docker image.

```
RuntimeError:
The detected CUDA version (12.1) mismatches the version that was used to compile
PyTorch (11.7). Please make sure to use the same CUDA versions.
```""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The poster (WoosukKwon, a vLLM maintainer) states the cause in the same post: 'The reason is PyTorch installed by `pip` is built with CUDA 11.7 while the container uses CUDA 12.1.' (that sentence, between the first line and the log, is left out of the text); another user with the same error was told to install the CUDA 11.8 build of PyTorch; closed. Linux container.",
        platform="linux",
    ),
    CorpusLog(
        name="chamferdist-install-cuda-11-8-toolkit-torch-built-12-1",
        source=_GH + "krrish94/chamferdist/issues/26",
        text=r'''Hi, trying to install it.

But 
"""
The detected CUDA version (11.8) mismatches the version that was used to compile
      PyTorch (12.1). Please make sure to use the same CUDA versions
"""

I canot change to newer version of CUDA toolkit.

Is there a way to compile the source with this CUDA version?

Thanks in advance to who answer!!!''',
        expected_cause="custom-op-build-mismatch",
        note="2024. The poster (juanfraherrero) the same day: 'Have to upgrade CUDA or downgrade pytorch manuallly I found same pytorch version but compile with cuda 11.8. https://pytorch.org/get-started/previous-versions/ I can't delete the issue. Sorry!'; closed. Building the chamferdist CUDA extension with a CUDA 11.8 toolkit against a PyTorch built with CUDA 12.1. Platform not stated (linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="prompthmr-xformers-built-for-torch-cu124-has-cu126",
        source=_GH + "yufu-wang/PromptHMR/issues/4",
        text=r"""Hi there, 

I followed the installation instructions and ran into issues with xformers when running the video sample code. Could somebody help? 

Thanks in advance!

Here's my xformers info:

```
(phmr_pt2.6) alice@host:~/simulation/PromptHMR$ python -m xformers.info
WARNING[XFORMERS]: xFormers can't load C++/CUDA extensions. xFormers was built for:
    PyTorch 2.6.0+cu124 with CUDA 1204 (you have 2.6.0+cu126)
    Python  3.12.8 (you have 3.12.9)
  Please reinstall xformers (see https://github.com/facebookresearch/xformers#installing-xformers)
  Memory-efficient attention, SwiGLU, sparse and more won't be available.
  Set XFORMERS_MORE_DETAILS=1 for more details
xFormers 0.0.29.post2
memory_efficient_attention.ckF:                    unavailable
memory_efficient_attention.ckB:                    unavailable
memory_efficient_attention.ck_decoderF:            unavailable
memory_efficient_attention.ck_splitKF:             unavailable
memory_efficient_attention.cutlassF-pt:            available
memory_efficient_attention.cutlassB-pt:            available
memory_efficient_attention.fa2F@v2.5.7-pt:         available
memory_efficient_attention.fa2B@v2.5.7-pt:         available
memory_efficient_attention.fa3F@0.0.0:             unavailable
memory_efficient_attention.fa3B@0.0.0:             unavailable
memory_efficient_attention.triton_splitKF:         available
...
```
NotImplementedError: No operator found for `memory_efficient_attention_forward` with inputs:
     query       : shape=(8, 3349, 16, 64) (torch.float16)
     key         : shape=(8, 3349, 16, 64) (torch.float16)
     value       : shape=(8, 3349, 16, 64) (torch.float16)
     attn_bias   : <class 'NoneType'>
     p           : 0.0
`fa3F@0.0.0` is not supported because:
    xFormers wasn't build with CUDA support
    requires device with capability > (9, 0) but your GPU has capability (8, 6) (too old)
    operator wasn't built - see `python -m xformers.info` for more info
`fa2F@v2.5.7-pt` is not supported because:
    xFormers wasn't build with CUDA support
`cutlassF-pt` is not supported because:
    xFormers wasn't build with CUDA support

```""",
        expected_cause="custom-op-build-mismatch",
        note="2025. Maintainer yufu-wang: 'Looks like a xformer installation issue: xFormers was built for: PyTorch 2.6.0+cu124 with CUDA 1204 (you have 2.6.0+cu126) ... Could you try reinstall it after activating the environment?'; the poster (bw-pt): 'I made it work by installing the latest version of torch 2.7.1 and xformers 0.0.30.'; closed. The xFormers wheel's C++/CUDA extensions were built for another torch/CUDA build than the one installed. The stored copy was read in two excerpts (the opening of the first post and its end); the part between them is not stored and is marked with '...'. User and host names replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="kohya-bitsandbytes-compiled-without-gpu-support-libcudart-so-11-0-only",
        source=_GH + "Thund3rPat/kohya_ss-linux/issues/8",
        text=r"""`UserWarning: The installed version of bitsandbytes was compiled without GPU support. 8-bit optimizers and GPU quantization are unavailableis:issue is:open `""",
        expected_cause="cuda-libraries-missing",
        note="2023. The poster (Desulate) found the cause and states it in the same post (left out of the text): 'bitsandbytes is trying to find libcudart.so in LD_LIBRARY_PATH, but the filename in my environment is libcudart.so.11.0. Creating a softlink worked to resolve it.' (a symlink libcudart.so -> the pip-installed nvidia/cuda_runtime/lib/libcudart.so.11.0, plus that folder added to LD_LIBRARY_PATH); closed. bitsandbytes fell back to its CPU library because the CUDA runtime library it looks for could not be found.",
        platform="linux",
    ),
    CorpusLog(
        name="unsloth-windows-no-nvidia-gpu-found-cpu-only-torch",
        source=_GH + "unslothai/unsloth/issues/2024",
        text=r"""Repeatively ... follow instructions ... NO GPU SUPPORT, which means NO UNSLOTH.

(unsloth_env) C:\Users\alice\Desktop\CudaTraining>python multiple_datasets_and_only_alpaca_prompt.py
Traceback (most recent call last):
  File "C:\Users\alice\Desktop\CudaTraining\multiple_datasets_and_only_alpaca_prompt.py", line 12, in <module>
    from unsloth import FastLanguageModel #from unsloth
  File "C:\Users\alice\.conda\envs\unsloth_env\lib\site-packages\unsloth\__init__.py", line 93, in <module>
    raise NotImplementedError("Unsloth: No NVIDIA GPU found? Unsloth currently only supports GPUs!")
NotImplementedError: Unsloth: No NVIDIA GPU found? Unsloth currently only supports GPUs!

Have uninstalled, tried different python versions ... SAME CPU ONLY ...I have a 4060 ti with 16gb of ram and brand new drivers and brand new cuda ... the correct ones for the GPU.

I have uninstalled. Used new conda env's ...still only will install that non CUDA CPU only ...frustrating.""",
        expected_cause="framework-cpu-only-build",
        note="2025. The poster (CAISAMPS) names the cause himself ('still only will install that non CUDA CPU only' PyTorch) and, the same day, 'Mea Culpa ...' with a working run: 'Unsloth 2025.3.14 ... NVIDIA GeForce RTX 4060 Ti. Num GPUs = 1 ... Platform: Windows. Torch: 2.6.0+cu126'; closed. The environment had a CPU-only PyTorch; with the CUDA 12.6 build unsloth found the GPU. The second paragraph after the traceback is the poster's own follow-up comment. User name replaced.",
        platform="windows",
    ),
    CorpusLog(
        name="colossalai-no-module-colossal-c-no-full-cuda-toolkit-on-host",
        source=_GH + "hpcaitech/ColossalAI/issues/1773",
        text=r"""No module named 'colossal_C'

After installing， i still meet error when trying to import colossal_C

Plus: I build from the source code as belows:

git clone https://github.com/hpcaitech/ColossalAI.git
cd ColossalAI

# install dependency
pip install -r requirements/requirements.txt

# install colossalai
pip install .""",
        expected_cause=None,
        note="2022. No catalogue ID: the cause was that no full CUDA toolkit (nvcc) was installed on the host, so ColossalAI was installed from source without building its CUDA extensions (colossal_C). Maintainer kurisusnowdeng: 'I guess our CUDA extensions are not correctly installed. Please make sure you are building colossalai with CUDA, and your CUDA version should be the same as the version of cudatoolkit of pytorch.'; the poster (frankxyy): 'Problem solved，the reason is the full version of cuda toolkit is not installed on the host machine.'; closed. The first line is the issue's title; the 'Plus:' paragraph is the poster's own comment before the answer. Platform not stated (linux assumed: ColossalAI builds on Linux).",
        platform="linux",
    ),
)
