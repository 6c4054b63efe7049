"""The pages of the setup-diagnosis wizard (see wizard.py for the flow): views only. The
Findings page, a card per finding, is in cards.py.

Each page shows what it is given through its ``show_…``/``set_…`` methods and says what the user
asks for through its signals; :class:`~tfgpu_gui.ui.doctor.wizard.DoctorWizard` owns the
diagnosis and its report and connects the two. A page can be built and used without a wizard.

What the pages show comes from outside (TensorFlow's log, the job's messages, a report opened
from a file): plain-text widgets get it through :func:`~tfgpu_gui.text.safe.for_qt`, rich text
through :func:`~tfgpu_gui.text.safe.for_qt_html`, and labels that show it are plain text.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTextEdit,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.log_explainer import classify
from tfgpu_gui.doctor.model import ERROR
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.summary import system_rows, tensorflow_rows, what_works
from tfgpu_gui.jobs.runner import JobEvent
from tfgpu_gui.text.safe import for_qt, for_qt_html
from tfgpu_gui.ui.doctor.cards import HARMLESS_COLOUR, SEVERITY_COLOUR, breakable, plan_order

#: The longest log line and job message shown (longer ones end with an ellipsis).
LOG_LINE_MAX = 2000
MESSAGE_MAX = 500


def is_harmless(line: str) -> bool:
    """Whether a TF log line is one of the known safe-to-ignore ones (greyed out)."""
    pattern = classify(line)
    return pattern is not None and CATALOGUE[pattern.finding].harmless


#: What the welcome page asks to diagnose: ``("log", text)`` for a pasted log (it wins), else
#: ``("python", path, run_tf)``.
Inputs = tuple[object, ...]


class WelcomePage(QWizardPage):
    """What the doctor does; which interpreter; or a pasted log; or an exported report.

    Signals: ``run_requested(python, run_tf)`` or ``log_pasted(text)`` when the user leaves the
    page (a pasted log wins), unless the result on show (or in the making) is of the same
    :meth:`inputs` (:meth:`set_result_inputs`); ``inputs_changed()`` as soon as the log, the
    interpreter or the TensorFlow box changes; ``report_file_chosen(path)`` when the user picks
    an exported JSON report.
    """

    run_requested = Signal(str, bool)
    log_pasted = Signal(str)
    report_file_chosen = Signal(str)
    inputs_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._result_inputs: Inputs | None = None
        self.setTitle("Why doesn't TensorFlow see my GPU?")
        self.setSubTitle(
            "The doctor checks the driver, the CUDA libraries and TensorFlow in the Python you "
            "choose, and says what is wrong and how to fix it."
        )
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel("Python interpreter to diagnose:"))
        row = QHBoxLayout()
        self.target = QComboBox()
        self.target.setEditable(True)
        row.addWidget(self.target, 1)
        self.browse_button = QPushButton("Browse…")
        self.browse_button.clicked.connect(self._browse)
        row.addWidget(self.browse_button)
        layout.addLayout(row)
        self.run_tf = QCheckBox("Import TensorFlow (takes as long as `import tensorflow`)")
        self.run_tf.setChecked(True)
        layout.addWidget(self.run_tf)
        layout.addWidget(QLabel("Or paste a TensorFlow log to explain it (no environment needed):"))
        self.log = QPlainTextEdit()
        self.log.setPlaceholderText(
            "Paste the output of your training run here, or drop a log file or a Jupyter "
            "notebook (.ipynb) on this window…"
        )
        layout.addWidget(self.log, 1)
        self.open_button = QPushButton("Open an exported report (JSON)…")
        self.open_button.clicked.connect(self._open)
        layout.addWidget(self.open_button)
        self.error = QLabel("")
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {SEVERITY_COLOUR[ERROR]}")
        self.error.hide()
        layout.addWidget(self.error)
        self.log.textChanged.connect(self.inputs_changed)
        self.target.currentTextChanged.connect(self.inputs_changed)
        self.run_tf.toggled.connect(self.inputs_changed)

    def inputs(self) -> Inputs:
        """What leaving the page would diagnose now."""
        text = self.log.toPlainText().strip()
        if text:
            return ("log", text)
        return ("python", self.target.currentText().strip(), self.run_tf.isChecked())

    def set_result_inputs(self, inputs: Inputs | None) -> None:
        """The inputs of the result on show or in the making (None: none): leaving the page
        with the same inputs asks for nothing new."""
        self._result_inputs = inputs

    def set_targets(self, paths: list[str]) -> None:
        """The interpreters offered in the list (the first is preselected)."""
        self.target.clear()
        self.target.addItems(paths)

    def show_error(self, message: str) -> None:
        """Why the pasted log or the chosen report gave nothing to show ("" hides it)."""
        self.error.setText(message)
        self.error.setVisible(bool(message))

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Python interpreter")
        if path:
            self.target.setEditText(path)

    def _open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Doctor report", "", "JSON (*.json)")
        if path:
            self.report_file_chosen.emit(path)

    def validatePage(self) -> bool:
        inputs = self.inputs()
        if inputs == self._result_inputs:
            return True
        if inputs[0] == "log":
            self.log_pasted.emit(str(inputs[1]))
            return not self.error.text()  # a log with nothing to explain: stay and say why
        self.run_requested.emit(str(inputs[1]), bool(inputs[2]))
        return True


def _fact_label(text: str, wrap: bool = False) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)  # facts from the job or a file, never markup
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    if wrap:
        label.setWordWrap(True)
        label.setMinimumWidth(1)  # as wide as the page gives, however long the text
        label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
    return label


class FactsPage(QWizardPage):
    """The facts (system and driver, or the TensorFlow installation), live: a label and a
    value per row, the value wrapped (a long driver message is read whole, never cut).

    ``which`` is ``"system"`` or ``"tensorflow"``: the rows of the report it shows.
    """

    def __init__(self, title: str, which: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.which = which
        self._rows: list[tuple[str, str]] = []
        self.labels: list[tuple[QLabel, QLabel]] = []
        self.setTitle(title)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.scroll, 1)
        self.show_facts({})

    def show_facts(self, facts: dict[str, Any]) -> None:
        """The facts known so far, while the diagnosis runs."""
        self.show_report(Report("environment", {}, facts, []))

    def show_report(self, report: Report) -> None:
        """The facts of a finished report (none for a report on a pasted log)."""
        if report.mode == "log":
            rows = [("", "Not collected: this diagnosis explains a pasted log.")]
        else:
            rows = system_rows(report) if self.which == "system" else tensorflow_rows(report)
        self._rows = rows or [("", "Collecting…")]
        body = QWidget()
        form = QFormLayout(body)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.labels = []
        for key, value in self._rows:
            name = _fact_label(for_qt(key))
            shown = _fact_label(breakable(for_qt(value, multiline=True)), wrap=True)
            form.addRow(name, shown)
            self.labels.append((name, shown))
        self.scroll.setWidget(body)  # the old rows go with the old body

    def rows(self) -> list[tuple[str, str]]:
        """The rows on show: (label, value)."""
        return list(self._rows)


class DetectionPage(QWizardPage):
    """The detection job: progress, TensorFlow's log as it comes (harmless lines greyed).

    Signal: ``cancel_requested()`` from its button. Complete (the wizard may go on) while
    :meth:`set_finished` says so.
    """

    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._complete = False
        self.setTitle("Detection job")
        self.setSubTitle("TensorFlow runs in a separate process of the chosen Python.")
        layout = QVBoxLayout(self)
        self.message = QLabel("")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # the job's words, never markup
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        layout.addWidget(self.progress)
        self.log = QTextEdit()
        self.log.setReadOnly(True)
        layout.addWidget(self.log, 1)
        self.cancel_button = QPushButton("Cancel the job")
        self.cancel_button.clicked.connect(self.cancel_requested)
        layout.addWidget(self.cancel_button)

    def set_finished(self, finished: bool) -> None:
        """Whether the diagnosis has ended with a report on show: the page is complete."""
        self._complete = finished
        self.completeChanged.emit()

    def clear(self) -> None:
        """No diagnosis (its inputs changed): nothing from the old one stays."""
        self.show_started()
        self.message.setText("")
        self.cancel_button.setEnabled(False)

    def show_started(self) -> None:
        """A new diagnosis has started: empty log, cancel enabled."""
        self.log.clear()
        self.progress.setValue(0)
        self.message.setText("Starting…")
        self.cancel_button.setEnabled(True)

    def show_event(self, event: JobEvent) -> None:
        """A log line or a progress step of the job; other events are not shown here."""
        if event.kind == "log":
            self.add_log_line(str(event.body.get("line", "")))
        elif event.kind == "progress":
            fraction = event.body.get("fraction")
            self.set_progress(
                str(event.body.get("message", "")),
                float(fraction) if isinstance(fraction, (int, float)) else None,
            )

    def add_log_line(self, line: str) -> None:
        """One log line, cleaned and escaped; a span makes Qt read it as the HTML it is."""
        colour = f' style="color:{HARMLESS_COLOUR}"' if is_harmless(line) else ""
        self.log.append(f"<span{colour}>{for_qt_html(line, LOG_LINE_MAX)}</span>")

    def set_progress(self, message: str, fraction: float | None) -> None:
        self.message.setText(for_qt(message, MESSAGE_MAX))
        if fraction is not None:
            self.progress.setValue(int(100 * fraction))

    def show_report(self, report: Report) -> None:
        """The diagnosis ended: its job's last word, and its log if none was shown live."""
        self.cancel_button.setEnabled(False)
        self.progress.setValue(100)
        job = report.facts.get("job")
        message = job.get("message") if isinstance(job, dict) else None
        self.message.setText(for_qt(str(message or report.verdict_text()), MESSAGE_MAX))
        if not self.log.toPlainText() and report.log_lines:
            for line in report.log_lines:
                self.add_log_line(line)

    def show_error(self, message: str) -> None:
        """The diagnosis failed without a report (``message`` is for the user)."""
        self.cancel_button.setEnabled(False)
        self.message.setText(for_qt(message, MESSAGE_MAX, multiline=True))

    def isComplete(self) -> bool:
        return self._complete


#: The heading of the summary's plan: problems to fix in order, or (none certain) the possible
#: causes to check, most likely first.
PLAN_HEADER = "<b>The plan</b> (details and commands on the next page):"
CHECK_HEADER = "<b>What to check</b>, most likely first (details and commands on the next page):"

#: The summary's title: what its first sentence is about.
ENVIRONMENT_TITLE = "What works now"
LOG_TITLE = "What the log shows"


def plural(count: int, word: str) -> str:
    """``1 problem``, ``2 problems``, ``no problems``."""
    return f"{count or 'no'} {word}" + ("" if count == 1 else "s")


def verdict_line(problems: int, harmless: int, possible: int = 0) -> str:
    """How many problems there are to fix (``possible`` more that are only possible causes, to
    check first), and how many log messages are safe to ignore."""
    if problems:
        fix = f"{plural(problems, 'problem')} to fix"
        if possible:
            fix += f", {plural(possible, 'more possible cause')} to check"
    elif possible:
        fix = f"No certain cause: {plural(possible, 'possible cause')} to check, most likely first"
    else:
        fix = "Nothing to fix"
    if not harmless:
        return f"{fix}."
    ignore = plural(harmless, "log message")
    return f"{fix}; {ignore} {'is' if harmless == 1 else 'are'} safe to ignore."


class SummaryPage(QWizardPage):
    """The verdict, first after the job: what works now (or what a log shows) in one sentence;
    the plan (the problems in the order to fix them, those a re-check found fixed marked so);
    re-run; export Markdown or JSON, optionally redacted. The findings' cards and the facts
    follow on the next pages.

    Signals: ``export_requested(path, kind, redacted)`` once the user has chosen a file (kind is
    ``"markdown"`` or ``"json"``), ``rerun_requested()``.
    """

    export_requested = Signal(str, str, bool)
    rerun_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(ENVIRONMENT_TITLE)
        layout = QVBoxLayout(self)
        self.works = QLabel("")
        self.works.setTextFormat(Qt.TextFormat.PlainText)  # names from the job, never markup
        self.works.setWordWrap(True)
        self.works.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.works.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self.works.setFont(font)
        layout.addWidget(self.works)
        self.verdict = QLabel("")
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        self.plan_header = QLabel(PLAN_HEADER)
        layout.addWidget(self.plan_header)
        self.plan = QLabel("")
        self.plan.setTextFormat(Qt.TextFormat.PlainText)
        self.plan.setWordWrap(True)
        self.plan.setContentsMargins(12, 0, 0, 8)
        layout.addWidget(self.plan)
        self._problems: list[tuple[str, str]] = []
        self._fixed: set[str] = set()
        self.redact = QCheckBox(
            "Redact names, home folders, addresses, tokens and passwords in exports"
        )
        self.redact.setChecked(True)
        layout.addWidget(self.redact)
        row = QHBoxLayout()
        self.markdown_button = QPushButton("Export Markdown…")
        self.markdown_button.clicked.connect(self._export_markdown)
        self.json_button = QPushButton("Export JSON…")
        self.json_button.clicked.connect(self._export_json)
        self.rerun_button = QPushButton("Run again")
        self.rerun_button.clicked.connect(self.rerun_requested)
        for button in (self.markdown_button, self.json_button, self.rerun_button):
            row.addWidget(button)
        layout.addLayout(row)
        layout.addStretch(1)

    def show_report(self, report: Report) -> None:
        """What works now in one sentence, how many problems and harmless messages the report
        has, and the plan."""
        self.setTitle(LOG_TITLE if report.mode == "log" else ENVIRONMENT_TITLE)
        self.rerun_button.setVisible(report.mode != "log")  # a log has no check to run again
        self.works.setText(for_qt(what_works(report), 1000))
        problems = plan_order(report.problems())
        possible = {f.id for f in report.possible_problems()}
        harmless = sum(f.harmless for f in report.findings)
        self.verdict.setText(verdict_line(len(problems) - len(possible), harmless, len(possible)))
        self._problems = [
            (f.id, f.title + (" (possible)" if f.id in possible else "")) for f in problems
        ]
        only_possible = bool(problems) and len(possible) == len(problems)
        self.plan_header.setText(CHECK_HEADER if only_possible else PLAN_HEADER)
        self._fixed = set()
        self._show_plan()

    def clear(self) -> None:
        """No report on show (its inputs changed): no verdict, no plan."""
        self.setTitle(ENVIRONMENT_TITLE)
        self.works.setText("No diagnosis yet.")
        self.verdict.setText("")
        self._problems = []
        self._fixed = set()
        self._show_plan()

    def set_fixed(self, finding_id: str, fixed: bool) -> None:
        """A re-check found ``finding_id`` gone (``fixed``) or still there."""
        if fixed:
            self._fixed.add(finding_id)
        else:
            self._fixed.discard(finding_id)
        self._show_plan()

    def _show_plan(self) -> None:
        lines = [
            f"{n}. {title}" + (" — fixed" if fid in self._fixed else "")
            for n, (fid, title) in enumerate(self._problems, 1)
        ]
        self.plan.setText(for_qt("\n".join(lines), multiline=True))
        self.plan_header.setVisible(bool(lines))
        self.plan.setVisible(bool(lines))

    def _export_markdown(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export Markdown", "tfgpu-doctor.md")
        if path:
            self.export_requested.emit(path, "markdown", self.redact.isChecked())

    def _export_json(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export JSON", "tfgpu-doctor.json")
        if path:
            self.export_requested.emit(path, "json", self.redact.isChecked())
