# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-second set of real logs quoted in documentation pages, committed run logs and a gist: TensorFlow runs that worked on the NVIDIA GPU and printed alarming lines (2016-2025).

All five records are working runs (harmless): the GPU was found and the run went on (a model
trained for all its epochs, a prefetch generation finished, a notebook kept running, or the page
presents the output as the working set-up). The alarming lines are the NUMA notices ("successful
NUMA node read from SysFS had negative value", and on WSL2 "could not open file to read NUMA
node ... Your kernel may have been built without NUMA support"), "TF-TRT Warning: Could not find
TensorRT", the cuDNN/cuFFT/cuBLAS "Unable to register ... factory" errors, and the oneDNN and CPU
instruction notices.

Sources: the Apptainer admin guide (apptainer/apptainer-admindocs, WSL2 GPU section), NVIDIA's
OSMO user guide (Isaac GR00T notebook page), a run report committed to qingchen815/CruiseFetchLite,
a training log committed to ljw-struggle/Bioinfor-DeepSEA, and a gist. Each is a
file or page, not a thread: the confirmation is the page's own statement or the outcome the same
file shows. Three are from 2022 or later.

Left out: Stack Overflow style questions with an accepted answer were not in the stored pages
for these lines; a 2024 WSL2 install guide that shows the same NUMA lines and says "It does not
prevent Tensorflow from working" was found without its repository, so it has no citable source;
several pastebins and gists showed the lines but not the outcome of the run; a 2018 blog post
with TensorFlow's PoolAllocator "Raising pool_size_limit_" notices between falling losses is
served over http only, which the corpus does not cite.

At first look (the doctor of commit dc0c0eb) there were no broken logs to name; the five working
runs were not flagged (0 of 5 flagged).
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="apptainer-wsl2-tf-container-numa-could-not-open-gpu-listed",
        source=_GH + "apptainer/apptainer-admindocs/blob/main/installation.rst",
        text=r"""$  {command} run --nv --nvccli tensorflow_latest-gpu.sif
INFO:    Setting 'NVIDIA_VISIBLE_DEVICES=all' to emulate legacy GPU binding.
INFO:    Setting --writable-tmpfs (required by nvidia-container-cli)
________                               _______________
___  __/__________________________________  ____/__  /________      __
__  /  _  _ \_  __ \_  ___/  __ \_  ___/_  /_   __  /_  __ \_ | /| / /
_  /   /  __/  / / /(__  )/ /_/ /  /   _  __/   _  / / /_/ /_ |/ |/ /
/_/    \___//_/ /_//____/ \____//_/    /_/      /_/  \____/____/|__/
You are running this container as user with ID 1000 and group 1000,
which should map to the ID and group for your user on the Docker host. Great!
{Project}> python
Python 3.8.10 (default, Nov 26 2021, 20:14:08)
[GCC 9.3.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> import tensorflow as tf
>>> tf.config.list_physical_devices('GPU')
2022-03-25 11:42:25.672088: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:922] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2022-03-25 11:42:25.713295: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:922] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2022-03-25 11:42:25.713892: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:922] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]""",
        expected_cause=None,
        harmless=True,
        note="2022 (log dated 2022-03-25; on the page since 2023). Apptainer admin guide, 'Installation on Windows or Mac', WSL2 GPU support: the tensorflow/tensorflow:latest-gpu container run with --nv --nvccli under WSL2. The page presents the output as the working set-up: after the NUMA notices TensorFlow lists '[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]'. {command} and {Project} are the page's own placeholders (apptainer).",
        platform="linux",
    ),
    CorpusLog(
        name="osmo-groot-notebook-factory-tensorrt-onednn-warnings",
        source=_GH + "NVIDIA/OSMO/blob/main/docs/user_guide/how_to/isaac_groot_notebook.rst",
        text=r"""I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.
E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX_VNNI FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT""",
        expected_cause=None,
        harmless=True,
        note="2025. NVIDIA OSMO user guide, 'Isaac Gr00t: Interactive Notebook for Inference and Fine-tuning' (a GPU workflow, at least an Ampere GPU required): 'Note that sometimes you will see these error logs in the notebook: ... These are warnings, and you will still be able to run the rest of the notebook.' The page quotes the lines without timestamps.",
        platform="linux",
    ),
    CorpusLog(
        name="cruisefetchlite-docker-wsl-numa-tensorrt-rtx3060-run-complete",
        source=_GH
        + "qingchen815/CruiseFetchLite/blob/main/data/models/debugreport%20legacy/base1generateReport1.md",
        text=r"""PS D:\TLITE2> docker run -it --gpus all -v "D:\TLITE2\app:/app" -v "D:\TLITE2\data:/data" tlite2 /bin/bash

==========
== CUDA ==
==========

CUDA Version 11.8.0

Container image Copyright (c) 2016-2023, NVIDIA CORPORATION & AFFILIATES. All rights reserved.

This container image and its contents are governed by the NVIDIA Deep Learning Container License.
By pulling and using the container, you accept the terms and conditions of this license:
https://developer.nvidia.com/ngc/nvidia-deep-learning-container-license

A copy of this license is made available in this container at /NGC-DL-CONTAINER-LICENSE for your convenience.

root@host:/app# python generate.py \--model-path /data/models/CFlitebase1_model \--clustering-path /data/models/clustering.npy \--benchmark /data/traces/471.omnetpp-s0.txt.xz \--output /data/models/prefetchbase1.txt \--config /app/config/base1.yaml
2025-03-29 05:31:45.985373: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2025-03-29 05:31:47.622553: W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT

=== Loading Model ===
2025-03-29 05:31:51.845930: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:52.229917: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:52.230366: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:52.233396: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:52.233828: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:52.234317: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:53.195202: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:53.195556: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:53.195593: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1722] Could not identify NUMA node of platform GPU id 0, defaulting to 0. Your kernel may not have been built with NUMA support.
2025-03-29 05:31:53.195962: I tensorflow/compiler/xla/stream_executor/cuda/cuda_gpu_executor.cc:982] could not open file to read NUMA node: /sys/bus/pci/devices/0000:01:00.0/numa_node
Your kernel may have been built without NUMA support.
2025-03-29 05:31:53.196023: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1635] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3586 MB memory: -> device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU, pci bus id: 0000:01:00.0, compute capability: 8.6
2025-03-29 05:31:54.477339: I tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:637] TensorFloat-32 will be used for the matrix multiplication. This will only be logged once.
Warning: Could not import metrics module, using default metrics
Model weights loaded successfully. Model structure:
Model: "tlite"

...
2025-03-29 05:32:06.939818: I tensorflow/compiler/xla/service/service.cc:169] XLA service 0x2dbd95e0 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2025-03-29 05:32:06.939870: I tensorflow/compiler/xla/service/service.cc:177] StreamExecutor device (0): NVIDIA GeForce RTX 3060 Laptop GPU, Compute Capability 8.6
2025-03-29 05:32:07.217521: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:424] Loaded cuDNN version 8906
2025-03-29 05:32:09.231726: I ./tensorflow/compiler/jit/device_compiler.h:180] Compiled cluster using XLA! This line is logged at most once for the lifetime of the process.
Progress: 200000/8940571 (2.24%)
Current Prefetch Rate: 32.40%
...
=== Final Statistics ===
Total Lines Processed: 8940000
Total Predictions: 8940000
Valid Prefetches: 2794338
Overall Prefetch Rate: 31.26%
...
Prefetch generation complete!""",
        expected_cause=None,
        harmless=True,
        note="2025. A run report committed to the repository: the model's prefetch generation run in an nvidia/cuda:11.8.0-cudnn8 container (tensorflow>=2.12) started from PowerShell with --gpus all (Docker Desktop on Windows, hence the WSL2 NUMA notices). The same file shows the outcome: 'Created device /job:localhost/replica:0/task:0/device:GPU:0 with 3586 MB memory: -> device: 0, name: NVIDIA GeForce RTX 3060 Laptop GPU', cuDNN 8906 loaded, XLA clusters compiled, all 8.9 million trace lines processed and 'Prefetch generation complete!'. Platform: the TensorFlow lines come from Linux in the container (linux).",
        platform="linux",
    ),
    CorpusLog(
        name="deepsea-gtx1080ti-numa-negative-training-60-epochs",
        source=_GH + "ljw-struggle/Bioinfor-DeepSEA/blob/master/out.txt",
        text=r"""2019-08-13 16:35:12.376172: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcuda.so.1
2019-08-13 16:35:12.475075: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-08-13 16:35:12.476144: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1640] Found device 0 with properties: 
name: GeForce GTX 1080 Ti major: 6 minor: 1 memoryClockRate(GHz): 1.62
pciBusID: 0000:01:00.0
2019-08-13 16:35:12.484260: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcudart.so.10.0
...
2019-08-13 16:35:12.580362: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcudnn.so.7
2019-08-13 16:35:12.580700: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-08-13 16:35:12.583210: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-08-13 16:35:12.585449: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1763] Adding visible gpu devices: 0
2019-08-13 16:35:12.586302: I tensorflow/core/platform/cpu_feature_guard.cc:142] Your CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA
2019-08-13 16:35:12.622353: I tensorflow/core/platform/profile_utils/cpu_utils.cc:94] CPU Frequency: 3600000000 Hz
2019-08-13 16:35:12.622981: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x55762f62fea0 executing computations on platform Host. Devices:
2019-08-13 16:35:12.622999: I tensorflow/compiler/xla/service/service.cc:175]   StreamExecutor device (0): <undefined>, <undefined>
2019-08-13 16:35:12.710195: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-08-13 16:35:12.710855: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x557632ab6020 executing computations on platform CUDA. Devices:
2019-08-13 16:35:12.710873: I tensorflow/compiler/xla/service/service.cc:175]   StreamExecutor device (0): GeForce GTX 1080 Ti, Compute Capability 6.1
2019-08-13 16:35:12.711000: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
...
2019-08-13 16:35:12.711709: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-08-13 16:35:12.712288: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-08-13 16:35:12.712835: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1763] Adding visible gpu devices: 0
...
2019-08-13 16:35:12.714314: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-08-13 16:35:12.714967: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:1006] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
2019-08-13 16:35:12.715535: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1326] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 10479 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1080 Ti, pci bus id: 0000:01:00.0, compute capability: 6.1)
WARNING: Logging before flag parsing goes to stderr.
W0813 16:35:13.208417 139659744106304 deprecation.py:323] From /home/alice/anaconda3/lib/python3.7/site-packages/tensorflow/python/data/util/random_seed.py:58: add_dispatch_support.<locals>.wrapper (from tensorflow.python.ops.array_ops) is deprecated and will be removed in a future version.
Instructions for updating:
Use tf.where in 2.0, which has the same broadcast rule as np.where
2019-08-13 16:35:18.119142: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcublas.so.10.0
2019-08-13 16:35:18.266270: I tensorflow/stream_executor/platform/default/dso_loader.cc:42] Successfully opened dynamic library libcudnn.so.7
2019-08-13 16:35:23.636124: W tensorflow/core/framework/model.cc:475] Failed to find a tunable parameter that would decrease the output time. This means that the autotuning optimization got stuck in a local maximum. The optimization attempt will be aborted.
Model: "deep_sea"
...
Epoch 1/60
68750/68750 - 4446s - loss: 0.0849 - val_loss: 0.0785
Epoch 2/60
68750/68750 - 4447s - loss: 0.0808 - val_loss: 0.0757
...
Epoch 60/60
68750/68750 - 4479s - loss: 0.0633 - val_loss: 0.0566""",
        expected_cause=None,
        harmless=True,
        note="2019. A training log committed to the repository (a TensorFlow 1.14/2.0-era build, CUDA 10.0, cuDNN 7, GTX 1080 Ti). Besides the repeated NUMA notices it prints the CPU instruction notice and the tf.data 'Failed to find a tunable parameter' warning. The same file shows the outcome: the model trained on /device:GPU:0 for all 60 epochs (about 4,450 s each), validation loss falling from 0.0785 to 0.0566, then the history dict.",
        platform="linux",
    ),
    CorpusLog(
        name="gist-gtx1060-tf-finally-working-numa-negative",
        source="https://gist.github.com/claytantor/238dbba1e83a5c105e5b202cc08985a4",
        text=r"""alice@host ~/data/nvidia $ python ./test1.py
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcublas.so.8.0 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcudnn.so locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcufft.so.8.0 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcuda.so.1 locally
I tensorflow/stream_executor/dso_loader.cc:111] successfully opened CUDA library libcurand.so.8.0 locally
I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:925] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
I tensorflow/core/common_runtime/gpu/gpu_device.cc:951] Found device 0 with properties: 
name: GeForce GTX 1060 6GB
major: 6 minor: 1 memoryClockRate (GHz) 1.7085
pciBusID 0000:09:00.0
Total memory: 5.93GiB
Free memory: 5.51GiB""",
        expected_cause=None,
        harmless=True,
        note="2016. GitHub gist titled by its author 'tensorflow finally working with gpu': the output of his GPU test (CUDA 8 libraries opened, the NUMA notice, GeForce GTX 1060 6GB found). Only the opening of the gist is in the stored copy; the title is the confirmation that the run worked.",
        platform="linux",
    ),
)
