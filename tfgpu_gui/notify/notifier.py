"""The notifier: each notice to the destinations that want its event, through their gates.

Qt-free. :class:`Notifier` holds the destinations (URL and events), a
:class:`~tfgpu_gui.notify.policy.Gate` per destination (quiet hours, rate limit) and one
:class:`~tfgpu_gui.notify.delivery.Deliverer`. :meth:`Notifier.post` only queues: it returns at
once on the sampling thread or the GUI thread. Failures come back once per outage through
``on_failure`` (on the delivery thread: the app hands them to its GUI thread, ``tfgpu watch``
prints a line on stderr).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from tfgpu_gui.notify.config import DEFAULT_PER_HOUR, NotifyConfig, QuietHours
from tfgpu_gui.notify.delivery import Deliverer, DeliveryFailure
from tfgpu_gui.notify.events import EVENT_IDS, Notice
from tfgpu_gui.notify.policy import Gate, Now
from tfgpu_gui.notify.secrets import SecretStore, redact

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Target:
    """One destination as the notifier sends to it: id, URL (secret), events."""

    id: str
    url: str
    events: frozenset[str]

    @property
    def shown(self) -> str:
        return redact(self.url)


def targets_from(config: NotifyConfig, secrets: SecretStore) -> list[Target]:
    """The saved destinations with their URLs (one whose URL is missing is left out)."""
    out = []
    for dest in config.destinations:
        url = secrets.get(dest.id)
        if url:
            out.append(Target(dest.id, url, dest.events))
        else:
            log.warning("notification destination %s has no stored URL; skipped", dest.shown)
    return out


def targets_for_urls(urls: Iterable[str], events: Iterable[str] = EVENT_IDS) -> list[Target]:
    """Command-line destinations (``--notify URL``): each gets ``events``."""
    wanted = frozenset(events)
    return [Target(f"cli{i}", url.strip(), wanted) for i, url in enumerate(urls) if url.strip()]


class Notifier:
    """Sends notices to their destinations (see the module docstring)."""

    def __init__(
        self,
        targets: Iterable[Target] = (),
        per_hour: int = DEFAULT_PER_HOUR,
        quiet: QuietHours | None = None,
        on_failure: Callable[[DeliveryFailure], None] | None = None,
        now: Now | None = None,
        deliverer: Deliverer | None = None,
    ) -> None:
        self.now = now
        self.on_failure = on_failure
        self.deliverer = deliverer or Deliverer(on_failure=self._failed)
        if deliverer is not None and deliverer.on_failure is None:
            deliverer.on_failure = self._failed
        self.targets: list[Target] = []
        self._gates: dict[str, Gate] = {}
        self.configure(targets, per_hour, quiet or QuietHours())

    def configure(self, targets: Iterable[Target], per_hour: int, quiet: QuietHours) -> None:
        """New destinations and limits; a destination kept keeps its count of the last hour."""
        self.targets = list(targets)
        gates = {}
        for target in self.targets:
            gate = self._gates.get(target.id) or Gate(per_hour, quiet, self.now)
            gate.configure(per_hour, quiet)
            gates[target.id] = gate
        self._gates = gates

    def _failed(self, failure: DeliveryFailure) -> None:
        if self.on_failure is not None:
            self.on_failure(failure)

    def post(self, notice: Notice) -> int:
        """Queue ``notice`` for every destination that wants its event; the messages queued."""
        queued = 0
        for target in self.targets:
            if notice.event not in target.events or notice.covered_by in target.events:
                continue
            for message in self._gates[target.id].admit(notice):
                queued += self.deliverer.submit(target.id, target.url, message.title, message.body)
        return queued

    def post_all(self, notices: Iterable[Notice]) -> int:
        return sum(self.post(n) for n in notices)

    def tick(self) -> int:
        """Send the summaries of quiet hours that are over; the messages queued."""
        queued = 0
        for target in self.targets:
            for message in self._gates[target.id].tick():
                queued += self.deliverer.submit(target.id, target.url, message.title, message.body)
        return queued

    def close(self, timeout_s: float = 5.0) -> bool:
        """Deliver what is queued for at most ``timeout_s``, then stop."""
        return self.deliverer.close(timeout_s)
