"""Filling in a kept row of the ring takes the rows appending takes: ``None`` is no value, and
a row of the wrong width is refused rather than spread over the columns."""

from __future__ import annotations

import math

import pytest

from tfgpu_gui.telemetry.ring import RingBuffer


def test_none_in_a_filled_in_row_writes_nothing_there():
    ring = RingBuffer(4, width=3)
    ring.append([None, None, 1.0])
    assert ring.fill_missing(0, [None, 7.0, 9.0]) is True
    first, second, kept = ring.view()[0].tolist()
    assert math.isnan(first) and second == 7.0 and kept == 1.0
    assert ring.fill_missing(0, [None, None, None]) is False


@pytest.mark.parametrize("row", [[1.0], 1.0, [1.0, 2.0, 3.0]])
def test_a_filled_in_row_of_the_wrong_width_is_refused(row):
    ring = RingBuffer(3, width=2)
    ring.append([None, None])
    with pytest.raises(ValueError):
        ring.fill_missing(0, row)
    assert all(math.isnan(v) for v in ring.view()[0])  # nothing written
