# ruff: noqa: E501, W291, W293 - log lines are quoted verbatim (long, some with trailing spaces)
"""A hundred-and-sixtieth set of real threads, gathered apart, from GitHub issues (issues corpus) in tensorflow/tensorflow where TensorFlow failed on an NVIDIA GPU at start-up or while running, with the cause confirmed in the thread.

Broken kinds held: a TensorFlow 2.3 release-candidate Docker image whose kernels do not cover a
compute capability 5.0 GPU (GTX 960M; the 2.2 image worked), a TensorFlow 2.2 (CUDA 10.1 build)
on an RTX 3090 whose model did not learn on the GPU (fixed by a TensorFlow built with CUDA 11.1),
and a crash in StreamExecutor's context set-up on a Tesla K40m whose compute mode was
EXCLUSIVE_THREAD (no catalogue cause). Working runs: 0.

Small set, and older than wished: the threads of 2023-2026 in tensorflow/tensorflow that the
searches returned were already in the corpus, or their stored copy ends before any confirmation
(many are closed as stale or awaiting response). Left out for that reason, among others: #41892
(MX130, TF 2.3, the same kernel-image error, no confirmation stored), #41990 (the poster's later
nightly run confirms the fix, but the opening post is not stored), #32701 (the poster confirms that
tensorflow-gpu was missing, but the opening post is not stored) and #32654 (peer-to-peer GPU access
named by the poster, opening post not stored). The first two records begin with the issue
title, which carries what the poster reported.

At first look (the doctor of commit 4dfa702) the cause was named in 0 of the 3 broken logs, 0
first: the GTX 960M log drew compute-capability-unsupported (the GPU read as newer than the build,
not older), the RTX 3090 log drew tensorflow-cpu-only-build, and-cuda-extra-missing and
cuda-libraries-missing, and the exclusive-thread crash (no catalogue cause) drew nothing. No
working runs.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf23rc0-docker-gtx960m-cc50-kernel-image-invalid",
        source=_GH + "tensorflow/tensorflow/issues/41132",
        text=r"""Docker with GPU 2.3rc0 CUDA runtime implicit initialization on GPU:0 failed. Status: device kernel image is invalid

It seem that the Docker image tensorflow/tensorflow:2.3.0rc0-gpu won't work with my GPU   **BUT** on the other hand the image tensorflow/tensorflow:2.2.0rc0-gpu works fine

Or in other words, the solution to the present issue was to "downgrade" to  tensorflow/tensorflow:2.2.0rc0-gpu
tensorflow/tensorflow:2.3.0rc0-gpu also works fine with CPU only.

 **System information**
- Ubuntu 20.4
- TensorFlow through Docker
- TensorFlow version (use command below):
- GPU model and memory: Geforce GTX 960M, coreClock: 1.176GHz coreCount: 5 deviceMemorySize: 1.96GiB deviceMemoryBandwidth: 74.65GiB/s
- GPU drivers: 440.100

**how to reproduce**
``` 
> docker run -it --rm --gpus all  --entrypoint bash tensorflow/tensorflow:2.3.0rc0-gpu
> python
>>> import tensorflow as tf
>>> inputs = tf.keras.layers.Input(shape=(None,), name="input")
>>> embedded = tf.keras.layers.Embedding(100, 16)(inputs)
```
**full stack trace:**
...
```
2020-07-06 18:46:55.604377: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcuda.so.1
2020-07-06 18:46:55.608404: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:982] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-07-06 18:46:55.608911: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1716] Found device 0 with properties: 
pciBusID: 0000:01:00.0 name: GeForce GTX 960M computeCapability: 5.0
coreClock: 1.176GHz coreCount: 5 deviceMemorySize: 1.96GiB deviceMemoryBandwidth: 74.65GiB/s
2020-07-06 18:46:55.608943: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcudart.so.10.1
2020-07-06 18:46:55.610544: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcublas.so.10
2020-07-06 18:46:55.611696: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcufft.so.10
2020-07-06 18:46:55.611988: I tensorflow/stream_executor/platform/default/dso_loader.cc:48] Successfully opened dynamic library libcurand.so.10
...

Sure, here it is.
440.100 and CUDA 10.2 seem to be the default on Ubuntu 20.04 (fresh install).

``` 
+-----------------------------------------------------------------------------+
| NVIDIA-SMI 440.100      Driver Version: 440.100      CUDA Version: 10.2     |
|-------------------------------+----------------------+----------------------+
| GPU  Name        Persistence-M| Bus-Id        Disp.A | Volatile Uncorr. ECC |
| Fan  Temp  Perf  Pwr:Usage/Cap|         Memory-Usage | GPU-Util  Compute M. |
|===============================+======================+======================|
|   0  GeForce GTX 960M    Off  | 00000000:01:00.0 Off |                  N/A |
| N/A   56C    P0    N/A /  N/A |      0MiB /  2004MiB |      0%      Default |
+-------------------------------+----------------------+----------------------+
                                                                               
+-----------------------------------------------------------------------------+
| Processes:                                                       GPU Memory |
|  GPU       PID   Type   Process name                             Usage      |
|=============================================================================|
```""",
        expected_cause="compute-capability-too-old",
        note="2020. The first line is the issue title (the error the poster got); the last paragraph is the poster's answer with nvidia-smi the next day. The poster confirms the fix in the opening post itself: 'the solution to the present issue was to \"downgrade\" to tensorflow/tensorflow:2.2.0rc0-gpu' (the 2.3.0rc0 image runs on the CPU only). The cause behind it, stated by TensorFlow's sanjoy in the sibling threads #41990 and #42467 for compute capability 5.0 GPUs: the 2.3 pip package ships kernels for 3.5, 3.7, 5.2, 6.0, 6.1, 7.0 and PTX only for 7.0 ('TF 2.3 includes PTX kernels only for compute capability 7.0'), so a 5.0 GPU (GTX 960M) has no usable kernel image. The confirmation in this thread is the downgrade only; the stored copy holds no maintainer answer. Parts of the opening post between the reproduction and the log are not in the stored copy (cut at '...').",
        platform="linux",
    ),
    CorpusLog(
        name="tf22-rtx3090-cuda101-build-model-does-not-learn",
        source=_GH + "tensorflow/tensorflow/issues/44349",
        text=r"""Model does not learn when using the GPU

```
2.2.0
2020-10-27 13:52:51.391410: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcuda.so.1
2020-10-27 13:52:51.424025: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:981] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2020-10-27 13:52:51.424711: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties: 
pciBusID: 0000:21:00.0 name: GeForce RTX 3090 computeCapability: 8.6
coreClock: 1.86GHz coreCount: 82 deviceMemorySize: 23.70GiB deviceMemoryBandwidth: 871.81GiB/s
2020-10-27 13:52:51.424829: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcudart.so.10.1
2020-10-27 13:52:51.425678: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcublas.so.10
2020-10-27 13:52:51.426660: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcufft.so.10
2020-10-27 13:52:51.426788: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library libcurand.so.10
...
```""",
        expected_cause="compute-capability-unsupported",
        note="2020. The first line is the issue title; the log is the part of the opening post the stored copy holds (the code and the training output are not stored). TensorFlow 2.2 (built with CUDA 10.1, no Ampere kernels) on an RTX 3090 (compute capability 8.6). A TensorFlow member (ravikyram) saw no problem with TF 2.3 on Colab; the poster: 'With that version of TF, the GPU was not discovered, so it trained on the CPU. It is training on the RTX 3090 now. But this is by using CUDA 11.1, cuDNN 8.0.4.30 and TensorRT-7.2.1.6 with TF 2.5.0 by compiling TF [...] As I can see it, the RTX 3090 also needed CUDA 11 and cuDNN 8 to be working'. Confirmed by the poster's own fix (a TensorFlow built with CUDA 11.1).",
        platform="linux",
    ),
    CorpusLog(
        name="tf07-k40m-cuctxsetcurrent-216-exclusive-thread-mode",
        source=_GH + "tensorflow/tensorflow/issues/526",
        text=r"""I am still seeing the same cuda error for tensorflow 0.7. The error is ```Check failed: CUDA_SUCCESS == dynload::cuCtxSetCurrent(context) (0 vs. 216)```

version:
```
commit b88971051fbc49fa1e0b91ec1b0b60defa11697e
...
```

error:
```
++ python cifar10_train.py
I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcurand.so.7.5 locally
I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcufft.so.7.5 locally
I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcudnn.so.4 locally
I tensorflow/stream_executor/dso_loader.cc:105] successfully opened CUDA library libcublas.so.7.5 locally
Filling queue with 20000 CIFAR images before starting to train. This will take a few minutes.
I tensorflow/core/common_runtime/gpu/gpu_init.cc:102] Found device 0 with properties: 
name: Tesla K40m
major: 3 minor: 5 memoryClockRate (GHz) 0.745
pciBusID 0000:08:00.0
Total memory: 11.25GiB
Free memory: 11.15GiB
I tensorflow/core/common_runtime/gpu/gpu_init.cc:126] DMA: 0 
I tensorflow/core/common_runtime/gpu/gpu_init.cc:136] 0:   Y 
...""",
        expected_cause=None,
        note="2016. A later commenter's log (digitalsword, built from source at a February 2016 commit; the commit's merge and author lines are left out) on the thread 'Context in use?'; the rest of the log is not in the stored copy. The owner of StreamExecutor (henline) answered on the thread: 'I believe this problem is caused in all cases by GPUs with their compute mode set to EXCLUSIVE_THREAD [...] The solution is to set the compute mode to DEFAULT or EXCLUSIVE_PROCESS' ('nvidia-smi --compute-mode=0'), and 'StreamExecutor will not work in either EXCLUSIVE_THREAD or PROHIBITED compute mode'. The same commenter's own issue #1088 (a Tesla K40m, the same error) shows Compute M. 'E. Thread' in nvidia-smi. Error 216 is CUDA_ERROR_CONTEXT_ALREADY_IN_USE. An exclusive-thread compute mode (not exclusive-process with another process holding the GPU): no catalogue cause.",
        platform="linux",
    ),
)
