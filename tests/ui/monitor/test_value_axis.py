"""The plots' value axes never write their labels over each other on a short plot."""

from __future__ import annotations

import pytest

from tfgpu_gui.ui.monitor.plots import MIN_LABEL_PX, ValueAxis, _next_nice


@pytest.mark.parametrize(
    ("low", "high", "pixels"),
    [(0, 100, 40), (0, 100, 70), (20, 95, 60), (0, 24, 35), (0, 2.5, 30), (30, 90, 120)],
)
def test_a_short_axis_keeps_its_labels_apart(qtbot, low, high, pixels):
    levels = ValueAxis("left").tickSpacing(low, high, pixels)
    assert levels
    for spacing, _offset in levels:
        labels = (high - low) / spacing
        assert labels <= max(1.0, pixels / MIN_LABEL_PX)


def test_a_tall_axis_keeps_pyqtgraphs_ticks_that_have_room(qtbot):
    import pyqtgraph as pg

    theirs = pg.AxisItem("left").tickSpacing(0, 100, 400)
    assert theirs == [(20.0, 0), (10.0, 0), (2.0, 0)]
    # Every 20 and every 10 have room in 400 px; 50 ticks of 2 would not.
    assert ValueAxis("left").tickSpacing(0, 100, 400) == theirs[:2]


def test_0_to_100_in_40_pixels_is_labelled_every_50(qtbot):
    # pyqtgraph labels it every 20 (five labels in 40 px, each about 13 px tall).
    assert ValueAxis("left").tickSpacing(0, 100, 40) == [(50.0, 0.0)]


@pytest.mark.parametrize(
    ("step", "nxt"), [(1, 2), (2, 5), (5, 10), (10, 20), (20, 50), (0.2, 0.5), (25, 50)]
)
def test_the_next_nice_step(step, nxt):
    assert _next_nice(step) == pytest.approx(nxt)
