"""``tfgpu watch`` of remote sources, in this process: how long it waits for the first
readings (five intervals, at least 15 s and at most 30 s), the backend it builds (read in the
background, at the interval asked for), and that a source that is down is tried again at each
interval rather than after the default ten seconds."""

from __future__ import annotations

import pytest

from tfgpu_gui import cli
from tfgpu_gui.commands import remote
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.telemetry.remote.multi import MultiBackend

DOWN = "http://127.0.0.1:9/metrics"


@pytest.fixture
def recorded(monkeypatch):
    seen: dict[str, object] = {}
    real_build = remote.build_backend

    def build(args, interval, background):
        seen["build"] = (interval, background)
        return real_build(args, interval, background)

    def wait_ready(self, timeout):
        seen["wait"] = timeout
        return True

    monkeypatch.setattr(remote, "build_backend", build)
    monkeypatch.setattr(MultiBackend, "wait_ready", wait_ready)
    return seen


@pytest.mark.parametrize(
    ("interval", "wait"),
    [
        ("0.1", 15.0),  # five intervals are 0.5 s: at least 15 s
        ("3", 15.0),  # exactly 15 s
        ("4", 20.0),  # five intervals
        ("6.5", 30.0),  # 32.5 s: at most 30 s
        ("60", 30.0),
    ],
)
def test_the_first_readings_are_waited_for_five_intervals_within_15_to_30_s(
    recorded, capsys, interval, wait
):
    argv = ["watch", "--prometheus", DOWN, "-n", "1", "-i", interval]
    assert cli.main(argv) == WatchExit.OK
    assert recorded["wait"] == wait
    assert recorded["build"] == (float(interval), True)  # read in the background


def test_a_source_that_is_down_is_tried_again_at_each_interval(capsys):
    """Three samples 0.1 s apart: three tries, each said (the default retry would be 10 s)."""
    argv = ["watch", "--prometheus", DOWN, "-n", "3", "-i", "0.1"]
    assert cli.main(argv) == WatchExit.OK
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and all(line.startswith(f"{DOWN} does not answer.") for line in lines)
