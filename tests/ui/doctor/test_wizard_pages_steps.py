"""The wizard's pages as the user reads them: each page's title, subtitle, labels and buttons, the
file dialogs it opens, what it asks for when left, which buttons it enables at each step of a
diagnosis, and the summary's counts in words."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
    QWizard,
)
from pytestqt.qtbot import QtBot

from tests.helpers.reports import HARMLESS_LINE, no_driver_report
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.jobs.runner import JobEvent
from tfgpu_gui.ui.doctor.cards import HARMLESS_COLOUR, SEVERITY_COLOUR
from tfgpu_gui.ui.doctor.pages import (
    ENVIRONMENT_TITLE,
    LOG_LINE_MAX,
    LOG_TITLE,
    MESSAGE_MAX,
    DetectionPage,
    FactsPage,
    SummaryPage,
    WelcomePage,
    is_harmless,
    plural,
    verdict_line,
)


def _event(kind: str, **body: Any) -> JobEvent:
    return JobEvent(kind=kind, body=body, elapsed=0.0)


class _Dialogs(list[tuple[Any, ...]]):
    answers: list[str]


@pytest.fixture
def file_dialogs(monkeypatch: pytest.MonkeyPatch) -> _Dialogs:
    """Every file dialog opened, with its arguments; each answers the next of ``answers``."""
    opened = _Dialogs()
    opened.answers = []

    def answer(*args: Any) -> tuple[str, str]:
        opened.append(args)
        return (opened.answers.pop(0) if opened.answers else "", "")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(answer))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(answer))
    return opened


# --- Welcome ----------------------------------------------------------------------------------
@pytest.fixture
def welcome(qtbot: QtBot) -> WelcomePage:
    page = WelcomePage()
    qtbot.addWidget(page)
    page.set_targets(["/opt/tf/bin/python", "/usr/bin/python3"])
    return page


def test_the_welcome_page_says_what_the_doctor_does_and_what_to_choose(
    welcome: WelcomePage,
) -> None:
    assert welcome.title() == "Why doesn't TensorFlow see my GPU?"
    assert welcome.subTitle() == (
        "The doctor checks the driver, the CUDA libraries and TensorFlow in the Python you "
        "choose, and says what is wrong and how to fix it."
    )
    labels = [w.text() for w in welcome.findChildren(QLabel) if w is not welcome.error]
    assert labels == [
        "Python interpreter to diagnose:",
        "Or paste a TensorFlow log to explain it (no environment needed):",
    ]
    assert welcome.browse_button.text() == "Browse…"
    assert welcome.open_button.text() == "Open an exported report (JSON)…"
    assert welcome.run_tf.text() == "Import TensorFlow (takes as long as `import tensorflow`)"
    assert welcome.run_tf.isChecked()  # the full check unless the user says otherwise
    assert welcome.log.placeholderText() == (
        "Paste the output of your training run here, or drop a log file or a Jupyter "
        "notebook (.ipynb) on this window…"
    )
    assert welcome.target.isEditable()
    # the interpreter and the log take the room; the buttons keep their size
    layout = welcome.layout()
    row = layout.itemAt(1).layout()
    assert row.itemAt(0).widget() is welcome.target and row.stretch(0) == 1
    assert row.itemAt(1).widget() is welcome.browse_button and row.stretch(1) == 0
    log_index = layout.indexOf(welcome.log)
    assert layout.stretch(log_index) == 1
    assert layout.stretch(layout.indexOf(welcome.open_button)) == 0
    order = [layout.itemAt(i).widget() for i in range(layout.count())]
    assert order.index(welcome.run_tf) < log_index < order.index(welcome.open_button)
    assert order.index(welcome.open_button) < order.index(welcome.error)


def test_the_welcome_pages_error_is_hidden_plain_wrapped_and_red(welcome: WelcomePage) -> None:
    assert welcome.error.text() == "" and welcome.error.isHidden()
    assert welcome.error.textFormat() == Qt.TextFormat.PlainText
    assert welcome.error.wordWrap()
    assert welcome.error.styleSheet() == f"color: {SEVERITY_COLOUR['error']}"
    welcome.show_error("<b>Nothing</b> to explain in this log.")
    assert welcome.error.text() == "<b>Nothing</b> to explain in this log."
    assert not welcome.error.isHidden()
    welcome.show_error("")
    assert welcome.error.isHidden()


def test_each_input_of_the_welcome_page_says_it_changed(qtbot: QtBot, welcome: WelcomePage) -> None:
    with qtbot.waitSignal(welcome.inputs_changed, timeout=1000):
        welcome.log.setPlainText("x")
    with qtbot.waitSignal(welcome.inputs_changed, timeout=1000):
        welcome.target.setEditText("/srv/python")
    with qtbot.waitSignal(welcome.inputs_changed, timeout=1000):
        welcome.run_tf.setChecked(False)


def test_leaving_the_welcome_page_asks_for_the_full_check_by_default(
    qtbot: QtBot, welcome: WelcomePage
) -> None:
    assert welcome.inputs() == ("python", "/opt/tf/bin/python", True)
    with qtbot.waitSignal(welcome.run_requested, timeout=1000) as run:
        assert welcome.validatePage()
    assert run.args == ["/opt/tf/bin/python", True]
    # the interpreter typed with spaces around it
    welcome.target.setEditText("  /srv/conda/bin/python ")
    with qtbot.waitSignal(welcome.run_requested, timeout=1000) as run:
        assert welcome.validatePage()
    assert run.args == ["/srv/conda/bin/python", True]


def test_a_log_with_nothing_to_explain_keeps_the_user_on_the_welcome_page(
    qtbot: QtBot, welcome: WelcomePage
) -> None:
    welcome.log_pasted.connect(lambda text: welcome.show_error("Nothing to explain."))
    welcome.log.setPlainText("hello")
    assert not welcome.validatePage()
    assert welcome.error.text() == "Nothing to explain." and not welcome.error.isHidden()
    # a log that explains something: the page is left
    welcome.log_pasted.disconnect()
    welcome.log_pasted.connect(lambda text: welcome.show_error(""))
    assert welcome.validatePage()


def test_the_welcome_pages_file_dialogs_ask_for_the_right_file(
    qtbot: QtBot, welcome: WelcomePage, file_dialogs: _Dialogs
) -> None:
    welcome.browse_button.click()
    assert file_dialogs[-1] == (welcome, "Python interpreter")
    assert welcome.target.currentText() == "/opt/tf/bin/python"  # cancelled: unchanged
    file_dialogs.answers.append("/srv/conda/bin/python")
    welcome.browse_button.click()
    assert welcome.target.currentText() == "/srv/conda/bin/python"
    with qtbot.assertNotEmitted(welcome.report_file_chosen):
        welcome.open_button.click()
    assert file_dialogs[-1] == (welcome, "Doctor report", "", "JSON (*.json)")


def test_the_list_of_interpreters_is_replaced_and_the_first_chosen(welcome: WelcomePage) -> None:
    items = [welcome.target.itemText(i) for i in range(welcome.target.count())]
    assert items == ["/opt/tf/bin/python", "/usr/bin/python3"]
    welcome.set_targets(["/a/python"])
    assert welcome.target.count() == 1 and welcome.target.currentText() == "/a/python"


# --- Facts ------------------------------------------------------------------------------------
def test_a_facts_page_shows_its_rows_as_selectable_plain_text(qtbot: QtBot) -> None:
    page = FactsPage("System and driver", "system")
    qtbot.addWidget(page)
    assert page.title() == "System and driver" and page.which == "system"
    # the page scrolls down, never sideways, without a frame of its own, edge to edge
    assert page.scroll.widgetResizable()
    assert page.scroll.frameShape() == QFrame.Shape.NoFrame
    policy = page.scroll.horizontalScrollBarPolicy()
    assert policy == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    margins = page.layout().contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (0, 0, 0, 0)
    assert page.layout().stretch(0) == 1
    page.show_report(no_driver_report(driver_message="<b>NVIDIA-SMI has failed</b> " + "x" * 300))
    assert page.rows() and all(isinstance(k, str) for k, _ in page.rows())
    for name, value in page.labels:
        for label in (name, value):
            assert label.textFormat() == Qt.TextFormat.PlainText
            flags = label.textInteractionFlags()
            assert flags == Qt.TextInteractionFlag.TextSelectableByMouse
            assert label.alignment() == Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        assert not name.wordWrap()
        # the value is wrapped, as wide as the page gives
        assert value.wordWrap() and value.minimumWidth() == 1
        assert value.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Expanding
        assert value.sizePolicy().verticalPolicy() == QSizePolicy.Policy.Preferred
        assert name.sizePolicy().horizontalPolicy() != QSizePolicy.Policy.Expanding
    # the rows are laid out in the page's scroll area, name then value
    form = page.scroll.widget().layout()
    assert form.rowCount() == len(page.labels)


def test_a_facts_page_shows_the_facts_known_so_far(qtbot: QtBot) -> None:
    page = FactsPage("TensorFlow installation", "tensorflow")
    qtbot.addWidget(page)
    assert page.rows() == [("", "Collecting…")]
    report = no_driver_report()
    page.show_facts(report.facts)
    assert page.rows() != [("", "Collecting…")]
    assert "Packages" in dict(page.rows())
    page.show_facts({})
    assert page.rows() == [("", "Collecting…")]


# --- Detection --------------------------------------------------------------------------------
@pytest.fixture
def detection(qtbot: QtBot) -> DetectionPage:
    page = DetectionPage()
    qtbot.addWidget(page)
    return page


def test_the_detection_page_says_what_runs_where(detection: DetectionPage) -> None:
    assert detection.title() == "Detection job"
    assert detection.subTitle() == "TensorFlow runs in a separate process of the chosen Python."
    assert detection.cancel_button.text() == "Cancel the job"
    assert detection.message.text() == ""
    assert detection.message.textFormat() == Qt.TextFormat.PlainText
    assert detection.message.wordWrap()
    assert (detection.progress.minimum(), detection.progress.maximum()) == (0, 100)
    assert detection.log.isReadOnly()
    layout = detection.layout()
    assert layout.stretch(layout.indexOf(detection.log)) == 1
    assert [layout.itemAt(i).widget() for i in range(layout.count())] == [
        detection.message,
        detection.progress,
        detection.log,
        detection.cancel_button,
    ]
    assert not detection.isComplete()


def test_the_detection_pages_steps_enable_cancel_only_while_a_job_runs(
    detection: DetectionPage,
) -> None:
    detection.show_started()
    detection.set_progress("Importing TensorFlow", 0.5)
    detection.add_log_line("I a line")
    assert detection.cancel_button.isEnabled() and detection.progress.value() == 50
    detection.clear()  # the inputs changed: nothing of the old diagnosis stays
    assert detection.message.text() == "" and detection.log.toPlainText() == ""
    assert detection.progress.value() == 0 and not detection.cancel_button.isEnabled()
    detection.show_started()
    assert detection.message.text() == "Starting…" and detection.cancel_button.isEnabled()
    detection.show_error("The interpreter crashed.\nSegmentation fault")
    assert not detection.cancel_button.isEnabled()
    assert detection.message.text() == "The interpreter crashed.\nSegmentation fault"


def test_a_progress_step_without_a_fraction_keeps_the_bar(detection: DetectionPage) -> None:
    detection.show_started()
    detection.show_event(_event("progress", message="Importing", fraction=0.3))
    assert detection.progress.value() == 30
    detection.show_event(_event("progress", message="Still importing"))
    assert detection.progress.value() == 30 and detection.message.text() == "Still importing"
    detection.show_event(_event("progress", message="Half", fraction="0.5"))  # not a number
    assert detection.progress.value() == 30 and detection.message.text() == "Half"
    detection.show_event(_event("progress", fraction=1))
    assert detection.progress.value() == 100 and detection.message.text() == ""
    detection.show_event(_event("log"))  # a log event without its line: an empty line
    assert detection.log.toPlainText() == ""
    detection.show_event(_event("log", line="I shown"))
    assert detection.log.toPlainText().splitlines()[-1] == "I shown"


def test_the_jobs_words_are_cut_and_shown_as_text(detection: DetectionPage) -> None:
    detection.set_progress("<b>" + "m" * 2000, None)
    assert detection.message.text().startswith("<b>mmm")
    assert len(detection.message.text()) == MESSAGE_MAX
    detection.show_error("e" * 2000)
    assert len(detection.message.text()) == MESSAGE_MAX
    detection.show_started()
    detection.add_log_line("L" * 5000)
    assert len(detection.log.toPlainText()) == LOG_LINE_MAX


def test_harmless_log_lines_are_grey_and_the_others_in_the_default_colour(
    detection: DetectionPage,
) -> None:
    assert is_harmless(HARMLESS_LINE)
    assert not is_harmless("E tensorflow: Could not load dynamic library 'libcudart.so.11.0'")
    assert not is_harmless("hello")
    detection.add_log_line(HARMLESS_LINE)
    detection.add_log_line("E something broke")
    html = detection.log.toHtml().replace(" ", "")
    assert html.count(f"color:{HARMLESS_COLOUR}") == 1
    assert html.index(f"color:{HARMLESS_COLOUR}") < html.index("Esomethingbroke")


def test_the_detection_pages_end_shows_the_jobs_last_word(detection: DetectionPage) -> None:
    detection.show_started()
    detection.set_progress("Importing", 0.4)
    report = no_driver_report(["I one", "I two"])
    report.facts["job"] = {"message": "Finished in 12 s."}
    detection.show_report(report)
    assert detection.message.text() == "Finished in 12 s."
    assert detection.progress.value() == 100 and not detection.cancel_button.isEnabled()
    assert detection.log.toPlainText().splitlines() == ["I one", "I two"]
    # a job without a message: the verdict
    detection.show_started()
    report.facts["job"] = {"message": ""}
    detection.show_report(report)
    assert detection.message.text() == report.verdict_text()
    detection.show_started()
    report.facts["job"] = "finished"  # not a dict: no message
    detection.show_report(report)
    assert detection.message.text() == report.verdict_text()


def test_the_wizard_goes_on_from_the_detection_page_only_when_it_is_finished(
    qtbot: QtBot,
) -> None:
    wizard = QWizard()
    qtbot.addWidget(wizard)
    page = DetectionPage()
    wizard.addPage(page)
    wizard.addPage(SummaryPage())
    wizard.show()
    next_button = wizard.button(QWizard.WizardButton.NextButton)
    page.show_started()
    assert not next_button.isEnabled()
    page.show_report(no_driver_report())
    assert not next_button.isEnabled()  # the report, but not yet on show
    page.set_finished(True)
    assert next_button.isEnabled()
    page.clear()
    page.set_finished(False)
    assert not next_button.isEnabled()


# --- Summary ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("count", "word", "text"),
    [
        (0, "problem", "no problems"),
        (1, "problem", "1 problem"),
        (2, "problem", "2 problems"),
        (11, "log message", "11 log messages"),
    ],
)
def test_plural(count: int, word: str, text: str) -> None:
    assert plural(count, word) == text


@pytest.mark.parametrize(
    ("problems", "harmless", "text"),
    [
        (0, 0, "Nothing to fix."),
        (1, 0, "1 problem to fix."),
        (3, 0, "3 problems to fix."),
        (0, 1, "Nothing to fix; 1 log message is safe to ignore."),
        (0, 2, "Nothing to fix; 2 log messages are safe to ignore."),
        (2, 5, "2 problems to fix; 5 log messages are safe to ignore."),
    ],
)
def test_the_verdict_line(problems: int, harmless: int, text: str) -> None:
    assert verdict_line(problems, harmless) == text


@pytest.mark.parametrize(
    ("problems", "possible", "harmless", "text"),
    [
        (0, 5, 0, "No certain cause: 5 possible causes to check, most likely first."),
        (
            0,
            1,
            2,
            "No certain cause: 1 possible cause to check, most likely first; "
            "2 log messages are safe to ignore.",
        ),
        (1, 2, 0, "1 problem to fix, 2 more possible causes to check."),
        (
            2,
            1,
            1,
            "2 problems to fix, 1 more possible cause to check; 1 log message is safe to ignore.",
        ),
    ],
)
def test_possible_causes_are_counted_apart_as_causes_to_check(
    problems: int, possible: int, harmless: int, text: str
) -> None:
    assert verdict_line(problems, harmless, possible) == text


@pytest.fixture
def summary(qtbot: QtBot) -> SummaryPage:
    page = SummaryPage()
    qtbot.addWidget(page)
    return page


def test_the_summary_page_reads_as_a_verdict_then_a_plan_then_exports(
    summary: SummaryPage,
) -> None:
    assert summary.title() == ENVIRONMENT_TITLE == "What works now"
    assert LOG_TITLE == "What the log shows"
    assert summary.plan_header.text() == (
        "<b>The plan</b> (details and commands on the next page):"
    )
    assert summary.redact.text() == (
        "Redact names, home folders, addresses, tokens and passwords in exports"
    )
    assert summary.redact.isChecked()  # nothing private leaves unless asked
    buttons = [b.text() for b in summary.findChildren(QPushButton)]
    assert buttons == ["Export Markdown…", "Export JSON…", "Run again"]
    for label in (summary.works, summary.verdict, summary.plan):
        assert label.textFormat() == Qt.TextFormat.PlainText and label.wordWrap()
    assert summary.works.textInteractionFlags() == Qt.TextInteractionFlag.TextSelectableByMouse
    # the sentence on what works is the largest text of the page
    assert summary.works.font().pointSizeF() == pytest.approx(
        summary.verdict.font().pointSizeF() * 1.25
    )
    margins = summary.plan.contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (12, 0, 0, 8)
    layout = summary.layout()
    widgets = [layout.itemAt(i).widget() for i in range(layout.count())]
    assert widgets[:5] == [
        summary.works,
        summary.verdict,
        summary.plan_header,
        summary.plan,
        summary.redact,
    ]
    assert isinstance(widgets[4], QCheckBox)
    # the buttons' row, then the room left below them
    assert layout.itemAt(5).layout() is not None
    assert layout.itemAt(6).spacerItem() is not None and layout.stretch(6) == 1


def test_a_summary_of_a_pasted_log_has_its_own_title_and_no_run_again(
    summary: SummaryPage,
) -> None:
    summary.show_report(explain_log_report([HARMLESS_LINE]))
    assert summary.title() == "What the log shows"
    assert summary.rerun_button.isHidden()
    assert summary.verdict.text() == "Nothing to fix; 1 log message is safe to ignore."
    summary.show_report(no_driver_report())
    assert summary.title() == "What works now"
    assert not summary.rerun_button.isHidden()
    summary.show_report(explain_log_report([HARMLESS_LINE]))
    summary.clear()  # its inputs changed: the title of a diagnosis, no verdict, no plan
    assert summary.title() == "What works now"
    assert summary.works.text() == "No diagnosis yet."
    assert summary.verdict.text() == "" and summary.plan.text() == ""
    assert summary.plan.isHidden() and summary.plan_header.isHidden()


def test_the_plan_numbers_the_problems_and_marks_those_fixed(summary: SummaryPage) -> None:
    summary.show_report(no_driver_report())
    title = CATALOGUE["no-nvidia-driver"].title
    assert summary.plan.text() == f"1. {title}"
    assert not summary.plan.isHidden() and not summary.plan_header.isHidden()
    summary.set_fixed("no-nvidia-driver", True)
    summary.set_fixed("another-finding", True)
    assert summary.plan.text() == f"1. {title} — fixed"
    summary.set_fixed("another-finding", False)
    assert summary.plan.text() == f"1. {title} — fixed"
    # a new report starts with nothing fixed
    summary.show_report(no_driver_report())
    assert summary.plan.text() == f"1. {title}"
    summary.set_fixed("no-nvidia-driver", True)
    summary.clear()
    summary.show_report(no_driver_report())
    assert summary.plan.text() == f"1. {title}"


def test_the_sentence_on_what_works_is_cut_at_1000(
    summary: SummaryPage, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tfgpu_gui.ui.doctor.pages as pages

    monkeypatch.setattr(pages, "what_works", lambda report: "<i>w</i>" + "w" * 3000)
    summary.show_report(no_driver_report())
    assert summary.works.text().startswith("<i>w</i>www")
    assert len(summary.works.text()) == 1000


def test_exports_are_offered_under_the_doctors_file_names(
    qtbot: QtBot, summary: SummaryPage, file_dialogs: _Dialogs
) -> None:
    with qtbot.assertNotEmitted(summary.export_requested):
        summary.markdown_button.click()
        summary.json_button.click()
    assert file_dialogs == [
        (summary, "Export Markdown", "tfgpu-doctor.md"),
        (summary, "Export JSON", "tfgpu-doctor.json"),
    ]
    file_dialogs.answers.append("/tmp/r.json")
    with qtbot.waitSignal(summary.export_requested, timeout=1000) as exported:
        summary.json_button.click()
    assert exported.args == ["/tmp/r.json", "json", True]
    summary.redact.setChecked(False)
    file_dialogs.answers.append("/tmp/r.md")
    with qtbot.waitSignal(summary.export_requested, timeout=1000) as exported:
        summary.markdown_button.click()
    assert exported.args == ["/tmp/r.md", "markdown", False]


# --- Each page on its own -----------------------------------------------------------------------
@pytest.mark.parametrize(
    "make",
    [
        WelcomePage,
        lambda parent: FactsPage("System and driver", "system", parent),
        DetectionPage,
        SummaryPage,
    ],
)
def test_a_page_is_placed_in_the_parent_it_is_given(qtbot: QtBot, make: Any) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    assert make(parent).parent() is parent


def test_a_fresh_summary_page_shows_no_verdict_and_takes_a_fix_before_a_report(
    summary: SummaryPage,
) -> None:
    assert (summary.works.text(), summary.verdict.text(), summary.plan.text()) == ("", "", "")
    summary.set_fixed("no-nvidia-driver", True)  # before any report: nothing to mark
    assert summary.plan.text() == "" and summary.plan.isHidden()
    summary.clear()
    summary.set_fixed("no-nvidia-driver", True)
    assert summary.plan.text() == ""


def test_a_plan_of_several_problems_is_one_per_line(
    summary: SummaryPage, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tfgpu_gui.ui.doctor.pages as pages

    first = SimpleNamespace(id="first", title="Install the NVIDIA driver")
    second = SimpleNamespace(id="second", title="Install the CUDA libraries")
    monkeypatch.setattr(pages, "plan_order", lambda problems: [first, second])
    summary.show_report(no_driver_report())
    assert summary.plan.text() == "1. Install the NVIDIA driver\n2. Install the CUDA libraries"
    summary.set_fixed("second", True)
    assert summary.plan.text().splitlines() == [
        "1. Install the NVIDIA driver",
        "2. Install the CUDA libraries — fixed",
    ]


def test_a_facts_value_keeps_its_lines_and_each_row_is_a_name_and_its_value(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tfgpu_gui.ui.doctor.pages as pages

    rows = [("Driver", "NVIDIA-SMI has failed\nMake sure the driver is installed"), ("GPU", "-")]
    monkeypatch.setattr(pages, "system_rows", lambda report: rows)
    page = FactsPage("System and driver", "system")
    qtbot.addWidget(page)
    assert page.rows() == rows
    form = page.scroll.widget().layout()
    assert isinstance(form, QFormLayout)
    for i, (name, value) in enumerate(page.labels):
        assert form.itemAt(i, QFormLayout.ItemRole.LabelRole).widget() is name
        assert form.itemAt(i, QFormLayout.ItemRole.FieldRole).widget() is value
    assert page.labels[0][1].text().replace("\u200b", "").splitlines() == rows[0][1].splitlines()


def test_the_detection_pages_end_message_is_cut(detection: DetectionPage) -> None:
    report = no_driver_report()
    report.facts["job"] = {"message": "x" * 3000}
    detection.show_report(report)
    assert len(detection.message.text()) == MESSAGE_MAX
