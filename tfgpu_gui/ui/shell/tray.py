"""The system tray icon, its menu and its notifications."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu, QSystemTrayIcon

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.telemetry.alerts import Alert
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.ui.shell import tray_icon


class Tray(QObject):
    """The tray icon and menu. Works (menu, icon) even where no tray exists; then not shown.

    Signals:
        toggle_window(), diagnose(), bench(), pause_toggled(bool),
        autostart_toggled(bool), settings(), about(), quit(): menu choices.
    """

    toggle_window = Signal()
    diagnose = Signal()
    bench = Signal()
    pause_toggled = Signal(bool)
    autostart_toggled = Signal(bool)
    settings = Signal()
    about = Signal()
    quit = Signal()
    menu_opening = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.available = QSystemTrayIcon.isSystemTrayAvailable()
        self.icon = QSystemTrayIcon(self)
        self.menu = QMenu()
        self.menu.setAccessibleName(f"{DISPLAY_NAME} menu")
        self.show_action = self._add("&Show window", self.toggle_window)
        self.menu.addSeparator()
        self.diagnose_action = self._add("Run setup &diagnosis…", self.diagnose)
        self.bench_action = self._add("Run &benchmark…", self.bench)
        self.menu.addSeparator()
        self.pause_action = QAction("&Pause monitoring", self.menu)
        self.pause_action.setCheckable(True)
        self.pause_action.toggled.connect(self.pause_toggled)
        self.menu.addAction(self.pause_action)
        self.autostart_action = QAction("Start at &login", self.menu)
        self.autostart_action.setCheckable(True)
        self.autostart_action.triggered.connect(self.autostart_toggled)
        self.menu.addAction(self.autostart_action)
        self.settings_action = self._add("S&ettings…", self.settings)
        self.about_action = self._add("&About…", self.about)
        self.menu.addSeparator()
        self.quit_action = self._add("&Quit", self.quit)
        self.menu.aboutToShow.connect(self.menu_opening)
        self.icon.setContextMenu(self.menu)
        self.icon.activated.connect(self._activated)
        self._icon_key: object = None
        self.icons_made = 0  # how many times the icon was replaced (tests, benchmarks)
        self._tip = ""
        self.set_levels([], error=False)

    def _add(self, text: str, signal: Signal) -> QAction:
        action = QAction(text, self.menu)
        action.triggered.connect(lambda _=False: signal.emit())
        self.menu.addAction(action)
        return action

    def show(self) -> bool:
        """Show the icon where a tray exists; returns whether it was shown."""
        if self.available:
            self.icon.show()
        return self.available

    def hide(self) -> None:
        self.icon.hide()

    def set_window_visible(self, visible: bool) -> None:
        self.show_action.setText("&Hide window" if visible else "&Show window")

    def set_paused(self, paused: bool) -> None:
        self.pause_action.blockSignals(True)
        self.pause_action.setChecked(paused)
        self.pause_action.blockSignals(False)
        self.pause_action.setText("&Resume monitoring" if paused else "&Pause monitoring")

    def set_autostart(self, enabled: bool) -> None:
        self.autostart_action.setChecked(enabled)

    def set_levels(
        self, levels: list[tray_icon.GpuLevel], paused: bool = False, error: bool = False
    ) -> bool:
        """Replace the icon if it would look different; returns whether it was replaced."""
        key = tray_icon.picture_key(levels, paused, error)
        if key == self._icon_key:
            return False
        self._icon_key = key
        self.icon.setIcon(tray_icon.make_icon(levels, paused, error))
        self.icons_made += 1
        return True

    def update(self, snapshot: Snapshot | None, binary: bool, paused: bool, hot_c: float) -> None:
        self.set_levels(tray_icon.levels(snapshot, hot_c), paused)
        self.set_tooltip(tray_icon.tooltip(snapshot, binary, paused))

    def set_error(self, text: str) -> None:
        self.set_levels([], error=True)
        self.set_tooltip(f"{DISPLAY_NAME}\nNo GPU readings: {text}")

    def set_tooltip(self, text: str) -> None:
        if text != self._tip:
            self._tip = text
            self.icon.setToolTip(text)

    @property
    def tooltip(self) -> str:
        return self._tip

    def notify(self, alert: Alert, ms: int = 15000) -> None:
        icon = (
            QSystemTrayIcon.MessageIcon.Warning
            if alert.warning
            else QSystemTrayIcon.MessageIcon.Information
        )
        self.icon.showMessage(alert.title, alert.message, icon, ms)

    def message(self, title: str, text: str) -> None:
        self.icon.showMessage(title, text, QSystemTrayIcon.MessageIcon.Information, 8000)

    def app_icon(self) -> QIcon:
        return self.icon.icon()

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self.toggle_window.emit()
