"""notifications.json: quiet hours as times of day, the destinations with their events, the rate
limit kept in its range, and a damaged or oversized file falling back to the defaults."""

from __future__ import annotations

import errno
import json
import os
import stat

import pytest

from tfgpu_gui.notify.config import (
    CONFIG_FILE,
    DEFAULT_PER_HOUR,
    MAX_DESTINATIONS,
    MAX_FILE_BYTES,
    MAX_PER_HOUR,
    ConfigStore,
    Destination,
    NotifyConfig,
    QuietHours,
)
from tfgpu_gui.notify.events import DEFAULT_EVENTS, EVENT_IDS

# -- quiet hours -------------------------------------------------------------------------------


def test_quiet_hours_across_midnight():
    night = QuietHours(True, 22 * 60 + 30, 6 * 60)  # 22:30 to 06:00
    assert not night.contains(22 * 60 + 29)
    assert night.contains(22 * 60 + 30)
    assert night.contains(23 * 60 + 59) and night.contains(0)
    assert night.contains(5 * 60 + 59)
    assert not night.contains(6 * 60) and not night.contains(12 * 60)


def test_quiet_hours_within_a_day_include_the_start_and_not_the_end():
    lunch = QuietHours(True, 12 * 60, 13 * 60)
    assert [lunch.contains(m) for m in (719, 720, 779, 780)] == [False, True, True, False]


def test_quiet_hours_off_or_empty_hold_nothing():
    assert not QuietHours(False, 0, 24 * 60 - 1).contains(600)
    assert not QuietHours(True, 600, 600).contains(600)  # from 10:00 to 10:00: no time at all
    assert QuietHours() == QuietHours(False, 22 * 60, 7 * 60)  # off, 22:00 to 07:00 when on


@pytest.mark.parametrize(
    ("text", "minutes"), [("00:00", 0), ("07:05", 425), ("22:30", 1350), ("23:59", 1439)]
)
def test_a_time_of_day_is_read_and_written_as_hh_mm(text, minutes):
    assert QuietHours.parse(text) == minutes
    assert QuietHours.text(minutes) == text


@pytest.mark.parametrize(
    "text", ["24:00", "12:60", "7:05", "07:5", "07-05", "007:5", "", None, 705, "07:05 "]
)
def test_what_is_not_a_time_of_day_is_refused(text):
    with pytest.raises(ValueError, match=r"^not a time of day \(HH:MM\): "):
        QuietHours.parse(text)


def test_a_refused_time_is_quoted_short():
    with pytest.raises(ValueError) as refused:
        QuietHours.parse("x" * 50)
    assert str(refused.value) == "not a time of day (HH:MM): " + repr("x" * 50)[:20]
    with pytest.raises(ValueError) as refused:
        QuietHours.parse("99:99")
    assert str(refused.value) == "not a time of day (HH:MM): '99:99'"


# -- destinations ------------------------------------------------------------------------------


def test_a_new_destination_has_a_random_id_the_redacted_url_and_the_default_events():
    a = Destination.new("ntfy://my-secret-topic")
    b = Destination.new("ntfy://my-secret-topic", frozenset({"gpu-lost"}))
    assert a.shown == "ntfy://****" and a.events == DEFAULT_EVENTS
    assert b.events == {"gpu-lost"}
    assert len(a.id) == 16 and a.id.isalnum() and a.id != b.id
    assert "idle-holding" not in DEFAULT_EVENTS and "run-ended" in DEFAULT_EVENTS


def test_a_destination_added_again_replaces_the_old_one_and_the_oldest_go_past_the_limit():
    config = NotifyConfig()
    for i in range(MAX_DESTINATIONS + 2):
        config = config.with_destination(Destination(f"d{i}", "ntfy://****"))
    ids = [d.id for d in config.destinations]
    assert ids == [f"d{i}" for i in range(2, MAX_DESTINATIONS + 2)]
    changed = config.with_destination(Destination("d5", "tgram://****", frozenset({"gpu-lost"})))
    assert len(changed.destinations) == MAX_DESTINATIONS
    assert changed.destinations[-1] == Destination("d5", "tgram://****", frozenset({"gpu-lost"}))
    assert [d.id for d in changed.destinations].count("d5") == 1


# -- the JSON form -----------------------------------------------------------------------------


def test_the_json_form_lists_events_in_their_order_and_times_as_text():
    config = NotifyConfig(
        (Destination("abc123", "ntfy://****", frozenset({"host-down", "run-ended"})),),
        QuietHours(True, 23 * 60, 6 * 60 + 30),
        30,
    )
    data = config.to_json()
    assert data == {
        "destinations": [
            {"id": "abc123", "shown": "ntfy://****", "events": ["run-ended", "host-down"]}
        ],
        "quiet_hours": {"enabled": True, "start": "23:00", "end": "06:30"},
        "per_hour": 30,
    }
    assert NotifyConfig.from_json(json.loads(json.dumps(data))) == config


def test_an_empty_object_is_the_defaults():
    config = NotifyConfig.from_json({})
    assert config == NotifyConfig()
    assert config.per_hour == DEFAULT_PER_HOUR == 12
    assert config.quiet == QuietHours(False, 22 * 60, 7 * 60)


def test_quiet_hours_are_on_only_when_enabled_is_true_itself():
    for enabled in ("yes", 1, None):
        config = NotifyConfig.from_json({"quiet_hours": {"enabled": enabled}})
        assert config.quiet.enabled is False
    assert NotifyConfig.from_json({"quiet_hours": {"enabled": True}}).quiet.enabled is True


@pytest.mark.parametrize(("stored", "kept"), [(0, 1), (-5, 1), (1, 1), (120, 120), (121, 120)])
def test_the_rate_is_kept_between_one_and_the_most(stored, kept):
    assert NotifyConfig.from_json({"per_hour": stored}).per_hour == kept
    assert MAX_PER_HOUR == 120


def test_a_shown_url_is_redacted_again_and_unknown_events_are_dropped():
    data = {
        "destinations": [
            {"id": "a1", "shown": "tgram://123:SECRET@x", "events": ["gpu-lost", "made-up"]},
            {"id": "b2", "shown": 42, "events": []},
        ]
    }
    a, b = NotifyConfig.from_json(data).destinations
    assert a == Destination("a1", "tgram://****", frozenset({"gpu-lost"}))
    assert b == Destination("b2", "****", frozenset())


def test_at_most_the_first_destinations_are_read():
    items = [{"id": f"d{i}", "shown": "", "events": []} for i in range(MAX_DESTINATIONS + 3)]
    config = NotifyConfig.from_json({"destinations": items})
    assert [d.id for d in config.destinations] == [f"d{i}" for i in range(MAX_DESTINATIONS)]
    # What is past the limit is not even checked.
    items.append("not an object")
    assert len(NotifyConfig.from_json({"destinations": items}).destinations) == MAX_DESTINATIONS


@pytest.mark.parametrize(
    ("data", "why"),
    [
        ([], "not a JSON object"),
        ({"destinations": ["x"]}, "a destination is not a JSON object"),
        ({"destinations": [{"id": "a-b", "events": []}]}, "a destination has no valid id"),
        ({"destinations": [{"id": 7, "events": []}]}, "a destination has no valid id"),
        ({"destinations": [{"id": "a" * 65, "events": []}]}, "a destination has no valid id"),
        ({"destinations": [{"id": "ab", "events": "run-ended"}]}, "events are not a list"),
        ({"quiet_hours": []}, "quiet_hours is not a JSON object"),
        ({"per_hour": "12"}, "per_hour is not a whole number"),
        ({"per_hour": True}, "per_hour is not a whole number"),
        ({"per_hour": 12.0}, "per_hour is not a whole number"),
        ({"quiet_hours": {"start": "25:00"}}, "not a time of day"),
        ({"quiet_hours": {"end": 700}}, "not a time of day"),
    ],
)
def test_what_this_module_did_not_write_is_refused(data, why):
    with pytest.raises(ValueError, match=why):
        NotifyConfig.from_json(data)


def test_an_id_of_64_letters_is_still_an_id():
    data = {"destinations": [{"id": "a" * 64, "events": ["gpu-lost"]}]}
    assert NotifyConfig.from_json(data).destinations[0].id == "a" * 64


# -- the file ----------------------------------------------------------------------------------


def test_saved_and_loaded_again(tmp_path):
    store = ConfigStore(tmp_path / "cfg")
    config = NotifyConfig(
        (Destination("d1", "ntfy://****", frozenset(EVENT_IDS)),), QuietHours(True, 60, 120), 5
    )
    store.error = "an old error"
    store.save(config)
    assert store.error is None
    path = tmp_path / "cfg" / CONFIG_FILE
    assert store.path == path
    text = path.read_text(encoding="utf-8")
    assert text.endswith("}\n") and text.startswith('{\n  "destinations"')  # indented
    assert not (tmp_path / "cfg" / (CONFIG_FILE + ".tmp")).exists()
    assert ConfigStore(tmp_path / "cfg").load() == config


def test_no_file_is_the_defaults_without_an_error(tmp_path):
    store = ConfigStore(tmp_path)
    store.error = "stale"
    assert store.load() == NotifyConfig() and store.error is None


def test_the_config_folder_is_the_apps_when_none_is_given(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("APPDATA", str(tmp_path))
    from tfgpu_gui.settings import config_dir

    assert ConfigStore().path == config_dir() / CONFIG_FILE


def test_a_damaged_file_is_said_and_the_defaults_used(tmp_path):
    store = ConfigStore(tmp_path)
    store.path.write_text('{"per_hour": "lots"}', encoding="utf-8")
    assert store.load() == NotifyConfig()
    assert store.error == f"{store.path} is damaged (per_hour is not a whole number)"
    store.path.write_bytes(b"\xff\xfe{}")
    assert store.load() == NotifyConfig() and store.error.startswith(f"{store.path} is damaged (")


def test_a_file_larger_than_the_limit_is_not_read(tmp_path):
    store = ConfigStore(tmp_path)
    body = json.dumps({"per_hour": 7})
    store.path.write_text(body + " " * (MAX_FILE_BYTES - len(body)), encoding="utf-8")
    assert store.load().per_hour == 7 and store.error is None  # exactly the limit: read
    store.path.write_text(body + " " * (MAX_FILE_BYTES - len(body) + 1), encoding="utf-8")
    assert store.load() == NotifyConfig()
    assert store.error == f"{store.path} is damaged (it is too large)"


def test_an_unreadable_file_is_said_and_the_defaults_used(tmp_path, monkeypatch):
    store = ConfigStore(tmp_path)
    store.path.write_text("{}", encoding="utf-8")
    store.path.chmod(0)
    try:
        if os.access(store.path, os.R_OK):
            # root reads any file: the system's answer to anyone else, given by open itself
            real_open = type(store.path).open

            def refused(self, *args, **kwargs):
                if self == store.path:
                    raise PermissionError(errno.EACCES, "Permission denied", str(self))
                return real_open(self, *args, **kwargs)

            monkeypatch.setattr(type(store.path), "open", refused)
        assert store.load() == NotifyConfig()
        assert store.error == f"{store.path} cannot be read (Permission denied)"
    finally:
        store.path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_a_folder_in_place_of_the_file_is_said_and_the_defaults_used(tmp_path):
    store = ConfigStore(tmp_path)
    store.path.mkdir()
    assert store.load() == NotifyConfig()
    assert store.error == f"{store.path} cannot be read (Is a directory)"


# -- the file's bounds and folders ----------------------------------------------------------------


def test_a_new_store_has_no_error_and_saves_into_missing_folders(tmp_path):
    store = ConfigStore(tmp_path / "a" / "b")
    assert store.error is None
    store.save(NotifyConfig())
    assert store.path.parent == tmp_path / "a" / "b"
    assert ConfigStore(tmp_path / "a" / "b").load() == NotifyConfig()
    assert sorted(p.name for p in store.path.parent.iterdir()) == [CONFIG_FILE]


def test_a_huge_file_is_refused_after_reading_no_more_than_the_limit(tmp_path):
    import tracemalloc

    store = ConfigStore(tmp_path)
    with store.path.open("wb") as f:  # sparse: 64 MiB on paper, nothing on disk
        f.truncate(64 * 2**20)
    tracemalloc.start()
    try:
        assert store.load() == NotifyConfig()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert store.error and peak < 8 * 2**20
    assert MAX_FILE_BYTES < 8 * 2**20


@pytest.mark.parametrize(
    ("data", "why"),
    [
        ([], "not a JSON object"),
        ({"destinations": [1]}, "a destination is not a JSON object"),
        ({"destinations": [{"id": "a-b", "events": []}]}, "a destination has no valid id"),
        (
            {"destinations": [{"id": "a1", "events": "run-ended"}]},
            "a destination's events are not a list",
        ),
        ({"quiet_hours": []}, "quiet_hours is not a JSON object"),
        ({"per_hour": True}, "per_hour is not a whole number"),
    ],
)
def test_a_damaged_file_says_what_is_wrong_in_it(tmp_path, data, why):
    store = ConfigStore(tmp_path)
    store.path.write_text(json.dumps(data), encoding="utf-8")
    assert store.load() == NotifyConfig()
    assert store.error == f"{store.path} is damaged ({why})"


def test_a_destination_whose_shown_text_is_not_a_text_is_shown_masked():
    config = NotifyConfig.from_json({"destinations": [{"id": "a1", "shown": 5, "events": []}]})
    assert config.destinations[0].shown == "****"
