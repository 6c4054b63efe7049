# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-twenty-eighth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow on native Windows with a workstation or data-centre card (RTX A-series, Tesla, Quadro), on Windows Server, through Remote Desktop, in TCC or WDDM mode, or behind Hyper-V; one thread held, on a repository new to the corpus for this kind (dotnet/machinelearning #6000).

Broken kinds held: an RTX A6000 (Ampere, compute capability 8.6) running the CUDA 10.1 build of
TensorFlow 2.3.1 that ML.NET needs: no kernels for the card, everything JIT-compiled from PTX, so
model loading takes minutes and predictions seem to hang. Working runs: none met.

Very small set, and prose only (the post gives its configuration, no TensorFlow log lines): the
threads on this kind held in the stored copies were nearly all in the corpus already or known
to lack a confirmation. Left out: Remote Desktop and TCC threads whose cause was never settled
(tensorflow/tensorflow#6346, a Tesla in TCC mode hanging at start, closed by the
poster as "larger than just Tensorflow"); matterport/Mask_RCNN#258, confirmed ("It was a WDDM
event. Increasing the TdrDelay value solved the problem.") but with the poster's own report
missing from the stored copy; tensorflow/tensorflow#45987 (two GPUs of different generations on
Windows, CUDA_ERROR_LAUNCH_FAILED), where the TDR fix is confirmed only by another user;
NsfwSpy/NsfwSpy.NET#25 (2025, RTX 3060/3090 with ML.NET's TensorFlow), prose only with the
symptom not described.

At first look (the doctor of commit 720b333) the cause was named in 1 of the 1 broken log, first;
no working run held.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mlnet-rtx-a6000-tensorflow-2-3-cuda-10-1-slow-or-stuck",
        source=_GH + "dotnet/machinelearning/issues/6000",
        text=r"""I was using station with `Geforce RTX 2080 Ti` (Cuda Compute Capability 7.5) for development and everything was fine and works pretty well. 
Now we are publishing our solution on station with `RTX A6000` Cuda Compute Capability 8.6) and MS Model Builder, MS ML.NET and direct programming in python (tensorflow) is super slow or stuck without any error message with same configuration like in dev station. 
(for example loading onnx model takes 6 minutes instead of 2 seconds and prediction never start instead of calculate task is several milliseconds)

Tensorflow in python with cuda 11.2 & cudnn 8.1 works fine.
Tensorflow in python with cuda 10.1 & cudnn 7.6.4 (which is nessesary for MS ML.NET!) is slow or stuck in TF & MS ML.NET.

I am not only one with those issues [nvidia - dev forum](https://forums.developer.nvidia.com/t/slow-startup-and-model-loading-time/173398)

I just wanna ensure if MS ML.NET supports latest GPUs or how can I solve those issues? 
Thank you for answer.

```
Configuration:
Windows 10 Pro - 21H1

ML.NET 1.6 | 1.5.5 | 1.7-Preview
SciSharp.TensorFlow.Redist-Windows-GPU 2.3.1
Python 3.8.10, pip 21.3.1, tensorflow 2.3.1 or 2.7.0

cuda_10.1.105_418.96_win10
cudnn-10.1-windows10-x64-v7.6.4.38

or 

cuda_11.2.2_461.33_win10
cudnn-11.2-windows-x64-v8.1.1.33
```""",
        expected_cause="compute-capability-ptx-jit",
        note="2021. Prose only (the configuration block is the poster's; no TensorFlow log lines). The poster's own test on the same RTX A6000 settles the cause: 'Tensorflow in python with cuda 11.2 & cudnn 8.1 works fine' while the CUDA 10.1 build (TensorFlow 2.3.1, the one ML.NET needs) 'is slow or stuck' - the CUDA 10.1 build has no kernels for compute capability 8.6, so they are JIT-compiled from PTX (model load 6 minutes instead of 2 seconds). Others confirmed the same: Daniel-Walther ('I can absolutely agree with that!'; in dotnet/machinelearning#6028: 'It seems that TensorFlow <=2.3 (or ML.NET <=1.7) had some Problems with newer GPUs'), and ML.NET's program manager luisquintanilla opened dotnet/docs#34484: 'The current version of TensorFlow.NET in ML.NET doesn't support the latest GPUs.' The same cause on Ampere servers is in the corpus as dotnet/machinelearning#7180. The stored copy holds no reply from the ML.NET maintainers in this thread (closed).",
        platform="windows",
    ),
)
