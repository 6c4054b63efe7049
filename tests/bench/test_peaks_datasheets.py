"""The peak table against the figures of NVIDIA's datasheets, board by board.

Dense (no sparsity) TFLOP/s and memory bandwidth in GB/s, as the datasheet or whitepaper named
in each row's ``source`` states them (sparse figures are twice these): a typo in the table, or a
row matched to the wrong board name, fails here.
"""

from __future__ import annotations

import pytest

from tfgpu_gui.bench.peaks import KNOWN_GPUS, PER_CLOCK, lookup, peak_for

# NVML device name -> (fp32, tf32, fp16, bf16, memory GB/s)
DATASHEETS: dict[str, tuple[float | None, ...]] = {
    "NVIDIA H100 PCIe": (51.0, 378.0, 756.0, 756.0, 2000.0),
    "NVIDIA H100 80GB HBM3": (67.0, 494.7, 989.4, 989.4, 3350.0),
    "NVIDIA H200": (67.0, 494.7, 989.4, 989.4, 4800.0),
    "NVIDIA A100-SXM4-80GB": (19.5, 156.0, 312.0, 312.0, 2039.0),
    "NVIDIA A100-SXM4-40GB": (19.5, 156.0, 312.0, 312.0, 1555.0),
    "NVIDIA A100 80GB PCIe": (19.5, 156.0, 312.0, 312.0, 1935.0),
    "NVIDIA A100-PCIE-40GB": (19.5, 156.0, 312.0, 312.0, 1555.0),
    "Tesla V100-SXM2-16GB": (15.7, None, 125.0, None, 900.0),
    "Tesla V100-PCIE-32GB": (14.0, None, 112.0, None, 900.0),
    "Tesla T4": (8.1, None, 65.0, None, 320.0),
    "NVIDIA A10": (31.2, 62.5, 125.0, 125.0, 600.0),
    "NVIDIA L4": (30.3, 60.0, 121.0, 121.0, 300.0),
    "NVIDIA L40S": (91.6, 183.0, 362.05, 362.05, 864.0),
    "NVIDIA GeForce RTX 4090": (82.6, 82.6, 165.2, 165.2, 1008.0),
    "NVIDIA GeForce RTX 3090": (35.6, 35.6, 71.0, 71.0, 936.0),
}


@pytest.mark.parametrize("name", sorted(DATASHEETS))
def test_table_rows_match_the_datasheets(name: str) -> None:
    fp32, tf32, fp16, bf16, memory = DATASHEETS[name]
    row = lookup(name)
    assert row is not None, name
    assert (row.fp32, row.tf32, row.fp16, row.bf16, row.memory_gb_s) == (
        fp32,
        tf32,
        fp16,
        bf16,
        memory,
    )
    peak = peak_for(name)
    assert peak is not None and peak.kind == "table" and peak.memory_gb_s == memory
    expected = {"fp32": fp32, "tf32": tf32, "fp16": fp16, "bf16": bf16}
    assert peak.tflops == {k: v for k, v in expected.items() if v is not None}
    assert peak.model == row.model and peak.source == row.source


def test_every_row_is_reached_by_a_board_name() -> None:
    reached = {lookup(name).model for name in DATASHEETS}  # type: ignore[union-attr]
    assert reached == {row.model for row in KNOWN_GPUS}


def test_near_names_are_not_confused() -> None:
    assert lookup("NVIDIA H100 NVL") is None
    assert lookup("NVIDIA GeForce RTX 3090 Ti") is None
    assert lookup("NVIDIA A40") is None
    assert lookup("") is None and lookup(None) is None


def test_per_clock_figures_by_compute_capability() -> None:
    # FP32 results per clock per SM x 2 (CUDA C Programming Guide, arithmetic instructions).
    fp32 = {k: v.fp32 for k, v in PER_CLOCK.items()}
    assert fp32 == {
        (5, 0): 256, (5, 2): 256, (6, 0): 128, (6, 1): 256, (7, 0): 128,
        (7, 5): 128, (8, 0): 128, (8, 6): 256, (8, 9): 256, (9, 0): 256,
    }  # fmt: skip
    tensor = {k: v.tensor_fp16 for k, v in PER_CLOCK.items() if v.tensor_fp16}
    assert tensor == {
        (7, 0): 1024, (7, 5): 1024, (8, 0): 2048, (8, 6): 1024, (8, 9): 1024, (9, 0): 4096,
    }  # fmt: skip
    assert {k for k, v in PER_CLOCK.items() if v.tf32} == {(8, 0), (8, 6), (8, 9), (9, 0)}


def test_the_estimate_in_tflops_from_mhz() -> None:
    peak = peak_for(None, (8, 0), 100, 1000.0)  # 100 SMs at 1 GHz
    assert peak is not None
    assert peak.tflops == {"fp32": 12.8, "fp16": 204.8, "bf16": 204.8, "tf32": 102.4}
    assert peak.memory_gb_s is None
    assert peak.model == "compute capability 8.0, 100 SMs at 1000 MHz"
    volta = peak_for("x", (7, 0), 10, 1500.5)
    assert volta is not None and volta.tflops == pytest.approx({"fp32": 1.920640, "fp16": 15.36512})
    assert volta.model == "compute capability 7.0, 10 SMs at 1500.5 MHz"


def test_names_match_whatever_their_case_and_estimates_name_their_source() -> None:
    row = lookup("nvidia geforce rtx 4090")
    assert row is not None and row.model == "GeForce RTX 4090"
    assert peak_for(None, (8, 0), 100, 1000.0).source == PER_CLOCK[(8, 0)].source  # type: ignore[union-attr]
    assert PER_CLOCK[(8, 0)].source.startswith("https://")
