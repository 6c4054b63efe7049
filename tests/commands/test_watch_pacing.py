"""``tfgpu watch`` on the sampler's clock (a clock that moves only when waited on): the first
sample at once, each next one an interval after the last, and nothing waited after the last of
``--count`` samples, in the table and in the ``--jsonl`` stream alike."""

from __future__ import annotations

import json

import pytest

from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.sources.registry import make_backend

START = 1_000.0


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> ManualClock:
    clock = ManualClock(start=START)
    monkeypatch.setattr("tfgpu_gui.telemetry.sampler.SystemClock", lambda: clock)
    return clock


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch, clock: ManualClock) -> list[float]:
    """The time of each reading of simulated GPUs, from the start of the command."""
    backend = make_backend("training")
    real = backend.read
    times: list[float] = []

    def read():
        times.append(clock.monotonic() - START)
        return real()

    monkeypatch.setattr(backend, "read", read)
    monkeypatch.setattr("tfgpu_gui.commands.common.backend_for", lambda args: backend)
    return times


@pytest.mark.parametrize(
    ("count", "times"),
    [("1", [0.0]), ("2", [0.0, 30.0]), ("3", [0.0, 30.0, 60.0])],
)
def test_count_samples_take_one_interval_fewer(count, times, reads, clock, capsys):
    assert cli.main(["watch", "-n", count, "-i", "30"]) == WatchExit.OK
    assert reads == times
    assert clock.monotonic() - START == times[-1]  # no wait after the last one
    assert capsys.readouterr().out.count("GPU  NAME") == len(times)


@pytest.mark.parametrize(("count", "times"), [("1", [0.0]), ("2", [0.0, 2.5])])
def test_the_stream_is_paced_the_same(count, times, reads, clock, capsys):
    assert cli.main(["watch", "--jsonl", "-n", count, "-i", "2.5"]) == WatchExit.OK
    assert reads == times
    assert clock.monotonic() - START == times[-1]
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["type"] for line in lines] == ["hello"] + ["snapshot"] * len(times)
