"""What the gate sends keeps each notice's event (destinations filter and route by it), also
when the rate limit adds how many were left out; and that count is told once."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from tfgpu_gui.notify import policy
from tfgpu_gui.notify.config import QuietHours
from tfgpu_gui.notify.events import Notice
from tfgpu_gui.notify.policy import Gate, Message

DAY = QuietHours(False)


class Clock:
    def __init__(self, start: datetime) -> None:
        self.t = start

    def __call__(self) -> datetime:
        return self.t


@pytest.fixture(autouse=True)
def _host(monkeypatch):
    monkeypatch.setattr(policy, "this_host", lambda: "ws-7")


def test_an_admitted_notice_goes_out_under_its_own_event():
    gate = Gate(5, DAY, Clock(datetime(2026, 3, 2, 14, 0)))
    notice = Notice("run-ended", "train.py ended on ws-7 GPU 0", "42 min", "ws-7", 0)
    assert gate.admit(notice) == [Message("train.py ended on ws-7 GPU 0", "42 min", "run-ended")]


def test_the_count_left_out_rides_on_the_next_message_once_under_its_event():
    clock = Clock(datetime(2026, 3, 2, 14, 0))
    gate = Gate(1, DAY, clock)
    assert gate.admit(Notice("gpu-hot", "GPU 0 hot", "91 °C", "ws-7", 0))[0].event == "gpu-hot"
    clock.t += timedelta(minutes=5)
    [warning] = gate.admit(Notice("gpu-hot", "GPU 0 hot", "92 °C", "ws-7", 0))
    assert warning.event == "rate-limit"
    clock.t += timedelta(minutes=5)
    assert gate.admit(Notice("gpu-hot", "GPU 0 hot", "93 °C", "ws-7", 0)) == []
    clock.t = datetime(2026, 3, 2, 15, 0)  # an hour after the first message
    assert gate.admit(Notice("run-ended", "train.py ended", "done", "ws-7", 0)) == [
        Message("train.py ended", "done\n(2 more left out by the rate limit)", "run-ended")
    ]
    clock.t += timedelta(hours=1)
    assert gate.admit(Notice("run-ended", "eval.py ended", "done", "ws-7", 0)) == [
        Message("eval.py ended", "done", "run-ended")  # the count was told already
    ]
