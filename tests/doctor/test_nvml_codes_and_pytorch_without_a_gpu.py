"""NVML's return codes by both of their names, a GPU kernel's failure on native Windows, and
PyTorch without a CUDA device.

Each line is quoted from the public thread named beside it; the NVML names are checked against
nvml.h and pynvml as installed with the tests.
"""

from __future__ import annotations

import re

import pynvml
import pytest

from tests.helpers.pastes import findings_of, read_lines
from tests.nvml_lib.driver import NoCompiler, nvml_include_dir
from tfgpu_gui.doctor.knowledge.log_patterns import LOG_PATTERNS


# --- NVML's codes ------------------------------------------------------------------------------
def _pattern_sources() -> str:
    return "\n".join(p.regex.pattern for p in LOG_PATTERNS if p.regex is not None)


def test_every_nvml_code_a_pattern_names_is_nvml_hs_own():
    try:
        header = (nvml_include_dir() / "nvml.h").read_text(encoding="utf-8", errors="replace")
    except NoCompiler as exc:  # the test dependencies are not installed
        pytest.fail(str(exc))
    named = set(re.findall(r"NVML_ERROR_[A-Z_]+", _pattern_sources()))
    assert len(named) >= 9
    declared = set(re.findall(r"^\s*(NVML_ERROR_[A-Z_]+)\s*=", header, re.MULTILINE))
    assert named <= declared, named - declared


def test_every_pynvml_class_a_pattern_names_is_pynvmls_own():
    named = set(re.findall(r"NVMLError_[A-Za-z]+", _pattern_sources()))
    assert len(named) >= 9
    assert all(isinstance(getattr(pynvml, n, None), type) for n in named), [
        n for n in named if not hasattr(pynvml, n)
    ]


@pytest.mark.parametrize(
    ("line", "cause"),
    [
        # https://github.com/tensorpack/tensorpack/issues/1244 (its own ctypes binding)
        (
            "tensorpack.utils.nvml.NvmlException: NVML_ERROR_LIB_RM_VERSION_MISMATCH",
            "driver-library-mismatch",
        ),
        (
            "pynvml.NVMLError_LibRmVersionMismatch: RM has detected an NVML/RM version mismatch.",
            "driver-library-mismatch",
        ),
        ("nvmlInit failed: NVML_ERROR_DRIVER_NOT_LOADED", "driver-not-loaded"),
        ("nvmlInit failed: NVML_ERROR_LIBRARY_NOT_FOUND", "no-nvidia-driver"),
        ("nvmlDeviceGetHandleByIndex: NVML_ERROR_GPU_IS_LOST", "gpu-hardware-fault"),
        ("nvmlInit failed: NVML_ERROR_NO_PERMISSION", "gpu-device-permission-denied"),
        # pynvml's class alone, without NVML's words for it
        ("pynvml.NVMLError_OperatingSystem", "gpu-device-permission-denied"),
        ("pynvml.NVMLError_GpuIsLost", "gpu-hardware-fault"),
    ],
)
def test_nvmls_codes_are_read_by_either_name(line, cause):
    assert cause in findings_of(line)


def test_a_name_that_only_starts_like_a_code_is_not_one():
    assert "driver-library-mismatch" not in findings_of("NVML_ERROR_LIB_RM_VERSION_MISMATCHED")


# --- a GPU kernel's failure on native Windows --------------------------------------------------
# https://github.com/bubbliiiing/yolo3-keras/issues/42 (an Anaconda environment named
# tensorflow-gpu; cuDNN failed to start on the GPU)
YOLO3 = (
    "UnknownError (see above for traceback): Failed to get convolution algorithm. This is "
    "probably because cuDNN failed to initialize, so try looking to see if a warning log "
    "message was printed above.\n"
    "\t [[node conv2d_1/convolution (defined at "
    r"C:\Users\alice\Anaconda3\envs\tensorflow-gpu\lib\site-packages\keras\backend"
    r"\tensorflow_backend.py:3335) ]]"
)


def test_cudnn_failing_on_a_windows_gpu_is_not_a_release_without_the_gpu():
    found = findings_of(YOLO3)
    assert "windows-native-no-gpu" not in found
    assert "cuda-libraries-missing" not in found
    assert "memory-growth-disabled" in found


def test_without_the_cudnn_failure_the_release_is_still_the_question():
    # the same environment and no line that shows the GPU at work
    paste = (
        "the GPU is not used\n"
        r"  File C:\Users\alice\Anaconda3\envs\tensorflow-gpu\lib\site-packages\keras\x.py"
    )
    assert "windows-native-no-gpu" in findings_of(paste)


# --- PyTorch without a CUDA device -----------------------------------------------------------
# https://github.com/Lightning-AI/pytorch-lightning/issues/899
LIGHTNING = (
    "pytorch_lightning.utilities.debugging.MisconfigurationException: \n"
    "            You requested GPUs: [0]\n"
    "            But your machine only has: []"
)
CONDA_CPU = "_pytorch_select           0.1                       cpu_0  "


def test_lightning_finding_no_gpu_is_possibly_a_cpu_build_of_pytorch():
    found = findings_of(LIGHTNING)
    cpu = found["framework-cpu-only-build"]
    assert cpu.severity == "warning"
    assert cpu.title == "This PyTorch is a CPU-only build"
    assert "download.pytorch.org" in cpu.fix


def test_conda_listing_its_cpu_build_makes_it_sure():
    found = findings_of(f"{LIGHTNING}\n# Name Version Build Channel\n{CONDA_CPU}")
    assert found["framework-cpu-only-build"].severity == "error"


def test_torch_cuda_is_available_answered_false():
    assert read_lines(">>> torch.cuda.is_available()", "False").values.get("torch_no_gpu")
    assert read_lines("torch.cuda.is_available() returns False").values.get("torch_no_gpu")
    assert not read_lines(">>> torch.cuda.is_available()", "True").values.get("torch_no_gpu")
    assert "framework-cpu-only-build" in findings_of(">>> torch.cuda.is_available()\nFalse")


def test_a_machine_with_gpus_is_not_one_without():
    assert not read_lines("But your machine only has: [0, 1]").values.get("torch_no_gpu")


def test_a_line_that_says_why_wins():
    # torch's own warning of the driver (https://github.com/ultralytics/yolov5/issues/2389)
    paste = (
        ">>> torch.cuda.is_available()\n"
        "UserWarning: CUDA initialization: The NVIDIA driver on your system is too old "
        "(found version 10010). Please update your GPU driver by downloading and\nFalse"
    )
    found = findings_of(paste)
    assert "driver-too-old" in found
    assert "framework-cpu-only-build" not in found


# --- PyTorch from Java (DJL) -------------------------------------------------------------------
# https://github.com/qupath/qupath-extension-djl/issues/46
DJL_FLAVOR = """QuPath 0.7.0, DJL pytorch-engine 0.36.0, PyTorch 2.7.1
GPU: NVIDIA GeForce RTX 5090 (Blackwell, compute capability sm_120 / 12.0)
OS: Windows 10/11 x86_64

Problem:
DJL fails to detect the RTX 5090 GPU correctly. The log shows:

    No matching cuda flavor for win-x86_64 found: cu065"""


def test_djl_finding_no_cuda_flavor_runs_pytorchs_cpu_build():
    found = findings_of(DJL_FLAVOR)
    assert "framework-cpu-only-build" in found
    assert found["framework-cpu-only-build"].title == "This PyTorch is a CPU-only build"


@pytest.mark.parametrize("framework", ["PyTorch", "JAX", "onnxruntime"])
def test_a_paste_about_another_framework_on_windows_is_not_tensorflow_after_2_10(framework):
    paste = rf"{framework} on Windows 11 does not detect my GPU (C:\Users\alice\venv)"
    assert "windows-native-no-gpu" not in findings_of(paste)
    # the same words about TensorFlow keep it
    tf = r"tensorflow-gpu on Windows 11 does not detect my GPU (C:\Users\alice\venv)"
    assert "windows-native-no-gpu" in findings_of(tf)


def test_nvrtc_builtins_of_another_cuda():
    # https://github.com/deepjavalibrary/djl/issues/1560
    found = findings_of("nvrtc: error: failed to open nvrtc-builtins64_111.dll.")
    assert "cuda-libraries-missing" in found


# --- PyTorch's environment report and conda's CPU builds -------------------------------------
# https://github.com/pytorch/pytorch/issues/108607 (collect_env of a nightly conda fell back to)
COLLECT_ENV = """PyTorch version: 2.1.0.dev20230905
Is debug build: False
CUDA used to build PyTorch: Could not collect
ROCM used to build PyTorch: N/A

OS: Ubuntu 22.04.3 LTS (x86_64)
Is CUDA available: False
CUDA runtime version: 11.8.89"""


def test_pytorchs_report_of_a_build_without_cuda_is_its_cpu_build():
    found = findings_of(COLLECT_ENV)
    assert found["framework-cpu-only-build"].severity == "error"
    assert found["framework-cpu-only-build"].title == "This PyTorch is a CPU-only build"


def test_pytorchs_report_of_a_cuda_build_is_not():
    report = COLLECT_ENV.replace("Could not collect", "11.8").replace(
        "available: False", "available: True"
    )
    assert "framework-cpu-only-build" not in findings_of(report)


@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/jax-ml/jax/issues/14606 (a conda install's plan)
        "  jaxlib             conda-forge/linux-64::jaxlib-0.4.4-cpu_py311h7146453_1",
        # https://github.com/pytorch/pytorch/issues/23778
        "  cpu-only           pytorch/linux-64::cpu-only-1.0-0",
        "  pytorch-nightly    pytorch/linux-64::pytorch-nightly-1.2.0.dev20190805+cpu-py3.7_cpu_0",
    ],
)
def test_condas_cpu_builds_of_other_frameworks(line):
    assert "framework-cpu-only-build" in findings_of(line)


def test_condas_cuda_build_is_not_one():
    line = "  jaxlib  conda-forge/linux-64::jaxlib-0.4.4-cuda112py311h7146453_1"
    assert "framework-cpu-only-build" not in findings_of(line)


def test_pixis_virtual_package_cuda_missing_is_no_driver_here():
    # https://github.com/fieldsoftheworld/ftw-baselines/issues/117
    paste = (
        "    ╰─▶ Virtual package '__cuda' does not match any of the available virtual packages "
        "on your machine: [__archspec=1=zen2, __glibc=2.39=0, __unix=0=0, __linux=6.11.0=0]"
    )
    assert "no-nvidia-driver" in findings_of(paste)


# --- PyTorch out of GPU memory -----------------------------------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        # https://github.com/zai-org/CogVideo/issues/36
        "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 4.56 GiB (GPU 0; "
        "23.68 GiB total capacity; 18.96 GiB already allocated; 2.84 GiB free; 18.97 GiB "
        "reserved in total by PyTorch)",
        # https://github.com/IceClear/StableSR/issues/4
        "still  CUDA out of memory.",
    ],
)
def test_pytorchs_out_of_memory_alone_is_the_gpus_memory(line):
    assert "gpu-out-of-memory" in findings_of(line)


def test_beside_tensorflow_its_reservation_is_the_cause():
    # (rules._tensorflow_beside_another_framework: TensorFlow in the same program took it)
    paste = (
        "import tensorflow as tf\nimport torch\n"
        "RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 7.79 GiB total "
        "capacity; 34.00 KiB already allocated; 5.56 MiB free; 2.00 MiB reserved in total by "
        "PyTorch)"
    )
    assert "memory-growth-disabled" in findings_of(paste)


# --- a GPU not used in a paste about another framework ---------------------------------------
# https://github.com/innnky/so-vits-svc/issues/137 (Chinese: "I installed a compatible CUDA
# correctly and still cannot train on the GPU")
SO_VITS = """assert torch.cuda.is_available(), "CPU training is not allowed."
AssertionError: CPU training is not allowed
我已正确安装可兼容的CUDA版本，依然无法使用GPU训练"""


def test_a_gpu_not_used_under_another_framework_is_first_its_cpu_build():
    found = findings_of(SO_VITS)
    assert next(iter(found)) == "framework-cpu-only-build"
    assert found["framework-cpu-only-build"].title == "This PyTorch is a CPU-only build"
    assert "windows-native-no-gpu" not in found and "and-cuda-extra-missing" not in found


def test_the_same_about_tensorflow_keeps_tensorflows_causes():
    paste = "import tensorflow as tf\nthe GPU is not used when I train"
    found = findings_of(paste)
    assert "framework-cpu-only-build" not in found
    assert "and-cuda-extra-missing" in found


@pytest.mark.parametrize(
    "named",
    ["torch 2.1.0+cu121", "onnxruntime-gpu 1.17.1", 'pip install -U "jax[cuda12]"'],
)
def test_its_gpu_build_named_leaves_its_libraries_not_its_cpu_build(named):
    found = findings_of(f"{named}\nthe GPU is not used, only the CPU")
    assert "framework-cpu-only-build" not in found
    assert "cuda-libraries-missing" in found


# --- PyTorch named as the check that works ---------------------------------------------------
# https://github.com/kshitizrimal/deepStyle/issues/2 (a TensorFlow script; TensorFlow's CPU
# build was the cause, the poster's PyTorch had the GPU)
DEEPSTYLE = (
    "it says that CUDA is not enabled for my GPU. I have a 970gtx and it works fine on other "
    "works. I have even tried to use torch.cuda.is_available() to see if torch recognises CUDA, "
    "and it returns with true."
)


@pytest.mark.parametrize(
    ("line", "fact"),
    [
        ("I tried torch.cuda.is_available() and it returns with true.", "torch_gpu"),
        ('if I check with "torch.cuda.is_available()" it says true?', "torch_gpu"),
        ("torch.cuda.is_available() which gives False, sadly", "torch_no_gpu"),
    ],
)
def test_pytorchs_answer_told_in_the_sentence_after_it(line, fact):
    assert read_lines(line).values.get(fact)


def test_an_answer_in_a_later_sentence_is_not_this_ones():
    values = read_lines("I ran torch.cuda.is_available(). The docs say True is a GPU.").values
    assert not values.get("torch_gpu") and not values.get("torch_no_gpu")


def test_pytorch_with_the_gpu_leaves_the_question_to_tensorflow():
    found = findings_of(DEEPSTYLE)
    assert next(iter(found)) == "tensorflow-cpu-only-build"
    assert "framework-cpu-only-build" not in found
    # without PyTorch's answer the paste is about PyTorch
    assert "framework-cpu-only-build" in findings_of(DEEPSTYLE.replace("true", "nothing"))
