"""Ring buffer edges: the smallest ring, empty views, clearing, rows of the wrong width and the
fixed allocation (each value stored twice, nothing more)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tfgpu_gui.telemetry.ring import RingBuffer, window_stats


def test_a_ring_of_one_keeps_the_latest_value() -> None:
    ring = RingBuffer(1)
    assert ring.latest() is None and len(ring) == 0
    ring.append(3.0)
    assert ring.latest().tolist() == [3.0]
    ring.append(4.0)
    assert len(ring) == 1 and ring.view()[:, 0].tolist() == [4.0]


def test_sizes_below_one_are_refused_with_a_reason() -> None:
    for capacity, width in ((0, 1), (1, 0), (-3, 2)):
        with pytest.raises(ValueError, match=r"^capacity and width must be at least 1$"):
            RingBuffer(capacity, width)


def test_allocation_is_twice_the_capacity_of_float64_rows() -> None:
    ring = RingBuffer(100, width=3)
    assert ring.nbytes == 2 * 100 * 3 * 8
    assert (ring.capacity, ring.width) == (100, 3)


def test_latest_of_a_single_value_and_views_of_zero_rows() -> None:
    ring = RingBuffer(4, width=2)
    ring.append([1.0, 2.0])
    assert ring.latest().tolist() == [1.0, 2.0]
    assert ring.view(0).shape == (0, 2)
    assert ring.view(-2).shape == (0, 2)
    assert ring.view(10).shape == (1, 2)  # never more than it holds
    assert ring.column(1).tolist() == [2.0]


def test_a_row_of_the_wrong_width_is_refused() -> None:
    ring = RingBuffer(3, width=2)
    with pytest.raises(ValueError):
        ring.append([1.0])  # would otherwise fill both columns with one value
    with pytest.raises(ValueError):
        ring.append([1.0, 2.0, 3.0])
    assert len(ring) == 0


def test_clear_forgets_everything_and_starts_over() -> None:
    ring = RingBuffer(3)
    for v in (1.0, 2.0, 3.0, 4.0):
        ring.append(v)
    ring.clear()
    assert len(ring) == 0 and ring.latest() is None and ring.view().shape == (0, 1)
    ring.append(9.0)
    assert ring.view()[:, 0].tolist() == [9.0]
    assert all(math.isnan(v) for v in ring._data[:, 0] if v != 9.0)


def test_window_stats_p95_and_single_value() -> None:
    stats = window_stats(np.arange(1.0, 101.0))  # 1..100
    assert (stats.count, stats.min, stats.max, stats.mean) == (100, 1.0, 100.0, 50.5)
    assert stats.p95 == pytest.approx(95.05)
    one = window_stats(np.array([np.nan, 7.0, np.inf]))
    assert (one.count, one.min, one.mean, one.max, one.p95) == (1, 7.0, 7.0, 7.0, 7.0)


def test_filling_a_ring_that_is_not_full_yet_counts_from_its_oldest_row() -> None:
    ring = RingBuffer(5, 2)
    ring.append([1, np.nan])
    ring.append([np.nan, np.nan])
    assert ring.fill_missing(1, [7, np.nan])  # a NaN in what is filled in writes nothing
    assert ring.view()[0, 0] == 1 and math.isnan(ring.view()[0, 1])
    assert ring.view()[1, 0] == 7 and math.isnan(ring.view()[1, 1])
    assert not ring.fill_missing(0, [5, np.nan])  # its value stays; NaN fills nothing
    assert ring.view()[0, 0] == 1
    ring.append([3, 3])
    assert ring.view(1).tolist() == [[3, 3]]


def test_a_row_outside_the_kept_ones_is_refused_by_number() -> None:
    ring = RingBuffer(4)
    ring.append(1.0)
    ring.append(2.0)
    with pytest.raises(IndexError, match=r"^row 2 of 2$"):
        ring.fill_missing(2, [0.0])
    with pytest.raises(IndexError, match=r"^row -1 of 2$"):
        ring.fill_missing(-1, [0.0])
    assert ring.fill_missing(1, [9.0]) is False  # 2.0 is there: kept
    assert ring.view()[:, 0].tolist() == [1.0, 2.0]
