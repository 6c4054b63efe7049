# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-seventy-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow under WSL2 or in containers (Docker with the NVIDIA Container Toolkit, Singularity), on repositories outside tensorflow/tensorflow: DeepLabCut/Docker4DeepLabCut2.0.

Broken kinds held: a TensorFlow 1.x application container started by Docker 19.03 without
`--gpus all` (the old nvidia-docker 2 arguments no longer gave it the driver), so importing
TensorFlow failed on the missing libcuda.so.1. Working runs: 0.

A very small set: most container and WSL2 threads in microsoft/WSL, docker/for-win,
NVIDIA/nvidia-docker, NVIDIA/nvidia-container-toolkit and application repositories were either
already in the corpus or had no confirmation in their stored text (the stored copies stop at the
opening post or at a guess). Left out: tensorflow/serving#1768 (2020, cuInit 303 in the serving GPU
container started without `--gpus`), a copy by the same reporter of tensorflow/tensorflow#44597,
which the corpus already holds; iot-salzburg/gpu-jupyter#24 (2020, `unsatisfied condition:
cuda>=10.1, please update your driver` with driver 390), where the only reply in the stored copy is
a guess; NVIDIA/nvidia-container-toolkit#271 and NVIDIA/nvidia-docker#1604 (2022, the NGC
TensorFlow 20.03 image's "NVIDIA Driver was not detected" banner under WSL2), where another user
said the GPU works despite the banner but the reporter never confirmed.

At first look (the doctor of commit 9d1f0d5) the cause was named in 0 of 1 broken log, 0 first (it
gave no-nvidia-driver); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="dlc-docker-1903-import-tensorflow-libcuda-so-1-missing",
        source=_GH + "DeepLabCut/Docker4DeepLabCut2.0/issues/22",
        text=r"""Import Tensorflow Failed due to missing libcuda.so.1 file

I was able to successfully build the docker image and run the container. However, when I try to import deeplabcut to check my installation, I get the following error:

alice@host:/$ cd home/
alice@host:/home$ export DLClight=True
alice@host:/home$ ipython
Python 3.6.3 (default, Oct  6 2017, 08:44:35)
Type 'copyright', 'credits' or 'license' for more information
IPython 6.2.1 -- An enhanced Interactive Python. Type '?' for help.
In [1]: import deeplabcut
DLC loaded in light mode; you cannot use any GUI (labeling, relabeling and standalone GUI)
---------------------------------------------------------------------------
ImportError                               Traceback (most recent call last)
/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow.py in <module>()
     57
---> 58   from tensorflow.python.pywrap_tensorflow_internal import *
     59   from tensorflow.python.pywrap_tensorflow_internal import __version__
/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py in <module>()
     27             return _mod
---> 28     _pywrap_tensorflow_internal = swig_import_helper()
     29     del swig_import_helper
/usr/local/lib/python3.6/dist-packages/tensorflow/python/pywrap_tensorflow_internal.py in swig_import_helper()
     23
...""",
        expected_cause="container-without-gpus",
        note="2019. First line is the issue title; the stored copy of the traceback breaks off inside swig_import_helper (marked '...'), so the final 'ImportError: libcuda.so.1' line is known only from the title. The container id in the prompt is replaced by 'host'. The reporter confirmed the fix himself the same day: 'Solved! Since I am using docker 19.03 and not nvidia-docker 2, I had to update the dlc-docker file and set NV_DOCKER_ARGS=\"--gpus all\" in order to get the shared object in the container.' The container had been started without GPU access, so the driver's libcuda.so.1 was never mounted into it.",
        platform="linux",
    ),
)
