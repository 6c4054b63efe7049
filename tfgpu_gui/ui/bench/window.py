"""The benchmark window: run the job, watch its progress, read the charts, compare, export.

The job is a child process of the chosen interpreter, driven from a QThread
(:class:`~tfgpu_gui.ui.threads.JobThread`), so the monitor window keeps sampling and the
user sees the GPU spike while the benchmark runs. Partial results are drawn as they arrive; a
crash, a hang (timeout) or a cancel keeps what was measured.

The tray calls :func:`open_bench_window`.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.bench.efficiency import Evaluation, evaluate
from tfgpu_gui.bench.export import write_csv, write_json
from tfgpu_gui.bench.history import History, StoredRun
from tfgpu_gui.bench.job import Ending, ending, make_bench_job
from tfgpu_gui.bench.machine import GpuFacts, Machine, machine_for, read_gpu_facts
from tfgpu_gui.bench.render import fmt_value
from tfgpu_gui.bench.results import SUITES, BenchRun
from tfgpu_gui.doctor.targets import find_interpreters
from tfgpu_gui.jobs.runner import JobEvent, JobOutcome
from tfgpu_gui.text.numbers import fmt_bytes
from tfgpu_gui.ui.bench.charts import MatmulChart, TrainingChart, TransferChart
from tfgpu_gui.ui.threads import JobThread

FactsProvider = Callable[[], tuple[tuple[GpuFacts, ...], str | None, str | None]]

TABLE_COLUMNS = ("Suite", "Device", "Dtype / input", "Size", "Value", "Unit", "Against the limit")


def _nvml_facts() -> tuple[tuple[GpuFacts, ...], str | None, str | None]:
    gpus, driver, cuda, _why = read_gpu_facts()
    return gpus, driver, cuda


class BenchWindow(QWidget):
    """Signals: ``run_started()``, ``progress(float, str)``, ``run_shown(object)`` (BenchRun),
    ``finished(object)`` (Ending)."""

    run_started = Signal()
    progress = Signal(float, str)
    run_shown = Signal(object)
    finished = Signal(object)

    def __init__(
        self,
        python: str | None = None,
        history_path: str | Path | None = None,
        facts: FactsProvider = _nvml_facts,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Benchmark — TF GPU Monitor")
        self.resize(980, 720)
        self._facts = facts
        self._job: JobThread | None = None
        self._partial: dict[str, Any] = {}
        self.run: BenchRun | None = None
        self.machine: Machine | None = None
        self.evaluation: Evaluation | None = None
        self.compare_run: BenchRun | None = None
        self.last_ending: Ending | None = None
        self.history: History | None = None
        self.history_error: str | None = None
        try:
            self.history = History(history_path)
        except Exception as exc:  # noqa: BLE001 - the benchmark runs without a history
            self.history_error = f"The benchmark history cannot be opened: {exc}"
        self._build(python or sys.executable)
        self.refresh_history()

    # --- layout ----------------------------------------------------------------------------

    def _build(self, python: str) -> None:
        # The same targets as the setup diagnosis: this Python, active and well-known envs.
        self.python_box = QComboBox()
        self.python_box.setEditable(True)
        self.python_box.addItems(find_interpreters([python]))
        self.python_box.setCurrentText(python)
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        self.quick_box = QCheckBox("Quick")
        self.quick_box.setChecked(True)
        self.device_box = QComboBox()
        for label, value in (("All devices", "all"), ("CPU", "CPU"), ("GPUs", "GPU")):
            self.device_box.addItem(label, value)
        for i in range(8):
            self.device_box.addItem(f"GPU:{i}", f"GPU:{i}")
        self.suite_boxes = {s: QCheckBox(s) for s in SUITES}
        for box in self.suite_boxes.values():
            box.setChecked(True)
        self.profile_box = QCheckBox("Profiler trace")
        self.run_button = QPushButton("Run")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)

        row1 = QHBoxLayout()
        row1.addWidget(QLabel("Python:"))
        row1.addWidget(self.python_box, 1)
        row1.addWidget(browse)
        row2 = QHBoxLayout()
        row2.addWidget(self.quick_box)
        row2.addWidget(self.device_box)
        for box in self.suite_boxes.values():
            row2.addWidget(box)
        row2.addWidget(self.profile_box)
        row2.addStretch(1)
        row2.addWidget(self.run_button)
        row2.addWidget(self.cancel_button)

        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1000)
        self.status = QLabel("Ready. The monitor keeps running while the benchmark works.")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.matmul_chart = MatmulChart()
        self.transfer_chart = TransferChart()
        self.training_chart = TrainingChart()
        self.table = QTableWidget(0, len(TABLE_COLUMNS))
        self.table.setHorizontalHeaderLabels(TABLE_COLUMNS)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.history_table = QTableWidget(0, 7)
        self.history_table.setHorizontalHeaderLabels(
            ["Run", "When", "TensorFlow", "Quick", "Key figures", "What changed", "Compare"]
        )
        self.history_table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        self.history_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.history_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.history_table.itemSelectionChanged.connect(self._history_selected)

        self.tabs = QTabWidget()
        self.tabs.addTab(self.matmul_chart, "Matmul")
        self.tabs.addTab(self.transfer_chart, "Transfers")
        self.tabs.addTab(self.training_chart, "Training")
        self.tabs.addTab(self.table, "Table")
        self.tabs.addTab(self.history_table, "Earlier runs")

        self.hints = QLabel()
        self.hints.setWordWrap(True)
        self.hints.setTextFormat(Qt.TextFormat.RichText)
        self.hints.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.export_json_button = QPushButton("Export JSON…")
        self.export_csv_button = QPushButton("Export CSV…")
        self.export_json_button.clicked.connect(lambda: self._export_dialog("json"))
        self.export_csv_button.clicked.connect(lambda: self._export_dialog("csv"))
        for b in (self.export_json_button, self.export_csv_button):
            b.setEnabled(False)
        row3 = QHBoxLayout()
        row3.addStretch(1)
        row3.addWidget(self.export_json_button)
        row3.addWidget(self.export_csv_button)

        layout = QVBoxLayout(self)
        layout.addLayout(row1)
        layout.addLayout(row2)
        layout.addWidget(self.progress_bar)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.hints)
        layout.addLayout(row3)
        if self.history_error or (self.history and self.history.notice):
            self.status.setText(self.history_error or str(self.history and self.history.notice))

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Python interpreter", self.python())
        if path:
            self.set_python(path)

    def python(self) -> str:
        """The interpreter the benchmark runs in."""
        return self.python_box.currentText().strip()

    def set_python(self, path: str) -> None:
        if self.python_box.findText(path) < 0:
            self.python_box.insertItem(0, path)
        self.python_box.setCurrentText(path)

    # --- running ---------------------------------------------------------------------------

    def is_running(self) -> bool:
        return self._job is not None

    def selected_suites(self) -> list[str]:
        return [s for s, box in self.suite_boxes.items() if box.isChecked()]

    def start(self) -> None:
        """Start the benchmark job with the chosen interpreter and options."""
        if self._job is not None:
            return
        suites = self.selected_suites()
        if not suites:
            self.status.setText("Choose at least one suite.")
            return
        profile_dir = None
        if self.profile_box.isChecked():
            profile_dir = str(Path.home() / "tfgpu-profiles" / time.strftime("%Y%m%d-%H%M%S"))
        device = self.device_box.currentData()
        job = make_bench_job(
            self.python(),
            quick=self.quick_box.isChecked(),
            device=None if device == "all" else str(device),
            suites=suites if len(suites) < len(SUITES) else None,
            profile_dir=profile_dir,
        )
        self._partial: dict[str, Any] = {}
        self._job = JobThread(job, self)
        self._job.event.connect(self._on_event)
        self._job.finished.connect(self._on_finished)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress_bar.setValue(0)
        self.status.setText("Starting the job…")
        self.show_run(None)
        self._job.start()
        self.run_started.emit()

    def cancel(self) -> None:
        if self._job is not None:
            self.status.setText("Cancelling…")
            self.cancel_button.setEnabled(False)
            self._job.cancel()

    def _on_event(self, event: JobEvent) -> None:
        if event.kind == "progress":
            fraction = event.body.get("fraction")
            message = str(event.body.get("message", ""))
            if isinstance(fraction, int | float):
                self.progress_bar.setValue(int(1000 * fraction))
            self.status.setText(message)
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
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        end = ending(outcome)
        self.last_ending = end
        if end.ok:
            self.progress_bar.setValue(1000)
        if end.run is not None:
            self.show_run(end.run, save=end.ok)
        text = end.message if not end.ok else "Finished."
        if end.ok and end.run is not None and end.run.profile:
            text += f" Profiler trace: {end.run.profile.get('command')}"
        self.status.setText(text)
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
            gpus, driver, cuda = self._facts()
            machine = machine_for(run, gpus, driver, cuda)
        self.machine = machine
        self.evaluation = evaluate(run, machine)
        if save and self.history is not None:
            try:
                self.history.save(run, machine)
            except Exception as exc:  # noqa: BLE001 - keep the results on screen regardless
                self.history_error = f"The run could not be saved in the history: {exc}"
        self._draw(run, self.evaluation)
        for b in (self.export_json_button, self.export_csv_button):
            b.setEnabled(True)
        self.refresh_history()
        self.run_shown.emit(run)

    def _draw(self, run: BenchRun | None, evaluation: Evaluation | None) -> None:
        self.matmul_chart.set_run(run, self.compare_run)
        self.transfer_chart.set_run(run, evaluation)
        self.training_chart.set_run(run)
        self._fill_table(evaluation)
        if evaluation is None:
            self.hints.setText("")
            return
        items = "".join(
            f"<li>{'⚠ ' if h.level == 'warning' else ''}{_html(h.text)}</li>"
            for h in evaluation.hints
        )
        speed = ", ".join(f"{k}: {v:.2f}×" for k, v in evaluation.speedups.items())
        self.hints.setText(
            (f"<b>Speed-ups</b>: {_html(speed)}" if speed else "")
            + (f"<ul>{items}</ul>" if items else "")
        )

    def _fill_table(self, evaluation: Evaluation | None) -> None:
        rows = evaluation.rated if evaluation is not None else ()
        self.table.setRowCount(len(rows))
        for i, r in enumerate(rows):
            m = r.measurement
            size = ""
            if m.size is not None:
                size = fmt_bytes(m.size) if m.suite == "transfers" else f"{m.size}"
            if r.efficiency is not None:
                against = f"{100 * r.efficiency:.0f}% of {r.reference_label}"
            else:
                against = r.reference_label
            cells = (
                m.suite,
                m.device,
                m.dtype or m.variant or "",
                size,
                fmt_value(m.value, m.metric),
                m.unit,
                against,
            )
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j in (3, 4):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(i, j, item)

    # --- history and comparison ------------------------------------------------------------

    def earlier_runs(self) -> list[StoredRun]:
        """Runs of this machine in the history (all runs before any run is shown)."""
        if self.history is None:
            return []
        machine_id = self.machine.machine_id if self.machine is not None else None
        return self.history.runs(machine_id, limit=50)

    def refresh_history(self) -> None:
        runs = self.earlier_runs()
        self._history_rows = runs
        self.history_table.setRowCount(len(runs))
        for i, s in enumerate(runs):
            changed = ", ".join(self.machine.differences(s.machine)) if self.machine else ""
            cells = (
                f"#{s.id}",
                time.strftime("%Y-%m-%d %H:%M", time.localtime(s.run.started_at)),
                s.run.tf_version or "?",
                "yes" if s.run.quick else "no",
                _key_figures(s.run),
                changed or "nothing",
                "select to overlay",
            )
            for j, text in enumerate(cells):
                self.history_table.setItem(i, j, QTableWidgetItem(text))

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
                self.status.setText(f"Exported to {self.export(path, fmt)}")
            except OSError as exc:
                self.status.setText(f"Could not export to {path}: {exc.strerror or exc}")

    def closeEvent(self, event: Any) -> None:
        if self._job is not None:
            self._job.cancel()
            self._job.wait()
        if self.history is not None:
            self.history.close()
            self.history = None
        super().closeEvent(event)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _key_figures(run: BenchRun) -> str:
    parts = []
    for device in run.devices():
        mm = [m for m in run.select("matmul", device=device) if m.size]
        if mm:
            best = max(mm, key=lambda m: m.value)
            parts.append(f"{device} {fmt_value(best.value, 'gflops')} GFLOP/s ({best.dtype})")
        tfd = run.find("training", device=device, variant="tf.data")
        if tfd is not None:
            parts.append(f"{device} {fmt_value(tfd.value, 'images_per_s')} img/s")
    return "; ".join(parts)


_windows: list[BenchWindow] = []


def open_bench_window(parent: QWidget | None = None, python: str | None = None) -> BenchWindow:
    """Open (or raise) the benchmark window; the tray calls this."""
    for w in list(_windows):
        try:
            if w.isVisible():
                if python:
                    w.set_python(python)
                w.raise_()
                w.activateWindow()
                return w
        except RuntimeError:  # deleted by Qt
            pass
        _windows.remove(w)
    window = BenchWindow(python=python, parent=None)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    _windows.append(window)
    window.show()
    return window
