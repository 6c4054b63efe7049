"""Runs a diagnosis on a QThread and reports through signals; the GUI thread never waits.

The diagnosis is a :class:`~tfgpu_gui.doctor.collect.DoctorRun`, the same one ``tfgpu doctor``
runs. Signals: ``event(JobEvent)`` while the detection job runs, ``finished(object)`` with the
:class:`~tfgpu_gui.doctor.report.Report`, or ``failed(str)`` with a sentence for the user (not a
Python, or the doctor itself failed). ``cancel()`` stops the child; ``finished`` still arrives
(a cancelled job yields a report whose job status says so).

:class:`RecheckThread` runs the re-check of one finding the same way
(:class:`~tfgpu_gui.doctor.collect.Recheck`): ``finished(finding_id, finding_or_None)`` or
``failed(finding_id, message)``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tfgpu_gui.doctor.collect import DoctorOptions, DoctorRun, Recheck
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.ui.threads import ThreadedCall


class DoctorThread(ThreadedCall):
    """Owns a QThread running one diagnosis of ``options``; cleans up when it ends."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, options: DoctorOptions, parent: QObject | None = None) -> None:
        doctor = DoctorRun(options)
        super().__init__(doctor.run, doctor.cancel, "tfgpu-doctor", parent)
        self.doctor = doctor

    def ended(self, result: object) -> None:
        if isinstance(result, NotAPython):
            self.failed.emit(str(result))
        elif isinstance(result, Exception):  # the wizard must hear about any failure
            self.failed.emit(f"The diagnosis failed: {result}")
        else:
            self.finished.emit(result)


class RecheckThread(ThreadedCall):
    """Owns a QThread re-checking ``finding_id`` of ``previous``; cleans up when it ends."""

    finished = Signal(str, object)
    failed = Signal(str, str)

    def __init__(
        self,
        finding_id: str,
        options: DoctorOptions,
        previous: Report,
        parent: QObject | None = None,
    ) -> None:
        check = Recheck(finding_id, options, previous)
        super().__init__(check.run, check.cancel, "tfgpu-recheck", parent)
        self.check = check

    def ended(self, result: object) -> None:
        finding_id = self.check.finding_id
        if isinstance(result, NotAPython):
            self.failed.emit(finding_id, str(result))
        elif isinstance(result, Exception):
            self.failed.emit(finding_id, f"The re-check failed: {result}")
        else:
            self.finished.emit(finding_id, result)
