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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tfgpu_gui import __version__
from tfgpu_gui.telemetry.history import METRICS as HISTORY_METRICS
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.metrics import Metric, csv_metrics, json_metrics
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
        "workload": m.workload,
    }


def _json_value(metric: Metric, g: GpuSnapshot) -> object:
    value = metric.value(g)
    if metric.kind == "reasons":
        return list(value) if isinstance(value, tuple) else None
    return value


def gpu_dict(g: GpuSnapshot) -> dict[str, Any]:
    """One GPU in the ``tfgpu.snapshot/1`` layout; its metrics placed by the metric table."""
    s = g.static
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
    }
    for metric in json_metrics():
        assert metric.json is not None
        *groups, name = metric.json
        place = out
        for group in groups:
            place = place.setdefault(group, {})
        place[name] = _json_value(metric, g)
    out["processes"] = [_process_dict(p) for p in g.processes]
    out["mig_instances"] = [_mig_dict(m) for m in g.mig]
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


def csv_cell(value: object) -> str:
    """A value as a CSV cell: unreported (None, NaN) is empty, never 0; whole floats as ints."""
    if value is None:
        return ""
    if isinstance(value, float):
        if math.isnan(value):
            return ""
        return str(int(value)) if value.is_integer() else f"{value:.3f}".rstrip("0").rstrip(".")
    if isinstance(value, tuple):
        return " ".join(str(v) for v in value)
    return str(value)


@dataclass(frozen=True)
class HistoryRow:
    """One GPU at one sample of the history, as the CSV's columns read it."""

    time: str
    gpu: int
    name: str
    lost: bool
    values: dict[str, float]  # metric key -> value (NaN: n/a), for the metrics the history keeps
    #: The host the GPU is on (an SSH alias, a Prometheus host); None: this machine.
    host: str | None = None


@dataclass(frozen=True)
class CsvColumn:
    """One CSV column: its name and how a live snapshot and a history row fill its cell.

    A column the history does not keep is empty in rows from the history.
    """

    name: str
    live: Callable[[Snapshot, GpuSnapshot], object]
    kept: Callable[[HistoryRow], object] = lambda row: None


def _metric_column(metric: Metric) -> CsvColumn:
    def live(snapshot: Snapshot, g: GpuSnapshot) -> object:
        # A GPU without a reading (lost) has none of its reading's values.
        if g.reading is None and metric.reading is not None:
            return None
        return metric.value(g)

    assert metric.csv is not None
    return CsvColumn(metric.csv, live, lambda row: row.values.get(metric.key))


_LEADING = (
    CsvColumn("time", lambda snap, g: iso_time(snap.wall_time), lambda row: row.time),
    CsvColumn("gpu", lambda snap, g: g.index, lambda row: row.gpu),
    CsvColumn("name", lambda snap, g: g.static.name, lambda row: row.name),
    CsvColumn("lost", lambda snap, g: int(g.lost), lambda row: int(row.lost)),
)
_TRAILING = (CsvColumn("host", lambda snap, g: g.static.host, lambda row: row.host),)


def csv_spec() -> tuple[CsvColumn, ...]:
    """The CSV's columns: the GPU, then every metric with a CSV name in table order, the host."""
    return _LEADING + tuple(_metric_column(m) for m in csv_metrics()) + _TRAILING


def csv_columns() -> tuple[str, ...]:
    """The CSV header."""
    return tuple(c.name for c in csv_spec())


CSV_COLUMNS: tuple[str, ...] = csv_columns()


def csv_rows(snapshot: Snapshot) -> list[list[str]]:
    """One CSV row per GPU of a live snapshot."""
    spec = csv_spec()
    return [[csv_cell(c.live(snapshot, g)) for c in spec] for g in snapshot.gpus]


def history_csv_rows(
    history: History,
    seconds: float | None = None,
    names: dict[int, str] | None = None,
    hosts: dict[int, str | None] | None = None,
) -> Iterator[list[str]]:
    """CSV rows of the last ``seconds`` of ``history`` (all by default), in :func:`csv_columns`.

    ``names`` and ``hosts`` give each GPU's name and host (from the latest snapshot; no host:
    this machine). A GPU with no value at all in a sample (lost, or not there yet) is marked
    lost; columns the history does not keep are empty.
    """
    gpus = history.gpu_indices
    if not gpus:
        return
    spec = csv_spec()
    n = len(history.series(gpus[0], HISTORY_METRICS[0], seconds)[0])
    wall = history.wall_times.view(n)[:, 0]
    series = {
        gpu: {m.key: history.series(gpu, m, seconds)[1] for m in HISTORY_METRICS} for gpu in gpus
    }
    names = names or {}
    hosts = hosts or {}
    for i in range(n):
        stamp = iso_time(float(wall[i]))
        for gpu, columns in series.items():
            values = {key: float(col[i]) for key, col in columns.items()}
            lost = all(math.isnan(v) for v in values.values())
            row = HistoryRow(stamp, gpu, names.get(gpu, ""), lost, values, hosts.get(gpu))
            yield [csv_cell(c.kept(row)) for c in spec]


def write_history_csv(
    history: History,
    path: Path,
    seconds: float | None = None,
    names: dict[int, str] | None = None,
    hosts: dict[int, str | None] | None = None,
) -> int:
    """Write :func:`history_csv_rows` with a header to ``path``; returns the row count.

    Raises:
        OSError: the file cannot be written.
    """
    rows = 0
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(csv_columns())
        for row in history_csv_rows(history, seconds, names, hosts):
            writer.writerow(row)
            rows += 1
    return rows
