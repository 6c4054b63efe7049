"""Settings in the app: a damaged file is kept until saved; the dialog follows the declaration."""

from __future__ import annotations

import dataclasses
import json

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
)

from tests.helpers.settings import FanFloorSettings
from tfgpu_gui.settings import SPECS, Settings, SettingsStore
from tfgpu_gui.telemetry import ManualClock, make_backend
from tfgpu_gui.telemetry.alerts import HOT_C
from tfgpu_gui.ui.shell import tray_icon
from tfgpu_gui.ui.shell.settings_dialog import SettingsDialog


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


def test_an_out_of_range_file_starts_the_app_on_the_defaults(tmp_path, make_monitor):
    path = tmp_path / "settings.json"
    path.write_text('{"interval_s": 1e-9, "time_window_s": NaN}', encoding="utf-8")
    app = make_monitor("training", store=SettingsStore(path))
    assert app.sampler.interval == 1.0 and app.window.window_s == 600.0
    assert "damaged" in app.window.notice.text()


def test_dialog_edits_a_copy(qtbot):
    base = Settings()
    dialog = SettingsDialog(base, error="The settings file is damaged.")
    qtbot.addWidget(dialog)
    interval = dialog.editor("interval_s")
    assert isinstance(interval, QComboBox)
    interval.setCurrentIndex(interval.findData(5.0))
    dialog.editor("temperature_c").setValue(78)
    dialog.editor("notifications", "memory").setChecked(False)
    dialog.editor("binary_units").setCurrentIndex(1)
    new = dialog.result_settings()
    assert (new.interval_s, new.temperature_c, new.binary_units) == (5.0, 78.0, False)
    assert new.notifications["memory"] is False and base.notifications["memory"] is True


def test_restore_defaults_leaves_start_at_login_and_the_app_state_alone(qtbot):
    edited = Settings(temperature_c=70.0, start_at_login=True, close_hint_shown=True)
    edited.notifications["thermal"] = False
    dialog = SettingsDialog(edited)
    qtbot.addWidget(dialog)
    dialog._restore_defaults()
    restored = dialog.result_settings()
    assert restored == dataclasses.replace(Settings(), start_at_login=True, close_hint_shown=True)


def _form_rows(dialog: SettingsDialog) -> dict[str, list[tuple[str | None, object]]]:
    """Each group box's title -> its rows as (label text or None, field widget); the Sources
    box (its own editor, tested in test_sources.py) is left out."""
    rows: dict[str, list[tuple[str | None, object]]] = {}
    for box in dialog.findChildren(QGroupBox):
        if box is dialog.sources:
            continue
        form = box.layout()
        assert isinstance(form, QFormLayout)
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            widget = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            span = form.itemAt(row, QFormLayout.ItemRole.SpanningRole)
            text = label.widget().text() if label is not None else None
            shown = (widget or span).widget()
            rows.setdefault(box.title(), []).append((text, shown))
    return rows


def test_the_dialog_shows_every_declared_setting_with_its_label_help_and_range(qtbot):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    rows = _form_rows(dialog)
    shown = [s for s in SPECS if s.group is not None]
    assert list(rows) == list(dict.fromkeys(s.group for s in shown))
    assert {s.key for s in SPECS if s.group is None} == {
        "time_window_s",
        "close_hint_shown",
        "sources",  # edited in the Sources box
        "exporter_enabled",  # edited in the Sources box
    }
    for spec in shown:
        widgets = (
            [dialog.editor(spec.key, c) for c in spec.choices]
            if spec.kind == "switches"
            else [dialog.editor(spec.key)]
        )
        for widget in widgets:
            assert widget.toolTip() == spec.help
            assert any(w is widget for _, w in rows[spec.group]), spec.key
        if spec.kind == "switches":
            assert [w.text() for w in widgets] == [spec.show(c) for c in spec.choices]
            continue
        (widget,) = widgets
        assert widget.accessibleName() == spec.title
        label = next(text for text, w in rows[spec.group] if w is widget)
        if isinstance(widget, QCheckBox):
            assert label is None and widget.text() == spec.label
        else:
            assert label == spec.label
        if isinstance(widget, QComboBox):
            items = [(widget.itemText(i), widget.itemData(i)) for i in range(widget.count())]
            assert items == [(spec.show(c), c) for c in spec.choices]
        if isinstance(widget, QDoubleSpinBox):
            assert (widget.minimum(), widget.maximum()) == (spec.minimum, spec.maximum)
            assert (widget.suffix(), widget.decimals()) == (spec.unit, spec.decimals)
            assert widget.value() == spec.default


def test_a_newly_declared_setting_appears_in_the_dialog_without_editing_it(qtbot):
    dialog = SettingsDialog(FanFloorSettings(fan_floor_percent=40.0))
    qtbot.addWidget(dialog)
    assert [text for text, _ in _form_rows(dialog)["Cooling"]] == ["&Fan floor:"]
    spin = dialog.editor("fan_floor_percent")
    assert isinstance(spin, QDoubleSpinBox)
    assert (spin.minimum(), spin.maximum(), spin.value()) == (20.0, 80.0, 40.0)
    spin.setValue(55)
    result = dialog.result_settings()
    assert isinstance(result, FanFloorSettings) and result.fan_floor_percent == 55.0
    dialog._restore_defaults()
    assert spin.value() == 30.0


def test_a_hand_edited_value_stays_selectable(qtbot):
    dialog = SettingsDialog(Settings(interval_s=0.25))
    qtbot.addWidget(dialog)
    combo = dialog.editor("interval_s")
    assert isinstance(combo, QComboBox)
    assert combo.currentText() == "every 0.25 s"
    assert dialog.result_settings().interval_s == 0.25


def test_save_is_disabled_while_the_history_breaks_a_rule(qtbot):
    dialog = SettingsDialog(Settings(interval_s=0.25, history_s=3600.0))
    qtbot.addWidget(dialog)
    save = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Save)
    problem = dialog.problem
    assert save.isEnabled() and problem.isHidden()
    history = dialog.editor("history_s")
    assert isinstance(history, QComboBox)
    history.setCurrentIndex(history.findData(4 * 3600.0))  # 57,600 samples at 0.25 s
    assert not save.isEnabled() and not problem.isHidden()
    assert isinstance(problem, QLabel) and "samples" in problem.text()
    history.setCurrentIndex(history.findData(3600.0))
    assert save.isEnabled() and problem.isHidden()


def test_the_tray_icon_counts_a_gpu_as_hot_from_the_declared_threshold():
    snap = make_backend("training", clock=ManualClock()).read()

    def at(temperature):
        gpu = snap.gpus[0]
        reading = dataclasses.replace(gpu.reading, temperature_c=temperature)
        return dataclasses.replace(snap, gpus=(dataclasses.replace(gpu, reading=reading),))

    assert Settings().temperature_c == HOT_C
    assert tray_icon.levels(at(HOT_C))[0].hot
    assert not tray_icon.levels(at(HOT_C - 1))[0].hot


def test_applying_settings_resizes_history_and_alerts(make_monitor, clock):
    app = make_monitor("training")
    new = Settings(interval_s=2.0, history_s=600.0, temperature_c=70.0)
    app.apply_settings(new)
    assert app.sampler.interval == 2.0
    assert app.sampler.history.capacity == 300
    assert app.alerts.config.temperature_c == 70.0
    assert app.timer.interval() == 2000
    assert SettingsStore(app.store.path).load().history_s == 600.0
