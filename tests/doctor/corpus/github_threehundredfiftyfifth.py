# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-fifty-fifth set of real threads on JAX's GPU set-up, whose CUDA stack and XLA messages TensorFlow shares, from GitHub issues (issues corpus): jax-ml/jax, ziatdinovmax/gpax, michael-0brien/cryojax and happy-yan/DACER-Diffusion-with-Online-RL (2022-2026).

Broken kinds held: PyTorch imported first so that its older cuDNN was the one loaded (JAX then
refused its CUDA backend), a JAX installed without the CUDA libraries of its 'cuda12' extra, a
CPU-only jaxlib from a project's plain 'pip install' (no catalogue cause: the JAX counterpart of a
CPU-only build, recorded with None), system CUDA 12.1 libraries on LD_LIBRARY_PATH shadowing the
pip wheels' nvJitLink so that cuSPARSE could not be loaded, the pip wheels' CUDA libraries not
found on an HPC cluster until LD_LIBRARY_PATH named them, libdevice not found with the
'cuda12_local' install on an HPC cluster, and an NVIDIA driver 470 too old for the CUDA 11.6
toolkit XLA compiled with. Working runs: 2 (both the XLA notice that the driver's CUDA is older
than ptxas's and that parallel compilation is disabled, on runs that went on to use the GPU).

Left out: many jax-ml/jax threads on the same messages whose stored copy holds no confirmation
(cuDNN 8.5 loaded while 8.6 was needed inside containers, ptxas without support for CC 8.9 on
RTX 40xx cards, CUDA_ERROR_SYSTEM_NOT_READY, WSL2 with a stub libcuda, the CUDA driver refusing
the PTX of the jaxlib wheels); jax-ml/jax#16901 is confirmed by a maintainer, but its opening
post is not in the stored copy of the thread.

At first look (the doctor of commit 1d08a9f) the cause was named in 1 of the 7 broken logs, 0 first
(the record with no catalogue cause drew five findings); the 2 working runs were not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="jax-19004-torch-imported-first-cudnn-8500-jax-built-8600",
        source=_GH + "jax-ml/jax/issues/19004",
        text=r"""CUDA error when importing torch before creating any jax.numpy.array

### Description

If pytorch is imported before creating a jax.numpy.array then jax can't use cuda.
```
if __name__ == '__main__':
    import jax.numpy as jnp
    import torch
    a = jnp.array([1, 2, 3])
    print(a.devices()) # CPU
    print(torch.backends.cudnn.version()) # 8500 

```
will fail with `CUDA backend failed to initialize: Found cuDNN version 8500, but JAX was built against version 8600, which is newer. The copy of cuDNN that is installed must be at least as new as the version against which JAX was built. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)`

while 
```
if __name__ == '__main__':
    import jax.numpy as jnp
    a = jnp.array([1, 2, 3])
    print(a.devices()) # GPU
    import torch
    print(torch.backends.cudnn.version()) # 8906 
```
will work with only a mildly annoying warning `The NVIDIA driver's CUDA version is 11.7 which is older than the ptxas CUDA version (11.8.89). Because the driver is older than the ptxas version, XLA is disabling parallel compilation, which may slow down compilation. You should update your NVIDIA driver or use the NVIDIA-provided CUDA forward compatibility packages.`

I don't know how reproducible this is outside of my own setting as I'm working on a server of which I don't have privileges to update. We are running `NVIDIA-SMI 515.76 ...""",
        expected_cause="cudnn-version-mismatch",
        note="2023. The poster's own experiment in the post confirms the cause: with torch imported first, torch's cuDNN 8.5 is the one loaded and JAX (built against 8.6) drops to the CPU; letting JAX start its CUDA backend before importing torch gives the GPU. The same diagnosis by another user in jax-ml/jax#18032 (torch built against cuDNN 8.7, jaxlib against 8.8; 'Import torch after checking jax.devices' works). The stored copy ends inside the nvidia-smi line (cut with '...'). The driver/ptxas notice in the working order is a side remark, not the failure.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-20722-cuda-visible-devices-config-cuda-not-initialized-no-cuda12-extra",
        source=_GH + "jax-ml/jax/issues/20722",
        text=r"""[v0.4.26] Fails to initialize CUDA backend after jax_cuda_visible_devices is set

### Description

In version 0.4.26:
```
>>> import jax
>>> jax.config.update("jax_cuda_visible_devices", "0")
>>> jax.devices()
CUDA backend failed to initialize: jaxlib/cuda/versions_helpers.cc:90: operation gpuDeviceGetAttribute( &major, GPU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device) failed: CUDA_ERROR_NOT_INITIALIZED (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)
[CpuDevice(id=0)]
```

But it works in version 0.4.23:
```
>>> import jax
>>> jax.config.update("jax_cuda_visible_devices", "0")
>>> jax.devices()
[cuda(id=0)]
```

### System info (python version, jaxlib version, accelerator, etc.)

A DGX V100 machine

Version 0.4.26
```
jax                          0.4.26
jaxlib                       0.4.26+cuda12.cudnn89
```

Version 0.4.23
```
jax                          0.4.23
jaxlib                       0.4.23+cuda12.cudnn89
```""",
        expected_cause="cuda-libraries-missing",
        note="2024. The poster the same day: 'I figured it out!  It is due to incorrect jax version.  I need to install jax with cuda12 support.  Reinstalling jax as follows that fixes the issue.' with `pip install jax[cuda12]==0.4.26 jaxlib==0.4.26+cuda12.cudnn89 -f https://storage.googleapis.com/jax-releases/jax_cuda_releases.html`. The JAX wheels' 'cuda12' extra (which brings the CUDA libraries as pip packages) was missing, mapped to cuda-libraries-missing. Odd: the error names CUDA_ERROR_NOT_INITIALIZED, and a JAX fix for calling cuInit before the compute-capability query (jax-ml/jax#20588) touches the same line; the poster's own fix was the reinstall.",
        platform="linux",
    ),
    CorpusLog(
        name="gpax-63-pip-install-e-gave-cpu-jaxlib-falling-back-to-cpu",
        source=_GH + "ziatdinovmax/gpax/issues/63",
        text=r"""Unable to use gpu: might be a jax(or jaxlib) issue

When I am running the gpax_vidkl_eels.ipynb  I am getting below warning:

An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to CPU.

How to reproduce:

I created the python env using following steps:
conda create -n gpax_hae python==3.10
conda activate gpax_hae
pip install -e . (inside gpax repository) ------- this install most of the dependencies including jax and jaxlib
pip install jupyter
pip show atomai
pip install ipykernel""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only JAX build (framework-cpu-only-build). 2023. A CPU-only jaxlib (from the project's plain dependencies). Maintainer ziatdinovmax: 'please try installing following these instructions: https://github.com/google/jax#instructions' (the CUDA jaxlib install); the poster: 'It works now. Thanks.'",
        platform="linux",
    ),
    CorpusLog(
        name="jax-28929-uv-jax-cuda12-061-cusparse-not-found-ld-library-path-cuda-121",
        source=_GH + "jax-ml/jax/issues/28929",
        text=r"""Installing `jax[cuda12]==0.6.1` leads to a RuntimeError because the cuSPARSE library cannot be found

### Description

Installing `jax[cuda12]==0.6.1` leads to a RuntimeError because the cuSPARSE library cannot be found, causing JAX to fall back to CPU execution despite the presence of CUDA-enabled jaxlib components.

Here is how to reproduce:

```
$ uv venv
Using CPython 3.13.3
Creating virtual environment at: .venv
Activate with: source .venv/bin/activate

$ source .venv/bin/activate

(.venv) $ uv pip install -U "jax[cuda12]"
Using Python 3.13.3 environment at: .venv
Resolved 19 packages in 304ms
Prepared 19 packages in 37ms
Installed 19 packages in 6.00s
 + jax==0.6.1
 + jax-cuda12-pjrt==0.6.1
 + jax-cuda12-plugin==0.6.1
 + jaxlib==0.6.1
 + ml-dtypes==0.5.1
 + numpy==2.2.6
 + nvidia-cublas-cu12==12.8.4.1
 + nvidia-cuda-cupti-cu12==12.9.19
 + nvidia-cuda-nvcc-cu12==12.9.41
 + nvidia-cuda-runtime-cu12==12.9.37
 + nvidia-cudnn-cu12==9.10.1.4
 + nvidia-cufft-cu12==11.4.0.6
 + nvidia-cusolver-cu12==11.7.4.40
 + nvidia-cusparse-cu12==12.5.9.5
 + nvidia-nccl-cu12==2.26.5
 + nvidia-nvjitlink-cu12==12.9.41
 + nvidia-nvshmem-cu12==3.2.5
 + opt-einsum==3.4.0
 + scipy==1.15.3

(.venv) $ python
Python 3.13.3 (main, Apr  9 2025, 04:03:52) [Clang 20.1.0 ] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import jax
>>> jax.numpy.zeros(3)
...""",
        expected_cause="cuda-libraries-missing",
        note="2025. ybaturina answered with the dynamic loader's trace: cuSPARSE from the wheel looks for libnvJitLink.so.12 along LD_LIBRARY_PATH (/home/common_modules/cuda/cuda-12.1/lib64 and other CUDA 12.1 module paths) and takes the old one from there. Maintainer dfm in jax-ml/jax#28977: 'As reported in #28929, since cuSPARSE and cuSOLVER depend on the nvJitLink via RUNPATH, the incorrect version of nvJitLink might be loaded ... if LD_LIBRARY_PATH is set. The advice in #28929 was to make sure that LD_LIBRARY_PATH is unset'. The stored copy of the opening post breaks off after the first characters of the error; the log lines past `jax.numpy.zeros(3)` are cut with '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="cryojax-559-hpc-cusparse-library-not-found-until-ld-library-path-set",
        source=_GH + "michael-0brien/cryojax/issues/559",
        text=r"""Issue loading cuSPARSE/using jax with CUDA

This could very well be related to our HPC cluster, but I have to call these specific sequence of parameter assignments to force proper GPU usage:

(after activating the conda env)
unset LD_PRELOAD
unset CUDA_HOME

export LD_LIBRARY_PATH=$(find $CONDA_PREFIX/lib/python3.11/site-packages/nvidia -type d -name lib | tr '\n' ':'):/usr/local/cuda/targets/x86_64-linux/lib

export XLA_PYTHON_CLIENT_PREALLOCATE=false
export XLA_PYTHON_CLIENT_ALLOCATOR=platform

export OPENMM_DEFAULT_PLATFORM=CUDA

If I'm not doing this sequence before running run_ensemble_optimization I get this error and then stuff falls back to cpu:

(cryojax_eo_env) [alice@host alanine]$ run_ensemble_optimization --config config_optimization.yaml 
ERROR:2026-01-27 04:47:14,082:jax._src.xla_bridge:475: Jax plugin configuration error: Exception when calling jax_plugins.xla_cuda12.initialize()
Traceback (most recent call last):
  File "/camp/home/alice/working/alice/.conda/envs/cryojax_eo_env/lib/python3.11/site-packages/jax_plugins/xla_cuda12/__init__.py", line 201, in _version_check
    version = get_version()
              ^^^^^^^^^^^^^
RuntimeError: jaxlib/cuda/versions_helpers.cc:81: operation cusparseGetProperty(MAJOR_VERSION, &major) failed: The cuSPARSE library was not found.

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
...""",
        expected_cause="cuda-libraries-missing",
        note="2026. Confirmed by the poster in the post itself: with LD_LIBRARY_PATH set to the lib folders of the pip-installed nvidia packages (and LD_PRELOAD/CUDA_HOME unset) the GPU is used; without it cuSPARSE is not found and JAX falls back to the CPU. Issue closed. The stored copy breaks off in the second traceback (cut with '...'). User and folder names replaced.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-22590-hpc-cuda12-local-libdevice-not-found-needs-xla-flags",
        source=_GH + "jax-ml/jax/issues/22590",
        text=r"""[HPC] Missing libdevice.so.10

### Description

This is probably more of an OpenXLA issue, feel free to close it if so.

The last version of XLA/Jaxlib is shipping without libdevice.so.10 and it looks for it elsewhere.

I am using `jax[cuda12_local]==0.4.30` on an HPC cluster. While CUDA is found with no effort on my part (other than `module load cuda/12.2.0`), the `libdevice.so.10` is not detected, and I have to manually specify the path to it by declaring

```python
XLA_FLAGS=--xla_gpu_cuda_data_dir=/gpfslocalsys/cuda/12.2.0/
```

note that the module I am using is already declaring the following environment paths:

```bash
prepend-path    PATH /gpfslocalsys/cuda/12.2.0/bin
prepend-path    PATH /gpfslocalsys/cuda/12.2.0/nvvm/bin
prepend-path    PATH /gpfslocalsys/cuda/12.2.0/samples
prepend-path    LD_LIBRARY_PATH /gpfslocalsys/cuda/12.2.0/targets/x86_64-linux/lib
prepend-path    LD_LIBRARY_PATH /gpfslocalsys/cuda/12.2.0/samples/common/lib/linux/x86_64
prepend-path    LD_LIBRARY_PATH /gpfslocalsys/cuda/12.2.0/lib64
prepend-path    LD_LIBRARY_PATH /gpfslocalsys/cuda/12.2.0/extras/CUPTI/lib64
prepend-path    LD_LIBRARY_PATH /gpfslocalsys/cuda/12.2.0/nvvm/lib64
setenv          CUDA_PATH /gpfslocalsys/cuda/12.2.0
setenv          CUDA_HOME /gpfslocalsys/cuda/12.2.0
setenv          CUDA_ROOT /gpfslocalsys/cuda/12.2.0
setenv          NVHPC_CUDA_HOME /gpfslocalsys/cuda/12.2.0
...""",
        expected_cause="xla-libdevice-missing",
        note="2024. Prose and environment only (no log lines). Confirmed by the poster's own statement in the post: libdevice is not detected unless XLA_FLAGS=--xla_gpu_cuda_data_dir points at the CUDA 12.2 module's folder, with which it works. Issue closed. The stored copy continues past the environment listing (cut with '...').",
        platform="linux",
    ),
    CorpusLog(
        name="jax-11967-driver-470-cuda-1162-no-kernel-image-cuda-1142-works",
        source=_GH + "jax-ml/jax/issues/11967",
        text=r"""BUG: Conform to cuda toolkit/cuda driver compatibility

### Description

TLDR: the latest `jax`/`jaxlib`  do not support GPU with `cuda-11.6.2` and nvidia driver version 470 even though this is within the [compatibility specs](https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html) of the cuda toolkit. Downgrading to `cuda-11.4.2` works.I **think** upgrading the driver version would also work, but this would be a major task for a grid of our scale.

The error message is the [typical](https://github.com/google/jax/issues/5723):
```
jax.devices()
>>> [GPUDevice(0)
jax.numpy.ones(3)
>>>RuntimeError: Unknown: no kernel image is available for execution on the device
```

Setting the `xla_gpu_force_compilation_parallelism=1` works but has a performance hit.

I suspect that upgrading the driver to 500+ would fix this problem. However, according to Table 2 in the [CUDA toolkit specification](https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html), cuda 470 is compatible with cuda-11.6.2.

is there a way that jax (or rather xla) could conform to the minimum requirements there, so that if NVIDIA claims that driver v.470 works with cuda v.11.6.2 then it should work for jax as well?

(Happy to address this question to XLA team directly if that would be more relevant.)

### What jax/jaxlib version are you using?

jax 0.3.16, jaxlib 0.3.15
...""",
        expected_cause="driver-too-old",
        note="2022. Confirmed by the poster in the post: with driver 470 (CUDA 11.4) the CUDA 11.6.2 toolkit fails with 'no kernel image is available', and 'Downgrading to cuda-11.4.2 works' (as does xla_gpu_force_compilation_parallelism=1). The driver is older than the CUDA toolkit whose ptxas XLA used. Labelled P0 by the JAX team; the request was for XLA to cope with it, the cause itself was not disputed.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="dacer-4-driver-cuda-124-older-than-ptxas-1266-warning-is-ok",
        source=_GH + "happy-yan/DACER-Diffusion-with-Online-RL/issues/4",
        text=r"""Sorry for the inconvenience I might cause. May I also ask how to tackle this problem? Should I downgrade the jax and jaxlib version to solve the ptxas CUDA version (12.6.85) problem?

2024-12-31 02:00:45.808866: W external/xla/xla/service/gpu/nvptx_compiler.cc:760] The NVIDIA driver's CUDA version is 12.4 which is older than the ptxas CUDA version (12.6.85). Because the driver is older than the ptxas version, XLA is disabling parallel compilation, which may slow down compilation. You should update your NVIDIA driver or use the NVIDIA-provided CUDA forward compatibility packages.""",
        expected_cause=None,
        harmless=True,
        note="2024. The poster's comment in a thread on setting up the environment. Maintainer happy-yan: 'Warning is ok. Don't care about it.  Make sure you have a strong CPU and 3090Ti or 4090, or any better GPU'; the poster then reports having run the experiments 'for around 12 hours in multiple A100'.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-19821-driver-cuda-122-older-than-ptxas-123-array-computed-on-cuda",
        source=_GH + "jax-ml/jax/issues/19821",
        text=r"""Incompatible CUDA and ptxas CUDA version

### Description

Hey, 
I installed the cuda version of jax for my cuda 12.2 using:
```bash
pip install -U "jax[cuda12_pip]" -f https://storage.googleapis.com/jax-releases/jax_cuda_releases.html
```
but I get this warning when trying to run the code:
```
>>> import jax
>>> jax.numpy.array(1)
2024-02-15 14:18:20.201828: W external/xla/xla/service/gpu/nvptx_compiler.cc:744] The NVIDIA driver's CUDA version is 12.2 which is older than the ptxas CUDA version (12.3.107). Because the driver is older than the ptxas version, XLA is disabling parallel compilation, which may slow down compilation. You should update your NVIDIA driver or use the NVIDIA-provided CUDA forward compatibility packages.
Array(1, dtype=int32, weak_type=True)
```
It disables parallel execution and hence my code takes more time. What can I do to fix it?

### System info (python version, jaxlib version, accelerator, etc.)

```
>>> jax.print_environment_info()
jax:    0.4.24
jaxlib: 0.4.24
numpy:  1.26.4
python: 3.12.1 | packaged by Anaconda, Inc. | (main, Jan 19 2024, 15:51:05) [GCC 11.2.0]
jax.devices (1 total, 1 local): [cuda(id=0)]
process_count: 1

$ nvidia-smi
Thu Feb 15 14:20:22 2024       
+---------------------------------------------------------------------------------------+
| NVIDIA-SMI 535.154.05             Driver Version: 535.154.05   CUDA Version: 12.2     |
...""",
        expected_cause=None,
        harmless=True,
        note="2024. Harmless by the outcome shown in the post: the array is computed and jax.devices lists cuda(id=0); the notice only says compilation is not parallel (slower compiles). The answer is not in the stored copy of the thread (closed); the same notice is called harmless by a maintainer in happy-yan/DACER-Diffusion-with-Online-RL#4 and shown as 'only a mildly annoying warning' on a working run in jax-ml/jax#19004.",
        platform="linux",
    ),
)
