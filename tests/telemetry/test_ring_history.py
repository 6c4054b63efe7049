"""Ring buffers, window statistics and the per-GPU history."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.history import METRICS, History
from tfgpu_gui.telemetry.ring import RingBuffer, window_stats
from tfgpu_gui.telemetry.simulated import SimulatedBackend


def test_ring_keeps_the_newest_values_in_order():
    ring = RingBuffer(4)
    for v in range(10):
        ring.append(v)
    assert len(ring) == 4
    assert ring.view()[:, 0].tolist() == [6, 7, 8, 9]
    assert ring.view(2)[:, 0].tolist() == [8, 9]
    assert ring.latest().tolist() == [9]


def test_ring_before_full_and_views_are_read_only():
    ring = RingBuffer(5, width=2)
    ring.append([1, 2])
    ring.append([3, None])
    view = ring.view()
    assert view.shape == (2, 2)
    assert view[0].tolist() == [1, 2] and view[1, 0] == 3 and math.isnan(view[1, 1])
    with pytest.raises(ValueError):
        view[0, 0] = 5


def test_ring_view_is_contiguous_and_allocation_is_fixed():
    ring = RingBuffer(1000, width=3)
    before = ring.nbytes
    for v in range(5000):
        ring.append([v, v, v])
    assert ring.nbytes == before
    view = ring.view()
    assert view.base is not None  # a view into the buffer, not a copy
    assert view[:, 0].tolist() == list(range(4000, 5000))


def test_ring_rejects_bad_sizes():
    with pytest.raises(ValueError):
        RingBuffer(0)


def test_window_stats_ignore_gaps():
    values = np.array([1.0, np.nan, 3.0, 2.0, np.nan])
    stats = window_stats(values)
    assert stats.count == 3
    assert (stats.min, stats.mean, stats.max) == (1.0, 2.0, 3.0)
    assert stats.p95 == pytest.approx(np.percentile([1, 3, 2], 95))


def test_window_stats_of_nothing_are_none_not_zero():
    stats = window_stats(np.array([np.nan, np.nan]))
    assert stats.count == 0 and stats.mean is None and stats.max is None


def filled_history(scenario: str, samples: int, capacity: int, step: float = 1.0) -> History:
    clock = ManualClock()
    backend = SimulatedBackend(scenario, clock=clock)
    history = History(capacity)
    for _ in range(samples):
        history.append(backend.read())
        clock.advance(step)
    return history


def test_history_series_and_window_stats():
    history = filled_history("training", 120, capacity=100)
    assert len(history) == 100
    t, util = history.series(0, "util_gpu")
    assert len(t) == len(util) == 100
    assert np.all(np.diff(t) == 1.0)
    _, last30 = history.series(0, "util_gpu", seconds=29)
    assert len(last30) == 30
    stats = history.stats(0, "util_gpu", seconds=60)
    assert 90 < stats.min <= stats.mean <= stats.p95 <= stats.max <= 100


def test_history_unsupported_metric_is_nan_not_zero():
    history = filled_history("datacenter", 10, capacity=10)
    _, fan = history.series(0, "fan")
    assert np.all(np.isnan(fan))
    assert history.stats(0, "fan").mean is None
    _, util = history.series(1, "util_gpu")  # MIG: utilization not reported
    assert np.all(np.isnan(util))


def test_history_lost_gpu_gets_gaps_and_stays_aligned():
    history = filled_history("gpu-lost", 100, capacity=200)
    t0, u0 = history.series(0, "util_gpu")
    t1, u1 = history.series(1, "util_gpu")
    assert len(t0) == len(t1) == len(u0) == len(u1) == 100
    assert np.all(np.isfinite(u0))
    assert np.all(np.isfinite(u1[:90])) and np.all(np.isnan(u1[90:]))


def test_history_resize_keeps_the_newest_samples():
    history = filled_history("training", 50, capacity=50)
    _, before = history.series(0, "temperature")
    history.resize(20)
    _, after = history.series(0, "temperature")
    assert after.tolist() == before[-20:].tolist()
    history.resize(100)
    assert len(history) == 20


def test_metric_keys_are_unique():
    keys = [m.key for m in METRICS]
    assert len(keys) == len(set(keys))
