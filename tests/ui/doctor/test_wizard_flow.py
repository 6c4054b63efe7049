"""The setup-diagnosis wizard's flow without a detection job: which page follows which for a
diagnosis, a log and an opened report; what a run in the making, its events, its end and its
failure show; when a result is dropped; Run again; Re-check's answers; the report saved. The
job and the re-checks are stand-ins that the test drives with their signals."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QSize, Signal
from PySide6.QtWidgets import QWidget, QWizard
from pytestqt.qtbot import QtBot

from tests.helpers.reports import HARMLESS_LINE, no_driver_report
from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.doctor.collect import DoctorOptions
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.jobs.runner import JobEvent
from tfgpu_gui.ui.doctor import wizard as wizard_module
from tfgpu_gui.ui.doctor.wizard import DoctorWizard, open_doctor_wizard
from tfgpu_gui.ui.placement import available_geometry, opening_size

CUDNN_LINE = (
    "E cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3"
)


class FakeRun(QObject):
    """Stands for :class:`~tfgpu_gui.ui.doctor.worker.DoctorThread`."""

    event = Signal(object)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, options: DoctorOptions, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.options = options
        self.running = False
        self.cancelled = 0

    def start(self) -> None:
        self.running = True

    def cancel(self) -> None:
        self.cancelled += 1

    def is_running(self) -> bool:
        return self.running

    def wait(self, _ms: int = 0) -> bool:
        return True


class _Check:
    def __init__(self, finding_id: str, needs_job: bool) -> None:
        self.finding_id = finding_id
        self.needs_job = needs_job


class FakeRecheck(QObject):
    """Stands for :class:`~tfgpu_gui.ui.doctor.worker.RecheckThread`."""

    finished = Signal(str, object)
    failed = Signal(str, str)
    needs_job = False

    def __init__(
        self, finding_id: str, options: DoctorOptions, previous: Report, parent: QObject
    ) -> None:
        super().__init__(parent)
        self.options, self.previous = options, previous
        self.check = _Check(finding_id, self.needs_job)
        self.started = False
        self.cancelled = 0

    def start(self) -> None:
        self.started = True

    def cancel(self) -> None:
        self.cancelled += 1


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch) -> list[FakeRun]:
    made: list[FakeRun] = []

    def make(options: DoctorOptions, parent: QObject) -> FakeRun:
        made.append(FakeRun(options, parent))
        return made[-1]

    monkeypatch.setattr(wizard_module, "DoctorThread", make)
    return made


@pytest.fixture
def rechecks(monkeypatch: pytest.MonkeyPatch) -> list[FakeRecheck]:
    made: list[FakeRecheck] = []

    def make(*args: Any) -> FakeRecheck:
        made.append(FakeRecheck(*args))
        return made[-1]

    monkeypatch.setattr(wizard_module, "RecheckThread", make)
    return made


def _start(wizard: DoctorWizard, python: str = sys.executable, run_tf: bool = False) -> None:
    wizard.show()
    wizard.welcome.target.setEditText(python)
    wizard.welcome.run_tf.setChecked(run_tf)
    wizard.next()


def _finish(wizard: DoctorWizard, run: FakeRun, report: Report | None = None) -> Report:
    report = report or no_driver_report()
    run.running = False
    run.finished.emit(report)
    return report


def _data(key: str, value: object) -> JobEvent:
    return JobEvent("data", {"key": key, "value": value}, 1.0)


def _pages(wizard: DoctorWizard) -> list[object]:
    """The pages from here to the end, as Next walks them."""
    seen = [wizard.currentPage()]
    while True:
        before = wizard.currentId()
        wizard.next()
        if wizard.currentId() == before:
            return seen
        seen.append(wizard.currentPage())


def test_the_wizard_as_it_opens(wizard: DoctorWizard) -> None:
    assert wizard.windowTitle() == f"Setup diagnosis — {DISPLAY_NAME}"
    assert wizard.wizardStyle() == QWizard.WizardStyle.ClassicStyle
    assert wizard.size() == opening_size(QSize(820, 640), available_geometry(wizard))
    assert wizard.height() == 640  # the screen is taller
    order = [
        wizard.welcome,
        wizard.detection,
        wizard.summary,
        wizard.findings_page,
        wizard.system_page,
        wizard.tf_page,
    ]
    assert [wizard.page(i) for i in wizard.pageIds()] == order
    assert [wizard.page_ids[p] for p in order] == wizard.pageIds()
    assert wizard.system_page.title() == "System and driver"
    assert wizard.tf_page.title() == "TensorFlow installation"
    assert wizard.report is None and wizard.thread is None and wizard.inputs is None
    assert wizard.error is None and wizard.simulate is None
    assert wizard.partial_facts == {} and wizard.rechecks == {} and not wizard.job_ran
    assert wizard.machine.host() is None


def test_a_simulated_diagnosis_asked_for_when_opened_is_run(
    qtbot: QtBot, runs: list[FakeRun]
) -> None:
    w = DoctorWizard(simulate="pcie-degraded")
    qtbot.addWidget(w)
    _start(w)
    assert runs[0].options.simulate == "pcie-degraded"
    runs[0].running = False


def test_a_python_given_is_offered_first(qtbot: QtBot) -> None:
    w = DoctorWizard(python="/opt/conda/envs/tf/bin/python")
    qtbot.addWidget(w)
    assert w.welcome.target.itemText(0) == "/opt/conda/envs/tf/bin/python"
    assert w.welcome.target.currentText() == "/opt/conda/envs/tf/bin/python"


def test_leaving_the_first_page_starts_the_diagnosis_asked_for(
    wizard: DoctorWizard, runs: list[FakeRun], qtbot: QtBot
) -> None:
    wizard.simulate = "training"
    with qtbot.waitSignal(wizard.facts_changed, timeout=1000):
        _start(wizard, "/srv/tf/bin/python", run_tf=True)
    (run,) = runs
    assert run.running and run.parent() is wizard and wizard.thread is run
    assert run.options == DoctorOptions(
        "/srv/tf/bin/python", run_tf=True, simulate="training", host=None, ssh_extra=()
    )
    assert wizard.inputs == ("python", "/srv/tf/bin/python", True) and wizard.job_ran
    assert wizard.currentPage() is wizard.detection
    assert wizard.detection.message.text() == "Starting…"
    assert wizard.detection.cancel_button.isEnabled()
    assert (
        not wizard.detection.isComplete()
        and not wizard.button(QWizard.WizardButton.NextButton).isEnabled()
    )
    # The facts pages say what is known so far: nothing yet.
    assert wizard.system_page.rows() == [] or all(v for _k, v in wizard.system_page.rows())


def test_the_run_goes_to_the_host_chosen(qtbot: QtBot, runs: list[FakeRun]) -> None:
    w = DoctorWizard(hosts=["gpubox"], host="gpubox")
    qtbot.addWidget(w)
    w.machine.ssh_extra = ("-F", "/tmp/ssh_config")
    _start(w, "/usr/bin/python3")
    assert runs[0].options.host == "gpubox" and runs[0].options.ssh_extra == (
        "-F",
        "/tmp/ssh_config",
    )
    assert runs[0].options.python == "/usr/bin/python3" and runs[0].options.run_tf is False
    runs[0].running = False


def test_the_facts_of_a_run_in_the_making_are_shown_as_they_come(
    wizard: DoctorWizard, runs: list[FakeRun], qtbot: QtBot
) -> None:
    _start(wizard)
    run = runs[0]
    python = {"version": "3.11.7", "executable": "/srv/tf/bin/python"}
    for key, value in (("python", python), ("packages", {"tensorflow": "2.21.0"})):
        with qtbot.waitSignal(wizard.facts_changed, timeout=1000):
            run.event.emit(_data(key, value))
    run.event.emit(_data("libraries", {"libcudnn.so.9": None}))
    assert wizard.partial_facts == {
        "python": python,
        "packages": {"tensorflow": "2.21.0"},
        "libraries": {"libcudnn.so.9": None},
    }
    tf_rows = dict(wizard.tf_page.rows())
    assert "2.21.0" in " ".join(tf_rows.values())
    with qtbot.assertNotEmitted(wizard.facts_changed):
        run.event.emit(_data("nvml", {"ok": True}))  # not one of the facts shown early
        run.event.emit(
            JobEvent("progress", {"message": "Importing TensorFlow", "fraction": 0.5}, 1.0)
        )
    assert "nvml" not in wizard.partial_facts
    assert wizard.detection.message.text() == "Importing TensorFlow"
    assert wizard.detection.progress.value() == 50
    run.event.emit(JobEvent("log", {"line": HARMLESS_LINE}, 1.0))
    assert "TF-TRT Warning" in wizard.detection.log.toPlainText()
    run.running = False


def test_the_end_of_a_run_shows_its_report_and_lets_the_user_on(
    wizard: DoctorWizard, runs: list[FakeRun], qtbot: QtBot
) -> None:
    _start(wizard)
    with qtbot.waitSignal(wizard.report_ready, timeout=1000) as ready:
        report = _finish(wizard, runs[0])
    assert ready.args == [report] and wizard.report is report and wizard.thread is None
    assert wizard.partial_facts is report.facts and wizard.error is None
    assert wizard.detection.isComplete() and not wizard.detection.cancel_button.isEnabled()
    assert wizard.detection.progress.value() == 100
    assert wizard.summary.plan.text().startswith("1. No NVIDIA driver")
    assert wizard.findings_page.cards[0].finding_id == "no-nvidia-driver"
    assert dict(wizard.system_page.rows())["Driver"]
    assert wizard.welcome.error.isHidden()
    # Then Next walks the verdict, the findings and the facts, in that order.
    assert _pages(wizard) == [
        wizard.detection,
        wizard.summary,
        wizard.findings_page,
        wizard.system_page,
        wizard.tf_page,
    ]


def test_a_run_that_fails_says_why_and_is_tried_again_from_the_first_page(
    wizard: DoctorWizard, runs: list[FakeRun]
) -> None:
    _start(wizard, "/srv/tf/bin/python")
    runs[0].running = False
    runs[0].failed.emit("/srv/tf/bin/python is not a Python interpreter.")
    assert wizard.error == "/srv/tf/bin/python is not a Python interpreter."
    assert wizard.detection.message.text() == "/srv/tf/bin/python is not a Python interpreter."
    assert wizard.thread is None and wizard.report is None and wizard.inputs is None
    assert not wizard.detection.isComplete() and not wizard.detection.cancel_button.isEnabled()
    wizard.back()
    wizard.next()  # the same inputs: tried again
    assert len(runs) == 2 and wizard.thread is runs[1]
    runs[1].running = False


def test_a_replaced_run_is_cancelled_and_nothing_it_says_is_shown(
    wizard: DoctorWizard, runs: list[FakeRun], qtbot: QtBot
) -> None:
    _start(wizard, "/srv/a/bin/python")
    wizard.back()
    wizard.welcome.target.setEditText("/srv/b/bin/python")
    wizard.next()
    old, new = runs
    assert old.cancelled == 1 and wizard.thread is new and old in wizard.retired
    with qtbot.assertNotEmitted(wizard.report_ready), qtbot.assertNotEmitted(wizard.facts_changed):
        old.event.emit(_data("python", {"version": "3.9"}))
        old.event.emit(JobEvent("progress", {"message": "old news", "fraction": 0.9}, 1.0))
        old.finished.emit(no_driver_report())
        old.failed.emit("old failure")
    assert wizard.report is None and wizard.error is None and wizard.thread is new
    assert wizard.detection.message.text() == "Starting…"
    assert wizard.partial_facts == {}
    old.running = False
    _finish(wizard, new)
    wizard.back()
    wizard.welcome.target.setEditText("/srv/c/bin/python")  # drops the result: retires nothing
    assert wizard.retired == []  # a stopped run is forgotten
    new.running = False


def test_cancel_stops_the_run_on_show(wizard: DoctorWizard, runs: list[FakeRun]) -> None:
    wizard.cancel_run()  # nothing runs: nothing to stop
    _start(wizard)
    wizard.detection.cancel_button.click()
    assert runs[0].cancelled == 1 and wizard.thread is runs[0]  # its cancelled report comes
    wizard.reject()
    assert runs[0].cancelled == 2
    runs[0].running = False


def test_a_changed_input_drops_the_result_on_every_page(
    wizard: DoctorWizard, runs: list[FakeRun], rechecks: list[FakeRecheck], qtbot: QtBot
) -> None:
    _start(wizard, "/srv/a/bin/python")
    _finish(wizard, runs[0])
    wizard.recheck("no-nvidia-driver")
    wizard.back()
    wizard.welcome.show_error("old error")
    wizard.welcome.run_tf.setChecked(False)  # the same as the result's: nothing dropped
    assert wizard.report is not None
    with qtbot.waitSignal(wizard.facts_changed, timeout=1000):
        wizard.welcome.run_tf.setChecked(True)
    assert wizard.report is None and wizard.inputs is None and wizard.error is None
    assert wizard.partial_facts == {} and wizard.rechecks == {} and rechecks[0].cancelled == 1
    assert wizard.welcome.error.isHidden()
    assert wizard.detection.message.text() == "" and not wizard.detection.isComplete()
    assert wizard.findings_page.cards == []
    assert wizard.summary.works.text() == "No diagnosis yet."
    assert wizard.system_page.rows() == [] or "Driver" not in dict(wizard.system_page.rows())
    wizard.welcome.run_tf.setChecked(False)  # nothing on show: nothing more to drop
    assert len(runs) == 1


def test_another_machine_drops_a_diagnosis_but_not_a_logs_explanation(
    qtbot: QtBot, runs: list[FakeRun]
) -> None:
    w = DoctorWizard(hosts=["gpubox"])
    qtbot.addWidget(w)
    w.machine.select("gpubox")  # nothing on show yet
    w.machine.select(None)
    w.show()
    w.welcome.log.setPlainText(CUDNN_LINE)
    w.next()
    w.machine.select("gpubox")
    assert w.report is not None and w.report.mode == "log"
    w.restart()
    w.welcome.log.clear()
    _start(w)
    _finish(w, runs[0])
    w.machine.select(None)
    assert w.report is None and w.inputs is None


def test_run_again_runs_the_same_diagnosis_and_goes_back_to_the_detection_page(
    wizard: DoctorWizard, runs: list[FakeRun]
) -> None:
    wizard.rerun()  # nothing ran yet: nothing to run again
    assert runs == []
    _start(wizard, "/srv/tf/bin/python", run_tf=False)
    wizard.rerun()  # still running: not twice
    assert len(runs) == 1
    _finish(wizard, runs[0])
    wizard.next()
    wizard.next()
    assert wizard.currentPage() is wizard.findings_page
    wizard.summary.rerun_requested.emit()
    assert len(runs) == 2 and runs[1].options.python == "/srv/tf/bin/python"
    assert runs[1].options.run_tf is False
    assert wizard.currentPage() is wizard.detection and wizard.report is None
    runs[1].running = False


def test_a_pasted_log_goes_to_its_verdict_and_ends_with_its_findings(
    wizard: DoctorWizard, runs: list[FakeRun]
) -> None:
    wizard.show()
    wizard.welcome.log.setPlainText(f"  {CUDNN_LINE}\n{HARMLESS_LINE}\n  ")
    wizard.next()
    assert runs == [] and wizard.thread is None and not wizard.job_ran
    assert wizard.inputs == ("log", f"{CUDNN_LINE}\n{HARMLESS_LINE}")
    assert _pages(wizard) == [wizard.summary, wizard.findings_page]
    assert wizard.button(QWizard.WizardButton.FinishButton).isVisible()
    wizard.restart()
    wizard.next()  # the same log again: nothing new asked for, straight to the verdict
    assert wizard.currentPage() is wizard.summary


def test_a_log_with_nothing_to_explain_is_said_on_the_first_page(
    wizard: DoctorWizard, runs: list[FakeRun]
) -> None:
    _start(wizard)
    wizard.explain_text("\r\r\n\x0b\n")
    assert runs[0].cancelled == 1 and wizard.thread is None  # asked for a log: the run goes
    assert wizard.error == "Nothing to explain: the log holds only blank lines."
    assert wizard.welcome.error.text() == wizard.error and wizard.welcome.error.isVisibleTo(
        wizard.welcome
    )
    runs[0].running = False


def test_a_log_file_opens_on_its_verdict(wizard: DoctorWizard, tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text(CUDNN_LINE + "\n")
    wizard.show()
    wizard.open_log(str(log))
    assert wizard.currentPage() is wizard.summary and wizard.report is not None
    assert wizard.report.mode == "log" and not wizard.job_ran
    assert wizard.inputs == wizard.welcome.inputs()
    wizard.next()
    assert wizard.currentPage() is wizard.findings_page
    assert wizard.nextId() == -1  # a log has no facts: its findings are the last page


def test_a_log_file_that_cannot_be_read_or_explained_is_said_on_the_first_page(
    wizard: DoctorWizard, tmp_path: Path
) -> None:
    log = tmp_path / "train.log"
    log.write_text(CUDNN_LINE + "\n")
    wizard.show()
    wizard.open_log(str(log))
    assert wizard.currentPage() is wizard.summary
    wizard.open_log(str(tmp_path / "missing.log"))
    assert wizard.error == "missing.log cannot be read: No such file or directory."
    assert wizard.currentPage() is wizard.welcome  # back where the message is
    assert wizard.report is not None  # the last verdict stays until another replaces it
    empty = tmp_path / "empty.log"
    empty.write_text("")
    wizard.open_log(str(empty))
    assert wizard.error == "Nothing to explain in empty.log: the log is empty."
    assert wizard.currentPage() is wizard.welcome


def test_an_opened_report_skips_the_job_and_keeps_its_facts(
    wizard: DoctorWizard, tmp_path: Path, runs: list[FakeRun]
) -> None:
    path = tmp_path / "r.json"
    path.write_text(no_driver_report().to_json())
    wizard.show()
    wizard.open_report(str(path))
    assert runs == [] and not wizard.job_ran and wizard.report is not None
    assert wizard.inputs == wizard.welcome.inputs()
    assert _pages(wizard) == [
        wizard.summary,
        wizard.findings_page,
        wizard.system_page,
        wizard.tf_page,
    ]
    wizard.open_report(str(path))  # not on the first page: it stays where it is
    assert wizard.currentPage() is wizard.tf_page


def test_an_opened_report_replaces_a_run_in_the_making(
    wizard: DoctorWizard, tmp_path: Path, runs: list[FakeRun]
) -> None:
    path = tmp_path / "r.json"
    path.write_text(no_driver_report().to_json())
    _start(wizard)
    wizard.open_report(str(path))
    assert runs[0].cancelled == 1 and wizard.thread is None and wizard.report is not None
    assert wizard.detection.isComplete()
    runs[0].running = False


def test_a_file_that_is_not_a_report_is_said_in_one_line(
    wizard: DoctorWizard, tmp_path: Path
) -> None:
    junk = tmp_path / "junk.json"
    junk.write_text("[1, 2]")
    wizard.open_report(str(junk))
    assert wizard.report is None
    assert wizard.error == "This file is not a tfgpu doctor report (no matching schema)."
    assert wizard.welcome.error.text() == wizard.error


def test_a_report_whose_facts_cannot_be_shown_is_said_in_one_line(
    wizard: DoctorWizard, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "odd.json"
    path.write_text(no_driver_report().to_json())

    def damaged(_report: Report) -> list[tuple[str, str]]:
        raise KeyError("driver")

    monkeypatch.setattr(wizard_module, "tensorflow_rows", damaged)
    wizard.open_report(str(path))
    assert wizard.report is None
    assert wizard.error == "odd.json is a damaged report (KeyError)."


def test_the_report_is_saved_as_markdown_or_json_redacted_or_not(
    wizard: DoctorWizard, tmp_path: Path
) -> None:
    out = tmp_path / "r.md"
    wizard.export(str(out), "markdown", True)
    assert not out.exists()  # nothing on show: nothing written
    facts = no_driver_report().facts
    facts["system"] = {**facts.get("system", {}), "hostname": "alice-workstation"}
    report = no_driver_report(system=facts["system"])
    wizard._set_report(report)
    wizard.export(str(out), "markdown", False)
    text = out.read_text(encoding="utf-8")
    assert "### ERROR: `no-nvidia-driver`" in text and "are redacted" not in text
    wizard.export(str(out), "markdown", True)
    assert "are redacted" in out.read_text(encoding="utf-8")
    assert "alice-workstation" not in out.read_text(encoding="utf-8")
    js = tmp_path / "r.json"
    wizard.export(str(js), "json", False)
    data = json.loads(js.read_text(encoding="utf-8"))
    assert data["redacted"] is False and data["facts"]["system"]["hostname"] == "alice-workstation"
    wizard.export(str(js), "json", True)
    data = json.loads(js.read_text(encoding="utf-8"))
    assert data["redacted"] is True and data["facts"]["system"]["hostname"] == "<host>"
    assert wizard.report is report  # the report on show stays whole


def test_recheck_runs_once_per_finding_and_shows_its_answer(
    wizard: DoctorWizard, runs: list[FakeRun], rechecks: list[FakeRecheck]
) -> None:
    wizard.recheck("no-nvidia-driver")  # no report: nothing to re-check
    assert rechecks == []
    _start(wizard, "/srv/tf/bin/python")
    _finish(wizard, runs[0])
    wizard.findings_page.recheck_requested.emit("no-nvidia-driver")
    wizard.recheck("no-nvidia-driver")  # already re-checking: not twice
    (check,) = rechecks
    assert check.started and check.parent() is wizard and check.options is runs[0].options
    assert check.previous is wizard.report
    assert check.check.finding_id == "no-nvidia-driver"  # what its answer will name
    card = wizard.findings_page.card("no-nvidia-driver")
    assert card is not None and card.state == "busy"
    assert card.status.text() == ""  # no TensorFlow job for this one
    check.finished.emit("no-nvidia-driver", None)  # gone: fixed
    assert card.state == "fixed" and wizard.rechecks == {}
    assert "1. No NVIDIA driver" in wizard.summary.plan.text()
    assert wizard.summary.plan.text().splitlines()[0].endswith(" — fixed")
    wizard.recheck("no-nvidia-driver")
    again = rechecks[1]
    still = wizard.report.findings[0]  # type: ignore[union-attr]
    again.finished.emit("no-nvidia-driver", still)
    assert card.state == "still-there"
    assert not wizard.summary.plan.text().splitlines()[0].endswith(" — fixed")


def test_a_recheck_that_fails_says_why_on_its_card(
    wizard: DoctorWizard, runs: list[FakeRun], rechecks: list[FakeRecheck]
) -> None:
    _start(wizard)
    _finish(wizard, runs[0])
    wizard.recheck("no-nvidia-driver")
    rechecks[0].failed.emit("no-nvidia-driver", "The re-check failed: ssh: no route to host")
    card = wizard.findings_page.card("no-nvidia-driver")
    assert card is not None and card.state == "failed"
    assert "ssh: no route to host" in card.status.text()
    assert wizard.rechecks == {}
    wizard.recheck("no-nvidia-driver")
    assert len(rechecks) == 2  # it can be tried again


def test_an_answer_from_a_dropped_recheck_is_not_shown(
    wizard: DoctorWizard, runs: list[FakeRun], rechecks: list[FakeRecheck]
) -> None:
    _start(wizard)
    _finish(wizard, runs[0])
    wizard.recheck("no-nvidia-driver")
    old = rechecks[0]
    wizard.rerun()
    _finish(wizard, runs[1])  # a new report: the re-checks go
    assert old.cancelled == 1 and wizard.rechecks == {}
    wizard.recheck("no-nvidia-driver")
    new = rechecks[1]
    old.finished.emit("no-nvidia-driver", None)
    old.failed.emit("no-nvidia-driver", "late")
    card = wizard.findings_page.card("no-nvidia-driver")
    assert (
        card is not None and card.state == "busy" and wizard.rechecks == {"no-nvidia-driver": new}
    )
    wizard.reject()  # closing stops the re-checks too
    assert new.cancelled == 1


def test_recheck_of_an_opened_report_runs_in_its_python(
    wizard: DoctorWizard, tmp_path: Path, rechecks: list[FakeRecheck]
) -> None:
    wizard.simulate = "training"
    report = no_driver_report()
    wizard._set_report(report)
    wizard.recheck("no-nvidia-driver")
    options = rechecks[0].options
    assert options.python == "/home/alice/.venvs/tf/bin/python"
    assert options.run_tf is True and options.simulate == "training"
    report.target["tensorflow_checked"] = False
    report.target.pop("python")
    wizard._set_report(report)
    wizard.recheck("no-nvidia-driver")
    assert rechecks[1].options.python == sys.executable and rechecks[1].options.run_tf is False


def test_a_recheck_that_runs_tensorflow_again_says_so(
    wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch, rechecks: list[FakeRecheck]
) -> None:
    monkeypatch.setattr(FakeRecheck, "needs_job", True)
    wizard._set_report(no_driver_report())
    wizard.recheck("no-nvidia-driver")
    card = wizard.findings_page.card("no-nvidia-driver")
    assert card is not None and card.status.text() == "Running TensorFlow's check again…"


def test_a_logs_findings_are_not_rechecked(
    wizard: DoctorWizard, rechecks: list[FakeRecheck]
) -> None:
    wizard.explain_text(CUDNN_LINE)
    assert wizard.report is not None and wizard.report.findings
    wizard.recheck(wizard.report.findings[0].id)
    assert rechecks == []


def test_open_doctor_wizard_shows_it_on_a_log_and_forgets_it_when_closed(
    qtbot: QtBot, tmp_path: Path
) -> None:
    log = tmp_path / "train.log"
    log.write_text(CUDNN_LINE + "\n")
    w = open_doctor_wizard(None, python="/srv/tf/bin/python", log_path=str(log))
    qtbot.addWidget(w)
    assert w.isVisible() and w in wizard_module._open
    assert w.currentPage() is w.summary and w.report is not None and w.report.mode == "log"
    assert w.welcome.target.itemText(0) == "/srv/tf/bin/python"
    w.reject()
    assert w not in wizard_module._open
    w.reject()  # closed again: nothing left to forget, and no error
    parent = QWidget()
    qtbot.addWidget(parent)
    plain = open_doctor_wizard(parent, hosts=["gpubox", "other"], host="gpubox")
    assert plain.parent() is parent
    assert plain.report is None and plain.currentPage() is plain.welcome
    assert plain.machine.host() == "gpubox"
    combo = plain.machine.combo
    assert [combo.itemText(i) for i in range(combo.count())][1:] == [
        "gpubox (over SSH)",
        "other (over SSH)",
    ]
    plain.reject()
    assert plain not in wizard_module._open


def test_run_again_is_offered_only_for_a_diagnosis_this_wizard_ran(
    wizard: DoctorWizard, tmp_path: Path, runs: list[FakeRun]
) -> None:
    path = tmp_path / "r.json"
    path.write_text(no_driver_report().to_json())
    wizard.show()
    wizard.open_report(str(path))  # nothing to run again: the report was made elsewhere
    assert wizard.currentPage() is wizard.summary and wizard.summary.rerun_button.isHidden()
    wizard.restart()
    _start(wizard, "/srv/tf/bin/python")
    _finish(wizard, runs[0])
    assert not wizard.summary.rerun_button.isHidden()
    wizard.restart()
    wizard.open_report(str(path))  # Run again would run /srv/tf's check, not this report's
    assert wizard.summary.rerun_button.isHidden()


def test_show_page_walks_to_a_later_page_and_stops_at_the_last(
    wizard: DoctorWizard, tmp_path: Path
) -> None:
    path = tmp_path / "r.json"
    path.write_text(no_driver_report().to_json())
    wizard.show()
    wizard.open_report(str(path))
    wizard.show_page(wizard.tf_page)
    assert wizard.currentPage() is wizard.tf_page
    wizard.show_page(wizard.system_page)  # from another page: through the first again
    assert wizard.currentPage() is wizard.system_page
    wizard.restart()
    wizard.welcome.log.setPlainText(CUDNN_LINE)
    wizard.next()
    wizard.show_page(wizard.tf_page)  # a log has no facts pages: it ends at its findings
    assert wizard.currentPage() is wizard.findings_page
