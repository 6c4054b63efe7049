"""The tray icon, drawn from the latest sample: one column per GPU.

Each column shows the GPU's memory use as a pale fill and its utilization as a bright bar in
front of it, on a dark rounded tile with a light rim so that it reads on dark and light panels.
It is drawn at each size the panel may ask for (16 to 64 px, and twice that for HiDPI), with
whole-pixel geometry so a 16 px icon stays crisp; only the sizes that are asked for are drawn,
when they are asked for (:class:`TrayIconEngine`). :func:`picture_key` tells whether two sets
of levels give the same picture, so the tray replaces the icon only when it would look different.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QIconEngine, QPainter, QPen, QPixmap

from tfgpu_gui.telemetry.alerts import HOT_C, Alert
from tfgpu_gui.telemetry.metrics import MEM_USED
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot
from tfgpu_gui.text.numbers import fmt_bytes, fmt_num, fmt_used_of
from tfgpu_gui.text.safe import for_qt
from tfgpu_gui.ui.colors import METRIC_COLORS

SIZES = (16, 22, 24, 32, 48, 64, 128)
TILE = QColor("#1f2933")
RIM = QColor("#cbd2d9")
MEM = QColor(METRIC_COLORS[MEM_USED.key])  # memory used: the plots' colour, translucent
MEM.setAlpha(150)
LOST = QColor("#D55E00")


@dataclass(frozen=True)
class GpuLevel:
    """What one column of the icon shows; ``None`` utilization is drawn as no bar."""

    util: float | None
    memory: float | None
    lost: bool = False
    hot: bool = False


def util_color(util: float) -> QColor:
    """Green when busy, amber when half busy, grey when idle: busy is the good state."""
    if util >= 60:
        return QColor("#3ccf8e")
    if util >= 20:
        return QColor("#f0b429")
    return QColor("#9aa5b1")


def _color_class(level: GpuLevel) -> int:
    """Which colour :func:`_draw_column` gives the bar (the thresholds of :func:`util_color`)."""
    if level.hot:
        return 3
    util = level.util or 0.0
    return 2 if util >= 60 else 1 if util >= 20 else 0


def _inner_height(size: int) -> int:
    rim = max(1, size // 16)
    return size - 2 * (rim + max(1, size // 10))


def _bar_heights(h: int, level: GpuLevel) -> tuple[int | None, int | None]:
    """Pixel heights of the memory fill and the utilization bar in a column ``h`` px high."""
    mem = None if level.memory is None else round(h * max(0.0, min(100.0, level.memory)) / 100)
    util = None if level.util is None else max(1, round(h * max(0.0, min(100.0, level.util)) / 100))
    return mem, util


_KEY_HEIGHTS = tuple(sorted({_inner_height(size) for size in SIZES}))


def picture_key(gpu_levels: list[GpuLevel], paused: bool = False, error: bool = False) -> object:
    """Equal for two states exactly when :func:`draw` gives the same pixels at each of SIZES.

    Sub-pixel changes of a level (most samples of a steady GPU) give the same key.
    """
    if error or not gpu_levels:
        return (paused, error)
    columns = tuple(
        (True,)
        if level.lost
        else (
            False,
            None if level.util is None else _color_class(level),
            tuple(_bar_heights(h, level) for h in _KEY_HEIGHTS),
        )
        for level in gpu_levels
    )
    return (paused, error, columns)


#: The most GPU columns the icon draws; with more GPUs (remote hosts), the busiest are shown.
MAX_ICON_GPUS = 8


def _busiest(out: list[GpuLevel]) -> list[GpuLevel]:
    """The :data:`MAX_ICON_GPUS` columns that matter most (lost, hot, then busiest), in order."""
    if len(out) <= MAX_ICON_GPUS:
        return out
    ranked = sorted(
        range(len(out)),
        key=lambda i: (not out[i].lost, not out[i].hot, -(out[i].util or 0.0), i),
    )
    return [out[i] for i in sorted(ranked[:MAX_ICON_GPUS])]


def levels(snapshot: Snapshot | None, hot_c: float = HOT_C) -> list[GpuLevel]:
    """One column per GPU (at most :data:`MAX_ICON_GPUS`: the busiest of all hosts)."""
    return _busiest(_all_levels(snapshot, hot_c))


def _all_levels(snapshot: Snapshot | None, hot_c: float) -> list[GpuLevel]:
    if snapshot is None:
        return []
    out = []
    for gpu in snapshot.gpus:
        r = gpu.reading
        if gpu.lost or r is None:
            out.append(GpuLevel(None, None, lost=True))
            continue
        hot = r.temperature_c is not None and r.temperature_c >= hot_c
        out.append(GpuLevel(r.util_gpu_percent, r.memory_percent, hot=hot))
    return out


def draw(
    size: int, gpu_levels: list[GpuLevel], paused: bool = False, error: bool = False
) -> QPixmap:
    """The icon at ``size`` × ``size`` pixels."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, size >= 32)
    rim = max(1, size // 16)
    radius = max(2.0, size / 6)
    p.setPen(QPen(RIM, rim))
    p.setBrush(TILE)
    half = rim / 2
    p.drawRoundedRect(QRectF(half, half, size - rim, size - rim), radius, radius)
    pad = rim + max(1, size // 10)
    inner_w = size - 2 * pad
    inner_h = size - 2 * pad
    if error or not gpu_levels:
        _draw_mark(p, size, "!" if error else "…", LOST if error else RIM)
    else:
        n = len(gpu_levels)
        gap = 1 if n > 1 and inner_w // n >= 3 else 0
        col_w = max(1, (inner_w - gap * (n - 1)) // n)
        used_w = col_w * n + gap * (n - 1)
        x = pad + (inner_w - used_w) // 2
        for level in gpu_levels:
            _draw_column(p, x, pad, col_w, inner_h, level)
            x += col_w + gap
    if paused:
        _draw_pause(p, size)
    p.end()
    return pix


def _draw_column(p: QPainter, x: int, top: int, w: int, h: int, level: GpuLevel) -> None:
    bottom = top + h
    if level.lost:
        p.fillRect(x, top, w, h, LOST)
        return
    mh, uh = _bar_heights(h, level)
    if mh is not None:
        p.fillRect(x, bottom - mh, w, mh, MEM)
    if level.util is not None and uh is not None:
        bar_w = max(1, w - 2 * (w // 4)) if w >= 4 else w
        color = LOST if level.hot else util_color(level.util)
        p.fillRect(x + (w - bar_w) // 2, bottom - uh, bar_w, uh, color)


def _draw_mark(p: QPainter, size: int, text: str, color: QColor) -> None:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(8, int(size * 0.7)))
    p.setFont(font)
    p.setPen(color)
    p.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, text)


def _draw_pause(p: QPainter, size: int) -> None:
    w = max(2, size // 6)
    h = max(4, size // 2)
    x = size - 2 * w - max(1, size // 8) - w // 2
    y = size - h - max(1, size // 10)
    p.fillRect(x - 1, y - 1, 3 * w + 2, h + 2, TILE)
    p.fillRect(x, y, w, h, RIM)
    p.fillRect(x + 2 * w, y, w, h, RIM)


class TrayIconEngine(QIconEngine):
    """Draws the icon at a size when it is first asked for, then keeps that pixmap.

    A panel shows one or two sizes; drawing all seven each time a level moves (every second
    on a busy machine) was the largest cost of the app while hidden to the tray.
    """

    def __init__(self, gpu_levels: list[GpuLevel], paused: bool, error: bool) -> None:
        super().__init__()
        self.levels = list(gpu_levels)
        self.paused = paused
        self.error = error
        self.drawn: dict[int, QPixmap] = {}

    def _square(self, side: int) -> QPixmap:
        side = max(1, side)
        pix = self.drawn.get(side)
        if pix is None:
            pix = draw(side, self.levels, self.paused, self.error)
            self.drawn[side] = pix
        return pix

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return QPixmap(self._square(min(size.width(), size.height())))

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        pix = QPixmap(self._square(round(min(size.width(), size.height()) * scale)))
        pix.setDevicePixelRatio(scale)
        return pix

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        side = min(rect.width(), rect.height())
        scale = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pix = self._square(round(side * scale))
        target = QRect(QPoint(0, 0), QSize(side, side))
        target.moveCenter(rect.center())
        painter.drawPixmap(target, pix)

    def availableSizes(self, mode: QIcon.Mode, state: QIcon.State) -> list[QSize]:
        return [QSize(size, size) for size in SIZES]

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        side = min(size.width(), size.height())
        return QSize(side, side)

    def isNull(self) -> bool:
        return False

    def clone(self) -> QIconEngine:
        return TrayIconEngine(self.levels, self.paused, self.error)

    def key(self) -> str:
        return "tfgpu-tray"


def make_icon(gpu_levels: list[GpuLevel], paused: bool = False, error: bool = False) -> QIcon:
    """A QIcon of the drawing at every size a panel may ask for, drawn when asked for."""
    return QIcon(TrayIconEngine(gpu_levels, paused, error))


#: GPUs with a line of their own in the tray menu and tooltip; the rest are summed up.
STATUS_GPUS = 8


def gpu_status_line(gpu: GpuSnapshot, binary: bool = True) -> str:
    """ "GPU 0 · 83% · 71/80 GiB · 69 °C" (or "GPU 0 · lost")."""
    r = gpu.reading
    if gpu.lost or r is None:
        return f"{gpu.title} · lost" if gpu.lost else f"{gpu.title} · no reading"
    return " · ".join(
        (
            gpu.title,
            fmt_num(r.util_gpu_percent, "%"),
            fmt_used_of(r.memory_used_bytes, r.memory_total_bytes, binary, whole_from=10),
            fmt_num(r.temperature_c, "°C"),
        )
    )


def status_lines(snapshot: Snapshot | None, binary: bool = True) -> list[str]:
    """One line per GPU (up to :data:`STATUS_GPUS`), then one line summing up the others."""
    if snapshot is None:
        return ["No GPU reading yet"]
    if not snapshot.gpus:
        return ["No GPU found"]
    gpus = snapshot.gpus
    lines = [gpu_status_line(g, binary) for g in gpus[:STATUS_GPUS]]
    rest = gpus[STATUS_GPUS:]
    if rest:
        utils = [
            g.reading.util_gpu_percent
            for g in rest
            if g.reading is not None and g.reading.util_gpu_percent is not None
        ]
        lost = sum(1 for g in rest if g.lost)
        parts = [f"{len(rest)} more GPUs"]
        if utils:
            parts.append(f"{sum(utils) / len(utils):.0f}% on average")
        if lost:
            parts.append(f"{lost} lost")
        lines.append("+ " + " · ".join(parts))
    return lines


def alert_line(alert: Alert | None, when: str | None = None) -> str | None:
    """ "Last alert (14:02): GPU 0 is hot" for the tray, or None without one."""
    if alert is None:
        return None
    stamp = f" ({when})" if when else ""
    return f"Last alert{stamp}: {for_qt(alert.title, 100)}"


def tooltip(
    snapshot: Snapshot | None,
    binary: bool = True,
    paused: bool = False,
    alert: str | None = None,
    status: list[str] | None = None,
) -> str:
    """The tray menu's status lines (``status``, when they are at hand), the latest alert and
    the process with most GPU memory."""
    from tfgpu_gui.appinfo import DISPLAY_NAME

    if status is None:
        status = status_lines(snapshot, binary)
    lines = [DISPLAY_NAME + (" (paused)" if paused else ""), *status]
    if alert:
        lines.append(alert)
    if snapshot is None:
        return "\n".join(lines)
    top = None
    for gpu in snapshot.gpus:
        for proc in gpu.processes:
            if top is None or (proc.gpu_memory_bytes or 0) > (top.gpu_memory_bytes or 0):
                top = proc
    if top is not None:
        cmd = for_qt(top.info.command or top.info.name or "?", 48)
        lines.append(f"Top: {cmd} (pid {top.pid}, {fmt_bytes(top.gpu_memory_bytes, binary)})")
    lines += [for_qt(source.message, 200) for source in snapshot.sources if not source.ok]
    return "\n".join(lines)
