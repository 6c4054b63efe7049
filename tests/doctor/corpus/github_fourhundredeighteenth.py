# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A four-hundred-and-eighteenth set of real threads: working runs and everyday 'is my GPU used?' questions of TensorFlow users (2017-2021), from GitHub issues on tensorflow/tensorflow, DrSleep/tensorflow-deeplab-resnet and iperov/DeepFaceLab.

Broken kinds held: TensorFlow-slim training on Windows that never touched the GPU until
TensorFlow itself was upgraded (1.1.0rc0 to 1.1.0rc1; no catalogue ID). Working runs: a
TITAN X run printing the allocator's 'ran out of memory ... this is not a failure' warning that
trained on, and a DeepFaceLab run on Windows whose GPU the Task Manager showed idle while the
vendor's tool showed it at 80%. All broken: 1; working runs: 2.

Left out: the startup-warning threads of 2023-2026 that the angle aimed at ('Unable to register
cuDNN factory', NUMA node, TF-TRT, oneDNN, ptxas register spills) are nearly all held already
(e.g. sagiodev/stablediffusion_webui#9, kohya_ss#1616, tensorflow#71791, #62075, #85604,
keras-hub#2161, deepvariant#1040/#1076, LlamaFactory#3673); most of the rest had no answer in
the stored copy or an answer nobody confirmed (tensorflow#79268, #90790, octo#69, fast-reid#744,
LoRA_Easy_Training_Scripts#50, deepvariant#920, BirdNET-Analyzer#615). Threads whose stored
excerpt broke off before the confirming line were skipped (facenet#960, tensorflow#47001,
faceswap#660), as were guesses nobody confirmed (TrackR-CNN#86, tensorflow/nmt#228,
microWakeWord-Trainer#9) and threads about dlib or ONNX Runtime rather than TensorFlow.

At first look (the doctor of commit aa3e088) the cause of its one broken log was not named; both
working runs were flagged. After the changes of the same day, neither working run is flagged
(the broken log's cause has no catalogue ID).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-slim-windows-train-image-classifier-gpu-unused-tf-1-1-rc0",
        source=_GH + "tensorflow/tensorflow/issues/9025",
        text=r"""When I am using regular tensorflow codes there are no problem of using the GPU. But when I use slim, both train_image_classifier.py and eval_image_classifier.py does not use GPU. In my computer, there are 16 CPUs and One GPU. All CPUs are used, but the GPU is not used at all.

My environment is:
OS: Windows 10
Tensorflow 1.10rc0
Python 3.5
Cuda 8.0
cuDNN: 8.0
GPU Model: Nvidia Quadro M4000, 8G Mem

I am just use the default settings in train_image_classifier.py and eval_image_classifier.py. I tested different models, and GPU is always not used. Is this a bug or did I set something wrong? Thank you.""",
        expected_cause=None,
        note="2017. The poster (ybsave) the same day: 'Update: problem solved. I updated Tensorflow to 1.1.0rc1. Then the problem disappears.' Issue closed. No catalogue ID: the cause was the TensorFlow 1.1.0rc0 release on Windows (the '1.10rc0' of the post), fixed by upgrading TensorFlow to 1.1.0rc1; plain TensorFlow code used the GPU all along.",
        platform="windows",
    ),
    # ---------------------------------------------------------------- working runs
    CorpusLog(
        name="deeplab-resnet-titan-x-bfc-allocator-not-a-failure-still-trains",
        source=_GH + "DrSleep/tensorflow-deeplab-resnet/issues/39",
        text=r"""My GPU is TITAN X(Pascal)(12GiB).
When I train the model using 'python train.py', there is a warning: "Ran out of memory trying to allocate 3.19GiB. The caller indicates that this is not a failure, but may mean that there could be performance gains if more memory is available.".
I wonder if the required GPU memory is 15GiB?
But even I ran out of memory, it still runs.
And it seems not damage the performance.

Have you ever met this kind of problem?

cv@cv:~/tf/tf-deeplab-resnet$ python train.py
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcublas.so locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcudnn.so locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcufft.so locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:128] successfully opened CUDA library libcurand.so locally
I tensorflow/core/common_runtime/gpu/gpu_device.cc:885] Found device 0 with properties: 
name: TITAN X (Pascal)
major: 6 minor: 1 memoryClockRate (GHz) 1.531
pciBusID 0000:02:00.0
Total memory: 11.90GiB
Free memory: 11.61GiB
W tensorflow/stream_executor/cuda/cuda_driver.cc:590] creating context when one is currently active; existing: 0x54536c0""",
        expected_cause=None,
        harmless=True,
        note="2017. The poster (Fansiee) in the same post: 'But even I ran out of memory, it still runs. And it seems not damage the performance.' The BFC allocator's 'ran out of memory ... this is not a failure' line is a warning (the line itself says so) and training went on on the GPU; issue closed. The stored copy of the post breaks off after the cuda_driver.cc:590 line, so the log is cut there.",
        platform="linux",
    ),
    CorpusLog(
        name="deepfacelab-windows-task-manager-gpu-5-percent-vendor-tool-80",
        source=_GH + "iperov/DeepFaceLab/issues/5445",
        text=r"""Task Manager not showing the GPU being used during training.
I lured that it actually was being used due to my GPU being 83 degrees (and the fan being a bit loud even with the headset on).

Checked my PC company's own Hardware Cooling software and it shows the GPU being used around 80% and temperature around 80 degrees.

- I suggest writing it into the beginners guide if this won't change.

Thanks for all your hard work :)

## Expected behavior

The program to use my GPU during training.
In Task Manager it should show that my GPU is being used heavily while training.

## Actual behavior

"Task Manager" shows that my GPU is being used 5%.

## Steps to reproduce

*Describe, in some detail, the steps you tried that resulted in the behavior described above.*

## Other relevant information
- I followed your youtube guide using the default Elon Musk dataset, like in the video.
- **Operating system and version:** Windows 10
- **Python version:  Newest prebuilt windows binary""",
        expected_cause=None,
        harmless=True,
        note="2021. The poster (qkum) in the same post: the vendor's hardware tool 'shows the GPU being used around 80% and temperature around 80 degrees' while training ran; commenter michael-shur: 'open task manager > performance > check GPU and switch 3D drop down menu to Compute 0'. The GPU was in use: Windows Task Manager's default graphs (3D, Copy, Video) do not show CUDA/compute work.",
        platform="windows",
    ),
)
