# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-fortieth set of real threads, gathered apart, from GitHub issues (issues corpus) on tensorflow/tensorflow: an NVIDIA GPU too old for the TensorFlow build in use (compute capability 3.0 cards ignored by builds made for 3.5 and up), found with plain words a user would type.

Broken kinds held: a Kepler GRID K520 (compute capability 3.0) ignored by a nightly Docker image
whose build had lost compute capability 3.0, and a GeForce GTX 760 (compute capability 3.0) that
the Windows pip package of TensorFlow 0.12 was not built for. Both are from 2016; the second is
prose only. Working runs: none.

Small set: nearly every thread the searches returned on this subject (compute capability 3.0/5.0
cards ignored or failing with "no kernel image", RTX 30xx with CUDA 10 builds, H100 and RTX 50xx
with PTX JIT or CUDA_ERROR_INVALID_PTX) is already in the corpus, and most of the rest had no
confirmation in the stored text. Two more confirmed threads, both prose only, were left out to keep
prose-only records down: deepfakes/faceswap-playground#76 (2018; a GTX 560 of compute capability
2.1, answered 'TensorFlow with GPU support needs CUDA Compute Capability 3.0 or higher') and
fo40225/tensorflow-windows-wheel#40 (2018; a GTX 780 Ti told 'compute capability 3.5 card
detected, required 3.7' until a wheel built for 3.5 was used: 'the compute 3.7 requirement gone').

At first look (the doctor of commit 2647244) the cause was named in 1 of the 2 broken logs, first;
the prose-only Windows post was read as native Windows without GPU support (TensorFlow 0.12
was the first release with Windows GPU wheels), a CPU-only build and missing CUDA libraries.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-nightly-devel-gpu-docker-grid-k520-cc30-ignored",
        source=_GH + "tensorflow/tensorflow/issues/4048",
        text=r"""Using the most recent docker image 'tensorflow/tensorflow:nightly-devel-gpu' doesn't work on AWS EC2 anymore, it results in the below error:

Ignoring gpu device (device: 0, name: GRID K520, pci bus id: 0000:00:03.0) with Cuda compute capability 3.0. The minimum required Cuda capability is 3.5.""",
        expected_cause="compute-capability-too-old",
        note="2016. The nightly image had been built without compute capability 3.0 (a configuration change lost the capabilities setting). Maintainer vrv: 'I think the cuda auto configuration change had a bug that didn't properly propagate the cuda capabilities env variable, but we cherry-picked that in'; msevrens: 'Building from scratch yesterday had no issues on AWS'. The poster rebuilt Dockerfile.gpu from scratch and 'got further this time' (the next error of the rebuilt image was a cuDNN 5.1 vs 4 mismatch, not the ignored GPU).",
        platform="linux",
    ),
    CorpusLog(
        name="tf012-windows-pip-gtx760-cc30-no-binaries",
        source=_GH + "tensorflow/tensorflow/issues/6001",
        text=r"""I just setup gpu supported tensorflow on my windows 10 PC following https://developers.googleblog.com/2016/11/tensorflow-0-12-adds-support-for-windows.html

But right now I found I cannot use my GPU as it is a GeForece GTX760 and only has 3.0 CUDA compute capability

### What related GitHub issues or StackOverflow threads have you found by searching the web for your problem?

There are several discussion for linux and MAC tensorflow, as they can build from source so they can just change the list of the computer capability. right now I cannot build from source so I am wondering if there are any other way to change the setup?

### Environment info
Operating System:
Windows 10 64bit

Installed version of CUDA and cuDNN: 
(please attach the output of `ls -l /path/to/cuda/lib/libcud*`):
CUDA 8.0
cuDNN 5.1""",
        expected_cause="compute-capability-too-old",
        note="2016. Prose only (no log lines). Maintainer mrry: 'For binary size reasons, we don't provide pre-built binaries that include code for CC 3.0 devices, so you'll need to build from source.' The poster did not dispute it; another user with a Quadro K1000M reported the same.",
        platform="windows",
    ),
)
