# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-forty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) on repositories new to the corpus (GantMan/nsfw_model, pierluigiferrari/ssd_keras #216, XifengGuo/DCEC, luckycallor/InsightFace-tensorflow, fizyr/keras-retinanet #735, GeorgeSeif/Semantic-Segmentation-Suite), found with plain words a user would type.

Angle: Keras/TensorFlow training that is slow, runs on the CPU or leaves the GPU idle, with the
cause confirmed in the thread. Broken kinds held: a CPU-only TensorFlow doing the training
(`tensorflow` rather than `tensorflow-gpu` in the environment, or conda that could not give the GPU
build), and an input pipeline (Keras generators with data augmentation, `workers=0`) that keeps
the GPU waiting. Working runs: 0 (none met whose thread was not already in the corpus).

Small set, and mostly prose: more than the third of prose-only records other sets keep to, five
of the six records carry no log line (only the nsfw_model post quotes a warning), because the posts of
this kind mostly show their progress bars and nvidia-smi as screenshots, and the threads that
paste `Epoch 1/N ... ETA` lines as text and got a confirmed cause sat on tensorflow/tensorflow
(gathered in other sets) or were already in the corpus (ktrain #458, bytenet_translation #2,
openai/baselines #54, sleap #671/#677, neural-image-assessment #33, faster-rcnn-keras #17, ...).
All records are 2018-2019; no confirmed thread of this kind from 2021 or later was found on a new
repository.

Left out: eg4000/SKU110K_CVPR19#19 (2019; a CPU-only `tensorflow` from the Pipfile, but the fix
was confirmed by another user with the same problem, the poster's own reply is cut off in the
stored copy), ritchieng/dlami#4 (2016; "Ignoring gpu device ... Cuda compute capability 3.0. The
minimum required Cuda capability is 3.5", a device-creation line: a kind another set gathered).

At first look (the doctor of commit ffecc93) the cause was named in 0 of the 6 broken logs, 0
first; no working run. Five posts gave the doctor nothing to name; the Windows 7 keras-retinanet
post drew windows-native-no-gpu and cuda-libraries-missing (neither the cause: TensorFlow 1.x of
2018 on Windows, with the CPU-only `tensorflow` package and no tensorflow-gpu).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="nsfw-model-aws-p2-keras-slow-workers-zero",
        source=_GH + "GantMan/nsfw_model/issues/13",
        text=r"""Why is keras training slow?

I use aws ec2 p2.xlarge server 12G gpu 60G Memory， But training is still slow.

I get an error RuntimeWarning: Can save best model only with val_acc available, skipping.
  'skipping.' % (self.monitor), RuntimeWarning)""",
        expected_cause="gpu-underutilized-input-bound",
        note="2019. Two screenshots of the training (not in the text) left out. The maintainer GantMan: 'I think training is slower in this Keras model for 2 reasons. There is real-time image manipulation to augment the training set, and the amount of data per epoch is huge' and 'you might want to try removing my `workers=0` line. You might get a training boost.'; the poster: 'I tryed set wokrder=1000 then The training speed is faster.' The generator feeding fit_generator on one worker was the bottleneck. The RuntimeWarning is about a ModelCheckpoint monitor and unrelated to the speed.",
        platform="linux",
    ),
    CorpusLog(
        name="ssd-keras-three-gtx1080-gpu-util-zero-generator-bound",
        source=_GH + "pierluigiferrari/ssd_keras/issues/216",
        text=r"""The Volatile GPU-Util is zero when training. how to speed up?

Hello, thank you for your share of ssd code in keras, backend tensorflow.
I run the ssd300_train.py with VOC07-12 dataset with three GTX1080, but the each GPU-Util is always shown  zero, as shown bellow.
I was firstly wondering the data input pipiline is more slower than the training operation on GPU, but the keras  says model.fit_generator,  "The generator is run in parallel to the model, for efficiency. For instance, this allows you to do real-time data augmentation on images on CPU in parallel to training your model on GPU."
So i am confused that what reason for the zero GPU use ratio?""",
        expected_cause="gpu-underutilized-input-bound",
        note="2019. Prose only (the nvidia-smi output is a screenshot). The maintainer pierluigiferrari named the cause: 'This is because the preprocessing of a batch (loading, data augmentation, and encoding of the labels) on the CPU takes longer than a forward and backward pass on the GPU, so the preparation of every batch takes longer than the respective training iteration. The solution would be to build a significantly faster input pipeline.' The poster did not dispute it (closed).",
        platform="linux",
    ),
    CorpusLog(
        name="dcec-million-images-forever-on-cpu-tensorflow-not-gpu",
        source=_GH + "XifengGuo/DCEC/issues/3",
        text=r"""Huge data-set On GPU

is there a way to run your code on GPU? because my data set is over 1000000 images and takes forever to run on CPU""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Prose only. The author XifengGuo: 'The code is default run on GPU if available. Maybe you didn't configure keras and tensorflow correctly? Make sure you have installed tensorflow by `pip install tensorflow-gpu` instead of `pip install tensorflow`.'; the poster: 'thanks a lot problem solved , Now each epoch is only 3 secs insted of 35 secs !' (TF 1.x era: the `tensorflow` package was the CPU-only build).",
        platform="linux",
    ),
    CorpusLog(
        name="insightface-tf-12-seconds-per-step-conda-cpu-tensorflow",
        source=_GH + "luckycallor/InsightFace-tensorflow/issues/6",
        text=r"""questins about training time

I use Resnet_50 to train ,batch_size 256, gpu 2*1080ti,however,I found that it spent nealy 12 seconds to train only one time, how could it so slow?did anyone know that?""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. Prose only. The author suggested checking 'whether your GPU is running with full power'; the poster: 'I found that it`s the wrong setting of my conda .After fixing ,it costs nearly  50 seconds per 100 times by using 2*1080ti' and, asked how, '抱歉，我的conda是下载不了gpu版tensorflow运行，手动下载安装后就可以了' (my conda could not download the GPU build of TensorFlow; after downloading and installing it by hand it worked): the TensorFlow that ran was the CPU-only build.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-retinanet-win7-eta-100-hours-no-tensorflow-gpu",
        source=_GH + "fizyr/keras-retinanet/issues/735",
        text=r"""[Support] Running retinanet-train on GPU

Hi, I appologize because I know this has been asked before, but I would like some clarification.

I have the following command:
`retinanet-train --gpu=... csv training.csv classes.csv`

I got the gpu ID by running `nvidia-smi.exe --list-gpus`, but since I have just one GPU, this shouldn't be necessary if I'm not mistaken.

I have properly installed the necessary modules according to the installation guide and the executable runs perfectly fine, except I get an ETA of 100+ hours for some 75 training images (and this was just to test, I need to train with 300). I have a GTX1070, and using `nvidia-smi.exe`, there is no process running on my GPU when I run `retinanet-train`.

I noticed in [this issue](https://github.com/fizyr/keras-retinanet/issues/138) that it would be done automatically if I use tensorflow-gpu as a backend. I didn't have this installed and when I did install it (`python -m pip install tensorflow-gpu`), the above `retinanet-train` command gave me a bunch of errors. So what exactly am I to do to get this to run on my GPU?

I'm running this on a Windows 7 PC.

Thanks""",
        expected_cause="tensorflow-cpu-only-build",
        note="2018. Prose only. The poster's own facts (no tensorflow-gpu installed, nothing on the GPU, ETA of 100+ hours) and the maintainer hgaiser: 'You'd really need a gpu enabled tensorflow to run tensorflow with gpu ;p' (followed by 'I believe the recommendation is to not install tensorflow via pip, since it doesn't know what s...', cut off in the stored copy). The errors after installing tensorflow-gpu (not shown in the stored copy) were a separate, later problem; the cause of the CPU-only training is the CPU `tensorflow` package.",
        platform="windows",
    ),
    CorpusLog(
        name="semantic-segmentation-suite-gpu-util-insignificant-tf-gpu-gone",
        source=_GH + "GeorgeSeif/Semantic-Segmentation-Suite/issues/189",
        text=r"""Using GPU?

-What are your command line arguments? python train.py --model=BiSeNet --dataset=XXX --crop_height=480 --crop_width=480 --batch_size=4
-Have you written any custom code? No
-What have you done to try and solve this issue? Read "FAQ" and "Issues"
-TensorFlow version? gpu 1.9.0

### Describe the problem
I run train.py but the gpu utilization showed in nvidia-smi is insignificant. I changed the line "with tf.device('/cpu:0'):" to "with tf.device('/gpu:0'):" in train.py but nothing changes. Is there a way to activate gpu utilization that I haven't found? Or there is no significant difference between gpu and cpu training?

Thanks in advance.""",
        expected_cause="tensorflow-cpu-only-build",
        note="2019. Prose only. kemangjaka: 'DId you correctly installed GPU version of tensorflow?'; the poster: 'Somehow, my conda tensorflow-gpu was banned from existence. After reinstaling it, now I can see gpu utilization.' The environment's tensorflow-gpu was gone, so the TensorFlow that trained was a CPU-only one (although the poster believed it was 'gpu 1.9.0').",
        platform="linux",
    ),
)
