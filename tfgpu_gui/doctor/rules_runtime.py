"""Rules about running: GPU memory, utilisation, and how the detection job itself ended."""

from __future__ import annotations

import shlex

from tfgpu_gui.doctor.facts import FactView
from tfgpu_gui.doctor.knowledge.catalogue import make_finding
from tfgpu_gui.doctor.model import INFO, WARNING, Finding
from tfgpu_gui.jobs.runner import JobStatus
from tfgpu_gui.telemetry.nvml_tables import THERMAL_REASONS
from tfgpu_gui.text.numbers import GIB

# A GPU whose memory is this full before anything of ours runs cannot take a new model.
MEMORY_FULL_FRACTION = 0.95
# A process holding this much memory on a GPU that is busy less than this is waiting.
INPUT_BOUND_MIN_MEMORY = 1 * GIB
INPUT_BOUND_MAX_UTIL = 30.0


def out_of_memory(v: FactView) -> list[Finding]:
    evidence = []
    matmul = v.tf.get("matmul") or {}
    error = str(matmul.get("error") or "")
    if "OUT_OF_MEMORY" in error.upper() or "OOM" in error or "ResourceExhausted" in error:
        evidence.append(f"the test matmul failed: {error}")
    for gpu in v.nvml_gpus:
        used, total = gpu.get("memory_used_bytes"), gpu.get("memory_total_bytes")
        if used and total and used / total >= MEMORY_FULL_FRACTION:
            evidence.append(
                f"GPU {gpu.get('index')} {gpu.get('name')}: {used / GIB:.1f} of "
                f"{total / GIB:.1f} GiB already in use"
            )
    if not evidence:
        return []
    severity = None if error else WARNING
    return [make_finding("gpu-out-of-memory", v.platform, evidence, severity=severity)]


def memory_growth(v: FactView) -> list[Finding]:
    if "env" not in v.facts and "env_target" not in v.facts:
        return []  # the environment is unknown (a pasted log)
    if str(v.env.get("TF_FORCE_GPU_ALLOW_GROWTH", "")).lower() == "true":
        return []
    gpus = v.tf_gpu_count or (len(v.nvml_gpus) if v.nvml_ok and v.tf_distributions() else 0)
    if not gpus:
        return []
    others = [
        f"GPU {g.get('index')}: {len(g.get('processes') or [])} other process(es) hold memory"
        for g in v.nvml_gpus
        if g.get("processes")
    ]
    evidence = ["TF_FORCE_GPU_ALLOW_GROWTH is not set to true", *others]
    growth = v.tf.get("memory_growth") or {}
    if growth.get("ok") is False:
        evidence.append(f"set_memory_growth failed: {growth.get('error')}")
    severity = WARNING if others else INFO
    return [make_finding("memory-growth-disabled", v.platform, evidence, severity=severity)]


def input_bound(v: FactView) -> list[Finding]:
    evidence = []
    for gpu in v.nvml_gpus:
        util = gpu.get("util_gpu_percent")
        held = sum(p.get("gpu_memory_bytes") or 0 for p in gpu.get("processes") or [])
        if util is None or held < INPUT_BOUND_MIN_MEMORY or util >= INPUT_BOUND_MAX_UTIL:
            continue
        names = ", ".join(
            sorted({str(p.get("name") or p.get("pid")) for p in gpu.get("processes") or []})
        )
        evidence.append(
            f"GPU {gpu.get('index')} {gpu.get('name')}: {held / GIB:.1f} GiB held by "
            f"{names}, but only {util:.0f}% busy"
        )
    if not evidence:
        return []
    return [make_finding("gpu-underutilized-input-bound", v.platform, evidence)]


def hardware_fault(v: FactView) -> list[Finding]:
    """A GPU NVML reports lost: it fell off the bus (Xid 79) and answers no more."""
    lost = [g for g in v.nvml_gpus if g.get("lost")]
    evidence = [
        f"GPU {g.get('index')} {g.get('name') or ''}".rstrip()
        + ": NVML reports it lost (fallen off the bus); it comes back only after a reset"
        for g in lost
    ]
    return [make_finding("gpu-hardware-fault", v.platform, evidence)] if evidence else []


def overheating(v: FactView) -> list[Finding]:
    """A GPU that slows its clocks for heat now (NVML's thermal clocks-event reasons)."""
    evidence = []
    for gpu in v.nvml_gpus:
        reasons = sorted(set(gpu.get("throttle_reasons") or ()) & THERMAL_REASONS)
        if not reasons:
            continue
        temp = gpu.get("temperature_c")
        at = f" at {temp:.0f} °C" if isinstance(temp, (int, float)) else ""
        evidence.append(
            f"GPU {gpu.get('index')} {gpu.get('name') or ''}".rstrip()
            + f"{at}: it slows its clocks to cool down ({', '.join(reasons)})"
        )
    return [make_finding("gpu-overheating", v.platform, evidence)] if evidence else []


def job_outcome(v: FactView) -> list[Finding]:
    status = v.job.get("status")
    message = str(v.job.get("message") or "")
    out = []
    if status == JobStatus.CRASHED:
        out.append(make_finding("tensorflow-crashed", v.platform, [message, *_tail(v)]))
    elif status == JobStatus.TIMEOUT:
        out.append(make_finding("tensorflow-hung", v.platform, [message, *_tail(v)]))
    elif status in (JobStatus.FAILED, JobStatus.NO_RESULT):
        failed = make_finding("detection-failed", v.platform, [message, *_tail(v)])
        python = v.job.get("python") or v.python.get("executable")
        if isinstance(python, str) and python:
            failed.fix = failed.fix.replace("<python>", command_word(python, v.platform))
        out.append(failed)
    garbage = v.job.get("garbage") or []
    if garbage:
        shown = [f"stdout: {line}" for line in garbage[:4]]
        out.append(make_finding("detection-output-garbled", v.platform, shown))
    return out


def command_word(path: str, platform: str) -> str:
    """``path`` as the first word of a command a user pastes into their shell."""
    if platform == "windows":  # cmd.exe, as the catalogue's other Windows commands
        return f'"{path}"' if " " in path else path
    return shlex.quote(path)


def _tail(v: FactView) -> list[str]:
    return [f"last log line: {line}" for line in (v.job.get("log_tail") or [])[-3:]]


RULES = (out_of_memory, memory_growth, input_bound, hardware_fault, overheating, job_outcome)
