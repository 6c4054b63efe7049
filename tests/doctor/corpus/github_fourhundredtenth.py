# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-tenth set of real threads: NVIDIA apex, TransformerEngine, NeMo and Megatron-LM (2019-2025), from GitHub issues on NVIDIA/apex, NVIDIA/TransformerEngine and NVIDIA/Megatron-LM, and on projects that load apex or TransformerEngine (huggingface/accelerate, genmoai/mochi, ostris/ai-toolkit, jackroos/VL-BERT).

Broken kinds held: compiled add-ons that do not fit what loads them (apex's CUDA extensions built
against an older PyTorch or for another GPU architecture, TransformerEngine's PyTorch extension
built for another PyTorch: "undefined symbol", "no kernel image is available"), a GPU too old for
TransformerEngine's FP8 (an RTX 3090, compute capability 8.6), and a multi-GPU Megatron-LM run in
a Docker container whose shared memory was too small. Working runs: none met.

Broken: 8; working: 0. Five records are from 2023 or later. One record is prose only.

Left out: the many apex threads on "Cuda extensions are being compiled with a version of Cuda that
does not match the version used to compile Pytorch binaries" (NVIDIA/apex#550, #955, #1167, #1748
and others) show no confirmation from the poster or a maintainer of the poster's own case in the
stored copies; TransformerEngine's "undefined symbol" threads from an NGC container or a wheel
(NVIDIA/TransformerEngine#1192, #1684, #611) end before their answers in the stored copies;
NVIDIA/TransformerEngine#756 (an undefined symbol from TransformerEngine's own source change) is
the library's own bug; NVIDIA/Megatron-LM#878 (a container's shared memory, fixed with
--shm-size) quotes only the title line of its error.

At first look (the doctor of commit dbf53a7) the cause was named in 5 of the 8 broken logs, 4
first; no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="transformerengine-rtx3090-fp8-needs-compute-capability-89",
        source=_GH + "NVIDIA/TransformerEngine/issues/1159",
        text=r"""AssertionError: Device compute capability 8.9 or higher required for FP8 execution.

``` bash 
import torch
import transformer_engine.pytorch as te
from transformer_engine.common import recipe

# Set dimensions.
in_features = 768
out_features = 3072
hidden_size = 2048
print("Initialization Complete!")
# Initialize model and inputs.
model = te.Linear(in_features, out_features, bias=True)
inp = torch.randn(hidden_size, in_features, device="cuda")

# Create an FP8 recipe. Note: All input args are optional.
fp8_recipe = recipe.DelayedScaling(margin=0, fp8_format=recipe.Format.E4M3)

# Enable autocasting for the forward pass
with te.fp8_autocast(enabled=True, fp8_recipe=fp8_recipe):
    out = model(inp)

loss = out.sum()
loss.backward()

print("Done!!")
```

I am trying to use fp8 for an experiment purpose . I installed all the necessary packages according to Nvidia's instruction. But got this issues.

```   with te.fp8_autocast(enabled=True, fp8_recipe=fp8_recipe):
 assert fp8_available, reason_for_no_fp8
AssertionError: Device compute capability 8.9 or higher required for FP8 execution.
```

In my machine I am using **NVIDIA GeForce RTX 3090**.  And it contains nvidia-smi --query-gpu=compute_cap --format=csv
compute_cap
8.6

Is it possible to use fp8 on 3090 GPU?""",
        expected_cause="compute-capability-too-old",
        note="2024. Maintainer ptrendx answered the same day: 'RTX 3090 is using Ampere architecture, which does not have support for FP[8]' (the stored copy is cut there); issue closed with the label 'question'. TransformerEngine's FP8 needs compute capability 8.9 (Ada) or newer; the RTX 3090 is 8.6: the GPU is too old for that feature. The thread does not name the platform (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="apex-fused-layer-norm-undefined-symbol-after-pytorch-12-upgrade",
        source=_GH + "NVIDIA/apex/issues/428",
        text=r"""pytorch 1.2 seems incompatible with the latest apex

import torch
import apex

input = torch.rand(3, 10).cuda()
fln = apex.normalization.FusedLayerNorm(10).cuda()
fln(input)
error:
File "/usr/local/anaconda3-tf1/lib/python3.7/importlib/__init__.py", line 127, in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
  File "<frozen importlib._bootstrap>", line 1006, in _gcd_import
  File "<frozen importlib._bootstrap>", line 983, in _find_and_load
  File "<frozen importlib._bootstrap>", line 967, in _find_and_load_unlocked
  File "<frozen importlib._bootstrap>", line 670, in _load_unlocked
  File "<frozen importlib._bootstrap>", line 583, in module_from_spec
  File "<frozen importlib._bootstrap_external>", line 1043, in create_module
  File "<frozen importlib._bootstrap>", line 219, in _call_with_frames_removed
ImportError: /usr/local/anaconda3-tf1/lib/python3.7/site-packages/fused_layer_norm_cuda.cpython-37m-x86_64-linux-gnu.so: undefined symbol: _ZN2at7getTypeERKNS_6TensorE""",
        expected_cause="custom-op-build-mismatch",
        note="2019. The poster (IBruceWayne) reported the fix himself the same day: 'after recompile apex, it works.' apex's fused_layer_norm_cuda extension had been built against an older PyTorch than the 1.2 that loaded it. The first line is the issue's title.",
        platform="linux",
    ),
    CorpusLog(
        name="apex-rtx3080-built-for-sm75-no-kernel-image",
        source=_GH + "NVIDIA/apex/issues/1051",
        text=r"""rtx3080 RuntimeError: CUDA error: no kernel image is available for execution on the device

My experimental environment is cuda11.0 RTX3080 pytorch1.7.1
When I try to **install apex,**, the following problems occur:
**nvcc fatal: Unsupported gpu architecture ‘compute_86’**
I took this method of reducing the computing power, which showed that apex was successfully installed.
**export TORCH_CUDA_ARCH_LIST="7.5"**
But when I run the code, the following situation appears:
**RuntimeError: CUDA error: no kernel image is available for execution on the device.**
Can someone help me?I tried cuda10.0 and 10.2 lower versions and still have problems.""",
        expected_cause="custom-op-build-mismatch",
        note="2021. ptrblck (NVIDIA) answered: 'You would have to use `TORCH_CUDA_ARCH_LIST=\"8.0\"` or `=\"8.6\"` to run apex on the 3080. These architectures are supported in CUDA11, so your local 10.x toolkits won't work.' Issue closed. apex's CUDA extensions were compiled for compute capability 7.5 only, so the RTX 3080 (8.6) had no kernels. The first line is the issue's title; the platform is not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="ai-toolkit-apex-fused-layer-norm-undefined-symbol-torch2",
        source=_GH + "ostris/ai-toolkit/issues/242",
        text=r"""I encountered such a prompt during operation, can anyone help me solve it?

ImportError: /opt/conda/lib/python3.10/site-packages/fused_layer_norm_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN2at4_ops19empty_memory_format4callEN3c108ArrayRefINS2_6SymIntEEENS2_8optionalINS2_10ScalarTypeEEENS6_INS2_6LayoutEEENS6_INS2_6DeviceEEENS6_IbEENS6_INS2_12MemoryFormatEEE""",
        expected_cause="custom-op-build-mismatch",
        note="2025. The poster (002xiaojinfeng) closed it the same day, in Chinese: '此问题已经解决 我正在运行 pytorch 2.x，它提供了 apex 为 pytorch 1 所做的大部分内容，因此我只需卸载 apex 即可解决问题。' (solved: running PyTorch 2.x, which provides most of what apex did for PyTorch 1, so uninstalling apex fixed it). The installed apex's fused_layer_norm_cuda extension did not fit the PyTorch that loaded it; removing the add-on was the poster's fix.",
        platform="linux",
    ),
    CorpusLog(
        name="mochi-transformer-engine-extensions-undefined-symbol",
        source=_GH + "genmoai/mochi/issues/30",
        text=r"""transformer_engine_extensions.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN5torch3jit17parseSchemaOrNameERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE""",
        expected_cause="custom-op-build-mismatch",
        note="2024. The issue's title is the error; the poster's own body gives the fix that worked for him: a link to chenfei-wu/TaskMatrix#116 and 'pip uninstall transformer-engine' (issue closed). TransformerEngine's PyTorch extension, built against another PyTorch, was loaded into this one (the undefined symbol is a torch::jit function); the program did not need it, so removing it fixed the import. Only the title line is kept (the body is the fix).",
        platform="linux",
    ),
    CorpusLog(
        name="accelerate-transformer-engine-extensions-undefined-symbol-torch20",
        source=_GH + "huggingface/accelerate/issues/1475",
        text=r"""Transformer engine error

When i use `accelerate env` this is what i get:

ImportError: /usr/local/lib/python3.8/dist-packages/transformer_engine_extensions.cpython-38-x86_64-linux-gnu.so: undefined symbol: _ZN5torch3jit17parseSchemaOrNameERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE

### Reproduction

Install `accelerate` wit torch 2.0.0+cu118 and CUDA 12.1 

### Expected behavior

It works

@sgugger Isn't transformers_engine part of transformers ?
I installed the normal way from pip""",
        expected_cause="custom-op-build-mismatch",
        note="2023. sgugger (maintainer): 'This usually come from a bad installation of transformers_engine. This has nothing to do with Accelerate.'; muellerzr pointed to NVIDIA's TransformerEngine installation guide, and the poster (MohamedAliRashad) answered 'Fixed it ^^'. TransformerEngine's PyTorch extension did not fit the torch 2.0.0+cu118 that loaded it; the last paragraph is the poster's later comment.",
        platform="linux",
    ),
    CorpusLog(
        name="megatron-lm-docker-bus-error-signal-7-shm",
        source=_GH + "NVIDIA/Megatron-LM/issues/316",
        text=r"""Question about distribute training

hello, I just trained using pretrained_gpt_distribute.sh, but I meet Bus error: nonexistent physical address with signal 7,could you help me? hardware: rtx2080ti, docker:pytorch:22.03-py3, dataset:webtext""",
        expected_cause="nccl-multi-gpu-failed",
        note="2023. Prose only. A commenter (YaboSun): 'I resolved this issue in my Docker environment by increasing the shm-size.'; the poster (etoilestar): 'thank you， this issue has been solved in this way, so I can train now.'; a third user (BoxiangW): 'Change of shm-size solved mine as well'. The container's /dev/shm was too small for the multi-GPU run (NCCL's shared-memory transport in the NGC PyTorch container); the thread does not name NCCL itself.",
        platform="linux",
    ),
    CorpusLog(
        name="vl-bert-apex-no-kernel-image-other-gpu",
        source=_GH + "jackroos/VL-BERT/issues/81",
        text=r"""CUDA error: no kernel image is available for execution on the device

_Posting to help others_

I was getting the error:
`RuntimeError: CUDA error: no kernel image is available for execution on the device`""",
        expected_cause="custom-op-build-mismatch",
        note="2021. The poster answered his own post: 'I resolved it by _re-installing_ `apex` package on that GPU' (a pinned apex commit rebuilt with --cpp_ext --cuda_ext). apex's CUDA extensions had been built for another GPU's architecture. Only the error part of the post is kept.",
        platform="linux",
    ),
)
