"""Runs a :class:`~tfgpu_gui.jobs.runner.Job` on a QThread and reports through signals.

The child process does the work; this thread only waits on it, so the GUI stays responsive.
``cancel`` is safe to call from the GUI thread: the runner stops the child (SIGINT, SIGTERM,
SIGKILL to its process group) and ``finished`` still arrives, with a ``cancelled`` outcome.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot

from tfgpu_gui.jobs.runner import Job, JobEvent, JobOutcome


class JobWorker(QObject):
    """Signals: ``started()``, ``event(JobEvent)`` while running, ``finished(JobOutcome)``."""

    started = Signal()
    event = Signal(object)
    finished = Signal(object)

    def __init__(self, job: Job) -> None:
        super().__init__()
        self.job = job

    @Slot()
    def run(self) -> None:
        self.started.emit()
        try:
            outcome = self.job.run(self.event.emit)
        except Exception as exc:  # noqa: BLE001 - the GUI must hear about any failure
            outcome = JobOutcome(status="failed", message=f"The job could not run: {exc}")
        self.finished.emit(outcome)


class JobThread(QObject):
    """Owns a QThread running one :class:`JobWorker`; cleans both up when the job ends.

    Connect to ``event`` and ``finished`` (queued to the GUI thread), then call ``start``.
    """

    event = Signal(object)
    finished = Signal(object)

    def __init__(self, job: Job, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = job
        self._thread = QThread()
        self._thread.setObjectName("tfgpu-job")
        self._worker = JobWorker(job)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.event.connect(self.event)
        self._worker.finished.connect(self._on_finished)
        self.outcome: JobOutcome | None = None

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self.job.cancel()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until the thread has ended (for shutdown and tests)."""
        return bool(self._thread.wait(msecs))

    @Slot(object)
    def _on_finished(self, outcome: JobOutcome) -> None:
        self.outcome = outcome
        self._thread.quit()
        self._thread.wait()
        self.finished.emit(outcome)


__all__ = ["JobEvent", "JobOutcome", "JobThread", "JobWorker"]
