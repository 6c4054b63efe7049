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


# https://github.com/tensorflow/tensorflow/issues/28223 (a source build of 1.13 on Windows; the
# traceback as far as the stored copy shows it: self_check.py's frame, then Windows' error 126 in
# Chinese, "The specified module could not be found")
PRELOAD_FRAME_CUT = r"""Traceback (most recent call last):
  File "\\?\C:\Users\alice\AppData\Local\Temp\Bazel.runfiles_9jiiji0f\runfiles\org_tensorflow\tensorflow\python\platform\self_check.py", line 87, in preload_check
    ctypes.WinDLL(build_info.cudnn_dll_name)
  File "C:\Users\alice\AppData\Local\Programs\Python\Python36\lib\ctypes\__init__.py", line 348, in __init__
    self._handle = _dlopen(self._name, mode)
OSError: [WinError 126] 找不到指定的模块。"""


def test_the_self_check_frame_of_a_dll_that_did_not_load_is_a_missing_cuda_library() -> None:
    found = _findings(PRELOAD_FRAME_CUT)
    assert found["cuda-libraries-missing"].severity == "error"
    assert any("build_info.cudnn_dll_name" in e for e in found["cuda-libraries-missing"].evidence)


def test_the_self_check_frame_of_the_c_runtime_is_no_cuda_library() -> None:
    # the same check loads the C++ runtime first (build_info.msvcp_dll_name): not CUDA's
    frame = PRELOAD_FRAME_CUT.replace("cudnn_dll_name", "msvcp_dll_name")
    assert "cuda-libraries-missing" not in _findings(frame)


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


# https://github.com/tensorflow/tensorflow/issues/60237 (Windows 10, a script and its output)
SCRIPT_2_12 = r"""import tensorflow as tf
from tensorflow.python.client import device_lib
import numpy as np
print(tf.__version__)

print(f"Tensor Flow Version: {tf.__version__}")
print(f"Keras Version: {tf.keras.__version__}")
print()
gpu = len(tf.config.list_physical_devices('GPU'))>0
print("GPU is", "available" if gpu else "NOT AVAILABLE")
2.12.0
Tensor Flow Version: 2.12.0
Keras Version: 2.12.0

GPU is NOT AVAILABLE"""

# https://github.com/tensorflow/tensorflow/issues/60172 (a reply: the same script with a GPU)
SCRIPT_WITH_GPU = r"""import tensorflow as tf
print("Num GPUs Available: ", len(tf.config.list_physical_devices('GPU')))
tf.config.list_physical_devices('GPU')
tf.config.list_physical_devices()

Num GPUs Available:  1
[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU'),
 PhysicalDevice(name='/physical_device:GPU:0', device_type='GPU')]"""

# https://github.com/microsoft/tensorflow-directml/issues/223 (tensorflow-directml's devices)
DIRECTML_DEVICES = r"""from tensorflow.python.client import device_lib
device_lib.list_local_devices()
[name: "/device:DML:0"
device_type: "DML"
memory_limit: 7593787392
locality {
}
incarnation: 10390167996643278412
physical_device_desc: "{\"name\": \"NVIDIA GeForce RTX 2080 SUPER\", \"vendor_id\": 4318, \"device_id\": 7809, \"driver_version\": \"27.21.14.7025\"}"
]"""

# https://github.com/tensorflow/tensorflow/issues/36864 (Windows 10, TF 2.1: a script's output)
SCRIPT_2_1_OUTPUT = r"""print(tf.__version__)
print(tf.config.list_physical_devices('GPU'))
print(tf.test.is_built_with_cuda())
2020-03-12 13:47:02.007394: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library cudart64_101.dll
2.1.0
2020-03-12 13:47:08.040305: I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened dynamic library nvcuda.dll"""


def test_a_script_printing_a_version_after_2_10_on_windows_is_windows_native() -> None:
    diagnosis = diagnose_log(SCRIPT_2_12.splitlines(), "windows")
    assert diagnosis.facts["tensorflow"]["version"] == "2.12.0"
    found = {f.id: f for f in diagnosis.findings}
    assert found["windows-native-no-gpu"].severity == "error"


def test_a_list_of_devices_over_several_lines_is_not_read_from_its_first_line() -> None:
    diagnosis = diagnose_log(SCRIPT_WITH_GPU.splitlines(), "windows")
    assert len(diagnosis.facts["tensorflow"]["gpus"]) == 1
    assert "windows-native-no-gpu" not in {f.id for f in diagnosis.findings}


def test_windows_without_a_gpu_and_without_a_version_is_possibly_windows_native() -> None:
    lines = [
        "tf.config.list_physical_devices()",
        "[PhysicalDevice(name='/physical_device:CPU:0', device_type='CPU')]",
    ]
    found = _findings("\n".join(lines), "windows")
    assert found["windows-native-no-gpu"].confidence == "possible"
    assert found["windows-native-no-gpu"].severity == "warning"
    assert "no-gpu-visible" not in found
    assert "windows-native-no-gpu" not in _findings("\n".join(lines), "linux")


def test_a_missing_dll_explains_the_missing_gpu_better_than_the_windows_release() -> None:
    lines = [*CUSOLVER_DLL.splitlines(), "tf.config.list_physical_devices('GPU')", "[]"]
    found = _findings("\n".join(lines), "windows")
    assert "cuda-libraries-missing" in found
    assert "windows-native-no-gpu" not in found


def test_directml_devices_are_not_counted_as_no_gpu() -> None:
    diagnosis = diagnose_log(DIRECTML_DEVICES.splitlines(), "windows")
    assert "gpus" not in diagnosis.facts.get("tensorflow", {})
    assert "windows-native-no-gpu" not in {f.id for f in diagnosis.findings}


def test_windows_dll_lines_and_a_printed_version_are_facts() -> None:
    diagnosis = diagnose_log(SCRIPT_2_1_OUTPUT.splitlines())
    assert diagnosis.platform == "windows"
    assert diagnosis.facts["tensorflow"]["version"] == "2.1.0"
    assert "windows-native-no-gpu" not in {f.id for f in diagnosis.findings}


def test_a_windows_site_packages_path_shows_the_platform() -> None:
    # https://github.com/tensorflow/tensorflow/issues/60886
    line = r"Requirement already satisfied: tensorflow-gpu in c:\program files\python39\lib\site-packages (2.10.1)"
    assert diagnose_log([line]).platform == "linux"  # a pip line, not TensorFlow's folder
    path = r'  File "C:\Users\alice\anaconda3\lib\site-packages\tensorflow\python\pywrap_tensorflow.py", line 64, in <module>'
    assert diagnose_log([path]).platform == "windows"


def test_pip_finding_no_tensorflow_gpu_release_is_not_about_python() -> None:
    # https://github.com/nicknochnack/TFODCourse/issues/118 (Python 3.10.6 on Windows)
    text = "ERROR: Could not find a version that satisfies the requirement tensorflow-gpu==2.11 (from versions: 2.8.0rc1, 2.8.0, 2.8.1, 2.8.2, 2.8.3, 2.8.4, 2.9.0rc0, 2.9.0rc1, 2.9.0rc2, 2.9.0, 2.9.1, 2.9.2, 2.9.3, 2.10.0rc0, 2.10.0rc1, 2.10.0rc2, 2.10.0rc3, 2.10.0, 2.10.1) ERROR: No matching distribution found for tensorflow-gpu==2.11"
    assert "python-version-unsupported" not in _findings(text, "windows")


def test_pip_finding_no_tensorflow_for_a_python_newer_than_every_release_is_certain() -> None:
    lines = [
        # https://github.com/tensorflow/tensorflow/issues/108503 (Windows 11)
        "pip install tensorflow",
        "ERROR: Could not find a version that satisfies the requirement tensorflow (from versions: none)",
        "ERROR: No matching distribution found for tensorflow",
        # https://github.com/python/cpython/issues/149178 (`python -VV` of a reporter with the same error)
        "Python 3.14.3 (main, Apr 2026, 12:34:56)  [MSC v.1940 64 bit (AMD64)]",
    ]
    found = _findings("\n".join(lines), "windows")
    finding = found["python-version-unsupported"]
    assert finding.confidence != "possible"
    assert any("Python 3.14" in e for e in finding.evidence)


def test_old_pip_wording_for_no_tensorflow_is_possibly_the_python_version() -> None:
    # https://github.com/tensorflow/tensorflow/issues/14207 (pip 1.5.4, Python 2.7)
    text = """>>> pip -V
pip 1.5.4 from /usr/lib/python2.7/dist-packages (python 2.7)
>>> pip install tensorflow
Downloading/unpacking tensorflow
  Could not find any downloads that satisfy the requirement tensorflow
Cleaning up...
No distributions at all found for tensorflow"""
    found = _findings(text)
    assert found["python-version-unsupported"].confidence == "possible"


def test_the_missing_dll_names_its_cuda_version_and_tensorflow_s() -> None:
    # https://github.com/thanh-guong/master-thesis/issues/7 (a notebook run on Windows)
    text = """2024-12-24 17:27:03.412631: W tensorflow/stream_executor/platform/default/dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: cudart64_110.dll not found
2024-12-24 17:27:03.412876: I tensorflow/stream_executor/cuda/cudart_stub.cc:29] Ignore above cudart dlerror if you do not have a GPU set up on your machine."""
    finding = _findings(text)["cuda-libraries-missing"]
    assert any("cudart64_110.dll belongs to CUDA 11.x" in e for e in finding.evidence)
    with_version = text + "\nTensorFlow version: 2.9.1"
    finding = _findings(with_version)["cuda-libraries-missing"]
    assert any(
        "TensorFlow 2.9.1 was built with CUDA 11.2 and cuDNN 8.1" in e for e in finding.evidence
    )


def test_the_tf_1_x_import_error_names_the_cuda_version() -> None:
    finding = _findings(CUDART_IMPORT_ERROR, "windows")["cuda-libraries-missing"]
    assert any("cudart64_100.dll belongs to CUDA 10.0" in e for e in finding.evidence)


# https://github.com/tensorflow/tensorflow/issues/13970: the self-check script's output
SELF_CHECK = r"""ERROR: Failed to import the TensorFlow module.

- Python version is 3.5.

- TensorFlow is installed at: C:\Users\alice\Anaconda3\envs\tensorflow\lib\site-packages\tensorflow

- Could not load 'cudart64_80.dll'. The GPU version of TensorFlow
  requires that this DLL be installed in a directory that is named in
  your %PATH% environment variable."""


def test_the_self_check_script_names_the_missing_cuda_runtime() -> None:
    finding = _findings(SELF_CHECK)["cuda-libraries-missing"]
    assert finding.severity == "error"
    assert any("cudart64_80.dll belongs to CUDA 8.0" in e for e in finding.evidence)


def test_the_gpu_package_s_import_check_is_no_notice_to_ignore_without_a_gpu() -> None:
    # TensorFlow 1.x and 2.0's GPU package checks for cudart before it imports, and fails: only
    # the dso_loader's warning of later releases is harmless on a machine without a GPU.
    assert _findings(CUDART_IMPORT_ERROR)["cuda-libraries-missing"].severity == "error"
    dso = (
        "2024-12-24 17:27:03.412631: W tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:64] Could not load dynamic library 'cudart64_110.dll'; dlerror: "
        "cudart64_110.dll not found"
    )
    assert _findings(dso)["cuda-libraries-missing"].severity == "info"


def test_dll_suffixes_name_cuda_versions() -> None:
    from tfgpu_gui.doctor.rules import _dll_version

    assert [_dll_version(d) for d in ("110", "101", "100", "90", "11", "12", "8")] == [
        "11.x",
        "10.1",
        "10.0",
        "9.0",
        "11.x",
        "12.x",
        "8",
    ]
