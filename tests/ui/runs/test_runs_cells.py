"""The runs table's model on its own: every cell of a run as the user reads it, the tooltips,
the headers, which rows come first, and the utilization sparkline's pixels."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

from tests.telemetry.test_runs_export import summary
from tfgpu_gui.telemetry.runs import FINISHED, POSSIBLY_OOM, UNWATCHED
from tfgpu_gui.ui.runs.model import (
    COLUMNS,
    MAX_ROWS,
    SPARK_COLUMN,
    SPARK_ROLE,
    Column,
    RunsModel,
    SparklineDelegate,
    cells,
    ending_text,
    fmt_when,
)

GIB = 1024**3
#: 2026-03-01 14:05:30 UTC.
MARCH_1 = 1772373930.0
TITLES = [c.title for c in COLUMNS]
H = Qt.Orientation.Horizontal


@pytest.fixture(autouse=True)
def _utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Times in UTC, whatever the machine's zone."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def _cell(run, title: str, binary: bool = True) -> str:
    return cells(run, binary)[TITLES.index(title)]


def _model(qtbot, active=(), recorded=()) -> RunsModel:
    del qtbot  # a QApplication for the model
    model = RunsModel()
    model.set_runs(list(active), list(recorded))
    return model


def test_every_cell_of_a_finished_run():
    run = summary(started_at=MARCH_1, duration_s=120.0, gpus=(0, 3), util_mean=87.5)
    assert cells(run) == [
        "2026-03-01 14:05",
        "2m00s",
        "finished",
        "0,3",
        "88%",
        "88%",
        "25%",  # 30 s input-bound of 120 s
        "18.0 GiB",
        "8.5 Wh",
        "python train.py --lr 0.1",
    ]
    assert _cell(run, "Peak memory", binary=False) == "19.3 GB"
    assert cells(run, False, [COLUMNS[TITLES.index("Peak memory")]]) == ["19.3 GB"]


def test_a_run_going_on_says_so_and_what_is_not_known_is_na():
    run = summary(
        ending=None, duration_s=59.9, util_mean=None, memory_peak_bytes=None, energy_wh=None
    )
    assert _cell(run, "Duration") == "59s (running)"
    assert _cell(run, "Ended") == "running"
    assert _cell(run, "Mean util.") == "n/a"
    assert _cell(run, "Peak memory") == "n/a"
    assert _cell(run, "Energy") == "n/a"
    empty = summary(duration_s=0.0, input_bound_s=0.0)
    assert _cell(empty, "Idle") == "n/a"  # an empty run has no idle share, not 0%
    assert _cell(empty, "Duration") == "0s"
    assert _cell(summary(input_bound_s=0.0), "Idle") == "0%"
    assert _cell(summary(input_bound_s=120.0), "Idle") == "100%"  # starved all along


def test_how_a_run_ended_in_words():
    assert ending_text(summary(ending=None)) == "running"
    assert ending_text(summary(ending=FINISHED)) == "finished"
    assert ending_text(summary(ending=POSSIBLY_OOM)) == "possibly out of memory"
    assert ending_text(summary(ending=UNWATCHED)) == "not watched to its end"
    # an ending a newer version stored: said as it is, not as "running"
    assert ending_text(summary(ending="killed by the scheduler")) == "killed by the scheduler"
    assert ending_text(summary(ending="")) == "running"


def test_a_remote_run_names_its_host_before_its_gpus():
    assert _cell(summary(host="lab-1", gpus=(2,)), "GPUs") == "lab-1: 2"
    assert _cell(summary(host=None, gpus=(1, 2, 7)), "GPUs") == "1,2,7"
    long = _cell(summary(host="h" * 40, gpus=(0,)), "GPUs")
    assert long == "h" * 23 + "…: 0"  # the host cut at 24 characters


def test_when_a_run_started_to_the_minute_in_local_time(monkeypatch):
    assert fmt_when(MARCH_1) == "2026-03-01 14:05"
    monkeypatch.setenv("TZ", "Asia/Kolkata")
    time.tzset()
    assert fmt_when(MARCH_1) == "2026-03-01 19:35"


def test_the_started_tooltip_says_when_the_app_began_watching_if_a_minute_later():
    tip = COLUMNS[TITLES.index("Started")].tooltip
    assert tip is not None
    assert tip(summary(started_at=MARCH_1)) == "Started 2026-03-01 14:05"
    assert tip(summary(started_at=MARCH_1, first_seen_at=MARCH_1 + 59.9)) == (
        "Started 2026-03-01 14:05"
    )
    assert tip(summary(started_at=MARCH_1, first_seen_at=MARCH_1 + 60)) == (
        "Started 2026-03-01 14:05; watched from 2026-03-01 14:06 (its figures cover that time)"
    )


def test_the_command_cell_and_its_tooltip():
    command = COLUMNS[TITLES.index("Command")]
    assert command.tooltip is not None
    run = summary(command="python train.py", cwd="/home/ann/proj", user="ann", pid=77)
    assert command.tooltip(run) == "python train.py\nin /home/ann/proj\nuser ann, pid 77"
    assert command.tooltip(replace(run, cwd=None)) == "python train.py\nuser ann, pid 77"
    assert command.tooltip(replace(run, cwd="")) == "python train.py\nuser ann, pid 77"
    # long texts cut: the cell at 200, the tooltip's command at 500, directory 200, user 40
    long = replace(run, command="c" * 900, cwd="d" * 900, user="u" * 90)
    assert _cell(long, "Command") == "c" * 199 + "…"
    first, where, who = command.tooltip(long).split("\n")
    assert first == "c" * 499 + "…"
    assert where == "in " + "d" * 199 + "…"
    assert who == "user " + "u" * 39 + "…, pid 77"
    # a line break in a command is shown, not obeyed: the row stays one line high
    assert _cell(replace(run, command="a\nb"), "Command") == "a\\nb"


def test_headers_and_their_tooltips(qtbot):
    model = _model(qtbot)
    assert [model.headerData(c, H) for c in range(model.columnCount())] == TITLES
    tips = [model.headerData(c, H, Qt.ItemDataRole.ToolTipRole) for c in range(len(TITLES))]
    assert tips[TITLES.index("Ended")].startswith("finished: its processes went away;")
    assert tips[TITLES.index("Duration")] is None
    assert model.headerData(0, H, Qt.ItemDataRole.DisplayRole) == "Started"
    # no vertical header text, nothing past the ends, no other role
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(-1, H) is None
    assert model.headerData(len(TITLES), H) is None
    assert model.headerData(len(TITLES) - 1, H) == "Command"
    assert model.headerData(0, H, Qt.ItemDataRole.FontRole) is None


def test_runs_going_on_come_first_newest_first_then_the_recorded(qtbot):
    a, b = summary(pid=1, ending=None), summary(pid=2, ending=None)
    old = [summary(pid=10 + i) for i in range(3)]
    model = _model(qtbot, active=[a, b], recorded=old)
    assert [model.run(r).pid for r in range(model.rowCount())] == [2, 1, 10, 11, 12]
    assert model.active == [a, b] and model.recorded == old
    command = TITLES.index("Duration")
    assert model.index(0, command).data() == "2m00s (running)"
    assert model.index(2, command).data() == "2m00s"


def test_the_table_shows_at_most_500_runs(qtbot):
    recorded = [summary(pid=i) for i in range(MAX_ROWS + 3)]
    model = _model(qtbot, recorded=recorded)
    assert model.rowCount() == MAX_ROWS == 500
    assert len(model.recorded) == MAX_ROWS
    assert model.run(MAX_ROWS - 1).pid == MAX_ROWS - 1
    going = [summary(pid=1000 + i, ending=None) for i in range(2)]
    model.set_runs(going, recorded)
    assert model.rowCount() == MAX_ROWS
    assert [model.run(r).pid for r in (0, 1, 2)] == [1001, 1000, 0]
    assert model.run(MAX_ROWS - 1).pid == MAX_ROWS - 3


def test_the_table_is_empty_before_the_first_runs(qtbot):
    del qtbot
    model = RunsModel()
    assert model.rowCount() == 0 and model.columnCount() == len(COLUMNS)


def test_a_table_of_rows_has_no_children(qtbot):
    model = _model(qtbot, recorded=[summary()])
    assert model.rowCount() == 1 and model.columnCount() == len(COLUMNS)
    child = model.index(0, 0)
    assert model.rowCount(child) == 0 and model.columnCount(child) == 0
    assert model.rowCount(QModelIndex()) == 1
    assert model.data(QModelIndex()) is None


def test_each_role_of_a_cell(qtbot):
    run = summary(spark=(10.0, 60.0, 90.0), util_mean=53.0)
    model = _model(qtbot, recorded=[run])
    spark = model.index(0, SPARK_COLUMN)
    ended = model.index(0, TITLES.index("Ended"))
    command = model.index(0, TITLES.index("Command"))
    # the sparkline's values, painted; its text for screen readers only
    assert spark.data(SPARK_ROLE) == (10.0, 60.0, 90.0)
    assert spark.data() is None
    assert spark.data(Qt.ItemDataRole.AccessibleTextRole) == "53%"
    assert ended.data(SPARK_ROLE) is None
    assert ended.data() == "finished" == ended.data(Qt.ItemDataRole.AccessibleTextRole)
    assert ended.data(Qt.ItemDataRole.ToolTipRole) is None
    assert command.data(Qt.ItemDataRole.ToolTipRole) == (
        "python train.py --lr 0.1\nin /home/ann\nuser ann, pid 4242"
    )
    assert command.data(Qt.ItemDataRole.ForegroundRole) is None
    assert command.data(Qt.ItemDataRole.EditRole) is None


def test_memory_in_gib_by_default_and_gb_when_told(qtbot):
    model = _model(qtbot, recorded=[summary(memory_peak_bytes=18 * GIB)])
    peak = TITLES.index("Peak memory")
    assert model.binary is True
    assert model.index(0, peak).data() == "18.0 GiB"
    model.binary = False
    model.set_runs([], [summary(memory_peak_bytes=18 * GIB)])
    assert model.index(0, peak).data() == "19.3 GB"


def test_a_model_given_its_own_columns(qtbot):
    del qtbot
    only = Column("PID", lambda s, binary: f"pid {s.pid}", tooltip=lambda s: "the process")
    model = RunsModel([only])
    model.set_runs([], [summary(pid=9)])
    assert model.columnCount() == 1 and model.columns == (only,)
    assert model.index(0, 0).data() == "pid 9"
    assert model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole) == "the process"
    assert RunsModel().columns == COLUMNS


# The sparkline, from its pixels.

WHITE = QColor("white")


def _paint(
    qtbot, values: tuple[float, ...], width: int = 100, height: int = 30, selected: bool = False
) -> QImage:
    model = _model(qtbot, recorded=[summary(spark=values)])
    image = QImage(width + 20, height + 20, QImage.Format.Format_ARGB32)
    image.fill(WHITE)
    option = QStyleOptionViewItem()
    option.rect = QRect(10, 10, width, height)
    if selected:
        option.state = QStyle.StateFlag.State_Selected
    option.palette.setColor(option.palette.ColorRole.Highlight, QColor("#ff0000"))
    painter = QPainter(image)
    SparklineDelegate().paint(painter, option, model.index(0, SPARK_COLUMN))
    painter.end()
    return image


def _inked(image: QImage) -> set[tuple[int, int]]:
    """The pixels the line darkened (blue-ish, not white)."""
    out = set()
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.red() < 200 and c.blue() > c.red():
                out.add((x, y))
    return out


def test_the_sparkline_spans_the_cell_inside_a_3px_margin(qtbot):
    # a flat 50%: one row half-way between the inner rectangle's top and bottom
    ink = _inked(_paint(qtbot, (50.0, 50.0)))
    xs = sorted({x for x, _ in ink})
    ys = {y for _, y in ink}
    # cell x 10..109; inside 13..106; bottom 36, height 24: 50% at 24
    assert xs[0] in (12, 13) and xs[-1] in (106, 107)
    assert min(ys) >= 23 and max(ys) <= 25


def test_the_sparkline_goes_from_bottom_at_0_to_top_at_100(qtbot):
    ink = _inked(_paint(qtbot, (0.0, 100.0)))
    left = {y for x, y in ink if x == 14}
    right = {y for x, y in ink if x == 105}
    assert left and max(left) >= 35 and min(left) >= 33  # near the inner bottom, 36
    assert right and min(right) <= 14 and max(right) <= 16  # near the inner top, 13
    # three values: the middle one half-way across
    ink = _inked(_paint(qtbot, (0.0, 100.0, 0.0)))
    top = min(y for _, y in ink)
    assert {x for x, y in ink if y == top} <= {58, 59, 60, 61}


def _row_ink(image: QImage, x: int = 60) -> list[int]:
    """How far each row of a column is from white (red channel: the blue line has little)."""
    return [255 - image.pixelColor(x, y).red() for y in range(image.height())]


def test_0_and_100_percent_are_exactly_the_inner_bottom_and_top(qtbot):
    # the cell at y 10..39, inside the margins 13..36: 100% at 36 - 24 = 12, 0% at 36; a
    # 1.2 px line centred on a pixel edge inks the two rows beside it alike, and no other
    top = _row_ink(_paint(qtbot, (100.0, 100.0)))
    assert [y for y, ink in enumerate(top) if ink > 10] == [11, 12]
    assert abs(top[11] - top[12]) <= 10
    # 1.2 px thick: a column's ink adds up to 1.2 rows of the line's colour
    assert 285 <= sum(top) <= 330
    bottom = _row_ink(_paint(qtbot, (0.0, 0.0)))
    assert [y for y, ink in enumerate(bottom) if ink > 10] == [35, 36]
    assert abs(bottom[35] - bottom[36]) <= 10


def test_the_sparkline_is_smooth(qtbot):
    # antialiased: a slope has pixels part way between the line's colour and the white
    image = _paint(qtbot, (0.0, 100.0))
    shades = {255 - image.pixelColor(x, y).red() for x, y in _inked(image)}
    assert len([s for s in shades if 40 < s < 215]) > 10


def test_the_sparkline_is_drawn_in_its_blue(qtbot):
    image = _paint(qtbot, (50.0, 50.0, 50.0))
    darkest = min(
        (image.pixelColor(60, y) for y in range(image.height())), key=lambda c: c.lightness()
    )
    # antialiased at 1.2 px across two rows: #0072B2 blended with the white, its hue kept
    assert 196 <= darkest.hue() <= 206 and darkest.saturation() > 100


def test_a_sparkline_needs_two_values_and_room(qtbot):
    assert _inked(_paint(qtbot, ())) == set()
    assert _inked(_paint(qtbot, (50.0,))) == set()
    assert _inked(_paint(qtbot, (50.0, 50.0)))
    # 4 px inside the margins is enough; 3 is not
    assert _inked(_paint(qtbot, (50.0, 50.0), width=10))
    assert _inked(_paint(qtbot, (50.0, 50.0), width=9)) == set()


def test_a_selected_sparkline_is_painted_over_the_highlight(qtbot):
    image = _paint(qtbot, (50.0, 50.0), selected=True)
    assert image.pixelColor(11, 11) == QColor("#ff0000")  # the cell's corner
    assert image.pixelColor(109, 39) == QColor("#ff0000")
    assert image.pixelColor(9, 9) == WHITE and image.pixelColor(110, 40) == WHITE
    assert image.pixelColor(60, 24) != QColor("#ff0000")  # the line over it
    assert _paint(qtbot, (50.0, 50.0)).pixelColor(11, 11) == WHITE
    # a selected cell without values is still highlighted
    assert _paint(qtbot, (), selected=True).pixelColor(50, 20) == QColor("#ff0000")


def test_painting_leaves_the_painter_as_it_was(qtbot):
    model = _model(qtbot, recorded=[summary(spark=(10.0, 90.0))])
    image = QImage(120, 50, QImage.Format.Format_ARGB32)
    image.fill(WHITE)
    option = QStyleOptionViewItem()
    option.rect = QRect(10, 10, 100, 30)
    painter = QPainter(image)
    pen = painter.pen()
    SparklineDelegate().paint(painter, option, model.index(0, SPARK_COLUMN))
    assert painter.pen() == pen
    assert not painter.testRenderHint(QPainter.RenderHint.Antialiasing)
    painter.end()
