"""JSON and CSV export of a run."""

from __future__ import annotations

import csv
import json

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.export import CSV_COLUMNS, EXPORT_SCHEMA, load_json, write_csv, write_json
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.results import BenchRun


@pytest.fixture
def run() -> BenchRun:
    return BenchRun.from_result(gpu_result())


@pytest.fixture
def machine() -> Machine:
    return Machine(
        hostname="box",
        cpu="Example CPU",
        gpus=(GpuFacts(0, "NVIDIA H100 PCIe", pcie_gen_max=5, pcie_width=16, pcie_width_max=16),),
        driver_version="550.54",
    )


def test_json_round_trip(tmp_path, run, machine):
    path = write_json(tmp_path / "run.json", run, machine)
    data = json.loads(path.read_text())
    assert data["schema"] == EXPORT_SCHEMA
    assert data["machine"]["fingerprint"] == machine.fingerprint
    assert len(data["measurements"]) == len(run.measurements)
    assert data["hints"] and data["speedups"]
    back, back_machine = load_json(path)
    assert back.measurements == run.measurements
    assert back_machine is not None and back_machine.fingerprint == machine.fingerprint
    assert [p.name for p in tmp_path.iterdir()] == ["run.json"]  # no temporary left


def test_csv_has_one_row_per_measurement_with_its_efficiency(tmp_path, run, machine):
    ev = evaluate(run, machine)
    path = write_csv(tmp_path / "run.csv", run, ev)
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    assert tuple(rows[0].keys()) == CSV_COLUMNS
    assert len(rows) == len(run.measurements)
    fp16 = next(r for r in rows if r["dtype"] == "float16" and r["size"] == "8192")
    assert float(fp16["value"]) == pytest.approx(650_000.0)
    assert float(fp16["efficiency"]) == pytest.approx(650_000 / 756_000, rel=1e-5)
    numpy = next(r for r in rows if r["suite"] == "numpy")
    assert numpy["efficiency"] == ""


def test_failed_export_leaves_no_file(tmp_path, run):
    target = tmp_path / "missing-dir" / "run.csv"
    with pytest.raises(OSError):
        write_csv(target, run)
    assert not target.exists()


def test_a_bare_job_result_loads_too(tmp_path, cpu_result):
    path = tmp_path / "result.json"
    path.write_text(json.dumps(cpu_result))
    run, machine = load_json(path)
    assert machine is None and run.measurements
