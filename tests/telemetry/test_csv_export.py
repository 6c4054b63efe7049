"""One CSV format: rows from the kept history read the same as rows from live snapshots."""

from __future__ import annotations

import csv
from pathlib import Path

from tfgpu_gui.telemetry import ManualClock, Sampler, make_backend
from tfgpu_gui.telemetry.export import (
    CSV_COLUMNS,
    csv_cell,
    csv_rows,
    history_csv_rows,
    write_history_csv,
)
from tfgpu_gui.telemetry.history import METRICS
from tfgpu_gui.telemetry.metrics import csv_metrics


def test_every_history_metric_has_exactly_one_csv_column():
    kept = [m for m in csv_metrics() if m.history]
    assert kept == list(METRICS)
    assert [m.csv for m in kept] == [c for c in CSV_COLUMNS if c in {m.csv for m in METRICS}]
    assert len(set(CSV_COLUMNS)) == len(CSV_COLUMNS)


def _sampled(scenario: str, seconds: int) -> tuple[Sampler, list]:
    clock = ManualClock()
    sampler = Sampler(make_backend(scenario, clock=clock), history_seconds=3600, clock=clock)
    live = []
    for _ in range(seconds):
        snap = sampler.sample_once()
        assert snap is not None
        live += csv_rows(snap)
        clock.advance(1.0)
    return sampler, live


def _kept_rows(sampler: Sampler, live: list[list[str]]) -> list[list[str]]:
    """The history's rows, given the names and hosts of the latest snapshot (as the window
    gives them), checked against the live rows in every column the history keeps."""
    last = sampler.last_snapshot
    assert last is not None
    names = {g.index: g.static.name or "" for g in last.gpus}
    hosts = {g.index: g.static.host for g in last.gpus}
    kept = list(history_csv_rows(sampler.history, names=names, hosts=hosts))
    assert len(kept) == len(live)
    kept_names = {m.csv for m in METRICS} | {"time", "gpu", "name", "host"}
    same = [i for i, c in enumerate(CSV_COLUMNS) if c in kept_names]
    for from_history, from_live in zip(kept, live, strict=True):
        assert [from_history[i] for i in same] == [from_live[i] for i in same]
    return kept


def test_history_rows_equal_live_rows_in_every_column_the_history_keeps():
    # GPU 1 falls off the bus after 90 s: lost rows must agree too.
    sampler, live = _sampled("gpu-lost", 120)
    kept = _kept_rows(sampler, live)
    lost = CSV_COLUMNS.index("lost")
    assert {r[lost] for r in live} == {r[lost] for r in kept} == {"0", "1"}
    assert [r[lost] for r in kept] == [r[lost] for r in live]


def test_history_rows_of_a_remote_gpu_name_its_host_as_live_rows_do(tmp_path: Path):
    sampler, live = _sampled("remote-run", 30)  # GPU 0 on gpu-server-01
    kept = _kept_rows(sampler, live)
    host = CSV_COLUMNS.index("host")
    assert {r[host] for r in live} == {r[host] for r in kept} == {"gpu-server-01"}
    hosts = {0: "gpu-server-01"}
    write_history_csv(sampler.history, tmp_path / "h.csv", names={0: "A100"}, hosts=hosts)
    rows = list(csv.reader((tmp_path / "h.csv").open(encoding="utf-8")))
    assert {r[host] for r in rows[1:]} == {"gpu-server-01"}
    # This computer's GPUs have no host: the column is empty, as in live rows.
    sampler, live = _sampled("training", 3)
    assert {r[host] for r in _kept_rows(sampler, live)} == {""}


def test_unsupported_is_an_empty_cell_never_zero():
    assert csv_cell(None) == "" and csv_cell(float("nan")) == ""
    assert csv_cell(0.0) == "0" and csv_cell(12.5) == "12.5" and csv_cell(2.0**34) == "17179869184"
    sampler, live = _sampled("datacenter", 5)  # no fan, no PCIe counters
    fan = CSV_COLUMNS.index("fan_percent")
    rows = list(history_csv_rows(sampler.history))
    assert {r[fan] for r in rows} == {r[fan] for r in live} == {""}


def test_window_of_the_history_and_the_file(tmp_path: Path):
    sampler, _ = _sampled("training", 100)
    n = write_history_csv(sampler.history, tmp_path / "h.csv", seconds=9.5)
    rows = list(csv.reader((tmp_path / "h.csv").open(encoding="utf-8")))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert n == len(rows) - 1 == 10
