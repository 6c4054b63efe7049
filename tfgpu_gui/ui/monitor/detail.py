"""One GPU in depth: its static facts and six live plots with a hover read-out."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.telemetry.alerts import AlertConfig
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.metrics import MEM_USED, TEMPERATURE
from tfgpu_gui.telemetry.nvml_tables import SLOWDOWN_REASONS, clock_reason_words
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, MigInstance, Snapshot, SystemInfo
from tfgpu_gui.telemetry.status import GpuStatus
from tfgpu_gui.text.numbers import GIB, NA, fmt_bytes, fmt_num, fmt_pcie
from tfgpu_gui.text.safe import for_qt
from tfgpu_gui.ui.colors import status_color
from tfgpu_gui.ui.monitor.plots import (
    GB,
    AgoAxis,
    MetricPlot,
    ValueAxis,
    detail_specs,
    plot_view,
)
from tfgpu_gui.ui.theme import PALETTE_EVENTS, is_dark, plot_colors, style_layout

#: The narrowest the facts beside the plots get: "NVIDIA GeForce RTX 4090" or
#: "Gen4 x16 (max Gen4 x16)" on one line.
FACTS_MIN_WIDTH = 230


def pcie_text(gpu: GpuSnapshot) -> tuple[str, bool]:
    """ "Gen4 x16 (max Gen4 x16)" and whether the link is flagged as degraded.

    Idle GPUs lower their link speed to save power, so a slower generation only counts while
    the GPU works; a narrower link counts always (seed 000: a card in an x4 slot or riser).
    """
    s, r = gpu.static, gpu.reading
    cur_gen = r.pcie_gen if r else None
    cur_width = r.pcie_width if r else None
    text = f"{fmt_pcie(cur_gen, cur_width)} (max {fmt_pcie(s.pcie_gen_max, s.pcie_width_max)})"
    busy = r is not None and (r.util_gpu_percent or 0) > 10
    narrow = cur_width is not None and s.pcie_width_max is not None and cur_width < s.pcie_width_max
    slow = busy and cur_gen is not None and s.pcie_gen_max is not None and cur_gen < s.pcie_gen_max
    if narrow or slow:
        return text + " — running below its maximum: check the slot, riser or BIOS", True
    if cur_gen is not None and s.pcie_gen_max is not None and cur_gen < s.pcie_gen_max:
        return text + " (idle: power saving)", False
    return text, False


def mig_text(m: MigInstance, binary: bool = True) -> str:
    """ "GI 1/CI 0 1g.10gb 1.1/9.6 GiB": one MIG instance with its own memory."""
    profile = (m.name or "").rsplit("MIG ", 1)[-1] if m.name and "MIG " in m.name else ""
    used = fmt_bytes(m.memory_used_bytes, binary).split()[0]
    ids = f"GI {fmt_num(m.gpu_instance_id)}/CI {fmt_num(m.compute_instance_id)}"
    util = f" {fmt_num(m.util_gpu_percent, '%')}" if m.util_gpu_percent is not None else ""
    return for_qt(
        f"{ids} {profile} {used}/{fmt_bytes(m.memory_total_bytes, binary)}{util}".replace(
            "  ", " "
        ),
        120,
    )


def slowdown_text(gpu: GpuSnapshot) -> tuple[str, str]:
    """ "hardware slowdown, too hot" and the driver's names of the same ("NVML: hw-slowdown,
    sw-thermal") for a tooltip: why the clocks are slowed, in words. Only the reasons that slow
    the GPU against the user's wishes count (not idle, a clock the user set, nor the power
    cap)."""
    r = gpu.reading
    slow = sorted(set(r.throttle_reasons or ()) & SLOWDOWN_REASONS) if r else []
    if not slow:
        return "nothing", ""
    return ", ".join(clock_reason_words(n) for n in slow), "NVML: " + ", ".join(slow)


def static_facts(
    gpu: GpuSnapshot,
    system: SystemInfo,
    binary: bool = True,
    status: GpuStatus | None = None,
) -> list[tuple[str, str, bool]]:
    """(label, value, flagged) rows of the facts panel."""
    s = gpu.static
    cc = f"{s.compute_capability[0]}.{s.compute_capability[1]}" if s.compute_capability else NA
    pcie, pcie_bad = pcie_text(gpu)
    limit = fmt_num(s.power_limit_w, "W")
    if s.power_default_limit_w and s.power_limit_w and s.power_default_limit_w != s.power_limit_w:
        limit += f" (default {fmt_num(s.power_default_limit_w, 'W')})"
    mig = NA if s.mig_mode is None else ("enabled" if s.mig_mode else "disabled")
    if s.mig_mode and gpu.mig:
        mig += " · " + "; ".join(mig_text(m, binary) for m in gpu.mig)
    slow, _names = slowdown_text(gpu)
    if status is None:
        status = GpuStatus("problem", ("GPU lost",)) if gpu.lost else GpuStatus()
    marks = {"warning": "▲ ", "problem": "✖ "}  # the word is the colour and the mark
    state = f"{marks[status.level]}{status.text}" if status.bad else "OK"
    if gpu.lost and "lost" not in state:
        state += " (fell off the bus)"
    return [
        ("Host", s.host or "this computer", False),
        ("Status", state, status.bad),
        ("Name", s.name or NA, False),
        ("Driver", system.driver_version or NA, False),
        ("CUDA (driver supports up to)", system.cuda_driver_version or NA, False),
        ("Compute capability", cc + (f" · {s.architecture}" if s.architecture else ""), False),
        ("Memory", fmt_bytes(s.memory_total_bytes, binary), False),
        ("PCIe link", pcie, pcie_bad),
        ("Power limit", limit, False),
        ("MIG mode", mig, False),
        ("Clocks slowed by", slow, slow != "nothing"),
    ]


class DetailView(QWidget):
    """Facts and plots of the GPU chosen in the combo box.

    Signals:
        gpu_changed(int): the user picked another GPU.
    """

    gpu_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Details of one GPU")
        self.binary = True
        outer = QHBoxLayout(self)
        side = QVBoxLayout()
        self.gpu_combo = QComboBox()
        self.gpu_combo.setAccessibleName("GPU shown in detail")
        self.gpu_combo.setToolTip("The GPU shown in detail (Alt+G)")
        pick = QLabel("&GPU:")
        pick.setBuddy(self.gpu_combo)
        row = QHBoxLayout()
        row.addWidget(pick)
        row.addWidget(self.gpu_combo, 1)
        side.addLayout(row)
        self.facts = QFormLayout()
        # Each name above its value: the value gets the panel's whole width, so a GPU's name or
        # a PCIe link fits on one line at a laptop's width instead of being cut.
        self.facts.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.fact_labels: dict[str, QLabel] = {}
        for label in [f[0] for f in static_facts(_EMPTY, SystemInfo("none"))]:
            value = QLabel(NA)
            value.setTextFormat(Qt.TextFormat.PlainText)  # NVML's strings, never markup
            value.setWordWrap(True)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setAccessibleName(label)
            self.facts.addRow(label + ":", value)
            self.fact_labels[label] = value
        side.addLayout(self.facts)
        side.addStretch(1)
        panel = QWidget()
        panel.setLayout(side)
        # Scrolled, not cut, where the window is short (a laptop's 768 px).
        self.facts_area = QScrollArea()
        self.facts_area.setWidget(panel)
        self.facts_area.setWidgetResizable(True)
        self.facts_area.setFrameShape(QFrame.Shape.NoFrame)
        self.facts_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.facts_area.setMinimumWidth(FACTS_MIN_WIDTH)
        self.facts_area.setMaximumWidth(330)
        self.facts_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        outer.addWidget(self.facts_area)
        self.view = plot_view()
        self.view.setAccessibleName("Live plots of the selected GPU")
        outer.addWidget(self.view, 1)
        # The six plots are built when the tab is first shown or drawn, not at start-up: most
        # sessions stay on the overview, and building them was ~15% of the time to launch.
        self.plots: list[MetricPlot] = []
        self.window_s = 600.0
        self.config = AlertConfig()
        self._memory_total: int | None = None
        self.gpu_combo.currentIndexChanged.connect(self._combo_changed)
        self.view.scene().sigMouseMoved.connect(self._mouse_moved)

    def ensure_plots(self) -> None:
        """Build the plots if they are not built yet."""
        if not self.plots:
            self._build_plots()

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        self.ensure_plots()
        super().showEvent(event)

    def _build_plots(self) -> None:
        self.view.clear()
        self.plots = []
        window = self.window_s
        first = None
        for i, (title, curves, y_range, unit) in enumerate(detail_specs(self.binary)):
            item = self.view.addPlot(
                row=i // 2,
                col=i % 2,
                axisItems={"bottom": AgoAxis("bottom"), "left": ValueAxis("left")},
            )
            if first is None:
                first = item
            else:
                item.setXLink(first)
            plot = MetricPlot(item, title, curves, y_range=y_range, unit=unit)
            plot.gpu = self.gpu
            plot.set_window(window)
            self.plots.append(plot)
        self._style()
        self._set_thresholds()

    def _style(self) -> None:
        style_layout(self.view, [p.plot for p in self.plots], self)
        foreground = plot_colors(self)[1].name()
        dark = is_dark(self.palette())
        for plot in self.plots:
            plot.apply_theme(dark, foreground, plot_colors(self)[0].name())

    def set_config(self, config: AlertConfig) -> None:
        """The alert thresholds (the lines on the temperature and memory plots)."""
        if config != self.config:
            self.config = config
            self._set_thresholds()

    def _set_thresholds(self) -> None:
        """Lines at the alert thresholds: temperature, and memory at its share of the total."""
        cfg = self.config
        for plot in self.plots:
            metrics = {spec.metric for spec in plot.specs}
            if TEMPERATURE.key in metrics:
                plot.set_threshold(cfg.temperature_c, f"alert {cfg.temperature_c:g} °C")
            elif MEM_USED.key in metrics:
                total = self._memory_total
                scale = 1 / GIB if self.binary else 1 / GB
                value = None if not total else total * cfg.memory_percent / 100 * scale
                plot.set_threshold(value, f"alert {cfg.memory_percent:g}%")

    @property
    def gpu(self) -> int:
        return max(0, self.gpu_combo.currentIndex())

    def set_units(self, binary: bool) -> None:
        if binary != self.binary:
            self.binary = binary
            if self.plots:
                self._build_plots()

    def set_gpus(self, snapshot: Snapshot) -> None:
        """Fill the GPU list (only when the set of GPUs changes)."""
        names = [
            f"{for_qt(g.title, 80)}: {for_qt(g.static.name or 'unknown', 60)}"
            for g in snapshot.gpus
        ]
        if names == [self.gpu_combo.itemText(i) for i in range(self.gpu_combo.count())]:
            return
        current = self.gpu
        self.gpu_combo.blockSignals(True)
        self.gpu_combo.clear()
        self.gpu_combo.addItems(names)
        self.gpu_combo.setCurrentIndex(min(current, len(names) - 1))
        self.gpu_combo.blockSignals(False)
        for plot in self.plots:
            plot.gpu = self.gpu

    def show_gpu(self, index: int) -> None:
        self.gpu_combo.setCurrentIndex(index)

    def set_window(self, seconds: float) -> None:
        self.window_s = seconds
        for plot in self.plots:
            plot.set_window(seconds)

    def update_facts(
        self, snapshot: Snapshot, statuses: dict[int, GpuStatus] | None = None
    ) -> None:
        gpu = snapshot.gpu(self.gpu)
        if gpu is None:
            return
        status = (statuses or {}).get(gpu.index)
        dark = is_dark(self.palette())
        for label, value, flagged in static_facts(gpu, snapshot.system, self.binary, status):
            widget = self.fact_labels[label]
            widget.setText(for_qt(value, 200))
            level = "warning"
            if label == "Status" and status is not None and status.level == "problem":
                level = "problem"
            color = status_color(level, dark)
            widget.setStyleSheet(f"color: {color}; font-weight: bold;" if flagged else "")
        self.fact_labels["Clocks slowed by"].setToolTip(slowdown_text(gpu)[1])
        s = gpu.static
        maxima = {
            k: float(v)
            for k, v in (
                ("sm_clock_max_mhz", s.sm_clock_max_mhz),
                ("mem_clock_max_mhz", s.mem_clock_max_mhz),
            )
            if v
        }
        total = s.memory_total_bytes or (gpu.reading.memory_total_bytes if gpu.reading else None)
        for plot in self.plots:
            if plot.maxima != maxima:
                plot.set_maxima(maxima)
        if total != self._memory_total:
            self._memory_total = total
            self._set_thresholds()

    def refresh(self, history: History, now: float | None, shown: float | None = None) -> None:
        self.ensure_plots()
        for plot in self.plots:
            if shown is not None:
                plot.set_shown(shown)
            plot.refresh(history, now)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        if event.type() in PALETTE_EVENTS and self.plots:
            self._style()
        super().changeEvent(event)

    def _combo_changed(self, index: int) -> None:
        for plot in self.plots:
            plot.gpu = max(0, index)
        self.gpu_changed.emit(max(0, index))

    def _mouse_moved(self, pos: object) -> None:
        for plot in self.plots:
            plot.show_readout(pos)  # type: ignore[arg-type]


def _empty_gpu() -> GpuSnapshot:
    from tfgpu_gui.telemetry.snapshot import GpuStatic

    return GpuSnapshot(static=GpuStatic(index=0, name=None), reading=None)


_EMPTY = _empty_gpu()
