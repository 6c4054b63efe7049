"""The settings dialog: sampling, history, thresholds, notifications, start at login, units."""

from __future__ import annotations

import dataclasses

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.settings import HISTORY_LENGTHS, INTERVALS, Settings
from tfgpu_gui.telemetry.alerts import ALERT_KINDS
from tfgpu_gui.text.numbers import fmt_duration


class SettingsDialog(QDialog):
    """Edits a copy of the settings; :meth:`result_settings` gives the edited copy."""

    def __init__(self, settings: Settings, error: str | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self.setAccessibleName("Settings")
        self._base = settings
        layout = QVBoxLayout(self)
        if error:
            warn = QLabel(error)
            warn.setWordWrap(True)
            warn.setStyleSheet("color: #D55E00;")
            layout.addWidget(warn)

        sampling = QGroupBox("Sampling")
        form = QFormLayout(sampling)
        self.interval = QComboBox()
        for value in INTERVALS:
            self.interval.addItem(f"every {value:g} s", value)
        self._select(self.interval, settings.interval_s)
        self.interval.setAccessibleName("Sampling interval")
        form.addRow("&Interval:", self.interval)
        self.history = QComboBox()
        for value in HISTORY_LENGTHS:
            self.history.addItem(
                fmt_duration(value).replace("h00m", " h").replace("m00s", " min"), value
            )
        self._select(self.history, settings.history_s)
        self.history.setAccessibleName("History length")
        form.addRow("&History kept:", self.history)
        layout.addWidget(sampling)

        thresholds = QGroupBox("Thresholds")
        form = QFormLayout(thresholds)
        self.temperature = self._spin(
            settings.temperature_c, 50, 110, " °C", "Temperature threshold"
        )
        form.addRow("&Temperature alert at:", self.temperature)
        self.memory = self._spin(settings.memory_percent, 50, 100, " %", "Memory threshold")
        form.addRow("&Memory alert at:", self.memory)
        self.idle_util = self._spin(settings.idle_util_percent, 1, 90, " %", "Idle utilization")
        form.addRow("GPU counts as i&dle below:", self.idle_util)
        self.idle_seconds = QSpinBox()
        self.idle_seconds.setRange(10, 3600)
        self.idle_seconds.setSuffix(" s")
        self.idle_seconds.setValue(int(settings.idle_seconds))
        self.idle_seconds.setAccessibleName("Idle duration")
        form.addRow("…for at &least:", self.idle_seconds)
        layout.addWidget(thresholds)

        notes = QGroupBox("Notifications")
        box = QVBoxLayout(notes)
        self.notify: dict[str, QCheckBox] = {}
        for kind, label in ALERT_KINDS.items():
            check = QCheckBox(label)
            check.setChecked(settings.notifications.get(kind, True))
            check.setAccessibleName(f"Notify: {label}")
            box.addWidget(check)
            self.notify[kind] = check
        layout.addWidget(notes)

        general = QGroupBox("General")
        form = QFormLayout(general)
        self.start_at_login = QCheckBox("Start minimized in the tray when I log in")
        self.start_at_login.setChecked(settings.start_at_login)
        self.start_at_login.setAccessibleName("Start at login")
        form.addRow(self.start_at_login)
        self.units = QComboBox()
        self.units.addItem("GiB (binary, like nvidia-smi's MiB)", True)
        self.units.addItem("GB (decimal)", False)
        self._select(self.units, settings.binary_units)
        self.units.setAccessibleName("Memory units")
        form.addRow("Memory &units:", self.units)
        layout.addWidget(general)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self._restore_defaults)
        layout.addWidget(buttons)

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index < 0:  # a value from a hand-edited file: keep it selectable
            combo.addItem(str(value), value)
            index = combo.count() - 1
        combo.setCurrentIndex(index)

    @staticmethod
    def _spin(value: float, lo: float, hi: float, suffix: str, name: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setRange(lo, hi)
        spin.setDecimals(0)
        spin.setSuffix(suffix)
        spin.setValue(value)
        spin.setAccessibleName(name)
        return spin

    def _restore_defaults(self) -> None:
        defaults = Settings()
        self._select(self.interval, defaults.interval_s)
        self._select(self.history, defaults.history_s)
        self.temperature.setValue(defaults.temperature_c)
        self.memory.setValue(defaults.memory_percent)
        self.idle_util.setValue(defaults.idle_util_percent)
        self.idle_seconds.setValue(int(defaults.idle_seconds))
        for check in self.notify.values():
            check.setChecked(True)
        self._select(self.units, defaults.binary_units)

    def result_settings(self) -> Settings:
        """The settings as edited (the rest unchanged)."""
        return dataclasses.replace(
            self._base,
            interval_s=float(self.interval.currentData()),
            history_s=float(self.history.currentData()),
            temperature_c=self.temperature.value(),
            memory_percent=self.memory.value(),
            idle_util_percent=self.idle_util.value(),
            idle_seconds=float(self.idle_seconds.value()),
            notifications={k: c.isChecked() for k, c in self.notify.items()},
            start_at_login=self.start_at_login.isChecked(),
            binary_units=bool(self.units.currentData()),
        )
