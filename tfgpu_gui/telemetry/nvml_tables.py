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

# Reasons that mean the GPU is slowed down against the user's wishes (worth a warning).
THERMAL_REASONS = frozenset({"sw-thermal", "hw-thermal"})
SLOWDOWN_REASONS = frozenset({"hw-slowdown", "sw-thermal", "hw-thermal", "hw-power-brake"})

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


def decode_clock_reasons(mask: int) -> tuple[str, ...]:
    """Names of the bits set in a clocks-event mask, in NVML's order."""
    return tuple(name for bit, name in CLOCK_EVENT_REASONS if mask & bit)
