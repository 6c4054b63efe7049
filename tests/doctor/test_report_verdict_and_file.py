"""A report's verdict and exit status, its JSON form, and a report file read back (damaged too)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tfgpu_gui import __version__
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.report import (
    LOG_VERDICT_FAILED,
    LOG_VERDICT_POSSIBLE,
    LOG_VERDICT_TEXT,
    MAX_REPORT_BYTES,
    SCHEMA,
    VERDICT_TEXT,
    Report,
    ReportFormatError,
    load_report,
)


def finding(
    fid: str,
    severity: str,
    *,
    harmless: bool = False,
    rank: int = 0,
    confidence: str = "",
) -> Finding:
    return Finding(
        id=fid,
        severity=severity,
        title=f"{fid} title",
        explanation=f"{fid} explained",
        harmless=harmless,
        rank=rank,
        confidence=confidence,
    )


def report(*findings: Finding, mode: str = "environment") -> Report:
    return Report(mode=mode, target={"python": "/usr/bin/python3"}, facts={}, findings=[*findings])


# --- verdict ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("findings", "verdict", "status"),
    [
        ([], "ok", 0),
        ([finding("a", INFO)], "ok", 0),
        ([finding("a", WARNING)], "warnings", 1),
        ([finding("a", INFO), finding("b", WARNING), finding("c", ERROR)], "errors", 2),
        ([finding("a", ERROR)], "errors", 2),
        ([finding("a", ERROR, harmless=True)], "ok", 0),  # a harmless line counts for nothing
        ([finding("a", WARNING, harmless=True), finding("b", WARNING)], "warnings", 1),
    ],
)
def test_verdict_and_exit_status(findings: list[Finding], verdict: str, status: int) -> None:
    r = report(*findings)
    assert r.verdict == verdict
    assert r.exit_status() == status
    assert r.verdict_text() == VERDICT_TEXT[verdict]


def test_problems_are_the_errors_and_warnings_that_are_not_harmless() -> None:
    a, b, c, d = (
        finding("a", ERROR),
        finding("b", INFO),
        finding("c", WARNING),
        finding("d", WARNING, harmless=True),
    )
    assert report(a, b, c, d).problems() == [a, c]


def test_a_log_s_verdict_is_worded_for_a_log() -> None:
    assert report(mode="log").verdict_text() == "Nothing in this log points to a problem."
    assert (
        report(finding("a", WARNING), mode="log").verdict_text() == (LOG_VERDICT_TEXT["warnings"])
    )
    assert report(finding("a", ERROR), mode="log").verdict_text() == LOG_VERDICT_TEXT["errors"]


def test_a_log_whose_errors_are_not_about_the_gpu_being_seen_says_what_failed() -> None:
    oom = finding("gpu-out-of-memory", ERROR)
    trt = finding("tensorrt-unavailable", ERROR)
    assert report(oom, trt, mode="log").verdict_text() == LOG_VERDICT_FAILED
    # Beside a cause of the GPU not seen, the GPU was not used.
    missing = finding("cuda-libraries-missing", ERROR)
    assert report(oom, missing, mode="log").verdict_text() == LOG_VERDICT_TEXT["errors"]
    # A warning about the GPU beside them changes nothing; a diagnosis is worded as before.
    hidden = finding("cuda-visible-devices-hides-gpus", WARNING)
    assert report(oom, hidden, mode="log").verdict_text() == LOG_VERDICT_FAILED
    assert report(oom).verdict_text() == VERDICT_TEXT["errors"]


def test_a_log_whose_problems_are_all_only_possible_says_the_cause_is_not_certain() -> None:
    cpu = finding("tensorflow-cpu-only-build", WARNING, rank=1, confidence="possible")
    libs = finding("cuda-libraries-missing", WARNING, rank=2, confidence="possible")
    r = report(cpu, libs, mode="log")
    assert r.possible_problems() == [cpu, libs]
    assert r.verdict_text() == LOG_VERDICT_POSSIBLE
    assert r.exit_status() == 1  # still worth a look: the status is the severities'
    # One likely cause among them: the log does show a cause.
    likely = finding("no-nvidia-driver", ERROR, rank=1, confidence="likely")
    r = report(likely, libs, mode="log")
    assert r.possible_problems() == [libs]
    assert r.verdict_text() == LOG_VERDICT_TEXT["errors"]
    # A harmless line or advice counts neither way; a diagnosis of a machine is worded as before.
    note = finding("numa-node", INFO, harmless=True, confidence="possible")
    assert report(cpu, note, mode="log").verdict_text() == LOG_VERDICT_POSSIBLE
    assert report(cpu, libs).verdict_text() == VERDICT_TEXT["warnings"]


def test_a_log_harmless_without_a_gpu_names_what_to_see_if_there_is_one() -> None:
    maybe = finding("cuda-libraries-missing", INFO, rank=1, confidence="possible")
    other = finding("x-possible", INFO, rank=2, confidence="possible")
    r = report(maybe, other, finding("y", INFO, rank=0, confidence="possible"), mode="log")
    assert r.verdict_text() == (
        "Nothing in this log is a problem on a machine without an NVIDIA GPU; if this one has "
        "a GPU TensorFlow should use, see cuda-libraries-missing, x-possible."
    )


@pytest.mark.parametrize(
    "f",
    [
        finding("a", INFO, rank=1, confidence="likely"),
        finding("a", INFO, rank=0, confidence="possible"),
        finding("a", WARNING, rank=1, confidence="possible"),
    ],
)
def test_only_a_ranked_possible_info_makes_the_log_verdict_conditional(f: Finding) -> None:
    text = report(f, mode="log").verdict_text()
    assert not text.startswith("Nothing in this log is a problem on a machine without")


def test_the_conditional_wording_is_for_logs_only() -> None:
    maybe = finding("cuda-libraries-missing", INFO, rank=1, confidence="possible")
    assert report(maybe).verdict_text() == VERDICT_TEXT["ok"]


# --- JSON -------------------------------------------------------------------------------------


def test_the_json_form_holds_every_field() -> None:
    f = finding("driver-too-old", WARNING, rank=1, confidence="confirmed")
    r = Report(
        mode="environment",
        target={"python": "/usr/bin/python3"},
        facts={"system": {"os": "Linux"}},
        findings=[f],
        log_lines=["line one"],
        log={"total_lines": 1},
        created="2026-11-26T07:00:00+0000",
        redacted=True,
        duration_s=2.5,
        versions={"tfgpu": "1.0"},
        host="gpu-box",
    )
    assert r.to_dict() == {
        "schema": "tfgpu.doctor-report/1",
        "tool": {"name": "tfgpu", "version": __version__},
        "created": "2026-11-26T07:00:00+0000",
        "mode": "environment",
        "host": "gpu-box",
        "redacted": True,
        "duration_s": 2.5,
        "target": {"python": "/usr/bin/python3"},
        "versions": {"tfgpu": "1.0"},
        "verdict": {"status": "warnings", "text": VERDICT_TEXT["warnings"]},
        "facts": {"system": {"os": "Linux"}},
        "findings": [f.to_dict()],
        "log": {"lines": ["line one"], "total_lines": 1},
    }
    text = r.to_json()
    assert text.startswith('{\n  "schema": ')  # indented by two
    assert Report.from_json(text).to_dict() == r.to_dict()


def test_a_fresh_report_is_stamped_with_its_local_time() -> None:
    r = report()
    assert len(r.created) >= len("2026-11-26T07:00:00+0000")
    assert r.created[4] == "-" and r.created[10] == "T"
    assert r.to_dict()["log"] == {"lines": []}
    assert r.to_dict()["host"] is None and r.to_dict()["redacted"] is False


def test_values_json_cannot_hold_are_written_as_text() -> None:
    r = report()
    r.facts = {"path": Path("/opt/tf")}
    assert json.loads(r.to_json())["facts"] == {"path": "/opt/tf"}


# --- reading a report back -------------------------------------------------------------------


def minimal(**fields: Any) -> dict[str, Any]:
    return {"schema": SCHEMA, **fields}


def test_a_report_with_only_its_schema_opens_empty() -> None:
    r = Report.from_dict(minimal())
    assert (r.mode, r.target, r.facts, r.findings, r.log_lines, r.log) == (
        "environment",
        {},
        {},
        [],
        [],
        None,
    )
    assert (r.created, r.tool_version, r.redacted, r.duration_s, r.versions, r.host) == (
        "",
        "?",
        False,
        None,
        {},
        None,
    )


def test_every_field_of_the_wrong_type_is_read_as_missing() -> None:
    r = Report.from_dict(
        minimal(
            mode="anything",
            target=["not", "a", "dict"],
            facts="text",
            findings={"id": "x"},
            log=["not a dict"],
            tool="1.0",
            redacted="yes",
            duration_s=True,
            versions=None,
            host=42,
        )
    )
    assert (r.mode, r.target, r.facts, r.findings, r.log_lines, r.log) == (
        "environment",
        {},
        {},
        [],
        [],
        None,
    )
    assert (r.tool_version, r.redacted, r.duration_s, r.versions, r.host) == (
        "?",
        False,
        None,
        {},
        None,
    )


def test_fields_of_the_right_type_are_read() -> None:
    r = Report.from_dict(
        minimal(
            mode="log",
            target={"python": "/usr/bin/python3"},
            facts={"system": {}},
            log={"lines": ["a", 2], "total_lines": 2},
            created="yesterday",
            tool={"version": "0.9"},
            redacted=True,
            duration_s=3,
            versions={"tfgpu": 1},
            host="h" * 300,
        )
    )
    assert r.mode == "log"
    assert r.target == {"python": "/usr/bin/python3"}
    assert r.facts == {"system": {}}
    assert r.log_lines == ["a", "2"]
    assert r.log == {"total_lines": 2}
    assert (r.created, r.tool_version, r.redacted) == ("yesterday", "0.9", True)
    assert r.duration_s == 3.0 and isinstance(r.duration_s, float)
    assert r.versions == {"tfgpu": "1"}
    assert r.host == "h" * 253  # a host name is at most 253 characters


def test_a_finding_s_damaged_fields_are_read_as_missing() -> None:
    data = minimal(
        findings=[
            {
                "id": "driver-too-old",
                "severity": "warning",
                "title": 7,
                "evidence": "one line",
                "harmless": "yes",
                "rank": 2,
                "confidence": "likely",
            },
            "not a finding",
            {"id": "b", "evidence": ["x", 3], "harmless": True},
        ]
    )
    first, second = Report.from_dict(data).findings
    assert (first.id, first.severity, first.title, first.evidence) == (
        "driver-too-old",
        WARNING,
        "",
        [],
    )
    assert (first.harmless, first.rank, first.confidence) == (False, 2, "likely")
    assert (second.id, second.evidence, second.harmless) == ("b", ["x", "3"], True)


def test_keys_of_a_nested_dict_are_read_as_text() -> None:
    r = Report.from_dict({"schema": SCHEMA, "target": {1: "one"}})
    assert r.target == {"1": "one"}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "This file is not a tfgpu doctor report (no matching schema)."),
        ({"schema": "other/1"}, "This file is not a tfgpu doctor report (no matching schema)."),
        ({}, "This file is not a tfgpu doctor report (no matching schema)."),
        (
            {"schema": "tfgpu.doctor-report/2"},
            "Unknown report schema 'tfgpu.doctor-report/2'; expected tfgpu.doctor-report/1.",
        ),
    ],
)
def test_what_is_not_a_report_is_refused_with_a_reason(data: Any, message: str) -> None:
    with pytest.raises(ReportFormatError) as info:
        Report.from_dict(data)
    assert str(info.value) == message


def test_text_that_is_not_json_is_refused() -> None:
    with pytest.raises(ReportFormatError) as info:
        Report.from_json("{nope")
    assert str(info.value).startswith("This file is not JSON (Expecting property name")
    deep = "[" * 100_000 + "]" * 100_000
    with pytest.raises(ReportFormatError, match=r"^This file is not JSON"):
        Report.from_json(deep)


def test_load_report_reads_a_file_with_or_without_a_byte_order_mark(tmp_path: Path) -> None:
    r = report(finding("driver-too-old", WARNING))
    path = tmp_path / "r.json"
    path.write_bytes(b"\xef\xbb\xbf" + r.to_json().encode("utf-8"))
    assert load_report(path).to_dict() == r.to_dict()
    path.write_text(r.to_json(), encoding="utf-8")
    assert load_report(str(path)).to_dict() == r.to_dict()


def test_load_report_refuses_what_it_cannot_read(tmp_path: Path) -> None:
    missing = tmp_path / "missing.json"
    with pytest.raises(ReportFormatError) as info:
        load_report(missing)
    assert str(info.value) == f"Cannot read {missing}: No such file or directory."
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"schema": "caf\xe9"}')
    with pytest.raises(ReportFormatError) as info:
        load_report(latin)
    assert str(info.value) == f"{latin} is not UTF-8 text: not a tfgpu doctor report."


def test_load_report_refuses_a_file_larger_than_any_report(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(MAX_REPORT_BYTES + 1)  # sparse: no 64 MiB written
    with pytest.raises(ReportFormatError) as info:
        load_report(big)
    assert str(info.value) == f"{big} is larger than 64 MiB: not a tfgpu doctor report."


def test_a_file_of_exactly_the_largest_size_is_read(tmp_path: Path) -> None:
    r = report()
    text = r.to_json()
    exact = tmp_path / "exact.json"
    exact.write_bytes(text.encode("utf-8") + b" " * (MAX_REPORT_BYTES - len(text)))
    assert exact.stat().st_size == MAX_REPORT_BYTES
    assert load_report(exact).to_dict() == r.to_dict()
