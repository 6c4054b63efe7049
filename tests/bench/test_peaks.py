"""The GPU peak table and the estimate from SM count x clock x FLOPs per clock."""

from __future__ import annotations

import pytest

from tfgpu_gui.bench.peaks import KNOWN_GPUS, PER_CLOCK, estimate, lookup, peak_for


@pytest.mark.parametrize(
    ("name", "model"),
    [
        ("NVIDIA H100 80GB HBM3", "H100 SXM5"),
        ("NVIDIA H100 PCIe", "H100 PCIe"),
        ("NVIDIA A100-SXM4-80GB", "A100 SXM4 80GB"),
        ("NVIDIA A100-SXM4-40GB", "A100 SXM4 40GB"),
        ("NVIDIA A100 80GB PCIe", "A100 PCIe 80GB"),
        ("NVIDIA A100-PCIE-40GB", "A100 PCIe 40GB"),
        ("Tesla V100-SXM2-16GB", "V100 SXM2"),
        ("Tesla T4", "T4"),
        ("NVIDIA A10", "A10"),
        ("NVIDIA L4", "L4"),
        ("NVIDIA GeForce RTX 4090", "GeForce RTX 4090"),
        ("NVIDIA GeForce RTX 3090", "GeForce RTX 3090"),
    ],
)
def test_nvml_names_find_their_row(name, model):
    row = lookup(name)
    assert row is not None and row.model == model


@pytest.mark.parametrize(
    "name", ["NVIDIA H100 NVL", "NVIDIA A10G", "NVIDIA GeForce RTX 3090 Ti", "Quadro P1000", ""]
)
def test_other_boards_are_not_mistaken_for_a_known_one(name):
    assert lookup(name) is None


def test_every_row_has_a_source_and_dense_figures_in_order():
    for row in KNOWN_GPUS:
        assert row.source.startswith("https://"), row.model
        if row.fp16 is not None and row.fp32 is not None:
            # Tensor-core FP16 beats CUDA-core FP32 on every board with tensor cores.
            assert row.fp16 > row.fp32, row.model
        if row.tf32 is not None and row.fp16 is not None:
            assert row.tf32 <= row.fp16, row.model


@pytest.mark.parametrize(
    ("name", "cc", "sms", "mhz"),
    [
        # The reference boards the per-clock figures were derived from, at their boost clocks.
        ("NVIDIA A100-SXM4-80GB", (8, 0), 108, 1410),
        ("NVIDIA H100 80GB HBM3", (9, 0), 132, 1830),
        ("Tesla V100-SXM2-16GB", (7, 0), 80, 1530),
        ("Tesla T4", (7, 5), 40, 1590),
        ("NVIDIA L4", (8, 9), 58, 2040),
    ],
)
def test_the_estimate_agrees_with_the_datasheets(name, cc, sms, mhz):
    row = lookup(name)
    est = estimate(cc, sms, mhz)
    assert row is not None and est is not None and est.kind == "estimate"
    assert est.tflops["fp16"] == pytest.approx(row.fp16, rel=0.02)
    if row.fp32 is not None and name != "NVIDIA H100 80GB HBM3":
        # H100's FP32 figure is quoted at 1.98 GHz, its tensor figure at 1.83 GHz.
        assert est.tflops["fp32"] == pytest.approx(row.fp32, rel=0.03)


def test_unknown_gpu_uses_the_estimate_and_says_so():
    peak = peak_for("NVIDIA Some Future Board", (8, 6), 84, 1860)
    assert peak is not None and peak.kind == "estimate"
    assert peak.tflops["fp32"] == pytest.approx(256 * 84 * 1860e6 / 1e12)
    assert peak.tflops["tf32"] == pytest.approx(peak.tflops["fp16"] / 2)
    assert "8.6" in peak.model and "84 SMs" in peak.model


@pytest.mark.parametrize(
    ("cc", "sms", "mhz"),
    [(None, 80, 1500), ((8, 0), None, 1500), ((8, 0), 80, None), ((99, 0), 80, 1500)],
)
def test_no_estimate_without_all_three_facts(cc, sms, mhz):
    assert estimate(cc, sms, mhz) is None
    assert peak_for("unknown board", cc, sms, mhz) is None


def test_bf16_only_from_ampere_on():
    assert "bf16" not in estimate((7, 0), 80, 1530).tflops
    assert "bf16" in estimate((8, 0), 108, 1410).tflops
    assert all(isinstance(k, tuple) and len(k) == 2 for k in PER_CLOCK)
