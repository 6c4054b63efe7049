# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-tenth set of real threads, gathered apart, from GitHub issues whose cause was confirmed by a fix to a project's set-up (a rebuilt wheel, a Dockerfile base image, a requirements file) rather than by a change on the user's machine.

Broken kinds held: a prebuilt wheel compiled against an older cuDNN than the one a CUDA base
image ships, a Dockerfile whose CUDA base image is older than the TensorFlow it installs needs,
and a requirements file that installs the CPU-only `tensorflow` 1.x package. Working runs: 0.

No record is from 2023 or later: the newer threads confirmed by such a fix were already in the
corpus.

At first look (the doctor of commit 40c709c, before this set was read) the cause was named in 1
of the 3 broken logs, first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="mind-wheels-tf16-wheel-cudnn70-vs-cuda-image-cudnn71",
        source=_GH + "mind/wheels/issues/33",
        text=r"""Hello there, 

firstly, thank you for producing these wheels, they are spectacularly useful. However I have run into a small compatibility issue. Nvidia have shipped cuDNN 7.1 in their cuda docker images, which is incompatible with your current 1.6 release. Running it yields: 

E tensorflow/stream_executor/cuda/cuda_dnn.cc:378] Loaded runtime CuDNN library: 7101 (compatibility version 7100) but source was compiled with 7005 (compatibility version 7000).  If using a binary install, upgrade your CuDNN library to match.  If building from sources, make sure the library loaded at runtime matches a compatible version specified during compile configuration.

If you would be so kind as to do a release built with cuDNN 7.1, that would be most wonderful.""",
        expected_cause="cudnn-version-mismatch",
        note="2018. One log line. The wheel maintainer (danqing) accepted the diagnosis, 'Will provide with TF 1.7. Thanks for reporting!', and the fix was a rebuilt release (tf1.7-gpu-cuda91 wheels built against cuDNN 7.1); the poster: 'Wonderful news!'. The loaded cuDNN (7.1.1 from the nvidia/cuda image) is not the one the wheel was compiled with (7.0.5).",
        platform="linux",
    ),
    CorpusLog(
        name="mlperf-training-image-classification-dockerfile-cuda90-tf-needs-cublas100",
        source=_GH + "mlcommons/training/issues/214",
        text=r"""The current tensorflow version does not execute correctly because it needs libcublas10.0

diff --git a/image_classification/tensorflow/Dockerfile b/image_classification/tensorflow/Dockerfile
index db01c07..cc80e7f 100644
--- a/image_classification/tensorflow/Dockerfile
+++ b/image_classification/tensorflow/Dockerfile
@@ -1,4 +1,4 @@
-FROM nvidia/cuda:9.0-cudnn7-runtime-ubuntu16.04
+FROM nvidia/cuda:10.0-cudnn7-runtime-ubuntu16.04""",
        expected_cause="cuda-libraries-missing",
        note="2019. Weak: environment (a Dockerfile diff) and one sentence, no log. The reporter (francois-wellenreiter) names the cause and the fix himself: the image's tf-nightly-gpu needs libcublas 10.0 while the Dockerfile's base image is CUDA 9.0, fixed by moving the base image to nvidia/cuda:10.0-cudnn7; the issue was closed. The fixing commit itself was not seen.",
        platform="linux",
    ),
    CorpusLog(
        name="rsna-pneumonia-requirements-tensorflow-190-cpu-only-prose",
        source=_GH + "pmcheng/rsna-pneumonia/issues/1",
        text=r"""Hi, 
I just realized in your file: requirements.txt, requires tensorflow==1.9.0 (tensorflow for cpu usage only) for the system environment.
But I look through your code, that I found gpu setting is enabled for training stage.
Thus, do you need to clarify that in the requirements.txt file, tensorflow-gpu==1.9.0 should be installed?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. Prose only. The maintainer (pmcheng) confirmed it and fixed the project's set-up: 'Thanks, you are correct. I changed the requirements.txt file.' (tensorflow==1.9.0 is the CPU-only 1.x package; tensorflow-gpu was needed). Platform not stated.",
        platform="linux",
    ),
)
