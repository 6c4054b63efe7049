# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-fifty-eighth set of real threads on installing TensorFlow with Python packaging tools (pip and the wheels it picks: platform tags, Python ABI tags, extras), from GitHub issues (issues corpus) on repositories new to the corpus or threads not yet in it (NVIDIA/TensorRT, TomHeaven/tensorflow-osx-build).

Broken kinds held: `pip install tensorflow[and-cuda]==2.15.0` failing because the TensorRT
wheel the extra pins (tensorrt-libs 8.6.1) is not on PyPI, and a community CUDA wheel for macOS
built for Python 2.7 refused ('is not a supported wheel on this platform') by an Anaconda Python
3.6. Working runs: none met.

Small set: the threads on uv, pip, Poetry, PDM, pixi, conda, mamba and the conda-forge
feedstocks that install TensorFlow for an NVIDIA GPU and carry a confirmed cause are nearly all
in the corpus already; most of the rest end without a confirmation in the stored text (closed
as stale, answered with a suggestion the poster never reported on, or resolved past the stored
excerpt). No working run within these threads was met.

At first look (the doctor of commit 1d08a9f) the cause was named in 2 of the 2 broken logs,
both first; there is no working run to flag.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tensorrt-issue-tensorflow-and-cuda-2-15-tensorrt-libs-8-6-1-not-on-pypi",
        source=_GH + "NVIDIA/TensorRT/issues/2933",
        text=r"""I have same problem and maybe a solution not mentioned yet here.  For "reasons" I needed a docker container running Python 3.11 and tensorflow 2.15.0 with cuda/gpu enabled.  Installing tensorflow 2.15.0 using pip, the current method, fails with same reported message:

```
(tfgpu) root@host:/app# pip install tensorflow[and-cuda]==2.15.0
...
INFO: pip is looking at multiple versions of tensorflow[and-cuda] to determine which version is compatible with other requirements. This could take a while.
ERROR: Could not find a version that satisfies the requirement tensorrt-libs==8.6.1; extra == "and-cuda" (from tensorflow[and-cuda]) (from versions: 9.0.0.post11.dev1, 9.0.0.post12.dev1, 9.0.1.post11.dev4, 9.0.1.post12.dev4, 9.1.0.post11.dev4, 9.1.0.post12.dev4, 9.2.0.post11.dev5, 9.2.0.post12.dev5, 9.3.0.post11.dev1, 9.3.0.post12.dev1)
ERROR: No matching distribution found for tensorrt-libs==8.6.1; extra == "and-cuda"

```""",
        expected_cause="dependency-no-platform-wheel",
        note="2025 (a comment, by DerekHarter, in a 2023 thread on pip installs of TensorRT 8.6.1; the opening post, on `pip install tensorrt` alone, states that tensorrt 8.6.1 fetches `tensorrt_libs==8.6.1` from https://pypi.nvidia.com). The commenter confirmed the cause with his fix: 'I was able to work around by downloading and installing the missing wheel from nvidia.pypi by hand' (wget of https://pypi.nvidia.com/tensorrt-libs/tensorrt_libs-8.6.1-py2.py3-none-manylinux_2_17_x86_64.whl, then `pip install` of that file). The TensorRT wheel that tensorflow[and-cuda] 2.15.0 pins is published on NVIDIA's index only, so pip on PyPI finds no version of it. The container id in the prompt is replaced by 'host'.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorflow-osx-build-cp27-cuda-wheel-on-anaconda-python-3-6",
        source=_GH + "TomHeaven/tensorflow-osx-build/issues/1",
        text=r"""Got following error:
```
tensorflow-1.4.0-cp27-cp27m-macosx_10_12_intel.whl is not a supported wheel on this platform.
```
OS: 10.12.6
pip: 9.0.1
CUDA:  8.0.83
cuDNN: 6.0
Python on Anaconda: 3.6""",
        expected_cause="python-version-unsupported",
        note="2017. A community build of TensorFlow 1.4 with CUDA for macOS (NVIDIA GPUs on macOS with CUDA 8). The maintainer, TomHeaven, named the cause: 'This project is built for python 2.7, which osx contains itself in Python.framework. I suggest u to uninstall Anconda and retry or install and activate python 2.7 using anconda.' The wheel's tags are cp27 while the poster's Python is 3.6; the poster did not dispute it (issue closed).",
        platform="macos",
    ),
)
