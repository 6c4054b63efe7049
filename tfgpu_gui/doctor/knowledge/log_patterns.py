"""TensorFlow log lines and what they mean, with a public report of each.

Each pattern has a lower-case ``needle`` that a line must contain (a fast substring test done
first) and, where the needle alone is not precise enough, a regular expression. ``yield_to``
names findings that take the line over when they are also diagnosed: "failed call to cuInit:
UNKNOWN ERROR (303)" is the consequence of a missing driver when there is none, and a problem
of its own when there is one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class LogPattern:
    """One recognisable log line."""

    finding: str
    needle: str
    regex: re.Pattern[str] | None = None
    yield_to: tuple[str, ...] = ()
    source: str = ""
    hint: bool = False  # the line suggests its finding without proving it ("possibly ...")


def _re(text: str) -> re.Pattern[str]:
    return re.compile(text, re.IGNORECASE)


NO_DRIVER_SIDE = (
    "no-nvidia-driver",
    "driver-not-loaded",
    "driver-library-mismatch",
    "container-without-gpus",
)

LOG_PATTERNS: tuple[LogPattern, ...] = (
    # --- driver ---------------------------------------------------------------------------
    LogPattern(
        "container-without-gpus",
        "nvidia driver was not detected",
        source="https://github.com/NVIDIA/nvidia-docker/issues/1071",
    ),
    LogPattern(
        # CUDA_ERROR_STUB_LIBRARY: the libcuda that loaded is the toolkit's stub, no driver.
        "no-nvidia-driver",
        "failed call to cuinit",
        _re(r"failed call to cuInit: .*UNKNOWN ERROR \(34\)"),
        yield_to=("container-without-gpus",),
        source="https://github.com/cms-sw/cmssw/issues/42657",
    ),
    LogPattern(
        "no-nvidia-driver",
        "nvidia-smi",
        _re(r"nvidia-smi(?:: command not found|: No such file or directory|'? is not recognized)"),
        yield_to=("container-without-gpus",),
        source="https://github.com/tensorflow/tensorflow/issues/53383",
        hint=True,
    ),
    LogPattern(
        "driver-not-loaded",
        "nvidia-smi has failed",
        yield_to=("no-nvidia-driver", "driver-library-mismatch", "container-without-gpus"),
        source="https://github.com/GoogleCloudPlatform/compute-gpu-installation/pull/18",
        hint=True,
    ),
    LogPattern(
        "driver-not-loaded",
        "modprobe: fatal",
        _re(r"modprobe: FATAL: (?:Module )?nvidia\S* not found"),
        source="https://github.com/Witko/nvidia-xrun/issues/144",
    ),
    LogPattern(
        "driver-too-old",
        "possibly insufficient driver version",
        yield_to=("driver-library-mismatch",),
        source="https://github.com/tensorflow/tensorflow/issues/22056",
        hint=True,
    ),
    LogPattern(
        "no-nvidia-driver",
        "could not find cuda drivers on your machine",
        source="https://github.com/yanghb22-fdu/Hi3D-Official/issues/11",
    ),
    LogPattern(
        "no-nvidia-driver",
        "libcuda.so.1",
        _re(r"(could not load dynamic library|cannot open shared object).*libcuda\.so\.1"),
        source="https://github.com/haotianteng/Chiron/issues/99",
    ),
    LogPattern(
        "driver-library-mismatch",
        "does not match dso version",
        source="https://github.com/tensorflow/tensorflow/issues/4768",
    ),
    LogPattern(
        "driver-library-mismatch",
        "driver/library version mismatch",
        source="https://github.com/tensorflow/tensorflow/issues/4349",
    ),
    LogPattern(
        "driver-not-loaded",
        "kernel driver does not appear to be running",
        source="https://github.com/tensorflow/tensorflow/issues/394",
    ),
    LogPattern(
        "cuinit-unknown-error",
        "failed call to cuinit",
        _re(r"failed call to cuInit.*(UNKNOWN ERROR|CUDA_ERROR_UNKNOWN)"),
        yield_to=NO_DRIVER_SIDE,
        source="https://github.com/tensorflow/tensorflow/issues/37689",
    ),
    LogPattern(
        "no-gpu-visible",
        "cuda_error_no_device",
        yield_to=("cuda-visible-devices-hides-gpus", *NO_DRIVER_SIDE),
        source="https://github.com/Determined22/zh-NER-TF/issues/106",
    ),
    LogPattern(
        "driver-too-old",
        "driver version is insufficient for cuda runtime version",
        source="https://github.com/NVIDIA/nvidia-docker/issues/747",
    ),
    LogPattern(
        "driver-too-old",
        "cuda_error_system_driver_mismatch",
        source="https://docs.nvidia.com/cuda/cuda-driver-api/group__CUDA__TYPES.html",
    ),
    # --- GPU generation -------------------------------------------------------------------
    LogPattern(
        "compute-capability-too-old",
        "ignoring visible gpu device",
        source="https://github.com/tensorflow/tensorflow/issues/23385",
    ),
    LogPattern(
        "compute-capability-ptx-jit",
        "not built with cuda kernel binaries compatible with compute capability",
        _re(r"compatible with compute capability (?!1[0-9]\.)\d\.\d"),
        source="https://github.com/tensorflow/tensorflow/issues/62320",
    ),
    LogPattern(
        "compute-capability-unsupported",
        "not built with cuda kernel binaries compatible with compute capability 1",
        _re(r"compatible with compute capability 1[0-9]\.\d"),
        source="https://github.com/tensorflow/tensorflow/issues/97387",
    ),
    LogPattern(
        "compute-capability-unsupported",
        "cuda_error_invalid_ptx",
        source="https://github.com/tensorflow/tensorflow/issues/99592",
    ),
    LogPattern(
        "compute-capability-unsupported",
        "does not support target 'sm_1",
        source="https://github.com/tensorflow/tensorflow/issues/111958",
    ),
    LogPattern(
        "compute-capability-unsupported",
        "no kernel image is available for execution on the device",
        source="https://github.com/tensorflow/tensorflow/issues/41976",
    ),
    # --- libraries ------------------------------------------------------------------------
    LogPattern(
        "cuda-libraries-missing",
        "cannot dlopen some gpu libraries",
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/JdeRobot/BehaviorMetrics/issues/385",
    ),
    LogPattern(
        "cuda-libraries-missing",
        "could not load dynamic library",
        _re(r"could not load dynamic library '(libcu(?!da\.so\.1)\w*|libnvrtc|libnvJitLink)"),
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/orpatashnik/StyleCLIP/issues/20",
    ),
    LogPattern(
        # Windows: cudart64_110.dll, cublas64_11.dll, cudnn64_8.dll, cusolver64_11.dll ...
        "cuda-libraries-missing",
        "could not load dynamic library",
        _re(r"could not load dynamic library '(cu\w*64_\d+\.dll|nvrtc64_\w+\.dll)"),
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/tanjeffreyz/auto-maple/issues/131",
    ),
    LogPattern(
        # TensorFlow 1.x and 2.0 on Windows (python/platform/self_check.py) at import.
        "cuda-libraries-missing",
        "could not find '",
        _re(r"could not find '(cu\w*64_\d*\.dll)'"),
        source="https://github.com/tensorflow/tensorflow/issues/31701",
    ),
    LogPattern(
        # TensorFlow 1.x's loader (stream_executor/dso_loader.cc).
        "cuda-libraries-missing",
        "couldn't open cuda library",
        source="https://github.com/bazelbuild/bazel/issues/1726",
    ),
    LogPattern(
        "cuda-libraries-missing",
        "cannot open shared object file",
        _re(r"lib(?:cublas|cudart|cudnn|cufft|curand|cusolver|cusparse)\S*: cannot open shared"),
        yield_to=("and-cuda-extra-missing",),
        source="https://github.com/tensorflow/tensorflow/issues/26209",
    ),
    LogPattern(
        "cudnn-version-mismatch",
        "loaded runtime cudnn library",
        source="https://github.com/tensorflow/tensorflow/issues/60913",
    ),
    LogPattern(
        "cudnn-version-mismatch",
        "dnn library initialization failed",
        source="https://github.com/tensorflow/tensorflow/issues/60913",
    ),
    LogPattern(
        "xla-libdevice-missing",
        "libdevice",
        _re(r"libdevice (not found|is required)|can't find libdevice directory"),
        source="https://github.com/tensorflow/tensorflow/issues/60790",
    ),
    LogPattern(
        "tensorflow-not-installed",
        "no module named 'tensorflow'",
        source="https://docs.python.org/3/library/exceptions.html#ModuleNotFoundError",
    ),
    LogPattern(
        "tensorflow-gpu-package-removed",
        'the "tensorflow-gpu" package has been removed',
        source="https://github.com/dionhaefner/pyhpc-benchmarks/issues/17",
    ),
    LogPattern(
        "tensorflow-gpu-package-removed",
        'please install "tensorflow" instead',
        source="https://github.com/exalearn/EXARL/issues/256",
    ),
    LogPattern(
        # The 2.12.0 release of tensorflow-gpu is a source package that refuses to build
        # (InvalidRequirement, metadata-generation-failed); earlier releases were wheels only.
        "tensorflow-gpu-package-removed",
        "tensorflow",
        _re(
            r"tensorflow[-_]gpu-2\.12\.0\.tar\.gz|tensorflow-gpu==2\.12\.0\b|"
            r"(?:building wheel|failed building wheel|getting requirements to build wheel) "
            r"for tensorflow[-_]gpu\b"
        ),
        source="https://github.com/tensorflow/tensorflow/issues/60074",
    ),
    LogPattern(
        # pip finds no tensorflow wheel for this interpreter: most often a Python version the
        # releases do not support; also a 32-bit Python or an unsupported platform.
        "python-version-unsupported",
        "tensorflow",
        _re(
            r"(?:No matching distribution found for|Could not find a version that satisfies "
            r"the requirement|No distributions at all found for|Could not find any downloads "
            r"that satisfy the requirement) tensorflow(?![-_\w])"
        ),
        yield_to=("python-32-bit",),
        source="https://github.com/tensorflow/tensorflow/issues/46613",
        hint=True,
    ),
    LogPattern(
        "python-32-bit",
        "32 bit (intel)",
        _re(r"\[MSC v\.\d+ 32 bit \(Intel\)\]"),
        source="https://github.com/tensorflow/tensorflow/issues/43244",
    ),
    LogPattern(
        # The default folder of the 32-bit installer (Python37-32) and win32 wheel tags.
        "python-32-bit",
        "32",
        _re(r"\\Python3\d+-32\\|-win32\.whl\b"),
        source="https://github.com/tensorflow/tensorflow/issues/43244",
    ),
    LogPattern(
        # A 64-bit Windows wheel refused: a 32-bit Python, or another Python version.
        "python-32-bit",
        "is not a supported wheel on this platform",
        _re(r"win_amd64\.whl is not a supported wheel on this platform"),
        source="https://github.com/tensorflow/tensorflow/issues/30158",
        hint=True,
    ),
    # --- running --------------------------------------------------------------------------
    LogPattern(
        "gpu-out-of-memory",
        "oom when allocating tensor",
        source="https://github.com/tensorflow/tensorflow/issues/17669",
    ),
    LogPattern(
        "gpu-out-of-memory",
        "cuda_error_out_of_memory",
        source="https://github.com/tensorflow/tensorflow/issues/11915",
    ),
    LogPattern(
        "gpu-out-of-memory",
        "resourceexhaustederror",
        source="https://github.com/tensorflow/models/issues/7142",
    ),
    LogPattern(
        "gpu-underutilized-input-bound",
        "is slow compared to the batch time",
        source="https://github.com/keras-team/keras/blob/v2.15.0/keras/callbacks.py",
    ),
    # --- harmless -------------------------------------------------------------------------
    LogPattern(
        "numa-node-warning",
        "numa node",
        _re(r"NUMA node (read from SysFS had negative value|of platform GPU)"),
        source="https://github.com/kr-colab/ReLERNN/issues/63",
    ),
    LogPattern(
        "tensorrt-missing-warning",
        "could not find tensorrt",
        source="https://github.com/tensorflow/tensorflow/issues/64809",
    ),
    LogPattern(
        "tensorrt-missing-warning",
        "libnvinfer",
        source="https://github.com/tensorflow/tensorflow/issues/37689",
    ),
    LogPattern(
        "tensorrt-missing-warning",
        "cannot dlopen some tensorrt libraries",
        source="https://github.com/tensorflow/tensorflow/issues/37689",
    ),
    LogPattern(
        "factory-already-registered-warning",
        "when one has already been registered",
        source="https://github.com/tensorflow/tensorflow/issues/62075",
    ),
    LogPattern(
        "cpu-instructions-info",
        "this tensorflow binary is optimized",
        source="https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/8",
    ),
    LogPattern(
        "cpu-instructions-info",
        "to enable the following instructions",
        source="https://github.com/TaterTotterson/microWakeWord-Trainer-Nvidia-Docker/issues/8",
    ),
    LogPattern(
        "cpu-instructions-info",
        "your cpu supports instructions that this tensorflow binary was not compiled to use",
        source="https://github.com/tensorflow/tensorflow/issues/22525",
    ),
    LogPattern(
        "onednn-info",
        "onednn custom operations are on",
        source="https://github.com/tensorflow/tensorflow/issues/64809",
    ),
)
