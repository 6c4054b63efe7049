"""A child whose output ends before it does keeps its own exit status: it is given
``EXIT_WAIT_S`` to end on its own before what is left of its group is killed, in a job and in a
short run alike. (Killed at once, a child still ending is reported killed by SIGKILL: the job
"crashed".) A run stopped for its time or cancelled is killed at once, without the wait."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

from tfgpu_gui.jobs import output as output_module
from tfgpu_gui.jobs.group import ChildGroup, live_groups
from tfgpu_gui.jobs.output import run_short
from tfgpu_gui.jobs.runner import Job, JobStatus


def test_a_job_that_closes_its_output_before_it_ends_is_not_a_crash(fake: Path) -> None:
    outcome = Job(sys.executable, str(fake / "closes_output_first.py"), timeout=60).run()
    assert (outcome.status, outcome.returncode, outcome.signal_name) == (JobStatus.OK, 0, None)
    assert outcome.result == {"ok": True}


def test_a_short_run_that_closes_its_output_before_it_ends_keeps_its_status() -> None:
    group = ChildGroup(
        ["/bin/sh", "-c", "echo out; exec >&- 2>&-; sleep 0.3; exit 4"], dict(os.environ)
    )
    run = run_short(group, timeout=60, keep_chars=1000)
    assert (run.returncode, run.out, run.timed_out) == (4, ["out"], False)
    assert group not in live_groups()


def test_a_child_that_does_not_end_is_killed_after_the_wait(monkeypatch) -> None:
    monkeypatch.setattr(output_module, "EXIT_WAIT_S", 0.5)
    group = ChildGroup(["/bin/sh", "-c", "exec >&- 2>&-; sleep 60"], dict(os.environ))
    started = time.monotonic()
    run = run_short(group, timeout=60, keep_chars=1000)
    assert 0.5 <= time.monotonic() - started < 0.5 + 20.0
    assert run.returncode == -9  # SIGKILL, after the wait
    assert group not in live_groups()


def test_a_short_run_stopped_for_its_time_does_not_wait_for_the_child(monkeypatch) -> None:
    # The wait is for a child whose output ended first; one stopped is killed at once.
    monkeypatch.setattr(output_module, "EXIT_WAIT_S", 30.0)
    group = ChildGroup(["/bin/sh", "-c", "sleep 60"], dict(os.environ))
    started = time.monotonic()
    run = run_short(group, timeout=0.5, keep_chars=1000)
    assert (run.returncode, run.timed_out) == (None, True)
    assert time.monotonic() - started < 0.5 + 20.0
    assert group not in live_groups()


def test_a_cancelled_short_run_does_not_wait_for_the_child(monkeypatch) -> None:
    monkeypatch.setattr(output_module, "EXIT_WAIT_S", 30.0)
    cancelled = threading.Event()
    cancelled.set()
    group = ChildGroup(["/bin/sh", "-c", "sleep 60"], dict(os.environ))
    started = time.monotonic()
    run = run_short(group, timeout=60, keep_chars=1000, cancelled=cancelled)
    assert (run.returncode, run.timed_out) == (None, False)
    assert time.monotonic() - started < 20.0
    assert group not in live_groups()
