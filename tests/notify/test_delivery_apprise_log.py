"""apprise's logger as the deliverer sets it up on first use: what apprise says stays out of the
app's log and is collected while a message is sent (for the reason of a failure), the HTTP
libraries' records made on the sending threads are dropped, and a record that cannot be
formatted or comes outside a send is ignored. Each test starts from loggers not yet set up."""

from __future__ import annotations

import importlib
import logging
import threading
import time

import pytest

from tfgpu_gui.notify import delivery
from tfgpu_gui.notify.delivery import QUIET_LOGGERS, DeliveryError, _reason, send, send_bounded

URL = "json://user:pa55word@127.0.0.1:9/hook/s3cr3t"


@pytest.fixture
def fresh(monkeypatch):
    """apprise's and the HTTP libraries' loggers as before the first use (restored after).

    apprise is imported first: its import adds a handler of its own to its logger, which would
    otherwise land in the middle of a test that happens to be the process's first to import it.
    """
    importlib.import_module("apprise")
    apprise_logger = logging.getLogger("apprise")
    level = apprise_logger.level
    monkeypatch.setattr(delivery, "_set_up", False)
    monkeypatch.setattr(apprise_logger, "propagate", True)
    monkeypatch.setattr(apprise_logger, "handlers", [])
    apprise_logger.setLevel(logging.NOTSET)
    for name in QUIET_LOGGERS:
        monkeypatch.setattr(logging.getLogger(name), "filters", [])
    yield apprise_logger
    apprise_logger.setLevel(level)


def on_thread(name: str, fn) -> None:
    thread = threading.Thread(target=fn, name=name)
    thread.start()
    thread.join(10)


def test_apprise_s_records_stay_out_of_the_app_s_log(fresh, caplog):
    assert delivery.is_valid("ntfy://topic")
    with caplog.at_level(logging.DEBUG):
        fresh.warning("Sending to ntfy://pa55word@host")
    assert caplog.records == []
    assert not fresh.isEnabledFor(logging.INFO)  # only warnings are kept at all


def test_set_up_once_however_often_apprise_is_used(fresh):
    delivery.is_valid("ntfy://topic")
    delivery.is_valid("ntfy://topic")
    assert fresh.handlers == [delivery._collector]
    assert all(len(logging.getLogger(name).filters) == 1 for name in QUIET_LOGGERS)


def test_a_failure_s_reason_is_what_apprise_warned_while_sending(fresh, monkeypatch):
    apprise = delivery._apprise()

    class Plugin:
        def notify(self, title, body):
            fresh.info("Sending a notification")  # below warnings: not a reason
            fresh.warning("%d attempts", "not a number")  # cannot be formatted: left out
            fresh.warning("Matrix server returned 403 for the room")
            return False

    monkeypatch.setattr(apprise.Apprise, "instantiate", staticmethod(lambda url: Plugin()))
    with pytest.raises(DeliveryError) as failed:
        send(URL, "t", "b")
    assert str(failed.value) == "Matrix server returned 403 for the room"


def test_apprise_speaking_outside_a_send_is_ignored(fresh):
    delivery.is_valid("ntfy://topic")
    errors: list[BaseException] = []

    def speak() -> None:
        try:
            fresh.warning("a plugin could not be loaded")
        except BaseException as exc:  # noqa: BLE001 - the test reports it below
            errors.append(exc)

    on_thread("a-thread-that-never-sent", speak)
    assert errors == []


def test_the_http_libraries_are_quiet_only_on_the_sending_threads(fresh, caplog):
    delivery.is_valid("ntfy://topic")
    pool = logging.getLogger("urllib3.connectionpool")

    def request(path: str) -> None:
        pool.warning("GET %s", path)

    with caplog.at_level(logging.DEBUG, logger="urllib3.connectionpool"):
        on_thread("tfgpu-notify-try", lambda: request("/hook/s3cr3t"))
        on_thread("tfgpu-notify", lambda: request("/hook/s3cr3t"))
        on_thread("MainThread-2", lambda: request("/api/v1/status"))
    assert [r.getMessage() for r in caplog.records] == ["GET /api/v1/status"]


# -- the try's thread, closing and reasons -----------------------------------------------------


def test_each_try_runs_on_a_daemon_thread_named_as_a_sending_thread():
    seen = []

    def sender(url, title, body, timeout_s):
        thread = threading.current_thread()
        seen.append((thread.name, thread.daemon))

    send_bounded(URL, "t", "b", 1.0, sender)
    assert seen == [("tfgpu-notify-try", True)]  # a hung try never keeps the app from exiting


def test_a_hung_try_is_given_up_one_second_after_its_timeout():
    gate = threading.Event()

    def hangs(url, title, body, timeout_s):
        gate.wait(10)

    started = time.monotonic()
    with pytest.raises(DeliveryError, match=r"^no answer within 0.2 s$"):
        send_bounded(URL, "t", "b", 0.2, hangs)
    assert 1.2 <= time.monotonic() - started < 1.9
    gate.set()


def test_closing_without_time_on_a_full_queue_gives_up_at_once():
    gate = threading.Event()
    taken = threading.Event()

    def blocked(url, title, body, timeout_s):
        taken.set()
        gate.wait(10)

    d = delivery.Deliverer(sender=blocked, queue_max=1, timeout_s=30.0)
    d.submit("d1", URL, "t1", "b")
    assert taken.wait(5)
    d.submit("d1", URL, "t2", "b")  # the queue is full
    started = time.monotonic()
    assert d.close(0) is False
    assert time.monotonic() - started < 0.8
    gate.set()


def test_a_failing_done_callback_is_logged_with_its_error(caplog):
    def bad(ok: bool) -> None:
        raise RuntimeError("boom")

    d = delivery.Deliverer(sender=lambda *a: None)
    with caplog.at_level(logging.ERROR, logger="tfgpu_gui.notify.delivery"):
        d.submit("d1", URL, "t", "b", done=bad)
        assert d.close(10)
    [record] = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert record.getMessage() == "a delivery callback failed"
    assert record.exc_info is not None and str(record.exc_info[1]) == "boom"


def test_only_the_full_stops_at_the_end_of_a_reason_are_taken_off():
    assert _reason(["Discord said: unknown channel X."], URL) == "Discord said: unknown channel X"
    assert _reason(["Rejected by relay XX"], URL) == "Rejected by relay XX"


def test_a_collector_collects_warnings_on_the_sending_thread_only(fresh, monkeypatch):
    # The module's collector is made at import; one made here is set up the same way and gives
    # the same reason, while another thread's warnings at the same time are not collected.
    collector = delivery._Collect()
    assert collector.level == logging.WARNING
    monkeypatch.setattr(delivery, "_collector", collector)
    apprise = delivery._apprise()
    assert fresh.handlers == [collector]

    class Plugin:
        def notify(self, title, body):
            on_thread("another-thread", lambda: fresh.warning("not about this message"))
            fresh.warning("Matrix server returned 403 for the room")
            return False

    monkeypatch.setattr(apprise.Apprise, "instantiate", staticmethod(lambda url: Plugin()))
    with pytest.raises(DeliveryError) as failed:
        send(URL, "t", "b")
    assert str(failed.value) == "Matrix server returned 403 for the room"
