"""Each measurement of a run against its limit: the per-row half of the evaluation.

The limit of a GPU matmul is the GPU's peak for the dtype (``peaks.py``); of a CPU matmul,
numpy's BLAS measured in the same run; of a host<->GPU copy, the theoretical bandwidth of the
GPU's PCIe link (NVML's generation x width); of a CPU "copy", numpy copying host memory; of
N MirroredStrategy replicas, N times one replica. ``efficiency.py`` adds the speed-ups and the
hints on top.

numpy's BLAS is a reference only when it can be trusted: TensorFlow's CPU matmul within
:data:`NUMPY_PLAUSIBLE` of it. Both call an optimised BLAS-like kernel on the same cores:
TensorFlow far below numpy is a real finding (too few threads, no oneDNN), but TensorFlow twice
as fast or more says that numpy's timing was disturbed, not that TensorFlow reached 649% of
numpy; such a row has no percentage and says why. In a quick run (a few short timed regions on
a CPU that other work shares) the percentage is labelled rough.
"""

from __future__ import annotations

from dataclasses import dataclass

from tfgpu_gui.bench.machine import GpuFacts, Machine
from tfgpu_gui.bench.peaks import Peak, peak_for
from tfgpu_gui.bench.results import BenchRun, Measurement
from tfgpu_gui.text.numbers import fmt_pcie, pcie_bandwidth_bytes_s

DTYPE_KEYS = {"float32": "fp32", "float16": "fp16", "bfloat16": "bf16"}
#: TensorFlow's CPU matmul over numpy's BLAS that can be a real difference (beyond: noise).
NUMPY_PLAUSIBLE = (0.01, 2.0)
NUMPY_REFERENCE = "numpy BLAS, same run"
NUMPY_QUICK = "numpy BLAS, same quick run (rough)"
NUMPY_NOISY = "numpy BLAS: not compared (TensorFlow {ratio} its speed: a disturbed timing)"


def numpy_label(value: float, numpy: float, quick: bool) -> tuple[bool, str]:
    """Whether numpy's figure ``numpy`` is a trustworthy reference for TensorFlow's ``value``,
    and the label the row shows."""
    if numpy <= 0 or value <= 0:
        return False, NUMPY_NOISY.format(ratio="far from")
    ratio = value / numpy
    low, high = NUMPY_PLAUSIBLE
    if ratio > high:
        return False, NUMPY_NOISY.format(ratio=f"{ratio:.1f}×")
    if ratio < low:
        return False, NUMPY_NOISY.format(ratio=f"1/{1 / ratio:.0f} of")
    return True, NUMPY_QUICK if quick else NUMPY_REFERENCE


@dataclass(frozen=True)
class Rated:
    """A measurement next to its reference (same unit) and the ratio of the two."""

    measurement: Measurement
    reference: float | None
    reference_label: str
    efficiency: float | None


@dataclass(frozen=True)
class Ratings:
    """A run's ratings with what they were computed from; the hints and speed-ups read it."""

    machine: Machine | None
    rated: tuple[Rated, ...]
    peaks: dict[str, Peak | None]

    @classmethod
    def of_run(cls, run: BenchRun, machine: Machine | None) -> Ratings:
        """Rate every measurement of ``run`` against the limits of ``machine``."""
        return cls(machine, tuple(rate(run, machine)), gpu_peaks(run, machine))

    def of(self, m: Measurement) -> Rated:
        """The rating of this very measurement of the run (found by identity, not equality)."""
        return next(r for r in self.rated if r.measurement is m)


def gpu_devices(run: BenchRun) -> list[str]:
    """The GPU devices measured in ``run``, in the order the job ran them."""
    return [d for d in run.devices() if d.startswith("GPU")]


def gpu_facts_for(device: str, run: BenchRun, machine: Machine | None) -> GpuFacts | None:
    """NVML's facts of TensorFlow's ``GPU:i``: same index and name, else the first same name."""
    if machine is None or not device.startswith("GPU:"):
        return None
    number = device.split(":")[1]
    # A device name TensorFlow does not make ("GPU:x"): matched by its name only.
    index = int(number) if number.isdecimal() else -1
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


def gpu_peaks(run: BenchRun, machine: Machine | None) -> dict[str, Peak | None]:
    """The peak of every GPU device of the run (``None`` where unknown)."""
    return {d: device_peak(d, run, machine) for d in gpu_devices(run)}


def _peak_key(dtype: str | None, run: BenchRun, peak: Peak) -> str:
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


def _gpu_matmul_reference(
    m: Measurement, run: BenchRun, peak: Peak | None
) -> tuple[float | None, str]:
    if peak is None:
        return None, "unknown peak"
    key = _peak_key(m.dtype, run, peak)
    tflops = peak.for_dtype(key)
    if tflops is None:
        return None, f"no {key.upper()} peak"
    return tflops * 1000.0, f"{key.upper()} peak ({peak.kind}: {peak.model})"


def reference(
    m: Measurement, run: BenchRun, machine: Machine | None, peaks: dict[str, Peak | None]
) -> tuple[float | None, str]:
    """The limit of one measurement (same unit) and its label; ``None, ""`` when it has none."""
    if m.suite == "matmul" and m.device.startswith("GPU"):
        return _gpu_matmul_reference(m, run, peaks.get(m.device))
    if m.suite == "matmul":
        numpy = run.find("numpy", dtype=m.dtype, size=m.size)
        if numpy is not None:
            trusted, label = numpy_label(m.value, numpy.value, run.quick)
            return (numpy.value if trusted else None), label
    elif m.suite == "transfers" and m.device.startswith("GPU"):
        return _link(gpu_facts_for(m.device, run, machine))
    elif m.suite == "transfers" and m.device.startswith("CPU"):
        host = run.find("transfers", device="host", size=m.size)
        if host is not None:
            return host.value, "numpy host copy, same run"
    elif m.suite == "scaling" and m.variant:
        one = next((s for s in run.select("scaling") if s.variant == "1"), None)
        if one is not None:
            return one.value * int(m.variant), f"{m.variant} x one replica"
    return None, ""


def rate(run: BenchRun, machine: Machine | None) -> list[Rated]:
    """Every measurement of ``run`` with its reference."""
    peaks = gpu_peaks(run, machine)
    out: list[Rated] = []
    for m in run.measurements:
        ref, label = reference(m, run, machine, peaks)
        out.append(Rated(m, ref, label, (m.value / ref) if ref else None))
    return out
