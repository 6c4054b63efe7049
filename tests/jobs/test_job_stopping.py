"""How a running job is stopped: which signals reach its whole process group, in what order,
how far apart, and that nothing of the group outlives :meth:`Job.run`.

The job is ``fake/signal_family.py``: a leader and children in its group, each reporting on
stderr (the job's log) every SIGINT and SIGTERM it gets, with the time it got it. They exit
only on SIGKILL unless told otherwise. Waits are for events the job reports, never fixed sleeps.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.jobs.family import FAMILY, WAIT_S, children_started, ends, gone, left_at, signals_got
from tfgpu_gui.jobs import runner
from tfgpu_gui.jobs.group import live_groups
from tfgpu_gui.jobs.output import DRAIN_S
from tfgpu_gui.jobs.runner import Job, JobEvent, JobOutcome, JobStatus


def run_until_ready(job: Job, processes: int, then: str) -> tuple[JobOutcome, float, list[int]]:
    """Run ``job``; once its ``processes`` processes are ready, ``then`` ("cancel" or "kill") it
    from another thread. The outcome, the time it was asked (elapsed since the start, as the
    job's events count it) and the process ids the job reported."""
    asked_at: list[float] = []
    ready = 0

    def on_event(event: JobEvent) -> None:
        nonlocal ready
        if event.kind == "log" and event.body["line"].endswith(" ready"):
            ready += 1
            if ready == processes:
                assert not job.wait_ended(0)  # run is running
                stop = job.cancel if then == "cancel" else job.kill
                asked_at.append(event.elapsed)
                threading.Thread(target=stop).start()

    outcome = job.run(on_event)
    assert job.wait_ended(0)
    assert len(asked_at) == 1, outcome.log_lines
    pids = [int(line.split()[1]) for line in outcome.log_lines if line.endswith(" ready")]
    return outcome, asked_at[0], pids


def test_a_cancel_sends_sigint_then_sigterm_then_sigkill_to_the_whole_group() -> None:
    grace = 1.0  # time enough for each process to write what it got, on a loaded machine
    job = Job(sys.executable, FAMILY, ["2", "", "stay"], timeout=120, grace=grace)
    outcome, asked_at, pids = run_until_ready(job, 3, "cancel")
    assert outcome.status is JobStatus.CANCELLED and outcome.message == "Cancelled."
    got = signals_got(outcome.log_lines)
    # Each process got SIGINT, then SIGTERM (the two it survives); SIGKILL ended them.
    for pid in pids:
        assert [g.signal for g in got if g.pid == pid] == ["SIGINT", "SIGTERM"]
        assert ends(pid)
    # One grace period between the SIGINT and the SIGTERM (less the time each took to reach
    # its process), and another before the SIGKILL: the job cannot have ended sooner.
    for pid in pids:
        sigint, sigterm = (g.at for g in got if g.pid == pid)
        assert sigterm - sigint > grace / 2
    assert outcome.duration_s >= asked_at + 2 * grace
    assert outcome.duration_s < asked_at + 2 * grace + 10.0
    assert outcome.returncode == -signal.SIGKILL and outcome.signal_name == "SIGKILL"


def test_a_timeout_stops_the_group_the_same_way() -> None:
    job = Job(sys.executable, FAMILY, ["1", "", "stay"], timeout=1.0, grace=0.8)
    outcome = job.run()
    assert outcome.status is JobStatus.TIMEOUT
    assert outcome.message.startswith("The job did not finish within 1 s and was stopped")
    got = signals_got(outcome.log_lines)
    assert sorted((g.role, g.signal) for g in got) == [
        ("child", "SIGINT"),
        ("child", "SIGTERM"),
        ("leader", "SIGINT"),
        ("leader", "SIGTERM"),
    ]
    assert outcome.duration_s >= 1.0 + 2 * 0.8
    assert outcome.returncode == -signal.SIGKILL


def test_a_job_that_exits_on_sigint_gets_no_more_signals() -> None:
    job = Job(sys.executable, FAMILY, ["1", "SIGINT", "stay"], timeout=120, grace=30.0)
    outcome, asked_at, pids = run_until_ready(job, 2, "cancel")
    assert outcome.status is JobStatus.CANCELLED
    got = signals_got(outcome.log_lines)
    # The leader exits on its SIGINT; the child may be killed with the group before its own
    # handler has written a line. No SIGTERM was sent.
    assert [g.signal for g in got if g.role == "leader"] == ["SIGINT"]
    assert {g.signal for g in got} == {"SIGINT"}
    assert outcome.returncode == 3  # the leader's own exit on SIGINT
    assert outcome.duration_s < asked_at + 30.0  # not held for the grace period
    assert all(ends(pid) for pid in pids)


def test_kill_sends_sigkill_to_the_group_at_once() -> None:
    job = Job(sys.executable, FAMILY, ["1", "", "stay"], timeout=120, grace=5.0)
    outcome, asked_at, pids = run_until_ready(job, 2, "kill")
    assert outcome.status is JobStatus.CANCELLED
    assert signals_got(outcome.log_lines) == []  # no SIGINT or SIGTERM first
    assert outcome.returncode == -signal.SIGKILL
    assert outcome.duration_s < asked_at + 5.0  # before a SIGTERM would even have been due
    assert all(ends(pid) for pid in pids)


def test_kill_after_a_cancel_does_not_wait_for_the_grace_period() -> None:
    job = Job(sys.executable, FAMILY, ["0", "", "stay"], timeout=120, grace=5.0)
    killed_at: list[float] = []

    def on_event(event: JobEvent) -> None:
        if event.kind == "log" and " got SIGINT" in event.body["line"]:
            killed_at.append(event.elapsed)
            threading.Thread(target=job.kill).start()
        elif event.kind == "log" and event.body["line"].endswith(" ready"):
            threading.Thread(target=job.cancel).start()

    outcome = job.run(on_event)
    assert outcome.status is JobStatus.CANCELLED
    assert [g.signal for g in signals_got(outcome.log_lines)] == ["SIGINT"]
    assert outcome.returncode == -signal.SIGKILL
    assert outcome.duration_s < killed_at[0] + 5.0


@pytest.mark.parametrize("stop", ["cancel", "kill"])
def test_a_job_stopped_before_it_starts_starts_nothing(stop: str, tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    script = tmp_path / "job.py"
    script.write_text(f"open({str(marker)!r}, 'w').close()\n", encoding="utf-8")
    job = Job(sys.executable, str(script), timeout=60)
    getattr(job, stop)()
    assert job.cancelled
    before = live_groups()
    events: list[JobEvent] = []
    outcome = job.run(events.append)
    assert outcome.status is JobStatus.CANCELLED
    assert outcome.message == "Cancelled before it started."
    assert events == [] and live_groups() == before and not marker.exists()
    assert job.wait_ended(0)


def test_what_the_leader_leaves_in_its_group_is_killed_as_it_exits() -> None:
    # The children survive SIGINT and SIGTERM and hold the job's stderr open: the job ends
    # because the runner kills them as soon as it sees the leader gone, not after DRAIN_S.
    job = Job(sys.executable, FAMILY, ["2", "", "leave"], timeout=120, grace=5.0)
    outcome = job.run()
    ended = time.monotonic()
    kids = children_started(outcome.log_lines)
    assert len(kids) == 2 and all(ends(kid) for kid in kids)
    assert signals_got(outcome.log_lines) == []
    assert ended - left_at(outcome.log_lines) < DRAIN_S
    assert outcome.returncode == 7
    assert outcome.status is JobStatus.FAILED
    assert outcome.message == "The job exited with status 7 without a result."


def test_a_process_that_left_the_group_holds_the_job_only_for_the_drain_time() -> None:
    job = Job(sys.executable, FAMILY, ["0", "", "escape"], timeout=120, grace=5.0)
    outcome = job.run()
    ended = time.monotonic()
    (escaped,) = children_started(outcome.log_lines)
    try:
        assert outcome.status is JobStatus.OK and outcome.result == {"escaped": escaped}
        assert not gone(escaped)  # out of the group's reach; it still holds the pipes
        waited = ended - left_at(outcome.log_lines)
        assert DRAIN_S <= waited < DRAIN_S + 10.0
    finally:
        os.kill(escaped, signal.SIGKILL)


def test_a_job_killed_by_a_signal_without_a_name_is_a_crash(tmp_path: Path) -> None:
    number = signal.SIGRTMIN + 1  # real-time signals past the first have no name of their own
    script = tmp_path / "job.py"
    script.write_text(
        "import json, os, sys\n"
        'print(json.dumps({"type": "hello", "protocol": 1}), flush=True)\n'
        f"os.kill(os.getpid(), {number})\n",
        encoding="utf-8",
    )
    outcome = Job(sys.executable, str(script), timeout=60).run()
    assert outcome.status is JobStatus.CRASHED
    assert outcome.returncode == -number
    assert outcome.signal_name == f"signal {number}"
    assert outcome.message.startswith(f"The job crashed (signal {number}); ")


def test_an_interrupt_cancels_the_job_and_a_second_one_kills_it() -> None:
    job = Job(sys.executable, FAMILY, ["0", "", "stay"], timeout=120, grace=30.0)
    ready, interrupted = threading.Event(), threading.Event()
    box: dict[str, JobOutcome] = {}

    def on_event(event: JobEvent) -> None:
        line = str(event.body.get("line", ""))
        if event.kind == "log" and line.endswith(" ready"):
            ready.set()
        if event.kind == "log" and " got SIGINT" in line:
            interrupted.set()

    worker = threading.Thread(target=lambda: box.update(outcome=job.run(on_event)))
    worker.start()
    try:
        assert ready.wait(WAIT_S)
        real_wait = job.wait_ended
        waits = 0

        def wait_ended(timeout: float | None = None) -> bool:
            nonlocal waits
            waits += 1
            if waits == 1:
                assert interrupted.wait(WAIT_S)  # the first interrupt reached the job
                raise KeyboardInterrupt  # a second one while waiting for the job to end
            return real_wait(timeout)

        job.wait_ended = wait_ended  # type: ignore[method-assign]
        runner.stop_after_interrupt(job)
        assert real_wait(0)  # it returned once the job was over
        assert waits >= 2  # waited again after the second one
    finally:
        job.kill()
        worker.join(WAIT_S)
    outcome = box["outcome"]
    assert outcome.status is JobStatus.CANCELLED
    assert [g.signal for g in signals_got(outcome.log_lines)] == ["SIGINT"]
    assert outcome.returncode == -signal.SIGKILL  # killed, not held for the grace period


def test_an_interpreter_that_may_not_be_executed(tmp_path: Path) -> None:
    python = tmp_path / "python3"
    python.write_text("#!/bin/sh\n", encoding="utf-8")
    python.chmod(0o644)
    outcome = Job(str(python), FAMILY).run()
    assert outcome.status is JobStatus.NOT_PYTHON
    assert outcome.message == f"{python} cannot be executed (permission denied)."


def test_an_interpreter_the_system_cannot_start(tmp_path: Path) -> None:
    python = tmp_path / "python3"
    python.write_bytes(b"\x7fELF but not a program")
    python.chmod(0o755)
    outcome = Job(str(python), FAMILY).run()
    assert outcome.status is JobStatus.NOT_PYTHON
    assert outcome.message == f"{python} could not be started: Exec format error."
