# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""An eighty-ninth set of real threads, gathered apart, from GitHub trackers where TensorFlow is driven from outside a CPython script (C# through Python.NET, ML.NET and Model Builder, TensorFlow.NET, tfjs-node-gpu, R keras, a Nextcloud app on tfjs-node-gpu), any year.

Broken kinds held: CUDA DLLs that a C# host made unfindable by overwriting PATH, a CUDA
release older than the one the .NET TensorFlow runtime was built for, a NuGet package that
pulls in the CPU-only TensorFlow runtime, a TensorFlow.NET GPU runtime older than the binding
(no catalogue cause), and GPUs below the compute capability of the libtensorflow that
tfjs-node-gpu downloads. Working runs: 2 (an R keras session whose TensorFlow log shows the GPU
in use, and a Nextcloud Recognize install whose admin panel warns of no GPU while the node
process runs on it).

Only one of the eight records comes from a thread opened in 2023 or later: the threads of this
angle that the stored copies show with a resolving turn are mostly 2019-2021, and searches in
Chinese, Japanese, Korean, Russian and Spanish returned English threads, threads already in the
corpus, or Chinese threads whose opening post or resolving turn the stored copies do not hold
(lanenet-lane-detection#310, AnimeGANv2_Tensorflow2#4).

At first look (the doctor of commit 671c092, before this set was read; one batch with the
eighty-seventh, eighty-eighth, ninetieth and ninety-first sets) the cause was named in 2 of the 6
broken logs (one has no catalogue cause), both first; one of the two working runs was flagged
(the issue form's Docker question, answered N/A, read as a container).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="python-net-csharp-host-overwrites-path-cublas64-11-not-found",
        source=_GH + "tensorflow/agents/issues/593",
        text=r"""Python.NET & TensorFlow & CUDA: Could not load dynamic library 'cublas64_11.dll'

### Environment

-   Pythonnet version:
-   Python version:
-   Operating System:
-   .NET Runtime:
-   GeForce RTX 3080 (computeCapability: 8.6)
-   Windows 10 20H2
-   Net Framework 4.8 (Compiled with Visual Studio 2019)
-   Python 3.7 (64-bit)
-   Nvidia CUDA 11.
-   Tensforflow-gpu 2.4.1
-   Tf-Agents 0.7.1
-   pythonnet 3.0.0-preview2021-04-03
### Details

I am current working on using [Python.NET](https://pythonnet.github.io/) to build C# environments for interaction [TensorFlow Agents](https://www.tensorflow.org/agents) and am receiving a TensorFlow error attempting to load Cuda DLLs.

When I run pure python examples Tensor flow loads the CUDA DLLs without issue:

    2021-04-19 03:22:41.062449: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll
    2021-04-19 03:22:41.062943: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cublas64_11.dll
    2021-04-19 03:22:41.063347: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cublasLt64_11.dll
    2021-04-19 03:22:41.063709: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cufft64_10.dll
...""",
        expected_cause="cuda-libraries-missing",
        note="2021. The first line is the issue's title; the stored copy of the opening post breaks off inside the pure-Python log, so the failing lines from the C# run are not held (the same post is also pythonnet/pythonnet#1444). The poster solved it himself: 'It was due to bad Python.Net wiki documentation ... Environment.SetEnvironmentVariable(\"PATH\", pathToVirtualEnv, ...) Doing so will overwrite your PATH environmental variable ... Instead, append the path to your virtual environment' - the CUDA DLLs could not be found from the C# host process.",
        platform="windows",
    ),
    CorpusLog(
        name="mlnet-model-builder-cuda-10-0-installed-runtime-needs-10-1-prose",
        source=_GH + "dotnet/machinelearning-modelbuilder/issues/1308",
        text=r"""**System Information (please complete the following information):**
 - Model Builder Version: 16.3.0.2056001

Opening issue from @philipbawn based on docs issue dotnet/docs#23111

Original Description:

I have model builder 16.3.0.2056001 and ml.net model builder gpu support version 16.3.0.2056001, I installed cuda_10.0.130_411.31_win10.exe from nvidia and extracted cudnn64_7.dll from cudnn-10.0-windows10-x64-v7.6.4.38.zip from nvidia, placing it in C:\program files\nvidia gpu computing toolkit\cuda\v10.0\bin\ - yet my visual studio looks like this when I try to progress adding image classification to a project.
[screenshot]

The model builder would let me proceed with cpu only:
[screenshot]""",
        expected_cause="cuda-libraries-missing",
        note="2021. Prose only. The docs told users to install CUDA 10.0, but ML.NET's TensorFlow runtime (TF 2.3.1) needs CUDA 10.1 (dotnet/docs#23718 by the Model Builder team: 'Cuda 10.0 doesn't work anymore we need 10.1'). JakeRadMSFT: 'Yes and docs are updated'; philipbawn: 'the preview I downloaded today detected my GPU and informed me which version of cuda I need to install. You rock.'",
        platform="windows",
    ),
    CorpusLog(
        name="mlnet-dnn-nuget-pulls-cpu-only-scisharp-redist-prose",
        source=_GH + "dotnet/machinelearning/issues/4325",
        text=r"""The NuGet package 'Microsoft.ML.Dnn 0.16.0-preview2' is including a dependency on the CPU-based `SciSharp.TensorFlow.Redist` package: 

[screenshot]

Therefore the user cannot reference and use the `SciSharp.TensorFlow.Redist-Windows-GPU` package because the CPU version has preference, afaik.  

The NuGet package `Microsoft.ML.Dnn 0.16.0-preview2` must not reference any of those, so depending on what SciSharp TensorFlow redist (CPU vs. GPU) the user is referencing from his code, it'll use CPU or GPU.

I know this is being fixed in the ML.NET source code repo with this PR after my heads-up:
https://github.com/dotnet/machinelearning/pull/4324

**But users mostly use the NuGet packages so we probably need to publish a new fix-patch-release for that package like the following?**:

`Microsoft.ML.Dnn 0.16.1-preview2` ?

Any other solution so users can try Image Classification with GPU when using the NuGet packages?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. Prose only; opened by an ML.NET program manager reporting what users hit. The cause is confirmed by the fix: PR dotnet/machinelearning#4324 ('Fix nuget dependency for Dnn', 'fixes #4325') removed the dependency on the CPU TensorFlow redist, and its author: 'Yes tested this using the nuget package, and confirmed using the GPU version of TF redist now.' codemzs in the thread, on a workaround: 'you also add GPU TF redist and then manually go delete the binaries for CPU'.",
        platform="windows",
    ),
    CorpusLog(
        name="tfnet-windows-gpu-redist-2-4-0-lacks-tf-stringinit",
        source=_GH + "SciSharp/TensorFlow.NET/issues/751",
        text=r"""Attempts to run from latest committed code fail when switching to GPU version of Tensorflow because the package:
```
"SciSharp.TensorFlow.Redist-Windows-GPU" Version="2.4.1"
```
does not exist (yet!) and using the most recently available package:
```
"SciSharp.TensorFlow.Redist-Windows-GPU" Version="2.4.0"
```
fails with error:
```
Unable to find an entry point named 'TF_StringInit' in DLL 'tensorflow'.
```

Thanks!""",
        expected_cause=None,
        note="2021. No catalogue cause: the TensorFlow.NET binding expects a newer native TensorFlow C API (2.4.1, with TF_StringInit) than the Windows GPU redist package that existed (2.4.0). Maintainer Oceania2018: 'Havn't compile GPU version yet. Will do it this week.', later 'Just released tensorflow v2.5.0 CPU/ GPU native library to NuGet'; the poster did not dispute and waited for the release.",
        platform="windows",
    ),
    CorpusLog(
        name="tfjs-node-gpu-gtx760-compute-capability-3-0-ignored",
        source=_GH + "tensorflow/tfjs/issues/3574",
        text=r"""#### TensorFlow.js version
@tensorflow/tf-js-node-gpu: 2.0.1

#### Browser version
Node v13.10.1
Windows 10

#### Describe the problem or feature request
The script logs `tensorflow/core/common_runtime/gpu/gpu_device.cc:1700] Ignoring visible gpu device (device: 0, name: GeForce GTX 760, pci bus id: 0000:1b:00.0, compute capability: 3.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.` Is it possible to use tf-js-node-gpu on a card like the GeForce GTX 760 that only has Cuda compute capability 3.0 and if so how?

I noticed that there were some instructions for running Tensorflow on a GPU with CUDA Compute Capability 3.0 by building from source [here](https://www.tensorflow.org/install/gpu#linux_setup), but this is for the Python version of Tensorflow I believe. It also specifically mentions that method is for linux (even though there are also instructions for building from source on other platforms) and I am running on Windows 10.

#### Code to reproduce the bug / link to feature request
Sample code from [the setup page](https://www.tensorflow.org/js/tutorials/setup#nodejs_setup)
```javascript
const tf = require('@tensorflow/tfjs');

// Optional Load the binding:
// Use '@tensorflow/tfjs-node-gpu' if running with GPU.
require('@tensorflow/tfjs-node-gpu');""",
        expected_cause="compute-capability-too-old",
        note="2020. The cause is TensorFlow's own line in the post (the libtensorflow that tfjs-node-gpu 2.0.1 downloads ignores a compute capability 3.0 GPU, minimum 3.5), and the poster names it in the title ('Using tfjs-node-gpu on a Cuda compute capability 3.0 GPU'); his question is only whether a source build would get around it. The stored copy shows no later turn disputing it (issue closed).",
        platform="windows",
    ),
    CorpusLog(
        name="tfjs-node-gpu-libtensorflow-1-15-gtx960m-compute-capability-5-0",
        source=_GH + "tensorflow/tfjs/issues/4510",
        text=r"""The minimum required Cuda capability is 6.0 for the binary C-API releases 1.14.0 and 1.15.0 (reopened)

**System information**
- OS Platform and Distribution: Arch Linux
- TensorFlow installed from: binary
- TensorFlow version: 1.15.0
- Installed using: npm (tensorflow/tfjs-node-gpu)
- GPU model and memory: GeForce 960M, compute capability: 5.0
```
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 440.82       Driver Version: 440.82       CUDA Version: 10.2     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce GTX 960M    Off  | 00000000:01:00.0 Off |                  N/A |
| N/A   48C    P0    N/A /  N/A |      0MiB /  2004MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
                                                                               
+-----------------------------------------------------------------------------+
| Processes:                                                       GPU Memory |
|  GPU       PID   Type   Process name                             Usage
...""",
        expected_cause="compute-capability-too-old",
        note="2020. The first line is the issue's title; the stored copy of the opening post breaks off after nvidia-smi, before the TensorFlow log. Reopening of tensorflow/tensorflow#36853 (also filed as tensorflow/tensorflow#38971): the prebuilt libtensorflow GPU C API 1.14/1.15 that tfjs-node-gpu downloads ignores GPUs below compute capability 6.0, which is what the poster reports for his 5.0 GeForce 960M (in #36853 another tfjs-node-gpu user quotes the line: 'Ignoring visible gpu device ... with Cuda compute capability 5.2. The minimum required Cuda capability is 6.0.').",
        platform="linux",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="r-keras-tf2-windows-rtx2080-log-shows-gpu-harmless",
        source=_GH + "rstudio/keras3/issues/939",
        text=r"""2019-11-23 14:07:00.326147: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2019-11-23 14:07:00.360695: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 with properties: 
name: GeForce RTX 2080 major: 7 minor: 5 memoryClockRate(GHz): 1.71
pciBusID: 0000:01:00.0
2019-11-23 14:07:00.361262: I tensorflow/stream_executor/platform/default/dlopen_checker_stub.cc:25] GPU libraries are statically linked, skip dlopen check.
2019-11-23 14:07:00.362740: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1746] Adding visible gpu devices: 0
2019-11-23 14:07:00.363638: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2
2019-11-23 14:07:00.378548: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1618] Found device 0 with properties: 
name: GeForce RTX 2080 major: 7 minor: 5 memoryClockRate(GHz): 1.71
pciBusID: 0000:01:00.0
2019-11-23 14:07:00.379070: I tensorflow/stream_executor/platform/default/dlopen_checker_stub.cc:25] GPU libraries are statically linked, skip dlopen check.
2019-11-23 14:07:00.380451: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1746] Adding visible gpu devices: 0
...""",
        expected_cause=None,
        harmless=True,
        note="2019. R keras (issue titled 'GPU installation'); the poster thought training ran on the CPU. Maintainer dfalbel: 'Why do you say it's running on the CPU? The log message says it's running on the GPU ... You can run: tensorflow::tf_gpu_configured() to check it.' The poster did not answer; closed later. The stored copy of the log breaks off at the device-interconnect lines.",
        platform="windows",
    ),
    CorpusLog(
        name="nextcloud-recognize-admin-panel-no-gpu-warning-node-on-gpu",
        source=_GH + "nextcloud/recognize/issues/1060",
        text=r"""### Which version of recognize are you using?

5.0.3

### Enabled Modes

Face recognition

### TensorFlow mode

GPU mode

### Downstream App

Memories App

### Which Nextcloud version do you have installed?

27.1.5

### Which Operating system do you have installed?

Ubuntu 22.04

### Which database are you running Nextcloud on?

Postgres 14.10

### Which Docker container are you using to run Nextcloud? (if applicable)

N/A

### How much RAM does your server have?

4Gb

### What processor Architecture does your CPU have?

x86_64

### Describe the Bug

This is minor but Recognize admin panel is telling me no GPU found, but everything seems to be working fine (I see the `recognize/bin/node` process running on my GPU using `nvidia-smi`). Not sure if normal, but although I see the process on my GPU, my CPU usage is also way up.

The exact warning appears in the NodeJS section of the admin panel:
`Successfully loaded libtensorflow in Node.js, but couldn't load GPU. Make sure CUDA Toolkit and cuDNN are installed and accessible, or turn off GPU mode.`

More info: Proxmox 7.2, Nextcloud LXC with GPU successfully passed through (it was already done for processing `ffmpeg` in the Memories app). Installed the CUDA and cuDNN libs through the
...""",
        expected_cause=None,
        harmless=True,
        note="2023. Weakly confirmed: the evidence that the GPU is used is the poster's own (the recognize/bin/node process shows in nvidia-smi while classification runs); no maintainer answered, and the issue is still open. The alarming line is the admin panel's GPU check. The stored copy of the post breaks off mid-sentence.",
        platform="linux",
    ),
)
