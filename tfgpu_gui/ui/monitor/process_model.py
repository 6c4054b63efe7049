"""The processes using the GPUs as a Qt table model: one row per (process, GPU).

User names and command lines are chosen by whoever started the process: cells show them
through :func:`~tfgpu_gui.text.safe.for_qt` and the command's tooltip through
:func:`~tfgpu_gui.text.safe.for_qt_html` (a tooltip is rich text when it looks like HTML);
:attr:`GpuProcess.info` keeps the real text, which the copy action copies.
"""

from __future__ import annotations

import getpass
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from tfgpu_gui.telemetry.snapshot import GpuProcess, Snapshot
from tfgpu_gui.text.numbers import NA, fmt_bytes, fmt_duration, fmt_num
from tfgpu_gui.text.safe import for_qt, for_qt_html

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
PROCESS_ROLE = Qt.ItemDataRole.UserRole + 2

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    """A column of the table: its header and its tooltip."""

    title: str
    tip: str
    numeric: bool = False


COLUMNS = (
    Column("PID", "Process id", True),
    Column("User", "Owner of the process"),
    Column("Command", "Command line"),
    Column("GPU", "GPU index", True),
    Column("GPU memory", "GPU memory the process holds", True),
    Column("SM %", "Share of the GPU's streaming multiprocessors (n/a: not reported)", True),
    Column("CPU %", "CPU use (100% = one core)", True),
    Column("RSS", "Resident memory in RAM", True),
    Column("Running", "Time since the process started", True),
    Column("TF", "TensorFlow is loaded in the process"),
    Column(
        "Container",
        "Container of the process (docker, podman, Kubernetes pod) from /proc/PID/cgroup; "
        "blank on the host, n/a when the process is in another container",
    ),
    Column("Host", "The host the GPU is on (empty: this computer)"),
)
COMMAND_COLUMN = 2  # the one column that stretches, and carries its full text as tooltip
#: The longest user name, command line (in a cell) and tooltip shown; longer ones are cut.
USER_MAX = 32
COMMAND_MAX = 1000
TOOLTIP_MAX = 4000


Cells = tuple[tuple[str, object], ...]  # (display text, sort value) of each column of a row


class ProcessModel(QAbstractTableModel):
    """Rows from the latest snapshot; ``me`` is the user whose processes are "mine".

    Each row's texts and sort values are computed once per snapshot (the view asks for them
    many times per paint); when the processes are the same as before, only the cells whose
    text or value changed are reported (one ``dataChanged`` over the rows and columns that
    changed), so the view repaints and the sort proxy re-sorts only for what moved.
    """

    def __init__(self, me: str | None = None, binary: bool = True) -> None:
        super().__init__()
        self.me = me if me is not None else getpass.getuser()
        self.binary = binary
        self.rows: list[GpuProcess] = []
        self.cells: list[Cells] = []
        self.now = 0.0
        self.hosts: dict[int, str | None] = {}  # GPU index -> its host (None: this computer)
        self.numbers: dict[int, int] = {}  # GPU index -> its index on its host (remote GPUs)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return COLUMNS[section].tip
        return None

    def is_mine(self, proc: GpuProcess) -> bool:
        """The user's own process on this computer (a remote pid is never "mine" here)."""
        return proc.info.user == self.me and self.hosts.get(proc.gpu_index) is None

    def set_snapshot(self, snapshot: Snapshot) -> None:
        """Show the processes of ``snapshot``, keeping the selection when the rows are the same."""
        rows = [p for gpu in snapshot.gpus for p in gpu.processes]
        self.now = snapshot.wall_time
        self.hosts = {gpu.index: gpu.static.host for gpu in snapshot.gpus}
        self.numbers = {  # a remote GPU is numbered as on its host, beside the Host column
            gpu.index: gpu.static.host_index
            for gpu in snapshot.gpus
            if gpu.static.host is not None and gpu.static.host_index is not None
        }
        cells = [self._cells(p) for p in rows]
        same = [(p.pid, p.gpu_index) for p in rows] == [(p.pid, p.gpu_index) for p in self.rows]
        if not same:
            self.beginResetModel()
            self.rows, self.cells = rows, cells
            self.endResetModel()
            return
        old, self.rows, self.cells = self.cells, rows, cells
        changed = [
            (row, col)
            for row, (before, after) in enumerate(zip(old, cells, strict=True))
            if before != after
            for col, (a, b) in enumerate(zip(before, after, strict=True))
            if a != b
        ]
        if changed:  # one signal: the sort proxy re-sorts once, and only if its column moved
            rows_changed = [r for r, _ in changed]
            cols_changed = [c for _, c in changed]
            self.dataChanged.emit(
                self.index(min(rows_changed), min(cols_changed)),
                self.index(max(rows_changed), max(cols_changed)),
            )

    def _cells(self, proc: GpuProcess) -> Cells:
        info = proc.info
        host = self.hosts.get(proc.gpu_index)
        running = None if info.create_time is None else max(0.0, self.now - info.create_time)
        return (
            (str(proc.pid), proc.pid),
            (for_qt(info.user or NA, USER_MAX), info.user or ""),
            (
                for_qt(info.command, COMMAND_MAX)
                or (NA if info.visible else "(in another container)"),
                info.command or "",
            ),
            (str(self.numbers.get(proc.gpu_index, proc.gpu_index)), proc.gpu_index),
            (fmt_bytes(proc.gpu_memory_bytes, self.binary), proc.gpu_memory_bytes or -1),
            (fmt_num(proc.sm_percent, "%"), -1 if proc.sm_percent is None else proc.sm_percent),
            (fmt_num(info.cpu_percent, "%"), -1 if info.cpu_percent is None else info.cpu_percent),
            (fmt_bytes(info.rss_bytes, self.binary), info.rss_bytes or -1),
            (fmt_duration(running), -1 if running is None else running),
            (
                "TF" if info.tensorflow else ("?" if info.tensorflow is None else ""),
                bool(info.tensorflow),
            ),
            (
                for_qt(info.container, USER_MAX) if info.visible else NA,
                info.container or "",
            ),
            (for_qt(host or "", 64), host or ""),
        )

    def _value(self, proc: GpuProcess, col: int) -> tuple[str, object]:
        return self._cells(proc)[col]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        proc = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.cells[index.row()][col][0]
        if role == SORT_ROLE:
            return self.cells[index.row()][col][1]
        if role == PROCESS_ROLE:
            return proc
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == COMMAND_COLUMN:
                command = proc.info.command
                # <p> makes the tooltip rich text always, so the escaped text shows as written.
                return f"<p>{for_qt_html(command, TOOLTIP_MAX)}</p>" if command else None
            if col == 9:
                return {True: "TensorFlow is loaded", None: "unknown (no access)"}.get(
                    proc.info.tensorflow, "TensorFlow is not loaded"
                )
        if role == Qt.ItemDataRole.TextAlignmentRole and COLUMNS[col].numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class ProcessFilter(QSortFilterProxyModel):
    """Sorts on raw values and optionally keeps only the user's own processes."""

    def __init__(self, source: ProcessModel) -> None:
        super().__init__()
        self.setSourceModel(source)
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)
        self.only_mine = False

    def set_only_mine(self, only: bool) -> None:
        self.beginFilterChange()  # Qt >= 6.9; replaces invalidateFilter()
        self.only_mine = only
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        if not self.only_mine:
            return True
        source = self.sourceModel()
        assert isinstance(source, ProcessModel)
        return source.is_mine(source.rows[row])
