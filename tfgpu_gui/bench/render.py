"""A benchmark run as text for the terminal (``tfgpu bench``).

The run is what a child process reported (device and GPU names, versions, messages, the
profiler's paths): every such text goes through :func:`~tfgpu_gui.text.safe.for_terminal`
(here ``safe``) before it is styled, so the only escape sequences printed are the app's own.
"""

from __future__ import annotations

import datetime as _dt

from tfgpu_gui.bench.efficiency import Evaluation
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.rating import Rated
from tfgpu_gui.bench.results import BenchRun, Measurement
from tfgpu_gui.text.numbers import NA, fmt_bytes
from tfgpu_gui.text.safe import for_terminal as safe
from tfgpu_gui.text.terminal import Style, table


def fmt_value(value: float, metric: str) -> str:
    """A measured value with the precision it deserves."""
    if metric == "gflops":
        return f"{value:,.1f}" if value < 1000 else f"{value:,.0f}"
    if metric == "gb_s":
        return f"{value:.2f}"
    return f"{value:,.0f}"


def fmt_efficiency(r: Rated, style: Style) -> str:
    label = safe(r.reference_label)
    if r.efficiency is None:
        return style(label, "dim") if label else ""
    pct = f"{100 * r.efficiency:.0f}%"
    if r.efficiency < 0.5 and r.measurement.suite != "numpy":
        pct = style(pct, "yellow")
    return f"{pct} of {label}"


def fmt_progress_bar(fraction: float | None, message: str, width: int = 30) -> str:
    """``[#########.........]  45%  matmul 1024x1024 on GPU:0`` (no colours)."""
    message = safe(message, 200)
    if fraction is None:
        return f"[{'.' * width}]   ?%  {message}"
    f = min(1.0, max(0.0, fraction))
    done = round(f * width)
    return f"[{'#' * done}{'.' * (width - done)}] {100 * f:3.0f}%  {message}"


def header(run: BenchRun, machine: Machine | None, style: Style) -> list[str]:
    when = _dt.datetime.fromtimestamp(run.started_at).strftime("%Y-%m-%d %H:%M")
    env = run.env
    gpus = ", ".join(safe(f"{g.get('device')} {g.get('name')}") for g in run.gpus()) or "none"
    build = env.get("build_info") if isinstance(env.get("build_info"), dict) else {}
    assert isinstance(build, dict)
    cpu = env.get("cpu") if isinstance(env.get("cpu"), dict) else {}
    assert isinstance(cpu, dict)
    lines = [
        style(f"Benchmark {'(quick) ' if run.quick else ''}· {when}", "bold"),
        safe(
            f"TensorFlow {env.get('tf_version', NA)} (CUDA {build.get('cuda_version') or NA}, "
            f"cuDNN {build.get('cudnn_version') or NA}) · Python {env.get('python_version', NA)} "
            f"· numpy {env.get('numpy_version', NA)} ({env.get('numpy_blas') or 'BLAS ?'})"
        ),
        safe(f"CPU {cpu.get('model') or NA} ({cpu.get('cores') or '?'} cores)")
        + f" · GPUs seen by TensorFlow: {gpus}",
    ]
    if machine is not None and machine.driver_version:
        lines.append(
            safe(
                f"Driver {machine.driver_version} · "
                f"CUDA (driver) {machine.cuda_driver_version or NA}"
            )
        )
    return lines


def _section(title: str, rows: list[list[str]], style: Style, right: set[int]) -> list[str]:
    if len(rows) <= 1:
        return []
    return ["", style(title, "bold"), *table(rows, right=right)]


def render_run(run: BenchRun, evaluation: Evaluation, machine: Machine | None, style: Style) -> str:
    """The whole run: header, one table per suite, speed-ups and hints."""
    lines = header(run, machine, style)
    rated = evaluation.rated

    rows = [["DEVICE", "DTYPE", "SIZE", "GFLOP/s", "AGAINST THE LIMIT"]]
    for r in rated:
        m = r.measurement
        if m.suite in ("matmul", "numpy"):
            device = "CPU numpy BLAS" if m.suite == "numpy" else safe(m.device)
            rows.append(
                [
                    device,
                    safe(m.dtype or ""),
                    f"{m.size}x{m.size}" if m.size else "",
                    fmt_value(m.value, m.metric),
                    fmt_efficiency(r, style) if m.suite == "matmul" else "reference",
                ]
            )
    lines += _section("Matmul", rows, style, {2, 3})

    rows = [["DEVICE", "DIRECTION", "SIZE", "GB/s", "AGAINST THE LIMIT"]]
    names = {"h2d": "host->device", "d2h": "device->host", "host-copy": "host memory copy"}
    for r in rated:
        m = r.measurement
        if m.suite == "transfers":
            rows.append(
                [
                    safe(m.device),
                    safe(names.get(m.variant or "", m.variant or "")),
                    fmt_bytes(m.size),
                    fmt_value(m.value, m.metric),
                    fmt_efficiency(r, style) if m.device != "host" else "reference",
                ]
            )
    lines += _section("Transfers", rows, style, {2, 3})

    rows = [["DEVICE", "INPUT", "BATCH", "IMAGES/s"]]
    for r in rated:
        m = r.measurement
        if m.suite == "training":
            rows.append(
                [
                    safe(m.device),
                    safe(m.variant or ""),
                    str(m.size or ""),
                    fmt_value(m.value, m.metric),
                ]
            )
    lines += _section("Training step (small CNN, 32x32 images)", rows, style, {2, 3})

    rows = [["REPLICAS", "GLOBAL BATCH", "IMAGES/s", "SCALING"]]
    for r in rated:
        m = r.measurement
        if m.suite == "scaling":
            rows.append(
                [
                    safe(m.device),
                    str(m.size or ""),
                    fmt_value(m.value, m.metric),
                    fmt_efficiency(r, style),
                ]
            )
    lines += _section("MirroredStrategy scaling", rows, style, {1, 2})

    if evaluation.speedups:
        lines += ["", style("Speed-ups", "bold")]
        lines += [f"  {safe(name)}: {value:.2f}x" for name, value in evaluation.speedups.items()]
    if run.profile:
        lines += [
            "",
            style("Profiler trace", "bold"),
            f"  {safe(run.profile.get('logdir'))}  ->  {safe(run.profile.get('command'))}",
        ]
        if run.profile.get("refused"):  # (job.py: the profiler was refused the GPU's counters)
            lines.append(f"  {style('!', 'yellow', 'bold')} {safe(run.profile.get('refused'))}")
    if evaluation.hints:
        lines += ["", style("What the numbers say", "bold")]
        for h in evaluation.hints:
            mark = style("!", "yellow", "bold") if h.level == "warning" else "-"
            lines.append(f"  {mark} {safe(h.text)}")
    timing = run.timing
    if timing.get("wall_s"):
        lines += [
            "",
            style(
                f"Measured for {timing.get('wall_s', 0):.1f} s after importing TensorFlow "
                f"({timing.get('import_s', 0):.1f} s); "
                f"{100 * (timing.get('overhead_fraction') or 0):.0f}% of it outside the timed "
                "kernels (warm-ups, set-up).",
                "dim",
            ),
        ]
    return "\n".join(lines) + "\n"


def render_comparison(run: BenchRun, earlier: list[tuple[str, BenchRun]], style: Style) -> str:
    """This run's key figures next to earlier runs on this machine (newest first)."""
    if not earlier:
        return ""
    keys = []
    for m in run.measurements:
        is_matmul = m.suite == "matmul" and m.dtype == "float32"
        if is_matmul or (m.suite == "training" and m.variant == "tf.data"):
            keys.append(m)
    # The largest matmul per device and the training figures: what a person compares.
    best: dict[str, Measurement] = {}
    for m in keys:
        k = f"{m.suite}:{m.device}"
        prev = best.get(k)
        if prev is None or (m.size or 0) > (prev.size or 0):
            best[k] = m
    head = ["MEASUREMENT", "THIS RUN"] + [safe(label, 40) for label, _ in earlier[:4]]
    rows = [head]
    for m in best.values():
        name = safe(
            f"matmul {m.device} {m.size}x{m.size}"
            if m.suite == "matmul"
            else f"training {m.device} tf.data"
        )
        row = [name, f"{fmt_value(m.value, m.metric)} {safe(m.unit)}"]
        for _, other in earlier[:4]:
            o = next((x for x in other.measurements if x.key() == m.key()), None)
            if o is None:
                row.append(NA)
            else:
                change = (m.value / o.value - 1) * 100 if o.value else 0.0
                row.append(f"{fmt_value(o.value, o.metric)} ({change:+.0f}%)")
        rows.append(row)
    if len(rows) == 1:
        return ""
    return "\n".join(["", style("Earlier runs on this machine", "bold"), *table(rows)]) + "\n"
