"""GPU telemetry: NVML and simulated backends, snapshots, history and the sampler (no Qt)."""

from tfgpu_gui.telemetry.backend import Backend, make_backend
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
