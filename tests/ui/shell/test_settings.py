"""Settings: saved and loaded, a damaged file falls back to defaults and is kept, the dialog."""

from __future__ import annotations

import json

from tfgpu_gui.settings import Settings, SettingsStore
from tfgpu_gui.ui.shell.settings_dialog import SettingsDialog


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


def test_default_path_is_under_xdg_config_home(_private_config):
    assert str(SettingsStore().path).startswith(str(_private_config))


def test_corrupt_file_falls_back_and_is_kept_until_the_user_saves(tmp_path, make_monitor):
    path = tmp_path / "settings.json"
    path.write_text("{ not json", encoding="utf-8")
    store = SettingsStore(path)
    app = make_monitor("training", store=store)
    assert app.settings == Settings()
    assert "damaged" in store.error
    assert "damaged" in app.window.notice.text() and app.window.notice.isVisible()
    app.tray.available = True
    app.hide_window()  # would save "close hint shown": not over the damaged file
    assert path.read_text() == "{ not json"
    app.apply_settings(Settings(interval_s=2.0))  # the user saves
    assert (tmp_path / "settings.json.bak").read_text() == "{ not json"
    assert json.loads(path.read_text())["interval_s"] == 2.0
    assert store.error is None


def test_wrong_types_and_unreadable_file(tmp_path):
    path = tmp_path / "s.json"
    path.write_text(json.dumps({"interval_s": "fast"}))
    store = SettingsStore(path)
    assert store.load() == Settings() and "interval_s" in store.error
    path.write_text(json.dumps([1, 2]))
    assert store.load() == Settings() and store.error
    path.unlink()
    path.mkdir()  # a directory where the file should be: unreadable
    assert store.load() == Settings() and "cannot be read" in store.error


def test_dialog_edits_a_copy(qtbot):
    base = Settings()
    dialog = SettingsDialog(base, error="The settings file is damaged.")
    qtbot.addWidget(dialog)
    dialog.interval.setCurrentIndex(dialog.interval.findData(5.0))
    dialog.temperature.setValue(78)
    dialog.notify["memory"].setChecked(False)
    dialog.units.setCurrentIndex(1)
    new = dialog.result_settings()
    assert (new.interval_s, new.temperature_c, new.binary_units) == (5.0, 78.0, False)
    assert new.notifications["memory"] is False and base.notifications["memory"] is True
    dialog._restore_defaults()
    assert dialog.result_settings().temperature_c == 85.0


def test_applying_settings_resizes_history_and_alerts(make_monitor, clock):
    app = make_monitor("training")
    new = Settings(interval_s=2.0, history_s=600.0, temperature_c=70.0)
    app.apply_settings(new)
    assert app.sampler.interval == 2.0
    assert app.sampler.history.capacity == 300
    assert app.alerts.config.temperature_c == 70.0
    assert app.timer.interval() == 2000
    assert SettingsStore(app.store.path).load().history_s == 600.0
