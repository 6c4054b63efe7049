"""Runs a diagnosis on a QThread and reports through signals; the GUI thread never waits.

Signals: ``event(JobEvent)`` while the detection job runs, ``finished(object)`` with the
:class:`~tfgpu_gui.doctor.report.Report`, or ``failed(str)`` with a sentence for the user (not a
Python, or the doctor itself failed). ``cancel()`` stops the child; ``finished`` still arrives
(a cancelled job yields a report whose job status says so).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tfgpu_gui.doctor.collect import DoctorOptions, make_job, run_doctor
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.runner import Job
from tfgpu_gui.ui.threads import Emit, ThreadedCall


class DoctorThread(ThreadedCall):
    """Owns a QThread running one diagnosis; cleans up when it ends."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(
        self, options: DoctorOptions, job: Job | None = None, parent: QObject | None = None
    ) -> None:
        job = job or make_job(options)

        def call(emit: Emit) -> object:
            return run_doctor(options, emit, job)

        super().__init__(call, job.cancel, "tfgpu-doctor", parent)
        self.job = job

    def ended(self, result: object) -> None:
        if isinstance(result, NotAPython):
            self.failed.emit(str(result))
        elif isinstance(result, Exception):  # the wizard must hear about any failure
            self.failed.emit(f"The diagnosis failed: {result}")
        else:
            self.finished.emit(result)
