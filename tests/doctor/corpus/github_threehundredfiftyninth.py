# ruff: noqa: E501 - log lines are quoted verbatim (long lines)
"""A three-hundred-and-fifty-ninth set of real threads from users of TensorFlow's bindings for other languages: GitHub issues (2020-2021) on the .NET side, where ML.NET Model Builder (which trains image classification with TensorFlow through TensorFlow.NET) and the SciSharp.TensorFlow.Redist GPU packages did not give the user a working GPU run (dotnet/machinelearning-modelbuilder, SciSharp/TensorFlow.NET).

Broken kinds held: Model Builder's GPU service missing or too old, so training fell back to
the CPU service (twice, one of them cancelled outright), and a SciSharp Linux GPU redist
package that shipped Windows binaries. None of the three has a catalogue cause: each was a
packaging or tool-version fault, fixed by updating the tool or taking the right binaries.
Working runs: 0 (none met with a confirmation).

Small set: the threads on these bindings (TensorFlow.NET, TensorFlowSharp, tensorflow/java and
the Maven artifacts, tensorflow/rust, tfgo, cppflow, tensorflow_cc, tfjs-node-gpu and the
applications built on it, Emgu TF, DJL, RedisAI, R keras/tensorflow and the rocker images) are
mostly in the corpus already, and most of the rest have no confirmation in the stored text.
Left out as unconfirmed: emgucv/emgutf#41 (Emgu TF's cuDNN 7 next to a CUDA 11 driver; only
'please give the new release a try'), tensorflow/tensorflow#33319 (R keras asking for
cudart64_100.dll with CUDA 10.1 installed; the outcome is not in the stored copy),
dotnet/machinelearning-modelbuilder#1337 and #2247 (GPU extension check; no reply from the
posters). Left out for its date: emgucv/emgutf#11 (2017; nvcuda.dll missing on a machine
without the NVIDIA driver, confirmed by the maintainer).

At first look (the doctor of commit 60cdfcd) the cause was named in 0 of 3 broken logs, 0 first
(none of the three has a catalogue cause); no working runs. The doctor raised no error on any of
them: for the two Model Builder logs it listed only its conditional candidates (a CPU-only build,
CUDA libraries missing, native Windows), for the redist package none.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="modelbuilder-gpu-service-not-found-training-cancelled-old-version",
        source=_GH + "dotnet/machinelearning-modelbuilder/issues/1090",
        text=r"""Problem encountered on https://dotnet.microsoft.com/learn/ml-dotnet/get-started-tutorial/train
Operating System: Windows version 17134
Visual Studio version: 2019 16.7.7

Error message :
GPU Service not found. Falling back to CPU AutoML Service.
Training cancelled

Log:
2020-11-06 10:41:34.0499 DEBUG Set log file path to C:\Users\alice\AppData\Local\Temp\MLVSTools\logs\698d2f3f-07d9-4084-b5a5-c0fbe905d93c.txt (Microsoft.ML.ModelBuilder.Utils.Logger.Debug)
2020-11-06 10:41:49.1750 DEBUG M:\Programming\myMLApp\myMLApp\wikipedia-detox-250-line-data.tsv (Microsoft.ML.ModelBuilder.Utils.Logger.Debug)
2020-11-06 10:41:57.2393 DEBUG Disposing TrainSession (Microsoft.ML.ModelBuilder.Utils.Logger.Debug)
2020-11-06 10:41:59.0364 WARN GPU Service not found. Falling back to CPU AutoML Service. (Microsoft.ML.ModelBuilder.Utils.Logger.Warn)
2020-11-06 10:42:00.3036 INFO Training cancelled (Microsoft.ML.ModelBuilder.Utils.Logger.Info)""",
        expected_cause=None,
        note="2020. ML.NET Model Builder (Visual Studio 2019), the getting-started tutorial. Maintainer LittleLittleCloud: 'It's a known bug for the old ModelBuilder, updating to the latest version and the problem should go' (dup of #990); the poster: 'Update fixed the problem.' An outdated Model Builder and its GPU service: no catalogue cause. Odd: the tutorial trains a text model, so TensorFlow itself never started; the log is the tool's own.",
        platform="windows",
    ),
    CorpusLog(
        name="modelbuilder-image-classification-gpu-service-not-found-extension-update",
        source=_GH + "dotnet/machinelearning-modelbuilder/issues/990",
        text=r"""**System Information (please complete the following information):**
 - Model Builder Version: 16.1.0.2027905
 - Visual Studio 2019 (16.7.2)

**Describe the bug**
Try model builder to build image classification and reports GPU Service not found. Falling back to CPU AutoML Service.

**To Reproduce**
Steps to reproduce the behavior:
Use model builder steps to point where you click train and reports the error
**Expected behavior**
Should use GPU that is available

I have seen this reported in older issues and they appear to be tagged closed etc.

I have just updated VS fully to latest spec. Pulled down the model builder using VS Install tool so assume that is the latest. I have the latest NVidia drivers in place. Do I need to install anything else to get this to see my GPU?""",
        expected_cause=None,
        note="2020. ML.NET Model Builder image classification (TensorFlow through TensorFlow.NET). The poster, the same day: 'Found the update and now I have a selection for GPU so can close :)' - the Model Builder GPU support was missing or too old, so training fell back to the CPU service: no catalogue cause. The thread goes on (still open) with a later, separate failure after he installed CUDA 10.0 and cuDNN ('Failed to get convolution algorithm. This is probably because cuDNN failed to initialize'), which has no confirmed cause and is not part of this record.",
        platform="windows",
    ),
    CorpusLog(
        name="tfnet-redist-linux-gpu-2-5-package-holds-windows-binaries",
        source=_GH + "SciSharp/TensorFlow.NET/issues/813",
        text=r"""scisharp.tensorflow.redist-linux-gpu 2.5 inludes windows binary instead of linux binaries

Shouldn't these be a bunch of .so files like in 2.3.1? Edit: changed to 2.3.1 since there was no 2.4.1 for GPU Linux (why?)""",
        expected_cause=None,
        note="2021. Prose only (the package listing was a screenshot). The poster the same day: 'Getting correct binaries fixed my runtime issues' (his Dockerfile copies the libraries of Google's libtensorflow-cpu-linux-x86_64-2.5.0 tarball into runtimes/linux-x64/native of his .NET app); maintainer Oceania2018 said the Linux GPU package could not be published properly because of NuGet's file size limit, and the poster closed it in 2024 once 2.11 split the GPU package. A packaging fault of the GPU redist: no catalogue cause.",
        platform="linux",
    ),
)
