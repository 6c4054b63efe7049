"""The Visual C++ runtime TensorFlow needs on Windows, missing: told by TensorFlow's own
self-check, or left to Python's "DLL load failed" for a release that loads CUDA after its import.
"""

from __future__ import annotations

from tests.doctor import factsets as fs
from tests.doctor.log_fact_excerpts import DLL_LOAD_WHILE_IMPORTING
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.model import ERROR, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose

# https://github.com/tensorflow/tensorflow/issues/38262 (TensorFlow 2.1, the issue template and
# the self-check of python/platform/self_check.py; the redistributable was the fix)
SELF_CHECK_2_1 = """- OS Platform and Distribution (e.g., Linux Ubuntu 16.04):windows 10
- TensorFlow installed from (source or binary):
- TensorFlow version: 2.1
- Python version: 3.7.7
- Installed using virtualenv? pip? conda?:pip
**Describe the problem**
ImportError: Could not find the DLL(s) 'msvcp140.dll or msvcp140_1.dll'. TensorFlow requires that these DLLs be installed in a directory that is named in your %PATH% environment variable. You may install these DLLs by downloading "Microsoft C++ Redistributable for Visual Studio 2015, 2017 and 2019" for your platform from this URL: https://support.microsoft.com/help/2977003/the-latest-supported-visual-c-downloads"""  # noqa: E501

# https://github.com/tensorflow/tensorflow/issues/18116 (TensorFlow 1.5-1.7 on Windows 7: the
# title, with 1.x's wording of the self-check, and the template)
SELF_CHECK_1_X = """ImportError : Could not find 'msvcp140.dll'
- **OS Platform and Distribution (e.g., Linux Ubuntu 16.04)**: Window 7
- **TensorFlow installed from (source or binary)**: binary
- **TensorFlow version (use command below)**: 1.5, 1.6, 1.7
- **Python version**: 3.6"""

# https://github.com/tensorflow/tensorflow/issues/44669 (tensorflow-cpu 2.3.0 on Python 3.8)
PY38_ONLY = DLL_LOAD_WHILE_IMPORTING.text.strip("\n")
TF_2_3_PY38 = f"""System information:
- OS: windows 10
- TensorFlow version: tensorflow-cpu 2.3.0
- Python version: 3.8.3
Log:
{PY38_ONLY}"""

# https://github.com/tensorflow/tensorflow/issues/35618 (its title, and a comment: "This happens
# even when I install tensorflow-cpu"; a maintainer: "You need to install the MSVC 2019
# redistributable" first of the causes)
TF_2_1_0 = """Tensorflow 2.1.0 - DLL load failed
Traceback (most recent call last):
  File "C:\\Development\\Python\\Python37\\lib\\site-packages\\tensorflow_core\\python\\pywrap_tensorflow.py", line 58, in <module>
    from tensorflow.python.pywrap_tensorflow_internal import *
  File "C:\\Development\\Python\\Python37\\lib\\imp.py", line 342, in load_dynamic
    return _load(spec)
ImportError: DLL load failed: The specified module could not be found."""  # noqa: E501

# https://github.com/tensorflow/tensorflow/issues/35618's title, without the release: the same
# failure of 1.x and 2.0 is most often a CUDA DLL of a GPU build.
NO_RELEASE = TF_2_1_0.split("\n", 1)[1]


def _report(text: str) -> list[Finding]:
    return [f for f in explain_log_report(text.splitlines(), "windows").findings if not f.harmless]


def _ids(text: str) -> list[str]:
    return [f.id for f in _report(text)]


def test_tensorflows_self_check_of_2_1_names_the_runtime_as_the_cause() -> None:
    found = _report(SELF_CHECK_2_1)
    assert found[0].id == "msvc-runtime-missing"
    assert found[0].severity == ERROR and found[0].confidence == "likely"
    assert any("msvcp140_1.dll" in e for e in found[0].evidence)


def test_the_self_check_of_1_x_is_read_too() -> None:
    assert _ids(SELF_CHECK_1_X)[0] == "msvc-runtime-missing"


def test_a_cuda_dll_named_by_the_self_check_is_no_runtime() -> None:
    # https://github.com/tensorflow/tensorflow/issues/31701's line: the CUDA runtime, not C++'s
    line = "ImportError: Could not find 'cudart64_100.dll'. TensorFlow requires that this DLL"
    assert "msvc-runtime-missing" not in _ids(line)
    # 1.x's check of the driver's own DLL (self_check.py: build_info.nvcuda_dll_name)
    assert "msvc-runtime-missing" not in _ids("ImportError: Could not find 'nvcuda.dll'.")


def test_a_module_not_found_for_2_1_or_later_is_the_runtime_not_cuda() -> None:
    for text in (TF_2_3_PY38, TF_2_1_0):
        found = _report(text)
        assert found[0].id == "msvc-runtime-missing", text
        assert found[0].severity == ERROR and found[0].confidence == "possible"
        assert "cuda-libraries-missing" not in [f.id for f in found], text


def test_pythons_3_8_wording_dates_the_release_when_none_is_stated() -> None:
    found = _report(PY38_ONLY)
    assert found[0].id == "msvc-runtime-missing"
    assert "cuda-libraries-missing" not in [f.id for f in found]
    assert any(
        "TensorFlow 2.2 loads the CUDA DLLs after the import" in e for e in found[0].evidence
    )
    # the one line that states both facts, told once
    assert len(found[0].evidence) == len(set(found[0].evidence)) == 2


def test_without_a_release_cuda_comes_first_and_the_runtime_after() -> None:
    found = _report(NO_RELEASE)
    ids = [f.id for f in found]
    assert ids.index("cuda-libraries-missing") < ids.index("msvc-runtime-missing")
    runtime = found[ids.index("msvc-runtime-missing")]
    assert runtime.severity == WARNING and runtime.confidence == "possible"
    assert len(runtime.evidence) == len(set(runtime.evidence)) == 2


def test_a_release_before_2_1_checks_the_runtime_itself() -> None:
    # tensorflow-gpu 1.13.1 that wanted CUDA 10.0 (the corpus's record of the thread, with its
    # source): TensorFlow before 2.1 names a missing runtime itself
    from tests.doctor.corpus import all_logs

    (log,) = [
        g for g in all_logs() if g.name == "win10-tf-gpu-1131-keras-dll-load-failed-cuda-101-and-90"
    ]
    assert "1.13" in log.text and "DLL load failed" in log.text
    ids = _ids(log.text)
    assert ids[0] == "cuda-libraries-missing"
    assert "msvc-runtime-missing" not in ids


def test_a_live_import_stopped_by_the_self_check_names_the_runtime() -> None:
    facts = fs.healthy()
    facts["system"]["platform_kind"] = "windows"
    facts["packages"]["tensorflow"] = {"version": "2.10.1", "location": fs.SITE}
    facts["python"]["version"] = "3.10.11"
    error = SELF_CHECK_2_1.rsplit("\n", 1)[1]
    facts["tensorflow"] = {"imported": False, "import_error": error}
    found, _ = diagnose(facts)
    ids = [f.id for f in found]
    assert ids[0] == "msvc-runtime-missing"
    assert found[0].confidence == "confirmed"
    assert "tensorflow-import-failed" in ids


def test_a_live_import_that_failed_otherwise_is_no_runtime() -> None:
    facts = fs.healthy()
    facts["tensorflow"] = {"imported": False, "import_error": "ImportError: numpy.core"}
    found, _ = diagnose(facts)
    assert "msvc-runtime-missing" not in [f.id for f in found]


def _logged(release: str, lines: tuple[str, ...] = (), **from_log: object) -> list[str]:
    """The findings of a pasted Windows log that states ``release`` and ``from_log`` only."""
    facts = {
        "system": {"platform_kind": "windows"},
        "stated": {"tf_version": release},
        "from_log": {"evidence": {}, "dll_module_not_found": True, **from_log},
    }
    found, _ = diagnose(facts, lines)
    return [f.id for f in found]


def test_the_release_stated_decides_between_the_runtime_and_cuda() -> None:
    # TensorFlow 2.0 (a GPU build loads CUDA at import) and 2.1 (after it), stated alone.
    assert "msvc-runtime-missing" not in _logged("2.0.0", tf_gpu_named=True)
    assert "cuda-libraries-missing" in _logged("2.0.0", tf_gpu_named=True)
    assert _logged("2.1.0")[0] == "msvc-runtime-missing"


# https://github.com/ray-project/ray/issues/23109: the import failed for want of memory
PAGING_FILE = (
    "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: Die "
    "Auslagerungsdatei ist zu klein, um diesen Vorgang durchzuführen."
)


def test_a_named_dll_or_another_cause_leaves_the_runtime_out() -> None:
    assert "msvc-runtime-missing" not in _logged("2.3.0", dll_missing="cudnn64_8.dll")
    ids = _logged("2.3.0", (PAGING_FILE,))
    assert "host-out-of-memory" in ids and "msvc-runtime-missing" not in ids
