"""The QThreads that run jobs and diagnoses: results, events and failures reach the GUI thread,
and no job outlives the app, however it ends."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading

import pytest

from tests.helpers.paths import JOB_FAKES
from tests.helpers.processes import assert_groups_end, group_members, kill_groups, wait_for
from tfgpu_gui.doctor.collect import DoctorOptions
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.runner import Job, JobOutcome, JobStatus
from tfgpu_gui.ui.doctor import worker as doctor_worker
from tfgpu_gui.ui.doctor.worker import DoctorThread
from tfgpu_gui.ui.threads import JobThread, ThreadedCall, running_calls, stop_all


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


# -- no job outlives the app ------------------------------------------------------------------

HANG_PYTHON = str(JOB_FAKES / "hang_python.sh")


def _hanging_job(children: int, monkeypatch) -> Job:
    monkeypatch.setenv("TFGPU_FAKE_CHILDREN", str(children))
    return Job(HANG_PYTHON, "job.py", timeout=120)


def _job_group(qtbot, thread: ThreadedCall) -> set[int]:
    """Start ``thread`` and wait for its job's progress line; the job's process group."""
    hello: list[int] = []

    def seen(event) -> bool:
        if event.kind == "hello":
            hello.append(int(event.body["pid"]))
        return event.kind == "progress"

    with qtbot.waitSignal(thread.event, timeout=20_000, check_params_cb=seen):
        thread.start()
    assert hello
    return {os.getpgid(hello[0])}


def test_stopping_all_ends_a_running_job_and_its_whole_group(qtbot, monkeypatch):
    thread = JobThread(_hanging_job(2, monkeypatch))
    groups = _job_group(qtbot, thread)
    wait_for(lambda: len(group_members(groups)) == 3, 10, "the job's children to start")
    try:
        assert running_calls() == [thread]
        assert stop_all(grace_s=0.5)
        assert not thread.is_running() and not running_calls()
        assert_groups_end(groups, timeout=5)
    finally:
        kill_groups(groups)


def test_the_app_closed_while_the_wizard_diagnoses_leaves_no_process(
    qtbot, monkeypatch, make_monitor, tmp_path
):
    from tfgpu_gui.doctor import collect
    from tfgpu_gui.ui.doctor.wizard import DoctorWizard

    app = make_monitor(show=False)
    settings = tmp_path / "settings.json"
    before = settings.read_bytes() if settings.exists() else None
    monkeypatch.setattr(collect, "make_job", lambda options: _hanging_job(2, monkeypatch))
    wizard = DoctorWizard(app.window)
    qtbot.addWidget(wizard)
    wizard.start_run(sys.executable, run_tf=False)
    assert wizard.thread is not None
    thread = wizard.thread
    groups: set[int] = set()
    try:
        wait_for(lambda: thread.doctor.job._group is not None, 20, "the job to start")
        groups.add(thread.doctor.job._group.pid)
        wait_for(lambda: len(group_members(groups)) == 3, 10, "the job's children to start")
        wizard.reject()  # the wizard closed: its diagnosis is cancelled
        app.shutdown()  # and the app quits before the job has ended
        assert not thread.is_running()
        assert_groups_end(groups, timeout=5)
    finally:
        kill_groups(groups)
    assert (settings.read_bytes() if settings.exists() else None) == before


GUI_WITH_A_JOB = """
import sys
from PySide6.QtCore import QCoreApplication
from tfgpu_gui.jobs.runner import Job
from tfgpu_gui.ui.threads import JobThread

app = QCoreApplication([])
thread = JobThread(Job(sys.argv[1], "job.py", timeout=120))
thread.event.connect(lambda e: print(e.kind, e.body.get("pid", ""), flush=True))
thread.start()
app.exec()
"""


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM], ids=["SIGKILL", "SIGTERM"])
def test_a_job_dies_with_an_app_killed_while_it_runs(sig, tmp_path):
    env = {**os.environ, "TFGPU_FAKE_CHILDREN": "0", "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.Popen(
        [sys.executable, "-c", GUI_WITH_A_JOB, HANG_PYTHON],
        stdout=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env=env,
        text=True,
    )
    groups: set[int] = set()
    try:
        assert proc.stdout is not None
        for line in proc.stdout:  # ends at the latest when the app's process does
            if line.startswith("hello"):
                groups.add(int(line.split()[1]))
            if line.startswith("progress"):
                break
        assert groups, "the job started"
        proc.send_signal(sig)
        assert proc.wait(timeout=10) == -sig
        # The kernel kills the job's leader with the app (its parent-death signal).
        assert_groups_end(groups, timeout=5)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        kill_groups(groups)
