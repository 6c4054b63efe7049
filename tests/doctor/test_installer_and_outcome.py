# ruff: noqa: E501 - log lines are quoted verbatim
"""What pip and uv say about TensorFlow's wheels, a GPU shown in use, and a GPU the user wanted.

Each excerpt is quoted from the thread or source named beside it.
"""

from __future__ import annotations

from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose_log


def found(text: str) -> dict[str, Finding]:
    return {f.id: f for f in diagnose_log(text.strip("\n").splitlines()).findings}


def first(text: str) -> Finding:
    return diagnose_log(text.strip("\n").splitlines()).findings[0]


# --- uv -----------------------------------------------------------------------------------
# https://github.com/astral-sh/uv/issues/13262 (uv 0.7.2, `uv run` of a script)
UV_ALL_VERSIONS_CP313 = """
  × No solution found when resolving script dependencies:
  ╰─▶ Because all versions of tensorflow have no wheels with a matching Python ABI tag (e.g., `cp313`) and you require
      tensorflow, we can conclude that your requirements are unsatisfiable.

      hint: You require CPython 3.13 (`cp313`), but we only found wheels for `tensorflow` (v2.19.0) with the following
      Python ABI tags: `cp39`, `cp310`, `cp311`, `cp312`
"""

# https://github.com/coonwg1/ezscore/issues/1 (`uv pip install -e .`)
UV_PINNED_CP311 = """
Using Python 3.11.13 environment at: venv
  × No solution found when resolving dependencies:
  ╰─▶ Because tensorflow==2.10.1 has no wheels with a matching Python ABI tag (e.g., `cp311`) and ezscore==0.1.9.7 depends on tensorflow==2.10.1, we can conclude that ezscore==0.1.9.7 cannot be used.
      And because only ezscore==0.1.9.7 is available and you require ezscore, we can conclude that your requirements are unsatisfiable.

      hint: You require CPython 3.11 (`cp311`), but we only found wheels for `tensorflow` (v2.10.1) with the following Python ABI tags: `cp37m`, `cp38`, `cp39`, `cp310`.
"""

# https://github.com/Physical-Intelligence/openpi/issues/907 (`uv sync`; the thread lost the backticks)
UV_SYNC_CP312 = """
error: Distribution tensorflow-cpu==2.15.0 @ registry+https://pypi.org/simple can't be installed because it doesn't have a source distribution or wheel for the current platform hint: You're using CPython 3.12 (cp312), but tensorflow-cpu (v2.15.0) only has wheels with the following Python ABI tag: cp311
"""

# https://github.com/astral-sh/uv/issues/1491 (uv before 0.2)
UV_OLD_WORDING = """
      And because tensorflow==2.4.0 is unusable because no wheels are available with a matching Python ABI and tensorflow==2.4.1 is unusable because no wheels are available with a
"""

# astral-sh/uv 26a9dd4b crates/uv/tests/sync/sync.rs and crates/uv-resolver/src/lock/mod.rs:
# the lock's error and its platform hint, for tensorflow[and-cuda]'s NCCL wheel on Windows.
UV_SYNC_NVIDIA_ON_WINDOWS = """
error: Distribution `nvidia-nccl-cu12==2.21.5 @ registry+https://pypi.org/simple` can't be installed because it doesn't have a source distribution or wheel for the current platform

hint: You're on Windows (`win_amd64`), but `nvidia-nccl-cu12` (v2.21.5) only has wheels for the following platforms: `manylinux2014_aarch64`, `manylinux2014_x86_64`; consider adding "sys_platform == 'win32' and platform_machine == 'AMD64'" to `tool.uv.required-environments` to ensure uv resolves to a version with compatible wheels
"""

# astral-sh/uv 26a9dd4b crates/uv/tests/pip/pip_install_scenarios.rs (the platform-tag wording).
UV_WIN32 = """
  ╰─▶ Because tensorflow==2.10.1 has no wheels with a matching platform tag (e.g., `win32`) and you require tensorflow==2.10.1, we can conclude that your requirements are unsatisfiable.
"""


def test_uv_abi_tag_is_the_python_version() -> None:
    for text, python in (
        (UV_ALL_VERSIONS_CP313, "3.13"),
        (UV_PINNED_CP311, "3.11"),
        (UV_SYNC_CP312, "3.12"),
    ):
        f = first(text)
        assert f.id == "python-version-unsupported", text
        assert f.severity == ERROR and f.confidence == "confirmed"
        assert any(f"Python {python}" in e for e in f.evidence)
        assert "python-32-bit" not in found(text)


def test_uv_before_0_2_wording() -> None:
    assert first(UV_OLD_WORDING).id == "python-version-unsupported"


def test_uv_nvidia_wheels_on_windows_is_native_windows() -> None:
    diagnosis = diagnose_log(UV_SYNC_NVIDIA_ON_WINDOWS.strip().splitlines())
    assert diagnosis.platform == "windows"
    f = diagnosis.findings[0]
    assert f.id == "windows-native-no-gpu" and f.severity == ERROR
    assert any("built for Linux only" in e for e in f.evidence)


# https://github.com/astral-sh/uv/issues/10635 (a uv maintainer quoting `uv sync`'s error).
UV_SYNC_DEPENDENCY_NO_WINDOWS_WHEEL = """
error: Distribution tensorflow-io-gcs-filesystem==0.37.1 @ registry+https://pypi.org/simple can't be installed because it doesn't have a source distribution or wheel for the current platform`
"""


def test_uv_lock_with_a_dependency_without_a_wheel_here() -> None:
    f = found(UV_SYNC_DEPENDENCY_NO_WINDOWS_WHEEL)
    assert set(f) == {"dependency-no-platform-wheel"}
    assert f["dependency-no-platform-wheel"].severity == ERROR
    assert "tensorflow-io-gcs-filesystem" in " ".join(f["dependency-no-platform-wheel"].evidence)
    assert "required-environments" in f["dependency-no-platform-wheel"].fix
    # The command the card offers to copy names the package, not a placeholder.
    assert (
        "$ python -m pip index versions tensorflow-io-gcs-filesystem"
        in f["dependency-no-platform-wheel"].fix
    )
    # TensorFlow's own CUDA wheels are another cause, native Windows, not this one.
    assert "dependency-no-platform-wheel" not in found(UV_SYNC_NVIDIA_ON_WINDOWS)


def test_uv_win32_platform_tag_is_a_32_bit_python() -> None:
    assert first(UV_WIN32).id == "python-32-bit"


# --- pip ----------------------------------------------------------------------------------
# https://github.com/tensorflow/tensorflow/issues/62073 (Windows, Python 3.9)
PIP_TF_GPU_211 = """
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.11 (from versions: 2.5.0, 2.5.1, 2.5.2, 2.5.3, 2.6.0, 2.6.1, 2.6.2, 2.6.3, 2.6.4, 2.6.5, 2.7.0rc0, 2.7.0rc1, 2.7.0, 2.7.1, 2.7.2, 2.7.3, 2.7.4, 2.8.0rc0, 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1, 2.12.0)
"""

# https://github.com/QData/AdversarialDNN-Playground/issues/15
PIP_TF_GPU_NONE = """
ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.5.1 (from versions: none)
ERROR: No matching distribution found for tensorflow-gpu==2.5.1
"""

# pypa/pip 26.2.1 src/pip/_internal/resolution/resolvelib/factory.py prints the skipped
# releases before the failure; the shape of each entry is package_finder.py's
# f"{version} Requires-Python {requires_python}" (versions and ranges of tensorflow's own).
PIP_REQUIRES_PYTHON = """
ERROR: Ignored the following versions that require a different python version: 2.16.0rc0 Requires-Python >=3.9; 2.16.1 Requires-Python >=3.9
ERROR: Could not find a version that satisfies the requirement tensorflow==2.16.1 (from versions: 2.8.0, 2.8.1)
ERROR: No matching distribution found for tensorflow==2.16.1
"""

# https://github.com/tensorflow/tensorflow/issues/61993 (Linux, a release before the extra)
PIP_AND_CUDA_213 = """
WARNING: tensorflow 2.13.1 does not provide the extra 'and-cuda'
"""
# The same warning for a release that has the extra in its Linux wheels: pypa/pip 26.2.1
# src/pip/_internal/resolution/resolvelib/candidates.py ("%s %s does not provide the extra '%s'").
PIP_AND_CUDA_215_WINDOWS = r"""
C:\Users\alice>pip install tensorflow[and-cuda]
WARNING: tensorflow 2.15.0 does not provide the extra 'and-cuda'
"""


def test_pip_no_tensorflow_gpu_is_the_removed_package() -> None:
    f = first(PIP_TF_GPU_211)
    assert f.id == "tensorflow-gpu-package-removed"
    assert f.severity == ERROR


def test_pip_no_published_tensorflow_gpu_release_is_possibly_the_python() -> None:
    # tensorflow-gpu 2.5.1 is still on PyPI (October 2022, before the package's removal):
    # "from versions: none" means no wheel of it fits this interpreter.
    f = first(PIP_TF_GPU_NONE)
    assert f.id == "python-version-unsupported"
    assert "Python 3.6-3.9 (64-bit)" in f.evidence[0]
    findings = found(PIP_TF_GPU_NONE)
    assert "tensorflow-gpu-package-removed" not in findings
    assert findings["python-32-bit"].severity == WARNING  # the other interpreter that fits none


def test_pip_requires_python_is_the_python_version() -> None:
    findings = found(PIP_REQUIRES_PYTHON)
    f = first(PIP_REQUIRES_PYTHON)
    assert f.id == "python-version-unsupported" and f.confidence == "confirmed"
    assert any(e.startswith("log line 1: ERROR: Ignored") for e in f.evidence)
    assert "python-32-bit" not in findings


def test_and_cuda_extra_absent() -> None:
    windows = first(PIP_AND_CUDA_215_WINDOWS)
    assert windows.id == "windows-native-no-gpu" and windows.severity == ERROR
    unknown = first(PIP_AND_CUDA_215_WINDOWS.replace(r"C:\Users\alice>", "$ "))
    assert unknown.id == "windows-native-no-gpu" and unknown.severity == WARNING
    assert unknown.confidence == "possible"
    # A release before 2.14 has no such extra anywhere: nothing follows from it.
    assert "windows-native-no-gpu" not in found(PIP_AND_CUDA_213)


# --- a GPU in use wins over what came before ------------------------------------------------
# https://github.com/tensorflow/tensorflow/issues/44583 shape: the cudart probe fails, TF 2.4
# then creates the device (gpu_device.cc's "Created TensorFlow device" line of that release,
# https://github.com/fo40225/tensorflow-windows-wheel/pull/182).
NOISE_THEN_DEVICE = """
2021-02-10 12:57:07.427237: W tensorflow/stream_executor/platform/default/dso_loader.cc:60] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2021-02-10 12:57:07.427347: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
2020-12-12 16:21:28.404327: E tensorflow/stream_executor/cuda/cuda_driver.cc:328] failed call to cuInit: CUDA_ERROR_UNKNOWN: unknown error
2020-12-12 16:21:30.113592: I tensorflow/core/common_runtime/gpu/gpu_device.cc:1406] Created TensorFlow device (/job:localhost/replica:0/task:0/device:GPU:0 with 4722 MB memory) -> physical GPU (device: 0, name: GeForce GTX 1060 6GB, pci bus id: 0000:01:00.0, compute capability: 6.1)
"""

# TensorFlow's GPU guide (https://www.tensorflow.org/guide/gpu): the printed device list and
# the "Num GPUs Available" check.
DRIVER_LINE_THEN_LIST = """
I0000 00:00:1795376637.635757   19425 cudart_stub.cc:31] Could not find cuda drivers on your machine, GPU will not be used.
[PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]
"""
LIBRARY_THEN_COUNT = """
2024-05-06 00:05:33.767399: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudnn.so.8'; dlerror: libcudnn.so.8: cannot open shared object file: No such file or directory
Num GPUs Available:  1
"""


def test_a_gpu_in_use_later_leaves_no_error() -> None:
    for text in (NOISE_THEN_DEVICE, DRIVER_LINE_THEN_LIST, LIBRARY_THEN_COUNT):
        findings = found(text)
        assert findings, text
        assert all(f.severity == INFO for f in findings.values()), text
        assert any(
            "a later line shows TensorFlow using a GPU" in e
            for f in findings.values()
            for e in f.evidence
        )


def test_a_failure_after_the_gpu_is_still_an_error() -> None:
    lines = NOISE_THEN_DEVICE.strip().splitlines()
    after = "\n".join([lines[3], lines[0]])
    assert found(after)["cuda-libraries-missing"].severity == ERROR


def test_an_empty_list_is_no_gpu_in_use() -> None:
    text = LIBRARY_THEN_COUNT.replace("Num GPUs Available:  1", "Num GPUs Available:  0")
    assert found(text)["cuda-libraries-missing"].severity == ERROR


# --- what the user expected ---------------------------------------------------------------
# https://github.com/tensorflow/tensorflow/issues/74459 (tfjs-node-gpu, TF 2.9's loader)
CUDART_ALONE = """
2024-08-24 15:40:49.279326: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'libcudart.so.11.0'; dlerror: libcudart.so.11.0: cannot open shared object file: No such file or directory
2024-08-24 15:40:49.279356: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine.
"""


def test_cudart_alone_is_info_without_an_expectation() -> None:
    assert found(CUDART_ALONE)["cuda-libraries-missing"].severity == INFO


def test_cudart_alone_is_the_cause_when_a_gpu_was_expected() -> None:
    for wanted in (
        'import * as tf from "@tensorflow/tfjs-node-gpu";',  # the same thread
        "- TensorFlow.js installed from (npm or script link): `yarn add @tensorflow/tfjs-node-gpu`",  # https://github.com/tensorflow/tfjs/issues/8269
        "GPU available: False",
        "Why is my GPU not being used?",
        "TensorFlow does not detect my GPU",
        "Num GPUs Available:  0",
    ):
        f = first(CUDART_ALONE + wanted)
        assert f.id == "cuda-libraries-missing" and f.severity == ERROR, wanted
