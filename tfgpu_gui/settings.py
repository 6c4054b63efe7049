"""The app's settings: each declared once, saved as a JSON file under the user's config directory.

Qt-free. The desktop app loads them at start (:class:`SettingsStore`) and hands them to the
sampler, the monitor window, the tray and the alert engine (:meth:`Settings.alert_config`); the
settings dialog edits a copy and the app saves it.

Every setting is one field of :class:`Settings` whose metadata holds its :class:`SettingSpec`
(range or choices, the dialog's label and help, the unit it is shown in). The defaults, loading,
the settings dialog's widgets and the alert configuration all come from there (:data:`SPECS`);
the rules that tie settings together (:data:`CROSS_RULES`) sit next to the declaration.

A file that cannot be read, is not UTF-8 JSON, or holds a wrong or out-of-range value gives the
defaults and an error message, never a crash; it is kept as it is until the user saves, and
then moved aside to ``settings.json.bak`` so nothing they wrote by hand is lost silently. The
backups before it move along to ``settings.json.bak.1`` … ``.bak.4``; only the oldest of
:data:`BACKUPS` is dropped.
"""

from __future__ import annotations

import dataclasses
import json
import os
import reprlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tfgpu_gui.appinfo import APP_NAME
from tfgpu_gui.telemetry.alerts import (
    ALERT_KINDS,
    HOT_C,
    IDLE_SECONDS,
    IDLE_UTIL_PERCENT,
    MEMORY_FULL_PERCENT,
    AlertConfig,
)
from tfgpu_gui.telemetry.runs import RUN_NOTIFICATIONS, RunConfig
from tfgpu_gui.text.numbers import fmt_duration

SETTINGS_FILE = "settings.json"
#: How many damaged settings files are kept (``settings.json.bak``, ``.bak.1`` … newest first).
BACKUPS = 5
#: The most bytes of a settings file that are read; a larger file counts as damaged.
MAX_FILE_BYTES = 1024 * 1024
#: The most samples the history may keep per GPU: 12 h at one a second, about 8 MiB per GPU.
MAX_SAMPLES = 43_200
#: The most items a list setting (the remote sources) holds.
MAX_LIST_ITEMS = 64
#: Key of a :class:`SettingSpec` in the metadata of a :class:`Settings` field.
SPEC = "setting"

_short = reprlib.Repr()
_short.maxstring = _short.maxother = 40


def config_dir() -> Path:
    """The user's config directory of the app (platformdirs; honours ``XDG_CONFIG_HOME``)."""
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def _span(seconds: float) -> str:
    return fmt_duration(seconds).replace("h00m", " h").replace("m00s", " min")


def _every(seconds: float) -> str:
    return f"every {seconds:g} s"


def _units(binary: bool) -> str:
    return "GiB (binary, like nvidia-smi's MiB)" if binary else "GB (decimal)"


@dataclass(frozen=True)
class SettingSpec:
    """How one setting is checked, edited and shown; its field's metadata under :data:`SPEC`.

    The kind of a setting follows from its default: a number (float), a flag (bool), or
    switches (a dict from each of ``choices`` to bool; missing ones are on, unknown ones dropped).

    Attributes:
        label: The dialog's row label ("&" marks the mnemonic); a flag's check box text.
        title: Short name of the setting's widget for screen readers.
        help: What the setting does (the dialog's tooltip).
        group: The dialog's group it is edited in; None for state the app keeps by itself.
        minimum: The least value a number may take (finite).
        maximum: The largest value a number may take (finite).
        choices: What the dialog offers: presets of a number (any value in range stays
            valid), the two values of a flag shown as a list, or the keys of switches.
        unit: Suffix a number is shown with, its space included (" °C").
        decimals: Decimals a number is edited with.
        fmt: How one value or choice is shown; None gives the number with ``unit``.
        restore: Whether "Restore defaults" in the dialog resets it.
        check: For a list: each item's check (returns it cleaned, raises ValueError); the list
            holds at most :data:`MAX_LIST_ITEMS`.
        key: The field's name, also its key in the JSON file (filled in by :func:`declared_specs`).
        default: The field's default (filled in by :func:`declared_specs`).
    """

    label: str
    title: str
    help: str
    group: str | None
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[Any, ...] = ()
    unit: str = ""
    decimals: int = 0
    fmt: Callable[[Any], str] | None = None
    restore: bool = True
    check: Callable[[str], str] | None = None
    key: str = ""
    default: Any = None

    @property
    def kind(self) -> str:
        """``"flag"``, ``"number"``, ``"switches"`` or ``"list"`` (of strings)."""
        if isinstance(self.default, list):
            return "list"
        if isinstance(self.default, bool):
            return "flag"
        return "number" if isinstance(self.default, float) else "switches"

    def show(self, value: Any) -> str:
        """``value`` as the dialog shows it."""
        if self.fmt is not None:
            return self.fmt(value)
        return f"{value:.{self.decimals}f}{self.unit}"

    def parse(self, value: object) -> Any:
        """``value`` from JSON as the setting holds it.

        Raises:
            ValueError: a wrong type, NaN or infinity, or a number out of range.
        """
        if self.kind == "flag" and isinstance(value, bool):
            return value
        if self.kind == "list":
            return self._list(value)
        if self.kind == "number" and isinstance(value, int | float) and not isinstance(value, bool):
            return self._in_range(value)
        switches = isinstance(value, dict) and all(isinstance(v, bool) for v in value.values())
        if self.kind == "switches" and switches and isinstance(value, dict):
            return {k: value.get(k, True) for k in self.choices}
        raise ValueError(f"the setting {self.key!r} has a wrong value: {_short.repr(value)}")

    def _list(self, value: object) -> list[str]:
        if not isinstance(value, list) or len(value) > MAX_LIST_ITEMS:
            raise ValueError(
                f"the setting {self.key!r} must be a list of at most {MAX_LIST_ITEMS} texts"
            )
        out: list[str] = []
        for item in value:
            if not isinstance(item, str):
                raise ValueError(f"the setting {self.key!r} holds {_short.repr(item)}, not a text")
            cleaned = self.check(item) if self.check else item
            if cleaned not in out:
                out.append(cleaned)
        return out

    def _in_range(self, value: float) -> float:
        lo, hi = self.minimum, self.maximum
        assert lo is not None and hi is not None, f"{self.key} has no declared range"
        if not lo <= value <= hi:  # also NaN; a huge int compares exactly, never overflows
            raise ValueError(
                f"the setting {self.key!r} must be from {lo:g}{self.unit} to {hi:g}{self.unit},"
                f" not {_short.repr(value)}"
            )
        return float(value)


def _check_source(text: str) -> str:
    """A remote source as typed, valid for one of the source kinds (ValueError otherwise)."""
    from tfgpu_gui.telemetry.sources.registry import parse_source

    return parse_source(text).target


def _declare(default: float | bool, spec: SettingSpec) -> Any:
    """A :class:`Settings` field with ``default`` and its ``spec``."""
    return field(default=default, metadata={SPEC: spec})


@dataclass
class Settings:
    """Everything the user can change; saved as JSON.

    Each field's :class:`SettingSpec` (``help``) says what it is; ``start_at_login`` is whether
    the autostart entry should exist, ``close_hint_shown`` whether "closing hides to the tray"
    was already said.
    """

    interval_s: float = _declare(
        1.0,
        SettingSpec(
            "&Interval:",
            "Sampling interval",
            "How often the GPUs are read: a shorter interval shows quicker changes and "
            "costs more CPU time.",
            "Sampling",
            minimum=0.1,
            maximum=60.0,
            choices=(0.5, 1.0, 2.0, 5.0),
            unit=" s",
            fmt=_every,
        ),
    )
    history_s: float = _declare(
        3600.0,
        SettingSpec(
            "&History kept:",
            "History length",
            "How far back the plots can scroll and the CSV export reaches.",
            "Sampling",
            minimum=60.0,
            maximum=7 * 86400.0,
            choices=(600.0, 1800.0, 3600.0, 4 * 3600.0),
            unit=" s",
            fmt=_span,
        ),
    )
    time_window_s: float = _declare(
        600.0,
        SettingSpec(
            "Show:",
            "Time window of the plots",
            "How many seconds the plots show (chosen in the window's toolbar).",
            None,
            minimum=10.0,
            maximum=7 * 86400.0,
            choices=(60.0, 600.0, 3600.0),
            unit=" s",
            fmt=_span,
        ),
    )
    temperature_c: float = _declare(
        HOT_C,
        SettingSpec(
            "&Temperature alert at:",
            "Temperature threshold",
            "A GPU at or above this temperature counts as hot: its column in the tray "
            "icon turns orange, and a notification says so.",
            "Thresholds",
            minimum=50.0,
            maximum=110.0,
            unit=" °C",
        ),
    )
    memory_percent: float = _declare(
        MEMORY_FULL_PERCENT,
        SettingSpec(
            "&Memory alert at:",
            "Memory threshold",
            "GPU memory use, in percent of the total, at which memory counts as nearly full.",
            "Thresholds",
            minimum=50.0,
            maximum=100.0,
            unit=" %",
        ),
    )
    idle_util_percent: float = _declare(
        IDLE_UTIL_PERCENT,
        SettingSpec(
            "GPU counts as i&dle below:",
            "Idle utilization",
            "Mean GPU utilization under which a GPU that a TensorFlow process holds "
            "memory on counts as mostly idle (often a starved input pipeline).",
            "Thresholds",
            minimum=1.0,
            maximum=90.0,
            unit=" %",
        ),
    )
    idle_seconds: float = _declare(
        IDLE_SECONDS,
        SettingSpec(
            "…for at &least:",
            "Idle duration",
            "How long the GPU must stay mostly idle before the notification.",
            "Thresholds",
            minimum=10.0,
            maximum=3600.0,
            unit=" s",
        ),
    )
    notifications: dict[str, bool] = field(
        default_factory=lambda: dict.fromkeys(ALERT_KINDS, True),
        metadata={
            SPEC: SettingSpec(
                "Notify:",
                "Notify",
                "Which situations the tray notifies about.",
                "Tray notifications",
                choices=tuple(ALERT_KINDS),
                fmt=ALERT_KINDS.__getitem__,
            )
        },
    )
    run_notifications: dict[str, bool] = field(
        default_factory=lambda: dict.fromkeys(RUN_NOTIFICATIONS, True),
        metadata={
            SPEC: SettingSpec(
                "Training runs:",
                "Notify about training runs",
                "Which events of a training run the tray notifies about (runs are followed "
                "while the app runs). The idle one uses the idle thresholds above.",
                "Tray notifications",
                choices=tuple(RUN_NOTIFICATIONS),
                fmt=RUN_NOTIFICATIONS.__getitem__,
            )
        },
    )
    start_at_login: bool = _declare(
        False,
        SettingSpec(
            "Start minimized in the tray when I log in",
            "Start at login",
            "Adds the app to your desktop's autostart entries.",
            "General",
            restore=False,  # an entry in the user's session, not a look of the app
        ),
    )
    binary_units: bool = _declare(
        True,
        SettingSpec(
            "Memory &units:",
            "Memory units",
            "How memory sizes are shown: GiB (1024³ bytes) or GB (1000³ bytes).",
            "General",
            choices=(True, False),
            fmt=_units,
        ),
    )
    close_hint_shown: bool = _declare(
        False,
        SettingSpec(
            "Closing hides to the tray: said",
            "Close hint shown",
            "Whether the app already said that closing the window keeps it in the tray.",
            None,
        ),
    )

    sources: list[str] = field(
        default_factory=list,
        metadata={
            SPEC: SettingSpec(
                "Sources:",
                "Remote GPU sources",
                "SSH hosts (aliases of ~/.ssh/config or user@host) and Prometheus or exporter "
                "URLs whose GPUs the app shows beside this computer's.",
                None,  # edited on the dialog's Sources page
                check=_check_source,
            )
        },
    )
    exporter_enabled: bool = _declare(
        False,
        SettingSpec(
            "Serve this computer's GPU readings to Prometheus on 127.0.0.1:9835",
            "Prometheus exporter",
            "While the app runs, http://127.0.0.1:9835/metrics serves the readings in the "
            "Prometheus format, to this computer only (docs/exporter-metrics.md).",
            None,  # edited on the dialog's Sources page
        ),
    )

    def alert_config(self) -> AlertConfig:
        """The alert rules' configuration these settings describe.

        Every setting named like a field of :class:`AlertConfig` goes there, and the
        notification switches give ``enabled``; the other fields keep their defaults.
        """
        shared = {f.name for f in dataclasses.fields(AlertConfig)} & {
            s.key for s in declared_specs(type(self))
        }
        return dataclasses.replace(
            AlertConfig(),
            enabled=frozenset(k for k, on in self.notifications.items() if on),
            **{name: getattr(self, name) for name in shared},
        )

    def run_config(self) -> RunConfig:
        """The run tracker's configuration: its switches and the shared thresholds."""
        return RunConfig(
            idle_util_percent=self.idle_util_percent,
            idle_seconds=self.idle_seconds,
            memory_percent=self.memory_percent,
            enabled=frozenset(k for k, on in self.run_notifications.items() if on),
        )

    def notification_thresholds(self) -> tuple[AlertConfig, RunConfig]:
        """The thresholds of :meth:`alert_config` and :meth:`run_config` with every kind on.

        The notifications that leave the machine (the app's destinations, ``tfgpu watch
        --notify``) warn at the temperatures and levels the user set here; which events each
        destination gets is chosen with the destination, not by the tray's switches.
        """
        return (
            dataclasses.replace(self.alert_config(), enabled=AlertConfig().enabled),
            dataclasses.replace(self.run_config(), enabled=RunConfig().enabled),
        )

    def problems(self) -> list[str]:
        """What is wrong with these settings (out of range, or a rule in :data:`CROSS_RULES`)."""
        found = []
        for spec in declared_specs(type(self)):
            try:
                spec.parse(getattr(self, spec.key))
            except ValueError as exc:
                found.append(str(exc))
        return found or [message for message, holds in CROSS_RULES if not holds(self)]

    def to_json(self) -> dict[str, object]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from parsed JSON; unknown keys are ignored, missing ones get the default.

        Raises:
            ValueError: the data is not a settings object, a value has the wrong type or is
                out of range, or a rule of :data:`CROSS_RULES` does not hold.
        """
        if not isinstance(data, dict):
            raise ValueError("the settings file does not hold a JSON object")
        settings = cls()
        for spec in declared_specs(cls):
            if spec.key in data:
                setattr(settings, spec.key, spec.parse(data[spec.key]))
        for message, holds in CROSS_RULES:
            if not holds(settings):
                raise ValueError(message)
        return settings


#: Rules across settings, each (what must hold, whether it holds); checked after each
#: setting is in its range, so ``interval_s`` is at least its minimum here.
CROSS_RULES: tuple[tuple[str, Callable[[Settings], bool]], ...] = (
    (
        "the history must cover at least two sampling intervals",
        lambda s: s.history_s >= 2 * s.interval_s,
    ),
    (
        f"the history may hold at most {MAX_SAMPLES:,} samples: choose a longer interval or a "
        "shorter history",
        lambda s: s.history_s / s.interval_s <= MAX_SAMPLES,
    ),
)


def declared_specs(cls: type[Settings]) -> tuple[SettingSpec, ...]:
    """The spec of every field of ``cls`` (:class:`Settings` or a subclass), in field order.

    Each spec gets its field's name as ``key`` and its default as ``default``.
    """
    defaults = cls()
    return tuple(
        dataclasses.replace(f.metadata[SPEC], key=f.name, default=getattr(defaults, f.name))
        for f in dataclasses.fields(cls)
    )


#: Every setting's spec, in the order of the fields, with its key and default filled in.
SPECS: tuple[SettingSpec, ...] = declared_specs(Settings)
SPEC_BY_KEY: dict[str, SettingSpec] = {s.key: s for s in SPECS}
#: The plots' time windows the monitor window offers: (seconds, label).
TIME_WINDOWS: tuple[tuple[float, str], ...] = tuple(
    (v, SPEC_BY_KEY["time_window_s"].show(v)) for v in SPEC_BY_KEY["time_window_s"].choices
)


def parse_file(raw: bytes) -> object:
    """The JSON value in a settings file's bytes (at most :data:`MAX_FILE_BYTES` are read).

    Raises:
        ValueError: the file is too large, not UTF-8, not JSON, or nested too deeply.
    """
    if len(raw) > MAX_FILE_BYTES:
        raise ValueError(f"it is larger than {MAX_FILE_BYTES / 2**20:g} MiB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("it is not UTF-8 text") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("it is nested too deeply") from None


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
        """Where the next damaged file goes (the newest backup)."""
        return self.path.with_name(self.path.name + ".bak")

    def _back_up(self) -> None:
        """Move the file to :attr:`backup_path`; earlier backups move one along, the oldest goes."""
        name = self.path.name
        paths = [self.backup_path] + [
            self.path.with_name(f"{name}.bak.{i}") for i in range(1, BACKUPS)
        ]
        for i in range(len(paths) - 1, 0, -1):  # the oldest first: nothing is overwritten
            if paths[i - 1].exists():
                os.replace(paths[i - 1], paths[i])
        os.replace(self.path, paths[0])

    def load(self) -> Settings:
        """The saved settings, or the defaults (with :attr:`error` set) when unreadable."""
        self.error = None
        try:
            with self.path.open("rb") as file:
                raw = file.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return Settings()
        except OSError as exc:
            self.error = f"The settings file {self.path} cannot be read ({exc.strerror})."
        else:
            try:
                return Settings.from_json(parse_file(raw))
            except ValueError as exc:
                self.error = f"The settings file {self.path} is damaged ({exc})."
        self.error += (
            " Using the default settings; the file is kept until you save, then moved to"
            f" {self.backup_path.name}."
        )
        return Settings()

    def save(self, settings: Settings) -> None:
        """Write atomically; a damaged file from the last load is first moved to a backup.

        The damaged file becomes ``settings.json.bak``; earlier backups are kept (see
        :data:`BACKUPS`).

        Raises:
            OSError: the directory or the file cannot be written.
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.error is not None and self.path.exists():
            self._back_up()
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(json.dumps(settings.to_json(), indent=2) + "\n", encoding="utf-8")
        os.replace(tmp, self.path)
        self.error = None
