"""What Settings → Notifications holds: the destinations, their events, quiet hours, the rate.

Qt-free. Saved as ``notifications.json`` in the app's config directory, beside
``settings.json`` and like it never holding a URL: a destination there is an id, the redacted
URL shown in the list (``ntfy://****``) and the events it gets; its URL is in the
:class:`~tfgpu_gui.notify.secrets.SecretStore` under that id.
"""

from __future__ import annotations

import json
import os
import secrets as random_tokens
from dataclasses import dataclass, field, replace
from pathlib import Path

from tfgpu_gui.notify.events import DEFAULT_EVENTS, EVENT_IDS
from tfgpu_gui.notify.secrets import redact

CONFIG_FILE = "notifications.json"
#: The most destinations kept.
MAX_DESTINATIONS = 16
#: Messages per hour and destination: the default and the range the settings allow.
DEFAULT_PER_HOUR = 12
MAX_PER_HOUR = 120
MAX_FILE_BYTES = 256 * 1024


@dataclass(frozen=True)
class QuietHours:
    """From ``start`` to ``end`` (minutes after midnight, local time; across midnight when
    ``end`` < ``start``) nothing is sent: what happens is held and told in one message after."""

    enabled: bool = False
    start: int = 22 * 60
    end: int = 7 * 60

    def contains(self, minute_of_day: int) -> bool:
        if not self.enabled or self.start == self.end:
            return False
        if self.start < self.end:
            return self.start <= minute_of_day < self.end
        return minute_of_day >= self.start or minute_of_day < self.end

    @staticmethod
    def text(minutes: int) -> str:
        return f"{minutes // 60:02d}:{minutes % 60:02d}"

    @staticmethod
    def parse(text: object) -> int:
        """``"22:30"`` as minutes after midnight (ValueError otherwise)."""
        if not isinstance(text, str) or len(text) != 5 or text[2] != ":":
            raise ValueError(f"not a time of day (HH:MM): {text!r:.20}")
        hours, minutes = int(text[:2]), int(text[3:])
        if not (0 <= hours < 24 and 0 <= minutes < 60):
            raise ValueError(f"not a time of day (HH:MM): {text!r:.20}")
        return hours * 60 + minutes


@dataclass(frozen=True)
class Destination:
    """Where notices go: an id (its URL's key in the secret store), the redacted URL shown,
    and the events it gets."""

    id: str
    shown: str
    events: frozenset[str] = DEFAULT_EVENTS

    @classmethod
    def new(cls, url: str, events: frozenset[str] = DEFAULT_EVENTS) -> Destination:
        return cls(random_tokens.token_hex(8), redact(url), events)


@dataclass(frozen=True)
class NotifyConfig:
    """Every destination, quiet hours and the rate limit (messages per hour and destination)."""

    destinations: tuple[Destination, ...] = ()
    quiet: QuietHours = field(default_factory=QuietHours)
    per_hour: int = DEFAULT_PER_HOUR

    def with_destination(self, destination: Destination) -> NotifyConfig:
        kept = tuple(d for d in self.destinations if d.id != destination.id)
        return replace(self, destinations=(*kept, destination)[-MAX_DESTINATIONS:])

    def to_json(self) -> dict[str, object]:
        return {
            "destinations": [
                {"id": d.id, "shown": d.shown, "events": [e for e in EVENT_IDS if e in d.events]}
                for d in self.destinations
            ],
            "quiet_hours": {
                "enabled": self.quiet.enabled,
                "start": QuietHours.text(self.quiet.start),
                "end": QuietHours.text(self.quiet.end),
            },
            "per_hour": self.per_hour,
        }

    @classmethod
    def from_json(cls, data: object) -> NotifyConfig:
        """Raises ValueError for anything that is not a configuration this module wrote."""
        if not isinstance(data, dict):
            raise ValueError("not a JSON object")
        dests = []
        for item in data.get("destinations", [])[:MAX_DESTINATIONS]:
            if not isinstance(item, dict):
                raise ValueError("a destination is not a JSON object")
            ident, shown, events = item.get("id"), item.get("shown"), item.get("events")
            if not isinstance(ident, str) or not ident.isalnum() or len(ident) > 64:
                raise ValueError("a destination has no valid id")
            if not isinstance(events, list):
                raise ValueError("a destination's events are not a list")
            dests.append(
                Destination(
                    ident,
                    redact(shown) if isinstance(shown, str) else redact(""),
                    frozenset(e for e in events if e in EVENT_IDS),
                )
            )
        quiet = data.get("quiet_hours", {})
        if not isinstance(quiet, dict):
            raise ValueError("quiet_hours is not a JSON object")
        per_hour = data.get("per_hour", DEFAULT_PER_HOUR)
        if isinstance(per_hour, bool) or not isinstance(per_hour, int):
            raise ValueError("per_hour is not a whole number")
        return cls(
            destinations=tuple(dests),
            quiet=QuietHours(
                enabled=quiet.get("enabled") is True,
                start=QuietHours.parse(quiet.get("start", "22:00")),
                end=QuietHours.parse(quiet.get("end", "07:00")),
            ),
            per_hour=max(1, min(MAX_PER_HOUR, per_hour)),
        )


class ConfigStore:
    """Loads and saves :class:`NotifyConfig` as ``notifications.json``.

    Attributes:
        error: Why the last load fell back to the defaults, or None.
    """

    def __init__(self, directory: Path | None = None) -> None:
        if directory is None:
            from tfgpu_gui.settings import config_dir

            directory = config_dir()
        self.path = directory / CONFIG_FILE
        self.error: str | None = None

    def load(self) -> NotifyConfig:
        self.error = None
        try:
            with self.path.open("rb") as file:
                raw = file.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return NotifyConfig()
        except OSError as exc:
            self.error = f"{self.path} cannot be read ({exc.strerror})"
            return NotifyConfig()
        try:
            if len(raw) > MAX_FILE_BYTES:
                raise ValueError("it is too large")
            return NotifyConfig.from_json(json.loads(raw.decode("utf-8")))
        except (ValueError, UnicodeDecodeError) as exc:
            self.error = f"{self.path} is damaged ({exc})"
            return NotifyConfig()

    def save(self, config: NotifyConfig) -> None:
        """Write atomically. Raises OSError when it cannot be written."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(json.dumps(config.to_json(), indent=2) + "\n", encoding="utf-8")
        os.replace(tmp, self.path)
        self.error = None
