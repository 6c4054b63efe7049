"""Filling a source's gap: the history's rows, and when a gap is asked (no network here; the
real server's case is test_prometheus_gap.py)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tests.telemetry.remote.test_backfill_gaps import Server
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.remote.backfill import GapFiller
from tfgpu_gui.telemetry.ring import RingBuffer
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    Snapshot,
    SourceState,
    SystemInfo,
)

URL = "http://prom:9090"


def _snap(t: float, gpus: dict[int, float], state: str | None = None) -> Snapshot:
    """A snapshot at wall time ``t`` (monotonic ``t`` too): GPU index -> its SM clock."""
    return Snapshot(
        wall_time=t,
        monotonic=t,
        system=SystemInfo(backend="test"),
        gpus=tuple(
            GpuSnapshot(GpuStatic(index=i, name="g"), GpuReading(sm_clock_mhz=v), ())
            for i, v in gpus.items()
        ),
        sources=(SourceState(URL, "prometheus", state),) if state else (),
    )


def test_a_ring_row_is_filled_only_where_it_has_no_value():
    ring = RingBuffer(3, 2)
    for row in ([1, 1], [2, np.nan], [3, 3], [np.nan, np.nan]):  # the first row falls out
        ring.append(row)
    assert ring.fill_missing(0, [9, 9])
    assert ring.fill_missing(2, [8, 8])
    assert ring.view().tolist() == [[2, 9], [3, 3], [8, 8]]
    assert ring.view(1).tolist() == [[8, 8]]  # both copies of the row were written
    assert not ring.fill_missing(1, [7, 7])  # nothing missing there
    with pytest.raises(IndexError):
        ring.fill_missing(3, [0, 0])


def test_past_readings_go_into_the_nearest_rows_where_a_gpu_had_none():
    history = History(100)
    for t in range(10):  # GPU 1 is missing from t=3 to t=6
        history.append(_snap(t, {0: 1000 + t, **({} if 3 <= t <= 6 else {1: 2000 + t})}))
    past = [_snap(t + 0.2, {0: 1, 1: 500 + t}) for t in range(2, 9)]
    written = history.fill(past, tolerance=0.5)
    _times, gpu1 = history.series(1, "sm_clock")
    assert gpu1.tolist() == [2000, 2001, 2002, 503, 504, 505, 506, 2007, 2008, 2009]
    _times, gpu0 = history.series(0, "sm_clock")
    assert gpu0.tolist() == [1000 + t for t in range(10)]  # a sampled reading stays
    assert written == 4  # GPU 1's rows 3-6 (GPU 0 had its values)


def test_a_past_point_too_far_from_every_row_fills_nothing():
    history = History(10)
    history.append(_snap(0, {}))
    history.append(_snap(10, {}))
    assert history.fill([_snap(5, {0: 1})], tolerance=1.0) == 0
    _times, values = history.series(0, "sm_clock")
    assert all(math.isnan(v) for v in values)


def test_a_gap_is_asked_once_when_the_source_answers_again():
    server = Server([_snap(t + 0.1, {5: 700 + t}) for t in range(100, 106)])
    sampler = Sampler(server, interval=1.0, history_seconds=600)
    filler = GapFiller(sampler).attach()
    sampler.record(_snap(99, {5: 1}, "connecting"))  # not a gap: no answer yet
    sampler.record(_snap(100, {5: 1}, "ok"))
    for t in range(101, 105):
        sampler.record(_snap(t, {}, "http-unreachable"))
    assert server.asked == []
    sampler.record(_snap(105, {5: 2}, "ok"))
    assert filler.wait(5)
    assert len(server.asked) == 1
    seconds, step = server.asked[0]
    assert step == 1.0 and seconds == pytest.approx(5 + 2)  # from the last good row, +- a step
    sampler.record(_snap(106, {5: 3}, "ok"))  # the fill is written by the next recorded one
    _times, values = sampler.history.series(5, "sm_clock")
    assert values.tolist() == [1, 1, 801, 802, 803, 804, 2, 3]
    assert filler.asked == 1 and filler.filled == 4


def test_a_server_without_gpu_metrics_leaves_no_gap():
    server = Server([_snap(t + 0.1, {5: 700 + t}) for t in range(100, 106)])
    sampler = Sampler(server, interval=1.0, history_seconds=600)
    GapFiller(sampler).attach()
    sampler.record(_snap(1, {}, "no-gpu-metrics"))
    sampler.record(_snap(2, {5: 1}, "ok"))
    sampler.record(_snap(3, {5: 1}, "ok"))
    assert server.asked == []
