"""Snapshots as JSON (a documented, versioned schema) and as CSV: the one exporter of readings.

The JSON layout is described in docs/snapshot-schema.md and checked by the JSON Schema in
``snapshot.schema.json`` beside this module. A change that removes or renames a field bumps
``SNAPSHOT_SCHEMA``; adding a field does not.

CSV has one format, :data:`CSV_COLUMNS`, whether the rows come from live snapshots
(``tfgpu watch --csv``) or from the kept history (the window's Export CSV); the history keeps
the metric columns only, and leaves the others empty.
"""

from __future__ import annotations

import csv
import datetime as _dt
import math
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tfgpu_gui import __version__
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.programs import group_programs
from tfgpu_gui.telemetry.snapshot import GpuProcess, GpuSnapshot, MigInstance, Snapshot

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
        "container": info.container,
        "gpu_instance_id": p.gpu_instance_id,
        "compute_instance_id": p.compute_instance_id,
    }


def _mig_dict(m: MigInstance) -> dict[str, Any]:
    return {
        "index": m.index,
        "gpu_instance_id": m.gpu_instance_id,
        "compute_instance_id": m.compute_instance_id,
        "name": m.name,
        "uuid": m.uuid,
        "memory": {"used_bytes": m.memory_used_bytes, "total_bytes": m.memory_total_bytes},
        "utilization": {"gpu_percent": m.util_gpu_percent},
    }


def gpu_dict(g: GpuSnapshot) -> dict[str, Any]:
    s, r = g.static, g.reading
    out: dict[str, Any] = {
        "index": s.index,
        "name": s.name,
        "uuid": s.uuid,
        "pci_bus_id": s.pci_bus_id,
        "host": s.host,
        "host_index": s.host_index,
        "lost": g.lost,
        "error": g.error,
        "workload": g.workload,
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
            "energy_mj": r.energy_mj if r else None,
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
        "mig_instances": [_mig_dict(m) for m in g.mig],
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
        "host": sys.host,
        "gpus": [gpu_dict(g) for g in snapshot.gpus],
        "programs": [
            {
                "host": p.host,
                "pid": p.pid,
                "gpus": list(p.gpus),
                "gpu_memory_bytes": p.gpu_memory_bytes,
            }
            for p in group_programs(snapshot)
        ],
        "sources": [
            {"name": x.name, "kind": x.kind, "state": x.state, "message": x.message}
            for x in snapshot.sources
        ],
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


@dataclass(frozen=True)
class CsvColumn:
    """One CSV column: its name (with its unit) and the history series that keeps it, if any."""

    name: str
    metric: str | None = None


CSV_SPEC: tuple[CsvColumn, ...] = (
    CsvColumn("time"),
    CsvColumn("gpu"),
    CsvColumn("name"),
    CsvColumn("lost"),
    CsvColumn("util_gpu_percent", "util_gpu"),
    CsvColumn("util_mem_percent", "util_mem"),
    CsvColumn("memory_used_bytes", "mem_used"),
    CsvColumn("memory_total_bytes", "mem_total"),
    CsvColumn("temperature_c", "temperature"),
    CsvColumn("power_w", "power"),
    CsvColumn("power_limit_w", "power_limit"),
    CsvColumn("fan_percent", "fan"),
    CsvColumn("sm_clock_mhz", "sm_clock"),
    CsvColumn("mem_clock_mhz", "mem_clock"),
    CsvColumn("pcie_gen"),
    CsvColumn("pcie_width"),
    CsvColumn("pcie_rx_bytes_s", "pcie_rx"),
    CsvColumn("pcie_tx_bytes_s", "pcie_tx"),
    CsvColumn("throttle_reasons"),
    CsvColumn("processes"),
    CsvColumn("tensorflow_processes"),
    CsvColumn("host"),
)
CSV_COLUMNS: tuple[str, ...] = tuple(c.name for c in CSV_SPEC)


def csv_cell(value: object) -> str:
    """A value as a CSV cell: unreported (None, NaN) is empty, never 0; whole floats as ints."""
    if value is None:
        return ""
    if isinstance(value, float):
        if math.isnan(value):
            return ""
        return str(int(value)) if value.is_integer() else f"{value:.3f}".rstrip("0").rstrip(".")
    return str(value)


def csv_rows(snapshot: Snapshot) -> list[list[str]]:
    """One CSV row per GPU of a live snapshot."""
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
        values.append(g.static.host)
        rows.append([csv_cell(v) for v in values])
    return rows


def history_csv_rows(
    history: History, seconds: float | None = None, names: dict[int, str] | None = None
) -> Iterator[list[str]]:
    """CSV rows of the last ``seconds`` of ``history`` (all by default), in :data:`CSV_COLUMNS`.

    ``names`` gives each GPU's name (from the latest snapshot). A GPU with no value at all in a
    sample (lost, or not there yet) is marked lost; columns the history does not keep are empty.
    """
    gpus = history.gpu_indices
    if not gpus:
        return
    n = len(history.series(gpus[0], "util_gpu", seconds)[0])
    wall = history.wall_times.view(n)[:, 0]
    columns = {
        gpu: [history.series(gpu, c.metric, seconds)[1] if c.metric else None for c in CSV_SPEC]
        for gpu in gpus
    }
    names = names or {}
    for i in range(n):
        stamp = iso_time(float(wall[i]))
        for gpu, cols in columns.items():
            metrics = [float(col[i]) for col in cols if col is not None]
            lost = all(math.isnan(v) for v in metrics)
            row = []
            for spec, col in zip(CSV_SPEC, cols, strict=True):
                if col is not None:
                    row.append(csv_cell(float(col[i])))
                elif spec.name == "time":
                    row.append(stamp)
                elif spec.name == "gpu":
                    row.append(str(gpu))
                elif spec.name == "name":
                    row.append(names.get(gpu, ""))
                elif spec.name == "lost":
                    row.append(str(int(lost)))
                else:
                    row.append("")
            yield row


def write_history_csv(
    history: History, path: Path, seconds: float | None = None, names: dict[int, str] | None = None
) -> int:
    """Write :func:`history_csv_rows` with a header to ``path``; returns the row count.

    Raises:
        OSError: the file cannot be written.
    """
    rows = 0
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(CSV_COLUMNS)
        for row in history_csv_rows(history, seconds, names):
            writer.writerow(row)
            rows += 1
    return rows
