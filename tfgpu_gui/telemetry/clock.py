"""Clocks the telemetry core reads time from: tests and soak runs go faster than real time."""

from __future__ import annotations

import threading
import time
from typing import Protocol


class Clock(Protocol):
    """Where the sampler and the simulated backend read the time from."""

    def monotonic(self) -> float:
        """Seconds on a clock that never goes backwards."""

    def wall(self) -> float:
        """Seconds since the Unix epoch (for timestamps shown to people)."""

    def wait(self, event: threading.Event, seconds: float) -> bool:
        """Wait up to ``seconds`` or until ``event`` is set; return whether it was set."""


class SystemClock:
    """The real clocks of the machine."""

    def monotonic(self) -> float:
        return time.monotonic()

    def wall(self) -> float:
        return time.time()

    def wait(self, event: threading.Event, seconds: float) -> bool:
        return event.wait(max(0.0, seconds))


class ManualClock:
    """A clock that only moves when told to; ``wait`` advances it instead of sleeping.

    Used by tests and soak runs: a simulated day passes in seconds.
    """

    def __init__(self, start: float = 1_000.0, wall_offset: float = 1_790_000_000.0) -> None:
        self._now = start
        self._wall_offset = wall_offset
        self._lock = threading.Lock()

    def monotonic(self) -> float:
        with self._lock:
            return self._now

    def wall(self) -> float:
        with self._lock:
            return self._now + self._wall_offset

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("a clock cannot go backwards")
        with self._lock:
            self._now += seconds

    def wait(self, event: threading.Event, seconds: float) -> bool:
        if event.is_set():
            return True
        self.advance(max(0.0, seconds))
        return event.is_set()
