"""The system tray icon, its menu and its notifications.

Alerts and errors quote process names and driver messages: the tooltip and the notifications
pass them through :func:`~tfgpu_gui.text.safe.for_qt` (no control or escape character).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu, QSystemTrayIcon

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.telemetry.alerts import Alert
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.text.safe import for_qt
from tfgpu_gui.ui.shell import tray_icon
from tfgpu_gui.ui.shell.commands import Commands

if TYPE_CHECKING:
    from tfgpu_gui.ui.doctor.hosts import HostsMenu

#: The longest notification title and text shown (longer ones end with an ellipsis).
TITLE_MAX = 120
MESSAGE_MAX = 1000


class Tray(QObject):
    """The tray icon and its menu of the app's commands. Works (menu, icon) where no tray
    exists; then it is not shown.

    Signals:
        activated(): the icon was clicked (the app shows or hides the window).
        menu_opening(): the menu is about to show (the app refreshes the commands' state).
    """

    activated = Signal()
    menu_opening = Signal()

    def __init__(self, commands: Commands, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.available = QSystemTrayIcon.isSystemTrayAvailable()
        self.icon = QSystemTrayIcon(self)
        self.menu = QMenu()
        self.menu.setAccessibleName(f"{DISPLAY_NAME} menu")
        # What the GPUs are doing, at the top: one disabled line per GPU, the latest alert.
        self.status_actions: list[QAction] = []
        self.alert_action = QAction("", self.menu)
        self.alert_action.setEnabled(False)
        self.alert_action.setShortcutVisibleInContextMenu(False)
        self.alert_action.setVisible(False)
        self._status_separator = self.menu.addSeparator()
        self.menu.insertAction(self._status_separator, self.alert_action)
        self.alert_text: str | None = None
        self._lines: list[str] = []  # the status lines of the latest sample, shown when opened
        c = commands
        self.show_action = c.show_window
        self.diagnose_action = c.diagnose
        self.bench_action = c.bench
        self.pause_action = c.pause
        self.autostart_action = c.start_at_login
        self.settings_action = c.settings
        self.about_action = c.about
        self.quit_action = c.quit
        for action in (
            c.show_window,
            None,
            c.diagnose,
            c.bench,
            None,
            c.pause,
            c.start_at_login,
            c.settings,
            c.about,
            None,
            c.quit,
        ):
            if action is None:
                self.menu.addSeparator()
            else:
                self.menu.addAction(action)
        self.menu.aboutToShow.connect(self._show_status_lines)
        self.menu.aboutToShow.connect(self.menu_opening)
        self.icon.setContextMenu(self.menu)
        self.icon.activated.connect(self._activated)
        self._icon_key: object = None
        self.icons_made = 0  # how many times the icon was replaced (tests, benchmarks)
        self._tip = ""
        self.set_levels([], error=False)

    def add_hosts_menu(self, hosts: Callable[[], list[str]]) -> HostsMenu:
        """The "Diagnose a host" menu (one entry per SSH host of ``hosts()``), below Diagnose."""
        from tfgpu_gui.ui.doctor.hosts import HostsMenu

        self.hosts_menu = HostsMenu(hosts, self.menu)
        self.menu.insertMenu(self.bench_action, self.hosts_menu)
        return self.hosts_menu

    def show(self) -> bool:
        """Show the icon where a tray exists; returns whether it was shown."""
        if self.available:
            self.icon.show()
        return self.available

    def hide(self) -> None:
        self.icon.hide()

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
        lines = tray_icon.status_lines(snapshot, binary)
        self.set_status_lines(lines)
        self.set_tooltip(tray_icon.tooltip(snapshot, binary, paused, self.alert_text, lines))

    def set_error(self, text: str, retry_s: float = 10.0) -> None:
        self.set_levels([], error=True)
        self.set_status_lines([f"No GPU readings (trying again every {retry_s:g} s)"])
        self.set_tooltip(f"{DISPLAY_NAME}\nNo GPU readings: {for_qt(text, 300)}")

    def set_status_lines(self, lines: list[str]) -> None:
        """The disabled lines at the top of the menu, put in the menu when it opens (or at
        once while it is open): a changed action text makes the menu lay itself out again,
        which is not worth doing every second for a menu nobody looks at."""
        self._lines = lines
        if self.menu.isVisible():
            self._show_status_lines()

    def _show_status_lines(self) -> None:
        """Put the latest status lines in the menu; only changed texts are set again."""
        lines = self._lines
        while len(self.status_actions) < len(lines):
            action = QAction("", self.menu)
            action.setEnabled(False)
            action.setShortcutVisibleInContextMenu(False)
            self.menu.insertAction(self.alert_action, action)
            self.status_actions.append(action)
        for i, action in enumerate(self.status_actions):
            text = lines[i].replace("&", "&&") if i < len(lines) else ""  # no mnemonics
            if action.text() != text:
                action.setText(text)
            if action.isVisible() != bool(text):
                action.setVisible(bool(text))

    def set_alert(self, alert: Alert, when: str | None = None) -> None:
        """Show ``alert`` as the latest in the menu (and the tooltip from the next sample)."""
        self.alert_text = tray_icon.alert_line(alert, when)
        self.alert_action.setText((self.alert_text or "").replace("&", "&&"))
        self.alert_action.setVisible(self.alert_text is not None)

    def status_texts(self) -> list[str]:
        """The texts at the top of the menu, as shown (tests, screenshots)."""
        shown = [a for a in [*self.status_actions, self.alert_action] if a.isVisible()]
        return [a.text() for a in shown]

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
        self.icon.showMessage(
            for_qt(alert.title, TITLE_MAX), for_qt(alert.message, MESSAGE_MAX), icon, ms
        )

    def message(self, title: str, text: str) -> None:
        self.icon.showMessage(
            for_qt(title, TITLE_MAX),
            for_qt(text, MESSAGE_MAX, multiline=True),
            QSystemTrayIcon.MessageIcon.Information,
            8000,
        )

    def app_icon(self) -> QIcon:
        return self.icon.icon()

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self.activated.emit()
