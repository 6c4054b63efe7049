"""Constants of the NVML API that we turn into words.

Source: NVIDIA's nvml.h as shipped in nvidia-ml-py (pynvml.py), "Clocks Event Reasons"
(nvmlClocksEventReason*, formerly nvmlClocksThrottleReason*) and nvmlDeviceArchitecture_t;
https://docs.nvidia.com/deploy/nvml-api/group__nvmlClocksEventReasons.html
"""

from __future__ import annotations

# Bit of the clocks-event (throttle) mask -> short name shown to users.
CLOCK_EVENT_REASONS: tuple[tuple[int, str], ...] = (
    (0x0000000000000001, "idle"),  # GpuIdle
    (0x0000000000000002, "app-clocks"),  # ApplicationsClocksSetting
    (0x0000000000000004, "power-cap"),  # SwPowerCap
    (0x0000000000000008, "hw-slowdown"),  # HwSlowdown
    (0x0000000000000010, "sync-boost"),  # SyncBoost
    (0x0000000000000020, "sw-thermal"),  # SwThermalSlowdown
    (0x0000000000000040, "hw-thermal"),  # HwThermalSlowdown
    (0x0000000000000080, "hw-power-brake"),  # HwPowerBrakeSlowdown
    (0x0000000000000100, "display-clocks"),  # DisplayClockSetting
)

# Short name -> what it means, in words for people (the short name goes in a tooltip).
CLOCK_REASON_WORDS: dict[str, str] = {
    "idle": "idle",
    "app-clocks": "application clocks set",
    "power-cap": "power cap",
    "hw-slowdown": "hardware slowdown",
    "sync-boost": "synced with other GPUs",
    "sw-thermal": "too hot",
    "hw-thermal": "too hot (hardware)",
    "hw-power-brake": "power brake",
    "display-clocks": "display clocks",
}

# Reasons that mean the GPU is slowed down against the user's wishes (worth a warning).
THERMAL_REASONS = frozenset({"sw-thermal", "hw-thermal"})
SLOWDOWN_REASONS = frozenset({"hw-slowdown", "sw-thermal", "hw-thermal", "hw-power-brake"})
# Reasons that mean the clocks are held down to stay within a power budget.
POWER_REASONS = frozenset({"power-cap", "hw-power-brake"})

# nvmlDeviceArchitecture_t -> name.
ARCHITECTURES: dict[int, str] = {
    2: "Kepler",
    3: "Maxwell",
    4: "Pascal",
    5: "Volta",
    6: "Turing",
    7: "Ampere",
    8: "Ada Lovelace",
    9: "Hopper",
    10: "Blackwell",
    13: "Rubin",
}

# NVML field ids of the cumulative PCIe byte counters (nvml.h NVML_FI_DEV_PCIE_COUNT_*_BYTES);
# reading them does not block, unlike nvmlDeviceGetPcieThroughput's 20 ms sampling window.
FI_PCIE_COUNT_TX_BYTES = 197
FI_PCIE_COUNT_RX_BYTES = 198


# NVML_VALUE_NOT_AVAILABLE as an unsigned long long: a process's used memory under WDDM
# (Windows/WSL), where the Windows kernel driver, not NVIDIA's, manages memory (nvml.h,
# nvmlProcessInfo_t.usedGpuMemory).
NOT_AVAILABLE_ULL = 2**64 - 1
# gpuInstanceId / computeInstanceId of a process when MIG is off (nvml.h: 0xFFFFFFFF).
NO_INSTANCE_ID = 0xFFFFFFFF

# Drivers whose nvmlDeviceGet*RunningProcesses_v3 write a 32-byte nvmlProcessInfo_v3_t
# (usedGpuCcProtectedMemory added without a version bump) where pynvml passes 24-byte
# entries: every entry after the first is garbage. The _v2 call is right on them.
# https://github.com/XuehaiPan/nvitop/pull/79 (fix for R535, CUDA 12.2)
BROKEN_PROCESS_V3 = ((535, 43), (535, 86))  # [first, end)


def driver_version_tuple(version: str | None) -> tuple[int, ...] | None:
    """``"535.54.03"`` -> ``(535, 54, 3)``; None when it is not a dotted number."""
    if not version:
        return None
    try:
        return tuple(int(part) for part in version.strip().split("."))
    except ValueError:
        return None


def process_v3_is_broken(driver_version: str | None) -> bool:
    """Whether this driver's _v3 process lists must not be read with pynvml's struct."""
    version = driver_version_tuple(driver_version)
    if version is None:
        return False
    first, end = BROKEN_PROCESS_V3
    return first <= version[:2] < end


def decode_clock_reasons(mask: int) -> tuple[str, ...]:
    """Names of the bits set in a clocks-event mask, in NVML's order."""
    return tuple(name for bit, name in CLOCK_EVENT_REASONS if mask & bit)


def clock_reason_words(name: str) -> str:
    """What a short reason name means ("sw-thermal" -> "too hot"); unknown names as they are."""
    return CLOCK_REASON_WORDS.get(name, name)
