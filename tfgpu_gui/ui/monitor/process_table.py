"""The process table: one row per program (expandable per GPU), sortable, filterable, with a
context menu per process, and a sentence in its place when it is empty."""

from __future__ import annotations

import os
import signal

from PySide6.QtCore import QModelIndex, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.telemetry.programs import Program
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.ui.monitor.process_model import PROCESS_ROLE, ProcessFilter, ProcessModel


class ProcessTable(QWidget):
    """The GPU processes of the latest snapshot.

    Args:
        me: The user whose processes may be terminated (default: the current user).
        simulated: Processes are simulated: nothing is ever signalled.

    Signals:
        message(str): a line for the status bar.
        diagnose_requested(str): diagnose the Python environment of this interpreter path.
    """

    message = Signal(str)
    diagnose_requested = Signal(str)

    def __init__(
        self, me: str | None = None, simulated: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.simulated = simulated
        self.model = ProcessModel(me)
        self.proxy = ProcessFilter(self.model)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.title = QLabel("<b>Processes on the GPUs</b>")
        top.addWidget(self.title)
        top.addStretch(1)
        self.only_mine = QCheckBox("Only &my processes")
        self.only_mine.setAccessibleName("Show only my processes")
        self.only_mine.toggled.connect(self._filter_toggled)
        top.addWidget(self.only_mine)
        layout.addLayout(top)
        self.view = QTreeView()
        self.view.setAccessibleName("Processes using the GPUs")
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        columns = self.model.columns
        for col, column in enumerate(columns):
            if column.initial_sort is not None:
                self.view.sortByColumn(col, column.initial_sort)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setAlternatingRowColors(True)
        self.view.setUniformRowHeights(True)
        self.view.setWordWrap(False)
        self.view.setExpandsOnDoubleClick(True)
        header = self.view.header()
        header.setStretchLastSection(False)
        # Columns are fitted when a longer text appears (see set_snapshot), not measured on
        # every update: ResizeToContents measured every cell at every sample.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for col, column in enumerate(columns):
            if column.stretch:
                header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
            else:
                self.view.resizeColumnToContents(col)
        self._longest = [0] * len(columns)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.empty_label = QLabel()
        self.empty_label.setObjectName("ProcessTableEmpty")
        self.empty_label.setAccessibleName("Why the process table is empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setWordWrap(True)
        self.empty_label.setTextFormat(Qt.TextFormat.PlainText)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.empty_label)
        self._unavailable: str | None = "Waiting for the first reading of the GPUs…"
        layout.addWidget(self.stack)
        self.copy_action = QAction("&Copy command line", self)
        self.copy_action.setShortcut(QKeySequence.StandardKey.Copy)
        self.copy_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.copy_action.triggered.connect(lambda: self.copy_command(self.selected()))
        self.diagnose_action = QAction("&Diagnose this process's Python environment…", self)
        self.diagnose_action.triggered.connect(lambda: self.diagnose(self.selected()))
        self.terminate_action = QAction("&Terminate…", self)
        self.terminate_action.setShortcut(QKeySequence.StandardKey.Delete)
        self.terminate_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.terminate_action.triggered.connect(lambda: self.terminate(self.selected()))
        self.view.addActions([self.copy_action, self.terminate_action])

    def _filter_toggled(self, only: bool) -> None:
        self.proxy.set_only_mine(only)
        self._update_title()

    def _update_title(self) -> None:
        count = self.proxy.rowCount()
        self.title.setText(f"<b>Processes on the GPUs</b> ({count})")
        self._update_empty()

    def empty_reason(self) -> str | None:
        """Why no row is shown, in a sentence; None when rows are shown."""
        if self._unavailable is not None:
            return self._unavailable
        if self.proxy.rowCount() > 0:
            return None
        total = self.model.rowCount()
        if total:
            return (
                f"None of the {total} processes on the GPUs is yours "
                "(untick “Only my processes” to see them)."
            )
        return "No process is using the GPUs right now."

    def _update_empty(self) -> None:
        reason = self.empty_reason()
        if reason is not None and self.empty_label.text() != reason:
            self.empty_label.setText(reason)
        self.stack.setCurrentWidget(self.view if reason is None else self.empty_label)

    def set_unavailable(self, why: str) -> None:
        """No readings: the table says so (``why``: the headline of the reason)."""
        why = why.rstrip(".")
        self._unavailable = f"No processes to show: {why[:1].lower()}{why[1:]}."
        self._update_empty()

    def set_snapshot(self, snapshot: Snapshot) -> None:
        self._unavailable = None
        self.model.set_snapshot(snapshot)
        self._update_title()
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Widen a column when it gets a longer text than it has shown (never narrows)."""
        every = [*self.model.cells, *(c for rows in self.model.child_cells for c in rows)]
        for col, column in enumerate(self.model.columns):
            if column.stretch:
                continue
            longest = max((len(cells[col][0]) for cells in every), default=0)
            if longest > self._longest[col]:
                self._longest[col] = longest
                self.view.resizeColumnToContents(col)

    def set_units(self, binary: bool) -> None:
        self.model.binary = binary

    def selected(self) -> Program | None:
        rows = self.view.selectionModel().selectedRows()
        return self.process_at(rows[0]) if rows else None

    def select(self, index: QModelIndex) -> None:
        """Select the row of ``index`` (of the view's model)."""
        self.view.setCurrentIndex(index)

    def process_at(self, index: QModelIndex) -> Program | None:
        """The program of a row (a GPU row gives the program it belongs to)."""
        proc = index.data(PROCESS_ROLE) if index.isValid() else None
        return proc if isinstance(proc, Program) else None

    def menu_for(self, proc: Program) -> QMenu:
        """The context menu of ``proc``, its actions enabled for what can be done with it."""
        menu = QMenu(self)
        menu.addAction(self.copy_action)
        self.copy_action.setEnabled(bool(proc.info.command))
        menu.addAction(self.diagnose_action)
        self.diagnose_action.setEnabled(proc.info.python is not None)
        if proc.info.python is None:
            self.diagnose_action.setToolTip("Not a Python process")
        menu.addSeparator()
        menu.addAction(self.terminate_action)
        mine = self.model.is_mine(proc) and proc.info.visible
        self.terminate_action.setEnabled(mine)
        self.terminate_action.setText(
            "&Terminate…" if mine else "Terminate (only your own processes)"
        )
        return menu

    def _context_menu(self, pos: QPoint) -> None:
        index = self.view.indexAt(pos)
        proc = self.process_at(index)
        if proc is None:
            return
        self.select(index)
        self.menu_for(proc).popup(self.view.viewport().mapToGlobal(pos))

    def copy_command(self, proc: Program | None) -> None:
        if proc is None or not proc.info.command:
            return
        QGuiApplication.clipboard().setText(proc.info.command)
        self.message.emit(f"Copied the command line of process {proc.pid}.")

    def diagnose(self, proc: Program | None) -> None:
        if proc is None or proc.info.python is None:
            return
        self.diagnose_requested.emit(proc.info.python)

    def terminate(self, proc: Program | None) -> bool:
        """Ask, then send SIGTERM to one of the user's own processes; returns whether sent."""
        if proc is None or not self.model.is_mine(proc):
            return False
        answer = QMessageBox.question(
            self,
            "Terminate process",
            f"Send SIGTERM to process {proc.pid}?\n\n{proc.info.command or ''}\n\n"
            "A training run stops without saving anything it has not checkpointed.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        if self.simulated:
            self.message.emit(f"Process {proc.pid} is simulated: nothing was sent.")
            return True
        try:
            os.kill(proc.pid, signal.SIGTERM)
        except OSError as exc:
            QMessageBox.warning(self, "Terminate process", f"Could not terminate: {exc}")
            return False
        self.message.emit(f"Sent SIGTERM to process {proc.pid}.")
        return True
