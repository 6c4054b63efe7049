"""A log whose lines carry terminal escapes and Markdown: `tfgpu doctor --log` shows them
escaped in its text, and in Markdown no line leaves its code block."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.helpers.hostile import HOSTILE_LOG_LINES, assert_no_escape
from tfgpu_gui.cli import main
from tfgpu_gui.doctor.model import WARNING, Finding
from tfgpu_gui.doctor.render_markdown import render_markdown
from tfgpu_gui.doctor.report import Report

APP_SGR = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture
def hostile_log(tmp_path: Path) -> Path:
    path = tmp_path / "train.log"
    path.write_text("\n".join(HOSTILE_LOG_LINES) + "\n", encoding="utf-8")
    return path


def test_doctor_log_text_prints_no_escape(hostile_log, capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    main(["doctor", "--log", str(hostile_log)])
    out = capsys.readouterr().out
    assert "\x1b[" in out  # the app's colours are still there
    assert_no_escape(APP_SGR.sub("", out))
    # the terminal's own sequences are taken out of the evidence, its words shown
    assert "pwned" not in out
    assert "\\x1b[2J" not in out
    assert "Could not load" in out and "dlerror:  libcudart.so.12: cannot open" in out


def test_doctor_log_markdown_prints_no_escape_and_keeps_lines_in_their_block(hostile_log, capsys):
    main(["doctor", "--log", str(hostile_log), "--markdown"])
    out = capsys.readouterr().out
    assert_no_escape(out)
    _assert_log_stays_in_its_block(out)


def _assert_log_stays_in_its_block(md: str) -> None:
    lines = md.splitlines()
    start = next(
        i for i, line in enumerate(lines) if line.startswith("<details><summary>TensorFlow")
    )
    fence_at = next(i for i in range(start, len(lines)) if lines[i].startswith("```"))
    fence = lines[fence_at]
    # The block closes only with its own fence (a run of backticks at least as long).
    close = next(
        i
        for i in range(fence_at + 1, len(lines))
        if lines[i].strip().startswith("`" * len(fence)) and set(lines[i].strip()) == {"`"}
    )
    block = lines[fence_at + 1 : close]
    assert "```" in block  # the hostile line is inside the block, as text
    # (a page's tags are taken off a log's line; what is left stays text inside the block)
    assert any("<img src=x onerror=alert(1)>" in line for line in block)
    assert lines[close + 1] == "</details>"


def test_markdown_evidence_cannot_leave_its_code_span():
    finding = Finding(
        id="x",
        severity=WARNING,
        title="t",
        explanation="e",
        evidence=["a `b` <img src=x onerror=alert(1)> \x1b[2J", "``` fence"],
    )
    md = render_markdown(Report("log", {}, {}, [finding]))
    assert_no_escape(md)
    evidence = [line for line in md.splitlines() if line.startswith("- ")]
    assert evidence[0] == "- `` a `b` <img src=x onerror=alert(1)> \\x1b[2J ``"
    assert evidence[1] == "- ```` ``` fence ````"
