# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A twenty-sixth set of real threads: TensorFlow's GPU through other front ends and mixed stacks.

Broken set-ups: another framework's cuDNN loaded first in the same process (fastai in a Kaggle
image, spaCy in Colab); a package install (keras-nlp) that upgraded TensorFlow past the CUDA of a
Colab image; a third-party libtensorflow-gpu build without kernels for a V100 (C API hang);
RStudio Server without the CUDA library path; a conda RAPIDS + TensorFlow environment that got a
CPU TensorFlow; tfjs-node-gpu and TensorFlow.jl on GPUs below the libtensorflow binary's minimum
compute capability; ML.NET / SciSharp redist builds wanting another CUDA, or JIT-compiling on
Ampere; PyTorch beside a TensorFlow without its CUDA wheels; TensorFlow grabbing all GPU memory
next to JAX; TensorFlow wanting CUDA 11 in a JAX CUDA 12 environment; a 32-bit .NET host that
cannot load tensorflow.dll (no catalogue cause); a TensorFlow.jl build with no Python TensorFlow.

No working (harmless) run was met in this topic with a confirmation.

At first look (the doctor after the twenty-fifth set's changes) the cause of 7 of the 17
broken logs was named, all first. One broken log has a cause the catalogue has no ID for.
Misses: libtensorflow builds without kernels for the GPU (a V100, Ampere, a 5.2 card below
tfjs-node-gpu's 6.0) told in prose (three), "Python TensorFlow not installed" from a Julia
build, TensorFlow "asking for" libcudart told in words, PyTorch seeing the GPU beside a
TensorFlow without its CUDA wheels, a pip install that upgraded Colab's TensorFlow past its
CUDA, a CPU TensorFlow picked by conda beside cuDF, a .NET DLL swap.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"
_TF = _GH + "tensorflow/tensorflow/issues/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="kaggle-image-fastai-loads-older-cudnn-before-tensorflow",
        source=_GH + "Kaggle/docker-python/pull/363",
        text=r"""```
tensorflow/stream_executor/cuda/cuda_dnn.cc:343] Loaded runtime CuDNN library: 7.1.2 but source was compiled with: 7.2.1.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
```""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Kaggle image maintainer's PR: when fastai (PyTorch) is imported before TensorFlow an older libcudnn is loaded and TensorFlow fails; fixed by preloading tensorflow. Only the error line is quoted (the PR text states the cause).",
        platform="linux",
    ),
    CorpusLog(
        name="colab-spacy-loads-cudnn-7-3-tensorflow-built-7-4",
        source=_GH + "googlecolab/colabtools/issues/692",
        text=r"""Bug report for Colab: http://colab.research.google.com/.
I encounter this error:
`019-08-13 06:41:47.282624: E tensorflow/stream_executor/cuda/cuda_dnn.cc:319] Loaded runtime CuDNN library: 7.3.1 but source was compiled with: 7.4.2.  CuDNN library major and minor version needs to match or have higher minor version in case of CuDNN 7.0 or later version. If using a binary install, upgrade your CuDNN library. `
Looks Cudnn version is not correct in the environment.""",
        expected_cause="cudnn-version-mismatch",
        harmless=False,
        note="Poster: 'Finally find the problem. Looks Spacy conflicts with tensorflow' (spaCy's GPU stack loaded an older cuDNN in the same process); a Colab maintainer confirmed the repro.",
        platform="linux",
    ),
    CorpusLog(
        name="colab-pip-install-keras-nlp-upgrades-tensorflow-gpu-lost",
        source=_GH + "keras-team/keras-hub/issues/1321",
        text=r"""Hello,
I've just created a bug report at colab but I suspect that the problem might be at the Keras NLP side. Therefore, I'll replicate it here:

https://github.com/googlecolab/colabtools/issues/4153

Hello!

**Current behavior**
In google colab, after importing keras-nlp, access to GPU is lost:
```
!pip install keras-nlp
import tensorflow
print(tensorflow.test.gpu_device_name())
```
The output of `tensorflow.test.gpu_device_name()` is an empty string.

At this point in time, it seems impossible to use GPU with Keras NLP.

`!nvidia-smi` does have output.

```
Sat Nov 18 02:47:16 2023       
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 525.105.17   Driver Version: 525.105.17   CUDA Version: 12.0     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|                               |                      |               MIG M. |
|===============================+======================+======================|
|   0  Tesla T4            Off  | 00000000:00:04.0 Off |                    0 |
| N/A   50C    P8    10W /  70W |      3MiB / 15360MiB |      0%      Default |
|                               |                      |                  N/A |
+-------------------------------+----------------------+----------------------+""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="A keras-nlp maintainer: Colab ships tensorflow 2.14 and 'pip install keras-nlp' pulls tensorflow-text/tensorflow 2.15, 'which uses a entirely different version of cuda'; pin tensorflow~=2.14. Not disputed. The paste has no TensorFlow log, so the missing CUDA libraries are inferred, weak evidence.",
        platform="linux",
    ),
    CorpusLog(
        name="c-api-libtensorflow-gpu-1-15-hangs-on-v100-no-sm70-build",
        source=_GH + "Neargye/hello_tf_c_api/issues/40",
        text=r"""aws p3.2xlarge
Ubuntu 18.04
apt install cuda-10-0 libcudnn7
NVRM version: NVIDIA UNIX x86_64 Kernel Module  440.33.01  Wed Nov 13 00:00:22 UTC 2019
GCC version:  gcc version 7.4.0 (Ubuntu 7.4.0-1ubuntu1~18.04.1)

I use [libtensorflow-gpu](https://github.com/Neargye/tensorflow/releases/download/v1.15.0/libtensorflow-gpu-linux-x86_64-1.15.0.tar.gz) downloaded from releases/download/v1.15.0

I tried to run `./session_run` with default cpu library - it works.

But when I use `libtensorflow-gpu` and `cuda-10-0` `./session_run` hangs
```
hello_tf_c_api/build$ ./session_run 
2020-01-03 04:13:51.031664: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2020-01-03 04:13:51.057833: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 2300090000 Hz
2020-01-03 04:13:51.058443: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x55861d788270 initialized for platform Host (this does not guarantee that XLA will be used). Devices:
2020-01-03 04:13:51.058470: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Host, Default Version
2020-01-03 04:13:51.059562: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
...""",
        expected_cause="compute-capability-ptx-jit",
        harmless=False,
        note="Poster: 'I built libtensorflow.so with CUDA 10.0 and compute capability 70 from sources. ./session_run works now!' (the downloaded GPU build had no sm_70 kernels for the V100, so it sat JIT-compiling). The log is cut where the stored excerpt ended; weak evidence.",
        platform="linux",
    ),
    CorpusLog(
        name="rstudio-server-keras-libcublas-9-0-missing-rsession-ld-path",
        source=_GH + "rstudio/keras3/issues/504",
        text=r"""rstudio-server: "libcublas.so.9.0: cannot open shared object file: No such file or directory", although I can run keras on GPU from bare R just fine

I want to use library keras remotely using rstudio-server. Is this setup supported at all?

If yes, what should I do to make it work?

I am able to work on GPU using local R session via ssh.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="RStudio maintainer: 'You probably don't have the right rsession-ld-library-path set for CUDA'; poster: 'Modifying /etc/rstudio/rserver.conf ... fixed the problem.' The paste is the issue title (with the error) and prose.",
        platform="linux",
    ),
    CorpusLog(
        name="conda-cudf-with-tensorflow-cuda-11-2-gets-cpu-tensorflow",
        source=_GH + "NVIDIA/cudf/issues/14963",
        text=r"""Hello all, 
I have written few codes where I need tensorflow (using gpu) and cudf, cupy all together. Before, it was not a problem but now, if I install:
conda create --solver=libmamba -n rapids-23.12 -c rapidsai -c conda-forge -c nvidia  \
    cudf=23.12 python=3.9 cuda-version=11.2 \
    tensorflow
    tensorflow can only use CPU and can not utilize GPU. Even, I tried pip install tensorflow-gpu and pip install tensorflow[and-cuda] and the problem exists as cudf requires protobuf <5, >=4.21 and tensorflow for gpu requires protobuf<3.20,>=3.9.2.
    Is there any way so that I can install all the rapids packages including cudf and tensorflow which can utilize GPU?
    PLEASE HELP.""",
        expected_cause="tensorflow-cpu-only-build",
        harmless=False,
        note="A RAPIDS maintainer: 'CUDA 11 builds of TensorFlow aren't working right now' on conda-forge, so with cuda-version=11.2 the solver gives a CPU tensorflow; use cuda-version=12.0 (driver 525+). Not disputed. Prose only.",
        platform="linux",
    ),
    CorpusLog(
        name="tfjs-node-gpu-0-2-gpu-idle-cc-5-2-below-libtensorflow-6-0",
        source=_GH + "tensorflow/tfjs/issues/1088",
        text=r"""#### TensorFlow.js version
tfjs-node-gpu 0.2.3

When calling Model.fit() (e.g., in the mnist-node example in tfjs-node) while depending tfjs-node-gpu, nvidia-smi shows 0% GPU volatile usage and baseline memory usage. The training speed appears to be identical to tfjs-node.""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="The poster (a tfjs maintainer) found the cause: 'I can't use my GPU because it has an old CUDA Compute Capability version (5.2), which is lower than the minimum requirement of the libtensorflow in the latest version of tfjs-node (6.0).' Prose only; the paste does not name the GPU.",
        platform="linux",
    ),
    CorpusLog(
        name="tfjs-node-gpu-tesla-m60-ignored-min-capability-6-0",
        source=_GH + "tensorflow/tfjs/issues/1765",
        text=r"""#### Tensorflow
    "@tensorflow-models/posenet": "^2.1.2"
    "@tensorflow/tfjs-node-gpu": "^1.2.4"

#### OS
Linux (Ubuntu)

#### Describe the problem or feature request
I use posenet from nodejs backend.
In windows 10 960 GTX gpu with 5.2 compute capability not ignored even if its compute capability below 6.0 limit and estimates poses at decent speed. But on linux Tesla M60 with same compute capability  is ignored.
`2019-07-22 08:25:40.278513: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1717] Ignoring visible gpu device (device: 0, name: Tesla M60, pci bus id: 2dc0:00:00.0, compute capability: 5.2) with Cuda compute capability 5.2. The minimum required Cuda capability is 6.0.`
Is it possible to decrease this limit? because there is huge difference for vm pricing for Tesla M60 vs Tesla P100""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="A tfjs maintainer: the limit 'is a configuration in core Tensorflow GPU ... and we can not configure it' (the Linux libtensorflow 1.x binary needs compute capability 6.0). Not disputed.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-jl-libtensorflow-ignores-gt-750m-capability-3-0",
        source=_GH + "malmaud/TensorFlow.jl/pull/245",
        text=r"""I also just noticed now that my GPU is being ignored with that libtensorflow.so: `Ignoring visible gpu device ... GeForce GT 750M ... with Cuda compute capability 3.0`. So have to compile from source anyway.""",
        expected_cause="compute-capability-too-old",
        harmless=False,
        note="A PR comment by the PR author, who tested the official macOS GPU libtensorflow from Julia: the GT 750M (compute capability 3.0) is below the binary's minimum, so 'have to compile from source anyway'. Self-diagnosed from the log line; prose with a shortened log line, weak evidence.",
        platform="macos",
    ),
    CorpusLog(
        name="mlnet-scisharp-redist-gpu-2-3-wants-cudart64-101-cuda-10-0-installed",
        source=_GH + "dotnet/machinelearning-samples/pull/857",
        text=r"""I wanted to use GPU support inside the sample project and added a reference to `SciSharp.TensorFlow.Redist-Windows-GPU` and removed the `SciSharp.TensorFlow.Redist`. By mistake i used  `SciSharp.TensorFlow.Redist-Windows-GPU` `v.2.3.0` and i ended up in a console warning telling me that the framework is falling back to CPU computing:
```
W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found
```""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The PR author (ML.NET sample user) found the GPU redist 2.3.0 needs CUDA 10.1 while the documented set-up installs CUDA 10.0, and added a version note; an ML.NET maintainer approved it ('It looks good to me').",
        platform="windows",
    ),
    CorpusLog(
        name="mlnet-tensorflow-2-3-ampere-server-slow-model-load-ptx",
        source=_GH + "dotnet/machinelearning/issues/7180",
        text=r"""Current implementations for Image classification, following [MS guidance](https://learn.microsoft.com/en-us/dotnet/machine-learning/how-to-guides/install-gpu-model-builder) restricts us to using Cuda SDK v10.1. This in turn limits the available Nvidia cards that can be used. Going to a production install we need to use cards supported/supplied by IT vendors, DELL, etc. These tend to be newer cards that are beyond the Turing architecture: Ampere, Ada Lovelace, etc.

We would like for the Cuda SDK support to be raised to v11.8 to take advantage of a wider range of supported cards.

Alternatives at present are code fixes to block inference from happening before the models are loaded and available, this can be anywhere from 1 - 20 mins for a basic image classification model. Older cards, my laptop has a lowly T500, are loading in 10's of seconds. As a real time implementation this is a lot of missed classifications.

If there is no intention to update Cuda support please do let us know as we can then look at alternatives.""",
        expected_cause="compute-capability-ptx-jit",
        harmless=False,
        note="Poster, later: 'Ultimately this was a configuration issue on our target server ... Production servers have Ampere based cards which require the PTX c[ompilation]' (TensorFlow 2.3.1 with CUDA 10.1 has no Ampere kernels, so they are JIT-compiled and cached). Prose only.",
        platform="windows",
    ),
    CorpusLog(
        name="recommenders-a800-torch-sees-gpu-tensorflow-without-and-cuda",
        source=_GH + "recommenders-team/recommenders/issues/2378",
        text=r"""### Description

The [tests](https://github.com/recommenders-team/recommenders/actions/runs/34840006759/job/103962554529#step:6:185) failed due to the GPU check using `tf.config.list_physical_devices("GPU")` on NVIDIA A800.  However, `torch.cuda` can successfully find the GPU.

```
>>> import recommenders.utils.gpu_utils as gpu_utils
>>> gpu_utils.get_gpu_info()
                                                         
[{'device_name': 'NVIDIA A800-SXM4-80GB', 'total_memory': 81182.0, 'free_memory': 80757.1875}]
>>> import tensorflow as tf
2026-09-16 10:03:41.760566: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
2026-09-16 10:03:41.762633: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not find cuda drivers on your machine, GPU will not be used.
2026-09-16 10:03:41.794912: E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
...""",
        expected_cause="and-cuda-extra-missing",
        harmless=False,
        note="The poster (a maintainer) confirmed: 'After installing tensorflow[and-cuda]==2.15.1, it works' (the environment had PyTorch with its CUDA wheels but TensorFlow without its own). The paste is cut where the stored excerpt ended.",
        platform="linux",
    ),
    CorpusLog(
        name="flax-examples-tensorflow-grabs-all-gpu-memory-jax-cublas-fails",
        source=_GH + "google/flax/issues/445",
        text=r"""Some update to TF is again causing it to preemptively grab all memory on GPU.  This manifests with strange errors such as:
`CUBLAS_STATUS_NOT_INITIALIZED`""",
        expected_cause="memory-growth-disabled",
        harmless=False,
        note="A Flax maintainer's own report: TensorFlow (used for data loading next to JAX) reserves all GPU memory, so JAX's cuBLAS cannot start; the fix is to hide the GPUs from TensorFlow (tf.config.experimental.set_visible_devices([], 'GPU')). The paste states the cause itself; the workaround code is left out.",
        platform="linux",
    ),
    CorpusLog(
        name="timesfm-jax-cuda-12-tensorflow-wants-libcudart-11",
        source=_GH + "google-research/timesfm/issues/225",
        text=r"""Hello there,

in pyenv environment, installed following the README, import timesfm makes tensorflow asking for libcudart.so.11.0, which is in an older CUDA version than the one requested by Jax, so I was forced to install cuda toolkit 11.2 and insert its path in LD_LIBRARY_PATH, otherwise GPU won't be used.
Is that normal or meant to be that way?  
Could it be the reason of OOM error after A100's 80Gb memory saturation?""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster states the fix for TensorFlow's GPU (install CUDA 11.2 and put it on LD_LIBRARY_PATH, since the TensorFlow build wants libcudart.so.11.0 while JAX uses CUDA 12); a maintainer adds that TF is only used for data loading, so JAX's CUDA is the one that matters. Prose only; part of the post (the OOM) is a separate question.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-net-linqpad-32-bit-dll-not-found",
        source=_GH + "SciSharp/TensorFlow.NET/issues/297",
        text=r"""**Steps to reproduce**

1. Open LinqPAD 5 (Developer Edition)
2. add the following NuGet packages: 
    * Tensorflow.NET 0.9.0

This will also install the following packages: 
* Google.Protobuf 3.8.0
* Microsoft.ML.TensorFlow.Redist 0.14.0
* NumSharp 0.10.3

3. insert the following code 
```
var m = new double[,] { { 1.0, 2.0 }, {3.0,4.0} };
var c = tf.constant(m);
c.Dump();
```
4. Execute

**Current Behaviour**

I get a `DllNotFoundException`;  
```
Unable to load DLL 'tensorflow': The specified module could not be found. (Exception from HRESULT: 0x8007007E) | Unable to load DLL 'tensorflow': The specified module could not be found. (Exception from HRESULT: 0x8007007E)
```
Stacktrace: 
```
at Tensorflow.c_api.TFE_NewContextOptions()   at Tensorflow.Eager.ContextOptions..ctor()   at Tensorflow.tf..cctor() | at Tensorflow.c_api.TFE_NewContextOptions()   at Tensorflow.Eager.ContextOptions..ctor()   at Tensorflow.tf..cctor()
```

Apparently the problem lies with the `[DllImport("tensorflow", EntryPoint="TFE_NewContextOptions")]` statement.""",
        expected_cause=None,
        harmless=False,
        note="Poster: 'apparently the issue is because LinqPad runs in x86/32 bit mode'; a maintainer: 'TensorFlow only run x64 platform.' A 32-bit host process (not Python) cannot load the 64-bit tensorflow.dll; no catalogue cause fits exactly (python-32-bit is about Python).",
        platform="windows",
    ),
    CorpusLog(
        name="mlnet-gpu-tensorflow-dll-swap-dll-not-found",
        source=_GH + "dotnet/machinelearning/issues/871",
        text=r"""I am trying work with TF GPU native dll so that I can speed up the scoring process. I replaced the tensorflow.dll in `microsoft.ml.tensorflow.redist\0.5.0\runtimes\win-x64\native` with gpu version but ML.Net throws `DLL not found exception`.

I did the same with TensorflowSharp and it loads the GPU version perfectly fine.""",
        expected_cause="cuda-libraries-missing",
        harmless=False,
        note="The poster's later SOLVED section: use a prebuilt GPU tensorflow.dll and 'Update the graphics card drivers, CUDA and CuDNN according the Tensorflow gpu version you are using'; an ML.NET maintainer had said the error 'sounds like an issue with either the DLL name or dependencies'. Prose only; weak evidence for which dependency was missing.",
        platform="windows",
    ),
    CorpusLog(
        name="tensorflow-jl-build-pycall-python-has-no-tensorflow",
        source=_GH + "JuliaGPU/XLA.jl/issues/3",
        text=r"""  Building TensorFlow ──────→ `~/.julia/packages/TensorFlow/kl0uH/deps/build.log`
┌ Error: Error building `TensorFlow`:
│ [ Info: Building TensorFlow.jl for CPU use only. To enable the GPU, set the TF_USE_GPU environment variable to 1 and rebuild TensorFlow.jl
│ ERROR: LoadError: Python TensorFlow not installed
│ Please either:
│  - Rebuild PyCall to use Conda, by running in the julia REPL:
│     - `ENV["PYTHON"]=""; Pkg.build("PyCall"); Pkg.build("TensorFlow")`
│  - Or install the python binding yourself, eg by running pip
│     - `pip install tensorflow`
│     - then rebuilding TensorFlow.jl via `Pkg.build("TensorFlow")` in the julia REPL
│     - make sure you run the right pip, for the instance of python that PyCall is looking at.
│
│ Stacktrace:
│  [1] error(::String) at ./error.jl:33
│  [2] top-level scope at /home/alice/.julia/packages/TensorFlow/kl0uH/deps/build.jl:48
│  [3] include at ./boot.jl:317 [inlined]
│  [4] include_relative(::Module, ::String) at ./loading.jl:1038
│  [5] include(::Module, ::String) at ./sysimg.jl:29
│  [6] include(::String) at ./client.jl:388
│  [7] top-level scope at none:0
│ in expression starting at /home/alice/.julia/packages/TensorFlow/kl0uH/deps/build.jl:39
└ @ Pkg.Operations ~/julia/usr/share/julia/stdlib/v1.1/Pkg/src/Operations.jl:1069""",
        expected_cause="tensorflow-not-installed",
        harmless=False,
        note="TensorFlow.jl's build needs the Python tensorflow package in the Python that PyCall uses, and it was not there; an XLA.jl maintainer confirmed and 'Fixed by just deleting the python build steps from our T[ensorFlow build]' rather than installing it. User name replaced.",
        platform="linux",
    ),
)
