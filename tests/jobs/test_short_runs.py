"""A short child read to its end within bounds (``run_short``: the interpreter probe, a remote
host's commands): its exit status and output, or why it was stopped, and nothing left running.

The children are real processes (``fake/signal_family.py`` and small shell scripts); waits are
for their events, bounded.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

from tests.jobs.family import FAMILY, children_started, ends, gone, left_at, signals_got
from tests.jobs.spies import record_joins, record_queues
from tfgpu_gui.jobs.group import ChildGroup, live_groups
from tfgpu_gui.jobs.output import DRAIN_S, run_short


def shell(script: str) -> ChildGroup:
    return ChildGroup(["/bin/sh", "-c", script], dict(os.environ))


def test_a_child_that_ends_gives_its_status_and_both_streams() -> None:
    group = shell("echo one; echo two >&2; printf 'three'; exit 4")
    run = run_short(group, timeout=60, keep_chars=1000)
    assert (run.returncode, run.out, run.err, run.timed_out) == (
        4,
        ["one", "three"],
        ["two"],
        False,
    )
    assert group not in live_groups()


def test_what_is_kept_is_bounded_and_long_lines_are_cut() -> None:
    group = shell(
        "i=0; while [ $i -lt 400 ]; do echo line-$i; i=$((i+1)); done; "
        "head -c 6000 /dev/zero | tr '\\0' y >&2"
    )
    run = run_short(group, timeout=60, keep_chars=2000)
    assert run.returncode == 0
    # The first and the last lines, the middle counted (each line costs its length + 64).
    assert run.out[0] == "line-0" and run.out[-1] == "line-399"
    assert any(line.startswith("… ") and line.endswith(" lines cut …") for line in run.out)
    assert len(run.out) < 40
    assert run.err == ["y" * 4096 + "… (1904 characters cut)"]


def test_a_child_past_its_time_is_stopped_without_a_status() -> None:
    group = ChildGroup([sys.executable, FAMILY, "1", "", "stay"], dict(os.environ))
    started = time.monotonic()
    run = run_short(group, timeout=1.0, keep_chars=10_000)
    assert run.returncode is None and run.timed_out
    assert 1.0 <= time.monotonic() - started < 1.0 + 10.0
    # Reaped, and what it started with it: SIGKILL, no SIGINT or SIGTERM first.
    assert group not in live_groups()
    assert signals_got(run.err) == []
    assert all(ends(pid) for pid in [group.pid, *children_started(run.err)])


def test_a_cancel_stops_the_child_without_a_status() -> None:
    group = ChildGroup([sys.executable, FAMILY, "0", "", "stay"], dict(os.environ))
    cancelled = threading.Event()
    started = time.monotonic()
    timer = threading.Timer(0.3, cancelled.set)
    timer.start()
    run = run_short(group, timeout=120, keep_chars=10_000, cancelled=cancelled)
    timer.join()
    assert run.returncode is None and not run.timed_out
    assert time.monotonic() - started < 60.0
    assert ends(group.pid)


def test_a_cancel_before_the_start_reads_nothing() -> None:
    cancelled = threading.Event()
    cancelled.set()
    group = shell("echo never read; exit 0")
    run = run_short(group, timeout=60, keep_chars=1000, cancelled=cancelled)
    assert run.returncode is None and not run.timed_out


def test_what_the_child_left_in_its_group_gets_the_drain_time() -> None:
    # The children survive SIGINT and SIGTERM and hold the pipes: without kill_rest they are
    # given DRAIN_S more to end, then killed with the group.
    group = ChildGroup([sys.executable, FAMILY, "1", "", "leave"], dict(os.environ))
    run = run_short(group, timeout=60, keep_chars=10_000)
    ended = time.monotonic()
    assert run.returncode == 7 and not run.timed_out
    assert DRAIN_S <= ended - left_at(run.err) < DRAIN_S + 10.0
    assert all(ends(pid) for pid in children_started(run.err))


def test_kill_rest_kills_what_the_child_left_at_once() -> None:
    group = ChildGroup([sys.executable, FAMILY, "2", "", "leave"], dict(os.environ))
    run = run_short(group, timeout=60, keep_chars=10_000, kill_rest=True)
    ended = time.monotonic()
    assert run.returncode == 7
    assert ended - left_at(run.err) < DRAIN_S
    kids = children_started(run.err)
    assert len(kids) == 2 and all(ends(kid) for kid in kids)


def test_a_process_that_left_the_group_is_not_waited_for_past_the_drain_time() -> None:
    group = ChildGroup([sys.executable, FAMILY, "0", "", "escape"], dict(os.environ))
    run = run_short(group, timeout=60, keep_chars=10_000, kill_rest=True)
    ended = time.monotonic()
    (escaped,) = children_started(run.err)
    try:
        assert run.returncode == 0
        assert DRAIN_S <= ended - left_at(run.err) < DRAIN_S + 10.0
        assert not gone(escaped)
    finally:
        os.kill(escaped, signal.SIGKILL)


def test_each_pass_waits_at_most_50_ms_for_output(monkeypatch) -> None:
    # The deadline, a cancel and the child's exit are looked at between two waits for output.
    use = record_queues(monkeypatch)
    run = run_short(shell("echo one; echo two >&2"), timeout=60, keep_chars=1000)
    assert (run.out, run.err) == (["one"], ["two"])
    assert use.get_timeouts and set(use.get_timeouts) == {0.05}


def test_after_a_stop_the_reading_threads_are_waited_for_at_most_half_a_second(
    monkeypatch,
) -> None:
    # The child still holds its pipes when the reading stops: each join runs out.
    joins = record_joins(monkeypatch)
    cancelled = threading.Event()
    cancelled.set()
    group = shell("exec sleep 60")
    run = run_short(group, timeout=60, keep_chars=1000, cancelled=cancelled)
    assert run.returncode is None
    assert joins == [0.5, 0.5]
    assert ends(group.pid)
