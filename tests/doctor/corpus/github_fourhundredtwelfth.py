# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-twelfth set of real threads: molecular simulation on the CUDA stack (2018-2026), from GitHub issues on openmm/openmm, brennanaba/ImmuneBuilder (OpenMM refinement), lammps/lammps, glotzerlab/hoomd-blue and google-deepmind/alphafold.

Posts in which the simulation engine's CUDA platform would not start for a reason in the CUDA
stack, not in the engine: OpenMM's CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222) from a conda
cudatoolkit newer than the NVIDIA driver (four threads), an OpenMM binary built for another CUDA
release than the one installed, a cluster's compute node without the CUDA directory the login
node has, LAMMPS's 'Cuda driver error 804' on a Blackwell card with a driver older than its CUDA
12.9 build, HOOMD-blue 3 refusing a Kepler GPU (compute capability 3.7), and AlphaFold's CUDA 11.1
image on an RTX 4090 whose PTX assembler does not know the card. All broken: 9; working runs: 0
(none met).

Left out: threads whose stored copy ends before any answer or before the poster's reply (OpenMM's
'No compatible CUDA device is available' and CUDA_ERROR_NO_DEVICE threads, WSL2 and cluster
threads, a HOOMD-blue WSL2 'invalid device ordinal' thread, AlphaFold Docker threads), answers that
only suggested a step ("Does this solve your issue?"), and out-of-memory threads (the program's
own memory use). Six of the nine threads are from 2022 or later.

At first look (the doctor of commit dbf53a7) the cause was named in 4 of the 9 broken logs, all 4
first; there is no working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="openmm-testinstallation-ptx-222-driver-470-conda-toolkit",
        source=_GH + "openmm/openmm/issues/3585",
        text=r"""Hi 
I have newly installed Openmm. However, upon using python -m openmm.testInstallation. I get the following response.

 OpenMM Version: 7.7
Git Revision: 130124a3f9277b054ec40927360a6ad20c8f5fa6

There are 4 Platforms available:

1 Reference - Successfully computed forces
2 CPU - Successfully computed forces
3 CUDA - Error computing forces with CUDA platform
4 OpenCL - Successfully computed forces

**CUDA platform error: Error loading CUDA module: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222)**

Median difference in forces between platforms:

Reference vs. CPU: 6.30514e-06
Reference vs. OpenCL: 6.76294e-06
CPU vs. OpenCL: 8.04607e-07

All differences are within tolerance.

Essentially, i am having issues with CUDA and get the error: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222)**

I have NVIDIA-SMI 470.103.01   Driver Version: 470.103.01   CUDA Version: 11.4   installed. 
Regards
alice""",
        expected_cause="driver-too-old",
        note="2022. Maintainer peastman: 'This probably means you're using a CUDA toolkit that is incompatible with your driver. 470.x is only compatible with CUDA 11.4 and later toolkits' (with NVIDIA's compatibility table), then closed it: 'Closing this since I believe the question has been answered.' Later in the thread another user with the same error and a 510 driver (CUDA 11.6) was told 'The error means it's using a newer toolkit than your driver supports' and confirmed: 'made sure that only the conda version was cudatoolkit=11.6 and it worked.' A screenshot link in the post is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="openmm-751-ptx-222-driver-450-cuda-11-0",
        source=_GH + "openmm/openmm/issues/3598",
        text=r"""Hi, when i used openmm, i met the error below, could you give me some advice? Thanks so much.
 `Error loading CUDA module: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222)`.
OpenMM Version: openmm=7.5.1
Driver Version: 450.142.00
CUDA Version: 11.0 """,
        expected_cause="driver-too-old",
        note="2022. Maintainer peastman: 'This generally means you're using a CUDA toolkit that is too recent for your driver to support. Conda installs its own CUDA toolkit. It's supposed to pick one that's compatible with your driver, but in practice it often picks wrong. I suggest upgrading your NVIDIA driver.' and closed it as a duplicate of #3585; the poster did not dispute it. A screenshot in the post is left out. The same poster asked the same in google-deepmind/alphafold#462 (OpenMM relaxation).",
        platform="linux",
    ),
    CorpusLog(
        name="openmm-conda-cudatoolkit-11-6-ptx-222-login-node-env",
        source=_GH + "openmm/openmm/issues/3477",
        text=r"""I have seen openmm failing with the following message `CUDA platform error: Error loading CUDA module: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222) ` when using it in a conda environment with `cudatoolkit=11.6`.

To reproduce one could just create a new environment and install `openmm` alongside `cudatoolkit` 11.6, with `conda install -c conda-forge openmm cudatoolkit=11.6` and then run the installation test with `python -m openmm.testInstallation`.

Since `openmm` is not capping the version of `cudatoolkit` (see [here](https://anaconda.org/conda-forge/openmm/files/modal/info/61c8c72f8d5f5893640996bd)) then even just installing `openmm` without specifying a cudatoolkit version can result in a failing environment.""",
        expected_cause="driver-too-old",
        note="2022. Maintainer peastman: 'That means your driver is too old to work with CUDA 11.6. You need to upgrade your driver.' The poster agreed: 'I see. Then I guess the issue is that if you create your environments in a node without CUDA capabilities then you can end up in this situation' (the environment was made on a login node without a GPU, so conda did not cap cudatoolkit by the driver). Another user in the thread: worked with `openmm 'cudatoolkit<11.6'`.",
        platform="linux",
    ),
    CorpusLog(
        name="immunebuilder-openmm-refinement-cudatoolkit-11-8-on-cuda-11-6-driver",
        source=_GH + "brennanaba/ImmuneBuilder/issues/13",
        text=r"""openmm.OpenMMException: Error loading CUDA module: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (222)[BUG]

Hi Brennan 

Thanks for making this amazing tool freely available. 

I ran into the above exception with an antibody I was trying to model. When it was trying to do the refinement step it was throwing the CUDA error above. 

I tracked down the problem to openmm. When I conda installed openmm, it installed cudatoolkit11.8 dependency by default. It seems like this toolkit was incompatible with my GPUs CUDA (11.6).""",
        expected_cause="driver-too-old",
        note="2023. The first line is the issue's title. The poster found and confirmed the fix in the same post (left out of the text): 'When I specified 'conda install openmm cudatoolkit11.6' the error isn't thrown'; the maintainer added it to the README's known issues. The driver's CUDA (11.6) was older than the cudatoolkit 11.8 conda gave OpenMM.",
        platform="linux",
    ),
    CorpusLog(
        name="openmm-71-binaries-cuda-8-with-cuda-9-installed-no-cuda-platform",
        source=_GH + "openmm/openmm/issues/1991",
        text=r"""I am trying to set up OpenMM with CUDA on a new machine (RHEL 7.4) and have been unable to get OpenMM to recognize the CUDA platform (when running `simtk.testInstallation` it only lists reference, CPU, and OpenGL).

I've added the following lines to my `.bashrc`:

```
export CUDA_HOME=/usr/local/cuda-9.0/
export CUDA_INCLUDE_DIR=/usr/local/cuda-9.0/include
export CUDA_LIB_DIR=/usr/local/cuda-9.0/lib64
export OPENMM_CUDA_COMPILER=/usr/local/cuda-9.0/bin/nvcc
export PATH=/usr/local/cuda-9.0/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda-9.0/lib64:$LD_LIBRARY_PATH
```

Is there anything else I might need to do for OpenMM to recognize CUDA?
My CUDA version is 9.0.176, and my NVIDIA Driver Version is 387.26.  The driver itself is a GeForce GTX 1080.""",
        expected_cause="cuda-libraries-missing",
        note="2018. Maintainer peastman: 'CUDA releases are not binary compatible with each other, so each version of OpenMM only works with the CUDA version it was compiled against. OpenMM 7.1 binaries were compiled against CUDA 8.0, so they don't work with 9.0. The new OpenMM 7.2 release candidate is compiled against CUDA 9.0.' The poster's reply is cut off in the stored copy; issue closed. The CUDA 8.0 libraries the build needs were not installed, so the CUDA plugin did not load. Two closing lines addressing other people are left out.",
        platform="linux",
    ),
    CorpusLog(
        name="openmm-compute-node-lacks-cuda-dir-libnvrtc-libcuda-not-loaded",
        source=_GH + "openmm/openmm/issues/2760",
        text=r"""Dear OpenMM developers,

I compiled OpenMM (**7.4.2**) with **CUDA/10.1**. The installation seems successfully as the 
``` 
python -m simtk.testInstallation
``` 
output reasonable results for three platforms (CPU, Reference, CUDA) on the login node. 

While running OpenMM simulations on the compute node using GPU will throw exception of no registered CUDA platform.  I did some self-check using these commands on the compute node:
```python
from simtk.openmm import *
print(pluginLoadedLibNames)
print(Platform.getPluginLoadFailures())
```
It complains of 'libcuda.so.1' and 'libnvrtc.so.10.1' can not be loaded. CUDA version reported by `nvidia-smi` is **10.2**  while the `nvcc` is **10.1**. 
Could it be the version mismatch causes the problem?

Thanks""",
        expected_cause="cuda-libraries-missing",
        note="2020. Maintainer peastman asked whether the libraries were present and on the library path; the poster confirmed: 'You are right! I was trying to use a premature cluster. The system admin put CUDA at /usr/local/cuda at the login node while the same directory doesn't exist on the computing node!' Prose with the library names, no pasted log.",
        platform="linux",
    ),
    CorpusLog(
        name="lammps-gpu-package-rtx5080-cuda-driver-error-804",
        source=_GH + "lammps/lammps/issues/4849",
        text=r"""CUDA GPU package fails with Cuda driver error 804 on NVIDIA RTX 5080 (Blackwell, CUDA 12.9)

I encounter a runtime failure when enabling the GPU package (CUDA backend) in LAMMPS on a system equipped with an NVIDIA RTX 5080 (Blackwell) GPU.

During startup, LAMMPS aborts while querying CUDA devices, with the following error:

Cuda driver error 804 in call at file
'/home/alice/softwares/lammps-22Jul2025/lib/gpu/geryon/nvd_device.h' in line 333.
Abort(-1) on node 0 (rank 0 in comm 0):
application called MPI_Abort(MPI_COMM_WORLD, -1) - process 0""",
        expected_cause="driver-too-old",
        note="2026. The first line is the issue's title. Maintainer akohlmey: 'CUDA Driver error code 804 means `forward compatibility was attempted on non supported HW` or in other words your GPU hardware is not supported by your Nvidia driver. There is nothing that we can do about it on the LAMMPS side. You will need to install a compatible driver.' Issue closed (labelled invalid); the poster did not dispute it. 804 comes when a CUDA build (here 12.9) is newer than the driver and forward compatibility, which GeForce cards lack, is tried: the driver is older than the CUDA release.",
        platform="linux",
    ),
    CorpusLog(
        name="hoomd-blue-3-tesla-k80-compute-capability-3-7-not-supported",
        source=_GH + "glotzerlab/hoomd-blue/issues/1169",
        text=r"""## Description

I was surprised to find that in jumping from HOOMD-blue 2 to 3, the CUDA compute capability requirement has also been stepped up. At home I'm able to test on a 20 series card (where my code worked), but at my university we have a handful of old but still functional K80s to launch jobs to. Is there a technical reason for this (HOOMD now uses features from CC 6 that aren't available in later generations)? Additionally, I can't find any documentation in the main repo, migration guide, or elsewhere that cites this change.

## Script

```python
import hoomd
device = hoomd.device.GPU()

# ...
# rest of simulation
# ...
```

## Output

```
Traceback (most recent call last):
  File "test.py", line 2, in <module>
    device = hoomd.device.GPU()
  File ".../.venv/lib/python3.8/site-packages/hoomd/device.py", line 214, in __init__
    self._cpp_exec_conf = _hoomd.ExecutionConfiguration(
RuntimeError: No supported GPUs are present on this system.
The device Tesla K80 with computed capability 3.7 does not support HOOMD-blue.
```

## Expected output

The K80 would be detected as a supported device.

## Configuration

Platform:
- Linux
- GPU

Installation method:
- Compiled from source

Versions:
- Python version: 3.8
- **HOOMD-blue** version: 3.0-beta10""",
        expected_cause="compute-capability-too-old",
        note="2021. The GPU is older than the build supports: HOOMD-blue's maintainer joaander dropped compute 3.x GPUs for version 3 (glotzerlab/hoomd-blue#608, 'Remove support for compute 3.x devices in HOOMD. ... Raise the minimum required hardware requirements and drop sm3 builds from the CMake CUDA configuration', 'Implemented on `next`'); the error names the K80's capability 3.7. The rest of this thread (the poster's follow-up, labelled bug: the missing documentation) is cut off in the stored copy.",
        platform="linux",
    ),
    CorpusLog(
        name="alphafold-docker-cuda-11-1-image-rtx4090-ptx-kernel-not-found",
        source=_GH + "google-deepmind/alphafold/issues/863",
        text=r"""CUDA errors occured RTX4090, Driver Version: 520.61.05 , Ubuntu 20.04, CUDA 18.0 running alphafold.

Hi guys, How to solve this issue ? 
I have adjusted tensorflow version 2.15.1 
Python 3.11 
Other requirements are followed Alphofold general. 
CUDA 18.0 has problem with RTX4090 ? 

I1119 14:49:41.348441 140491874862912 run_docker.py:258] 2023-11-19 05:49:41.347342: W external/org_tensorflow/tensorflow/compiler/xla/stream_executor/gpu/asm_compiler.cc:234] Used ptxas at ptxas
I1119 14:49:41.358434 140491874862912 run_docker.py:258] 2023-11-19 05:49:41.357955: E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/cuda/cuda_driver.cc:628] failed to get PTX kernel "shift_right_logical" from module: CUDA_ERROR_NOT_FOUND: named symbol not found
I1119 14:49:41.358683 140491874862912 run_docker.py:258] 2023-11-19 05:49:41.358008: E external/org_tensorflow/tensorflow/compiler/xla/pjrt/pjrt_stream_executor_client.cc:2153] Execution of replica 0 failed: INTERNAL: Could not find the corresponding function
I1119 14:49:41.358900 140491874862912 run_docker.py:258] Traceback (most recent call last):
I1119 14:49:41.359112 140491874862912 run_docker.py:258] File "/app/alphafold/run_alphafold.py", line 570, in <module>
I1119 14:49:41.359349 140491874862912 run_docker.py:258] app.run(main)
...""",
        expected_cause="ptxas-too-old",
        note="2023. The first line is the issue's title; the stored traceback is cut off. Confirmed by other users with the same error on RTX 4090 cards, in the thread: ChengkuiZhao 'I just solve this problem several days ago. Change the Dockerfile from ARG CUDA=11.1.1 FROM nvidia/cuda:${CUDA}-cudnn8-runtime-ubuntu18.04 to ARG CUDA=11.8.0 FROM nvidia/cuda:${CUDA}-cudnn8-devel-ubuntu22.04 And re-build the docker', taimeimiaole (the 11.8 runtime image did not work, the 11.8 devel image did) and Habacef 'thanks this worked for me too!'. The image's CUDA 11.1 toolchain (its ptxas) does not know the RTX 4090's compute capability 8.9; CUDA 11.8's does. The original poster's own reply is not in the stored copy.",
        platform="linux",
    ),
)
