# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-seventy-first set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow 1.x threads of 2016-2018 (CUDA 7.5-9.2, cuDNN 4-7) in which the GPU build could not be used, on tensorflow/tensorflow and tensorflow/models.

Broken kinds held: a prebuilt tensorflow-gpu 1.2.1 wheel put beside a cuDNN other than the one
it was built for (the cuDNN v4 archive for CUDA 7.0 instead of cuDNN 5.1 for CUDA 8.0).
Working runs: none met.

A very small set: nearly every tensorflow/tensorflow thread of those years that the searches
returned (libcublas/libcudart/libcudnn import errors, 'Ignoring visible gpu device', cuInit
failures, kernel/DSO version mismatches, DLL load failures on Windows, CUDNN_STATUS_INTERNAL_ERROR,
tensorflow beside tensorflow-gpu) is already in the corpus or was read before without a
confirmation, and the new ones found mostly end, in the stored copy, before any answer or report
of a fix. One confirmed thread was left out to keep prose-only records to a third:
tensorflow/tensorflow#23519 (2018; the tensorflow/tensorflow Docker image restarted the Jupyter
kernel on an old laptop; the poster found that 'the version of tensorflow required a cpu
instruction my poor old laptop does not have', no GPU involved, no log in the post).

At first look (the doctor of commit 50c7c18) the cause was named in 0 of 1 broken log (the doctor
found nothing in the versions alone); no working run was held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="models-import-error-dgx1-tf-gpu-121-cudnn-v4-for-cuda70",
        source=_GH + "tensorflow/models/issues/1940",
        text=r"""Error when import tensorflow (GPU computer, Ubuntu 14)

### System information
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**:
> Linux host 3.16.0-77-generic #99~14.04.1-Ubuntu SMP Tue Jun 28 19:17:10 UTC 2016 x86_64 x86_64 x86_64 GNU/Linux
> No LSB modules are available.
> Distributor ID: Ubuntu
> Description:    Ubuntu 14.04.5 LTS
> Release:        14.04
> Codename:       trusty

- **TensorFlow installed from (source or binary)**:
> I installed tensorflow through conda: conda 4.3.22, tensorflow-gpu 1.2.1, python 2.7.12
>     installed 

>    commands:  conda create -n tensorflow
>                         source activate tensorflow
>                         pip install --ignore-installed --upgrade \ https://storage.googleapis.com/tensorflow/linux/gpu/tensorflow_gpu-1.2.1-cp27-none-linux_x86_64.whl

- **CUDA/cuDNN version**:

> nvcc: NVIDIA (R) Cuda compiler driver
> Copyright (c) 2005-2016 NVIDIA Corporation
> Built on Tue_Jan_10_13:22:03_CST_2017
> Cuda compilation tools, release 8.0, V8.0.61
> I installed this cudnn: cudnn-7.0-linux-x64-v4.0-prod.tgz

- **GPU model and memory**:

> processor       : 63
> vendor_id       : GenuineIntel
> cpu family      : 6
> model           : 63
> model name      : Intel(R) Xeon(R) CPU E5-2698 v3 @ 2.30GHz
...""",
        expected_cause="cuda-libraries-missing",
        note="2017, a DGX-1 on Ubuntu 14.04; the host name in the uname line replaced. Maintainer martinwicke: 'You cannot use the prebuilt binaries with a cuda/cudnn version they have not been built against. They are not built against cudnn7, so they won't work with cudnn7.'; the poster (minhncsocial): 'Thank you very much. I got it. So now I install another way, and works now.' Odd: the archive the poster installed, cudnn-7.0-linux-x64-v4.0-prod.tgz, is cuDNN v4 for CUDA 7.0 (the maintainer read it as cuDNN 7); tensorflow-gpu 1.2.1 was built for CUDA 8.0 with cuDNN 5.1, so the cuDNN library it links against is not there. The stored copy of the opening post ends inside the CPU listing: the import error the title speaks of is not in it, so the text holds the versions only.",
        platform="linux",
    ),
)
