"""The QThreads that run jobs and diagnoses: results, events and failures reach the GUI thread."""

from __future__ import annotations

import sys
import threading

from tfgpu_gui.doctor.collect import DoctorOptions
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.runner import JobOutcome, JobStatus
from tfgpu_gui.ui.doctor import worker as doctor_worker
from tfgpu_gui.ui.doctor.worker import DoctorThread
from tfgpu_gui.ui.threads import JobThread


class FakeJob:
    """A job whose ``run`` emits events then returns, or raises ``error``."""

    def __init__(self, error: Exception | None = None) -> None:
        self.error = error
        self.cancelled = False
        self.ran_on: threading.Thread | None = None

    def run(self, on_event):
        self.ran_on = threading.current_thread()
        on_event("step 1")
        if self.error is not None:
            raise self.error
        return JobOutcome(status=JobStatus.OK, message="done")

    def cancel(self) -> None:
        self.cancelled = True


def test_job_runs_off_the_gui_thread_and_reports_its_outcome(qtbot):
    job = FakeJob()
    thread = JobThread(job)  # type: ignore[arg-type]
    events = []
    thread.event.connect(events.append)
    with qtbot.waitSignal(thread.finished, timeout=10_000) as finished:
        thread.start()
    assert finished.args[0].status is JobStatus.OK and thread.outcome is finished.args[0]
    assert events == ["step 1"] and job.ran_on is not threading.main_thread()
    assert thread.wait() and not thread.is_running()
    thread.cancel()
    assert job.cancelled


def test_a_job_that_cannot_run_still_finishes_with_a_failed_outcome(qtbot):
    thread = JobThread(FakeJob(OSError("no such file")))  # type: ignore[arg-type]
    with qtbot.waitSignal(thread.finished, timeout=10_000) as finished:
        thread.start()
    outcome = finished.args[0]
    assert outcome.status is JobStatus.FAILED
    assert "The job could not run: no such file" in outcome.message
    assert thread.wait()


class FakeDoctorRun:
    """A diagnosis whose ``run`` emits an event then returns ``result_or_error`` or raises it."""

    result_or_error: object = None

    def __init__(self, options: DoctorOptions) -> None:
        self.options = options
        self.cancelled = False

    def run(self, on_event):
        on_event("facts")
        if isinstance(self.result_or_error, Exception):
            raise self.result_or_error
        return self.result_or_error

    def cancel(self) -> None:
        self.cancelled = True


def _doctor(monkeypatch, result_or_error):
    monkeypatch.setattr(FakeDoctorRun, "result_or_error", result_or_error)
    monkeypatch.setattr(doctor_worker, "DoctorRun", FakeDoctorRun)
    return DoctorThread(DoctorOptions(python=sys.executable))


def test_diagnosis_reports_its_report(qtbot, monkeypatch):
    thread = _doctor(monkeypatch, {"report": 1})
    events = []
    thread.event.connect(events.append)
    with qtbot.waitSignal(thread.finished, timeout=10_000) as finished:
        thread.start()
    assert finished.args[0] == {"report": 1} and thread.wait()
    assert events == ["facts"]
    thread.cancel()
    assert thread.doctor.cancelled


def test_diagnosis_failures_become_sentences(qtbot, monkeypatch):
    thread = _doctor(monkeypatch, NotAPython("/tmp/x is not a Python interpreter."))
    with qtbot.waitSignal(thread.failed, timeout=10_000) as failed:
        thread.start()
    assert failed.args == ["/tmp/x is not a Python interpreter."] and thread.wait()
    thread = _doctor(monkeypatch, RuntimeError("boom"))
    with qtbot.waitSignal(thread.failed, timeout=10_000) as failed:
        thread.start()
    assert failed.args == ["The diagnosis failed: boom"] and thread.wait()
