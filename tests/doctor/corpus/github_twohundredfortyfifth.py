# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A two-hundred-and-forty-fifth set of real threads, gathered apart, from GitHub issues (issues corpus) where TensorFlow on an NVIDIA GPU failed or misbehaved in the middle of a run because of the hardware, its power or heat, or a bug in the NVIDIA driver or CUDA (tensorflow/tensorflow, nagadit/DeepFaceLab_Linux).

Broken kinds held (when gathered none had a catalogue ID; the hardware faults and the heat have
had one since, gpu-hardware-fault and gpu-overheating, and those four records carry it; the two
bugs of CUDA and of the driver have none, their notes naming the cause): an uncorrectable ECC error on an RTX 4090 that a move to another
machine cured (2024); CUDA_ERROR_ILLEGAL_ADDRESS under XLA on a V100 that the TensorFlow team
traced to a bug in CUDA 11.2 (2023); a benchmark that slowed down step by step because the GPU
overheated, and a machine that rebooted as soon as training started until its cooling was redone
(2020); CUDA_ERROR_LAUNCH_FAILED in a Docker container from a card with faulty memory, found with
cuda_memtest and cured by replacing the card (2019); silently wrong results with large GPU
allocations from the old driver 352.39, cured by driver 367.48 (2016). Working runs: none met.

Two of the six records are prose only (the V100 and the overheating reboot). Left out to keep
prose-only records to a third, although confirmed: tensorflow/tensorflow#8858 (2017; machine
restarts, the reporter: 'I changed the power supply ... and don't get the system crash anymore')
and tensorflow/tensorflow#740 (2016; PC cold boots after the MNIST example, the reporter cured it
with 'nvidia-smi -pl 220'). Most threads on GPU crashes mid-run stop without an answer, or end in
guesses ('try a lower batch size', 'maybe your PSU') that the reporter never confirmed.

At first look (the doctor of commit 2647244) the cause was named in 0 of the 6 broken logs, 0
first (all 6 have no catalogue cause); the doctor reported no finding for any of them, so none was
blamed on another cause. No working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="deepfacelab-linux-rtx4090-ecc-uncorrectable-hardware",
        source=_GH + "nagadit/DeepFaceLab_Linux/issues/89",
        text=r"""CUDA_ERROR_ECC_UNCORRECTABLE: uncorrectable ECC error encountered

error message:
F tensorflow/stream_executor/lib/statusor.cc:34] Attempting to fetch value instead of handling error Internal: failed initializing StreamExecutor for CUDA device ordinal 0: Internal: failed call to cuDevicePrimaryCtxRetain: CUDA_ERROR_ECC_UNCORRECTABLE: uncorrectable ECC error encountered

my serser:
  Distributor ID: Ubuntu
  Description:    Ubuntu 20.04.6 LTS
  Release:        20.04
  linux Jupyter  
  GPU 4090 *""",
        expected_cause="gpu-hardware-fault",
        note="2024. The issue title (first line) and body. Cause: a hardware fault of the GPU server (uncorrectable ECC errors in the GPU's memory). The reporter two days later: 'The problem was solved, and it was finally discovered that it was a hardware problem. I just changed the machine and redeployed Jupyter.'",
        platform="linux",
    ),
    CorpusLog(
        name="tf211-v100-xla-illegal-address-cuda-11-2-bug",
        source=_GH + "tensorflow/tensorflow/issues/59671",
        text=r"""CUDA_ERROR_ILLEGAL_ADDRESS

### Issue Type

Bug

### Have you reproduced the bug with TF nightly?

No

### Source

binary

### Tensorflow Version

2.11

### Custom Code

No

### OS Platform and Distribution

Official docker image via apptainer

### Python version

3.8

### CUDA/cuDNN version

11.2/8.1

### GPU model and memory

Tesla V100-SXM2-32GB

### Current Behaviour?

Using the Official docker image, the provided code results in a CUDA_ERROR_ILLEGAL_ADDRESS. Note, that while the error is fully consistent (happens every time at the first epoch) it is highly sensitive. If a different seed or model-size is used, the error will not reproduce.

I have tried enabling memory growth as suggested elsewhere. However, this only delays the issue to epoch 18.

The error does not reproduce on Google Colab or when using the nightly docker image. However, due to the sensitivity of the issue, it is unclear what exactly this means. The Google Colab issue could be due to different GPU. On my own environment it's a Tesla V100-SXM2-32GB, not a T4.

### Standalone code to reproduce the issue

This uses `transformers == 4.26.0`, and a synthetic dataset file (based on QQP) that is automatically downloaded. Code is available here: https://gist.github.com/AndreasMadsen/2bf669a3cd4c4...

@pjpratik I think you should add the `comp:xla` label too. As this bug only occurs when XLA is enabled.

There is no failure with the reproduction script on `2.12.0rc0`. However, given how difficult this bug is to reproduce (e.g. changing just the seed of the shuffle function will make it disappear). I can't tell if this solves the issue consistently.""",
        expected_cause=None,
        note="2023. The issue title (first line), the body (its log section was not in the stored copy) and two later comments of the reporter. Cause: a bug in CUDA 11.2 itself, no catalogue ID. reedwm (TensorFlow team): 'I can reproduce the issue outside docker with CUDA 11.2.0 using the pre-built TF 2.11 pip package. However, the issue disappears when I use CUDA 11.8.0 using the same pip package ... So I'm guessing this was a bug with CUDA 11.2 that was fixed somewhere between CUDA 11.2.1 and 11.8.0. Since the TF nightly pip packages are now built with CUDA 11.8, I think this issue is fixed'. The reporter did not dispute it.",
        platform="linux",
    ),
    CorpusLog(
        name="cifar10-benchmark-slower-and-slower-gpu-overheating",
        source=_GH + "tensorflow/tensorflow/issues/40042",
        text=r"""Tensorflow getting slower and slower

I am benchmarking tensorflow with the cifar10_train.py script from https://github.com/tensorflow/models (v.1.13.0)

Running for 100000 steps, in the first  190 steps
```
2020-06-01 03:26:25.877249: step 0, loss = 4.68 (387.6 examples/sec; 0.330 sec/batch)
2020-06-01 03:26:26.113249: step 10, loss = 4.60 (5423.4 examples/sec; 0.024 sec/batch)
2020-06-01 03:26:26.251981: step 20, loss = 4.53 (9227.0 examples/sec; 0.014 sec/batch)
2020-06-01 03:26:26.391191: step 30, loss = 4.36 (9194.3 examples/sec; 0.014 sec/batch)
2020-06-01 03:26:26.532910: step 40, loss = 4.52 (9032.0 examples/sec; 0.014 sec/batch)
2020-06-01 03:26:26.671122: step 50, loss = 4.30 (9261.1 examples/sec; 0.014 sec/batch)
2020-06-01 03:26:26.810607: step 60, loss = 4.22 (9176.7 examples/sec; 0.014 sec/batch)
2020-06-01 03:26:26.948641: step 70, loss = 4.18 (9273.1 examples/sec; 0.014 sec/batch)
2020-06-01 03:26:27.084231: step 80, loss = 4.16 (9440.1 examples/sec; 0.014 sec/batch)
2020-06-01 03:26:27.221754: step 90, loss = 4.20 (9307.6 examples/sec; 0.014 sec/batch)
INFO:tensorflow:global_step/sec: 59.5952
I0601 03:26:27.554355 140231070107392 basic_session_run_hooks.py:692] global_step/sec: 59.5952
2020-06-01 03:26:27.555495: step 100, loss = 4.20 (3835.3 examples/sec; 0.033 sec/batch)
...""",
        expected_cause="gpu-overheating",
        note="2020. The issue title (first line) and the start of the body; the rest of the post (the later, slower steps) was not in the stored copy ('...'). Cause: the GPU overheated and throttled. After sanjoy (TensorFlow team) suggested something environmental such as GPU boost, the reporter: 'I figured it out. Turned out the GPU got overheated and slows down over time. Got a cooling pad and now no degradation over 100,000 steps.' Labelled TF 1.15.",
        platform="linux",
    ),
    CorpusLog(
        name="tf21-popos-1080ti-reboot-on-training-overheating",
        source=_GH + "tensorflow/tensorflow/issues/37216",
        text=r"""Tf 2.1, cause system crash and reboot

**System information** 
* POP_OS 19.10, Kernel: 5.3.0-7629-generic
* Tensorflow: installed using `pip`, `__version__` 2.1.0
* Nvidia_driver: 440.44, Cuda : 10.2 
* GPU: Nvidia GTX 1080Ti , Memory : 11GB

**Describe the current behavior**

Hi 
Just tried to run an example on `TF2.1`, every time right after starting training the system will crash immediately and will reboot (because of crash reboot there is no useful log available on `/var/log/`)

So decide to change my code to a simpler version and using the cifar10 dataset to check that, again system crash happend. this time I switched to `TF1.13.1` and run the same code and no problem, system work properly and at last, print the result.

even tried on other versions `TF1.14`, `1.15` there is no problem (all versions are GPU support)

**Standalone code to reproduce the issue** 
[sample code](https://github.com/pykeras/bugReport/blob/master/sample.py)""",
        expected_cause="gpu-overheating",
        note="2020. The issue title (first line) and body. Cause: the GPU (and SSD) overheating. The reporter first suspected a BatchNormalization layer, then wrote in tensorflow/tensorflow#36072 (2020-03-04), pointing to this issue's opening post: 'I get the solution for my problem at this https://github.com/tensorflow/tensorflow/issues/37216#issue-573656418 ... found that my GPU and SSD get too hot (something around 80), so decide to change the system from AirCool to WaterCool and changing the thermal paste'.",
        platform="linux",
    ),
    CorpusLog(
        name="gpt2-simple-docker-launch-failed-faulty-gpu-memory",
        source=_GH + "tensorflow/tensorflow/issues/28693",
        text=r"""[Train on official Docker image & custom TF build (no AVX)] failed to query event: CUDA_ERROR_LAUNCH_FAILED

I also builded tensorflow v1.12.2 and v.1.11.0 (CUDA 9 / cuDNN 7 / Bazel 0.15.0) from old official dockerfile ( https://github.com/tensorflow/tensorflow/blob/v1.12.2/tensorflow/tools/dockerfiles/dockerfiles/nvidia.Dockerfile + some things from dockerfile v1.13.1) and I get same results:
```
root@host:/my-devel/gpt2-simple# python imdb_reviews.py
Loading checkpoint models/345M/model.ckpt
2019-05-15 07:00:34.445685: E tensorflow/stream_executor/cuda/cuda_event.cc:48] Error polling for event status: failed to query event: CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure
2019-05-15 07:00:34.445688: E tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:706] failed to record completion event; therefore, failed to create inter-stream dependency
2019-05-15 07:00:34.445785: F tensorflow/core/common_runtime/gpu/gpu_event_mgr.cc:274] Unexpected Event status: 1
2019-05-15 07:00:34.445793: E tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:706] failed to record completion event; therefore, failed to create inter-stream dependency
Aborted (core dumped)
```

Maybe problem in my Ubuntu? How to find the problem?""",
        expected_cause="gpu-hardware-fault",
        note="2019. The issue title (first line) and a comment of saippuakauppias, whose logs and custom no-AVX builds the thread is about (the opening post itself was not in the stored copy; the container id in the prompt is replaced with 'host'). Cause: a GPU with faulty memory. saippuakauppias later: 'The problem was in the video card. There were memory errors (can be verified through https://github.com/ForkLab/cuda_memtest ). Solution: replace the video card.' Before that a maintainer had closed the issue as an unsupported custom build.",
        platform="linux",
    ),
    CorpusLog(
        name="tf011-arbitrary-results-large-gpu-memory-old-driver-352",
        source=_GH + "tensorflow/tensorflow/issues/4968",
        text=r"""TensorFlow produces arbitrary results without error when using large amounts of GPU memory

### Environment info

Operating System: Docker container based on `nvidia/cuda:7.5-cudnn5-devel` running on CentOS

If installed from binary pip package, provide:
1. A link to the pip package you installed: `pip3 install --upgrade https://storage.googleapis.com/tensorflow/linux/gpu/tensorflow-0.11.0rc0-cp34-cp34m-linux_x86_64.whl`
2. The output from `python -c "import tensorflow; print(tensorflow.__version__)"`.

```
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcublas.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcudnn.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcufft.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcurand.so locally
0.11.0rc0
```
### If possible, provide a minimal reproducible example (We usually don't have time to read hundreds of lines of your code)

``` python
import numpy as np
import tensorflow as tf

mb = 100
sz = int(mb * 1e6 / 4)
total_gb = 11
n = int(total_gb / mb * 1000)
x = np.array(np.random.randn(sz), dtype=np.float32)

with tf.Graph().as_default():
...

Still not sure, but it looks more and more like a hardware issue on some but not all of our GPUs. But we are still investigating, I'll keep you posted. In the meantime, I would be very happy to hear from anyone being able to reproduce this or encountering other related problems. We originally spotted the problem when running VGG-19 evaluations and sometimes obtaining obviously wrong accuracies but no errors.""",
        expected_cause=None,
        note="2016. The issue title (first line), the start of the body (the rest of the example was not in the stored copy, '...') and a later comment of the reporter. Cause: a bug of the old NVIDIA driver 352.39 (silently wrong results with large GPU allocations), no catalogue ID; the driver was not too old for CUDA 7.5. The reporter: 'After upgrading the nvidia drivers from 352.39 to 367.48, I was not able to reproduce this problem anymore (neither with cuda7.5 nor cuda8.0) ... I consider the upgrade to 367.48 as a solution'; gunan (TensorFlow team): 'Old drivers have some known GPU memory issues, so driver update solving this makes sense.'",
        platform="linux",
    ),
)
