"""The history of a Prometheus source filled in after it had no readings for a while.

At start the app fills its plots with the sources' last hour (one ``query_range`` each, see
``ui/shell/remote_sources.fill_history``). A Prometheus server keeps scraping while the app
cannot reach it, so when it answers again the gap is in the server: :class:`GapFiller` asks
for it with one ``query_range`` (the backend's ``history``, on a thread of its own, so neither
sampling nor the GUI waits for it) and writes it into the rows the sampler recorded meanwhile,
only where they have no value.

It watches the recorded snapshots' source states (on the record side: the GUI thread in the
app), so it needs no hook in the sources themselves.
"""

from __future__ import annotations

import logging
import threading

from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.snapshot import Snapshot

log = logging.getLogger(__name__)

#: Source kinds (``SourceState.kind``) whose server keeps history: a Prometheus server (an
#: exporter's page and an SSH host have none).
HISTORY_KINDS = frozenset({"prometheus"})
#: The most points one gap is asked in (per series); a longer gap is asked with a longer step.
MAX_POINTS = 10_000
#: Not ok, but no gap either: no first answer yet, or a server that answers without GPU
#: metrics (its history has none for the time either).
NOT_A_GAP = frozenset({"connecting", "no-gpu-metrics"})


class GapFiller:
    """Fills the gaps of ``sampler``'s history left by Prometheus sources that were down.

    A source is down from its last good snapshot (or, when it has had none, from the first
    snapshot that said it failed); when it is ok again, the time since is asked from the
    sampler's backend with one ``history`` call (one ``query_range`` per Prometheus server)
    at the sampler's interval. The answer is written into the history by the next recorded
    snapshot (:meth:`observe`), on the thread that records.
    """

    def __init__(self, sampler: Sampler) -> None:
        self.sampler = sampler
        self._last_ok: dict[str, float] = {}
        self._down_since: dict[str, float] = {}
        self._lock = threading.Lock()
        self._fetched: list[tuple[list[Snapshot], float]] = []
        self._worker: threading.Thread | None = None
        #: The start of a gap seen while a fill was being asked: asked when that one is done.
        self._waiting: tuple[float, float] | None = None
        #: How many fills were asked (each one ``history`` call).
        self.asked = 0
        #: How many GPU rows the fills gave a value.
        self.filled = 0

    def attach(self) -> GapFiller:
        """Watch every snapshot ``sampler`` records."""
        self.sampler.on_snapshot(self.observe)
        return self

    def observe(self, snapshot: Snapshot) -> None:
        """A recorded snapshot (record side): apply the fills that came, note each Prometheus
        source's state, and ask for the gap of a source that is ok again."""
        self.apply()
        for source in snapshot.sources:
            if source.kind not in HISTORY_KINDS:
                continue
            if source.ok:
                since = self._down_since.pop(source.name, None)
                if since is not None:
                    self._ask(since, snapshot.wall_time)
                self._last_ok[source.name] = snapshot.wall_time
            elif source.state not in NOT_A_GAP and source.name not in self._down_since:
                self._down_since[source.name] = self._last_ok.get(source.name, snapshot.wall_time)

    def apply(self) -> int:
        """Write the fills that came into the history (record side); returns how many GPU rows
        got a value. A gap that waited for an earlier fill is asked now."""
        with self._lock:
            fetched, self._fetched = self._fetched, []
        written = 0
        for past, step in fetched:
            written += self.sampler.history.fill(past, tolerance=step)
        self.filled += written
        if self._waiting is not None and not self._busy():
            (since, now), self._waiting = self._waiting, None
            self._ask(since, now)
        return written

    def wait(self, timeout: float) -> bool:
        """Wait for the fill being asked, if any (tests); True when none is left running."""
        worker = self._worker
        if worker is not None:
            worker.join(timeout)
        return not self._busy()

    def _busy(self) -> bool:
        return self._worker is not None and self._worker.is_alive()

    def _ask(self, since: float, now: float) -> None:
        if self._busy():
            earlier = min(since, self._waiting[0]) if self._waiting else since
            self._waiting = (earlier, now)
            return
        step = max(self.sampler.interval, (now - since) / MAX_POINTS)
        # One step more on each side: the rows next to the gap's ends find their point too.
        seconds = now - since + 2 * step
        history = getattr(self.sampler.backend, "history", None)
        if history is None:
            return
        self.asked += 1

        def fetch() -> None:
            try:
                past: list[Snapshot] = history(seconds, step)
            except TelemetryUnavailable as exc:
                log.info("the gap of %.0f s could not be filled: %s", seconds, exc)
                return
            with self._lock:
                self._fetched.append((past, step))

        self._worker = threading.Thread(target=fetch, name="tfgpu-fill-gap", daemon=True)
        self._worker.start()
