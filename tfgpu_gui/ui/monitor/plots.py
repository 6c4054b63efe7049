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
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
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
from tfgpu_gui.ui.colors import GREY, METRIC_COLORS
from tfgpu_gui.ui.theme import plot_colors

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
    history and of the CSV export, and :data:`~tfgpu_gui.ui.colors.METRIC_COLORS`), so the
    same quantity reads the same in every plot.
    """

    metric: str
    scale: float = 1.0
    per: str | None = None  # plot metric / per * 100 (memory used as % of total)
    dashed: bool = False
    fmt: Callable[[float], str] = lambda v: f"{v:.0f}"
    name: str | None = None  # the legend name when not the metric's own

    @property
    def label(self) -> str:
        return self.name or METRIC_LABELS[self.metric]

    @property
    def color(self) -> str:
        return METRIC_COLORS[self.metric]


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


class MetricPlot:
    """A PlotItem showing some curves of one GPU over the selected time window.

    Args:
        plot: The PlotItem to draw in (owned by a GraphicsLayout).
        title: Plot title.
        curves: What to draw.
        y_range: Fixed y range (percent plots), ``"zero"`` to follow the data from 0, or None
            to follow the data.
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
        self._ymax = 0.0
        if isinstance(y_range, tuple):
            plot.setYRange(*y_range, padding=0)
        elif not self.from_zero:
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
        self.curves: list[pg.PlotDataItem] = []
        for spec in self.specs:
            style = Qt.PenStyle.DashLine if spec.dashed else Qt.PenStyle.SolidLine
            pen = pg.mkPen(spec.color, width=LINE_WIDTH, style=style)
            curve = plot.plot(pen=pen)
            if self.legend is not None:
                self.legend.addItem(curve, spec.label)
            self.curves.append(curve)
        if self.legend is not None:  # its entries side by side, not spread over the width
            self.legend.setMaximumWidth(self.legend.layout.preferredWidth())
        self.na_text = pg.TextItem("n/a: not reported by this GPU", color=GREY, anchor=(0.5, 0.5))
        self.na_text.setVisible(False)
        plot.addItem(self.na_text, ignoreBounds=True)
        self.cursor = pg.InfiniteLine(angle=90, movable=False, pen=pg.mkPen(GREY, width=1))
        self.cursor.setVisible(False)
        plot.addItem(self.cursor, ignoreBounds=True)
        self.readout = pg.TextItem("", anchor=(0, 0))
        self.readout.setVisible(False)
        plot.addItem(self.readout, ignoreBounds=True)
        self._data: list[tuple[FloatArray, FloatArray]] = []
        self._title: tuple[str, str | None] | None = None
        self.window_s = 600.0
        self.shown_s = 600.0

    def set_window(self, seconds: float) -> None:
        self.window_s = seconds
        self.shown_s = seconds
        self.plot.setXRange(-seconds, 0, padding=0)
        self.na_text.setPos(-seconds / 2, 0)

    def set_shown(self, seconds: float) -> None:
        """Show the last ``seconds`` (at most the window) across the plot's width."""
        seconds = min(seconds, self.window_s)
        if seconds != self.shown_s:
            self.shown_s = seconds
            self.plot.setXRange(-seconds, 0, padding=0)
            self.na_text.setPos(-seconds / 2, 0)

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

    def set_foreground(self, color: str) -> None:
        self.readout.setColor(color)

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

    def refresh(self, history: History, now: float | None) -> None:
        """Redraw from the history; the caller holds the history lock."""
        self.frames += 1
        self._data = []
        any_value = False
        for spec, curve in zip(self.specs, self.curves, strict=True):
            times, values = history.series(self.gpu, spec.metric, self.window_s)
            if now is None or len(times) == 0:
                curve.setData([], [])
                self._data.append((np.empty(0), np.empty(0)))
                continue
            x = times - now
            if spec.per is not None:
                _, base = history.series(self.gpu, spec.per, self.window_s)
                with np.errstate(invalid="ignore", divide="ignore"):
                    y = values / base * 100.0
            else:
                y = values * spec.scale if spec.scale != 1.0 else values.copy()
            finite = bool(np.isfinite(y).all())
            if finite:
                curve.setData(x, y, connect="all", skipFiniteCheck=True)
            else:
                curve.setData(x, y, connect="finite")
            any_value = any_value or finite or bool(np.isfinite(y).any())
            self._data.append((x, y))
        if self.from_zero and any_value:
            self._fit_from_zero()
        self.na_text.setVisible(not any_value and now is not None)
        if not any_value:
            self.readout.setVisible(False)

    def _fit_from_zero(self) -> None:
        """y from 0 to a bit above the maximum; changed only when the maximum moves enough."""
        peaks = [float(np.nanmax(y)) for _, y in self._data if len(y) and np.isfinite(y).any()]
        top = max(peaks, default=0.0) * 1.08 or 1.0
        if abs(top - self._ymax) > 0.04 * max(top, self._ymax):
            self._ymax = top
            self.plot.setYRange(0, top, padding=0)

    def show_readout(self, scene_pos: QPointF) -> bool:
        """Show exact values under the mouse; returns whether the mouse is over this plot."""
        vb = self.plot.getViewBox()
        if not vb.sceneBoundingRect().contains(scene_pos):
            self.hide_readout()
            return False
        x = vb.mapSceneToView(scene_pos).x()
        lines = []
        for spec, curve, (xs, ys) in zip(self.specs, self.curves, self._data, strict=False):
            if len(xs) == 0 or not curve.isVisible():
                continue
            i = int(np.clip(np.searchsorted(xs, x), 0, len(xs) - 1))
            v = float(ys[i])
            text = "n/a" if not np.isfinite(v) else spec.fmt(v) + self.unit
            lines.append(f"{spec.label}: {text}")
            x_at = float(xs[i])
        if not lines:
            self.hide_readout()
            return True
        lines.insert(0, "now" if abs(x_at) < 0.5 else f"{-x_at:.0f} s ago")
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
    return [
        _plot("Utilization", (UTIL_GPU, UTIL_MEM), (0.0, 100.0), pct, binary),
        _plot("Memory used", (MEM_USED, MEM_TOTAL), "zero", one_decimal, binary, (MEM_TOTAL,)),
        _plot("Temperature", (TEMPERATURE,), None, pct, binary),
        _plot("Power", (POWER, POWER_LIMIT), "zero", pct, binary, (POWER_LIMIT,)),
        _plot("Clocks", (SM_CLOCK, MEM_CLOCK), "zero", pct, binary),
        _plot("PCIe", (PCIE_RX, PCIE_TX), "zero", two_decimals, binary),
    ]


OVERVIEW_CURVES = [
    CurveSpec(UTIL_GPU.key, fmt=pct),
    CurveSpec(MEM_USED.key, per=MEM_TOTAL.key, fmt=pct, name="Memory used (% of total)"),
]
