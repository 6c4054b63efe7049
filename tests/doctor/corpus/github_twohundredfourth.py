# ruff: noqa: E101, E501, W291 - log lines are quoted verbatim (long, some with tabs or trailing spaces)
"""A two-hundred-and-fourth set of real threads, gathered apart, from GitHub issues (issues corpus) on GPU benchmark suites and on TensorFlow's profiler: tensorflow/benchmarks (tf_cnn_benchmarks and PerfZero), mlcommons/training, and tensorflow/tensorflow threads about the benchmark scripts and the TensorBoard profiler (CUPTI).

Broken kinds held: a tf_cnn_benchmarks run on a CUDA release the TensorFlow binary was not built
for (cuDNN failing to start), a PerfZero Docker image holding CUDA 10.0 while TensorFlow 2.3 wants
the 10.1 libraries (the benchmark ran on the CPU), a GPU-less machine running the MLPerf reference's
GPU build (libcuda.so.1 missing at import), a benchmark crash caused by another process holding the
GPU memory, an eight-K80 tf_cnn_benchmarks run held back by its input preprocessing, and the
TensorBoard callback's profiler failing with CUPTI_ERROR_INSUFFICIENT_PRIVILEGES because the NVIDIA
driver lets only administrators read the GPU performance counters (no catalogue cause at first
look; profiler-counters-restricted since). Working
runs: none met with a confirmed answer.

Small set, all from 2017-2020: the benchmark and profiler threads of 2021-2026 in the stored copy
ended without a confirmed cause (open, stale, or closed without a reply). Two more confirmed
threads, prose only, were left out to keep prose-only records to a third:
tensorflow/benchmarks#277 (2018; tf-nightly-gpu needing CUDA 10 / cuDNN 7.4 on a CUDA 9.2 setup,
the poster confirmed that TensorFlow 1.12 with the matching benchmarks branch worked) and
tensorflow/tensorflow#44697 (2020; Windows, TensorFlow 2.4 looking for cupti64_110.dll while the
CUDA 11.0 toolkit ships cupti64_2020.1.0.dll, fixed by the poster by copying the DLL under the
expected name). The record of tensorflow/tensorflow#10109 holds only the first part of the opening
post (the stored copy cuts it off before the crash itself).

At first look (the doctor of commit 1c66b45) the cause was named in 2 of the 6 broken logs, both
first (one of the six has no catalogue cause); the CUDA 10.2 tf_cnn_benchmarks log was read as
memory growth disabled. No working run in the set.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="tf-cnn-benchmarks-cuda-10-2-cudnn-failed-to-initialize",
        source=_GH + "tensorflow/benchmarks/issues/442",
        text=r"""Fresh install Ubuntu 18.04, CUDA 10.2 installed and working, cuDNN v7.6.5 and working, but can't run any `tf_cnn_benchmarks.py` 
```
I1209 16:36:56.860446 139725186250560 coordinator.py:224] Error reported to Coordinator: <class 'tensorflow.python.framework.errors_impl.UnknownError'>, 2 root error(s) found.
  (0) Unknown: Failed to get convolution algorithm. This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
	 [[node tower_0/v/cg/conv0/conv2d/Conv2D (defined at /usr/local/lib/python3.6/dist-packages/tensorflow_core/python/framework/ops.py:1748) ]]
	 [[average_loss/Mean/_245]]
```""",
        expected_cause="cuda-libraries-missing",
        note="2019. Maintainer reedwm: 'The TensorFlow binaries are currently only compiled against CUDA 10.1, so they won't run with CUDA 10.2. I recommend downgrading to CUDA 10.1 for now.' The poster did not reply (issue closed). Odd: the log shows only cuDNN failing to start, not a library that could not be loaded; the maintainer's reading is a CUDA release TensorFlow was not built for, which the catalogue files under the CUDA libraries TensorFlow needs.",
        platform="linux",
    ),
    CorpusLog(
        name="perfzero-docker-tf-2-3-wants-libcudart-10-1-image-has-cuda-10-0",
        source=_GH + "tensorflow/benchmarks/issues/497",
        text=r"""Steps to reproduce the error:
- Docker image is built with: `python perfzero/lib/setup.py --tensorflow_pip_spec=tensorflow==2.3.0`
- Start image with: `docker run -it --gpus all --rm -v $(pwd):/workspace  perfzero/tensorflow bash`
- When you are inside the container execute: `python3 /workspace/perfzero/lib/benchmark.py --git_repos="https://github.com/tensorflow/models.git;benchmark" --python_path=models --gcloud_key_file_url="" --benchmark_methods=official.benchmark.keras    _cifar_benchmark.Resnet56KerasBenchmarkSynth.benchmark_1_gpu_no_dist_strat`

The benchmark starts but only on CPUs because of the error:

```
Falling back to TensorFlow client; we recommended you install the Cloud TPU client directly with pip install cloud-tpu-client.
2020-09-14 08:21:40.392385: W tensorflow/stream_executor/platform/default/dso_loader.cc:59] Could not load dynamic library 'libcudart.so.10.1'; dlerror: libcudart.so.10.1: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/cuda/extras/CUPTI/lib64:/usr/local/nvidia/lib:/usr/local/nvidia/lib64
2020-09-14 08:21:40.392413: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
2020-09-14 08:21:41,815 INFO: Adding path models to sys.path
2020-09-14 08:21:41,818 INFO: Checking out repository from https://github.com/tensorflow/models.git to /workspace/perfzero/workspace/site-packages/models
2020-09-14 08:21:43,650 INFO: Checked-out repository from https://github.com/tensorflow/models.git to /workspace/perfzero/workspace/site-packages/models
2020-09-14 08:21:43,698 INFO: The following benchmark methods will be executed: ['official.benchmark.keras_cifar_benchmark.Resnet56KerasBenchmarkSynth.benchmark_1_gpu_no_dist_strat']
...
```

When I am searching for the "`libcudart.so.*`" (`find / -name "libcudart.so.*"`) the results are the following:

```
root@host:/workspace# find / -name "libcudart.so.*"

/usr/local/cuda-10.0/targets/x86_64-linux/lib/libcudart.so.10.0
/usr/local/cuda-10.0/targets/x86_64-linux/lib/libcudart.so.10.0.130
```

So only the wrong version is installed.""",
        expected_cause="cuda-libraries-missing",
        note="2020. The poster showed it in the opening post: the PerfZero image built for tensorflow==2.3.0 holds only CUDA 10.0's libcudart.so.10.0, while TensorFlow 2.3 loads libcudart.so.10.1, so the benchmark ran on the CPU. Maintainer lindong28 did not dispute it and welcomed a fix ('Thank you @gaborvecsei for offering to fix this issue! If the PR is easy to review (e.g. it just changed a version), it will be great'); TobiasMei reported the same ('Only the cpu is used'). The issue is still open; the part of the log between the stored excerpts is marked '...'.",
        platform="linux",
    ),
    CorpusLog(
        name="mlperf-training-image-classification-no-gpu-libcuda-import-error",
        source=_GH + "mlcommons/training/issues/151",
        text=r"""I've downloaded and preprocessed the imagenet data. But when I run the time command, I got the error: 
`ImportError: libcuda.so.1: cannot open shared object file: No such file or directory`

I know it's because I don't have a GPU. Can I run this benchmark without a GPU? How do I need to modified the code? Is it a flag parameter that one can choose to use cpu or gpu?""",
        expected_cause="no-nvidia-driver",
        note="2018. The MLPerf image_classification reference installs tf-nightly-gpu on an nvidia/cuda base; the machine had no GPU, so the NVIDIA driver's libcuda.so.1 was missing at import. The poster confirmed the fix the same day: 'Find that I can modify the Dockerfile to make it run without a GPU', replacing 'FROM nvidia/cuda:9.0-cudnn7-runtime-ubuntu16.04' with 'FROM ubuntu:latest' and tf-nightly-gpu with tf-nightly.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-1-2-benchmarks-crash-other-process-holds-gpu-memory",
        source=_GH + "tensorflow/tensorflow/issues/10109",
        text=r"""I'm running https://github.com/tensorflow/benchmarks/ scripts by @tfboyd and I'm observing strange behavior and crashes.

1. There's a LOT of messages like these (below).  These messages happen in both standalone and distributed runs.

```
2017-05-22 17:21:00.589871: I tensorflow/core/common_runtime/gpu/gpu_device.cc:996] Creating TensorFlow device (/gpu:3) -> (device: 3, name: Tesla P40, pci bus id: 0000:85:00.0)
2017-05-22 17:21:00.600723: I tensorflow/core/common_runtime/gpu/gpu_device.cc:996] Creating TensorFlow device (/gpu:0) -> (device: 0, name: Tesla P40, pci bus id: 0000:04:00.0)
2017-05-22 17:21:00.600741: I tensorflow/core/common_runtime/gpu/gpu_device.cc:996] Creating TensorFlow device (/gpu:1) -> (device: 1, name: Tesla P40, pci bus id: 0000:05:00.0)
2017-05-22 17:21:00.600746: I tensorflow/core/common_runtime/gpu/gpu_device.cc:996] Creating TensorFlow device (/gpu:2) -> (device: 2, name: Tesla P40, pci bus id: 0000:84:00.0)
2017-05-22 17:21:00.600750: I tensorflow/core/common_runtime/gpu/gpu_device.cc:996] Creating TensorFlow device (/gpu:3) -> (device: 3, name: Tesla P40, pci bus id: 0000:85:00.0)
2017-05-22 17:21:00.619525: I tensorflow/core/common_runtime/gpu/gpu_device.cc:996] Creating TensorFlow device (/gpu:0) -> (device: 0, name: Tesla P40, pci bus id: 0000:04:00.0)
...
```
...""",
        expected_cause="gpu-out-of-memory",
        note="2017. The poster (alsrgv) found the cause himself the same day: 'sorry, I found the reason for crash - rogue process was running on the host that locked GPU memory.' and 'I originally suspected that's what was causing OOM.' (tfboyd closed the issue). Only the first part of the opening post is in the stored copy: the repeated device lines (which the thread left unexplained) and no crash output, so the text itself does not show the out-of-memory error.",
        platform="linux",
    ),
    CorpusLog(
        name="tf-cnn-benchmarks-8x-k80-slow-preprocessing-bound",
        source=_GH + "tensorflow/benchmarks/issues/211",
        text=r"""Hi all,

I try to test training speed of ImageNet dataset on AWS EC2 p2.8xlarge(8*K80).

It is supposed that the image_per_sec [should be](https://www.tensorflow.org/performance/benchmarks#details_for_amazon_ec2_nvidia_tesla_k80) 228 when training with 8 GPUs. However, the result I get is 165.

Following are details of my setup:
Instance type: p2.8xlarge
GPU: 8x NVIDIA® Tesla® K80
OS: Ubuntu 16.04 LTS
CUDA / cuDNN: 9.1 / 7.1.5
Install Command: pip install tf-nightly-gpu    1.10.0.dev20180609
Disk: 300GB Amazon EFS 
DataSet: ImageNet

Command to run tf_cnn_benchmark.py:

> `python tf_cnn_benchmarks.py --num_gpus=8 --batch_size=64 --model=inception3  --data_format=NCHW  --data_dir=/efs/imagenet/tfrecord-result --data_name=imagenet --variable_update=parameter_server --local_parameter_device=cpu`

More details for results under 4/2/1 K80 GPU (all with p2.8xlarge):

- 4 GPUs:  123 images per sec
- 2 GPUs:  61 images per sec
- 1 GPU: 31 images per sec

Any ideas?

Thanks!""",
        expected_cause="gpu-underutilized-input-bound",
        note="2018. Prose only (setup and throughput figures, no log lines). The poster confirmed the cause himself the same day: 'I found the cause of the problem. Preprocessing has slowed down the training process.' A later commenter's question how he fixed it went unanswered.",
        platform="linux",
    ),
    CorpusLog(
        name="keras-tensorboard-callback-cupti-insufficient-privileges-windows",
        source=_GH + "tensorflow/tensorflow/issues/35860",
        text=r"""**System information**
- Have I written custom code (as opposed to using a stock example script provided in TensorFlow): Stateless LSTM from Keras tutorial using tf backend
- OS Platform and Distribution (e.g., Linux Ubuntu 16.04): Windows 10
- TensorFlow installed from (source or binary): binary
- TensorFlow version (use command below): 2.1.0
- Python version: 3.7.4
- CUDA/cuDNN version: 10.1
- GPU model and memory: MX150 10GB

**Describe the current behavior**
When using tf.keras.callbacks.TensorBoard() without the profile_batch setting, it gives out errors of CUPTI_ERROR_INSUFFICIENT_PRIVILEGES and CUPTI_ERROR_INVALID_PARAMETER from tensorflow/core/profiler/internal/gpu/cupti_tracer.cc.

**Describe the expected behavior**
With profile_batch = 0, these two errors are gone. 
But comes back when profile_batch = 1, or other non-zero values.""",
        expected_cause="profiler-counters-restricted",
        note="Expected cause given when the catalogue gained profiler-counters-restricted (the driver lets only administrators read the GPU's performance counters); before, no catalogue cause. 2020. Prose only (the error names in a sentence, no log lines). The profiler that the TF 2.1 TensorBoard callback starts by default could not use CUPTI because the NVIDIA driver lets only administrators read the GPU performance counters. trisolaran named it: 'Adding `options nvidia \"NVreg_RestrictProfilingToAdminUsers=0\"` to /etc/modprobe.d/nvidia-kernel-common.conf and reboot should resolve the permision issue.' (several Linux users: 'GOOD!!! it worksl. Thank you', 'this works perfectly for me'); for Windows 10, as here, VladislavKlass: 'This solved the issue for me' with NVIDIA Control Panel > Developer > Manage GPU Performance Counters > 'Allow access to the GPU performance counter to all users'. The poster did not reply (issue closed as stalled).",
        platform="windows",
    ),
)
