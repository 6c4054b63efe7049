"""How a group learns that its leader ended when the usual way is not there: where the system
has no ``waitid`` (macOS, Windows), from the leader's own process handle (checked here on Linux
with ``os.waitid`` taken away); when another waiter of this process reaped the leader; and
how often ``end`` looks while the leader takes its time."""

from __future__ import annotations

import os
import sys
import time
from types import SimpleNamespace

import pytest

from tests.jobs.family import FAMILY, Lines, signals_got
from tfgpu_gui.jobs import group as group_module
from tfgpu_gui.jobs.group import KILL, ChildGroup, live_groups


def test_without_waitid_end_still_returns_once_the_leader_exits(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delattr(os, "waitid")
    # A leader that exits with status 3 on SIGTERM, without children.
    group = ChildGroup([sys.executable, FAMILY, "0", "SIGTERM", "stay"], dict(os.environ))
    assert group.proc.stderr is not None
    err = Lines(group.proc.stderr)
    err.until_count("ready", 1)
    assert not group.leader_exited()
    started = time.monotonic()
    returncode = group.end(grace=60.0)
    assert time.monotonic() - started < 30.0  # the leader's exit ended the wait, not the grace
    assert returncode == 3  # its own exit, before any SIGKILL
    assert group.leader_exited()
    assert [g.signal for g in signals_got(err.to_end())] == ["SIGTERM"]


def test_a_leader_reaped_by_another_waiter_counts_as_exited() -> None:
    # Another part of the program (a SIGCHLD handler, a library waiting for any child) may reap
    # the leader first: the group then takes it as ended instead of waiting out the grace.
    group = ChildGroup([sys.executable, "-c", "pass"], dict(os.environ))
    os.waitpid(group.pid, 0)
    assert group.leader_exited()
    started = time.monotonic()
    group.end(grace=60.0)
    assert time.monotonic() - started < 30.0
    assert group not in live_groups()


def test_end_looks_at_the_leader_at_least_ten_times_a_second(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A leader that ignores SIGTERM holds end() for the whole grace; between two looks at it
    # end() waits at most a tenth of a second, so a leader's exit is noticed that soon.
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        time.sleep(seconds)

    monkeypatch.setattr(
        group_module, "time", SimpleNamespace(monotonic=time.monotonic, sleep=sleep)
    )
    group = ChildGroup([sys.executable, FAMILY, "0", "", "stay"], dict(os.environ))
    assert group.proc.stderr is not None
    Lines(group.proc.stderr).until_count("ready", 1)
    assert group.end(grace=0.5) == -KILL
    assert slept and max(slept) <= 0.1


def _sleeps(monkeypatch: pytest.MonkeyPatch, clock=time.monotonic) -> list[float]:
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        time.sleep(seconds)

    monkeypatch.setattr(group_module, "time", SimpleNamespace(monotonic=clock, sleep=sleep))
    return slept


def test_waiting_for_the_leader_says_whether_it_ended_and_looks_often(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    slept = _sleeps(monkeypatch)
    # A leader that stays: not ended within the time; looked at every 20 ms by default.
    group = ChildGroup([sys.executable, FAMILY, "0", "", "stay"], dict(os.environ))
    assert group.proc.stderr is not None
    Lines(group.proc.stderr).until_count("ready", 1)
    assert group.wait_leader(0.3) is False
    assert slept and set(slept) == {0.02}
    group.kill()
    assert group.wait_leader(30.0) is True  # it ended (killed), not reaped yet
    assert group in live_groups()
    group.reap()
    # end() passes its own interval on.
    slept.clear()
    group = ChildGroup([sys.executable, FAMILY, "0", "", "stay"], dict(os.environ))
    assert group.proc.stderr is not None
    Lines(group.proc.stderr).until_count("ready", 1)
    group.end(grace=0.3, poll=0.05)
    assert slept and set(slept) == {0.05}


def test_no_time_to_wait_is_no_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    # The deadline reached on the first look: a leader still there then is not waited for
    # (a clock that moves only after that look).
    ticks = iter([100.0, 100.0])
    slept = _sleeps(monkeypatch, clock=lambda: next(ticks, 101.0))
    group = ChildGroup([sys.executable, FAMILY, "0", "", "stay"], dict(os.environ))
    try:
        assert group.wait_leader(0.0) is False
        assert slept == []
    finally:
        group.reap()
