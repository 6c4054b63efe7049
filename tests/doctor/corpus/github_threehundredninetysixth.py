# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-ninety-sixth set of real threads: GitHub issues (2021-2025) on the GPU add-ons that sit beside a framework (bitsandbytes, flash-attention, DeepSpeed's op builder, xFormers, Triton), where the GPU failed for a reason in the CUDA stack the framework loads the same way TensorFlow does.

Repositories: bitsandbytes-foundation/bitsandbytes, Dao-AILab/flash-attention, Xirider/finetune-gpt2xl
and JIA-Lab-research/MGM (DeepSpeed's op builder), Zyphra/Zonos (Triton), AUTOMATIC1111/stable-diffusion-webui
and RVC-Project/Retrieval-based-Voice-Conversion-WebUI (xFormers). The framework in these threads is
PyTorch, not TensorFlow; each cause is one a TensorFlow set-up meets the same way.

Broken kinds held: WSL2's libcuda.so not on the loader's path; compiled add-ons that do not fit the
framework, CUDA release or GPU they are loaded with (a flash-attention wheel not built for torch
2.3.0, a bitsandbytes release with no binary for CUDA 12.2, DeepSpeed's op builder refusing a CUDA
toolkit other than torch's, an xFormers wheel built for RTX 30xx only on a GTX 1660 Super); Turing
GPUs under FlashAttention-2 (Ampere or newer only); an RTX 5070 Ti under a Triton whose ptxas does not
know sm_120. Working runs: 1 (xFormers' "Triton is not available" notice, which the maintainer called
harmless). 9 broken, 1 working.

Left out: threads whose resolution lies past the stored copy or whose confirmation came from someone
other than the poster with the poster disputing it (bitsandbytes#52, #1409, #1452, #1483, #1518;
flash-attention#853, #940; DeepSpeed#5724, #6549; DeepSpeedExamples#370; xformers#1240; InvokeAI#6590),
and threads already in the corpus (bitsandbytes#336, oobabooga/text-generation-webui#367,
triton#8539). DeepSpeed-MII#277 (confirmed) was left out because its opening post is screenshots only.

At first look (the doctor of commit a55b1b3) the cause was named in 3 of the 9 broken logs, 2 first;
the working run was not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="bitsandbytes-wsl-libcuda-so-cannot-open-8bit-pipeline",
        source=_GH + "bitsandbytes-foundation/bitsandbytes/issues/17",
        text=r"""WSL: libcuda.so: cannot open shared object file

Hello, I'm on a completely fresh Windows Subsystem for Linux with CUDA support installation of Ubuntu. What I've done so far:
1. Installed MiniForge/Conda
2. Made a new env in a folder
3. Ran `conda install cudatoolkit`
4. Pip installed pytorch, transformers, accelerate, and bitsandbytes
5. Attempted to run the HF Pipeline demo with 8 bit quant enabled.

When running a model, I get the following error:

```
CUDA SETUP: CUDA runtime path found: /home/alice/bigmodels/env/lib/libcudart.so
Traceback (most recent call last):
  File "/home/alice/bigmodels/env/lib/python3.8/site-packages/bitsandbytes/cuda_setup/main.py", line 57, in get_cuda_lib_handle
    cuda = ctypes.CDLL("libcuda.so")
  File "/home/alice/bigmodels/env/lib/python3.8/ctypes/__init__.py", line 373, in __init__
    self._handle = _dlopen(self._name, mode)
OSError: libcuda.so: cannot open shared object file: No such file or directory

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File "/home/alice/bigmodels/env/lib/python3.8/site-packages/transformers/utils/import_utils.py", line 1030, in _get_module
    return importlib.import_module("." + module_name, self.__name__)
  File "/home/alice/bigmodels/env/lib/python3.8/importlib/__init__.py", line 127, in import_module
...
```""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2022. Maintainer TimDettmers: 'I believe this issue is caused by a missing reference to the multi-arch path to the CUDA driver. You likely can solve the problem via calling `sudo ldconfig`. ... for this to work, the CUDA driver needs to be discoverable on a system which is not the case here.' (WSL's libcuda.so lives in /usr/lib/wsl/lib, which the loader did not search.) The poster did not dispute it; the issue was closed as fixed by later releases, and a later commenter worked round it by copying the library. The traceback is cut where the stored copy of the post is cut.",
        platform="linux",
    ),
    CorpusLog(
        name="flash-attention-2-5-7-undefined-symbol-setdevice-torch-2-3-0",
        source=_GH + "Dao-AILab/flash-attention/issues/931",
        text=r"""installing all from scratch. 

torch: 2.3.0
flash-attn: 2.5.7
exllama: 0.0.19

Still getting the error:

flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: _ZN3c104cuda9SetDeviceEi""",
        expected_cause="custom-op-build-mismatch",
        note="2024. The flash-attention 2.5.7 wheel was not built against torch 2.3.0. After a commenter pointed to the 2.5.8 release, maintainer tridao: 'Yep, we have new wheels compiled for pytorch 2.3.0' and, to a later commenter on torch 2.2.0, 'Wheels are built for torch 2.2.2 and torch 2.3.0. Looks like it's not compatible with 2.2.0.' Others confirmed 'torch 2.3.0 + flash-attn 2.5.8 works'. The poster did not reply. Framework: PyTorch.",
        platform="linux",
    ),
    CorpusLog(
        name="flash-attention-2-quadro-rtx-5000-turing-only-ampere-or-newer",
        source=_GH + "Dao-AILab/flash-attention/issues/762",
        text=r"""RuntimeError: FlashAttention only supports Ampere GPUs or newer.

### System Info

I am trying to run the following code:

```
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

# Configs
device = "cuda:7"
model_name = "openchat/openchat_3.5"
model = AutoModelForCausalLM.from_pretrained(model_name, device_map=device, load_in_4bit=True, bnb_4bit_quant_type="nf4", bnb_4bit_use_double_quant=True, 
                                             bnb_4bit_compute_dtype=torch.bfloat16, attn_implementation="flash_attention_2")
tokenizer = AutoTokenizer.from_pretrained(model_name, padding_side='left')

```

I can load the model completely fine, but when I want to generate, I get this error:

> ---------------------------------------------------------------------------
> RuntimeError                              Traceback (most recent call last)
> Cell In[3], [line 76](vscode-notebook-cell:?execution_count=3&line=76)
>      [74](vscode-notebook-cell:?execution_count=3&line=74) model_input_text = template.format(start, html_, end)
>      [75](vscode-notebook-cell:?execution_count=3&line=75) model_inputs = tokenizer([model_input_text], return_tensors="pt", padding=False).to(device)
> ---> [76](vscode-notebook-cell:?execution_count=3&line=76) generated_ids = model.generate(**model_inputs, do_sample=True, top_p=1.0, temperature=0.8, top_k=50, max_new_tokens=1024)
...""",
        expected_cause="compute-capability-too-old",
        note="2024. Maintainer tridao: 'Yup Quadro RTX 5000 is Turing card, not Ampere and not currently supported.'; the poster: 'thank you!'. FlashAttention-2 runs on Ampere (compute capability 8.0) or newer only. The first line is the issue's title; the post is cut where the stored copy is cut, before the GPU name the maintainer read. Framework: PyTorch.",
        platform="linux",
    ),
    CorpusLog(
        name="flash-attention-2-nvidia-t1000-turing-ampere-or-newer",
        source=_GH + "Dao-AILab/flash-attention/issues/1230",
        text=r"""Turing architecture error on Nvidia T1000

I am facing this error 

RuntimeError: FlashAttention only supports Ampere GPUs or newer.

while architecture is Turing. Is there any tip to resolve it?
GPU is NVIDIA T1000.

kindly help.""",
        expected_cause="compute-capability-too-old",
        note="2024. A commenter, Carnyzzle: 'Flash attention 1.x supports Turing, Flash attention 2.x doesn't support turing as of right now.'; the poster thanked him and tried flash_attn 1.x (still the same error), not disputing that the T1000 (Turing, 7.5) is below what FlashAttention-2 runs on. Mostly prose, one error line. Framework: PyTorch.",
        platform="linux",
    ),
    CorpusLog(
        name="bitsandbytes-cuda-12-2-no-libbitsandbytes-cuda122-binary",
        source=_GH + "bitsandbytes-foundation/bitsandbytes/issues/551",
        text=r"""cuda 122 - not compatible with current bitsandbbytes

===================================BUG REPORT===================================
Welcome to bitsandbytes. For bug reports, please run

python -m bitsandbytes

 and submit this information together with your error trace to: https://github.com/TimDettmers/bitsandbytes/issues
================================================================================
bin /datadrive/anaconda3/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cuda122.so
False
CUDA_SETUP: WARNING! libcudart.so not found in any environmental path. Searching in backup paths...
CUDA SETUP: CUDA runtime path found: /usr/local/cuda/lib64/libcudart.so
CUDA SETUP: Highest compute capability among GPUs detected: 8.0
CUDA SETUP: Detected CUDA version 122
CUDA SETUP: Required library version not found: libbitsandbytes_cuda122.so. Maybe you need to compile it from source?
CUDA SETUP: Defaulting to libbitsandbytes_cpu.so...

how to compile it from source?""",
        expected_cause="custom-op-build-mismatch",
        note="2023. The bitsandbytes release installed shipped no binary for CUDA 12.2 (support came in 0.40.0.post4, as h2oai/h2o-llmstudio#339 notes). The poster: 'I did change my version of cuda to 12.0.1 then it worked.' The first line is the issue's title. Framework: PyTorch.",
        platform="linux",
    ),
    CorpusLog(
        name="deepspeed-op-builder-cuda-11-0-toolkit-torch-built-11-1",
        source=_GH + "Xirider/finetune-gpt2xl/issues/1",
        text=r"""Exception: Installed CUDA version 11.0 does not match the version torch was compiled with 11.1

Hey first off awesome project Im getting this error when i try to run the deepspeed command.""",
        expected_cause="custom-op-build-mismatch",
        note="2021. DeepSpeed compiles its CUDA ops with the system CUDA toolkit and refuses one other than the CUDA torch was built with. The poster's own fix, in the same post: installing the CUDA 11.1.1 toolkit (cuda_11.1.1_455.32.00_linux.run) matching torch; maintainer Xirider explained that Google's pytorch-latest-gpu image had just moved to PyTorch 1.8 whose CUDA did not match, and the poster confirmed he had used that image. The first line is the issue's title without its '[SOLUTION]' tag; the fix is left out of the text. Mostly prose, one error line. Framework: PyTorch.",
        platform="linux",
    ),
    CorpusLog(
        name="mgm-deepspeed-op-builder-cuda-12-2-torch-built-11-7",
        source=_GH + "JIA-Lab-research/MGM/issues/91",
        text=r"""Which deepspeed version is it

deepspeed.ops.op_builder.builder.CUDAMismatchException: >- DeepSpeed Op Builder: Installed CUDA version 12.2 does not match the version torch was compiled with 11.7, unable to compile cuda/cpp extensions without a matching cuda version.

how should i fix it""",
        expected_cause="custom-op-build-mismatch",
        note="2024. Maintainer yanwei-li: 'it seems the CUDA version and compiled PyTorch version are not the same one. Please try to align them to 11.7 or 12.2.'; the poster: 'thanks for your answer, i have already solved it'. The first line is the issue's title. Mostly prose, one error line. Framework: PyTorch.",
        platform="linux",
    ),
    CorpusLog(
        name="zonos-rtx-5070-ti-triton-ptxas-sm-120-not-defined",
        source=_GH + "Zyphra/Zonos/issues/184",
        text=r"""5070ti

RuntimeError: Internal Triton PTX codegen error
`ptxas` stderr:
ptxas fatal   : Value 'sm_120' is not defined for option 'gpu-name'

Repro command: /home/alice/miniconda3/envs/zonos/lib/python3.11/site-packages/triton/backends/nvidia/bin/ptxas -lineinfo -v --gpu-name=sm_120 /tmp/tmpyign88e6.ptx -o /tmp/tmpyign88e6.ptx.o

Set TORCHDYNAMO_VERBOSE=1 for the internal stack trace (please do this especially if you're reporting a bug to PyTorch). For even more developer context, set TORCH_LOGS="+dynamo"
""",
        expected_cause="compute-capability-unsupported",
        note="2025. The ptxas bundled with the installed Triton (3.2) does not know the RTX 5070 Ti's sm_120. A commenter, loscrossos: 'triton supports the new 50xx cards from version 3.3.0 onwards. install it first with at least that version. ... the official pypy version is still 3.2.' Not disputed by the poster. The first line is the issue's title. Framework: PyTorch (torch.compile).",
        platform="linux",
    ),
    CorpusLog(
        name="sd-webui-xformers-wheel-for-rtx-30xx-on-gtx-1660-super-no-kernel-image",
        source=_GH + "AUTOMATIC1111/stable-diffusion-webui/issues/2202",
        text=r"""CUDA error: no kernel image is available for execution on the device

getting this error after git pull

RuntimeError: CUDA error: no kernel image is available for execution on the device
CUDA kernel errors might be asynchronously reported at some other API call,so the stacktrace below might be incorrect.
For debugging consider passing CUDA_LAUNCH_BLOCKING=1

Card is a 1660S
running below in the command line argument
 --precision full --no-half --medvram --xformers

xformers issue? card issue?

**Expected behavior**
Was working perfectly before the latest commit

**Desktop (please complete the following information):**
 - OS: Windows 10 64/bit
 1660 Super""",
        expected_cause="custom-op-build-mismatch",
        note="2022. The xFormers wheel the web UI installed was built for RTX 30xx GPUs (the same collaborator in #2039: 'That build only works for 30 series'). Collaborator C43H66N12O12S2: 'Uninstall xformers and run again. New wheels have been added that sup...' (the rest of the comment is cut in the stored copy); the poster: 'I reinstalled the webUI into a new folder ... and the update is working now with a clean install, with -xformers enabled again!!!'. The first line is the issue's title. Framework: PyTorch.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="rvc-webui-xformers-triton-not-available-notice-rtx-3070-ti",
        source=_GH + "RVC-Project/Retrieval-based-Voice-Conversion-WebUI/issues/999",
        text=r"""WARNING | xformers | Triton is not available, some optimizations will not be enabled. This is just a warning: No module named 'triton'

i get this warning after installing the new update ! " WARNING | xformers | Triton is not available, some optimizations will not be enabled. This is just a warning: No module named 'triton' . "
i have a Nvidia RTX 3070 Ti GPU. tried installing triton using 'pip install triton' but i get errors . what should i do ?""",
        expected_cause=None,
        harmless=True,
        note="2023. Maintainer RVC-Boss: 'It doesn't matter.' (xFormers runs without Triton, with some optimizations off). The first line is the issue's title. The poster asked only about the warning; a later commenter whose web UI would not start on Windows had another problem. The platform is not stated; windows is assumed from the pip failure.",
        platform="windows",
    ),
)
