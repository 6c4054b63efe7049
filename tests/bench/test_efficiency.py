"""Measurements against their limits, the speed-ups and the plain-language hints."""

from __future__ import annotations

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.text.numbers import pcie_bandwidth_bytes_s


def machine(*gpus: GpuFacts) -> Machine:
    return Machine(hostname="box", cpu="Example CPU", gpus=gpus)


def facts(name="NVIDIA H100 PCIe", width=16, width_max=16, gen=4, gen_max=5, **kw) -> GpuFacts:
    return GpuFacts(
        index=0,
        name=name,
        compute_capability=(9, 0),
        pcie_gen=gen,
        pcie_width=width,
        pcie_gen_max=gen_max,
        pcie_width_max=width_max,
        **kw,
    )


def rated(ev, **match):
    for r in ev.rated:
        if all(getattr(r.measurement, k) == v for k, v in match.items()):
            return r
    raise AssertionError(f"no measurement {match}")


def texts(ev) -> str:
    return "\n".join(h.text for h in ev.hints)


def test_gpu_matmul_against_the_table_peak():
    run = BenchRun.from_result(gpu_result(fp16_gflops={8192: 700_000.0}))
    ev = evaluate(run, machine(facts()))
    r = rated(ev, suite="matmul", device="GPU:0", dtype="float16", size=8192)
    assert r.reference == pytest.approx(756_000.0)
    assert r.efficiency == pytest.approx(700_000 / 756_000)
    assert "table" in r.reference_label and "FP16" in r.reference_label


def test_float32_is_rated_against_tf32_when_tensorflow_uses_it():
    on = evaluate(BenchRun.from_result(gpu_result(tf32=True)), machine(facts()))
    off = evaluate(BenchRun.from_result(gpu_result(tf32=False)), machine(facts()))
    m = dict(suite="matmul", device="GPU:0", dtype="float32", size=8192)
    assert rated(on, **m).reference == pytest.approx(378_000.0)
    assert rated(off, **m).reference == pytest.approx(51_000.0)


def test_unknown_gpu_without_nvml_facts_has_an_unknown_peak():
    run = BenchRun.from_result(gpu_result(name="NVIDIA Mystery Board", cc=(9, 9)))
    ev = evaluate(run, None)
    r = rated(ev, suite="matmul", device="GPU:0", dtype="float16", size=8192)
    assert r.efficiency is None and r.reference_label == "unknown peak"
    assert "No peak is known for GPU:0" in texts(ev)


def test_unknown_gpu_with_nvml_facts_gets_the_estimate():
    run = BenchRun.from_result(gpu_result(name="NVIDIA Mystery Board", cc=(8, 0)))
    f = GpuFacts(
        0, "NVIDIA Mystery Board", compute_capability=(8, 0), sm_count=108, sm_clock_max_mhz=1410
    )
    ev = evaluate(run, machine(f))
    r = rated(ev, suite="matmul", device="GPU:0", dtype="float16", size=8192)
    assert r.reference == pytest.approx(2048 * 108 * 1410e6 / 1e9)
    assert "estimate" in r.reference_label


def test_narrow_pcie_link_is_explained_and_copies_are_rated_against_it():
    run = BenchRun.from_result(gpu_result(h2d_gb_s=6.5))
    ev = evaluate(run, machine(facts(width=4, width_max=16, gen=1, gen_max=4)))
    r = rated(ev, suite="transfers", device="GPU:0", variant="h2d")
    assert r.reference == pytest.approx(pcie_bandwidth_bytes_s(4, 4) / 1e9)
    assert "x4" in r.reference_label
    assert "runs at x4 while the GPU supports x16" in texts(ev)


def test_full_width_link_gives_no_width_hint():
    ev = evaluate(BenchRun.from_result(gpu_result(h2d_gb_s=25.0)), machine(facts()))
    assert "runs at x" not in texts(ev)


def test_starved_input_pipeline_is_named():
    ev = evaluate(BenchRun.from_result(gpu_result(generator_ips=3000.0, tfdata_ips=12000.0)))
    assert ev.speedups["GPU:0 tf.data over Python generator"] == pytest.approx(4.0)
    assert "CPU-bound input" in texts(ev)
    balanced = evaluate(BenchRun.from_result(gpu_result(generator_ips=11000, tfdata_ips=12000)))
    assert "CPU-bound input" not in texts(balanced)


def test_small_matrices_far_below_the_large_ones_get_a_hint():
    run = BenchRun.from_result(gpu_result(fp16_gflops={256: 9_000.0, 8192: 700_000.0}))
    assert "a float16 matmul is too small to keep GPU:0 busy" in texts(
        evaluate(run, machine(facts()))
    )


def test_large_matmul_far_below_the_peak_gets_a_hint():
    run = BenchRun.from_result(gpu_result(fp16_gflops={256: 9_000.0, 8192: 150_000.0}))
    ev = evaluate(run, machine(facts()))
    assert "reaches 20% of its float16 peak at 8192x8192" in texts(ev)


def test_gpu_over_cpu_speedup_at_a_common_size():
    run = BenchRun.from_result(gpu_result(fp32_gflops={256: 6_000.0, 4096: 150_000.0}))
    ev = evaluate(run, machine(facts()))
    assert ev.speedups["GPU:0 matmul over CPU (4096x4096 float32)"] == pytest.approx(100.0)


def test_scaling_efficiency_and_hint():
    run = BenchRun.from_result(
        gpu_result(gpus=4, scaling_ips={1: 10_000.0, 2: 19_000.0, 4: 22_000.0})
    )
    ev = evaluate(run, None)
    r = rated(ev, suite="scaling", variant="4")
    assert r.efficiency == pytest.approx(22_000 / 40_000)
    assert "55% scaling efficiency" in texts(ev)


def test_cpu_matmul_is_rated_against_numpy_of_the_same_run_when_numpy_is_believable(cpu_result):
    run = BenchRun.from_result(cpu_result)
    ev = evaluate(run)
    compared = []
    for m in run.select("matmul", device="CPU:0"):
        np_m = run.find("numpy", size=m.size)
        row = rated(ev, suite="matmul", device="CPU:0", size=m.size)
        ratio = m.value / np_m.value
        if ratio <= 2.0:
            assert row.efficiency == pytest.approx(ratio)
            assert row.reference_label == "numpy BLAS, same quick run (rough)"  # a quick run
            compared.append(m.size)
        else:  # this recorded quick run has TensorFlow 21x and 4x numpy: numpy was disturbed
            assert row.efficiency is None and row.reference is None
            assert row.reference_label == (
                f"numpy BLAS: not compared (TensorFlow {ratio:.1f}× its speed: a disturbed timing)"
            )
    assert compared == [1024]
    assert "sees no GPU" in texts(ev)


def test_an_absurd_share_of_numpy_is_never_shown_as_a_fact():
    result = gpu_result()
    at_4096 = next(m for m in result["matmul"] if m["device"] == "CPU:0" and m["n"] == 4096)
    at_4096["gflops"] = 6.49 * 1600.0  # 649% of numpy's 1600 GFLOP/s
    row = rated(evaluate(BenchRun.from_result(result)), suite="matmul", device="CPU:0", size=4096)
    assert row.efficiency is None and "not compared" in row.reference_label
    at_4096["gflops"] = 1.9 * 1600.0  # faster, but not absurdly: a real difference
    row = rated(evaluate(BenchRun.from_result(result)), suite="matmul", device="CPU:0", size=4096)
    assert row.efficiency == pytest.approx(1.9) and row.reference_label.startswith("numpy BLAS")


def test_slow_tensorflow_cpu_matmul_is_explained():
    result = gpu_result()
    result["matmul"] = [m for m in result["matmul"] if m["device"] == "CPU:0"]
    result["matmul"][-1]["gflops"] = 400.0  # against numpy's 1600 at 4096
    hint = texts(evaluate(BenchRun.from_result(result)))
    assert "only 25% of numpy's BLAS" in hint and "try TF_ENABLE_ONEDNN_OPTS=1" in hint
    result["env"]["tf_enable_onednn_opts"] = "1"  # already on: nothing to try there
    hint = texts(evaluate(BenchRun.from_result(result)))
    assert "only 25% of numpy's BLAS" in hint and "TF_ENABLE_ONEDNN_OPTS" not in hint
