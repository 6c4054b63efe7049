"""The summary's sentence on what works now: one case per kind of report."""

from __future__ import annotations

import dataclasses
from typing import Any

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.rules import diagnose
from tfgpu_gui.doctor.summary import what_works

HARMLESS_LINE = "W py_utils.cc:38] TF-TRT Warning: Could not find TensorRT"
CUDNN_LINE = (
    "E cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3"
)


def report_on(facts: dict[str, Any]) -> Report:
    findings, explanation = diagnose(facts)
    return Report("environment", {}, facts, findings, log=explanation.to_dict())


def test_tf_sees_the_gpu_and_the_matmul_ran_on_it() -> None:
    assert what_works(report_on(fs.healthy())) == (
        "TensorFlow 2.21.0 sees 1 GPU: NVIDIA GeForce RTX 4090; a test matmul ran on GPU:0."
    )


def test_a_matmul_that_failed_is_said() -> None:
    facts = fs.healthy()
    facts["tensorflow"]["matmul"] = {"ok": False, "error": "CUDA_ERROR_OUT_OF_MEMORY"}
    assert what_works(report_on(facts)).startswith(
        "TensorFlow 2.21.0 sees 1 GPU: NVIDIA GeForce RTX 4090; but a test matmul failed: "
        "CUDA_ERROR_OUT_OF_MEMORY."
    )


def test_tf_sees_no_gpu_names_the_first_thing_to_fix() -> None:
    report = report_on(fs.no_driver(fs.healthy()))
    first = report.problems()[0]
    assert first.id == "no-nvidia-driver"
    assert what_works(report) == (
        "TensorFlow 2.21.0 runs on the CPU only: it sees no GPU. "
        f"First to fix: {first.title.rstrip('.')}."
    )


def test_tf_sees_no_gpu_though_the_driver_does() -> None:
    sentence = what_works(report_on(fs.tf_sees_no_gpu(fs.healthy())))
    assert sentence.startswith(
        "TensorFlow 2.21.0 runs on the CPU only: it sees no GPU. The driver sees 1 GPU. "
        "First to fix: "
    )


def test_no_tensorflow() -> None:
    facts = fs.healthy()
    facts["tensorflow"] = {"imported": False, "missing": True, "import_error": "No module"}
    facts["packages"] = {}
    report = report_on(facts)
    assert what_works(report) == (
        "TensorFlow is not installed in this Python. The driver sees 1 GPU. "
        f"First to fix: {report.problems()[0].title.rstrip('.')}."
    )


def test_tensorflow_that_cannot_be_imported() -> None:
    facts = fs.healthy()
    facts["tensorflow"] = {"imported": False, "import_error": "ImportError: libcudart.so.12"}
    assert what_works(report_on(facts)).startswith(
        "TensorFlow cannot be imported in this Python. The driver sees 1 GPU."
    )


def test_tensorflow_not_checked() -> None:
    facts = fs.healthy()
    del facts["tensorflow"]
    assert what_works(report_on(facts)).startswith(
        "TensorFlow was not checked (it was not imported). The driver sees 1 GPU."
    )


def test_pasted_log_with_a_problem() -> None:
    report = explain_log_report([HARMLESS_LINE, CUDNN_LINE])
    title = report.problems()[0].title.rstrip(".")
    assert what_works(report) == f"The log shows 1 problem. First to fix: {title}."


def test_pasted_log_whose_causes_are_only_possible() -> None:
    # Only "no GPU": the causes are alternatives to check, not problems to fix one after another.
    report = explain_log_report(["Num GPUs Available:  0"])
    first = report.problems()[0]
    assert len(report.possible_problems()) == len(report.problems()) > 1
    assert what_works(report) == (
        f"The log does not show the cause for certain. Most likely, to check first: {first.title}."
    )
    # A cause the log shows, beside a cause it only suggests.
    named = explain_log_report([HARMLESS_LINE, CUDNN_LINE])
    likely = named.problems()[0]
    named.findings.append(dataclasses.replace(first, rank=2))
    assert named.possible_problems() == [named.findings[-1]]
    assert what_works(named) == (
        "The log shows 1 problem and 1 more possible cause. "
        f"First to fix: {likely.title.rstrip('.')}."
    )


def test_pasted_log_without_a_problem() -> None:
    assert what_works(explain_log_report([HARMLESS_LINE])) == (
        "The log shows no problem: 1 message in it is safe to ignore."
    )
