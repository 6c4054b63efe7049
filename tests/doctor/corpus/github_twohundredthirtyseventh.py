# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-thirty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow 2.x loading CUDA libraries other than a GPU needs, the kind often met with CUDA and cuDNN from conda packages (2020), on tensorflow/tensorflow.

Broken kinds held: a TensorFlow built for CUDA 10.1 (cudart64_101.dll, cublas64_10.dll) run on an
RTX 3070 (compute capability 8.6), where the first epoch hung for minutes and never went on.
Working runs: 0.

Very small set: the threads on conda-installed CUDA and cuDNN (cudatoolkit/cudnn from conda,
conda-forge's CUDA builds, LD_LIBRARY_PATH set in activate.d, the old install page's conda steps)
that the searches returned were nearly all already in the corpus or already read and found without
a confirmed cause in their stored text; the stored copies of the rest end before any answer. One
confirmed thread, prose only, was left out to keep prose-only records to a third of the set:
NVlabs/noise2noise#1 (2018, TensorFlow 1.x; a missing CUDA library on a fresh Ubuntu machine,
fixed by the poster with `conda install tensorflow-gpu`, which brings cudatoolkit and cudnn).

At first look (the doctor of commit 6f9589e) the cause was named in 1 of 1 broken log, 0 first
(it came third, after windows-native-no-gpu and cuda-libraries-missing, although this TensorFlow
build of 2020 had GPU support on native Windows and loaded every CUDA library); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="rtx3070-windows-cudart64-101-build-stuck-first-epoch",
        source=_GH + "tensorflow/tensorflow/issues/45299",
        text=r"""tensorflow is not running corectly on rtx3070 gpu same code is running well on gtx1050 ti and on cpu but when i run it on gpu it take 5 min than print last 2 line saying Epoch 1/1 and it stucks there please help

2020-12-01 18:08:04.785338: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll
Using TensorFlow backend.
2020-12-01 18:08:06.705948: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll
2020-12-01 18:08:06.732000: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1555] Found device 0 with properties: 
pciBusID: 0000:01:00.0 name: GeForce RTX 3070 computeCapability: 8.6
coreClock: 1.725GHz coreCount: 46 deviceMemorySize: 8.00GiB deviceMemoryBandwidth: 417.29GiB/s
2020-12-01 18:08:06.732171: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll
2020-12-01 18:08:06.735229: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cublas64_10.dll
2020-12-01 18:08:06.738060: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cufft64_10.dll
...""",
        expected_cause="compute-capability-unsupported",
        note="2020. The poster (game-sys) confirmed the fix the next day: 'Solved it by uninstall cuda 10, and tensorflow-gpu reinstalling cuda 11.1 with cudnn 8, then after changing environment variable i installed tensorflow nightly using \"pip install tf-nightly-gpu\" ... It solved problem for me' (he also had to replace a Microsoft Store Python on the way). The TensorFlow in use was a CUDA 10.1 build (cudart64_101.dll, cublas64_10.dll), which has no kernels for the Ampere GPU (8.6); a commenter with an RTX 3080 in a conda tf-gpu environment (cudnn64_7.dll, cublas64_10.dll) saw the same hang. The stored copy of the log ends after cufft64_10.dll.",
        platform="windows",
    ),
)
