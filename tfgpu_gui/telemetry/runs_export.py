"""Run summaries as CSV and JSON files (the Runs tab's export; ``tfgpu runs --json``'s schema).

Qt-free. Unknown figures are empty CSV cells and JSON ``null``, never 0. A command line is any
user's text: a CSV cell that a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``
first) is written with a leading apostrophe.
"""

from __future__ import annotations

import csv
import json
import os
from collections.abc import Sequence
from pathlib import Path

from tfgpu_gui.telemetry.export import csv_cell
from tfgpu_gui.telemetry.runs import RunSummary

#: The schema name of the JSON export and of ``tfgpu runs --json``.
SCHEMA = "tfgpu.runs/1"
CSV_COLUMNS: tuple[str, ...] = (
    "started_at",
    "ended_at",
    "host",
    "gpus",
    "duration_s",
    "util_mean",
    "util_peak",
    "idle_fraction",
    "input_bound_s",
    "memory_peak_bytes",
    "throttled_s",
    "throttle_reasons",
    "power_mean_w",
    "energy_wh",
    "energy_source",
    "possibly_oom",
    "user",
    "pid",
    "cwd",
    "command",
)
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def _safe_cell(value: object) -> str:
    text = csv_cell(value)
    return "'" + text if text.startswith(_FORMULA_START) and not _is_number(text) else text


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def csv_row(s: RunSummary) -> list[str]:
    d = s.to_dict()
    values: dict[str, object] = dict(d)
    values["gpus"] = " ".join(str(g) for g in s.gpus)
    values["throttle_reasons"] = " ".join(
        f"{k}:{v:.0f}s" for k, v in sorted(s.throttle_reasons.items())
    )
    values["possibly_oom"] = "yes" if s.possibly_oom else "no"
    return [_safe_cell(values[c]) for c in CSV_COLUMNS]


def runs_document(summaries: Sequence[RunSummary]) -> dict[str, object]:
    return {"schema": SCHEMA, "runs": [s.to_dict() for s in summaries]}


def _write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, path)


def write_runs_csv(summaries: Sequence[RunSummary], path: str | os.PathLike[str]) -> int:
    """Write one row per run; returns the number of rows.

    Raises:
        OSError: the file cannot be written.
    """
    import io

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for s in summaries:
        writer.writerow(csv_row(s))
    _write_atomic(Path(path), buf.getvalue())
    return len(summaries)


def write_runs_json(summaries: Sequence[RunSummary], path: str | os.PathLike[str]) -> int:
    """Write the runs as one JSON document (:data:`SCHEMA`); returns the number of runs.

    Raises:
        OSError: the file cannot be written.
    """
    text = json.dumps(runs_document(summaries), indent=2, allow_nan=False) + "\n"
    _write_atomic(Path(path), text)
    return len(summaries)
