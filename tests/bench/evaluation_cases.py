"""Named inputs of ``evaluate`` and its output as plain JSON, for the recorded evaluations.

``tests/bench/data/evaluations.json`` holds ``evaluate``'s output for every case below, as it
was recorded; ``test_evaluation_recording.py`` compares today's output with it. After a change
that is meant to alter the output, rewrite the recording with
``python -m tests.bench.evaluation_cases`` and review the diff.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from tests.helpers.bench_samples import gpu_result
from tests.helpers.paths import BENCH_DATA
from tfgpu_gui.bench.efficiency import Evaluation, evaluate
from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.results import BenchRun

RECORDING = BENCH_DATA / "evaluations.json"
CPU_QUICK = BENCH_DATA / "cpu_quick_result.json"

Case = Callable[[], tuple[dict[str, Any], Machine | None]]


def _machine(*gpus: GpuFacts) -> Machine:
    return Machine(hostname="box", cpu="Example CPU", gpus=gpus)


def _h100(width: int = 16, width_max: int = 16, gen: int = 4, gen_max: int = 5) -> GpuFacts:
    return GpuFacts(
        index=0,
        name="NVIDIA H100 PCIe",
        compute_capability=(9, 0),
        pcie_gen=gen,
        pcie_width=width,
        pcie_gen_max=gen_max,
        pcie_width_max=width_max,
    )


def _cpu_quick() -> dict[str, Any]:
    result: dict[str, Any] = json.loads(CPU_QUICK.read_text())
    return result


def _slow_cpu_matmul(onednn: str | None) -> dict[str, Any]:
    result = gpu_result()
    result["matmul"] = [m for m in result["matmul"] if m["device"] == "CPU:0"]
    result["matmul"][-1]["gflops"] = 400.0
    if onednn is not None:
        result["env"]["tf_enable_onednn_opts"] = onednn
    return result


def _slow_cpu_matmul_on_a_gpu_machine() -> dict[str, Any]:
    result = gpu_result(h2d_gb_s=6.5)
    result["matmul"][-1]["gflops"] = 400.0  # TensorFlow's CPU matmul at 4096
    return result


def _with_skips() -> dict[str, Any]:
    result = gpu_result()
    result["skipped"] = [
        {"suite": "matmul", "device": "GPU:0", "dtype": "float16", "size": 16384,
         "reason": "out of memory"},
        {"suite": "transfers", "device": "GPU:0", "bytes": 1 << 30, "reason": "out of memory"},
        {"suite": "scaling", "reason": "needs more than one GPU (MirroredStrategy)"},
    ]  # fmt: skip
    return result


def _fp32_beyond_cpu_sizes() -> dict[str, Any]:
    # The largest float32 GPU size has no CPU twin: the speed-up falls back to 4096.
    return gpu_result(fp32_gflops={256: 6_000.0, 4096: 3_000.0, 8192: 300_000.0})


def _two_gpus() -> dict[str, Any]:
    # GPU:1 is a copy of GPU:0 at a fifth of the speed: every per-GPU hint fires for both.
    result = gpu_result(gpus=2, scaling_ips={1: 10_000.0, 2: 19_000.0})
    for suite, key in (("matmul", "gflops"), ("transfers", "gb_s"), ("training", "images_per_s")):
        slow = [
            {**row, "device": "GPU:1", key: row[key] / 5}
            for row in result[suite]
            if row["device"] == "GPU:0"
        ]
        result[suite] += slow
    return result


def _two_gpu_machine() -> Machine:
    narrow = GpuFacts(
        index=1,
        name="NVIDIA H100 PCIe",
        compute_capability=(9, 0),
        pcie_gen=4,
        pcie_width=8,
        pcie_gen_max=5,
        pcie_width_max=16,
    )
    return _machine(_h100(), narrow)


CASES: dict[str, Case] = {
    "cpu_quick_recorded": lambda: (_cpu_quick(), None),
    "cpu_quick_recorded_with_machine": lambda: (_cpu_quick(), _machine()),
    "gpu_default_no_machine": lambda: (gpu_result(), None),
    "gpu_default_h100": lambda: (gpu_result(), _machine(_h100())),
    "gpu_quick_h100": lambda: (gpu_result(quick=True), _machine(_h100())),
    "gpu_tf32_off": lambda: (gpu_result(tf32=False), _machine(_h100())),
    "gpu_near_peak": lambda: (
        gpu_result(fp16_gflops={8192: 700_000.0}),
        _machine(_h100()),
    ),
    "gpu_narrow_link": lambda: (
        gpu_result(h2d_gb_s=6.5),
        _machine(_h100(width=4, width_max=16, gen=1, gen_max=4)),
    ),
    "gpu_slow_copies": lambda: (gpu_result(h2d_gb_s=5.0), _machine(_h100())),
    "gpu_unknown_peak": lambda: (gpu_result(name="NVIDIA Mystery Board", cc=(9, 9)), None),
    "gpu_estimated_peak": lambda: (
        gpu_result(name="NVIDIA Mystery Board", cc=(8, 0)),
        _machine(
            GpuFacts(
                0,
                "NVIDIA Mystery Board",
                compute_capability=(8, 0),
                sm_count=108,
                sm_clock_max_mhz=1410,
            )
        ),
    ),
    "gpu_starved_input": lambda: (gpu_result(generator_ips=3000.0, tfdata_ips=12000.0), None),
    "gpu_balanced_input": lambda: (gpu_result(generator_ips=11000, tfdata_ips=12000), None),
    "gpu_tfdata_slower": lambda: (gpu_result(generator_ips=13000, tfdata_ips=9000), None),
    "gpu_small_matrices": lambda: (
        gpu_result(fp16_gflops={256: 9_000.0, 8192: 700_000.0}),
        _machine(_h100()),
    ),
    "gpu_low_peak": lambda: (
        gpu_result(fp16_gflops={256: 9_000.0, 8192: 150_000.0}),
        _machine(_h100()),
    ),
    "gpu_low_peak_quick": lambda: (
        gpu_result(fp16_gflops={256: 9_000.0, 8192: 150_000.0}, quick=True),
        _machine(_h100()),
    ),
    "gpu_fp16_no_gain": lambda: (
        gpu_result(fp16_gflops={8192: 320_000.0}, fp32_gflops={8192: 300_000.0}),
        _machine(_h100()),
    ),
    "gpu_common_size_speedup": lambda: (
        gpu_result(fp32_gflops={256: 6_000.0, 4096: 150_000.0}),
        _machine(_h100()),
    ),
    "gpu_slow_against_cpu": lambda: (
        gpu_result(fp32_gflops={256: 6_000.0, 4096: 3_000.0}),
        _machine(_h100()),
    ),
    "gpu_fp32_beyond_cpu_sizes": lambda: (_fp32_beyond_cpu_sizes(), _machine(_h100())),
    "gpu_scaling_poor": lambda: (
        gpu_result(gpus=4, scaling_ips={1: 10_000.0, 2: 19_000.0, 4: 22_000.0}),
        None,
    ),
    "gpu_scaling_good": lambda: (
        gpu_result(gpus=2, scaling_ips={1: 10_000.0, 2: 19_000.0}),
        None,
    ),
    "slow_cpu_matmul": lambda: (_slow_cpu_matmul(None), None),
    "slow_cpu_matmul_onednn_on": lambda: (_slow_cpu_matmul("1"), None),
    "slow_cpu_matmul_narrow_link": lambda: (
        _slow_cpu_matmul_on_a_gpu_machine(),
        _machine(_h100(width=4, width_max=16, gen=1, gen_max=4)),
    ),
    "gpu_with_skips": lambda: (_with_skips(), _machine(_h100())),
    "two_gpus_no_machine": lambda: (_two_gpus(), None),
    "two_gpus": lambda: (_two_gpus(), _two_gpu_machine()),
}


def as_json(ev: Evaluation) -> dict[str, Any]:
    """Everything an evaluation holds, in JSON types (tuples become lists)."""
    return json.loads(
        json.dumps(
            {
                "rated": [
                    {
                        "measurement": list(r.measurement.key()),
                        "value": r.measurement.value,
                        "reference": r.reference,
                        "reference_label": r.reference_label,
                        "efficiency": r.efficiency,
                    }
                    for r in ev.rated
                ],
                "hints": [[h.level, h.topic, h.text] for h in ev.hints],
                "speedups": list(ev.speedups.items()),
                "peaks": {
                    device: None
                    if p is None
                    else {"tflops": p.tflops, "kind": p.kind, "model": p.model}
                    for device, p in ev.peaks.items()
                },
            }
        )
    )


def evaluate_case(name: str) -> dict[str, Any]:
    """``evaluate``'s output for the named case, as JSON."""
    result, machine = CASES[name]()
    return as_json(evaluate(BenchRun.from_result(result), machine))


if __name__ == "__main__":
    recording = {name: evaluate_case(name) for name in CASES}
    RECORDING.write_text(json.dumps(recording, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(recording)} evaluations to {RECORDING}")
