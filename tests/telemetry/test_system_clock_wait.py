"""The system clock waits on the event for exactly the time asked: a negative time is no wait,
and a short one is not rounded up (the sampler's pacing depends on it)."""

from __future__ import annotations

import threading

import pytest

from tfgpu_gui.telemetry.clock import SystemClock


class RecordingEvent(threading.Event):
    def __init__(self) -> None:
        super().__init__()
        self.timeouts: list[float | None] = []

    def wait(self, timeout: float | None = None) -> bool:
        self.timeouts.append(timeout)
        return super().wait(timeout)


@pytest.mark.parametrize(("seconds", "waited"), [(0.02, 0.02), (0.0, 0.0), (-3.0, 0.0)])
def test_the_wait_asked_is_the_wait_made(seconds, waited):
    event = RecordingEvent()
    assert SystemClock().wait(event, seconds) is False
    assert event.timeouts == [waited]


def test_a_set_event_ends_the_wait_and_says_so():
    event = RecordingEvent()
    event.set()
    assert SystemClock().wait(event, 0.5) is True
    assert event.timeouts == [0.5]
