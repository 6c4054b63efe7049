"""Run summaries as CSV and JSON files (the Runs tab's export; ``tfgpu runs --json``'s schema).

Qt-free. Unknown figures are empty CSV cells and JSON ``null``, never 0. A command line is any
user's text: a CSV cell that a spreadsheet would run as a formula (``=``, ``+``, ``-``, ``@``
first) is written with a leading apostrophe.
"""

from __future__ import annotations

import csv
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from pathlib import Path

from tfgpu_gui.telemetry.export import csv_cell
from tfgpu_gui.telemetry.runs import RunSummary

#: The schema name of the JSON export and of ``tfgpu runs --json``.
SCHEMA = "tfgpu.runs/1"


@dataclass(frozen=True)
class CsvColumn:
    """A column of the runs' CSV: its name in the header and the value of a run in it.

    The value goes through :func:`~tfgpu_gui.telemetry.export.csv_cell` (``None``: an empty
    cell) and is guarded against spreadsheet formulas.
    """

    name: str
    value: Callable[[RunSummary], object]


def _field(name: str) -> CsvColumn:
    """A column that holds the run's field (or property) of the same name, as it is."""
    return CsvColumn(name, attrgetter(name))


#: The CSV's columns, in order: the header and every row are made from this one list.
CSV_SPEC: tuple[CsvColumn, ...] = (
    _field("started_at"),
    _field("ended_at"),
    _field("host"),
    CsvColumn("gpus", lambda s: " ".join(str(g) for g in s.gpus)),
    _field("duration_s"),
    _field("util_mean"),
    _field("util_peak"),
    _field("idle_fraction"),
    _field("input_bound_s"),
    _field("memory_peak_bytes"),
    _field("throttled_s"),
    CsvColumn(
        "throttle_reasons",
        lambda s: " ".join(f"{k}:{v:.0f}s" for k, v in sorted(s.throttle_reasons.items())),
    ),
    _field("power_mean_w"),
    _field("energy_wh"),
    _field("energy_source"),
    CsvColumn("possibly_oom", lambda s: "yes" if s.possibly_oom else "no"),
    _field("user"),
    _field("pid"),
    _field("cwd"),
    _field("command"),
)
#: The CSV's header (derived from :data:`CSV_SPEC`).
CSV_COLUMNS: tuple[str, ...] = tuple(c.name for c in CSV_SPEC)
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
    """The cells of one run, in the order of :data:`CSV_SPEC`."""
    return [_safe_cell(c.value(s)) for c in CSV_SPEC]


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
    writer.writerow(c.name for c in CSV_SPEC)
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
