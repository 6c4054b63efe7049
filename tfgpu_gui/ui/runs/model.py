"""The table of runs: one row per run (going on first, then recorded), and its sparkline."""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

from tfgpu_gui.telemetry.runs import RunSummary
from tfgpu_gui.text.numbers import NA, fmt_bytes, fmt_duration
from tfgpu_gui.text.safe import for_qt

#: The role under which the sparkline column holds its values (a tuple of percents).
SPARK_ROLE = Qt.ItemDataRole.UserRole + 1
#: The most runs the table shows.
MAX_ROWS = 500

COLUMNS: tuple[str, ...] = (
    "Started",
    "Duration",
    "GPUs",
    "Utilization",
    "Mean util.",
    "Idle",
    "Peak memory",
    "Energy",
    "Command",
)
SPARK_COLUMN = COLUMNS.index("Utilization")
TOOLTIPS = {
    "Idle": "Share of the run's time it held GPU memory while the GPU was mostly idle "
    "(input-bound: often a starved tf.data pipeline)",
    "Energy": "From NVML's energy counter where the GPU has one, else integrated power",
}

_Index = QModelIndex | QPersistentModelIndex


def _when(seconds: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))


def cells(s: RunSummary, binary: bool = True) -> list[str]:
    """The texts of one row (the sparkline column's text is its mean, for screen readers)."""
    idle = s.idle_fraction
    gpus = ",".join(str(g) for g in s.gpus)
    if s.host:
        gpus = f"{for_qt(s.host, 24)}: {gpus}"
    running = s.ended_at is None and s.ended_mono is None
    return [
        _when(s.started_at),
        fmt_duration(s.duration_s) + (" (running)" if running else ""),
        gpus,
        NA if s.util_mean is None else f"{s.util_mean:.0f}%",
        NA if s.util_mean is None else f"{s.util_mean:.0f}%",
        NA if idle is None else f"{100 * idle:.0f}%",
        fmt_bytes(s.memory_peak_bytes, binary=binary),
        NA if s.energy_wh is None else f"{s.energy_wh:.1f} Wh",
        ("possibly out of memory: " if s.possibly_oom else "") + for_qt(s.command, 200),
    ]


class RunsModel(QAbstractTableModel):
    """Runs going on (refreshed with each sample) above the recorded ones, newest first."""

    def __init__(self) -> None:
        super().__init__()
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
        self._cells = [cells(s, self.binary) for s in self._rows]
        self.endResetModel()

    def run(self, row: int) -> RunSummary:
        return self._rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return TOOLTIPS.get(COLUMNS[section])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        run = self._rows[index.row()]
        col = index.column()
        if role == SPARK_ROLE and col == SPARK_COLUMN:
            return run.spark
        if role == Qt.ItemDataRole.DisplayRole and col != SPARK_COLUMN:
            return self._cells[index.row()][col]
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self._cells[index.row()][col]
        if role == Qt.ItemDataRole.ToolTipRole and col == len(COLUMNS) - 1:
            where = f"\nin {for_qt(run.cwd, 200)}" if run.cwd else ""
            return f"{for_qt(run.command, 500)}{where}\nuser {for_qt(run.user, 40)}, pid {run.pid}"
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
