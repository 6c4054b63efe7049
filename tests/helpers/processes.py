"""Child processes of the tests: their process groups, waiting for conditions, cleaning up."""

from __future__ import annotations

import contextlib
import os
import signal
import time
from collections.abc import Callable, Iterable

import psutil


def wait_for(condition: Callable[[], object], timeout: float, what: str) -> None:
    """Poll ``condition`` until it is true; fail with ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")
        time.sleep(0.02)


def descendants(pid: int) -> list[psutil.Process]:
    """The living processes below ``pid`` (children, grandchildren…)."""
    try:
        below = psutil.Process(pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    return [p for p in below if _alive(p)]


def descendants_named(pid: int, name: str) -> list[psutil.Process]:
    """The living processes below ``pid`` called ``name``; one that ends while it is looked at
    (a shell that exits between the listing and the look) is not among them."""
    found = []
    for process in descendants(pid):
        with contextlib.suppress(psutil.NoSuchProcess, psutil.ZombieProcess):
            if process.name() == name:
                found.append(process)
    return found


def _alive(process: psutil.Process) -> bool:
    try:
        return process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def groups_of(processes: Iterable[psutil.Process]) -> set[int]:
    """The process group ids of ``processes`` (those still there)."""
    groups = set()
    for process in processes:
        with contextlib.suppress(ProcessLookupError):
            groups.add(os.getpgid(process.pid))
    return groups


def group_members(groups: set[int]) -> list[psutil.Process]:
    """Every living process (not a zombie) whose process group is in ``groups``."""
    members = []
    for process in psutil.process_iter():
        try:
            if os.getpgid(process.pid) in groups and _alive(process):
                members.append(process)
        except (ProcessLookupError, psutil.Error):
            pass
    return members


def assert_groups_end(groups: set[int], timeout: float = 10.0) -> None:
    """Wait until no process of ``groups`` remains; kill what is left and fail if one does."""
    try:
        wait_for(lambda: not group_members(groups), timeout, f"the process groups {groups} to end")
    except AssertionError:
        left = [(p.pid, " ".join(p.cmdline())) for p in group_members(groups)]
        kill_groups(groups)
        raise AssertionError(f"processes outlived their command: {left}") from None


def kill_groups(groups: Iterable[int]) -> None:
    """SIGKILL every process group in ``groups`` (clean-up after a failed test)."""
    for group in groups:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(group, signal.SIGKILL)
