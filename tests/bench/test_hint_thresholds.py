"""The hints at their thresholds exactly, and rules that look past a device or direction.

Each threshold in ``thresholds.py`` is a limit a result must fall under ("under half", "under
70 %"): a result exactly at it gives no hint. The ratios below are exact in binary (0.5, 0.25,
1.5, 3.0, 0.7) so the comparison really is at the threshold.
"""

from __future__ import annotations

from typing import Any

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench import hints
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.rating import Ratings
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.text.numbers import pcie_bandwidth_bytes_s

H100 = GpuFacts(
    0,
    "NVIDIA H100 PCIe",
    compute_capability=(9, 0),
    pcie_gen=5,
    pcie_width=16,
    pcie_gen_max=5,
    pcie_width_max=16,
)


def run_rule(rule: Any, result: dict[str, Any], *device: str) -> list[hints.Hint]:
    run = BenchRun.from_result(result)
    return rule(run, Ratings.of_run(run, Machine("box", "cpu", (H100,))), *device)


def test_matmuls_exactly_at_the_thresholds_give_no_hint():
    # FP32 (TF32) peak 378,000 GFLOP/s: 189,000 is 0.5 of it (not under half); 94,500 at 256 is
    # 0.25, exactly half of the largest's 0.5. FP16 peak 756,000: 378,000 and 189,000 the same.
    result = gpu_result(
        fp32_gflops={256: 94_500.0, 8192: 189_000.0},
        fp16_gflops={256: 189_000.0, 8192: 378_000.0},
    )
    assert run_rule(hints.matmul_sizes, result, "GPU:0") == []
    # Just under: both hints for both dtypes.
    under = gpu_result(
        fp32_gflops={256: 93_000.0, 8192: 188_000.0},
        fp16_gflops={256: 188_000.0, 8192: 377_000.0},
    )
    assert len(run_rule(hints.matmul_sizes, under, "GPU:0")) == 4


def test_a_device_without_float32_matmuls_still_gets_its_float16_hints():
    result = gpu_result(fp16_gflops={256: 1_000.0, 8192: 100_000.0})
    result["matmul"] = [r for r in result["matmul"] if r["dtype"] == "float16"]
    found = run_rule(hints.matmul_sizes, result, "GPU:0")
    assert len(found) == 2 and all("float16" in h.text for h in found)


def test_float16_exactly_one_and_a_half_times_float32_gives_no_hint():
    at = gpu_result(fp16_gflops={8192: 450_000.0}, fp32_gflops={8192: 300_000.0})
    assert run_rule(hints.float16_without_tensor_cores, at, "GPU:0") == []
    under = gpu_result(fp16_gflops={8192: 449_000.0}, fp32_gflops={8192: 300_000.0})
    assert len(run_rule(hints.float16_without_tensor_cores, under, "GPU:0")) == 1


def test_a_gpu_exactly_three_times_the_cpu_gives_no_hint():
    # The CPU's 4096 runs at 1,500 GFLOP/s: 4,500 is 3.0x.
    at = gpu_result(fp32_gflops={4096: 4_500.0})
    assert run_rule(hints.gpu_barely_faster_than_cpu, at, "GPU:0") == []
    under = gpu_result(fp32_gflops={4096: 4_400.0})
    assert len(run_rule(hints.gpu_barely_faster_than_cpu, under, "GPU:0")) == 1


def test_a_cpu_matmul_exactly_half_of_numpy_gives_no_hint():
    at = gpu_result()
    at["numpy"][1]["gflops"] = 3_000.0  # the CPU's 1,500 at 4096 is 0.5 of it
    assert run_rule(hints.slow_cpu_matmul, at) == []
    at["numpy"][1]["gflops"] = 3_100.0
    assert len(run_rule(hints.slow_cpu_matmul, at)) == 1


def test_copies_exactly_at_half_the_link_give_no_hint_and_each_direction_counts():
    half = pcie_bandwidth_bytes_s(5, 16) / 1e9 / 2  # 31.5 GB/s of a Gen5 x16 link's 63.0
    result = gpu_result(h2d_gb_s=half)
    result["transfers"][1]["gb_s"] = half
    assert run_rule(hints.slow_copies, result, "GPU:0") == []
    # Fast onto the device, slow back: the hint for device->host.
    result["transfers"][0]["gb_s"] = 50.0
    result["transfers"][1]["gb_s"] = 10.0
    (hint,) = run_rule(hints.slow_copies, result, "GPU:0")
    assert "device->host" in hint.text
    # No host->device copy at all: still the hint for the other way.
    result["transfers"] = result["transfers"][1:]
    (hint,) = run_rule(hints.slow_copies, result, "GPU:0")
    assert "device->host" in hint.text


def test_the_input_pipeline_exactly_at_its_thresholds():
    result = gpu_result(generator_ips=1_000.0, tfdata_ips=1_300.0)
    # 1,300 / 1,000 = 1.3: tf.data that much faster is the warning.
    assert [h.level for h in run_rule(hints.input_pipeline, result)] == ["warning"]
    # tf.data at 1 / 1.3 of the generator: the slower-tf.data note.
    slower = gpu_result(generator_ips=1.3, tfdata_ips=1.0)
    assert [h.level for h in run_rule(hints.input_pipeline, slower)] == ["info"]


def test_the_input_pipeline_of_a_later_device():
    result = gpu_result()
    # GPU:0 trained from one pipeline only; the CPU from both (1,000 / 900 is no hint), so make
    # its tf.data 2x the generator.
    result["training"] = [r for r in result["training"] if r["pipeline"] == "tf.data"]
    result["training"] += [
        {"device": "CPU:0", "pipeline": "generator", "batch": 128, "images_per_s": 500.0}
    ]
    (hint,) = run_rule(hints.input_pipeline, result)
    assert hint.text.startswith("On CPU:0 training runs 2.0x faster")


def test_scaling_exactly_at_seventy_percent_gives_no_hint():
    at = gpu_result(gpus=2, scaling_ips={1: 10_000.0, 2: 14_000.0})
    assert run_rule(hints.poor_scaling, at) == []
    under = gpu_result(gpus=2, scaling_ips={1: 10_000.0, 2: 13_900.0})
    assert len(run_rule(hints.poor_scaling, under)) == 1


def test_a_skip_without_device_or_size():
    result = gpu_result()
    result["skipped"] = [{"reason": "out of memory"}, {"suite": "scaling", "reason": "one GPU"}]
    (hint,) = run_rule(hints.skipped_measurements, result)
    assert hint.topic == ""
    assert hint.text == "Skipped None on ? (): out of memory."


def test_a_link_width_nvml_half_reports_is_no_hint():
    for width, width_max in ((8, None), (None, 16)):
        facts = GpuFacts(0, "NVIDIA H100 PCIe", pcie_width=width, pcie_width_max=width_max)
        run = BenchRun.from_result(gpu_result())
        ratings = Ratings.of_run(run, Machine("box", "cpu", (facts,)))
        assert hints.narrow_pcie_link(run, ratings, "GPU:0") == []


def test_each_gpu_hands_its_checks_the_run_and_the_ratings():
    def check(run, ratings, device):
        return [hints.Hint("info", "t", f"{run.gpus()[0]['name']} {ratings.machine} {device}")]

    run = BenchRun.from_result(gpu_result())
    (hint,) = hints.each_gpu(check)(run, Ratings.of_run(run, None))
    assert hint.text == "NVIDIA H100 PCIe None GPU:0"
