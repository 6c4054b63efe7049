"""Training runs: the processes that hold GPU memory, followed from start to end.

Qt-free. :class:`RunTracker` is fed snapshot by snapshot (on the GUI thread, like
:class:`~tfgpu_gui.telemetry.alerts.AlertEngine`) and returns what changed: runs that started,
runs that ended (with their :class:`RunSummary`) and the notifications a person waiting on a
run wants (:class:`~tfgpu_gui.telemetry.alerts.Alert`); the UI turns those into tray messages.

A run is a compute process that holds GPU memory, together with the processes whose parent is
in the run or that have the identical command line (workers of one job). It is keyed by
``(host, pid, create_time)`` so that a reused pid never merges two runs. It ends when none of
its processes has appeared in ``grace_samples`` consecutive snapshots (a process NVML misses
for one sample does not end it).

A run starts when its first process started (``ProcessInfo.create_time``) where that is known,
so a training run that was going on before the app looked has its real start and duration;
its figures (utilization, memory, energy) cover the time it was watched, from
``first_seen_at``. How it ended is :attr:`RunSummary.ending`: its processes went away
(``finished``), went away with the GPU memory full or climbing (``possibly-oom``), or the app
stopped watching while it ran (``unwatched``). Whether a process exited by itself or was killed
is not visible to the monitor.

Energy comes from NVML's total energy counter (``nvmlDeviceGetTotalEnergyConsumption``, mJ)
where the GPU has one, else from the power readings integrated over time (trapezoids), and is
``None`` when neither exists, never 0. The counter is read every few seconds: since its last
step the power readings stand in, until its next step covers that time. A GPU shared by two
runs counts for both.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from tfgpu_gui.telemetry.alerts import (
    IDLE_ADVICE,
    IDLE_SECONDS,
    IDLE_UTIL_PERCENT,
    MEMORY_FULL_PERCENT,
    Alert,
    fit_line,
)
from tfgpu_gui.telemetry.nvml_tables import SLOWDOWN_REASONS
from tfgpu_gui.telemetry.snapshot import GpuProcess, Snapshot
from tfgpu_gui.text.numbers import GIB, fmt_bytes, fmt_duration
from tfgpu_gui.text.safe import clean

#: Notification kinds about runs and the label a settings dialog shows for each switch.
RUN_NOTIFICATIONS: dict[str, str] = {
    "run-ended": "A training run ended",
    "run-oom": "A run ended with its GPU memory nearly full or climbing (possibly out of memory)",
    "gpu-free": "A GPU I asked about became free",
    "run-idle": "A run holds GPU memory while the GPU is mostly idle",
}
#: Clock-event reasons that count as "throttled" in a run's summary.
THROTTLE_REASONS = SLOWDOWN_REASONS | {"power-cap"}
#: Points of a run's utilization sparkline (each the mean of a stretch of samples).
SPARK_POINTS = 64
#: Two start times of one pid closer than this are one process (a reused pid starts later).
START_SLACK_S = 1.0
#: The longest command line a run keeps, in characters.
COMMAND_MAX = 2000
#: The oldest process start a run takes as its own (older: a clock or a report is wrong).
MAX_AGE_S = 366 * 86400.0
OOM_ADVICE = (
    "It possibly ran out of memory; `tfgpu doctor --log FILE` explains its log, and a smaller "
    "batch or memory growth (TF_FORCE_GPU_ALLOW_GROWTH=true) often helps."
)


@dataclass(frozen=True)
class RunConfig:
    """Thresholds and switches of the run tracker (the settings edit these).

    Attributes:
        grace_samples: Snapshots in a row a run must be missing from before it ends.
        min_bytes: The least GPU memory a process must hold to start a run.
        idle_util_percent: Utilization below which a run's GPUs count as mostly idle.
        idle_seconds: How long a run must hold memory on mostly idle GPUs before the alert.
        idle_min_bytes: The least memory a run must hold to count as input-bound.
        memory_percent: Memory use at which a GPU counts as nearly full (the OOM guess).
        oom_window_s: Seconds of a run's memory the "climbing" trend is fitted on.
        free_util_percent: Utilization under which a GPU without processes counts as free.
        enabled: The notification kinds that may fire.
    """

    grace_samples: int = 2
    min_bytes: int = 1
    idle_util_percent: float = IDLE_UTIL_PERCENT
    idle_seconds: float = IDLE_SECONDS
    idle_min_bytes: int = 1 * GIB
    memory_percent: float = MEMORY_FULL_PERCENT
    oom_window_s: float = 60.0
    free_util_percent: float = 10.0
    enabled: frozenset[str] = field(default_factory=lambda: frozenset(RUN_NOTIFICATIONS))


RunKey = tuple[str | None, int, float | None]


#: How a run ended (:attr:`RunSummary.ending`; None while it runs).
FINISHED = "finished"
POSSIBLY_OOM = "possibly-oom"
UNWATCHED = "unwatched"
ENDINGS = (FINISHED, POSSIBLY_OOM, UNWATCHED)


@dataclass(frozen=True)
class RunSummary:
    """What a run did. Unknown figures are ``None``, never 0.

    Times: ``started_at``/``ended_at`` are wall-clock seconds (``ended_at`` None while it
    runs); ``started_at`` is the first process's start where known, ``first_seen_at`` when the
    app first saw the run (its figures cover the time since); ``started_mono``/``ended_mono``
    are the sampler's monotonic times (for the plots' markers; not stored). ``ending`` is one
    of :data:`ENDINGS`, None while the run goes on.
    """

    host: str | None
    pid: int
    create_time: float | None
    command: str
    user: str | None
    cwd: str | None
    tensorflow: bool | None
    gpus: tuple[int, ...]
    started_at: float
    ended_at: float | None
    duration_s: float
    samples: int
    util_mean: float | None
    util_peak: float | None
    memory_peak_bytes: int | None
    input_bound_s: float
    throttled_s: float
    throttle_reasons: dict[str, float]
    power_mean_w: float | None
    energy_wh: float | None
    energy_source: str | None  # "counter", "power", "counter+power" or None
    spark: tuple[float, ...] = ()
    possibly_oom: bool = False
    started_mono: float | None = None
    ended_mono: float | None = None
    first_seen_at: float | None = None
    ending: str | None = None

    @property
    def key(self) -> RunKey:
        return (self.host, self.pid, self.create_time)

    @property
    def label(self) -> str:
        """ "python train.py" (cleaned, short): the run's name in messages and markers."""
        return run_label(self.command)

    @property
    def watched_s(self) -> float:
        """How long the app watched the run (its figures cover this time): its duration less
        the time it ran before the app first saw it."""
        if self.first_seen_at is None:
            return self.duration_s
        return max(0.0, self.duration_s - max(0.0, self.first_seen_at - self.started_at))

    @property
    def idle_fraction(self) -> float | None:
        """Share of the watched time spent input-bound (0..1); None for an empty run."""
        if self.watched_s <= 0:
            return None
        return min(1.0, self.input_bound_s / self.watched_s)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (the monotonic times are left out: they mean nothing after a restart)."""
        return {
            "host": self.host,
            "pid": self.pid,
            "create_time": self.create_time,
            "command": self.command,
            "user": self.user,
            "cwd": self.cwd,
            "tensorflow": self.tensorflow,
            "gpus": list(self.gpus),
            "started_at": self.started_at,
            "ended_at": self.ended_at,
            "duration_s": self.duration_s,
            "samples": self.samples,
            "util_mean": self.util_mean,
            "util_peak": self.util_peak,
            "memory_peak_bytes": self.memory_peak_bytes,
            "input_bound_s": self.input_bound_s,
            "idle_fraction": self.idle_fraction,
            "throttled_s": self.throttled_s,
            "throttle_reasons": dict(self.throttle_reasons),
            "power_mean_w": self.power_mean_w,
            "energy_wh": self.energy_wh,
            "energy_source": self.energy_source,
            "spark": list(self.spark),
            "possibly_oom": self.possibly_oom,
            "first_seen_at": self.first_seen_at,
            "ending": self.ending,
        }

    @classmethod
    def from_dict(cls, data: object) -> RunSummary:
        """A summary from stored JSON, every field checked.

        Raises:
            ValueError: a field is missing, of the wrong type or out of range.
        """
        if not isinstance(data, dict):
            raise ValueError("a run is not a JSON object")
        d = data
        reasons = d.get("throttle_reasons")
        if not isinstance(reasons, dict) or len(reasons) > 32:
            raise ValueError("bad throttle reasons")
        spark = d.get("spark")
        if not isinstance(spark, list) or len(spark) > 4 * SPARK_POINTS:
            raise ValueError("bad sparkline")
        gpus = d.get("gpus")
        if not isinstance(gpus, list) or not 0 < len(gpus) <= 1024:
            raise ValueError("bad GPU list")
        ended = _opt(_number, d.get("ended_at"))
        oom = bool(_opt(_flag, d.get("possibly_oom")))
        ending = _opt(_text, d.get("ending"))
        if ending is None:  # stored before runs said how they ended
            ending = POSSIBLY_OOM if oom else FINISHED if ended is not None else UNWATCHED
        elif ending not in ENDINGS:
            raise ValueError("bad ending")
        return cls(
            host=_opt(_text, d.get("host")),
            pid=_int(d.get("pid")),
            create_time=_opt(_number, d.get("create_time")),
            command=_text(d.get("command")),
            user=_opt(_text, d.get("user")),
            cwd=_opt(_text, d.get("cwd")),
            tensorflow=_opt(_flag, d.get("tensorflow")),
            gpus=tuple(_int(g) for g in gpus),
            started_at=_number(d.get("started_at")),
            ended_at=ended,
            duration_s=_number(d.get("duration_s")),
            samples=_int(d.get("samples")),
            util_mean=_opt(_percent, d.get("util_mean")),
            util_peak=_opt(_percent, d.get("util_peak")),
            memory_peak_bytes=_opt(_int, d.get("memory_peak_bytes")),
            input_bound_s=_number(d.get("input_bound_s")),
            throttled_s=_number(d.get("throttled_s")),
            throttle_reasons={_text(k)[:32]: _number(v) for k, v in reasons.items()},
            power_mean_w=_opt(_number, d.get("power_mean_w")),
            energy_wh=_opt(_number, d.get("energy_wh")),
            energy_source=_opt(_text, d.get("energy_source")),
            spark=tuple(_percent(v) for v in spark),
            possibly_oom=oom,
            first_seen_at=_opt(_number, d.get("first_seen_at")),
            ending=ending,
        )


def _opt(check: Any, value: object) -> Any:
    return None if value is None else check(value)


def _number(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"not a number: {value!r:.40}")
    out = float(value)
    if not math.isfinite(out) or not 0.0 <= out <= 1e15:
        raise ValueError(f"number out of range: {out}")
    return out


def _percent(value: object) -> float:
    out = _number(value)
    if out > 100.0:
        raise ValueError(f"percent out of range: {out}")
    return out


def _int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**63:
        raise ValueError(f"not a count: {value!r:.40}")
    return value


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"not a flag: {value!r:.40}")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise ValueError(f"not a text: {value!r:.40}")
    return value[:COMMAND_MAX]


def run_label(command: str, max_len: int = 48) -> str:
    """``"python train.py"`` from a full command line: the program's base name and its script."""
    words = command.split()
    if not words:
        return "process"
    base = words[0].rsplit("/", 1)[-1]
    script = next((w for w in words[1:] if not w.startswith("-")), None)
    if script is not None:
        script = script.rsplit("/", 1)[-1]
    return clean(f"{base} {script}" if script else base, max_len)


class _Spark:
    """A utilization sparkline of bounded size: pairs of points merge as the run grows."""

    def __init__(self) -> None:
        self.points: list[float] = []
        self.stride = 1
        self._sum = 0.0
        self._n = 0

    def add(self, value: float) -> None:
        self._sum += value
        self._n += 1
        if self._n < self.stride:
            return
        self.points.append(self._sum / self._n)
        self._sum, self._n = 0.0, 0
        if len(self.points) >= 2 * SPARK_POINTS:
            p = self.points
            self.points = [(p[i] + p[i + 1]) / 2 for i in range(0, len(p) - 1, 2)]
            self.stride *= 2

    def values(self) -> tuple[float, ...]:
        tail = [self._sum / self._n] if self._n else []
        return tuple(round(v, 1) for v in self.points + tail)


@dataclass
class _GpuEnergy:
    """Per GPU of a run: the last counter and power reading, and what they add up to."""

    last_t: float | None = None
    last_mj: int | None = None
    last_w: float | None = None
    joules: float = 0.0
    #: Power integrated since the counter last moved; its next step covers that time instead.
    pending: float = 0.0
    counted: bool = False
    sources: set[str] = field(default_factory=set)


@dataclass
class _Run:
    """A run being followed (mutable; :meth:`summary` freezes it)."""

    key: RunKey
    command: str
    user: str | None
    cwd: str | None
    tensorflow: bool | None
    started_at: float
    started_mono: float
    first_seen_at: float
    procs: set[RunKey] = field(default_factory=set)
    pids: set[int] = field(default_factory=set)
    cmdlines: set[tuple[str, ...]] = field(default_factory=set)
    gpus: set[int] = field(default_factory=set)
    last_seen: float = 0.0
    last_seen_wall: float = 0.0
    missing: int = 0
    samples: int = 0
    util_sum: float = 0.0
    util_n: int = 0
    util_peak: float | None = None
    memory_peak: int | None = None
    input_bound_s: float = 0.0
    throttled_s: float = 0.0
    reasons: dict[str, float] = field(default_factory=dict)
    power_sum: float = 0.0
    power_n: int = 0
    energy: dict[int, _GpuEnergy] = field(default_factory=dict)
    spark: _Spark = field(default_factory=_Spark)
    last_t: float | None = None
    memory_full: bool = False
    held: deque[tuple[float, float]] = field(default_factory=deque)
    idle: deque[tuple[float, float]] = field(default_factory=deque)
    idle_alerted: bool = False
    holding_since: float | None = None

    def summary(
        self, ended: bool = False, possibly_oom: bool = False, ending: str | None = None
    ) -> RunSummary:
        end_mono = self.last_seen
        energy_wh, source = self._energy()
        return RunSummary(
            host=self.key[0],
            pid=self.key[1],
            create_time=self.key[2],
            command=self.command,
            user=self.user,
            cwd=self.cwd,
            tensorflow=self.tensorflow,
            gpus=tuple(sorted(self.gpus)),
            started_at=self.started_at,
            ended_at=self.last_seen_wall if ended else None,
            duration_s=max(0.0, end_mono - self.started_mono),
            samples=self.samples,
            util_mean=self.util_sum / self.util_n if self.util_n else None,
            util_peak=self.util_peak,
            memory_peak_bytes=self.memory_peak,
            input_bound_s=self.input_bound_s,
            throttled_s=self.throttled_s,
            throttle_reasons=dict(self.reasons),
            power_mean_w=self.power_sum / self.power_n if self.power_n else None,
            energy_wh=energy_wh,
            energy_source=source,
            spark=self.spark.values(),
            possibly_oom=possibly_oom,
            started_mono=self.started_mono,
            ended_mono=end_mono if ended else None,
            first_seen_at=self.first_seen_at,
            ending=ending,
        )

    def _energy(self) -> tuple[float | None, str | None]:
        counted = [e for e in self.energy.values() if e.counted]
        if not counted:
            return None, None
        sources = set().union(*(e.sources for e in counted))
        if any(e.pending for e in counted):
            sources.add("power")
        joules = sum(e.joules + e.pending for e in counted)
        return joules / 3600.0, "+".join(s for s in ("counter", "power") if s in sources)


@dataclass(frozen=True)
class RunUpdate:
    """What one snapshot changed: runs started and ended, and notifications to show."""

    started: tuple[RunSummary, ...] = ()
    ended: tuple[RunSummary, ...] = ()
    alerts: tuple[Alert, ...] = ()


class RunTracker:
    """Follows runs across snapshots; see the module docstring."""

    def __init__(self, config: RunConfig | None = None) -> None:
        self.config = config or RunConfig()
        self._runs: dict[RunKey, _Run] = {}
        self._proc_run: dict[RunKey, RunKey] = {}
        self._watched: set[tuple[str | None, int]] = set()
        self._by_pid: dict[tuple[str | None, int], RunKey] = {}

    # -- the user's requests ------------------------------------------------------------------

    def watch_gpu(self, index: int, host: str | None = None) -> None:
        """Notify once when this GPU has no process and low utilization ("tell me when free")."""
        self._watched.add((host, index))

    def unwatch_gpu(self, index: int, host: str | None = None) -> None:
        self._watched.discard((host, index))

    def watched(self, index: int, host: str | None = None) -> bool:
        return (host, index) in self._watched

    def active(self) -> list[RunSummary]:
        """The runs going on now, oldest first."""
        return [r.summary() for r in sorted(self._runs.values(), key=lambda r: r.started_mono)]

    # -- feeding ------------------------------------------------------------------------------

    def update(self, snapshot: Snapshot) -> RunUpdate:
        """Take one snapshot into account; return what changed."""
        host = snapshot.system.host
        now = snapshot.monotonic
        seen = self._assign(snapshot, host, now)
        started = [r for r in seen if r.samples == 0]
        for run in seen:
            self._accumulate(run, snapshot, now)
        ended: list[RunSummary] = []
        alerts: list[Alert] = []
        for key, run in list(self._runs.items()):
            if key[0] != host:
                continue  # another machine's runs end on that machine's snapshots
            if run in seen:
                run.missing = 0
                idle = self._idle_alert(run, now)
                if idle is not None:
                    alerts.append(idle)
                continue
            run.missing += 1
            if run.missing >= self.config.grace_samples:
                summary = self._end(key, run, now)
                ended.append(summary)
                alerts.extend(self._ended_alerts(summary, snapshot))
        alerts.extend(self._free_alerts(snapshot, host))
        enabled = self.config.enabled
        return RunUpdate(
            started=tuple(r.summary() for r in started),
            ended=tuple(ended),
            alerts=tuple(a for a in alerts if a.kind in enabled),
        )

    def _assign(self, snapshot: Snapshot, host: str | None, now: float) -> list[_Run]:
        """The runs of the processes in this snapshot (new runs created)."""
        seen: dict[RunKey, _Run] = {}
        procs = [p for g in snapshot.gpus for p in g.processes]
        # Parents before children, so that a child finds its parent's run.
        procs.sort(key=lambda p: (p.info.create_time or 0.0, p.pid))
        for proc in procs:
            if "compute" not in proc.kind:
                continue  # the display server and other graphics clients are not runs
            held = proc.gpu_memory_bytes
            if held is not None and held < self.config.min_bytes:
                continue
            pkey = self._process_key(host, proc)
            run = self._runs.get(self._proc_run.get(pkey, pkey))
            if run is None:
                run = self._group(proc, seen.values())
            if run is None:
                run = self._new_run(pkey, proc, snapshot, now)
            self._proc_run[pkey] = run.key
            run.procs.add(pkey)
            run.pids.add(proc.pid)
            if proc.info.cmdline:
                run.cmdlines.add(proc.info.cmdline)
            run.gpus.add(proc.gpu_index)
            run.last_seen = now
            run.last_seen_wall = snapshot.wall_time
            seen[run.key] = run
        return list(seen.values())

    def _process_key(self, host: str | None, proc: GpuProcess) -> RunKey:
        """``(host, pid, create_time)``; a start time within :data:`START_SLACK_S` of a known
        process with that pid is the same process (a start time sent over the network or
        computed from two clocks may differ in its last digits)."""
        ctime = proc.info.create_time
        known = self._by_pid.get((host, proc.pid))
        if known is not None and known in self._proc_run:
            kt = known[2]
            if kt == ctime or (
                kt is not None and ctime is not None and abs(kt - ctime) < START_SLACK_S
            ):
                return known
        key: RunKey = (host, proc.pid, ctime)
        self._by_pid[(host, proc.pid)] = key
        return key

    @staticmethod
    def _group(proc: GpuProcess, live: Iterable[_Run]) -> _Run | None:
        """The run this process belongs to: its parent's, or one with its command line.

        Only runs seen in the same snapshot count: a command started again after its run
        ended (or while that run is in its grace) is a new run.
        """
        info = proc.info
        for run in live:
            if info.ppid is not None and info.ppid in run.pids:
                return run
            if info.cmdline and info.cmdline in run.cmdlines and info.user == run.user:
                return run
        return None

    def _new_run(self, key: RunKey, proc: GpuProcess, snapshot: Snapshot, now: float) -> _Run:
        info = proc.info
        command = (info.command or f"pid {proc.pid}")[:COMMAND_MAX]
        # Started when its process started, where known (a run going on before the app looked
        # is as old as the process table says); a start time ahead of this clock is not used.
        wall = snapshot.wall_time
        start = info.create_time
        before = wall - start if start is not None and math.isfinite(start) else 0.0
        before = before if 0.0 < before < MAX_AGE_S else 0.0
        run = _Run(
            key=key,
            command=command,
            user=info.user,
            cwd=info.cwd,
            tensorflow=info.tensorflow,
            started_at=wall - before,
            started_mono=now - before,
            first_seen_at=wall,
        )
        self._runs[key] = run
        return run

    def _accumulate(self, run: _Run, snapshot: Snapshot, now: float) -> None:
        """Add this sample to the run's figures (each interval counts the state at its end)."""
        cfg = self.config
        dt = 0.0 if run.last_t is None else max(0.0, now - run.last_t)
        run.last_t = now
        run.samples += 1
        mine = [p for g in snapshot.gpus for p in g.processes if p.pid in run.pids]
        if any(p.info.tensorflow for p in mine):
            run.tensorflow = True  # TensorFlow may be imported after the run started
        utils: list[float] = []
        powers: list[float] = []
        held: int | None = None
        full = False
        throttled: set[str] = set()
        for gpu in snapshot.gpus:
            if gpu.index not in run.gpus or gpu.reading is None:
                continue
            r = gpu.reading
            mine = [p for p in gpu.processes if p.pid in run.pids]
            for p in mine:
                if p.gpu_memory_bytes is not None:
                    held = (held or 0) + p.gpu_memory_bytes
            if r.util_gpu_percent is not None:
                utils.append(r.util_gpu_percent)
            if r.power_w is not None:
                powers.append(r.power_w)
            if r.memory_percent is not None and r.memory_percent >= cfg.memory_percent:
                full = True
            throttled |= set(r.throttle_reasons or ()) & THROTTLE_REASONS
            self._add_energy(run.energy.setdefault(gpu.index, _GpuEnergy()), now, r)
        run.memory_full = full
        util = sum(utils) / len(utils) if utils else None
        if util is not None:
            run.util_sum += util
            run.util_n += 1
            run.util_peak = util if run.util_peak is None else max(run.util_peak, util)
            run.spark.add(util)
        if powers:
            run.power_sum += sum(powers)
            run.power_n += 1
        if held is not None:
            run.memory_peak = held if run.memory_peak is None else max(run.memory_peak, held)
            _push(run.held, (now, float(held)), now - cfg.oom_window_s)
        holding = (held or 0) >= cfg.idle_min_bytes
        if not holding:
            run.holding_since = None
            run.idle.clear()
        elif run.holding_since is None:
            run.holding_since = now
        if util is not None and holding:
            _push(run.idle, (now, util), now - cfg.idle_seconds)
            if util < cfg.idle_util_percent:
                run.input_bound_s += dt
        for reason in throttled:
            run.reasons[reason] = run.reasons.get(reason, 0.0) + dt
        if throttled:
            run.throttled_s += dt

    @staticmethod
    def _add_energy(e: _GpuEnergy, now: float, r: Any) -> None:
        """Add the energy since the last sample: the counter's delta, else the power trapezoid.

        A counter that did not move was not read again (the NVML backend reads it every few
        seconds): the power stands in, as ``pending``, until its next step replaces it.
        """
        mj, watts = r.energy_mj, r.power_w
        if e.last_t is not None:
            dt = max(0.0, now - e.last_t)
            trapezoid = None
            if watts is not None and e.last_w is not None:
                trapezoid = 0.5 * (watts + e.last_w) * dt
            if mj is not None and e.last_mj is not None and mj > e.last_mj:
                e.joules += (mj - e.last_mj) / 1000.0
                e.pending = 0.0
                e.counted = True
                e.sources.add("counter")
            elif mj is not None and mj == e.last_mj:
                e.pending += trapezoid or 0.0
                e.counted = True
                e.sources.add("counter")
            elif trapezoid is not None:
                e.joules += trapezoid
                e.counted = True
                e.sources.add("power")
        e.last_t, e.last_mj, e.last_w = now, mj, watts

    def _end(self, key: RunKey, run: _Run, now: float) -> RunSummary:
        del self._runs[key]
        for pkey in run.procs:
            self._proc_run.pop(pkey, None)
            if self._by_pid.get((pkey[0], pkey[1])) == pkey:
                del self._by_pid[(pkey[0], pkey[1])]
        oom = run.memory_full or self._climbing(run)
        return run.summary(ended=True, possibly_oom=oom, ending=POSSIBLY_OOM if oom else FINISHED)

    def _climbing(self, run: _Run) -> bool:
        """Whether the run's memory was rising steadily over its last ``oom_window_s``."""
        if len(run.held) < 5:
            return False
        t = np.array([p[0] for p in run.held])
        v = np.array([p[1] for p in run.held])
        if t[-1] - t[0] < 0.5 * self.config.oom_window_s:
            return False
        slope, _ = fit_line(t - t[-1], v)
        rise = slope * (t[-1] - t[0]) if math.isfinite(slope) else 0.0
        return bool(rise > 0.1 * max(float(v.max()), 1.0))

    # -- notifications ------------------------------------------------------------------------

    def _idle_alert(self, run: _Run, now: float) -> Alert | None:
        cfg = self.config
        if run.idle_alerted or not run.idle or run.holding_since is None:
            return None
        if now - run.holding_since < cfg.idle_seconds:
            return None  # a whole window of holding memory: one fast sample cannot start it
        mean = sum(u for _t, u in run.idle) / len(run.idle)
        if mean >= cfg.idle_util_percent:
            return None
        run.idle_alerted = True
        gpus = _gpus_text(run.gpus)
        return Alert(
            "run-idle",
            min(run.gpus),
            f"{run_label(run.command)} leaves {gpus} mostly idle",
            f"Utilization averaged {mean:.0f}% over the last {fmt_duration(cfg.idle_seconds)} "
            f"while the run holds {fmt_bytes(run.memory_peak)}. {IDLE_ADVICE}",
        )

    def _ended_alerts(self, summary: RunSummary, snapshot: Snapshot) -> list[Alert]:
        where = _gpus_text(summary.gpus) + (
            f" of {clean(summary.host, 40)}" if summary.host else ""
        )
        text = f"{summary.label} on {where} ended after {fmt_duration(summary.duration_s)}"
        busy = [
            g.index
            for g in snapshot.gpus
            if g.index in summary.gpus and (g.processes or g.lost or g.reading is None)
        ]
        tail = "; the GPU is idle now." if not busy else "."
        if len(summary.gpus) > 1 and not busy:
            tail = "; the GPUs are idle now."
        if summary.possibly_oom and "run-oom" in self.config.enabled:
            return [
                Alert(
                    "run-oom",
                    summary.gpus[0],
                    f"{summary.label} ended, possibly out of memory",
                    f"{text} with its GPU memory nearly full or climbing. {OOM_ADVICE}",
                )
            ]
        return [Alert("run-ended", summary.gpus[0], f"{summary.label} ended", text + tail, False)]

    def _free_alerts(self, snapshot: Snapshot, host: str | None) -> list[Alert]:
        out = []
        for gpu in snapshot.gpus:
            if (host, gpu.index) not in self._watched or gpu.reading is None or gpu.processes:
                continue
            util = gpu.reading.util_gpu_percent
            if util is not None and util >= self.config.free_util_percent:
                continue
            self._watched.discard((host, gpu.index))
            name = clean(gpu.static.name, 48)
            out.append(
                Alert(
                    "gpu-free",
                    gpu.index,
                    f"GPU {gpu.index} is free",
                    f"GPU {gpu.index}{f' ({name})' if name else ''} has no process and is idle.",
                    False,
                )
            )
        return out

    def reconfigure(self, config: RunConfig) -> None:
        self.config = config

    def finish(self) -> list[RunSummary]:
        """End every run now (the app quits): their summaries, as far as they were seen."""
        out = [self._end(k, r, r.last_seen) for k, r in list(self._runs.items())]
        return [replace(s, ended_at=None, ending=UNWATCHED, possibly_oom=False) for s in out]


def _push(window: deque[tuple[float, float]], item: tuple[float, float], oldest: float) -> None:
    window.append(item)
    while window and window[0][0] < oldest:
        window.popleft()


def _gpus_text(gpus: set[int] | tuple[int, ...]) -> str:
    ordered = sorted(gpus)
    if len(ordered) == 1:
        return f"GPU {ordered[0]}"
    return "GPUs " + ", ".join(str(i) for i in ordered)
