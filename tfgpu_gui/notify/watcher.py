"""From snapshots to notices: what happened since the last sample that a notification tells.

Qt-free. :class:`EventWatcher` is fed every snapshot (``tfgpu watch``'s sampling loop, the
app's GUI thread) and returns the :class:`~tfgpu_gui.notify.events.Notice` objects of what
happened: runs that ended, died or ended possibly out of memory (:class:`RunTracker`), GPUs that
became free, were lost, run too hot (:class:`AlertEngine`), and remote hosts that went down
(the snapshot's source states, or an error when no host has readings).

It keeps its own tracker and history, so that the desktop's tray switches and the messages
that leave the machine stay apart. Every GPU that runs something is watched: when its last
process ends and it is idle, it is "free". That notice waits a few samples (a run ends only
after its grace samples): when a run's ending on that GPU says the same, the notice carries
``covered_by``, and a destination that gets run endings does not get it twice.
"""

from __future__ import annotations

from dataclasses import replace

from tfgpu_gui.notify.events import (
    ALERT_EVENTS,
    Notice,
    alert_notice,
    gpus_text,
    host_down_notice,
    run_notice,
)
from tfgpu_gui.telemetry.alerts import AlertConfig, AlertEngine
from tfgpu_gui.telemetry.clock import Clock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable
from tfgpu_gui.telemetry.runs import RunConfig, RunTracker
from tfgpu_gui.telemetry.snapshot import Snapshot, SourceState

#: Source states that are not "down": a host connecting for the first time is not news.
UP_STATES = frozenset({"ok", "connecting"})
#: Samples of history the trend rules (memory climbing, idle) look at.
HISTORY_SAMPLES = 900
#: Samples a "GPU free" notice waits for a run's ending on that GPU (the tracker's grace, +1).
FREE_WAIT_SAMPLES = 3
#: One "idle while holding memory" notice per GPU in this long: the run tracker's alert (it
#: names the run) and the alert rules' (they name the process) tell the same idle spell, a few
#: seconds apart.
IDLE_REPEAT_S = 600.0


class EventWatcher:
    """Turns each snapshot into the notices of what happened (see the module docstring)."""

    def __init__(
        self,
        clock: Clock | None = None,
        alert_config: AlertConfig | None = None,
        run_config: RunConfig | None = None,
    ):
        self.tracker = RunTracker(run_config)
        self.alerts = AlertEngine(alert_config, clock=clock)
        self.history = History(HISTORY_SAMPLES)
        self._down: set[str] = set()
        self._died: set[tuple[str | None, int, float | None]] = set()
        self._n = 0
        #: (host, GPU) -> (sample, event) of the last run that ended there.
        self._ended: dict[tuple[str | None, int], tuple[int, str]] = {}
        #: "GPU free" notices waiting: (sample they were found at, host, GPU, notice).
        self._free: list[tuple[int, str | None, int, Notice]] = []
        #: (host, GPU) -> when its last "idle while holding memory" notice was told.
        self._idle_told: dict[tuple[str | None, int], float] = {}

    def reconfigure(self, alert_config: AlertConfig, run_config: RunConfig) -> None:
        """New thresholds (the user saved Settings); what was seen so far is kept."""
        self.alerts.config = alert_config
        self.tracker.reconfigure(run_config)

    def observe(self, snapshot: Snapshot) -> list[Notice]:
        """The notices of this snapshot (empty most of the time)."""
        self.history.append(snapshot)
        self._n += 1
        host = snapshot.system.host
        out: list[Notice] = []
        out += self._sources(snapshot.sources)
        update = self.tracker.update(snapshot)
        lost = {g.index for g in snapshot.gpus if g.lost}
        # A GPU lost under a run kills it (a TensorFlow job does not survive that), even
        # while its processes still show on its other GPUs.
        told = self._died
        self._died = {r.key for r in self.tracker.active() if r.key in told}
        dying = [*update.ended, *(r for r in self.tracker.active() if lost & set(r.gpus))]
        for run in dying:
            if run.key in told:
                continue  # its death was told
            died = bool(lost & set(run.gpus))
            if died:
                self._died.add(run.key)
                told.add(run.key)
            gpus = [g for g in snapshot.gpus if g.index in run.gpus]
            remote = [g for g in gpus if g.static.host is not None]
            # A remote run's GPUs as numbered on its host (the host is named once, before).
            numbers = [
                g.static.host_index if g.static.host_index is not None else g.index for g in gpus
            ]
            where = gpus_text(numbers) if remote else None
            notice = run_notice(
                run, died=died, host=remote[0].static.host if remote else None, gpus=where
            )
            out.append(notice)
            for index in run.gpus:
                self._ended[(host, index)] = (self._n, notice.event)
        alerts = list(update.alerts) + self.alerts.check(snapshot, self.history)
        for alert in alerts:
            event = ALERT_EVENTS.get(alert.kind)
            if event is None:
                continue
            gpu = snapshot.gpu(alert.gpu_index)
            on = gpu.static.host if gpu is not None and gpu.static.host else None
            title = alert.title
            if on is not None and gpu is not None and event == "gpu-free":
                title = f"{gpu.title} is free"
            notice = alert_notice(
                event, title, alert.message, on or host, alert.gpu_index, bool(on)
            )
            if event == "gpu-free":
                self._free.append((self._n, host, alert.gpu_index, notice))
            elif event == "idle-holding":
                key = (on or host, alert.gpu_index)
                last = self._idle_told.get(key)
                if last is None or snapshot.monotonic - last >= IDLE_REPEAT_S:
                    self._idle_told[key] = snapshot.monotonic
                    out.append(notice)
            else:
                out.append(notice)
        out += self._due_free()
        for gpu in snapshot.gpus:
            if gpu.processes and not gpu.lost:
                self.tracker.watch_gpu(gpu.index, host)
        return out

    def _due_free(self) -> list[Notice]:
        """The "GPU free" notices whose wait is over, each covered by a run's ending nearby."""
        out, waiting = [], []
        for found, host, index, notice in self._free:
            if self._n - found < FREE_WAIT_SAMPLES:
                waiting.append((found, host, index, notice))
                continue
            ended = self._ended.get((host, index))
            if ended is not None and abs(ended[0] - found) <= FREE_WAIT_SAMPLES:
                notice = replace(notice, covered_by=ended[1])
            out.append(notice)
        self._free = waiting
        return out

    def observe_error(self, error: TelemetryUnavailable) -> list[Notice]:
        """The notices of a sample without readings: a remote host that is down."""
        if isinstance(error, RemoteUnavailable):
            return self._sources((error.source,))
        return []

    def _sources(self, sources: tuple[SourceState, ...]) -> list[Notice]:
        """A host is down once per outage: again only after it was up in between."""
        out = []
        for source in sources:
            if source.state in UP_STATES:
                self._down.discard(source.name)
            elif source.name not in self._down:
                self._down.add(source.name)
                out.append(host_down_notice(source.name, source.message))
        return out
