# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-thirty-first set of real threads, gathered apart, from GitHub issues of reinforcement-learning and audio projects (Unity ML-Agents, AutoEq) whose users could not get TensorFlow going.

Broken kinds held: a TensorFlow built for CUDA 9.0 on a machine with only CUDA 10 installed, and a
Python too new for the pinned TensorFlow release (pip finds no wheel). Working runs: 0.

At first look (the doctor of commit 2152a84, before this set was read) the cause was named in
both broken logs, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="ml-agents-rtx2070-cudart64-90-missing-cuda10-installed-prose",
        source=_GH + "Unity-Technologies/ml-agents/issues/2170",
        text=r"""Hi,

I have RTX2070 GPU that only supports CUDA >= 10 versions.  When I start a training process i have error like "cudart64_90.dll" not found. How can I run a training process on RTX GPU?

Have a nice day :)""",
        expected_cause="cuda-libraries-missing",
        note="2019. Prose only (one error string). Maintainer xiaomaogy: 'we don't support CUDA >= 10 due to tensorflow version constraint' (ML-Agents then pinned TF 1.7, which loads cudart64_90.dll); caioc2 said TF 1.12 (built for CUDA 10) worked with ML-Agents 0.6, and the poster answered '@caioc2 THANK YOU! ML-A...' (the rest of that reply is cut off in the stored copy, not read). Windows (the poster later tried a Bazel build for 'x64 windows').",
        platform="windows",
    ),
    CorpusLog(
        name="autoeq-windows-python392-no-tensorflow-240-wheel",
        source=_GH + "jaakkopasanen/AutoEq/issues/280",
        text=r"""Following installation instruction I get error after typing "python -m pip install -U -r requirements.txt"

Collecting Pillow~=7.2.0
  Using cached Pillow-7.2.0.tar.gz (39.1 MB)
Collecting matplotlib~=3.3.3
  Using cached matplotlib-3.3.4-cp39-cp39-win_amd64.whl (8.5 MB)
Collecting pandas~=1.2.0
  Using cached pandas-1.2.3-cp39-cp39-win_amd64.whl (9.3 MB)
Collecting scipy~=1.5.4
  Using cached scipy-1.5.4-cp39-cp39-win_amd64.whl (31.4 MB)
Collecting numpy~=1.19.5
  Using cached numpy-1.19.5-cp39-cp39-win_amd64.whl (13.3 MB)
ERROR: Could not find a version that satisfies the requirement tensorflow~=2.4.0
ERROR: No matching distribution found for tensorflow~=2.4.0

Win 10 64bit 20h2 19042.804
Python 3.9.2""",
        expected_cause="python-version-unsupported",
        note="2021. The poster confirmed it: 'Solved by using 3.8.0 version of Python instead of 3.9.2' (the pinned tensorflow~=2.4.0 has no wheel for Python 3.9). An install failure, not a GPU run; no GPU is named in the thread.",
        platform="windows",
    ),
)
