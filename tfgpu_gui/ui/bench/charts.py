"""The benchmark's charts on pyqtgraph: GFLOP/s against matrix size, copy bandwidth, images/s.

Each chart takes a whole :class:`~tfgpu_gui.bench.results.BenchRun` (and its evaluation) and
redraws from it; what it drew is kept in plain dicts (``lines``, ``bars``, ``limits``) so tests
and the table read the same numbers the chart shows. Labels quote what the job reported (device
names): they are cleaned with :func:`~tfgpu_gui.text.safe.for_qt`, and the legend, which
pyqtgraph renders as HTML, gets them HTML-escaped.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from tfgpu_gui.bench.efficiency import Evaluation
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.text.safe import for_qt, for_qt_html
from tfgpu_gui.ui.bench.axes import SiLogAxis

LABEL_MAX = 60  # the longest label a chart shows

# Okabe–Ito colours (as in plots.py), one per device/dtype line.
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#56B4E9", "#CC79A7", "#F0E442")
GREY = "#888888"


#: What an empty chart says in place of axes that would mean nothing.
EMPTY_TEXT = "No results yet: run the benchmark to see them here."


def _color(i: int) -> str:
    return PALETTE[i % len(PALETTE)]


def set_empty(chart: pg.PlotWidget, empty: bool, text: str = EMPTY_TEXT) -> None:
    """With no data, a chart shows ``text`` and no axes (no invented range such as a matrix size
    of 0.1 to 0.9); with data, its axes and automatic range come back. Call after the chart's
    items were cleared and drawn."""
    item = chart.plotItem
    for axis in ("left", "bottom"):
        item.showAxis(axis, not empty)
    chart.empty_label = None
    if empty:
        item.getViewBox().disableAutoRange()
        item.setRange(xRange=(0.0, 1.0), yRange=(0.0, 1.0), padding=0.0)
        label = pg.TextItem(text, color=GREY, anchor=(0.5, 0.5))
        label.setPos(0.5, 0.5)
        item.addItem(label, ignoreBounds=True)
        chart.empty_label = label
    else:
        item.enableAutoRange()


class MatmulChart(pg.PlotWidget):
    """GFLOP/s against matrix size (log2 axis), one line per device and dtype; numpy dashed.

    A run to compare with is drawn in thin dotted lines of the same colours.
    """

    def __init__(self) -> None:
        super().__init__(axisItems={"left": SiLogAxis("left")})
        self.setBackground(None)
        self.plotItem.setLabel("bottom", "matrix size n (n x n)")
        self.plotItem.setLabel("left", "GFLOP/s (log scale)")
        self.plotItem.showGrid(x=True, y=True, alpha=0.2)
        # GPUs and CPUs differ by orders of magnitude: a log axis keeps both readable.
        self.plotItem.setLogMode(x=False, y=True)
        self.legend = self.plotItem.addLegend(offset=(10, 10))
        self.lines: dict[str, list[tuple[int, float]]] = {}
        self.empty_label: pg.TextItem | None = None
        set_empty(self, True)

    def set_run(self, run: BenchRun | None, compare: BenchRun | None = None) -> None:
        self.plotItem.clear()
        self.legend.clear()
        self.lines = {}
        if run is None:
            set_empty(self, True)
            return
        sizes: set[int] = set()
        keys: list[tuple[str, str, str]] = []
        for m in run.measurements:
            if m.suite in ("matmul", "numpy") and m.size:
                k = (m.suite, m.device, m.dtype or "")
                if k not in keys:
                    keys.append(k)
        for i, (suite, device, dtype) in enumerate(keys):
            label = for_qt(f"{'numpy BLAS' if suite == 'numpy' else device} {dtype}", LABEL_MAX)
            pts = self._points(run, suite, device, dtype)
            sizes.update(n for n, _ in pts)
            self.lines[label] = pts
            style = Qt.PenStyle.DashLine if suite == "numpy" else Qt.PenStyle.SolidLine
            self._draw(pts, pg.mkPen(_color(i), width=2, style=style), label, symbol=True)
            if compare is not None:
                old = self._points(compare, suite, device, dtype)
                if old:
                    self.lines[f"{label} (earlier)"] = old
                    pen = pg.mkPen(_color(i), width=1, style=Qt.PenStyle.DotLine)
                    self._draw(old, pen, f"{label} (earlier)", symbol=False)
        ticks = [(math.log2(n), str(n)) for n in sorted(sizes)]
        self.plotItem.getAxis("bottom").setTicks([ticks])
        set_empty(self, not self.lines)

    @staticmethod
    def _points(run: BenchRun, suite: str, device: str, dtype: str) -> list[tuple[int, float]]:
        return sorted(
            (m.size, m.value)
            for m in run.measurements
            if m.suite == suite and m.device == device and (m.dtype or "") == dtype and m.size
        )

    def _draw(self, pts: list[tuple[int, float]], pen: object, label: str, symbol: bool) -> None:
        x = np.array([math.log2(n) for n, _ in pts], dtype=float)
        y = np.array([v for _, v in pts], dtype=float)
        item = pg.PlotDataItem(
            x, y, pen=pen, name=for_qt_html(label), symbol="o" if symbol else None, symbolSize=6
        )
        self.plotItem.addItem(item)


class BarChart(pg.PlotWidget):
    """Labelled bars with optional horizontal limit lines (e.g. the PCIe link)."""

    def __init__(self, unit: str) -> None:
        super().__init__()
        self.setBackground(None)
        self.plotItem.setLabel("left", unit)
        self.plotItem.showGrid(y=True, alpha=0.2)
        self.bars: dict[str, float] = {}
        self.limits: dict[str, float] = {}
        self.empty_label: pg.TextItem | None = None
        set_empty(self, True)

    def set_bars(
        self,
        bars: list[tuple[str, float, str]],
        limits: dict[str, float] | None = None,
    ) -> None:
        """``bars``: (label, value, colour); ``limits``: label -> value drawn as a line."""
        self.plotItem.clear()
        bars = [(for_qt(label, LABEL_MAX), value, colour) for label, value, colour in bars]
        self.bars = {label: value for label, value, _ in bars}
        self.limits = {for_qt(k, LABEL_MAX): v for k, v in (limits or {}).items()}
        if bars:
            item = pg.BarGraphItem(
                x=np.arange(len(bars), dtype=float),
                height=np.array([v for _, v, _ in bars], dtype=float),
                width=0.6,
                brushes=[pg.mkBrush(c) for _, _, c in bars],
            )
            self.plotItem.addItem(item)
            self.plotItem.getAxis("bottom").setTicks([list(enumerate(b[0] for b in bars))])
        for label, value in self.limits.items():
            line = pg.InfiniteLine(
                pos=value,
                angle=0,
                pen=pg.mkPen(GREY, width=1, style=Qt.PenStyle.DashLine),
                label=label,
                labelOpts={"position": 0.9, "color": GREY},
            )
            self.plotItem.addItem(line)
        set_empty(self, not bars)


class TransferChart(BarChart):
    """Copy bandwidth per device and direction (largest size), against the PCIe link."""

    def __init__(self) -> None:
        super().__init__("GB/s")

    def set_run(self, run: BenchRun | None, evaluation: Evaluation | None) -> None:
        if run is None or evaluation is None:
            self.set_bars([])
            return
        names = {"h2d": "host→dev", "d2h": "dev→host", "host-copy": "host copy"}
        largest: dict[tuple[str, str], tuple[int, float]] = {}
        limits: dict[str, float] = {}
        for r in evaluation.rated:
            m = r.measurement
            if m.suite != "transfers" or m.size is None:
                continue
            key = (m.device, m.variant or "")
            if key not in largest or m.size > largest[key][0]:
                largest[key] = (m.size, m.value)
            if m.device.startswith("GPU") and r.reference:
                limits[f"{m.device} {r.reference_label}"] = r.reference
        devices = list(dict.fromkeys(d for d, _ in largest))
        bars = [
            (f"{device} {names.get(direction, direction)}", value, _color(devices.index(device)))
            for (device, direction), (_, value) in largest.items()
        ]
        self.set_bars(bars, limits)


class TrainingChart(BarChart):
    """Images per second per device, Python generator next to tf.data."""

    def __init__(self) -> None:
        super().__init__("images/s")

    def set_run(self, run: BenchRun | None) -> None:
        if run is None:
            self.set_bars([])
            return
        bars = []
        for m in run.measurements:
            if m.suite == "training":
                color = PALETTE[0] if m.variant == "tf.data" else PALETTE[1]
                bars.append((f"{m.device} {m.variant}", m.value, color))
            elif m.suite == "scaling":
                bars.append((f"{m.device} (Mirrored)", m.value, PALETTE[2]))
        self.set_bars(bars)
