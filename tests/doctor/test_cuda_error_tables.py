# ruff: noqa: E501 - the table quotes each code's name and words whole
"""CUDA's own error codes that speak of the set-up, read the same by the driver API's name
(cuda.h's CUresult) and by the runtime's words (cudaGetErrorString)."""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.collect import explain_log_report

# (the driver API's name, the runtime's words, the finding): the names from cuda.h's CUresult
# and the words as libcudart 13.0's cudaGetErrorString returns them for the same codes
# (https://docs.nvidia.com/cuda/cuda-runtime-api/group__CUDART__TYPES.html); RUNTIME_NAMES below
# has the runtime's own name of each (cudaGetErrorName).
TWINS = [
    ("CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER", "API call is not supported in the installed CUDA driver", "driver-too-old"),
    ("CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "the provided PTX was compiled with an unsupported toolchain.", "driver-too-old"),
    ("CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal", "requested-gpu-missing"),
    ("CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed", "compute-capability-unsupported"),
    ("CUDA_ERROR_NO_BINARY_FOR_GPU", "no kernel image is available for execution on the device", "compute-capability-unsupported"),
    ("CUDA_ERROR_INVALID_IMAGE", "device kernel image is invalid", "compute-capability-unsupported"),
    ("CUDA_ERROR_NVLINK_UNCORRECTABLE", "uncorrectable NVLink error detected during the execution", "gpu-hardware-fault"),
    ("CUDA_ERROR_SHARED_OBJECT_INIT_FAILED", "shared object initialization failed", "cuinit-unknown-error"),
    ("CUDA_ERROR_DEVICE_UNAVAILABLE", "CUDA-capable device(s) is/are busy or unavailable", "gpu-exclusive-process-busy"),
    ("CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE", "forward compatibility was attempted on non supported HW", "driver-too-old"),
]  # fmt: skip


def _first(line: str) -> str | None:
    found = [f.id for f in explain_log_report([line]).findings if not f.harmless]
    return found[0] if found else None


@pytest.mark.parametrize(("name", "words", "finding"), TWINS)
def test_a_code_is_read_the_same_by_its_name_and_its_words(name, words, finding):
    assert _first(f"Internal: {name}: x") == finding
    assert _first(f"RuntimeError: CUDA error: {words}") == finding


# The runtime's names for the same codes, as libcudart 13.0's cudaGetErrorName returns them
# (read with ctypes from /usr/local/cuda-13.0/lib/libcudart.so.13), by the driver API's name.
RUNTIME_NAMES = {
    "CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER": "cudaErrorCallRequiresNewerDriver",
    "CUDA_ERROR_UNSUPPORTED_PTX_VERSION": "cudaErrorUnsupportedPtxVersion",
    "CUDA_ERROR_INVALID_DEVICE": "cudaErrorInvalidDevice",
    "CUDA_ERROR_INVALID_PTX": "cudaErrorInvalidPtx",
    "CUDA_ERROR_NO_BINARY_FOR_GPU": "cudaErrorNoKernelImageForDevice",
    "CUDA_ERROR_INVALID_IMAGE": "cudaErrorInvalidKernelImage",
    "CUDA_ERROR_NVLINK_UNCORRECTABLE": "cudaErrorNvlinkUncorrectable",
    "CUDA_ERROR_SHARED_OBJECT_INIT_FAILED": "cudaErrorSharedObjectInitFailed",
    "CUDA_ERROR_DEVICE_UNAVAILABLE": "cudaErrorDevicesUnavailable",
    "CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE": "cudaErrorCompatNotSupportedOnDevice",
}


@pytest.mark.parametrize(("name", "words", "finding"), TWINS)
def test_a_code_is_read_the_same_by_the_runtimes_name(name, words, finding):
    assert _first(f"RuntimeError: {RUNTIME_NAMES[name]}") == finding


@pytest.mark.parametrize(
    ("runtime_name", "words", "finding"),
    [
        ("cudaErrorInsufficientDriver", "CUDA driver version is insufficient for CUDA runtime version", "driver-too-old"),
        ("cudaErrorNoDevice", "no CUDA-capable device is detected", "cuda-visible-devices-hides-gpus"),
    ],
)  # fmt: skip
def test_codes_read_by_their_words_are_read_by_the_runtimes_name_too(runtime_name, words, finding):
    assert _first(f"RuntimeError: {words}") == finding
    assert _first(f"RuntimeError: {runtime_name}") == finding
    # cuda-python's CUDAError names it without its prefix
    # (https://github.com/NVIDIA/cutlass/issues/2866)
    if runtime_name == "cudaErrorInsufficientDriver":
        assert _first("I find the error CUDAError InsufficientDriver.") == finding


def test_the_stub_library_by_the_runtimes_name():
    stub = [f.id for f in explain_log_report(["cudaErrorStubLibrary"]).findings]
    assert "no-nvidia-driver" in stub


def test_the_stub_library_and_an_unknown_error_in_the_runtimes_words():
    stub = [f.id for f in explain_log_report(["CUDA driver is a stub library"]).findings]
    assert "no-nvidia-driver" in stub
    assert _first("RuntimeError: CUDA error: unknown error") == "cuinit-unknown-error"
    assert _first("The script printed an unknown error") is None


# NVML's NVML_ERROR_DRIVER_NOT_LOADED as pynvml raises it (https://github.com/wookayin/gpustat/
# issues/110: "the driver module is not loaded by the Linux kernel") and as nvidia-smi prints it
NVML_NOT_LOADED = [
    "pynvml.NVMLError_DriverNotLoaded: Driver Not Loaded",
    "Failed to initialize NVML: Driver Not Loaded",
]


@pytest.mark.parametrize("line", NVML_NOT_LOADED)
def test_nvmls_driver_not_loaded_is_the_kernel_module_not_running(line):
    assert _first(line) == "driver-not-loaded"


# nvidia-ml-py 13.615.71's pynvml.py: its class names ("NVMLError_" + the code's name) and NVML's
# words for the codes (NVMLError._errcode_to_string)
NVML_TWINS = [
    ("NVMLError_LibraryNotFound", "NVML Shared Library Not Found", "no-nvidia-driver"),
    ("NVMLError_LibRmVersionMismatch", "RM has detected an NVML/RM version mismatch.", "driver-library-mismatch"),
    ("NVMLError_NoPermission", "Insufficient Permissions", "gpu-device-permission-denied"),
    ("NVMLError_GpuIsLost", "GPU is lost", "gpu-hardware-fault"),
    ("NVMLError_InsufficientPower", "Insufficient External Power", "gpu-hardware-fault"),
    ("NVMLError_CorruptedInforom", "Corrupted infoROM", "gpu-hardware-fault"),
    ("NVMLError_ResetRequired", "GPU requires restart", "gpu-hardware-fault"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "words", "finding"), NVML_TWINS)
def test_an_nvml_error_as_pynvml_raises_it(name, words, finding):
    found = [f.id for f in explain_log_report([f"pynvml.{name}: {words}"]).findings]
    assert finding in found


def test_nvmls_unknown_error_by_pynvmls_name_is_no_containers():
    # a driver a Windows update broke (https://github.com/iperov/DeepFaceLab/issues/191)
    line = "gpufmkmgr.pynvml.NVMLError_Unknown: Unknown Error"
    assert "container-lost-gpu-access" not in [f.id for f in explain_log_report([line]).findings]


# cuDNN 9's cudnnStatus_t (cudnn_graph.h) and cuBLAS's cublasStatus_t (cublas_api.h) names that
# give their reason, after XLA's "Could not create cudnn handle:"
HANDLE = (
    "E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:535] Could not create cudnn handle: "
)
STATUSES = [
    ("CUDNN_STATUS_ARCH_MISMATCH", "compute-capability-too-old"),
    ("CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH", "compute-capability-too-old"),
    ("CUBLAS_STATUS_ARCH_MISMATCH", "compute-capability-too-old"),
    ("CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDA_DRIVER", "driver-too-old"),
    ("CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDART", "cudnn-version-mismatch"),
    ("CUDNN_STATUS_INTERNAL_ERROR", "memory-growth-disabled"),
]  # fmt: skip


@pytest.mark.parametrize(("status", "finding"), STATUSES)
def test_a_status_that_names_its_reason_is_read_before_the_memory(status, finding):
    assert _first(HANDLE + status) == finding


@pytest.mark.parametrize(
    ("line", "finding"),
    [
        # https://github.com/numba/numba/issues/8961: a driver older than the toolkit's PTX
        ("numba.cuda.cudadrv.driver.LinkerError: [222] Call to cuLinkAddData results in UNKNOWN_CUDA_ERROR", "driver-too-old"),
        ("numba.cuda.cudadrv.driver.CudaAPIError: [804] Call to cuInit results in UNKNOWN_CUDA_ERROR", "driver-too-old"),
        ("numba.cuda.cudadrv.driver.CudaAPIError: [209] Call to cuModuleLoadDataEx results in UNKNOWN_CUDA_ERROR", "compute-capability-unsupported"),
        # A code that says nothing of the set-up (1, CUDA_ERROR_INVALID_VALUE)
        ("numba.cuda.cudadrv.driver.CudaAPIError: [1] Call to cuInit results in UNKNOWN_CUDA_ERROR", None),
        # A name numba knows is read by the name (the number is not needed)
        ("numba.cuda.cudadrv.driver.CudaAPIError: [222] Call to cuLinkAddData results in CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "driver-too-old"),
    ],
)  # fmt: skip
def test_numbas_numbered_codes_are_read_by_their_number(line, finding):
    assert _first(line) == finding


def test_the_toolkits_nvvm_missing_is_a_cuda_library_missing():
    # numba with CUDA_HOME set to a list of paths (https://github.com/numba/numba/issues/9216)
    line = "OSError: libnvvm.so: cannot open shared object file: No such file or directory"
    assert _first(line) == "cuda-libraries-missing"
