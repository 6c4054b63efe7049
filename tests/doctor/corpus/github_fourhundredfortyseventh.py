# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A four-hundred-and-fortyseventh set of real threads: conda-family environments for the CUDA stack (2019-2025), from GitHub issues on jax-ml/jax, pytorch/pytorch, openmm/NNPOps, deepmodeling/deepmd-kit, fieldsoftheworld/ftw-baselines (a pixi project) and BayesWatch/nas-without-training.

Broken kinds held: the conda solver picking the CPU-only build of a framework (jaxlib from
conda-forge without a `*cuda*` build pin; PyTorch nightlies while their CUDA builds were missing
or still being uploaded: 3), the `__cuda` virtual package missing because the machine that solves
the environment has no NVIDIA GPU or driver (a CPU-only CI or docker-build machine, an HPC login
node; with mamba, conda and pixi: 3), and a conda environment's CUDA build of PyTorch newer than
the NVIDIA driver (1). All broken: 7; working runs: 0 (none met).

Left out: threads whose confirmation lies past the stored opening, or whose opening post could
not be reached in the stored copy (mamba-org/mamba#2194, where CONDA_OVERRIDE_CUDA solved it but
the first post's own text never came back; conda/conda#11615, `__cuda` not detected on WSL2,
fixed by conda PR #11626, same problem; conda-forge/tensorflow-feedstock#222; prefix-dev/pixi#1355,
#2072, #3008), confirmations by someone other than the poster for a different setup
(mamba-org/mamba#1617, #336), causes outside GPU setup (cupy/cupy#7907, a corrupted conda
environment; conda/conda-lock#85, a glibc override), and threads with no answer in the stored
copy (pytorch/pytorch#68611, #69202; tensorflow/tensorflow#54423; meta-pytorch/data#315;
cupy/cupy#5179). Most threads of this angle that the search surfaced were already held or seen
(NVIDIA/tensorflow#55, tensorflow/tensorflow#60750, jouvetg/igm_old#7, NVIDIA/cudf#14963, the
tensorflow-feedstock and jaxlib-feedstock issues).

At first look (the doctor of commit e1b997e) the cause was named in 1 of the 7 broken logs,
first; there is no working run in the set. After the changes of the same day, 5 of 7, each
first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="jax-conda-forge-install-pulls-cpu-only-jaxlib-build",
        source=_GH + "jax-ml/jax/issues/14606",
        text=r"""### Description

In the README, the provided conda installation step for CUDA-aware Jax sometimes pulls in a CPU-only build of jaxlib.

```
$ conda install jax cuda-nvcc -c conda-forge -c nvidia

The following NEW packages will be INSTALLED:

  jax                conda-forge/noarch::jax-0.4.4-pyhd8ed1ab_0
  jaxlib             conda-forge/linux-64::jaxlib-0.4.4-cpu_py311h7146453_1
```

### What jax/jaxlib version are you using?

0.4.4

### Which accelerator(s) are you using?

GPU

### Additional system info

Linux""",
        expected_cause="framework-cpu-only-build",
        note="2023. The poster (tlangfor) states the cause and fix in the same post: the solver picked conda-forge's CPU build of jaxlib (cpu_py311...), and `conda install jaxlib=*=*cuda* jax cuda-nvcc -c conda-forge -c nvidia` 'ensures that the cuda build of jaxlib is installed' (from jax#189). Another user: 'came here to say the exact same thing'; maintainer hawkinsp updated the README ('Done! Hope that helps.'); closed. The fix paragraph is left out of the text.",
        platform="linux",
    ),
    CorpusLog(
        name="nnpops-mamba-cpu-ci-machine-nothing-provides-cuda-for-pytorch",
        source=_GH + "openmm/NNPOps/issues/96",
        text=r"""Hi developers, I have a question of pulling in the CUDA version of nnpops on a linux CPU platform.
I need to build a docker image to deploy my pipeline and I usually does this on a linux CPU platform as part of the CI.
The nnpops is pulled in through conda as part of the building process. It seems that If I just tried to blindly pull in the nnpops on this CPU platform, I will get the CPU version, which makes sense.
However, since I will be deploying the docker image on a GPU platform, it will be helpful if I could pull in the cuda version during the docker building.
I tried to tell conda that I want the CUDA build variant via
`mamba create -c conda-forge -n test "nnpops>=0.4=cuda*"`
However, I will get
```
Could not solve for environment specs
Encountered problems while solving:
  - nothing provides __cuda needed by pytorch-1.13.1-cuda112py310he33e0d6_200

The environment can't be solved, aborting the operation
```
And it seems that only 0.4 and 0.3 has this problem as I could pull in nnpops=0.2 as fine.
Any guidance is appreciated. Thank you.""",
        expected_cause="no-nvidia-driver",
        note="2023. The poster builds on a CPU-only CI machine (no NVIDIA GPU or driver, so conda defines no `__cuda` virtual package and the CUDA build of pytorch cannot be solved). OpenMM contributor sef43: 'You should be able to set the `CONDA_OVERRIDE_CUDA` environmental variable ... Then `__cuda` will be defined in `conda info` and conda will install cuda ver[sions]'; issue closed. The stored copy breaks off inside that reply.",
        platform="linux",
    ),
    CorpusLog(
        name="deepmd-kit-conda-gpu-install-on-login-node-unsatisfiable-tf-2-7",
        source=_GH + "deepmodeling/deepmd-kit/issues/1362",
        text=r"""Offline conda installation (CUDA 10.1 or 11.3) have many conflicts (since the change from TF 2.5 (pkgs/main) to TF 2.7 (deepmodeling)). Same for online ones.

Linux RHEL 8.2 (x64 intel)
Conda 4.11.0

Deepmd-kit version: 2.0.3
Installation way:
**1.** Offline packages gpu cuda 10.1 or 11.3:

```
Found conflicts! Looking for incompatible packages.
This can take several minutes.  Press CTRL-C to abort.
failed
UnsatisfiableError: The following specifications were found to be incompatible with each other:
Output in format: Requested package -> Available versions
```
**2.** conda create -n deepmd_2.0.3 deepmd-kit=*=*gpu libdeepmd=*=*gpu lammps-dp cudatoolkit=10.1 horovod -c https://conda.deepmodeling.org
or conda create -n deepmd_2.0.3 deepmd-kit=*=*gpu libdeepmd=*=*gpu lammps-dp cudatoolkit=11.3 horovod -c https://conda.deepmodeling.org

Same error when using channel_priority: strict.
Works when set to flexible but install TF 2.5 (base from deepmodeling).
(channels in .condarc are only defaults)

Any CPU (offline or online) works flawlessly and install TF 2.7 from deepmodeling.""",
        expected_cause="no-nvidia-driver",
        note="2021. The poster (cdavro) later: 'It was the cuda missing, the export CONDA_OVERRIDE_CUDA methods worked. (I am installing connected to a login node and not a gpu node). No problem with glibc as the 2.28 is installed.' The TF 2.7 CUDA builds need the `__cuda` virtual package, which conda does not define on a node without an NVIDIA driver. Issue closed. The text ends where the stored opening is cut (a last sentence about the old v2.0.3 offline installer is left out).",
        platform="linux",
    ),
    CorpusLog(
        name="pixi-install-on-ci-runner-without-gpu-virtual-package-cuda-missing",
        source=_GH + "fieldsoftheworld/ftw-baselines/issues/117",
        text=r"""If the system that's running the Pixi install doesn't have a Nvidia GPU, the install fails with:

```
pixi install
  /home/alice/.pixi/bin/pixi install --locked --manifest-path pyproject.toml --color always
  Error:   × Cannot install environment 'default'
    ╰─▶ Virtual package '__cuda' does not match any of the available virtual packages on your machine: [__archspec=1=zen2, __glibc=2.39=0, __unix=0=0, __linux=6.11.0=0]
    help:  You can mock the virtual package by overriding the environment variable, e.g.: '`CONDA_OVERRIDE_CUDA=12.0`'
```""",
        expected_cause="no-nvidia-driver",
        note="2025. The poster (m-mohr) states the cause (no NVIDIA GPU on the machine running `pixi install`, a CI runner) and the workaround: 'We can ignore it through setting an anv variable: CONDA_OVERRIDE_CUDA=12.0 ... This also affects CI, where we currently set this env variable.' asmithml: 'The issue stems from this section in the `pyproject.toml`: [tool.pixi.system-requirements] cuda = \"12\". If I remove it, the issue goes away, but it only installs the CPU version of Pytorch.' Issue left open (they plan a separate gpu environment). The workaround lines are left out of the text; /home/runner became /home/alice.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-nightly-conda-cpu-only-build-while-cuda-builds-upload",
        source=_GH + "pytorch/pytorch/issues/23778",
        text=r"""My machine has GPU, but by default conda wants to install a CPU only version.

I'm using the command recommended at pytorch.org:
```
conda install pytorch-nightly cudatoolkit=10.0 -c pytorch

Collecting package metadata (current_repodata.json): done
Solving environment: done

## Package Plan ##

  environment location: /miniconda

  added / updated specs:
    - cudatoolkit=10.0
    - pytorch-nightly


The following NEW packages will be INSTALLED:

  cpu-only           pytorch/linux-64::cpu-only-1.0-0
  pytorch-nightly    pytorch/linux-64::pytorch-nightly-1.2.0.dev20190805+cpu-py3.7_cpu_0

```""",
        expected_cause="framework-cpu-only-build",
        note="2019. The poster (vadimkantorov) found the cause: 'It seems I tried to install at an unfortunate exact moment when the new packages are being uploaded :) So only CPU-only new package is available.' and '(as a side note, there are CPU-only nightlies here: https://anaconda.org/pytorch/pytorch-nightly/files - exactly they caused my mis-install :) )'. The solver picked the CPU-only nightly build; issue labelled high priority and closed.",
        platform="linux",
    ),
    CorpusLog(
        name="pytorch-nightly-mamba-pytorch-cuda-11-8-falls-back-to-cpu-build",
        source=_GH + "pytorch/pytorch/issues/108607",
        text=r"""### 🐛 Describe the bug

Originally posted on https://discuss.pytorch.org/t/cuda-not-available-in-nightly-but-is-for-2-0-1/187767
```
> mamba create --name pytorch-test python=3.9
> mamba activate pytorch-test
> mamba install -c "nvidia/label/cuda-11.8.0" cuda-toolkit
> mamba install pytorch torchvision torchaudio pytorch-cuda=11.8 -c pytorch -c nvidia
> python
>>> import torch
>>> torch.cuda.is_available()
True

> mamba create --name pytorch-test-2 python=3.9
> mamba activate pytorch-test-2
> mamba install -c "nvidia/label/cuda-11.8.0" cuda-toolkit
> mamba install pytorch torchvision torchaudio pytorch-cuda=11.8 -c pytorch-nightly -c nvidia
> python
>>> import torch
>>> torch.cuda.is_available()
False # should be True, no??
```

### Versions

```
Collecting environment information...
PyTorch version: 2.1.0.dev20230905
Is debug build: False
CUDA used to build PyTorch: Could not collect
ROCM used to build PyTorch: N/A

OS: Ubuntu 22.04.3 LTS (x86_64)
GCC version: (Ubuntu 11.4.0-1ubuntu1~22.04) 11.4.0
Clang version: Could not collect
CMake version: Could not collect
Libc version: glibc-2.35

Python version: 3.9.18 | packaged by conda-forge | (main, Aug 30 2023, 03:49:32)  [GCC 12.3.0] (64-bit runtime)
Python platform: Linux-6.2.0-32-generic-x86_64-with-glibc2.35
Is CUDA available: False
CUDA runtime version: 11.8.89""",
        expected_cause="framework-cpu-only-build",
        note="2023. Confirmed by PyTorch release maintainer atalman in pytorch/test-infra#4567, opened for this issue ('Issue: https://github.com/pytorch/pytorch/issues/108607 ... With missing cuda builds we want to error out rather then install cpu version ... If CUDA 12.1 builds are missing conda will fallback on cpu builds'; fix: pin `pytorch=*=*cuda*`); this issue was closed (label releng). 'CUDA used to build PyTorch: Could not collect' shows the CPU build. The text ends where the stored opening is cut (inside the collect_env output).",
        platform="linux",
    ),
    CorpusLog(
        name="nas-without-training-conda-env-pytorch-gpu-driver-too-old",
        source=_GH + "BayesWatch/nas-without-training/issues/2",
        text=r"""I setup conda environement as per the instruction but it seems pytorch is not being installed with GPU.

torch.cuda.is_available() returning False.""",
        expected_cause="driver-too-old",
        note="2020. The poster (abhiagwl4262) the same day: 'My Nvidia driver is not supported for the pytorch-gpu version that was requested in environment.yml. So yeah, I am closing this' (the conda environment's CUDA build of PyTorch needs a newer driver). The thread does not state the OS; linux is assumed.",
        platform="linux",
    ),
)
