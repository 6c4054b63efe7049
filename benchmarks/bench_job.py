"""The benchmark job against its own baselines, measured in the same run.

Runs the real job (``tfgpu_gui/jobs/scripts/bench.py``) in this interpreter (or ``--python``)
and reports:

- CPU: TensorFlow's float32 matmul GFLOP/s against numpy's BLAS at the same size, their timed
  regions interleaved in one run (target: TF >= 0.8x numpy at 2048x2048), as the environment
  has TensorFlow and again with its oneDNN kernels forced on (TF_ENABLE_ONEDNN_OPTS=1);
- the job's own overhead: the share of its wall time (after importing TensorFlow) spent
  outside the kernels it times (warm-ups, calibration, set-up, reporting) (target: < 10%);
- on a GPU (when TensorFlow sees one): float16/bfloat16 matmul GFLOP/s at the largest size
  against the peak of the table (target: >= 80%).

Figures on a shared machine are noisy; run it a few times and read the ratios, which compare
numbers taken side by side.

    python benchmarks/bench_job.py [--sizes 2048] [--repeats 5] [--seconds 1.0] [--json FILE]
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path

from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.job import ending
from tfgpu_gui.bench.machine import machine_for, read_gpu_facts
from tfgpu_gui.jobs.runner import Job, script_path


def run_job(
    python: str, args: list[str], timeout: float, env: dict[str, str] | None = None
) -> dict:
    job = Job(
        python,
        script_path("bench"),
        args,
        timeout=timeout,
        env={"TF_CPP_MIN_LOG_LEVEL": "2", **(env or {})},
    )
    end = ending(job.run())
    if not end.ok or end.run is None:
        raise SystemExit(f"the job did not finish: {end.message}")
    return {"run": end.run}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--sizes", default="2048", help="CPU matmul sizes (default 2048)")
    parser.add_argument("--repeats", type=int, default=5, help="timed regions per measurement")
    parser.add_argument("--seconds", type=float, default=1.0, help="length of a timed region")
    parser.add_argument("--json", help="write the figures to this file")
    args = parser.parse_args()
    figures: dict[str, object] = {
        "machine": platform.platform(),
        "python": sys.version.split()[0],
    }

    # 1. CPU matmul, TensorFlow against numpy, and the job's overhead on the same run; once
    # as the environment has it, once with TensorFlow's oneDNN kernels forced on (TensorFlow
    # turns them on by default only on some CPUs).
    matmul_args = [
        "--device",
        "CPU",
        "--suite",
        "matmul",
        "--sizes",
        args.sizes,
        "--repeats",
        str(args.repeats),
        "--seconds",
        str(args.seconds),
    ]
    cpu = run_job(args.python, matmul_args, timeout=1800)["run"]
    onednn = run_job(args.python, matmul_args, timeout=1800, env={"TF_ENABLE_ONEDNN_OPTS": "1"})[
        "run"
    ]
    print(f"TensorFlow {cpu.tf_version}, numpy BLAS {cpu.env.get('numpy_blas')}")
    print(f"{'size':>6} {'TF GFLOP/s':>11} {'numpy GFLOP/s':>14} {'TF/numpy':>9}  oneDNN opts")
    rows = []
    for run, label in (
        (cpu, cpu.env.get("tf_enable_onednn_opts") or "default"),
        (onednn, "forced on"),
    ):
        for m in run.select("matmul", device="CPU:0", dtype="float32"):
            ref = run.find("numpy", dtype="float32", size=m.size)
            if ref is None:
                continue
            ratio = m.value / ref.value
            rows.append(
                {
                    "n": m.size,
                    "onednn": label,
                    "tf_gflops": m.value,
                    "numpy_gflops": ref.value,
                    "ratio": ratio,
                }
            )
            print(f"{m.size:>6} {m.value:11.1f} {ref.value:14.1f} {ratio:8.2f}x  {label}")
    figures["cpu_matmul"] = rows
    timing = dict(cpu.timing)
    figures["matmul_job_timing"] = timing
    print(
        f"job overhead (matmul suite): {100 * timing['overhead_fraction']:.1f}% of "
        f"{timing['wall_s']:.1f} s outside the timed kernels (target < 10%); "
        f"TensorFlow import {timing['import_s']:.1f} s (not counted)"
    )
    for target in [r for r in rows if r["n"] == 2048] or rows[-1:]:
        print(
            f"TF/numpy at {target['n']}, oneDNN opts {target['onednn']}: "
            f"{target['ratio']:.2f}x (target >= 0.80x)"
        )

    # 2. The whole quick job: how much of it is overhead when every suite runs small.
    quick = run_job(args.python, ["--quick"], timeout=900)["run"]
    qt = dict(quick.timing)
    figures["quick_job_timing"] = qt
    print(
        f"quick job, all suites: {qt['wall_s']:.1f} s after import, "
        f"{100 * qt['overhead_fraction']:.0f}% outside the timed regions (model building, "
        "tracing, cache fill: fixed costs that a quick run does not amortise)"
    )

    # 3. GPUs: half-precision matmuls against the table's peak.
    gpus, driver, cuda, _ = read_gpu_facts()
    if quick.gpus():
        full = run_job(args.python, ["--suite", "matmul"], timeout=1800)["run"]
        ev = evaluate(full, machine_for(full, gpus, driver, cuda))
        gpu_rows = []
        for r in ev.rated:
            m = r.measurement
            if m.suite == "matmul" and m.device.startswith("GPU") and m.dtype != "float32":
                gpu_rows.append(
                    {
                        "device": m.device,
                        "dtype": m.dtype,
                        "n": m.size,
                        "gflops": m.value,
                        "efficiency": r.efficiency,
                        "peak": r.reference_label,
                    }
                )
        figures["gpu_matmul"] = gpu_rows
        for row in gpu_rows:
            eff = row["efficiency"]
            print(
                f"{row['device']} {row['dtype']:>9} {row['n']:>5}: {row['gflops']:,.0f} GFLOP/s"
                + (
                    f" = {100 * eff:.0f}% of {row['peak']} (target >= 80% at the largest)"
                    if eff
                    else ""
                )
            )
    else:
        print("no GPU seen by TensorFlow: the GPU efficiency target was not measured")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
