"""A TensorFlow that cannot be imported, read from what users paste."""

from __future__ import annotations

from tfgpu_gui.doctor.collect import explain_log_report

# https://github.com/tensorflow/tensorflow/issues/17411 (a reply: the CPU has no AVX)
NO_AVX = """$ python3
>>> import tensorflow as tf
Illegal instruction (core dumped)"""

# https://github.com/tensorflow/tensorflow/issues/73765
DLL_INIT = """Traceback (most recent call last):
  File "C:\\Users\\alice\\AppData\\Local\\Programs\\Python\\Python311\\Lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow.py", line 70, in <module>
    from tensorflow.python._pywrap_tensorflow_internal import *
ImportError: DLL load failed while importing _pywrap_tensorflow_internal: A dynamic link library (DLL) initialization routine failed."""  # noqa: E501

# https://github.com/nekitmm/starnet/issues/26
NATIVE_RUNTIME = (
    "ImportError: DLL load failed while importing _pywrap_tensorflow_internal: "
    "The specified module could not be found.\n"
    "\n"
    "Failed to load the native TensorFlow runtime."
)


def _ids(text: str, platform: str = "linux") -> dict[str, str]:
    report = explain_log_report(text.splitlines(), platform=platform)
    return {f.id: f.confidence for f in report.findings if not f.harmless}


def test_an_illegal_instruction_at_the_import_is_a_possible_cpu_without_avx() -> None:
    found = _ids(NO_AVX)
    assert "tensorflow-import-failed" in found
    assert found["tensorflow-import-failed"] == "possible"  # other programs crash so too


def test_the_native_runtime_that_does_not_load_is_an_import_failure() -> None:
    assert "tensorflow-import-failed" in _ids(DLL_INIT, "windows")
    assert "tensorflow-import-failed" in _ids(NATIVE_RUNTIME, "windows")
