# ruff: noqa: E501, W291 - log lines are quoted verbatim (long, some with trailing spaces)
"""A three-hundred-and-thirty-ninth set of real logs saved in files: install notes, a GPU test's recorded output and a computing centre's example page on GitHub (2023-2025) that show TensorFlow really running on NVIDIA GPUs with alarming lines around it.

Sources: HarmMunk/CUDAInstallation (notes on installing CUDA and the NVIDIA driver on Debian
Bullseye, 2024: the cuDNN/cuFFT/cuBLAS "factory already registered" lines, then the author's
"this runs fine on the GPU"), rlogwood/gpu_tests (a saved terminal run of a TensorFlow GPU test
with a nightly TensorFlow on an RTX 5080, compute capability 12.0, 2025; the same repository's
README error block is already in the corpus, this is the later, working run in another file) and
fasrc/User_Codes (Harvard FASRC's TensorFlow multi-GPU example, 2023: the stderr lines that its
page says are printed "even when the code runs successfully", and the job's saved output, training
on four V100s). No thread is among them: each record is a file whose own text shows the outcome.

Working runs only: 3, no broken record. The install notes and saved outputs found for
TensorFlow 2.15-2.21 set-ups that failed and were then fixed were either already in the corpus
(Iwaki09/V2X_Network_Simulation, Tadashi-Sugahara/gpu_computing), already judged to lack a stated
cause (TheDingodile/ML_final's saved job outputs), or sat in
files whose repository could not be identified (an uncited copy cannot be used): a TensorFlow
2.19 libdevice/JIT note, a TensorFlow 2.15.1 "GPU fix summary" against a CUDA 13 system, a
Japanese Windows/WSL2 note, an Azure GPU checker's output. Guides that only list commands and an
expected `[PhysicalDevice(...)]` line (BrandXX/tfml-env-pub) were left out as showing no alarming
line.

At first look (the doctor of commit 884a56b) there was no broken log to name; of the 3 working
runs 2 were not flagged and 1 was flagged: the RTX 5080 run with a nightly TensorFlow, where
'Compute Capability: (12, 0)' and 'NVIDIA GeForce RTX 5080' were read as a GPU newer than the
build (compute-capability-unsupported) although the same output shows the GPU computing and every
test passing.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog

_GH = "https://github.com/"

LOGS: tuple[CorpusLog, ...] = (
    # ---------------------------------------------------------------- working
    CorpusLog(
        name="debian-bullseye-cuda-install-notes-factory-registered-runs-fine-on-gpu",
        source=_GH
        + "HarmMunk/CUDAInstallation/blob/c7a778c0fe34a857c2dcfec9637c27c82343317e/README.md",
        text=r"""E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered""",
        expected_cause=None,
        harmless=True,
        note="2024 (May). Install notes for CUDA and the NVIDIA driver on Debian Bullseye (legacy kernel-module flavour of cuda-drivers). Under 'Problems' the author quotes these three lines ('And then I got these error messages'), then adds in the same file: 'But even without Docker, this runs fine on the GPU. It seems that something required is already installed when attempting to install that same piece of software again.' Line numbers of the TensorFlow 2.15/2.16 era (cuda_dnn.cc:9261). The GPU's own lines are not quoted; the outcome is the author's statement.",
        platform="linux",
    ),
    CorpusLog(
        name="rtx5080-tf-nightly-221-dev-gpu-test-all-passed-compute-capability-12",
        source=_GH
        + "rlogwood/gpu_tests/blob/dab181e724f21e79cdad6aa93c7f6c03a728e8b2/tensorflow_run.md",
        text=r"""(.venv) ~/src/repos/gpu_tests$ . config_tf_env.sh
✅ TensorFlow GPU environment configured
LD_LIBRARY_PATH set to:
.venv/lib/python3.13/site-packages/nvidia/cublas/lib
.venv/lib/python3.13/site-packages/nvidia/cudnn/lib
.venv/lib/python3.13/site-packages/nvidia/cuda_runtime/lib
.venv/lib/python3.13/site-packages/nvidia/cufft/lib
.venv/lib/python3.13/site-packages/nvidia/curand/lib
.venv/lib/python3.13/site-packages/nvidia/cusolver/lib
.venv/lib/python3.13/site-packages/nvidia/cusparse/lib
.venv/lib/python3.13/site-packages/nvidia/cuda_nvrtc/lib
/usr/lib/x86_64-linux-gnu

(.venv) alice@host:~/src/repos/gpu_tests$ python tensorflow_cuda_test.py 

======================================================================
TensorFlow CUDA/GPU Test Program
======================================================================

TensorFlow Version: 2.21.0-dev20251126
Python Version: 3.13.9
======================================================================
GPU AVAILABILITY TEST
======================================================================
✅ GPU(s) detected: 1 device(s)
======================================================================
GPU INFORMATION
======================================================================
Number of GPUs: 1

GPU 0:
  Device: /physical_device:GPU:0
  Device Type: GPU
  Compute Capability: (12, 0)
  Name: NVIDIA GeForce RTX 5080
  Memory Growth: None

TensorFlow Version: 2.21.0-dev20251126
Built with CUDA: True
GPU Support Available: True
======================================================================
GPU COMPUTATION TEST
======================================================================
Creating two 5000x5000 random matrices...

Performing matrix multiplication on GPU...
✅ GPU computation completed in 0.0382 seconds

Comparing with CPU computation...
CPU computation completed in 0.1333 seconds

🚀 GPU Speedup: 3.49x faster than CPU

Verifying correctness with smaller matrices...
Maximum difference between CPU and GPU results: 1.18e-02
✅ Results match (within tolerance for TF32 execution)!
======================================================================
TENSOR OPERATIONS TEST
======================================================================
Test 1: Basic tensor operations...
  Addition: [ 3.  5.  7.  9. 11.]
  Multiplication: [ 2.  6. 12. 20. 30.]

Test 2: Neural network operations...
  Input shape: (32, 10)
  Output shape: (32, 5)
  ✅ Neural network operations work!

Test 3: Gradient computation...
  Variable created: (5, 5)
  Gradient computed: True
  Gradient shape: (5, 5)
  ✅ Gradient computation works!
======================================================================
KERAS MODEL TEST
======================================================================
Creating a simple neural network...
Model created with 9729 parameters
Training model for 3 epochs...
✅ Training completed in 0.7144 seconds
Final loss: 0.6724
Final accuracy: 0.5940

Test predictions shape: (10, 1)
✅ Keras model works on GPU!
======================================================================
MIXED PRECISION TEST
======================================================================
Current mixed precision policy: float32
New mixed precision policy: mixed_float16
Input dtype: <dtype: 'float32'>
Output dtype: <dtype: 'float16'>
Weights dtype: float32
✅ Mixed precision works!
======================================================================
MNIST DATA TEST
Verifying Keras nightly is installed with TensorFlow nightly...
Training set shape: (60000, 28, 28)
Test set shape:     (10000, 28, 28)
✅ MNIST dataset loaded successfully!
======================================================================
TEST SUMMARY
======================================================================
✅ All tests passed!
Your TensorFlow CUDA installation is working correctly.
======================================================================""",
        expected_cause=None,
        harmless=True,
        note="2025 (November). A saved terminal run of the repository's TensorFlow test with tf-nightly 2.21.0-dev20251126 and pip's NVIDIA libraries put on LD_LIBRARY_PATH by the repository's config_tf_env.sh, on an RTX 5080 (compute capability 12.0) under Ubuntu 24.04. The output itself shows the GPU at work: 'GPU computation completed in 0.0382 seconds', 'GPU Speedup: 3.49x faster than CPU', 'Keras model works on GPU!', 'All tests passed!'. The README of the same repository says the nightly build 'resolves' the CUDA_ERROR_INVALID_PTX failure of the release build on this card (that earlier error block is already a record of the corpus). The test script sets TF_CPP_MIN_LOG_LEVEL=2, so no C++ log lines appear; the compute capability 12.0 line is what might alarm.",
        platform="linux",
    ),
    CorpusLog(
        name="fasrc-singularity-tf-multi-gpu-v100-factory-registered-example-trains",
        source=_GH
        + "fasrc/User_Codes/blob/7331c0ad576bf93886615d689cb0f6bb6526984c/AI/TensorFlow/Example3/README.md",
        text=r"""2023-10-24 19:23:54.822118: E tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:9342] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
2023-10-24 19:23:54.822162: E tensorflow/compiler/xla/stream_executor/cuda/cuda_fft.cc:609] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
2023-10-24 19:23:54.826110: E tensorflow/compiler/xla/stream_executor/cuda/cuda_blas.cc:1518] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
2023-10-24 19:23:55.224814: I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 AVX512F FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2023-10-24 19:23:59.486160: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/device:GPU:0 with 31141 MB memory:  -> device: 0, name: Tesla V100-PCIE-32GB, pci bus id: 0000:06:00.0, compute capability: 7.0
2023-10-24 19:23:59.487094: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/device:GPU:1 with 31141 MB memory:  -> device: 1, name: Tesla V100-PCIE-32GB, pci bus id: 0000:2f:00.0, compute capability: 7.0
2023-10-24 19:23:59.487942: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/device:GPU:2 with 31141 MB memory:  -> device: 2, name: Tesla V100-PCIE-32GB, pci bus id: 0000:86:00.0, compute capability: 7.0
2023-10-24 19:23:59.488764: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1886] Created device /job:localhost/replica:0/task:0/device:GPU:3 with 31141 MB memory:  -> device: 3, name: Tesla V100-PCIE-32GB, pci bus id: 0000:d8:00.0, compute capability: 7.0
2023-10-24 19:24:05.807968: I tensorflow/compiler/xla/service/service.cc:168] XLA service 0x14f675ac6710 initialized for platform CUDA (this does not guarantee that XLA will be used). Devices:
2023-10-24 19:24:05.808018: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (0): Tesla V100-PCIE-32GB, Compute Capability 7.0
2023-10-24 19:24:05.808031: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (1): Tesla V100-PCIE-32GB, Compute Capability 7.0
2023-10-24 19:24:05.808041: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (2): Tesla V100-PCIE-32GB, Compute Capability 7.0
2023-10-24 19:24:05.808051: I tensorflow/compiler/xla/service/service.cc:176]   StreamExecutor device (3): Tesla V100-PCIE-32GB, Compute Capability 7.0
2023-10-24 19:24:05.821196: I tensorflow/compiler/mlir/tensorflow/utils/dump_mlir_util.cc:269] disabling MLIR crash reproducer, set env var `MLIR_CRASH_REPRODUCER_DIRECTORY` to enable.
2023-10-24 19:24:05.859640: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:442] Loaded cuDNN version 8600
2023-10-24 19:24:05.863727: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:442] Loaded cuDNN version 8600
2023-10-24 19:24:05.867418: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:442] Loaded cuDNN version 8600
2023-10-24 19:24:05.870285: I tensorflow/compiler/xla/stream_executor/cuda/cuda_dnn.cc:442] Loaded cuDNN version 8600
2023-10-24 19:24:05.973099: I ./tensorflow/compiler/jit/device_compiler.h:186] Compiled cluster using XLA!  This line is logged at most once for the lifetime of the process.
Number of devices: 4
Epoch 1/2
1563/1563 - 13s - loss: 0.2268 - sparse_categorical_accuracy: 0.9312 - val_loss: 0.1302 - val_sparse_categorical_accuracy: 0.9592 - 13s/epoch - 8ms/step
Epoch 2/2
1563/1563 - 8s - loss: 0.0948 - sparse_categorical_accuracy: 0.9713 - val_loss: 0.1051 - val_sparse_categorical_accuracy: 0.9678 - 8s/epoch - 5ms/step
313/313 - 1s - loss: 0.1106 - sparse_categorical_accuracy: 0.9659 - 1s/epoch - 4ms/step""",
        expected_cause=None,
        harmless=True,
        note="2023 (October). Harvard FASRC's multi-GPU TensorFlow example (tensorflow/tensorflow:latest-gpu pulled into Singularity, TensorFlow 2.14 by the neighbouring example's output). The page says: 'Even when the code runs successfuly, errors may be printed to the standard error file tf_multi.err. For example:' and quotes the first block (factory-already-registered lines, four V100s created, XLA, cuDNN 8600); the rest is the job's saved tf_multi.out from the same directory, training two epochs with 'Number of devices: 4'. The two were joined as one paste (stderr, then stdout).",
        platform="linux",
    ),
)
