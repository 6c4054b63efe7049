# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-nineteenth set of real threads, gathered apart, from GitHub issues (tensorflow/tensorflow, tensorflow/models, keras-team/keras, microsoft/tensorflow-directml-plugin, serengil/deepface and a lab repository) where TensorFlow on an NVIDIA GPU ran no faster than (or slower than) expected.

Broken kinds held: an input pipeline that cannot keep up with the GPU (twice), an op
without a GPU kernel forcing host-device copies every step, a GRU whose dropout settings
rule out the cuDNN kernel, a CPU-only TensorFlow, the DirectML plugin's slower backend on
an NVIDIA card, and a pipeline stage (OpenCV face detector) that never runs on the GPU.
Working runs: 0.

At first look (the doctor of commit c1668db, before this set was read) the cause was named in 0
of the 7 broken logs. That doctor already had the readings of a slow start and of a GPU told
partly busy, added after the hundred-and-fifteenth set (performance, part one) was scored and
before this set was gathered.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-fit-generator-imagedatagenerator-gpu-usage-spiking",
        source=_GH + "keras-team/keras/issues/7168",
        text=r"""I'm trying to train with the following code:

generator = ImageDataGenerator(
    featurewise_center=True,
    rotation_range=90,
    horizontal_flip=True,
    vertical_flip=True,
    width_shift_range=.5,
    height_shift_range=.5,
    fill_mode='reflect'
)

batch_size = 2560

iterator = generator.flow(x_train, y_train[:, 0], batch_size=batch_size)

steps_per_epoch = math.ceil(len(x_train) / batch_size)

fit = model.fit_generator(iterator, steps_per_epoch, epochs=10000, verbose=True, workers=3, max_q_size=50)

But GPU usage is spiking:

![image](https://user-images.githubusercontent.com/11358728/27665597-7394579e-5c44-11e7-8ef0-ef5bf18b9598.png)

This code has proper GPU usage, it only drops when calling `generator.flow`, as expected.

for x, y in generator.flow(x_train, y_train, batch_size=30720):
    fit = model.fit(x, y[:, 0],
                    batch_size=3072,
                    epochs=10,
                    verbose=1,
                    validation_split=.3,
                    shuffle=True,
                    callbacks=[checkpoint]
                    )

The images are 32x32x3 and `x_train` and `y_train` have 65k rows.

Is this behavior expected?""",
        expected_cause="gpu-underutilized-input-bound",
        note="2017. Prose and code, no log. The poster confirmed the cause himself the same day: 'The issue is that I'm training on batches faster than I'm generating them. Please close.' (the ImageDataGenerator augmentation on the CPU cannot keep up). Platform not stated in what was read.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-fully-connected-preloaded-gpu-slower-slice-op-cpu-only",
        source=_GH + "tensorflow/tensorflow/issues/838",
        text=r"""while running `examples/how_tos/reading_data/fully_connected_preloaded.py` on CPU the speed of training is the following:

Step 0: loss = 2.31 (0.586 sec)
Step 100: loss = 2.22 (0.012 sec)

But, when I run this code on GPU, it hangs, seems like some blocking occurs:

Step 0: loss = 2.30 (3.961 sec)
Step 100: loss = 2.13 (2.797 sec)

Timings are meaningless here, since actually I wait more than ~3 sec for next output.""",
        expected_cause=None,
        note="2016. Maintainer (yaroslavvb) found it: the data sat in a 600MB constant, 'constant nodes were placed on GPU, but the slice op is only supported on CPU, hence the data transfers' (a 600MB CPU->GPU copy every step); fix: put the input block under tf.device('/cpu:0'), pushed in a commit that closed the issue. An op without a GPU kernel causing host-device copies: no catalogue cause. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tf22-gru-dropout-not-cudnn-kernel-very-slow-rtx2080ti",
        source=_GH + "tensorflow/tensorflow/issues/40944",
        text=r"""When trying to follow along F. Chollet's "Deep Learning with Python" listing 6.40 I encounter this warning:
`WARNING:tensorflow:Layer gru_4 will not use cuDNN kernel since it doesn't meet the cuDNN kernel criteria. It will use generic GPU kernel as fallback when running on GPU`
after executing the following code:

input_tensor = layers.Input((None, float_data.shape[-1]))
kmodel = layers.GRU(32, dropout=0.2, recurrent_dropout=0.2)(input_tensor)
output_tensor = layers.Dense(1)(kmodel)
model = models.Model(input_tensor, output_tensor)

My imports are:

import os

import numpy as np
import matplotlib.pyplot as plt

from typing import Tuple

from tensorflow.keras import models, layers
from tensorflow.keras.optimizers import RMSprop

Note that if I don't use `dropout` and `recurrent_dropout` in the `GRU` layer everything works fine and fast. In the case I do use dropout like in the code above, it still works but with **very** slow performance.

System information:
Python 3.7.7
tensorflow-gpu 2.2.0
GPU: Cuda compilation tools, release 10.1, V10.1.243 on GeForce RTX 2080 Ti 11016MiB
OS: Ubuntu 18.04.4 LTS""",
        expected_cause=None,
        note="2020. The poster's own comparison in the opening post confirms the trigger: without dropout/recurrent_dropout the GRU is fast, with them TF warns it 'will not use cuDNN kernel' and falls back to the generic GPU kernel, very slow. The maintainer's reply was not read past its first words. A layer setting that rules out the cuDNN kernel: no catalogue cause.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-models-frcnn-gtx950m-23s-per-step-cpu-tensorflow",
        source=_GH + "tensorflow/models/issues/4867",
        text=r"""Hi all

I tried to train a frcnn for detecting money it has 3 classes.

I used this link
https://github.com/EdjeElectronics/TensorFlow-Object-Detection-API-Tutorial-Train-Multiple-Objects-Windows-10
to generate something.
And it uses faster_rcnn_inception_v2_coco_2018_01_28 config

It takes too much time how can i fix this or is this normal ?

INFO:tensorflow:global_step/sec: 0.049895
INFO:tensorflow:Recording summary at step 1830.
INFO:tensorflow:Recording summary at step 1830.
INFO:tensorflow:global step 1831: loss = 0.2820 (22.984 sec/step)
INFO:tensorflow:global step 1831: loss = 0.2820 (22.984 sec/step)
INFO:tensorflow:global step 1832: loss = 0.2418 (20.894 sec/step)
INFO:tensorflow:global step 1832: loss = 0.2418 (20.894 sec/step)
INFO:tensorflow:global step 1833: loss = 0.1033 (19.598 sec/step)
INFO:tensorflow:global step 1833: loss = 0.1033 (19.598 sec/step)
INFO:tensorflow:global step 1834: loss = 0.4120 (21.157 sec/step)
INFO:tensorflow:global step 1834: loss = 0.4120 (21.157 sec/step)

my tensorflow version b'v1.9.0-0-g25c197e023' 1.9.0
Cuda compilation tools, release 9.1, V9.1.85

My computer has 8gb ram GTX 950M and 4gb Memory
2.6Ghz i7-6700HQ""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. The poster confirmed the next day: 'Yes you're right. Before I totally uninstalled tensorflow I tried to upgrade it to gpu version but it didn't work but now it is working' (the CPU tensorflow package was doing the training; the comment he answered was not read). Platform set to windows because the tutorial he followed is the Windows 10 one; the OS is not otherwise stated in what was read.",
        platform="windows",
    ),
    CorpusLog(
        name="directml-plugin-rtx3080ti-resnetrs50-2-5x-slower-than-cuda",
        source=_GH + "microsoft/tensorflow-directml-plugin/issues/350",
        text=r"""I have done a simple benchmark of ResNetRS50 on an RTX 3080Ti, comparing DirectML plugin 0.1.1.dev221004 and CUDA 11.8 + CUDNN 8.6.0, and found that DML is very slow compared to CUDA, and uses only about 50% of GPU while training, while CUDA constantly uses 100%. Both tests were conducted with mixed precision off and batch size of 64.

Training 10 epochs on DML took 416 seconds, while on CUDA took only 164 seconds. Both on TF 2.10 (CPU for DML) and Python 3.9.13.

This brings the big performance question - is DML in any case optimized for Nvidia GPUs, especially its Tensor Cores and TensorFloat32 datatypes? And what could cause it to not use 100% of my GPU? I have tried to increase batch size but it will just OOM so 64 is definitely a large enough BS to fully use the GPU (as shown by 100% usage on CUDA).

Or perhaps is this something that will be optimized in the future, but just not yet?""",
        expected_cause=None,
        note="2023 (issue opened 2023-02-03 from a discussion posted 2022-10-19). The poster later edited the opening post: 'the performance issues mentioned above have been partially resolved in 0.2.0, but the fix introduced a model accuracy loss issue' (the edit is left out of text). Cause: TensorFlow ran through the DirectML plugin (on the tensorflow-cpu 2.10 package) instead of CUDA, and the plugin's kernels were slower on the NVIDIA card; no catalogue cause (a tensorflow-cpu package is installed on purpose here). OS not stated in what was read; platform windows is a guess.",
        platform="windows",
    ),
    CorpusLog(
        name="deepface-extract-faces-same-time-gpu-cpu-opencv-detector",
        source=_GH + "serengil/deepface/issues/704",
        text=r"""This is my development environment.

NVIDIA GeForce RTX 3080
Cuda 11.4
Cudnn 8.2
Tensorflow-gpu 2.6.0

I checked the processing time of verify() with the function of Face Verification.
The result is that the GPU is about 0.36 sec faster than the CPU.
https://github.com/serengil/deepface/blob/9d96dc0a4b957275069e7e423b4cab522b3d9552/deepface/DeepFace.py#L89

And, I checked the processing time of extract_faces() with the Face Detector function. The result is that the processing time of GPU and CPU is similar.
https://github.com/serengil/deepface/blob/9d96dc0a4b957275069e7e423b4cab522b3d9552/deepface/DeepFace.py#L750

Why not use Face Detector on GPU?""",
        expected_cause=None,
        note="2023. Maintainer (serengil): 'Default one is opencv and it seems not working on gpu', try mtcnn or retinaface; the poster checked and agreed: 'there are only two Face Detector models to which GPU is allocate, as you said, RetinaFace and MTCNN' (he then found their GPU speed-up small, not resolved in what was read). A pipeline stage outside TensorFlow that runs on the CPU: no catalogue cause. Environment only, no log. Platform not stated.",
        platform="linux",
    ),
    CorpusLog(
        name="tcga-multitask-gpu-util-under-10-percent-feed-dict",
        source=_GH + "MollyZhang/Multi-task-TCGA-learning/issues/7",
        text=r"""currently <10% during training, find out ways to use GPU 100%
reference: https://www.tensorflow.org/performance/performance_guide""",
        expected_cause="gpu-underutilized-input-bound",
        note="2018. Prose only, weak (the repository owner's own to-do). She closed it with what fixed it: 'utilization improved to 90% by 1) using data with high dimension 2) using tensor flow Dataset object (so that data feeding is part of the graph' - the feeding was the bottleneck, together with too little work per step. Platform not stated.",
        platform="linux",
    ),
)
