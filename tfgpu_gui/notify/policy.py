"""When a notice may go out: quiet hours and at most N messages an hour, per destination.

Qt-free, and pure: the time comes from an injected ``now`` (local time), so tests move through a
night in microseconds. :class:`Gate` decides for one destination what to send now:

- during quiet hours nothing is sent; what happens is held (the newest :data:`HELD_MAX`) and
  told in one message when they end (:meth:`Gate.tick`, or the first notice after them);
- at most ``per_hour`` messages go out in any hour; the notice that finds the limit reached
  sends one summary message instead ("more notices held back until 14:05"), later ones are
  counted, and the next message after the hour says how many were left out.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from tfgpu_gui.notify.config import QuietHours
from tfgpu_gui.notify.events import Notice, this_host

Now = Callable[[], datetime]
#: Held notices kept during quiet hours (the newest; the count covers all).
HELD_MAX = 20
#: Titles a quiet-hours summary lists.
LISTED_MAX = 6
HOUR = timedelta(hours=1)


@dataclass(frozen=True)
class Message:
    """What goes out to one destination: a notice, or a summary of several."""

    title: str
    body: str
    event: str


class Gate:
    """Quiet hours and the rate limit of one destination (see the module docstring)."""

    def __init__(self, per_hour: int, quiet: QuietHours, now: Now | None = None) -> None:
        self.per_hour = max(1, per_hour)
        self.quiet = quiet
        self.now: Now = now or datetime.now
        self._sent: deque[datetime] = deque()
        self._limited = False
        self._dropped = 0
        self._held: deque[Notice] = deque(maxlen=HELD_MAX)
        self._held_count = 0
        self._held_since: datetime | None = None

    def configure(self, per_hour: int, quiet: QuietHours) -> None:
        self.per_hour = max(1, per_hour)
        self.quiet = quiet

    def _quiet_now(self, now: datetime) -> bool:
        return self.quiet.contains(now.hour * 60 + now.minute)

    def admit(self, notice: Notice) -> list[Message]:
        """What to send now that ``notice`` happened (often one message, maybe none)."""
        now = self.now()
        if self._quiet_now(now):
            if not self._held_count:
                self._held_since = now
            self._held.append(notice)
            self._held_count += 1
            return []
        out = self.tick()
        out += self._limit(Message(notice.title, notice.body, notice.event), now)
        return out

    def tick(self) -> list[Message]:
        """The summary of what was held, once quiet hours are over (called now and then)."""
        now = self.now()
        if not self._held_count or self._quiet_now(now):
            return []
        held, count, since = list(self._held), self._held_count, self._held_since
        self._held.clear()
        self._held_count = 0
        lines = [f"• {n.title}" for n in held[-LISTED_MAX:]]
        if count > len(lines):
            lines.insert(0, f"… and {count - len(lines)} earlier")
        start = since.strftime("%H:%M") if since else "?"
        title = f"{count} notice{'s' if count != 1 else ''} from {this_host()} during quiet hours"
        body = f"Held since {start}:\n" + "\n".join(lines)
        if count == 1:
            title, body = held[-1].title, f"{held[-1].body}\n(held during quiet hours)"
        return self._limit(Message(title, body, "quiet-summary"), now)

    def _limit(self, message: Message, now: datetime) -> list[Message]:
        while self._sent and now - self._sent[0] >= HOUR:
            self._sent.popleft()
        if len(self._sent) < self.per_hour:
            self._limited = False
            self._sent.append(now)
            if self._dropped:
                body = f"{message.body}\n({self._dropped} more left out by the rate limit)"
                message = Message(message.title, body, message.event)
                self._dropped = 0
            return [message]
        if self._limited:
            self._dropped += 1
            return []
        self._limited = True
        self._dropped += 1
        until = (self._sent[0] + HOUR).strftime("%H:%M")
        return [
            Message(
                f"Too many notices from {this_host()}: holding back",
                f"{self.per_hour} messages went out in the last hour. Further notices are "
                f"left out until {until}; the next message says how many.",
                "rate-limit",
            )
        ]
