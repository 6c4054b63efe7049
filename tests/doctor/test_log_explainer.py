"""The log explainer on real excerpts (sources in log_excerpts.py), grouping and speed."""

from __future__ import annotations

import pytest

from tests.doctor.log_excerpts import EXCERPTS, Excerpt
from tfgpu_gui.doctor.log_explainer import BLOCKING, HARMLESS, WARNINGS, explain_log
from tfgpu_gui.doctor.model import INFO


@pytest.mark.parametrize("excerpt", EXCERPTS, ids=[e.name for e in EXCERPTS])
def test_real_excerpt(excerpt: Excerpt) -> None:
    explanation = explain_log(excerpt.text.splitlines())
    groups = {g: {m.finding for m in explanation.group(g)} for g in (BLOCKING, WARNINGS, HARMLESS)}
    assert groups[BLOCKING] == excerpt.blocking
    assert groups[WARNINGS] == excerpt.warnings
    assert groups[HARMLESS] == excerpt.harmless


def test_harmless_lines_are_info_and_never_problems() -> None:
    text = next(e for e in EXCERPTS if e.name.startswith("harmless")).text
    explanation = explain_log(text.splitlines())
    assert explanation.findings
    for finding in explanation.findings:
        assert finding.harmless and finding.severity == INFO
        assert finding.explanation.startswith("Safe to ignore")


def test_evidence_quotes_the_lines_with_their_numbers() -> None:
    text = next(e for e in EXCERPTS if "cuDNN 9.1" in e.name).text
    (finding,) = explain_log(text.splitlines()).findings
    assert finding.evidence[0].startswith("log line 1: E0000")
    assert "9.1.0 but source was compiled with: 9.3.0" in finding.evidence[0]


def test_repeated_lines_are_summarised() -> None:
    line = "2023-12-05 09:29:18.697209: W gpu_backend_lib.cc:274] libdevice not found at ./x.bc"
    (finding,) = explain_log([line] * 30).findings
    assert len(finding.evidence) == 5
    assert finding.evidence[-1] == "... and 26 more line(s) like these"


def test_unrecognised_error_lines_are_kept() -> None:
    lines = ["I0000 fine.cc:1] all good", "E0000 00:00:1.2 weird.cc:9] something new broke"]
    explanation = explain_log(lines)
    assert explanation.matches == []
    assert explanation.unrecognised_errors == [(2, lines[1])]


def test_a_user_print_of_harmless_words_is_not_a_problem() -> None:
    explanation = explain_log(["epoch 1/10 - loss 0.3", "Could not find TensorRT"])
    assert [m.finding for m in explanation.matches] == ["tensorrt-missing-warning"]
    assert explanation.findings[0].harmless


def test_cuinit_failing_in_a_container_that_lost_its_gpus_is_that_loss() -> None:
    """TensorFlow's cuInit failure beside nvidia-smi's "Unknown Error" is what the lost device
    files lead to, not a cause of its own (lines from nvidia-container-toolkit#1227 and
    nanoporetech/medaka#214)."""
    lost = next(e for e in EXCERPTS if "nvidia-container-toolkit#1227" in e.name).text
    cuinit = next(e for e in EXCERPTS if e.name.startswith("cuInit 303 alone")).text
    line = next(x for x in cuinit.splitlines() if "(303)" in x)
    explanation = explain_log([*lost.splitlines(), line])
    assert {f.id for f in explanation.findings} == {"container-lost-gpu-access"}
