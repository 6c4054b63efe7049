# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-thirty-second set of real threads, gathered apart, from GitHub issues opened in 2025-2026 outside tensorflow/tensorflow, found with the newest versions' words (TensorFlow 2.18-2.21, CUDA 12.8-13, RTX 50 / sm_120, Python 3.12/3.13, Ubuntu 24.04, uv, Keras 3).

Broken kinds held: a TensorFlow pin with no wheel for the Python in use (Python 3.12 on
Ubuntu 24.04 for mediapipe-model-maker's tensorflow<2.16; Python 3.13 under uv for
tensorpotential's tensorflow<2.17). Working runs: 0.

A small set: the issues corpus answered these version words mostly with tensorflow/tensorflow
threads (left out by the angle) and with PyTorch threads. The 2025-2026 TensorFlow threads
outside tensorflow/tensorflow that were met were either already in the corpus
(TaterTotterson/microWakeWord-Trainer-Nvidia-Docker#56 and #30, apirrone/Open_Duck_Playground#16,
jupyter/docker-stacks#2288, trailofbits/anamorpher#8, astral-sh/uv#14501) or open with no
confirmed cause in the stored text (google-research/inksight#28, wutzebaer/tensorflow-5090#1,
juglab/cryoCARE_pip#69, birdnet-team/BirdNET-Analyzer#615 and #826, kr-colab/ReLERNN#63,
hfawaz/dl-4-tsc#54, TaterTotterson/microWakeWord-Trainer-Nvidia-Docker#32, whose opening post
was not in view). No working run with alarming lines and a confirming reply was met.

At first look (the doctor of commit 2152a84, before this set was read) the cause was named in
both broken logs, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mediapipe-model-maker-ubuntu2404-py312-no-tensorflow-215-wheel",
        source=_GH + "google-ai-edge/mediapipe/issues/6013",
        text=r"""Unavailable tensorflow version 2.15 for mediapipe-model-maker 0.2.1.4

### OS Platform and Distribution

Ubuntu 24.04.2 LTS

### Python Version

3.12.3

### MediaPipe Model Maker version

0.2.1.4

### Task name (e.g. Image classification, Gesture recognition etc.)

gesture recognition

### Describe the actual behavior

Due to issue #5957, I'm trying to upgrade from version 0.1.0.1 of mediapipe-model-maker to the latest version, 0.2.1.4 .  This version is dependent on a version of tensorflow <2.16.0 .  Installing mediapipe with "pip install mediapipe-model-maker==0.2.1.4" results in an error message informing me that no matching distribution could be found.

### Describe the expected behaviour

Mediapipe-model-maker instead requires tensorflow 2.16 (the earliest available version) or later and pip installs it without a hitch.

### Standalone code/steps you may have used to try to get what you need

I have tried to install older versions of model maker <0.2.1.4, >0.1.0.1, which has failed due to incompatibilities with the tensorflow-addons package. I have tried to manually install the wheels for tensorflow 2.15.1 available at pypi.org/project/tensorflow/2.15.1/#files , which turned out to be incompatible with my system's architecture (as are the wheels fo...""",
        expected_cause="python-version-unsupported",
        note="2025. Prose only (the opening post, cut where the stored copy ends). Maintainer (kuaashish): 'Python 3.12 is still not officially supported by mediapipe-model-maker ... Python 3.8 Python 3.9 Python 3.10 ... Please try using one of the supported versions'; then 'Thank you for the confirmation. If now this is no longer an issue on your end, we will proceed to close' (the poster's confirming comment itself not read). The pinned tensorflow<2.16 has no cp312 wheel.",
        platform="linux",
    ),
    CorpusLog(
        name="tensorpotential-uv-py313-tensorflow-below-217-no-cp313-wheel",
        source=_GH + "ICAMS/grace-tensorpotential/issues/6",
        text=r"""`tensorpotential` cannot be installed on the latest Python

```py
uv pip install tensorpotential
```

throws

```
  × No solution found when resolving dependencies:
  ╰─▶ Because only the following versions of tensorflow are available:
      and tensorflow<=2.16.2 has no wheels with a matching Python ABI tag (e.g., `cp313`),
      we can conclude that tensorflow<=2.16.2 cannot be used.
      And because all versions of tensorpotential depend on tensorflow<2.17 and you
      require tensorpotential, we can conclude that your requirements are unsatisfiable.

      hint: You require CPython 3.13 (`cp313`), but we only found wheels for `tensorflow`
      (v2.16.2) with the following Python ABI tags: `cp39`, `cp310`, `cp311`, `cp312`
```

not urgent and looks like it's blocked by https://github.com/tensorflow/tensorflow/issues/78774 anyway""",
        expected_cause="python-version-unsupported",
        note="2025. The poster (janosh) names the cause himself, with uv's own hint: tensorpotential pins tensorflow<2.17, which has no cp313 wheels, and Python 3.13 support is 'blocked by' tensorflow/tensorflow#78774. Issue open; no maintainer reply read. Platform not stated (uv on a Unix shell).",
        platform="linux",
    ),
)
