"""The settings dialog's values: what each editor shows of the settings it opens with, what
Save gives back, the rule being broken and when Save is allowed, Restore defaults, and how the
dialog is laid out and sized."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QWidget,
)

from tests.helpers.settings import FanFloorSettings
from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.settings import SPECS, Settings
from tfgpu_gui.ui.shell.notifications_page import NotificationsPage
from tfgpu_gui.ui.shell.settings_dialog import (
    SCROLL_MIN_HEIGHT,
    WARNING_STYLE,
    SettingsDialog,
    outer_margin,
)


def _open(qtbot, settings: Settings | None = None, error: str | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings if settings is not None else Settings(), error)
    qtbot.addWidget(dialog)
    return dialog


def _buttons(dialog: SettingsDialog) -> QDialogButtonBox:
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    return box


def test_the_dialog_is_titled_and_named_for_screen_readers(qtbot):
    dialog = _open(qtbot)
    assert dialog.windowTitle() == f"Settings — {DISPLAY_NAME}"
    assert dialog.accessibleName() == "Settings"
    box = _buttons(dialog)
    shown = {box.buttonRole(b) for b in box.buttons()}
    assert len(box.buttons()) == 3 and shown == {
        QDialogButtonBox.ButtonRole.AcceptRole,
        QDialogButtonBox.ButtonRole.RejectRole,
        QDialogButtonBox.ButtonRole.ResetRole,
    }
    assert dialog.save_button is box.button(QDialogButtonBox.StandardButton.Save)


def test_a_damaged_file_is_said_above_the_settings_in_the_warning_colour(qtbot):
    dialog = _open(qtbot, error="The settings file is damaged: <b>line 3</b>.")
    outer = dialog.layout()
    first = outer.itemAt(0).widget()
    assert isinstance(first, QLabel)
    assert first.text() == "The settings file is damaged: <b>line 3</b>."
    assert first.wordWrap() and first.styleSheet() == WARNING_STYLE == "color: #D55E00;"
    assert outer.itemAt(1).widget() is dialog.scroll
    # without an error, the settings come first
    plain = _open(qtbot)
    assert plain.layout().itemAt(0).widget() is plain.scroll
    warnings = [w for w in plain.findChildren(QLabel) if w.styleSheet() == WARNING_STYLE]
    assert warnings == [plain.problem]


def test_the_groups_scroll_between_a_fixed_top_and_bottom(qtbot):
    dialog = _open(qtbot)
    outer = dialog.layout()
    widgets = [outer.itemAt(i).widget() for i in range(outer.count())]
    assert widgets == [dialog.scroll, dialog.problem, _buttons(dialog)]
    assert outer.stretch(0) == 1 and outer.stretch(1) == 0
    assert dialog.scroll.widgetResizable()
    assert dialog.scroll.frameShape() == QFrame.Shape.NoFrame
    assert dialog.scroll.widget() is dialog.groups
    margins = dialog.groups.layout().contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (0, 0, 0, 0)
    inner = dialog.groups.layout()
    last = inner.itemAt(inner.count() - 1)
    assert last.spacerItem() is not None and inner.stretch(inner.count() - 1) == 1
    titles = [
        inner.itemAt(i).widget().title()
        for i in range(inner.count())
        if isinstance(inner.itemAt(i).widget(), QGroupBox)
    ]
    assert titles[-1] == dialog.sources.title()
    assert inner.itemAt(inner.count() - 2).widget() is dialog.notifications


def test_the_dialog_is_as_wide_as_its_groups_and_a_few_rows_high_at_least(qtbot):
    dialog = _open(qtbot)
    bar = dialog.scroll.verticalScrollBar().sizeHint().width()
    assert bar > 0
    assert dialog.scroll.minimumWidth() == dialog.groups.minimumSizeHint().width() + bar
    assert dialog.scroll.minimumHeight() == SCROLL_MIN_HEIGHT == 160
    size = dialog.preferred_size()
    hint = dialog.sizeHint()
    groups = dialog.groups.sizeHint()
    assert size.width() == max(hint.width(), groups.width() + bar + 2 * outer_margin(dialog))
    assert size.height() == hint.height() - dialog.scroll.sizeHint().height() + groups.height()
    assert size.height() > hint.height()  # every group shown: taller than the scrolled hint


def test_outer_margin_is_the_layouts_left_margin(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    assert outer_margin(widget) == 0
    dialog = _open(qtbot)
    dialog.layout().setContentsMargins(7, 1, 2, 3)
    assert outer_margin(dialog) == 7


def test_each_number_list_flag_and_switch_shows_the_value_it_opens_with(qtbot):
    settings = Settings(
        interval_s=5.0,
        temperature_c=77.0,
        binary_units=False,
        start_at_login=True,
    )
    settings.notifications["thermal"] = False
    settings.run_notifications = {}  # a file without them: every switch on
    dialog = _open(qtbot, settings)
    interval = dialog.editor("interval_s")
    assert isinstance(interval, QComboBox) and interval.currentData() == 5.0
    temperature = dialog.editor("temperature_c")
    assert isinstance(temperature, QDoubleSpinBox) and temperature.value() == 77.0
    units = dialog.editor("binary_units")
    assert isinstance(units, QComboBox) and units.currentData() is False
    login = dialog.editor("start_at_login")
    assert isinstance(login, QCheckBox) and login.isChecked()
    assert login.text() == "Start minimized in the tray when I log in"
    assert not dialog.editor("notifications", "thermal").isChecked()
    assert dialog.editor("notifications", "memory").isChecked()
    run_spec = next(s for s in SPECS if s.key == "run_notifications")
    for choice in run_spec.choices:
        assert dialog.editor("run_notifications", choice).isChecked()
    # saved unchanged, each value of its own type
    result = dialog.result_settings()
    assert result.interval_s == 5.0 and result.temperature_c == 77.0
    assert isinstance(result.temperature_c, float)
    assert result.binary_units is False and result.start_at_login is True
    assert result.notifications == settings.notifications
    assert result.run_notifications == dict.fromkeys(run_spec.choices, True)


def test_each_switch_is_named_by_its_setting_and_its_choice(qtbot):
    dialog = _open(qtbot)
    spec = next(s for s in SPECS if s.key == "notifications")
    for choice in spec.choices:
        check = dialog.editor("notifications", choice)
        assert check.accessibleName() == f"{spec.title}: {spec.show(choice)}"
        assert check.text() == spec.show(choice) and check.toolTip() == spec.help


def test_a_rows_label_carries_the_settings_help_too(qtbot):
    dialog = _open(qtbot)
    box = next(b for b in dialog.findChildren(QGroupBox) if b.title() == "Thresholds")
    form = box.layout()
    assert isinstance(form, QFormLayout)
    spin = dialog.editor("temperature_c")
    label = form.labelForField(spin)
    assert isinstance(label, QLabel)
    spec = next(s for s in SPECS if s.key == "temperature_c")
    assert label.text() == spec.label and label.toolTip() == spec.help


def test_the_edits_are_saved_and_the_sources_with_them(qtbot):
    dialog = _open(qtbot, Settings(sources=["gpu-box"], exporter_enabled=False))
    dialog.editor("memory_percent").setValue(91)
    dialog.editor("run_notifications", next(iter(Settings().run_notifications))).setChecked(False)
    dialog.sources.exporter.setChecked(True)
    result = dialog.result_settings()
    assert result.memory_percent == 91.0
    assert result.sources == ["gpu-box"] and result.exporter_enabled is True
    assert list(result.run_notifications.values()).count(False) == 1


@dataclass
class _Ruled(FanFloorSettings):
    """Settings with a rule on a flag, a number and switches, to see each editor checked."""

    def problems(self) -> list[str]:
        found = []
        if self.fan_floor_percent > 70:
            found.append("the fans would be loud")
        if self.start_at_login:
            found.append("starting at login is not for these tests")
        if not self.notifications.get("thermal", True):
            found.append("heat must be notified")
        return found


@pytest.mark.parametrize("edit", ["number", "flag", "switch"])
def test_every_kind_of_editor_checks_the_rules_as_it_is_edited(qtbot, edit):
    dialog = _open(qtbot, _Ruled())
    assert dialog.save_button.isEnabled() and dialog.problem.isHidden()
    if edit == "number":
        dialog.editor("fan_floor_percent").setValue(75)
        said = "The fans would be loud."
    elif edit == "flag":
        dialog.editor("start_at_login").setChecked(True)
        said = "Starting at login is not for these tests."
    else:
        dialog.editor("notifications", "thermal").setChecked(False)
        said = "Heat must be notified."
    assert not dialog.save_button.isEnabled()
    assert dialog.problem.text() == said and not dialog.problem.isHidden()


def test_every_rule_broken_is_said_in_one_sentence(qtbot):
    dialog = _open(qtbot, _Ruled(fan_floor_percent=75.0, start_at_login=True))
    assert dialog.problem.text() == (
        "The fans would be loud; Starting at login is not for these tests."
    )
    assert dialog.problem.wordWrap() and dialog.problem.styleSheet() == WARNING_STYLE
    assert not dialog.save_button.isEnabled()
    dialog.editor("fan_floor_percent").setValue(40)
    dialog.editor("start_at_login").setChecked(False)
    assert dialog.save_button.isEnabled() and dialog.problem.isHidden()


def test_restore_defaults_is_the_buttons_work(qtbot):
    dialog = _open(qtbot, Settings(temperature_c=70.0, interval_s=5.0, start_at_login=True))
    dialog.editor("notifications", "thermal").setChecked(False)
    _buttons(dialog).button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    restored = dialog.result_settings()
    assert restored.temperature_c == Settings().temperature_c
    assert restored.interval_s == Settings().interval_s
    assert restored.notifications == Settings().notifications
    assert restored.start_at_login is True  # an entry in the user's session: kept
    assert dialog.isVisible() is False and dialog.result() == 0  # the dialog stays open


def test_save_accepts_and_cancel_rejects(qtbot):
    dialog = _open(qtbot)
    dialog.show()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        dialog.save_button.click()
    dialog.show()
    with qtbot.waitSignal(dialog.rejected, timeout=1000):
        _buttons(dialog).button(QDialogButtonBox.StandardButton.Cancel).click()


def test_save_saves_the_notification_destinations_too(qtbot, monkeypatch):
    saved: list[NotificationsPage] = []
    monkeypatch.setattr(NotificationsPage, "save", lambda page: saved.append(page))
    dialog = _open(qtbot)
    assert dialog.notifications.parent() is not None
    dialog.reject()
    assert saved == []
    dialog.accept()
    assert saved == [dialog.notifications]


def test_a_value_from_a_hand_edited_file_is_added_once_and_chosen(qtbot):
    dialog = _open(qtbot, Settings(interval_s=0.25))
    combo = dialog.editor("interval_s")
    spec = next(s for s in SPECS if s.key == "interval_s")
    assert combo.count() == len(spec.choices) + 1
    assert combo.itemData(combo.count() - 1) == 0.25 and combo.currentIndex() == combo.count() - 1
    combo.setCurrentIndex(0)
    assert dialog.result_settings().interval_s == spec.choices[0]


def test_the_dialog_does_not_change_the_settings_it_opened_with(qtbot):
    base = Settings()
    before = dataclasses.replace(base, notifications=dict(base.notifications))
    dialog = _open(qtbot, base)
    dialog.editor("temperature_c").setValue(60)
    dialog.editor("notifications", "thermal").setChecked(False)
    dialog._restore_defaults()
    dialog.result_settings()
    assert base == before


def test_the_dialog_opens_over_the_window_it_is_given(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    dialog = SettingsDialog(Settings(), parent=window)
    assert dialog.parent() is window
