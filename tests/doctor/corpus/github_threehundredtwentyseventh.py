# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A three-hundred-and-twenty-seventh set of real threads, gathered apart, from GitHub issues (issues corpus) on TensorFlow code written for CUDA 10 era builds meeting newer set-ups: NVIDIA's own TensorFlow 1.15 packages (NVIDIA/tensorflow), an application's CUDA 10.1 Docker image on RTX 3090 cards (mimbres/neural-audio-fp), and a TensorFlow 0.12 training script on a multi-GPU machine (DrSleep/tensorflow-deeplab-resnet).

Broken kinds held: NVIDIA's TensorFlow 1.15 wheels (nvidia-tensorflow) asked for on Windows, where
they do not exist (no catalogue cause); a CUDA 10.1 build of TensorFlow 2 on RTX 3090 cards, the
training loss all NaN; a loss that blew up to Inf/NaN on every run until the script was kept to GPU 0
with CUDA_VISIBLE_DEVICES (no catalogue cause). Working runs: 0.

Small set: threads on TensorFlow 1.x on Ampere, Ada and Hopper cards (RTX 30xx/40xx, A100, A6000,
H100), on NVIDIA's TensorFlow 1.15 wheels and on NGC's tf1 containers are almost all in the
corpus already or were read before without a confirmed cause; most of the threads still left have
no answer in their stored copies (NVIDIA/tensorflow#58 and #87, neural-audio-fp#33,
tensorflow/models#10497, DeepLabCut#1082, Mask_RCNN#2503, carlini/audio_adversarial_examples#41).
Two of the three records are prose only (their posts carry no log text; the pip error of the
first is a screenshot), more than the usual third, because no log-bearing thread on this subject
was left with a confirmation. The third record is older (2018) and on an older GPU setting; it is
held for its log lines and its confirmed cause.

At first look (the doctor of commit 720b333) the cause was named in 0 of the 3 broken logs, 0
first (two of them have no catalogue cause to name); the NaN-loss post on RTX 3090 cards drew no
finding, and the exploding-loss post drew gpu-out-of-memory from its words 'to avoid the OOM
error' (a false alarm: the batch size was lowered beforehand, no memory error was shown).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nvidia-tensorflow-horovod-pip-install-fails-on-windows-anaconda",
        source=_GH + "NVIDIA/tensorflow/issues/50",
        text=r"""**System information**
- Windows Desktop with Intel i7 CPU and RTX 2080 Super
- Python3.8.12 installed through pip on Anaconda.  through command conda create --name nvidiatf python=3.8
- Trying to install Tensorflow using this command provided in the tutorial section of this repository
- $ pip install --user nvidia-tensorflow[horovod]
- CUDA/cuDNN version: Cuda Compilation Tools release 10.0 V10.0.130
- GPU model and memory: 8GB RTX 2080 Super

When I try to install Nvidia Tensorflow through pip through anaconda using the command provided on this tutorial, it does not work. Other repositories are able to be pip installed, and everything is upgraded. It is a new instance with only python and nvidia-pyindex installed which was the previous step in the tutorial.

**Provide the exact sequence of commands / steps that you executed before running into the problem**
I create an instance with Python 3.8 and I update pip and then install pyindex and then run this command to install tensorflow[horovod].

This is the error that actually shows up when I run this install command.""",
        expected_cause=None,
        note="2022. Prose only (the pip error is a screenshot, not in the stored text). NVIDIA maintainer nluehr: 'At present Windows is not supported by the NVIDIA pip packages. See the [relnotes]...'; issue closed without dispute. Cause: NVIDIA's TensorFlow 1.15 packages (nvidia-pyindex / nvidia-tensorflow) are Linux-only, so pip on Windows finds only the placeholder sdist; no catalogue ID (windows-native-no-gpu is about TensorFlow after 2.10). Same cause as NVIDIA/tensorflow#12, already in the corpus.",
        platform="windows",
    ),
    CorpusLog(
        name="neural-audio-fp-docker-cuda101-rtx3090-all-nan-loss",
        source=_GH + "mimbres/neural-audio-fp/issues/20",
        text=r"""1. I cloned this repo.
2. Downloaded the dataset mini from the google drive.
3. Created the docker container by pulling the image provided.
4. Ran `python run.py train test123 --max_epoch=100 -c default` inside the docker.

I am seeing all NaNs in the tensorboard logs for training loss. I am running this on a machine with 3 NVIDIA GeForce 3090 GPUs. What might be going wrong?

I tried with `CUDA_VISIBLE_DEVICES=0` prefix and I am still getting NaNs in the training loss.""",
        expected_cause="compute-capability-unsupported",
        note="2021. Prose only (the second paragraph is the poster's reply after the maintainer suggested one GPU). Maintainer mimbres: 'The docker image provided is built with `cuda 10.1`. However, 3090 GPU requires `cuda 11`. So I reckon this would cause the problem. ... You can build your own image based on cuda 11 using the appropriate version of TF (>? 2.4)', then 'Wait, I made a cuda 11.2 image'; issue closed, and in the later neural-audio-fp#33 the maintainer says 'The same issue as yours was previously solved in #20'. The poster's own reply after the new image is not in the stored copy. Cause: a TensorFlow 2 build for CUDA 10.1 on an Ampere card (compute capability 8.6): silent NaN losses rather than an error.",
        platform="linux",
    ),
    CorpusLog(
        name="deeplab-resnet-tf012-loss-explodes-until-cuda-visible-devices-0",
        source=_GH + "DrSleep/tensorflow-deeplab-resnet/issues/180",
        text=r"""I am using the Tensorflow 0.12 version, on the augmented dataset. The loss always skyrockets to Inf and then NaN, even when I set the learning rate to zero (1e-15). I even test with the "debug.txt" file and the misc folder images and get the following output for the first 5 steps of train.py, using deeplab_resnet.ckpt:

step 0   loss = 1.664, (3.926 sec/step)
step 1   loss = 3494010119258112.000, (0.555 sec/step)
step 2   loss = 7812047707534524416.000, (0.256 sec/step)
step 3   loss = 22405511500261228544.000, (0.255 sec/step)
step 4   loss = 35339726484766982144.000, (0.256 sec/step)

Running fine_tune.py returns similar results.
deeplab_resnet_init.ckpt behaves exactly the same:

step 0   loss = 4.739, (3.675 sec/step)
step 1   loss = 14367365719148986368.000, (0.560 sec/step)
step 2   loss = 43311187985166237696.000, (0.256 sec/step)
step 3   loss = 72587321148004368384.000, (0.260 sec/step)
step 4   loss = 94695676436719599616.000, (0.262 sec/step)

My batch size is 1 to avoid the OOM error.

Any ideas what is causing this mystery? I am sure there is nothing wrong with the dataset, as the same happens with the debug images.""",
        expected_cause=None,
        note='2018. The poster closed it himself: \'Solved this by setting os.environ["CUDA_VISIBLE_DEVICES"]="0"\'. Cause: the script ran with every GPU of a multi-GPU machine visible; keeping TensorFlow to GPU 0 made the loss behave. The thread does not say what was wrong with the other GPU(s); no catalogue ID. Platform not stated (linux is a placeholder).',
        platform="linux",
    ),
)
