"""The benchmark window: run the job, watch its progress, read the charts, compare, export.

The job is a child process of the chosen interpreter, driven from a QThread
(:class:`~tfgpu_gui.ui.threads.JobThread`), so the monitor window keeps sampling and the
user sees the GPU spike while the benchmark runs. Partial results are drawn as they arrive; a
crash, a hang (timeout) or a cancel keeps what was measured.

The tray calls :func:`open_bench_window`. The job's messages are shown as plain text, cleaned
with :func:`~tfgpu_gui.text.safe.for_qt`.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.bench.efficiency import Evaluation, evaluate
from tfgpu_gui.bench.export import write_csv, write_json
from tfgpu_gui.bench.history import History, StoredRun
from tfgpu_gui.bench.job import Ending, ending, make_bench_job
from tfgpu_gui.bench.machine import (
    UNKNOWN_FACTS,
    Machine,
    NvmlFacts,
    describe_facts,
    facts_from_snapshot,
    machine_for,
)
from tfgpu_gui.bench.results import SUITES, BenchRun
from tfgpu_gui.jobs.runner import JobEvent, JobOutcome
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.text.safe import for_qt
from tfgpu_gui.ui.bench.charts import MatmulChart, TrainingChart, TransferChart
from tfgpu_gui.ui.bench.controls import RunControls
from tfgpu_gui.ui.bench.history_tab import HistoryTab
from tfgpu_gui.ui.bench.panels import fill_results, hints_html, results_table
from tfgpu_gui.ui.placement import place
from tfgpu_gui.ui.threads import JobThread

FactsProvider = Callable[[], NvmlFacts]
MESSAGE_MAX = 500  # the longest job message the status line shows
SnapshotProvider = Callable[[], Snapshot | None]


def _unknown_facts() -> NvmlFacts:
    return UNKNOWN_FACTS


class BenchWindow(QWidget):
    """Signals: ``run_started()``, ``progress(float, str)``, ``run_shown(object)`` (BenchRun),
    ``finished(object)`` (Ending).

    ``facts`` returns the GPU facts and driver versions the ratings use; it is called when a
    run is shown and must not block (the app reads them from the monitor's last snapshot).
    """

    run_started = Signal()
    progress = Signal(float, str)
    run_shown = Signal(object)
    finished = Signal(object)

    def __init__(
        self,
        python: str | None = None,
        history_path: str | Path | None = None,
        facts: FactsProvider = _unknown_facts,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Benchmark — {DISPLAY_NAME}")
        place(self, QSize(980, 720))
        self._facts = facts
        self._job: JobThread | None = None
        self._partial: dict[str, Any] = {}
        self._history_rows: list[StoredRun] = []
        self.run: BenchRun | None = None
        self.machine: Machine | None = None
        self.evaluation: Evaluation | None = None
        self.compare_run: BenchRun | None = None
        self.last_ending: Ending | None = None
        self.history: History | None = None
        self.history_error: str | None = None
        self.save_error: str | None = None
        try:
            self.history = History(history_path)
        except Exception as exc:  # noqa: BLE001 - the benchmark runs without a history
            self.history_error = f"The benchmark history cannot be opened: {exc}"
        self._build(python or sys.executable)
        self.refresh_facts()
        self.refresh_history()

    # --- layout ----------------------------------------------------------------------------

    def _build(self, python: str) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self._controls(python))
        layout.addWidget(self._progress_bar())
        layout.addWidget(self._status_label())
        layout.addWidget(self._facts_label())
        layout.addWidget(self._result_tabs(), 1)
        layout.addWidget(self._hints_label())
        layout.addLayout(self._export_row())
        if self.history_error or (self.history and self.history.notice):
            self.status.setText(
                for_qt(self.history_error or str(self.history and self.history.notice))
            )

    def _controls(self, python: str) -> RunControls:
        self.controls = RunControls(python)
        self.controls.run_button.clicked.connect(self.start)
        self.controls.cancel_button.clicked.connect(self.cancel)
        return self.controls

    def _progress_bar(self) -> QProgressBar:
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1000)
        return self.progress_bar

    def _status_label(self) -> QLabel:
        self.status = _selectable_label(
            "Ready. The monitor keeps running while the benchmark works."
        )
        return self.status

    def _facts_label(self) -> QLabel:
        self.facts_label = _selectable_label()
        return self.facts_label

    def _result_tabs(self) -> QTabWidget:
        """The charts, the table of measurements and the earlier runs, one tab each."""
        self.matmul_chart = MatmulChart()
        self.transfer_chart = TransferChart()
        self.training_chart = TrainingChart()
        self.table = results_table()
        self.tabs = QTabWidget()
        self.tabs.addTab(self.matmul_chart, "Matmul")
        self.tabs.addTab(self.transfer_chart, "Transfers")
        self.tabs.addTab(self.training_chart, "Training")
        self.tabs.addTab(self.table, "Table")
        self.tabs.addTab(self._history_tab(), "Earlier runs")
        return self.tabs

    def _history_tab(self) -> HistoryTab:
        self.history_tab = HistoryTab()
        self.history_table = self.history_tab.table
        self.history_note = self.history_tab.note
        self.history_table.itemSelectionChanged.connect(self._history_selected)
        return self.history_tab

    def _hints_label(self) -> QLabel:
        self.hints = _selectable_label()
        self.hints.setTextFormat(Qt.TextFormat.RichText)
        return self.hints

    def _export_row(self) -> QHBoxLayout:
        self.export_json_button = QPushButton("Export JSON…")
        self.export_csv_button = QPushButton("Export CSV…")
        self.export_json_button.clicked.connect(lambda: self._export_dialog("json"))
        self.export_csv_button.clicked.connect(lambda: self._export_dialog("csv"))
        for b in (self.export_json_button, self.export_csv_button):
            b.setEnabled(False)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.export_json_button)
        row.addWidget(self.export_csv_button)
        return row

    def python(self) -> str:
        """The interpreter the benchmark runs in."""
        return self.controls.python()

    def set_python(self, path: str) -> None:
        self.controls.set_python(path)

    def refresh_facts(self) -> NvmlFacts:
        """Ask the facts provider again and show what it says; returns the facts."""
        facts = self._facts()
        self.facts_label.setText(for_qt(describe_facts(facts), 1000))
        return facts

    # --- running ---------------------------------------------------------------------------

    def is_running(self) -> bool:
        return self._job is not None

    def start(self) -> None:
        """Start the benchmark job with the chosen interpreter and options."""
        if self._job is not None:
            return
        suites = self.controls.selected_suites()
        if not suites:
            self.status.setText("Choose at least one suite.")
            return
        profile_dir = None
        if self.controls.profile_box.isChecked():
            profile_dir = str(Path.home() / "tfgpu-profiles" / time.strftime("%Y%m%d-%H%M%S"))
        job = make_bench_job(
            self.python(),
            quick=self.controls.quick_box.isChecked(),
            device=self.controls.device(),
            suites=suites if len(suites) < len(SUITES) else None,
            profile_dir=profile_dir,
        )
        self._partial = {}
        self._job = JobThread(job, self)
        self._job.event.connect(self._on_event)
        self._job.finished.connect(self._on_finished)
        self.controls.set_running(True)
        self.progress_bar.setValue(0)
        self.status.setText("Starting the job…")
        self.show_run(None)
        self._job.start()
        self.run_started.emit()

    def cancel(self) -> None:
        if self._job is not None:
            self.status.setText("Cancelling…")
            self.controls.cancel_button.setEnabled(False)
            self._job.cancel()

    def _on_event(self, event: JobEvent) -> None:
        if event.kind == "progress":
            fraction = event.body.get("fraction")
            message = str(event.body.get("message", ""))
            if isinstance(fraction, int | float):
                self.progress_bar.setValue(int(1000 * fraction))
            self.status.setText(for_qt(message, MESSAGE_MAX))
            self.progress.emit(float(fraction or 0.0), message)
        elif event.kind == "data":
            # Draw what has been measured so far: the charts grow while the job runs.
            self._partial[str(event.body.get("key"))] = event.body.get("value")
            partial = BenchRun.from_result(self._partial, complete=False)
            if partial.measurements and event.body.get("key") != "env":
                self._draw(partial, evaluate(partial, None))

    def _on_finished(self, outcome: JobOutcome) -> None:
        job, self._job = self._job, None
        if job is not None:
            job.deleteLater()
        self.controls.set_running(False)
        end = ending(outcome)
        self.last_ending = end
        if end.ok:
            self.progress_bar.setValue(1000)
        if end.run is not None:
            self.show_run(end.run, save=end.ok)
        text = end.message if not end.ok else "Finished."
        if end.ok and self.save_error:
            text += f" {self.save_error}"
        if end.ok and end.run is not None and end.run.profile:
            text += f" Profiler trace: {end.run.profile.get('command')}"
            if end.run.profile.get("refused"):
                text += f"\n⚠ {end.run.profile.get('refused')}."  # marked as the hints' warnings
        self.status.setText(for_qt(text, MESSAGE_MAX, multiline=True))
        self.finished.emit(end)

    # --- showing ---------------------------------------------------------------------------

    def show_run(
        self, run: BenchRun | None, save: bool = False, machine: Machine | None = None
    ) -> None:
        """Show a run (a finished one, a recorded one, or ``None`` to clear)."""
        self.run = run
        self.compare_run = None
        if run is None:
            self.machine = self.evaluation = None
            self._draw(None, None)
            for b in (self.export_json_button, self.export_csv_button):
                b.setEnabled(False)
            return
        if machine is None:
            gpus, driver, cuda = self.refresh_facts()
            machine = machine_for(run, gpus, driver, cuda)
        self.machine = machine
        self.evaluation = evaluate(run, machine)
        self.save_error = None
        if save and self.history is not None:
            try:
                self.history.save(run, machine)
            except Exception as exc:  # noqa: BLE001 - keep the results on screen regardless
                self.save_error = f"The run could not be saved in the history: {exc}"
                self.history_error = self.save_error
        self._draw(run, self.evaluation)
        for b in (self.export_json_button, self.export_csv_button):
            b.setEnabled(True)
        self.refresh_history()
        self.run_shown.emit(run)

    def _draw(self, run: BenchRun | None, evaluation: Evaluation | None) -> None:
        self.matmul_chart.set_run(run, self.compare_run)
        self.transfer_chart.set_run(run, evaluation)
        self.training_chart.set_run(run)
        fill_results(self.table, evaluation)
        self.hints.setText(hints_html(evaluation))

    # --- history and comparison ------------------------------------------------------------

    def earlier_runs(self) -> list[StoredRun]:
        """Runs of this machine in the history (all runs before any run is shown)."""
        if self.history is None:
            return []
        machine_id = self.machine.machine_id if self.machine is not None else None
        return self.history.runs(machine_id, limit=50)

    def refresh_history(self) -> None:
        """List the earlier runs; the note says what was skipped or could not be saved."""
        problems = [self.save_error] if self.save_error else []
        try:
            self._history_rows = self.earlier_runs()
        except Exception as exc:  # noqa: BLE001 - a locked or failing database: no list
            self._history_rows = []
            problems.append(f"The earlier runs could not be read: {exc}")
        damaged = self.history.damaged if self.history is not None else 0
        self.history_tab.show_runs(self._history_rows, self.machine, damaged, problems)

    def _history_selected(self) -> None:
        rows = {i.row() for i in self.history_table.selectedItems()}
        if len(rows) == 1:
            self.compare_with(self._history_rows[rows.pop()].id)

    def compare_with(self, run_id: int) -> None:
        """Overlay an earlier run (from the history) on the matmul chart."""
        if self.history is None or self.run is None:
            return
        stored = self.history.get(run_id)
        self.compare_run = stored.run if stored is not None else None
        self.matmul_chart.set_run(self.run, self.compare_run)

    # --- export ----------------------------------------------------------------------------

    def export(self, path: str | Path, fmt: str) -> Path:
        """Write the shown run as JSON or CSV."""
        if self.run is None:
            raise ValueError("no run to export")
        if fmt == "json":
            return write_json(path, self.run, self.machine, self.evaluation)
        return write_csv(path, self.run, self.evaluation)

    def _export_dialog(self, fmt: str) -> None:
        default = f"tfgpu-bench-{time.strftime('%Y%m%d-%H%M')}.{fmt}"
        path, _ = QFileDialog.getSaveFileName(self, f"Export {fmt.upper()}", default)
        if path:
            try:
                self.status.setText(for_qt(f"Exported to {self.export(path, fmt)}"))
            except OSError as exc:
                self.status.setText(for_qt(f"Could not export to {path}: {exc.strerror or exc}"))

    def closeEvent(self, event: Any) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job.wait()
        if self.history is not None:
            self.history.close()
            self.history = None
        super().closeEvent(event)


def _selectable_label(text: str = "") -> QLabel:
    """A label of plain text (what the job says is never read as markup), selectable."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


_windows: list[BenchWindow] = []


def open_bench_window(
    parent: QWidget | None = None,
    python: str | None = None,
    snapshot: SnapshotProvider | None = None,
) -> BenchWindow:
    """Open (or raise) the benchmark window; the tray calls this.

    ``snapshot`` returns the monitor's latest telemetry snapshot (or ``None``); the window takes
    the GPU facts from it and never asks NVML itself. Without it the facts are unknown.
    """
    for w in list(_windows):
        try:
            if w.isVisible():
                if python:
                    w.set_python(python)
                w.refresh_facts()
                w.raise_()
                w.activateWindow()
                return w
        except RuntimeError:  # deleted by Qt
            pass
        _windows.remove(w)

    def facts() -> NvmlFacts:
        return facts_from_snapshot(snapshot() if snapshot is not None else None)

    window = BenchWindow(python=python, facts=facts, parent=None)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    _windows.append(window)
    window.show()
    return window
