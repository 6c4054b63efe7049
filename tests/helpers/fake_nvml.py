"""A fake NVML installed by replacing pynvml's functions at the module boundary.

Each GPU is a dict from pynvml function name to its return value, or to an ``NVMLError``
instance to raise. Handles are the GPU indices. What the backend calls that a GPU does not
define raises NotSupported, as a driver does for a metric the GPU lacks.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pynvml

MIB = 1024**2


def err(code_name: str) -> pynvml.NVMLError:
    return pynvml.NVMLError(getattr(pynvml, f"NVML_ERROR_{code_name}"))


def proc(pid: int, mem: int | None) -> SimpleNamespace:
    return SimpleNamespace(pid=pid, usedGpuMemory=mem)


def a_gpu(name: str = "NVIDIA Fake 100", **overrides: Any) -> dict[str, Any]:
    gpu: dict[str, Any] = {
        "nvmlDeviceGetName": name,
        "nvmlDeviceGetUUID": "GPU-fake",
        "nvmlDeviceGetPciInfo": SimpleNamespace(busId="00000000:01:00.0"),
        "nvmlDeviceGetMemoryInfo": SimpleNamespace(
            total=16384 * MIB, used=1024 * MIB, free=15360 * MIB
        ),
        "nvmlDeviceGetCudaComputeCapability": (8, 6),
        "nvmlDeviceGetMigMode": (0, 0),
        "nvmlDeviceGetArchitecture": 7,
        "nvmlDeviceGetAttributes": SimpleNamespace(multiprocessorCount=46),
        "nvmlDeviceGetEnforcedPowerLimit": 220_000,
        "nvmlDeviceGetPowerManagementDefaultLimit": 220_000,
        "nvmlDeviceGetMaxPcieLinkGeneration": 4,
        "nvmlDeviceGetMaxPcieLinkWidth": 16,
        "nvmlDeviceGetMaxClockInfo": 1900,
        "nvmlDeviceGetUtilizationRates": SimpleNamespace(gpu=42, memory=17),
        "nvmlDeviceGetTemperature": 61,
        "nvmlDeviceGetPowerUsage": 123_456,
        "nvmlDeviceGetTotalEnergyConsumption": 987_654_321,  # mJ since the driver loaded
        "nvmlDeviceGetFanSpeed": 40,
        "nvmlDeviceGetClockInfo": 1500,
        "nvmlDeviceGetCurrPcieLinkGeneration": 4,
        "nvmlDeviceGetCurrPcieLinkWidth": 16,
        "nvmlDeviceGetPcieThroughput": 2048,  # KB/s
        "nvmlDeviceGetPerformanceState": 2,
        "nvmlDeviceGetCurrentClocksEventReasons": 0x4 | 0x20,
        "nvmlDeviceGetComputeRunningProcesses": [],
        "nvmlDeviceGetGraphicsRunningProcesses": [],
        "nvmlDeviceGetProcessUtilization": err("NOT_FOUND"),
    }
    gpu.update(overrides)
    return gpu


class FakeNvml:
    """Controls the replaced pynvml: its GPUs, system values and init failure."""

    def __init__(self) -> None:
        self.gpus: list[dict[str, Any]] = [a_gpu()]
        self.system: dict[str, Any] = {
            "nvmlSystemGetDriverVersion": "555.42.06",
            "nvmlSystemGetCudaDriverVersion_v2": 12050,
            "nvmlSystemGetNVMLVersion": "12.555.42.06",
        }
        self.init_error: pynvml.NVMLError | None = None
        self.init_calls = 0
        self.shutdown_calls = 0
        self.calls: list[str] = []

    def _value(self, table: dict[str, Any], name: str) -> Any:
        self.calls.append(name)
        value = table.get(name, err("NOT_SUPPORTED"))
        if isinstance(value, BaseException):
            raise value
        return value

    def install(self, monkeypatch: Any) -> FakeNvml:
        def init() -> None:
            self.init_calls += 1
            if self.init_error is not None:
                raise self.init_error

        def shutdown() -> None:
            self.shutdown_calls += 1

        monkeypatch.setattr(pynvml, "nvmlInit", init)
        monkeypatch.setattr(pynvml, "nvmlShutdown", shutdown)
        monkeypatch.setattr(pynvml, "nvmlDeviceGetCount", lambda: len(self.gpus))

        def handle(index: int) -> int:
            gpu = self.gpus[index]
            if isinstance(gpu.get("handle"), BaseException):
                raise gpu["handle"]
            return index

        monkeypatch.setattr(pynvml, "nvmlDeviceGetHandleByIndex", handle)
        for name in (
            {n for g in self.gpus for n in g}
            | set(a_gpu())
            | {
                "nvmlDeviceGetFieldValues",
                "nvmlDeviceGetCurrentClocksThrottleReasons",
                "nvmlDeviceGetPowerManagementLimit",
                "nvmlDeviceGetGpuMaxPcieLinkGeneration",
            }
        ):
            if name == "handle":
                continue
            monkeypatch.setattr(pynvml, name, lambda h, *a, _n=name: self._value(self.gpus[h], _n))
            if name.endswith("RunningProcesses"):  # the backend calls the versioned symbols
                for suffix in ("_v3", "_v2"):
                    monkeypatch.setattr(
                        pynvml, name + suffix, lambda h, *a, _n=name: self._value(self.gpus[h], _n)
                    )
        for name in (
            "nvmlSystemGetDriverVersion",
            "nvmlSystemGetCudaDriverVersion_v2",
            "nvmlSystemGetCudaDriverVersion",
            "nvmlSystemGetNVMLVersion",
        ):
            monkeypatch.setattr(pynvml, name, lambda _n=name: self._value(self.system, _n))
        return self


def without_driver(monkeypatch: Any) -> None:
    """Make pynvml find no ``libnvidia-ml.so.1``, as on a machine without the NVIDIA driver.

    pynvml's real loader path runs (``CDLL`` fails, NVML_ERROR_LIBRARY_NOT_FOUND), so a test
    that wants "no driver" gets it on a machine that has one too.
    """

    def no_library(name: str, *args: Any, **kwargs: Any) -> Any:
        raise OSError(f"{name}: cannot open shared object file: No such file or directory")

    monkeypatch.setattr(pynvml, "nvmlLib", None)
    monkeypatch.setattr(pynvml, "CDLL", no_library)
