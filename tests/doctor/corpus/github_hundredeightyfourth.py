# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-eighty-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on the TensorFlow Object Detection API and projects built on it (EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10, developmentseed/label-maker), where training or inference did not use the NVIDIA GPU or failed on it.

Broken kinds held: a Quadro K600 with 1 GB of memory too small for a Faster R-CNN model (the
video detection crawled; a smaller SSD model ran), and a Windows set-up whose
"CUDA driver version is insufficient for CUDA runtime version" went away with an older cuDNN.
Working runs: 1 (Object Detection API training on an Azure Tesla K80, the GPU device created
and the steps at about 1 s each).

Small set, all from 2018: most threads the searches returned on tensorflow/models (Object
Detection API, DeepLab, slim, official models), tensorflow/tpu, google/automl and the Object
Detection tutorials were already in the corpus or had no confirmation in the stored copy (their
resolution, if any, lies past the stored opening). Left out although the fix was confirmed:
tensorflow/models#10423 (2021; the eager few-shot Colab notebook's UnknownError, "resolved by
upgrading the TF version" per a maintainer, but the stored post stops before the error message
and the thread never names what in the TensorFlow version broke). Threads on tracking projects
(StanfordVL/JRMOT_ROS#9, ArtLabss/tennis-tracking#6) were left to the sets on video and tracking.
One record is prose only (EdjeElectronics tutorial #3).

At first look (the doctor of commit 8967b78) the cause was named in 0 of 2 broken logs, 0 first;
the working run was not flagged. The Quadro K600's prose got no finding, and the driver line
of the older-cuDNN fix was read as a driver too old for the CUDA runtime (driver-too-old).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="odapi-win10-quadro-k600-1gb-video-hardly-moves",
        source=_GH
        + "EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/3",
        text=r"""My Gpu total memory is 8gb but when i run tha program it says total available memory is 1gb....what may be the reason?.....until training there is no issues but when i run the program(object_detection_video.py) the video hardly moves to next frame..can u plzz help me with this""",
        expected_cause="gpu-out-of-memory",
        note="2018. Prose only. A commenter guessed other applications held the memory; when the tutorial's author asked whether it was solved, the poster confirmed: 'As i am using Quadro k600 ,the video memory available is not enough.....that is the problem...when i run SSD_inception model the issue didn't occur'. The GPU's 1 GB was too small for the Faster R-CNN model; nothing crashed, detection only crawled (the '8gb' is the shared memory Windows reports).",
        platform="windows",
    ),
    CorpusLog(
        name="odapi-win10-cudagetdevice-driver-insufficient-older-cudnn-fixed",
        source=_GH
        + "EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10/issues/58",
        text=r"""Internal: cudaGetDevice() failed. Status: CUDA driver version is insufficient for CUDA runtime version

I get this error when trying to run a sample converted.py 

Any clues as to how to fix the internal cuda error?
Running:
Cuda Compiler Driver 8.0
Graphics card is a GeForce GTX 970
CuDNN is the lastest 7.1""",
        expected_cause="cudnn-version-mismatch",
        note="2018. The first line is the issue's title (the error itself was posted as a screenshot). The poster confirmed the same day: 'Installed an older version of CuDNN and it worked' (closed). Odd: the message names the driver, and the thread says neither which cuDNN was installed instead nor whether the driver or TensorFlow changed too; the confirmed fix is only the cuDNN version (the newest 7.1 replaced by an older one).",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="label-maker-odapi-azure-k80-training-runs",
        source=_GH + "developmentseed/label-maker/issues/42",
        text=r"""@alice finally, I am able to run the code on a Microsoft Azure Linux VM with GPU. It took me a while to install cuda 9.0, cudnn 7.0, python 3.5, tensorflow-gpu 1.5, etc. on a clean Ubuntu Server 16.04. Got all kinds of errors during installation, but I was able to solve them eventually. The training is still running with an average speed of 1 sec/step.

``` shell 
2018-02-16 15:12:54.550821: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1105] Found device 0 with properties: 
name: Tesla K80 major: 3 minor: 7 memoryClockRate(GHz): 0.8235
pciBusID: 6a58:00:00.0
totalMemory: 11.17GiB freeMemory: 11.10GiB
2018-02-16 15:12:54.550889: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1195] Creating TensorFlow device (/device:GPU:0) -> (device: 0, name: Tesla K80, pci bus id: 6a58:00:00.0, compute capability: 3.7)
INFO:tensorflow:Restoring parameters from ssd_inception_v2_coco_2017_11_17/model.ckpt
INFO:tensorflow:Starting Session.
INFO:tensorflow:Saving checkpoint to path training/model.ckpt
INFO:tensorflow:Starting Queues.
INFO:tensorflow:global_step/sec: 0
INFO:tensorflow:Recording summary at step 0.
INFO:tensorflow:global step 1: loss = 297.4543 (14.441 sec/step)
INFO:tensorflow:global step 2: loss = 288.2479 (1.025 sec/step)
INFO:tensorflow:global step 3: loss = 273.9143 (0.980 sec/step)
...""",
        expected_cause=None,
        harmless=True,
        note="2018. Confirmed by the outcome: the commenter reports Object Detection API training (label-maker's example, SSD Inception v2) running on the Azure VM's Tesla K80, the GPU device created and the steps at about 1 s after a slow first step. The commenter did not ask about any line; the record checks that a plain working GPU run is not flagged. The mention of another user is replaced with @alice; the stored copy stops after step 3.",
        platform="linux",
    ),
)
