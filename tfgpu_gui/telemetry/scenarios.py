"""Simulated GPU scenarios: what each GPU does as a function of (simulated) time.

A scenario is deterministic for a given seed: every value is computed from the seed, the GPU
index, the metric and the time, so a run at any sampling rate, or a replay, sees the same GPUs.
The GPU models' figures (memory, power limit, PCIe link, compute capability, SM count, clocks)
are those ``nvidia-smi -q`` reports for the cards, from NVIDIA's product pages.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from tfgpu_gui.telemetry.metrics import ENERGY, FAN
from tfgpu_gui.text.numbers import GIB, MIB


@dataclass(frozen=True)
class GpuModel:
    """The fixed facts of a simulated GPU."""

    name: str
    memory_mib: int
    power_limit_w: float
    idle_power_w: float
    pcie_gen: int
    pcie_width: int
    compute_capability: tuple[int, int]
    sm_count: int
    sm_clock_max_mhz: int
    sm_clock_boost_mhz: int
    mem_clock_mhz: int
    architecture: str
    has_fan: bool = True

    @property
    def memory_bytes(self) -> int:
        return self.memory_mib * MIB


RTX_3060 = GpuModel(
    "NVIDIA GeForce RTX 3060", 12288, 170, 13, 4, 16, (8, 6), 28, 2100, 1777, 7501, "Ampere"
)
RTX_3090 = GpuModel(
    "NVIDIA GeForce RTX 3090", 24576, 350, 22, 4, 16, (8, 6), 82, 2100, 1695, 9751, "Ampere"
)
RTX_4090 = GpuModel(
    "NVIDIA GeForce RTX 4090", 24564, 450, 20, 4, 16, (8, 9), 128, 3105, 2520, 10501, "Ada Lovelace"
)
H100_SXM = GpuModel(
    "NVIDIA H100 80GB HBM3",
    81559,
    700,
    70,
    5,
    16,
    (9, 0),
    132,
    1980,
    1980,
    2619,
    "Hopper",
    has_fan=False,
)
A100_PCIE = GpuModel(
    "NVIDIA A100-PCIE-40GB",
    40960,
    250,
    35,
    4,
    16,
    (8, 0),
    108,
    1410,
    1410,
    1215,
    "Ampere",
    has_fan=False,
)


@dataclass(frozen=True)
class SimProcess:
    """A process a scenario puts on its GPUs.

    ``age_s`` is its age when the scenario starts (negative: it starts that many seconds
    later); its start time is the same at every sample.
    """

    pid: int
    user: str
    cmdline: tuple[str, ...]
    tensorflow: bool
    kind: str = "compute"
    python: str | None = "/home/alice/venvs/tf/bin/python"
    age_s: float = 600.0
    cpu_percent: float = 100.0
    rss_bytes: int = 6 * GIB
    ppid: int | None = None
    cwd: str | None = None


TRAIN = SimProcess(
    4242,
    "alice",
    ("/home/alice/venvs/tf/bin/python", "train.py", "--epochs", "30", "--batch-size", "256"),
    tensorflow=True,
)
XORG = SimProcess(
    1187,
    "root",
    ("/usr/lib/xorg/Xorg", "vt2", "-displayfd", "3"),
    tensorflow=False,
    kind="graphics",
    python=None,
    age_s=86_400.0,
    cpu_percent=2.0,
    rss_bytes=180 * MIB,
)


def noise(seed: int, *keys: int) -> float:
    """A deterministic pseudo-random number in [0, 1) for a seed and integer keys (splitmix64)."""
    x = seed & 0xFFFFFFFFFFFFFFFF
    for k in keys:
        x = (x ^ (k & 0xFFFFFFFFFFFFFFFF)) + 0x9E3779B97F4A7C15 & 0xFFFFFFFFFFFFFFFF
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
        x = (x ^ (x >> 27)) * 0x94D049BB133111EB & 0xFFFFFFFFFFFFFFFF
        x ^= x >> 31
    return (x >> 11) / float(1 << 53)


@dataclass(frozen=True)
class Load:
    """What a GPU does at one instant; the backend derives the other metrics from it."""

    util: float  # percent
    memory_used_bytes: int
    processes: tuple[tuple[SimProcess, int], ...] = ()  # (process, GPU memory bytes)
    extra_temp_c: float = 0.0
    clock_factor: float = 1.0
    throttle: tuple[str, ...] = ()
    pcie_rx_bytes_s: float = 0.0
    pcie_tx_bytes_s: float = 0.0


@dataclass(frozen=True)
class Scenario:
    """A named situation: which GPUs, what they do over time, and which faults happen."""

    name: str
    summary: str
    gpus: tuple[GpuModel, ...] = ()
    init_error: str | None = None
    lost_at: dict[int, float] = field(default_factory=dict)
    unsupported: frozenset[str] = frozenset()
    unsupported_per_gpu: dict[int, frozenset[str]] = field(default_factory=dict)
    pcie_link: tuple[int, int] | None = None  # (gen, width) the link really runs at
    mig: frozenset[int] = frozenset()
    # Simulated seconds the GPUs have already been running when the scenario starts (so a
    # "training" demo starts warm); faults such as ``lost_at`` count from the start itself.
    warm_start_s: float = 0.0
    host: str | None = None  # a remote machine's name; None: this one

    def load(self, t: float, index: int, seed: int) -> Load:
        """The GPU's load at time ``t`` seconds after the scenario started."""
        jitter = noise(seed, index, 1, int(t))
        return Load(util=2.0 * jitter, memory_used_bytes=300 * MIB, throttle=("idle",))


def _warmup(t: float, tau: float = 120.0) -> float:
    """0 at the start of a run, approaching 1 (used for temperatures)."""
    return 1.0 - math.exp(-max(t, 0.0) / tau)


class Idle(Scenario):
    def load(self, t: float, index: int, seed: int) -> Load:
        jitter = noise(seed, index, 1, int(t))
        return Load(
            util=3.0 * jitter,
            memory_used_bytes=350 * MIB,
            processes=((XORG, 340 * MIB),),
            throttle=("idle",),
            pcie_rx_bytes_s=2e5 * jitter,
            pcie_tx_bytes_s=1e5 * jitter,
        )


class Training(Scenario):
    memory_gib: float = 21.5

    def load(self, t: float, index: int, seed: int) -> Load:
        n = noise(seed, index, 2, int(t))
        held = int(self.memory_gib * GIB)
        return Load(
            util=94.0 + 5.0 * n,
            memory_used_bytes=held + 350 * MIB,
            processes=((TRAIN, held),),
            extra_temp_c=0.0,
            throttle=("power-cap",) if n > 0.8 else (),
            pcie_rx_bytes_s=(1.0 + 2.0 * n) * 1e9,
            pcie_tx_bytes_s=(0.1 + 0.2 * n) * 1e9,
        )


class InputBound(Scenario):
    """A starved tf.data pipeline: short bursts of work, then the GPU waits for the next batch."""

    period_s: float = 10.0
    busy_s: float = 1.2

    def load(self, t: float, index: int, seed: int) -> Load:
        n = noise(seed, index, 3, int(t))
        busy = (t % self.period_s) < self.busy_s
        held = int(22.0 * GIB)
        return Load(
            util=(85.0 + 10.0 * n) if busy else 2.0 * n,
            memory_used_bytes=held + 350 * MIB,
            processes=((TRAIN, held),),
            throttle=() if busy else ("idle",),
            pcie_rx_bytes_s=(4e9 if busy else 5e6) * (0.8 + 0.4 * n),
            pcie_tx_bytes_s=1e6,
        )


class MemoryLeak(Scenario):
    """A TF process whose memory grows until the GPU is full; it dies and is started again."""

    start_gib: float = 3.0
    growth_mib_s: float = 36.0
    full_hold_s: float = 30.0
    restart_gap_s: float = 20.0

    def _cycle(self, total: int) -> tuple[float, float]:
        climb = (total - self.start_gib * GIB) / (self.growth_mib_s * MIB)
        return climb, climb + self.full_hold_s + self.restart_gap_s

    def load(self, t: float, index: int, seed: int) -> Load:
        model = self.gpus[index]
        total = model.memory_bytes
        climb, period = self._cycle(total)
        run, phase = divmod(t, period)
        n = noise(seed, index, 4, int(t))
        if phase >= climb + self.full_hold_s:  # crashed with OOM, not yet restarted
            return Load(util=0.0, memory_used_bytes=300 * MIB, throttle=("idle",))
        held = min(total - 300 * MIB, int(self.start_gib * GIB + phase * self.growth_mib_s * MIB))
        # Started 5 s before its memory began to climb (age_s counts from the scenario's start).
        started = t - phase - 5.0
        proc = SimProcess(TRAIN.pid + int(run), TRAIN.user, TRAIN.cmdline, True, age_s=-started)
        return Load(
            util=70.0 + 20.0 * n,
            memory_used_bytes=held + 300 * MIB,
            processes=((proc, held),),
            pcie_rx_bytes_s=1.5e9 * n,
            pcie_tx_bytes_s=2e8 * n,
        )


class MultiGpu(Scenario):
    """MirroredStrategy over 8 GPUs, plus a colleague's notebook on the last one."""

    def load(self, t: float, index: int, seed: int) -> Load:
        n = noise(seed, index, 5, int(t))
        sync = 0.5 + 0.5 * math.sin(2 * math.pi * (t / 30.0) + index * 0.3)
        held = int(70.5 * GIB)
        procs: list[tuple[SimProcess, int]] = [(MIRRORED, held)]
        used = held
        if index == len(self.gpus) - 1:
            procs.append((NOTEBOOK, int(5 * GIB)))
            used += int(5 * GIB)
        return Load(
            util=82.0 + 12.0 * sync + 4.0 * n,
            memory_used_bytes=used + 600 * MIB,
            processes=tuple(procs),
            pcie_rx_bytes_s=(5e9 + 4e9 * n),
            pcie_tx_bytes_s=(1e9 + 1e9 * n),
        )


MIRRORED = SimProcess(
    5150,
    "alice",
    ("/opt/conda/envs/tf/bin/python", "train_mirrored.py", "--global-batch", "2048"),
    tensorflow=True,
    python="/opt/conda/envs/tf/bin/python",
    cpu_percent=780.0,
    rss_bytes=38 * GIB,
)
NOTEBOOK = SimProcess(
    6001,
    "bob",
    ("/home/bob/.venv/bin/python", "-m", "ipykernel_launcher", "-f", "kernel-6001.json"),
    tensorflow=False,
    python="/home/bob/.venv/bin/python",
    cpu_percent=12.0,
    rss_bytes=3 * GIB,
)


class ThermalThrottle(Training):
    """Training in a case that cannot shed the heat: the GPU slows itself down."""

    ramp_s: float = 180.0

    def load(self, t: float, index: int, seed: int) -> Load:
        base = super().load(t, index, seed)
        extra = 21.0 * min(1.0, max(0.0, t - self.warm_start_s) / self.ramp_s)
        temp = 73.0 + extra  # ~73 °C is where this card settles under load before the ramp
        reasons: tuple[str, ...] = ()
        factor = 1.0
        if temp >= 84.0:
            reasons = ("sw-thermal",)
            factor = 1.0 - (temp - 84.0) * 0.035
        if temp >= 89.0:
            reasons = ("sw-thermal", "hw-thermal")
        return Load(
            util=base.util,
            memory_used_bytes=base.memory_used_bytes,
            processes=base.processes,
            extra_temp_c=extra,
            clock_factor=factor,
            throttle=reasons,
            pcie_rx_bytes_s=base.pcie_rx_bytes_s,
            pcie_tx_bytes_s=base.pcie_tx_bytes_s,
        )


class PcieDegraded(Training):
    """A card in a slot (or riser) that only runs Gen3 x4: transfers stall the GPU."""

    def load(self, t: float, index: int, seed: int) -> Load:
        base = super().load(t, index, seed)
        n = noise(seed, index, 6, int(t))
        return Load(
            util=45.0 + 25.0 * n,
            memory_used_bytes=base.memory_used_bytes,
            processes=base.processes,
            pcie_rx_bytes_s=3.4e9 + 0.3e9 * n,  # saturating a Gen3 x4 link (~3.9 GB/s)
            pcie_tx_bytes_s=0.2e9,
        )


@dataclass(frozen=True)
class SimRun:
    """A process a :class:`Scripted` scenario runs from ``start_s`` to ``end_s`` on ``gpus``.

    ``oom`` makes its memory climb from ``memory_gib`` to the whole GPU, where it dies.
    """

    proc: SimProcess
    gpus: tuple[int, ...]
    start_s: float
    end_s: float
    util: float
    memory_gib: float
    oom: bool = False


@dataclass(frozen=True)
class Scripted(Scenario):
    """Training runs that start and end at set times (for runs, their summaries and alerts)."""

    runs: tuple[SimRun, ...] = ()

    def _held(self, run: SimRun, t: float, total: int) -> int:
        start = int(run.memory_gib * GIB)
        if not run.oom:
            return start
        share = (t - run.start_s) / max(1e-9, run.end_s - run.start_s)
        return min(total - 300 * MIB, int(start + share * (total - 300 * MIB - start)))

    def load(self, t: float, index: int, seed: int) -> Load:
        total = self.gpus[index].memory_bytes
        n = noise(seed, index, 8, int(t))
        live = [r for r in self.runs if index in r.gpus and r.start_s <= t < r.end_s]
        if not live:
            return Load(util=2.0 * n, memory_used_bytes=300 * MIB, throttle=("idle",))
        procs = tuple((r.proc, self._held(r, t, total)) for r in live)
        util = min(100.0, sum(r.util for r in live) + 4.0 * n)
        return Load(
            util=util,
            memory_used_bytes=sum(m for _p, m in procs) + 300 * MIB,
            processes=procs,
            throttle=("power-cap",) if n > 0.85 else (),
            pcie_rx_bytes_s=2e9 * n,
            pcie_tx_bytes_s=2e8 * n,
        )


def _train(pid: int, script: str, start: float = 0.0, **kw: object) -> SimProcess:
    """A training process of alice's started ``start`` seconds into the scenario."""
    return SimProcess(
        pid,
        "alice",
        ("/home/alice/venvs/tf/bin/python", script, *kw.pop("args", ())),  # type: ignore[misc]
        tensorflow=True,
        age_s=-start,
        ppid=kw.pop("ppid", 2001),  # type: ignore[arg-type]
        cwd="/home/alice/project",
    )


SCENARIOS: dict[str, Scenario] = {
    s.name: s
    for s in (
        Idle("idle", "one desktop GPU doing nothing but the display", (RTX_3060,)),
        Training(
            "training",
            "steady high load: a TensorFlow training run on one GPU",
            (RTX_4090,),
            warm_start_s=900.0,
        ),
        InputBound(
            "input-bound",
            "a TF process holds 22 GiB but the GPU mostly waits: a starved tf.data pipeline",
            (RTX_4090,),
            warm_start_s=900.0,
        ),
        MemoryLeak(
            "memory-leak",
            "GPU memory climbs until out of memory; the process dies and restarts",
            (RTX_3090,),
        ),
        MultiGpu(
            "multi-gpu-8",
            "8 H100s under MirroredStrategy, plus another user's notebook",
            (H100_SXM,) * 8,
            warm_start_s=900.0,
        ),
        ThermalThrottle(
            "thermal-throttle",
            "training heats the GPU past 84 °C; it throttles its clocks",
            (RTX_4090,),
            warm_start_s=600.0,
        ),
        Training(
            "gpu-lost",
            "two GPUs training; GPU 1 falls off the bus after 90 s",
            (RTX_3090, RTX_3090),
            lost_at={1: 90.0},
            warm_start_s=900.0,
        ),
        Training(
            "datacenter",
            "two passively cooled A100s: no fan, no PCIe counters, MIG on GPU 1",
            (A100_PCIE, A100_PCIE),
            unsupported=frozenset({FAN.key, "pcie_throughput", "process_sm", "power_default"}),
            unsupported_per_gpu={1: frozenset({"util"})},
            mig=frozenset({1}),
            warm_start_s=900.0,
        ),
        PcieDegraded(
            "pcie-degraded",
            "a GPU whose PCIe link runs at Gen3 x4 instead of Gen4 x16",
            (RTX_4090,),
            pcie_link=(3, 4),
            warm_start_s=900.0,
        ),
        Scenario(
            "no-driver",
            "no NVIDIA driver installed (NVML cannot be loaded)",
            init_error="no-driver",
        ),
        Scenario(
            "driver-mismatch",
            "driver updated without a reboot: Driver/library version mismatch",
            init_error="driver-mismatch",
        ),
        Scenario(
            "no-permission",
            "the user may not open /dev/nvidia*",
            init_error="no-permission",
        ),
        Scenario(
            "container-lost-gpus",
            "a container that lost its GPUs (after systemctl daemon-reload): NVML's Unknown Error",
            init_error="nvml-unknown",
        ),
        Scripted(
            "run-ends",
            "a training run that ends normally after two minutes; the GPU is idle after",
            (RTX_4090,),
            runs=(SimRun(_train(7001, "train.py", 5.0), (0,), 5.0, 125.0, 92.0, 18.0),),
        ),
        Scripted(
            "run-oom",
            "a training run whose memory climbs until the GPU is full, where it dies",
            (RTX_3090,),
            runs=(SimRun(_train(7101, "train.py", 5.0), (0,), 5.0, 95.0, 80.0, 6.0, oom=True),),
        ),
        Scripted(
            "two-runs",
            "two runs share one GPU: a long one and a shorter one inside it",
            (RTX_4090,),
            runs=(
                SimRun(_train(7201, "train.py", 0.0), (0,), 0.0, 150.0, 60.0, 10.0),
                SimRun(_train(7202, "finetune.py", 30.0, ppid=2002), (0,), 30.0, 100.0, 30.0, 8.0),
            ),
        ),
        Scripted(
            "run-8-gpus",
            "one MirroredStrategy run across 8 GPUs; GPUs 4-7 have no energy counter",
            (H100_SXM,) * 8,
            unsupported_per_gpu={i: frozenset({ENERGY.key}) for i in range(4, 8)},
            runs=(
                SimRun(
                    _train(7301, "train_mirrored.py", 5.0), tuple(range(8)), 5.0, 125.0, 88.0, 70.0
                ),
            ),
        ),
        Scripted(
            "remote-run",
            "a training run on the server gpu-server-01 that ends after two minutes",
            (A100_PCIE,),
            host="gpu-server-01",
            runs=(SimRun(_train(7401, "train.py", 5.0), (0,), 5.0, 125.0, 90.0, 30.0),),
        ),
    )
}


def get_scenario(name: str) -> Scenario:
    """The scenario called ``name``; ``KeyError`` lists the known names."""
    try:
        return SCENARIOS[name]
    except KeyError:
        raise KeyError(
            f"unknown scenario {name!r}; known: {', '.join(sorted(SCENARIOS))}"
        ) from None
