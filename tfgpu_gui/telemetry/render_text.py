"""Snapshots as text for the terminal: ``tfgpu snapshot`` (full) and ``tfgpu watch`` (compact).

Every text that comes from outside (process names, command lines and users, GPU names, driver
and bus strings) passes through :func:`~tfgpu_gui.text.safe.for_terminal` before it is styled,
so the only escape sequences printed are the app's own colours.
"""

from __future__ import annotations

import datetime as _dt
import os

from tfgpu_gui.telemetry.alerts import HOT_C
from tfgpu_gui.telemetry.nvml_tables import SLOWDOWN_REASONS
from tfgpu_gui.telemetry.programs import Program, group_programs
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot
from tfgpu_gui.text.numbers import NA, fmt_bytes, fmt_duration, fmt_num, fmt_pcie, fmt_rate
from tfgpu_gui.text.safe import for_terminal
from tfgpu_gui.text.terminal import Style, table

#: The longest command line, user and GPU name shown (longer ones end with an ellipsis).
COMMAND_WIDTH = 60
USER_WIDTH = 24
NAME_WIDTH = 48


def _local_time(wall: float) -> str:
    return _dt.datetime.fromtimestamp(wall).strftime("%Y-%m-%d %H:%M:%S")


def header(snapshot: Snapshot, style: Style) -> list[str]:
    sys = snapshot.system
    source = (
        "NVML" if sys.backend == "nvml" else sys.backend.replace("simulated:", "simulated GPUs: ")
    )
    return [
        style(f"{len(snapshot.gpus)} GPU{'s' if len(snapshot.gpus) != 1 else ''}", "bold")
        + f" · {for_terminal(source)} · {_local_time(snapshot.wall_time)}",
        f"Driver {for_terminal(sys.driver_version or NA, 40)}"
        f" · CUDA (driver) {for_terminal(sys.cuda_driver_version or NA, 40)}"
        f" · NVML {for_terminal(sys.nvml_version or NA, 40)}",
    ]


def _temp(value: float | None, style: Style) -> str:
    text = fmt_num(value, "°C")
    if value is not None and value >= HOT_C:
        return style(text, "red", "bold")
    return text


def _throttle(reasons: tuple[str, ...] | None, style: Style) -> str:
    if reasons is None:
        return NA
    if not reasons:
        return "none"
    shown = (for_terminal(r, 40) for r in reasons)
    return ", ".join(style(r, "yellow") if r in SLOWDOWN_REASONS else r for r in shown)


def _pcie_link(g: GpuSnapshot, style: Style) -> str:
    r, s = g.reading, g.static
    if r is None:
        return NA
    now = fmt_pcie(r.pcie_gen, r.pcie_width)
    text = f"{now} (max {fmt_pcie(s.pcie_gen_max, s.pcie_width_max)})"
    if (
        r.pcie_width is not None
        and s.pcie_width_max is not None
        and r.pcie_width < s.pcie_width_max
    ):
        text += " " + style("narrower than the slot allows", "yellow")
    return text


def _mem(used: int | None, total: int | None) -> str:
    if used is None:
        return f"{NA} / {fmt_bytes(total)}"
    pct = f" ({100.0 * used / total:.0f}%)" if total else ""
    return f"{fmt_bytes(used)} / {fmt_bytes(total)}{pct}"


def program_rows(programs: list[Program], now: float, style: Style) -> list[list[str]]:
    """One row per program: its GPUs, its GPU memory summed over them, then the process."""
    rows = [["PID", "USER", "GPUS", "GPU MEM", "SM%", "CPU%", "RSS", "UP", "TF", "COMMAND"]]
    for p in programs:
        i = p.info
        gpus = p.gpu_text
        if not i.visible:
            rows.append(
                [
                    str(p.pid),
                    NA,
                    gpus,
                    fmt_bytes(p.gpu_memory_bytes),
                    fmt_num(p.sm_percent),
                    NA,
                    NA,
                    NA,
                    NA,
                    style("(in another container: its pid is not visible here)", "dim"),
                ]
            )
            continue
        tf = NA if i.tensorflow is None else (style("yes", "green") if i.tensorflow else "no")
        up = fmt_duration(now - i.create_time) if i.create_time is not None else NA
        command = for_terminal(i.command or NA, COMMAND_WIDTH)
        if i.container:
            command = f"[{for_terminal(i.container, 40)}] {command}"
        rows.append(
            [
                str(p.pid),
                for_terminal(i.user or NA, USER_WIDTH),
                gpus,
                fmt_bytes(p.gpu_memory_bytes),
                fmt_num(p.sm_percent),
                fmt_num(i.cpu_percent),
                fmt_bytes(i.rss_bytes),
                up,
                tf,
                command,
            ]
        )
    return rows


def render_programs(snapshot: Snapshot, style: Style) -> list[str]:
    """ "Programs on the GPUs (2)" and their table: a run over 8 GPUs is one row."""
    programs = group_programs(snapshot)
    if not programs:
        return ["Programs on the GPUs: none"]
    lines = [style(f"Programs on the GPUs ({len(programs)})", "bold")]
    rows = program_rows(programs, snapshot.wall_time, style)
    lines += ["  " + line for line in table(rows, right={3, 4, 5, 6})]
    return lines


def render_gpu(g: GpuSnapshot, now: float, style: Style) -> list[str]:
    s, r = g.static, g.reading
    cc = (
        f"compute {s.compute_capability[0]}.{s.compute_capability[1]}"
        if s.compute_capability
        else ""
    )
    title = f"GPU {s.index}  {style(for_terminal(s.name or 'unknown GPU', NAME_WIDTH), 'bold')}"
    bus = for_terminal(s.pci_bus_id, 40)
    extras = [x for x in (cc, bus, "MIG on" if s.mig_mode else "") if x]
    lines = [title + ("  " + style(" · ".join(extras), "dim") if extras else "")]
    if g.lost or r is None:
        lines.append(
            "  "
            + style(
                "GPU is lost: it stopped answering (fell off the bus). "
                "Check `dmesg` for Xid errors; a reboot is usually needed.",
                "red",
            )
        )
        return lines
    fields = [
        (
            "Utilization",
            f"GPU {fmt_num(r.util_gpu_percent, '%')}   memory controller "
            f"{fmt_num(r.util_mem_percent, '%')}",
        ),
        ("Memory", _mem(r.memory_used_bytes, r.memory_total_bytes or s.memory_total_bytes)),
        ("Temperature", f"{_temp(r.temperature_c, style)}   fan {fmt_num(r.fan_percent, '%')}"),
        ("Power", f"{fmt_num(r.power_w, 'W')} / {fmt_num(s.power_limit_w, 'W')}"),
        (
            "Clocks",
            f"SM {fmt_num(r.sm_clock_mhz, 'MHz')} (max {fmt_num(s.sm_clock_max_mhz, 'MHz')})"
            f"   memory {fmt_num(r.mem_clock_mhz, 'MHz')}",
        ),
        (
            "PCIe",
            f"{_pcie_link(g, style)}   rx {fmt_rate(r.pcie_rx_bytes_s)}"
            f"   tx {fmt_rate(r.pcie_tx_bytes_s)}",
        ),
        ("Throttle", _throttle(r.throttle_reasons, style)),
    ]
    if s.mig_mode:
        fields[0] = (
            "Utilization",
            f"GPU n/a (MIG)   memory controller {fmt_num(r.util_mem_percent, '%')}",
        )
        for m in g.mig:
            name = for_terminal(m.name or "MIG device", NAME_WIDTH)
            fields.append(
                (
                    f"MIG {m.index}",
                    f"GI {fmt_num(m.gpu_instance_id)} CI {fmt_num(m.compute_instance_id)}  {name}  "
                    f"{_mem(m.memory_used_bytes, m.memory_total_bytes)}"
                    f"   util {fmt_num(m.util_gpu_percent, '%')}",
                )
            )
    width = max(len(k) for k, _ in fields)
    lines += [f"  {k.ljust(width)}  {v}" for k, v in fields]
    pids = list(dict.fromkeys(p.pid for p in g.processes))
    listed = ", ".join(f"pid {pid}" for pid in pids) if pids else "none"
    lines.append(f"  {'Processes'.ljust(width)}  {listed}")
    return lines


def render_snapshot(snapshot: Snapshot, style: Style) -> str:
    """The full report of ``tfgpu snapshot``."""
    lines = header(snapshot, style)
    for g in snapshot.gpus:
        lines.append("")
        lines += render_gpu(g, snapshot.wall_time, style)
    if snapshot.gpus:
        lines.append("")
        lines += render_programs(snapshot, style)
    return "\n".join(lines) + "\n"


def compact_rows(snapshot: Snapshot, style: Style) -> list[list[str]]:
    """One row per GPU for ``tfgpu watch``."""
    rows = [
        [
            "GPU",
            "NAME",
            "UTIL",
            "MEMCTL",
            "MEMORY",
            "TEMP",
            "POWER",
            "SM CLK",
            "PCIE RX/TX",
            "PROCS",
        ]
    ]
    for g in snapshot.gpus:
        r = g.reading
        name = g.static.name or "unknown"
        name = for_terminal(name.replace("NVIDIA ", "").replace("GeForce ", ""), NAME_WIDTH)
        if g.lost or r is None:
            rows.append([str(g.index), name, style("lost", "red")] + [NA] * 7)
            continue
        procs = len(g.processes)
        tf = sum(1 for p in g.processes if p.info.tensorflow)
        rows.append(
            [
                str(g.index),
                name,
                "MIG"
                if g.static.mig_mode and r.util_gpu_percent is None
                else fmt_num(r.util_gpu_percent, "%"),
                fmt_num(r.util_mem_percent, "%"),
                _mem(r.memory_used_bytes, r.memory_total_bytes),
                _temp(r.temperature_c, style),
                f"{fmt_num(r.power_w, 'W')}",
                fmt_num(r.sm_clock_mhz, "MHz"),
                f"{fmt_rate(r.pcie_rx_bytes_s)} / {fmt_rate(r.pcie_tx_bytes_s)}",
                f"{procs}" + (f" ({tf} TF)" if tf else ""),
            ]
        )
    return rows


def render_compact(snapshot: Snapshot, style: Style) -> str:
    lines = [f"{_local_time(snapshot.wall_time)}  {for_terminal(snapshot.system.backend)}"]
    lines += table(compact_rows(snapshot, style), right={2, 3, 5, 6, 7})
    return "\n".join(lines) + "\n"


def terminal_width() -> int:
    try:
        return os.get_terminal_size().columns
    except OSError:
        return 100
