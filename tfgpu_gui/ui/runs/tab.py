"""The Runs tab: recent runs with a utilization sparkline each, a comparison of two runs of
one command, and CSV/JSON export."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.telemetry.runs import RunSummary
from tfgpu_gui.telemetry.runs_export import write_runs_csv, write_runs_json
from tfgpu_gui.ui.runs.compare import comparison_html, same_command, summary_html
from tfgpu_gui.ui.runs.model import RunsModel, SparklineDelegate

HINT = (
    "Select a run to see its summary, or two runs of the same command (Ctrl+click) to compare "
    "them side by side. Runs are recorded while the app runs, also hidden in the tray."
)


class RunsTab(QWidget):
    """The table of runs over the comparison panel, with the export buttons.

    Signals:
        message(str): a line for the status bar (export done).
    """

    message = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Training runs")
        self.model = RunsModel()
        self.table = QTableView()
        self.table.setAccessibleName("Recent training runs")
        self.table.setModel(self.model)
        sparkline = SparklineDelegate(self.table)
        for col, column in enumerate(self.model.columns):
            if column.spark:
                self.table.setItemDelegateForColumn(col, sparkline)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(self.model.columns[-1].stretch)
        for col, column in enumerate(self.model.columns):
            if column.width is not None:
                self.table.setColumnWidth(col, column.width)
        self.table.setWordWrap(False)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        self.compare = QLabel(HINT)
        self.compare.setWordWrap(True)
        self.compare.setAccessibleName("Summary of the selected run, or comparison of two")
        self.compare.setTextFormat(Qt.TextFormat.RichText)
        self.compare.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.compare.setMargin(6)
        self.csv_button = QPushButton("Export CS&V…")
        self.json_button = QPushButton("Export &JSON…")
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.json_button.clicked.connect(lambda: self.export("json"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.note, 1)
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.json_button)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        panel = QScrollArea()  # a summary taller than its pane scrolls, never squeezes the table
        panel.setWidgetResizable(True)
        panel.setFrameShape(QFrame.Shape.NoFrame)
        panel.setWidget(self.compare)
        # Tall enough for a run's summary (two columns of six rows) or a few compared rows.
        panel.setMinimumHeight(9 * self.compare.fontMetrics().lineSpacing())
        splitter.addWidget(panel)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)
        self._selected_keys: list[tuple[object, ...]] = []

    # -- data ---------------------------------------------------------------------------------

    def set_runs(self, active: Sequence[RunSummary], recorded: Sequence[RunSummary]) -> None:
        """Show these runs, keeping the selection (by run) across the refresh."""
        keys = self._selected_keys
        rows_before = self.model.rowCount()
        self.model.set_runs(active, recorded)
        if self.model.rowCount() != rows_before:
            self._fit_columns()
        selection = self.table.selectionModel()
        for row in range(self.model.rowCount()):
            run = self.model.run(row)
            if (*run.key, run.started_at) in keys:
                selection.select(
                    self.model.index(row, 0),
                    selection.SelectionFlag.Select | selection.SelectionFlag.Rows,
                )
        self._selection_changed()

    def _fit_columns(self) -> None:
        """Size the text columns to their contents (when rows come or go, not every sample)."""
        for col, column in enumerate(self.model.columns):
            if column.fitted:
                self.table.resizeColumnToContents(col)

    def set_note(self, text: str) -> None:
        """A line next to the buttons (the history could not be read, damaged runs skipped)."""
        self.note.setText(text)

    def selected_runs(self) -> list[RunSummary]:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [self.model.run(r) for r in rows]

    def _selection_changed(self) -> None:
        runs = self.selected_runs()
        self._selected_keys = [(*r.key, r.started_at) for r in runs]
        if len(runs) == 1:
            self.compare.setText(summary_html(runs[0], self.model.binary))
        elif len(runs) != 2:
            self.compare.setText(HINT)
        elif not same_command(*runs):
            self.compare.setText(
                "These two runs are of different commands; select two runs of the same "
                "command to compare them."
            )
        else:
            self.compare.setText(comparison_html(*runs))

    # -- export -------------------------------------------------------------------------------

    def runs_to_export(self) -> list[RunSummary]:
        """The selected runs, or all of them when fewer than two are selected."""
        chosen = self.selected_runs()
        if len(chosen) >= 2:
            return chosen
        return [self.model.run(r) for r in range(self.model.rowCount())]

    def export(self, kind: str, path: Path | None = None) -> Path | None:
        """Write the runs as CSV or JSON (asks where when no ``path``)."""
        if path is None:
            name, filt = (
                ("gpu-runs.csv", "CSV (*.csv)")
                if kind == "csv"
                else (
                    "gpu-runs.json",
                    "JSON (*.json)",
                )
            )
            chosen, _ = QFileDialog.getSaveFileName(self, "Export runs", name, filt)
            if not chosen:
                return None
            path = Path(chosen)
        runs = self.runs_to_export()
        write = write_runs_csv if kind == "csv" else write_runs_json
        try:
            count = write(runs, path)
        except OSError as exc:
            QMessageBox.warning(self, "Export runs", f"Could not write {path}: {exc.strerror}")
            return None
        self.message.emit(f"Exported {count} runs to {path}.")
        return path
