"""The app's settings: a JSON file under the user's config directory.

A file that cannot be read or parsed gives the defaults and an error message, never a crash;
it is kept as it is until the user saves, and then moved aside to ``settings.json.bak`` so
nothing they wrote by hand is lost silently.
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from tfgpu_gui.appinfo import APP_NAME
from tfgpu_gui.telemetry.alerts import ALERT_KINDS, GIB, AlertConfig

SETTINGS_FILE = "settings.json"
INTERVALS = (0.5, 1.0, 2.0, 5.0)
HISTORY_LENGTHS = (600.0, 1800.0, 3600.0, 4 * 3600.0)
TIME_WINDOWS = ((60.0, "1 min"), (600.0, "10 min"), (3600.0, "1 h"))


def config_dir() -> Path:
    """The user's config directory of the app (platformdirs; honours ``XDG_CONFIG_HOME``)."""
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


@dataclass
class Settings:
    """Everything the user can change; saved as JSON.

    Attributes:
        interval_s: Seconds between two samples.
        history_s: Seconds of history kept (and exportable).
        time_window_s: Seconds the plots show.
        temperature_c: Temperature alert threshold.
        memory_percent: Memory-full alert threshold.
        idle_util_percent: Mean utilization under which a TF process's GPU is "mostly idle".
        idle_seconds: How long before the idle alert fires.
        notifications: Alert kind -> whether it may notify.
        start_at_login: Whether the autostart entry should exist.
        binary_units: GiB (True) or GB (False) for memory.
        close_hint_shown: Whether "closing hides to the tray" was already said.
    """

    interval_s: float = 1.0
    history_s: float = 3600.0
    time_window_s: float = 600.0
    temperature_c: float = 85.0
    memory_percent: float = 95.0
    idle_util_percent: float = 25.0
    idle_seconds: float = 60.0
    notifications: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(ALERT_KINDS, True))
    start_at_login: bool = False
    binary_units: bool = True
    close_hint_shown: bool = False

    def alert_config(self) -> AlertConfig:
        """The alert rules' configuration these settings describe."""
        return AlertConfig(
            temperature_c=self.temperature_c,
            memory_percent=self.memory_percent,
            idle_util_percent=self.idle_util_percent,
            idle_seconds=self.idle_seconds,
            idle_min_bytes=1 * GIB,
            enabled=frozenset(k for k, on in self.notifications.items() if on),
        )

    def to_json(self) -> dict[str, object]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from parsed JSON; unknown keys are ignored, wrong types rejected.

        Raises:
            ValueError: the data is not a settings object or a value has the wrong type.
        """
        if not isinstance(data, dict):
            raise ValueError("the settings file does not hold a JSON object")
        settings = cls()
        for f in dataclasses.fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(settings, f.name)
            if isinstance(default, bool):
                ok = isinstance(value, bool)
            elif isinstance(default, float):
                ok = isinstance(value, int | float) and not isinstance(value, bool)
                value = float(value) if ok else value
            else:  # notifications
                ok = isinstance(value, dict) and all(isinstance(v, bool) for v in value.values())
                if ok:
                    value = {k: bool(value.get(k, True)) for k in ALERT_KINDS}
            if not ok:
                raise ValueError(f"the setting {f.name!r} has a wrong value: {value!r}")
            setattr(settings, f.name, value)
        if settings.interval_s <= 0 or settings.history_s < settings.interval_s * 2:
            raise ValueError("the sampling interval or the history length is out of range")
        return settings


class SettingsStore:
    """Loads and saves :class:`Settings` at ``path``; remembers a failed load.

    Attributes:
        error: Why the last load fell back to the defaults, or None.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / SETTINGS_FILE
        self.error: str | None = None

    @property
    def backup_path(self) -> Path:
        return self.path.with_name(self.path.name + ".bak")

    def load(self) -> Settings:
        """The saved settings, or the defaults (with :attr:`error` set) when unreadable."""
        self.error = None
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return Settings()
        except OSError as exc:
            self.error = f"The settings file {self.path} cannot be read ({exc.strerror})."
        else:
            try:
                return Settings.from_json(json.loads(text))
            except (ValueError, TypeError) as exc:
                self.error = f"The settings file {self.path} is damaged ({exc})."
        self.error += " Using the default settings; the file is kept until you save."
        return Settings()

    def save(self, settings: Settings) -> None:
        """Write atomically; a damaged file from the last load is first moved to ``.bak``.

        Raises:
            OSError: the directory or the file cannot be written.
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.error is not None and self.path.exists():
            os.replace(self.path, self.backup_path)
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(json.dumps(settings.to_json(), indent=2) + "\n", encoding="utf-8")
        os.replace(tmp, self.path)
        self.error = None
