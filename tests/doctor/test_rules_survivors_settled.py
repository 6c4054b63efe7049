"""The doctor's cross-cutting rules where two readings of one paste meet.

Each test gives a paste (lines quoted from the threads named beside them) and compares what a
user reads: which findings there are, their order, severity and confidence, and their evidence.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose_log


def _said(f: Finding) -> tuple[str, str, list[str]]:
    return f.severity, f.confidence, f.evidence


# --- the and-cuda extra, guessed once ------------------------------------------------------------

# TensorFlow 2.14 and later print their lines from external/local_xla and external/local_tsl
# (https://github.com/SamuelSchmidgall/AgentLaboratory/issues/27).
FACTORY = (
    "2025-01-13 23:58:38.521514: E external/local_xla/xla/stream_executor/cuda/cuda_fft.cc:477] "
    "Unable to register cuFFT factory: Attempting to register factory for plugin cuFFT when one "
    "has already been registered"
)


def test_a_release_dated_by_its_source_paths_is_guessed_as_one_after_2_14():
    # Ubuntu stated, no release and no line that says why: the source paths date the release
    # 2.14 or later, so the extra is the usual cause, guessed once, and the system CUDA of the
    # releases before 2.14 is not.
    paste = f"Ubuntu 22.04, the GPU is not detected\n{FACTORY}\nNum GPUs Available:  0"
    found = _all(paste)
    unknown = (
        "TensorFlow (version not shown) on Linux without the GPU, and no line of the paste says why"
    )
    assert _said(found["and-cuda-extra-missing"]) == (
        WARNING,
        "possible",
        [
            unknown,
            "TensorFlow 2.14 and newer load CUDA from the nvidia-* wheels that only "
            "`pip install tensorflow[and-cuda]` installs",
        ],
    )
    assert "cuda-libraries-missing" not in found


# https://github.com/recommenders-team/recommenders/issues/2378 (TensorFlow 2.15's lines)
CUDART_STUB = (
    "2026-09-16 10:03:41.762633: I external/local_tsl/tsl/cuda/cudart_stub.cc:31] Could not find "
    "cuda drivers on your machine, GPU will not be used."
)


def test_a_package_list_without_tensorflow_does_not_count_as_one_without_the_wheels():
    # The list names keras only: it does not show TensorFlow's packages, so whether the
    # nvidia-* wheels are there is not known (possible, not confirmed). Where the paste shows a
    # GPU wanted it is a warning; with the CUDA runtime's line alone, only with a GPU is it the
    # cause (as that line: information).
    evidence = [
        "TensorFlow 2.14 could not load its CUDA libraries, which it takes from the nvidia-* "
        "wheels of tensorflow[and-cuda]",
        "the log does not list the installed packages",
    ]
    wanted = f"keras                        2.15.0\n{CUDART_STUB}\nNum GPUs Available:  0"
    assert _said(_all(wanted)["and-cuda-extra-missing"]) == (WARNING, "possible", evidence)
    alone = f"keras                        2.15.0\n{CUDART_STUB}"
    assert _said(_all(alone)["and-cuda-extra-missing"]) == (INFO, "possible", evidence)


# --- the rules' findings in the log's context ---------------------------------------------------

# https://github.com/tensorflow/tensorflow/issues/41976
NO_KERNEL = "CUDA error: no kernel image is available for execution on the device"


def test_no_kernel_image_on_a_named_kepler_gpu_is_the_gpu_too_old():
    # A GTX 680 (compute capability 3.0) is below every release's wheels; the rule's guess
    # (possible, the release unknown) takes the "no kernel image" line as its own.
    found = _all(f"My GPU is a GeForce GTX 680\n{NO_KERNEL}")
    assert list(found) == ["compute-capability-too-old"]
    assert _said(found["compute-capability-too-old"]) == (
        ERROR,
        "confirmed",
        [
            "GeForce GTX 680 (stated): compute capability 3.0",
            "the PyPI wheels of every release from 2.3 to 2.21 start above compute capability "
            "3.0: TensorFlow ignores the GPU",
            "log line 1: My GPU is a GeForce GTX 680",
            f"log line 2: {NO_KERNEL}",
        ],
    )


# TensorFlow 2.1-2.3 on Windows (https://github.com/matterport/Mask_RCNN/issues/2510)
PTXAS_WINDOWS = (
    "2021-03-16 08:11:53.875933: W tensorflow/stream_executor/cuda/redzone_allocator.cc:312] "
    "Internal: Invoking ptxas not supported on Windows\n"
    "Relying on driver to perform ptx compilation. This message will be only logged once."
)


def test_a_ptxas_hint_beside_no_kernel_image_for_an_unnamed_gpu_stays_possible():
    # The GPU is not named (https://github.com/tensorflow/tensorflow/issues/42467): older or
    # newer than the build, both possible; the Windows builds' ptxas notice is safe to ignore.
    found = _all(f"{PTXAS_WINDOWS}\n{NO_KERNEL}")
    assert [(i, f.severity, f.confidence) for i, f in found.items()] == [
        ("compute-capability-unsupported", ERROR, "possible"),
        ("compute-capability-too-old", WARNING, "possible"),
        ("windows-ptx-by-driver-notice", INFO, ""),
    ]


# https://github.com/tensorflow/tensorflow/issues/68236; the nvidia-smi header of
# https://github.com/tensorflow/tensorflow/issues/73368
SMI_HEADER = (
    "| NVIDIA-SMI 555.99                 Driver Version: 555.99         CUDA Version: 12.5     |"
)
BUILT_WITHOUT_CUDA = """result:
TensorFlow version: 2.16.1
Is GPU available? []
Is TensorFlow built with CUDA?: False"""


def test_a_cpu_build_with_a_driver_shown_and_no_system_is_as_possible_as_native_windows():
    # A CPU-only build is what native Windows installs: which of the two, the log cannot tell.
    found = _all(f"{SMI_HEADER}\n{BUILT_WITHOUT_CUDA}")
    assert [(i, f.severity, f.confidence) for i, f in found.items()] == [
        ("windows-native-no-gpu", ERROR, "possible"),
        ("tensorflow-cpu-only-build", ERROR, "possible"),
    ]


# --- a GPU shown in use later ----------------------------------------------------------------

# https://github.com/ctrahey/m1-tensorflow-config/issues/3, then the device list
METAL = """Init Plugin
Init Graph Optimizer
Init Kernel
Running TensorFlow 2.5.0 with 1 GPUs recognized
Metal device set to: Apple M1
>>> tf.config.list_physical_devices('GPU')
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]"""


def test_a_mac_using_its_gpu_through_metal_is_not_told_a_later_line_shows_one():
    f = _all(METAL)["macos-no-cuda"]
    assert _said(f) == (INFO, "confirmed", ["macOS", "TensorFlow sees 1 GPU(s) through Metal"])


# https://github.com/tensorflow/tensorflow/issues/62613 (pip and the tensorflow-gpu stub)
STUB_INSTALL = """Collecting tensorflow-gpu
  Using cached tensorflow-gpu-2.12.0.tar.gz (2.6 kB)
  Preparing metadata (setup.py) ... error
  error: subprocess-exited-with-error

  × python setup.py egg_info did not run successfully.
  │ exit code: 1"""
# TensorFlow's GPU guide: the loader's line, then the count (https://www.tensorflow.org/guide/gpu)
CUDNN_THEN_COUNT = (
    "2024-05-06 00:05:33.767399: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] "
    "Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared "
    "object file: No such file or directory\n"
    "Num GPUs Available:  1"
)


def test_a_failed_install_above_a_run_with_a_gpu_leaves_the_runs_library_line_lowered():
    found = _all(f"{STUB_INSTALL}\n{CUDNN_THEN_COUNT}")
    assert found["tensorflow-gpu-package-removed"].severity == ERROR
    cudnn = CUDNN_THEN_COUNT.splitlines()[0]
    assert _said(found["cuda-libraries-missing"]) == (
        INFO,
        "likely",
        [
            f"log line 8: {cudnn}",
            "a later line shows TensorFlow using a GPU (log line 9: Num GPUs Available:  1)",
            "libcudnn.so.8 belongs to cuDNN 8: this build looks for that release",
        ],
    )


# The cuDNN line of https://github.com/bmaltais/kohya_ss/issues/2787
CUDNN_OLDER = (
    "E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:447] Loaded runtime CuDNN "
    "library: 8.7.0 but source was compiled with: 8.9.4.  CuDNN library needs to have matching "
    "major version and equal or higher minor version."
)
STUB_LINE = (
    "I0000 00:00:1795376637.635757   19425 cudart_stub.cc:31] Could not find cuda drivers on your "
    "machine, GPU will not be used."
)
GPU_LISTED = "[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]"


def test_a_failure_after_the_gpu_is_listed_leaves_the_earlier_ones_lowered():
    found = _all(f"{STUB_LINE}\n{GPU_LISTED}\n{CUDNN_OLDER}")
    assert found["cudnn-version-mismatch"].severity == ERROR
    later = f"a later line shows TensorFlow using a GPU (log line 2: {GPU_LISTED})"
    assert _said(found["and-cuda-extra-missing"]) == (
        INFO,
        "confirmed",
        [
            "TensorFlow 2.14 could not load its CUDA libraries, which it takes from the nvidia-* "
            "wheels of tensorflow[and-cuda]",
            "the log does not list the installed packages",
            later,
        ],
    )
    assert found["cuda-libraries-missing"].severity == INFO
    assert found["cuda-libraries-missing"].evidence[-1] == later


# --- a container started with --gpus ------------------------------------------------------------

# The NGC banner (https://github.com/NVIDIA/nvidia-docker/issues/1071)
BANNER = """WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be available.
   Use 'nvidia-docker run' to start this container; see
   https://github.com/NVIDIA/nvidia-docker/wiki/nvidia-docker ."""
# https://github.com/Witko/nvidia-xrun/issues/144
MODULE_MISSING = (
    "modprobe: FATAL: Module nvidia not found in directory /lib/modules/5.15.0-91-generic"
)


def test_the_banner_beside_another_sign_of_no_driver_stays_in_a_container_with_gpus():
    paste = (
        f"$ docker run --gpus all -it --rm tensorflow/tensorflow:latest-gpu bash\n{BANNER}\n"
        f"$ sudo modprobe nvidia\n{MODULE_MISSING}"
    )
    found = _all(paste)
    assert list(found) == ["container-without-gpus", "driver-not-loaded"]
    assert found["container-without-gpus"].evidence == [
        "log line 2: WARNING: The NVIDIA Driver was not detected.  GPU functionality will not be "
        "available."
    ]


def test_the_ngc_banner_after_docker_run_with_gpus_on_one_line_is_no_cause():
    # NVIDIA/nvidia-docker#1548: the command and the banner ran together in the paste; the
    # shown line is cut before "not detected", and it is still the command with --gpus.
    flat = (
        "docker run --gpus all --rm nvcr.io/nvidia/tensorflow:20.03-tf2-py3 nvidia-smi "
        "================ == TensorFlow == ================ NVIDIA Release 20.03-tf2 (build "
        "11026100) TensorFlow Version 2.1.0 Container image Copyright (c) 2020, NVIDIA "
        "CORPORATION.  All rights reserved. Copyright 2017-2020 The TensorFlow Authors.  All "
        "rights reserved. Various files include modifications (c) NVIDIA CORPORATION.  All rights "
        "reserved. NVIDIA modifications are covered by the license terms that apply to the "
        "underlying project or file. " + " ".join(BANNER.split("\n"))
    )
    assert _all(flat) == {}


# --- native Windows beside an install that failed -----------------------------------------------


def test_native_windows_stays_first_when_tensorflow_was_imported_beside_pip_finding_none():
    # TensorFlow imported (a CPU build) in one Python, pip finding none for 3.13: the Python
    # did not stop TensorFlow from running, and native Windows has no GPU build after 2.10.
    paste = """C:\\Users\\user>python
Python 3.13.0 (tags/v3.13.0:60403a5, Oct  7 2024, 09:38:07) [MSC v.1941 64 bit (AMD64)] on win32
>>> import tensorflow as tf
>>> print(tf.test.is_built_with_cuda())
False
C:\\Users\\user>pip install tensorflow
ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)
ERROR: No matching distribution found for tensorflow"""
    found = _all(paste)
    assert [(i, f.severity, f.confidence) for i, f in found.items()] == [
        ("windows-native-no-gpu", ERROR, "confirmed"),
        ("python-version-unsupported", ERROR, "possible"),
    ]


# --- missing libraries on a machine that may have no GPU -----------------------------------------


def test_a_release_s_known_path_fault_stays_a_warning_beside_a_quoted_cuda_runtime_line():
    # The line quotes two messages; it is read as the ptxas one. The cause guessed from the
    # stated release and extra (2.16's path fault, tensorflow/tensorflow#63362) is not made
    # "harmless without a GPU" by the CUDA runtime the same line names.
    paste = (
        "With TensorFlow 2.16.1 from pip install tensorflow[and-cuda] on Ubuntu 22.04, the log "
        'says "libcudart.so.12: cannot open shared object file" and then "Relying on driver to '
        'perform ptx compilation".'
    )
    found = _all(paste)
    assert list(found) == ["cuda-libraries-missing", "ptxas-too-old"]
    f = found["cuda-libraries-missing"]
    assert _said(f) == (
        WARNING,
        "possible",
        [
            "TensorFlow 2.16 with tensorflow[and-cuda] on Linux",
            "TensorFlow 2.16 does not find the libraries of the nvidia-* wheels unless their "
            "lib folders are on LD_LIBRARY_PATH; a later release fixed it "
            "(tensorflow/tensorflow#63362)",
            "libcudart.so.12 belongs to CUDA 12.x: this build looks for that release",
        ],
    )
    assert "LD_LIBRARY_PATH" in f.fix


# TensorFlow 2.4 to 2.10's loader (https://github.com/tensorflow/tensorflow/issues/45930)
LIBCUDA = (
    "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic "
    "library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file "
    "or directory"
)


def test_the_driver_library_alone_stays_possibly_harmless_beside_a_warning():
    # "tensorflow-gpu has been deprecated" (https://github.com/aliutkus/speechmetrics/issues/36)
    # is a remark, not a sign of a GPU: the driver's library alone is still what a machine
    # without one prints.
    said = "I read that tensorflow-gpu has been deprecated, so I installed tensorflow 2.10."
    paste = f"{said}\n{LIBCUDA}"
    found = _all(paste)
    assert [(i, f.severity, f.confidence) for i, f in found.items()] == [
        ("tensorflow-gpu-package-removed", WARNING, "possible"),
        ("no-nvidia-driver", INFO, "possible"),
    ]


# --- "no kernel image" and a GPU too old ---------------------------------------------------------

# https://github.com/iperov/DeepFaceLab/issues/264 (its title), and the PTX line of
# https://github.com/tensorflow/serving/issues/4112
TOO_OLD = "No CUDA device found with minimum required compute capability 3.5"
INVALID_PTX = (
    "W external/org_tensorflow/tensorflow/compiler/mlir/tools/kernel_gen/"
    "tf_gpu_runtime_wrappers.cc:40] 'cuModuleLoadData(&module, data)' failed with "
    "'CUDA_ERROR_INVALID_PTX'"
)


def test_a_gpu_shown_too_old_is_not_guessed_again_from_a_line_without_kernels():
    found = _all(f"{TOO_OLD}\n{INVALID_PTX}")
    assert list(found) == ["compute-capability-too-old", "compute-capability-unsupported"]
    assert _said(found["compute-capability-too-old"]) == (
        ERROR,
        "likely",
        [f"log line 1: {TOO_OLD}"],
    )


def test_the_driver_s_library_missing_on_the_command_s_own_line_is_a_container_without_it():
    # The banner's rule sets aside what only shows the banner or the command; a line that also
    # shows libcuda.so.1 missing is another sign of no driver in the container.
    line = (
        "When I docker run --gpus all my image, TensorFlow says: Could not load dynamic library "
        "'libcuda.so.1'; dlerror: libcuda.so.1: cannot open shared object file: No such file or "
        "directory"
    )
    (finding,) = [f for f in diagnose_log([line]).findings if f.id == "container-without-gpus"]
    assert finding.severity == "error"


def test_a_release_dated_by_its_source_paths_on_an_unknown_system_keeps_one_and_cuda_text():
    # No system shown: every system's usual causes are guessed, the extra and the system's CUDA
    # among them; the source paths dating the release (2.14 or later) add no second text to the
    # extra's.
    found = _all(f"the GPU is not detected\n{FACTORY}\nNum GPUs Available:  0")
    assert "cuda-libraries-missing" in found
    assert found["and-cuda-extra-missing"].evidence == [
        "TensorFlow (version not shown) sees no GPU; the log does not show which system it ran on",
        "on Linux, TensorFlow 2.14 and newer load CUDA from the nvidia-* wheels of "
        "tensorflow[and-cuda]",
    ]


# --- pip refusing wheels of other Pythons ---------------------------------------------------------


def test_two_refused_wheels_of_other_pythons_leave_the_32_bit_reading_unraised():
    # A Windows Python 3.6 refuses a Python 2.7 wheel for 64-bit Windows (read as a possible
    # 32-bit Python) and a Python 3.7 Linux wheel (another Python). The stated 3.6 explains
    # both refusals: the 32-bit reading stays a note with its own line, and pip is not said to
    # have found no TensorFlow at all (it was given files, it did not search).
    win = (
        "ERROR: tensorflow-1.5.0-cp27-cp27m-win_amd64.whl is not a supported wheel on this "
        "platform."
    )
    linux = (
        "ERROR: tensorflow-1.13.1-cp37-cp37m-linux_x86_64.whl is not a supported wheel on this "
        "platform."
    )
    paste = (
        "C:\\Users\\ann>python --version\nPython 3.6.8\n"
        f"C:\\Users\\ann>pip install tensorflow-1.5.0-cp27-cp27m-win_amd64.whl\n{win}\n"
        f"C:\\Users\\ann>pip install tensorflow-1.13.1-cp37-cp37m-linux_x86_64.whl\n{linux}"
    )
    found = _all(paste)
    assert found["python-version-unsupported"].evidence == [
        f"log line 6: {linux}",
        "pip refused a wheel built for CPython 2.7 only; this Python is 3.6",
        f"log line 4: {win}",
    ]
    assert _said(found["python-32-bit"]) == (INFO, "possible", [f"log line 4: {win}"])
