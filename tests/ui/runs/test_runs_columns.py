"""The runs table's columns are one declaration: a column added to it shows in the header and
the cells, with its tooltips, and is sized, with no other edit."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.telemetry.test_runs_export import summary
from tfgpu_gui.ui.runs import model as runs_model
from tfgpu_gui.ui.runs.model import COLUMNS, SPARK_ROLE, Column, SparklineDelegate
from tfgpu_gui.ui.runs.tab import RunsTab

BUSIEST = "97% at the busiest sample"
PEAK = Column(
    "Peak util.",
    lambda s, binary: f"{s.util_peak:.0f}% at the busiest sample",
    tip="The highest utilization of the run",
    tooltip=lambda s: f"peak of pid {s.pid}",
)


def test_a_column_added_to_the_declaration_is_shown_and_sized(qtbot, monkeypatch) -> None:
    columns = (COLUMNS[0], PEAK, *COLUMNS[1:])  # before the sparkline, to move the rest
    monkeypatch.setattr(runs_model, "COLUMNS", columns)
    tab = RunsTab()
    qtbot.addWidget(tab)
    tab.resize(1400, 400)
    tab.set_runs([], [summary(util_peak=97.0, pid=5), summary(util_peak=40.0, pid=6)])
    model, table = tab.model, tab.table
    horizontal = Qt.Orientation.Horizontal
    titles = [model.headerData(c, horizontal) for c in range(model.columnCount())]
    assert titles == [c.title for c in columns]
    new = columns.index(PEAK)
    spark = next(i for i, c in enumerate(columns) if c.title == "Utilization")
    command = next(i for i, c in enumerate(columns) if c.title == "Command")
    assert model.headerData(new, horizontal, Qt.ItemDataRole.ToolTipRole) == (
        "The highest utilization of the run"
    )
    assert [model.index(r, new).data() for r in range(2)] == [BUSIEST, "40% at the busiest sample"]
    assert model.index(0, new).data(Qt.ItemDataRole.AccessibleTextRole) == BUSIEST
    assert model.index(1, new).data(Qt.ItemDataRole.ToolTipRole) == "peak of pid 6"
    fm = table.fontMetrics()
    assert table.columnWidth(new) > fm.horizontalAdvance(BUSIEST)  # fitted to its texts
    # The sparkline moved with its column: its values, its painter and its width.
    assert model.index(0, spark).data(SPARK_ROLE) == (80.0,)
    assert model.index(0, spark).data() is None
    assert isinstance(table.itemDelegateForColumn(spark), SparklineDelegate)
    assert table.itemDelegateForColumn(new) is None
    assert table.columnWidth(spark) == 140
    # The command line keeps its tooltip and still takes the width left.
    assert "user ann, pid 5" in model.index(0, command).data(Qt.ItemDataRole.ToolTipRole)
    assert table.horizontalHeader().stretchLastSection()


def test_the_declaration_says_what_the_table_shows(qtbot) -> None:
    tab = RunsTab()
    qtbot.addWidget(tab)
    sparks = [
        c.title
        for i, c in enumerate(COLUMNS)
        if isinstance(tab.table.itemDelegateForColumn(i), SparklineDelegate)
    ]
    assert sparks == ["Utilization"] == [c.title for c in COLUMNS if c.spark]
    assert [c.title for c in COLUMNS].index("Utilization") == runs_model.SPARK_COLUMN
    assert COLUMNS[-1].stretch and tab.table.horizontalHeader().stretchLastSection()
