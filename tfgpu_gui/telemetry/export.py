"""Snapshots as JSON (a documented, versioned schema) and as CSV rows.

The JSON layout is described in docs/snapshot-schema.md and checked by the JSON Schema in
``snapshot.schema.json`` beside this module. A change that removes or renames a field bumps
``SNAPSHOT_SCHEMA``; adding a field does not.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from tfgpu_gui import __version__
from tfgpu_gui.telemetry.snapshot import GpuProcess, GpuSnapshot, Snapshot

SNAPSHOT_SCHEMA = "tfgpu.snapshot/1"


def iso_time(wall_time: float) -> str:
    return _dt.datetime.fromtimestamp(wall_time, tz=_dt.timezone.utc).isoformat(
        timespec="milliseconds"
    )


def _process_dict(p: GpuProcess) -> dict[str, Any]:
    info = p.info
    return {
        "pid": p.pid,
        "type": p.kind,
        "gpu_memory_bytes": p.gpu_memory_bytes,
        "sm_percent": p.sm_percent,
        "visible": info.visible,
        "user": info.user,
        "name": info.name,
        "command": list(info.cmdline) if info.cmdline else None,
        "cpu_percent": info.cpu_percent,
        "rss_bytes": info.rss_bytes,
        "start_time": iso_time(info.create_time) if info.create_time is not None else None,
        "python": info.python,
        "tensorflow": info.tensorflow,
    }


def gpu_dict(g: GpuSnapshot) -> dict[str, Any]:
    s, r = g.static, g.reading
    out: dict[str, Any] = {
        "index": s.index,
        "name": s.name,
        "uuid": s.uuid,
        "pci_bus_id": s.pci_bus_id,
        "lost": g.lost,
        "error": g.error,
        "compute_capability": f"{s.compute_capability[0]}.{s.compute_capability[1]}"
        if s.compute_capability
        else None,
        "architecture": s.architecture,
        "sm_count": s.sm_count,
        "mig_mode": s.mig_mode,
        "utilization": {
            "gpu_percent": r.util_gpu_percent if r else None,
            "memory_percent": r.util_mem_percent if r else None,
        },
        "memory": {
            "used_bytes": r.memory_used_bytes if r else None,
            "total_bytes": (r.memory_total_bytes if r else None) or s.memory_total_bytes,
        },
        "temperature_c": r.temperature_c if r else None,
        "power": {
            "draw_w": r.power_w if r else None,
            "limit_w": s.power_limit_w,
            "default_limit_w": s.power_default_limit_w,
        },
        "fan_percent": r.fan_percent if r else None,
        "clocks": {
            "sm_mhz": r.sm_clock_mhz if r else None,
            "memory_mhz": r.mem_clock_mhz if r else None,
            "sm_max_mhz": s.sm_clock_max_mhz,
            "memory_max_mhz": s.mem_clock_max_mhz,
        },
        "pcie": {
            "generation": r.pcie_gen if r else None,
            "width": r.pcie_width if r else None,
            "max_generation": s.pcie_gen_max,
            "max_width": s.pcie_width_max,
            "rx_bytes_per_s": r.pcie_rx_bytes_s if r else None,
            "tx_bytes_per_s": r.pcie_tx_bytes_s if r else None,
        },
        "performance_state": r.pstate if r else None,
        "throttle_reasons": list(r.throttle_reasons)
        if r and r.throttle_reasons is not None
        else None,
        "processes": [_process_dict(p) for p in g.processes],
    }
    return out


def snapshot_dict(snapshot: Snapshot) -> dict[str, Any]:
    """The JSON-ready form of a snapshot (schema ``tfgpu.snapshot/1``)."""
    sys = snapshot.system
    return {
        "schema": SNAPSHOT_SCHEMA,
        "tool": {"name": "tfgpu", "version": __version__},
        "time": iso_time(snapshot.wall_time),
        "backend": sys.backend,
        "driver_version": sys.driver_version,
        "cuda_driver_version": sys.cuda_driver_version,
        "nvml_version": sys.nvml_version,
        "gpus": [gpu_dict(g) for g in snapshot.gpus],
    }


def error_dict(kind: str, message: str, backend: str) -> dict[str, Any]:
    """The JSON printed instead of a snapshot when no GPU can be read."""
    return {
        "schema": SNAPSHOT_SCHEMA,
        "tool": {"name": "tfgpu", "version": __version__},
        "backend": backend,
        "error": {"kind": kind, "message": message},
        "gpus": [],
    }


CSV_COLUMNS: tuple[str, ...] = (
    "time",
    "gpu",
    "name",
    "lost",
    "util_gpu_percent",
    "util_mem_percent",
    "memory_used_bytes",
    "memory_total_bytes",
    "temperature_c",
    "power_w",
    "power_limit_w",
    "fan_percent",
    "sm_clock_mhz",
    "mem_clock_mhz",
    "pcie_gen",
    "pcie_width",
    "pcie_rx_bytes_s",
    "pcie_tx_bytes_s",
    "throttle_reasons",
    "processes",
    "tensorflow_processes",
)


def csv_rows(snapshot: Snapshot) -> list[list[str]]:
    """One CSV row per GPU; an unsupported value is an empty cell (never 0)."""

    def cell(v: object) -> str:
        if v is None:
            return ""
        if isinstance(v, float):
            return str(int(v)) if v.is_integer() else f"{v:.3f}".rstrip("0").rstrip(".")
        return str(v)

    rows = []
    for g in snapshot.gpus:
        r = g.reading
        values: list[object] = [
            iso_time(snapshot.wall_time),
            g.index,
            g.static.name,
            int(g.lost),
        ]
        if r is None:
            values += [None] * 14
        else:
            values += [
                r.util_gpu_percent,
                r.util_mem_percent,
                r.memory_used_bytes,
                r.memory_total_bytes,
                r.temperature_c,
                r.power_w,
                r.power_limit_w,
                r.fan_percent,
                r.sm_clock_mhz,
                r.mem_clock_mhz,
                r.pcie_gen,
                r.pcie_width,
                r.pcie_rx_bytes_s,
                r.pcie_tx_bytes_s,
            ]
        values.append(
            " ".join(r.throttle_reasons) if r and r.throttle_reasons is not None else None
        )
        values.append(len(g.processes))
        values.append(sum(1 for p in g.processes if p.info.tensorflow))
        rows.append([cell(v) for v in values])
    return rows
