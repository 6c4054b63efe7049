"""The notifier routes each notice to the destinations that want it, through each one's quiet
hours and rate limit, with a sender that records instead of the network."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from tfgpu_gui.notify.config import Destination, NotifyConfig, QuietHours
from tfgpu_gui.notify.delivery import Deliverer, DeliveryError, DeliveryFailure
from tfgpu_gui.notify.events import EVENT_IDS, Notice
from tfgpu_gui.notify.notifier import Notifier, Target, targets_for_urls, targets_from
from tfgpu_gui.notify.secrets import SecretStore


class Clock:
    def __init__(self, start: datetime) -> None:
        self.t = start

    def __call__(self) -> datetime:
        return self.t


class Sent:
    """A sender that records (url, title) and fails for the URLs in ``failing``."""

    def __init__(self, failing: tuple[str, ...] = ()) -> None:
        self.items: list[tuple[str, str]] = []
        self.failing = failing

    def __call__(self, url: str, title: str, body: str, timeout_s: float) -> None:
        if url in self.failing:
            raise DeliveryError("refused")
        self.items.append((url, title))


def deliverer(sent: Sent, **kw: object) -> Deliverer:
    return Deliverer(sender=sent, attempts=1, backoff_s=0.0, **kw)  # type: ignore[arg-type]


def notice(event: str, title: str = "t", covered_by: str | None = None) -> Notice:
    return Notice(event, title, "body", "lab-1", 0, covered_by)


def test_command_line_destinations_are_numbered_and_get_every_event_unless_told():
    targets = targets_for_urls([" json://a/x ", "", "  ", "ntfy://topic"])
    assert [(t.id, t.url) for t in targets] == [("cli0", "json://a/x"), ("cli3", "ntfy://topic")]
    assert all(t.events == frozenset(EVENT_IDS) for t in targets)
    only = targets_for_urls(["ntfy://t"], ["gpu-lost"])
    assert only == [Target("cli0", "ntfy://t", frozenset({"gpu-lost"}))]
    assert only[0].shown == "ntfy://****"


def test_saved_destinations_without_a_stored_url_are_left_out_and_said(tmp_path, caplog):
    secrets = SecretStore(tmp_path, use_keyring=False)
    secrets.set("a1", "ntfy://topic-a")
    config = NotifyConfig(
        (
            Destination("a1", "ntfy://****", frozenset({"gpu-lost"})),
            Destination("b2", "tgram://****"),
        )
    )
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.notify.notifier"):
        targets = targets_from(config, secrets)
    assert targets == [Target("a1", "ntfy://topic-a", frozenset({"gpu-lost"}))]
    assert "tgram://**** has no stored URL" in caplog.text


def test_a_notice_goes_only_where_its_event_is_wanted_and_not_where_it_is_covered():
    sent = Sent()
    targets = [
        Target("all", "json://all", frozenset(EVENT_IDS)),
        Target("free", "json://free", frozenset({"gpu-free"})),
    ]
    notifier = Notifier(targets, deliverer=deliverer(sent))
    assert notifier.post(notice("gpu-free", "GPU 0 is free", covered_by="run-ended")) == 1
    assert notifier.post(notice("run-ended", "run ended")) == 1
    assert notifier.post(notice("test")) == 0  # no destination wants it
    assert notifier.post_all([notice("gpu-free", "free again"), notice("gpu-lost")]) == 3
    assert notifier.close(10)
    assert sorted(sent.items) == sorted(
        [
            ("json://free", "GPU 0 is free"),
            ("json://all", "run ended"),
            ("json://all", "free again"),
            ("json://free", "free again"),
            ("json://all", "t"),
        ]
    )


def test_each_destination_has_its_own_rate_limit_kept_when_reconfigured():
    sent = Sent()
    clock = Clock(datetime(2026, 3, 2, 13, 0))
    a = Target("a", "json://a", frozenset(EVENT_IDS))
    notifier = Notifier([a], per_hour=2, now=clock, deliverer=deliverer(sent))
    assert [notifier.post(notice("gpu-lost", f"n{i}")) for i in range(2)] == [1, 1]
    b = Target("b", "json://b", frozenset(EVENT_IDS))
    notifier.configure([a, b], 2, QuietHours())
    # a sent two in this hour already: its third is the summary; b starts afresh.
    assert notifier.post(notice("gpu-lost", "n2")) == 2
    assert notifier.post(notice("gpu-lost", "n3")) == 1  # a: counted, not sent
    notifier.configure([a, b], 5, QuietHours())  # a higher limit for both
    assert notifier.post(notice("gpu-lost", "n4")) == 2
    assert notifier.close(10)
    titles_a = [t for u, t in sent.items if u == "json://a"]
    assert titles_a[:2] == ["n0", "n1"] and titles_a[2].startswith("Too many notices")
    assert titles_a[3] == "n4"
    assert [t for u, t in sent.items if u == "json://b"] == ["n2", "n3", "n4"]


def test_quiet_hours_are_told_in_one_message_when_they_end():
    sent = Sent()
    clock = Clock(datetime(2026, 3, 2, 23, 0))
    quiet = QuietHours(True, 22 * 60, 7 * 60)
    notifier = Notifier(
        [Target("a", "json://a", frozenset(EVENT_IDS))],
        quiet=quiet,
        now=clock,
        deliverer=deliverer(sent),
    )
    assert notifier.post(notice("gpu-lost", "one")) == 0
    assert notifier.post(notice("gpu-lost", "two")) == 0
    assert notifier.tick() == 0  # still night
    clock.t += timedelta(hours=8)
    assert notifier.tick() == 1
    assert notifier.tick() == 0  # told once
    assert notifier.close(10)
    ((url, title),) = sent.items
    assert url == "json://a" and title.startswith("2 notices from ")


def test_without_quiet_hours_given_nothing_is_held():
    sent = Sent()
    clock = Clock(datetime(2026, 3, 2, 23, 0))
    notifier = Notifier(
        [Target("a", "json://a", frozenset(EVENT_IDS))], now=clock, deliverer=deliverer(sent)
    )
    assert notifier.post(notice("gpu-lost", "late")) == 1
    assert notifier.close(10) and sent.items == [("json://a", "late")]


def test_a_failure_is_handed_to_on_failure_whoever_made_the_deliverer():
    failures: list[DeliveryFailure] = []
    own = deliverer(Sent(failing=("json://a",)))
    notifier = Notifier(
        [Target("a", "json://a", frozenset(EVENT_IDS))],
        on_failure=failures.append,
        deliverer=own,
    )
    notifier.post(notice("gpu-lost"))
    assert notifier.close(10)
    assert [(f.destination, f.shown) for f in failures] == [("a", "json://****")]

    theirs: list[DeliveryFailure] = []
    kept = deliverer(Sent(failing=("json://a",)), on_failure=theirs.append)
    mine: list[DeliveryFailure] = []
    notifier = Notifier(
        [Target("a", "json://a", frozenset(EVENT_IDS))], on_failure=mine.append, deliverer=kept
    )
    notifier.post(notice("gpu-lost"))
    assert notifier.close(10)
    assert len(theirs) == 1 and mine == []  # a deliverer's own callback is kept


def test_a_notifier_without_on_failure_ignores_failures():
    notifier = Notifier(
        [Target("a", "json://a", frozenset(EVENT_IDS))],
        deliverer=deliverer(Sent(failing=("json://a",))),
    )
    assert notifier.post(notice("gpu-lost")) == 1
    assert notifier.close(10)
    assert notifier.deliverer.failed == 1
