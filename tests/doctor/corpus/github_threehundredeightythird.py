# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-eighty-third set of real threads: CuPy and RAPIDS CUDA threads, from GitHub issues (issues corpus) of cupy/cupy, NVIDIA/cudf and NVIDIA/cuml (the RAPIDS repositories, stored under that name), rapidsai/cugraph and numba/numba, plus two downstream users of Numba's CUDA target (Maghoumi/pytorch-softdtw-cuda, thepetabyteproject/your) for the working runs.

The framework is not TensorFlow, but the CUDA stack under it is the one TensorFlow loads the same
way, so each record's cause lies in that stack. Broken kinds held: a conda CuPy built for CUDA 9.0
beside a cudatoolkit 9.2 (libcudart.so.9.0 missing), a pip cuDF in a container without the CUDA
runtime libraries, a driver (390.87) too old for the cudatoolkit that Numba's PTX came from
("Unsupported .version 6.3; current version is '6.1'"), GPUs older than RAPIDS supports (Tesla
K80 for cuGraph and cuDF, a compute capability 5.0 GPU for a pip cuML), and the Linux driver's
libcuda inside WSL2 shadowing the Windows driver's. Working runs: two, Numba's low-occupancy
NumbaPerformanceWarning printed while the GPU work ran. Broken: 7 (two of them prose with the
error in the title or a screenshot); working: 2; all Linux.

Left out: threads whose stored copy ends before a confirmation or where the poster disputed the
answer (cupy/cupy#9106, an RTX 5080 with CUDA_ERROR_NO_BINARY_FOR_GPU, the poster saying CUDA 12.8
was installed; cupy/cupy#9475, a GTX 1080 with Arch's CUDA 13 NVRTC; cupy/cupy#8045; cupy/cupy#5179;
numba/numba#7006; NVIDIA/numba-cuda#163; NVIDIA/cuml#2167; NVIDIA/cudf#19260), and cupy/cupy#8152
(cudaErrorNoDevice with the NVIDIA driver switched off on purpose; the thread is about the slow
detection). Causes that belong to the frameworks themselves (missing libraries in a nightly or a
Docker image, a conda package's pin) were skipped unless the stack's own version mismatch was the
confirmed cause. Four records are from 2023 or later.

At first look (the doctor of commit 3d3afd8) the cause was named in 2 of 7 broken logs, both
first; the working runs were not flagged. Missed: Numba's "Unsupported .version 6.3; current
version is '6.1'" with driver 390.87 and the K80's cudaErrorNoKernelImageForDevice were read as a
GPU newer than the build (compute-capability-unsupported); cuML's "missing the necessary PTX files
that are <=50" was read as a CPU-only or library-less build; the two prose posts named nothing.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="cupy-conda-cudatoolkit-92-libcudart-so-90-missing",
        source=_GH + "cupy/cupy/issues/2110",
        text=r"""cupy in conda reports ImportError: libcudart.so.9.0: cannot open shared object file: No such file or directory

Cupy installed from anaconda (`conda install cupy`) is reporting that it could not load the correct cuda library. It happens when I `import cupy`.

I encountered this on my home machine with a freshly installed Ubuntu. I have previously install CUDA 10 to `/usr/local/`, which is required to compile some other applications. Then I installed cupy via conda, and I found this error.""",
        expected_cause="cuda-libraries-missing",
        note="2019. The poster confirmed the cause himself: 'I found that `conda` installed `cudatoolkit=9.2` because I did `conda install tensorflow-gpu` previously. However, if I downgrade cudatoolkit to 9.0 (`conda install cudatoolkit=9.0`), and then install cupy by `conda install cupy`, it worked!' (and, before that, installing a CUDA 9 beside CUDA 10 and pointing LD_LIBRARY_PATH at it also worked). The CuPy package was built for CUDA 9.0 while the environment held the 9.2 runtime; (the maintainer's reply about the package's dependency declaration is cut short in the stored copy). Title line included: it carries the error.",
        platform="linux",
    ),
    CorpusLog(
        name="cudf-pip-cu11-docker-cuda-runtime-missing",
        source=_GH + "NVIDIA/cudf/issues/16031",
        text=r"""Cannot import cuDF CUDA Runtime Error

When importing cuDF inside a docker container I get the following error:

![image]

Seems there is an issue with the cuda runtime?

Outside the docker it works, the nvidia-container-runtime is installed and I can call nvidia-smi successfully inside the container. Is there something additional to install?

Like in the readem:
pip install --extra-index-url=https://pypi.nvidia.com cudf-cu11""",
        expected_cause="cuda-libraries-missing",
        note="2024. Prose only (the error was a screenshot). A maintainer (vyasr) pointed out that the error came from numba.cuda, which 'requires that you have the CUDA runtime library available somewhere'; the poster confirmed: 'Thanks, I got it working by installing all CUDA deps in the container itself.' The GPU was reachable in the container (nvidia-smi worked); the CUDA runtime libraries were not installed in it.",
        platform="linux",
    ),
    CorpusLog(
        name="numba-gtx1080-driver-390-cudatoolkit-10-unsupported-ptx-version-63",
        source=_GH + "numba/numba/issues/3794",
        text=r"""Problem with cuda.jit ptx?

I've installed numba cuda several times in the past with success but now suddenly I cannot get new installs to work.  They all fail with the following error message:
LinkerError: [218] Call to cuLinkAddData results in UNKNOWN_CUDA_ERROR
ptxas application ptx input, line 9; fatal   : Unsupported .version 6.3; current version is '6.1'
ptxas fatal   : Ptx assembly aborted due to errors

**Regression:**  
I convinced myself this seems to be a bug not an error on my part by cloning a working conda environment.  The conda environment works on one machines but not on another.

GPU:  GTX1080
| NVIDIA-SMI 390.87                 Driver Version: 390.87                    |

here is another conda environment that works on an RTX2080 but is failing when I try to clone it to a GTX1080 machine.  THis enviroment isn't set up for tensorflow so might be simpler to reproduce for someone 
```
 cat shallowwater.yml
name: shallowwater
channels:
  - numba
  - defaults
dependencies:
...
  - cudatoolkit=10.0.130=0
  - cupy=5.1.0=py37hc0ce245_0
...
```""",
        expected_cause="driver-too-old",
        note="2019. The poster edited the post to say: 'I resolved my problem reported below by downgrading to cudatoolkit=9.0' on the GTX1080 machine with driver 390.87, while the machine with driver 410.79 ('CUDA Version: 10.0') worked with cudatoolkit=10. Driver 390 supports CUDA up to 9.1, so the PTX that cudatoolkit 9.2/10's NVVM wrote (ISA 6.2/6.3) was newer than the driver's JIT accepts. The edit's fix lines are left out of the text; the driver line comes from the same edit (facts, not the fix).",
        platform="linux",
    ),
    CorpusLog(
        name="numba-wsl2-linux-libnvidia-compute-510-inside-wsl",
        source=_GH + "numba/numba/issues/9032",
        text=r"""Numba+Cuda doesn't work for me on WSL 2 (but PyTorch+Cuda works fine)

Cuda works fine in PyTorch on my WSL 2 (Windows 11 + 22.04.2 LTS) install but it doesn't work for numba.

$ python -c "import torch; print(torch.cuda.is_available())"
`True`

$ python -c "from numba import cuda; print(cuda.is_available())"
`False`

$ python -c "import numba; print(numba.__version__)"
`0.58.0dev0+190.gc9cc06ba1`

I found https://github.com/numba/numba/issues/7104 while trying to troubleshoot and everything I'm seeing pretty much matches what Sahuta saw. I've pasted the output from the various diagnostic commands he was asked to run below.

$ python -c "from numba import cuda; cuda.detect()"
```
Traceback (most recent call last):
  File "/home/alice/mambaforge/envs/course22p2/lib/python3.10/site-packages/numba/cuda/cudadrv/driver.py", line 258, in ensure_initialized
    self.cuInit(0)
  File "/home/alice/mambaforge/envs/course22p2/lib/python3.10/site-packages/numba/cuda/cudadrv/driver.py", line 331, in safe_cuda_api_call
    self._check_ctypes_error(fname, retcode)
  File "/home/alice/mambaforge/envs/course22p2/lib/python3.10/site-packages/numba/cuda/cudadrv/driver.py", line 399, in _check_ctypes_error
    raise CudaAPIError(retcode, msg)
numba.cuda.cudadrv.driver.CudaAPIError: [100] Call to cuInit results in CUDA_ERROR_NO_DEVICE
...
```

$ python -c "import ctypes; x = ctypes.CDLL('libcuda.so'); x.undef()"
```
Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/home/alice/mambaforge/envs/course22p2/lib/python3.10/ctypes/__init__.py", line 387, in __getattr__
    func = self.__getitem__(name)
  File "/home/alice/mambaforge/envs/course22p2/lib/python3.10/ctypes/__init__.py", line 392, in __getitem__
    func = self._FuncPtr((name_or_ordinal, self))
AttributeError: /lib/x86_64-linux-gnu/libcuda.so: undefined symbol: undef
```""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2023. The last paragraph is the poster's reply to a maintainer's request. The maintainer (gmarkall) named the cause from it: 'it sounds like you have the Linux (as opposed to WSL2) driver installed in your WSL2 instance. I'm guessing you might have a package called `libnvidia-compute-510` installed'; the poster: 'Your hunch was right.' (dpkg listed libnvidia-compute-510), removed the package and reinstalled cuda-11-8; the issue was closed. The stored copy ends before his final re-run output.",
        platform="linux",
    ),
    CorpusLog(
        name="cugraph-k80-no-kernel-image-needs-pascal",
        source=_GH + "rapidsai/cugraph/issues/1130",
        text=r"""[QST] Any way to run on Kepler or Maxwell GPUs?

Hello! I did read the notes that cuGraph needs Pascal or above. However, given Kepler and Maxwell GPU availability is still higher than Pascal / Volta or Turing, it would be great from an adoption point of view to allow running with lower CUDA compute capability (of course with caveats around newer features like memory oversubscription etc. not being available). A quick test on a K80 reveals the below error:

```
cudaErrorNoKernelImageForDevice: no kernel image is available for execution on the device
```

Is anything possible? By building from source etc.?""",
        expected_cause="compute-capability-too-old",
        note="2020. A maintainer (BradReesWork) confirmed the GPU is too old for the build: 'the code leverage features found in the newer GPUs', suggesting a modified source build at one's own risk; the poster accepted ('Thank you @BradReesWork. I am prepared to do that'). Tesla K80 is compute capability 3.7; RAPIDS required Pascal (6.0) or newer. The poster tested on Azure and Colab.",
        platform="linux",
    ),
    CorpusLog(
        name="cudf-k80-userwarning-needs-pascal-or-newer",
        source=_GH + "NVIDIA/cudf/issues/5776",
        text=r"""[QST] UserWarning: you will need a GPU with NVIIDA Pascal or newer architecture

**What is your question?**

We are using cuDF to build out predictive modelling pipelines.

We get the following warning.
![cudf_warning]

Note that we are able to create cuDF dataframes, so we are not sure how relevant the warning is for us.  We are warned about a potential issue, but then there appears to be no such issue.

How can we tell whether this warning points to a genuine issue in any particular case?""",
        expected_cause="compute-capability-too-old",
        note="2020. Prose only (the warning was a screenshot; the title carries its words as typed by the poster). Maintainers confirmed: teju85 'most of RAPIDS projects support GPUs from Pascal+ architectures only ... it seems that you are on a K80 which is 2 architectures older than Pascal. Thus, this warning is expected in your case', and harrism 'This is a genuine warning. If you actually try to run algorithms on the data frames you created they are likely to fail with errors.' The poster thanked them; closed as answered.",
        platform="linux",
    ),
    CorpusLog(
        name="cuml-pip-compute-capability-50-missing-ptx-files",
        source=_GH + "NVIDIA/cuml/issues/5484",
        text=r"""[QST] Use cuML with compute capability lower than 6.0

Hi,

I have a GPU with a compute capability 5.0. I installed cuML with pip and I got the following error after `import cuml` :+1: 
`
RuntimeError: This cuDF installation is missing the necessary PTX files that are <=50.
`

Is there a way to use cuML with my GPU ?

Thanks.""",
        expected_cause="compute-capability-too-old",
        note="2023. A maintainer (viclafargue) confirmed: 'Unfortunately RAPIDS requires an NVIDIA Pascal™ or better GPU with a compute capability 6.0 and above.' Not disputed; closed.",
        platform="linux",
    ),
    # --------------------------------------------------------------- working
    CorpusLog(
        name="softdtw-cuda-numba-low-occupancy-warning-training-runs",
        source=_GH + "Maghoumi/pytorch-softdtw-cuda/issues/21",
        text=r"""Grid size (4) < 2 * SM count (164) will likely result in GPU under utilization due to low occupancy.

Thank you for your great work! This is very useful and works like a charm for my use case. Here is one quick question:
```
/net/host/storage2/alice/anaconda3/envs/zbw/lib/python3.9/site-packages/numba/cuda/compiler.py:726: NumbaPerformanceWarning: Grid size (4) < 2 * SM count (164) will likely result in GPU under utilization due to low occupancy.
  warn(NumbaPerformanceWarning(msg))
/net/host/storage2/alice/anaconda3/envs/zbw/lib/python3.9/site-packages/numba/cuda/compiler.py:726: NumbaPerformanceWarning: Grid size (4) < 2 * SM count (164) will likely result in GPU under utilization due to low occupancy.
  warn(NumbaPerformanceWarning(msg))
/net/host/storage2/alice/anaconda3/envs/zbw/lib/python3.9/site-packages/numba/cuda/compiler.py:726: NumbaPerformanceWarning: Grid size (4) < 2 * SM count (164) will likely result in GPU under utilization due to low occupancy.
  warn(NumbaPerformanceWarning(msg))
```
At the very beginning of the running, I got this warning three times, but the training seems to be going successfully. What does this imply, can I simply ignore this warning?
Thank you again!""",
        harmless=True,
        note="2022. Working run, confirmed by the outcome: the poster's training with the Numba-CUDA soft-DTW loss ran ('the training seems to be going successfully'); the only answer links a Stack Overflow explanation of the warning. Numba's NumbaPerformanceWarning about a small grid is a performance hint on a kernel launch that ran on the GPU, not a failure.",
        platform="linux",
    ),
    CorpusLog(
        name="your-candmaker-numba-low-occupancy-warning-v100",
        source=_GH + "thepetabyteproject/your/issues/106",
        text=r"""your_candmaker GPU underutilization

**Describe the bug**
Every time we run your_candmaker using a GPU we get the following warning:

/numba/cuda/dispatcher.py:488: NumbaPerformanceWarning: Grid size 64 will likely result in GPU under-utilization due to low occupancy.

I understand it's a warning and not an error but it logs a ton of these errors.  We've run your_candmaker with several different 
input files and they all produce this issue

**To Reproduce**
your_candmaker.py -c $FIL.csv -fs 256 -ts 256 -g $SLURM_JOB_GPUS -o ./candidates/

**Expected behavior**
Not sure if the code can be modified to use a better grid size or if the warnings can be suppressed similar to 
https://stackoverflow.com/questions/29347987/why-cant-i-suppress-numpy-warnings

**Versions (please provide the versions of the the following packages):**
- your: 0.6.7
- matplotlib: 3.5.2
- numpy: 1.22.4 
- h5py: 3.7.0 
- scikit-image: 0.19.3 
- scipy: 1.8.1 
- numba: 0.56.0
- astropy: 5.1
- pandas: 1.4.3
- rich: 12.5.1
- python: 3.10.5

**Additional context**
We have your built into it's own Conda environment.  
We are always running this code on a compute cluster with a Tesla V100 GPU.  We have not tried it on other GPUs""",
        harmless=True,
        note="2023. Working run: the candidate maker ran on the V100 with several input files, the poster calling it 'a warning and not an error'; a maintainer (devanshkv) answered that the grid size can be tuned to the GPU and the observation ('Ideally, you should tweak the grid size according to GPU and the per-observation type'), and the issue was closed as wontfix. Numba's low-occupancy warning is a performance hint, not a failure.",
        platform="linux",
    ),
)
