"""Properties of the log reader and explainer over any input, and of exported reports opened
again: whatever the bytes, the JSON or the damage, a report or a clear refusal, never a crash."""

from __future__ import annotations

import codecs
import io
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from tests.doctor.log_excerpts import EXCERPTS
from tfgpu_gui.cli import main
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_reader import (
    CUT_MARK,
    LogReader,
    NothingToExplain,
    clean_line,
    sniff_encoding,
    text_lines,
)
from tfgpu_gui.doctor.report import Report, ReportFormatError, load_report

QUICK = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
LOG_LINES = [line for e in EXCERPTS for line in e.text.splitlines()]


def _line_count(text: str) -> int:
    """Lines of ``text`` counted by ``\\n`` only, a last line without one included."""
    return text.count("\n") + (1 if text and not text.endswith("\n") else 0)


# --- the reader and the explainer ---------------------------------------------------------------
_log_text = st.lists(
    st.one_of(
        st.sampled_from(LOG_LINES),
        st.text(max_size=80),
        st.text("ab\r\n\t ", max_size=30),
        st.integers(0, 20_000).map(lambda n: "x" * n),  # long lines
    ),
    max_size=12,
).map("".join)


@QUICK
@given(st.binary(max_size=3000), st.integers(1, 64))
def test_any_bytes_give_a_report_or_nothing_to_explain(data: bytes, chunk: int) -> None:
    reader = LogReader(io.BytesIO(data), chunk_bytes=chunk)
    try:
        report = explain_log_report(reader)
    except NothingToExplain:
        return
    sample = chunk
    while sample < 4:  # the reader reads on until it has a few bytes to sniff
        sample += chunk
    encoding, bom = sniff_encoding(data[:sample])
    total = _line_count(codecs.decode(data[bom:], encoding, errors="replace"))
    log = report.log or {}
    assert log["total_lines"] == total >= 1
    numbers = [g["line"] for group in log["groups"].values() for g in group]
    numbers += [e["line"] for e in log["unrecognised_errors"]]
    assert all(1 <= n <= total for n in numbers)
    assert report.exit_status() in (0, 1, 2)


@QUICK
@given(
    _log_text,
    st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32"]),
    st.integers(1, 4096),
)
def test_any_encoding_reads_as_the_text(text: str, encoding: str, chunk: int) -> None:
    # Without a byte-order mark, NULs at every other byte mean UTF-16: such UTF-8 is ambiguous.
    assume(encoding != "utf-8" or "\x00" not in text)
    bom = {"utf-16-le": codecs.BOM_UTF16_LE, "utf-16-be": codecs.BOM_UTF16_BE}.get(encoding, b"")
    data = bom + text.encode(encoding, errors="surrogatepass")
    reader = LogReader(io.BytesIO(data), chunk_bytes=chunk)
    try:
        lines = list(reader)
    except NothingToExplain:
        assert any(c < " " or "\x7f" <= c <= "\x9f" for c in text)  # controls: maybe binary
        return
    assert lines == list(text_lines(text))
    assert len(lines) == _line_count(text)
    assert all(len(line) <= 8192 + len(CUT_MARK) for line in lines)
    assert all("\n" not in line and "\r" not in line for line in lines)


@QUICK
@given(_log_text)
def test_any_text_explained_with_lines_in_range(text: str) -> None:
    try:
        report = explain_log_report(text_lines(text))
    except NothingToExplain:
        # blank, or blank once read as printed (a reply's lone quote mark ">" holds nothing)
        assert not any(clean_line(line).strip() for line in text_lines(text))
        return
    log = report.log or {}
    assert log["total_lines"] == _line_count(text)
    for finding in report.findings:
        for evidence in finding.evidence:
            if evidence.startswith("log line "):
                assert 1 <= int(evidence.split()[2].rstrip(":")) <= _line_count(text)


# --- exported reports opened again -------------------------------------------------------------
_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=20,
)
_FIELDS = [
    "mode",
    "target",
    "facts",
    "findings",
    "log",
    "tool",
    "redacted",
    "duration_s",
    "versions",
    "created",
]


def _sample_report() -> dict[str, Any]:
    report = explain_log_report(LOG_LINES)
    return report.to_dict()


@QUICK
@given(_json)
def test_any_json_value_opens_or_is_refused(value: Any) -> None:
    for data in (value, {"schema": "tfgpu.doctor-report/1", "findings": value, "log": value}):
        try:
            report = Report.from_json(json.dumps(data))
        except ReportFormatError as exc:
            assert str(exc) and "\n" not in str(exc)
            continue
        Report.from_json(report.to_json())  # what opened can be exported and opened again


@QUICK
@given(st.sampled_from(_FIELDS), _json, st.sampled_from([*_FIELDS, ""]))
def test_a_damaged_field_opens_or_is_refused(field: str, value: Any, other: str) -> None:
    data = _sample_report()
    data[field] = value
    if other:
        data.pop(other, None)
    report = Report.from_json(json.dumps(data))
    assert isinstance(report.findings, list) and isinstance(report.log_lines, list)
    json.loads(report.to_json())


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=400), st.integers(0, 4000))
def test_a_damaged_file_opens_or_is_refused(tmp_path: Path, junk: bytes, cut: int) -> None:
    text = json.dumps(_sample_report()).encode()
    path = tmp_path / "damaged.json"
    path.write_bytes(text[:cut] + junk)
    try:
        load_report(path)
    except ReportFormatError as exc:
        assert str(exc) and "\n" not in str(exc)


@pytest.mark.parametrize(
    "content",
    [b"\xff\xfe{", b"[" * 100_000, b'{"schema": "tfgpu.doctor-report/1", "findings": 3}', b""],
    ids=["not-utf8", "deep", "findings-not-a-list", "empty"],
)
def test_damaged_files_say_why(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(content)
    try:
        report = load_report(path)
    except ReportFormatError as exc:
        assert "\n" not in str(exc)
    else:
        assert report.findings == []


def test_unreadable_report_file(tmp_path: Path) -> None:
    with pytest.raises(ReportFormatError, match="Cannot read"):
        load_report(tmp_path)
    with pytest.raises(ReportFormatError, match="Cannot read"):
        load_report(tmp_path / "missing.json")


def test_cli_json_reopens_with_the_same_findings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "train.log"
    log.write_text("\n".join(LOG_LINES) + "\n")
    main(["doctor", "--log", str(log), "--json"])
    exported = capsys.readouterr().out
    path = tmp_path / "r.json"
    path.write_text(exported)
    again = load_report(path)
    assert [f.to_dict() for f in again.findings] == json.loads(exported)["findings"]
    assert again.to_dict()["log"] == json.loads(exported)["log"]
    assert again.exit_status() == Report.from_json(exported).exit_status() == 2
