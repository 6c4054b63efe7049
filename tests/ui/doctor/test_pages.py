"""Each page of the setup-diagnosis wizard on its own: built without the wizard, fed what it shows
through its methods, saying what the user asks for through its signals."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication
from PySide6.QtWidgets import QWizard
from pytestqt.qtbot import QtBot

from tests.doctor import factsets as fs
from tests.helpers.qt import ChooseFile
from tests.helpers.reports import HARMLESS_LINE, no_driver_report
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.jobs.runner import JobEvent
from tfgpu_gui.ui.doctor.cards import FIXED_COLOUR, FindingsPage
from tfgpu_gui.ui.doctor.pages import (
    CHECK_HEADER,
    PLAN_HEADER,
    DetectionPage,
    FactsPage,
    SummaryPage,
    WelcomePage,
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


def test_welcome_with_the_result_of_its_inputs_on_show_asks_for_nothing(
    qtbot: QtBot, welcome: WelcomePage
) -> None:
    welcome.set_targets(["/usr/bin/python3"])
    assert welcome.inputs() == ("python", "/usr/bin/python3", True)
    welcome.set_result_inputs(welcome.inputs())
    with qtbot.assertNotEmitted(welcome.run_requested), qtbot.assertNotEmitted(welcome.log_pasted):
        assert welcome.validatePage()
    with qtbot.waitSignal(welcome.inputs_changed, timeout=1000):
        welcome.run_tf.setChecked(False)
    with qtbot.waitSignal(welcome.run_requested, timeout=1000) as run:
        assert welcome.validatePage()
    assert run.args == ["/usr/bin/python3", False]
    with qtbot.waitSignal(welcome.inputs_changed, timeout=1000):
        welcome.log.setPlainText("  a log  ")
    assert welcome.inputs() == ("log", "a log")  # a pasted log wins over the interpreter
    with qtbot.waitSignal(welcome.log_pasted, timeout=1000) as pasted:
        assert welcome.validatePage()
    assert pasted.args == ["a log"]
    welcome.set_result_inputs(("log", "a log"))
    with qtbot.assertNotEmitted(welcome.log_pasted):
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
    # Long values get zero-width break opportunities so that they wrap; the text is the same.
    return [(name.text(), value.text().replace("\u200b", "")) for name, value in page.labels]


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
def test_findings_are_cards_in_order_each_command_copied_on_its_own(qtbot: QtBot) -> None:
    page = FindingsPage()
    qtbot.addWidget(page)
    assert page.cards == [] and not page.empty.isHidden()
    page.show_report(no_driver_report([HARMLESS_LINE]))
    cards = page.cards
    assert [(c.severity.text(), c.finding_id) for c in cards] == [
        ("ERROR", "no-nvidia-driver"),
        ("SAFE TO IGNORE", "tensorrt-missing-warning"),
    ]
    first = cards[0]
    assert first.explanation.wordWrap() and first.explanation.text() == first.finding.explanation
    assert first.title.text().startswith(first.finding.title)
    assert [label.text() for label in first.command_labels] == [
        "sudo ubuntu-drivers install   # Ubuntu; elsewhere: the nvidia-driver package",
        "nvidia-smi",
        "docker run --gpus all ...",
    ]
    assert "$ " not in first.fix.text() and first.fix.text()  # the prose, without the commands
    QGuiApplication.clipboard().clear()
    first.copy_buttons[1].click()  # each command its own Copy button, without the "$" prompt
    assert QGuiApplication.clipboard().text() == "nvidia-smi"
    first.copy_buttons[0].click()
    assert QGuiApplication.clipboard().text().startswith("sudo ubuntu-drivers install")
    assert first.copy_buttons[1].accessibleName() == "Copy command 2: nvidia-smi"
    harmless = cards[1]
    assert harmless.copy_buttons == [] and harmless.recheck_button.isHidden()
    assert not first.recheck_button.isHidden()  # a diagnosis of an environment: re-checkable
    assert not first.link.isHidden() and 'href="https://' in first.link.text()


def test_cards_follow_a_rank_and_fold_long_evidence(qtbot: QtBot) -> None:
    from tfgpu_gui.doctor.model import Finding

    page = FindingsPage()
    qtbot.addWidget(page)
    page.show()
    warning = Finding("w", "warning", "A warning", "Why.", evidence=["a", "b", "c", "d", "e"])
    error = Finding("e", "error", "An error", "Why.")
    ranked = Finding("r", "warning", "The root cause", "Why.")
    ranked.rank = 1  # the doctor's most likely root cause
    page.show_report(Report("log", {}, {}, [warning, error]))
    assert [c.finding_id for c in page.cards] == ["e", "w"]  # errors before warnings
    assert all(c.recheck_button.isHidden() for c in page.cards)  # a log: nothing to re-check
    page.show_report(Report("environment", {}, {}, [warning, error, ranked]))
    assert [c.finding_id for c in page.cards] == ["r", "e", "w"]
    page.show_report(Report("environment", {}, {}, [Finding("f", "error", "t", "e", ["1"] * 4)]))
    assert all(label.isVisible() for label in page.cards[0].evidence_labels)  # 4: none folded
    assert page.cards[0].more_evidence.isHidden()
    page.show_report(Report("environment", {}, {}, [warning, error, ranked]))
    card = page.cards[2]
    shown = [label.isVisible() for label in card.evidence_labels]
    assert shown == [True, True, True, False, False] and card.more_evidence.isVisible()
    card.more_evidence.click()
    assert all(label.isVisible() for label in card.evidence_labels)
    assert card.more_evidence.text() == "Show less evidence"


def test_a_card_is_reachable_by_tab(qtbot: QtBot) -> None:
    page = FindingsPage()
    qtbot.addWidget(page)
    page.show_report(no_driver_report())
    page.show()
    card = page.cards[0]
    buttons = [*card.copy_buttons, card.recheck_button]
    assert all(b.focusPolicy() & Qt.FocusPolicy.TabFocus for b in buttons)
    assert card.recheck_button.accessibleName().startswith("Re-check: ")
    chain, widget = [], page.nextInFocusChain()
    while widget is not page:  # the order Tab follows
        if (
            widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ):
            chain.append(widget)
        widget = widget.nextInFocusChain()
    assert [w for w in chain if w in buttons] == buttons


def test_a_card_shows_its_recheck(qtbot: QtBot) -> None:
    page = FindingsPage()
    qtbot.addWidget(page)
    report = no_driver_report()
    page.show_report(report)
    with qtbot.waitSignal(page.recheck_requested, timeout=1000) as asked:
        page.cards[0].recheck_button.click()
    assert asked.args == ["no-nvidia-driver"]
    page.show_recheck_busy("no-nvidia-driver")
    card = page.cards[0]
    assert card.state == "busy" and not card.recheck_button.isEnabled()
    again = report.findings[0]
    again.evidence = ["now this"]
    page.show_recheck_result("no-nvidia-driver", again)
    assert card.state == "still-there" and card.status.text() == "Still there."
    assert [label.text() for label in card.evidence_labels] == ["• now this"]
    page.show_recheck_failed("no-nvidia-driver", "The re-check failed: \x1b[2J")
    assert card.state == "failed" and card.recheck_button.isEnabled()
    page.show_recheck_result("no-nvidia-driver", None)
    assert card.state == "fixed" and card.severity.text() == "FIXED"
    page.show()
    qtbot.waitExposed(page)
    border = card.grab().toImage().pixelColor(0, card.height() // 2)
    assert border == QColor(FIXED_COLOUR)  # painted green
    page.show_recheck_result("not-on-show", None)  # a card no longer on show: nothing


# --- Summary ----------------------------------------------------------------------------------
def test_summary_shows_the_verdict_and_asks_for_exports_and_a_rerun(
    qtbot: QtBot, choose_file: ChooseFile
) -> None:
    page = SummaryPage()
    qtbot.addWidget(page)
    page.show_report(no_driver_report([HARMLESS_LINE]))
    assert page.works.text().startswith("TensorFlow 2.21.0 runs on the CPU only: it sees no GPU.")
    assert page.title() == "What works now"
    assert page.verdict.text() == "1 problem to fix; 1 log message is safe to ignore."
    title = CATALOGUE["no-nvidia-driver"].title
    assert page.plan.text() == f"1. {title}" and not page.plan.isHidden()
    page.set_fixed("no-nvidia-driver", True)
    assert page.plan.text() == f"1. {title} — fixed"
    page.set_fixed("no-nvidia-driver", False)
    assert page.plan.text() == f"1. {title}"
    page.show_report(Report("environment", {}, {}, []))
    assert page.verdict.text() == "Nothing to fix."
    assert page.plan.isHidden()
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


def test_summary_counts_a_log_s_possible_causes_as_causes_to_check(qtbot: QtBot) -> None:
    # A log that says only that TensorFlow sees no GPU: the causes are alternatives to check.
    page = SummaryPage()
    qtbot.addWidget(page)
    report = explain_log_report(["Num GPUs Available:  0"])
    possible = report.possible_problems()
    assert len(possible) >= 2 and possible == report.problems()
    page.show_report(report)
    assert page.verdict.text() == (
        f"No certain cause: {len(possible)} possible causes to check, most likely first."
    )
    assert page.plan_header.text() == CHECK_HEADER
    plan = page.plan.text().splitlines()
    assert plan[0] == f"1. {possible[0].title} (possible)"
    assert len(plan) == len(possible)
    # A log with a cause it names: that one is a problem to fix, the rest stay possible.
    named = explain_log_report(["Could not load dynamic library 'libcudart.so.11.0'"])
    page.show_report(named)
    assert page.verdict.text().startswith("1 problem to fix")
    assert page.plan_header.text() == PLAN_HEADER


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
    from PySide6.QtWidgets import QLabel

    texts = [label.text() for card in findings.cards for label in card.findChildren(QLabel)]
    rich = [c.link for c in findings.cards]
    texts = [t for t in texts if all(t != r.text() for r in rich)]
    # a pasted log's terminal sequences are taken out of its evidence; its words are shown
    assert any("Could not load" in t for t in texts)
    assert not any("pwned" in t for t in texts)
    for text in texts:
        assert_no_escape(text)

    summary = SummaryPage()
    qtbot.addWidget(summary)
    summary.show_report(report)
    assert_no_escape(summary.verdict.text())
    assert_no_escape(summary.works.text())


def test_a_long_path_wraps_inside_its_card(qtbot: QtBot) -> None:
    from tfgpu_gui.doctor.model import Finding

    page = FindingsPage()
    qtbot.addWidget(page)
    page.resize(800, 600)
    page.show()
    path = "/usr/lib/" + "a" * 400 + "/libcudnn.so.9"
    command = "pip install " + "b" * 300
    finding = Finding("x", "error", "T", "E", evidence=[f"{path} not found"], fix=f"$ {command}")
    page.show_report(Report("environment", {}, {}, [finding]))
    qtbot.waitUntil(lambda: page.cards[0].width() > 0)
    card = page.cards[0]
    assert card.width() <= page.scroll.viewport().width()
    assert card.evidence_labels[0].text().replace("\u200b", "") == f"• {path} not found"
    assert card.copy_command(0) == command  # copied as it is, without the break marks


def test_causes_a_log_cannot_tell_apart_say_so_and_how_to_confirm_each(qtbot: QtBot) -> None:

    page = FindingsPage()
    qtbot.addWidget(page)
    # tensorflow/tensorflow#62322: TF 2.12.1 sees no GPU; the log does not show the system
    page.show_report(explain_log_report(["TensorFlow Version: 2.12.1", "Is GPU Available: []"]))
    assert page.title() == "What it may be, the most likely first"
    assert "cannot tell these causes apart" in page.subTitle()
    first = page.cards[0]
    assert first.finding_id == "windows-native-no-gpu"
    assert not first.confidence.isHidden() and first.confidence.text() == "possible cause"
    assert not first.confirm.isHidden()
    assert first.confirm.text().startswith("To confirm: Run `python -c")
    assert "win32" in first.confirm.text()
    # A confirmed cause needs neither.
    page.show_report(no_driver_report([HARMLESS_LINE]))
    assert page.title() == "What to fix, in this order"
    sure = page.cards[0]
    assert sure.finding.confidence == "confirmed"
    assert sure.confidence.isHidden() and sure.confirm.isHidden()


def test_a_confirmed_cause_among_ones_the_log_cannot_rule_out_says_it_is_confirmed(
    qtbot: QtBot,
) -> None:
    # The plain package installed (confirmed: the paste shows the command) and the CUDA runtime
    # it leaves out (likely: a log line): the cards' badges read in the ranking's order.
    page = FindingsPage()
    qtbot.addWidget(page)
    paste = [
        "$ pip install tensorflow",
        "2025-03-02 10:11:12.123456: I external/local_xla/xla/tsl/cuda/cudart_stub.cc:32] "
        "Could not find cuda drivers on your machine, GPU will not be used.",
        "Ubuntu 24.04, RTX 4070, TensorFlow 2.19.0",
    ]
    page.show_report(explain_log_report(paste))
    assert page.title() == "What it may be, the most likely first"
    assert page.subTitle().startswith("The first cause is confirmed;")
    first, second = page.cards[0], page.cards[1]
    assert first.finding_id == "and-cuda-extra-missing"
    assert not first.confidence.isHidden() and first.confidence.text() == "confirmed cause"
    assert first.confirm.isHidden()  # nothing left to confirm
    assert second.finding_id == "cuda-libraries-missing"
    assert second.confidence.text() == "likely cause" and not second.confirm.isHidden()
    # A re-check that finds it again keeps the badge.
    first.show_still_there(first.finding)
    assert first.confidence.text() == "confirmed cause"
    # On a page where every cause is confirmed there is nothing to tell apart: no badge.
    page.show_report(no_driver_report([HARMLESS_LINE]))
    assert page.cards[0].confidence.isHidden()


def test_advice_among_causes_the_log_cannot_tell_apart_gets_no_badge(qtbot: QtBot) -> None:
    from tfgpu_gui.doctor.model import Finding

    page = FindingsPage()
    qtbot.addWidget(page)
    found = [
        Finding("a", "error", "A", "E", rank=1, confidence="likely"),
        Finding("b", "warning", "B", "E", rank=2, confidence="confirmed"),
        Finding("c", "info", "C", "E", rank=3, confidence="confirmed"),
    ]
    page.show_report(Report("log", {}, {}, found))
    assert page.subTitle().startswith("The log cannot tell these causes apart")
    badges = {c.finding_id: (c.confidence.isHidden(), c.confidence.text()) for c in page.cards}
    assert badges == {
        "a": (False, "likely cause"),
        "b": (False, "confirmed cause"),
        "c": (True, ""),
    }
