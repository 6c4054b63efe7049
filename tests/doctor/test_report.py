"""Reports: verdict and exit status, JSON round trip, redaction, Markdown and text."""

from __future__ import annotations

import json

import pytest

from tests.doctor import factsets as fs
from tests.helpers.reports import report_of
from tfgpu_gui.doctor.redact import redact
from tfgpu_gui.doctor.render_markdown import render_markdown
from tfgpu_gui.doctor.render_text import render_report
from tfgpu_gui.doctor.report import Report, ReportFormatError
from tfgpu_gui.text.terminal import Style

make = report_of


@pytest.mark.parametrize(
    ("facts", "status"),
    [
        (fs.healthy(), 0),
        ({**fs.healthy(), "env_target": {}}, 0),  # memory growth advice is info only
        (fs.with_gpu(fs.healthy(), "NVIDIA H100", (9, 0)), 1),
        (fs.no_driver(fs.healthy()), 2),
    ],
)
def test_exit_status(facts: dict[str, object], status: int) -> None:
    assert make(facts).exit_status() == status


def test_harmless_lines_do_not_change_the_verdict() -> None:
    report = make(fs.healthy(), ["W py_utils.cc:38] TF-TRT Warning: Could not find TensorRT"])
    assert [f.id for f in report.findings] == ["tensorrt-missing-warning"]
    assert report.exit_status() == 0


def test_json_round_trip_keeps_everything() -> None:
    report = make(
        fs.no_driver(fs.healthy()),
        ["E cuda_driver.cc:1] failed call to cuInit: UNKNOWN ERROR (303)"],
    )
    data = json.loads(report.to_json())
    assert data["schema"] == "tfgpu.doctor-report/1"
    assert {"target", "facts", "findings"} <= data.keys()
    assert set(data["findings"][0]) >= {"id", "severity", "title", "explanation", "evidence", "fix"}
    again = Report.from_json(report.to_json())
    assert again.to_dict() == report.to_dict()


@pytest.mark.parametrize(
    "text", ["not json", "[]", '{"schema": "other/1"}', '{"schema": "tfgpu.doctor-report/9"}']
)
def test_other_files_are_refused(text: str) -> None:
    with pytest.raises(ReportFormatError):
        Report.from_json(text)


def test_redaction_removes_user_host_and_home_everywhere() -> None:
    facts = fs.no_driver(fs.healthy())
    log = ["I cuda_diagnostics.cc:165] hostname: deskbox", "opened /home/alice/data/x.npy as alice"]
    red = redact(make(facts, log))
    text = red.to_json()
    assert "alice" not in text and "deskbox" not in text and "/home/alice" not in text
    assert "~/.venvs/tf/bin/python" in text
    assert "<host>" in text and "<user>" in text
    assert red.redacted and red.exit_status() == 2
    assert "redacted" in render_markdown(red)


def test_markdown_has_verdict_findings_and_commands() -> None:
    md = render_markdown(make(fs.no_driver(fs.healthy())))
    assert "**Verdict:** TensorFlow cannot use the GPU" in md
    assert "### ERROR: `no-nvidia-driver`" in md
    assert "```sh\nsudo ubuntu-drivers install" in md


def test_text_report_without_colour_has_no_escape_codes() -> None:
    text = render_report(make(fs.no_driver(fs.healthy())), Style(False))
    assert "\x1b[" not in text
    assert "ERROR   no-nvidia-driver" in text
    assert text.rstrip().splitlines()[-1].startswith("Verdict:")
    coloured = render_report(make(fs.no_driver(fs.healthy())), Style(True))
    assert "\x1b[31;1mERROR" in coloured


def test_docs_catalogue_is_current() -> None:
    from pathlib import Path

    from tfgpu_gui.doctor.catalogue_doc import render

    doc = Path(__file__).resolve().parents[2] / "docs" / "doctor.md"
    assert doc.read_text(encoding="utf-8") == render(), (
        "regenerate: python -m tfgpu_gui.doctor.catalogue_doc > docs/doctor.md"
    )
