# ruff: noqa: E501, W291, E101 - log lines are quoted verbatim (long, some with trailing spaces or tabs)
"""A thirty-eighth set of real logs, gathered apart and first scored unseen (non-GitHub part).

The part asked for English forum threads (TensorFlow Forum, NVIDIA forums, Reddit, Kaggle,
Ask Ubuntu and the like) and blog posts. The stored page index held no readable forum thread
on this subject (earlier sets found the same), so the records here are author-written
troubleshooting notes: blog-like "problem, then what fixed it" files kept in personal or
project repositories, where the author shows the error and says what fixed it.

Broken set-ups: cuDNN (and cuBLAS) failing until memory growth was turned on, a partially
upgraded NVIDIA driver (a driver library of another version missing, no catalogue cause), a
Python too new for any TensorFlow wheel, an RTX 5080 newer than the release build (PTX failing
to load), a CPU-only TensorFlow on Windows, TensorFlow 2.2 wanting CUDA 10.1 DLLs next to
CUDA 10.0, and CUDA_VISIBLE_DEVICES="" set on purpose.

Working runs: the NUMA-node, CPU-instruction and created-device lines of a working RTX 2070,
each marked "no impact" by the author.

At first look (the doctor of commit 4ca0336) the cause of 5 of the 8 broken logs was named,
all first; the working run was not flagged. Misses: tensorflow_self_check.py's "does not
include GPU support", "Blas GEMM launch failed" with the GPU's memory mostly taken, and a
driver library of another version missing (no catalogue cause). After the changes made from
it: 7/8, the working run still not flagged.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- broken
    CorpusLog(
        name="notes-cudnn-handle-internal-error-fixed-by-allow-growth",
        source=_GH
        + "Zong-Xi/Deep-Learning-env-setup/blob/4378ce205e2a66a38f686f51b06115e38283081d/TensorFlow_gpu_problem.md",
        text=r"""# TensorFLow-gpu Problem

## training using tensorflow-gpu: keras with cudnn problem

## Description
- cudnn install: done
- LD_LIBRARY_PATH setting: done
- when training, print out error message 

## Error Message:
```
E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR2020-01-16 00:25:55.901231: 
E tensorflow/stream_executor/cuda/cuda_dnn.cc:329] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR2020-01-16 00:25:55.901300: W tensorflow/core/common_runtime/base_collective_executor.cc:216] BaseCollectiveExecutor::StartAbort Unknown: Failed to get convolution algorithm. 
This is probably because cuDNN failed to initialize, so try looking to see if a warning log message was printed above.
```""",
        expected_cause="memory-growth-disabled",
        note="Author's own troubleshooting note (blog-like file in a personal repository, 2020), not a forum thread. Under 'How to solve' the author gives the fix they used: 'config.gpu_options.allow_growth = True' (TF 1.x and 2.x forms). The <br> lines of the markdown were dropped.",
        platform="linux",
    ),
    CorpusLog(
        name="notes-libnvidia-fatbinaryloader-missing-partial-driver-upgrade",
        source=_GH
        + "Sanster/notes/blob/119df2d4528dfea82961fb633b1cb5f39be884da/linux/nvidia_driver.md",
        text=r"""Tensorflow error:
```
...
libnvidia-fatbinaryloader.so.384.111 not found
...
```""",
        expected_cause=None,
        note="Author's own note (personal notes repository, about 2018). Fix stated: 'Install driver version required by Tensorflow: sudo apt install nvidia-384=384.111-0ubuntu0.16.04.1', i.e. the NVIDIA driver packages were of mixed versions (a driver library of version 384.111 missing); no catalogue cause fits exactly (nearest: driver-library-mismatch, which is about the kernel module). Weak evidence: one error line, rest cut by the author.",
        platform="linux",
    ),
    CorpusLog(
        name="notes-python-314-no-matching-distribution-tensorflow",
        source=_GH
        + "m25de1017-KeshavRathi/DeepLearning-Project-Handwritten-Equation-Solver/blob/eb89a342f2e9ddb777153f62521dbc38d9fabe0d/QUICK_FIX.md",
        text=r"""# 🚨 Quick Fix: Python 3.14 Compatibility Issue

## ⚠️ Problem

You're seeing this error:
```
ERROR: Could not find a version that satisfies the requirement tensorflow
ERROR: No matching distribution found for tensorflow
```""",
        expected_cause="python-version-unsupported",
        note="Project's own quick-fix note (2025, macOS with Homebrew): 'Root Cause: You have Python 3.14, which TensorFlow does NOT support yet', fixed by creating the venv with Python 3.12. The cause is stated in the note itself, after the quoted problem; the paste does not name the Python version. Weak: a how-to note rather than a report.",
        platform="macos",
    ),
    CorpusLog(
        name="notes-blas-gemm-launch-failed-gpu-memory-mostly-taken",
        source=_GH
        + "5loaves-2fish-12basckets/ADF_studies/blob/395bf3fb900f4badc6c7eb60186e09c097041274/doc/tensorflow/README.md",
        text=r"""* [2019 Feb. 20]
It seems that tensorflow fails when GPU only has 10% memory available
```
InternalError: Blas GEMM launch failed : a.shape=(10, 9), b.shape=(9, 64), m=10, n=64, k=9
	 [[{{node dense/MatMul}} = MatMul[T=DT_FLOAT, transpose_a=false, transpose_b=false, _device="/job:localhost/replica:0/task:0/device:GPU:0"](_arg_dense_input_0_0/_21, dense/MatMul/ReadVariableOp)]]
Or:
GPU Sync error
```
when trying 1_learn_and_use_ML/Regression up to 
{
example_batch = normed_train_data[:10]
example_result = model.predict(example_batch)
}""",
        expected_cause="memory-growth-disabled",
        consequences=frozenset({"gpu-out-of-memory"}),
        note="Author's own study notes (2019, TF 1.x tutorials). The entry goes on: '==> solotion: tensorflow memory allocation' with 'config.gpu_options.allow_growth = True' and 'per_process_gpu_memory_fraction = 0.4'. The GPU had little free memory (shared machine); labelled like the other records fixed by turning memory growth on. OS not stated (Linux assumed).",
        platform="linux",
    ),
    CorpusLog(
        name="notes-rtx-5080-invalid-ptx-fixed-by-tf-nightly",
        source=_GH + "rlogwood/gpu_tests/blob/1d017a03db4ff2b1fd1864308ca7a14440a14776/README.md",
        text=r"""# GPU Tests for Ubuntu 25.10 w/ Nvidia 5080 

### Error:
```
Performing matrix multiplication on GPU...
W0000 00:00:1764044088.195750   20660 gpu_device.cc:2431] TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.
I0000 00:00:1764044088.197440   20660 gpu_device.cc:2020] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 11463 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 5080, pci bus id: 0000:01:00.0, compute capability: 12.0
2025-11-24 23:14:48.524495: W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, data)' failed with 'CUDA_ERROR_INVALID_PTX'
```""",
        expected_cause="compute-capability-unsupported",
        consequences=frozenset({"compute-capability-ptx-jit"}),
        note="Author's own test repository README (November 2025, Ubuntu 25.10, RTX 5080): 'Using the nightly build of tensorflow as of 11/24/25 resolves the following problem' (the release TensorFlow had no kernels for compute capability 12.0 and its PTX failed to load). The author's summary between the title and the error block (quoted from an assistant) was left out.",
        platform="linux",
    ),
    CorpusLog(
        name="notes-windows-self-check-installed-tensorflow-has-no-gpu-support",
        source=_GH
        + "xiemingzhi/tensorflowproject/blob/08307c5e165772b185ed84d67040f3d13a6c3061/README.md",
        text=r"""### Problem
```
TensorFlow successfully installed.
The installed version of TensorFlow does not include GPU support.
```""",
        expected_cause="tensorflow-cpu-only-build",
        note="Author's own troubleshooting section (2020, Windows, Anaconda; the env had been made with 'conda install -n mlspace -c conda-forge tensorflow'). Output of tensorflow_self_check.py. Solution given: a new environment with 'pip install tensorflow-gpu', after which 'tensorflow_test.py gpu' ran. Short paste: the self-check message only.",
        platform="windows",
    ),
    CorpusLog(
        name="notes-windows-gtx1650-tf22-wants-cuda-101-has-cuda-100",
        source=_GH
        + "xiemingzhi/tensorflowproject/blob/08307c5e165772b185ed84d67040f3d13a6c3061/README.md",
        text=r"""### Problem
```
2020-05-08 09:43:45.925986: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1561] Found device 0 with properties:
pciBusID: 0000:01:00.0 name: GeForce GTX 1650 computeCapability: 7.5
coreClock: 1.74GHz coreCount: 14 deviceMemorySize: 4.00GiB deviceMemoryBandwidth: 119.24GiB/s
2020-05-08 09:43:45.934640: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: cudart64_101.dll not found
2020-05-08 09:43:45.940137: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cublas64_10.dll'; dlerror: cublas64_10.dll not found
2020-05-08 09:43:45.948258: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cufft64_10.dll'; dlerror: cufft64_10.dll not found
2020-05-08 09:43:45.953019: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'curand64_10.dll'; dlerror: curand64_10.dll not found
2020-05-08 09:43:45.958048: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cusolver64_10.dll'; dlerror: cusolver64_10.dll not found
2020-05-08 09:43:45.963572: W tensorflow/stream_executor/platform/default/dso_loader.cc:55] Could not load dynamic library 'cusparse64_10.dll'; dlerror: cusparse64_10.dll not found
2020-05-08 09:43:45.967769: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudnn64_7.dll
2020-05-08 09:43:45.972048: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1598] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
```""",
        expected_cause="cuda-libraries-missing",
        note="Same author's troubleshooting section (May 2020, Windows). tensorflow-gpu 2.2.0 wanted the CUDA 10.1 DLLs while the machine had CUDA 10.0 ('in my case the version installed is cudart64_100.dll', said for the preceding entry). Solution given: a new env with 'pip install tensorflow-gpu==1.13.1' (built for CUDA 10.0), after which the GPU test ran ('Device: /gpu:0').",
        platform="windows",
    ),
    CorpusLog(
        name="notes-cuda-visible-devices-empty-cuinit-no-device",
        source=_GH
        + "awmundy/ml/blob/315f6913a079b02e908a1bd294c96e5d82431a15/warnings_descriptions.md",
        text=r"""### CUDA_ERROR_NO_DEVICE
### `E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: CUDA_ERROR_NO_DEVICE: no CUDA-capable device is detected`""",
        expected_cause="cuda-visible-devices-hides-gpus",
        note="Author's own notes on the messages of their runs (RTX 2070, Linux): 'Using os.environ['CUDA_VISIBLE_DEVICES'] = \"\" to force tensorflow to use the CPU AND have reproducibility causes this warning'. Deliberate CPU runs; the paste is the one error line only.",
        platform="linux",
    ),
    # ---------------------------------------------------------------- harmless
    CorpusLog(
        name="notes-numa-cpu-feature-created-device-rtx2070-no-impact",
        source=_GH
        + "awmundy/ml/blob/315f6913a079b02e908a1bd294c96e5d82431a15/warnings_descriptions.md",
        text=r"""## Numa node
### `I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:936] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero`

## CPU instructions optimization
### `I tensorflow/core/platform/cpu_feature_guard.cc:151] This TensorFlow binary is optimized with oneAPI Deep Neural Network Library (oneDNN) to use the following CPU instructions in performance-critical operations:  SSE4.1 SSE4.2 AVX AVX2 FMA To enable them in other operations, rebuild TensorFlow with the appropriate compiler flags.`

### GPU device "creation"
### `I tensorflow/core/common_runtime/gpu/gpu_device.cc:1525] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 6646 MB memory:  -> device: 0, name: NVIDIA GeForce RTX 2070, pci bus id: 0000:01:00.0, compute capability: 7.5`""",
        expected_cause=None,
        harmless=True,
        note="Same author's notes: each message investigated and marked 'Impact: None' (NUMA: 'not relevant in the single GPU case'; the CPU notice; the created GPU device). A working GPU set-up whose start-up lines the author chose to silence. The author's explanation bullets were left out.",
        platform="linux",
    ),
)
