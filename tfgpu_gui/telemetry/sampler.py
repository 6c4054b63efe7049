"""Reads every GPU at a fixed interval and records the readings in the history.

Qt-free, and the one paced sampling loop of the project: the CLI's ``watch`` runs
:meth:`Sampler.run` on its main thread; the app runs it on a QThread (``SamplerWorker``) and
records each snapshot on the GUI thread.

Two sides, each touched by one thread only, so no lock is needed:

- the **read side** (:meth:`Sampler.read`, :meth:`Sampler.run`: the backend, the retry state)
  runs on the sampling thread;
- the **record side** (:meth:`Sampler.record`: the history, ``samples_taken``,
  ``last_snapshot``, the snapshot listeners) runs where the history is read (the GUI thread in
  the app).

When the driver is unavailable the read side keeps the error and tries again every
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
        self._wake = threading.Event()
        self.paused = False
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

    def replace_backend(self, backend: Backend) -> Backend:
        """Read ``backend`` from now on, with an empty history; returns the old backend.

        Call it while :meth:`run` is stopped (the app stops its thread first); the caller
        closes the old backend. A later :meth:`run` samples at once.
        """
        old, self.backend = self.backend, backend
        self.history = History(self.history.capacity)
        self.last_snapshot = None
        self.last_error = None
        self._next_retry = -math.inf
        self._stop.clear()
        self._wake.clear()
        return old

    def read(self) -> Snapshot | None:
        """Read the backend now (read side); ``None`` when the driver is unavailable.

        A failed read keeps the error in :attr:`last_error`, tells the error listeners and waits
        ``retry_interval`` before the next real attempt. An unexpected exception from a backend
        is reported the same way, as an ``nvml-error``: monitoring never ends on a backend bug.
        """
        now = self.clock.monotonic()
        if self.last_error is not None and now < self._next_retry:
            return None
        try:
            snapshot = self.backend.read()
        except TelemetryUnavailable as exc:
            self._failed(exc, now)
            return None
        except Exception as exc:
            log.exception("reading the GPUs failed")
            self._failed(TelemetryUnavailable("nvml-error", str(exc)), now)
            return None
        self.last_error = None
        return snapshot

    def _failed(self, exc: TelemetryUnavailable, now: float) -> None:
        self._next_retry = now + self.retry_interval
        first = self.last_error is None or self.last_error.kind != exc.kind
        self.last_error = exc
        if first:
            log.warning("GPU telemetry unavailable: %s", exc)
        for error_listener in self._error_listeners:
            error_listener(exc)

    def record(self, snapshot: Snapshot) -> None:
        """Keep ``snapshot`` in the history and tell the listeners (record side)."""
        self.last_snapshot = snapshot
        self.samples_taken += 1
        self.history.append(snapshot)
        for listener in self._listeners:
            listener(snapshot)

    def sample_once(self) -> Snapshot | None:
        """Read and record one sample now; ``None`` when the driver is unavailable."""
        snapshot = self.read()
        if snapshot is not None:
            self.record(snapshot)
        return snapshot

    def run(
        self,
        max_samples: int | None = None,
        wait_first: bool = False,
        deliver: SnapshotListener | None = None,
    ) -> None:
        """Sample until :meth:`stop` (or ``max_samples`` attempts); paced on the clock.

        Args:
            max_samples: Attempts before returning (None: until stopped).
            wait_first: Wait one interval before the first sample (after one taken by hand).
            deliver: Where each snapshot goes; :meth:`record` by default. The app passes a
                signal's ``emit``, so the snapshot is recorded on the GUI thread.

        While :attr:`paused`, ticks pass without reading. :meth:`wake` starts the next tick at
        once (after a resume or a new interval); a late tick (a suspended machine) never bursts
        to catch up. After :meth:`stop` it returns at once (also when stopped before it began).
        """
        deliver = deliver or self.record
        attempts = 0
        if wait_first:
            self._wait(self.interval)
        next_due = self.clock.monotonic()
        while not self._stop.is_set() and (max_samples is None or attempts < max_samples):
            if not self.paused:
                snapshot = self.read()
                if snapshot is not None:
                    deliver(snapshot)
            attempts += 1
            if max_samples is not None and attempts >= max_samples:
                break
            next_due += self.interval
            now = self.clock.monotonic()
            if next_due < now:  # we fell behind (machine suspended): do not burst to catch up
                next_due = now
            if self._wait(next_due - now):
                next_due = self.clock.monotonic()  # woken: the next tick is now

    def _wait(self, seconds: float) -> bool:
        """Wait for the next tick; True when woken early (or stopped)."""
        woken = self.clock.wait(self._wake, seconds)
        self._wake.clear()
        return woken or self._stop.is_set()

    def wake(self) -> None:
        """Take the next sample at once instead of at the next tick (any thread)."""
        self._wake.set()

    def start(self) -> None:
        """Run :meth:`run` on a daemon thread."""
        if self._thread is not None and self._thread.is_alive():
            return
        self._stop.clear()
        self._thread = threading.Thread(target=self.run, name="tfgpu-sampler", daemon=True)
        self._thread.start()

    def stop(self, timeout: float | None = 5.0) -> None:
        """End :meth:`run` at once (any thread); joins the thread :meth:`start` made."""
        self._stop.set()
        self._wake.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout)
            self._thread = None
