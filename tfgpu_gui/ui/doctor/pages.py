"""The pages of the setup-diagnosis wizard (see doctor_wizard.py for the flow)."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWizardPage,
)

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.log_explainer import classify
from tfgpu_gui.doctor.model import ERROR, WARNING
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.summary import system_rows, tensorflow_rows

if TYPE_CHECKING:
    from tfgpu_gui.ui.doctor.wizard import DoctorWizard

SEVERITY_COLOUR = {ERROR: "#c62828", WARNING: "#b26a00"}
HARMLESS_COLOUR = "#9e9e9e"


def is_harmless(line: str) -> bool:
    """Whether a TF log line is one of the known safe-to-ignore ones (greyed out)."""
    pattern = classify(line)
    return pattern is not None and CATALOGUE[pattern.finding].harmless


class WelcomePage(QWizardPage):
    """What the doctor does; which interpreter; or a pasted log; or an exported report."""

    def __init__(self, wizard: DoctorWizard) -> None:
        super().__init__()
        self.w = wizard
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
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        row.addWidget(browse)
        layout.addLayout(row)
        self.run_tf = QCheckBox("Import TensorFlow (takes as long as `import tensorflow`)")
        self.run_tf.setChecked(True)
        layout.addWidget(self.run_tf)
        layout.addWidget(QLabel("Or paste a TensorFlow log to explain it (no environment needed):"))
        self.log = QPlainTextEdit()
        self.log.setPlaceholderText("Paste the output of your training run here…")
        layout.addWidget(self.log, 1)
        open_button = QPushButton("Open an exported report (JSON)…")
        open_button.clicked.connect(self._open)
        layout.addWidget(open_button)

    def set_targets(self, paths: list[str]) -> None:
        self.target.clear()
        self.target.addItems(paths)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Python interpreter")
        if path:
            self.target.setEditText(path)

    def _open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Doctor report", "", "JSON (*.json)")
        if path:
            self.w.open_report(path)

    def validatePage(self) -> bool:
        if self.w.report is not None and self.w.thread is None:
            return True  # an opened report: show it
        text = self.log.toPlainText().strip()
        if text:
            self.w.explain_text(text)
        else:
            self.w.start_run(self.target.currentText().strip(), self.run_tf.isChecked())
        return True


class FactsPage(QWizardPage):
    """A table of facts (system and driver, or the TensorFlow installation), live."""

    def __init__(self, wizard: DoctorWizard, title: str, which: str) -> None:
        super().__init__()
        self.w = wizard
        self.which = which
        self.setTitle(title)
        layout = QVBoxLayout(self)
        self.table = QTreeWidget()
        self.table.setColumnCount(2)
        self.table.setHeaderLabels(["", "Fact"])
        self.table.setRootIsDecorated(False)
        layout.addWidget(self.table)
        wizard.facts_changed.connect(self.refresh)

    def rows(self) -> list[tuple[str, str]]:
        report = self.w.report or Report("environment", {}, self.w.partial_facts, [])
        if report.mode == "log":
            return [("", "Not collected: this diagnosis explains a pasted log.")]
        rows = system_rows(report) if self.which == "system" else tensorflow_rows(report)
        return rows or [("", "Collecting…")]

    def refresh(self) -> None:
        self.table.clear()
        for key, value in self.rows():
            self.table.addTopLevelItem(QTreeWidgetItem([key, value]))
        self.table.resizeColumnToContents(0)

    def initializePage(self) -> None:
        self.refresh()


class DetectionPage(QWizardPage):
    """The detection job: progress, TensorFlow's log as it comes (harmless lines greyed)."""

    def __init__(self, wizard: DoctorWizard) -> None:
        super().__init__()
        self.w = wizard
        self.setTitle("Detection job")
        self.setSubTitle("TensorFlow runs in a separate process of the chosen Python.")
        layout = QVBoxLayout(self)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self.progress = QProgressBar()
        self.progress.setRange(0, 100)
        layout.addWidget(self.progress)
        self.log = QTextEdit()
        self.log.setReadOnly(True)
        layout.addWidget(self.log, 1)
        self.cancel_button = QPushButton("Cancel the job")
        self.cancel_button.clicked.connect(wizard.cancel_run)
        layout.addWidget(self.cancel_button)

    def reset(self) -> None:
        self.log.clear()
        self.progress.setValue(0)
        self.message.setText("Starting…")
        self.cancel_button.setEnabled(True)
        self.completeChanged.emit()

    def add_log_line(self, line: str) -> None:
        text = html.escape(line)
        if is_harmless(line):
            text = f'<span style="color:{HARMLESS_COLOUR}">{text}</span>'
        self.log.append(text)

    def set_progress(self, message: str, fraction: float | None) -> None:
        self.message.setText(message)
        if fraction is not None:
            self.progress.setValue(int(100 * fraction))

    def show_report(self, report: Report) -> None:
        self.cancel_button.setEnabled(False)
        self.progress.setValue(100)
        job = report.facts.get("job") or {}
        self.message.setText(str(job.get("message") or report.verdict_text()))
        if not self.log.toPlainText() and report.log_lines:
            for line in report.log_lines:
                self.add_log_line(line)
        self.completeChanged.emit()

    def show_error(self, message: str) -> None:
        self.cancel_button.setEnabled(False)
        self.message.setText(message)
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return self.w.report is not None and self.w.thread is None


class FindingsPage(QWizardPage):
    """Each finding expandable: explanation, evidence, fix; a button copies the fix."""

    def __init__(self, wizard: DoctorWizard) -> None:
        super().__init__()
        self.w = wizard
        self.setTitle("Findings")
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels(["Severity", "Finding"])
        layout.addWidget(self.tree, 1)
        self.copy_button = QPushButton("Copy the fix of the selected finding")
        self.copy_button.clicked.connect(self.copy_fix)
        layout.addWidget(self.copy_button)

    def initializePage(self) -> None:
        self.tree.clear()
        report = self.w.report
        if report is None:
            return
        for f in report.findings:
            label = "safe to ignore" if f.harmless else f.severity
            item = QTreeWidgetItem([label, f"{f.id}: {f.title}"])
            colour = HARMLESS_COLOUR if f.harmless else SEVERITY_COLOUR.get(f.severity)
            if colour:
                from PySide6.QtGui import QColor

                item.setForeground(0, QColor(colour))
            item.setData(0, 256, f.id)
            item.addChild(QTreeWidgetItem(["Why", f.explanation]))
            if f.evidence:
                evidence = QTreeWidgetItem(["Evidence", f"{len(f.evidence)} item(s)"])
                for e in f.evidence:
                    evidence.addChild(QTreeWidgetItem(["", e]))
                item.addChild(evidence)
            item.addChild(QTreeWidgetItem(["Fix", f.fix]))
            self.tree.addTopLevelItem(item)
        if self.tree.topLevelItemCount():
            self.tree.setCurrentItem(self.tree.topLevelItem(0))

    def copy_fix(self) -> str:
        """Copy the commands of the selected finding's fix (all of it if none) and return it."""
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        if item is None or self.w.report is None:
            return ""
        finding_id = item.data(0, 256)
        finding = next(f for f in self.w.report.findings if f.id == finding_id)
        text = "\n".join(finding.commands()) or finding.fix
        QGuiApplication.clipboard().setText(text)
        return text


class SummaryPage(QWizardPage):
    """The verdict; re-run; export Markdown or JSON, optionally redacted."""

    def __init__(self, wizard: DoctorWizard) -> None:
        super().__init__()
        self.w = wizard
        self.setTitle("Summary")
        layout = QVBoxLayout(self)
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        self.redact = QCheckBox("Redact user name, host name and home folder in exports")
        self.redact.setChecked(True)
        layout.addWidget(self.redact)
        row = QHBoxLayout()
        for text, slot in (
            ("Export Markdown…", self._export_markdown),
            ("Export JSON…", self._export_json),
            ("Run again", wizard.rerun),
        ):
            button = QPushButton(text)
            button.clicked.connect(slot)
            row.addWidget(button)
        layout.addLayout(row)
        layout.addStretch(1)

    def initializePage(self) -> None:
        report = self.w.report
        if report is None:
            return
        problems = report.problems()
        self.verdict.setText(
            f"<b>{html.escape(report.verdict_text())}</b><br>{len(problems)} problem(s), "
            f"{sum(f.harmless for f in report.findings)} harmless log message(s)."
        )

    def _export_markdown(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export Markdown", "tfgpu-doctor.md")
        if path:
            self.w.export(path, "markdown", self.redact.isChecked())

    def _export_json(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Export JSON", "tfgpu-doctor.json")
        if path:
            self.w.export(path, "json", self.redact.isChecked())
