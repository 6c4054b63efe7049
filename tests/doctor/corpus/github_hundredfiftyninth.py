# ruff: noqa: E501 - log lines are quoted verbatim (long)
"""A hundred-and-fifty-ninth set of real threads, gathered apart, from GitHub issues (issues corpus) written in Chinese on repositories new to the corpus (david8862/keras-YOLOv3-model-set, bubbliiiing/yolov4-keras): a person's TensorFlow did not use the NVIDIA GPU and the thread named why.

Broken kinds held: a CPU-only `tensorflow` 1.14 installed beside an old `tensorflow-gpu` 1.2.1
(the training ran on the CPU), and a CUDA 10.2 toolkit under `tensorflow-gpu` 1.13.1, which was
built for CUDA 10.0. Working runs: 0. Both records are prose only (the posters wrote their
versions in words and pasted no log).

Small set. Threads in other languages than English are few in the stored copies, and most of
the Chinese, Japanese, Korean, Russian, Spanish and Portuguese threads found on new repositories
stop at the question or at a guess: bojone/bert4keras#134 and #249, nl8590687/ASRT_SpeechRecognition#223,
jiyegege/AnimeGANv2_Tensorflow2#4, lyhue1991/eat_tensorflow2_in_30_days#36 (a log with CUDA 10.0
under tensorflow-gpu 2.1.0, no answer), fo40225/tensorflow-windows-wheel#115 (cudart64_101.dll
missing under a CUDA 10.1 wheel, no answer), Taekyoon/takos-alpha#3 (Korean), bubbliiiing/yolox-tf2#3
(RTX 30 with TensorFlow 2.0, disputed by the poster) and tensorflow/tensorflow#29570 (a Chinese
Windows "DLL load failed: 找不到指定的模块" with no answer). The pages (CSDN, Qiita, Habr and the like)
held tutorials and copies of tutorials, no author's own failure with its fix.

At first look (the doctor of commit 4dfa702) the cause was named in 0 of the 2 broken logs, 0
first (the doctor named nothing for either: both are prose with versions only); no working run.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="keras-yolov3-model-set-tensorflow-114-beside-tensorflow-gpu-121",
        source=_GH + "david8862/keras-YOLOv3-model-set/issues/72",
        text=r"""工程运行的版本（调用不起来GPU）

Thanks for sharing~
当运行train.py后，发现训练速度很慢，然后发现是GPU根本没使用。
已装了tensorflow-gpu==1.2.1、tensorflow==1.14.0、keras==2.1.2、CUDA8、python3.5
另外请问作者运行的各个版本是什么，谢谢。""",
        expected_cause="multiple-tensorflow-distributions",
        consequences=frozenset({"tensorflow-cpu-only-build"}),
        note="2020. Prose only, in Chinese (title: the project's versions, 'GPU cannot be called'). The maintainer david8862 answered the same day: '验证过的环境包括tensorflow-gpu 1.14/1.15/2.2，基于CUDA 10.0或10.1 / TF 1.2.1应该是不支持的' (verified environments are tensorflow-gpu 1.14/1.15/2.2 on CUDA 10.0 or 10.1; TF 1.2.1 is not supported); the poster did not dispute it and the issue was closed. The training that ran was the CPU-only tensorflow 1.14, installed beside the old tensorflow-gpu 1.2.1 (CUDA 8); the remedy named is a single tensorflow-gpu 1.14 or later on CUDA 10. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
    CorpusLog(
        name="yolov4-keras-cuda-102-under-tensorflow-gpu-1131",
        source=_GH + "bubbliiiing/yolov4-keras/issues/2",
        text=r"""怎么开启gpu训练呢

我的cuda是10.2，cudnn是10.1版本如果用tf-gpu1.13.1的话会报错版本要怎么调整呢。""",
        expected_cause="cuda-libraries-missing",
        note="2020. Prose only, in Chinese (title: 'how do I train on the GPU'; the paragraph is wyw14's comment after a reply told the asker to `pip install tensorflow-gpu==1.13.1`; the opening post is not in the stored copy). lincuncuncaogoudan answered '10.2太新了，建议降级，cuda版本和tesorflow版本有对应表' (10.2 is too new, downgrade; CUDA and TensorFlow versions have a compatibility table); cerulean2014 confirmed for the same setup '+1，用10.0的cuda和最新适配10.0的cudnn就行' (CUDA 10.0 with the matching cuDNN works); wyw14 replied '好的谢谢'. A later comment (leozicai) adds that `conda install cudatoolkit=10.0` in the environment also works. tensorflow-gpu 1.13.1 was built for CUDA 10.0 and cannot load the CUDA 10.2 libraries. Platform not stated (linux is a placeholder).",
        platform="linux",
    ),
)
