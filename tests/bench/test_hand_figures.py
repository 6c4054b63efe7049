"""A run's ratings, speed-ups and peaks against figures worked out by hand.

One run of an H100 PCIe (the sample result) on a PCIe Gen5 x16 link, with two replicas:
every percentage of a limit and every speed-up is written out below as a literal, with the
arithmetic that gives it, not computed by the code under test.
"""

from __future__ import annotations

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.peaks import estimate
from tfgpu_gui.bench.render import fmt_efficiency
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.text.terminal import Style

H100 = GpuFacts(
    index=0,
    name="NVIDIA H100 PCIe",
    compute_capability=(9, 0),
    pcie_gen=4,  # idling: the link trains up to its maximum under load
    pcie_width=16,
    pcie_gen_max=5,
    pcie_width_max=16,
)


def sample_run() -> BenchRun:
    return BenchRun.from_result(
        gpu_result(
            fp32_gflops={256: 6_000.0, 4096: 120_000.0, 8192: 300_000.0},
            scaling_ips={1: 10_000.0, 2: 18_000.0},
        )
    )


def ratings_by_key():
    run = sample_run()
    ev = evaluate(run, Machine(hostname="box", cpu="Example CPU", gpus=(H100,)))
    return ev, {
        (r.measurement.suite, r.measurement.device, r.measurement.dtype, r.measurement.size,
         r.measurement.variant): (r.reference, r.reference_label, r.efficiency)
        for r in ev.rated
    }  # fmt: skip


def test_every_rating_of_the_run():
    _, rated = ratings_by_key()
    approx = pytest.approx
    mib256 = 256 << 20
    # PCIe Gen5: 32 GT/s per lane x 128/130 (encoding) / 8 bits = 3.938461538 GB/s; x16 lanes
    # = 63.015384615 GB/s. 24 GB/s of it = 24 x 130 x 8 / (32 x 128 x 16) = 0.380859375.
    link = 63.015384615
    assert rated == {
        # H100 PCIe, FP16 peak 756 TFLOP/s = 756,000 GFLOP/s: 650,000 / 756,000 = 0.8597883598.
        ("matmul", "GPU:0", "float16", 8192, None): (
            756_000.0,
            "FP16 peak (table: H100 PCIe)",
            approx(0.8597883598),
        ),
        # 9,000 / 756,000 = 1/84 = 0.0119047619.
        ("matmul", "GPU:0", "float16", 256, None): (
            756_000.0,
            "FP16 peak (table: H100 PCIe)",
            approx(0.0119047619),
        ),
        # TensorFlow runs float32 on TF32 tensor cores: 378 TFLOP/s. 300,000 / 378,000 = 50/63.
        ("matmul", "GPU:0", "float32", 8192, None): (
            378_000.0,
            "TF32 peak (table: H100 PCIe)",
            approx(0.7936507937),
        ),
        # 120,000 / 378,000 = 20/63.
        ("matmul", "GPU:0", "float32", 4096, None): (
            378_000.0,
            "TF32 peak (table: H100 PCIe)",
            approx(0.3174603175),
        ),
        # 6,000 / 378,000 = 1/63.
        ("matmul", "GPU:0", "float32", 256, None): (
            378_000.0,
            "TF32 peak (table: H100 PCIe)",
            approx(0.0158730159),
        ),
        # The CPU against numpy at the same size: 100 / 120 and 1,500 / 1,600.
        ("matmul", "CPU:0", "float32", 256, None): (
            120.0,
            "numpy BLAS, same run",
            approx(0.8333333333),
        ),
        ("matmul", "CPU:0", "float32", 4096, None): (1600.0, "numpy BLAS, same run", 0.9375),
        # numpy is the reference itself.
        ("numpy", "numpy", "float32", 256, None): (None, "", None),
        ("numpy", "numpy", "float32", 4096, None): (None, "", None),
        ("transfers", "GPU:0", None, mib256, "h2d"): (approx(link), "PCIe Gen5 x16", 0.380859375),
        # d2h 26.4 GB/s: 26.4 x 1040 / 65,536 = 0.4189453125.
        ("transfers", "GPU:0", None, mib256, "d2h"): (
            approx(link),
            "PCIe Gen5 x16",
            approx(0.4189453125),
        ),
        # The CPU's copy into a tensor against numpy copying host memory: 5 / 10.
        ("transfers", "CPU:0", None, mib256, "h2d"): (10.0, "numpy host copy, same run", 0.5),
        ("transfers", "host", None, mib256, "host-copy"): (None, "", None),
        ("training", "GPU:0", None, 128, "generator"): (None, "", None),
        ("training", "GPU:0", None, 128, "tf.data"): (None, "", None),
        ("training", "CPU:0", None, 128, "generator"): (None, "", None),
        ("training", "CPU:0", None, 128, "tf.data"): (None, "", None),
        # N replicas against N x one replica: 10,000 / 10,000; 18,000 / (2 x 10,000) = 0.9.
        ("scaling", "1xGPU", None, 128, "1"): (10_000.0, "1 x one replica", 1.0),
        ("scaling", "2xGPU", None, 256, "2"): (20_000.0, "2 x one replica", 0.9),
    }


def test_every_speedup_of_the_run():
    ev, _ = ratings_by_key()
    assert ev.speedups == {
        # float16 over float32 at 8192: 650,000 / 300,000 = 13/6.
        "GPU:0 float16 over float32": pytest.approx(2.1666666667),
        # The CPU did not run 8192: both at the CPU's largest, 4096: 120,000 / 1,500.
        "GPU:0 matmul over CPU (4096x4096 float32)": 80.0,
        # TensorFlow's CPU over numpy at 4096: 1,500 / 1,600.
        "CPU TensorFlow over numpy BLAS": 0.9375,
        # tf.data over the generator: 12,000 / 4,000 on the GPU, 1,000 / 900 on the CPU.
        "GPU:0 tf.data over Python generator": 3.0,
        "CPU:0 tf.data over Python generator": pytest.approx(1.1111111111),
        # tf.data training, GPU over CPU: 12,000 / 1,000.
        "GPU:0 training over CPU": 12.0,
        # 2 replicas at 90 % of twice one: 18,000 / 10,000 = 1.8 x one replica.
        "2 replicas over 1": pytest.approx(1.8),
    }


def test_the_speedup_over_the_cpu_at_the_gpus_largest_size_when_the_cpu_ran_it():
    run = BenchRun.from_result(gpu_result(fp32_gflops={256: 6_000.0, 4096: 120_000.0}))
    # GPU's largest is 4096, which the CPU ran at 1,500 GFLOP/s: 120,000 / 1,500 = 80.
    assert evaluate(run).speedups["GPU:0 matmul over CPU (4096x4096 float32)"] == 80.0


def test_percent_of_peak_as_shown():
    ev, _ = ratings_by_key()
    by_size = {
        r.measurement.size: fmt_efficiency(r, Style(False))
        for r in ev.rated
        if r.measurement.suite == "matmul" and r.measurement.dtype == "float16"
    }
    # 0.8598 -> "86%"; 0.0119 -> "1%".
    assert by_size[8192].startswith("86%")
    assert by_size[256].startswith("1%")


def test_peak_estimate_from_sm_count_and_clock():
    peak = estimate((9, 0), 132, 1830.0)
    assert peak is not None
    assert peak.tflops == {
        # 256 FP32 flops per clock per SM x 132 SMs x 1.83 GHz = 61.83936 TFLOP/s.
        "fp32": pytest.approx(61.83936),
        # 4096 FP16 tensor flops x 132 x 1.83 GHz = 989.42976 TFLOP/s; BF16 the same,
        # TF32 half of it.
        "fp16": pytest.approx(989.42976),
        "bf16": pytest.approx(989.42976),
        "tf32": pytest.approx(494.71488),
    }
    assert peak.model == "compute capability 9.0, 132 SMs at 1830 MHz"
    # Volta (7.0): 128 x 80 SMs x 1.53 GHz = 15.6672 TFLOP/s FP32; 1024 x 80 x 1.53 GHz =
    # 125.3376 FP16; no BF16 or TF32 units.
    volta = estimate((7, 0), 80, 1530.0)
    assert volta is not None
    assert volta.tflops == {"fp32": pytest.approx(15.6672), "fp16": pytest.approx(125.3376)}
