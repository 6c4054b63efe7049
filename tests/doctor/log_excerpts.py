# ruff: noqa: E501 - log lines are quoted verbatim
"""Real TensorFlow log excerpts from public issue threads, each with its source.

Lines are quoted as the reporters posted them (long repeated runs shortened); the expected
findings are what a person who knows these messages would conclude.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Excerpt:
    name: str
    source: str
    text: str
    blocking: frozenset[str] = frozenset()
    warnings: frozenset[str] = frozenset()
    harmless: frozenset[str] = frozenset()


def _s(*ids: str) -> frozenset[str]:
    return frozenset(ids)


EXCERPTS: tuple[Excerpt, ...] = (
    Excerpt(
        "a running container lost its GPUs after systemctl daemon-reload (nvidia-container-toolkit#1227)",
        "https://github.com/NVIDIA/nvidia-container-toolkit/issues/1227",
        """On a gpu working node, running `systemctl daemon-reload` cause all running gpu containers to lost gpu devices.
(container) $ nvidia-smi -L
Failed to initialize NVML: Unknown Error""",
        blocking=_s("container-lost-gpu-access"),
    ),
    Excerpt(
        "SELinux refuses a GPU container's device files on Fedora (nvidia-container-toolkit#33)",
        "https://github.com/NVIDIA/nvidia-container-toolkit/issues/33",
        """~ ❯❯❯ docker run --rm --gpus all --runtime nvidia nvidia/cuda:11.0.3-base-ubuntu20.04 nvidia-smi
Failed to initialize NVML: Insufficient Permissions""",
        blocking=_s("gpu-device-permission-denied"),
    ),
    Excerpt(
        "nvidia-container-cli refused by NVML's permissions (containerd#6042, its title)",
        "https://github.com/containerd/containerd/issues/6042",
        """initialization error: nvml error: insufficient permissions: unknown""",
        blocking=_s("gpu-device-permission-denied"),
    ),
    Excerpt(
        "WSL2 Docker, Windows driver 555 and an older container toolkit (tensorflow#68710)",
        "https://github.com/tensorflow/tensorflow/issues/68710",
        """2024-05-27 18:05:30.149964: I tensorflow/core/platform/cpu_feature_guard.cc:210] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
2024-05-27 18:05:31.089452: E external/local_xla/xla/stream_executor/cuda/cuda_driver.cc:282] failed call to cuInit: CUDA_ERROR_NOT_FOUND: named symbol not found
[]""",
        blocking=_s("wsl-container-toolkit-too-old"),
        harmless=_s("cpu-instructions-info"),
    ),
    Excerpt(
        "tf-2.21-no-driver (this machine, `python -c 'import tensorflow'`)",
        "recorded with TensorFlow 2.21.0 on a host without NVIDIA driver",
        """WARNING: All log messages before absl::InitializeLog() is called are written to STDERR
I0000 00:00:1795376637.635757   19425 cudart_stub.cc:31] Could not find cuda drivers on your machine, GPU will not be used.
I0000 00:00:1795376637.722227   19425 cpu_feature_guard.cc:227] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
To enable the following instructions: AVX2 FMA, in other operations, rebuild TensorFlow with the appropriate compiler flags.
E0000 00:00:1795376642.597626   19425 cuda_platform.cc:52] failed call to cuInit: INTERNAL: CUDA error: Failed call to cuInit: UNKNOWN ERROR (303)""",
        # cudart_stub.cc prints its line when libcudart does not load (this wheel has no CUDA
        # runtime); cuInit's 303 is TensorFlow's libcuda stub finding no driver library.
        blocking=_s("cuda-libraries-missing", "cuinit-unknown-error"),
        harmless=_s("cpu-instructions-info"),
    ),
    Excerpt(
        "libcuda missing, TF 2.x (secretflow)",
        "https://github.com/secretflow/secretflow/issues/255",
        """2023-01-09 14:54:41.439038: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or directory
2023-01-09 14:54:41.439076: W tensorflow/stream_executor/cuda/cuda_driver.cc:263] failed call to cuInit: UNKNOWN ERROR (303)""",
        blocking=_s("no-nvidia-driver"),
    ),
    Excerpt(
        "cuInit 303 alone (medaka on a CPU node)",
        "https://github.com/nanoporetech/medaka/issues/214",
        """[23:28:14 - Predict] Setting tensorflow threads to 32.
2020-10-08 23:28:14.726991: E tensorflow/stream_executor/cuda/cuda_driver.cc:313] failed call to cuInit: UNKNOWN ERROR (303)
[23:28:14 - Predict] Processing 1 long region(s) with batching.""",
        blocking=_s("cuinit-unknown-error"),
    ),
    Excerpt(
        "kernel module and libcuda of different versions",
        "https://github.com/tensorflow/tensorflow/issues/4349",
        """2021-10-16 14:56:09.420644: E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE: forward compatibility was attempted on non supported HW
2021-10-16 14:56:09.420758: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:200] libcuda reported version is: 470.57.2
2021-10-16 14:56:09.420782: I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:204] kernel reported version is: 460.91.3
2021-10-16 14:56:09.420791: E tensorflow/stream_executor/cuda/cuda_diagnostics.cc:313] kernel version 460.91.3 does not match DSO version 470.57.2 -- cannot find working devices in this configuration""",
        blocking=_s("driver-library-mismatch"),
    ),
    Excerpt(
        "missing CUDA 11 libraries, TF 2.9",
        "https://github.com/JdeRobot/BehaviorMetrics/issues/385",
        """tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcusolver.so.11'; dlerror: libcusolver.so.11: cannot open shared object file: No such file or directory; LD_LIBRARY_PATH: /usr/local/lib/python3.7/dist-packages/cv2/../../lib64:/opt/ros/noetic/lib
2022-07-10 15:08:09.276131: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory
2022-07-10 15:08:09.276917: W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. Please make sure the missing libraries mentioned above are installed properly if you would like to use GPU. Follow the guide at https://www.tensorflow.org/install/gpu for how to download and setup the required libraries for your platform.
Skipping registering GPU devices...
2022-07-10 15:08:09.417411: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:939] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero""",
        blocking=_s("cuda-libraries-missing"),
        harmless=_s("numa-node-warning"),
    ),
    Excerpt(
        "cuDNN 9.1 loaded, 9.3 needed",
        "https://github.com/tensorflow/tensorflow/issues/60913",
        """E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version and equal or higher minor version. If using a binary install, upgrade your CuDNN library.  If building from sources, make sure the library loaded at runtime is compatible with the version specified during compile configuration.
2025-02-04 20:38:50.230519: W tensorflow/core/framework/op_kernel.cc:1841] OP_REQUIRES failed at xla_ops.cc:577 : FAILED_PRECONDITION: DNN library initialization failed. Look at the errors above for more details.""",
        blocking=_s("cudnn-version-mismatch"),
    ),
    Excerpt(
        "harmless start-up noise of TF 2.15-2.17 (kohya_ss)",
        "https://github.com/bmaltais/kohya_ss/issues/2794",
        """ E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:9261] Unable to register cuDNN factory: Attempting to register factory for plugin cuDNN when one has already been registered
 E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:607] Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one has already been registered
 E external/local_xla/xla/stream_executor/cuda/cuda_blas.cc:1515] Unable to register cuBLAS factory: Attempting to register factory for plugin cuBLAS when one has already been registered
 I tensorflow/core/platform/cpu_feature_guard.cc:182] This TensorFlow binary is optimized to use available CPU instructions in performance-critical operations.
 W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find TensorRT""",
        harmless=_s(
            "factory-already-registered-warning",
            "cpu-instructions-info",
            "tensorrt-missing-warning",
        ),
    ),
    Excerpt(
        "oneDNN notice (TF-TRT issue)",
        "https://github.com/tensorflow/tensorflow/issues/64809",
        """2024-03-30 14:29:58.668656: I tensorflow/core/util/port.cc:113] oneDNN custom operations are on. You may see slightly different numerical results due to floating-point round-off errors from different computation orders. To turn them off, set the environment variable `TF_ENABLE_ONEDNN_OPTS=0`.""",
        harmless=_s("onednn-info"),
    ),
    Excerpt(
        "GPU below the minimum compute capability",
        "https://github.com/tensorflow/tensorflow/issues/23385",
        """2018-10-30 18:48:01.232945: I tensorflow/stream_executor/cuda/cuda_gpu_executor.cc:895] successful NUMA node read from SysFS had negative value (-1), but there must be at least one NUMA node, so returning NUMA node zero
Ignoring visible gpu device (device: 0, name: GeForce GTX 1070, pci bus id: 0000:01:00.0, compute capability: 6.1) with Cuda compute capability 6.1. The minimum required Cuda capability is 7.0""",
        blocking=_s("compute-capability-too-old"),
        harmless=_s("numa-node-warning"),
    ),
    Excerpt(
        "H100 and PTX JIT (TF 2.15)",
        "https://github.com/tensorflow/tensorflow/issues/62320",
        """TensorFlow was not built with CUDA kernel binaries compatible with compute capability 9.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.""",
        warnings=_s("compute-capability-ptx-jit"),
    ),
    Excerpt(
        "RTX 5080 (Blackwell), INVALID_PTX",
        "https://github.com/tensorflow/tensorflow/issues/99592",
        """W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, data)' failed with 'CUDA_ERROR_INVALID_PTX'
W tensorflow/compiler/mlir/tools/kernel_gen/tf_gpu_runtime_wrappers.cc:40] 'cuModuleGetFunction(&function, module, kernel_name)' failed with 'CUDA_ERROR_INVALID_HANDLE'""",
        blocking=_s("compute-capability-unsupported"),
    ),
    Excerpt(
        "RTX 5080, compute capability 12.0 warning",
        "https://github.com/tensorflow/tensorflow/issues/97387",
        """W0000 00:00:1753232013.685876   24341 gpu_device.cc:2431] TensorFlow was not built with CUDA kernel binaries compatible with compute capability 12.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer.""",
        blocking=_s("compute-capability-unsupported"),
        # The line alone leaves an older build's slow JIT open (talmolab/sleap#2172).
        warnings=_s("compute-capability-ptx-jit"),
    ),
    Excerpt(
        "libdevice not found",
        "https://github.com/tensorflow/tensorflow/issues/60790",
        """You can choose the search directory by setting xla_gpu_cuda_data_dir in HloModule's DebugOptions.  For most apps, setting the environment variable XLA_FLAGS=--xla_gpu_cuda_data_dir=/path/to/cuda will work.
2023-06-06 21:40:11.673259: W tensorflow/compiler/xla/service/gpu/llvm_gpu_backend/gpu_backend_lib.cc:274] libdevice is required by this HLO module but was not found at ./libdevice.10.bc
2023-06-06 21:40:11.673658: W tensorflow/core/framework/op_kernel.cc:1830] OP_REQUIRES failed at xla_ops.cc:362 : INTERNAL: libdevice not found at ./libdevice.10.bc""",
        blocking=_s("xla-libdevice-missing"),
    ),
    Excerpt(
        "out of memory",
        "https://github.com/Azure/MachineLearningNotebooks/issues/880",
        """ResourceExhaustedError: 2 root error(s) found.
  (0) Resource exhausted: OOM when allocating tensor with shape[16,112,112,147] and type float on /job:localhost/replica:0/task:0/device:GPU:0 by allocator GPU_0_bfc""",
        blocking=_s("gpu-out-of-memory"),
    ),
    Excerpt(
        "tensorflow-gpu install refused",
        "https://github.com/dionhaefner/pyhpc-benchmarks/issues/17",
        """      =========================================================
      The "tensorflow-gpu" package has been removed!

      Please install "tensorflow" instead.""",
        warnings=_s("tensorflow-gpu-package-removed"),
    ),
    Excerpt(
        "kernel module not running",
        "https://github.com/tensorflow/tensorflow/issues/394",
        """E tensorflow/stream_executor/cuda/cuda_driver.cc:466] failed call to cuInit:  CUDA_ERROR_UNKNOWN
I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:98] retrieving CUDA diagnostic information for host: host
I tensorflow/stream_executor/cuda/cuda_diagnostics.cc:136] kernel driver does not appear to be running on this host (host): /proc/driver/nvidia/version does not exist""",
        blocking=_s("driver-not-loaded"),
    ),
)
