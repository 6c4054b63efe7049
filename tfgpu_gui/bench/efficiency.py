"""Each measurement against its limit, and plain-language hints where a result is far below it.

The limit of a GPU matmul is the GPU's peak for the dtype (``peaks.py``); of a CPU matmul,
numpy's BLAS measured in the same run; of a host<->GPU copy, the theoretical bandwidth of the
GPU's PCIe link (NVML's generation x width); of a CPU "copy", numpy copying host memory; of
N MirroredStrategy replicas, N times one replica.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.peaks import Peak, peak_for
from tfgpu_gui.bench.results import BenchRun, Measurement
from tfgpu_gui.text.numbers import fmt_pcie, fmt_rate, pcie_bandwidth_bytes_s

# Thresholds of the hints: below these a result is worth a sentence.
LOW_PEAK_FRACTION = 0.5  # a large matmul under half the peak
SMALL_SIZE_FRACTION = 0.5  # small matmul under half the efficiency of the largest
FP16_MIN_GAIN = 1.5  # float16 should beat float32 clearly where tensor cores exist
CPU_VS_NUMPY = 0.5  # TF's CPU matmul under half of numpy's BLAS
LOW_LINK_FRACTION = 0.5  # host<->GPU copies under half the PCIe link
INPUT_BOUND_GAIN = 1.3  # tf.data this much faster than the generator: the input was the limit
MIN_GPU_SPEEDUP = 3.0  # a GPU should beat the CPU by more than this on large matmuls
LOW_SCALING = 0.7  # N replicas under 70 % of N x one replica

DTYPE_KEYS = {"float32": "fp32", "float16": "fp16", "bfloat16": "bf16"}


@dataclass(frozen=True)
class Rated:
    """A measurement next to its reference (same unit) and the ratio of the two."""

    measurement: Measurement
    reference: float | None
    reference_label: str
    efficiency: float | None


@dataclass(frozen=True)
class Hint:
    """One sentence for a person; ``level`` is "info" or "warning"."""

    level: str
    topic: str
    text: str


@dataclass(frozen=True)
class Evaluation:
    """A run against its limits."""

    rated: tuple[Rated, ...]
    hints: tuple[Hint, ...]
    speedups: dict[str, float] = field(default_factory=dict)
    peaks: dict[str, Peak | None] = field(default_factory=dict)

    def rating(self, m: Measurement) -> Rated | None:
        for r in self.rated:
            if r.measurement == m:
                return r
        return None


def gpu_facts_for(device: str, run: BenchRun, machine: Machine | None) -> GpuFacts | None:
    """NVML's facts of TensorFlow's ``GPU:i``: same index and name, else the first same name."""
    if machine is None or not device.startswith("GPU:"):
        return None
    index = int(device.split(":")[1])
    tf_name = next((g.get("name") for g in run.gpus() if g.get("device") == device), None)

    def same(a: str | None, b: str | None) -> bool:
        return bool(a and b and (a in b or b in a))

    for g in machine.gpus:
        if g.index == index and (tf_name is None or same(g.name, tf_name)):
            return g
    for g in machine.gpus:
        if same(g.name, tf_name):
            return g
    return None


def device_peak(device: str, run: BenchRun, machine: Machine | None) -> Peak | None:
    """The peak of a TF GPU device from the table or NVML's SM count and clock."""
    tf_info = next((g for g in run.gpus() if g.get("device") == device), {})
    facts = gpu_facts_for(device, run, machine)
    name = (facts.name if facts else None) or tf_info.get("name")
    cc = facts.compute_capability if facts and facts.compute_capability else None
    if cc is None and isinstance(tf_info.get("compute_capability"), list | tuple):
        raw = tf_info["compute_capability"]
        cc = (int(raw[0]), int(raw[1]))
    return peak_for(
        name,
        cc,
        facts.sm_count if facts else None,
        facts.sm_clock_max_mhz if facts else None,
    )


def _peak_key(dtype: str | None, device: str, run: BenchRun, peak: Peak) -> str:
    key = DTYPE_KEYS.get(dtype or "", "fp32")
    if key == "fp32" and run.env.get("tf32_enabled") and peak.for_dtype("tf32") is not None:
        # TensorFlow runs float32 matmuls on TF32 tensor cores on Ampere and later.
        return "tf32"
    return key


def _link(facts: GpuFacts | None) -> tuple[float | None, str]:
    if facts is None:
        return None, "PCIe link unknown"
    # NVML reports a lower generation while the GPU idles (power saving); the link trains up
    # to its maximum generation under load, so that is the reference. The width does not drop.
    gen = facts.pcie_gen_max or facts.pcie_gen
    width = facts.pcie_width or facts.pcie_width_max
    bw = pcie_bandwidth_bytes_s(gen, width)
    return (bw / 1e9 if bw else None), f"PCIe {fmt_pcie(gen, width)}"


def rate(run: BenchRun, machine: Machine | None) -> list[Rated]:
    """Every measurement of ``run`` with its reference."""
    peaks = {d: device_peak(d, run, machine) for d in run.devices() if d.startswith("GPU")}
    out: list[Rated] = []
    for m in run.measurements:
        ref: float | None = None
        label = ""
        if m.suite == "matmul" and m.device.startswith("GPU"):
            peak = peaks.get(m.device)
            if peak is None:
                label = "unknown peak"
            else:
                key = _peak_key(m.dtype, m.device, run, peak)
                tflops = peak.for_dtype(key)
                if tflops is None:
                    label = f"no {key.upper()} peak"
                else:
                    ref = tflops * 1000.0
                    label = f"{key.upper()} peak ({peak.kind}: {peak.model})"
        elif m.suite == "matmul":
            numpy = run.find("numpy", dtype=m.dtype, size=m.size)
            if numpy is not None:
                ref, label = numpy.value, "numpy BLAS, same run"
        elif m.suite == "transfers" and m.device.startswith("GPU"):
            ref, label = _link(gpu_facts_for(m.device, run, machine))
        elif m.suite == "transfers" and m.device.startswith("CPU"):
            host = run.find("transfers", device="host", size=m.size)
            if host is not None:
                ref, label = host.value, "numpy host copy, same run"
        elif m.suite == "scaling" and m.variant:
            one = next((s for s in run.select("scaling") if s.variant == "1"), None)
            if one is not None:
                ref, label = one.value * int(m.variant), f"{m.variant} x one replica"
        eff = (m.value / ref) if ref else None
        out.append(Rated(m, ref, label, eff))
    return out


def _largest(items: Sequence[Measurement]) -> Measurement | None:
    sized = [m for m in items if m.size is not None]
    return max(sized, key=lambda m: m.size or 0) if sized else None


def _smallest(items: Sequence[Measurement]) -> Measurement | None:
    sized = [m for m in items if m.size is not None]
    return min(sized, key=lambda m: m.size or 0) if sized else None


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def evaluate(run: BenchRun, machine: Machine | None = None) -> Evaluation:
    """Rate every measurement, compute the speed-ups and write the hints."""
    rated = rate(run, machine)
    by_m = {id(r.measurement): r for r in rated}
    hints: list[Hint] = []
    speedups: dict[str, float] = {}
    peaks = {d: device_peak(d, run, machine) for d in run.devices() if d.startswith("GPU")}
    gpus = [d for d in run.devices() if d.startswith("GPU")]

    if not run.gpus():
        hints.append(
            Hint(
                "warning",
                "devices",
                "TensorFlow in this interpreter sees no GPU, so every figure is the CPU's. "
                "`tfgpu doctor` explains why.",
            )
        )
    if run.quick:
        hints.append(
            Hint(
                "info",
                "run",
                "Quick run: small sizes and short timings, far from the hardware's limits by "
                "design. Run the full benchmark to compare with the peak.",
            )
        )

    # Matmuls: efficiency of the largest size, the small-size effect, float16 gain, speed-up.
    cpu_ref: dict[int | None, float] = {
        m.size: m.value
        for m in run.select("matmul", device="CPU:0", dtype="float32")
        if m.size is not None
    }
    numpy_ref = {m.size: m.value for m in run.select("numpy", dtype="float32")}
    for device in gpus:
        peak = peaks.get(device)
        if peak is None and run.select("matmul", device=device):
            hints.append(
                Hint(
                    "info",
                    "matmul",
                    f"No peak is known for {device} (not in the table, and NVML did not report "
                    "its SM count and clock): its efficiency shows as unknown.",
                )
            )
        for dtype in ("float32", "float16", "bfloat16"):
            rows = run.select("matmul", device=device, dtype=dtype)
            big, small = _largest(rows), _smallest(rows)
            if big is None or small is None:
                continue
            r_big, r_small = by_m[id(big)], by_m[id(small)]
            if r_big.efficiency is not None and r_big.efficiency < LOW_PEAK_FRACTION:
                hints.append(
                    Hint(
                        "warning" if not run.quick else "info",
                        "matmul",
                        f"{device} reaches {_pct(r_big.efficiency)} of its {dtype} peak at "
                        f"{big.size}x{big.size}: it may be throttling (clocks, temperature and "
                        "power limit are in the monitor), shared with another process, or "
                        "running a slow kernel.",
                    )
                )
            if (
                r_big.efficiency
                and r_small.efficiency is not None
                and small.size != big.size
                and r_small.efficiency < SMALL_SIZE_FRACTION * r_big.efficiency
            ):
                hints.append(
                    Hint(
                        "info",
                        "matmul",
                        f"At {small.size}x{small.size} a {dtype} matmul is too small to keep "
                        f"{device} busy ({_pct(r_small.efficiency)} of peak against "
                        f"{_pct(r_big.efficiency)} at {big.size}x{big.size}): launch overhead "
                        "dominates. Larger batches and layers use the GPU better.",
                    )
                )
        f32 = _largest(run.select("matmul", device=device, dtype="float32"))
        f16 = _largest(run.select("matmul", device=device, dtype="float16"))
        if f32 is not None and f16 is not None and f16.size == f32.size:
            gain = f16.value / f32.value
            speedups[f"{device} float16 over float32"] = gain
            if peak is not None and peak.for_dtype("fp16") and gain < FP16_MIN_GAIN:
                hints.append(
                    Hint(
                        "warning",
                        "matmul",
                        f"float16 is only {gain:.1f}x float32 on {device}: the tensor cores are "
                        "not doing the work (sizes not multiples of 8, or float32 already on "
                        "TF32 tensor cores).",
                    )
                )
        if f32 is not None:
            ref = cpu_ref.get(f32.size) or numpy_ref.get(f32.size)
            if ref is None and cpu_ref:
                size = max(k for k in cpu_ref if k is not None)
                gpu_at = next(
                    (
                        m
                        for m in run.select("matmul", device=device, dtype="float32")
                        if m.size == size
                    ),
                    None,
                )
                if gpu_at is not None:
                    ref, f32 = cpu_ref[size], gpu_at
            if ref:
                sp = f32.value / ref
                speedups[f"{device} matmul over CPU ({f32.size}x{f32.size} float32)"] = sp
                if sp < MIN_GPU_SPEEDUP and not run.quick:
                    hints.append(
                        Hint(
                            "warning",
                            "matmul",
                            f"{device} is only {sp:.1f}x faster than the CPU on "
                            f"{f32.size}x{f32.size} float32 matmuls: expect 10x or more. "
                            "Check that the GPU is not throttled or busy with another job.",
                        )
                    )

    cpu_big = _largest(run.select("matmul", device="CPU:0", dtype="float32"))
    if cpu_big is not None:
        r = by_m[id(cpu_big)]
        if r.efficiency is not None:
            speedups["CPU TensorFlow over numpy BLAS"] = r.efficiency
            if r.efficiency < CPU_VS_NUMPY:
                hints.append(
                    Hint(
                        "warning",
                        "matmul",
                        f"TensorFlow's CPU matmul reaches only {_pct(r.efficiency)} of numpy's "
                        "BLAS in the same run: TensorFlow may be limited to fewer threads "
                        "(tf.config.threading, OMP_NUM_THREADS) or run without its oneDNN "
                        "kernels"
                        + (
                            ""
                            if run.env.get("tf_enable_onednn_opts") == "1"
                            else " (try TF_ENABLE_ONEDNN_OPTS=1)"
                        )
                        + ".",
                    )
                )

    # Transfers: the PCIe link's width and how much of it the copies use.
    for device in gpus:
        facts = gpu_facts_for(device, run, machine)
        if (
            facts is not None
            and facts.pcie_width
            and facts.pcie_width_max
            and facts.pcie_width < facts.pcie_width_max
        ):
            cap = pcie_bandwidth_bytes_s(facts.pcie_gen_max or facts.pcie_gen, facts.pcie_width)
            hints.append(
                Hint(
                    "warning",
                    "transfers",
                    f"{device}'s PCIe link runs at x{facts.pcie_width} while the GPU supports "
                    f"x{facts.pcie_width_max}: host<->GPU copies are capped at {fmt_rate(cap)}. "
                    "Move the card to a x16 slot or check the BIOS lane settings.",
                )
            )
        for direction in ("h2d", "d2h"):
            big = _largest(run.select("transfers", device=device, variant=direction))
            if big is None:
                continue
            r = by_m[id(big)]
            if r.efficiency is not None and r.efficiency < LOW_LINK_FRACTION:
                hints.append(
                    Hint(
                        "info",
                        "transfers",
                        f"{device} {'host->device' if direction == 'h2d' else 'device->host'} "
                        f"copies reach {_pct(r.efficiency)} of the {r.reference_label} link: "
                        "copies from pageable host memory and small copies cost extra. Keep "
                        "data on the GPU and prefetch (tf.data) so copies overlap compute.",
                    )
                )

    # Training: the input pipeline and the GPU against the CPU.
    for device in run.devices():
        gen = run.find("training", device=device, variant="generator")
        tfd = run.find("training", device=device, variant="tf.data")
        if gen is None or tfd is None:
            continue
        gain = tfd.value / gen.value
        speedups[f"{device} tf.data over Python generator"] = gain
        if gain >= INPUT_BOUND_GAIN:
            hints.append(
                Hint(
                    "warning",
                    "training",
                    f"On {device} training runs {gain:.1f}x faster from tf.data than from a "
                    "plain Python generator: the input pipeline, not the device, limits "
                    "training (CPU-bound input). Use tf.data with cache, prefetch and AUTOTUNE.",
                )
            )
        elif gain <= 1 / INPUT_BOUND_GAIN:
            hints.append(
                Hint(
                    "info",
                    "training",
                    f"On {device} tf.data is {1 / gain:.1f}x slower than the plain generator: "
                    "its parallel threads compete with the training step for the same CPU "
                    "cores. On a GPU the two overlap instead.",
                )
            )
    cpu_train = run.find("training", device="CPU:0", variant="tf.data")
    for device in gpus:
        gpu_train = run.find("training", device=device, variant="tf.data")
        if cpu_train is not None and gpu_train is not None:
            speedups[f"{device} training over CPU"] = gpu_train.value / cpu_train.value

    scaling = run.select("scaling")
    top = max(scaling, key=lambda m: int(m.variant or 1), default=None)
    if top is not None and top.variant not in (None, "1"):
        r = by_m[id(top)]
        if r.efficiency is not None:
            speedups[f"{top.variant} replicas over 1"] = r.efficiency * int(top.variant)
            if r.efficiency < LOW_SCALING:
                hints.append(
                    Hint(
                        "warning",
                        "scaling",
                        f"{top.variant} replicas train at {r.efficiency * int(top.variant):.1f}x "
                        f"one replica ({_pct(r.efficiency)} scaling efficiency): the gradient "
                        "all-reduce or the input pipeline limits MirroredStrategy here. GPUs "
                        "joined by NVLink scale better than over PCIe; larger batches help.",
                    )
                )
    for skip in run.skipped:
        if skip.get("suite") == "scaling":
            continue
        hints.append(
            Hint(
                "info",
                str(skip.get("suite", "")),
                f"Skipped {skip.get('suite')} on {skip.get('device', '?')} "
                f"({skip.get('size') or skip.get('bytes') or ''}): {skip.get('reason')}.",
            )
        )
    return Evaluation(tuple(rated), tuple(hints), speedups, peaks)
