"""The settings dialog, built from the settings' declaration (:mod:`tfgpu_gui.settings`).

The app opens it from the tray or the window's menu with a copy of its settings and applies
:meth:`SettingsDialog.result_settings` when the user saves. Each declared setting with a group
gets one editor in that group's box, in the order of the declaration: a number with presets
is a list, any other number a spin box over its declared range, a flag with choices a list,
any other flag a check box, and switches one check box per choice. Save stays disabled while
the edited settings break a rule across settings.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.settings import Settings, SettingSpec, declared_specs

WARNING_STYLE = "color: #D55E00;"


class _Editor:
    """One setting's widget(s): made from its spec, read back as the setting's value."""

    def __init__(self, spec: SettingSpec) -> None:
        self.spec = spec
        self.widgets: dict[object, QWidget] = {}
        if spec.kind == "switches":
            for choice in spec.choices:
                check = QCheckBox(spec.show(choice))
                check.setAccessibleName(f"{spec.title}: {spec.show(choice)}")
                self.widgets[choice] = check
        elif spec.choices:
            combo = QComboBox()
            for choice in spec.choices:
                combo.addItem(spec.show(choice), choice)
            self.widgets[None] = combo
        elif spec.kind == "flag":
            self.widgets[None] = QCheckBox(spec.label)
        else:
            assert spec.minimum is not None and spec.maximum is not None
            spin = QDoubleSpinBox()
            spin.setRange(spec.minimum, spec.maximum)
            spin.setDecimals(spec.decimals)
            spin.setSuffix(spec.unit)
            self.widgets[None] = spin
        for widget in self.widgets.values():
            widget.setToolTip(spec.help)
            if spec.kind != "switches":
                widget.setAccessibleName(spec.title)

    def set_value(self, value: Any) -> None:
        for choice, widget in self.widgets.items():
            if isinstance(widget, QComboBox):
                index = widget.findData(value)
                if index < 0:  # a value from a hand-edited file: keep it selectable
                    widget.addItem(self.spec.show(value), value)
                    index = widget.count() - 1
                widget.setCurrentIndex(index)
            elif isinstance(widget, QDoubleSpinBox):
                widget.setValue(value)
            elif isinstance(widget, QCheckBox):
                widget.setChecked(value.get(choice, True) if choice is not None else value)

    def value(self) -> Any:
        if self.spec.kind == "switches":
            return {c: w.isChecked() for c, w in self.widgets.items() if isinstance(w, QCheckBox)}
        widget = self.widgets[None]
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QDoubleSpinBox):
            return float(widget.value())
        assert isinstance(widget, QCheckBox)
        return widget.isChecked()

    def connect(self, slot: Callable[..., object]) -> None:
        for widget in self.widgets.values():
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(slot)
            elif isinstance(widget, QDoubleSpinBox):
                widget.valueChanged.connect(slot)
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(slot)


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
            warn.setStyleSheet(WARNING_STYLE)
            layout.addWidget(warn)

        self.editors: dict[str, _Editor] = {}
        forms: dict[str, QFormLayout] = {}
        for spec in declared_specs(type(settings)):
            if spec.group is None:
                continue
            if spec.group not in forms:
                box = QGroupBox(spec.group)
                forms[spec.group] = QFormLayout(box)
                layout.addWidget(box)
            editor = _Editor(spec)
            editor.set_value(getattr(settings, spec.key))
            form = forms[spec.group]
            if spec.kind == "switches" or (spec.kind == "flag" and not spec.choices):
                for widget in editor.widgets.values():
                    form.addRow(widget)
            else:
                form.addRow(spec.label, editor.widgets[None])
                label = form.labelForField(editor.widgets[None])
                if isinstance(label, QLabel):
                    label.setToolTip(spec.help)
            self.editors[spec.key] = editor

        from tfgpu_gui.ui.shell.sources_editor import SourcesEditor

        self.sources = SourcesEditor(settings.sources, settings.exporter_enabled)
        layout.addWidget(self.sources)
        from tfgpu_gui.ui.shell.notifications_page import NotificationsPage

        self.notifications = NotificationsPage(parent=self)  # saved with the settings
        self.accepted.connect(self.notifications.save)
        layout.addWidget(self.notifications)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(WARNING_STYLE)
        self.problem.hide()
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self._restore_defaults)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        layout.addWidget(buttons)
        for editor in self.editors.values():
            editor.connect(self._check)
        self._check()

    def editor(self, key: str, choice: object = None) -> QWidget:
        """The widget that edits the setting ``key`` (for switches, the one of ``choice``)."""
        return self.editors[key].widgets[choice]

    def _check(self, *_: object) -> None:
        problems = self.result_settings().problems()
        self.problem.setText("; ".join(p[:1].upper() + p[1:] for p in problems) + ".")
        self.problem.setVisible(bool(problems))
        self.save_button.setEnabled(not problems)

    def _restore_defaults(self) -> None:
        defaults = type(self._base)()
        for editor in self.editors.values():
            if editor.spec.restore:
                editor.set_value(getattr(defaults, editor.spec.key))

    def result_settings(self) -> Settings:
        """The settings as edited (the rest unchanged)."""
        edited = {key: editor.value() for key, editor in self.editors.items()}
        edited["sources"] = self.sources.sources()
        edited["exporter_enabled"] = self.sources.exporter.isChecked()
        return dataclasses.replace(self._base, **edited)
