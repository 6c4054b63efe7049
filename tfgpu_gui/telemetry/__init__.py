"""GPU telemetry: NVML and simulated backends, snapshots, history and the sampler (no Qt).

The names below are imported on first use, so that importing one submodule (the doctor reads
the driver through ``telemetry.backend``) does not load numpy for the history.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.backend import Backend
    from tfgpu_gui.telemetry.clock import Clock, ManualClock, SystemClock
    from tfgpu_gui.telemetry.errors import GpuLost, TelemetryUnavailable
    from tfgpu_gui.telemetry.history import METRICS, History
    from tfgpu_gui.telemetry.sampler import Sampler
    from tfgpu_gui.telemetry.snapshot import (
        GpuProcess,
        GpuReading,
        GpuSnapshot,
        GpuStatic,
        ProcessInfo,
        Snapshot,
        SystemInfo,
    )
    from tfgpu_gui.telemetry.sources.registry import make_backend

_SUBMODULE = {
    "Backend": "backend",
    "make_backend": "sources.registry",
    "Clock": "clock",
    "ManualClock": "clock",
    "SystemClock": "clock",
    "GpuLost": "errors",
    "TelemetryUnavailable": "errors",
    "METRICS": "history",
    "History": "history",
    "Sampler": "sampler",
    "GpuProcess": "snapshot",
    "GpuReading": "snapshot",
    "GpuSnapshot": "snapshot",
    "GpuStatic": "snapshot",
    "ProcessInfo": "snapshot",
    "Snapshot": "snapshot",
    "SystemInfo": "snapshot",
}


def __getattr__(name: str) -> Any:
    submodule = _SUBMODULE.get(name)
    if submodule is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{submodule}"), name)
    globals()[name] = value
    return value


__all__ = [
    "METRICS",
    "Backend",
    "Clock",
    "GpuLost",
    "GpuProcess",
    "GpuReading",
    "GpuSnapshot",
    "GpuStatic",
    "History",
    "ManualClock",
    "ProcessInfo",
    "Sampler",
    "Snapshot",
    "SystemClock",
    "SystemInfo",
    "TelemetryUnavailable",
    "make_backend",
]
