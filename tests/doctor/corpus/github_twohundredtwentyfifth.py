# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-twenty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus): TensorFlow that could not start the NVIDIA GPU because of the driver (cuInit failures, "kernel version X does not match DSO version Y", NVML "Driver/library version mismatch", a driver updated behind the user's back).

Broken kinds held: a kernel module left running at one driver release while the driver's
libraries had been moved to another (tensorflow/tensorflow, 2016). Working runs: none met.

Very small set. Nearly every thread on this subject that the stored copies hold (the many
tensorflow/tensorflow threads on "failed call to cuInit", CUDA_ERROR_UNKNOWN, CUDA_ERROR_NO_DEVICE,
"CUDA driver version is insufficient", and the same messages on serving, faceswap, spleeter,
DeepSpeech, kubeflow and cluster repositories) is already in the corpus or has no confirmation in
its stored text (long threads whose resolution, if any, lies past the stored opening). No thread
from 2022 or later with a confirmed driver cause was met that the corpus does not already hold.
One more confirmed thread was left out because it is prose only (the poster paraphrases the
message, no line of a log) and would make half the set prose: lucidrains/deep-daze#147 (2021; during
a run nvidia-smi began to report that the driver was "mismatched with my library" and
`tf.test.is_gpu_available()` returned False; the poster reports that after a reboot things were back
to normal, a driver-library-mismatch).

At first look (the doctor of commit 3e3edd5) the cause was named in 1 of 1 broken log, first;
no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf010-quadro-k2200-kernel-36142-dso-36757-between-runs",
        source=_GH + "tensorflow/tensorflow/issues/5417",
        text=r"""Tensorflow with CUDA was working fine. Cross-entropy loss was going to zero (CIFAR-10 and a very simple CNN), but training error stayed around the same as random chance. I mention this in case it may be related to my issue.

In between runs, not 5 minutes after it was just working, I mysteriously got this error message about my video driver: 

`kernel version 361.42.0 does not match DSO version 367.57.0`

I never updated anything, so that's strange.

Ubuntu 16.04
Tensorflow 0.10.0 (built from source w/ CC 3.5 and 5.0)
nvidia Quadro K2200
CUDA 8.0
cuDNN 5.1.5
Python 2.7""",
        expected_cause="driver-library-mismatch",
        note="2016. The poster's own report in the same opening post: 'I update my video driver using `apt-get` and the Ubuntu ppa repo, then restart. I didn't check what version the video driver was before the update but I assume it was 361.42?' and 'The error message is gone'. The driver's libraries (367.57) had been updated while the 361.42 kernel module stayed loaded; the restart after the driver update loaded a matching module. The text keeps only what the poster saw before the fix. Odd: the thread then turns to a separate problem after the fix (training ten times slower at ~1% GPU use), on which maintainer aselle asked 'Did you upgrade your CUDA driver? It looks like it isn't new enough.'; that later problem is not part of this record.",
        platform="linux",
    ),
)
