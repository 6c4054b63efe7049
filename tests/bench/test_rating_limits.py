"""Which limit each measurement is rated against, and which speed-ups a run allows.

The GPU that NVML reports is matched to TensorFlow's ``GPU:i`` by index and name; the peak comes
from the table by name, else from NVML's SM count and clock; the speed-ups compare like with
like (dtype, size, pipeline) and are left out when a side is missing. Figures are worked out by
hand in the comments.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.rating import Ratings, device_peak, gpu_facts_for
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.bench.speedups import cpu_over_numpy, speedups


def machine(*gpus: GpuFacts) -> Machine:
    return Machine(hostname="box", cpu="Example CPU", gpus=gpus)


def run_with(**result: Any) -> BenchRun:
    base: dict[str, Any] = {"env": {"gpus": result.pop("gpus", [])}}
    base.update(result)
    return BenchRun.from_result(base)


A100 = GpuFacts(index=0, name="NVIDIA A100-SXM4-80GB", compute_capability=(8, 0))
T4 = GpuFacts(index=1, name="Tesla T4", compute_capability=(7, 5))


def test_a_gpu_is_matched_by_index_and_name():
    run = run_with(gpus=[{"device": "GPU:0", "name": "Tesla T4"}, {"device": "GPU:1"}])
    # TensorFlow's GPU:0 is NVML's index 1 (CUDA_VISIBLE_DEVICES reorders): found by its name.
    assert gpu_facts_for("GPU:0", run, machine(A100, T4)) is T4
    # TensorFlow gave no name for GPU:1: the same index is taken.
    assert gpu_facts_for("GPU:1", run, machine(A100, T4)) is T4
    # Neither the index nor the name: none.
    assert gpu_facts_for("GPU:0", run, machine(A100)) is None
    assert gpu_facts_for("GPU:0", run, None) is None
    assert gpu_facts_for("CPU:0", run, machine(A100, T4)) is None


def test_names_match_when_one_contains_the_other():
    short = run_with(gpus=[{"device": "GPU:0", "name": "A100-SXM4-80GB"}])
    long = run_with(gpus=[{"device": "GPU:0", "name": "NVIDIA A100-SXM4-80GB (MIG 1g.10gb)"}])
    other = run_with(gpus=[{"device": "GPU:0", "name": "NVIDIA H100 PCIe"}])
    assert gpu_facts_for("GPU:0", short, machine(A100)) is A100
    assert gpu_facts_for("GPU:0", long, machine(A100)) is A100
    assert gpu_facts_for("GPU:0", other, machine(A100)) is None
    nameless = GpuFacts(index=3, name=None)
    assert gpu_facts_for("GPU:0", other, machine(nameless)) is None


def test_a_device_tensorflow_does_not_number_is_matched_by_name_only():
    run = run_with(gpus=[{"device": "GPU:x", "name": "Tesla T4"}])
    assert gpu_facts_for("GPU:x", run, machine(A100, T4)) is T4
    # Not among TensorFlow's GPUs, no number: nothing to match (not NVML's index 1 or any).
    assert gpu_facts_for("GPU:y", run, machine(A100, T4)) is None


def test_the_peak_comes_from_nvmls_name_or_its_sm_count_and_clock():
    # TensorFlow named no GPU: NVML's name finds the table's H100 PCIe (FP32 51 TFLOP/s).
    run = run_with(gpus=[{"device": "GPU:0"}])
    h100 = GpuFacts(index=0, name="NVIDIA H100 PCIe", compute_capability=(9, 0))
    peak = device_peak("GPU:0", run, machine(h100))
    assert peak is not None and peak.kind == "table" and peak.for_dtype("fp32") == 51.0
    # A board the table does not know: 8.6 from NVML, 84 SMs at 1,695 MHz: 256 FP32 flops per
    # clock per SM x 84 x 1.695 GHz = 36.44928 TFLOP/s (not TensorFlow's 7.5).
    board = GpuFacts(index=0, name="Board", compute_capability=(8, 6), sm_count=84)
    board = GpuFacts(**{**board.__dict__, "sm_clock_max_mhz": 1695})
    tf_says = run_with(gpus=[{"device": "GPU:0", "name": "Board", "compute_capability": [7, 5]}])
    peak = device_peak("GPU:0", tf_says, machine(board))
    assert peak is not None and peak.for_dtype("fp32") == pytest.approx(36.44928)
    # NVML without a compute capability: TensorFlow's 7.5 is used: 128 x 84 x 1.695 GHz =
    # 18.22464 TFLOP/s.
    no_cc = GpuFacts(**{**board.__dict__, "compute_capability": None})
    peak = device_peak("GPU:0", tf_says, machine(no_cc))
    assert peak is not None and peak.for_dtype("fp32") == pytest.approx(18.22464)
    # ... major and minor in that order: 8.6 is 256 per clock (6.8 would be unknown).
    tf_86 = run_with(gpus=[{"device": "GPU:0", "name": "Board", "compute_capability": [8, 6]}])
    peak = device_peak("GPU:0", tf_86, machine(no_cc))
    assert peak is not None and peak.for_dtype("fp32") == pytest.approx(36.44928)


def test_a_matmul_of_another_dtype_is_rated_against_fp32_and_a_missing_unit_is_named():
    result = gpu_result(name="Tesla T4", cc=(7, 5), tf32=False)
    result["matmul"].append({"device": "GPU:0", "dtype": "float64", "n": 1024, "gflops": 405.0})
    result["matmul"].append({"device": "GPU:0", "dtype": "bfloat16", "n": 1024, "gflops": 1.0})
    ev = evaluate(BenchRun.from_result(result))
    by_dtype = {r.measurement.dtype: r for r in ev.rated if r.measurement.size == 1024}
    # The T4's FP32 peak is 8.1 TFLOP/s: 405 / 8,100 = 0.05.
    assert by_dtype["float64"].reference == 8100.0
    assert by_dtype["float64"].efficiency == pytest.approx(0.05)
    # The T4 has no BF16 unit.
    assert by_dtype["bfloat16"].reference is None
    assert by_dtype["bfloat16"].reference_label == "no BF16 peak"


def test_a_cpu_matmul_is_rated_against_numpy_of_the_same_dtype_and_size():
    run = run_with(
        matmul=[
            {"device": "CPU:0", "dtype": "float16", "n": 1024, "gflops": 10.0},
            {"device": "CPU:0", "dtype": "float32", "n": 512, "gflops": 90.0},
        ],
        numpy=[
            {"dtype": "float32", "n": 256, "gflops": 100.0},
            {"dtype": "float32", "n": 512, "gflops": 120.0},
        ],
    )
    ev = evaluate(run)
    by_size = {r.measurement.size: r for r in ev.rated if r.measurement.suite == "matmul"}
    assert by_size[1024].reference is None
    assert by_size[512].reference == 120.0 and by_size[512].efficiency == 0.75
    # TensorFlow over numpy at the CPU's largest float32 size (not the float16): 90 / 120.
    assert cpu_over_numpy(run, Ratings.of_run(run, None)) == 0.75


def test_scaling_without_one_replica_has_no_reference_and_no_speedup():
    run = run_with(
        scaling=[{"replicas": 2, "devices": ["/gpu:0", "/gpu:1"], "images_per_s": 1900.0}]
    )
    ev = evaluate(run)
    assert [(r.reference, r.efficiency) for r in ev.rated] == [(None, None)]
    assert ev.speedups == {}
    one = run_with(scaling=[{"replicas": 1, "devices": ["/gpu:0"], "images_per_s": 1000.0}])
    assert evaluate(one).speedups == {}


def test_the_rating_of_a_measurement():
    ev = evaluate(BenchRun.from_result(gpu_result()))
    for r in ev.rated:
        assert ev.rating(r.measurement) is r
    assert ev.rating(ev.rated[0].measurement.__class__("x", "y", "z", 1.0)) is None


def test_float16_over_float32_only_at_the_same_size():
    result = gpu_result(fp16_gflops={256: 9_000.0, 4096: 200_000.0})
    assert "GPU:0 float16 over float32" not in evaluate(BenchRun.from_result(result)).speedups


def test_gpu_over_cpu_falls_back_to_numpy_at_the_gpus_largest_size():
    gpu = [
        {"device": "GPU:0", "dtype": "float16", "n": 1024, "gflops": 90_000.0},
        {"device": "GPU:0", "dtype": "float32", "n": 1024, "gflops": 20_000.0},
        {"device": "GPU:0", "dtype": "float16", "n": 8192, "gflops": 600_000.0},
        {"device": "GPU:0", "dtype": "float32", "n": 8192, "gflops": 300_000.0},
    ]
    cpu = [
        {"device": "CPU:0", "dtype": "float32", "n": 1024, "gflops": 500.0},
        {"device": "CPU:0", "dtype": "float16", "n": 8192, "gflops": 30.0},
    ]
    numpy_rows = [
        {"dtype": "float32", "n": 8192, "gflops": 1_500.0},
        {"dtype": "float16", "n": 8192, "gflops": 3.0},
    ]
    run = run_with(matmul=gpu + cpu, numpy=numpy_rows, gpus=[{"device": "GPU:0"}])
    # TensorFlow's CPU has no float32 8192; numpy's float32 8192 does: 300,000 / 1,500 = 200.
    assert evaluate(run).speedups["GPU:0 matmul over CPU (8192x8192 float32)"] == 200.0
    # Without numpy: both at the CPU's largest float32 size, 1024: 20,000 / 500 = 40.
    run = run_with(matmul=gpu + cpu, gpus=[{"device": "GPU:0"}])
    assert evaluate(run).speedups["GPU:0 matmul over CPU (1024x1024 float32)"] == 40.0


def test_no_cpu_matmul_no_cpu_speedups():
    result = gpu_result()
    result["matmul"] = [r for r in result["matmul"] if r["device"] != "CPU:0"]
    result["training"] = [r for r in result["training"] if r["device"] != "CPU:0"]
    ups = evaluate(BenchRun.from_result(result)).speedups
    assert set(ups) == {"GPU:0 float16 over float32", "GPU:0 tf.data over Python generator"}


def test_the_input_pipeline_speedups_need_both_pipelines():
    result = gpu_result()
    # tf.data listed first: still tf.data over the generator, 12,000 / 4,000 on the GPU.
    result["training"] = list(reversed(result["training"]))
    assert evaluate(BenchRun.from_result(result)).speedups[
        "GPU:0 tf.data over Python generator"
    ] == pytest.approx(3.0)
    result["training"] = [r for r in result["training"] if r["pipeline"] == "tf.data"]
    run = BenchRun.from_result(result)
    ups = speedups(run, Ratings.of_run(run, None))
    assert not any("generator" in k for k in ups)
    # tf.data training on the GPU over the CPU: 12,000 / 1,000.
    assert ups["GPU:0 training over CPU"] == 12.0
    result["training"] = [r for r in result["training"] if r["device"] == "GPU:0"]
    run = BenchRun.from_result(result)
    assert "GPU:0 training over CPU" not in speedups(run, Ratings.of_run(run, None))
