"""The runs' CSV is one declaration: a column added to it is in the header and every row."""

from __future__ import annotations

import csv

from tests.telemetry.test_runs_export import summary
from tfgpu_gui.telemetry import runs_export
from tfgpu_gui.telemetry.runs_export import CSV_SPEC, CsvColumn, csv_row, write_runs_csv


def test_a_column_added_to_the_declaration_is_written(monkeypatch, tmp_path) -> None:
    samples = CsvColumn("samples", lambda s: s.samples)
    spec = (*CSV_SPEC[:3], samples, *CSV_SPEC[3:])
    monkeypatch.setattr(runs_export, "CSV_SPEC", spec)
    path = tmp_path / "runs.csv"
    assert write_runs_csv([summary(samples=121), summary(samples=7, host="=evil")], path) == 2
    rows = list(csv.reader(path.open(encoding="utf-8")))
    assert rows[0] == [c.name for c in spec]
    new = rows[0].index("samples")
    assert [r[new] for r in rows[1:]] == ["121", "7"]
    assert rows[2][rows[0].index("host")] == "'=evil"  # guarded like every cell
    assert rows[1] == csv_row(summary(samples=121))


def test_the_header_is_the_names_of_the_declaration() -> None:
    assert tuple(c.name for c in CSV_SPEC) == runs_export.CSV_COLUMNS
    assert len(set(runs_export.CSV_COLUMNS)) == len(CSV_SPEC)
