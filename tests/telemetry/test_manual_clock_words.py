"""The manual clock refuses to go backwards, in those words."""

from __future__ import annotations

import pytest

from tfgpu_gui.telemetry.clock import ManualClock


def test_going_backwards_is_refused_word_for_word():
    clock = ManualClock(start=5.0)
    with pytest.raises(ValueError, match=r"^a clock cannot go backwards$"):
        clock.advance(-1.0)
    assert clock.monotonic() == 5.0
