# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-eighth set of real threads, gathered apart, found by the exact GPU error messages TensorFlow users paste (cuDNN launch failure, CUDA_ERROR_OUT_OF_MEMORY, ...) on GitHub trackers other than tensorflow/tensorflow (research code, pose estimation, detection demos).

Broken kinds held: the GPU running out of memory (a demo's batch too large for an 8 GB card,
another user's job holding the GPU), a cuDNN other than the one TensorFlow 1.13 was built for,
and cuBLAS failing to start while TensorFlow reserves all GPU memory (fixed by allow_growth).
Working runs: 0.

No record is from 2023 or later: nearly every thread those messages find with a confirmation in
view was already in the corpus.

At first look (the doctor of commit cfa70dc, before this set was read) the cause was named in 3
of the 4 broken logs, all first.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepgraphpose-demo-rtx2080-8gb-oom-batch-size",
        source=_GH + "paninski-lab/deepgraphpose/issues/7",
        text=r"""Hi,
I'm very curious how DGP performs on our existing DLC data, so I installed DGP following instructions on Ubuntu 20.04 with a GeForce RTX 2080 (8GB) and Cuda Toolkit 10.0.130, driver version 450.102.04. On this machine, DLC (2.0.8) works without problems, but I'm running into memory problems when trying the test run 'python demo/run_dgp_demo.py --dlcpath data/Reaching-Mackenzie-2018-08-30 --test'. Memory monitoring shows used memory at about 5.5GB when it tries to allocate an additional 2.53GB. Is there a way to circumvent this error? With DLC, I used to solve this by allowing GPU growth, but I could see in the code this has already been included...
Maybe this part of the error message is key:
`UserWarning: Converting sparse IndexedSlices to a dense Tensor of unknown shape. This may consume a large amount of memory`
Below is the full output.
Thanks a lot!
Oliver

            =====================
            |                   |
            |                   |
            |    Running DGP    |
            |                   |
            |                   |
            =====================

config_path /home/alice/Git/deepgraphpose/data/Reaching-Mackenzie-2018-08-30/config.yaml
...
2021-03-04 10:30:24.114464: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 2.53G (2715310336 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2021-03-04 10:30:24.115391: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 2.53G (2715310336 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2021-03-04 10:30:24.116299: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 2.53G (2715310336 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
2021-03-04 10:30:24.122787: E tensorflow/stream_executor/cuda/cuda_driver.cc:806] failed to allocate 2.53G (2715310336 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY: out of memory
...""",
        expected_cause="gpu-out-of-memory",
        note="2021. The poster (obarnstedt) confirmed the fix himself: 'I got the demo working now ... importantly, decreased --batch_size to 4 (default 10)' (he also added allow_growth). The demo's batch did not fit the 8 GB card. Only the opening and the repeated OOM lines of the log are in view.",
        platform="linux",
    ),
    CorpusLog(
        name="squeezedet-demo-oom-other-user-on-shared-gpu-prose",
        source=_GH + "BichenWuUCB/squeezeDet/issues/77",
        text=r"""I am trying to run the demo and I get the error: 
`failed to allocate 106.88M (112066560 bytes) from device: CUDA_ERROR_OUT_OF_MEMORY`

It works if I switch to just using my CPU as the target device.

Please let me know if there is anything that I need to change to get it to work.""",
        expected_cause="gpu-out-of-memory",
        note="2017. Prose with one log line. The poster confirmed the cause himself: 'Never mind. Someone else was running something on the server at that very instance so the memory in the GPU was actually being used.'",
        platform="linux",
    ),
    CorpusLog(
        name="roundtrip-tf1131-cudnn-launch-failure-fusedbatchnorm",
        source=_GH + "kimmo1019/Roundtrip/issues/4",
        text=r"""I'm running the codes using Tensorflow 1.13.1 (Python 2.7) on GPU in a conda environment. And I get the error:

> InternalError (see above for traceback): cuDNN launch failure : input shape ([64,128,1,1])
> 	 [[node dx_net/BatchNorm/FusedBatchNorm (defined at /public/home/***/Roundtrip/model.py:37) ]]
> 	 [[node Mean_4 (defined at main_density_est.py:68) ]]

I can't quite figure out why it happened, I also tried the methods mentioned on the websites (add `os.environ['TF_FORCE_GPU_ALLOW_GROWTH'] = 'true'` or change the batch size) but it did not change anything. So do you have any suggestions?

Thank you!""",
        expected_cause="cudnn-version-mismatch",
        note="2021. Prose with the error lines; weak. The maintainer guessed a CUDA/cuDNN environment problem; the poster confirmed: 'I solved it by using CUDA10.0 and cudnn7.4 as https://www.tensorflow.org/install/source#gpu'. TF 1.13.1 already ran (so CUDA 10.0 was loadable); the change that fixed it was the cuDNN release TF 1.13 was built with (7.4). Memory growth and batch size had been ruled out by the poster.",
        platform="linux",
    ),
    CorpusLog(
        name="detr-tensorflow-demo-cublas-not-initialized-needs-allow-growth-prose",
        source=_GH + "Leonardo-Blanger/detr_tensorflow/issues/3",
        text=r"""Put the following code below import tensorflow as tf at demo.py
config = tf.compat.v1.ConfigProto()
config.gpu_options.allow_growth = True
session = tf.compat.v1.Session(config=config)

otherwise you will get E tensorflow/stream_executor/cuda/cuda_blas.cc:226] failed to create cublas handle: CUBLAS_STATUS_NOT_INITIALIZED""",
        expected_cause="memory-growth-disabled",
        note="2021. Prose with one log line; weak. The poster reports his own fix in the opening post: without allow_growth the demo fails with CUBLAS_STATUS_NOT_INITIALIZED, with it it runs (TensorFlow reserving nearly all GPU memory so cuBLAS cannot get its workspace). The maintainer could not reproduce it (tensorflow-gpu 2.2, cudatoolkit 10.1, cudnn 7.6.5) and asked about multiple GPUs; no further reply.",
        platform="linux",
    ),
)
