"""A finding card as a user follows it through a re-check, and what it shows of its finding.

Each re-check ends with the button back as "Re-check" and usable, whatever its answer; a card
still there shows the finding as it is now; the badge's colour says how serious it is; texts keep
their line breaks; a card restyles itself once per theme switch, every time.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.doctor import factsets as fs
from tests.doctor.corpus import all_logs
from tests.helpers.reports import HARMLESS_LINE
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.log_reader import text_lines
from tfgpu_gui.doctor.model import ERROR
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.rules import diagnose
from tfgpu_gui.ui.doctor.cards import (
    CALM_SUBTITLE,
    CALM_TITLE,
    CLEAN_SUBTITLE,
    HARMLESS_COLOUR,
    NO_REPORT,
    NOTES_SUBTITLE,
    PLAN_SUBTITLE,
    PLAN_TITLE,
    SEVERITY_COLOUR,
    FindingCard,
    FindingsPage,
)


def _no_driver_card(qtbot: QtBot) -> FindingCard:
    findings, _ = diagnose(fs.no_driver(fs.healthy()), [])
    card = FindingCard(next(f for f in findings if f.id == "no-nvidia-driver"))
    qtbot.addWidget(card)
    return card


def _badge_background(card: FindingCard) -> str:
    found = re.search(r"background:\s*(#[0-9a-fA-F]{6})", card.severity.styleSheet())
    assert found, card.severity.styleSheet()
    return found.group(1).lower()


@pytest.mark.parametrize("answer", ["fixed", "still there", "failed"])
def test_each_answer_to_a_recheck_gives_the_button_back(qtbot: QtBot, answer: str) -> None:
    card = _no_driver_card(qtbot)
    card.set_busy(with_job=True)
    assert card.recheck_button.text() == "Checking…" and not card.recheck_button.isEnabled()
    assert card.status.text() == "Running TensorFlow's check again…"
    if answer == "fixed":
        card.show_fixed()
        assert card.status.text() == "Fixed: its checks pass now."
    elif answer == "still there":
        card.show_still_there(card.finding)
        assert card.status.text() == "Still there."
    else:
        card.show_recheck_failed("The re-check could not start: no Python at /opt/tf/bin/python")
        assert card.status.text().startswith("The re-check could not start")
    assert card.recheck_button.text() == "Re-check" and card.recheck_button.isEnabled()


def test_a_recheck_without_the_job_says_nothing_while_it_runs(qtbot: QtBot) -> None:
    card = _no_driver_card(qtbot)
    card.set_busy()
    assert card.status.text() == ""


def test_a_card_still_there_shows_the_finding_as_it_is_now(qtbot: QtBot) -> None:
    card = _no_driver_card(qtbot)
    card.show_fixed()
    again = diagnose(fs.no_driver(fs.healthy()), [])[0][0]
    again.evidence = ["nvidia-smi: command not found (now)"]
    card.show_still_there(again)
    assert card.finding is again
    assert [label.text() for label in card.evidence_labels] == [
        "• nvidia-smi: command not found (now)"
    ]
    # its status in the error colour, and no longer painted green
    assert SEVERITY_COLOUR[ERROR] in card.status.styleSheet()
    assert card.state == "still-there"


def test_the_badge_colour_says_how_serious_it_is(qtbot: QtBot) -> None:
    card = _no_driver_card(qtbot)
    assert card.finding.severity == ERROR
    assert _badge_background(card) == SEVERITY_COLOUR[ERROR]
    harmless = next(f for f in explain_log_report([HARMLESS_LINE]).findings if f.harmless)
    quiet = FindingCard(harmless)
    qtbot.addWidget(quiet)
    assert quiet.severity.text() == "SAFE TO IGNORE"
    assert _badge_background(quiet) == HARMLESS_COLOUR


def test_texts_keep_their_line_breaks_and_headers_show_what_is_there(qtbot: QtBot) -> None:
    card = _no_driver_card(qtbot)
    finding = card.finding
    finding.explanation = "First line of why.\nSecond line of why."
    finding.fix = "Install the driver.\nThen reboot."
    card.show_still_there(finding)
    assert "First line of why." in card.explanation.text()
    assert "\n" in card.explanation.text() or "<br" in card.explanation.text()
    assert "\n" in card.fix.text() or "<br" in card.fix.text()
    assert not card.evidence_header.isHidden() and not card.fix_header.isHidden()
    # a fix made only of commands still has its header
    finding.fix = "$ sudo ubuntu-drivers install"
    card.show_still_there(finding)
    assert card.fix.isHidden() and card.commands == ["sudo ubuntu-drivers install"]
    assert not card.fix_header.isHidden()
    # no evidence: no header for it
    finding.evidence = []
    card.show_still_there(finding)
    assert card.evidence_header.isHidden()


def _set_window(colour: str) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    palette = QPalette(app.palette())
    palette.setColor(QPalette.ColorRole.Window, QColor(colour))
    app.setPalette(palette)


def test_a_card_restyles_once_per_theme_switch_every_time(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    card = _no_driver_card(qtbot)
    card.show()
    qtbot.waitExposed(card)
    calls: list[str] = []
    restyle = card._restyle

    def counted() -> None:
        calls.append(card.palette().color(QPalette.ColorRole.Window).name())
        restyle()

    card._restyle = counted  # type: ignore[method-assign]
    try:
        for n, colour in enumerate(("#2b2b2b", "#efefef", "#202020"), start=1):
            _set_window(colour)
            qtbot.waitUntil(lambda n=n: len(calls) >= n)
            # the restyle's own style sheets do not ask for another one
            for _ in range(20):
                QApplication.processEvents()
            assert len(calls) == n and not card._restyle_due
            assert calls[-1] == colour
    finally:
        app.setPalette(before)


def test_a_page_cleared_claims_nothing(qtbot: QtBot) -> None:
    page = FindingsPage()
    qtbot.addWidget(page)
    page.show_report(explain_log_report(["TensorFlow Version: 2.12.1", "Is GPU Available: []"]))
    assert page.title() != PLAN_TITLE
    page.clear()
    assert (page.title(), page.subTitle()) == (PLAN_TITLE, PLAN_SUBTITLE)
    assert page.cards == [] and page.empty.text() == NO_REPORT
    # a report whose cause is sure: the plan's own words again
    facts = fs.no_driver(fs.healthy())
    findings, _ = diagnose(facts, [])
    sure = Report(mode="environment", target={}, facts=facts, findings=findings, log_lines=[])
    page.show_report(sure)
    assert (page.title(), page.subTitle()) == (PLAN_TITLE, PLAN_SUBTITLE)


def test_a_working_run_is_not_given_a_plan_to_fix(qtbot: QtBot) -> None:
    # A working run's log (the kohya_ss GUI starting on the GPU, bmaltais/kohya_ss#2959): its
    # lines are safe to ignore, so the page does not head them "What to fix".
    log = next(x for x in all_logs() if x.name == "harmless-kohya-factory-registration-gui-starts")
    page = FindingsPage()
    qtbot.addWidget(page)
    working = explain_log_report(text_lines(log.text))
    assert working.findings and all(f.harmless for f in working.findings)
    page.show_report(working)
    assert (page.title(), page.subTitle()) == (CALM_TITLE, CALM_SUBTITLE)
    assert len(page.cards) == len(working.findings)
    # notes that would be causes only in some case: a CPU-only pod's GPU lines (mlrun/mlrun#3282)
    pod = next(
        x
        for x in all_logs()
        if x.name == "mlrun-cpu-pod-tensorflow-missing-cuda-lines-to-be-ignored"
    )
    page.show_report(explain_log_report(text_lines(pod.text)))
    assert (page.title(), page.subTitle()) == (CALM_TITLE, NOTES_SUBTITLE)
    # nothing found at all
    page.show_report(explain_log_report(["Epoch 1/10"]))
    assert (page.title(), page.subTitle()) == (CALM_TITLE, CLEAN_SUBTITLE)
    assert page.cards == []
    # the same lines beside a cause (cuDNN 8 missing, deepchem/deepchem#2451): a plan again
    broken = next(x for x in all_logs() if x.name == "deepchem-tf24-cuda11-found-libcudnn8-missing")
    page.show_report(explain_log_report([*text_lines(log.text), *text_lines(broken.text)]))
    assert (page.title(), page.subTitle()) == (PLAN_TITLE, PLAN_SUBTITLE)
    # ... and beside a warning alone (ptxas older than an RTX 3090, tensorflow#46933)
    slow = next(x for x in all_logs() if x.name == "tf-ptxas-sm86-cuda-11.0-rtx3090")
    page.show_report(explain_log_report([*text_lines(log.text), *text_lines(slow.text)]))
    assert (page.title(), page.subTitle()) == (PLAN_TITLE, PLAN_SUBTITLE)


def test_a_long_failure_is_cut_in_the_card_and_whole_in_its_tip(qtbot: QtBot) -> None:
    card = _no_driver_card(qtbot)
    reason = "The re-check could not start: " + "no such file or directory " * 12
    card.show_recheck_failed(reason + "\nssh: connect to host gpu-box port 22: timed out")
    assert len(card.status.text()) <= 80
    assert card.status.toolTip().startswith("The re-check could not start")
    assert "timed out" in card.status.toolTip() and "\n" in card.status.toolTip()
    assert SEVERITY_COLOUR[ERROR] in card.status.styleSheet()
    # the next re-check starts without the failure's colour
    card.set_busy()
    assert card.status.styleSheet() == ""


def test_a_card_refilled_shows_each_command_once(qtbot: QtBot) -> None:
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QFrame

    card = _no_driver_card(qtbot)
    assert card.commands, "the driver's fix has commands"
    for _ in range(2):
        card.show_still_there(card.finding)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    rows = card.findChildren(QFrame, "commandBlock")
    assert len(rows) == len(card.commands) == len(card.copy_buttons)


def test_the_fixed_badge_is_green_and_evidence_folds_back(qtbot: QtBot) -> None:
    from tfgpu_gui.ui.doctor.cards import EVIDENCE_SHOWN, FIXED_COLOUR

    card = _no_driver_card(qtbot)
    card.show_fixed()
    assert card.severity.text() == "FIXED" and FIXED_COLOUR in card.severity.styleSheet()
    finding = card.finding
    finding.evidence = [f"line {n}" for n in range(EVIDENCE_SHOWN + 3)]
    card.show_still_there(finding)
    card.show()
    qtbot.waitExposed(card)
    card.more_evidence.click()
    assert card.more_evidence.text() == "Show less evidence"
    card.more_evidence.click()
    assert card.more_evidence.text() == "Show 3 more evidence items"
    assert [label.isVisible() for label in card.evidence_labels].count(True) == EVIDENCE_SHOWN


def test_a_change_of_state_repaints_the_card(qtbot: QtBot) -> None:
    # a card shown green repaints without it once a re-check starts (and green once fixed)
    card = _no_driver_card(qtbot)
    card.show()
    qtbot.waitExposed(card)
    painted: list[str] = []
    paint = card.paintEvent

    def counted(event) -> None:  # type: ignore[no-untyped-def]
        painted.append(card.state)
        paint(event)

    card.paintEvent = counted  # type: ignore[method-assign]
    card.show_fixed()
    qtbot.waitUntil(lambda: "fixed" in painted)
    card.state = "busy"  # the state alone, as set_busy sets it first
    qtbot.waitUntil(lambda: "busy" in painted)
