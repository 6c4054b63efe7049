# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-twenty-second set of real threads, gathered apart, from GitHub issues (the Bumblebee tracker and tensorflow/tensorflow) on computers with more than one GPU path (hybrid graphics, Windows graphics settings).

Broken kinds held: an Optimus laptop whose NVIDIA GPU and kernel module are only brought up by
Bumblebee's optirun, and a Windows graphics setting (hardware-accelerated GPU scheduling) under
which TensorFlow 2.4 froze on the GPU. Working runs: 0.

A small set: about fifty look-ups on this angle (PRIME, prime-select, Optimus, MUX switches,
eGPUs over Thunderbolt, BIOS and power settings, Secure Boot, Windows graphics preferences) met
many threads about hybrid graphics, but very few about TensorFlow whose stored copy shows the
cause confirmed; several that did (tensorflow/tensorflow#9915, #23573, #53049, #394) were
already in the corpus.

At first look (the doctor of commit ec2450a, before this set was read) the cause was named in 1
of the 2 broken logs, first; the other (no catalogue ID) was given an unsupported-GPU error.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="bumblebee-optimus-laptop-tf-without-optirun-no-kernel-driver",
        source=_GH + "Bumblebee-Project/Bumblebee/issues/944",
        text=r"""Cuda with bumblebee

Hello,
After 24 hours of searching and reading I have successfully installed bumblebee+cuda+tensorflow.
Normally everything is working fine. But I have a little problem:
When opening python directly and start tensorflow session it tells me that it couldn't find a GPU device.
```
2018-01-27 15:34:49.308825: E tensorflow/stream_executor/cuda/cuda_driver.cc:406] failed call to cuInit: CUDA_ERROR_UNKNOWN
2018-01-27 15:34:49.308894: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:145] kernel driver does not appear to be running on this host (host): /proc/driver/nvidia/version does not exist
```
when I use 'optirun python' it can detect my GPU. After searching the net some people said that optirun is used especially for GUI and that framework that uses cuda can work without bumblebee and optirun command

So how can I do that, is there a solution to run the driver of GPU for cuda usage without optirun.

It's not a big problem. but I really want to know if there is a solution.

In this link of Archlinux: it said that we can run cuda without bumblebee but this doesn't work for opensuse leap42.3
https://wiki.archlinux.org/index.php/bumblebee#CUDA_without_Bumblebee.

Thank you.""",
        expected_cause="driver-not-loaded",
        note="2018 (older than the brief's preferred years; kept because the angle gave little). openSUSE Leap 42.3 Optimus laptop with Bumblebee. The poster established the cause in the opening post itself: run plainly, TensorFlow finds no kernel driver (/proc/driver/nvidia/version missing), 'when I use optirun python it can detect my GPU', so the GPU is reachable only through Bumblebee's optirun. A commenter (Queuecumber) began to answer about CUDA on Optimus laptops; the rest of that reply was not read. The ID is the state the log shows (kernel module not running); the underlying cause is the hybrid-graphics set-up, outside optirun.",
        platform="linux",
    ),
    CorpusLog(
        name="tf24-windows-rtx3090-sessrun-freeze-hardware-gpu-scheduling-setting",
        source=_GH + "tensorflow/tensorflow/issues/45648",
        text=r"""2.4.0 sess.run freezing in Windows 10 with RTX 3090

my DeepFaceLab software uses tf 2.3.1 with compat.v1, it works fine.
When I upgrade to 2.4.0rc4, tf sess.run is freezed without any errors.
Seems like it depends on model complexity.
Models with big graph freeze instantly.
Model with simpler graph may be freezed in 30 minutes.
I don't know how to write reproduction code.

OS: Windows 10""",
        expected_cause=None,
        note="2020. Prose only (no log). The poster (iperov) wrote in the opening post and again in his first comment that the Windows 10 graphics setting did it: 'Hardware-accelerated GPU scheduling to \"default graphics setting\", solves the problem' (that sentence and its screenshot are left out of text); a second user (KichangKim) confirmed: 'it solved by enabling Hardware accelerated GPU scheduling in Windows 10'. A maintainer's reply about TF 2.4 needing CUDA 11 / cuDNN 8.0.2 was answered by the poster 'I am using CUDA11 and cuDNN 8.0.2'. No catalogue ID for a Windows GPU-scheduling setting. The rest of the thread was not read.",
        platform="windows",
    ),
)
