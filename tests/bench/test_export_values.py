"""The exported run, value by value: each row's reference and efficiency worked out by hand from
the datasheet peak, the PCIe link and numpy's figures of the same run."""

from __future__ import annotations

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.export import EXPORT_SCHEMA, run_dict
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.results import BenchRun

# PCIe Gen5: 32 GT/s per lane, 128b/130b encoding; x16, one direction, in GB/s.
GEN5_X16_GB_S = 32 * 16 * 128 / 130 / 8


@pytest.fixture
def data() -> dict:
    machine = Machine(
        hostname="box",
        cpu="Example CPU",
        gpus=(GpuFacts(0, "NVIDIA H100 PCIe", pcie_gen_max=5, pcie_width=16, pcie_width_max=16),),
        driver_version="550.54",
    )
    return run_dict(BenchRun.from_result(gpu_result()), machine)


def row(data: dict, **match: object) -> dict:
    (found,) = [r for r in data["measurements"] if all(r[k] == v for k, v in match.items())]
    return found


def test_top_level_fields(data: dict) -> None:
    assert set(data) == {
        "schema", "exported_at", "machine", "measurements", "speedups", "hints", "result",
    }  # fmt: skip
    assert data["schema"] == EXPORT_SCHEMA
    assert data["result"] == gpu_result()
    assert data["machine"]["hostname"] == "box"
    assert all(set(h) == {"level", "topic", "text"} for h in data["hints"])


def test_gpu_matmul_rows_against_the_h100_pcie_datasheet(data: dict) -> None:
    fp16 = row(data, suite="matmul", device="GPU:0", dtype="float16", size=8192)
    assert fp16 == {
        "suite": "matmul",
        "device": "GPU:0",
        "dtype": "float16",
        "size": 8192,
        "variant": "",
        "metric": "gflops",
        "value": 650000.0,
        "unit": "GFLOP/s",
        "reference": 756000.0,  # 756 TFLOP/s dense FP16
        "reference_label": "FP16 peak (table: H100 PCIe)",
        "efficiency": round(650 / 756, 6),
    }
    fp32 = row(data, suite="matmul", device="GPU:0", dtype="float32", size=8192)
    assert (fp32["reference"], fp32["reference_label"]) == (
        378000.0,
        "TF32 peak (table: H100 PCIe)",
    )
    assert fp32["efficiency"] == round(300 / 378, 6)


def test_copies_against_the_pcie_link_and_cpu_rows_against_numpy(data: dict) -> None:
    h2d = row(data, suite="transfers", device="GPU:0", variant="h2d")
    assert h2d["reference"] == round(GEN5_X16_GB_S, 6) and h2d["reference_label"] == "PCIe Gen5 x16"
    assert h2d["efficiency"] == round(24.0 / GEN5_X16_GB_S, 6)
    assert h2d["size"] == 256 << 20 and h2d["unit"] == "GB/s"
    cpu = row(data, suite="matmul", device="CPU:0", size=4096)
    assert (cpu["reference"], cpu["reference_label"]) == (1600.0, "numpy BLAS, same run")
    assert cpu["efficiency"] == 0.9375
    numpy = row(data, suite="numpy", size=256)
    assert (numpy["reference"], numpy["reference_label"], numpy["efficiency"]) == ("", "", "")


def test_speedups(data: dict) -> None:
    assert data["speedups"] == pytest.approx(
        {
            "GPU:0 float16 over float32": 650000 / 300000,
            "CPU TensorFlow over numpy BLAS": 1500 / 1600,
            "GPU:0 tf.data over Python generator": 12000 / 4000,
            "CPU:0 tf.data over Python generator": 1000 / 900,
            "GPU:0 training over CPU": 12000 / 1000,
        }
    )
