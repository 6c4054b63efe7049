"""A child started for a job leads a process group of its own, and the group ends with it.

Checked on real processes: a leader that starts children in its group, each reporting on
stderr the signals it gets (``fake/signal_family.py``). Every wait is for an event (a line, the
end of the pipe once every process holding it has exited, the leader's exit) and bounded.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time

from tests.jobs.family import FAMILY, Lines, children_started, ends, gone, signals_got
from tfgpu_gui.jobs.group import KILL, ChildGroup, kill_all, live_groups


def start(children: int, exit_on: str, then: str) -> tuple[ChildGroup, Lines]:
    """A family in its group, and its stderr; returns once every process is ready."""
    group = ChildGroup([sys.executable, FAMILY, str(children), exit_on, then], dict(os.environ))
    assert group.proc.stderr is not None
    err = Lines(group.proc.stderr)
    err.until_count("ready", children + 1)
    return group, err


def wait_leader_exit(group: ChildGroup) -> None:
    """Block until the leader has exited, leaving it unreaped (a zombie)."""
    os.waitid(os.P_PID, group.pid, os.WEXITED | os.WNOWAIT)


def test_the_leader_heads_a_session_and_group_that_its_children_share() -> None:
    group, err = start(2, "SIGTERM", "stay")
    try:
        kids = children_started(err.lines)
        assert os.getsid(group.pid) == group.pid == os.getpgid(group.pid)
        assert [os.getpgid(kid) for kid in kids] == [group.pid, group.pid]
        assert os.getpgid(0) != group.pid  # not ours: a signal to it spares the tests
        assert group in live_groups()
        assert not group.leader_exited()
        group.signal(signal.SIGTERM)
        got = signals_got(err.to_end())
    finally:
        returncode = group.reap()
    # One SIGTERM to the group reached the leader and both children, nothing else did.
    assert sorted((g.pid, g.signal) for g in got) == sorted(
        (pid, "SIGTERM") for pid in [group.pid, *kids]
    )
    assert returncode == 3  # the leader's own exit on SIGTERM
    assert group not in live_groups()


def test_a_group_is_still_reached_after_its_leader_exited_until_it_is_reaped() -> None:
    group, err = start(2, "SIGINT", "leave")
    try:
        wait_leader_exit(group)
        assert group.leader_exited()
        assert group.proc.returncode is None  # not reaped:
        assert os.path.exists(f"/proc/{group.pid}")  # still there, as a zombie
        kids = children_started(err.lines)
        # The leader is a zombie: its group id cannot be reused, so this reaches its children.
        group.signal(signal.SIGINT)
        got = signals_got(err.to_end())
        assert sorted((g.role, g.pid, g.signal) for g in got) == sorted(
            ("child", kid, "SIGINT") for kid in kids
        )
        assert all(ends(kid) for kid in kids)
        assert group in live_groups()  # until reaped
    finally:
        returncode = group.reap()
    assert returncode == 7
    assert group.leader_exited()
    assert group not in live_groups()
    group.signal(signal.SIGTERM)  # after the reap: nothing is sent, nothing raised
    group.kill()


def test_reap_kills_what_the_leader_left_in_its_group() -> None:
    # The children survive SIGINT and SIGTERM: only the SIGKILL of the reap ends them.
    group, err = start(2, "", "leave")
    kids = children_started(err.lines)
    wait_leader_exit(group)
    assert not any(gone(kid) for kid in kids)
    assert group.reap() == 7
    lines = err.to_end()  # every holder of the pipe has exited
    assert signals_got(lines) == []  # SIGKILL: no handler ran
    assert all(ends(kid) for kid in kids)


def test_end_waits_the_grace_period_for_a_leader_that_ignores_sigterm() -> None:
    group, err = start(0, "", "stay")
    started = time.monotonic()
    returncode = group.end(grace=1.5)  # time enough to report the SIGTERM, under load
    elapsed = time.monotonic() - started
    assert returncode == -KILL
    assert elapsed >= 1.5
    assert [g.signal for g in signals_got(err.to_end())] == ["SIGTERM"]


def test_end_returns_once_the_leader_exits_on_sigterm() -> None:
    group, err = start(0, "SIGTERM", "stay")
    started = time.monotonic()
    returncode = group.end(grace=60.0)
    assert time.monotonic() - started < 30.0  # the leader's exit, not the grace, ended it
    assert returncode == 3  # its own exit, not the SIGKILL that follows the grace
    assert [g.signal for g in signals_got(err.to_end())] == ["SIGTERM"]


def test_kill_all_kills_every_group_not_reaped() -> None:
    before = live_groups()
    families = [start(1, "", "stay") for _ in range(2)]
    assert kill_all() == len(before) + 2
    for group, err in families:
        kids = children_started(err.lines)
        assert signals_got(err.to_end()) == []  # SIGKILL, to the children too
        assert all(ends(pid) for pid in [group.pid, *kids])
        assert group.reap() == -KILL


def test_the_leader_dies_with_the_thread_that_started_it() -> None:
    # PR_SET_PDEATHSIG: the kernel SIGKILLs the leader when its parent dies, and the parent it
    # watches is the thread that started it (here a thread that ends at once; in the app the
    # thread that runs a job lives until the job is reaped).
    box: dict[str, ChildGroup] = {}
    argv = [sys.executable, FAMILY, "0", "", "stay"]
    thread = threading.Thread(target=lambda: box.update(group=ChildGroup(argv, dict(os.environ))))
    thread.start()
    thread.join()
    group = box["group"]
    assert group.proc.stderr is not None
    lines = Lines(group.proc.stderr).to_end()  # the leader has exited: nobody holds its stderr
    assert signals_got(lines) == []
    wait_leader_exit(group)
    assert group.reap() == -KILL
