"""Reads every GPU at a fixed interval into the history, on its own thread.

Qt-free: the CLI's ``watch`` runs it on a plain thread; the app wraps :meth:`Sampler.sample_once`
in a QThread worker. When the driver is unavailable it keeps the error and tries again every
``retry_interval`` seconds, so a driver that comes back (module reloaded) is picked up without
a restart.
"""

from __future__ import annotations

import logging
import math
import threading
from collections.abc import Callable

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.clock import Clock, SystemClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.snapshot import Snapshot

log = logging.getLogger(__name__)

SnapshotListener = Callable[[Snapshot], None]
ErrorListener = Callable[[TelemetryUnavailable], None]


def history_capacity(history_seconds: float, interval: float) -> int:
    """How many samples cover ``history_seconds`` at ``interval``."""
    return max(2, math.ceil(history_seconds / max(interval, 1e-3)))


class Sampler:
    """Samples ``backend`` every ``interval`` seconds and keeps ``history_seconds`` of history."""

    def __init__(
        self,
        backend: Backend,
        interval: float = 1.0,
        history_seconds: float = 3600.0,
        clock: Clock | None = None,
        retry_interval: float = 10.0,
    ) -> None:
        if interval <= 0:
            raise ValueError("the sampling interval must be positive")
        self.backend = backend
        self.interval = interval
        self.history_seconds = history_seconds
        self.clock = clock or SystemClock()
        self.retry_interval = retry_interval
        self.history = History(history_capacity(history_seconds, interval))
        self.last_snapshot: Snapshot | None = None
        self.last_error: TelemetryUnavailable | None = None
        self.samples_taken = 0
        self._next_retry = -math.inf
        self._listeners: list[SnapshotListener] = []
        self._error_listeners: list[ErrorListener] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def on_snapshot(self, listener: SnapshotListener) -> None:
        self._listeners.append(listener)

    def on_error(self, listener: ErrorListener) -> None:
        self._error_listeners.append(listener)

    def configure(
        self, interval: float | None = None, history_seconds: float | None = None
    ) -> None:
        """Change the interval or the history length; the newest samples are kept."""
        if interval is not None:
            if interval <= 0:
                raise ValueError("the sampling interval must be positive")
            self.interval = interval
        if history_seconds is not None:
            self.history_seconds = history_seconds
        self.history.resize(history_capacity(self.history_seconds, self.interval))

    def sample_once(self) -> Snapshot | None:
        """Take one sample now; ``None`` when the driver is unavailable (see ``last_error``)."""
        now = self.clock.monotonic()
        if self.last_error is not None and now < self._next_retry:
            return None
        try:
            snapshot = self.backend.read()
        except TelemetryUnavailable as exc:
            self._next_retry = now + self.retry_interval
            first = self.last_error is None or self.last_error.kind != exc.kind
            self.last_error = exc
            if first:
                log.warning("GPU telemetry unavailable: %s", exc)
            for error_listener in self._error_listeners:
                error_listener(exc)
            return None
        self.last_error = None
        self.last_snapshot = snapshot
        self.samples_taken += 1
        self.history.append(snapshot)
        for listener in self._listeners:
            listener(snapshot)
        return snapshot

    def run(self, max_samples: int | None = None, wait_first: bool = False) -> None:
        """Sample until :meth:`stop` (or ``max_samples`` attempts); paced on the clock.

        ``wait_first`` waits one interval before the first sample (after a sample taken by hand).
        """
        self._stop.clear()
        attempts = 0
        next_due = self.clock.monotonic()
        if wait_first:
            next_due += self.interval
            if self.clock.wait(self._stop, self.interval):
                return
        while not self._stop.is_set() and (max_samples is None or attempts < max_samples):
            self.sample_once()
            attempts += 1
            if max_samples is not None and attempts >= max_samples:
                break
            next_due += self.interval
            now = self.clock.monotonic()
            if next_due < now:  # we fell behind (machine suspended): do not burst to catch up
                next_due = now
            if self.clock.wait(self._stop, next_due - now):
                break

    def start(self) -> None:
        """Run :meth:`run` on a daemon thread."""
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self.run, name="tfgpu-sampler", daemon=True)
        self._thread.start()

    def stop(self, timeout: float | None = 5.0) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
