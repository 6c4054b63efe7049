"""TF-TRT without the TensorRT it needs: an error, where TensorRT not found is otherwise harmless.
Texts are quoted from the public threads named beside them, or from TensorFlow's own messages
(tensorflow/python/compiler/tensorrt/trt_convert.py)."""

from __future__ import annotations

import pytest

from tests.doctor.corpus import all_logs
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import ERROR
from tfgpu_gui.doctor.rules import diagnose_log


def _corpus(name: str) -> str:
    return next(log.text for log in all_logs() if log.name == name)


def _findings(text: str) -> dict[str, str]:
    return {f.id: f.severity for f in diagnose_log(text.splitlines()).findings}


# https://github.com/pythonlessons/TensorFlow-2.x-YOLOv3/issues/105 (the two log lines)
LIBNVINFER_MISSING = (
    "W tensorflow/stream_executor/platform/default/dso_loader.cc:59] Could not load dynamic "
    "library 'libnvinfer.so.6'; dlerror: libnvinfer.so.6: cannot open shared object file: No "
    "such file or directory"
)
# https://github.com/tensorflow/tensorrt/issues/153 (its import line)
TF_TRT_IMPORT = "from tensorflow.python.compiler.tensorrt import trt_convert as trt"


@pytest.mark.parametrize(
    "line",
    [
        # trt_convert.py's own words, the first as https://github.com/tensorflow/tensorrt/issues/279
        # shows it
        "ERROR:tensorflow:Tensorflow needs to be built with TensorRT support enabled to allow "
        "TF-TRT to operate.",
        "RuntimeError: Tensorflow has not been built with TensorRT support.",
        "ERROR:tensorflow:TensorRT version mismatch. Tensorflow was compiled against TensorRT "
        "7.2.2 but library loaded from environment is TensorRT 6.0.1. Please make sure that "
        "correct version of TensorRT is available in the system and added to ldconfig or "
        "LD_LIBRARY_PATH",
        # https://github.com/ardianumam/Tensorflow-TensorRT/issues/21
        "INFO: tensorflow: Running against TensorRT version 0.0.0",
        # https://github.com/pythonlessons/TensorFlow-2.x-YOLOv3/issues/105
        "2020-12-01 15:51:57.871503: F tensorflow/compiler/tf2tensorrt/stub/nvinfer_stub.cc:49] "
        "getInferLibVersion symbol not found.",
    ],
)
def test_tf_trts_own_failures_name_the_cause(line: str) -> None:
    assert _findings(line) == {"tensorrt-unavailable": ERROR}


def test_a_mismatch_warning_or_a_missing_tf1_module_is_possible() -> None:
    # https://github.com/tensorflow/tensorrt/issues/85 and #113
    for name in (
        "tf-trt-tf113-tensorrt-mismatch-compiled-502-loaded-512",
        "tf-trt-win10-no-module-tensorflow-contrib-tensorrt",
    ):
        d = diagnose_log(_corpus(name).splitlines())
        assert [(f.id, f.confidence) for f in d.findings if not f.harmless] == [
            ("tensorrt-unavailable", "possible")
        ]


def test_tensorrt_not_found_is_harmless_unless_tf_trt_is_used() -> None:
    alone = diagnose_log([LIBNVINFER_MISSING]).findings
    assert [(f.id, f.harmless) for f in alone] == [("tensorrt-missing-warning", True)]
    used = diagnose_log([TF_TRT_IMPORT, LIBNVINFER_MISSING]).findings
    assert [f.id for f in used] == ["tensorrt-unavailable"]  # the harmless notice not beside it
    assert any(TF_TRT_IMPORT in e for e in used[0].evidence)
    assert any("libnvinfer.so.6" in e for e in used[0].evidence)
    # The notice goes beside a TF-TRT failure of its own too.
    failed = [LIBNVINFER_MISSING, "Running against TensorRT version 0.0.0"]
    assert _findings("\n".join(failed)) == {"tensorrt-unavailable": ERROR}


def test_tensorrt_opened_is_no_notice_and_a_working_conversion_no_error() -> None:
    # https://github.com/tensorflow/tensorrt/issues/136: the conversion ran on the GPU
    text = _corpus("tf-trt-convert-tf20-gpu-numa-notes-only")
    found = _findings(text)
    assert "tensorrt-unavailable" not in found
    assert "tensorrt-missing-warning" not in found
    opened = (
        "I tensorflow/stream_executor/platform/default/dso_loader.cc:44] Successfully opened "
        "dynamic library libnvinfer.so.5"
    )
    assert _findings(TF_TRT_IMPORT + "\n" + opened) == {}


def test_the_entry_says_which_builds_have_no_tf_trt() -> None:
    entry = CATALOGUE["tensorrt-unavailable"]
    assert "2.17" in entry.explanation
    assert "nvcr.io/nvidia/tensorflow" in entry.fix_for("linux")
    assert "no TF-TRT" in entry.fix_for("windows")
