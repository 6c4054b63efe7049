"""The table of runs: one row per run (going on first, then recorded), and its sparkline.

Each column is declared once, in :data:`COLUMNS`: its header, its tooltips, the function that
fills its cell and how it is sized. The model and the tab derive everything from that list, so
a new column is one :class:`Column` there.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from tfgpu_gui.telemetry.runs import FINISHED, POSSIBLY_OOM, UNWATCHED, RunSummary
from tfgpu_gui.text.numbers import NA, fmt_bytes, fmt_duration
from tfgpu_gui.text.safe import for_qt

#: The role under which the sparkline column holds its values (a tuple of percents).
SPARK_ROLE = Qt.ItemDataRole.UserRole + 1
#: The most runs the table shows.
MAX_ROWS = 500


@dataclass(frozen=True)
class Column:
    """A column of the runs table, declared once: the view and the model derive from it.

    Attributes:
        title: The header.
        text: The cell's text for a run (``binary``: memory in GiB rather than GB).
        tip: The header's tooltip.
        tooltip: The cell's tooltip for a run.
        spark: The cell is painted as the run's utilization sparkline; its text is read by
            screen readers only.
        width: The starting width in pixels; None: fitted to the texts when rows come or go.
        stretch: The column takes the width the others leave and is not fitted; declared
            last, as Qt stretches the last section (which, unlike a Stretch section, keeps a
            usable width when the others overflow the view).
    """

    title: str
    text: Callable[[RunSummary, bool], str]
    tip: str | None = None
    tooltip: Callable[[RunSummary], str] | None = None
    spark: bool = False
    width: int | None = None
    stretch: bool = False

    @property
    def fitted(self) -> bool:
        """Sized to its contents (neither a fixed width nor stretched)."""
        return self.width is None and not self.stretch


def fmt_when(seconds: float) -> str:
    """When a run started, to the minute, in local time: "2026-03-01 14:05"."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))


#: How a run ended, as the table and the summary panel say it.
ENDING_TEXT = {
    None: "running",
    FINISHED: "finished",
    POSSIBLY_OOM: "possibly out of memory",
    UNWATCHED: "not watched to its end",
}
ENDING_TIP = (
    "finished: its processes went away; possibly out of memory: they went away with the GPU "
    "memory nearly full or climbing; not watched to its end: the app stopped (or switched "
    "GPUs) while it ran. Whether a process exited by itself or was killed is not visible "
    "to the monitor."
)


def ending_text(s: RunSummary) -> str:
    """ "running", "finished", "possibly out of memory" or "not watched to its end"."""
    return ENDING_TEXT.get(s.ending, s.ending or "running")


def _duration(s: RunSummary, binary: bool) -> str:
    return fmt_duration(s.duration_s) + (" (running)" if s.ending is None else "")


def _started_tooltip(s: RunSummary) -> str:
    """When it started, and from when the app watched it when that was later."""
    text = f"Started {fmt_when(s.started_at)}"
    if s.first_seen_at is not None and s.first_seen_at - s.started_at >= 60:
        text += f"; watched from {fmt_when(s.first_seen_at)} (its figures cover that time)"
    return text


def _gpus(s: RunSummary, binary: bool) -> str:
    gpus = ",".join(str(g) for g in s.gpus)
    return f"{for_qt(s.host, 24)}: {gpus}" if s.host else gpus


def _util_mean(s: RunSummary, binary: bool) -> str:
    return NA if s.util_mean is None else f"{s.util_mean:.0f}%"


def _idle(s: RunSummary, binary: bool) -> str:
    idle = s.idle_fraction
    return NA if idle is None else f"{100 * idle:.0f}%"


def _command(s: RunSummary, binary: bool) -> str:
    return for_qt(s.command, 200)


def _command_tooltip(s: RunSummary) -> str:
    where = f"\nin {for_qt(s.cwd, 200)}" if s.cwd else ""
    return f"{for_qt(s.command, 500)}{where}\nuser {for_qt(s.user, 40)}, pid {s.pid}"


#: The table's columns, in order.
COLUMNS: tuple[Column, ...] = (
    Column(
        "Started",
        lambda s, binary: fmt_when(s.started_at),
        tip="When its first process started (or, where that is unknown, when first seen)",
        tooltip=_started_tooltip,
    ),
    Column("Duration", _duration),
    Column("Ended", lambda s, binary: ending_text(s), tip=ENDING_TIP),
    Column("GPUs", _gpus),
    Column("Utilization", _util_mean, spark=True, width=140),
    Column("Mean util.", _util_mean),
    Column(
        "Idle",
        _idle,
        tip="Share of the run's time it held GPU memory while the GPU was mostly idle "
        "(input-bound: often a starved tf.data pipeline)",
    ),
    Column("Peak memory", lambda s, binary: fmt_bytes(s.memory_peak_bytes, binary=binary)),
    Column(
        "Energy",
        lambda s, binary: NA if s.energy_wh is None else f"{s.energy_wh:.1f} Wh",
        tip="From NVML's energy counter where the GPU has one, else integrated power",
    ),
    Column("Command", _command, tooltip=_command_tooltip, stretch=True),
)
#: The sparkline's column (derived from :data:`COLUMNS`).
SPARK_COLUMN = next(i for i, c in enumerate(COLUMNS) if c.spark)

_Index = QModelIndex | QPersistentModelIndex


def cells(s: RunSummary, binary: bool = True, columns: Sequence[Column] = COLUMNS) -> list[str]:
    """The texts of one row (the sparkline column's text is its mean, for screen readers)."""
    return [c.text(s, binary) for c in columns]


class RunsModel(QAbstractTableModel):
    """Runs going on (refreshed with each sample) above the recorded ones, newest first.

    Args:
        columns: The columns shown (by default :data:`COLUMNS`).
    """

    def __init__(self, columns: Sequence[Column] | None = None) -> None:
        super().__init__()
        self.columns: tuple[Column, ...] = tuple(COLUMNS if columns is None else columns)
        self.active: list[RunSummary] = []
        self.recorded: list[RunSummary] = []
        self.binary = True
        self._rows: list[RunSummary] = []
        self._cells: list[list[str]] = []

    def set_runs(self, active: Sequence[RunSummary], recorded: Sequence[RunSummary]) -> None:
        self.beginResetModel()
        self.active = list(active)
        self.recorded = list(recorded)[:MAX_ROWS]
        self._rows = (list(reversed(self.active)) + self.recorded)[:MAX_ROWS]
        self._cells = [cells(s, self.binary, self.columns) for s in self._rows]
        self.endResetModel()

    def run(self, row: int) -> RunSummary:
        return self._rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.columns):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        run = self._rows[index.row()]
        column = self.columns[index.column()]
        if role == SPARK_ROLE and column.spark:
            return run.spark
        if role == Qt.ItemDataRole.DisplayRole and not column.spark:
            return self._cells[index.row()][index.column()]
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._cells[index.row()][index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(run)
        return None


class SparklineDelegate(QStyledItemDelegate):
    """Paints a run's utilization (0-100 %) as a small polyline."""

    color = QColor("#0072B2")

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        if option.state & QStyle.StateFlag.State_Selected:  # type: ignore[attr-defined]
            painter.fillRect(option.rect, option.palette.highlight())  # type: ignore[attr-defined]
        values = index.data(SPARK_ROLE) or ()
        rect = option.rect.adjusted(3, 3, -3, -3)  # type: ignore[attr-defined]
        if len(values) < 2 or rect.width() < 4:
            return
        step = rect.width() / (len(values) - 1)
        points = QPolygonF(
            [
                QPointF(rect.left() + i * step, rect.bottom() - rect.height() * v / 100.0)
                for i, v in enumerate(values)
            ]
        )
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self.color, 1.2))
        painter.drawPolyline(points)
        painter.restore()
