"""Quiet hours and the rate limit, on an injected clock."""

from __future__ import annotations

from datetime import datetime, timedelta

from tfgpu_gui.notify.config import QuietHours
from tfgpu_gui.notify.events import Notice
from tfgpu_gui.notify.policy import Gate


class Clock:
    def __init__(self, start: datetime) -> None:
        self.t = start

    def __call__(self) -> datetime:
        return self.t

    def advance(self, **kw: float) -> None:
        self.t += timedelta(**kw)


def notice(n: int) -> Notice:
    return Notice("run-ended", f"run {n} ended", f"body {n}", "lab-2", 0)


def test_at_most_n_an_hour_then_one_summary_then_the_count_of_what_was_left_out():
    clock = Clock(datetime(2026, 3, 2, 13, 0))
    gate = Gate(3, QuietHours(), clock)
    sent = []
    for i in range(10):
        sent += gate.admit(notice(i))
        clock.advance(minutes=1)
    assert [m.title for m in sent[:3]] == ["run 0 ended", "run 1 ended", "run 2 ended"]
    assert len(sent) == 4  # three, then one summary, then nothing
    assert sent[3].event == "rate-limit" and "until 14:00" in sent[3].body
    clock.t = datetime(2026, 3, 2, 14, 0, 30)
    (after,) = gate.admit(notice(99))
    assert after.title == "run 99 ended"
    assert "7 more left out by the rate limit" in after.body


def test_the_limit_is_a_sliding_hour():
    clock = Clock(datetime(2026, 3, 2, 13, 0))
    gate = Gate(2, QuietHours(), clock)
    assert gate.admit(notice(1)) and gate.admit(notice(2))
    clock.advance(minutes=59)
    assert gate.admit(notice(3))[0].event == "rate-limit"
    clock.advance(minutes=1, seconds=1)
    assert gate.admit(notice(4))[0].title == "run 4 ended"


def test_quiet_hours_hold_everything_and_send_one_summary_after():
    clock = Clock(datetime(2026, 3, 2, 23, 30))
    quiet = QuietHours(True, 22 * 60, 7 * 60)
    gate = Gate(10, quiet, clock)
    for i in range(3):
        assert gate.admit(notice(i)) == []
        clock.advance(hours=2)  # 23:30, 01:30, 03:30: across midnight
    assert gate.tick() == []  # 05:30, still quiet
    clock.t = datetime(2026, 3, 3, 7, 0)
    (summary,) = gate.tick()
    assert summary.title.startswith("3 notices from ")
    assert "Held since 23:30" in summary.body
    assert "• run 0 ended" in summary.body and "• run 2 ended" in summary.body
    assert gate.tick() == []  # told once


def test_a_single_held_notice_is_sent_as_itself_with_the_first_notice_after():
    clock = Clock(datetime(2026, 3, 2, 6, 50))
    gate = Gate(10, QuietHours(True, 22 * 60, 7 * 60), clock)
    assert gate.admit(notice(1)) == []
    clock.t = datetime(2026, 3, 2, 7, 5)
    held, new = gate.admit(notice(2))
    assert held.title == "run 1 ended" and "(held during quiet hours)" in held.body
    assert new.title == "run 2 ended"


def test_quiet_hours_within_a_day_and_switched_off():
    day = QuietHours(True, 12 * 60, 13 * 60)
    assert day.contains(12 * 60 + 30) and not day.contains(13 * 60) and not day.contains(11 * 60)
    assert not QuietHours(False, 0, 23 * 60).contains(60)
    assert QuietHours.parse("07:05") == 425
