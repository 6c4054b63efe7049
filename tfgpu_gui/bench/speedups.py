"""How much faster one way of running is than another, from the measurements of one run.

The ratios are shown as the run's "speed-ups" and some hints (``hints.py``) judge them against
the thresholds in ``thresholds.py``; both read them from here.
"""

from __future__ import annotations

from tfgpu_gui.bench.rating import Ratings, gpu_devices
from tfgpu_gui.bench.results import BenchRun, Measurement, largest


def float16_gain(run: BenchRun, device: str) -> float | None:
    """float16 over float32 on ``device`` at the largest size, when both were measured there."""
    f32 = largest(run.select("matmul", device=device, dtype="float32"))
    f16 = largest(run.select("matmul", device=device, dtype="float16"))
    if f32 is not None and f16 is not None and f16.size == f32.size:
        return f16.value / f32.value
    return None


def gpu_over_cpu(run: BenchRun, device: str) -> tuple[Measurement, float] | None:
    """A float32 matmul of ``device`` over the CPU's at a common size, with that GPU measurement.

    The GPU's largest size is compared with TensorFlow's CPU matmul, else numpy's, at that
    size; when the CPU did not run it, the CPU's largest size is used where the GPU ran it too.
    """
    cpu_ref: dict[int | None, float] = {
        m.size: m.value
        for m in run.select("matmul", device="CPU:0", dtype="float32")
        if m.size is not None
    }
    numpy_ref = {m.size: m.value for m in run.select("numpy", dtype="float32")}
    f32 = largest(run.select("matmul", device=device, dtype="float32"))
    if f32 is None:
        return None
    ref = cpu_ref.get(f32.size) or numpy_ref.get(f32.size)
    if ref is None and cpu_ref:
        size = max(k for k in cpu_ref if k is not None)
        gpu_at = run.find("matmul", device=device, dtype="float32", size=size)
        if gpu_at is not None:
            ref, f32 = cpu_ref[size], gpu_at
    if not ref:
        return None
    return f32, f32.value / ref


def cpu_over_numpy(run: BenchRun, ratings: Ratings) -> float | None:
    """TensorFlow's largest float32 CPU matmul over numpy's BLAS at the same size."""
    cpu_big = largest(run.select("matmul", device="CPU:0", dtype="float32"))
    return ratings.of(cpu_big).efficiency if cpu_big is not None else None


def input_gain(run: BenchRun, device: str) -> float | None:
    """Training on ``device`` fed by tf.data over the same fed by a Python generator."""
    gen = run.find("training", device=device, variant="generator")
    tfd = run.find("training", device=device, variant="tf.data")
    if gen is None or tfd is None:
        return None
    return tfd.value / gen.value


def training_over_cpu(run: BenchRun, device: str) -> float | None:
    """Training (fed by tf.data) on ``device`` over the same on the CPU."""
    cpu_train = run.find("training", device="CPU:0", variant="tf.data")
    gpu_train = run.find("training", device=device, variant="tf.data")
    if cpu_train is None or gpu_train is None:
        return None
    return gpu_train.value / cpu_train.value


def top_scaling(run: BenchRun, ratings: Ratings) -> tuple[Measurement, float] | None:
    """The most replicas measured (more than one) with their scaling efficiency."""
    top = max(run.select("scaling"), key=lambda m: int(m.variant or 1), default=None)
    if top is None or top.variant in (None, "1"):
        return None
    efficiency = ratings.of(top).efficiency
    return (top, efficiency) if efficiency is not None else None


def speedups(run: BenchRun, ratings: Ratings) -> dict[str, float]:
    """Every speed-up the run allows, named for a person, GPU matmuls first."""
    out: dict[str, float] = {}
    for device in gpu_devices(run):
        gain = float16_gain(run, device)
        if gain is not None:
            out[f"{device} float16 over float32"] = gain
        over_cpu = gpu_over_cpu(run, device)
        if over_cpu is not None:
            m, speedup = over_cpu
            out[f"{device} matmul over CPU ({m.size}x{m.size} float32)"] = speedup
    numpy = cpu_over_numpy(run, ratings)
    if numpy is not None:
        out["CPU TensorFlow over numpy BLAS"] = numpy
    for device in run.devices():
        gain = input_gain(run, device)
        if gain is not None:
            out[f"{device} tf.data over Python generator"] = gain
    for device in gpu_devices(run):
        over_cpu_training = training_over_cpu(run, device)
        if over_cpu_training is not None:
            out[f"{device} training over CPU"] = over_cpu_training
    scaling = top_scaling(run, ratings)
    if scaling is not None:
        top, efficiency = scaling
        out[f"{top.variant} replicas over 1"] = efficiency * int(str(top.variant))
    return out
