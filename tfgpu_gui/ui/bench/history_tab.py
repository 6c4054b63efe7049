"""The benchmark window's "Earlier runs" tab: the stored runs, under a note on what went wrong.

:class:`~tfgpu_gui.ui.bench.window.BenchWindow` reads the runs from the history
(:class:`~tfgpu_gui.bench.history.History`) and hands them here with what the user should know:
damaged rows that were skipped, a read or a save that failed. The note is hidden when there is
nothing to say.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tfgpu_gui.bench.history import StoredRun, damaged_note
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.ui.bench.panels import fill_history, history_table


class HistoryTab(QWidget):
    """The table of earlier runs (``table``) and the note above it (``note``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = history_table()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.note.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)

    def show_runs(
        self,
        runs: Sequence[StoredRun],
        machine: Machine | None,
        damaged: int = 0,
        problems: Sequence[str] = (),
    ) -> None:
        """List ``runs``; the note gives ``problems`` and how many damaged runs were skipped."""
        fill_history(self.table, runs, machine)
        skipped = damaged_note(damaged)
        notes = [*problems, skipped] if skipped else list(problems)
        self.note.setText(" ".join(f"{n.rstrip('.')}." for n in notes))
        self.note.setVisible(bool(notes))
