"""The processes using the GPUs as a Qt tree model: one row per program, one child per GPU.

NVML lists a process once per GPU it uses; a MirroredStrategy run over 8 GPUs is one row
here (:func:`~tfgpu_gui.telemetry.programs.group_programs`), its GPUs listed ("0–7"), its GPU
memory summed, and its per-GPU memory and SM % one level down (only for a program on more
than one GPU).

User names and command lines are chosen by whoever started the process: cells show them
through :func:`~tfgpu_gui.text.safe.for_qt` and the command's tooltip through
:func:`~tfgpu_gui.text.safe.for_qt_html` (a tooltip is rich text when it looks like HTML);
:attr:`Program.info` keeps the real text, which the copy action copies.

Columns are data (:data:`COLUMNS`): a column is one :class:`Column` and one cell in
:meth:`ProcessModel._cells` (and :meth:`ProcessModel._child_cells` for the per-GPU rows).
"""

from __future__ import annotations

import getpass
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)

from tfgpu_gui.telemetry.programs import Program, gpu_list, group_programs
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
    Column("GPUs", "The GPUs the process uses (expand the row for each GPU's share)", True),
    Column("GPU memory", "GPU memory the process holds, on all its GPUs together", True),
    Column(
        "SM %",
        "Share of the GPU's streaming multiprocessors, the mean over its GPUs (n/a: not reported)",
        True,
    ),
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
GPU_COLUMN, MEMORY_COLUMN, SM_COLUMN, TF_COLUMN = COLUMNS[3], COLUMNS[4], COLUMNS[5], COLUMNS[9]
#: The longest user name, command line (in a cell) and tooltip shown; longer ones are cut.
USER_MAX = 32
COMMAND_MAX = 1000
TOOLTIP_MAX = 4000


Cells = tuple[tuple[str, object], ...]  # (display text, sort value) of each column of a row


NO_PARENT = 0  # internalId of a program's row; a GPU row's is its program's row + 1


class ProcessModel(QAbstractItemModel):
    """Programs from the latest snapshot; ``me`` is the user whose processes are "mine".

    Each row's texts and sort values are computed once per snapshot (the view asks for them
    many times per paint); when the programs and their GPUs are the same as before, only the
    cells whose text or value changed are reported (one ``dataChanged`` per level), so the
    view repaints and the sort proxy re-sorts only for what moved.
    """

    def __init__(self, me: str | None = None, binary: bool = True) -> None:
        super().__init__()
        self.me = me if me is not None else getpass.getuser()
        self.binary = binary
        self.rows: list[Program] = []
        self.cells: list[Cells] = []
        self.child_cells: list[list[Cells]] = []
        self.now = 0.0
        self.hosts: dict[int, str | None] = {}  # GPU index -> its host (None: this computer)
        self.numbers: dict[int, int] = {}  # GPU index -> its index on its host (remote GPUs)
        self.entries = 0  # NVML's (process, GPU) entries behind the rows

    # -- tree structure -----------------------------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if column < 0 or column >= len(COLUMNS) or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return (
                self.createIndex(row, column, NO_PARENT) if row < len(self.rows) else QModelIndex()
            )
        if parent.internalId() != NO_PARENT or row >= len(self.child_cells[parent.row()]):
            return QModelIndex()
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or index.internalId() == NO_PARENT:
            return QModelIndex()
        return self.createIndex(int(index.internalId()) - 1, 0, NO_PARENT)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        if not parent.isValid():
            return len(self.rows)
        if parent.internalId() != NO_PARENT or parent.column() != 0:
            return 0
        return len(self.child_cells[parent.row()])

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return COLUMNS[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return COLUMNS[section].tip
        return None

    def is_mine(self, proc: Program | GpuProcess) -> bool:
        """The user's own process on this computer (a remote pid is never "mine" here)."""
        host = proc.host if isinstance(proc, Program) else self.hosts.get(proc.gpu_index)
        return proc.info.user == self.me and host is None

    # -- content ------------------------------------------------------------------------------

    def set_snapshot(self, snapshot: Snapshot) -> None:
        """Show the programs of ``snapshot``, keeping the selection when they are the same."""
        rows = group_programs(snapshot)
        self.now = snapshot.wall_time
        self.entries = sum(len(g.processes) for g in snapshot.gpus)
        self.hosts = {gpu.index: gpu.static.host for gpu in snapshot.gpus}
        self.numbers = {  # a remote GPU is numbered as on its host, beside the Host column
            gpu.index: gpu.static.host_index
            for gpu in snapshot.gpus
            if gpu.static.host is not None and gpu.static.host_index is not None
        }
        cells = [self._cells(p) for p in rows]
        children = [
            [self._child_cells(e) for e in p.per_gpu] if len(p.per_gpu) > 1 else [] for p in rows
        ]
        same = [(p.host, p.pid, p.gpus) for p in rows] == [
            (p.host, p.pid, p.gpus) for p in self.rows
        ]
        if not same:
            self.beginResetModel()
            self.rows, self.cells, self.child_cells = rows, cells, children
            self.endResetModel()
            return
        old, old_children = self.cells, self.child_cells
        self.rows, self.cells, self.child_cells = rows, cells, children
        self._report_changes(old, cells, QModelIndex())
        for row, (before, after) in enumerate(zip(old_children, children, strict=True)):
            if before != after:
                self._report_changes(before, after, self.index(row, 0))

    def _report_changes(self, old: list[Cells], new: list[Cells], parent: QModelIndex) -> None:
        """One ``dataChanged`` over the rows and columns that changed under ``parent``."""
        changed = [
            (row, col)
            for row, (before, after) in enumerate(zip(old, new, strict=True))
            if before != after
            for col, (a, b) in enumerate(zip(before, after, strict=True))
            if a != b
        ]
        if changed:  # one signal: the sort proxy re-sorts once, and only if its column moved
            rows_changed = [r for r, _ in changed]
            cols_changed = [c for _, c in changed]
            self.dataChanged.emit(
                self.index(min(rows_changed), min(cols_changed), parent),
                self.index(max(rows_changed), max(cols_changed), parent),
            )

    def _cells(self, prog: Program) -> Cells:
        info = prog.info
        host = prog.host
        running = None if info.create_time is None else max(0.0, self.now - info.create_time)
        return (
            (str(prog.pid), prog.pid),
            (for_qt(info.user or NA, USER_MAX), info.user or ""),
            (
                for_qt(info.command, COMMAND_MAX)
                or (NA if info.visible else "(in another container)"),
                info.command or "",
            ),
            (self._gpu_text(prog), prog.gpus),
            (fmt_bytes(prog.gpu_memory_bytes, self.binary), prog.gpu_memory_bytes or -1),
            (fmt_num(prog.sm_percent, "%"), -1 if prog.sm_percent is None else prog.sm_percent),
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

    def _number(self, gpu_index: int) -> int:
        """A GPU's number as its host numbers it (remote GPUs), else the snapshot's index."""
        return self.numbers.get(gpu_index, gpu_index)

    def _gpu_text(self, prog: Program) -> str:
        return gpu_list(self._number(i) for i in prog.gpus)

    def _child_cells(self, entry: GpuProcess) -> Cells:
        """A program's share of one GPU: the GPU, its memory there and its SM % there."""
        cells: list[tuple[str, object]] = [("", 0)] * len(COLUMNS)
        number = self._number(entry.gpu_index)
        cells[COLUMNS.index(GPU_COLUMN)] = (f"GPU {number}", (entry.gpu_index,))
        cells[COLUMNS.index(MEMORY_COLUMN)] = (
            fmt_bytes(entry.gpu_memory_bytes, self.binary),
            entry.gpu_memory_bytes or -1,
        )
        cells[COLUMNS.index(SM_COLUMN)] = (
            fmt_num(entry.sm_percent, "%"),
            -1 if entry.sm_percent is None else entry.sm_percent,
        )
        return tuple(cells)

    def program_at(self, index: Index) -> Program | None:
        """The program of a row, or of the row a GPU row belongs to."""
        if not index.isValid():
            return None
        row = index.row() if index.internalId() == NO_PARENT else int(index.internalId()) - 1
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        col = index.column()
        top = index.internalId() == NO_PARENT
        prog = self.program_at(index)
        if prog is None:
            return None
        cells = (
            self.cells[index.row()]
            if top
            else self.child_cells[int(index.internalId()) - 1][index.row()]
        )
        if role == Qt.ItemDataRole.DisplayRole:
            return cells[col][0]
        if role == SORT_ROLE:
            return cells[col][1]
        if role == PROCESS_ROLE:
            return prog
        if role == Qt.ItemDataRole.ToolTipRole and top:
            if col == COMMAND_COLUMN:
                command = prog.info.command
                # <p> makes the tooltip rich text always, so the escaped text shows as written.
                return f"<p>{for_qt_html(command, TOOLTIP_MAX)}</p>" if command else None
            if COLUMNS[col] is TF_COLUMN:
                return {True: "TensorFlow is loaded", None: "unknown (no access)"}.get(
                    prog.info.tensorflow, "TensorFlow is not loaded"
                )
            if COLUMNS[col] is GPU_COLUMN and len(prog.gpus) > 1:
                return f"{len(prog.gpus)} GPUs: expand the row for each GPU's memory and SM %"
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
        if not self.only_mine or parent.isValid():  # a GPU row goes with its program
            return True
        source = self.sourceModel()
        assert isinstance(source, ProcessModel)
        return source.is_mine(source.rows[row])
