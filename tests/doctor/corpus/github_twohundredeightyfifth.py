# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eighty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) outside tensorflow/tensorflow (apple/tensorflow_macos, emasterclassacademy/Single-Multiple-Custom-Object-Detection-and-Tracking) in which the poster pasted the output of a GPU check (tf.config.list_physical_devices, tf.test.gpu_device_name, tf.test.is_gpu_available) beside the machine's make-up, and the cause or fix was confirmed in the thread.

Broken kinds held: two Macs (an Intel MacBook Pro with an AMD Radeon, an M1 MacBook Air) on which
Apple's ML Compute fork of TensorFlow 2.4 lists no GPU, because there is no CUDA device on macOS
and that fork picks its device itself; and a Windows laptop whose GPU check printed False until the
poster rebuilt the environment with Python 3.6 (the thread names no finer cause). Working runs: 0.

Small set (2020-2021 only): the GPU-check threads the searches returned on other repositories
(DeepLabCut, SLEAP, spleeter, Mask_RCNN, keras-team/keras, microsoft/WSL, NixOS/nixpkgs,
conda-forge, ray-project/ray, gpu-jupyter) were already in the corpus or had no confirmation in
the stored copy; no working run turned up. The Windows record is prose with the check's call only,
the one prose-only record of the three.

At first look (the doctor of commit a9cc093) the cause was named in 1 of the 3 broken logs, first
(the M1 MacBook Air); the Intel MacBook Pro with an AMD Radeon was read as no-nvidia-driver, not as
a Mac; the record without a catalogue cause drew no finding. No working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="macos-tensorflow-macos-amd-5500m-no-gpu-listed",
        source=_GH + "apple/tensorflow_macos/issues/5",
        text=r"""Hi all,
First off, congratulations to the developers of this long-awaited interface between tensorflow and the Mac's GPU!
Second, I followed all instructions to the letter (including default location for venv), and still the code is not engaging the GPU. Is there any additional steps that must be taken from the README instructions to start putting the graphics card to use? Please see below the result I obtained. Thanks so much in advance. I'm using an early 2020 16' MBP with AMD Radeon Pro 5500M.

```
import tensorflow as tf
tf.config.list_physical_devices('GPU')
Out[1]: []

tf.test.gpu_device_name()
Out[2]: ''
```""",
        expected_cause="macos-no-cuda",
        note="2020-11. The poster confirmed it himself the same day, answering another user with the same symptom: 'yes I did. It turns out that MLCompute will sort of automatically choose the best device for your specific setting ... So I hard-coded the GPU and it worked' (mlcompute.set_mlc_device(device_name = 'gpu')). No CUDA GPU exists on macOS; Apple's ML Compute fork does not list its GPU through tf.config (an Apple maintainer says so in apple/tensorflow_macos#112). Same cause as the corpus record for apple/tensorflow_macos#70.",
        platform="macos",
    ),
    CorpusLog(
        name="macos-tensorflow-macos-m1-air-only-cpu-listed",
        source=_GH + "apple/tensorflow_macos/issues/112",
        text=r"""I installed the latest release tf2.4 for mac on my M1 MacBook. And I test the `tf.config.list_physical_devices()` to check whether GPU is involved. What I got is '[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]'. Could anyone explain it why there is no GPU device? Does tf2.4 utilize the GPU device on M1 chip?""",
        expected_cause="macos-no-cuda",
        note="2021-01. Apple maintainer anna-tikhonova answered: 'Currently, we not have support for the tf.config.list_physical_devices() API. There is an optional mlcompute.set_mlc_device(device_name='any') API for ML Compute device selection ... ML Compute will select the best available device on your system'; the poster did not dispute it. No CUDA on macOS; the M1 GPU is reached through Apple's own stack, not through a CUDA device TensorFlow lists.",
        platform="macos",
    ),
    CorpusLog(
        name="windows-gtx1650-is-gpu-available-false-fixed-new-env-python36",
        source=_GH
        + "emasterclassacademy/Single-Multiple-Custom-Object-Detection-and-Tracking/issues/6",
        text=r"""I tried the gpu check: 

import tensorflow as tf 
print(tf.test.is_gpu_available(cuda_only=False,min_cuda_compute_capability=None))

and it returned False even though I installed cuda 10.0 and cudnn-10.0-windows10-x64-v7.6.4.38 and copied the files from cudnn to the exact folders as mentioned in the video:https://www.youtube.com/watch?v=zi-62z-3c4U&t=1s and I created a whole new environment to install every tool available even tensorflow itself but somehow it returns false even though the nvidia files are installed 
ps: my gpu is gtx 1650 (laptop version) I know it is not listed as gpu that has cuda cores on the website however the nvidia control panel has this in it: 
![Screenshot (7)](https://user-images.githubusercontent.com/47870128/124353499-2fd06380-dc07-11eb-99a3-80e0f836c5cd.png)""",
        expected_cause=None,
        note="2021-07. The poster reported the fix two weeks later: 'this issue has been fixed I made the installation steps with python=3.6 to fix it in a new environment'. The thread names no finer cause (likely the TensorFlow the first environment's Python got did not fit CUDA 10.0 / cuDNN 7.6, but that is not stated); the confirmed remedy is a fresh environment on Python 3.6. Prose with the check's call; its printed output was only 'False'.",
        platform="windows",
    ),
)
