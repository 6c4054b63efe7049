"""The exported files as written: the evaluation they carry, their exact layout, and what
reading one back makes of a file that is not quite an export.

Against the machine's PCIe Gen5 x16 link (32 GT/s x 16 lanes x 128/130 / 8 = 63.015 GB/s) the
GPU's 24 GB/s copy host->device is 38.0859 %; without the machine's facts the link is unknown.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.export import csv_text, load_json, run_dict, write_csv, write_json
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.results import BenchRun

GEN5_X16 = 32 * 16 * 128 / 130 / 8


@pytest.fixture
def run() -> BenchRun:
    return BenchRun.from_result(gpu_result())


@pytest.fixture
def machine() -> Machine:
    gpu = GpuFacts(0, "NVIDIA H100 PCIe", pcie_gen_max=5, pcie_width=16, pcie_width_max=16)
    return Machine(hostname="box", cpu="Example CPU", gpus=(gpu,), driver_version="550.54")


def h2d(rows: list[dict]) -> dict:
    (row,) = [r for r in rows if r["suite"] == "transfers" and r["device"] == "GPU:0"
              and r["variant"] == "h2d"]  # fmt: skip
    return row


def test_the_link_is_rated_only_with_the_machines_facts(run: BenchRun, machine: Machine) -> None:
    with_link = h2d(run_dict(run, machine)["measurements"])
    assert with_link["reference"] == round(GEN5_X16, 6)
    assert with_link["efficiency"] == round(24.0 / GEN5_X16, 6) == 0.380859
    assert with_link["reference_label"] == "PCIe Gen5 x16"
    without = h2d(run_dict(run)["measurements"])
    assert (without["reference"], without["efficiency"]) == ("", "")


def test_a_given_evaluation_is_the_one_exported(run: BenchRun, machine: Machine) -> None:
    # The evaluation without the machine, exported with the machine: its rows are those given.
    given = evaluate(run)
    data = run_dict(run, machine, given)
    assert h2d(data["measurements"])["efficiency"] == ""
    assert data["machine"]["hostname"] == "box"
    assert data["speedups"] == given.speedups
    assert [h["text"] for h in data["hints"]] == [h.text for h in given.hints]


def test_without_a_machine_the_export_says_none(run: BenchRun) -> None:
    before = time.time()
    data = run_dict(run)
    assert data["machine"] is None
    assert before <= data["exported_at"] <= time.time()


def test_the_csv_text_exactly() -> None:
    result = {
        "env": {},
        "matmul": [{"device": "CPU:0", "dtype": "float32", "n": 256, "gflops": 100 / 3}],
        "numpy": [{"dtype": "float32", "n": 256, "gflops": 50.0}],
        "training": [{"device": "CPU:0", "pipeline": "tf.data", "images_per_s": 1000.0}],
    }
    text = csv_text(BenchRun.from_result(result))
    assert text == (
        "suite,device,dtype,size,variant,metric,value,unit,reference,reference_label,efficiency\n"
        "matmul,CPU:0,float32,256,,gflops,33.333333,GFLOP/s,50.0,"
        '"numpy BLAS, same run",0.666667\n'
        "numpy,numpy,float32,256,,gflops,50.0,GFLOP/s,,,\n"
        "training,CPU:0,,,tf.data,images_per_s,1000.0,images/s,,,\n"
    )


def test_written_files_carry_the_evaluation_given(
    tmp_path: Path, run: BenchRun, machine: Machine
) -> None:
    rated = evaluate(run, machine)
    csv_path = write_csv(tmp_path / "run.csv", run, rated)
    assert csv_path == tmp_path / "run.csv"
    assert csv_path.read_text(encoding="utf-8") == csv_text(run, rated)
    assert f",PCIe Gen5 x16,{round(24.0 / GEN5_X16, 6)}\n" in csv_path.read_text(encoding="utf-8")
    json_path = write_json(tmp_path / "run.json", run, None, rated)
    data = json.loads(json_path.read_text(encoding="utf-8"))
    assert h2d(data["measurements"])["reference_label"] == "PCIe Gen5 x16"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.csv", "run.json"]


def test_the_json_file_is_indented_by_two_and_ends_with_a_newline(
    tmp_path: Path, run: BenchRun
) -> None:
    text = write_json(tmp_path / "run.json", run).read_text(encoding="utf-8")
    assert text.startswith('{\n  "schema": "tfgpu.bench/1",\n  "exported_at": ')
    assert text.endswith("\n}\n")


def test_a_file_that_is_not_an_object_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "list.json"
    path.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(ValueError) as raised:
        load_json(path)
    assert str(raised.value) == f"{path} does not hold a benchmark run"


def test_an_export_with_a_damaged_result_or_machine_reads_as_empty(tmp_path: Path) -> None:
    path = tmp_path / "run.json"
    path.write_text(
        json.dumps({"schema": "tfgpu.bench/1", "result": ["matmul"], "machine": "box"}),
        encoding="utf-8",
    )
    run, machine = load_json(path)
    assert machine is None
    assert run.measurements == () and run.env == {} and run.raw == {}


def test_a_measurement_without_a_size_exports_an_empty_size() -> None:
    result = {
        "env": {},
        "training": [{"device": "GPU:0", "pipeline": "tf.data", "images_per_s": 9.5}],
    }
    (row,) = run_dict(BenchRun.from_result(result))["measurements"]
    assert row == {
        "suite": "training",
        "device": "GPU:0",
        "dtype": "",
        "size": "",
        "variant": "tf.data",
        "metric": "images_per_s",
        "value": 9.5,
        "unit": "images/s",
        "reference": "",
        "reference_label": "",
        "efficiency": "",
    }
