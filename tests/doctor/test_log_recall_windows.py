# ruff: noqa: E501 - log lines are quoted verbatim
"""Windows and pip logs read by the doctor: real excerpts, each with its public source.

User and host names in the excerpts are replaced.
"""

from __future__ import annotations

from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.rules import diagnose_log


def _findings(text: str, platform: str | None = None) -> dict[str, Finding]:
    return {f.id: f for f in diagnose_log(text.splitlines(), platform).findings}


# https://github.com/tensorflow/tensorflow/issues/45028 (TF 2.4, CUDA 11.1, Windows 10)
CUSOLVER_DLL = r"""C:\Users\alice\Anaconda3\envs\tf24rc1py36\python.exe F:/python_ws/helloworld/main.py
2020-11-24 15:31:41.471855: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library cudart64_110.dll
2020-11-24 15:31:43.575947: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library nvcuda.dll
could not load dynamic library 'cusolver64_10.dll'; dlerror: cusolver64_10.dll not found"""

# https://github.com/tensorflow/tensorflow/issues/31701 (tensorflow-gpu 2.0.0-beta1, Windows 10)
CUDART_IMPORT_ERROR = r"""ImportError: Could not find 'cudart64_100.dll'. TensorFlow requires that this DLL be installed in a directory that is named in your %PATH% environment variable. Download and install CUDA 10.0 from this URL: https://developer.nvidia.com/cuda-90-download-archive"""

# https://github.com/tensorflow/tensorflow/issues/62675 (Windows 11, pip install tensorflow-gpu)
TF_GPU_STUB = r"""C:\Users\alice>pip install tensorflow-gpu
Defaulting to user installation because normal site-packages is not writeable
Collecting tensorflow-gpu
  Downloading tensorflow-gpu-2.12.0.tar.gz (2.6 kB)
  Installing build dependencies ... done
  Getting requirements to build wheel ... error
  error: subprocess-exited-with-error"""

# https://github.com/tensorflow/tensorflow/issues/46613 (Windows 10, pip 20.3.3)
PIP_NONE = r"""ERROR: Could not find a version that satisfies the requirement tensorflow
ERROR: No matching distribution found for tensorflow"""

# https://github.com/tensorflow/tensorflow/issues/43244 (`pip debug verbose` on Windows 10)
PIP_DEBUG_32_BIT = r"""ERROR: Could not find a version that satisfies the requirement tensorflow==2.2.0rc4 (from versions: none)
ERROR: No matching distribution found for tensorflow==2.2.0rc4
pip version: pip 20.2.3 from c:\users\alice\appdata\local\programs\python\python37-32\lib\site-packages\pip (python 3.7)
sys.version: 3.7.3 (v3.7.3:ef4ec6ed12, Mar 25 2019, 21:26:53) [MSC v.1916 32 bit (Intel)]
sys.executable: c:\users\alice\appdata\local\programs\python\python37-32\python.exe"""


def test_a_windows_cuda_dll_that_does_not_load_is_a_missing_cuda_library() -> None:
    found = _findings(CUSOLVER_DLL, "windows")
    assert "cuda-libraries-missing" in found
    assert any("cusolver64_10.dll" in e for e in found["cuda-libraries-missing"].evidence)


def test_the_tf_1_x_and_2_0_import_error_for_a_dll_is_a_missing_cuda_library() -> None:
    found = _findings(CUDART_IMPORT_ERROR, "windows")
    assert "cuda-libraries-missing" in found


def test_nvcuda_dll_that_loads_is_not_a_missing_cuda_library() -> None:
    line = "2020-11-24 15:31:43.575947: I tensorflow/stream_executor/platform/default/dso_loader.cc:49] Successfully opened dynamic library nvcuda.dll"
    assert "cuda-libraries-missing" not in _findings(line, "windows")


def test_the_tensorflow_gpu_2_12_stub_failing_to_build_is_the_removed_package() -> None:
    found = _findings(TF_GPU_STUB)
    assert "tensorflow-gpu-package-removed" in found


def test_pip_finding_no_tensorflow_is_possibly_an_unsupported_python() -> None:
    found = _findings(PIP_NONE, "windows")
    assert found["python-version-unsupported"].confidence == "possible"


def test_pip_finding_no_other_package_is_not_about_tensorflow() -> None:
    text = "ERROR: No matching distribution found for tensorflow-io-gcs-filesystem==0.31.0"
    assert "python-version-unsupported" not in _findings(text, "windows")


def test_a_32_bit_python_banner_is_the_cause_of_pip_finding_no_tensorflow() -> None:
    found = _findings(PIP_DEBUG_32_BIT)
    assert "python-32-bit" in found
    assert found["python-32-bit"].confidence != "possible"
    assert "python-version-unsupported" not in found


def test_a_refused_64_bit_windows_wheel_is_possibly_a_32_bit_python() -> None:
    # https://github.com/tensorflow/tensorflow/issues/10971 (Windows 10, a 32-bit Python 3.6.1)
    line = (
        "tensorflow_gpu-1.2.0-cp36-cp36m-win_amd64.whl is not a supported wheel on this platform."
    )
    found = _findings(line, "windows")
    assert found["python-32-bit"].confidence == "possible"


def test_a_refused_linux_wheel_says_nothing_about_32_bits() -> None:
    # https://github.com/mkusner/grammarVAE/issues/27 (a Python 2 wheel on Python 3)
    line = "ERROR: tensorflow_gpu-0.12.1-cp27-none-linux_x86_64.whl is not a supported wheel on this platform."
    assert "python-32-bit" not in _findings(line)
