# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-seventy-fifth set of real threads: CUDA packaging threads (2022-2025) from GitHub issues (issues corpus), where a framework could not load or use CUDA because of how CUDA itself was packaged: conda-forge/jaxlib-feedstock, mamba-org/mamba (the __cuda virtual package), NVIDIA/cuda-python, NVIDIA/numba-cuda and numba/numba (CUDA toolkit and cuda-bindings wheels), NVIDIA/cutlass (the cuda-python wheel a DSL pulls in).

Broken kinds held: a conda-forge jaxlib whose environment lacked the package holding libdevice
(XLA "libdevice not found"), conda packages built with CUDA 12.9 installed on a driver for 12.8
(CUDA_ERROR_UNSUPPORTED_PTX_VERSION), a CUDA toolkit upgraded to 12.1 without the driver
(Unsupported .version 8.1), cuda-python 13 wheels on a 570 driver (cudaErrorInsufficientDriver),
libcuda.so under WSL not on dlopen's path (/usr/lib/wsl/lib), CUDA_HOME set to a colon-separated
list (libnvvm.so not found), and two packaging bugs with no catalogue cause: cuda-bindings 12.9.0
refusing the CUDA 13 driver, and numba-cuda not finding NVVM/NVRTC in CUDA 13's Windows layout.
8 broken, 0 working; one record is prose only.

Small set: few threads on the CUDA packaging repositories themselves are in the stored copies,
most searches for feedstock threads returned tensorflow/tensorflow threads already held, and most
of the rest had no confirmation in the stored text. Left out: NVIDIA/cutlass#2804 (the same
cudaErrorInsufficientDriver after cutlass-dsl 4.3.0, with a log, but its fix, pinning cuda-python
12.9, is stated only in another project's pull request), conda/conda#11615 (__cuda not detected
on WSL2, fixed by conda/conda#11626, but the opening post's words are not in the stored copy),
conda-forge/cudatoolkit-dev-feedstock#68 (confirmed by the poster, WSL's libcuda, but the opening
post says nothing a reader could find it from), and solver threads where conda or mamba chose a
CPU build (no run log).

At first look (the doctor of commit c695e0d) the cause was named in 2 of the 8 broken logs, both
first (two of the eight have no catalogue cause to name); the set holds no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="conda-forge-jaxlib-libdevice-not-found-nvvm-package-missing",
        source=_GH + "conda-forge/jaxlib-feedstock/issues/283",
        text=r"""libdevice not found when using jax with nvidia drivers installed

With this test program and `/dev/nvidia*` being present in the system
```
import jax.numpy as np
np.sin(3)
```
fails with
```
jaxlib.xla_extension.XlaRuntimeError: INTERNAL: libdevice not found at ./libdevice.10.bc
```
jax fails to find `libdevice`
Testing with `strace`
```
strace -f python test.py  |& grep libdevice
[pid 13910] access("/home/alice/lsst/v28/lsstsw/miniconda/envs/lsst-scipipe-9.0.0/lib/python3.11/site-packages/nvidia/cuda_nvcc/nvvm/libdevice", F_OK) = -1 ENOENT (No such file or directory)
[pid 13910] access("/home/conda/feedstock_root/build_artifacts/jaxlib_1725045424189/_build_env/targets/x86_64-linux/nvvm/libdevice", F_OK) = -1 ENOENT (No such file or directory)
[pid 13910] access("/usr/local/cuda/nvvm/libdevice", F_OK) = -1 ENOENT (No such file or directory)
[pid 13910] access("/home/alice/lsst/v28/lsstsw/miniconda/envs/lsst-scipipe-9.0.0/lib/python3.11/site-packages/nvidia/cuda_nvcc/nvvm/libdevice", F_OK) = -1 ENOENT (No such file or directory)
[pid 13910] access("/home/alice/lsst/v28/lsstsw/miniconda/envs/lsst-scipipe-9.0.0/lib/python3.11/nvidia/cuda_nvcc/nvvm/libdevice", F_OK) = -1 ENOENT (No such file or directory)
[pid 13910] access("nvvm/libdevice", F_OK) = -1 ENOENT
...
```""",
        expected_cause="xla-libdevice-missing",
        note="2024. conda-forge jaxlib with CUDA. Feedstock maintainer traversaro: 'if libdevice is contained in cuda-nvvm-tools we need to add also that as a dependency' (jakirkham: cuda-nvcc-tools already depends on cuda-nvvm-tools), and on closing: 'The libdevice file is installed via the cuda-nvmm-tolls transitive dependency, and the conda-installed cuda should be found thanks to https://github.com/openxla/xla/pull/20288'. The same error was reproduced by traversaro in conda-forge/jaxlib-feedstock#288 ('it can't find the libdevice.10.bc, even if it is installed. By manually copying in in the directory, the simple example succeeds'). XLA's search did not reach a libdevice: the catalogue's libdevice cause.",
        platform="linux",
    ),
    CorpusLog(
        name="mamba-openmm-cuda-version-12-9-on-cuda-12-8-driver-unsupported-ptx",
        source=_GH + "mamba-org/mamba/issues/4068",
        text=r"""cuda-version 12.9 installed with ` __cuda=12.8=0` virtual package

I have the ` __cuda=12.8=0` virtual package which matches the output of nvidia-smi, but when installing packages that use cuda (OpenMM in this example) `cuda-version=12.9` gets pulled in, which then causes `CUDA platform error: Error loading CUDA module: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222)` 

### mamba info / micromamba info

```shell
/root/micromamba-bin/micromamba info -r /root/micromamba -n openfe_env
  
         libmamba version : 2.3.2
       micromamba version : 2.3.2
             curl version : libcurl/8.14.1 OpenSSL/3.5.2 zlib/1.3.1 zstd/1.5.7 libssh2/1.11.1 nghttp2/1.64.0
...
```""",
        expected_cause="driver-too-old",
        note="2025. The poster (mikemhenry, an openfe maintainer) confirmed the fix in the same post: 'If I manually add `cuda-version=12.8` to my install command, everything works as expected (and I am still downloading the same OpenMM build with cuda-version 12.8 and 12.9).' The solver paired packages built for CUDA 12.9 with a driver for CUDA 12.8; openfe's installation notes say of this error 'the CUDA version that openmm was built with is incompatible with the CUDA driver'. The driver is older than the CUDA the code was built with. The question to mamba (why __cuda did not constrain cuda-version) is open.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-cuda-python-wsl-failed-to-dlopen-libcuda-so",
        source=_GH + "NVIDIA/cuda-python/issues/17",
        text=r"""Failed to dlopen libcuda.so in WSL environment

```
from cuda import cuda
cuda.cuInit(0)
```
```
---------------------------------------------------------------------------
RuntimeError                              Traceback (most recent call last)
Input In [2], in <module>
----> 1 cuda.cuInit(0)

File ~/miniconda3/envs/dev/lib/python3.8/site-packages/cuda/cuda.pyx:8876, in cuda.cuda.cuInit()

File ~/miniconda3/envs/dev/lib/python3.8/site-packages/cuda/ccuda.pyx:17, in cuda.ccuda.cuInit()

File ~/miniconda3/envs/dev/lib/python3.8/site-packages/cuda/_cuda/ccuda.pyx:3553, in cuda._cuda.ccuda._cuInit()

File ~/miniconda3/envs/dev/lib/python3.8/site-packages/cuda/_cuda/ccuda.pyx:424, in cuda._cuda.ccuda.cuPythonInit()

RuntimeError: Failed to dlopen libcuda.so
```""",
        expected_cause="wsl-windows-driver-unreachable",
        note="2022. The poster (kkraus14, NVIDIA RAPIDS) gave the cause and the fix in the post: 'in a WSL environment `libcuda.so` lives in `/usr/lib/wsl/lib` which is not in the default search path of dlopen ... As a workaround, adding `/usr/lib/wsl/lib` to the `LD_LIBRARY_PATH` environment variable resolves the problem.', and in a comment: 'in the `ldconfig` cache it looks like others load `libcuda.so.1` so only that entry is cached'. The catalogue's WSL cause (/usr/lib/wsl/lib not searched). The title is kept as the only sign of WSL; the diagnosis paragraph is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-numba-cuda-cuda-bindings-12-9-0-rejects-cuda-13-driver",
        source=_GH + "NVIDIA/numba-cuda/issues/369",
        text=r"""[BUG] Python 3.12: Programs fail with CUDA driver version 13000 is not supported

**Describe the bug**
On Python 3.12, versions of `numba-cuda` starting with `0.16` fail to run kernels, displaying the exception `cuda.bindings._internal.utils.NotSupportedError: CUDA driver version 13000 is not supported`

<details>
<summary>Full Traceback</summary>

```
Traceback (most recent call last):
  File "C:\Users\alice\Documents\ESA SNAP\get_burst_cuda.py", line 196, in <module>
    main()
  File "C:\Users\alice\Documents\ESA SNAP\get_burst_cuda.py", line 182, in main
    get_burst[nblocks, nthreads](
  File "C:\Users\alice\AppData\Local\Programs\Python\Python312\Lib\site-packages\numba_cuda\numba\cuda\dispatcher.py", line 696, in __call__
    return self.dispatcher.call(
           ^^^^^^^^^^^^^^^^^^^^^
  File "C:\Users\alice\AppData\Local\Programs\Python\Python312\Lib\site-packages\numba_cuda\numba\cuda\dispatcher.py", line 1017, in call
    kernel = _dispatcher.Dispatcher._cuda_call(self, *args)
             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "C:\Users\alice\AppData\Local\Programs\Python\Python312\Lib\site-packages\numba_cuda\numba\cuda\dispatcher.py", line 1025, in _compile_for_args
    return self.compile(tuple(argtypes))
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
...
```""",
        expected_cause=None,
        note="2025. Windows, a CUDA 13 driver (13000) with the cuda-bindings 12.9.0 wheel. NVIDIA's kkraus14 on closing: 'this was purely a bug in `cuda.bindings 12.9.0` that we should have done a hotfix for much sooner. We will require >=12.9.1 moving forward for this reason.' (leofang: pip/uv cannot constrain on the driver version.) The driver was newer, not older: a bug of the CUDA Python bindings' wheel, no catalogue cause. The traceback's end is cut in the stored copy.",
        platform="windows",
    ),
    CorpusLog(
        name="numba-cuda-toolkit-12-1-without-driver-update-unsupported-ptx-8-1",
        source=_GH + "numba/numba/issues/8961",
        text=r"""Unsupported .version 8.1

I'm using Python 3.11.3 on Ubuntu 22.04.2 amd64 with numba 0.57.0 and cuda-python 12.1.0. Cuda scripts were working fine with cuda-toolkit-11.5. After upgrade to cuda-toolkit-12.1, I'm getting this error:
```
numba.cuda.cudadrv.driver.LinkerError: [222] Call to cuLinkAddData results in UNKNOWN_CUDA_ERROR
ptxas application ptx input, line 9; fatal   : Unsupported .version 8.1; current version is '8.0'
```

I opted not to update NVIDIA graphics driver, because I had problems with such an update before. Should I update the driver too, in order for Numba to work?""",
        expected_cause="driver-too-old",
        note="2023. Numba maintainer seibert: 'When you installed the CUDA toolkit 12.1, did the installer also update the NVIDIA graphics driver? This first looks to me like the toolkit has bene updated but the system driver has not.' The poster (second paragraph is his reply): 'I finally managed to update the driver to version 530.30.02 and `@cuda.jit` works fine now.' A later commenter: 'I also ran into the same problem ... fixed it by installing a more recent driver' (525 -> PTX 8.0, 530 -> 8.1). The driver's JIT (error 222 from cuLinkAddData) was older than the toolkit's PTX.",
        platform="linux",
    ),
    CorpusLog(
        name="numba-libnvvm-so-not-found-cuda-home-set-to-path-list",
        source=_GH + "numba/numba/issues/9216",
        text=r"""numba cannot find libnvvm.so <OSError: libnvvm.so: cannot open shared object file: No such file or directory>

Hi, When I use numba, I encounter the following error:

```
/home/alice/miniconda3/envs/monoflex/lib/python3.8/site-packages/torch/distributed/launch.py:180: FutureWarning: The module torch.distributed.launch is deprecated
and will be removed in future. Use torchrun.
Note that --use_env is set by default in torchrun.
If your script expects `--local_rank` argument to be set, please
change it to read from `os.environ['LOCAL_RANK']` instead. See 
https://pytorch.org/docs/stable/distributed.html#launch-utility for 
further instructions

  warnings.warn(
WARNING:torch.distributed.run:
*****************************************
Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed. 
*****************************************
Traceback (most recent call last):
  File "/home/alice/miniconda3/envs/monoflex/lib/python3.8/site-packages/numba/cuda/cudadrv/nvvm.py", line 139, in __new__
    inst.driver = open_cudalib('nvvm')
  File "/home/alice/miniconda3/envs/monoflex/lib/python3.8/site-packages/numba/cuda/cudadrv/libs.py", line 64, in open_cudalib
    return ctypes.CDLL(path)
...
```

export CUDA_HOME=$CUDA_HOME:/usr/local/cuda-11.8

```
(monoflex) alice@host:/data_e/BaiduSyncdisk/code/MonoFlex$ python -c "from numba import cuda; cuda.cudadrv.libs.test()"
Finding driver from candidates:
        [libcuda.so](http://libcuda.so/)
        libcuda.so.1
        /usr/lib/[libcuda.so](http://libcuda.so/)
        /usr/lib/libcuda.so.1
        /usr/lib64/[libcuda.so](http://libcuda.so/)
        /usr/lib64/libcuda.so.1
Using loader <class 'ctypes.CDLL'>
        Trying to load driver...        ok
                Loaded from [libcuda.so](http://libcuda.so/)
        Mapped [libcuda.so](http://libcuda.so/) paths:
                /usr/lib/x86_64-linux-gnu/libcuda.so.535.104.05
Finding nvvm from CUDA_HOME
        Located at [libnvvm.so](http://libnvvm.so/)
        Trying to open library...       ERROR: failed to open nvvm:
[libnvvm.so](http://libnvvm.so/): cannot open shared object file: No such file or directory
Finding nvrtc from CUDA_HOME
        Located at [libnvrtc.so](http://libnvrtc.so/)
        Trying to open library...       ok
Finding cudart from CUDA_HOME
        Located at [libcudart.so](http://libcudart.so/)
        Trying to open library...       ok
...
```""",
        expected_cause="cuda-libraries-missing",
        note="2023. The export line is the poster's setting as quoted back by numba maintainer gmarkall ('You have: export CUDA_HOME=$CUDA_HOME:/usr/local/cuda-11.8 ... Could you instead try: export CUDA_HOME=/usr/local/cuda-11.8 please? (`CUDA_HOME` should be a path, not a colon-separated list of paths)'); the poster: 'Yes, It work well! Thank you very much!'. The libs.test() output is the poster's later comment (its auto-linked library names kept as stored). The CUDA toolkit's libnvvm could not be loaded because CUDA_HOME did not name the toolkit: the catalogue's libraries-not-loadable cause, for numba's CUDA target.",
        platform="linux",
    ),
    CorpusLog(
        name="nvidia-numba-cuda-windows-cuda-13-nvvm-nvrtc-dll-not-found",
        source=_GH + "NVIDIA/numba-cuda/issues/397",
        text=r"""Hello,

My working numba_cuda installation suddenly broke, probably after a graphics driver update (?). Updating and reinstalling CUDA and numba didn't help.

Running "from numba import cuda; cuda.cudadrv.libs.test()" yields:

```
Finding driver from candidates:
        nvcuda.dll
        \windows\system32\nvcuda.dll
Using loader <class 'ctypes.WinDLL'>
        Trying to load driver...        ok
                Loaded from nvcuda.dll
Finding nvvm from CUDA_HOME
        Located at nvvm.dll
        Trying to open library...       ERROR: failed to open nvvm:
Could not find module 'nvvm.dll' (or one of its dependencies). Try using the full path with constructor syntax.
Finding nvrtc from CUDA_HOME
        Located at nvrtc.dll
        Trying to open library...       ERROR: failed to open nvrtc:
Could not find module 'nvrtc.dll' (or one of its dependencies). Try using the full path with constructor syntax.
Finding cudadevrt from CUDA_HOME
        Located at C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v13.0\lib\x64\cudadevrt.lib
        Checking library...     ok
Finding libdevice from CUDA_HOME
        Located at C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v13.0\nvvm\libdevice\libdevice.10.bc
        Checking library...     ok
Include directory configuration variable:
        CUDA_INCLUDE_PATH=C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v13.0\include
...
```""",
        expected_cause=None,
        note="2025. The user's report (kklmn, numba/numba#10169) as numba-cuda maintainer gmarkall copied it into this bug, which he titled '[BUG] Can't locate NVVM and NVRTC DLLs on Windows in CUDA_HOME with CUDA 13' (labelled bug). The CUDA 13.0 toolkit was installed and its DLLs present; numba-cuda's search did not know CUDA 13's Windows layout (the same for conda-forge's cuda-version=13 layout, DLLs under Library\\bin\\x64, in NVIDIA/numba-cuda#452). A bug of numba-cuda's library search, no catalogue cause.",
        platform="windows",
    ),
    CorpusLog(
        name="nvidia-cutlass-cutedsl-insufficient-driver-570-with-cuda-python-13",
        source=_GH + "NVIDIA/cutlass/issues/2866",
        text=r"""[QST] cudaErrorInsufficientDriver

When I run examples/python/CuTeDSL/blackwell/dense_gemm.py on the Blackwell, I find the error CUDAError InsufficientDriver. My CUDA version is 12.9.41 and my CUDA driver is 570.133.20. May I ask if I need to upgrade the driver or CUDA version.""",
        expected_cause="driver-too-old",
        note="2025. Prose only. NVIDIA's brandon-yujie-sun: 'if you have a 13.0+ cuda-python installed, it won't work as 13.0+ cuda-python requires 580+ driver. You would need to install a 12.9 cuda-python to make it work.' and, to a participant's 'Everything works with CUDA driver version 580.95.05.': 'Yes this is expected like you observed. Either version of cuda-python would just work with a 580+ driver.' Later: 'This was fixed in 4.4' (of the DSL). The 570 driver (CUDA 12.8) was older than the CUDA 13 of the cuda-python wheel pulled in; the poster did not dispute.",
        platform="linux",
    ),
)
