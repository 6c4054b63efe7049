"""Spies on the standard library pieces the job's output reader waits on: its queue (how long
each put and get may wait, what was accepted) and a clock that moves only when it is read."""

from __future__ import annotations

import queue
import threading
from types import SimpleNamespace
from typing import Any

import pytest

from tfgpu_gui.jobs import output


class QueueUse:
    """What the queues made while it was installed were asked to do."""

    def __init__(self) -> None:
        self.put_timeouts: list[float | None] = []
        self.get_timeouts: list[float | None] = []
        self.accepted = 0
        self.refused = threading.Event()  # a put that ran out of time for want of room


def record_queues(monkeypatch: pytest.MonkeyPatch) -> QueueUse:
    """Make every ``queue.Queue`` built from now on (the output reader's) a recording one."""
    use = QueueUse()

    class RecordingQueue(queue.Queue):  # type: ignore[type-arg]
        def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
            use.put_timeouts.append(timeout)
            try:
                super().put(item, block, timeout)
            except queue.Full:
                use.refused.set()
                raise
            use.accepted += 1

        def get(self, block: bool = True, timeout: float | None = None) -> Any:
            use.get_timeouts.append(timeout)
            return super().get(block, timeout)

    monkeypatch.setattr(output.queue, "Queue", RecordingQueue)
    return use


class SteppingClock:
    """A monotonic clock that moves ``step`` seconds each time it is read; ``on_read`` (when
    set) is called at each reading, before the time is returned."""

    def __init__(self, step: float, start: float = 1000.0) -> None:
        self.step = step
        self.now = start
        self.on_read: Any = None

    def monotonic(self) -> float:
        if self.on_read is not None:
            self.on_read()
        self.now += self.step
        return self.now

    def module(self) -> SimpleNamespace:
        """A stand-in for the ``time`` module of the code under test."""
        return SimpleNamespace(monotonic=self.monotonic)


def record_joins(monkeypatch: pytest.MonkeyPatch) -> list[float | None]:
    """The timeouts of the ``Thread.join`` calls made from this thread from now on."""
    joins: list[float | None] = []
    caller = threading.current_thread()
    join = threading.Thread.join

    def spy(self: threading.Thread, timeout: float | None = None) -> None:
        if threading.current_thread() is caller:
            joins.append(timeout)
        join(self, timeout)

    monkeypatch.setattr(threading.Thread, "join", spy)
    return joins
