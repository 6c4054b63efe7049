"""One live plot on its own: the series it draws (seconds before now, units, ratios, clocks as
a share of their maximum, gaps), its axes' ticks and labels, its y range, the alert threshold,
the "n/a" and state words, the hover read-out, its colours in both themes, and the plot
specs of the detail view and the overview."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.metrics import (
    MEM_CLOCK,
    MEM_TOTAL,
    MEM_USED,
    PCIE_RX,
    POWER,
    SM_CLOCK,
    TEMPERATURE,
    UTIL_GPU,
    UTIL_MEM,
)
from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot, GpuStatic, Snapshot, SystemInfo
from tfgpu_gui.text.numbers import GIB
from tfgpu_gui.ui.colors import metric_color, status_color
from tfgpu_gui.ui.monitor.plots import (
    GB,
    LEGEND_HEIGHT,
    OVERVIEW_CURVES,
    SHOWN_STEP_S,
    TEMPERATURE_SPAN_C,
    AgoAxis,
    CurveSpec,
    MetricPlot,
    ValueAxis,
    ago_text,
    detail_specs,
    label_html,
    legend_item,
    mix,
    one_decimal,
    pct,
    plot_unit,
    plot_view,
    shown_seconds,
    span_text,
    two_decimals,
)


class _Series:
    """A history that answers each metric with the (times, values) it was given."""

    def __init__(self, **series: tuple[list[float], list[float]]) -> None:
        self.series_by_key = {
            k: (np.array(t, float), np.array(v, float)) for k, (t, v) in series.items()
        }
        self.asked: list[tuple[int, str, float]] = []

    def series(self, gpu: int, metric: str, seconds: float) -> tuple[np.ndarray, np.ndarray]:
        self.asked.append((gpu, metric, seconds))
        return self.series_by_key.get(metric, (np.empty(0), np.empty(0)))


@pytest.fixture
def view(qtbot) -> pg.GraphicsLayoutWidget:
    widget = plot_view()
    qtbot.addWidget(widget)
    widget.resize(800, 400)
    return widget


def _plot(view, curves, **kwargs) -> MetricPlot:
    item = view.addPlot(axisItems={"bottom": AgoAxis("bottom"), "left": ValueAxis("left")})
    return MetricPlot(item, kwargs.pop("title", "Plot"), curves, **kwargs)


def _y_range(plot: MetricPlot) -> list[float]:
    return [float(v) for v in plot.plot.getViewBox().viewRange()[1]]


def _name(color: str) -> str:
    return QColor(color).name()


def _pen(curve) -> tuple[str, Qt.PenStyle, float]:
    pen = curve.opts["pen"]
    return pen.color().name(), pen.style(), pen.widthF()


# --- The time axis ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("span", "levels"),
    [
        (60, [(30, 0), (10, 0)]),
        (150, [(30, 0), (10, 0)]),
        (151, [(120, 0), (60, 0)]),
        (1000, [(120, 0), (60, 0)]),
        (1001, [(600, 0), (300, 0)]),
        (4000, [(600, 0), (300, 0)]),
        (4001, [(3600, 0), (1200, 0)]),
        (86400, [(3600, 0), (1200, 0)]),
    ],
)
def test_the_time_axis_ticks_by_the_span_shown(qtbot, span, levels):
    axis = AgoAxis("bottom")
    assert axis.tickSpacing(-span, 0, 500) == levels
    assert axis.tickSpacing(-span - 100, -100, 500) == levels  # by the span, not the ends


def test_the_time_axis_says_now_seconds_minutes_then_hours(qtbot):
    axis = AgoAxis("bottom")
    assert axis.tickStrings([0.0, -0.49, 0.49, -0.5, -30.0, -150.0], 1, 10) == [
        "now",
        "now",
        "now",
        "0s",
        "30s",
        "150s",
    ]
    assert axis.tickStrings([0.0, -60.0, -600.0, -7199.0, -7200.0, -9000.0], 1, 60) == [
        "now",
        "1m",
        "10m",
        "120m",
        "2.0h",
        "2.5h",
    ]
    assert axis.tickStrings([-120.0], 1, 59.9) == ["120s"]
    assert axis.tickStrings([-43200.0], 1, 3600) == ["12.0h"]


# --- A plot as built ----------------------------------------------------------------------------
def test_a_plot_is_still_titled_and_unlabelled_by_default(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)], title="GPU 0", y_range=(0.0, 100.0), unit="%")
    item = plot.plot
    assert plot.title == "GPU 0" and item.titleLabel.text == "GPU 0"
    assert not item.menuEnabled()
    assert item.getViewBox().state["mouseEnabled"] == [False, False]
    assert item.buttonsHidden
    assert item.clipToViewMode()
    assert item.downsampleMode()[1:] == (True, "peak")
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        assert axis.grid == int(0.15 * 255)
        assert axis.cacheMode() == QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert item.getViewBox().state["defaultPadding"] == 0.02
    assert _y_range(plot) == [0.0, 100.0]  # fixed, no padding
    assert plot.fixed_y == (0.0, 100.0) and not plot.from_zero and plot.min_span == 0.0
    assert item.getAxis("left").labelText == "%"
    assert plot.legend is None and plot.legend_names() == []  # one line: named by the title
    assert (plot.window_s, plot.shown_s, plot.gpu, plot.frames) == (600.0, 600.0, 0, 0)
    assert plot.unit == "%"


def test_a_plot_follows_its_data_unless_fixed(view):
    follow = _plot(view, [CurveSpec(POWER.key)], unit=" W")
    assert follow.plot.getViewBox().state["autoRange"][1]
    assert follow.plot.getAxis("left").labelText == "W"
    zero = _plot(view, [CurveSpec(POWER.key)], y_range="zero")
    assert zero.from_zero
    assert zero.plot.getAxis("left").labelText == ""
    span = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span")
    assert span.min_span == TEMPERATURE_SPAN_C == 20.0
    wide = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span", min_span=35.0)
    assert wide.min_span == 35.0
    assert _plot(view, [CurveSpec(POWER.key)], min_span=35.0).min_span == 0.0


def test_a_plot_of_several_lines_has_a_one_row_legend_under_its_time_axis(view):
    curves = [CurveSpec(MEM_USED.key), CurveSpec(MEM_TOTAL.key, dashed=True)]
    plot = _plot(view, curves)
    legend = plot.legend
    assert legend is not None and plot.plot.legend is legend
    assert plot.legend_names() == ["Memory used", "Memory total"]
    layout = plot.plot.layout
    assert layout.itemAt(4, 1) is legend
    assert layout.rowMaximumHeight(4) == LEGEND_HEIGHT == 18
    assert layout.alignment(legend) == Qt.AlignmentFlag.AlignHCenter
    assert legend.columnCount == 2
    assert legend.maximumWidth() == pytest.approx(legend.layout.preferredWidth())
    none = _plot(view, curves, legend=False)
    assert none.legend is None and none.legend_names() == []


def test_the_legend_is_compact_and_frameless(qtbot):
    legend = legend_item(3)
    assert legend.columnCount == 3
    assert legend.opts["labelTextSize"] == "8pt"
    assert legend.frame is False
    assert legend.layout.verticalSpacing() == -10
    assert legend.layout.horizontalSpacing() == 10


def test_a_filled_curve_has_its_area_behind_it_from_zero(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key, fill=True), CurveSpec(UTIL_MEM.key)])
    assert list(plot.fills) == [0]
    area = plot.fills[0]
    assert area.opts["fillLevel"] == 0.0 and area.opts["pen"] is None
    assert area.zValue() == -10 and area in plot.plot.items
    assert all(c.zValue() > area.zValue() for c in plot.curves)


def test_the_empty_plots_words_and_the_read_out_start_hidden(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    assert plot.na_text.toPlainText() == "n/a: not reported by this GPU"
    assert tuple(plot.na_text.anchor) == (0.5, 0.5)
    assert not plot.na_text.isVisible() and not plot.cursor.isVisible()
    assert plot.cursor.angle == 90 and not plot.cursor.movable and plot.cursor.zValue() == 50
    assert tuple(plot.readout.anchor) == (0, 0) and plot.readout.zValue() == 100
    assert not plot.readout.isVisible() and plot.readout.toPlainText() == ""
    assert plot.state_text is None and plot.threshold is None
    assert plot.maxima == {}


# --- Colours ------------------------------------------------------------------------------------
@pytest.mark.parametrize("dark", [False, True])
def test_each_line_in_its_metrics_colour_style_and_width(view, dark):
    curves = [
        CurveSpec(UTIL_GPU.key, fill=True),
        CurveSpec(MEM_USED.key, width=2),
        CurveSpec(MEM_TOTAL.key, dashed=True),
    ]
    plot = _plot(view, curves)
    plot.apply_theme(dark)
    assert plot.dark is dark
    solid, dash = Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine
    assert [_pen(c) for c in plot.curves] == [
        (_name(metric_color(UTIL_GPU.key, dark)), solid, 1.0),
        (_name(metric_color(MEM_USED.key, dark)), solid, 2.0),
        (_name(metric_color(MEM_TOTAL.key, dark)), dash, 1.0),
    ]
    background = QColor("#1e1e1e" if dark else "#ffffff")
    assert plot.background == background
    share = 0.22 if dark else 0.2
    expected = mix(QColor(metric_color(UTIL_GPU.key, dark)), background, share)
    assert plot.fills[0].opts["brush"].color() == expected
    assert plot.fills[0].opts["brush"].color().alpha() == 255  # opaque


def test_the_words_over_the_data_are_in_the_themes_foreground(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    plot.apply_theme(False)
    fg = QColor("#202020")
    assert plot.readout.color.rgb() == fg.rgb()
    assert plot.readout.fill.color() == _alpha("#ffffff", 235)
    assert plot.readout.border.color() == _alpha("#202020", 120)
    assert plot.na_text.color == _alpha("#202020", 170)
    assert plot.cursor.pen.color() == _alpha("#202020", 150)
    assert plot.cursor.pen.widthF() == 1.0
    plot.apply_theme(True)
    assert plot.readout.color.rgb() == QColor("#e6e6e6").rgb()
    assert plot.readout.fill.color() == _alpha("#202326", 235)
    assert plot.na_text.color == _alpha("#e6e6e6", 170)
    plot.apply_theme(True, foreground="#00ff00", background="#000080")
    assert plot.readout.color.rgb() == QColor("#00ff00").rgb()
    assert plot.background == QColor("#000080")
    assert plot.cursor.pen.color() == _alpha("#00ff00", 150)


def _alpha(name: str, alpha: int) -> QColor:
    color = QColor(name)
    color.setAlpha(alpha)
    return color


def test_mix_is_a_share_of_a_colour_over_a_background():
    red, white = QColor("#ff0000"), QColor("#ffffff")
    assert mix(red, white, 1.0) == red and mix(red, white, 0.0) == white
    assert mix(red, white, 0.2) == QColor(255, 204, 204)
    assert mix(QColor(10, 100, 200), QColor(0, 0, 0), 0.5) == QColor(5, 50, 100)
    assert mix(QColor(0, 0, 0), QColor(11, 11, 11), 0.5) == QColor(6, 6, 6)  # rounded


# --- The series -------------------------------------------------------------------------------
def test_the_lines_are_drawn_in_seconds_before_now_and_their_unit(view):
    spec = CurveSpec(MEM_USED.key, scale=1 / GIB)
    plot = _plot(view, [spec, CurveSpec(UTIL_GPU.key)])
    plot.gpu = 3
    plot.window_s = 300.0
    history = _Series(
        mem_used=([100.0, 101.0, 102.0], [GIB, 2 * GIB, 4 * GIB]),
        util_gpu=([100.0, 101.0, 102.0], [10.0, 20.0, 30.0]),
    )
    plot.refresh(history, 105.0)
    assert history.asked == [(3, "mem_used", 300.0), (3, "util_gpu", 300.0)]
    x, y = plot.curves[0].getData()
    assert list(x) == [-5.0, -4.0, -3.0] and list(y) == [1.0, 2.0, 4.0]
    assert list(plot.curves[1].getData()[1]) == [10.0, 20.0, 30.0]
    # unscaled values are a copy: the history's ring is never drawn in place
    assert plot._data[1][1] is not history.series_by_key["util_gpu"][1]
    assert plot.frames == 1 and not plot.na_text.isVisible()


def test_memory_as_a_percentage_of_the_total(view):
    plot = _plot(view, [OVERVIEW_CURVES[1]])
    history = _Series(
        mem_used=([1.0, 2.0, 3.0], [2.0, 4.0, 1.0]),
        mem_total=([1.0, 2.0, 3.0], [8.0, 8.0, 0.0]),
    )
    plot.refresh(history, 3.0)
    y = plot.curves[0].getData()[1]
    assert list(y[:2]) == [25.0, 50.0] and math.isinf(y[2])


def test_a_clock_is_drawn_as_a_share_of_its_maximum(view):
    spec = CurveSpec(SM_CLOCK.key, fmt=pct, of_max="sm_clock_max_mhz", raw_unit="MHz")
    plot = _plot(view, [spec])
    history = _Series(sm_clock=([1.0, 2.0], [1000.0, 1500.0]))
    plot.set_maxima({"sm_clock_max_mhz": 2000.0})
    assert plot.maxima == {"sm_clock_max_mhz": 2000.0}
    plot.refresh(history, 2.0)
    assert list(plot.curves[0].getData()[1]) == [50.0, 75.0]
    assert list(plot._raw[0]) == [1000.0, 1500.0]
    # a GPU that does not report its maximum: the highest value in the window
    plot.set_maxima({})
    plot.refresh(history, 2.0)
    assert list(plot.curves[0].getData()[1]) == pytest.approx([200 / 3, 100.0])
    plot.set_maxima({"sm_clock_max_mhz": 0.0})
    plot.refresh(history, 2.0)
    assert list(plot.curves[0].getData()[1]) == pytest.approx([200 / 3, 100.0])


def test_the_highest_value_of_a_clock_ignores_gaps_and_zero(view):
    spec = CurveSpec(SM_CLOCK.key, of_max="sm_clock_max_mhz")
    plot = _plot(view, [spec])
    assert plot._maximum(spec, np.array([np.nan, 500.0, 1000.0])) == 1000.0
    assert math.isnan(plot._maximum(spec, np.array([0.0, 0.0])))
    assert math.isnan(plot._maximum(spec, np.array([np.nan])))
    assert math.isnan(plot._maximum(spec, np.array([])))
    plot.set_maxima({"sm_clock_max_mhz": 1800})
    assert plot._maximum(spec, np.array([3000.0])) == 1800.0
    assert isinstance(plot._maximum(spec, np.array([3000.0])), float)
    other = CurveSpec(SM_CLOCK.key)
    assert plot._maximum(other, np.array([7.0])) == 7.0


def test_gaps_break_the_line_instead_of_drawing_zeros(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    plot.refresh(_Series(util_gpu=([1.0, 2.0, 3.0], [10.0, np.nan, 30.0])), 3.0)
    curve = plot.curves[0]
    assert curve.opts["connect"] == "finite"
    assert not plot.na_text.isVisible()
    plot.refresh(_Series(util_gpu=([1.0, 2.0, 3.0], [10.0, 20.0, 30.0])), 3.0)
    assert curve.opts["connect"] == "all" and curve.opts["skipFiniteCheck"]


def test_a_plot_without_any_value_shows_na_alone(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key), CurveSpec(UTIL_MEM.key)])
    plot.refresh(
        _Series(
            util_gpu=([1.0, 2.0], [np.nan, np.nan]),
            util_mem=([1.0, 2.0], [np.nan, np.nan]),
        ),
        2.0,
    )
    assert plot.na_text.isVisible()
    assert not plot.plot.getAxis("left").isVisible()
    assert not plot.plot.getAxis("bottom").isVisible()
    assert plot.plot.getAxis("left").grid is False
    # one value of one line is data
    plot.refresh(
        _Series(
            util_gpu=([1.0, 2.0], [np.nan, np.nan]),
            util_mem=([1.0, 2.0], [np.nan, 5.0]),
        ),
        2.0,
    )
    assert not plot.na_text.isVisible()
    assert plot.plot.getAxis("left").isVisible() and plot.plot.getAxis("bottom").isVisible()
    assert plot.plot.getAxis("left").grid == int(0.15 * 255)


def test_before_the_first_sample_nothing_is_drawn_and_nothing_is_na(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    plot.refresh(_Series(util_gpu=([1.0], [5.0])), None)
    assert len(plot.curves[0].getData()[0] or []) == 0
    assert not plot.na_text.isVisible()
    assert plot._raw == [None] and len(plot._data[0][0]) == 0
    plot.refresh(_Series(), 5.0)  # no rows at all yet: n/a
    assert plot.na_text.isVisible()


def test_the_empty_state_hides_the_readout_and_the_threshold(view):
    plot = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span")
    plot.set_threshold(85.0, "alert")
    plot.readout.setVisible(True)
    plot.cursor.setVisible(True)
    plot.set_empty(True)
    assert not plot.threshold.isVisible()
    assert not plot.readout.isVisible() and not plot.cursor.isVisible()
    plot.set_threshold(90.0, "alert")  # while empty: stays hidden
    assert not plot.threshold.isVisible()
    plot.set_empty(False)
    assert plot.threshold.isVisible() and not plot.na_text.isVisible()


def test_the_area_under_a_busy_line_is_its_highest_value_every_few_pixels(view, monkeypatch):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key, fill=True)])
    view.show()
    width = plot.plot.getViewBox().width()
    target = max(32, int(width / 3))
    n = target * 4 + 3
    x = np.arange(n, dtype=float) - n
    y = np.arange(n, dtype=float) % 7
    y[5] = np.nan
    xs, ys = plot._coarse(x, y)
    step = -(-n // target)
    assert step == 5
    # the oldest few samples as they are, then each bucket at its newest sample
    assert list(xs[: n % step]) == list(x[: n % step])
    assert list(xs[n % step :]) == list(x[n % step + step - 1 :: step])
    assert xs[-1] == x[-1]
    heads = np.nan_to_num(y)[n % step :].reshape(-1, step).max(axis=1)
    assert list(ys[n % step :]) == list(heads)
    assert list(ys[: n % step]) == list(np.nan_to_num(y[: n % step]))
    # few samples: all of them, gaps at 0
    xs, ys = plot._coarse(np.array([1.0, 2.0]), np.array([np.nan, 4.0]))
    assert list(xs) == [1.0, 2.0] and list(ys) == [0.0, 4.0]
    # a narrow plot still keeps 32 buckets
    monkeypatch.setattr(plot.plot.getViewBox(), "width", lambda: 30.0)
    xs, _ = plot._coarse(np.arange(64.0), np.ones(64))
    assert len(xs) == 32
    xs, _ = plot._coarse(np.arange(96.0), np.ones(96))
    assert len(xs) == 32


def test_the_area_is_drawn_from_the_coarse_copy(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key, fill=True), CurveSpec(UTIL_MEM.key)])
    history = _Series(
        util_gpu=([1.0, 2.0, 3.0], [10.0, np.nan, 30.0]),
        util_mem=([1.0, 2.0, 3.0], [1.0, 2.0, 3.0]),
    )
    plot.refresh(history, 3.0)
    x, y = plot.fills[0].getData()
    assert list(x) == [-2.0, -1.0, 0.0] and list(y) == [10.0, 0.0, 30.0]


# --- The y range --------------------------------------------------------------------------------
def test_a_plot_from_zero_reaches_a_bit_above_its_peak_and_its_threshold(view):
    plot = _plot(view, [CurveSpec(POWER.key)], y_range="zero")
    plot.refresh(_Series(power=([1.0, 2.0], [100.0, np.nan])), 2.0)
    assert _y_range(plot) == pytest.approx([0.0, 108.0])
    plot.refresh(_Series(power=([1.0, 2.0], [102.0, 103.0])), 2.0)  # under 4%: kept
    assert _y_range(plot) == pytest.approx([0.0, 108.0])
    plot.refresh(_Series(power=([1.0, 2.0], [50.0, 60.0])), 2.0)
    assert _y_range(plot) == pytest.approx([0.0, 64.8])
    plot.set_threshold(250.0)
    plot.refresh(_Series(power=([1.0, 2.0], [50.0, 60.0])), 2.0)
    assert _y_range(plot) == pytest.approx([0.0, 270.0])
    flat = _plot(view, [CurveSpec(POWER.key)], y_range="zero")
    flat.refresh(_Series(power=([1.0], [0.0])), 1.0)
    assert _y_range(flat) == pytest.approx([0.0, 1.0])  # all zero: 0 to 1


def test_a_move_of_exactly_4_percent_keeps_the_range(view):
    plot = _plot(view, [CurveSpec(POWER.key)], y_range="zero")
    plot.refresh(_Series(power=([1.0], [100.0])), 1.0)
    plot.refresh(_Series(power=([1.0], [100.0 * 108 / 104 / 1.08 * 1.04])), 1.0)
    assert _y_range(plot) == pytest.approx([0.0, 108.0])


def test_a_temperature_axis_is_at_least_20_degrees_on_steps_of_5(view):
    plot = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span")
    plot.refresh(_Series(temperature=([1.0, 2.0], [61.0, 62.0])), 2.0)
    # 55..65 widened to 20 degrees around it, on steps of 5
    assert _y_range(plot) == [50.0, 70.0]
    plot.refresh(_Series(temperature=([1.0, 2.0], [40.0, 83.0])), 2.0)
    assert _y_range(plot) == [35.0, 85.0]
    plot.set_threshold(87.0)
    plot.refresh(_Series(temperature=([1.0, 2.0], [40.0, 83.0])), 2.0)
    assert _y_range(plot) == [35.0, 90.0]
    plot.set_threshold(95.0)
    plot.refresh(_Series(temperature=([1.0, 2.0], [40.0, np.nan])), 2.0)
    assert _y_range(plot) == [35.0, 100.0]


def test_a_cold_gpu_is_never_drawn_below_zero(view):
    plot = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span")
    plot.refresh(_Series(temperature=([1.0, 2.0], [3.0, 4.0])), 2.0)
    assert _y_range(plot) == [0.0, 20.0]
    wide = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span", min_span=33.0)
    wide.refresh(_Series(temperature=([1.0, 2.0], [60.0, 61.0])), 2.0)
    low, high = _y_range(wide)
    assert high - low == 35.0 and low % 5 == 0 and low <= 58 and high >= 63
    below = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span")
    below.refresh(_Series(temperature=([1.0], [-3.0])), 1.0)  # negative data: kept
    assert _y_range(below)[0] < 0


def test_the_span_is_set_again_only_when_its_steps_change(view, monkeypatch):
    plot = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span")
    set_ranges = []
    original = plot.plot.setYRange
    monkeypatch.setattr(
        plot.plot, "setYRange", lambda *a, **k: (set_ranges.append(a), original(*a, **k))
    )
    plot.refresh(_Series(temperature=([1.0], [61.0])), 1.0)
    plot.refresh(_Series(temperature=([1.0], [61.5])), 1.0)
    assert set_ranges == [(50.0, 70.0)]
    plot.set_threshold(80.0)  # a new threshold fits the range again
    plot.refresh(_Series(temperature=([1.0], [61.5])), 1.0)
    assert set_ranges[-1] == (55.0, 85.0)


# --- Threshold, state, window -------------------------------------------------------------------
def test_the_threshold_is_a_dashed_warning_line_named_at_its_right_end(view):
    plot = _plot(view, [CurveSpec(MEM_USED.key)], y_range="zero")
    plot.set_threshold(70.0, "alert at 90%")
    line = plot.threshold
    assert line is not None and line.angle == 0 and not line.movable
    assert line.value() == 70.0 and plot.threshold_value == 70.0
    assert line.zValue() == 20 and line.isVisible()
    pen = line.pen
    assert pen.color().name() == _name(status_color("warning", False))
    assert pen.style() == Qt.PenStyle.DashLine and pen.widthF() == 1.0
    label = line.label
    assert label.format == "alert at 90%" and label.isVisible()
    assert label.orthoPos == 0.99
    assert [tuple(a) for a in label.anchors] == [(1.0, 0.0), (1.0, 0.0)]
    assert label.color.name() == _name(status_color("warning", False))
    assert label.fill.color() == _alpha("#ffffff", 235)
    plot.apply_theme(True)
    assert line.pen.color().name() == _name(status_color("warning", True))
    assert label.color.name() == _name(status_color("warning", True))
    assert label.fill.color() == _alpha("#202326", 235)
    # renamed, unnamed, moved, removed, back
    plot.set_threshold(70.0, "")
    assert label.format == "" and not label.isVisible()
    plot.set_threshold(60.0, "new")
    assert label.format == "new" and label.isVisible() and line.value() == 60.0
    assert plot.threshold is line  # one line, moved
    plot.set_threshold(None)
    assert not line.isVisible() and plot.threshold_value is None
    plot.set_threshold(math.nan)
    assert not line.isVisible() and plot.threshold_value is None
    plot.set_threshold(60.0, "new")
    assert line.isVisible() and plot.threshold_value == 60.0


def test_removing_a_threshold_that_never_was_does_nothing(view):
    plot = _plot(view, [CurveSpec(MEM_USED.key)])
    plot.set_threshold(None)
    assert plot.threshold is None and plot.threshold_value is None


def test_a_state_word_in_the_middle_of_the_plot(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    plot.set_state_text("")
    assert plot.state_text is None  # nothing made for nothing
    plot.set_window(60.0)
    plot.set_state_text("GPU lost", "#d00000")
    word = plot.state_text
    assert word is not None and word.toPlainText() == "GPU lost" and word.isVisible()
    assert word.textItem.font().pointSize() == 16 and word.textItem.font().bold()
    assert word.zValue() == 60 and tuple(word.anchor) == (0.5, 0.5)
    assert word.color == QColor("#d00000")
    assert word.fill.color() == _alpha("#ffffff", 235)
    (x0, x1), (y0, y1) = plot.plot.getViewBox().viewRange()
    assert (word.pos().x(), word.pos().y()) == pytest.approx(((x0 + x1) / 2, (y0 + y1) / 2))
    plot.set_state_text("")
    assert not word.isVisible()
    plot.set_state_text("GPU lost")  # no colour: the one it had
    assert word.isVisible() and word.color == QColor("#d00000")


def test_the_time_window_and_the_span_shown(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    plot.set_window(300.0)
    assert (plot.window_s, plot.shown_s) == (300.0, 300.0)
    assert list(plot.plot.getViewBox().viewRange()[0]) == [-300.0, 0.0]
    plot.set_shown(40.0)
    assert plot.shown_s == 40.0
    assert list(plot.plot.getViewBox().viewRange()[0]) == [-40.0, 0.0]
    (x0, x1), (y0, y1) = plot.plot.getViewBox().viewRange()
    assert plot.na_text.pos().x() == pytest.approx((x0 + x1) / 2)
    assert plot.na_text.pos().y() == pytest.approx((y0 + y1) / 2)
    plot.set_shown(1000.0)  # never more than the window
    assert plot.shown_s == 300.0
    assert list(plot.plot.getViewBox().viewRange()[0]) == [-300.0, 0.0]


def test_lines_hidden_from_the_legend_hide_their_area(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key, fill=True), CurveSpec(UTIL_MEM.key)])
    plot.set_curve_visible(UTIL_GPU.key, False)
    assert not plot.curves[0].isVisible() and not plot.fills[0].isVisible()
    assert plot.curves[1].isVisible()
    plot.set_curve_visible(UTIL_GPU.key, True)
    assert plot.curves[0].isVisible() and plot.fills[0].isVisible()
    plot.curves[0].setVisible(False)  # as a legend click does
    plot._sync_fills()
    assert not plot.fills[0].isVisible()


# --- The read-out -------------------------------------------------------------------------------
def test_the_readout_says_when_and_each_value_in_its_unit(view, qtbot):
    curves = [
        CurveSpec(SM_CLOCK.key, fmt=pct, of_max="sm_clock_max_mhz", raw_unit="MHz"),
        CurveSpec(MEM_CLOCK.key, fmt=pct, of_max="mem_clock_max_mhz"),
    ]
    plot = _plot(view, curves, unit="%")
    view.show()
    qtbot.waitExposed(view)
    plot.set_window(120.0)
    plot.set_maxima({"sm_clock_max_mhz": 2000.0, "mem_clock_max_mhz": 1000.0})
    history = _Series(
        sm_clock=([0.0, 50.0, 100.0], [1000.0, np.nan, 2000.0]),
        mem_clock=([0.0, 50.0, 100.0], [500.0, 250.0, 1000.0]),
    )
    plot.refresh(history, 100.0)
    vb = plot.plot.getViewBox()

    def at(x: float) -> QPointF:
        return QPointF(vb.mapViewToScene(QPointF(x, 0.0)).x(), vb.sceneBoundingRect().center().y())

    assert plot.show_readout(at(-0.2))
    assert plot.readout.toPlainText() == (
        "now\nSM clock: 100% (2000 MHz)\nMemory clock: 100% (1000)"
    )
    assert plot.cursor.isVisible() and plot.cursor.value() == 0.0
    (x0, _), (_, y1) = vb.viewRange()
    assert (plot.readout.pos().x(), plot.readout.pos().y()) == pytest.approx((x0, y1))
    assert plot.show_readout(at(-50.0))
    assert plot.readout.toPlainText() == "50 s ago\nSM clock: n/a\nMemory clock: 25% (250)"
    assert plot.cursor.value() == -50.0
    plot.set_curve_visible(MEM_CLOCK.key, False)
    assert plot.show_readout(at(-110.0))
    assert plot.readout.toPlainText() == "1 min 40 s ago\nSM clock: 50% (1000 MHz)"
    # outside the plot: hidden
    assert not plot.show_readout(QPointF(-1000.0, -1000.0))
    assert not plot.readout.isVisible() and not plot.cursor.isVisible()


def test_the_readout_of_a_plot_without_lines_is_hidden(view, qtbot):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)], unit="%")
    view.show()
    qtbot.waitExposed(view)
    plot.refresh(_Series(), None)
    center = plot.plot.getViewBox().sceneBoundingRect().center()
    plot.readout.setVisible(True)
    assert plot.show_readout(center) is True  # over the plot, but nothing to read
    assert not plot.readout.isVisible()


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (0, "0 s"),
        (42.4, "42 s"),
        (59.4, "59 s"),
        (60, "1 min 00 s"),
        (185, "3 min 05 s"),
        (3599, "59 min 59 s"),
        (3600, "1 h 00 min"),
        (3720, "1 h 02 min"),
        (90000, "25 h 00 min"),
    ],
)
def test_how_long_ago(seconds, text):
    assert ago_text(seconds) == text


# --- The start-up view and its label ------------------------------------------------------------
def _history(times: list[float]) -> History:
    history = History(100)
    system = SystemInfo("simulated")
    for t in times:
        gpu = GpuSnapshot(GpuStatic(0, "GPU"), GpuReading(util_gpu_percent=1.0))
        history.append(Snapshot(t, t, system, (gpu,)))
    return history


def test_a_fresh_window_shows_the_history_there_is_in_steps_of_10_seconds():
    assert SHOWN_STEP_S == 10.0
    assert shown_seconds(_history([]), 5.0, 600.0) == 600.0
    history = _history([100.0, 101.0])
    assert shown_seconds(history, None, 600.0) == 600.0
    assert shown_seconds(history, 100.0, 600.0) == 10.0
    assert shown_seconds(history, 109.9, 600.0) == 10.0
    assert shown_seconds(history, 110.0, 600.0) == 20.0
    assert shown_seconds(history, 695.0, 600.0) == 600.0
    assert shown_seconds(history, 700.0, 600.0) == 600.0
    assert shown_seconds(history, 695.0, 1000.0) == 600.0


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (40, "40 s"),
        (59.4, "59 s"),
        (60, "1 min"),
        (150, "2 min"),
        (3599, "59 min"),
        (3600, "1 h"),
        (5400, "1.5 h"),
        (7200, "2 h"),
        (4861, "1.4 h"),
    ],
)
def test_the_span_in_words(seconds, text):
    assert span_text(seconds) == text


# --- The view, titles and formats -------------------------------------------------------------
def test_the_view_repaints_in_one_pass_on_the_palettes_background(qtbot):
    view = plot_view()
    qtbot.addWidget(view)
    mode = QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate
    assert view.viewportUpdateMode() == mode
    assert view.backgroundBrush().color() == view.palette().base().color() or (
        view.backgroundBrush().color() != QColor("#000000")
    )


def test_a_title_in_the_labels_style(qtbot):
    label = pg.LabelItem()
    label.opts = {"color": "#123456", "family": "Sans", "size": "9pt", "bold": True}
    label.opts["italic"] = False
    assert label_html(label, "GPU 0") == (
        "<span style='color: #ff123456; font-family: Sans; font-size: 9pt; "
        "font-weight: bold; font-style: normal'>GPU 0</span>"
    )
    label.opts = {"bold": False, "italic": True}
    foreground = pg.mkColor(pg.getConfigOption("foreground")).name(QColor.NameFormat.HexArgb)
    assert label_html(label, "x") == (
        f"<span style='color: {foreground}; font-weight: normal; font-style: italic'>x</span>"
    )
    label.opts = {"color": None, "bold": None, "italic": "yes"}
    assert label_html(label, "y") == f"<span style='color: {foreground}'>y</span>"


def test_a_title_is_set_once_and_replaced_in_place_when_it_fits(view, qtbot, monkeypatch):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)], title="GPU 0 · a long title to fit")
    view.show()
    qtbot.waitExposed(view)
    set_titles = []
    original = plot.plot.setTitle
    monkeypatch.setattr(
        plot.plot, "setTitle", lambda *a, **k: (set_titles.append((a, k)), original(*a, **k))
    )
    plot.set_title("GPU 0 · a long title to fit")
    plot.set_title("GPU 0 · a long title to fit")
    assert set_titles == [(("GPU 0 · a long title to fit",), {})]
    plot.set_title("GPU 0 · short")  # fits the box: no new layout
    assert len(set_titles) == 1 and plot.plot.titleLabel.text == "GPU 0 · short"
    assert "GPU 0 · short" in plot.plot.titleLabel.item.toHtml()
    plot.set_title("GPU 0 · " + "a much longer title than the box had room for " * 3)
    assert len(set_titles) == 2  # too wide: set again
    plot.set_title("GPU 0 · small", size="8pt")  # a new style: set again
    assert set_titles[-1] == (("GPU 0 · small",), {"size": "8pt"})


def test_the_read_out_formats():
    assert (pct(42.5), pct(99.6)) == ("42", "100")
    assert one_decimal(3.14159) == "3.1" and two_decimals(3.14159) == "3.14"
    assert CurveSpec(UTIL_GPU.key).fmt(41.6) == "42"


def test_each_metric_is_drawn_in_its_unit():
    assert plot_unit(MEM_USED) == (1 / GIB, "GiB")
    assert plot_unit(MEM_USED, binary=False) == (1 / GB, "GB")
    assert GB == 1e9
    assert plot_unit(PCIE_RX) == (1 / GB, "GB/s") == plot_unit(PCIE_RX, binary=False)
    assert plot_unit(TEMPERATURE) == (1.0, "°C")
    assert plot_unit(POWER) == (1.0, "W")


def test_a_curves_name_and_colour_are_its_metrics():
    spec = CurveSpec(MEM_USED.key)
    assert spec.label == "Memory used" and spec.color == metric_color(MEM_USED.key)
    assert spec.color_on(True) == metric_color(MEM_USED.key, True)
    assert spec.color_on(False) == metric_color(MEM_USED.key, False)
    assert CurveSpec(MEM_USED.key, name="Used").label == "Used"
    defaults = CurveSpec(UTIL_GPU.key)
    assert (defaults.scale, defaults.per, defaults.dashed) == (1.0, None, False)
    assert (defaults.fill, defaults.width, defaults.of_max) == (False, 1, None)
    assert (defaults.raw_unit, defaults.name) == ("", None)


@pytest.mark.parametrize("binary", [True, False])
def test_the_detail_views_six_plots(binary):
    memory = "GiB" if binary else "GB"
    specs = detail_specs(binary)
    titles = [s[0] for s in specs]
    assert titles == [
        "Utilization (%)",
        f"Memory used ({memory})",
        "Temperature (°C)",
        "Power (W)",
        "Clocks (% of maximum)",
        "PCIe (GB/s)",
    ]
    assert [s[2] for s in specs] == [(0.0, 100.0), "zero", "span", "zero", (0.0, 105.0), "zero"]
    assert [s[3] for s in specs] == ["%", f" {memory}", " °C", " W", "%", " GB/s"]
    keys = [[c.metric for c in s[1]] for s in specs]
    assert keys == [
        ["util_gpu", "util_mem"],
        ["mem_used", "mem_total"],
        ["temperature"],
        ["power", "power_limit"],
        ["sm_clock", "mem_clock"],
        ["pcie_rx", "pcie_tx"],
    ]
    util, mem, temp, power, clocks, pcie = (s[1] for s in specs)
    assert [c.fill for c in util] == [True, False]
    assert [c.width for c in mem] == [2, 1] and [c.dashed for c in mem] == [False, True]
    assert [c.dashed for c in power] == [False, True]
    assert not any(c.dashed for c in util + temp + pcie + clocks)
    scale = 1 / GIB if binary else 1 / GB
    assert [c.scale for c in mem] == [scale, scale]
    assert [c.scale for c in pcie] == [1 / GB, 1 / GB]
    assert [c.scale for c in util + temp + power] == [1.0] * 5
    assert [c.fmt(12.345) for c in (util[0], mem[0], temp[0], power[0], pcie[0])] == [
        "12",
        "12.3",
        "12",
        "12",
        "12.35",
    ]
    assert [(c.of_max, c.raw_unit, c.width) for c in clocks] == [
        ("sm_clock_max_mhz", "MHz", 2),
        ("mem_clock_max_mhz", "MHz", 1),
    ]
    assert [c.fmt(50.4) for c in clocks] == ["50", "50"]


def test_the_overview_draws_utilization_filled_and_memory_as_a_share():
    util, memory = OVERVIEW_CURVES
    assert (util.metric, util.fill, util.fmt(3.6)) == ("util_gpu", True, "4")
    assert (memory.metric, memory.per, memory.name) == (
        "mem_used",
        "mem_total",
        "Memory used (% of total)",
    )
    assert memory.width == 1 and not memory.fill and memory.fmt(3.6) == "4"


# --- The value axis -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("low", "high", "pixels", "levels"),
    [
        (50, 100, 40, [(20.0, 0)]),  # by the span shown, not by where it starts
        (0, 0.5, 20, [(0.5, 0.0)]),  # a span under 1 is spread too
        (0, 100, 16, [(100.0, 0.0)]),  # room for one label: a step as long as the span
        (0, 100, 1, [(100.0, 0.0)]),  # a squashed plot: one label at most
        (0, 100, 32, [(50.0, 0.0)]),  # two labels exactly fit
        (0, 100, 80, [(20.0, 0)]),  # five labels exactly fit: pyqtgraph's step kept
    ],
)
def test_a_value_axis_spreads_its_labels_to_the_room_it_has(qtbot, low, high, pixels, levels):
    assert ValueAxis("left").tickSpacing(low, high, pixels) == levels


def test_the_next_nice_step_above_a_power_of_ten_within_rounding():
    from tfgpu_gui.ui.monitor.plots import _next_nice

    assert _next_nice(100 - 1e-9) == pytest.approx(200.0)
    assert _next_nice(10.0) == pytest.approx(20.0)


def test_a_plot_takes_the_dark_theme_it_opens_in(view, monkeypatch):
    import tfgpu_gui.ui.monitor.plots as plots

    monkeypatch.setattr(plots, "is_dark", lambda: True)
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    assert plot.dark is True
    assert _pen(plot.curves[0])[0] == _name(metric_color(UTIL_GPU.key, True))


def test_hovering_before_the_first_sample_shows_nothing(view, qtbot):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    view.show()
    qtbot.waitExposed(view)
    center = plot.plot.getViewBox().sceneBoundingRect().center()
    assert plot.show_readout(center) is True
    assert not plot.readout.isVisible() and not plot.cursor.isVisible()


def test_the_first_fit_from_zero_is_set_even_for_a_flat_zero(view):
    plot = _plot(view, [CurveSpec(POWER.key)], y_range="zero")
    plot.plot.setYRange(0, 50, padding=0)  # where a layout left it
    plot.refresh(_Series(power=([1.0], [0.0])), 1.0)
    assert _y_range(plot) == pytest.approx([0.0, 1.0])


def test_hours_on_the_time_axis_are_rounded_to_a_tenth(qtbot):
    assert AgoAxis("bottom").tickStrings([-8461.0], 1, 3600) == ["2.4h"]


def test_the_readout_of_a_plain_line_and_of_the_lines_after_a_hidden_one(view, qtbot):
    curves = [CurveSpec(UTIL_GPU.key, fmt=pct), CurveSpec(UTIL_MEM.key, fmt=pct)]
    plot = _plot(view, curves, unit="%")
    view.show()
    qtbot.waitExposed(view)
    plot.set_window(120.0)
    history = _Series(
        util_gpu=([0.0, 50.0, 99.0], [10.0, 20.0, 30.0]),
        util_mem=([0.0, 50.0, 99.0], [1.0, 2.0, 3.0]),
    )
    plot.refresh(history, 100.0)
    vb = plot.plot.getViewBox()

    def at(x: float) -> QPointF:
        return QPointF(vb.mapViewToScene(QPointF(x, 0.0)).x(), vb.sceneBoundingRect().center().y())

    assert plot.show_readout(at(-50.0))
    assert plot.readout.toPlainText() == "50 s ago\nGPU utilization: 20%\nMemory controller: 2%"
    assert plot.readout.isVisible()
    # right of the newest sample (a second before now): the newest, said a second ago
    assert plot.show_readout(at(-0.2))
    assert plot.readout.toPlainText().splitlines()[0] == "1 s ago"
    plot.set_curve_visible(UTIL_GPU.key, False)
    assert plot.show_readout(at(-50.0))
    assert plot.readout.toPlainText() == "50 s ago\nMemory controller: 2%"
    assert plot.frames == 1
    plot.refresh(history, 100.0)
    assert plot.frames == 2


def test_a_line_with_no_value_beside_one_with_values_is_not_na(view):
    plot = _plot(view, [CurveSpec(POWER.key), CurveSpec("power_limit", dashed=True)])
    plot.refresh(
        _Series(power=([1.0, 2.0], [100.0, 120.0]), power_limit=([1.0, 2.0], [np.nan, np.nan])),
        2.0,
    )
    assert not plot.na_text.isVisible()
    x, _y = plot.curves[1].getData()
    assert list(x) == [-1.0, 0.0]


def test_a_gappy_line_keeps_its_times(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    plot.refresh(_Series(util_gpu=([5.0, 6.0, 7.0], [10.0, np.nan, 30.0])), 8.0)
    x, _ = plot.curves[0].getData()
    assert list(x) == [-3.0, -2.0, -1.0]


def test_the_total_a_share_is_of_is_read_for_the_same_gpu_and_window(view):
    plot = _plot(view, [OVERVIEW_CURVES[1]])
    plot.gpu = 2
    plot.window_s = 60.0
    history = _Series(mem_used=([1.0], [2.0]), mem_total=([1.0], [8.0]))
    plot.refresh(history, 1.0)
    assert history.asked == [(2, "mem_used", 60.0), (2, "mem_total", 60.0)]


def test_both_grids_come_back_with_the_data(view):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)])
    plot.set_empty(True)
    assert plot.plot.getAxis("bottom").grid is False
    plot.set_empty(False)
    for name in ("left", "bottom"):
        assert plot.plot.getAxis(name).grid == int(0.15 * 255)


@pytest.mark.parametrize(
    ("low", "high", "min_span", "span"),
    [
        (0.0, 1.0, 20.0, [0.0, 20.0]),  # at 0 °C: from 0, never below
        (62.0, 90.0, 20.0, [60.0, 95.0]),  # 2 degrees of room, on steps of 5
        (60.0, 61.0, 21.0, [45.0, 70.0]),  # widened half below, on whole steps
        (61.0, 70.0, 21.0, [50.0, 75.0]),  # 20 degrees short of 21 by one: widened
        (60.0, 61.0, 35.0, [40.0, 75.0]),
    ],
)
def test_the_temperature_span_exactly(view, low, high, min_span, span):
    plot = _plot(view, [CurveSpec(TEMPERATURE.key)], y_range="span", min_span=min_span)
    plot.refresh(_Series(temperature=([1.0, 2.0], [low, high])), 2.0)
    assert _y_range(plot) == span


def test_the_area_keeps_the_oldest_samples_that_fill_no_bucket(view, monkeypatch):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key, fill=True)])
    monkeypatch.setattr(plot.plot.getViewBox(), "width", lambda: 300.0)  # 100 buckets
    n = 403  # five samples a bucket, three left over
    x = np.arange(n, dtype=float) - n
    y = np.arange(n, dtype=float)
    xs, ys = plot._coarse(x, y)
    assert list(xs[:3]) == [-403.0, -402.0, -401.0] and list(ys[:3]) == [0.0, 1.0, 2.0]
    assert len(xs) == 3 + 80 and xs[3] == x[7] and ys[3] == 7.0 and xs[-1] == -1.0
    # a narrow plot: 32 buckets at least
    monkeypatch.setattr(plot.plot.getViewBox(), "width", lambda: 30.0)
    xs, _ = plot._coarse(np.arange(66.0), np.ones(66))
    assert len(xs) == 22


def test_a_title_replaced_in_place_stays_centred(view, qtbot):
    plot = _plot(view, [CurveSpec(UTIL_GPU.key)], title="GPU 0 · a long title to fit in")
    view.show()
    qtbot.waitExposed(view)
    plot.set_title("GPU 0 · a long title to fit in")
    plot.set_title("GPU 0 · short")
    label = plot.plot.titleLabel
    item = label.item
    text = item.mapRectToParent(item.boundingRect())
    assert text.center().x() == pytest.approx(label.rect().center().x(), abs=0.5)
    assert text.center().y() == pytest.approx(label.rect().center().y(), abs=0.5)
