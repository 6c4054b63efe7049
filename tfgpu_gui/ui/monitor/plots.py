"""Live time plots on pyqtgraph, the fast way (pyqtgraph's ``scrollingPlots``/``PlotSpeedTest``).

Each :class:`MetricPlot` is one PlotItem with a few curves, each curve one metric of one GPU
(or a ratio of two). Data come straight from the history's ring buffers; the only copy is the
shift to "seconds ago" and the unit scaling. Dense lines are drawn without antialiasing,
clipped to the view and peak-downsampled to the pixel width; finite data skip pyqtgraph's
NaN check and gaps (NaN: a lost GPU or an unsupported metric) break the line instead of
drawing zeros. A metric with no value in the window shows "n/a".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from tfgpu_gui.telemetry.history import METRICS, History
from tfgpu_gui.telemetry.metrics import (
    MEM_CLOCK,
    MEM_TOTAL,
    MEM_USED,
    PCIE_RX,
    PCIE_TX,
    POWER,
    POWER_LIMIT,
    SM_CLOCK,
    TEMPERATURE,
    UTIL_GPU,
    UTIL_MEM,
    Metric,
)
from tfgpu_gui.telemetry.ring import FloatArray
from tfgpu_gui.text.numbers import GIB
from tfgpu_gui.ui.colors import metric_color, status_color
from tfgpu_gui.ui.theme import is_dark, plot_colors

pg.setConfigOptions(antialias=False, useOpenGL=False)

# One-pixel cosmetic lines take Qt's fast line rasterizer; any wider pen goes through the
# generic path stroker, which was most of the time of a frame (1.5 px: ~2 ms per curve of
# 3600 points, 16 curves per frame on eight GPUs).
LINE_WIDTH = 1

GB = 1e9

METRIC_LABELS: dict[str, str] = {m.key: m.label for m in METRICS}


@dataclass(frozen=True)
class CurveSpec:
    """One curve: a metric (optionally divided by another), its scale, style and read-out.

    Its legend name and colour are the metric's (:data:`METRIC_LABELS`, the names of the
    history and of the CSV export, and :func:`~tfgpu_gui.ui.colors.metric_color`), so the
    same quantity reads the same in every plot.
    """

    metric: str
    scale: float = 1.0
    per: str | None = None  # plot metric / per * 100 (memory used as % of total)
    dashed: bool = False
    fmt: Callable[[float], str] = lambda v: f"{v:.0f}"
    name: str | None = None  # the legend name when not the metric's own
    #: Drawn as a filled area down to 0 (the plot's main quantity: utilization).
    fill: bool = False
    #: Line width in pixels (1 is the fastest to draw).
    width: int = LINE_WIDTH
    #: Plot the metric as % of this GpuStatic field (a clock as % of its maximum); the
    #: read-out adds the value in the metric's unit.
    of_max: str | None = None
    raw_unit: str = ""

    @property
    def label(self) -> str:
        return self.name or METRIC_LABELS[self.metric]

    @property
    def color(self) -> str:
        """The line's colour on a light background (:meth:`color_on` for either)."""
        return metric_color(self.metric)

    def color_on(self, dark: bool) -> str:
        return metric_color(self.metric, dark)


class AgoAxis(pg.AxisItem):
    """An x axis in seconds relative to now, labelled "now", "30s", "5m", "1h"."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:
        span = maxVal - minVal
        for limit, major, minor in ((150, 30, 10), (1000, 120, 60), (4000, 600, 300)):
            if span <= limit:
                return [(major, 0), (minor, 0)]
        return [(3600, 0), (1200, 0)]

    def tickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        out = []
        for v in values:
            s = -v
            if abs(s) < 0.5:
                out.append("now")
            elif spacing < 60:
                out.append(f"{s:.0f}s")
            elif s < 7200:
                out.append(f"{s / 60:.0f}m")
            else:
                out.append(f"{s / 3600:.1f}h")
        return out


#: The fewest pixels between two labels of a value axis (a label is about 13 px tall).
MIN_LABEL_PX = 16.0


class ValueAxis(pg.AxisItem):
    """A y axis whose labels never crowd: on a short plot (a laptop's window) its ticks
    spread to 1, 2 or 5 times a power of ten, at least :data:`MIN_LABEL_PX` apart, where
    pyqtgraph would write "80 60 40 20" over each other in 40 pixels."""

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:
        levels = super().tickSpacing(minVal, maxVal, size)
        span = abs(maxVal - minVal)
        if not levels or size <= 0 or span <= 0:
            return levels
        room = max(1.0, size / MIN_LABEL_PX)
        major = levels[0][0]
        if span / major <= room:
            return [level for level in levels if span / level[0] <= room]
        while span / major > room:
            major = _next_nice(major)
        return [(major, 0.0)]


def _next_nice(step: float) -> float:
    """The next of 1, 2, 5 times a power of ten above ``step``."""
    power = 10.0 ** math.floor(math.log10(step))
    for m in (2.0, 5.0, 10.0):
        if m * power > step * 1.0000001:
            return m * power
    return 20.0 * power


class MetricPlot:
    """A PlotItem showing some curves of one GPU over the selected time window.

    Args:
        plot: The PlotItem to draw in (owned by a GraphicsLayout).
        title: Plot title.
        curves: What to draw.
        y_range: Fixed y range (percent plots), ``"zero"`` to follow the data from 0,
            ``"span"`` to follow the data over at least ``min_span`` (temperature: noise of a
            degree must not look like a swing), or None to follow the data.
        unit: Unit shown in the hover read-out.
    """

    def __init__(
        self,
        plot: pg.PlotItem,
        title: str,
        curves: Sequence[CurveSpec],
        y_range: tuple[float, float] | str | None = None,
        unit: str = "",
        legend: bool = True,
        min_span: float = 0.0,
    ) -> None:
        self.plot = plot
        self.title = title
        self.specs = tuple(curves)
        self.unit = unit
        self.gpu = 0
        self.frames = 0
        plot.setTitle(title)
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.setClipToView(True)
        plot.setDownsampling(auto=True, mode="peak")
        plot.showGrid(x=True, y=True, alpha=0.15)
        # The axes draw the grid across the whole plot, so every new curve point used to
        # replay their ticks, labels and grid lines (most of a frame's time): keep them as a
        # pixmap, redrawn only when the range, size or style changes (which calls update()).
        for name in ("left", "bottom"):
            plot.getAxis(name).setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        plot.getViewBox().setDefaultPadding(0.02)
        self.from_zero = y_range == "zero"
        self.min_span = (min_span or TEMPERATURE_SPAN_C) if y_range == "span" else 0.0
        self._ymax = 0.0
        self._yspan: tuple[float, float] | None = None
        self.fixed_y = y_range if isinstance(y_range, tuple) else None
        if self.fixed_y is not None:
            plot.setYRange(*self.fixed_y, padding=0)
        elif not self.from_zero and not self.min_span:
            plot.enableAutoRange(axis="y")
        if unit.strip():
            plot.setLabel("left", unit.strip())
        # A legend names the lines of every plot with more than one (a click on an entry
        # hides or shows its line); one line is named by the title. It sits in one row under
        # the time axis (the plot's layout row of a bottom label), so it never covers data.
        self.legend: pg.LegendItem | None = None
        if len(self.specs) > 1 and legend:
            self.legend = legend_item(len(self.specs))
            plot.layout.addItem(self.legend, 4, 1)
            plot.layout.setAlignment(self.legend, Qt.AlignmentFlag.AlignHCenter)
            plot.layout.setRowMaximumHeight(4, LEGEND_HEIGHT)
            plot.legend = self.legend
        self.dark = False
        self.curves: list[pg.PlotDataItem] = []
        # A filled curve's area is a second item behind its line, drawn from a coarse copy of
        # the data (the highest value every few pixels): filling the full-resolution polygon
        # cost three times the rest of a frame.
        # A bare curve item: the coarse data need none of PlotDataItem's clipping and
        # downsampling, whose bookkeeping was a third of the curves' time in a frame.
        self.fills: dict[int, pg.PlotCurveItem] = {}
        for i, spec in enumerate(self.specs):
            if spec.fill:
                area = pg.PlotCurveItem(pen=None, fillLevel=0.0)
                area.setZValue(-10)  # under the run lines (-5) and the curves
                plot.addItem(area)
                self.fills[i] = area
            curve = plot.plot()
            if self.legend is not None:
                self.legend.addItem(curve, spec.label)
            self.curves.append(curve)
        if self.legend is not None:  # its entries side by side, not spread over the width
            self.legend.setMaximumWidth(self.legend.layout.preferredWidth())
            self.legend.sigSampleClicked.connect(self._sync_fills)
        # "n/a" in the middle of an empty frame: no axes, no grid, nothing that looks like data.
        self.na_text = pg.TextItem("n/a: not reported by this GPU", anchor=(0.5, 0.5))
        self.na_text.setVisible(False)
        plot.addItem(self.na_text, ignoreBounds=True)
        self._empty = False
        self.state_text: pg.TextItem | None = None
        # The alert threshold, as a dashed line named at its right end.
        self.threshold: pg.InfiniteLine | None = None
        self.threshold_value: float | None = None
        # The hover read-out: a crosshair on the time, and the values in a box with a solid
        # background at the plot's top left (always there, so the eye knows where to look).
        self.cursor = pg.InfiniteLine(angle=90, movable=False)
        self.cursor.setVisible(False)
        self.cursor.setZValue(50)
        plot.addItem(self.cursor, ignoreBounds=True)
        self.readout = pg.TextItem("", anchor=(0, 0))
        self.readout.setVisible(False)
        self.readout.setZValue(100)
        plot.addItem(self.readout, ignoreBounds=True)
        self.maxima: dict[str, float] = {}  # GpuStatic field -> value (clocks' maxima)
        self._data: list[tuple[FloatArray, FloatArray]] = []
        self._raw: list[FloatArray | None] = []
        self._title: tuple[str, str | None] | None = None
        self.window_s = 600.0
        self.shown_s = 600.0
        self.apply_theme(is_dark())

    def apply_theme(
        self, dark: bool, foreground: str | None = None, background: str | None = None
    ) -> None:
        """Colours for a light or ``dark`` background (lines, fill, read-out, threshold)."""
        self.dark = dark
        self.background = QColor(background or ("#1e1e1e" if dark else "#ffffff"))
        for i, (spec, curve) in enumerate(zip(self.specs, self.curves, strict=True)):
            color = QColor(spec.color_on(dark))
            style = Qt.PenStyle.DashLine if spec.dashed else Qt.PenStyle.SolidLine
            curve.setPen(pg.mkPen(color, width=spec.width, style=style))
            if spec.fill:
                # Opaque, the line's colour mixed into the background: filling a translucent
                # area (a busy GPU's is most of the plot) was most of a frame's painting.
                self.fills[i].setBrush(
                    pg.mkBrush(mix(color, self.background, 0.22 if dark else 0.2))
                )
        fg = QColor(foreground or ("#e6e6e6" if dark else "#202020"))
        bg = self._solid_background()
        border = QColor(fg)
        border.setAlpha(120)
        self.readout.fill = pg.mkBrush(bg)
        self.readout.border = pg.mkPen(border)
        self.readout.setColor(fg)
        muted = QColor(fg)
        muted.setAlpha(170)
        self.na_text.setColor(muted)
        cursor = QColor(fg)
        cursor.setAlpha(150)
        self.cursor.setPen(pg.mkPen(cursor, width=1))
        if self.threshold is not None:
            self._style_threshold()
        if self.legend is not None:
            self.legend.update()

    def _solid_background(self) -> QColor:
        """The background of texts drawn over data (read-out, threshold name, state)."""
        bg = QColor("#202326" if self.dark else "#ffffff")
        bg.setAlpha(235)
        return bg

    def set_state_text(self, text: str, color: str | None = None) -> None:
        """A large word in the middle of the plot ("GPU lost"); empty: none."""
        if not text and self.state_text is None:
            return
        if self.state_text is None:
            self.state_text = pg.TextItem("", anchor=(0.5, 0.5))
            font = QFont()
            font.setPointSize(16)
            font.setBold(True)
            self.state_text.setFont(font)
            self.state_text.setZValue(60)
            self.plot.addItem(self.state_text, ignoreBounds=True)
        if color is not None:
            self.state_text.setColor(QColor(color))
            self.state_text.fill = pg.mkBrush(self._solid_background())
        if self.state_text.toPlainText() != text:
            self.state_text.setText(text)
        self.state_text.setVisible(bool(text))
        self._place_na()

    def set_window(self, seconds: float) -> None:
        self.window_s = seconds
        self.shown_s = seconds
        self.plot.setXRange(-seconds, 0, padding=0)
        self._place_na()

    def set_shown(self, seconds: float) -> None:
        """Show the last ``seconds`` (at most the window) across the plot's width."""
        seconds = min(seconds, self.window_s)
        if seconds != self.shown_s:
            self.shown_s = seconds
            self.plot.setXRange(-seconds, 0, padding=0)
            self._place_na()

    def _place_na(self) -> None:
        """The n/a text (and the state's word) in the middle of the view, whatever its range."""
        (x0, x1), (y0, y1) = self.plot.getViewBox().viewRange()
        middle = ((x0 + x1) / 2, (y0 + y1) / 2)
        self.na_text.setPos(*middle)
        if self.state_text is not None and self.state_text.isVisible():
            self.state_text.setPos(*middle)

    def set_empty(self, empty: bool) -> None:
        """An empty plot shows its n/a text alone: no axes, grid or ticks that look like data."""
        if empty == self._empty:
            return
        self._empty = empty
        for name in ("left", "bottom"):
            self.plot.getAxis(name).setVisible(not empty)
        self.plot.showGrid(x=not empty, y=not empty, alpha=0.15)
        if self.threshold is not None:
            self.threshold.setVisible(not empty)
        self._place_na()
        self.na_text.setVisible(empty)
        if empty:
            self.hide_readout()

    def set_threshold(self, value: float | None, label: str = "") -> None:
        """A dashed line at the alert threshold (``None``: none), named at its right end."""
        if value is None or not math.isfinite(value):
            if self.threshold is not None:
                self.threshold.setVisible(False)
            self.threshold_value = None
            return
        if self.threshold is None:
            self.threshold = pg.InfiniteLine(
                angle=0,
                movable=False,
                label=label,
                # Under the line at its right end, on a solid background: readable over data.
                labelOpts={"position": 0.99, "anchors": [(1.0, 0.0), (1.0, 0.0)]},
            )
            self.threshold.setZValue(20)  # its name's background over the data
            self.plot.addItem(self.threshold, ignoreBounds=True)
            self._style_threshold()
        name = self.threshold.label
        if name is not None and name.format != label:
            name.setFormat(label)
            name.valueChanged()
        if name is not None and name.isVisible() != bool(label):
            name.setVisible(bool(label))
        if value != self.threshold_value:
            self.threshold.setPos(value)
            self.threshold_value = value
            self._yspan = None
            self._ymax = 0.0
        self.threshold.setVisible(not self._empty)

    def _style_threshold(self) -> None:
        assert self.threshold is not None
        color = QColor(status_color("warning", self.dark))
        self.threshold.setPen(pg.mkPen(color, width=1, style=Qt.PenStyle.DashLine))
        if self.threshold.label is not None:
            self.threshold.label.setColor(color)
            self.threshold.label.fill = pg.mkBrush(self._solid_background())

    def set_maxima(self, maxima: dict[str, float]) -> None:
        """The GpuStatic values the ``of_max`` curves are divided by (None values left out)."""
        self.maxima = maxima

    def set_title(self, html: str, size: str | None = None) -> None:
        """Set the title. Unchanged titles are not set again, and a new text that fits the
        title's current box replaces the old one in place: pyqtgraph's ``setTitle`` resizes the
        label and so lays out every plot of the view again (a fifth of a frame on 8 GPUs)."""
        if (html, size) == self._title:
            return
        same_style = self._title is not None and self._title[1] == size
        self._title = (html, size)
        if same_style and self._replace_title_text(html):
            return
        if size is None:
            self.plot.setTitle(html)
        else:
            self.plot.setTitle(html, size=size)

    def _replace_title_text(self, html: str) -> bool:
        """Swap the title's text without a relayout; False when it would not fit its box."""
        label = self.plot.titleLabel
        if not label.isVisible():
            return False
        item = label.item
        item.setHtml(label_html(label, html))  # the caller sets it all again when False
        box = label.rect()
        text = item.mapRectToParent(item.boundingRect())
        if text.width() > box.width():  # (the height is the same for one style)
            return False
        label.text = html
        item.moveBy(box.center().x() - text.center().x(), box.center().y() - text.center().y())
        return True

    def legend_names(self) -> list[str]:
        """The names the legend shows, in order (none for a one-line plot)."""
        if self.legend is None:
            return []
        return [label.text for _sample, label in self.legend.items]

    def set_curve_visible(self, metric: str, visible: bool) -> None:
        """Show or hide the line of ``metric`` (what a click on its legend entry does)."""
        for spec, curve in zip(self.specs, self.curves, strict=True):
            if spec.metric == metric and curve.isVisible() != visible:
                curve.setVisible(visible)
                if self.legend is not None:
                    self.legend.update()
        self._sync_fills()

    def _sync_fills(self, *_: object) -> None:
        """A filled curve's area is shown exactly when its line is (a legend click hides it)."""
        for i, area in self.fills.items():
            shown = self.curves[i].isVisible()
            if area.isVisible() != shown:
                area.setVisible(shown)

    def refresh(self, history: History, now: float | None) -> None:
        """Redraw from the history; the caller holds the history lock."""
        self.frames += 1
        self._data = []
        self._raw = []
        any_value = False
        for spec, curve in zip(self.specs, self.curves, strict=True):
            times, values = history.series(self.gpu, spec.metric, self.window_s)
            raw = None
            if now is None or len(times) == 0:
                curve.setData([], [])
                self._data.append((np.empty(0), np.empty(0)))
                self._raw.append(None)
                continue
            x = times - now
            if spec.per is not None:
                _, base = history.series(self.gpu, spec.per, self.window_s)
                with np.errstate(invalid="ignore", divide="ignore"):
                    y = values / base * 100.0
            elif spec.of_max is not None:
                raw = values
                y = values * (100.0 / self._maximum(spec, values))
            else:
                y = values * spec.scale if spec.scale != 1.0 else values.copy()
            finite = bool(np.isfinite(y).all())
            if finite:
                curve.setData(x, y, connect="all", skipFiniteCheck=True)
            else:
                curve.setData(x, y, connect="finite")
            area = self.fills.get(len(self._data))
            if area is not None:
                area.setData(*self._coarse(x, y), skipFiniteCheck=True)
            any_value = any_value or finite or bool(np.isfinite(y).any())
            self._data.append((x, y))
            self._raw.append(raw)
        if any_value and self.from_zero:
            self._fit_from_zero()
        elif any_value and self.min_span:
            self._fit_span()
        self.set_empty(not any_value and now is not None)
        if self.state_text is not None and self.state_text.isVisible():
            self._place_na()

    def _coarse(self, x: FloatArray, y: FloatArray) -> tuple[FloatArray, FloatArray]:
        """The highest value of every few pixels' worth of samples (0 where none)."""
        target = max(32, int(self.plot.getViewBox().width() / 3))
        n = len(y)
        step = -(-n // target)
        y = np.nan_to_num(y, nan=0.0)
        if step <= 1:
            return x, y
        cut = n - n % step
        head = y[n - cut :].reshape(-1, step).max(axis=1)
        xs = x[n - cut + step - 1 :: step]  # each bucket at its newest sample: up to "now"
        if n % step:  # the oldest few samples, kept as they are
            xs = np.concatenate((x[: n % step], xs))
            head = np.concatenate((y[: n % step], head))
        return xs, head

    def _maximum(self, spec: CurveSpec, values: FloatArray) -> float:
        """What an ``of_max`` curve is a percentage of: the GPU's maximum, else the highest
        value in the window (a GPU that does not report its maximum)."""
        top = self.maxima.get(spec.of_max or "")
        if top:
            return float(top)
        finite = values[np.isfinite(values)]
        return float(finite.max()) if finite.size and finite.max() > 0 else math.nan

    def _fit_from_zero(self) -> None:
        """y from 0 to a bit above the maximum (and the threshold); changed only when the
        maximum moves enough."""
        peaks = [float(np.nanmax(y)) for _, y in self._data if len(y) and np.isfinite(y).any()]
        if self.threshold_value is not None:
            peaks.append(self.threshold_value)
        top = max(peaks, default=0.0) * 1.08 or 1.0
        if abs(top - self._ymax) > 0.04 * max(top, self._ymax):
            self._ymax = top
            self.plot.setYRange(0, top, padding=0)

    def _fit_span(self) -> None:
        """y over the data and the threshold, on whole steps of 5, at least ``min_span`` high
        (so a degree of noise is a ripple, not a swing); changed only when the steps change."""
        lows, highs = [], []
        for _, y in self._data:
            if len(y) and np.isfinite(y).any():
                lows.append(float(np.nanmin(y)))
                highs.append(float(np.nanmax(y)))
        if self.threshold_value is not None:
            highs.append(self.threshold_value)
        lo, hi = min(lows + highs), max(highs)
        lo, hi = math.floor((lo - 2) / 5) * 5, math.ceil((hi + 2) / 5) * 5
        missing = self.min_span - (hi - lo)
        if missing > 0:
            lo -= math.ceil(missing / 2 / 5) * 5
            hi = lo + max(hi - lo, math.ceil(self.min_span / 5) * 5)
        if lo < 0 <= min(lows + highs):  # no negative temperatures for positive data
            hi, lo = hi - lo, 0
        span = (float(lo), float(hi))
        if span != self._yspan:
            self._yspan = span
            self.plot.setYRange(*span, padding=0)

    def show_readout(self, scene_pos: QPointF) -> bool:
        """Show exact values under the mouse; returns whether the mouse is over this plot."""
        vb = self.plot.getViewBox()
        if not vb.sceneBoundingRect().contains(scene_pos):
            self.hide_readout()
            return False
        x = vb.mapSceneToView(scene_pos).x()
        lines = []
        raws = self._raw or [None] * len(self._data)
        for spec, curve, (xs, ys), raw in zip(
            self.specs, self.curves, self._data, raws, strict=False
        ):
            if len(xs) == 0 or not curve.isVisible():
                continue
            i = int(np.clip(np.searchsorted(xs, x), 0, len(xs) - 1))
            v = float(ys[i])
            text = "n/a" if not np.isfinite(v) else spec.fmt(v) + self.unit
            if raw is not None and np.isfinite(raw[i]):
                text += f" ({float(raw[i]):.0f} {spec.raw_unit})".replace(" )", ")")
            lines.append(f"{spec.label}: {text}")
            x_at = float(xs[i])
        if not lines:
            self.hide_readout()
            return True
        lines.insert(0, "now" if abs(x_at) < 0.5 else f"{ago_text(-x_at)} ago")
        self.cursor.setPos(x_at)
        self.cursor.setVisible(True)
        (x0, _), (_, y1) = vb.viewRange()
        self.readout.setText("\n".join(lines))
        self.readout.setPos(x0, y1)
        self.readout.setVisible(True)
        return True

    def hide_readout(self) -> None:
        self.cursor.setVisible(False)
        self.readout.setVisible(False)


def mix(color: QColor, background: QColor, share: float) -> QColor:
    """``share`` of ``color`` over ``background``, as one opaque colour."""
    return QColor(
        round(color.red() * share + background.red() * (1 - share)),
        round(color.green() * share + background.green() * (1 - share)),
        round(color.blue() * share + background.blue() * (1 - share)),
    )


def ago_text(seconds: float) -> str:
    """ "42 s", "3 min 05 s", "1 h 02 min": how long ago, for the read-out."""
    s = round(seconds)
    if s < 60:
        return f"{s} s"
    if s < 3600:
        return f"{s // 60} min {s % 60:02d} s"
    return f"{s // 3600} h {s % 3600 // 60:02d} min"


#: The height of a legend's one row, in pixels.
LEGEND_HEIGHT = 18


def legend_item(columns: int) -> pg.LegendItem:
    """A compact one-row legend (no frame); a click on an entry hides or shows its line."""
    return pg.LegendItem(
        labelTextSize="8pt", colCount=columns, verSpacing=-10, horSpacing=10, frame=False
    )


#: The start-up view grows in steps of this many seconds (the axes redraw only then).
SHOWN_STEP_S = 10.0


def shown_seconds(history: History, now: float | None, window_s: float) -> float:
    """How many seconds the plots show: the window, or while less history exists than the
    window, the span that exists (rounded up to :data:`SHOWN_STEP_S`), so a fresh window is
    not a few pixels of data at its right edge."""
    if now is None or len(history.times) == 0:
        return window_s
    span = now - float(history.times.column(0)[0])
    if span >= window_s:
        return window_s
    return min(window_s, math.floor(span / SHOWN_STEP_S) * SHOWN_STEP_S + SHOWN_STEP_S)


def span_text(seconds: float) -> str:
    """ "40 s", "2 min", "1.5 h" (the start-up view's label)."""
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds // 60:.0f} min"
    return f"{seconds / 3600:.1f} h".replace(".0 h", " h")


def plot_view() -> pg.GraphicsLayoutWidget:
    """A view for a grid of live plots, repainted in one pass per frame.

    Every curve and most titles change at each frame, so one repaint of the rectangle that
    bounds the changes is cheaper than Qt's default of many small regions (about a fifth of a
    frame on eight GPUs).
    """
    view = pg.GraphicsLayoutWidget()
    view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
    # The palette's background from the start: before the first sample there are no plots
    # yet, and pyqtgraph's default background is black.
    view.setBackground(plot_colors(view)[0])
    return view


def label_html(label: pg.LabelItem, text: str) -> str:
    """The HTML ``LabelItem.setText`` gives its text item for ``text`` (same style options)."""
    opts = label.opts
    color = pg.mkColor(
        opts["color"] if opts.get("color") is not None else pg.getConfigOption("foreground")
    )
    style = ["color: " + color.name(QColor.NameFormat.HexArgb)]
    if "family" in opts:
        style.append("font-family: " + opts["family"])
    if "size" in opts:
        style.append("font-size: " + opts["size"])
    if opts.get("bold") in (True, False):
        style.append("font-weight: " + ("bold" if opts["bold"] else "normal"))
    if opts.get("italic") in (True, False):
        style.append("font-style: " + ("italic" if opts["italic"] else "normal"))
    return f"<span style='{'; '.join(style)}'>{text}</span>"


def pct(v: float) -> str:
    return f"{v:.0f}"


def one_decimal(v: float) -> str:
    return f"{v:.1f}"


def two_decimals(v: float) -> str:
    return f"{v:.2f}"


PlotSpec = tuple[str, list[CurveSpec], tuple[float, float] | str | None, str]

#: The least span of the temperature axis, in °C: a degree of noise stays a ripple.
TEMPERATURE_SPAN_C = 20.0


def plot_unit(metric: Metric, binary: bool = True) -> tuple[float, str]:
    """(scale, unit) a metric is drawn in: bytes as GiB (or GB), bytes/s as GB/s, else its own."""
    if metric.unit == "B":
        return (1 / GIB, "GiB") if binary else (1 / GB, "GB")
    if metric.unit == "B/s":
        return 1 / GB, "GB/s"
    return 1.0, metric.unit


def _plot(
    title: str,
    metrics: Sequence[Metric],
    y_range: tuple[float, float] | str | None,
    fmt: Callable[[float], str],
    binary: bool,
    dashed: Sequence[Metric] = (),
) -> PlotSpec:
    """One plot of the detail view: its title and axis in the unit of its metrics."""
    scale, unit = plot_unit(metrics[0], binary)
    curves = [CurveSpec(m.key, scale=scale, dashed=m in dashed, fmt=fmt) for m in metrics]
    return f"{title} ({unit})", curves, y_range, unit if unit == "%" else f" {unit}"


def detail_specs(binary: bool = True) -> list[PlotSpec]:
    """(title, curves, y range, unit) of each plot of the detail view."""
    util = _plot("Utilization", (UTIL_GPU, UTIL_MEM), (0.0, 100.0), pct, binary)
    util[1][0] = replace(util[1][0], fill=True)
    memory = _plot("Memory used", (MEM_USED, MEM_TOTAL), "zero", one_decimal, binary, (MEM_TOTAL,))
    memory[1][0] = replace(memory[1][0], width=2)
    # Each clock as % of its own maximum: the SM clock dropping from 100 % to 70 % is the
    # picture of throttling, where on one MHz axis it hid under a 10 GHz memory clock.
    clocks = (
        "Clocks (% of maximum)",
        [
            CurveSpec(SM_CLOCK.key, fmt=pct, of_max="sm_clock_max_mhz", raw_unit="MHz", width=2),
            CurveSpec(MEM_CLOCK.key, fmt=pct, of_max="mem_clock_max_mhz", raw_unit="MHz"),
        ],
        (0.0, 105.0),
        "%",
    )
    return [
        util,
        memory,
        _plot("Temperature", (TEMPERATURE,), "span", pct, binary),
        _plot("Power", (POWER, POWER_LIMIT), "zero", pct, binary, (POWER_LIMIT,)),
        clocks,
        _plot("PCIe", (PCIE_RX, PCIE_TX), "zero", two_decimals, binary),
    ]


OVERVIEW_CURVES = [
    CurveSpec(UTIL_GPU.key, fmt=pct, fill=True),
    # One-pixel lines only: eight GPUs' wide lines cost more than all the rest of a frame.
    CurveSpec(MEM_USED.key, per=MEM_TOTAL.key, fmt=pct, name="Memory used (% of total)"),
]
