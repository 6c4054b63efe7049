# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-fiftyninth set of real threads: molecular simulation, docking and particle-simulation codes on NVIDIA GPUs (2019-2023), from GitHub issues on openmm/openmm, Acellera/htmd (ACEMD), ccsb-scripps/AutoDock-GPU, GOMC-WSU/GOMC and glotzerlab/hoomd-blue.

Broken kinds held: GPUs in exclusive-process mode failing OpenMM's tests with 'No compatible
CUDA device is available'; a Kepler Quadro K2000 too old for the CUDA 11 toolkit conda gave
OpenMM; GPUs newer than the build could target (an RTX 4090 under AutoDock-GPU's default
compute-capability list, RTX 3090s under ACEMD's cudatoolkit 10.2 build); a GOMC build that left
out compute capability 6.1 (GTX 1060); a CPU-only HOOMD-blue from conda or pip; an OpenMM 7.4
conda install on Windows that had no Python 3.8 or CUDA 11.0 package; and OpenMM 7.7 loading no
CUDA plugin because OPENMM_PLUGIN_DIR still pointed at another environment. All broken: 8;
working runs: 0.

Left out: most openmm/openmm threads of 2020-2026 on CUDA_ERROR_NO_DEVICE,
CUDA_ERROR_UNKNOWN, CUDA_ERROR_INVALID_PTX or UNSUPPORTED_PTX_VERSION (#3283, #3474, #4149,
#4685, #5196), where the stored copy ends before any answer; the same for deepmd-kit
(#1494, #1694, #650), 3dem/relion (#845, #968), lammps (#2981, #2086), tbepler/topaz (#165,
#216), AToM-OpenMM #84, hoomd-blue #542 and #1169 and AutoDock-GPU #172 and #180 (maintainer's
answer, poster's outcome not stored). Left out as well: threads fixed by a reinstall or a
reboot with no cause named (cryodrgn #212, seekr2 #8), answers given to a commenter rather than
the poster (AutoDock-GPU #146), a helper's diagnosis the poster never confirmed
(hpc-container-maker #239, relion in a CUDA 10.2 container on driver 418), threads from before
2019 (openmm #1233, relion #311) and one already held (ImmuneBuilder #13). The pages corpus
held no discuss.cryosparc.com threads.

At first look (the doctor of commit 85a1016) the cause was named in 1 of the 8 broken logs,
first; there is no working run in the set. After the changes of the same day, 3 of 8, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="openmm-cluster-tests-no-compatible-cuda-device-exclusive-process",
        source=_GH + "openmm/openmm/issues/2840",
        text=r"""Hey all,

I am try to compile openmm on my university's cluster, and after working with one of the members of the HPC team, he recommended I contact you. 

We successfully compile openmm, but when we go to run the tests, a seemingly random (to us) selection of the CUDA and OpenCL tests fail. I attached the log of the tests. From what we could tell, the CUDA tests were all failing due to "No compatible CUDA device is available".

We have CUDA version 10.0 and gcc version 7.5. 

Let me know anything else you might need tot figure out this problem.

Thanks!

Nick
[tests.log](https://github.com/openmm/openmm/files/5211320/tests.log)""",
        expected_cause="gpu-exclusive-process-busy",
        note="2020. Maintainer peastman: 'Run `nvidia-smi`. What mode does it list the GPU as being in? If it's in \"exclusive process\" mode, that means only one context can be created on the GPU at a time, so any test that tries to create more than one context at the same time will fail with that error.'; the poster: 'Yes, they are indeed in exclusive process mode.'; peastman: 'As long as you only create one context at a time, it's fine for them to be in exclusive mode.' Closed.",
        platform="linux",
    ),
    CorpusLog(
        name="openmm-quadro-k2000-nvrtc-invalid-arch-cuda-11",
        source=_GH + "openmm/openmm/issues/3756",
        text=r"""Hi! Im trying to install openmm using conda in ubuntu 20.04 with nvidia graphic card Quadro K2000. Have installed cuda 11.4. my testinstallation gives the following error
OpenMM Version: 7.7
Git Revision: 130124a3f9277b054ec40927360a6ad20c8f5fa6

There are 4 Platforms available:

1 Reference - Successfully computed forces
2 CPU - Successfully computed forces
3 CUDA - Error computing forces with CUDA platform
4 OpenCL - Successfully computed forces

CUDA platform error: Error compiling program: nvrtc: error: invalid value for --gpu-architecture (-arch)

Median difference in forces between platforms:

Reference vs. CPU: 6.29738e-06
Reference vs. OpenCL: 6.76359e-06
CPU vs. OpenCL: 8.11707e-07

nvidia-smi gives the following:
NVIDIA-SMI 470.141.03   Driver Version: 470.141.03   CUDA Version: 11.4 

kindly help me to resolve the issue and enjoy openmm""",
        expected_cause="compute-capability-too-old",
        note="2022. Maintainer peastman: 'Quadro K2000 is a very old GPU that isn't supported anymore in CUDA 11. I believe CUDA 10 should still work with it. ... conda install -c conda-forge openmm cudatoolkit=10.2'; the poster: 'Thanks a lot. It worked'. Closed. The K2000 is a Kepler GPU of compute capability 3.0, below CUDA 11's minimum, so the CUDA 11 NVRTC that conda gave OpenMM could not compile for it.",
        platform="linux",
    ),
    CorpusLog(
        name="gomc-gtx-1060-invalid-device-function-no-sm-61-build",
        source=_GH + "GOMC-WSU/GOMC/issues/168",
        text=r"""Getting this error when attempting to run version 2.50 on the GPU (1060)

Minimum coordinates in box 0: x =    1.998, y =    1.997, z =    1.997
Maximum coordinates in box 0: x =   67.001, y =   67.005, z =   67.002
Wrapping molecules inside the simulation box 0:
GPUassert: invalid device function /home4/alice/GOMC/GOMC/src/GPU/CalculateEwaldCUDAKernel.cu 80
[test.zip](https://github.com/GOMC-WSU/GOMC/files/4595898/test.zip)

It's a GTX 1060.""",
        expected_cause=None,
        note="2020. No catalogue ID: the cause was a build of GOMC (a Monte Carlo molecular simulation code) whose CUDA architecture list left out compute capability 6.1, so the GTX 1060 had no kernel to run. Maintainer YounesN: 'I had to add specific architectures to drop compiling any GPU with compute capability under 3.0 ... I missed version 6.1 which is required for GTX 1060. I added it to branch `FixLambda`'; the poster pulled FixLambda, rebuilt, and the invalid-device-function error was gone (the poster went on to a different error, an illegal memory access, in the same thread). The poster's 'It's a GTX 1060.' answered the maintainer's question before the fix.",
        platform="linux",
    ),
    CorpusLog(
        name="autodock-gpu-rtx-4090-invalid-device-symbol-default-targets",
        source=_GH + "ccsb-scripps/AutoDock-GPU/issues/249",
        text=r"""Dear Sir,
I got the error  as shown below, but I can succeed with the adgpu-v1.5.3_linux_ocl_128wi. Could you tell me how to fix it ?
Thanks 
YT 

alice@host:~/autodock/x86_64Linux2/src/bin/content> ../autodock_gpu_128wi -C 1 --import_dpf receptor.reactive_config --flexres receptor_flex.pdbqt -L Nirmatrelvir.pdbqt
AutoDock-GPU version: 00e3113dd11a6bd12bab4cf8a7ee3f88e3f197c1-dirty

Running 1 docking calculation (contact analysis cutoffs: R=2.1 Å, H=3.7 Å, V=4.0 Å)

Cuda device:                              NVIDIA GeForce RTX 4090
Available memory on device:               23827 MB (total: 24214 MB)

CUDA Setup time 0.582589s

Running Job #1
    Using heuristics: (capped) number of evaluations set to 5210753
    Local-search chosen method is: ADADELTA (ad)
SetKernelsGpuData copy to cData failed invalid device symbol
autodock_gpu_128wi: ./cuda/kernels.cu:130: void SetKernelsGpuData(GpuData*): Assertion `0' failed.
Aborted (core dumped)""",
        expected_cause="compute-capability-unsupported",
        note="2023. Maintainer atillack: 'When compiling for Cuda you need to specify the GPU target architecture, in the case of the 4090 this is compute architecture 8.9 - so compiling with `make DEVICE=GPU NUMWI=128 OVERLAP=ON TARGETS=\"89\"` should fix the above error.' Issue closed after that answer (no reply from the poster in the stored copy). By default AutoDock-GPU of that time compiled only for compute capabilities 52, 60, 61 and 70 (atillack in #172, and spack PR #42244, which names this same 'invalid device symbol' error), so the Ada GPU had no kernel; the OpenCL build, compiled at run time, worked.",
        platform="linux",
    ),
    CorpusLog(
        name="acemd3-rtx-3090-nvrtc-invalid-arch-cudatoolkit-10-2",
        source=_GH + "Acellera/htmd/issues/1015",
        text=r"""Hi,

Running acemd3 on the latest version produces the following error:
`Error compiling program: nvrtc: error: invalid value for --gpu-architecture (-arch)`
These are the specs (other processes running at the moment):

```
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 495.44       Driver Version: 495.44       CUDA Version: 11.5     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  NVIDIA GeForce ...  Off  | 00000000:01:00.0 Off |                  N/A |
| 51%   55C    P2   263W / 350W |   1459MiB / 24268MiB |     76%      Default |
|                               |                      |                  N/A |
+-------------------------------+----------------------+----------------------+
|   1  NVIDIA GeForce ...  Off  | 00000000:43:00.0 Off |                  N/A |
| 53%   56C    P2   292W / 350W |   3196MiB / 24268MiB |     71%      Default |
...

```
#
# Name                    Version                   Build  Channel
_libgcc_mutex             0.1                 conda_forge    conda-forge
_openmp_mutex             4.5                      1_llvm    conda-forge
acemd3                    3.5.0                 cuda102_0    acellera
alsa-lib                  1.2.3                h516909a_0    conda-forge
amberlite                 16.0                     pypi_0    pypi
ambertools                21.11            py39hc630cb1_0    conda-forge
...
xorg-libx11               1.7.2                h7f98852_0    conda-forge
xorg-libxext              1.3.4                h7f98852_1    conda-forge
xorg-libxt                1.2.1                h7f98852_2    conda-forge
xorg-xextproto            7.3.0             h7f98852_1002    conda-forge
xorg-xproto               7.0.31            h27cfd23_1007  
xz                        5.2.5                h7b6447c_0  
yaml                      0.2.5                h7b6447c_0  
zeromq                    4.3.4                h2531618_0  
zipp                      3.6.0              pyhd3eb1b0_0  
zlib                      1.2.11            h36c2ea0_1013    conda-forge
zstd                      1.5.0                ha95c52a_0    conda-forge
```

```
GPU 0: NVIDIA GeForce RTX 3090 (UUID: GPU-d9fc08fd-2d09-a6c7-db1b-58bf25569568)
GPU 1: NVIDIA GeForce RTX 3090 (UUID: GPU-2fe1a41a-cc62-3662-d942-e2346118327a)
```""",
        expected_cause="compute-capability-unsupported",
        note="2021. Maintainer raimis: 'Your version of `cudatoolkit` is 10.2. The minimum version for the Ampere cards is 11. conda install -c conda-forge -c acellera acemd3 cudatoolkit=11.2'; the poster: 'That worked. Very helpful, thanks.' Closed. The NVRTC of CUDA 10.2 cannot compile for compute capability 8.6. Text: the first post (the stored opening breaks off inside its nvidia-smi table, marked '...'), then the poster's later `conda list` (shortened to its first and last lines) and `nvidia-smi -L`, both posted on request before the answer.",
        platform="linux",
    ),
    CorpusLog(
        name="hoomd-conda-built-without-cuda-support",
        source=_GH + "glotzerlab/hoomd-blue/issues/516",
        text=r"""Is it possible to somehow have a GPU-supported version that is installed via pip or conda?

It is not clear how to run this with GPU (as I'm not familiar with compiling/building process).

When I try to initialize it with GPU I get:
```
GPU execution requested, but this hoomd was built without CUDA support
```

Thank you.""",
        expected_cause="framework-cpu-only-build",
        note="2019. Maintainer joaander: 'This was not possible previously on conda-forge due to licensing https://github.com/conda-forge/conda-forge.github.io/issues/63. Now it seems that they may be starting to support CUDA builds ... I have no plans to provide a pip installable package of HOOMD.' Closed. The HOOMD-blue the poster had from conda/pip was a CPU-only build (no catalogue ID names HOOMD; framework-cpu-only-build is the nearest). Platform not stated; the same poster compiled HOOMD on Ubuntu 16 in #542 two weeks later.",
        platform="linux",
    ),
    CorpusLog(
        name="openmm-windows-conda-python-3-8-cuda-11-not-supported",
        source=_GH + "openmm/openmm/issues/2879",
        text=r"""Hello,

I was trying to install OpenMM on latest anacodna distribution using the code as given in openmm installation guide under documentation panel. It failed and showed that python 3.8 is not supported for OpenMM. Apart from that, it showed an error with CUDA version.  I have had latest 11.0 CUDA installed with my RTX 2080 Ti GPU. 

I was wondering if anyone could suggest me which distribution of anaconda and version of CUDA have to be installed on Windows for running the latest OpenMM or stable release of it?""",
        expected_cause="python-version-unsupported",
        note="2020. mattwthompson: 'Try Python 3.7 and CUDA 10.1'; maintainer jchodera: 'We're working on the migration to conda-forge for the release of OpenMM 7.5.0 ... For now, you can try the preview builds here, which support Python 3.8 and CUDA 11.0' (with `conda install -c omnia-dev/label/cuda110 openmm`); the poster: 'Thanks . The problem has been solved'. Closed. The released OpenMM conda packages had no build for Python 3.8 (and none for CUDA 11.0); the catalogue ID is TensorFlow's wording, the same kind of cause.",
        platform="windows",
    ),
    CorpusLog(
        name="openmm-770-conda-only-reference-platform-plugin-dir-base-env",
        source=_GH + "openmm/openmm/issues/3656",
        text=r"""Hello,

I am running openmm on linux and up to now I have been using version 7.4.2 installed using conda alongside cuda 10.1. I am now trying to install version 7.7.0 using conda but am having problems running on GPUs. I get the error: 

_openmm.OpenMMException: There is no registered Platform called "CUDA"_

I ran the following:

_platforms = [ Platform.getPlatform(index).getName() for index in range(Platform.getNumPlatforms()) ]
print (platforms)_

I only get ['Reference']. One thing I would like to determine is which CUDA versions are available with 7.7.0. I tried:

_conda install -c conda-forge openmm cudatoolkit==11.0_

But I get 

_PackagesNotFoundError: The following packages are not available from current channels:_
  _- cudatoolkit==11.0_

Please let me know of any suggestions to fix this.

Best wishes and thanks,

Dave""",
        expected_cause=None,
        note="2022. No catalogue ID: the cause was OPENMM_PLUGIN_DIR, left from the old install, pointing OpenMM at the base environment's plugin folder, so none of 7.7.0's plugins (not even CPU) were loaded. The poster, in the next comment: 'Ok yes this fixes the problem. Thanks. OPENMM_PLUGIN_DIR was set as Miniconda/lib/plugins/ it works when I export OPENMM_PLUGIN_DIR=Miniconda/envs/openmm770_cuda110/lib/plugins/ Perhaps this is an issue with conda environments?' (the suggestion he answers is not in the stored copy). Closed.",
        platform="linux",
    ),
)
