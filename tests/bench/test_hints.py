"""Each hint rule on its own: it fires when its condition holds and is silent when not."""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench import hints
from tfgpu_gui.bench.hints import Hint, each_gpu
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.rating import Ratings
from tfgpu_gui.bench.results import BenchRun


def h100(width: int = 16, width_max: int = 16, index: int = 0) -> GpuFacts:
    return GpuFacts(
        index,
        "NVIDIA H100 PCIe",
        compute_capability=(9, 0),
        pcie_gen=4,
        pcie_width=width,
        pcie_gen_max=5,
        pcie_width_max=width_max,
    )


def machine(*gpus: GpuFacts) -> Machine:
    return Machine(hostname="box", cpu="Example CPU", gpus=gpus)


def run_rule(rule: Any, result: dict[str, Any], m: Machine | None = None, *device: str):
    run = BenchRun.from_result(result)
    return rule(run, Ratings.of_run(run, m), *device)


def texts(found: list[Hint]) -> str:
    return "\n".join(h.text for h in found)


def test_no_gpu_fires_only_without_tensorflow_gpus():
    without = gpu_result()
    without["env"]["gpus"] = []
    (hint,) = run_rule(hints.no_gpu, without)
    assert hint.level == "warning" and "sees no GPU" in hint.text
    assert run_rule(hints.no_gpu, gpu_result()) == []


def test_quick_run_is_named_only_for_a_quick_run():
    (hint,) = run_rule(hints.quick_run, gpu_result(quick=True))
    assert hint.topic == "run" and hint.text.startswith("Quick run")
    assert run_rule(hints.quick_run, gpu_result(quick=False)) == []


def test_unknown_peak_fires_for_an_unknown_gpu_that_ran_matmuls():
    mystery = gpu_result(name="NVIDIA Mystery Board", cc=(9, 9))
    (hint,) = run_rule(hints.unknown_peak, mystery, None, "GPU:0")
    assert "No peak is known for GPU:0" in hint.text
    assert run_rule(hints.unknown_peak, gpu_result(), None, "GPU:0") == []
    mystery["matmul"] = [m for m in mystery["matmul"] if m["device"] != "GPU:0"]
    assert run_rule(hints.unknown_peak, mystery, None, "GPU:0") == []


def test_large_matmul_below_half_the_peak_is_a_warning_in_a_full_run():
    # H100 PCIe, float16: 756 TFLOP/s in the table; half is 378 000 GFLOP/s.
    low = gpu_result(fp16_gflops={8192: 370_000.0}, fp32_gflops={8192: 300_000.0})
    (hint,) = run_rule(hints.matmul_sizes, low, machine(h100()), "GPU:0")
    assert hint.level == "warning" and "reaches 49% of its float16 peak at 8192x8192" in hint.text
    quick = gpu_result(fp16_gflops={8192: 370_000.0}, fp32_gflops={8192: 300_000.0}, quick=True)
    assert [h.level for h in run_rule(hints.matmul_sizes, quick, machine(h100()), "GPU:0")] == [
        "info"
    ]
    fine = gpu_result(fp16_gflops={8192: 390_000.0}, fp32_gflops={8192: 300_000.0})
    assert run_rule(hints.matmul_sizes, fine, machine(h100()), "GPU:0") == []


def test_small_matmul_below_half_the_efficiency_of_the_largest_is_explained():
    # 700 000 at 8192 is 93 % of the peak; 9 000 at 256 is 1 %.
    small = gpu_result(fp16_gflops={256: 9_000.0, 8192: 700_000.0}, fp32_gflops={8192: 300_000})
    (hint,) = run_rule(hints.matmul_sizes, small, machine(h100()), "GPU:0")
    assert hint.level == "info"
    assert "At 256x256 a float16 matmul is too small to keep GPU:0 busy" in hint.text
    # 360 000 at 256 is a little over half of 700 000: no hint.
    busy = gpu_result(fp16_gflops={256: 360_000.0, 8192: 700_000.0}, fp32_gflops={8192: 300_000})
    assert run_rule(hints.matmul_sizes, busy, machine(h100()), "GPU:0") == []


def test_matmul_sizes_says_nothing_without_a_peak():
    mystery = gpu_result(name="NVIDIA Mystery Board", cc=(9, 9), fp16_gflops={256: 1, 8192: 2})
    assert run_rule(hints.matmul_sizes, mystery, None, "GPU:0") == []


def test_float16_barely_faster_than_float32_points_at_the_tensor_cores():
    flat = gpu_result(fp16_gflops={8192: 440_000.0}, fp32_gflops={8192: 300_000.0})
    (hint,) = run_rule(hints.float16_without_tensor_cores, flat, machine(h100()), "GPU:0")
    assert "float16 is only 1.5x float32 on GPU:0" in hint.text
    gain = gpu_result(fp16_gflops={8192: 460_000.0}, fp32_gflops={8192: 300_000.0})
    assert run_rule(hints.float16_without_tensor_cores, gain, machine(h100()), "GPU:0") == []
    # Without a known float16 peak the gain proves nothing.
    mystery = gpu_result(
        name="NVIDIA Mystery Board", cc=(9, 9), fp16_gflops={8192: 1.0}, fp32_gflops={8192: 1.0}
    )
    assert run_rule(hints.float16_without_tensor_cores, mystery, None, "GPU:0") == []


def test_gpu_barely_faster_than_the_cpu_is_a_warning_in_a_full_run_only():
    # The CPU does 1500 GFLOP/s at 4096.
    slow = gpu_result(fp32_gflops={4096: 4_400.0})
    (hint,) = run_rule(hints.gpu_barely_faster_than_cpu, slow, None, "GPU:0")
    assert "GPU:0 is only 2.9x faster than the CPU on 4096x4096" in hint.text
    fast = gpu_result(fp32_gflops={4096: 4_600.0})
    assert run_rule(hints.gpu_barely_faster_than_cpu, fast, None, "GPU:0") == []
    quick = gpu_result(fp32_gflops={4096: 4_400.0}, quick=True)
    assert run_rule(hints.gpu_barely_faster_than_cpu, quick, None, "GPU:0") == []


def cpu_only(tf_4096: float, onednn: str | None = None) -> dict[str, Any]:
    result = gpu_result()
    result["matmul"] = [m for m in result["matmul"] if m["device"] == "CPU:0"]
    result["matmul"][-1]["gflops"] = tf_4096  # numpy does 1600 at 4096
    if onednn is not None:
        result["env"]["tf_enable_onednn_opts"] = onednn
    return result


def test_slow_cpu_matmul_suggests_onednn_unless_it_is_on():
    (hint,) = run_rule(hints.slow_cpu_matmul, cpu_only(790.0))
    assert "only 49% of numpy's BLAS" in hint.text
    assert hint.text.endswith("kernels (try TF_ENABLE_ONEDNN_OPTS=1).")
    (hint,) = run_rule(hints.slow_cpu_matmul, cpu_only(790.0, onednn="1"))
    assert hint.text.endswith("oneDNN kernels.")
    assert run_rule(hints.slow_cpu_matmul, cpu_only(810.0)) == []


def test_narrow_pcie_link_names_the_width_and_the_cap():
    (hint,) = run_rule(hints.narrow_pcie_link, gpu_result(), machine(h100(width=8)), "GPU:0")
    assert "runs at x8 while the GPU supports x16" in hint.text
    assert "capped at 31.5 GB/s" in hint.text  # Gen5 x8
    assert run_rule(hints.narrow_pcie_link, gpu_result(), machine(h100()), "GPU:0") == []
    assert run_rule(hints.narrow_pcie_link, gpu_result(), None, "GPU:0") == []


def test_slow_copies_are_named_per_direction():
    # Gen5 x16 is 63 GB/s; half is 31.5. d2h is 1.1 x h2d.
    (hint,) = run_rule(hints.slow_copies, gpu_result(h2d_gb_s=29.0), machine(h100()), "GPU:0")
    assert hint.text.startswith("GPU:0 host->device copies reach 46% of the PCIe Gen5 x16 link")
    both = run_rule(hints.slow_copies, gpu_result(h2d_gb_s=5.0), machine(h100()), "GPU:0")
    assert [h.text.split(" copies")[0] for h in both] == [
        "GPU:0 host->device",
        "GPU:0 device->host",
    ]
    assert run_rule(hints.slow_copies, gpu_result(h2d_gb_s=32.0), machine(h100()), "GPU:0") == []
    assert run_rule(hints.slow_copies, gpu_result(h2d_gb_s=5.0), None, "GPU:0") == []


@pytest.mark.parametrize(
    ("generator", "tfdata", "expected"),
    [
        (1000.0, 1310.0, "training runs 1.3x faster from tf.data"),
        (1000.0, 1290.0, None),
        (1310.0, 1000.0, "tf.data is 1.3x slower than the plain generator"),
        (1290.0, 1000.0, None),
    ],
)
def test_input_pipeline_names_cpu_bound_input_and_competing_threads(generator, tfdata, expected):
    found = [
        h
        for h in run_rule(
            hints.input_pipeline, gpu_result(generator_ips=generator, tfdata_ips=tfdata)
        )
        if "GPU:0" in h.text
    ]
    assert [expected in h.text for h in found] == ([True] if expected else [])


def test_poor_scaling_uses_the_most_replicas():
    poor = gpu_result(gpus=4, scaling_ips={1: 10_000.0, 2: 19_000.0, 4: 27_000.0})
    (hint,) = run_rule(hints.poor_scaling, poor)
    assert "4 replicas train at 2.7x one replica (68% scaling efficiency)" in hint.text
    good = gpu_result(gpus=4, scaling_ips={1: 10_000.0, 2: 12_000.0, 4: 29_000.0})
    assert run_rule(hints.poor_scaling, good) == []
    assert run_rule(hints.poor_scaling, gpu_result(scaling_ips={1: 10_000.0})) == []


def test_skipped_measurements_are_listed_except_the_scaling_suite():
    result = gpu_result()
    result["skipped"] = [
        {"suite": "matmul", "device": "GPU:0", "size": 16384, "reason": "out of memory"},
        {"suite": "scaling", "reason": "needs more than one GPU (MirroredStrategy)"},
    ]
    (hint,) = run_rule(hints.skipped_measurements, result)
    assert hint.topic == "matmul"
    assert hint.text == "Skipped matmul on GPU:0 (16384): out of memory."
    assert run_rule(hints.skipped_measurements, gpu_result()) == []


def test_each_gpu_runs_all_checks_of_one_gpu_before_the_next():
    seen: list[str] = []

    def check(name: str):
        def run_check(run: BenchRun, ratings: Ratings, device: str) -> list[Hint]:
            seen.append(f"{name} {device}")
            return [Hint("info", name, device)]

        return run_check

    result = gpu_result(gpus=2)
    result["matmul"] += [
        {**m, "device": "GPU:1"} for m in result["matmul"] if m["device"] == "GPU:0"
    ]
    found = run_rule(each_gpu(check("a"), check("b")), result)
    assert seen == ["a GPU:0", "b GPU:0", "a GPU:1", "b GPU:1"]
    assert [h.text for h in found] == ["GPU:0", "GPU:0", "GPU:1", "GPU:1"]
