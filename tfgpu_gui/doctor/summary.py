"""The key facts of a report as short labelled lines (shared by the terminal, Markdown and the
wizard's pages)."""

from __future__ import annotations

from typing import Any

from tfgpu_gui.doctor.facts import FactView
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.jobs.runner import JobStatus
from tfgpu_gui.text.numbers import GIB


def _gpu_line(g: dict[str, Any]) -> str:
    cc = g.get("compute_capability")
    cc_text = f", compute capability {cc[0]}.{cc[1]}" if cc else ""
    mem = g.get("memory_total_bytes")
    mem_text = f", {mem / GIB:.0f} GiB" if mem else ""
    return f"GPU {g.get('index')}: {g.get('name')}{cc_text}{mem_text}"


def system_rows(report: Report) -> list[tuple[str, str]]:
    """OS, platform, driver and GPUs."""
    v = FactView(report.facts)
    s = v.system
    rows: list[tuple[str, str]] = []
    if s:
        where = v.platform + (f", in a {s['container']} container" if s.get("container") else "")
        rows.append(
            ("System", f"{s.get('os_release') or s.get('os')} (kernel {s.get('kernel')}; {where})")
        )
    if v.nvml:
        if v.nvml_ok:
            rows.append(
                (
                    "Driver",
                    f"{v.nvml.get('driver_version')} (supports CUDA "
                    f"{v.nvml.get('cuda_driver_version')}), {_plural(len(v.nvml_gpus), 'GPU')}"
                    + (" [simulated]" if v.nvml_simulated else ""),
                )
            )
            rows.extend(("", _gpu_line(g)) for g in v.nvml_gpus)
        else:
            rows.append(("Driver", str(v.nvml.get("error") or v.nvml.get("error_kind"))))
    if v.driver:
        proc = v.driver.get("proc_version")
        # The file pads its fields with runs of spaces (and ends the line with two).
        first = " ".join(str(proc).splitlines()[0].split()) if proc else ""
        rows.append(("Kernel module", first or "not loaded"))
        nodes = v.driver.get("device_nodes") or []
        rows.append(
            ("Devices", ", ".join(n["path"] for n in nodes) if nodes else "no /dev/nvidia*")
        )
    env = v.env
    if env:
        rows.append(("Environment", "; ".join(f"{k}={val}" for k, val in sorted(env.items()))))
    return rows


def tensorflow_rows(report: Report) -> list[tuple[str, str]]:
    """Interpreter, installed distributions, TensorFlow's view, libraries."""
    v = FactView(report.facts)
    rows: list[tuple[str, str]] = []
    if v.python:
        kind = (
            "conda"
            if v.python.get("conda")
            else ("venv" if v.python.get("prefix") != v.python.get("base_prefix") else "system")
        )
        rows.append(("Python", f"{v.python.get('version')} ({kind}) {v.python.get('executable')}"))
    pkgs = v.packages
    if pkgs:
        rows.append(("Packages", ", ".join(f"{n} {ver}" for n, ver in sorted(pkgs.items()))))
    elif v.packages_known:
        rows.append(("Packages", "no TensorFlow, Keras or nvidia-* distribution"))
    if v.tf_ran:
        if v.tf_imported:
            b = v.build_info
            build = (
                f"CUDA build (CUDA {b.get('cuda_version')}, cuDNN {b.get('cudnn_version')})"
                if v.built_with_cuda
                else "CPU-only build"
            )
            rows.append(("TensorFlow", f"{v.tf.get('version')}, {build}"))
            caps = b.get("cuda_compute_capabilities")
            if caps:
                rows.append(("Kernels for", ", ".join(str(c) for c in caps)))
            rows.append(("GPUs seen", str(v.tf_gpu_count)))
            for d in v.tf.get("device_details") or []:
                cc = d.get("compute_capability")
                rows.append(("", f"{d.get('name')} ({cc[0]}.{cc[1]})" if cc else str(d)))
            matmul = v.tf.get("matmul") or {}
            if matmul:
                rows.append(
                    (
                        "Test matmul",
                        f"ran on {matmul.get('device')}"
                        if matmul.get("ok")
                        else f"failed: {matmul.get('error')}",
                    )
                )
            if "replicas" in v.tf:
                replicas = v.tf["replicas"]
                rows.append(("MirroredStrategy", f"{replicas} replica" + "s" * (replicas != 1)))
        else:
            rows.append(("TensorFlow", f"cannot be imported: {v.tf.get('import_error')}"))
    if v.libraries.get("checked"):
        for key in ("libcuda", "libcudart", "libcudnn", "libcublas"):
            lib = v.library(key)
            if lib:
                how = f" ({lib['how']})" if lib.get("how") else ""
                where = f"{lib.get('path') or 'found'}{how}"
                rows.append((key, where if lib.get("found") else "not loadable"))
    job = v.job
    if job and job.get("status") not in (None, JobStatus.OK):
        rows.append(("Detection job", f"{job.get('status')}: {job.get('message')}"))
    return rows


def _first_problem(report: Report) -> str:
    problems = report.problems()
    if not problems:
        return ""
    title = problems[0].title.rstrip(".")
    if problems[0] in report.possible_problems():
        return f" Most likely, to check first: {title}."
    return f" First to fix: {title}."


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


def what_works(report: Report) -> str:
    """One plain sentence on what works now, with the first thing to fix when something does not.

    E.g. "TensorFlow 2.21.0 sees 1 GPU: NVIDIA GeForce RTX 4090; a test matmul ran on GPU:0.",
    "TensorFlow 2.21.0 runs on the CPU only: it sees no GPU. First to fix: …", or for a report
    on a pasted log, what the log shows.
    """
    if report.mode == "log":
        problems = report.problems()
        harmless = sum(f.harmless for f in report.findings)
        if not problems:
            return (
                f"The log shows no problem: {_plural(harmless, 'message')} in it "
                f"{'is' if harmless == 1 else 'are'} safe to ignore."
            )
        possible = len(report.possible_problems())
        if possible == len(problems):
            return f"The log does not show the cause for certain.{_first_problem(report)}"
        shows = _plural(len(problems) - possible, "problem")
        if possible:
            shows += f" and {_plural(possible, 'more possible cause')}"
        return f"The log shows {shows}.{_first_problem(report)}"
    v = FactView(report.facts)
    first = _first_problem(report)
    driver = ""
    if v.nvml_ok:
        driver = f" The driver sees {_plural(len(v.nvml_gpus), 'GPU')}."
    if not v.tf_ran:
        return f"TensorFlow was not checked (it was not imported).{driver}{first}"
    if not v.tf_imported:
        if v.tf.get("missing") or not v.tf_distributions():
            return f"TensorFlow is not installed in this Python.{driver}{first}"
        return f"TensorFlow cannot be imported in this Python.{driver}{first}"
    version = str(v.tf.get("version") or "")
    name = f"TensorFlow {version}".rstrip()
    count = v.tf_gpu_count or 0
    if count == 0:
        return f"{name} runs on the CPU only: it sees no GPU.{driver}{first}"
    names = [str(d.get("name")) for d in v.tf.get("device_details") or [] if isinstance(d, dict)]
    seen = f"{name} sees {_plural(count, 'GPU')}" + (f": {', '.join(names)}" if names else "")
    matmul = v.tf.get("matmul") or {}
    if matmul.get("ok"):
        device = str(matmul.get("device") or "")
        short = device.rsplit("device:", 1)[-1] if "device:" in device else device
        on = f"ran on {short}" if short else "ran"
        test = f"; a test matmul {on}"
        if short.upper().startswith("CPU"):
            test += ", not on a GPU"
    elif matmul:
        test = f"; but a test matmul failed: {matmul.get('error')}"
    else:
        test = ""
    return f"{seen}{test}.{first}"
