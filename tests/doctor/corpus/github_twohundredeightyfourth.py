# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-eighty-fourth set of real threads, gathered apart, from GitHub issues (issues corpus): working runs of TensorFlow 0.x-1.x on an NVIDIA GPU (2016-2018, tensorflow/tensorflow) whose logs held lines that looked alarming, confirmed harmless in the thread.

Working runs only: the PoolAllocator notices ("PoolAllocator: After ... get requests ...
eviction_rate ...", "Raising pool_size_limit_ from 100 to 110") read as an out-of-memory error
on a two-GPU K80 run, the same notices between checkpoints of a ResNet-50 training run, and the
TensorFlow 0.x "successfully opened CUDA library ... locally" lines at import, asked about as
a sign that cuDNN is in use. No broken runs.

Small set: the PoolAllocator notices were new to the corpus, but most working-run threads of these
years that the searches returned were in the corpus already, or their stored copies end before any
answer (Peer access / "cannot enable peer access" questions on multi-GPU machines, "is my GPU being
used" questions on application repositories). The import-only record shows no run on the GPU, only
the CUDA libraries loading; it is kept because the answer on it is clear.

At first look (the doctor of commit a9cc093) there were no broken logs to name; the three working
runs were not flagged (0 of 3 flagged).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="cifar10-multi-gpu-k80-pool-allocator-info-not-oom",
        source=_GH + "tensorflow/tensorflow/issues/888",
        text=r"""When I run the cifar10_mutil_gpu_train.py example with 2 gpus, I got error message like the below, does this mean there is out of memory problem? How to solve or work around this?
My GPU is K80 so there are two K40 actually. 

PoolAllocator: After 2573 get requests, put_count=2268 evicted_count=1000 eviction_rate=0.440917 and unsatisfied allocation rate=0.546055
I tensorflow/core/common_runtime/gpu/pool_allocator.cc:256] Raising pool_size_limit_ from 100 to 110""",
        expected_cause=None,
        harmless=True,
        note='2016. The multi-GPU CIFAR-10 example running on the two GPUs of a K80. Maintainer vrv: \'That message is not an "out of memory" error: it\'s just information about the status of the host-pinned memory allocator (e.g., it\'s useful for diagnosing poor performance) and is printed (hopefully) infrequently. In general, messages that start with "I" are info logs. Errors start with "E".\' Issue closed.',
        platform="linux",
    ),
    CorpusLog(
        name="resnet50-multitask-pool-allocator-raising-pool-size-info",
        source=_GH + "tensorflow/tensorflow/issues/7246",
        text=r"""I also met the same issue with tensorflow 1.1. I used the Resnet-50 with 3 FC layers to deal with a multi-task learning problem. Here is part of my console log:

`018-01-19 11:08:02.458231: I tensorflow/core/common_runtime/gpu/pool_allocator.cc:259] Raising pool_size_limit_ from 100 to 110
INFO:tensorflow:Saving checkpoints for 1 into /tmp/hopenet_model/model.ckpt.
2018-01-19 11:08:29.193806: I tensorflow/core/common_runtime/gpu/pool_allocator.cc:247] PoolAllocator: After 2333 get requests, put_count=2478 evicted_count=1000 eviction_rate=0.403551 and unsatisfied allocation rate=0.376339
2018-01-19 11:08:29.193831: I tensorflow/core/common_runtime/gpu/pool_allocator.cc:259] Raising pool_size_limit_ from 256 to 281`""",
        expected_cause=None,
        harmless=True,
        note="2018. A later comment (developer-mayuan) on a 2017 issue titled 'Pool Allocator Problem'; the opening post of the issue is not in the stored copy, so this comment is the text. Training ran (a checkpoint was saved between the notices). TensorFlow member gunan answered next: 'All the logs you are seeing are just `INFO` logs. They are just informational.' (the rest of the reply is cut off in the stored copy). The leading '`018' (a lost '2') is as posted. Platform not stated (linux is a guess from /tmp).",
        platform="linux",
    ),
    CorpusLog(
        name="tf012-import-cuda-libraries-opened-is-cudnn-used",
        source=_GH + "tensorflow/tensorflow/issues/5436",
        text=r"""How to know whether TF is using cudnn?

>>> import tensorflow as tf
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcublas.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcudnn.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcufft.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcurand.so locally
>>>""",
        expected_cause=None,
        harmless=True,
        note="2016. The first line is the issue title; the body is the import log. Answer by burness: '\"successfully opened cuda librray libcudnn.so locallly\" says that your TF is using cudnn'; the poster QuantumLiu: 'thank you !'. Only the import is shown (no tf.Session(), no GPU device lines): a working GPU build loading its CUDA libraries. Platform not stated (linux from the .so names).",
        platform="linux",
    ),
)
