"""Simulated GPUs for demos, screenshots and tests (``--simulate SCENARIO``).

The backend turns a scenario's load into the full set of metrics a real GPU reports, with the
same rules as the NVML backend: unsupported metrics are ``None``, a lost GPU is marked lost
while the others report, and an init failure raises the same error as the real driver would.
Faults can also be injected while it runs (tests use this).
"""

from __future__ import annotations

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.clock import Clock, SystemClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.metrics import ENERGY, FAN
from tfgpu_gui.telemetry.scenarios import GpuModel, Load, Scenario, get_scenario, noise
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)

SIM_DRIVER = "555.42.06"
SIM_CUDA = "12.5"
SIM_NVML = "12.555.42.06"
AMBIENT_C = 30.0


def _sim_uuid(seed: int, index: int) -> str:
    tail = int(noise(seed, index, 7) * 16**12)
    return f"GPU-5100{seed:04x}-{index:04x}-51a7-{tail:012x}"


class SimulatedBackend(Backend):
    """GPUs that follow a :class:`~tfgpu_gui.telemetry.scenarios.Scenario`.

    Time is the injected clock's: the scenario starts when the backend first opens.
    """

    def __init__(self, scenario: str | Scenario, seed: int = 0, clock: Clock | None = None) -> None:
        self.scenario = get_scenario(scenario) if isinstance(scenario, str) else scenario
        self.name = f"simulated:{self.scenario.name}"
        self.seed = seed
        self._clock = clock or SystemClock()
        self._t0: float | None = None
        self._system: SystemInfo | None = None
        self._init_error = self.scenario.init_error
        self._lost_now: set[int] = set()
        self._unsupported_extra: set[str] = set()
        # Per GPU: (time, power in W, energy counter in mJ) of the last reading.
        self._energy: dict[int, tuple[float, float, float]] = {}
        self._statics = tuple(self._static(i, m) for i, m in enumerate(self.scenario.gpus))

    # -- fault injection ---------------------------------------------------------------------

    def fail_init(self, kind: str | None) -> None:
        """Make the next ``open`` fail like the driver would (``None``: let it succeed)."""
        self._init_error = kind
        if kind is not None:
            self.close()

    def lose_gpu(self, index: int) -> None:
        """Make GPU ``index`` fall off the bus now."""
        self._lost_now.add(index)

    def unsupport(self, metric: str) -> None:
        """Make ``metric`` unsupported on every GPU from now on."""
        self._unsupported_extra.add(metric)

    # -- Backend -----------------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self._system is not None

    @property
    def elapsed(self) -> float:
        """Simulated seconds since the scenario started."""
        return 0.0 if self._t0 is None else self._clock.monotonic() - self._t0

    def open(self) -> SystemInfo:
        if self._system is not None:
            return self._system
        if self._init_error:
            raise TelemetryUnavailable(self._init_error, f"simulated: {self.scenario.name}")
        if self._t0 is None:
            self._t0 = self._clock.monotonic()
        self._system = SystemInfo(
            backend=self.name,
            driver_version=SIM_DRIVER,
            cuda_driver_version=SIM_CUDA,
            nvml_version=SIM_NVML,
            host=self.scenario.host,
        )
        return self._system

    def close(self) -> None:
        self._system = None

    def read(self) -> Snapshot:
        system = self.open()
        now = self._clock.monotonic()
        elapsed = self.elapsed
        gpus = tuple(self._read_gpu(i, elapsed) for i in range(len(self.scenario.gpus)))
        return Snapshot(wall_time=self._clock.wall(), monotonic=now, system=system, gpus=gpus)

    # -- internals ---------------------------------------------------------------------------

    def _unsupported(self, index: int) -> set[str]:
        out = set(self.scenario.unsupported) | self._unsupported_extra
        out |= self.scenario.unsupported_per_gpu.get(index, frozenset())
        return out

    def _static(self, index: int, m: GpuModel) -> GpuStatic:
        off = self._unsupported(index)
        return GpuStatic(
            index=index,
            name=m.name,
            uuid=_sim_uuid(self.seed, index),
            pci_bus_id=f"00000000:{0x18 + index * 0x10:02X}:00.0",
            memory_total_bytes=m.memory_bytes,
            power_limit_w=m.power_limit_w,
            power_default_limit_w=None if "power_default" in off else m.power_limit_w,
            pcie_gen_max=m.pcie_gen,
            pcie_width_max=m.pcie_width,
            compute_capability=m.compute_capability,
            mig_mode=index in self.scenario.mig,
            sm_clock_max_mhz=m.sm_clock_max_mhz,
            mem_clock_max_mhz=m.mem_clock_mhz,
            sm_count=m.sm_count,
            architecture=m.architecture,
            # A scenario on another machine: its GPUs are that host's, as a remote source's.
            host=self.scenario.host,
            host_index=index if self.scenario.host is not None else None,
        )

    def _is_lost(self, index: int, t: float) -> bool:
        lost_at = self.scenario.lost_at.get(index)
        return index in self._lost_now or (lost_at is not None and t >= lost_at)

    def _read_gpu(self, index: int, elapsed: float) -> GpuSnapshot:
        static = self._statics[index]
        if self._is_lost(index, elapsed):
            return GpuSnapshot(static=static, reading=None, lost=True, error="GPU is lost")
        model = self.scenario.gpus[index]
        t = elapsed + self.scenario.warm_start_s
        load = self.scenario.load(t, index, self.seed)
        reading = self._reading(index, model, load, t)
        processes = self._processes(index, load, t)
        return GpuSnapshot(static=static, reading=reading, processes=processes)

    def _reading(self, index: int, m: GpuModel, load: Load, t: float) -> GpuReading:
        off = self._unsupported(index)
        n = noise(self.seed, index, 99, int(t))
        u = max(0.0, min(100.0, load.util)) / 100.0
        # Temperature follows the load with a lag of a couple of minutes.
        warm = 1.0 - pow(2.718281828, -max(t, 0.0) / 90.0)
        temp = AMBIENT_C + 8.0 + 36.0 * u * warm + load.extra_temp_c + 1.5 * n
        power = m.idle_power_w + (m.power_limit_w * 0.92 - m.idle_power_w) * u + 5.0 * n
        busy = u > 0.05
        sm_clock = (m.sm_clock_boost_mhz if busy else 210.0) * load.clock_factor
        mem_clock = m.mem_clock_mhz if busy else 405.0
        power_w = round(min(power, m.power_limit_w), 1)
        gen, width = self.scenario.pcie_link or (m.pcie_gen, m.pcie_width)
        if not busy and self.scenario.pcie_link is None:
            gen = 1  # links drop to Gen1 when idle to save power, as real GPUs do
        return GpuReading(
            util_gpu_percent=None if "util" in off else round(load.util, 1),
            util_mem_percent=None if "util" in off else round(load.util * 0.62, 1),
            memory_used_bytes=load.memory_used_bytes,
            memory_total_bytes=m.memory_bytes,
            temperature_c=round(temp, 1),
            power_w=power_w,
            power_limit_w=m.power_limit_w,
            fan_percent=None
            if (FAN.key in off or not m.has_fan)
            else round(min(100.0, 30.0 + max(0.0, temp - 45.0) * 1.6), 0),
            sm_clock_mhz=round(sm_clock, 0),
            mem_clock_mhz=float(mem_clock),
            pcie_gen=gen,
            pcie_width=width,
            pcie_rx_bytes_s=None if "pcie_throughput" in off else load.pcie_rx_bytes_s,
            pcie_tx_bytes_s=None if "pcie_throughput" in off else load.pcie_tx_bytes_s,
            pstate=0 if busy else 8,
            throttle_reasons=load.throttle,
            energy_mj=None if ENERGY.key in off else self._energy_counter(index, t, power_w),
        )

    def _energy_counter(self, index: int, t: float, power_w: float) -> int:
        """A total energy counter in mJ, as NVML keeps it: the integral of the power readings
        (trapezoids between samples), from an arbitrary count at the first reading."""
        last = self._energy.get(index)
        if last is None:
            count = float(int(noise(self.seed, index, 11) * 1e9))
        else:
            t0, p0, count = last
            count += 1000.0 * 0.5 * (p0 + power_w) * max(0.0, t - t0)
        self._energy[index] = (t, power_w, count)
        return int(count)

    def _processes(self, index: int, load: Load, t: float) -> tuple[GpuProcess, ...]:
        off = self._unsupported(index)
        wall = self._clock.wall()
        out = []
        share = len(load.processes) or 1
        for proc, mem in load.processes:
            info = ProcessInfo(
                pid=proc.pid,
                visible=True,
                name="Xorg" if proc.python is None else "python",
                user=proc.user,
                cmdline=proc.cmdline,
                cpu_percent=proc.cpu_percent,
                rss_bytes=proc.rss_bytes,
                create_time=wall - proc.age_s - t,
                exe=proc.python or proc.cmdline[0],
                python=proc.python,
                tensorflow=proc.tensorflow,
                ppid=proc.ppid,
                cwd=proc.cwd,
            )
            sm = None if "process_sm" in off else round(load.util / share, 1)
            out.append(
                GpuProcess(
                    pid=proc.pid,
                    gpu_index=index,
                    kind=proc.kind,
                    gpu_memory_bytes=mem,
                    sm_percent=sm,
                    info=info,
                )
            )
        return tuple(out)
