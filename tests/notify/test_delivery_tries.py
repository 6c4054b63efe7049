"""The deliverer's tries, pauses, counts and callbacks with a sender that records or fails on
command, and the plain reasons a failed delivery gives."""

from __future__ import annotations

import logging
import threading
import time

import pytest

from tfgpu_gui.notify import delivery
from tfgpu_gui.notify.delivery import (
    BACKOFF_MAX_S,
    REASON_MAX,
    Deliverer,
    DeliveryError,
    DeliveryFailure,
    _reason,
    is_valid,
    send,
    send_bounded,
)

URL = "json://user:pa55word@127.0.0.1:9/hook/s3cr3t"


class Sender:
    """Fails the first ``fail`` tries (with ``error``), then records each message."""

    def __init__(self, fail: int = 0, error: BaseException | None = None) -> None:
        self.fail = fail
        self.error = error or DeliveryError("refused")
        self.tries: list[tuple[str, str, str, float]] = []
        self.sent: list[str] = []

    def __call__(self, url: str, title: str, body: str, timeout_s: float) -> None:
        self.tries.append((url, title, body, timeout_s))
        if len(self.tries) <= self.fail:
            raise self.error
        self.sent.append(title)


class Waits:
    """Records the pauses between tries (in place of the abort event's wait)."""

    def __init__(self, cut_short: bool = False) -> None:
        self.seconds: list[float] = []
        self.cut_short = cut_short

    def __call__(self, seconds: float) -> bool:
        self.seconds.append(seconds)
        return self.cut_short


def deliverer(sender: Sender, waits: Waits | None = None, **kw) -> Deliverer:
    d = Deliverer(sender=sender, timeout_s=7.0, **kw)
    if waits is not None:
        d._abort.wait = waits  # type: ignore[method-assign]
    return d


def test_a_message_that_goes_through_at_once_is_tried_once():
    sender = Sender()
    delivered: list[str] = []
    d = deliverer(sender, on_delivered=delivered.append)
    assert d.submit("d1", URL, "title", "body")
    assert d.close(10)
    assert sender.tries == [(URL, "title", "body", 7.0)]
    assert (d.delivered, d.failed, d.dropped) == (1, 0, 0)
    assert delivered == ["d1"]


def test_the_pauses_between_tries_double_from_the_backoff():
    sender = Sender(fail=3)
    waits = Waits()
    d = deliverer(sender, waits, attempts=4, backoff_s=2.0)
    d.submit("d1", URL, "t", "b")
    assert d.close(10)
    assert waits.seconds == [2.0, 4.0, 8.0]  # before the 2nd, 3rd and 4th tries
    assert len(sender.tries) == 4 and sender.sent == ["t"]
    assert (d.delivered, d.failed) == (1, 0)


def test_the_pauses_stop_growing_at_a_minute():
    waits = Waits()
    d = deliverer(Sender(fail=10), waits, attempts=4, backoff_s=25.0)
    d.submit("d1", URL, "t", "b")
    assert d.close(10)
    assert waits.seconds == [25.0, 50.0, BACKOFF_MAX_S] and BACKOFF_MAX_S == 60.0


def test_a_destination_that_never_takes_it_is_reported_once_with_its_tries():
    failures: list[DeliveryFailure] = []
    d = deliverer(Sender(fail=100), Waits(), attempts=3, on_failure=failures.append)
    d.submit("d1", URL, "t1", "b")
    d.submit("d1", URL, "t2", "b")
    d.submit("d2", "ntfy://other", "t3", "b")
    assert d.close(10)
    assert failures == [
        DeliveryFailure("d1", "json://****", "refused", 3),
        DeliveryFailure("d2", "ntfy://****", "refused", 3),
    ]
    assert (
        failures[0].sentence == "Notification to json://**** not delivered after 3 tries: refused."
    )
    assert (d.delivered, d.failed) == (0, 3)


def test_a_destination_that_worked_in_between_is_reported_again():
    failures: list[DeliveryFailure] = []

    class Flaky(Sender):
        def __call__(self, url, title, body, timeout_s):
            self.tries.append((url, title, body, timeout_s))
            if title.startswith("bad"):
                raise DeliveryError("down")

    d = deliverer(Flaky(), Waits(), attempts=1, on_failure=failures.append)
    for title in ("bad 1", "bad 2", "good", "bad 3"):
        d.submit("d1", URL, title, "b")
    assert d.close(10)
    assert [f.attempts for f in failures] == [1, 1]  # "bad 1" and "bad 3"
    assert failures[0].sentence.endswith("after 1 try: down.")


def test_closing_cuts_the_pauses_and_the_message_gets_no_more_tries():
    sender = Sender(fail=100)
    failures: list[DeliveryFailure] = []
    d = deliverer(sender, Waits(cut_short=True), attempts=5, on_failure=failures.append)
    d.submit("d1", URL, "t", "b")
    assert d.close(10)
    assert len(sender.tries) == 1
    assert failures == [DeliveryFailure("d1", "json://****", "refused", 1)]


def test_at_least_one_try():
    sender = Sender(fail=100)
    d = deliverer(sender, Waits(), attempts=0)
    assert d.attempts == 1
    d.submit("d1", URL, "t", "b")
    assert d.close(10) and len(sender.tries) == 1


def test_a_full_queue_drops_and_counts_without_waiting(caplog):
    gate = threading.Event()

    def blocked(url, title, body, timeout_s):
        gate.wait(10)

    d = Deliverer(sender=blocked, queue_max=2)
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.notify.delivery"):
        results = [d.submit("d1", URL, f"t{i}", "b") for i in range(6)]
    # One is being sent, two wait: the rest are dropped.
    assert results.count(False) >= 3 and d.dropped == results.count(False)
    assert 1 <= d.pending() <= 2
    assert "notification queue full: a message to json://**** was dropped" in caplog.text
    assert "pa55word" not in caplog.text
    gate.set()
    assert d.close(10)
    assert d.pending() == 0


def test_close_gives_up_when_the_queue_stays_full():
    gate = threading.Event()
    taken = threading.Event()

    def blocked(url, title, body, timeout_s):
        taken.set()
        gate.wait(10)

    d = Deliverer(sender=blocked, queue_max=1, timeout_s=30.0)
    d.submit("d1", URL, "t1", "b")
    assert taken.wait(5)  # the worker took the first
    d.submit("d1", URL, "t2", "b")  # the queue is full again
    started = time.monotonic()
    assert d.close(0.2) is False
    assert time.monotonic() - started < 5
    gate.set()


def test_close_says_whether_all_went_out_in_time():
    gate = threading.Event()

    def slow(url, title, body, timeout_s):
        gate.wait(10)

    d = Deliverer(sender=slow, timeout_s=30.0)
    d.submit("d1", URL, "t", "b")
    assert d.close(0.2) is False  # still sending
    gate.set()


def test_a_callback_that_fails_does_not_stop_the_worker(caplog):
    done: list[bool] = []

    def bad_done(ok: bool) -> None:
        raise RuntimeError("boom")

    def bad_failure(failure: DeliveryFailure) -> None:
        raise RuntimeError("boom too")

    sender = Sender(fail=1)
    d = deliverer(sender, Waits(), attempts=1, on_failure=bad_failure)
    with caplog.at_level(logging.ERROR, logger="tfgpu_gui.notify.delivery"):
        d.submit("d1", URL, "fails", "b", done=bad_done)
        d.submit("d2", URL, "works", "b", done=done.append)
        assert d.close(10)
    assert done == [True] and sender.sent == ["works"]
    assert "a delivery callback failed" in caplog.text
    assert "a failure callback failed" in caplog.text


def test_the_done_callback_hears_whether_it_was_delivered():
    done: list[bool] = []
    d = deliverer(Sender(fail=1), Waits(), attempts=1)
    d.submit("d1", URL, "t1", "b", done=done.append)
    d.submit("d1", URL, "t2", "b", done=done.append)
    assert d.close(10)
    assert done == [False, True]


# -- one try, bounded --------------------------------------------------------------------------


def test_a_try_that_does_not_finish_in_time_is_given_up_on():
    gate = threading.Event()

    def hangs(url, title, body, timeout_s):
        gate.wait(10)

    started = time.monotonic()
    with pytest.raises(DeliveryError, match=r"^no answer within 0.2 s$"):
        send_bounded(URL, "t", "b", 0.2, hangs)
    assert time.monotonic() - started < 5
    gate.set()


def test_a_try_that_raises_something_else_is_a_failure_named_by_its_type():
    with pytest.raises(DeliveryError, match=r"^ValueError$"):
        send_bounded(URL, "t", "b", 1.0, Sender(fail=1, error=ValueError("pa55word")))
    with pytest.raises(DeliveryError, match=r"^refused$"):
        send_bounded(URL, "t", "b", 1.0, Sender(fail=1))
    sender = Sender()
    send_bounded(URL, "t", "b", 1.5, sender)
    assert sender.tries == [(URL, "t", "b", 1.5)]


# -- reasons -----------------------------------------------------------------------------------


def test_a_reason_is_the_last_two_things_said_without_secrets():
    lines = ["", "  first  ", "Sent to 127.0.0.1 with pa55word.", "  HTTP   500 from s3cr3t.  "]
    # The host is one of the parts hidden too.
    assert _reason(lines, URL) == "Sent to **** with ****. HTTP 500 from ****"
    assert _reason([" ", ""], URL) == "the destination did not take the message"
    assert _reason(["A Connection Error occurred"], URL) == (
        "could not connect, or no answer in time (A Connection Error occurred)"
    )


def test_a_long_reason_is_cut():
    text = _reason(["x" * 300], URL)
    assert len(text) == REASON_MAX and text.endswith("…") and REASON_MAX == 160
    assert _reason(["y" * 160], URL) == "y" * 160


def test_a_url_apprise_does_not_know():
    assert not is_valid("nosuch://x") and not is_valid("")
    assert is_valid("  ntfy://topic  ")
    with pytest.raises(DeliveryError) as refused:
        send("nosuch://pa55word@x", "t", "b")
    assert str(refused.value) == "nosuch://**** is not a notification URL apprise knows"


def test_a_url_that_apprise_chokes_on_is_not_valid(monkeypatch):
    apprise = delivery._apprise()

    def choke(url):
        raise RuntimeError("bad")

    monkeypatch.setattr(apprise.Apprise, "instantiate", staticmethod(choke))
    assert not is_valid("ntfy://topic")
    with pytest.raises(DeliveryError, match="is not a notification URL apprise knows"):
        send("ntfy://topic", "t", "b")


def test_a_plugin_that_raises_is_a_failed_delivery(monkeypatch):
    apprise = delivery._apprise()

    class Plugin:
        def notify(self, title, body):
            raise KeyError("pa55word")

    monkeypatch.setattr(apprise.Apprise, "instantiate", staticmethod(lambda url: Plugin()))
    with pytest.raises(DeliveryError) as failed:
        send(URL, "t", "b", timeout_s=3.0)
    assert str(failed.value) == "KeyError"


def test_the_plugin_gets_the_timeouts_and_a_refusal_gives_what_apprise_said(monkeypatch):
    apprise = delivery._apprise()
    plugins = []

    class Plugin:
        def notify(self, title, body):
            plugins.append(self)
            logging.getLogger("apprise").warning("Server said no to pa55word")
            return False

    monkeypatch.setattr(apprise.Apprise, "instantiate", staticmethod(lambda url: Plugin()))
    with pytest.raises(DeliveryError) as failed:
        send(URL, "t", "b", timeout_s=3.0)
    assert str(failed.value) == "Server said no to ****"
    (plugin,) = plugins
    assert (plugin.socket_connect_timeout, plugin.socket_read_timeout) == (3.0, 3.0)
