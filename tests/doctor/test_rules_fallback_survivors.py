"""The fallback readings of rules.py at the edges their mutation survivors showed, word for word.

Native Windows without a TensorFlow version and a Python stated in prose or shown with its patch;
the CPU package before 2.1 told by a CUDA only those releases used, and not told by a GPU build
shown; Windows' "the specified module could not be found" under each release, package and
build, beside a named DLL or another cause.
"""

from __future__ import annotations

from tests.helpers.pastes import findings_of as _all
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING

# --- native Windows, no TensorFlow version, a Python that only releases after 2.10 support -------

WINDOWS_SAID = [
    "native Windows, TensorFlow sees no GPU; its version is not in the log",
    "the last release with GPU on native Windows is 2.10 (CUDA 11.2): a newer one runs on the "
    "CPU only",
    "Python 3.11: the first TensorFlow with wheels for it is 2.12, after 2.10",
]


def test_a_python_stated_in_prose_on_native_windows_makes_it_likely():
    text = "On Windows 10, tensorflow does not use my gpu. I installed it with Python 3.11.4"
    f = _all(text)["windows-native-no-gpu"]
    assert f.severity == ERROR
    assert f.evidence == [*WINDOWS_SAID, f"log line 1: {text}"]


def test_a_python_shown_with_its_patch_is_named_by_its_minor_and_cited():
    f = _all("On Windows 10, tensorflow does not use my gpu\nPython: 3.11.4")[
        "windows-native-no-gpu"
    ]
    assert f.severity == ERROR
    assert f.evidence == [*WINDOWS_SAID, "log line 2: Python: 3.11.4"]


# --- the CPU package before 2.1 ----------------------------------------------------------------

NOTHING_SHOWN = (
    "TensorFlow (version not shown) sees no GPU; the log does not show which system it ran on"
)


def test_cuda_10_1_is_no_sign_of_a_release_before_2_1():
    # 2.1 to 2.3 were built with CUDA 10.1: only the CPU build guessed for a paste naming nothing.
    f = _all("CUDA 10.1\ntensorflow does not use my gpu")["tensorflow-cpu-only-build"]
    assert f.evidence == [
        NOTHING_SHOWN,
        "before 2.1 the tensorflow package was the CPU build: the GPU build was tensorflow-gpu; "
        "tensorflow-cpu still is one",
    ]


def test_cuda_10_0_names_the_cpu_package_once():
    f = _all("CUDA 10.0.130\ntensorflow does not use my gpu")["tensorflow-cpu-only-build"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [
        "CUDA 10.0, which only releases before 2.1 were built with; tensorflow-gpu is not named "
        "in the paste",
        "before 2.1 the tensorflow package was the CPU build: the GPU build was tensorflow-gpu",
    ]


def test_a_cuda_build_shown_is_not_the_cpu_package_of_an_old_release():
    found = _all(">>> tf.test.is_built_with_cuda()\nTrue\ntensorflow 1.14 does not use my gpu")
    assert "tensorflow-cpu-only-build" not in found
    assert found["cuda-libraries-missing"].evidence[0] == (
        "TensorFlow 1.14 sees no GPU; the log does not show which system it ran on"
    )


# --- Windows could not find a module TensorFlow's DLL needs --------------------------------------

MODULE = "ImportError: DLL load failed: The specified module could not be found."
DLL_SAID = (
    "Windows could not load a module that TensorFlow's DLL needs, and the paste does not name "
    "it: for a GPU build, most often a CUDA or cuDNN DLL of its build not on PATH"
)


def test_the_module_not_found_under_tensorflow_gpu_1_14_listed_gets_the_windows_fix():
    text = f"C:\\Users\\alice>pip list\nPackage    Version\ntensorflow-gpu 1.14.0\n{MODULE}"
    f = _all(text)["cuda-libraries-missing"]
    assert (f.severity, f.confidence) == (WARNING, "possible")
    assert f.evidence == [DLL_SAID, f"log line 4: {MODULE}"]
    # the release known, its own CUDA and cuDNN, the Windows way
    assert f.fix == (
        "Install CUDA 10.0 and cuDNN 7.4, what TensorFlow 1.14 was built with (the tested build "
        "table: https://www.tensorflow.org/install/source#gpu), and add their bin folders to PATH."
    )


# From 2.1 TensorFlow loads its CUDA DLLs after the import: the module is the C++ runtime.
RUNTIME_SAID = (
    "Windows could not load a module that TensorFlow's DLL needs, and the paste does not name "
    "it: TensorFlow {} loads the CUDA DLLs after the import, so the Visual C++ runtime "
    "(msvcp140_1.dll) is the usual one"
)


def test_the_module_not_found_under_2_10_listed_is_the_runtime():
    text = f"C:\\Users\\alice>pip list\nPackage    Version\ntensorflow 2.10.0\n{MODULE}"
    found = _all(text)
    assert "cuda-libraries-missing" not in found
    f = found["msvc-runtime-missing"]
    assert (f.severity, f.confidence) == (ERROR, "possible")
    assert f.evidence == [RUNTIME_SAID.format("2.10"), f"log line 4: {MODULE}"]


def test_the_module_not_found_under_2_10_installed():
    found = _all(f"C:\\Users\\alice>pip install tensorflow==2.10\n{MODULE}")
    assert "cuda-libraries-missing" not in found
    assert found["msvc-runtime-missing"].evidence == [
        RUNTIME_SAID.format("2.10"),
        f"log line 2: {MODULE}",
    ]


def test_the_module_not_found_under_2_1_whose_plain_package_has_cuda():
    found = _all(f"C:\\Users\\alice>pip install tensorflow==2.1.0\n{MODULE}")
    assert "cuda-libraries-missing" not in found
    assert found["msvc-runtime-missing"].evidence == [
        RUNTIME_SAID.format("2.1"),
        f"log line 2: {MODULE}",
    ]


def test_the_module_not_found_under_tensorflow_gpu_before_2_1():
    text = f"C:\\Users\\alice>pip install tensorflow-gpu==1.14\n{MODULE}"
    f = _all(text)["cuda-libraries-missing"]
    assert f.evidence == [DLL_SAID, f"log line 2: {MODULE}"]


def test_the_module_not_found_beside_a_cuda_build_shown():
    text = (
        "C:\\Users\\alice>pip install tensorflow-gpu==1.14\n"
        f">>> tf.test.is_built_with_cuda()\nTrue\n{MODULE}"
    )
    assert _all(text)["cuda-libraries-missing"].evidence == [DLL_SAID, f"log line 4: {MODULE}"]


def test_the_module_not_found_gives_way_to_another_cause():
    text = f"C:\\Users\\alice>pip install tensorflow-gpu==1.14\nPython 3.8\n{MODULE}"
    found = _all(text)
    assert list(found) == ["python-version-unsupported"]
    assert found["python-version-unsupported"].evidence == [
        "Python 3.8; TensorFlow 1.14 supports Python 2.7 (not on Windows), 3.3-3.7",
        "log line 2: Python 3.8",
    ]


def test_the_module_not_found_beside_a_named_cuda_dll_is_left_to_that_dll():
    cudart = (
        "2020-03-01 10:00:00.000000: W tensorflow/stream_executor/platform/default/"
        "dso_loader.cc:55] Could not load dynamic library 'cudart64_101.dll'; dlerror: "
        "cudart64_101.dll not found"
    )
    f = _all(f"{cudart}\n{MODULE}")["cuda-libraries-missing"]
    assert f.severity == INFO
    assert f.evidence == [
        f"log line 1: {cudart}",
        "cudart64_101.dll belongs to CUDA 10.1: that version must be installed and its bin "
        "folder on PATH",
    ]
