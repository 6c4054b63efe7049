"""Plain, immutable readings of the GPUs: what the UI and the CLI render.

Units are fixed so no reader has to guess: bytes, bytes per second, watts, degrees Celsius,
megahertz and percent. A metric the GPU or driver does not report is ``None``, never 0.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class ProcessInfo:
    """What the operating system says about a process that uses a GPU.

    ``visible`` is False when the pid NVML reported does not exist in our pid namespace
    (NVML reports host pids inside containers); the other fields are then ``None``.
    """

    pid: int
    visible: bool
    name: str | None = None
    user: str | None = None
    cmdline: tuple[str, ...] | None = None
    cpu_percent: float | None = None
    rss_bytes: int | None = None
    create_time: float | None = None
    exe: str | None = None
    python: str | None = None
    tensorflow: bool | None = None
    ppid: int | None = None
    cwd: str | None = None
    container: str | None = None  # "docker 3f2a1b9c", "podman ab12cd34", "k8s pod 1234abcd"

    @property
    def command(self) -> str | None:
        """The command line as one string, or the process name when it has none."""
        if self.cmdline:
            return " ".join(self.cmdline)
        return self.name


@dataclass(frozen=True)
class GpuProcess:
    """One process seen on one GPU."""

    pid: int
    gpu_index: int
    kind: str  # "compute", "graphics" or "compute+graphics"
    gpu_memory_bytes: int | None
    sm_percent: float | None
    info: ProcessInfo
    gpu_instance_id: int | None = None  # MIG GPU instance, None without MIG
    compute_instance_id: int | None = None  # MIG compute instance, None without MIG


@dataclass(frozen=True)
class GpuStatic:
    """Facts about a GPU that do not change while it runs; read once."""

    index: int
    name: str | None
    uuid: str | None = None
    pci_bus_id: str | None = None
    memory_total_bytes: int | None = None
    power_limit_w: float | None = None
    power_default_limit_w: float | None = None
    pcie_gen_max: int | None = None
    pcie_width_max: int | None = None
    compute_capability: tuple[int, int] | None = None
    mig_mode: bool | None = None
    sm_clock_max_mhz: int | None = None
    mem_clock_max_mhz: int | None = None
    sm_count: int | None = None
    architecture: str | None = None
    #: The host this GPU is on (an SSH alias, a Prometheus ``Hostname``); None: this machine.
    host: str | None = None
    #: The GPU's own index on that host, when ``index`` was renumbered to merge several hosts.
    host_index: int | None = None


@dataclass(frozen=True)
class GpuReading:
    """One sample of the changing metrics of a GPU."""

    util_gpu_percent: float | None = None
    util_mem_percent: float | None = None
    memory_used_bytes: int | None = None
    memory_total_bytes: int | None = None
    temperature_c: float | None = None
    power_w: float | None = None
    power_limit_w: float | None = None
    fan_percent: float | None = None
    sm_clock_mhz: float | None = None
    mem_clock_mhz: float | None = None
    pcie_gen: int | None = None
    pcie_width: int | None = None
    pcie_rx_bytes_s: float | None = None
    pcie_tx_bytes_s: float | None = None
    pstate: int | None = None
    throttle_reasons: tuple[str, ...] | None = None
    # NVML's total energy counter (millijoules since the driver loaded), where the GPU has one.
    energy_mj: int | None = None

    @property
    def memory_percent(self) -> float | None:
        if self.memory_used_bytes is None or not self.memory_total_bytes:
            return None
        return 100.0 * self.memory_used_bytes / self.memory_total_bytes


@dataclass(frozen=True)
class MigInstance:
    """One MIG device (a GPU instance and compute instance) of a GPU in MIG mode.

    NVML gives each its own memory; utilization per instance is ``None`` where the driver
    does not report it (most drivers: NVML has no per-instance utilization counter).
    """

    index: int
    gpu_instance_id: int | None
    compute_instance_id: int | None
    name: str | None = None
    uuid: str | None = None
    memory_used_bytes: int | None = None
    memory_total_bytes: int | None = None
    util_gpu_percent: float | None = None
    #: The Kubernetes workload given this instance ("namespace/pod (container)"), when a
    #: source reports it (the DCGM exporter's pod labels); None otherwise.
    workload: str | None = None


@dataclass(frozen=True)
class GpuSnapshot:
    """A GPU at one instant: its static facts, its reading and its processes.

    A GPU that fell off the bus has ``lost=True`` and no reading; the other GPUs of the same
    snapshot keep reporting. A GPU in MIG mode lists its instances in ``mig`` and has no
    whole-GPU utilization (``None``, never a made-up 0%).
    """

    static: GpuStatic
    reading: GpuReading | None
    processes: tuple[GpuProcess, ...] = ()
    lost: bool = False
    error: str | None = None
    mig: tuple[MigInstance, ...] = ()
    #: The Kubernetes workload the GPU is given to ("namespace/pod (container)"), when a
    #: source reports it (the DCGM exporter's pod labels); None otherwise.
    workload: str | None = None

    @property
    def index(self) -> int:
        return self.static.index

    @property
    def title(self) -> str:
        """ "GPU 0" on this machine; "lab-1 GPU 0" on a remote host (its own index there)."""
        from tfgpu_gui.text.safe import for_terminal  # the host may come from a remote label

        s = self.static
        if s.host is None:
            return f"GPU {s.index}"
        index = s.host_index if s.host_index is not None else s.index
        return f"{for_terminal(s.host, 64)} GPU {index}"


@dataclass(frozen=True)
class SystemInfo:
    """Facts about the driver, read once when the backend opens."""

    backend: str
    driver_version: str | None = None
    cuda_driver_version: str | None = None
    nvml_version: str | None = None
    #: The host the snapshot comes from; None: this machine.
    host: str | None = None


@dataclass(frozen=True)
class SourceState:
    """How one remote source (an SSH host, a Prometheus URL) is doing, in plain words.

    ``state`` is a short id ("ok", "connecting", "unreachable", "auth", ...); ``message`` says
    what happened and what to do, for a row, a tooltip or a terminal.
    """

    name: str
    kind: str  # "ssh", "prometheus" or "exporter"
    state: str
    message: str = ""
    gpu_count: int = 0

    @property
    def ok(self) -> bool:
        return self.state == "ok"


@dataclass(frozen=True)
class Snapshot:
    """Every GPU of the machine at one instant."""

    wall_time: float
    monotonic: float
    system: SystemInfo
    gpus: tuple[GpuSnapshot, ...] = field(default_factory=tuple)
    #: The remote sources this snapshot merges, each with its state (empty: local GPUs only).
    sources: tuple[SourceState, ...] = ()

    def gpu(self, index: int) -> GpuSnapshot | None:
        for g in self.gpus:
            if g.index == index:
                return g
        return None


def format_cuda_version(value: int | None) -> str | None:
    """Turn NVML's integer CUDA version (12040) into "12.4"."""
    if value is None or value <= 0:
        return None
    return f"{value // 1000}.{(value % 1000) // 10}"
