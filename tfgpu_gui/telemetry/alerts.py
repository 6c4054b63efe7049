"""Notification rules: which GPU situations deserve a message, as pure logic on snapshots.

Qt-free. :class:`AlertEngine` looks at each snapshot (and the history for trends) and returns
the alerts to show; the tray turns them into messages. Each kind can be switched off, and each
(kind, GPU) fires at most once per ``cooldown_s`` so that a GPU sitting at 90 °C does not
notify every second. Time comes from the injected clock, so tests run minutes in microseconds.

The TensorFlow advice comes from the articles the product grew from: an idle GPU under a
training process usually means a starved input pipeline (``tf.data`` ``prefetch``, ``cache``,
``num_parallel_calls=tf.data.AUTOTUNE``), a batch too small, or something the profiler shows;
a TF process holding all memory is TF's default allocator (memory growth off).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from tfgpu_gui.telemetry.clock import Clock
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.metrics import MEM_USED, UTIL_GPU
from tfgpu_gui.telemetry.nvml_tables import THERMAL_REASONS
from tfgpu_gui.telemetry.ring import FloatArray
from tfgpu_gui.telemetry.snapshot import GpuProcess, GpuSnapshot, Snapshot
from tfgpu_gui.text.numbers import GIB, fmt_bytes, fmt_duration
from tfgpu_gui.text.safe import clean

#: Temperature at or above which a GPU counts as hot: the default of the alert threshold (the
#: app's settings declare theirs from it), of the tray icon's red column and the one level at
#: which ``tfgpu snapshot`` and ``tfgpu watch`` print a temperature in red. Slowing down for
#: heat below it is shown apart, from the throttle reasons the driver reports.
HOT_C = 85.0
#: Memory use, in percent of the total, at or above which memory is "nearly full" by default.
MEMORY_FULL_PERCENT = 95.0
#: Mean utilization, in percent, below which a GPU counts as "mostly idle" by default.
IDLE_UTIL_PERCENT = 25.0
#: Seconds a TF process must hold memory on a mostly idle GPU before the alert, by default.
IDLE_SECONDS = 60.0

#: Alert kinds and the label a settings dialog shows for each switch.
ALERT_KINDS: dict[str, str] = {
    "thermal": "Temperature above the threshold or thermal throttling",
    "memory": "GPU memory nearly full, or filling up (out-of-memory trend)",
    "gpu-lost": "A GPU fell off the bus",
    "tf-idle": "GPU mostly idle while a TensorFlow process holds its memory",
    "tf-all-memory": "TensorFlow took all GPU memory (memory growth off)",
}

IDLE_ADVICE = (
    "The input pipeline probably starves the GPU: add .prefetch(tf.data.AUTOTUNE) and "
    ".cache() to the tf.data pipeline, use num_parallel_calls=tf.data.AUTOTUNE in map(), "
    "try a larger batch, and check the TensorFlow Profiler's input-pipeline analysis."
)
ALL_MEMORY_ADVICE = (
    "TensorFlow reserves nearly all GPU memory by default, so other processes cannot use the "
    "GPU. To allocate only what it needs, set TF_FORCE_GPU_ALLOW_GROWTH=true or call "
    "tf.config.experimental.set_memory_growth(gpu, True) before using the GPU."
)
MEMORY_ADVICE = (
    "An out-of-memory error is near: lower the batch size, or look for tensors kept alive "
    "between steps."
)


@dataclass(frozen=True)
class AlertConfig:
    """Thresholds and switches of the rules (the settings dialog edits these).

    Attributes:
        temperature_c: Temperature at or above which a GPU is "hot".
        memory_percent: Memory use at or above which memory is "nearly full".
        oom_horizon_s: Warn when the memory trend reaches the total within this many seconds.
        trend_window_s: Seconds of history the memory trend is fitted on.
        idle_util_percent: Mean utilization below which a GPU counts as "mostly idle".
        idle_seconds: How long a TF process must hold memory on a mostly idle GPU.
        idle_min_bytes: The least memory a process must hold for the idle rule.
        tf_all_memory_percent: Share of the total a TF process must hold for "took all memory".
        cooldown_s: The least time between two alerts of one kind on one GPU.
        trend_every_s: The least time between two evaluations of the rules that look at a
            window of history (memory trend, idle GPU); their windows span minutes, so a few
            seconds' delay changes nothing, and the other rules still run at every sample.
        enabled: The kinds that may fire.
    """

    temperature_c: float = HOT_C
    memory_percent: float = MEMORY_FULL_PERCENT
    oom_horizon_s: float = 300.0
    trend_window_s: float = 120.0
    idle_util_percent: float = IDLE_UTIL_PERCENT
    idle_seconds: float = IDLE_SECONDS
    idle_min_bytes: int = 1 * GIB
    tf_all_memory_percent: float = 85.0
    cooldown_s: float = 900.0
    trend_every_s: float = 5.0
    enabled: frozenset[str] = field(default_factory=lambda: frozenset(ALERT_KINDS))


#: Kinds whose alert means the GPU no longer works (the others: it works, but not well).
PROBLEM_KINDS = frozenset({"gpu-lost"})
#: Kinds whose rules look at a window of history, evaluated every ``trend_every_s`` only.
WINDOW_KINDS = frozenset({"memory", "tf-idle"})


@dataclass(frozen=True)
class Alert:
    """One notification: a short title, the message, and whether it is a warning.

    ``reason`` says what is wrong in a few words ("throttling: too hot", "memory 96% full"):
    the GPU's status in the window and its line in the list of active alerts.
    """

    kind: str
    gpu_index: int
    title: str
    message: str
    warning: bool = True
    reason: str = ""

    @property
    def level(self) -> str:
        """ "problem" (the GPU is gone), "warning", or "notice" (worth knowing, not wrong)."""
        if self.kind in PROBLEM_KINDS:
            return "problem"
        return "warning" if self.warning else "notice"


@dataclass(frozen=True)
class ActiveAlert:
    """An alert whose condition still holds: since when (monotonic and wall-clock seconds)."""

    alert: Alert
    since: float
    since_wall: float


#: The longest GPU name and process name an alert quotes (longer ones end with an ellipsis).
LABEL_MAX = 48


def _gpu_label(gpu: GpuSnapshot) -> str:
    name = clean(gpu.static.name, LABEL_MAX)
    return f"{gpu.title}" + (f" ({name})" if name else "")


def _script(proc: GpuProcess) -> str:
    """ "train.py": the script a process runs (or its program's name), cleaned, for a reason."""
    cmd = proc.info.cmdline or ()
    script = next((a for a in cmd[1:] if not a.startswith("-")), None)
    base = (cmd[0].rsplit("/", 1)[-1] if cmd else proc.info.name) or f"pid {proc.pid}"
    return clean((script or base).rsplit("/", 1)[-1], 32)


def _process_label(proc: GpuProcess) -> str:
    """ "python train.py (pid 4242)": built from the command line, which any user chooses, so
    shown cleaned (no control character or escape sequence reaches the notification)."""
    cmd = proc.info.cmdline or ()
    # "python train.py" reads better than the interpreter's full path.
    script = next((a for a in cmd[1:] if not a.startswith("-")), None)
    base = (cmd[0].rsplit("/", 1)[-1] if cmd else proc.info.name) or "process"
    name = f"{base} {script}" if script else base
    return f"{clean(name, LABEL_MAX)} (pid {proc.pid})"


class AlertEngine:
    """Turns snapshots into alerts, rate limited per (kind, GPU).

    Besides the alerts to notify, it keeps :attr:`active`: each (kind, GPU) whose condition
    holds at the latest snapshot, with the time it began; an entry goes when its condition
    ends. The window lists these and derives each GPU's status from them, so the window and
    the tray's notifications come from the same rules. A kind switched off is neither notified
    nor active.
    """

    def __init__(self, config: AlertConfig | None = None, clock: Clock | None = None) -> None:
        from tfgpu_gui.telemetry.clock import SystemClock

        self.config = config or AlertConfig()
        self.clock = clock or SystemClock()
        self._last_fired: dict[tuple[str, int], float] = {}
        self.active: dict[tuple[str, int], ActiveAlert] = {}
        self._holding_since: dict[tuple[int, int], float] = {}
        self._trend_at: dict[int, float] = {}

    def reset(self) -> None:
        """Forget what fired and what was seen (after a pause, or new settings)."""
        self._last_fired.clear()
        self.active.clear()
        self._holding_since.clear()
        self._trend_at.clear()

    def _trend_due(self, gpu_index: int, now: float) -> bool:
        """Whether the window rules of this GPU are due (every ``trend_every_s``)."""
        last = self._trend_at.get(gpu_index)
        if last is not None and 0.0 <= now - last < self.config.trend_every_s:
            return False
        self._trend_at[gpu_index] = now
        return True

    def check(self, snapshot: Snapshot, history: History | None = None) -> list[Alert]:
        """The alerts this snapshot raises, after switches and rate limiting; :attr:`active`
        becomes the alerts whose condition holds now.

        A kind switched off is not evaluated at all. A kind cooling down on a GPU still is (its
        condition may end), the rules on a window of history at most every ``trend_every_s``.
        """
        now = self.clock.monotonic()
        found: list[Alert] = []
        for gpu in snapshot.gpus:
            found.extend(self._rules(gpu, snapshot.monotonic, history))
        was = self.active
        self.active = {}
        wall = self.clock.wall()
        out = []
        for alert in found:
            key = (alert.kind, alert.gpu_index)
            before = was.get(key)
            self.active[key] = ActiveAlert(
                alert,
                before.since if before else now,
                before.since_wall if before else wall,
            )
            if alert.kind == "gpu-lost" and before is not None:
                continue  # a lost GPU is told about once while it stays lost
            if not self._may_fire(alert.kind, alert.gpu_index, now):
                continue
            self._last_fired[key] = now
            out.append(alert)
        return out

    def active_alerts(self) -> list[ActiveAlert]:
        """The alerts whose condition holds, the oldest first."""
        return sorted(self.active.values(), key=lambda a: (a.since, a.alert.gpu_index))

    def _may_fire(self, kind: str, gpu_index: int, now: float) -> bool:
        """Whether an alert of ``kind`` on that GPU would be shown now (switch and cooldown)."""
        if kind not in self.config.enabled:
            return False
        last = self._last_fired.get((kind, gpu_index))
        return last is None or now - last >= self.config.cooldown_s

    # -- rules -------------------------------------------------------------------------------

    def _rules(self, gpu: GpuSnapshot, now: float, history: History | None) -> list[Alert]:
        """The alerts whose condition holds on this GPU (of the kinds switched on)."""
        enabled = self.config.enabled
        if gpu.lost:
            if "gpu-lost" not in enabled:
                return []
            return [
                Alert(
                    "gpu-lost",
                    gpu.index,
                    f"{_gpu_label(gpu)} was lost",
                    "The GPU stopped answering (fell off the bus). Jobs on it have failed; "
                    "check `dmesg` for Xid errors and reboot to get it back.",
                    reason="GPU lost",
                )
            ]
        due = history is not None and self._trend_due(gpu.index, now)
        if not due:
            history = None  # the rules below then skip their window statistics
        out: list[Alert] = []
        for kind, rule in (
            ("thermal", self._thermal),
            ("memory", self._memory),
            ("tf-all-memory", self._tf_all_memory),
        ):
            if kind not in enabled:
                continue
            alert = rule(gpu, history)
            if alert is None and not due:
                alert = self._still(kind, gpu)
            if alert is not None:
                out.append(alert)
        # The idle rule keeps track of who holds memory even while it is switched off.
        idle = self._tf_idle(gpu, now, history, "tf-idle" in enabled)
        if idle is None and not due and "tf-idle" in enabled:
            idle = self._still("tf-idle", gpu)
        if idle is not None:
            out.append(idle)
        return out

    def _still(self, kind: str, gpu: GpuSnapshot) -> Alert | None:
        """Between two evaluations of a window rule, its alert stays as it was (while the
        GPU still has what it needs: memory held, for the idle rule)."""
        if kind not in WINDOW_KINDS:
            return None
        before = self.active.get((kind, gpu.index))
        if before is None:
            return None
        if kind == "tf-idle" and not any(
            p.info.tensorflow and (p.gpu_memory_bytes or 0) >= self.config.idle_min_bytes
            for p in gpu.processes
        ):
            return None
        return before.alert

    def _thermal(self, gpu: GpuSnapshot, history: History | None) -> Alert | None:
        r = gpu.reading
        if r is None:
            return None
        throttled = sorted(set(r.throttle_reasons or ()) & THERMAL_REASONS)
        hot = r.temperature_c is not None and r.temperature_c >= self.config.temperature_c
        if not (hot or throttled):
            return None
        temp = f"{r.temperature_c:.0f} °C" if r.temperature_c is not None else "hot"
        text = f"{_gpu_label(gpu)} is at {temp}"
        if throttled:
            text += f" and slows its clocks to cool down ({', '.join(throttled)})"
        text += ". Improve the airflow or lower the power limit; training runs slower meanwhile."
        reason = "throttling: too hot" if throttled else f"too hot: {temp}"
        return Alert("thermal", gpu.index, f"{gpu.title} is hot ({temp})", text, reason=reason)

    def _memory(self, gpu: GpuSnapshot, history: History | None) -> Alert | None:
        r = gpu.reading
        if r is None or r.memory_percent is None or not r.memory_total_bytes:
            return None
        if r.memory_percent >= self.config.memory_percent:
            used, total = fmt_bytes(r.memory_used_bytes), fmt_bytes(r.memory_total_bytes)
            return Alert(
                "memory",
                gpu.index,
                f"{gpu.title} memory is {r.memory_percent:.0f}% full",
                f"{_gpu_label(gpu)} uses {used} of {total}. {MEMORY_ADVICE}",
                reason=f"memory {r.memory_percent:.0f}% full",
            )
        eta = self._time_to_full(gpu, history, float(r.memory_total_bytes))
        if eta is not None and eta <= self.config.oom_horizon_s:
            used, total = fmt_bytes(r.memory_used_bytes), fmt_bytes(r.memory_total_bytes)
            return Alert(
                "memory",
                gpu.index,
                f"{gpu.title} memory will be full in ~{fmt_duration(eta)}",
                f"{_gpu_label(gpu)} uses {used} of {total} and keeps growing. {MEMORY_ADVICE}",
                reason=f"memory full in ~{fmt_duration(eta)}",
            )
        return None

    def _time_to_full(
        self, gpu: GpuSnapshot, history: History | None, total: float
    ) -> float | None:
        """Seconds until the fitted memory trend reaches the total (None: no rising trend)."""
        if history is None:
            return None
        window = self.config.trend_window_s
        times, values = history.series(gpu.index, MEM_USED, window)
        ok = np.isfinite(values)
        if ok.sum() < 10 or times[ok][-1] - times[ok][0] < 0.5 * window:
            return None
        t, v = times[ok], values[ok]
        slope, intercept = fit_line(t - t[-1], v)
        if not math.isfinite(slope) or slope <= 0:
            return None
        # Only a steady climb counts, not one allocation step: the fit must explain the data.
        residual = float(np.std(v - (slope * (t - t[-1]) + intercept)))
        if residual > 0.05 * total:
            return None
        return max(0.0, (total - float(intercept)) / float(slope))

    def _tf_all_memory(self, gpu: GpuSnapshot, history: History | None) -> Alert | None:
        total = gpu.static.memory_total_bytes or (gpu.reading and gpu.reading.memory_total_bytes)
        if not total:
            return None
        for proc in gpu.processes:
            held = proc.gpu_memory_bytes
            if not proc.info.tensorflow or held is None:
                continue
            if 100.0 * held / total >= self.config.tf_all_memory_percent:
                return Alert(
                    "tf-all-memory",
                    gpu.index,
                    f"TensorFlow took all memory of GPU {gpu.index}",
                    f"{_process_label(proc)} holds {fmt_bytes(held)} of {fmt_bytes(total)}. "
                    f"{ALL_MEMORY_ADVICE}",
                    warning=False,
                    reason=f"{_script(proc)} took all memory",
                )
        return None

    def _tf_idle(
        self, gpu: GpuSnapshot, now: float, history: History | None, may_fire: bool = True
    ) -> Alert | None:
        cfg = self.config
        holders = {
            p.pid: p
            for p in gpu.processes
            if p.info.tensorflow and (p.gpu_memory_bytes or 0) >= cfg.idle_min_bytes
        }
        for key in [k for k in self._holding_since if k[0] == gpu.index and k[1] not in holders]:
            del self._holding_since[key]
        for pid in holders:
            self._holding_since.setdefault((gpu.index, pid), now)
        if not holders or history is None or not may_fire:
            return None
        times, util = history.series(gpu.index, UTIL_GPU, cfg.idle_seconds)
        finite = util[np.isfinite(util)]
        if finite.size == 0 or times[-1] - times[0] < 0.9 * cfg.idle_seconds:
            return None
        mean = float(finite.mean())
        if mean >= cfg.idle_util_percent:
            return None
        for pid, proc in holders.items():
            if now - self._holding_since[(gpu.index, pid)] >= 0.9 * cfg.idle_seconds:
                held = fmt_bytes(proc.gpu_memory_bytes)
                return Alert(
                    "tf-idle",
                    gpu.index,
                    f"{gpu.title} mostly idle while {_process_label(proc)} holds {held}",
                    f"Utilization averaged {mean:.0f}% over the last "
                    f"{fmt_duration(cfg.idle_seconds)}. {IDLE_ADVICE}",
                    reason=f"idle while {_script(proc)} holds {held}",
                )
        return None


def fit_line(x: FloatArray, y: FloatArray) -> tuple[float, float]:
    """Least-squares ``(slope, intercept)`` of ``y = slope * x + intercept``.

    The closed form of ``np.polyfit(x, y, 1)`` without its generic solver (a tenth of the
    time; this runs for every GPU at every sample). NaN when ``x`` does not vary.
    """
    xm, ym = float(x.mean()), float(y.mean())
    dx = x - xm
    sxx = float(np.dot(dx, dx))
    if sxx == 0.0:
        return math.nan, math.nan
    slope = float(np.dot(dx, y - ym)) / sxx
    return slope, ym - slope * xm


def merge_alerts(alerts: list[Alert]) -> list[Alert]:
    """One alert per kind: eight GPUs with the same problem make one message, not eight."""
    by_kind: dict[str, list[Alert]] = {}
    for alert in alerts:
        by_kind.setdefault(alert.kind, []).append(alert)
    out = []
    for group in by_kind.values():
        first = group[0]
        if len(group) == 1:
            out.append(first)
            continue
        gpus = ", ".join(str(a.gpu_index) for a in group)
        out.append(
            Alert(
                first.kind,
                first.gpu_index,
                f"{first.title} (and {len(group) - 1} more GPUs)",
                f"GPUs {gpus}. {first.message}",
                first.warning,
                first.reason,
            )
        )
    return out
