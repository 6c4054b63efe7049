"""The stopping schedule on its own, on a clock the test sets: SIGINT when the stop begins,
SIGTERM one grace period later, SIGKILL one more later, then nothing, however long the leader
takes to go (a process stuck in the kernel outlives SIGKILL for a while)."""

from __future__ import annotations

import signal

from tfgpu_gui.jobs.group import KILL
from tfgpu_gui.jobs.runner import JobStatus, _Stopper


class Group:
    """Records the signals sent to it."""

    def __init__(self) -> None:
        self.sent: list[int] = []

    def signal(self, sig: int) -> None:
        self.sent.append(sig)


def test_each_signal_is_sent_when_due_and_nothing_after_sigkill() -> None:
    group = Group()
    stopper = _Stopper(group, grace=3.0)  # type: ignore[arg-type]
    stopper.step(5.0)
    assert group.sent == []  # not stopping yet
    stopper.begin(JobStatus.CANCELLED, 10.0)
    stopper.step(10.0)  # due at once
    assert group.sent == [signal.SIGINT]
    stopper.step(12.999)
    assert group.sent == [signal.SIGINT]
    stopper.step(13.0)
    assert group.sent == [signal.SIGINT, signal.SIGTERM]
    stopper.step(16.0)
    assert group.sent == [signal.SIGINT, signal.SIGTERM, KILL]
    for now in (19.0, 22.0, 1000.0):
        stopper.step(now)
    assert group.sent == [signal.SIGINT, signal.SIGTERM, KILL]
    assert stopper.reason is JobStatus.CANCELLED


def test_a_second_reason_does_not_restart_the_schedule() -> None:
    group = Group()
    stopper = _Stopper(group, grace=3.0)  # type: ignore[arg-type]
    stopper.begin(JobStatus.TIMEOUT, 10.0)
    stopper.step(10.0)
    stopper.begin(JobStatus.CANCELLED, 12.0)
    stopper.step(13.0)
    assert group.sent == [signal.SIGINT, signal.SIGTERM]
    assert stopper.reason is JobStatus.TIMEOUT
