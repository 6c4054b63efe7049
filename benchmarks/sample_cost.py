"""Cost of one GPU sample: simulated backend, real NVML (when present), and nvidia-smi.

Reports, measured in the same run: the time of one full sample per GPU with the simulated
backend and with NVML, and of one `nvidia-smi --query-gpu=... --format=csv` call (a
subprocess, as scripts usually poll). The figure that matters is the ratio: NVML should be at
least 50x cheaper per sample than calling nvidia-smi.

With ``--test-library`` it also measures NvmlBackend on the test libnvidia-ml.so.1 of
tests/nvml_lib (built here with cc, 1 and 8 GPUs with processes): pynvml's real ctypes call
path and our backend's work per GPU, without a driver's own cost (the library answers from
memory after one stat() of its state file per call). Each runs in a child process, since
pynvml keeps the first library it loads.

    python benchmarks/sample_cost.py [--samples N] [--json FILE] [--test-library]
"""

from __future__ import annotations

import argparse
import json
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.nvml_backend import NvmlBackend
from tfgpu_gui.telemetry.simulated import SimulatedBackend

QUERY = (
    "index,name,utilization.gpu,utilization.memory,memory.used,memory.total,temperature.gpu,"
    "power.draw,power.limit,fan.speed,clocks.sm,clocks.mem,pcie.link.gen.current,"
    "pcie.link.width.current,clocks_event_reasons.active"
)


def time_calls(fn, n: int) -> list[float]:
    fn()  # warm-up: first NVML call initialises, first subprocess warms the page cache
    out = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def summary(times: list[float], gpus: int) -> dict[str, float]:
    per_gpu = [t / max(gpus, 1) for t in times]
    return {
        "median_ms_per_sample": statistics.median(times) * 1e3,
        "median_ms_per_gpu": statistics.median(per_gpu) * 1e3,
        "p95_ms_per_sample": sorted(times)[int(0.95 * (len(times) - 1))] * 1e3,
        "gpus": gpus,
    }


def nvml_only(samples: int) -> dict[str, object]:
    """NvmlBackend on whatever libnvidia-ml.so.1 the loader finds (run in a child)."""
    nvml = NvmlBackend()
    try:
        gpus = len(nvml.read().gpus)
        return summary(time_calls(nvml.read, samples), gpus)
    except TelemetryUnavailable as exc:
        return {"unavailable": exc.kind}
    finally:
        nvml.close()


def on_test_library(samples: int, gpus: int) -> dict[str, object]:
    """NvmlBackend on the test library with ``gpus`` GPUs, in a child process."""
    from tests.nvml_lib import states
    from tests.nvml_lib.driver import Driver

    with tempfile.TemporaryDirectory() as tmp:
        driver = Driver(Path(tmp))
        state = states.datacenter_r580(gpus)
        states.with_processes(state)
        result = subprocess.run(
            [sys.executable, __file__, "--nvml-only", "--samples", str(samples)],
            env=driver.env(state),
            capture_output=True,
            text=True,
            timeout=600,
            check=True,
        )
    measured: dict[str, object] = json.loads(result.stdout)
    return measured


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--json", help="write the figures to this file")
    parser.add_argument(
        "--test-library", action="store_true", help="also measure NVML on tests/nvml_lib"
    )
    parser.add_argument("--nvml-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.nvml_only:
        print(json.dumps(nvml_only(args.samples)))
        return 0
    results: dict[str, object] = {"machine": platform.platform(), "python": sys.version.split()[0]}

    for scenario in ("training", "multi-gpu-8"):
        backend = SimulatedBackend(scenario)
        gpus = len(backend.read().gpus)
        results[f"simulated:{scenario}"] = summary(time_calls(backend.read, args.samples), gpus)

    nvml = NvmlBackend()
    try:
        gpus = len(nvml.read().gpus)
        results["nvml"] = summary(time_calls(nvml.read, args.samples), gpus)
        results["nvml_static"] = {
            "driver": nvml.open().driver_version,
            "gpus": [g.static.name for g in nvml.read().gpus],
        }
    except TelemetryUnavailable as exc:
        results["nvml"] = {"unavailable": exc.kind}
    finally:
        nvml.close()

    if args.test_library:
        for gpus in (1, 8):
            results[f"nvml:test-library-{gpus}"] = on_test_library(args.samples, gpus)

    smi = shutil.which("nvidia-smi")
    if smi:

        def call() -> None:
            subprocess.run(
                [smi, f"--query-gpu={QUERY}", "--format=csv,noheader,nounits"],
                capture_output=True,
                check=False,
            )

        n = max(10, args.samples // 10)
        gpus = results["nvml"].get("gpus", 1) if isinstance(results["nvml"], dict) else 1
        results["nvidia-smi"] = summary(time_calls(call, n), int(gpus or 1))
    else:
        results["nvidia-smi"] = {"unavailable": "nvidia-smi not found"}

    print(f"{'what':28} {'ms/sample':>10} {'ms/GPU':>8} {'p95 ms':>8} GPUs")
    for key, value in results.items():
        if isinstance(value, dict) and "median_ms_per_sample" in value:
            print(
                f"{key:28} {value['median_ms_per_sample']:10.3f} {value['median_ms_per_gpu']:8.3f} "
                f"{value['p95_ms_per_sample']:8.3f} {value['gpus']}"
            )
        elif isinstance(value, dict) and "unavailable" in value:
            print(f"{key:28} unavailable: {value['unavailable']}")
    nv, smi_r = results.get("nvml"), results.get("nvidia-smi")
    if (
        isinstance(nv, dict)
        and isinstance(smi_r, dict)
        and "median_ms_per_sample" in nv
        and ("median_ms_per_sample" in smi_r)
    ):
        ratio = smi_r["median_ms_per_sample"] / nv["median_ms_per_sample"]
        results["nvidia_smi_over_nvml"] = ratio
        print(f"nvidia-smi / NVML per sample: {ratio:.0f}x (target: at least 50x)")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
