"""Real GPUs through NVML (nvidia-ml-py, imported as ``pynvml``).

Every NVML call goes through :meth:`NvmlBackend._query`, which turns "this GPU or driver does
not support that" into ``None`` and "the GPU fell off the bus" into :class:`GpuLost`, so one
metric never breaks a sample and one GPU never breaks the others. NVML is initialised lazily,
shut down at exit, handles and static facts are read once per initialisation.

pynvml functions are looked up on the module at call time, so tests replace them there.
Versioned calls go newest first with a fallback (``_v3`` -> ``_v2``), because pynvml's
unversioned wrappers only call the newest symbol and an older driver lacks it.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.clock import Clock, SystemClock
from tfgpu_gui.telemetry.errors import GpuLost, TelemetryUnavailable
from tfgpu_gui.telemetry.nvml_tables import (
    ARCHITECTURES,
    FI_PCIE_COUNT_RX_BYTES,
    FI_PCIE_COUNT_TX_BYTES,
    NO_INSTANCE_ID,
    NOT_AVAILABLE_ULL,
    decode_clock_reasons,
    process_v3_is_broken,
)
from tfgpu_gui.telemetry.processes import ProcessInspector
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    MigInstance,
    Snapshot,
    SystemInfo,
    format_cuda_version,
)

log = logging.getLogger(__name__)
T = TypeVar("T")

#: How often the energy counter is read (see NvmlBackend._energy_counter), in seconds.
ENERGY_READ_EVERY_S = 5.0

# NVML init errors (class names in pynvml) -> our reason ids.
_INIT_ERRORS = {
    "NVMLError_LibraryNotFound": "no-driver",
    "NVMLError_DriverNotLoaded": "driver-not-loaded",
    "NVMLError_LibRmVersionMismatch": "driver-mismatch",
    "NVMLError_NoPermission": "no-permission",
    "NVMLError_Unknown": "nvml-unknown",
}
# Errors of one query that mean "no value here" rather than "something broke".
_NO_VALUE_ERRORS = (
    "NVMLError_NotSupported",
    "NVMLError_FunctionNotFound",
    "NVMLError_NoPermission",
    "NVMLError_NotFound",
    "NVMLError_NoData",
    "NVMLError_InvalidArgument",
    "NVMLError_Unknown",
    "NVMLError_InsufficientSize",
    "NVMLError_NotReady",
    "NVMLError_ArgumentVersionMismatch",
    "NVMLError_Deprecated",
    "NVMLError_Timeout",
    "NVMLError_Memory",
    "NVMLError_InsufficientPower",
    "NVMLError_CorruptedInforom",
    "NVMLError_OperatingSystem",
)


def _decode(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return str(value)


@dataclass
class _Device:
    index: int
    handle: Any
    static: GpuStatic
    lost: bool = False
    last_process_ts: int = 0
    pcie_counters: tuple[float, int, int] | None = None  # (monotonic, tx, rx)
    pcie_counters_supported: bool = True
    energy: tuple[float, int | None] | None = None  # (monotonic, mJ) of the last counter read
    process_kinds: dict[int, str] = field(default_factory=dict)


class NvmlBackend(Backend):
    """GPU telemetry from the NVIDIA driver."""

    name = "nvml"

    def __init__(
        self, clock: Clock | None = None, inspector: ProcessInspector | None = None
    ) -> None:
        self._clock = clock or SystemClock()
        self._inspector = inspector or ProcessInspector()
        self._lock = threading.RLock()
        self._nvml: Any = None
        self._devices: list[_Device] = []
        self._system: SystemInfo | None = None
        self._atexit_registered = False
        self._process_calls: tuple[str, ...] = ("_v3", "_v2")

    # -- lifecycle ---------------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self._system is not None

    def open(self) -> SystemInfo:
        with self._lock:
            if self._system is not None:
                return self._system
            try:
                import pynvml
            except ImportError as exc:
                raise TelemetryUnavailable("nvml-missing", str(exc)) from None
            try:
                pynvml.nvmlInit()
            except pynvml.NVMLError as exc:
                kind = _INIT_ERRORS.get(type(exc).__name__, "nvml-error")
                raise TelemetryUnavailable(kind, _decode(str(exc))) from None
            except OSError as exc:  # a broken library file that cannot be loaded
                raise TelemetryUnavailable("no-driver", str(exc)) from None
            self._nvml = pynvml
            if not self._atexit_registered:
                atexit.register(self.close)
                self._atexit_registered = True
            try:
                self._system = self._read_system()
                self._devices = self._read_devices()
            except TelemetryUnavailable:
                self.close()
                raise
            return self._system

    def close(self) -> None:
        with self._lock:
            if self._nvml is not None:
                try:
                    self._nvml.nvmlShutdown()
                except Exception as exc:  # noqa: BLE001 - shutting down must never raise
                    log.debug("nvmlShutdown failed: %s", exc)
            self._nvml = None
            self._system = None
            self._devices = []

    # -- queries -----------------------------------------------------------------------------

    def _query(self, fn_name: str, *args: Any) -> Any:
        """Call ``pynvml.<fn_name>(*args)``; ``None`` when the value is not available."""
        nvml = self._nvml
        fn: Callable[..., Any] | None = getattr(nvml, fn_name, None)
        if fn is None:  # an older nvidia-ml-py without this function
            return None
        # pynvml's unversioned wrappers raise this (not an NVMLError) when the driver lacks the
        # newest symbol; absent from older nvidia-ml-py, then nothing to catch.
        mismatch = getattr(nvml, "NVMLLibraryMismatchError", None) or ()
        try:
            return fn(*args)
        except mismatch:
            return None
        except nvml.NVMLError as exc:
            name = type(exc).__name__
            if name == "NVMLError_GpuIsLost":
                raise GpuLost(str(exc)) from None
            if name == "NVMLError_Uninitialized":
                self._system = None
                raise TelemetryUnavailable("nvml-error", "NVML was shut down") from None
            if name not in _NO_VALUE_ERRORS:
                log.debug("%s%r failed: %s", fn_name, args, exc)
            return None

    def _first(self, *calls: tuple[Any, ...]) -> Any:
        """The first call of ``calls`` that gives a value (newer API first, then older)."""
        for call in calls:
            value = self._query(*call)
            if value is not None:
                return value
        return None

    def _memory(self, handle: Any) -> Any:
        """Memory info; the v2 struct first, whose ``used`` excludes the driver's reserved
        memory as nvidia-smi's does (drivers from R510), then the original call."""
        version = getattr(self._nvml, "nvmlMemory_v2", None)
        if version is not None:
            memory = self._query("nvmlDeviceGetMemoryInfo", handle, version)
            if memory is not None:
                return memory
        return self._query("nvmlDeviceGetMemoryInfo", handle)

    def _read_system(self) -> SystemInfo:
        cuda = self._first(
            ("nvmlSystemGetCudaDriverVersion_v2",), ("nvmlSystemGetCudaDriverVersion",)
        )
        driver = _decode(self._query("nvmlSystemGetDriverVersion"))
        # Drivers 535.43-535.85 fill the _v3 process list with a larger struct than pynvml's.
        self._process_calls = ("_v2",) if process_v3_is_broken(driver) else ("_v3", "_v2")
        return SystemInfo(
            backend=self.name,
            driver_version=driver,
            cuda_driver_version=format_cuda_version(cuda if isinstance(cuda, int) else None),
            nvml_version=_decode(self._query("nvmlSystemGetNVMLVersion")),
        )

    def _read_devices(self) -> list[_Device]:
        count = self._query("nvmlDeviceGetCount")
        if count is None:
            raise TelemetryUnavailable("nvml-error", "the number of GPUs could not be read")
        devices = []
        for index in range(int(count)):
            try:
                handle = self._query("nvmlDeviceGetHandleByIndex", index)
                if handle is None:
                    raise GpuLost("no handle")
                static = self._read_static(index, handle)
                devices.append(_Device(index, handle, static))
            except GpuLost:
                devices.append(_Device(index, None, GpuStatic(index=index, name=None), lost=True))
        return devices

    def _read_static(self, index: int, handle: Any) -> GpuStatic:
        q = self._query
        nvml = self._nvml
        memory = self._memory(handle)
        pci = q("nvmlDeviceGetPciInfo", handle)
        cc = q("nvmlDeviceGetCudaComputeCapability", handle)
        mig = q("nvmlDeviceGetMigMode", handle)
        arch = q("nvmlDeviceGetArchitecture", handle)
        attrs = q("nvmlDeviceGetAttributes", handle)
        limit_mw = self._first(
            ("nvmlDeviceGetEnforcedPowerLimit", handle),
            ("nvmlDeviceGetPowerManagementLimit", handle),
        )
        default_mw = q("nvmlDeviceGetPowerManagementDefaultLimit", handle)
        return GpuStatic(
            index=index,
            name=_decode(q("nvmlDeviceGetName", handle)),
            uuid=_decode(q("nvmlDeviceGetUUID", handle)),
            pci_bus_id=_decode(getattr(pci, "busId", None)) if pci is not None else None,
            memory_total_bytes=int(memory.total) if memory is not None else None,
            power_limit_w=limit_mw / 1000.0 if limit_mw is not None else None,
            power_default_limit_w=default_mw / 1000.0 if default_mw is not None else None,
            pcie_gen_max=self._first(
                ("nvmlDeviceGetMaxPcieLinkGeneration", handle),
                ("nvmlDeviceGetGpuMaxPcieLinkGeneration", handle),
            ),
            pcie_width_max=q("nvmlDeviceGetMaxPcieLinkWidth", handle),
            compute_capability=(int(cc[0]), int(cc[1])) if cc is not None else None,
            mig_mode=bool(mig[0]) if mig is not None else None,
            sm_clock_max_mhz=q("nvmlDeviceGetMaxClockInfo", handle, nvml.NVML_CLOCK_SM),
            mem_clock_max_mhz=q("nvmlDeviceGetMaxClockInfo", handle, nvml.NVML_CLOCK_MEM),
            sm_count=getattr(attrs, "multiprocessorCount", None) if attrs is not None else None,
            architecture=ARCHITECTURES.get(arch) if isinstance(arch, int) else None,
        )

    def read(self) -> Snapshot:
        with self._lock:
            system = self.open()
            now = self._clock.monotonic()
            gpus = []
            live_pids: set[int] = set()
            for dev in self._devices:
                gpus.append(self._read_device(dev, now, live_pids))
            self._inspector.forget_except(live_pids)
            return Snapshot(
                wall_time=self._clock.wall(), monotonic=now, system=system, gpus=tuple(gpus)
            )

    def _read_device(self, dev: _Device, now: float, live_pids: set[int]) -> GpuSnapshot:
        if dev.lost:
            return GpuSnapshot(static=dev.static, reading=None, lost=True, error="GPU is lost")
        try:
            reading = self._read_reading(dev, now)
            processes = self._read_processes(dev, now)
            mig = self._read_mig(dev) if dev.static.mig_mode else ()
        except GpuLost as exc:
            dev.lost = True
            log.warning("GPU %d is lost: %s", dev.index, exc)
            return GpuSnapshot(static=dev.static, reading=None, lost=True, error="GPU is lost")
        live_pids.update(p.pid for p in processes)
        return GpuSnapshot(static=dev.static, reading=reading, processes=processes, mig=mig)

    def _read_mig(self, dev: _Device) -> tuple[MigInstance, ...]:
        """The MIG devices of a GPU in MIG mode, with their own memory.

        Looked up on every sample: instances are created and destroyed while MIG mode stays on
        (``nvidia-smi mig -cgi``), without a reset that would reinitialise NVML.
        """
        q = self._query
        handles = []
        for i in range(int(q("nvmlDeviceGetMaxMigDeviceCount", dev.handle) or 0)):
            handle = q("nvmlDeviceGetMigDeviceHandleByIndex", dev.handle, i)
            if handle is not None:  # NotFound: no instance at this index
                handles.append((i, handle))
        out = []
        for i, handle in handles:
            memory = self._memory(handle)
            util = q("nvmlDeviceGetUtilizationRates", handle)
            out.append(
                MigInstance(
                    index=i,
                    gpu_instance_id=q("nvmlDeviceGetGpuInstanceId", handle),
                    compute_instance_id=q("nvmlDeviceGetComputeInstanceId", handle),
                    name=_decode(q("nvmlDeviceGetName", handle)),
                    uuid=_decode(q("nvmlDeviceGetUUID", handle)),
                    memory_used_bytes=int(memory.used) if memory is not None else None,
                    memory_total_bytes=int(memory.total) if memory is not None else None,
                    util_gpu_percent=_num(getattr(util, "gpu", None)),
                )
            )
        return tuple(out)

    def _read_reading(self, dev: _Device, now: float) -> GpuReading:
        q = self._query
        nvml = self._nvml
        h = dev.handle
        util = q("nvmlDeviceGetUtilizationRates", h)
        memory = self._memory(h)
        power_mw = q("nvmlDeviceGetPowerUsage", h)
        reasons = self._first(
            ("nvmlDeviceGetCurrentClocksEventReasons", h),
            ("nvmlDeviceGetCurrentClocksThrottleReasons", h),
        )
        tx, rx = self._pcie_rates(dev, now)
        # Under MIG the whole-GPU utilization is not measured (some drivers answer 0): n/a.
        util_gpu = None if dev.static.mig_mode else _num(getattr(util, "gpu", None))
        return GpuReading(
            util_gpu_percent=util_gpu,
            util_mem_percent=_num(getattr(util, "memory", None)),
            memory_used_bytes=int(memory.used) if memory is not None else None,
            memory_total_bytes=int(memory.total) if memory is not None else None,
            temperature_c=_num(q("nvmlDeviceGetTemperature", h, nvml.NVML_TEMPERATURE_GPU)),
            power_w=power_mw / 1000.0 if power_mw is not None else None,
            power_limit_w=dev.static.power_limit_w,
            fan_percent=_num(q("nvmlDeviceGetFanSpeed", h)),
            sm_clock_mhz=_num(q("nvmlDeviceGetClockInfo", h, nvml.NVML_CLOCK_SM)),
            mem_clock_mhz=_num(q("nvmlDeviceGetClockInfo", h, nvml.NVML_CLOCK_MEM)),
            pcie_gen=q("nvmlDeviceGetCurrPcieLinkGeneration", h),
            pcie_width=q("nvmlDeviceGetCurrPcieLinkWidth", h),
            pcie_rx_bytes_s=rx,
            pcie_tx_bytes_s=tx,
            pstate=q("nvmlDeviceGetPerformanceState", h),
            throttle_reasons=decode_clock_reasons(int(reasons)) if reasons is not None else None,
            energy_mj=self._energy_counter(dev, now),
        )

    def _energy_counter(self, dev: _Device, now: float) -> int | None:
        """The total energy counter (mJ), read at most every :data:`ENERGY_READ_EVERY_S`.

        The driver takes about 4 ms to answer it, however it is asked (an H200 on driver
        580.159: the direct call and the field value alike), where every other query of a
        sample takes 0.3 ms together; the counter itself moves about ten times a second.
        Between two reads the last value stands: a run's energy takes the counter's steps and
        the power readings between them (``runs.py``).
        """
        last = dev.energy
        if last is None or not 0 <= now - last[0] < ENERGY_READ_EVERY_S:
            value = _energy(self._query("nvmlDeviceGetTotalEnergyConsumption", dev.handle))
            dev.energy = last = (now, value)
        return last[1]

    def _pcie_rates(self, dev: _Device, now: float) -> tuple[float | None, float | None]:
        """PCIe tx/rx in bytes/s: from the byte counters when the GPU has them (no blocking),
        else from nvmlDeviceGetPcieThroughput (which samples for 20 ms and reports KB/s)."""
        if dev.pcie_counters_supported:
            values = self._query(
                "nvmlDeviceGetFieldValues",
                dev.handle,
                [FI_PCIE_COUNT_TX_BYTES, FI_PCIE_COUNT_RX_BYTES],
            )
            counters = _field_counters(values)
            if counters is None:
                dev.pcie_counters_supported = False
            else:
                previous, dev.pcie_counters = dev.pcie_counters, (now, *counters)
                if previous is None or now <= previous[0]:
                    return None, None
                dt = now - previous[0]
                return (
                    max(0.0, (counters[0] - previous[1]) / dt),
                    max(0.0, (counters[1] - previous[2]) / dt),
                )
        nvml = self._nvml
        tx_kb = self._query("nvmlDeviceGetPcieThroughput", dev.handle, nvml.NVML_PCIE_UTIL_TX_BYTES)
        rx_kb = self._query("nvmlDeviceGetPcieThroughput", dev.handle, nvml.NVML_PCIE_UTIL_RX_BYTES)
        return (
            tx_kb * 1024.0 if tx_kb is not None else None,
            rx_kb * 1024.0 if rx_kb is not None else None,
        )

    def _read_processes(self, dev: _Device, now: float) -> tuple[GpuProcess, ...]:
        h = dev.handle
        found: dict[int, tuple[str, int | None, int | None, int | None]] = {}
        for kind, fn in (
            ("compute", "nvmlDeviceGetComputeRunningProcesses"),
            ("graphics", "nvmlDeviceGetGraphicsRunningProcesses"),
        ):
            entries = self._first(*((fn + suffix, h) for suffix in self._process_calls))
            for p in entries or ():
                pid = int(p.pid)
                mem = _process_memory(getattr(p, "usedGpuMemory", None))
                gi = _instance_id(getattr(p, "gpuInstanceId", None))
                ci = _instance_id(getattr(p, "computeInstanceId", None))
                if pid in found:
                    old_kind, old_mem, old_gi, old_ci = found[pid]
                    kind_both = old_kind if old_kind == kind else "compute+graphics"
                    found[pid] = (
                        kind_both,
                        old_mem if old_mem is not None else mem,
                        old_gi,
                        old_ci,
                    )
                else:
                    found[pid] = (kind, mem, gi, ci)
        sm = self._process_sm(dev) if found else {}
        out = []
        for pid, (kind, mem, gi, ci) in sorted(found.items()):
            info = self._inspector.inspect(pid, now)
            out.append(
                GpuProcess(
                    pid=pid,
                    gpu_index=dev.index,
                    kind=kind,
                    gpu_memory_bytes=mem,
                    sm_percent=sm.get(pid),
                    info=info,
                    gpu_instance_id=gi,
                    compute_instance_id=ci,
                )
            )
        return tuple(out)

    def _process_sm(self, dev: _Device) -> dict[int, float]:
        samples = self._query("nvmlDeviceGetProcessUtilization", dev.handle, dev.last_process_ts)
        result: dict[int, tuple[int, float]] = {}
        for s in samples or ():
            ts = int(getattr(s, "timeStamp", 0))
            pid = int(s.pid)
            if pid not in result or ts >= result[pid][0]:
                result[pid] = (ts, float(s.smUtil))
            dev.last_process_ts = max(dev.last_process_ts, ts)
        return {pid: value for pid, (_, value) in result.items()}


def _process_memory(value: Any) -> int | None:
    """A process's GPU memory in bytes; None for NVML_VALUE_NOT_AVAILABLE (WDDM, where the
    driver reports 2**64 - 1: pynvml turns it into None only on some paths)."""
    if not isinstance(value, int) or value < 0 or value >= NOT_AVAILABLE_ULL:
        return None
    return value


def _instance_id(value: Any) -> int | None:
    """A MIG GPU/compute instance id; None without MIG (NVML's 0xFFFFFFFF)."""
    if not isinstance(value, int) or value < 0 or value >= NO_INSTANCE_ID:
        return None
    return value


def _num(value: Any) -> float | None:
    return float(value) if isinstance(value, (int, float)) else None


def _field_counters(values: Any) -> tuple[int, int] | None:
    """(tx, rx) byte counters from nvmlDeviceGetFieldValues, or None if unsupported."""
    if values is None:
        return None
    try:
        tx, rx = values[0], values[1]
        if tx.nvmlReturn != 0 or rx.nvmlReturn != 0:
            return None
        return int(tx.value.ullVal), int(rx.value.ullVal)
    except (AttributeError, IndexError, TypeError):
        return None


def _energy(value: object) -> int | None:
    """NVML's total energy counter in mJ; None when unsupported or not a sane count."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        return None
    return value
