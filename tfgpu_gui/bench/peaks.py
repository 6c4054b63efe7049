"""Peak throughput of NVIDIA GPUs: a table of known boards, and an estimate for the others.

Figures are dense (no structured sparsity) TFLOP/s at the boost clock, as NVIDIA's datasheets
and architecture whitepapers give them; the source of each row is beside it. ``fp16`` and
``bf16`` are tensor-core figures with FP32 accumulation, which is what TensorFlow's matmuls
use. ``fp32`` is the CUDA-core (non-tensor) figure; ``tf32`` is the tensor-core figure used by
float32 matmuls on Ampere and later when TensorFlow's TF32 execution is on (its default).

A GPU not in the table gets an estimate, SM count x SM clock x FLOPs per clock per SM for its
compute capability, when NVML reports the SM count and the clock; otherwise its peak is
unknown. Never a guess from the name alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

CUDA_GUIDE = (
    "https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#arithmetic-instructions"
)
H100_DATASHEET = "https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet"
H200_PAGE = "https://www.nvidia.com/en-us/data-center/h200/"
A100_DATASHEET = (
    "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/"
    "nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf"
)
V100_DATASHEET = (
    "https://images.nvidia.com/content/technologies/volta/pdf/"
    "volta-v100-datasheet-update-us-1165301-r5.pdf"
)
T4_DATASHEET = (
    "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/tesla-t4/"
    "t4-tensor-core-datasheet-951643.pdf"
)
A10_DATASHEET = (
    "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a10/pdf/datasheet-new/"
    "nvidia-a10-datasheet.pdf"
)
L4_DATASHEET = "https://resources.nvidia.com/en-us-data-center-overview/l4-gpu-datasheet"
L40S_DATASHEET = "https://resources.nvidia.com/en-us-l40s/l40s-datasheet-28413"
ADA_WHITEPAPER = (
    "https://images.nvidia.com/aem-dam/Solutions/geforce/ada/nvidia-ada-gpu-architecture.pdf"
)
GA102_WHITEPAPER = (
    "https://www.nvidia.com/content/PDF/nvidia-ampere-ga-102-gpu-architecture-whitepaper-v2.pdf"
)
VOLTA_WHITEPAPER = (
    "https://images.nvidia.com/content/volta-architecture/pdf/volta-architecture-whitepaper.pdf"
)
AMPERE_WHITEPAPER = (
    "https://images.nvidia.com/aem-dam/en-zz/Solutions/data-center/"
    "nvidia-ampere-architecture-whitepaper.pdf"
)
HOPPER_WHITEPAPER = "https://resources.nvidia.com/en-us-tensor-core/gtc22-whitepaper-hopper"

DTYPES = ("fp32", "tf32", "fp16", "bf16")


@dataclass(frozen=True)
class GpuPeak:
    """Peak figures of one GPU model (TFLOP/s, GB/s); ``None`` where the board has no such unit."""

    pattern: str  # regular expression matched, case-insensitively, against the device name
    model: str
    fp32: float | None
    tf32: float | None
    fp16: float | None
    bf16: float | None
    memory_gb_s: float | None
    source: str


# Most specific patterns first: "H100 PCIe" before "H100".
KNOWN_GPUS: tuple[GpuPeak, ...] = (
    GpuPeak(r"H100.*PCIe", "H100 PCIe", 51.0, 378.0, 756.0, 756.0, 2000.0, H100_DATASHEET),
    GpuPeak(r"H100(?!.*NVL)", "H100 SXM5", 67.0, 494.7, 989.4, 989.4, 3350.0, H100_DATASHEET),
    GpuPeak(r"H200(?!.*NVL)", "H200 SXM", 67.0, 494.7, 989.4, 989.4, 4800.0, H200_PAGE),
    GpuPeak(
        r"A100.*SXM4.*80GB", "A100 SXM4 80GB", 19.5, 156.0, 312.0, 312.0, 2039.0, A100_DATASHEET
    ),
    GpuPeak(
        r"A100.*SXM4.*40GB", "A100 SXM4 40GB", 19.5, 156.0, 312.0, 312.0, 1555.0, A100_DATASHEET
    ),
    GpuPeak(
        r"A100.*(80GB.*PCIe|PCIE.*80GB)",
        "A100 PCIe 80GB",
        19.5,
        156.0,
        312.0,
        312.0,
        1935.0,
        A100_DATASHEET,
    ),
    GpuPeak(r"A100.*PCIE", "A100 PCIe 40GB", 19.5, 156.0, 312.0, 312.0, 1555.0, A100_DATASHEET),
    GpuPeak(r"V100.*SXM2", "V100 SXM2", 15.7, None, 125.0, None, 900.0, V100_DATASHEET),
    GpuPeak(r"V100.*PCIE", "V100 PCIe", 14.0, None, 112.0, None, 900.0, V100_DATASHEET),
    GpuPeak(r"\bT4\b", "T4", 8.1, None, 65.0, None, 320.0, T4_DATASHEET),
    GpuPeak(r"\bA10\b", "A10", 31.2, 62.5, 125.0, 125.0, 600.0, A10_DATASHEET),
    GpuPeak(r"\bL4\b", "L4", 30.3, 60.0, 121.0, 121.0, 300.0, L4_DATASHEET),
    GpuPeak(r"\bL40S\b", "L40S", 91.6, 183.0, 362.05, 362.05, 864.0, L40S_DATASHEET),
    GpuPeak(r"RTX 4090\b", "GeForce RTX 4090", 82.6, 82.6, 165.2, 165.2, 1008.0, ADA_WHITEPAPER),
    GpuPeak(
        r"RTX 3090\b(?! Ti)", "GeForce RTX 3090", 35.6, 35.6, 71.0, 71.0, 936.0, GA102_WHITEPAPER
    ),
)


@dataclass(frozen=True)
class PerClock:
    """FLOPs per clock per SM of one compute capability."""

    fp32: int  # 2 x FP32 fused multiply-add results per clock per SM (CUDA C guide)
    tensor_fp16: int | None  # dense FP16 tensor FLOPs per clock per SM, FP32 accumulate
    bf16: bool
    tf32: bool
    source: str


# fp32: the CUDA C Programming Guide's "throughput of native arithmetic instructions" table
# (32-bit floating-point add, multiply, multiply-add: results per clock per SM) times 2.
# tensor_fp16: the datasheet peak divided by SM count x boost clock of a reference board,
# e.g. V100 125 TFLOP/s / (80 SMs x 1.53 GHz) = 1024; A100 312 / (108 x 1.41) = 2048;
# H100 SXM5 989.4 / (132 x 1.83) = 4096; T4 65 / (40 x 1.59) = 1024; A10 125 / (72 x 1.695)
# = 1024; L4 121 / (58 x 2.04) = 1024. GeForce boards of 8.6/8.9 run FP16 with FP32
# accumulation at half that rate, so the estimate is an upper bound for them.
PER_CLOCK: dict[tuple[int, int], PerClock] = {
    (5, 0): PerClock(256, None, False, False, CUDA_GUIDE),
    (5, 2): PerClock(256, None, False, False, CUDA_GUIDE),
    (6, 0): PerClock(128, None, False, False, CUDA_GUIDE),
    (6, 1): PerClock(256, None, False, False, CUDA_GUIDE),
    (7, 0): PerClock(128, 1024, False, False, VOLTA_WHITEPAPER),
    (7, 5): PerClock(128, 1024, False, False, T4_DATASHEET),
    (8, 0): PerClock(128, 2048, True, True, AMPERE_WHITEPAPER),
    (8, 6): PerClock(256, 1024, True, True, A10_DATASHEET),
    (8, 9): PerClock(256, 1024, True, True, L4_DATASHEET),
    (9, 0): PerClock(256, 4096, True, True, HOPPER_WHITEPAPER),
}


@dataclass(frozen=True)
class Peak:
    """The peak a measurement is compared with, and where the figure comes from."""

    tflops: dict[str, float]  # by dtype key ("fp32", "tf32", "fp16", "bf16")
    memory_gb_s: float | None
    kind: str  # "table" or "estimate"
    model: str
    source: str

    def for_dtype(self, key: str) -> float | None:
        return self.tflops.get(key)


def lookup(name: str | None) -> GpuPeak | None:
    """The table row for a device name (NVML's or TensorFlow's), or ``None``."""
    if not name:
        return None
    for row in KNOWN_GPUS:
        if re.search(row.pattern, name, re.IGNORECASE):
            return row
    return None


def estimate(
    compute_capability: tuple[int, int] | None, sm_count: int | None, sm_clock_mhz: float | None
) -> Peak | None:
    """SM count x clock x FLOPs per clock, or ``None`` when any of the three is unknown."""
    if compute_capability is None or not sm_count or not sm_clock_mhz:
        return None
    per = PER_CLOCK.get(tuple(compute_capability))  # type: ignore[arg-type]
    if per is None:
        return None
    hz = sm_clock_mhz * 1e6
    tflops = {"fp32": per.fp32 * sm_count * hz / 1e12}
    if per.tensor_fp16 is not None:
        tflops["fp16"] = per.tensor_fp16 * sm_count * hz / 1e12
        if per.bf16:
            tflops["bf16"] = tflops["fp16"]
        if per.tf32:
            tflops["tf32"] = tflops["fp16"] / 2
    major, minor = compute_capability
    return Peak(
        tflops=tflops,
        memory_gb_s=None,
        kind="estimate",
        model=f"compute capability {major}.{minor}, {sm_count} SMs at {sm_clock_mhz:g} MHz",
        source=per.source,
    )


def peak_for(
    name: str | None,
    compute_capability: tuple[int, int] | None = None,
    sm_count: int | None = None,
    sm_clock_mhz: float | None = None,
) -> Peak | None:
    """The table's figures for a known GPU, else the estimate, else ``None`` (unknown peak)."""
    row = lookup(name)
    if row is not None:
        tflops = {
            key: value
            for key, value in (
                ("fp32", row.fp32),
                ("tf32", row.tf32),
                ("fp16", row.fp16),
                ("bf16", row.bf16),
            )
            if value is not None
        }
        return Peak(tflops, row.memory_gb_s, "table", row.model, row.source)
    return estimate(compute_capability, sm_count, sm_clock_mhz)
