"""A process whose command line, user and GPU name carry terminal escapes: `tfgpu snapshot`,
`tfgpu watch`'s table and the alerts show them escaped, never raw."""

from __future__ import annotations

import re

import pytest

from tests.helpers.hostile import assert_no_escape, install_hostile_scenario
from tfgpu_gui import cli
from tfgpu_gui.telemetry import ManualClock, Sampler, make_backend
from tfgpu_gui.telemetry.alerts import AlertEngine
from tfgpu_gui.telemetry.render_text import render_compact, render_snapshot
from tfgpu_gui.text.terminal import Style

APP_SGR = re.compile(r"\x1b\[[0-9;]*m")  # the app's own colour codes, and nothing else


@pytest.fixture
def hostile(monkeypatch: pytest.MonkeyPatch) -> str:
    return install_hostile_scenario(monkeypatch)


def test_snapshot_command_prints_no_escape(hostile, capsys):
    assert cli.main(["snapshot", "--simulate", hostile]) == 0
    out = capsys.readouterr().out
    assert_no_escape(out)
    assert "python \\x1b]0;pwned\\x07 \\x1b[2J train.py" in out
    assert "eve\\x1b[8m" in out
    assert "RTX\\u202e 4090" in out


def test_coloured_snapshot_and_watch_carry_only_the_apps_colour_codes(hostile):
    snap = make_backend(hostile, clock=ManualClock()).read()
    coloured = render_snapshot(snap, Style(True))
    assert "\x1b[1m" in coloured  # coloured indeed
    assert_no_escape(APP_SGR.sub("", coloured))
    assert_no_escape(APP_SGR.sub("", render_compact(snap, Style(True))))
    assert_no_escape(render_compact(snap, Style(False)))


def test_long_hostile_command_is_capped_without_cutting_an_escape(hostile):
    snap = make_backend(hostile, clock=ManualClock()).read()
    proc = snap.gpus[0].processes[0]
    long = proc.info.__class__(**{**proc.info.__dict__, "cmdline": ("x" * 55, "\x1b[2J", "y")})
    from dataclasses import replace

    from tfgpu_gui.telemetry.programs import Program
    from tfgpu_gui.telemetry.render_text import program_rows

    entry = replace(proc, info=long)
    rows = program_rows([Program(entry.pid, long, (entry,))], snap.wall_time, Style(False))
    command = rows[1][-1]
    assert len(command) <= 60 and command.endswith("…")
    assert command == "x" * 55 + " …"


def test_alerts_about_the_process_show_it_escaped(hostile):
    clock = ManualClock()
    sampler = Sampler(make_backend(hostile, clock=clock), 1.0, 3600, clock)
    engine = AlertEngine(clock=clock)
    alerts = []
    for _ in range(3):
        alerts += engine.check(sampler.sample_once(), sampler.history)
        clock.advance(1.0)
    tf_all = [a for a in alerts if a.kind == "tf-all-memory"]
    assert tf_all, alerts
    for alert in alerts:
        assert_no_escape(alert.title)
        assert_no_escape(alert.message)
    assert "\\x1b]0;pwned\\x07" in tf_all[0].message
