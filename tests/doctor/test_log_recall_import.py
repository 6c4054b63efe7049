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
    # Other programs crash so too: both are possible, the cause ranked first.
    assert found == {"tensorflow-import-failed": "possible", "cpu-without-avx": "possible"}
    report = explain_log_report(NO_AVX.splitlines())
    assert [f.id for f in report.findings][:2] == ["cpu-without-avx", "tensorflow-import-failed"]


def test_a_dll_whose_initialisation_failed_is_an_import_failure_likely_of_a_cpu_without_avx():
    found = _ids(DLL_INIT, "windows")
    assert found == {"tensorflow-import-failed": "likely", "cpu-without-avx": "possible"}


# TensorFlow's own check (cpu_feature_guard.cc), as users met it:
# https://github.com/tensorflow/tensorflow/issues/6896 (a DeepSpeech server, 2018)
AVX2_GUARD = (
    "2018-01-17 08:21:49.120154: F tensorflow/core/platform/cpu_feature_guard.cc:35] The "
    "TensorFlow library was compiled to use AVX2 instructions, but these aren't available on "
    "your machine.\nAborted (core dumped)"
)
# https://github.com/acil-bwh/ChestImagingPlatform/issues/51 (an x86 image emulated on an
# Apple-silicon Mac, 2023)
AVX_GUARD_EMULATED = (
    "2023-10-04 18:53:33.551479: F tensorflow/core/platform/cpu_feature_guard.cc:37] The "
    "TensorFlow library was compiled to use AVX instructions, but these aren't available on "
    "your machine.\nqemu: uncaught target signal 6 (Aborted) - core dumped\nAborted"
)
# https://github.com/Zeta36/tensorflow-tex-wavenet/issues/8 (quoted with a typographic
# apostrophe)
AVX_GUARD_CURLY = (
    "The TensorFlow library was compiled to use AVX instructions, but these aren\u2019t "
    "available on your machine.\nAborted (core dumped)"
)
# https://github.com/tensorflow/tensorflow/issues/26241
SSE41_GUARD = (
    "tensorflow/core/platform/cpu_feature_guard.cc:37] The TensorFlow library was compiled to "
    "use SSE4.1 instructions, but these aren't available on your machine.\nAborted"
)


def test_tensorflows_own_check_of_the_cpu_names_the_missing_instructions_for_sure() -> None:
    for text in (AVX2_GUARD, AVX_GUARD_EMULATED, AVX_GUARD_CURLY, SSE41_GUARD):
        found = _ids(text)
        assert found.get("cpu-without-avx") == "likely", text
        report = explain_log_report(text.splitlines())
        assert report.findings[0].id == "cpu-without-avx"


def test_the_notice_of_instructions_the_build_does_not_use_is_no_missing_avx() -> None:
    # The harmless start-up notice names the same instructions the other way round.
    notice = (
        "2019-05-11 18:37:35.612436: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your "
        "CPU supports instructions that this TensorFlow binary was not compiled to use: AVX2 FMA"
    )
    assert "cpu-without-avx" not in _ids(notice)


def test_the_native_runtime_that_does_not_load_is_an_import_failure() -> None:
    assert "tensorflow-import-failed" in _ids(NATIVE_RUNTIME, "windows")
