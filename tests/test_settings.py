"""Settings without Qt: the declaration, loading any file without raising, saving, the hot level."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tfgpu_gui.settings import (
    BACKUPS,
    CROSS_RULES,
    MAX_FILE_BYTES,
    MAX_LIST_ITEMS,
    MAX_SAMPLES,
    SPECS,
    Settings,
    SettingSpec,
    SettingsStore,
    config_dir,
    parse_file,
)
from tfgpu_gui.telemetry import ManualClock, make_backend
from tfgpu_gui.telemetry.alerts import ALERT_KINDS, HOT_C, AlertConfig, AlertEngine
from tfgpu_gui.telemetry.render_text import render_compact, render_snapshot
from tfgpu_gui.telemetry.runs import RUN_NOTIFICATIONS
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.text.numbers import fmt_num
from tfgpu_gui.text.terminal import Style

SPEC = {s.key: s for s in SPECS}
NUMBERS = [s for s in SPECS if s.kind == "number"]
ONE_STORE = hsettings(suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


def _near(spec: SettingSpec) -> st.SearchStrategy[object]:
    """Values close to what the setting takes: the right type, in range or just outside."""
    if spec.kind == "flag":
        return st.booleans()
    if spec.kind == "switches":
        return st.dictionaries(st.sampled_from(spec.choices) | st.text(max_size=8), st.booleans())
    if spec.kind == "list":
        item = st.sampled_from(["lab-1", "me@gpu.example.org", "http://prom:9090", "-oX", "a b"])
        return st.lists(item | st.text(max_size=12), max_size=5)
    assert spec.minimum is not None and spec.maximum is not None
    return (
        st.floats(spec.minimum, spec.maximum)
        | st.sampled_from(spec.choices or (spec.minimum,))
        | st.floats()
        | st.integers(-10, 10**6)
    )


settings_like = st.fixed_dictionaries(
    {}, optional={s.key: _near(s) | json_values for s in SPECS} | {"unknown": json_values}
)


def _store(tmp_path: Path, content: bytes) -> SettingsStore:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    return SettingsStore(path)


def _valid_list(value: object) -> bool:
    from tfgpu_gui.telemetry.sources.registry import parse_source

    if not isinstance(value, list) or len(value) > 64:
        return False
    try:
        for item in value:
            if not isinstance(item, str):
                return False
            parse_source(item)
    except ValueError:
        return False
    return True


def _valid_per_declaration(data: dict[str, object]) -> bool:
    """Whether ``data`` is a valid settings file, judged from the declaration's numbers."""
    merged = {s.key: s.default for s in SPECS} | {k: v for k, v in data.items() if k in SPEC}
    for key, value in merged.items():
        spec = SPEC[key]
        if spec.kind == "flag" and not isinstance(value, bool):
            return False
        if spec.kind == "switches" and not (
            isinstance(value, dict) and all(isinstance(v, bool) for v in value.values())
        ):
            return False
        if spec.kind == "list" and not _valid_list(value):
            return False
        if spec.kind == "number":
            if isinstance(value, bool) or not isinstance(value, int | float):
                return False
            assert spec.minimum is not None and spec.maximum is not None
            if not spec.minimum <= value <= spec.maximum:  # NaN and infinities too
                return False
    interval, history = merged["interval_s"], merged["history_s"]
    assert isinstance(interval, int | float) and isinstance(history, int | float)
    return 2 * interval <= history <= MAX_SAMPLES * interval


@ONE_STORE
@given(data=settings_like | json_values)
def test_any_json_loads_to_valid_settings_or_the_defaults_with_an_error(tmp_path, data):
    store = _store(tmp_path, json.dumps(data).encode())
    loaded = store.load()
    assert loaded.problems() == []
    if not isinstance(data, dict) or not _valid_per_declaration(data):
        assert loaded == Settings() and "damaged" in (store.error or "")
        return
    assert store.error is None
    for key, value in data.items():
        if key in SPEC and SPEC[key].kind == "list":
            assert isinstance(value, list)
            assert getattr(loaded, key) == list(dict.fromkeys(v.strip() for v in value))
        elif key in SPEC and SPEC[key].kind != "switches":
            assert getattr(loaded, key) == value and type(getattr(loaded, key)) is type(
                SPEC[key].default
            )
    sent = data.get("notifications", {})
    assert isinstance(sent, dict)
    assert loaded.notifications == {k: sent.get(k, True) for k in ALERT_KINDS}


@ONE_STORE
@given(raw=st.binary(max_size=256) | st.text(max_size=64).map(lambda t: t.encode("utf-16")))
def test_any_bytes_load_without_raising(tmp_path, raw):
    store = _store(tmp_path, raw)
    loaded = store.load()
    assert loaded.problems() == []
    assert store.error is None or loaded == Settings()


@ONE_STORE
@given(
    values=st.fixed_dictionaries(
        {s.key: st.floats(s.minimum, s.maximum) for s in NUMBERS}
        | {"binary_units": st.booleans(), "close_hint_shown": st.booleans()}
        | {"notifications": st.fixed_dictionaries({k: st.booleans() for k in ALERT_KINDS})}
    )
)
def test_settings_in_range_round_trip_when_the_rules_across_them_hold(tmp_path, values):
    settings = dataclasses.replace(Settings(), **values)
    SettingsStore(tmp_path / "settings.json").save(settings)
    store = SettingsStore(tmp_path / "settings.json")
    loaded = store.load()
    rules_hold = all(holds(settings) for _, holds in CROSS_RULES)
    assert (loaded == settings) is rules_hold
    assert (store.error is None) is rules_hold
    assert (settings.problems() == []) is rules_hold


DAMAGED = {
    "NaN interval": b'{"interval_s": NaN}',
    "infinite temperature": b'{"temperature_c": Infinity}',
    "history of 1e10 s": b'{"history_s": 1e10}',
    "interval of 1e9 s": b'{"interval_s": 1e9, "history_s": 3e9}',
    "interval of 1e-9 s": b'{"interval_s": 1e-9}',
    "zero interval": b'{"interval_s": 0}',
    "NaN time window": b'{"time_window_s": NaN}',
    "integer of 400 digits": b'{"idle_seconds": ' + b"9" * 400 + b"}",
    "integer of 5000 digits": b'{"idle_seconds": ' + b"9" * 5000 + b"}",
    "a flag as a number": b'{"interval_s": true}',
    "a number as a flag": b'{"binary_units": 1}',
    "a switch that is not a flag": b'{"notifications": {"thermal": "yes"}}',
    "UTF-16 with a BOM": '{"interval_s": 2.0}'.encode("utf-16"),
    "Latin-1 bytes": '{"x": "café"}'.encode("latin-1"),
    "200,000 nested brackets": b"[" * 200_000 + b"]" * 200_000,
    "200,000 nested objects": b'{"a":' * 200_000,
    "over 1 MiB": b'{"interval_s": 2.0}' + b" " * MAX_FILE_BYTES,
    "history under two intervals": b'{"interval_s": 60.0, "history_s": 90.0}',
    "too many samples": b'{"interval_s": 0.1, "history_s": 14400.0}',
    "not an object": b"[1, 2]",
    "not JSON": b"{ not json",
}


@pytest.mark.parametrize("content", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_file_gives_the_defaults_and_is_kept_until_saved(tmp_path, content):
    store = _store(tmp_path, content)
    assert store.load() == Settings()
    assert store.error and "damaged" in store.error and "file is kept" in store.error
    assert len(store.error) < 400  # a readable notice, whatever the file holds
    assert store.path.read_bytes() == content
    store.save(Settings(interval_s=2.0))
    assert store.backup_path.read_bytes() == content
    assert store.load().interval_s == 2.0 and store.error is None


def damage_load_and_save(store: SettingsStore, content: bytes, interval: float) -> None:
    """The user's file is damaged, the app starts on the defaults, then the user saves."""
    store.path.write_bytes(content)
    assert store.load() == Settings() and store.error is not None
    store.save(Settings(interval_s=interval))


def test_each_damaged_file_keeps_its_own_backup(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    first, second, third = b"{ first", b"[2, 'second'", b'{"interval_s": NaN, "n": 3}'
    for interval, content in ((2.0, first), (3.0, second), (4.0, third)):
        damage_load_and_save(store, content, interval)
    assert store.backup_path.read_bytes() == third
    assert (tmp_path / "settings.json.bak.1").read_bytes() == second
    assert (tmp_path / "settings.json.bak.2").read_bytes() == first
    assert store.load().interval_s == 4.0 and store.error is None


def test_the_oldest_backup_goes_once_there_are_enough(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    contents = [f"{{ damaged {i}".encode() for i in range(BACKUPS + 2)]
    for content in contents:
        damage_load_and_save(store, content, 2.0)
    kept = [store.backup_path.read_bytes()] + [
        (tmp_path / f"settings.json.bak.{i}").read_bytes() for i in range(1, BACKUPS)
    ]
    assert kept == contents[::-1][:BACKUPS]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["settings.json", "settings.json.bak"]
        + [f"settings.json.bak.{i}" for i in range(1, BACKUPS)]
    )


def test_the_notice_names_the_backup_file(tmp_path):
    store = _store(tmp_path, b"{ not json")
    store.load()
    notice = store.error or ""
    assert "the file is kept until you save, then moved to settings.json.bak." in notice


def test_a_good_file_is_never_moved_to_a_backup(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    damage_load_and_save(store, b"{ damaged", 2.0)
    assert store.load().interval_s == 2.0
    store.save(Settings(interval_s=3.0))
    assert store.backup_path.read_bytes() == b"{ damaged"
    assert not (tmp_path / "settings.json.bak.1").exists()


@ONE_STORE
@given(
    contents=st.lists(
        st.binary(max_size=64).filter(lambda b: not b.strip().startswith(b"{")),
        min_size=1,
        max_size=8,
    )
)
def test_damaged_files_in_a_row_are_each_kept_newest_first(tmp_path_factory, contents):
    folder = tmp_path_factory.mktemp("cfg")
    store = SettingsStore(folder / "settings.json")
    for content in contents:
        damage_load_and_save(store, content, 2.0)
    names = ["settings.json.bak"] + [f"settings.json.bak.{i}" for i in range(1, BACKUPS)]
    kept = [(folder / n).read_bytes() for n in names if (folder / n).exists()]
    assert kept == contents[::-1][:BACKUPS]
    assert len(list(folder.iterdir())) == 1 + min(len(contents), BACKUPS)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ('{"interval_s": 2.0}'.encode("utf-16"), "it is not UTF-8 text"),
        (b"[" * 200_000, "it is nested too deeply"),
        (b"{}" + b" " * MAX_FILE_BYTES, "it is larger than 1 MiB"),
    ],
    ids=["UTF-16", "deep", "large"],
)
def test_the_notice_says_why_a_file_is_damaged(tmp_path, content, reason):
    store = _store(tmp_path, content)
    store.load()
    assert f"is damaged ({reason})" in (store.error or "")


def test_values_in_range_that_the_dialog_does_not_offer_are_kept(tmp_path):
    store = _store(tmp_path, b'{"interval_s": 0.25, "history_s": 7200, "idle_seconds": 90}')
    loaded = store.load()
    assert store.error is None
    assert (loaded.interval_s, loaded.history_s, loaded.idle_seconds) == (0.25, 7200.0, 90.0)
    assert type(loaded.history_s) is float


def test_the_file_format_keys_are_the_declared_settings_and_unknown_keys_are_ignored(tmp_path):
    assert list(Settings().to_json()) == [s.key for s in SPECS]
    store = _store(tmp_path, json.dumps({"interval_s": 2.0, "theme": "dark"}).encode())
    assert store.load() == Settings(interval_s=2.0) and store.error is None
    store = _store(tmp_path, b'{"notifications": {"memory": false, "old-kind": true}}')
    assert store.load().notifications == dict.fromkeys(ALERT_KINDS, True) | {"memory": False}


def test_round_trip(tmp_path):
    store = SettingsStore(tmp_path / "s.json")
    s = Settings(interval_s=2.0, temperature_c=80.0, binary_units=False)
    s.notifications["tf-idle"] = False
    store.save(s)
    loaded = SettingsStore(tmp_path / "s.json").load()
    assert loaded == s
    assert loaded.alert_config().enabled == frozenset(
        {"thermal", "memory", "gpu-lost", "tf-all-memory"}
    )


def test_missing_file_gives_defaults_without_error(tmp_path):
    store = SettingsStore(tmp_path / "none" / "s.json")
    assert store.load() == Settings() and store.error is None


def test_default_path_is_under_xdg_config_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert SettingsStore().path == tmp_path / "tfgpu-gui" / "settings.json"


def test_on_windows_the_folder_is_the_apps_own_without_an_author_folder(monkeypatch):
    # platformdirs' Windows rules, with the roaming AppData folder given as Windows would: the
    # settings live in AppData\Roaming\tfgpu-gui, not under a second folder named after an
    # author (platformdirs' default on Windows).
    import platformdirs
    import platformdirs.windows

    roaming = "C:\\Users\\ann\\AppData\\Roaming"
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", lambda csidl: roaming)
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    assert config_dir() == Path(roaming) / "tfgpu-gui"


def test_wrong_types_and_unreadable_file(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"interval_s": "fast"}))
    store = SettingsStore(path)
    assert store.load() == Settings() and "interval_s" in (store.error or "")
    path.unlink()
    path.mkdir()  # a directory where the file should be: unreadable
    assert store.load() == Settings() and "cannot be read" in (store.error or "")


def test_every_number_is_declared_with_a_finite_range_holding_its_default_and_presets():
    for spec in NUMBERS:
        assert spec.minimum is not None and spec.maximum is not None, spec.key
        assert math.isfinite(spec.minimum) and math.isfinite(spec.maximum), spec.key
        for value in (spec.default, *spec.choices):
            assert spec.minimum <= value <= spec.maximum, spec.key
    assert Settings().problems() == []


def test_problems_names_a_value_out_of_range_and_a_broken_rule():
    assert "'temperature_c'" in Settings(temperature_c=math.nan).problems()[0]
    assert Settings(interval_s=60.0, history_s=90.0).problems() == [CROSS_RULES[0][0]]
    assert Settings(interval_s=0.1, history_s=14400.0).problems() == [CROSS_RULES[1][0]]


def test_alert_config_takes_every_threshold_setting():
    assert Settings().alert_config() == AlertConfig()
    shared = {f.name for f in dataclasses.fields(AlertConfig)} & set(SPEC)
    assert shared == {"temperature_c", "memory_percent", "idle_util_percent", "idle_seconds"}
    for key in shared:
        spec = SPEC[key]
        assert spec.maximum is not None and spec.maximum != spec.default
        changed = dataclasses.replace(Settings(), **{key: spec.maximum})
        assert getattr(changed.alert_config(), key) == spec.maximum


def _snapshot_at(temperature: float) -> Snapshot:
    snap = make_backend("training", clock=ManualClock()).read()
    gpu = snap.gpus[0]
    assert gpu.reading is not None
    reading = dataclasses.replace(gpu.reading, temperature_c=temperature, throttle_reasons=())
    return dataclasses.replace(snap, gpus=(dataclasses.replace(gpu, reading=reading),))


def test_one_hot_threshold_for_the_settings_the_alerts_and_the_cli():
    assert Settings().temperature_c == HOT_C == AlertConfig().temperature_c

    def thermal(temperature: float) -> list[str]:
        alerts = AlertEngine().check(_snapshot_at(temperature))
        return [a.title for a in alerts if a.kind == "thermal"]

    assert thermal(HOT_C) == [f"GPU 0 is hot ({HOT_C:.0f} °C)"] and thermal(HOT_C - 1) == []
    style = Style(True)
    for render in (render_compact, render_snapshot):
        assert style(fmt_num(HOT_C, "°C"), "red", "bold") in render(_snapshot_at(HOT_C), style)
        cool = render(_snapshot_at(HOT_C - 1), style)
        assert fmt_num(HOT_C - 1, "°C") in cool
        assert style(fmt_num(HOT_C - 1, "°C"), "red", "bold") not in cool


# --- what the dialog shows, and the messages a wrong file gets ------------------------------------


def test_each_setting_is_shown_in_the_words_of_the_dialog():
    shown = {key: [SPEC[key].show(v) for v in SPEC[key].choices] for key in SPEC}
    assert shown["interval_s"] == ["every 0.5 s", "every 1 s", "every 2 s", "every 5 s"]
    assert shown["history_s"] == ["10 min", "30 min", "1 h", "4 h"]
    assert shown["time_window_s"] == ["1 min", "10 min", "1 h"]
    assert shown["binary_units"] == ["GiB (binary, like nvidia-smi's MiB)", "GB (decimal)"]
    # A number without its own format: the value with the setting's decimals and unit.
    assert SPEC["temperature_c"].show(83.0) == "83 °C"
    assert SPEC["idle_seconds"].show(300.0) == "300 s"
    # Switches: each kind's own name.
    assert shown["notifications"] == list(ALERT_KINDS.values())
    assert shown["run_notifications"] == list(RUN_NOTIFICATIONS.values())


def test_a_wrong_value_is_quoted_in_its_message():
    with pytest.raises(ValueError, match=r"^the setting 'interval_s' has a wrong value: 'fast'$"):
        SPEC["interval_s"].parse("fast")
    with pytest.raises(
        ValueError, match=r"^the setting 'interval_s' must be from 0.1 s to 60 s, not 99$"
    ):
        SPEC["interval_s"].parse(99)
    with pytest.raises(ValueError, match=r"^the setting 'sources' holds 7, not a text$"):
        SPEC["sources"].parse([7])


def test_a_list_setting_holds_at_most_its_limit_of_texts_each_checked():
    hosts = [f"host-{i}" for i in range(MAX_LIST_ITEMS)]
    assert SPEC["sources"].parse(hosts) == hosts
    with pytest.raises(ValueError, match=rf"must be a list of at most {MAX_LIST_ITEMS} texts$"):
        SPEC["sources"].parse([*hosts, "one-more"])
    with pytest.raises(ValueError, match="must be a list"):
        SPEC["sources"].parse("host-1")
    # Each item goes through the setting's check: a bad source is refused, and a valid one is
    # kept as the check cleans it.
    with pytest.raises(ValueError):
        SPEC["sources"].parse(["-oProxyCommand=x"])
    assert SPEC["sources"].parse([" lab-1 ", "lab-1"]) == ["lab-1"]


def test_a_file_that_is_not_an_object_or_breaks_a_rule_says_so():
    with pytest.raises(ValueError, match=r"^the settings file does not hold a JSON object$"):
        Settings.from_json([1, 2])
    with pytest.raises(ValueError, match=r"^the history must cover at least two sampling"):
        Settings.from_json({"interval_s": 60.0, "history_s": 60.0})


def test_a_file_of_exactly_the_limit_is_read():
    content = b"{}" + b" " * (MAX_FILE_BYTES - 2)
    assert parse_file(content) == {}
    with pytest.raises(ValueError, match="larger than 1 MiB"):
        parse_file(content + b" ")


def test_saving_makes_the_missing_folders_and_a_readable_file(tmp_path):
    store = SettingsStore(tmp_path / "a" / "b" / "settings.json")
    store.save(Settings(interval_s=2.0))
    text = store.path.read_text(encoding="utf-8")
    assert text == json.dumps(Settings(interval_s=2.0).to_json(), indent=2) + "\n"
    assert text.startswith('{\n  "interval_s": 2.0,\n')
    assert [p.name for p in store.path.parent.iterdir()] == ["settings.json"]


def test_a_save_after_a_damaged_load_clears_the_error(tmp_path):
    store = _store(tmp_path, b"not json")
    store.load()
    assert store.error
    store.save(Settings())
    assert store.error is None


def test_the_destinations_get_every_run_event_whatever_the_trays_switches():
    off = dict.fromkeys(RUN_NOTIFICATIONS, False)
    _alert, run = Settings(run_notifications=off).notification_thresholds()
    assert run.enabled == frozenset(RUN_NOTIFICATIONS)
    assert Settings(run_notifications=off).run_config().enabled == frozenset()


def test_a_store_saved_before_any_load_keeps_no_backup_of_a_good_file(tmp_path):
    path = tmp_path / "settings.json"
    SettingsStore(path).save(Settings(interval_s=2.0))
    store = SettingsStore(path)
    assert store.error is None
    store.save(Settings(interval_s=5.0))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_a_huge_file_is_refused_after_reading_no_more_than_the_limit(tmp_path):
    import tracemalloc

    path = tmp_path / "settings.json"
    with path.open("wb") as f:  # sparse: 64 MiB on paper, nothing on disk
        f.truncate(64 * 2**20)
    tracemalloc.start()
    try:
        SettingsStore(path).load()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 * 2**20
