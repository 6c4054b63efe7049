"""How often the job runner looks at its job and how long it waits: each wait for output lasts
at most 50 ms, the leader's exit is looked at every 50 ms of the clock, the reading threads
are waited for at most half a second once reading stops, and a kill that lands while the job
is being started starts nothing."""

from __future__ import annotations

import itertools
import os
import signal
import sys
from pathlib import Path

import pytest

from tests.jobs.family import FAMILY, children_started
from tests.jobs.spies import SteppingClock, record_joins, record_queues
from tfgpu_gui.jobs import runner
from tfgpu_gui.jobs.group import ChildGroup
from tfgpu_gui.jobs.runner import Job, JobStatus


def test_each_pass_waits_at_most_50_ms_for_output(
    fake: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    use = record_queues(monkeypatch)
    outcome = Job(sys.executable, str(fake / "garbage.py"), timeout=60).run()
    assert outcome.status is JobStatus.OK
    assert use.get_timeouts and set(use.get_timeouts) == {0.05}


def test_the_leader_is_looked_at_every_50_ms_of_the_clock(
    fake: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The clock moves 10 ms each time the runner reads it (once a pass, and for each event):
    # whatever the machine's speed, the checks of the leader come 50 to 70 ms apart on it.
    clock = SteppingClock(step=0.01)
    monkeypatch.setattr(runner, "time", clock.module())
    job = Job(sys.executable, str(fake / "hang.py"), timeout=3600)
    checked_at: list[float] = []
    leader_exited = ChildGroup.leader_exited

    def spy(group: ChildGroup) -> bool:
        checked_at.append(clock.now)
        if len(checked_at) == 6:
            job.kill()
        return leader_exited(group)

    monkeypatch.setattr(ChildGroup, "leader_exited", spy)
    outcome = job.run()
    assert outcome.status is JobStatus.CANCELLED
    assert len(checked_at) >= 6
    gaps = [round(b - a, 6) for a, b in itertools.pairwise(checked_at)]
    assert all(0.05 <= gap <= 0.07 for gap in gaps), gaps


def test_a_kill_while_the_job_is_being_started_starts_nothing(
    fake: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The kill lands after run() looked for one and before the child is started: at the
    # first reading of the clock, when the run begins.
    clock = SteppingClock(step=0.01)
    job = Job(sys.executable, str(fake / "hang.py"), timeout=60)

    def kill_once() -> None:
        clock.on_read = None
        job.kill()

    clock.on_read = kill_once
    monkeypatch.setattr(runner, "time", clock.module())
    started: list[object] = []
    monkeypatch.setattr(runner, "ChildGroup", lambda *a, **k: started.append(a))
    outcome = job.run()
    assert (outcome.status, outcome.message) == (
        JobStatus.CANCELLED,
        "Cancelled before it started.",
    )
    assert started == []
    assert job.wait_ended(0)


def test_after_the_drain_time_the_reading_threads_are_waited_for_at_most_half_a_second(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A process that left the job's group holds its pipes: the reading stops after the drain
    # time, and each reading thread, still blocked on a pipe, is waited for half a second.
    joins = record_joins(monkeypatch)
    outcome = Job(sys.executable, FAMILY, ["0", "", "escape"], timeout=120).run()
    (escaped,) = children_started(outcome.log_lines)
    try:
        assert outcome.status is JobStatus.OK
        assert joins == [0.5, 0.5]
    finally:
        os.kill(escaped, signal.SIGKILL)
