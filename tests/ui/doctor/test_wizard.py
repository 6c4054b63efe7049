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
    assert wizard.currentPage() is wizard.system_page


def test_click_through_to_the_summary(qtbot: QtBot, wizard: DoctorWizard) -> None:
    wizard.show()
    _run_no_tf(qtbot, wizard)
    system = dict(wizard.system_page.rows())
    assert "no-driver" in str(wizard.report.facts["nvml"].get("error_kind"))  # type: ignore[union-attr]
    assert "Driver" in system
    wizard.next()
    assert any(k == "Packages" and "tensorflow" in v for k, v in wizard.tf_page.rows())
    wizard.next()
    assert wizard.currentPage() is wizard.detection and wizard.detection.isComplete()
    wizard.next()
    cards = wizard.findings_page.cards
    assert cards[0].finding_id == "no-nvidia-driver"
    copied = [cards[0].copy_command(i) for i in range(len(cards[0].commands))]
    assert "nvidia-smi" in copied and not any(c.startswith("$") for c in copied)
    wizard.next()
    assert wizard.summary.plan.text().startswith("1. No NVIDIA driver")
    assert wizard.summary.works.text().startswith("TensorFlow was not checked")


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
    wizard.next()
    wizard.next()
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
    wizard.next()
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
    assert other.currentPage() is other.system_page
    assert other.system_page.rows() == wizard.system_page.rows() or other.report.redacted  # type: ignore[union-attr]
    other.next()
    other.next()
    other.next()
    assert other.currentPage() is other.findings_page
    assert other.findings_page.cards[0].finding_id == "no-nvidia-driver"


def test_pasted_log(qtbot: QtBot, wizard: DoctorWizard) -> None:
    wizard.show()
    wizard.welcome.log.setPlainText(
        "W py_utils.cc:38] TF-TRT Warning: Could not find TensorRT\n"
        "E cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3"
    )
    wizard.next()  # a log has no facts and no job: straight to its findings
    assert wizard.report is not None and wizard.report.mode == "log"
    assert wizard.currentPage() is wizard.findings_page
    assert wizard.system_page.rows()[0][1].startswith("Not collected")
    assert wizard.detection.isComplete()
    assert "color:#9e9e9e" in wizard.detection.log.toHtml().replace(" ", "")
    labels = [card.severity.text() for card in wizard.findings_page.cards]
    assert labels == ["ERROR", "SAFE TO IGNORE"]
    wizard.next()
    assert wizard.currentPage() is wizard.summary
    assert wizard.summary.works.text().startswith("The log shows 1 problem. First to fix: ")
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
