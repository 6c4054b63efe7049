"""The processes using the GPUs as a Qt tree model: one row per program, one child per GPU.

NVML lists a process once per GPU it uses; a MirroredStrategy run over 8 GPUs is one row
here (:func:`~tfgpu_gui.telemetry.programs.group_programs`), its GPUs listed ("0–7"), its GPU
memory summed, and its per-GPU memory and SM % one level down (only for a program on more
than one GPU).

User names and command lines are chosen by whoever started the process: cells show them
through :func:`~tfgpu_gui.text.safe.for_qt` and the command's tooltip through
:func:`~tfgpu_gui.text.safe.for_qt_html` (a tooltip is rich text when it looks like HTML);
:attr:`Program.info` keeps the real text, which the copy action copies.

Each column is declared once, in :data:`COLUMNS`: its header, its tooltips, the functions that
fill its cells (a program's row and, where it has one, a GPU's row), its alignment, whether it
stretches and the first sort. The model and the table derive everything from that list, so a
new column is one :class:`Column` there.
"""

from __future__ import annotations

import getpass
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

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

#: The longest user name, command line (in a cell) and tooltip shown; longer ones are cut.
USER_MAX = 32
COMMAND_MAX = 1000
TOOLTIP_MAX = 4000

Cell = tuple[str, object]  # (display text, sort value)
Cells = tuple[Cell, ...]  # the cells of a row, one per column


@dataclass(frozen=True)
class RowContext:
    """What a cell reads besides its program: the snapshot's time, the units, GPU numbers."""

    now: float = 0.0
    binary: bool = True
    numbers: Mapping[int, int] = field(default_factory=dict)  # GPU index -> on its host
    hosts: Mapping[int, str | None] = field(default_factory=dict)  # GPU index -> its host

    def gpu_number(self, gpu_index: int) -> int:
        """A GPU's number as its host numbers it (remote GPUs), else the snapshot's index."""
        return self.numbers.get(gpu_index, gpu_index)

    def host_prefix(self, gpu_index: int) -> str:
        """ "gpu-server-01: " before a remote GPU's number (its host in the GPU's own cell,
        wherever the Host column is scrolled to); nothing on this computer."""
        host = self.hosts.get(gpu_index)
        return f"{for_qt(host, 64)}: " if host else ""


@dataclass(frozen=True)
class Column:
    """A column of the table, declared once: the model and the view derive everything from it.

    Attributes:
        title: The header.
        tip: The header's tooltip.
        cell: A program's cell: its text and the value it sorts by.
        numeric: Right-aligned.
        per_gpu: A program's cell in the row of one of its GPUs (blank when None).
        tooltip: A program's cell tooltip (None: no tooltip).
        stretch: The column takes the width the others leave and is never fitted to its texts.
        initial_sort: The table is sorted by this column in this order when it opens.
    """

    title: str
    tip: str
    cell: Callable[[RowContext, Program], Cell]
    numeric: bool = False
    per_gpu: Callable[[RowContext, GpuProcess], Cell] | None = None
    tooltip: Callable[[Program], str | None] | None = None
    stretch: bool = False
    initial_sort: Qt.SortOrder | None = None


def _sort_figure(value: float | None) -> object:
    """The sort value of a figure: unknown sorts below every known one."""
    return -1 if value is None else value


def _sort_bytes(value: int | None) -> int:
    """The sort value of an amount of memory: none or unknown sorts below every other."""
    return value or -1


def _sort_key(value: object) -> object:
    """A cell's sort value as Qt gets it: every number a float. PySide hands Qt a Python int as
    a 32-bit int when it fits and as a 64-bit one when it does not, and Qt's sort compares the
    two wrongly (1 GiB of memory sorted above 6 GiB)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    return value


def _command(ctx: RowContext, prog: Program) -> Cell:
    info = prog.info
    text = for_qt(info.command, COMMAND_MAX) or (NA if info.visible else "(in another container)")
    return text, info.command or ""


def _command_tooltip(prog: Program) -> str | None:
    command = prog.info.command
    # <p> makes the tooltip rich text always, so the escaped text shows as written.
    return f"<p>{for_qt_html(command, TOOLTIP_MAX)}</p>" if command else None


def _gpus(ctx: RowContext, prog: Program) -> Cell:
    host = ctx.host_prefix(prog.gpus[0]) if prog.gpus else ""
    return host + gpu_list(ctx.gpu_number(i) for i in prog.gpus), prog.gpus


def _gpu(ctx: RowContext, entry: GpuProcess) -> Cell:
    host = ctx.host_prefix(entry.gpu_index)
    return f"{host}GPU {ctx.gpu_number(entry.gpu_index)}", (entry.gpu_index,)


def _gpus_tooltip(prog: Program) -> str | None:
    if len(prog.gpus) > 1:
        return f"{len(prog.gpus)} GPUs: expand the row for each GPU's memory and SM %"
    return None


def _gpu_memory(ctx: RowContext, held: Program | GpuProcess) -> Cell:
    return fmt_bytes(held.gpu_memory_bytes, ctx.binary), _sort_bytes(held.gpu_memory_bytes)


def _sm(ctx: RowContext, held: Program | GpuProcess) -> Cell:
    return fmt_num(held.sm_percent, "%"), _sort_figure(held.sm_percent)


def _running(ctx: RowContext, prog: Program) -> Cell:
    start = prog.info.create_time
    running = None if start is None else max(0.0, ctx.now - start)
    return fmt_duration(running), _sort_figure(running)


def _tensorflow(ctx: RowContext, prog: Program) -> Cell:
    loaded = prog.info.tensorflow
    return "TF" if loaded else ("?" if loaded is None else ""), bool(loaded)


def _tensorflow_tooltip(prog: Program) -> str:
    return {True: "TensorFlow is loaded", None: "unknown (no access)"}.get(
        prog.info.tensorflow, "TensorFlow is not loaded"
    )


def _container(ctx: RowContext, prog: Program) -> Cell:
    info = prog.info
    return for_qt(info.container, USER_MAX) if info.visible else NA, info.container or ""


#: The table's columns, in order.
COLUMNS: tuple[Column, ...] = (
    Column("PID", "Process id", lambda ctx, p: (str(p.pid), p.pid), numeric=True),
    Column(
        "User",
        "Owner of the process",
        lambda ctx, p: (for_qt(p.info.user or NA, USER_MAX), p.info.user or ""),
    ),
    Column("Command", "Command line", _command, tooltip=_command_tooltip, stretch=True),
    Column(
        "GPUs",
        "The GPUs the process uses (expand the row for each GPU's share)",
        _gpus,
        numeric=True,
        per_gpu=_gpu,
        tooltip=_gpus_tooltip,
    ),
    Column(
        "GPU memory",
        "GPU memory the process holds, on all its GPUs together",
        _gpu_memory,
        numeric=True,
        per_gpu=_gpu_memory,
        initial_sort=Qt.SortOrder.DescendingOrder,
    ),
    Column(
        "SM %",
        "Share of the GPU's streaming multiprocessors, the mean over its GPUs (n/a: not reported)",
        _sm,
        numeric=True,
        per_gpu=_sm,
    ),
    Column(
        "CPU %",
        "CPU use (100% = one core)",
        lambda ctx, p: (fmt_num(p.info.cpu_percent, "%"), _sort_figure(p.info.cpu_percent)),
        numeric=True,
    ),
    Column(
        "RSS",
        "Resident memory in RAM",
        lambda ctx, p: (fmt_bytes(p.info.rss_bytes, ctx.binary), _sort_bytes(p.info.rss_bytes)),
        numeric=True,
    ),
    Column("Running", "Time since the process started", _running, numeric=True),
    Column(
        "TF",
        "TensorFlow is loaded in the process",
        _tensorflow,
        tooltip=_tensorflow_tooltip,
    ),
    Column(
        "Container",
        "Container of the process (docker, podman, Kubernetes pod) from /proc/PID/cgroup; "
        "blank on the host, n/a when the process is in another container",
        _container,
    ),
    Column(
        "Host",
        "The host the GPU is on (empty: this computer)",
        lambda ctx, p: (for_qt(p.host or "", 64), p.host or ""),
    ),
)
#: The command line's column (derived from :data:`COLUMNS`: the one that stretches).
COMMAND_COLUMN = next(i for i, c in enumerate(COLUMNS) if c.stretch)


NO_PARENT = 0  # internalId of a program's row; a GPU row's is its program's row + 1


class ProcessModel(QAbstractItemModel):
    """Programs from the latest snapshot; ``me`` is the user whose processes are "mine".

    Each row's texts and sort values are computed once per snapshot (the view asks for them
    many times per paint); when the programs and their GPUs are the same as before, only the
    cells whose text or value changed are reported (one ``dataChanged`` per level), so the
    view repaints and the sort proxy re-sorts only for what moved.
    """

    def __init__(
        self, me: str | None = None, binary: bool = True, columns: Sequence[Column] | None = None
    ) -> None:
        super().__init__()
        self.me = me if me is not None else getpass.getuser()
        self.columns: tuple[Column, ...] = tuple(COLUMNS if columns is None else columns)
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
        if column < 0 or column >= len(self.columns) or row < 0:
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
        return len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip
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
        ctx = self.context()
        cells = [self._cells(p, ctx) for p in rows]
        children = [
            [self._child_cells(e, ctx) for e in p.per_gpu] if len(p.per_gpu) > 1 else []
            for p in rows
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

    def context(self) -> RowContext:
        """What the cells of the latest snapshot read besides their program."""
        return RowContext(self.now, self.binary, self.numbers, self.hosts)

    def _cells(self, prog: Program, ctx: RowContext | None = None) -> Cells:
        """A program's row: one cell per column."""
        ctx = self.context() if ctx is None else ctx
        return tuple(c.cell(ctx, prog) for c in self.columns)

    def _child_cells(self, entry: GpuProcess, ctx: RowContext | None = None) -> Cells:
        """A program's share of one GPU: the cells of the columns that have one, else blank."""
        ctx = self.context() if ctx is None else ctx
        return tuple(("", 0) if c.per_gpu is None else c.per_gpu(ctx, entry) for c in self.columns)

    def program_at(self, index: Index) -> Program | None:
        """The program of a row, or of the row a GPU row belongs to."""
        if not index.isValid():
            return None
        row = index.row() if index.internalId() == NO_PARENT else int(index.internalId()) - 1
        return self.rows[row] if 0 <= row < len(self.rows) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        column = self.columns[index.column()]
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
            return cells[index.column()][0]
        if role == SORT_ROLE:
            return _sort_key(cells[index.column()][1])
        if role == PROCESS_ROLE:
            return prog
        if role == Qt.ItemDataRole.ToolTipRole and top and column.tooltip is not None:
            return column.tooltip(prog)
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
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
