"""Runs a diagnosis on a QThread and reports through signals; the GUI thread never waits.

Signals: ``event(JobEvent)`` while the detection job runs, ``finished(object)`` with the
:class:`~tfgpu_gui.doctor.report.Report`, or ``failed(str)`` with a sentence for the user (not a
Python, or the doctor itself failed). ``cancel()`` stops the child; ``finished`` still arrives
(a cancelled job yields a report whose job status says so).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from tfgpu_gui.doctor.collect import DoctorOptions, make_job, run_doctor
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.runner import Job


class _Worker(QObject):
    event = Signal(object)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, options: DoctorOptions, job: Job) -> None:
        super().__init__()
        self.options = options
        self.job = job

    @Slot()
    def run(self) -> None:
        try:
            report = run_doctor(self.options, self.event.emit, self.job)
        except NotAPython as exc:
            self.failed.emit(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - the wizard must hear about any failure
            self.failed.emit(f"The diagnosis failed: {exc}")
            return
        self.finished.emit(report)


class DoctorThread(QObject):
    """Owns a QThread running one diagnosis; cleans up when it ends."""

    event = Signal(object)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(
        self, options: DoctorOptions, job: Job | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.job = job or make_job(options)
        self._thread = QThread()
        self._thread.setObjectName("tfgpu-doctor")
        self._worker = _Worker(options, self.job)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.event.connect(self.event)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        # End the thread's loop from the worker itself, so that wait() from the GUI thread
        # returns without the GUI thread having to deliver anything first.
        direct = Qt.ConnectionType.DirectConnection
        self._worker.finished.connect(self._thread.quit, direct)
        self._worker.failed.connect(self._thread.quit, direct)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        self.job.cancel()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def wait(self, msecs: int = 30_000) -> bool:
        return bool(self._thread.wait(msecs))

    def _stop_thread(self) -> None:
        self._thread.quit()
        self._thread.wait()

    @Slot(object)
    def _on_finished(self, report: object) -> None:
        self._stop_thread()
        self.finished.emit(report)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._stop_thread()
        self.failed.emit(message)
