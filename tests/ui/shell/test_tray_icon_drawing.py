"""What the tray icon tells at a glance, read from its pixels: a busy GPU green, a half-busy one
amber, an idle one grey, a hot or lost one orange, the pause bars, the error and waiting marks;
which GPUs get a column when there are more than fit; and the tooltip's lines."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap, Qt

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.telemetry.alerts import Alert
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SourceState,
    SystemInfo,
)
from tfgpu_gui.ui.shell import tray_icon
from tfgpu_gui.ui.shell.tray_icon import LOST, MEM, RIM, TILE, GpuLevel

GIB = 1024**3
GREEN, AMBER, GREY = (tray_icon.util_color(u).name() for u in (100, 50, 0))


def _pixel(image: QImage, x: int, y: int) -> str:
    return image.pixelColor(x, y).name()


def _bar(level: GpuLevel, size: int = 22) -> str:
    """The colour at the foot of the one column's utilization bar (22 px: rim 1, pad 3)."""
    return _pixel(tray_icon.draw(size, [level]).toImage(), size // 2, size - 4)


def _colours(image: QImage) -> dict[str, int]:
    counts: dict[str, int] = {}
    for y in range(image.height()):
        for x in range(image.width()):
            c = image.pixelColor(x, y)
            if c.alpha() == 255:
                counts[c.name()] = counts.get(c.name(), 0) + 1
    return counts


def test_the_bar_is_green_when_busy_amber_when_half_busy_grey_when_idle(qtbot):
    assert {GREEN, AMBER, GREY} == {"#3ccf8e", "#f0b429", "#9aa5b1"}
    assert tray_icon.util_color(60).name() == GREEN
    assert tray_icon.util_color(59.9).name() == AMBER
    assert tray_icon.util_color(20).name() == AMBER
    assert tray_icon.util_color(19.9).name() == GREY
    assert _bar(GpuLevel(95, 10)) == GREEN
    assert _bar(GpuLevel(40, 10)) == AMBER
    assert _bar(GpuLevel(5, 10)) == GREY


def test_a_hot_gpu_is_orange_however_busy_and_a_lost_one_fills_its_column(qtbot):
    assert _bar(GpuLevel(95, 10, hot=True)) == LOST.name()
    assert _bar(GpuLevel(5, 10, hot=True)) == LOST.name()
    lost = tray_icon.draw(22, [GpuLevel(None, None, lost=True)]).toImage()
    assert _pixel(lost, 4, 4) == _pixel(lost, 17, 17) == LOST.name()  # top to bottom


def test_the_bar_and_the_memory_fill_are_as_high_as_their_levels(qtbot):
    size, bottom, inner = 22, 19, 16  # rim 1, pad 3: the column runs from y 3 to 18
    image = tray_icon.draw(size, [GpuLevel(50, 25)]).toImage()
    bar = [y for y in range(size) if _pixel(image, 11, y) == AMBER]
    assert bar == list(range(bottom - inner // 2, bottom))  # 50% of 16 px
    across = [x for x in range(size) if _pixel(image, x, bottom - 1) == AMBER]
    assert across == list(range(7, 15))  # half the column's 16 px, in its middle
    memory = [y for y in range(3, bottom) if _pixel(image, 4, y) != _pixel(image, 4, 3)]
    assert memory == list(range(bottom - inner // 4, bottom))  # 25%, beside the bar
    filled = _pixel(image, 4, bottom - 1)
    assert filled not in (TILE.name(), AMBER) and MEM.alpha() < 255  # translucent over the tile
    # an unknown utilization is no bar, a reported 0% the thinnest one
    none = tray_icon.draw(size, [GpuLevel(None, 25)]).toImage()
    assert _pixel(none, 11, bottom - 1) == filled
    zero = tray_icon.draw(size, [GpuLevel(0, 25)]).toImage()
    assert [y for y in range(size) if _pixel(zero, 11, y) == GREY] == [bottom - 1]
    # past 100% (a rounding of the driver's) no higher than the column
    over = tray_icon.draw(size, [GpuLevel(130, 130)]).toImage()
    assert _pixel(over, 11, 2) == _pixel(none, 11, 2)  # the rim's row above the column


def test_each_gpu_has_its_own_column_in_order(qtbot):
    image = tray_icon.draw(32, [GpuLevel(95, 0), GpuLevel(5, 0), GpuLevel(40, 0)]).toImage()
    row = [_pixel(image, x, 26) for x in range(32)]
    seen = [c for i, c in enumerate(row) if c in (GREEN, AMBER, GREY) and c != row[i - 1]]
    assert seen == [GREEN, GREY, AMBER]


def _runs(row: list[str], background: str) -> list[tuple[int, int]]:
    """(start, end) of each stretch of a pixel row that is not ``background``."""
    runs: list[tuple[int, int]] = []
    for x, c in enumerate(row):
        if c != background:
            if runs and runs[-1][1] == x:
                runs[-1] = (runs[-1][0], x + 1)
            else:
                runs.append((x, x + 1))
    return runs


def test_columns_are_as_wide_as_each_other_apart_and_centred(qtbot):
    full = GpuLevel(100, 100)
    image = tray_icon.draw(32, [full] * 3).toImage()  # inner 22 px: 3 x 6 px, 1 px apart
    row = [_pixel(image, x, 20) for x in range(5, 27)]
    assert _runs(row, TILE.name()) == [(1, 7), (8, 14), (15, 21)]
    image = tray_icon.draw(16, [full] * 8).toImage()  # 12 px: 8 x 1 px, no room for gaps
    row = [_pixel(image, x, 8) for x in range(2, 14)]
    assert _runs(row, TILE.name()) == [(2, 10)]
    image = tray_icon.draw(16, [full] * 4).toImage()  # 12 px: 4 x 2 px, 1 px apart
    row = [_pixel(image, x, 8) for x in range(2, 14)]
    assert _runs(row, TILE.name()) == [(0, 2), (3, 5), (6, 8), (9, 11)]
    bars = tray_icon.draw(32, [GpuLevel(100, 0)] * 4).toImage()  # 4 px columns from 6, 2 px bars
    row = [_pixel(bars, x, 20) for x in range(5, 27)]
    assert _runs(row, TILE.name()) == [(2, 4), (7, 9), (12, 14), (17, 19)]
    image = tray_icon.draw(48, [full] * 2).toImage()  # 34 px: 2 x 16 px, 1 px apart
    row = [_pixel(image, x, 30) for x in range(7, 41)]
    assert _runs(row, TILE.name()) == [(0, 16), (17, 33)]


def test_the_picture_key_changes_exactly_when_the_pixels_do(qtbot):
    import random

    rng = random.Random(27)
    values = [None, 0.0, 0.3, 19.9, 20.0, 59.9, 60.0, 99.6, 100.0, 104.0]

    def level() -> GpuLevel:
        if rng.random() < 0.1:
            return GpuLevel(None, None, lost=True)
        util = rng.choice(values) if rng.random() < 0.5 else rng.uniform(0, 100)
        memory = rng.choice(values) if rng.random() < 0.5 else rng.uniform(0, 100)
        return GpuLevel(util, memory, hot=rng.random() < 0.15)

    def nudged(lv: GpuLevel) -> GpuLevel:
        choice = rng.randrange(5)
        if choice == 0:
            return replace(lv, hot=not lv.hot)
        if choice == 1:
            return replace(lv, lost=not lv.lost)
        step = rng.choice((0.05, 0.5, 1.0, 3.0))
        if choice == 2 and lv.util is not None:
            return replace(lv, util=lv.util + rng.choice((-step, step)))
        if choice == 3 and lv.memory is not None:
            return replace(lv, memory=lv.memory + rng.choice((-step, step)))
        return replace(lv, util=rng.choice(values))

    def pixels(levels: list[GpuLevel]) -> list[QImage]:
        return [tray_icon.draw(s, levels).toImage() for s in tray_icon.SIZES]

    # a colour's threshold crossed by a hair: the same heights, another colour
    for a, b in ((19.99, 20.0), (59.99, 60.0)):
        before, after = [GpuLevel(a, 50.0)], [GpuLevel(b, 50.0)]
        assert pixels(before) != pixels(after)
        assert tray_icon.picture_key(before) != tray_icon.picture_key(after)
    same = differ = 0
    for _ in range(150):
        a = [level() for _ in range(rng.choice((1, 2)))]
        b = list(a)
        i = rng.randrange(len(b))
        b[i] = nudged(b[i])
        equal = pixels(a) == pixels(b)
        assert (tray_icon.picture_key(a) == tray_icon.picture_key(b)) == equal, (a, b)
        same += equal
        differ += not equal
    assert same > 20 and differ > 20  # both cases were met


def test_full_and_empty_levels_fill_the_column_exactly_at_every_size(qtbot):
    for size in tray_icon.SIZES:
        rim = max(1, size // 16)
        pad = rim + max(1, size // 10)
        bottom, middle = size - pad, size // 2
        full = tray_icon.draw(size, [GpuLevel(100, 100)]).toImage()
        assert full == tray_icon.draw(size, [GpuLevel(104, 104)]).toImage(), size
        assert _pixel(full, middle, pad) == GREEN, size  # the bar up to the column's top
        assert _pixel(full, pad, pad) not in (TILE.name(), GREEN), size  # and the memory
        assert _pixel(full, middle, pad - 1) != GREEN, size  # not past it
        slight = tray_icon.draw(size, [GpuLevel(None, 0.4)]).toImage()
        assert _pixel(slight, pad, bottom - 1) == TILE.name(), size  # under half a pixel


def test_the_marks_are_an_orange_bang_for_an_error_and_light_dots_while_waiting(qtbot):
    for error, text, color in ((True, "!", LOST), (False, "…", RIM)):
        expected = tray_icon.draw(32, [GpuLevel(None, None)])  # the bare tile
        painter = QPainter(expected)
        tray_icon._draw_mark(painter, 32, text, color)
        painter.end()
        assert tray_icon.draw(32, [], error=error).toImage() == expected.toImage()


def test_a_paused_icon_shows_two_pause_bars_on_a_dark_box(qtbot):
    levels = [GpuLevel(100, 100)]
    for size, (x, y, w) in {32: (16, 13, 5), 16: (9, 7, 2)}.items():
        running = tray_icon.draw(size, levels).toImage()
        paused = tray_icon.draw(size, levels, paused=True).toImage()
        middle = y + 2
        assert _pixel(paused, x, middle) == _pixel(paused, x + 2 * w, middle) == RIM.name()
        assert _pixel(paused, x + w, middle) == TILE.name()  # between the bars
        assert _pixel(paused, x - 1, middle) == TILE.name()  # the box around them
        assert _pixel(running, x, middle) != RIM.name()
        assert _pixel(running, x + w, middle) != TILE.name()


def test_the_error_mark_is_orange_and_the_waiting_mark_light(qtbot):
    bare = _colours(tray_icon.draw(32, [GpuLevel(None, None)]).toImage())
    error = _colours(tray_icon.draw(32, [], error=True).toImage())
    waiting = _colours(tray_icon.draw(32, []).toImage())
    assert LOST.name() not in bare
    assert error.get(LOST.name(), 0) > 10
    assert waiting.get(RIM.name(), 0) > bare.get(RIM.name(), 0) + 4
    assert LOST.name() not in waiting
    # an error shows even with GPUs to draw
    assert tray_icon.draw(32, [GpuLevel(95, 90)], error=True).toImage() == (
        tray_icon.draw(32, [], error=True).toImage()
    )


def test_the_picture_key_tells_hot_lost_and_error_apart(qtbot):
    key = tray_icon.picture_key
    busy = GpuLevel(80, 50)
    assert key([busy]) != key([replace(busy, hot=True)])  # same heights, orange
    assert key([busy]) != key([GpuLevel(None, None, lost=True)])
    assert key([busy]) != key([GpuLevel(None, 50)])  # no bar
    assert key([busy], error=True) == key([GpuLevel(5, 5)], error=True)  # the mark alone
    assert key([busy], error=True) != key([busy], paused=True, error=True)
    assert key([], paused=True) != key([])
    assert key([busy]) != key([busy, busy])


def _gpu(index: int, util: float | None, temp: float | None = 50.0, **kw: object) -> GpuSnapshot:
    reading = GpuReading(
        util_gpu_percent=util,
        memory_used_bytes=6 * GIB,
        memory_total_bytes=24 * GIB,
        temperature_c=temp,
    )
    return GpuSnapshot(GpuStatic(index, "NVIDIA RTX A5000"), reading, **kw)  # type: ignore[arg-type]


def _snapshot(*gpus: GpuSnapshot, sources: tuple[SourceState, ...] = ()) -> Snapshot:
    return Snapshot(1000.0, 1000.0, SystemInfo(backend="nvml"), tuple(gpus), sources)


def test_a_gpu_is_hot_from_the_threshold_and_lost_without_a_reading():
    snap = _snapshot(
        _gpu(0, 40, 84.9),
        _gpu(1, 40, 85.0),
        _gpu(2, 40, None),
        GpuSnapshot(GpuStatic(3, "x"), None),
        replace(_gpu(4, 40), lost=True),
    )
    got = tray_icon.levels(snap)
    assert got[:3] == [GpuLevel(40, 25.0), GpuLevel(40, 25.0, hot=True), GpuLevel(40, 25.0)]
    assert got[3] == got[4] == GpuLevel(None, None, lost=True)
    assert [lv.hot for lv in tray_icon.levels(snap, hot_c=70.0)][:3] == [True, True, False]
    assert tray_icon.levels(None) == []


def test_with_more_gpus_than_columns_the_lost_hot_and_busiest_are_drawn_in_order():
    utils = [10.0, 90.0, 20.0, 80.0, 30.0, 70.0, 40.0, 60.0, 50.0, 5.0, 0.0]
    gpus = [_gpu(i, u) for i, u in enumerate(utils)]
    gpus[0] = replace(gpus[0], lost=True)
    gpus[10] = _gpu(10, 0.0, 90.0)  # idle but hot
    got = tray_icon.levels(_snapshot(*gpus))
    assert len(got) == tray_icon.MAX_ICON_GPUS == 8
    # GPU 0 (lost), 10 (hot), then the six busiest (1, 3, 5, 7, 8, 6), in the GPUs' order
    assert got == [
        GpuLevel(None, None, lost=True),
        GpuLevel(90.0, 25.0),
        GpuLevel(80.0, 25.0),
        GpuLevel(70.0, 25.0),
        GpuLevel(40.0, 25.0),
        GpuLevel(60.0, 25.0),
        GpuLevel(50.0, 25.0),
        GpuLevel(0.0, 25.0, hot=True),
    ]
    unknown = [_gpu(i, 50.0) for i in range(7)] + [_gpu(7, None), _gpu(8, 0.5)]
    picked = tray_icon.levels(_snapshot(*unknown))
    assert picked[-1] == GpuLevel(0.5, 25.0)  # a GPU without a utilization ranks as idle
    eight = [_gpu(i, 0.0) for i in range(8)]
    assert len(tray_icon.levels(_snapshot(*eight))) == 8  # all shown, none ranked


def test_the_status_lines_without_readings_and_for_the_gpus_past_eight():
    assert tray_icon.status_lines(None) == ["No GPU reading yet"]
    assert tray_icon.status_lines(_snapshot()) == ["No GPU found"]
    assert tray_icon.gpu_status_line(GpuSnapshot(GpuStatic(3, "x"), None)) == "GPU 3 · no reading"
    lost = GpuSnapshot(GpuStatic(4, "x"), None, lost=True)
    assert tray_icon.gpu_status_line(lost) == "GPU 4 · lost"
    assert tray_icon.gpu_status_line(_gpu(0, 83.0, 69.0)) == "GPU 0 · 83% · 6/24 GiB · 69 °C"
    assert tray_icon.gpu_status_line(_gpu(0, 83.0), binary=False).count("GB") == 1
    ten = GpuSnapshot(
        GpuStatic(0, "x"), GpuReading(memory_used_bytes=4 * GIB, memory_total_bytes=10 * GIB)
    )
    assert tray_icon.gpu_status_line(ten) == "GPU 0 · n/a · 4/10 GiB · n/a"
    one = _snapshot(_gpu(0, 83.0))
    assert "GiB" in tray_icon.status_lines(one)[0]
    assert "GB" in tray_icon.status_lines(one, binary=False)[0]
    rest = [_gpu(8, 30.0), _gpu(9, None), _gpu(10, 60.0), replace(_gpu(11, None), lost=True)]
    lines = tray_icon.status_lines(_snapshot(*[_gpu(i, 1.0) for i in range(8)], *rest))
    assert len(lines) == 9
    assert lines[-1] == "+ 4 more GPUs · 45% on average · 1 lost"  # of the two reported
    quiet = tray_icon.status_lines(_snapshot(*[_gpu(i, 1.0) for i in range(8)], _gpu(8, None)))
    assert quiet[-1] == "+ 1 more GPUs"


def test_the_latest_alert_line_says_when_and_cuts_a_long_title():
    assert tray_icon.alert_line(None) is None
    hot = Alert("thermal", 0, "GPU 0 is hot (88 °C)", "Improve the airflow.")
    assert tray_icon.alert_line(hot, "14:02") == "Last alert (14:02): GPU 0 is hot (88 °C)"
    assert tray_icon.alert_line(hot) == "Last alert: GPU 0 is hot (88 °C)"
    long = tray_icon.alert_line(replace(hot, title="x" * 300))
    assert long is not None and len(long) == len("Last alert: ") + 100 and long.endswith("…")


def test_the_tooltip_names_the_process_with_most_gpu_memory_and_failing_sources():
    def proc(pid: int, gpu: int, gib: float | None, cmdline: tuple[str, ...] | None) -> GpuProcess:
        info = ProcessInfo(pid, True, name=f"proc{pid}", cmdline=cmdline)
        memory = None if gib is None else int(gib * GIB)
        return GpuProcess(pid, gpu, "compute", memory, None, info)

    small = proc(11, 0, 1.0, ("python", "small.py"))
    unknown = proc(12, 0, None, ("python", "unknown.py"))
    big = proc(13, 1, 9.5, None)  # no command line: its name
    sources = (
        SourceState("lab-1", "ssh", "ok", "fine"),
        SourceState("lab-2", "ssh", "unreachable", "lab-2: no route to host"),
    )
    snap = _snapshot(
        _gpu(0, 50.0, processes=(small, unknown)),
        _gpu(1, 50.0, processes=(big,)),
        sources=sources,
    )
    lines = tray_icon.tooltip(snap, alert="Last alert: GPU 0 is hot").splitlines()
    assert lines[0] == DISPLAY_NAME  # not paused
    assert lines[1:3] == tray_icon.status_lines(snap)
    assert lines[3] == "Last alert: GPU 0 is hot"
    assert lines[4] == "Top: proc13 (pid 13, 9.5 GiB)"
    assert lines[5:] == ["lab-2: no route to host"]
    decimal = tray_icon.tooltip(snap, binary=False).splitlines()
    assert decimal[3] == "Top: proc13 (pid 13, 10.2 GB)" and "GB" in decimal[1]
    first = _snapshot(_gpu(0, 50.0, processes=(unknown, small)))
    assert tray_icon.tooltip(first).splitlines()[-1].startswith("Top: python small.py (pid 11")
    nameless = proc(14, 0, 2.0, None)
    anonymous = replace(nameless, info=replace(nameless.info, name=None))
    alone = _snapshot(_gpu(0, 50.0, processes=(anonymous,)))
    assert tray_icon.tooltip(alone).splitlines()[-1] == "Top: ? (pid 14, 2.0 GiB)"
    wordy = proc(15, 0, 2.0, ("python", "y" * 500))
    loud = SourceState("lab-3", "ssh", "auth", "z" * 500)
    long = _snapshot(_gpu(0, 50.0, processes=(wordy,)), sources=(loud,))
    top, source = tray_icon.tooltip(long).splitlines()[-2:]
    assert top == "Top: " + ("python " + "y" * 40) + "… (pid 15, 2.0 GiB)"  # 48 characters
    assert len(source) == 200 and source.endswith("…")
    paused = tray_icon.tooltip(None, paused=True).splitlines()
    assert paused[0].endswith(" (paused)") and paused[1:] == ["No GPU reading yet"]
    given = tray_icon.tooltip(snap, status=["GPU 0 · 50%"]).splitlines()
    assert given[1] == "GPU 0 · 50%" and given[2].startswith("Top: ")


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_icon_paints_and_sizes_as_its_drawing(qtbot, scale):
    levels = [GpuLevel(95, 90), GpuLevel(10, 30, hot=True)]
    icon = tray_icon.make_icon(levels, paused=True)
    assert not icon.isNull()
    sizes = icon.availableSizes()
    assert [s.width() for s in sizes] == [s.height() for s in sizes] == list(tray_icon.SIZES)
    assert icon.actualSize(QSize(40, 30)) == QSize(30, 30)
    side = round(24 * scale)
    target = QPixmap(side, side)
    target.setDevicePixelRatio(scale)
    target.fill(Qt.GlobalColor.transparent)
    painter = QPainter(target)
    icon.paint(painter, QRect(0, 0, 24, 24))
    painter.end()
    target.setDevicePixelRatio(1.0)
    assert target.toImage() == tray_icon.draw(side, levels, paused=True).toImage()
    engine = tray_icon.TrayIconEngine(levels, True, False)
    normal, off = QIcon.Mode.Normal, QIcon.State.Off
    assert engine.pixmap(QSize(22, 30), normal, off).toImage() == (
        tray_icon.draw(22, levels, paused=True).toImage()
    )
    copy = engine.clone()
    assert isinstance(copy, tray_icon.TrayIconEngine) and copy.key() == engine.key()
    assert (copy.levels, copy.paused, copy.error) == (levels, True, False)
    assert engine.pixmap(QSize(22, 22), normal, off) is not engine.drawn[22]  # a copy given


def test_the_icon_is_drawn_once_per_size(qtbot, monkeypatch):
    drawn = []
    draw = tray_icon.draw
    monkeypatch.setattr(tray_icon, "draw", lambda *a: drawn.append(a[0]) or draw(*a))
    engine = tray_icon.TrayIconEngine([GpuLevel(95, 90)], False, False)
    normal, off = QIcon.Mode.Normal, QIcon.State.Off
    engine.scaledPixmap(QSize(22, 22), normal, off, 2.0)
    engine.scaledPixmap(QSize(22, 22), normal, off, 2.0)
    assert sorted(engine.drawn) == [44] and drawn == [44]
    assert engine.scaledPixmap(QSize(0, 0), normal, off, 1.0).width() == 1  # never empty
    assert QColor(engine.drawn[44].toImage().pixelColor(22, 36)).name() == GREEN  # 44 px: pad 6


def test_the_icon_of_an_error_shows_its_mark(qtbot):
    icon = tray_icon.make_icon([GpuLevel(95, 90)], error=True)
    assert icon.pixmap(22).toImage() == tray_icon.draw(22, [], error=True).toImage()
