"""All GPUs at a glance: one small plot of utilization and memory per GPU, with live figures."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tfgpu_gui.telemetry.alerts import AlertConfig
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot
from tfgpu_gui.telemetry.status import GpuStatus, past_thresholds
from tfgpu_gui.text.numbers import fmt_num, fmt_used_of
from tfgpu_gui.text.safe import for_qt_html
from tfgpu_gui.ui.colors import status_color
from tfgpu_gui.ui.monitor.plots import (
    LEGEND_HEIGHT,
    OVERVIEW_CURVES,
    AgoAxis,
    MetricPlot,
    ValueAxis,
    legend_item,
    plot_view,
)
from tfgpu_gui.ui.monitor.status_view import status_html
from tfgpu_gui.ui.theme import PALETTE_EVENTS, is_dark, plot_colors, style_layout, style_legend


def _past(text: str, past: bool, dark: bool) -> str:
    """A value past its alert threshold, in the warning colour and bold."""
    if not past:
        return text
    return f"<span style='color:{status_color('warning', dark)};font-weight:bold'>{text}</span>"


def gpu_title(
    gpu: GpuSnapshot,
    binary: bool = True,
    status: GpuStatus | None = None,
    past: frozenset[str] = frozenset(),
    dark: bool = False,
) -> str:
    """ "GPU 0 · RTX 4090 · ● OK" over "95% · 21.8/24.0 GiB · 71 °C · 402 W" (HTML for the
    plot title). When the GPU is not OK its status takes the model name's place ("GPU 0 ·
    ▲ throttling: too hot") and the values past their alert threshold are coloured. A remote
    GPU's title names its host ("gpu-server-01 GPU 0")."""
    name = for_qt_html((gpu.static.name or "GPU").replace("NVIDIA ", ""), 60)
    pod = f" · {for_qt_html(gpu.workload, 60)}" if gpu.workload else ""
    status = status or (GpuStatus("problem", ("GPU lost",)) if gpu.lost else GpuStatus())
    if status.bad:
        head = f"<b>{for_qt_html(gpu.title, 80)}</b> · {status_html(status, dark)}{pod}<br>"
    else:
        head = (
            f"<b>{for_qt_html(gpu.title, 80)}</b> · {name}{pod} · {status_html(status, dark)}<br>"
        )
    if gpu.lost:
        return f"{head}{name}: fell off the bus, no readings"
    r = gpu.reading
    if r is None:
        return f"{head}no reading"
    util = fmt_num(r.util_gpu_percent, "%")
    if gpu.static.mig_mode and r.util_gpu_percent is None:
        util = f"MIG ({len(gpu.mig)} instances)"
    parts = [
        util,
        _past(
            fmt_used_of(r.memory_used_bytes, r.memory_total_bytes, binary), "memory" in past, dark
        ),
        _past(fmt_num(r.temperature_c, "°C"), "temperature" in past, dark),
        fmt_num(r.power_w, "W"),
    ]
    return head + " · ".join(parts)


def grid_columns(count: int) -> int:
    """Plots per row: one GPU fills the view, two side by side, eight in two rows of four."""
    if count <= 1:
        return 1
    if count <= 4:
        return 2
    return 4 if count <= 8 else math.ceil(math.sqrt(count))


class OverviewView(QWidget):
    """One plot per GPU (GPU and memory use in %); double-click opens the GPU's details.

    Signals:
        gpu_activated(int): a GPU's plot was double-clicked.
    """

    gpu_activated = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Overview of all GPUs")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.view = plot_view()
        self.view.setAccessibleName("GPU utilization and memory plots")
        # Said once where it does not cover the plots (no tooltip over the data).
        self.view.setAccessibleDescription(
            "Each GPU's utilization and memory used (% of total), named in the legend "
            "(click a name to hide or show its line). Double-click a GPU for its details."
        )
        layout.addWidget(self.view)
        self.plots: list[MetricPlot] = []
        self.legend: pg.LegendItem | None = None
        self.binary = True
        self.window_s = 600.0
        self.config = AlertConfig()
        self._borders: dict[int, str] = {}
        self.view.scene().sigMouseMoved.connect(self._mouse_moved)
        self.view.scene().sigMouseClicked.connect(self._mouse_clicked)

    def set_gpu_count(self, count: int) -> None:
        """Lay out one plot per GPU (only when the number of GPUs changes)."""
        if count == len(self.plots):
            return
        self.view.clear()
        self.plots = []
        self.legend = None
        cols = grid_columns(count)
        for i in range(count):
            item = self.view.addPlot(
                row=1 + i // cols,
                col=i % cols,
                axisItems={"bottom": AgoAxis("bottom"), "left": ValueAxis("left")},
            )
            plot = MetricPlot(
                item, f"GPU {i}", OVERVIEW_CURVES, y_range=(0, 100), unit="%", legend=False
            )
            plot.gpu = i
            plot.set_window(self.window_s)
            plot.set_threshold(self.config.memory_percent, self._memory_label(count))
            self.plots.append(plot)
        self._borders = {}
        if self.plots:
            # One legend for all the GPUs, above them: a click hides a line on every GPU.
            self.legend = legend_item(len(OVERVIEW_CURVES))
            for spec, curve in zip(OVERVIEW_CURVES, self.plots[0].curves, strict=True):
                self.legend.addItem(curve, spec.label)
            self.view.ci.addItem(self.legend, row=0, col=0, colspan=cols)
            self.legend.setMaximumWidth(self.legend.layout.preferredWidth())  # entries together
            self.view.ci.layout.setRowMaximumHeight(0, LEGEND_HEIGHT)
            self.view.ci.layout.setAlignment(self.legend, Qt.AlignmentFlag.AlignHCenter)
            self.legend.sigSampleClicked.connect(self._legend_clicked)
        self._style()

    def _style(self) -> None:
        style_layout(self.view, [p.plot for p in self.plots], self)
        foreground = plot_colors(self)[1]
        dark = is_dark(self.palette())
        for plot in self.plots:
            plot.apply_theme(dark, foreground.name(), plot_colors(self)[0].name())
        if self.legend is not None:
            style_legend(self.legend, foreground)
        self._borders = {}

    def set_config(self, config: AlertConfig) -> None:
        """The alert thresholds (the memory line on each GPU's plot)."""
        self.config = config
        for plot in self.plots:
            plot.set_threshold(config.memory_percent, self._memory_label(len(self.plots)))

    def _memory_label(self, count: int) -> str:
        """The memory threshold's name: on one or two GPUs' plots; a grid has no room."""
        return f"memory alert {self.config.memory_percent:g}%" if count <= 2 else ""

    def legend_names(self) -> list[str]:
        """The names the overview's one legend shows."""
        return [] if self.legend is None else [label.text for _s, label in self.legend.items]

    def set_window(self, seconds: float) -> None:
        self.window_s = seconds
        for plot in self.plots:
            plot.set_window(seconds)

    def update_titles(
        self, snapshot: Snapshot, statuses: dict[int, GpuStatus] | None = None
    ) -> None:
        """Each GPU's title (its status, figures, values past their threshold coloured) and
        a frame in its status's colour around a GPU that is not OK."""
        dark = is_dark(self.palette())
        size = "9pt" if len(self.plots) > 2 else None
        for plot, gpu in zip(self.plots, snapshot.gpus, strict=False):
            status = (statuses or {}).get(gpu.index)
            past = past_thresholds(gpu, self.config)
            plot.set_title(gpu_title(gpu, self.binary, status, past, dark), size=size)
            level = status.level if status is not None and status.bad else ""
            plot.set_state_text(
                "GPU lost" if gpu.lost else "", status_color("problem", dark) if gpu.lost else None
            )
            if self._borders.get(plot.gpu) != level:
                self._borders[plot.gpu] = level
                vb = plot.plot.getViewBox()
                vb.setBorder(pg.mkPen(status_color(level, dark), width=3) if level else None)

    def refresh(self, history: History, now: float | None, shown: float | None = None) -> None:
        for plot in self.plots:
            if shown is not None:
                plot.set_shown(shown)
            plot.refresh(history, now)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in PALETTE_EVENTS and self.plots:
            self._style()
        super().changeEvent(event)

    def _legend_clicked(self, item: object) -> None:
        """A legend entry was clicked: its line is hidden or shown on every GPU's plot."""
        for plot in self.plots:
            for spec, curve in zip(plot.specs, plot.curves, strict=True):
                if curve is item:
                    for other in self.plots:
                        other.set_curve_visible(spec.metric, curve.isVisible())
                    return

    def _mouse_moved(self, pos: object) -> None:
        for plot in self.plots:
            plot.show_readout(pos)  # type: ignore[arg-type]

    def _mouse_clicked(self, event: object) -> None:
        if not getattr(event, "double", lambda: False)():
            return
        pos = event.scenePos()  # type: ignore[attr-defined]
        for plot in self.plots:
            if plot.plot.sceneBoundingRect().contains(pos):
                self.gpu_activated.emit(plot.gpu)
                return
