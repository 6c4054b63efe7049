"""The one thread that talks to NVML: runs the sampler's paced loop and emits each snapshot.

napari's ``StatusChecker`` pattern: a worker object moved to a QThread runs a loop paced by a
``threading.Event`` (so stopping is immediate), and reports through signals. The worker only
reads the backend and emits; the GUI thread records each snapshot in the history
(:meth:`Sampler.record`), so the history has one owner and no lock is shared between the two
threads: a slow or lost GPU never stalls a repaint.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot

from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.snapshot import Snapshot


class SamplerWorker(QObject):
    """Runs :meth:`Sampler.run` with the snapshots going out as a signal.

    Signals:
        snapshot(Snapshot): a new reading, not yet recorded (the receiver records it).
        unavailable(TelemetryUnavailable): the driver cannot be read (retried later).
    """

    snapshot = Signal(object)
    unavailable = Signal(object)

    def __init__(self, sampler: Sampler) -> None:
        super().__init__()
        self.sampler = sampler
        sampler.on_error(self._error)

    def _error(self, error: TelemetryUnavailable) -> None:
        self.unavailable.emit(error)

    @property
    def paused(self) -> bool:
        return self.sampler.paused

    @paused.setter
    def paused(self, paused: bool) -> None:
        self.sampler.paused = paused

    def step(self) -> Snapshot | None:
        """Read one sample now and emit it (tests and soak runs; the app uses the thread)."""
        snap = self.sampler.read()
        if snap is not None:
            self.snapshot.emit(snap)
        return snap

    @Slot()
    def run(self) -> None:
        """Sample until :meth:`stop`; paced on the sampler's clock, never bursting to catch up."""
        self.sampler.run(deliver=self.snapshot.emit)

    def wake(self) -> None:
        """Sample at once (after resume or a new interval) instead of at the next tick."""
        self.sampler.wake()

    def stop(self) -> None:
        self.sampler.stop(timeout=0)


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
