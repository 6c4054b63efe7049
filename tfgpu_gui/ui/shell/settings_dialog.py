"""The settings dialog, built from the settings' declaration (:mod:`tfgpu_gui.settings`).

The app opens it from the tray or the window's menu with a copy of its settings and applies
:meth:`SettingsDialog.result_settings` when the user saves. Each declared setting with a group
gets one editor in that group's box, in the order of the declaration: a number with presets
is a list, any other number a spin box over its declared range, a flag with choices a list,
any other flag a check box, and switches one check box per choice. Save stays disabled while
the edited settings break a rule across settings.

The groups scroll between a fixed top (a warning about the settings file) and a fixed bottom
(the rule being broken, Save and Cancel), so the dialog fits a 1366×768 screen: it opens as
tall as its groups, or as the screen allows, and can be made smaller still.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.settings import Settings, SettingSpec, declared_specs
from tfgpu_gui.ui.placement import place

WARNING_STYLE = "color: #D55E00;"
#: The scrolled groups' smallest height: a few rows stay visible however small the dialog.
SCROLL_MIN_HEIGHT = 160


def outer_margin(widget: QWidget) -> int:
    """The left margin of ``widget``'s layout (0 without one)."""
    layout = widget.layout()
    return layout.contentsMargins().left() if layout is not None else 0


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
        self.setWindowTitle(f"Settings — {DISPLAY_NAME}")
        self.setAccessibleName("Settings")
        self._base = settings
        outer = QVBoxLayout(self)
        if error:
            warn = QLabel(error)
            warn.setWordWrap(True)
            warn.setStyleSheet(WARNING_STYLE)
            outer.addWidget(warn)
        self.groups = QWidget()
        layout = QVBoxLayout(self.groups)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(self.scroll, 1)

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
        layout.addStretch(1)
        self.scroll.setWidget(self.groups)
        # As wide as the groups (no sideways scrolling), as short as a few rows.
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        self.scroll.setMinimumWidth(self.groups.minimumSizeHint().width() + bar)
        self.scroll.setMinimumHeight(SCROLL_MIN_HEIGHT)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(WARNING_STYLE)
        self.problem.hide()
        outer.addWidget(self.problem)
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
        outer.addWidget(buttons)
        for editor in self.editors.values():
            editor.connect(self._check)
        self._check()
        place(self, self.preferred_size())

    def preferred_size(self) -> QSize:
        """The size that shows every group without scrolling (the screen may allow less)."""
        hint = self.sizeHint()
        groups = self.groups.sizeHint()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        return QSize(
            max(hint.width(), groups.width() + bar + 2 * outer_margin(self)),
            hint.height() - self.scroll.sizeHint().height() + groups.height(),
        )

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
