"""What the deliverer writes to the app's log, line by line (the destination always redacted,
never its secret), its worker thread (a daemon: it never keeps the app from exiting), and how
long closing waits."""

from __future__ import annotations

import logging
import threading
import time
from types import SimpleNamespace

from tfgpu_gui.notify import delivery
from tfgpu_gui.notify.delivery import THREAD_PREFIX, Deliverer, DeliveryError

URL = "json://user:pa55word@127.0.0.1:9/hook/s3cr3t"
LOGGER = "tfgpu_gui.notify.delivery"


def logged(caplog, level: int) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == LOGGER and r.levelno == level]


def refuse(url: str, title: str, body: str, timeout_s: float) -> None:
    raise DeliveryError("the destination did not take the message")


def test_each_failed_try_and_the_outage_are_logged_with_the_destination_redacted(caplog):
    d = Deliverer(sender=refuse, attempts=2, backoff_s=0.0)
    with caplog.at_level(logging.INFO, logger=LOGGER):
        d.submit("d1", URL, "title", "body")
        assert d.close(10)
    reason = "the destination did not take the message"
    assert logged(caplog, logging.INFO) == [
        f"notification to json://**** failed (try 1): {reason}",
        f"notification to json://**** failed (try 2): {reason}",
    ]
    assert logged(caplog, logging.WARNING) == [
        f"Notification to json://**** not delivered after 2 tries: {reason}."
    ]
    assert "pa55word" not in caplog.text and "s3cr3t" not in caplog.text


def test_a_full_queue_logs_each_dropped_message(caplog):
    gate = threading.Event()
    taken = threading.Event()

    def blocked(url, title, body, timeout_s):
        taken.set()
        gate.wait(10)

    d = Deliverer(sender=blocked, queue_max=1, timeout_s=30.0)
    d.submit("d1", URL, "t1", "b")
    assert taken.wait(5)
    assert d.submit("d1", URL, "t2", "b")  # waits in the queue
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        assert not d.submit("d1", URL, "t3", "b")
    assert logged(caplog, logging.WARNING) == [
        "notification queue full: a message to json://**** was dropped"
    ]
    gate.set()
    assert d.close(10)


def test_a_failing_failure_callback_is_logged_with_its_error(caplog):
    def bad(failure):
        raise RuntimeError("boom")

    d = Deliverer(sender=refuse, attempts=1, on_failure=bad)
    with caplog.at_level(logging.ERROR, logger=LOGGER):
        d.submit("d1", URL, "t", "b")
        assert d.close(10)
    [record] = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert record.getMessage() == "a failure callback failed"
    assert record.exc_info is not None and str(record.exc_info[1]) == "boom"


def test_the_worker_is_one_daemon_thread_named_as_a_sending_thread():
    before = set(threading.enumerate())
    d = Deliverer(sender=refuse)
    [worker] = [t for t in threading.enumerate() if t not in before]
    assert worker.daemon  # an app that exits without closing it is not held up
    assert worker.name == THREAD_PREFIX == "tfgpu-notify"
    assert d.close(10)


def test_closing_without_time_gives_up_at_once_on_a_message_being_sent(monkeypatch):
    gate = threading.Event()
    taken = threading.Event()

    def blocked(url, title, body, timeout_s):
        taken.set()
        gate.wait(10)

    d = Deliverer(sender=blocked, timeout_s=30.0)
    d.submit("d1", URL, "t", "b")
    assert taken.wait(5)
    started = time.monotonic()
    assert d.close(0) is False
    assert time.monotonic() - started < 0.8
    gate.set()


def test_closing_waits_five_seconds_by_default(monkeypatch):
    """With the clock five seconds on between setting the deadline and waiting for the worker,
    the default close has no time left: it does not wait."""
    gate = threading.Event()
    taken = threading.Event()

    def blocked(url, title, body, timeout_s):
        taken.set()
        gate.wait(10)

    d = Deliverer(sender=blocked, timeout_s=30.0)
    d.submit("d1", URL, "t", "b")
    assert taken.wait(5)
    readings = iter([100.0, 105.0])
    monkeypatch.setattr(delivery, "time", SimpleNamespace(monotonic=lambda: next(readings)))
    started = time.monotonic()
    assert d.close() is False
    assert time.monotonic() - started < 0.8
    gate.set()
