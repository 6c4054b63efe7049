"""The process table's columns are one declaration: a column added to it shows in the header,
in the rows of the programs and of their GPUs, sorts, aligns and is sized, with no other edit."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView

from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.ui.monitor import process_model
from tfgpu_gui.ui.monitor.process_model import COLUMNS, Column
from tfgpu_gui.ui.monitor.process_table import ProcessTable

GIB = 1024**3
COMMAND = next(c for c in COLUMNS if c.title == "Command")
MEMORY = next(c for c in COLUMNS if c.title == "GPU memory")
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
PARENT = Column(
    "Parent",
    "The parent process",
    lambda ctx, p: (f"p{p.info.ppid}", p.info.ppid),
    numeric=True,
    per_gpu=lambda ctx, e: (f"on {ctx.gpu_number(e.gpu_index)}", e.gpu_index),
    tooltip=lambda p: f"started by {p.info.ppid}",
)


def _snapshot() -> Snapshot:
    """Bob's run over GPUs 0 and 1 (parent 7), Alice's on GPU 1 alone (parent 3)."""
    bob = ProcessInfo(pid=20, visible=True, user="bob", cmdline=("python", "b.py"), ppid=7)
    alice = ProcessInfo(pid=10, visible=True, user="alice", cmdline=("python", "a.py"), ppid=3)

    def held(info: ProcessInfo, gpu: int, gib: int) -> GpuProcess:
        return GpuProcess(info.pid, gpu, "compute", gib * GIB, 50.0, info)

    gpus = (
        GpuSnapshot(GpuStatic(0, "GPU"), GpuReading(), (held(bob, 0, 4),)),
        GpuSnapshot(GpuStatic(1, "GPU"), GpuReading(), (held(bob, 1, 4), held(alice, 1, 1))),
    )
    return Snapshot(100.0, 100.0, SystemInfo(backend="nvml"), gpus)


def _texts(table: ProcessTable, col: int) -> list[str]:
    return [table.proxy.index(r, col).data() for r in range(table.proxy.rowCount())]


def test_a_column_added_to_the_declaration_is_shown_sorted_and_sized(qtbot, monkeypatch) -> None:
    columns = (*COLUMNS[:2], PARENT, *COLUMNS[2:])  # before the command line, to move the rest
    monkeypatch.setattr(process_model, "COLUMNS", columns)
    table = ProcessTable(me="alice", simulated=True)
    qtbot.addWidget(table)
    table.set_snapshot(_snapshot())
    model, header = table.model, table.view.header()
    titles = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert titles == [c.title for c in columns]
    new, command, memory = (columns.index(c) for c in (PARENT, COMMAND, MEMORY))
    assert model.headerData(new, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == (
        "The parent process"
    )
    # Opened sorted by GPU memory, most first: bob's run (8 GiB) above alice's (1 GiB).
    assert header.sortIndicatorSection() == memory
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert _texts(table, new) == ["p7", "p3"]
    assert _texts(table, command) == ["python b.py", "python a.py"]
    first = table.proxy.index(0, new)
    assert first.data(Qt.ItemDataRole.ToolTipRole) == "started by 7"
    assert first.data(Qt.ItemDataRole.TextAlignmentRole) == RIGHT
    gpu_rows = [table.proxy.index(r, new, first.siblingAtColumn(0)).data() for r in range(2)]
    assert gpu_rows == ["on 0", "on 1"]
    table.view.sortByColumn(new, Qt.SortOrder.AscendingOrder)  # by the parent's pid
    assert _texts(table, new) == ["p3", "p7"]
    # The command line still stretches and carries its tooltip; the new column is fitted.
    assert header.sectionResizeMode(command) == QHeaderView.ResizeMode.Stretch
    assert header.sectionResizeMode(new) == QHeaderView.ResizeMode.Interactive
    tip = table.proxy.index(0, command).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "<p>python a.py</p>"
    fm = table.view.fontMetrics()
    assert header.sectionSize(new) > fm.horizontalAdvance("p7")


def test_the_declaration_says_what_the_table_shows(qtbot) -> None:
    table = ProcessTable(me="alice", simulated=True)
    qtbot.addWidget(table)
    header = table.view.header()
    stretched = [
        c.title
        for i, c in enumerate(table.model.columns)
        if header.sectionResizeMode(i) == QHeaderView.ResizeMode.Stretch
    ]
    assert stretched == ["Command"]
    assert COLUMNS[header.sortIndicatorSection()].title == "GPU memory"
    assert COLUMNS.index(COMMAND) == process_model.COMMAND_COLUMN
