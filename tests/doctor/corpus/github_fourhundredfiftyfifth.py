# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fiftyfifth set of real threads: working runs and alarming startup lines on the CUDA stack (2023), from GitHub issues on sokrypton/ColabFold and YoshitakaMo/localcolabfold.

Broken kinds held: XLA finding no ptxas to run on a local ColabFold install (fixed for a
second user with the same error by installing the CUDA compiler package), and a ColabFold
batch notebook whose JAX 0.3 (built for CUDA 11) broke the day Google Colab moved to CUDA 12.
Working run: a localcolabfold prediction on a working GPU that printed the TF-TRT 'TensorRT
not installed' warning, which the maintainer then silenced as noise. All broken: 2; working
runs: 1.

Left out: this angle (factory-already-registered, TF-TRT, NUMA, oneDNN, MLIR, CPU-instruction
and allocator lines) is nearly exhausted in the corpus: of about ninety threads met quoting these
lines, almost all were already held (tensorflow/tensorflow, kohya_ss, LlamaFactory, sleap,
verlab/DescriptorReasoning_ACCV_2024, sagiodev/stablediffusion_webui, sehoffmann/dmlcloud,
conda-forge/jax-feedstock#149, sintel-dev/Orion#416, keras-team/keras#19081) or already listed
as seen. Of the rest, the stored copy broke off before any answer (kohya_ss#1721 and #1770,
open-mmlab/mmdetection3d#2226, sovit-123/fasterrcnn-pytorch-training-pipeline#147,
nerfstudio-project/nerfstudio#2644), or the answer was a guess nobody confirmed
(localcolabfold#44: 'probably ... upgrade your NVidia Driver', no reply from the poster;
ColabFold#234, #229 and #187, the same 'PTX was compiled with an unsupported toolchain'
error on Colab, ended before a cause). Threads from before 2021 (apple/tensorflow_macos#18,
tfjs, gpt-2-simple) were skipped as out of range, and threads whose cause lay in the program
(localcolabfold#8, ColabFold#332, #247, #692) or outside the GPU stack (an openmm deprecation
warning, localcolabfold#241) were left out.

At first look (the doctor of commit 2bfa426) the cause was named in 1 of the 2 broken logs,
first; the working run was not flagged. After the changes of the same day, the same.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="colabfold-local-3090-couldnt-get-ptxas-version-string",
        source=_GH + "sokrypton/ColabFold/issues/384",
        text=r"""FAILED_PRECONDITION: Couldn't get ptxas version string: INTERNAL: Couldn't invok

## Expected Behavior

## Current Behavior

## Steps to Reproduce (for bugs)
I install and run this model in 3090 24GB, Driver 525m CUDA :12.0
I just could predict part of PDBs, and the memory of GPU is little used. 

## ColabFold Output (for bugs)
The issue just like :
actually, the memory-usage just is 264/24576 Mb
## Context
![image](https://user-images.githubusercontent.com/35975693/218804189-d9967057-800f-47fe-9ecc-fcae7bdafe97.png)

## Your Environment""",
        expected_cause="ptxas-missing",
        note="2023. The error is only in the issue title (its first line here; the log itself was a screenshot). A second user with 'the same issue for my setup' (toobiwankenobi) the next day: 'I installed `conda install -c nvidia cuda-nvcc`, which solved the issue for me' (the package that brings ptxas; he then saw only the driver-older-than-ptxas parallel-compilation warning). Maintainer milot-mirdita pointed to the localcolabfold installer, which installs a known-good CUDA. The original poster did not reply in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="colabfold-batch-jax-0-3-on-colab-cuda-12-cudageterrorstring-symbol-not-found",
        source=_GH + "sokrypton/ColabFold/issues/532",
        text=r"""## Expected Behavior

## Current Behavior

## Steps to Reproduce (for bugs)
Please make sure to reproduce the issue after a "Factory Reset" in Colab. 
If running locally ypdate you local installation `colabfold_batch` to the newest version.
Please provide your input if you can share it. 

## ColabFold Output (for bugs)

Not Enough GPU memory? INTERNAL: CustomCall failed: jaxlib/gpu/prng_kernels.cc:33: operation gpuGetLastError() failed: cudaGetErrorString symbol not found.
## Context

i have faced with this error
Not Enough GPU memory? INTERNAL: CustomCall failed: jaxlib/gpu/prng_kernels.cc:33: operation gpuGetLastError() failed: cudaGetErrorString symbol not found.

## Your Environment
Include as many relevant details about the environment you experienced the bug in.
* Git commit used
* If you run it on a local system. Please add the server specifications
* Operating system and version:""",
        expected_cause="cuda-libraries-missing",
        note="2023. Maintainer milot-mirdita the same day: 'I pushed a fix, the batch notebook was still using jax 0.3, which broke with today's CUDA 12 upgrade of Google Colab.' (a jaxlib built for CUDA 11 on a runtime that now had only CUDA 12 libraries; the 'Not Enough GPU memory?' prefix is ColabFold's generic wording). A later user hit the same error on Colab with jaxlib 0.4.23+cuda11, again a CUDA 11 build, and asked for a combination that works with CUDA 12. Weaker confirmation: maintainer's diagnosis and fix, the poster did not reply; issue left open. The template text is left as the poster submitted it.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="localcolabfold-multimer-gpu-working-tensorrt-not-installed-message",
        source=_GH + "YoshitakaMo/localcolabfold/issues/190",
        text=r"""**What is your installation issue?**

Although gpu is working(nvidia-smi), there is an error message that TensorRT is not installed.
Is this a necessary library ?

**Computational environment**

 - OS: [e.g. Ubuntu 22.04]
 - CUDA version 11.8

**To Reproduce**
Multimer prediction""",
        expected_cause=None,
        harmless=True,
        note="2023. Prose only: the poster describes the TF-TRT 'Could not find TensorRT' warning while the GPU works. Another user: 'I assume this means TensorRT is not supported/required'; maintainer YoshitakaMo (2024): 'The warning message is now suppressed thanks to silence-tensorflow' (treated as noise, not a fault); closed. A third commenter's WSL2 failure to fold was a separate problem, not followed up.",
        platform="linux",
    ),
)
