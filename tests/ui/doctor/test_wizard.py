"""The setup-diagnosis wizard clicked through with pytest-qt: run, cancel, re-run, export,
open an exported report, explain a pasted log, a path that is not a Python."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers.fake_nvml import without_driver
from tests.helpers.paths import JOB_FAKES
from tests.helpers.qt import ChooseFile
from tfgpu_gui.doctor import collect
from tfgpu_gui.doctor.collect import DoctorOptions
from tfgpu_gui.jobs.runner import Job, script_path
from tfgpu_gui.ui.doctor.wizard import DoctorWizard

HANG = JOB_FAKES / "hang.py"


@pytest.fixture(autouse=True)
def _no_nvidia_driver(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests walk the "no driver" path, also on a machine that has one."""
    without_driver(monkeypatch)


def _run_no_tf(qtbot: QtBot, wizard: DoctorWizard) -> None:
    wizard.show()
    wizard.welcome.target.setEditText(sys.executable)
    wizard.welcome.run_tf.setChecked(False)
    with qtbot.waitSignal(wizard.report_ready, timeout=60_000):
        wizard.next()  # leaves Welcome: the diagnosis starts
    assert wizard.currentPage() is wizard.detection and wizard.detection.isComplete()


def test_click_through_the_verdict_first_then_the_findings_then_the_facts(
    qtbot: QtBot, wizard: DoctorWizard
) -> None:
    _run_no_tf(qtbot, wizard)
    wizard.next()
    assert wizard.currentPage() is wizard.summary and wizard.summary.title() == "What works now"
    assert wizard.summary.plan.text().startswith("1. No NVIDIA driver")
    assert wizard.summary.works.text().startswith("TensorFlow was not checked")
    wizard.next()
    assert wizard.currentPage() is wizard.findings_page
    cards = wizard.findings_page.cards
    assert cards[0].finding_id == "no-nvidia-driver"
    copied = [cards[0].copy_command(i) for i in range(len(cards[0].commands))]
    assert "nvidia-smi" in copied and not any(c.startswith("$") for c in copied)
    wizard.next()
    assert wizard.currentPage() is wizard.system_page
    system = dict(wizard.system_page.rows())
    assert "no-driver" in str(wizard.report.facts["nvml"].get("error_kind"))  # type: ignore[union-attr]
    assert "Driver" in system
    wizard.next()
    assert wizard.currentPage() is wizard.tf_page
    assert any(k == "Packages" and "tensorflow" in v for k, v in wizard.tf_page.rows())


def test_the_driver_message_wraps_whole_on_the_system_page(
    qtbot: QtBot, wizard: DoctorWizard
) -> None:
    _run_no_tf(qtbot, wizard)
    wizard.resize(560, 600)  # narrower than the message
    for _ in range(3):
        wizard.next()
    assert wizard.currentPage() is wizard.system_page
    (value,) = [v for k, v in wizard.system_page.labels if k.text() == "Driver"]
    qtbot.waitUntil(lambda: value.isVisible())
    text = value.text().replace("\u200b", "")
    assert text == dict(wizard.system_page.rows())["Driver"] and len(text) > 40
    assert value.wordWrap()
    # Wrapped within the page: as many lines as it takes, none wider than the page.
    assert value.width() <= wizard.system_page.width()
    assert value.height() >= value.heightForWidth(value.width()) > value.fontMetrics().height()


def test_cancel_then_rerun(
    qtbot: QtBot, wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        collect, "make_job", lambda o: Job(o.python, str(HANG), timeout=120, grace=0.5)
    )
    wizard.show()
    wizard.welcome.target.setEditText(sys.executable)
    wizard.next()
    assert wizard.thread is not None
    assert wizard.currentPage() is wizard.detection
    qtbot.waitUntil(lambda: "Importing" in wizard.detection.message.text(), timeout=30_000)
    assert not wizard.detection.isComplete()
    with qtbot.waitSignal(wizard.report_ready, timeout=30_000) as blocker:
        wizard.detection.cancel_button.click()
    assert blocker.args[0].facts["job"]["status"] == "cancelled"
    assert wizard.detection.isComplete()
    # Re-run with the real detection job (no TF: quick).
    monkeypatch.setattr(
        collect,
        "make_job",
        lambda o: Job(o.python, script_path("detect"), ["--no-tf"], timeout=60),
    )
    wizard.next()
    assert wizard.currentPage() is wizard.summary
    with qtbot.waitSignal(wizard.report_ready, timeout=60_000) as again:
        wizard.summary.rerun_button.click()
    assert wizard.currentPage() is wizard.detection
    assert again.args[0].facts["job"]["status"] == "ok"


def test_export_and_open_the_same_report(
    qtbot: QtBot, wizard: DoctorWizard, tmp_path: Path, choose_file: ChooseFile
) -> None:
    _run_no_tf(qtbot, wizard)
    out_json, out_md = tmp_path / "r.json", tmp_path / "r.md"
    choose_file("getSaveFileName", str(out_json))
    wizard.summary.json_button.click()  # redacted: the default
    wizard.summary.redact.setChecked(False)
    choose_file("getSaveFileName", str(out_md))
    wizard.summary.markdown_button.click()
    data = json.loads(out_json.read_text())
    assert data["redacted"] is True and data["facts"]["system"]["hostname"] == "<host>"
    assert "### ERROR: `no-nvidia-driver`" in out_md.read_text()
    assert "are redacted" not in out_md.read_text()  # the box was unticked

    other = DoctorWizard()
    qtbot.addWidget(other)
    other.show()
    choose_file("getOpenFileName", str(out_json))
    other.welcome.open_button.click()
    assert other.thread is None
    assert other.currentPage() is other.summary  # no job ran: straight to the verdict
    assert other.system_page.rows() == wizard.system_page.rows() or other.report.redacted  # type: ignore[union-attr]
    other.next()
    assert other.currentPage() is other.findings_page
    assert other.findings_page.cards[0].finding_id == "no-nvidia-driver"


def test_pasted_log(qtbot: QtBot, wizard: DoctorWizard) -> None:
    wizard.show()
    wizard.welcome.log.setPlainText(
        "W py_utils.cc:38] TF-TRT Warning: Could not find TensorRT\n"
        "E cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3"
    )
    wizard.next()  # a log has no facts and no job: straight to its verdict
    assert wizard.report is not None and wizard.report.mode == "log"
    assert wizard.currentPage() is wizard.summary
    assert wizard.summary.title() == "What the log shows"
    assert wizard.summary.works.text().startswith("The log shows 1 problem. First to fix: ")
    assert wizard.summary.verdict.text() == "1 problem to fix; 1 log message is safe to ignore."
    assert wizard.system_page.rows()[0][1].startswith("Not collected")
    assert wizard.detection.isComplete()
    assert "color:#9e9e9e" in wizard.detection.log.toHtml().replace(" ", "")
    wizard.next()
    assert wizard.currentPage() is wizard.findings_page
    labels = [card.severity.text() for card in wizard.findings_page.cards]
    assert labels == ["ERROR", "SAFE TO IGNORE"]
    assert wizard.nextId() == -1  # a log has no facts: its findings are the last page
    wizard.back()
    wizard.back()
    assert wizard.currentPage() is wizard.welcome


def test_not_a_python(qtbot: QtBot, wizard: DoctorWizard, tmp_path: Path) -> None:
    wizard.show()
    wizard.welcome.target.setEditText(str(tmp_path))
    wizard.next()
    qtbot.waitUntil(lambda: wizard.error is not None, timeout=10_000)
    assert "is a folder, not a Python interpreter" in wizard.error  # type: ignore[operator]
    assert not wizard.detection.isComplete()


def test_options_reach_the_job(wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[DoctorOptions] = []
    monkeypatch.setattr(
        collect, "make_job", lambda o: (seen.append(o), Job(o.python, str(HANG), timeout=1))[1]
    )
    wizard.start_run("/usr/bin/python3", run_tf=False)
    wizard.cancel_run()
    assert seen[0].python == "/usr/bin/python3" and seen[0].run_tf is False


def test_a_replaced_run_does_not_overwrite_the_new_one(
    qtbot: QtBot, wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        collect, "make_job", lambda o: Job(o.python, str(HANG), timeout=120, grace=0.5)
    )
    wizard.start_run(sys.executable)
    first = wizard.thread
    assert first is not None
    qtbot.waitUntil(lambda: "Importing" in wizard.detection.message.text(), timeout=30_000)
    first_ended: list[object] = []
    first.finished.connect(first_ended.append)
    wizard.start_run(sys.executable)  # back to Welcome and Next again: the first is cancelled
    second = wizard.thread
    assert second is not None and second is not first
    qtbot.waitUntil(lambda: bool(first_ended), timeout=30_000)
    assert wizard.thread is second and wizard.report is None
    with qtbot.waitSignal(wizard.report_ready, timeout=30_000) as blocker:
        wizard.cancel_run()
    assert blocker.args[0].facts["job"]["status"] == "cancelled"
    assert wizard.thread is None


CUDNN_LOG = (
    "E cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3"
)


def _no_stale_finding(wizard: DoctorWizard) -> None:
    assert wizard.report is None and wizard.inputs is None
    assert wizard.findings_page.cards == []
    assert wizard.findings_page.empty.text() == "No diagnosis yet."
    assert wizard.summary.works.text() == "No diagnosis yet." and wizard.summary.plan.isHidden()
    assert not wizard.detection.isComplete()


def test_a_cleared_log_drops_its_finding_at_once_and_starts_the_environment_check(
    qtbot: QtBot, wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        collect,
        "make_job",
        lambda o: Job(o.python, script_path("detect"), ["--no-tf"], timeout=60),
    )
    wizard.show()
    wizard.welcome.target.setEditText(sys.executable)
    wizard.welcome.log.setPlainText(CUDNN_LOG)
    wizard.next()
    shown = wizard.report
    assert shown is not None and shown.mode == "log"
    wizard.back()
    wizard.back()
    wizard.next()  # nothing changed: the same result, not made again
    assert wizard.report is shown and wizard.currentPage() is wizard.summary
    wizard.back()
    wizard.welcome.log.clear()
    _no_stale_finding(wizard)  # at once, before Next
    with qtbot.waitSignal(wizard.report_ready, timeout=60_000) as ready:
        wizard.next()
        assert wizard.currentPage() is wizard.detection and wizard.thread is not None
    report = ready.args[0]
    assert report.mode == "environment" and wizard.report is report
    ids = [card.finding_id for card in wizard.findings_page.cards]
    assert ids[0] == "no-nvidia-driver" and "cudnn-version-mismatch" not in ids
    wizard.next()
    assert wizard.summary.title() == "What works now"
    # A log pasted again replaces the environment's result the same way.
    wizard.back()
    wizard.back()
    wizard.welcome.log.setPlainText(CUDNN_LOG)
    _no_stale_finding(wizard)
    wizard.next()
    assert wizard.report is not None and wizard.report.mode == "log"


def test_a_changed_interpreter_stops_the_old_check_and_starts_its_own(
    qtbot: QtBot, wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen: list[DoctorOptions] = []

    def job(o: DoctorOptions) -> Job:
        seen.append(o)
        return Job(o.python, str(HANG), timeout=120, grace=0.5)

    monkeypatch.setattr(collect, "make_job", job)
    wizard.show()
    wizard.welcome.target.setEditText(sys.executable)
    wizard.next()
    first = wizard.thread
    assert first is not None
    qtbot.waitUntil(lambda: "Importing" in wizard.detection.message.text(), timeout=30_000)
    wizard.back()
    wizard.next()  # the same interpreter: the check goes on
    assert wizard.thread is first and len(seen) == 1
    wizard.back()
    wizard.welcome.run_tf.setChecked(False)
    _no_stale_finding(wizard)
    assert wizard.thread is None and first in wizard.retired
    qtbot.waitUntil(lambda: not first.is_running(), timeout=30_000)
    assert wizard.report is None  # the stopped check's end is not shown
    wizard.welcome.target.setEditText(str(Path(sys.executable).resolve()))
    wizard.next()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=10_000)
    assert seen[1].python == str(Path(sys.executable).resolve()) and seen[1].run_tf is False
