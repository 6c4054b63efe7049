"""The doctor's cross-cutting rules at the edges their mutation survivors showed.

Each test gives a paste and compares what a user reads: whether a finding is there, its
confidence, its evidence or its fix.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.model import ERROR

NO_KERNEL = "no kernel image is available for execution on the device"


def test_no_kernel_image_for_a_gpu_named_in_words_is_not_read_as_an_older_gpu():
    # The paste names the GPU: what "no kernel image" means is judged from it, not guessed.
    for named in (
        "My GPU is a GeForce GTX 1080",
        "TensorFlow 2.17 on my GPU with compute capability (CC) 8.6",
    ):
        found = _all(f"{named}\n{NO_KERNEL}")
        assert "compute-capability-too-old" not in found, named
        assert found["compute-capability-unsupported"].confidence == "likely", named


def test_a_hidden_gpu_on_windows_is_fixed_with_windows_commands():
    paste = 'Windows 10\nTensorFlow does not use my GPU.\nos.environ["CUDA_VISIBLE_DEVICES"] = "-1"'
    f = _all(paste)["cuda-visible-devices-hides-gpus"]
    assert f.fix == "Remove it for this shell:\n$ set CUDA_VISIBLE_DEVICES="


def test_a_cpu_build_shown_by_the_log_stays_confirmed_when_the_system_is_not_shown():
    # Nothing in the paste names the system, but TensorFlow itself answered: no guess there.
    found = _all("TensorFlow 2.4.1\n>>> tf.test.is_built_with_cuda()\nFalse")
    f = found["tensorflow-cpu-only-build"]
    assert (f.severity, f.confidence) == (ERROR, "confirmed")


CUINIT_303 = (
    "E tensorflow/stream_executor/cuda/cuda_driver.cc:271] failed call to cuInit: "
    "CUDA_ERROR_UNKNOWN: unknown error"
)


def test_cuinit_failing_without_a_driver_shown_is_only_possible():
    # The entry's explanation takes a working driver for granted; nothing here shows one.
    f = _all(f"{CUINIT_303}\nNum GPUs Available:  0")["cuinit-unknown-error"]
    assert (f.severity, f.confidence) == (ERROR, "possible")


# TensorFlow 2.4 to 2.10's loader lines (https://github.com/tensorflow/tensorflow/issues/45930)
LOADER = "W tensorflow/stream_executor/platform/default/dso_loader.cc:64] "
LIBCUDA = (
    f"{LOADER}Could not load dynamic library 'libcuda.so.1'; dlerror: libcuda.so.1: cannot "
    "open shared object file: No such file or directory"
)
CUDART = (
    f"{LOADER}Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: "
    "cannot open shared object file: No such file or directory"
)
DLOPEN = (
    "W tensorflow/core/common_runtime/gpu/gpu_device.cc:1850] Cannot dlopen some GPU libraries. "
    "Please make sure the missing libraries mentioned above are installed properly if you would "
    "like to use GPU."
)
TENSORRT = (
    "W tensorflow/compiler/tf2tensorrt/utils/py_utils.cc:38] TF-TRT Warning: Could not find "
    "TensorRT"
)


def test_the_driver_library_alone_is_possibly_harmless_beside_a_harmless_line():
    # A machine without a GPU prints both: the TensorRT note changes nothing.
    for paste in (LIBCUDA, f"{LIBCUDA}\n{TENSORRT}"):
        f = _all(paste)["no-nvidia-driver"]
        assert (f.severity, f.confidence) == ("info", "possible"), paste


def test_the_cuda_runtime_missing_once_a_gpu_was_found_stays_a_cause():
    alone = _all(CUDART)["cuda-libraries-missing"]
    assert (alone.severity, alone.confidence) == ("info", "possible")
    # "Cannot dlopen some GPU libraries" is printed only after TensorFlow found a GPU.
    f = _all(f"{CUDART}\n{DLOPEN}")["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (ERROR, "likely")


def test_cuinit_failing_in_a_docker_container_stays_a_cause():
    # A container is started to use the GPU: the failed cuInit is not a machine without one.
    alone = _all(CUINIT_303)["cuinit-unknown-error"]
    assert (alone.severity, alone.confidence) == ("info", "possible")
    f = _all(f"I run this in a Docker container\n{CUINIT_303}")["cuinit-unknown-error"]
    assert (f.severity, f.confidence) == (ERROR, "possible")


def test_native_windows_stays_the_cause_once_tensorflow_is_installed_for_an_unsupported_python():
    # The package list shows TensorFlow installed: the Python did not stop the install, and
    # 2.15 on native Windows has no GPU whatever the Python.
    paste = (
        "Windows 10\n"
        "Python 3.12.1\n"
        "Package    Version\n"
        "---------- -------\n"
        "tensorflow 2.15.0\n"
        ">>> import tensorflow as tf\n"
        "ModuleNotFoundError: No module named 'tensorflow'"
    )
    found = _all(paste)
    f = found["windows-native-no-gpu"]
    assert (f.severity, f.confidence) == (ERROR, "confirmed")
    assert f.evidence == [
        "native Windows, TensorFlow 2.15.0",
        "the last release with GPU on native Windows is 2.10",
        "log line 5: tensorflow 2.15.0",
    ]
    assert next(iter(found)) == "windows-native-no-gpu"
    assert found["python-version-unsupported"].severity == ERROR
