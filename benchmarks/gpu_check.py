"""Our NVML readings beside nvidia-smi's, metric by metric, on a machine with a real GPU.

Needs an NVIDIA GPU and driver, nvidia-ml-py, psutil and platformdirs; no Qt, no TensorFlow.

    python benchmarks/gpu_check.py                # idle GPUs
    python benchmarks/gpu_check.py --load 20      # GPU 0 kept busy by a child (torch or cupy)
    python benchmarks/gpu_check.py --only-load 30 # only keep GPU 0 busy (to watch it elsewhere)

Reads every GPU through tfgpu's NVML backend and, right after, through ``nvidia-smi
--query-gpu`` with the fields the remote nvidia-smi reader asks for, parsed by that reader
(so the reader is checked against this driver's real output too). Prints, per GPU and metric,
both values and whether they agree: equal for what does not move (totals, limits, maximum
clocks, link), within a tolerance for what does (utilization, power, clocks, temperature),
three rounds in a row; the clock-event (throttle) reasons against nvidia-smi's
``clocks_event_reasons.active`` bitmask, decoded by the same table. Then the compute processes
of both, pid by pid. With ``--out DIR``
the raw nvidia-smi outputs (``-q``, the query, the default table) are written there.

Exit status: 0 when every comparable value agreed, 1 when one did not, 2 when NVML or
nvidia-smi could not be read.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tfgpu_gui.telemetry.metrics import Metric, smi_metrics
from tfgpu_gui.telemetry.nvml_tables import decode_clock_reasons
from tfgpu_gui.telemetry.remote.nvsmi import (
    APP_FIELDS,
    GPU_FIELDS,
    parse_app_line,
    parse_gpu_line,
)
from tfgpu_gui.telemetry.snapshot import GpuSnapshot
from tfgpu_gui.text.numbers import MIB

#: What may differ between two readings taken a fraction of a second apart.
MOVING: dict[str, float] = {
    "util_gpu": 15.0,  # points
    "util_mem": 15.0,
    "temperature": 3.0,  # °C
    "fan": 5.0,
}
RELATIVE = {"power": 0.25, "sm_clock": 0.25, "mem_clock": 0.05, "mem_used": 0.02}


def busy(seconds: float) -> None:
    """Keep GPU 0 busy with float32 matrix products (torch, else cupy) for ``seconds``."""
    end = time.monotonic() + seconds
    try:
        import torch  # type: ignore[import-not-found]

        a = torch.randn(8192, 8192, device="cuda")
        print("load: torch", flush=True)
        while time.monotonic() < end:
            a @ a
            torch.cuda.synchronize()
    except ImportError:
        import cupy  # type: ignore[import-not-found]

        b = cupy.random.rand(8192, 8192, dtype=cupy.float32)
        print("load: cupy", flush=True)
        while time.monotonic() < end:
            b @ b
            cupy.cuda.Device().synchronize()


def smi(*args: str) -> str:
    done = subprocess.run(
        ["nvidia-smi", *args], capture_output=True, text=True, timeout=60, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"nvidia-smi {' '.join(args)}: {done.stderr.strip() or done.stdout}")
    return done.stdout


def agree(metric: Metric, ours: object, theirs: object) -> str:
    """ "same", "close", "DIFFERENT", or "n/a" when one side has no value."""
    if ours is None or theirs is None:
        return "n/a" if ours is None and theirs is None else "one n/a"
    if not isinstance(ours, (int, float)) or not isinstance(theirs, (int, float)):
        return "same" if ours == theirs else "DIFFERENT"
    if metric.smi and metric.smi.unit == "MiB":
        # nvidia-smi rounds to whole MiB.
        if abs(float(ours) - float(theirs)) < MIB:
            return "same"
    elif ours == theirs:
        return "same"
    if metric.key in MOVING:
        return "close" if abs(float(ours) - float(theirs)) <= MOVING[metric.key] else "DIFFERENT"
    if metric.key in RELATIVE:
        scale = max(abs(float(ours)), abs(float(theirs)), 1e-9)
        ok = abs(float(ours) - float(theirs)) / scale <= RELATIVE[metric.key]
        return "close" if ok else "DIFFERENT"
    return "DIFFERENT"


def show(value: object) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def compare_round(backend: object, out: Path | None, round_no: int) -> tuple[int, int]:
    snap = backend.read()  # type: ignore[attr-defined]
    query = smi(f"--query-gpu={','.join(GPU_FIELDS)}", "--format=csv,noheader,nounits")
    if out is not None and round_no == 0:
        (out / "query_gpu.csv").write_text(",".join(GPU_FIELDS) + "\n" + query)
    rows = {}
    for line in query.splitlines():
        row = parse_gpu_line(line)
        if row is None:
            print(f"  nvidia-smi line not read: {line!r}")
            continue
        rows[row.gpu.index] = row.gpu
    compared = differ = 0
    ours_by_index: dict[int, GpuSnapshot] = {g.index: g for g in snap.gpus}
    print(f"round {round_no + 1}: NVML {len(ours_by_index)} GPU(s), nvidia-smi {len(rows)}")
    for index in sorted(set(ours_by_index) | set(rows)):
        ours, theirs = ours_by_index.get(index), rows.get(index)
        if ours is None or theirs is None:
            print(f"  GPU {index}: only in {'nvidia-smi' if ours is None else 'NVML'}")
            differ += 1
            continue
        if round_no == 0:
            print(f"  GPU {index}: {ours.static.name} | {theirs.static.name}")
        for metric in smi_metrics():
            a, b = metric.value(ours), metric.value(theirs)
            verdict = agree(metric, a, b)
            if verdict not in ("n/a",):
                compared += 1
            if verdict in ("DIFFERENT", "one n/a"):
                differ += 1
            if round_no == 0 or verdict in ("DIFFERENT", "one n/a"):
                print(
                    f"    {metric.key:<20} ours {show(a):>14}  nvidia-smi {show(b):>14}  {verdict}"
                )
        if round_no == 0:
            for metric_key in ("throttle_reasons", "energy", "pcie_rx", "pcie_tx"):
                m = next((m for m in _all() if m.key == metric_key), None)
                if m is not None:
                    print(f"    {metric_key:<20} ours {show(m.value(ours)):>14}  (no smi field)")
    return compared, differ


#: nvidia-smi's query field for the clock-event reasons, then its name before driver 535.
REASON_FIELDS = ("clocks_event_reasons.active", "clocks_throttle_reasons.active")


def smi_reasons() -> dict[int, tuple[str, ...]] | None:
    """Each GPU's active clock-event reasons as nvidia-smi reports them (a hex bitmask),
    decoded by our table; None when this nvidia-smi has neither field."""
    for field in REASON_FIELDS:
        try:
            text = smi(f"--query-gpu=index,{field}", "--format=csv,noheader,nounits")
        except RuntimeError:
            continue
        found: dict[int, tuple[str, ...]] = {}
        for line in text.splitlines():
            index, _, mask = (part.strip() for part in line.partition(","))
            try:
                found[int(index)] = decode_clock_reasons(int(mask, 16))
            except ValueError:
                print(f"  nvidia-smi {field} line not read: {line!r}")
        return found
    return None


def compare_reasons(backend: object) -> tuple[int, int]:
    """Our reasons against nvidia-smi's, GPU by GPU, read right after each other."""
    snap = backend.read()  # type: ignore[attr-defined]
    theirs = smi_reasons()
    if theirs is None:
        print("  clock-event reasons: this nvidia-smi has no query field for them")
        return 0, 0
    compared = differ = 0
    for gpu in snap.gpus:
        ours = tuple(gpu.reading.throttle_reasons or ()) if gpu.reading else None
        other = theirs.get(gpu.index)
        compared += 1
        verdict = "same" if ours == other else "DIFFERENT"
        differ += verdict != "same"
        print(f"    clock reasons GPU {gpu.index}: ours {ours}  nvidia-smi {other}  {verdict}")
    return compared, differ


def _all() -> tuple[Metric, ...]:
    from tfgpu_gui.telemetry import metrics

    return metrics.METRICS


def compare_processes(backend: object) -> int:
    snap = backend.read()  # type: ignore[attr-defined]
    apps_text = smi(f"--query-compute-apps={','.join(APP_FIELDS)}", "--format=csv,noheader,nounits")
    theirs = {a.pid: a for a in map(parse_app_line, apps_text.splitlines()) if a is not None}
    ours = {p.pid: p for g in snap.gpus for p in g.processes}
    print(f"processes: NVML {len(ours)}, nvidia-smi compute apps {len(theirs)}")
    differ = 0
    for pid in sorted(set(ours) | set(theirs)):
        o, t = ours.get(pid), theirs.get(pid)
        o_mem = show(o.gpu_memory_bytes // MIB if o and o.gpu_memory_bytes else None)
        t_mem = show(t.memory_bytes // MIB if t and t.memory_bytes else None)
        cmd = (o.info.command or "")[:60] if o else ""
        print(
            f"  pid {pid:>7}  ours {o.kind if o else '-':<16} {o_mem:>8} MiB  "
            f"nvidia-smi {t_mem:>8} MiB  {cmd}"
        )
        if t is not None and o is None:
            differ += 1
    return differ


def show_status(backend: object) -> None:
    """Each GPU's status as the window and the tray would show it, from this GPU's reading."""
    from tfgpu_gui.telemetry.alerts import AlertEngine
    from tfgpu_gui.telemetry.status import gpu_status

    engine = AlertEngine()
    snap = backend.read()  # type: ignore[attr-defined]
    engine.check(snap)
    for gpu in snap.gpus:
        status = gpu_status(gpu, engine.active_alerts())
        notes = f" (notes: {'; '.join(status.notes)})" if status.notes else ""
        print(f"status GPU {gpu.index}: {status.word}: {status.text}{notes}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--load", type=float, default=0.0, help="seconds of load on GPU 0")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument(
        "--only-load", type=float, default=0.0, help="keep GPU 0 busy this long, compare nothing"
    )
    args = parser.parse_args()
    if args.only_load > 0:
        busy(args.only_load)
        return 0
    if shutil.which("nvidia-smi") is None:
        print("no nvidia-smi on PATH")
        return 2
    out = args.out
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        for name, cmd in (("nvidia_smi_q.txt", ["-q"]), ("nvidia_smi.txt", [])):
            (out / name).write_text(smi(*cmd))
    load = None
    if args.load > 0:
        load = subprocess.Popen(
            [sys.executable, __file__, "--only-load", str(args.load)],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "CUDA_VISIBLE_DEVICES": "0"},
        )
        assert load.stdout is not None
        print(load.stdout.readline().strip() or "load: did not start")
        time.sleep(2.0)  # let clocks and utilization rise before reading
    from tfgpu_gui.telemetry.sources.registry import make_backend

    try:
        with make_backend(None, seed=0) as backend:
            compared = differ = 0
            for r in range(args.rounds):
                c, d = compare_round(backend, out, r)
                compared, differ = compared + c, differ + d
                c, d = compare_reasons(backend)
                compared, differ = compared + c, differ + d
            differ += compare_processes(backend)
            show_status(backend)
    finally:
        if load is not None:
            load.kill()
            load.wait()
    print(f"compared {compared} values over {args.rounds} rounds; {differ} disagreed")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
