"""Each page of the setup-diagnosis wizard on its own: built without the wizard, fed what it shows
through its methods, saying what the user asks for through its signals."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from tests.doctor import factsets as fs
from tests.helpers.qt import ChooseFile
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.rules import diagnose
from tfgpu_gui.jobs.runner import JobEvent
from tfgpu_gui.ui.doctor.pages import (
    DetectionPage,
    FactsPage,
    FindingsPage,
    SummaryPage,
    WelcomePage,
)

HARMLESS_LINE = "W py_utils.cc:38] TF-TRT Warning: Could not find TensorRT"


def no_driver_report(log: list[str] | None = None) -> Report:
    """A diagnosis of a machine whose NVIDIA driver is missing."""
    facts = fs.no_driver(fs.healthy())
    findings, explanation = diagnose(facts, log or [])
    return Report(
        mode="environment",
        target={"python": "/home/alice/.venvs/tf/bin/python"},
        facts=facts,
        findings=findings,
        log_lines=log or [],
        log=explanation.to_dict(),
    )


# --- Welcome ----------------------------------------------------------------------------------
@pytest.fixture
def welcome(qtbot: QtBot) -> WelcomePage:
    page = WelcomePage()
    qtbot.addWidget(page)
    page.set_targets(["/opt/tf/bin/python", "/usr/bin/python3"])
    return page


def test_welcome_asks_to_diagnose_the_chosen_python(qtbot: QtBot, welcome: WelcomePage) -> None:
    assert welcome.target.currentText() == "/opt/tf/bin/python"
    welcome.run_tf.setChecked(False)
    with qtbot.waitSignal(welcome.run_requested, timeout=1000) as run:
        assert welcome.validatePage()
    assert run.args == ["/opt/tf/bin/python", False]


def test_welcome_asks_to_explain_a_pasted_log(qtbot: QtBot, welcome: WelcomePage) -> None:
    welcome.log.setPlainText(f"\n{HARMLESS_LINE}\n")
    with (
        qtbot.assertNotEmitted(welcome.run_requested),
        qtbot.waitSignal(welcome.log_pasted, timeout=1000) as pasted,
    ):
        assert welcome.validatePage()
    assert pasted.args == [HARMLESS_LINE]


def test_welcome_with_a_finished_report_on_show_asks_for_nothing(
    qtbot: QtBot, welcome: WelcomePage
) -> None:
    welcome.set_finished(True)
    with qtbot.assertNotEmitted(welcome.run_requested), qtbot.assertNotEmitted(welcome.log_pasted):
        assert welcome.validatePage()
    welcome.set_finished(False)
    with qtbot.waitSignal(welcome.run_requested, timeout=1000):
        assert welcome.validatePage()


def test_welcome_opens_a_report_and_browses_for_a_python(
    qtbot: QtBot, welcome: WelcomePage, choose_file: ChooseFile
) -> None:
    choose_file("getOpenFileName", "")
    with qtbot.assertNotEmitted(welcome.report_file_chosen):
        welcome.open_button.click()
    choose_file("getOpenFileName", "/tmp/report.json")
    with qtbot.waitSignal(welcome.report_file_chosen, timeout=1000) as chosen:
        welcome.open_button.click()
    assert chosen.args == ["/tmp/report.json"]
    choose_file("getOpenFileName", "/srv/conda/bin/python")
    welcome.browse_button.click()
    assert welcome.target.currentText() == "/srv/conda/bin/python"


# --- Facts ------------------------------------------------------------------------------------
def table(page: FactsPage) -> list[tuple[str, str]]:
    items = [page.table.topLevelItem(i) for i in range(page.table.topLevelItemCount())]
    return [(item.text(0), item.text(1)) for item in items]


def test_facts_pages_show_what_is_known(qtbot: QtBot) -> None:
    system = FactsPage("System and driver", "system")
    tf = FactsPage("TensorFlow installation", "tensorflow")
    for page in (system, tf):
        qtbot.addWidget(page)
        assert page.rows() == [("", "Collecting…")] == table(page)
    assert system.title() == "System and driver"
    facts = fs.healthy()
    system.show_facts({"system": facts["system"]})
    assert [key for key, _ in system.rows()] == ["System"]
    assert "Ubuntu 24.04.1 LTS" in system.rows()[0][1]
    report = no_driver_report()
    system.show_report(report)
    tf.show_report(report)
    assert "Driver" in dict(system.rows()) and table(system) == system.rows()
    assert "Packages" in dict(tf.rows()) and table(tf) == tf.rows()
    system.show_report(explain_log_report([HARMLESS_LINE]))
    assert system.rows() == [("", "Not collected: this diagnosis explains a pasted log.")]
    assert table(system) == system.rows()


# --- Detection --------------------------------------------------------------------------------
def event(kind: str, **body: Any) -> JobEvent:
    return JobEvent(kind=kind, body=body, elapsed=0.0)


def test_detection_shows_the_job_as_it_runs(qtbot: QtBot) -> None:
    page = DetectionPage()
    qtbot.addWidget(page)
    page.show_started()
    assert page.message.text() == "Starting…" and page.cancel_button.isEnabled()
    page.show_event(event("progress", message="Importing TensorFlow", fraction=0.25))
    page.show_event(event("log", line=HARMLESS_LINE))
    page.show_event(event("log", line="E something <broke>"))
    page.show_event(event("data", key="python", value={}))
    assert page.message.text() == "Importing TensorFlow" and page.progress.value() == 25
    assert page.log.toPlainText().splitlines() == [HARMLESS_LINE, "E something <broke>"]
    assert "color:#9e9e9e" in page.log.toHtml().replace(" ", "")
    with qtbot.waitSignal(page.cancel_requested, timeout=1000):
        page.cancel_button.click()


def test_detection_shows_the_end(qtbot: QtBot) -> None:
    page = DetectionPage()
    qtbot.addWidget(page)
    report = no_driver_report(["I first line", "I second line"])
    page.show_report(report)
    assert page.progress.value() == 100 and not page.cancel_button.isEnabled()
    assert page.message.text() == report.facts["job"]["message"] == "Finished."
    assert page.log.toPlainText().splitlines() == ["I first line", "I second line"]
    page.show_started()
    page.show_event(event("log", line="I live line"))
    log_report = explain_log_report(["I from the report"])  # no job: the verdict
    page.show_report(log_report)
    assert page.message.text() == log_report.verdict_text()
    assert page.log.toPlainText().splitlines() == ["I live line"]  # shown live: kept
    page.show_started()
    page.show_error("/tmp is a folder, not a Python interpreter.")
    assert page.message.text() == "/tmp is a folder, not a Python interpreter."
    assert not page.cancel_button.isEnabled()


def test_detection_is_complete_when_told_and_a_wizard_follows(qtbot: QtBot) -> None:
    wizard = QWizard()
    qtbot.addWidget(wizard)
    page = DetectionPage()
    wizard.addPage(page)
    wizard.addPage(FindingsPage())
    wizard.show()
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    assert not page.isComplete() and not next_button.isEnabled()
    with qtbot.waitSignal(page.completeChanged, timeout=1000):
        page.set_finished(True)
    assert page.isComplete() and next_button.isEnabled()
    page.set_finished(False)
    assert not page.isComplete() and not next_button.isEnabled()


# --- Findings ---------------------------------------------------------------------------------
def test_findings_list_the_report_and_copy_a_fix(qtbot: QtBot) -> None:
    page = FindingsPage()
    qtbot.addWidget(page)
    assert page.copy_fix() == ""
    page.show_report(no_driver_report([HARMLESS_LINE]))
    tree = page.tree
    rows = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    assert [(r.text(0), r.text(1).split(":")[0]) for r in rows] == [
        ("error", "no-nvidia-driver"),
        ("safe to ignore", "tensorrt-missing-warning"),
    ]
    assert tree.currentItem() is rows[0]
    parts = [rows[0].child(i).text(0) for i in range(rows[0].childCount())]
    assert parts[0] == "Why" and parts[-1] == "Fix"
    QGuiApplication.clipboard().clear()
    page.copy_button.click()  # the commands of the fix, without its prose and "$" prompts
    assert QGuiApplication.clipboard().text().splitlines() == [
        "sudo ubuntu-drivers install   # Ubuntu; elsewhere: the nvidia-driver package",
        "nvidia-smi",
        "docker run --gpus all ...",
    ]
    tree.setCurrentItem(rows[1].child(0))  # a child row copies its finding's fix: no commands
    fix = "Nothing to do (install TensorRT only if you use tf.experimental.tensorrt)."
    assert page.copy_fix() == QGuiApplication.clipboard().text() == fix


# --- Summary ----------------------------------------------------------------------------------
def test_summary_shows_the_verdict_and_asks_for_exports_and_a_rerun(
    qtbot: QtBot, choose_file: ChooseFile
) -> None:
    page = SummaryPage()
    qtbot.addWidget(page)
    page.show_report(no_driver_report([HARMLESS_LINE]))
    assert "cannot use the GPU" in page.verdict.text()
    assert "1 problem(s), 1 harmless log message(s)." in page.verdict.text()
    choose_file("getSaveFileName", "")
    with qtbot.assertNotEmitted(page.export_requested):
        page.markdown_button.click()
    choose_file("getSaveFileName", "/tmp/r.md")
    with qtbot.waitSignal(page.export_requested, timeout=1000) as markdown:
        page.markdown_button.click()
    assert markdown.args == ["/tmp/r.md", "markdown", True]
    page.redact.setChecked(False)
    choose_file("getSaveFileName", "/tmp/r.json")
    with qtbot.waitSignal(page.export_requested, timeout=1000) as json_export:
        page.json_button.click()
    assert json_export.args == ["/tmp/r.json", "json", False]
    with qtbot.waitSignal(page.rerun_requested, timeout=1000):
        page.rerun_button.click()


def test_hostile_log_lines_and_messages_are_shown_escaped(qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    from tests.helpers.hostile import HOSTILE_LOG_LINES, assert_no_escape

    page = DetectionPage()
    qtbot.addWidget(page)
    page.show_started()
    for line in HOSTILE_LOG_LINES:
        page.show_event(event("log", line=line))
    page.show_event(event("progress", message="<img src=x> \x1b]0;pwned\x07", fraction=0.5))
    shown = page.log.toPlainText()
    assert_no_escape(shown)
    assert "\\x1b]0;pwned\\x07" in shown and "</details><img src=x" in shown  # as text
    assert page.message.textFormat() == Qt.TextFormat.PlainText
    assert page.message.text() == "<img src=x> \\x1b]0;pwned\\x07"
    page.show_error("failed: \x1b[2J<b>x</b>")
    assert page.message.text() == "failed: \\x1b[2J<b>x</b>"

    findings = FindingsPage()
    qtbot.addWidget(findings)
    report = explain_log_report(HOSTILE_LOG_LINES)
    findings.show_report(report)
    texts = []
    stack = [findings.tree.topLevelItem(i) for i in range(findings.tree.topLevelItemCount())]
    while stack:
        item = stack.pop()
        texts += [item.text(0), item.text(1)]
        stack += [item.child(i) for i in range(item.childCount())]
    assert any("\\x1b]0;pwned\\x07" in t for t in texts)
    for text in texts:
        assert_no_escape(text)

    summary = SummaryPage()
    qtbot.addWidget(summary)
    summary.show_report(report)
    assert_no_escape(summary.verdict.text())
