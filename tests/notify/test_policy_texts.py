"""The messages quiet hours and the rate limit send, word for word: the night's summary with
its newest titles and how many came before, and the rate limit's warning with its end."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from tfgpu_gui.notify import policy
from tfgpu_gui.notify.config import QuietHours
from tfgpu_gui.notify.events import Notice
from tfgpu_gui.notify.policy import HELD_MAX, LISTED_MAX, Gate, Message

NIGHT = QuietHours(True, 22 * 60, 7 * 60)


class Clock:
    def __init__(self, start: datetime) -> None:
        self.t = start

    def __call__(self) -> datetime:
        return self.t


@pytest.fixture(autouse=True)
def _host(monkeypatch):
    monkeypatch.setattr(policy, "this_host", lambda: "ws-7")


def notice(n: int) -> Notice:
    return Notice("gpu-lost", f"GPU {n} was lost", f"body {n}", "ws-7", n)


def test_the_night_s_summary_lists_the_newest_titles_and_counts_the_rest():
    clock = Clock(datetime(2026, 3, 2, 22, 5))
    gate = Gate(10, NIGHT, clock)
    for i in range(9):
        assert gate.admit(notice(i)) == []
        clock.t += timedelta(minutes=10)
    clock.t = datetime(2026, 3, 3, 7, 0)
    assert gate.tick() == [
        Message(
            "9 notices from ws-7 during quiet hours",
            "Held since 22:05:\n"
            "… and 3 earlier\n"
            "• GPU 3 was lost\n• GPU 4 was lost\n• GPU 5 was lost\n"
            "• GPU 6 was lost\n• GPU 7 was lost\n• GPU 8 was lost",
            "quiet-summary",
        )
    ]
    assert LISTED_MAX == 6


def test_a_summary_of_exactly_the_listed_number_has_no_earlier_line():
    clock = Clock(datetime(2026, 3, 2, 23, 0))
    gate = Gate(10, NIGHT, clock)
    for i in range(LISTED_MAX):
        gate.admit(notice(i))
    clock.t = datetime(2026, 3, 3, 8, 0)
    (summary,) = gate.tick()
    assert summary.body.splitlines() == ["Held since 23:00:"] + [
        f"• GPU {i} was lost" for i in range(LISTED_MAX)
    ]


def test_two_held_notices_are_a_summary_and_one_is_itself():
    clock = Clock(datetime(2026, 3, 2, 23, 0))
    gate = Gate(10, NIGHT, clock)
    gate.admit(notice(1))
    gate.admit(notice(2))
    clock.t = datetime(2026, 3, 3, 7, 30)
    (summary,) = gate.tick()
    assert summary.title == "2 notices from ws-7 during quiet hours"
    clock.t = datetime(2026, 3, 3, 23, 0)
    gate.admit(notice(3))
    clock.t = datetime(2026, 3, 4, 7, 30)
    assert gate.tick() == [
        Message("GPU 3 was lost", "body 3\n(held during quiet hours)", "quiet-summary")
    ]


def test_the_held_notices_are_the_newest_twenty_but_all_are_counted():
    clock = Clock(datetime(2026, 3, 2, 23, 0))
    gate = Gate(10, NIGHT, clock)
    for i in range(HELD_MAX + 5):
        gate.admit(notice(i))
    clock.t = datetime(2026, 3, 3, 7, 0)
    (summary,) = gate.tick()
    assert summary.title == f"{HELD_MAX + 5} notices from ws-7 during quiet hours"
    assert f"… and {HELD_MAX + 5 - LISTED_MAX} earlier" in summary.body
    assert summary.body.endswith(f"• GPU {HELD_MAX + 4} was lost")
    assert HELD_MAX == 20


def test_the_time_held_since_is_the_first_of_the_night_not_a_later_one():
    clock = Clock(datetime(2026, 3, 2, 22, 15))
    gate = Gate(10, NIGHT, clock)
    gate.admit(notice(1))
    clock.t = datetime(2026, 3, 3, 3, 45)
    gate.admit(notice(2))
    clock.t = datetime(2026, 3, 3, 7, 0)
    assert gate.tick()[0].body.startswith("Held since 22:15:\n")
    # The next night starts its own count.
    clock.t = datetime(2026, 3, 3, 23, 40)
    gate.admit(notice(3))
    gate.admit(notice(4))
    clock.t = datetime(2026, 3, 4, 7, 0)
    assert gate.tick()[0].body.startswith("Held since 23:40:\n")


def test_the_rate_limit_says_how_many_went_out_and_until_when():
    clock = Clock(datetime(2026, 3, 2, 13, 7))
    gate = Gate(2, QuietHours(), clock)
    gate.admit(notice(1))
    clock.t += timedelta(minutes=20)
    gate.admit(notice(2))
    (warning,) = gate.admit(notice(3))
    assert warning == Message(
        "Too many notices from ws-7: holding back",
        "2 messages went out in the last hour. Further notices are left out until 14:07; "
        "the next message says how many.",
        "rate-limit",
    )
    assert gate.admit(notice(4)) == [] and gate.admit(notice(5)) == []
    clock.t = datetime(2026, 3, 2, 14, 7)  # the first message is an hour old: room for one
    (after,) = gate.admit(notice(6))
    assert after.body == "body 6\n(3 more left out by the rate limit)"
    # 13:27 and 14:07 in the last hour: the limit again, until the 13:27 one is an hour old.
    (second,) = gate.admit(notice(7))
    assert second.event == "rate-limit" and "left out until 14:27;" in second.body


def test_after_the_limit_lifts_a_new_limit_warns_again():
    clock = Clock(datetime(2026, 3, 2, 13, 0))
    gate = Gate(1, QuietHours(), clock)
    assert gate.admit(notice(1))[0].title == "GPU 1 was lost"
    assert gate.admit(notice(2))[0].event == "rate-limit"
    clock.t += timedelta(hours=1)
    (ok,) = gate.admit(notice(3))
    assert ok.body == "body 3\n(1 more left out by the rate limit)"
    (warned,) = gate.admit(notice(4))
    assert warned.event == "rate-limit" and "1 messages went out" in warned.body


def test_a_rate_below_one_is_one():
    clock = Clock(datetime(2026, 3, 2, 13, 0))
    gate = Gate(0, QuietHours(), clock)
    assert gate.per_hour == 1
    gate.configure(-3, NIGHT)
    assert gate.per_hour == 1 and gate.quiet == NIGHT
    gate.configure(5, QuietHours())
    assert gate.per_hour == 5


def test_quiet_hours_are_read_in_hours_and_minutes_of_the_clock():
    clock = Clock(datetime(2026, 3, 2, 6, 59))
    gate = Gate(10, NIGHT, clock)
    assert gate.admit(notice(1)) == []  # 06:59: quiet
    clock.t = datetime(2026, 3, 2, 7, 0)
    assert [m.title for m in gate.admit(notice(2))] == ["GPU 1 was lost", "GPU 2 was lost"]
    clock.t = datetime(2026, 3, 2, 21, 59)
    assert len(gate.admit(notice(3))) == 1
    clock.t = datetime(2026, 3, 2, 22, 0)
    assert gate.admit(notice(4)) == []


def test_without_a_clock_the_gate_reads_the_local_time():
    gate = Gate(10, QuietHours())
    assert gate.now == datetime.now
    assert [m.title for m in gate.admit(notice(1))] == ["GPU 1 was lost"]
