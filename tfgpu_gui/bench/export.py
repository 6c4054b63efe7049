"""A run as JSON (everything, schema ``tfgpu.bench/1``) or CSV (one row per measurement).

Files are written to a temporary name and renamed, so a failed export never leaves half a
file where the user asked for one.
"""

from __future__ import annotations

import csv
import io
import json
import os
import time
from pathlib import Path
from typing import Any

from tfgpu_gui.bench.efficiency import Evaluation, evaluate
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.results import BenchRun

EXPORT_SCHEMA = "tfgpu.bench/1"

CSV_COLUMNS = (
    "suite",
    "device",
    "dtype",
    "size",
    "variant",
    "metric",
    "value",
    "unit",
    "reference",
    "reference_label",
    "efficiency",
)


def run_dict(
    run: BenchRun, machine: Machine | None = None, evaluation: Evaluation | None = None
) -> dict[str, Any]:
    """Everything about a run: the machine, the job's result, the ratings and the hints."""
    ev = evaluation if evaluation is not None else evaluate(run, machine)
    return {
        "schema": EXPORT_SCHEMA,
        "exported_at": time.time(),
        "machine": machine.to_dict() if machine is not None else None,
        "measurements": [dict(zip(CSV_COLUMNS, row, strict=True)) for row in csv_rows(run, ev)],
        "speedups": dict(ev.speedups),
        "hints": [{"level": h.level, "topic": h.topic, "text": h.text} for h in ev.hints],
        "result": dict(run.raw),
    }


def csv_rows(run: BenchRun, evaluation: Evaluation | None = None) -> list[list[Any]]:
    """One row per measurement, in the order of :data:`CSV_COLUMNS`."""
    ev = evaluation if evaluation is not None else evaluate(run)
    rows: list[list[Any]] = []
    for r in ev.rated:
        m = r.measurement
        rows.append(
            [
                m.suite,
                m.device,
                m.dtype or "",
                "" if m.size is None else m.size,
                m.variant or "",
                m.metric,
                round(m.value, 6),
                m.unit,
                "" if r.reference is None else round(r.reference, 6),
                r.reference_label,
                "" if r.efficiency is None else round(r.efficiency, 6),
            ]
        )
    return rows


def csv_text(run: BenchRun, evaluation: Evaluation | None = None) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    writer.writerows(csv_rows(run, evaluation))
    return buf.getvalue()


def _write_atomically(path: str | os.PathLike[str], text: str) -> Path:
    target = Path(path)
    tmp = target.with_name(f".{target.name}.tmp-{os.getpid()}")
    try:
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        os.replace(tmp, target)
    finally:
        if tmp.exists():
            tmp.unlink()
    return target


def write_json(
    path: str | os.PathLike[str],
    run: BenchRun,
    machine: Machine | None = None,
    evaluation: Evaluation | None = None,
) -> Path:
    """Write :func:`run_dict` as indented JSON."""
    return _write_atomically(
        path, json.dumps(run_dict(run, machine, evaluation), indent=2, default=str) + "\n"
    )


def write_csv(
    path: str | os.PathLike[str], run: BenchRun, evaluation: Evaluation | None = None
) -> Path:
    """Write one CSV row per measurement with its reference and efficiency."""
    return _write_atomically(path, csv_text(run, evaluation))


def load_json(path: str | os.PathLike[str]) -> tuple[BenchRun, Machine | None]:
    """Read a run exported by :func:`write_json` (or a bare job result)."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if not isinstance(data, dict):
        raise ValueError(f"{path} does not hold a benchmark run")
    if data.get("schema") == EXPORT_SCHEMA:
        result = data.get("result")
        machine = data.get("machine")
        return (
            BenchRun.from_result(result if isinstance(result, dict) else {}),
            Machine.from_dict(machine) if isinstance(machine, dict) else None,
        )
    return BenchRun.from_result(data), None
