# ruff: noqa: E501 - tracebacks and messages are quoted verbatim
"""Windows' loader messages read in the language Windows printed them in.

Python's "DLL load failed" quotes the system's own message text, which Windows gives in its
display language: a TensorFlow that cannot find a CUDA or cuDNN DLL says so in Russian on a
Russian Windows. Each message is quoted from the page named beside it.
"""

from __future__ import annotations

import pytest

from tests.helpers.pastes import findings_of
from tfgpu_gui.doctor.log_facts import read_log_facts

# TensorFlow's import on Windows, the loader's message left out ({} below).
TRACEBACK = """\
Traceback (most recent call last):
  File "C:\\Program Files\\Python35\\lib\\site-packages\\tensorflow\\python\\pywrap_tensorflow_internal.py", line 18, in swig_import_helper
    return importlib.import_module(mname)
  File "<frozen importlib._bootstrap>", line 222, in _call_with_frames_removed
ImportError: DLL load failed: {}
"""

# ERROR_MOD_NOT_FOUND (126), "The specified module could not be found.", as pasted:
MODULE_NOT_FOUND = {
    # https://github.com/tensorflow/tensorflow/issues/12437
    "Russian": "Не найден указанный модуль.",
    # https://github.com/tensorflow/tensorflow/issues/9603
    "Portuguese": "Impossível localizar o módulo especificado.",
    # https://github.com/tensorflow/tensorflow/issues/35903
    "German": "Das angegebene Modul wurde nicht gefunden.",
    # https://github.com/tensorflow/tensorflow/issues/39284
    "French": "Le module spécifié est introuvable.",
    # https://github.com/gitextensions/gitextensions/issues/9506
    "Japanese": "指定されたモジュールが見つかりません。",
    # https://github.com/tensorflow/models/issues/2083
    "Chinese": "找不到指定的模块。",
    # a public repository's traceback (the public code index's document 10539621646)
    "Spanish": "No se puede encontrar el módulo especificado.",
    "English": "The specified module could not be found.",
}


@pytest.mark.parametrize("language", list(MODULE_NOT_FOUND))
def test_a_dll_not_found_is_read_in_any_of_its_languages(language):
    text = TRACEBACK.format(MODULE_NOT_FOUND[language])
    facts = read_log_facts(text.splitlines())["from_log"]
    assert facts["dll_module_not_found"] is True
    found = findings_of(text)
    # a TensorFlow's own module that did not load: the import failed, most likely for want of
    # one of the CUDA or cuDNN DLLs its GPU build loads
    assert "cuda-libraries-missing" in found
    assert "tensorflow-import-failed" in found


def test_another_error_in_the_same_words_is_not_a_missing_module():
    # ERROR_PROC_NOT_FOUND (127) is another error: "Die angegebene Prozedur wurde nicht
    # gefunden." (https://github.com/tensorflow/tensorflow/issues/16845)
    text = TRACEBACK.format("Die angegebene Prozedur wurde nicht gefunden.")
    assert "dll_module_not_found" not in read_log_facts(text.splitlines())["from_log"]


# ERROR_DLL_INIT_FAILED (1114) in Chinese, under TensorFlow's import
# (https://github.com/Dimsmary/Ossas_ChatBot/issues/22):
INIT_FAILED_ZH = """\
  File "tensorflow\\python\\pywrap_tensorflow_internal.py", line 20, in swig_import_helper
ImportError: DLL load failed: 动态链接库(DLL)初始化例程失败。
"""


def test_a_dll_whose_initialisation_failed_is_read_in_chinese_too():
    found = findings_of(INIT_FAILED_ZH)
    assert "tensorflow-import-failed" in found
    # most often a wheel built for AVX on a CPU without it: possible
    assert found["cpu-without-avx"].confidence == "possible"
    english = INIT_FAILED_ZH.replace(
        "动态链接库(DLL)初始化例程失败。",
        "A dynamic link library (DLL) initialization routine failed.",
    )
    assert set(findings_of(english)) == set(found)
