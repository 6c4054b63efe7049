"""``tfgpu watch`` on a terminal: a block per GPU with bars, then the programs on the GPUs.

:func:`render_live` is a pure function of (snapshot, width, height, style): the lines of one
frame, none wider than ``width`` columns and no more than ``height`` of them, so that the
caller redraws them in place without a wrap or a scroll. With room it shows more: wider bars,
more readings per GPU, more programs; short of room it folds each GPU into one line, then
leaves out the programs and GPUs that do not fit, and says how many ("+3 more").

Colour means something or is absent: a temperature at or above the alert threshold
(:data:`~tfgpu_gui.telemetry.alerts.HOT_C`), memory at or above the "nearly full" threshold
(:data:`~tfgpu_gui.telemetry.alerts.MEMORY_FULL_PERCENT`), clocks held down for heat or
power (the throttle reasons NVML reports), a lost GPU, a source that cannot be read. Labels
and units come from the metric table (:mod:`~tfgpu_gui.telemetry.metrics`).

Every text from outside (GPU and host names, users, command lines) passes through
:func:`~tfgpu_gui.text.safe.for_terminal`, so the only escape sequences are the app's colours.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from dataclasses import dataclass

from tfgpu_gui.telemetry.alerts import HOT_C, MEMORY_FULL_PERCENT
from tfgpu_gui.telemetry.metrics import (
    FAN,
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
from tfgpu_gui.telemetry.nvml_tables import (
    CLOCK_REASON_WORDS,
    POWER_REASONS,
    SLOWDOWN_REASONS,
    THERMAL_REASONS,
)
from tfgpu_gui.telemetry.programs import Program, gpu_list, group_programs
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot
from tfgpu_gui.text.numbers import NA, fmt_bytes, fmt_num, fmt_rate, fmt_used_of
from tfgpu_gui.text.safe import for_terminal
from tfgpu_gui.text.terminal import Style, cells, clip, clip_styled

#: The widest a bar grows on a wide terminal (cells between its brackets), and the narrowest.
MAX_BAR = 40
MIN_BAR = 4
#: The widest the user and host columns of the programs grow.
USER_WIDTH = 16
HOST_WIDTH = 16
#: What a lost GPU shows in place of its readings.
LOST_TEXT = "lost: it stopped answering (fell off the bus); check `dmesg` for Xid errors"


@dataclass(frozen=True)
class Glyphs:
    """The characters bars are drawn with: block elements, or ASCII where the terminal's
    encoding has no block elements."""

    full: str
    #: A cell filled 1/8 to 7/8 (index 1 to 7); empty: whole cells only.
    eighths: str
    ellipsis: str


UNICODE = Glyphs("█", " ▏▎▍▌▋▊▉", "…")
ASCII = Glyphs("#", "", "...")


def glyphs_for(encoding: str | None) -> Glyphs:
    """Block elements when ``encoding`` can write them, ASCII otherwise."""
    try:
        (UNICODE.full + UNICODE.eighths + UNICODE.ellipsis + "°").encode(encoding or "ascii")
    except (LookupError, UnicodeEncodeError):
        return ASCII
    return UNICODE


def bar(percent: float | None, width: int, glyphs: Glyphs = UNICODE) -> str:
    """The inside of a bar ``width`` cells wide, filled in proportion to ``percent`` (0-100,
    in eighths of a cell with block elements); "n/a" in it when there is no value."""
    if percent is None:
        return NA.center(width) if width >= len(NA) else NA[:width]
    share = max(0.0, min(100.0, percent)) / 100.0
    if not glyphs.eighths:
        return (glyphs.full * round(share * width)).ljust(width)
    whole, part = divmod(round(share * width * 8), 8)
    return (glyphs.full * whole + (glyphs.eighths[part] if part else "")).ljust(width)


def reason_words(reason: str, raw: bool) -> str:
    """A throttle reason as people say it ("too hot"); with ``raw`` its NVML name follows."""
    name = for_terminal(reason, 32)
    words = CLOCK_REASON_WORDS.get(reason)
    if words is None:
        return name
    return f"{words} ({name})" if raw and words != name else words


def reason_style(reason: str) -> tuple[str, ...]:
    """Red for heat (what the thermal alert fires on), yellow for other slowdowns and the
    power cap, none for the rest (application clocks, sync boost…)."""
    if reason in THERMAL_REASONS:
        return ("red", "bold")
    if reason in SLOWDOWN_REASONS or reason in POWER_REASONS:
        return ("yellow",)
    return ()


def _reasons(g: GpuSnapshot) -> tuple[str, ...]:
    """The reasons that hold the clocks down ("idle" is not one: an idle GPU needs none)."""
    r = g.reading
    return tuple(x for x in (r.throttle_reasons or ()) if x != "idle") if r else ()


def temperature_style(g: GpuSnapshot) -> tuple[str, ...]:
    """Red at or above :data:`HOT_C`, yellow below it while slowing down for heat."""
    t = g.reading.temperature_c if g.reading else None
    if t is not None and t >= HOT_C:
        return ("red", "bold")
    if set(_reasons(g)) & THERMAL_REASONS:
        return ("yellow",)
    return ()


def power_style(g: GpuSnapshot) -> tuple[str, ...]:
    """Yellow while the clocks are held down to stay within the power budget."""
    return ("yellow",) if set(_reasons(g)) & POWER_REASONS else ()


def memory_style(g: GpuSnapshot) -> tuple[str, ...]:
    """Red at or above :data:`MEMORY_FULL_PERCENT` of the total (the memory alert's level)."""
    pct = g.reading.memory_percent if g.reading else None
    return ("red",) if pct is not None and pct >= MEMORY_FULL_PERCENT else ()


def _short_name(g: GpuSnapshot) -> str:
    name = g.static.name or "unknown GPU"
    return for_terminal(name.replace("NVIDIA ", "").replace("GeForce ", ""), 64)


def _value(metric: Metric, g: GpuSnapshot) -> float | None:
    value = metric.value(g)
    return float(value) if isinstance(value, (int, float)) else None


@dataclass(frozen=True)
class _Piece:
    """A run of text and the styles it is shown in."""

    text: str
    styles: tuple[str, ...] = ()


def _join(pieces: Sequence[_Piece], style: Style) -> str:
    return "".join(style(p.text, *p.styles) if p.text else "" for p in pieces)


def _width(pieces: Sequence[_Piece]) -> int:
    return sum(cells(p.text) for p in pieces)


def _details(g: GpuSnapshot) -> list[list[_Piece]]:
    """A GPU's readings besides the bars, most wanted first: temperature, power, then the fan,
    SM clock, memory controller and PCIe traffic where the GPU reports them."""
    out = [
        [_Piece(fmt_num(_value(TEMPERATURE, g), TEMPERATURE.unit), temperature_style(g))],
        [
            _Piece(
                f"{fmt_num(_value(POWER, g))}/{fmt_num(_value(POWER_LIMIT, g), POWER.unit)}",
                power_style(g),
            )
        ],
    ]
    for metric in (FAN, SM_CLOCK, UTIL_MEM):
        value = _value(metric, g)
        if value is not None:
            out.append([_Piece(f"{metric.short} {fmt_num(value, metric.unit)}")])
    rx, tx = _value(PCIE_RX, g), _value(PCIE_TX, g)
    if rx is not None or tx is not None:
        out.append([_Piece(f"{PCIE_RX.short} {fmt_rate(rx)} {PCIE_TX.short} {fmt_rate(tx)}")])
    return out


def _throttle_pieces(g: GpuSnapshot, room: int, raw: bool) -> list[_Piece]:
    """ "throttling: too hot, power cap" in at most ``room`` columns (the NVML names too when
    they fit, or always with ``raw``); nothing when the clocks are free."""
    reasons = _reasons(g)
    if not reasons:
        return []
    for with_names in (True, False) if not raw else (True,):
        pieces = [_Piece("throttling: ")]
        for i, reason in enumerate(reasons):
            if i:
                pieces.append(_Piece(", "))
            pieces.append(_Piece(reason_words(reason, with_names), reason_style(reason)))
        if _width(pieces) <= room:
            return pieces
    return pieces  # cut by the caller's clip


class _Frame:
    """The settings of one frame, shared by its parts."""

    def __init__(
        self, snapshot: Snapshot, width: int, style: Style, glyphs: Glyphs, raw: bool
    ) -> None:
        self.snapshot = snapshot
        self.width = max(20, width)
        self.style = style
        self.glyphs = glyphs
        self.raw = raw
        # The memory text of every GPU takes the same width, so that the bars line up.
        self.mem_width = max(
            (cells(self.mem_text(g)) for g in snapshot.gpus if not _is_lost(g)), default=0
        )

    def mem_text(self, g: GpuSnapshot) -> str:
        return fmt_used_of(_value(MEM_USED, g), _value(MEM_TOTAL, g))

    def percent(self, value: float | None) -> str:
        return fmt_num(value, "%").rjust(4)

    def bar_pieces(
        self, label: str, value: float | None, cells_wide: int, styles: tuple[str, ...]
    ) -> list[_Piece]:
        return [
            _Piece(f"{label} ["),
            _Piece(bar(value, cells_wide, self.glyphs), styles if value is not None else ()),
            _Piece("] "),
            _Piece(self.percent(value), styles),
        ]

    def title(self, g: GpuSnapshot) -> _Piece:
        return _Piece(clip(g.title, max(8, self.width // 3), self.glyphs.ellipsis), ("bold",))

    def gpu_block(self, g: GpuSnapshot) -> list[str]:
        """Two lines (three while throttling): title and readings, then the bars."""
        width, style = self.width, self.style
        title = self.title(g)
        name = _short_name(g)
        if _is_lost(g):
            head = [title, _Piece("  "), _Piece(clip(name, width - _width([title]) - 2))]
            return [
                _join(head, style),
                _join([_Piece("  "), _Piece(clip(LOST_TEXT, width - 2), ("red", "bold"))], style),
            ]
        # The bars: utilization and memory, sharing what their texts leave.
        util, mem_pct = _value(UTIL_GPU, g), g.reading.memory_percent if g.reading else None
        mem_label, util_label = MEM_USED.short or "MEM", UTIL_GPU.short or "UTIL"
        fixed = (
            2 + len(util_label) + 2 + 2 + 4 + 3 + len(mem_label) + 2 + 2 + 4 + 1 + self.mem_width
        )
        each = max(MIN_BAR, min(MAX_BAR, (width - fixed) // 2))
        line2 = [_Piece("  ")]
        line2 += self.bar_pieces(util_label, util, each, ())
        line2 += [_Piece("   ")]
        line2 += self.bar_pieces(mem_label, mem_pct, each, memory_style(g))
        line2 += [_Piece(" " + self.mem_text(g).rjust(self.mem_width), memory_style(g))]
        # Above them: the title, the name, and as many readings as fit, ending where the bars
        # end (on a wide terminal the bars stop growing, and so does the block).
        inner = min(width, _width(line2))
        details: list[_Piece] = []
        name_min = min(cells(name), 12)
        for item in _details(g):
            extra = ([_Piece("  ")] if details else []) + item
            if _width([title]) + 2 + name_min + 2 + _width(details + extra) > inner:
                break
            details += extra
        name_room = inner - _width([title]) - 2 - 2 - _width(details)
        name = clip(name, max(0, name_room), self.glyphs.ellipsis)
        gap = max(2, inner - _width([title]) - 2 - cells(name) - _width(details))
        line1 = [title, _Piece("  "), _Piece(name), _Piece(" " * gap), *details]
        lines = [_join(line1, style)]
        # The throttle reasons: after the bars when they fit there, else on a line of their own.
        room = width - _width(line2) - 3
        throttle = _throttle_pieces(g, room, self.raw)
        if throttle and _width(throttle) <= room:
            lines.append(_join([*line2, _Piece("   "), *throttle], style))
        else:
            lines.append(_join(line2, style))
            if throttle:
                lines.append(_join([_Piece("  "), *throttle], style))
        return lines

    def gpu_line(self, g: GpuSnapshot) -> str:
        """One line: title, bars, temperature, power, and the throttle reasons when they fit."""
        width, style = self.width, self.style
        title = self.title(g)
        if _is_lost(g):
            rest = clip(LOST_TEXT, width - _width([title]) - 2, self.glyphs.ellipsis)
            return _join([title, _Piece("  "), _Piece(rest, ("red", "bold"))], style)
        util, mem_pct = _value(UTIL_GPU, g), g.reading.memory_percent if g.reading else None
        details = _details(g)
        tail = [_Piece("  "), *details[0], _Piece("  "), *details[1]]
        label_u, label_m = UTIL_GPU.short or "UTIL", MEM_USED.short or "MEM"
        fixed = _width([title]) + 2 + len(label_u) + 8 + 2 + len(label_m) + 8 + _width(tail)
        # The NVML names only where they leave the narrowest bars room ("throttling: " is
        # shown as two spaces here).
        throttle = _throttle_pieces(g, width - fixed - 2 * MIN_BAR + 10, False)
        if throttle:
            # The words matter more than wide bars: short ones ("too hot") if need be.
            words = [p.text for p in throttle[1::2]]
            throttle = [_Piece("  ")] + [
                _Piece(("" if i == 0 else ", ") + w, throttle[1 + 2 * i].styles)
                for i, w in enumerate(words)
            ]
            if width - fixed - _width(throttle) < 2 * MIN_BAR:
                throttle = throttle[:2]  # the first reason only
            fixed += _width(throttle)
        each = max(MIN_BAR, min(MAX_BAR // 2, (width - fixed) // 2))
        pieces = [title, _Piece("  ")]
        pieces += self.bar_pieces(label_u, util, each, ())
        pieces += [_Piece("  ")]
        pieces += self.bar_pieces(label_m, mem_pct, each, memory_style(g))
        pieces += tail + throttle
        return _join(pieces, style)


def _is_lost(g: GpuSnapshot) -> bool:
    return g.lost or g.reading is None


def _local_time(wall: float) -> str:
    return _dt.datetime.fromtimestamp(wall).strftime("%H:%M:%S")


def _source(snapshot: Snapshot) -> str:
    backend = snapshot.system.backend
    if backend == "nvml":
        return "NVML"
    if backend.startswith("simulated:"):
        return "simulated: " + backend.split(":", 1)[1]
    return backend


def header(snapshot: Snapshot, width: int, style: Style, hint: str = "") -> list[str]:
    """The frame's first line (source, GPU count, driver when it fits, the time, the keys),
    then one line per remote source that cannot be read."""
    sys = snapshot.system
    n = len(snapshot.gpus)
    left = [
        _Piece(clip(for_terminal(_source(snapshot)), max(10, width // 2)), ("bold",)),
        _Piece(f" · {n} GPU{'s' if n != 1 else ''}"),
    ]
    if sys.driver_version:
        driver = f" · driver {for_terminal(sys.driver_version, 24)}"
        if sys.cuda_driver_version:
            driver += f" · CUDA {for_terminal(sys.cuda_driver_version, 12)}"
        if _width(left) + cells(driver) + 12 + len(hint) <= width:
            left.append(_Piece(driver))
    right = [_Piece(_local_time(snapshot.wall_time))]
    if hint:
        right.append(_Piece(f"  {hint}", ("dim",)))
    gap = max(1, width - _width(left) - _width(right))
    lines = [_join([*left, _Piece(" " * gap), *right], style)]
    for source in snapshot.sources:
        if not source.ok:
            lines.append(style(clip(for_terminal(source.message), width), "yellow"))
    return lines


def _host_gpus(snapshot: Snapshot) -> dict[int, int]:
    """Each GPU's number on its own host (remote GPUs are numbered as on their host)."""
    return {
        g.index: g.static.host_index if g.static.host_index is not None else g.index
        for g in snapshot.gpus
    }


def program_lines(programs: list[Program], snapshot: Snapshot, width: int, rows: int,
                  style: Style, glyphs: Glyphs = UNICODE) -> list[str]:  # fmt: skip
    """The programs' header and up to ``rows - 1`` of them, then "+N more" when some do not
    fit; a line that says there are none when there are none."""
    if rows <= 0:
        return []
    if not programs:
        return [style("No programs on the GPUs.", "dim")]
    if rows == 1:
        n = len(programs)
        return [clip(f"{n} program{'s' if n != 1 else ''} on the GPUs (no room to list)", width)]
    numbers = _host_gpus(snapshot)
    remote = any(p.host for p in programs)
    shown = programs if len(programs) <= rows - 1 else programs[: max(0, rows - 2)]
    cells_of: list[list[str]] = []
    for p in shown:
        i = p.info
        tf = NA if i.tensorflow is None or not i.visible else ("yes" if i.tensorflow else "no")
        command = (
            for_terminal(i.command or NA, 4096)
            if i.visible
            else "(in another container: its pid is not visible here)"
        )
        if i.visible and i.container:
            command = f"[{for_terminal(i.container, 40)}] {command}"
        cells_of.append(
            [
                str(p.pid),
                for_terminal(p.host or "", 64),
                for_terminal(i.user or NA, 64) if i.visible else NA,
                gpu_list(numbers.get(x, x) for x in p.gpus),
                fmt_bytes(p.gpu_memory_bytes),
                fmt_num(p.sm_percent),
                fmt_num(i.cpu_percent) if i.visible else NA,
                tf,
                command,
            ]
        )
    heads = ["PID", "HOST", "USER", "GPU", "GPU MEM", "SM%", "CPU%", "TF", "COMMAND"]
    caps = [12, HOST_WIDTH, USER_WIDTH if width >= 100 else 10, 12, 10, 4, 5, 3, 0]
    right = {0, 4, 5, 6}
    keep = [c for c in range(len(heads)) if c != 1 or remote]
    widths = {
        c: min(caps[c], max([len(heads[c])] + [cells(row[c]) for row in cells_of]))
        for c in keep[:-1]
    }
    used = sum(widths.values()) + 2 * (len(keep) - 1)
    widths[8] = max(0, width - used)
    for p, row in zip(shown, cells_of, strict=True):
        argv = p.info.cmdline
        if p.info.visible and argv and cells(row[8]) > widths[8]:
            # Short of room, the program's name stands for its path: "python train.py …".
            short = " ".join([argv[0].rsplit("/", 1)[-1], *argv[1:]])
            row[8] = row[8].replace(for_terminal(" ".join(argv), 4096), for_terminal(short, 4096))

    def line(values: list[str], styles: dict[int, tuple[str, ...]]) -> str:
        parts = []
        for c in keep:
            text = clip(values[c], widths[c], glyphs.ellipsis)
            if c in right:
                text = text.rjust(widths[c])
            elif c != keep[-1]:
                text = text.ljust(widths[c])
            parts.append(style(text, *styles.get(c, ())))
        return "  ".join(parts).rstrip()

    out = [line(heads, {c: ("bold",) for c in keep})]
    for p, values in zip(shown, cells_of, strict=True):
        styles: dict[int, tuple[str, ...]] = {}
        if values[7] == "yes":
            styles[7] = ("green",)
        if not p.info.visible:
            styles[8] = ("dim",)
        out.append(line(values, styles))
    if len(shown) < len(programs):
        out.append(style(f"+{len(programs) - len(shown)} more", "dim"))
    return out


def render_live(
    snapshot: Snapshot,
    width: int,
    height: int,
    style: Style,
    *,
    glyphs: Glyphs = UNICODE,
    raw_reasons: bool = False,
    hint: str = "",
    notice: str | None = None,
) -> list[str]:
    """One frame of ``tfgpu watch`` for a terminal ``width`` columns by ``height`` lines.

    Args:
        snapshot: What to show.
        width: Columns; no line is wider.
        height: Lines; the frame has at most this many.
        style: Colours (off: plain text with the same layout).
        glyphs: The characters of the bars.
        raw_reasons: Throttle reasons with their NVML names always (``--debug``).
        hint: The keys, at the right of the first line ("q quit").
        notice: A sentence shown under the first line (the GPUs cannot be read just now).

    Returns:
        The lines, without line ends.
    """
    width, height = max(20, width), max(1, height)
    frame = _Frame(snapshot, width, style, glyphs, raw_reasons)
    lines = header(snapshot, width, style, hint)
    if notice:
        lines.append(style(clip(for_terminal(notice), width, glyphs.ellipsis), "yellow"))
    programs = group_programs(snapshot)
    wanted = 2 + min(len(programs), 2) if snapshot.gpus else 0  # blank, header, two rows
    room = height - len(lines)
    blocks = [frame.gpu_block(g) for g in snapshot.gpus]
    if sum(len(b) for b in blocks) + wanted <= room:
        gpu_lines = [line for b in blocks for line in b]
    else:
        gpu_lines = [frame.gpu_line(g) for g in snapshot.gpus]
        fits = room - min(wanted, max(0, room - len(gpu_lines)))
        if len(gpu_lines) > fits:
            kept = max(0, fits - 1)
            more = f"+{len(snapshot.gpus) - kept} more GPUs (make the terminal taller)"
            gpu_lines = [*gpu_lines[:kept], style(more, "dim")]
    lines += gpu_lines
    if snapshot.gpus and height - len(lines) >= 2:
        lines.append("")
        lines += program_lines(programs, snapshot, width, height - len(lines), style, glyphs)
    return [clip_styled(line, width) for line in lines[:height]]
