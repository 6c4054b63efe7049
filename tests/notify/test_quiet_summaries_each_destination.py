"""The end of quiet hours sends one summary to each destination that held notices, with the
notices it held, and a summary that cannot be delivered is reported under its destination; a
saved destination whose URL is gone is skipped with one plain warning."""

from __future__ import annotations

import logging
import threading
from datetime import datetime, timedelta

from tfgpu_gui.notify.config import Destination, NotifyConfig, QuietHours
from tfgpu_gui.notify.delivery import Deliverer, DeliveryError, DeliveryFailure
from tfgpu_gui.notify.events import EVENT_IDS, Notice, this_host
from tfgpu_gui.notify.notifier import Notifier, Target, targets_from
from tfgpu_gui.notify.secrets import SecretStore


class Clock:
    def __init__(self, start: datetime) -> None:
        self.t = start

    def __call__(self) -> datetime:
        return self.t


class Inbox:
    """A sender that keeps (url, title, body) and refuses the URLs in ``failing``."""

    def __init__(self, failing: tuple[str, ...] = ()) -> None:
        self.items: list[tuple[str, str, str]] = []
        self.failing = failing

    def __call__(self, url: str, title: str, body: str, timeout_s: float) -> None:
        if url in self.failing:
            raise DeliveryError("refused")
        self.items.append((url, title, body))


def notice(title: str, event: str = "gpu-lost") -> Notice:
    return Notice(event, title, f"{title}: details", "lab-1", 0)


def test_each_destination_gets_its_own_summary_of_what_it_held():
    inbox = Inbox()
    clock = Clock(datetime(2026, 3, 2, 23, 15))
    night = QuietHours(True, 22 * 60, 7 * 60)
    notifier = Notifier(
        [
            Target("a", "json://a", frozenset(EVENT_IDS)),
            Target("b", "json://b", frozenset({"gpu-lost"})),
            Target("c", "json://c", frozenset({"gpu-free"})),  # wants none of them
        ],
        quiet=night,
        now=clock,
        deliverer=Deliverer(sender=inbox, attempts=1, backoff_s=0.0),
    )
    assert notifier.post(notice("GPU 0 lost")) == 0
    clock.t += timedelta(minutes=30)
    assert notifier.post(notice("run ended", "run-ended")) == 0  # a only
    assert notifier.post(notice("GPU 1 lost")) == 0
    clock.t = datetime(2026, 3, 3, 7, 0)
    assert notifier.tick() == 2  # a and b; c held nothing
    assert notifier.tick() == 0
    assert notifier.close(10)
    assert sorted(inbox.items) == [
        (
            "json://a",
            f"3 notices from {this_host()} during quiet hours",
            "Held since 23:15:\n• GPU 0 lost\n• run ended\n• GPU 1 lost",
        ),
        (
            "json://b",
            f"2 notices from {this_host()} during quiet hours",
            "Held since 23:15:\n• GPU 0 lost\n• GPU 1 lost",
        ),
    ]


def test_a_summary_that_is_not_delivered_is_reported_under_its_destination():
    failures: list[DeliveryFailure] = []
    inbox = Inbox(failing=("json://b",))
    clock = Clock(datetime(2026, 3, 2, 23, 0))
    notifier = Notifier(
        [
            Target("a", "json://a", frozenset(EVENT_IDS)),
            Target("b", "json://b", frozenset(EVENT_IDS)),
        ],
        quiet=QuietHours(True, 22 * 60, 7 * 60),
        on_failure=failures.append,
        now=clock,
        deliverer=Deliverer(sender=inbox, attempts=1, backoff_s=0.0),
    )
    assert notifier.post(notice("GPU 0 lost")) == 0
    clock.t += timedelta(hours=9)
    assert notifier.tick() == 2
    assert notifier.close(10)
    # One held notice is sent as itself, marked as held.
    assert inbox.items == [
        ("json://a", "GPU 0 lost", "GPU 0 lost: details\n(held during quiet hours)")
    ]
    assert [(f.destination, f.shown, f.attempts) for f in failures] == [("b", "json://****", 1)]


def test_a_destination_without_its_url_is_skipped_with_one_warning(tmp_path, caplog):
    secrets = SecretStore(tmp_path, use_keyring=False)
    secrets.set("kept", "ntfy://topic-kept")
    config = NotifyConfig((Destination("gone", "tgram://****"), Destination("kept", "ntfy://****")))
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.notify.notifier"):
        targets = targets_from(config, secrets)
    assert [t.id for t in targets] == ["kept"]
    assert [r.getMessage() for r in caplog.records] == [
        "notification destination tgram://**** has no stored URL; skipped"
    ]


def test_a_notifier_s_own_deliverer_hands_failures_to_on_failure():
    # No deliverer given: the notifier makes one (three tries, seconds apart). Closing at once
    # gives up the tries still to come, and the failure is reported after the first.
    failed = threading.Event()
    failures: list[DeliveryFailure] = []

    def on_failure(failure: DeliveryFailure) -> None:
        failures.append(failure)
        failed.set()

    notifier = Notifier(
        [Target("x", "nosuchscheme://secret-topic", frozenset(EVENT_IDS))], on_failure=on_failure
    )
    assert notifier.post(notice("GPU 0 lost")) == 1
    notifier.close(0.0)
    assert failed.wait(30)
    assert [(f.destination, f.shown, f.attempts) for f in failures] == [
        ("x", "nosuchscheme://****", 1)
    ]


def test_closing_waits_five_seconds_for_the_queue_unless_told():
    waited: list[float] = []

    class Timed(Deliverer):
        def close(self, timeout_s: float = 5.0) -> bool:
            waited.append(timeout_s)
            return super().close(timeout_s)

    notifier = Notifier(deliverer=Timed(sender=Inbox()))
    assert notifier.close()
    assert notifier.close(0.25) is True  # closed already: nothing left to wait for
    assert waited == [5.0, 0.25]
