# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twentyfourth set of real threads: CuPy, Numba, PyCUDA and RAPIDS on the CUDA stack (2017-2025), from GitHub issues on googlecolab/colabtools, NVIDIA/accelerated-computing-hub, inducer/pycuda, ratt-ru/PyMORESANE (a PyCUDA program), eyalroz/cuda-api-wrappers (NVRTC, the runtime compiler CuPy uses) and ufoym/deepo.

Broken kinds held: Numba's NVVM (CUDA 12.5) emitting PTX newer than the Colab T4's 550 driver
accepts (twice, from two threads on the same Colab change), PyCUDA's cuInit failing inside an
Ubuntu virtual machine that has no NVIDIA driver or GPU, a stale PyCUDA kernel cache (no catalogue
ID), an NVRTC 11.2 loaded on an L40 (compute capability 8.9, which that NVRTC cannot target), and a
Singularity container run without --nv. All broken: 6; working runs: 0.

Left out: most CuPy, Numba and RAPIDS threads met had no confirmation in the stored copy (the
search excerpt ends before any answer, or the reply is a maintainer's guess with no word back):
cupy/cupy#9475 (CUDA 13 NVRTC on a GTX 1080), #9106 (RTX 5080), #8395 (nouveau driver), #9318,
#8317 and #7565 (libnvrtc), numba/numba#9732 (stub libcuda), #7006, #3396, #4136,
NVIDIA/numba-cuda#120, #163 and #192 (PTX too new), NVIDIA/cudf#7177, #6191, #13388 and #16961
(WSL2), NVIDIA/cuml#7314, inducer/pycuda#185, #276 and apptainer/singularity#5337. numba/numba#3963
and #7104 were confirmed, but their first posts were never reached in the stored excerpts;
cupy/cupy#1048 rests on a maintainer's question ('Are you using CUDA 8.0?') the poster never
answered; cupy/cupy#8045 holds no user text; blue-yonder/tsfresh#1001 holds its log only as an
image; numba/numba#6909's cause was PyCharm. Two records lie just outside the angle and are marked
in their notes (cuda-api-wrappers: NVRTC used from C++; deepo: a framework container).

At first look (the doctor of commit efdaa95) the cause was named in 1 of the 6 broken logs,
first; there is no working run in the set. After the changes of the same day, 2 of 6.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="numba-colab-t4-ptx-8-5-driver-550-unsupported-ptx-version",
        source=_GH + "googlecolab/colabtools/issues/5081",
        text=r"""**Describe the current behavior**
I am using NUMBA on the GPU and as of a couple of days it no longer works in google colab.

The following code worked fine before and now it doesn't any more.
```
from numba import cuda
import numpy as np

@cuda.jit
def increment_by_one(an_array):
    pos = cuda.grid(1)
    if pos < an_array.size:
        an_array[pos] += 1

an_array = np.zeros(10)
increment_by_one[16,16](an_array)
```

**Describe the expected behavior**
It shows an error about CUDA_ERROR_UNSUPPORTED_PTX_VERSION which seems to come from the CUDA driver.
```
LinkerError: [222] Call to cuLinkAddData results in CUDA_ERROR_UNSUPPORTED_PTX_VERSION
ptxas application ptx input, line 9; fatal   : Unsupported .version 8.5; current version is '8.4'
```

**What web browser you are using**
Doesn't matter for this bug

**Additional context**
Crossposted to the NVIDIA NUMBA CUDA github as bug ([link](https://github.com/NVIDIA/numba-cuda/issues/120))""",
        expected_cause="driver-too-old",
        note="2025. The poster (mnielsm) the next day: 'I expect the issue to be that the Nvidia T4 Driver (550.54.15) only supports CUDA 12.4 ... And the current installed CUDA Runtime Version is 12.5.' Issue closed; the fix in its comment 2629611179 (numba-cuda 0.4.0 with pynvjitlink enabled, so the PTX is linked without the driver's older JIT) was taken up by others (srush/GPU-Puzzles#49 'This is to fix .../5081#issuecomment-2629611179'), and NVIDIA's bdice stated the same cause in NVIDIA/accelerated-computing-hub#66: 'the CUDA driver (12.4) is older than the runtime compiler (12.5)'. The stored copy of the poster's reply is cut after 'After'.",
        platform="linux",
    ),
    CorpusLog(
        name="numba-colab-tutorial-notebook-broken-driver-older-than-nvvm",
        source=_GH + "NVIDIA/accelerated-computing-hub/issues/46",
        text=r"""### Is this a duplicate?

- [x] I confirmed there appear to be no [duplicate issues](https://github.com/NVIDIA/accelerated-computing-hub/issues) for this bug and that I agree to the [Code of Conduct](CODE_OF_CONDUCT.md)

### Describe the bug

Changes to package versions in Google Colab break `numba`. 

See https://github.com/rapidsai/deployment/issues/528 for more information

### Steps to reproduce

- Open [this example notebook from nvidia/accelerated-computing-hub](https://colab.research.google.com/github/NVIDIA/accelerated-computing-hub/blob/main/gpu-python-tutorial/2.0_Numba.ipynb)
- In the menu select Runtime > Change Runtime Type and choose a GPU like a T4
- Run all cells

### Expected behavior

The notebook runs

### Actual behavior

The first numba cell fails

```python
import numpy as np
from numba import cuda

data = np.asarray(range(10))
output = np.zeros(len(data))

@cuda.jit
def foo(input_array, output_array):
    i = cuda.grid(1)
    output_array[i] = input_array[i]
    
foo[1, len(data)](data, output)

output
```

```pytb
/usr/local/lib/python3.11/dist-packages/numba_cuda/numba/cuda/dispatcher.py:536: NumbaPerformanceWarning: Grid size 1 will likely result in GPU under-utilization due to low occupancy.
  warn(NumbaPerformanceWarning(msg))""",
        expected_cause="driver-too-old",
        note="2025. Closed by maintainer bdice's pull request NVIDIA/accelerated-computing-hub#66 ('Resolves #46'): 'pynvjitlink is required for compatibility with Google Colab because the CUDA driver (12.4) is older than the runtime compiler (12.5)'; nv-kriehl: 'Thank you so much for this fix.' The stored excerpt of the post ends at the start of the next line ('ERROR:numba.cuda.cudadrv.drive...'), so the CUDA_ERROR_UNSUPPORTED_PTX_VERSION line itself is not in the text; the same failure is quoted in googlecolab/colabtools#5081.",
        platform="linux",
    ),
    CorpusLog(
        name="pymoresane-pycuda-cuinit-unknown-error-ubuntu-vm-no-nvidia-driver",
        source=_GH + "ratt-ru/PyMORESANE/issues/22",
        text=r"""Hello I got this error when I tried to run MORESANE: 

File "/usr/lib/python2.7/dist-packages/pymoresane/main.py", line 4, in <module>
    import pymoresane.iuwt as iuwt
  File "/usr/lib/python2.7/dist-packages/pymoresane/iuwt.py", line 9, in <module>
    import pycuda.autoinit
  File "/usr/lib/python2.7/dist-packages/pycuda/autoinit.py", line 5, in <module>
    cuda.init()
Error: cuInit failed: unknown error

> /usr/lib/python2.7/dist-packages/pycuda/autoinit.py(5)<module>()
-> cuda.init()

Would you know how this issue can be solved ? 
Thank you, 
Rita

The nvidia-smi gave the following message: NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA driver is installed and running.""",
        expected_cause="no-nvidia-driver",
        note="2017. After the poster's nvidia-smi output (kept last in the text, from her second comment), maintainer o-smirnov confirmed that the NVIDIA driver was missing ('Yes, exactly'); cyriltasse then pointed out that she ran Ubuntu inside a virtual machine on a Mac, and o-smirnov: 'Ah so there's no GPU? In this case just remove the cuda/pycuda packages entirely...'. Issue closed. No NVIDIA driver (or GPU) reachable from that VM; the poster's own closing word is not in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="pycuda-sourcemodule-logicerror-stale-compiler-cache",
        source=_GH + "inducer/pycuda/issues/231",
        text=r'''The error can be reproduced by running the example from [the main page of the docs](https://documen.tician.de/pycuda/index.html):

(Ubuntu node on AWS)
```
Traceback (most recent call last):
  File "t.py", line 5, in <module>
    mod = SourceModule("""
  File "/home/ubuntu/.pyenv/versions/3.8.2/lib/python3.8/site-packages/pycuda/compiler.py", line 294, in __init__
    self.module = module_from_buffer(cubin)
pycuda._driver.LogicError
```

(Macos 10.13.6)
```
Traceback (most recent call last):
  File "t.py", line 11, in <module>
    """)
  File "/Users/alice/.pyenv/versions/3.7.4/lib/python3.7/site-packages/pycuda/compiler.py", line 294, in __init__
    self.module = module_from_buffer(cubin)
pycuda._driver.LogicError: cuModuleLoadDataEx failed: initialization error -
```

I tried it with PyCUDA 2019.1.1, 2019.1.2 and the current git trunk. The strange thing is that it worked fine about a month or two ago, and neither of these machines (as far as I can remember) has been updated since then - OS, CUDA, Python and PyCUDA versions stayed the same. Any ideas?''',
        expected_cause=None,
        note="2020. The poster (fjarri) the same day: 'Nevermind, cache clear helped. Sorry for the disturbance.' Issue closed. No catalogue ID: the cause was a stale PyCUDA compiler cache (cached kernels that cuModuleLoadDataEx would no longer load). Two logs in the post: an Ubuntu node on AWS (platform given) and a macOS 10.13 machine.",
        platform="linux",
    ),
    CorpusLog(
        name="nvrtc-invalid-option-sm-89-l40-nvrtc-11-2-loaded",
        source=_GH + "eyalroz/cuda-api-wrappers/issues/509",
        text=r"""on NVIDIA L40 GPUs, when adding the following option:
`m_compOpts.add_target(m_device.compute_capability());`

it results with:
`--gpu-architecture=sm_89`
(complete list of options is:
`--device-as-default-execution-space --prec-sqrt=false --prec-div=false --std=c++17 --gpu-architecture=sm_89 -DCUDA ...`)

and causes `NVRTC_ERROR_INVALID_OPTION` kernel compilation error.

Also, the error message is not very informative and does not mention what is the invalid option and its value:
`Failed invoking compiler for CUDA C++ program at 0x07fae240a1c80: NVRTC_ERROR_INVALID_OPTION`

Seen on:
` NVIDIA-SMI 525.85.05    Driver Version: 525.85.05    CUDA Version: 12.0`""",
        expected_cause="compute-capability-unsupported",
        note="2023. Maintainer eyalroz, after working it through with the poster: 'it seems the cause of the error was the executable dynamically-loading NVRTC 11.2 instead of 12.0/12.1 And, indeed, NVRTC 11.2 does not support `--gpu-architecture=sm_89`. So, not a bug.' Issue closed. The runtime compiler that got loaded is older than the GPU (compute capability 8.9). Just outside the angle: NVRTC driven from a C++ library, the same runtime compiler CuPy loads.",
        platform="linux",
    ),
    CorpusLog(
        name="deepo-singularity-container-cannot-find-cuda-without-nv",
        source=_GH + "ufoym/deepo/issues/30",
        text=r"""Thanks for your work! This looks great.

I was trying to convert the all-in-one to a Docker image, but I'm having issues with the cuda support. It converts OK (creates the image), but upon running it complains that it can't find cuda. 

See below for the command to convert. 
```sudo singularity build py27-gpu.img docker://ufoym/deepo:all-py27```

Any tips? It would be nice if this worked with Singularity as that is what is effectively used in HPC environments.""",
        expected_cause="container-without-gpus",
        note="2018. The poster (negrinho), after the maintainer pointed to GPU-enabled Singularity images: 'Thanks for the help. I figured it out. ... The `--nv` option is important for running the container. This works: sudo singularity build py27-gpu.img docker://ufoym/deepo:all-py27 / singularity shell --nv py27-gpu.img'. Issue closed. Prose only. Just outside the angle: deepo is an all-in-one framework image (TensorFlow, PyTorch, Chainer/CuPy and others).",
        platform="linux",
    ),
)
