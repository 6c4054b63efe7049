"""The one thread that talks to NVML: samples on a schedule and emits each snapshot.

napari's ``StatusChecker`` pattern: a worker object moved to a QThread runs a loop paced by a
``threading.Event`` (so stopping is immediate), and reports through signals. The GUI thread
never calls the backend. The history is written here and read by the plots, so both sides
hold :attr:`SamplerWorker.lock` while they touch it.
"""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QObject, QThread, Signal, Slot

from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.snapshot import Snapshot


class SamplerWorker(QObject):
    """Runs :meth:`Sampler.sample_once` every ``sampler.interval`` seconds.

    Signals:
        snapshot(Snapshot): a new sample is in the history.
        unavailable(TelemetryUnavailable): the driver cannot be read (retried later).
    """

    snapshot = Signal(object)
    unavailable = Signal(object)

    def __init__(self, sampler: Sampler) -> None:
        super().__init__()
        self.sampler = sampler
        self.lock = threading.Lock()
        self._stop = threading.Event()
        self._wake = threading.Event()
        self.paused = False

    def step(self) -> Snapshot | None:
        """Take one sample now and report it (the loop's body; tests call it directly)."""
        try:
            with self.lock:
                snap = self.sampler.sample_once()
        except Exception as exc:  # noqa: BLE001 - a backend bug must not end monitoring
            self.unavailable.emit(TelemetryUnavailable("nvml-error", str(exc)))
            return None
        if snap is not None:
            self.snapshot.emit(snap)
        elif self.sampler.last_error is not None:
            self.unavailable.emit(self.sampler.last_error)
        return snap

    @Slot()
    def run(self) -> None:
        """Sample until :meth:`stop`; paced on real time, never bursting to catch up."""
        next_due = time.monotonic()
        while not self._stop.is_set():
            if not self.paused:
                self.step()
            next_due = max(next_due + self.sampler.interval, time.monotonic())
            self._wake.wait(max(0.0, next_due - time.monotonic()))
            self._wake.clear()

    def wake(self) -> None:
        """Sample at once (after resume or a new interval) instead of at the next tick."""
        self._wake.set()

    def stop(self) -> None:
        self._stop.set()
        self._wake.set()


class SamplerThread(QObject):
    """Owns the QThread and the worker; ``start``/``stop`` from the GUI thread."""

    def __init__(self, sampler: Sampler, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = SamplerWorker(sampler)
        self._thread: QThread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.isRunning()

    def start(self) -> None:
        if self._thread is not None:
            return
        thread = QThread()
        thread.setObjectName("tfgpu-sampler")
        self.worker.moveToThread(thread)
        thread.started.connect(self.worker.run)
        self._thread = thread
        thread.start()

    def stop(self, timeout_ms: int = 5000) -> None:
        """Stop the loop and wait for the thread to end."""
        if self._thread is None:
            return
        self.worker.stop()
        self._thread.quit()
        self._thread.wait(timeout_ms)
        self._thread = None
