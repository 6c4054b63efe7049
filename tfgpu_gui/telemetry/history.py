"""Per-GPU time series of every metric, in bounded ring buffers."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from tfgpu_gui.telemetry.metrics import Metric, history_metrics
from tfgpu_gui.telemetry.ring import FloatArray, RingBuffer, WindowStats, window_stats
from tfgpu_gui.telemetry.snapshot import GpuReading, Snapshot

#: The series kept per GPU, one ring column each: the metrics the table marks ``history``.
METRICS: tuple[Metric, ...] = history_metrics()
METRIC_INDEX: dict[str, int] = {m.key: i for i, m in enumerate(METRICS)}


def reading_row(reading: GpuReading | None) -> list[float]:
    """One history row for a reading; all NaN for a lost or missing GPU."""
    if reading is None:
        return [math.nan] * len(METRICS)
    row = []
    for m in METRICS:
        value = m.read(reading)
        row.append(math.nan if value is None else float(value))
    return row


class History:
    """The last ``capacity`` samples of every GPU.

    Time is kept once (monotonic seconds); each GPU has one ring of ``len(METRICS)`` columns.
    A GPU missing from a snapshot (lost, or gone after a driver reload) gets a NaN row so all
    series stay aligned with the time axis.
    """

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self.times = RingBuffer(capacity)
        self.wall_times = RingBuffer(capacity)
        self._gpus: dict[int, RingBuffer] = {}

    def __len__(self) -> int:
        return len(self.times)

    @property
    def gpu_indices(self) -> list[int]:
        return sorted(self._gpus)

    @property
    def nbytes(self) -> int:
        return (
            self.times.nbytes + self.wall_times.nbytes + sum(r.nbytes for r in self._gpus.values())
        )

    def append(self, snapshot: Snapshot) -> None:
        self.times.append(snapshot.monotonic)
        self.wall_times.append(snapshot.wall_time)
        seen = set()
        for gpu in snapshot.gpus:
            ring = self._gpus.get(gpu.index)
            if ring is None:
                ring = self._new_ring()
                self._gpus[gpu.index] = ring
            ring.append(reading_row(None if gpu.lost else gpu.reading))
            seen.add(gpu.index)
        for index, ring in self._gpus.items():
            if index not in seen:
                ring.append(reading_row(None))

    def _new_ring(self) -> RingBuffer:
        ring = RingBuffer(self.capacity, len(METRICS))
        # Rows before this GPU appeared are NaN: align it with the time axis.
        for _ in range(len(self.times) - 1):
            ring.append(reading_row(None))
        return ring

    def fill(self, past: Sequence[Snapshot], tolerance: float) -> int:
        """Fill the recorded rows with readings of ``past`` snapshots (a source's history, asked
        after it had no readings for a while); returns how many GPU rows got a value.

        Each recorded row takes the past snapshot nearest its wall time, when one is within
        ``tolerance`` seconds, and only into the cells where it has no value: a reading the
        sampler took is never replaced. A GPU not in the history yet gets its series.
        """
        if not past or len(self.times) == 0:
            return 0
        ordered = sorted(past, key=lambda s: s.wall_time)
        times = np.array([s.wall_time for s in ordered])
        walls = self.wall_times.view()[:, 0]
        filled = 0
        for position, wall in enumerate(walls):
            i = int(np.searchsorted(times, wall))
            nearest = min(
                (j for j in (i - 1, i) if 0 <= j < len(ordered)),
                key=lambda j: abs(times[j] - wall),
            )
            if abs(times[nearest] - wall) > tolerance:
                continue
            for gpu in ordered[nearest].gpus:
                if gpu.lost or gpu.reading is None:
                    continue
                ring = self._gpus.get(gpu.index)
                if ring is None:
                    ring = self._gpus[gpu.index] = RingBuffer(self.capacity, len(METRICS))
                    for _ in range(len(self.times)):
                        ring.append(reading_row(None))
                filled += ring.fill_missing(position, reading_row(gpu.reading))
        return filled

    def _last_n(self, seconds: float | None) -> int:
        n = len(self.times)
        if seconds is None or n == 0:
            return n
        t = self.times.view()[:, 0]
        cutoff = t[-1] - seconds
        return int(n - np.searchsorted(t, cutoff, side="left"))

    def series(
        self, gpu_index: int, metric: Metric | str, seconds: float | None = None
    ) -> tuple[FloatArray, FloatArray]:
        """(monotonic times, values) of one metric (or its key) of one GPU, oldest first
        (views, no copy)."""
        n = self._last_n(seconds)
        times = self.times.view(n)[:, 0]
        ring = self._gpus.get(gpu_index)
        if ring is None:
            return times, np.full(n, np.nan)
        return times, ring.column(
            METRIC_INDEX[metric if isinstance(metric, str) else metric.key], n
        )

    def stats(
        self, gpu_index: int, metric: Metric | str, seconds: float | None = None
    ) -> WindowStats:
        """min/mean/max/p95 of one series over the last ``seconds`` (all history by default)."""
        return window_stats(self.series(gpu_index, metric, seconds)[1])

    def resize(self, capacity: int) -> None:
        """Change how many samples are kept, keeping the newest."""
        if capacity == self.capacity:
            return
        old_times, old_wall, old_gpus = self.times, self.wall_times, self._gpus
        self.capacity = capacity
        self.times = RingBuffer(capacity)
        self.wall_times = RingBuffer(capacity)
        self._gpus = {}
        keep = min(capacity, len(old_times))
        for row in old_times.view(keep):
            self.times.append(row)
        for row in old_wall.view(keep):
            self.wall_times.append(row)
        for index, ring in old_gpus.items():
            new = RingBuffer(capacity, len(METRICS))
            for row in ring.view(keep):
                new.append(row)
            self._gpus[index] = new

    def clear(self) -> None:
        self.times.clear()
        self.wall_times.clear()
        self._gpus.clear()
