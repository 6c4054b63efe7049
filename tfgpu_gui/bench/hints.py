"""Plain-language hints where a benchmark result is far below its limit: ratings -> sentences.

One function per topic, each reading the run and its :class:`~tfgpu_gui.bench.rating.Ratings`
and returning the hints it finds (none when its condition does not hold). Checks that concern
one GPU take the device as a third argument and are walked per GPU by :func:`each_gpu`.
:data:`HINTS` lists them in the order a person reads them; ``efficiency.evaluate`` runs it.
The thresholds live in ``thresholds.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tfgpu_gui.bench import speedups as ratios
from tfgpu_gui.bench.rating import Rated, Ratings, gpu_devices, gpu_facts_for
from tfgpu_gui.bench.results import BenchRun, largest, smallest
from tfgpu_gui.bench.thresholds import (
    CPU_VS_NUMPY,
    FP16_MIN_GAIN,
    INPUT_BOUND_GAIN,
    LOW_LINK_FRACTION,
    LOW_PEAK_FRACTION,
    LOW_SCALING,
    MIN_GPU_SPEEDUP,
    SMALL_SIZE_FRACTION,
)
from tfgpu_gui.text.numbers import fmt_rate, pcie_bandwidth_bytes_s

MATMUL_DTYPES = ("float32", "float16", "bfloat16")


@dataclass(frozen=True)
class Hint:
    """One sentence for a person; ``level`` is "info" or "warning"."""

    level: str
    topic: str
    text: str


HintRule = Callable[[BenchRun, Ratings], list[Hint]]
GpuCheck = Callable[[BenchRun, Ratings, str], list[Hint]]


def _pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def each_gpu(*checks: GpuCheck) -> HintRule:
    """A rule that runs ``checks`` on every GPU in turn (all checks of GPU:0, then GPU:1...)."""

    def rule(run: BenchRun, ratings: Ratings) -> list[Hint]:
        return [
            h
            for device in gpu_devices(run)
            for check in checks
            for h in check(run, ratings, device)
        ]

    return rule


# --- the whole run ----------------------------------------------------------------------------


def no_gpu(run: BenchRun, ratings: Ratings) -> list[Hint]:
    """TensorFlow saw no GPU: every figure is the CPU's."""
    if run.gpus():
        return []
    return [
        Hint(
            "warning",
            "devices",
            "TensorFlow in this interpreter sees no GPU, so every figure is the CPU's. "
            "`tfgpu doctor` explains why.",
        )
    ]


def quick_run(run: BenchRun, ratings: Ratings) -> list[Hint]:
    """A quick run is far from the limits by design."""
    if not run.quick:
        return []
    return [
        Hint(
            "info",
            "run",
            "Quick run: small sizes and short timings, far from the hardware's limits by "
            "design. Run the full benchmark to compare with the peak.",
        )
    ]


# --- GPU matmuls -------------------------------------------------------------------------------


def unknown_peak(run: BenchRun, ratings: Ratings, device: str) -> list[Hint]:
    """No peak is known for a GPU that ran matmuls, so their efficiency is unknown."""
    if ratings.peaks.get(device) is not None or not run.select("matmul", device=device):
        return []
    return [
        Hint(
            "info",
            "matmul",
            f"No peak is known for {device} (not in the table, and NVML did not report "
            "its SM count and clock): its efficiency shows as unknown.",
        )
    ]


def _below_peak(run: BenchRun, device: str, dtype: str, big: Rated) -> list[Hint]:
    if big.efficiency is None or big.efficiency >= LOW_PEAK_FRACTION:
        return []
    size = big.measurement.size
    return [
        Hint(
            "warning" if not run.quick else "info",
            "matmul",
            f"{device} reaches {_pct(big.efficiency)} of its {dtype} peak at "
            f"{size}x{size}: it may be throttling (clocks, temperature and "
            "power limit are in the monitor), shared with another process, or "
            "running a slow kernel.",
        )
    ]


def _too_small(device: str, dtype: str, big: Rated, small: Rated) -> list[Hint]:
    if not (
        big.efficiency
        and small.efficiency is not None
        and small.measurement.size != big.measurement.size
        and small.efficiency < SMALL_SIZE_FRACTION * big.efficiency
    ):
        return []
    b, s = big.measurement.size, small.measurement.size
    return [
        Hint(
            "info",
            "matmul",
            f"At {s}x{s} a {dtype} matmul is too small to keep "
            f"{device} busy ({_pct(small.efficiency)} of peak against "
            f"{_pct(big.efficiency)} at {b}x{b}): launch overhead "
            "dominates. Larger batches and layers use the GPU better.",
        )
    ]


def matmul_sizes(run: BenchRun, ratings: Ratings, device: str) -> list[Hint]:
    """Per dtype: the largest matmul far below the peak; the smallest far below the largest."""
    out: list[Hint] = []
    for dtype in MATMUL_DTYPES:
        rows = run.select("matmul", device=device, dtype=dtype)
        big, small = largest(rows), smallest(rows)
        if big is None or small is None:
            continue
        out += _below_peak(run, device, dtype, ratings.of(big))
        out += _too_small(device, dtype, ratings.of(big), ratings.of(small))
    return out


def float16_without_tensor_cores(run: BenchRun, ratings: Ratings, device: str) -> list[Hint]:
    """float16 barely beats float32 on a GPU whose peak says it should."""
    gain = ratios.float16_gain(run, device)
    peak = ratings.peaks.get(device)
    if gain is None or peak is None or not peak.for_dtype("fp16") or gain >= FP16_MIN_GAIN:
        return []
    return [
        Hint(
            "warning",
            "matmul",
            f"float16 is only {gain:.1f}x float32 on {device}: the tensor cores are "
            "not doing the work (sizes not multiples of 8, or float32 already on "
            "TF32 tensor cores).",
        )
    ]


def gpu_barely_faster_than_cpu(run: BenchRun, ratings: Ratings, device: str) -> list[Hint]:
    """A full run where the GPU's float32 matmul is not much faster than the CPU's."""
    over_cpu = ratios.gpu_over_cpu(run, device)
    if over_cpu is None or run.quick or over_cpu[1] >= MIN_GPU_SPEEDUP:
        return []
    m, speedup = over_cpu
    return [
        Hint(
            "warning",
            "matmul",
            f"{device} is only {speedup:.1f}x faster than the CPU on "
            f"{m.size}x{m.size} float32 matmuls: expect 10x or more. "
            "Check that the GPU is not throttled or busy with another job.",
        )
    ]


# --- the CPU matmul ----------------------------------------------------------------------------


def slow_cpu_matmul(run: BenchRun, ratings: Ratings) -> list[Hint]:
    """TensorFlow's CPU matmul far below numpy's BLAS (threads, oneDNN)."""
    efficiency = ratios.cpu_over_numpy(run, ratings)
    if efficiency is None or efficiency >= CPU_VS_NUMPY:
        return []
    onednn = "" if run.env.get("tf_enable_onednn_opts") == "1" else " (try TF_ENABLE_ONEDNN_OPTS=1)"
    return [
        Hint(
            "warning",
            "matmul",
            f"TensorFlow's CPU matmul reaches only {_pct(efficiency)} of numpy's "
            "BLAS in the same run: TensorFlow may be limited to fewer threads "
            "(tf.config.threading, OMP_NUM_THREADS) or run without its oneDNN "
            f"kernels{onednn}.",
        )
    ]


# --- host<->GPU copies -------------------------------------------------------------------------


def narrow_pcie_link(run: BenchRun, ratings: Ratings, device: str) -> list[Hint]:
    """The GPU's PCIe link runs narrower than the GPU supports (slot or BIOS)."""
    facts = gpu_facts_for(device, run, ratings.machine)
    if (
        facts is None
        or not facts.pcie_width
        or not facts.pcie_width_max
        or facts.pcie_width >= facts.pcie_width_max
    ):
        return []
    cap = pcie_bandwidth_bytes_s(facts.pcie_gen_max or facts.pcie_gen, facts.pcie_width)
    return [
        Hint(
            "warning",
            "transfers",
            f"{device}'s PCIe link runs at x{facts.pcie_width} while the GPU supports "
            f"x{facts.pcie_width_max}: host<->GPU copies are capped at {fmt_rate(cap)}. "
            "Move the card to a x16 slot or check the BIOS lane settings.",
        )
    ]


def slow_copies(run: BenchRun, ratings: Ratings, device: str) -> list[Hint]:
    """The largest copies each way use less than half of the PCIe link."""
    out: list[Hint] = []
    for direction in ("h2d", "d2h"):
        big = largest(run.select("transfers", device=device, variant=direction))
        if big is None:
            continue
        r = ratings.of(big)
        if r.efficiency is None or r.efficiency >= LOW_LINK_FRACTION:
            continue
        way = "host->device" if direction == "h2d" else "device->host"
        out.append(
            Hint(
                "info",
                "transfers",
                f"{device} {way} copies reach {_pct(r.efficiency)} of the {r.reference_label} "
                "link: copies from pageable host memory and small copies cost extra. Keep "
                "data on the GPU and prefetch (tf.data) so copies overlap compute.",
            )
        )
    return out


# --- training --------------------------------------------------------------------------------


def input_pipeline(run: BenchRun, ratings: Ratings) -> list[Hint]:
    """tf.data far faster than a Python generator (CPU-bound input), or far slower."""
    out: list[Hint] = []
    for device in run.devices():
        gain = ratios.input_gain(run, device)
        if gain is None:
            continue
        if gain >= INPUT_BOUND_GAIN:
            out.append(
                Hint(
                    "warning",
                    "training",
                    f"On {device} training runs {gain:.1f}x faster from tf.data than from a "
                    "plain Python generator: the input pipeline, not the device, limits "
                    "training (CPU-bound input). Use tf.data with cache, prefetch and AUTOTUNE.",
                )
            )
        elif gain <= 1 / INPUT_BOUND_GAIN:
            out.append(
                Hint(
                    "info",
                    "training",
                    f"On {device} tf.data is {1 / gain:.1f}x slower than the plain generator: "
                    "its parallel threads compete with the training step for the same CPU "
                    "cores. On a GPU the two overlap instead.",
                )
            )
    return out


def poor_scaling(run: BenchRun, ratings: Ratings) -> list[Hint]:
    """N MirroredStrategy replicas far below N times one replica."""
    scaling = ratios.top_scaling(run, ratings)
    if scaling is None or scaling[1] >= LOW_SCALING:
        return []
    top, efficiency = scaling
    return [
        Hint(
            "warning",
            "scaling",
            f"{top.variant} replicas train at {efficiency * int(str(top.variant)):.1f}x "
            f"one replica ({_pct(efficiency)} scaling efficiency): the gradient "
            "all-reduce or the input pipeline limits MirroredStrategy here. GPUs "
            "joined by NVLink scale better than over PCIe; larger batches help.",
        )
    ]


def skipped_measurements(run: BenchRun, ratings: Ratings) -> list[Hint]:
    """What the job skipped and why (a single-GPU scaling skip goes without saying)."""
    return [
        Hint(
            "info",
            str(skip.get("suite", "")),
            f"Skipped {skip.get('suite')} on {skip.get('device', '?')} "
            f"({skip.get('size') or skip.get('bytes') or ''}): {skip.get('reason')}.",
        )
        for skip in run.skipped
        if skip.get("suite") != "scaling"
    ]


HINTS: tuple[HintRule, ...] = (
    no_gpu,
    quick_run,
    each_gpu(unknown_peak, matmul_sizes, float16_without_tensor_cores, gpu_barely_faster_than_cpu),
    slow_cpu_matmul,
    each_gpu(narrow_pcie_link, slow_copies),
    input_pipeline,
    poor_scaling,
    skipped_measurements,
)
