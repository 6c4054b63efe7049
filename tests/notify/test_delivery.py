"""Delivery through apprise to real receivers on loopback: delivered, down, slow, failing."""

from __future__ import annotations

import threading
import time

import pytest

from tests.notify.receivers import closed_port, json_receiver, silent_port, smtp_receiver
from tfgpu_gui.notify.delivery import Deliverer, DeliveryError, DeliveryFailure, send, send_bounded


def failures_of(deliverer_kwargs=None):
    failures: list[DeliveryFailure] = []
    reported = threading.Event()

    def on_failure(failure: DeliveryFailure) -> None:
        failures.append(failure)
        reported.set()

    kwargs = {"attempts": 3, "backoff_s": 0.01, "timeout_s": 1.0, **(deliverer_kwargs or {})}
    return Deliverer(on_failure=on_failure, **kwargs), failures, reported


def test_a_json_destination_gets_the_title_and_the_body():
    with json_receiver() as rx:
        send(rx.url(), "train.py ended on lab-2 GPU 0", "python train.py\n1h02m · 87% mean util")
        (msg,) = rx.received.wait_for(1)
    assert msg["path"] == "/hook/s3cr3t-t0ken"
    assert msg["title"] == "train.py ended on lab-2 GPU 0"
    assert msg["message"] == "python train.py\n1h02m · 87% mean util"


def test_an_email_goes_through_a_real_smtp_server_with_its_login():
    with smtp_receiver() as smtp:
        send(smtp.url(), "train.py ended on lab-2 GPU 0", "python train.py --epochs 3")
        (mail,) = smtp.messages(1)
    assert mail["Subject"] == "train.py ended on lab-2 GPU 0"
    assert mail["To"] == "me@example.com"
    text = next(p for p in mail.walk() if p.get_content_type() == "text/plain")
    assert "python train.py --epochs 3" in text.get_payload(decode=True).decode()


def test_an_email_with_a_wrong_password_is_not_delivered_and_the_password_not_shown():
    with smtp_receiver() as smtp:
        with pytest.raises(DeliveryError) as caught:
            send(smtp.url(password="wrong-pass"), "t", "b", timeout_s=5.0)
        assert smtp.received.items == []
    assert "wrong-pass" not in str(caught.value)


def test_a_closed_port_is_tried_a_bounded_number_of_times_and_reported_once():
    with closed_port() as port:
        deliverer, failures, reported = failures_of()
        url = f"json://127.0.0.1:{port}/t0ken-abc"
        assert deliverer.submit("d1", url, "t", "b")
        assert deliverer.submit("d1", url, "t2", "b2")
        assert deliverer.close(20.0)
    assert reported.is_set()
    (failure,) = failures  # the second message failed too, but said nothing new
    assert failure.attempts == 3 and deliverer.failed == 2
    assert failure.shown == "json://****"
    assert "t0ken-abc" not in failure.sentence and str(port) not in failure.sentence
    assert failure.sentence.startswith("Notification to json://**** not delivered after 3 tries")


def test_a_destination_answering_500_is_retried_then_reported_and_again_after_it_worked():
    with json_receiver(status=500) as rx:
        deliverer, failures, _ = failures_of()
        deliverer.submit("d1", rx.url(), "t", "b")
        deliverer.submit("d1", rx.url(), "t", "b")
        rx.received.wait_hits(6)
        rx.mode["status"] = 200
        deliverer.submit("d1", rx.url(), "back", "b")
        rx.received.wait_for(1)
        rx.mode["status"] = 500
        deliverer.submit("d1", rx.url(), "t", "b")
        assert deliverer.close(20.0)
        assert rx.received.hits == 3 + 3 + 1 + 3  # three tries per failed message, no more
    assert len(failures) == 2  # once per outage
    assert "500" in failures[0].reason


def test_a_destination_that_never_answers_costs_a_bounded_time():
    with silent_port() as port:
        start = time.monotonic()
        with pytest.raises(DeliveryError):
            send_bounded(f"json://127.0.0.1:{port}/x", "t", "b", timeout_s=0.5)
        assert time.monotonic() - start < 3.0


def test_a_server_that_reads_and_never_answers_is_given_up_on():
    with json_receiver(hang=True) as rx:
        deliverer, failures, reported = failures_of({"attempts": 2, "timeout_s": 0.5})
        start = time.monotonic()
        deliverer.submit("d1", rx.url(), "t", "b")
        assert reported.wait(10)
        assert time.monotonic() - start < 2 * (0.5 + 1.0) + 1.0
        assert failures[0].attempts == 2 and rx.received.hits == 2
        deliverer.close(1.0)


def test_submitting_never_waits_for_the_network_and_the_queue_is_bounded():
    release = threading.Event()
    started = threading.Event()

    def stuck(url, title, body, timeout):
        started.set()
        release.wait(10)

    deliverer = Deliverer(sender=stuck, queue_max=2, attempts=1, timeout_s=30)
    try:
        t0 = time.monotonic()
        assert deliverer.submit("d", "json://x", "1", "b")
        assert started.wait(10)
        assert deliverer.submit("d", "json://x", "2", "b")
        assert deliverer.submit("d", "json://x", "3", "b")
        assert not deliverer.submit("d", "json://x", "4", "b")
        assert time.monotonic() - t0 < 1.0
        assert deliverer.dropped == 1
    finally:
        release.set()
        assert deliverer.close(10)
    assert deliverer.delivered == 3


def test_an_unknown_url_is_refused_without_being_quoted():
    with pytest.raises(DeliveryError) as caught:
        send("nosuchscheme://very-secret-token/abc", "t", "b")
    assert "very-secret-token" not in str(caught.value)
    assert "nosuchscheme://****" in str(caught.value)
