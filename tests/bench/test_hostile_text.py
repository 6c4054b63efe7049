"""A benchmark result whose device names and environment carry escapes: `tfgpu bench`'s text
shows them escaped; only the app's own colour codes reach the terminal."""

from __future__ import annotations

import re

from tests.helpers.hostile import assert_no_escape, hostile_bench_result
from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.render import fmt_progress_bar, render_comparison, render_run
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.text.terminal import Style

APP_SGR = re.compile(r"\x1b\[[0-9;]*m")


def test_bench_text_shows_child_output_escaped():
    run = BenchRun.from_result(hostile_bench_result())
    text = render_run(run, evaluate(run, None), None, Style(True))
    assert "\\x1b]0;pwned\\x07<i>" in text
    assert_no_escape(APP_SGR.sub("", text))
    comparison = render_comparison(run, [("earlier \x1b[2J", run)], Style(True))
    assert comparison
    assert_no_escape(APP_SGR.sub("", comparison))


def test_progress_line_shows_the_jobs_message_escaped():
    line = fmt_progress_bar(0.5, "matmul on GPU:0\x1b[2J\r")
    assert_no_escape(line)
    assert line.endswith("GPU:0\\x1b[2J\\r")
