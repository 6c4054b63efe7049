"""``tfgpu doctor`` and the wizard's thread run the detection job that ``collect.make_job`` builds:
one replacement of it changes both."""

from __future__ import annotations

import json
import sys

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers.paths import JOB_FAKES
from tfgpu_gui.cli import main
from tfgpu_gui.doctor import collect
from tfgpu_gui.doctor.collect import DoctorOptions
from tfgpu_gui.jobs.runner import Job
from tfgpu_gui.ui.doctor.worker import DoctorThread

SILENT = JOB_FAKES / "silent.py"  # says hello, prints "done?", exits without a result


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> list[DoctorOptions]:
    """The options of every detection job built from now on; each job runs ``SILENT``."""
    seen: list[DoctorOptions] = []

    def make_job(options: DoctorOptions) -> Job:
        seen.append(options)
        return Job(options.python, str(SILENT), timeout=60)

    monkeypatch.setattr(collect, "make_job", make_job)
    return seen


def test_the_cli_and_the_wizard_thread_build_the_job_in_one_place(
    qtbot: QtBot, built: list[DoctorOptions], capsys: pytest.CaptureFixture[str]
) -> None:
    main(["doctor", "--no-tf", "--json", "--python", sys.executable, "--timeout", "42"])
    cli_report = json.loads(capsys.readouterr().out)
    assert cli_report["facts"]["job"]["garbage"] == ["done?"]
    assert len(built) == 1 and built[0].timeout == 42 and built[0].run_tf is False

    thread = DoctorThread(DoctorOptions(sys.executable, run_tf=False))
    assert len(built) == 2 and thread.doctor.job.script == str(SILENT)
    with qtbot.waitSignal(thread.finished, timeout=60_000) as finished:
        thread.start()
    assert thread.wait()
    assert finished.args[0].facts["job"]["garbage"] == ["done?"]
    assert finished.args[0].facts["job"]["status"] == cli_report["facts"]["job"]["status"]


def test_a_doctor_run_builds_its_job_once_and_cancels_that_job(
    built: list[DoctorOptions],
) -> None:
    doctor = collect.DoctorRun(DoctorOptions(sys.executable, run_tf=False))
    doctor.cancel()
    report = doctor.run()
    assert len(built) == 1
    assert report.facts["job"]["status"] == "cancelled"
