"""The app's commands as one set of QActions, shown by both the window and the tray menu.

Each command exists once: the window's toolbar and the tray menu add the same QAction, so a
checkable one (Pause) shows the same state in both without syncing by hand, and the app
connects each command to what it does in one place (:meth:`MonitorApp._connect`). The window
keeps only the actions that act on itself (time window, export, save PNG).
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence


def _action(
    parent: QObject,
    text: str,
    tip: str,
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    fallback: str | None = None,
    icon_text: str | None = None,
    checkable: bool = False,
) -> QAction:
    """A QAction with its tooltip naming the shortcut (``fallback`` where the platform has
    no standard key)."""
    action = QAction(text, parent)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
        if action.shortcut().isEmpty() and fallback:
            action.setShortcut(QKeySequence(fallback))
    if icon_text:
        action.setIconText(icon_text)  # the toolbar's shorter label
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    action.setToolTip(f"{tip} ({keys})" if keys else tip)
    action.setStatusTip(tip)
    action.setCheckable(checkable)
    # The keys work in the window (its tooltips name them); the tray menu, where they do
    # not, shows none.
    action.setShortcutVisibleInContextMenu(False)
    return action


class Commands(QObject):
    """The app-wide commands.

    Attributes:
        show_window: Show or hide the monitor window (its text follows the window).
        pause: Pause or resume monitoring (checkable; checked while paused).
        diagnose: Open the setup diagnosis.
        bench: Open the benchmark.
        settings: Open the settings dialog.
        about: Show versions and what the app is.
        start_at_login: Install or remove the autostart entry (checkable).
        quit: Quit the app.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.show_window = _action(self, "&Show window", "Show or hide the monitor window")
        self.pause = _action(
            self,
            "&Pause monitoring",
            "Pause or resume monitoring",
            "Ctrl+P",
            icon_text="Pause",
            checkable=True,
        )
        self.diagnose = _action(
            self,
            "Run setup &diagnosis…",
            "Run the setup diagnosis",
            "Ctrl+D",
            icon_text="Diagnose…",
        )
        self.bench = _action(
            self, "Run &benchmark…", "Run the GPU benchmark", "Ctrl+B", icon_text="Benchmark…"
        )
        self.settings = _action(
            self,
            "S&ettings…",
            "Open the settings",
            QKeySequence.StandardKey.Preferences,
            fallback="Ctrl+,",
            icon_text="Settings…",
        )
        self.about = _action(
            self,
            "&About…",
            "Versions, and what this app is",
            QKeySequence.StandardKey.HelpContents,
            icon_text="About…",
        )
        self.start_at_login = _action(
            self, "Start at &login", "Start the app in the tray when you log in", checkable=True
        )
        self.quit = _action(
            self, "&Quit", "Quit the app", QKeySequence.StandardKey.Quit, fallback="Ctrl+Q"
        )

    def set_window_visible(self, visible: bool) -> None:
        self.show_window.setText("&Hide window" if visible else "&Show window")

    def set_paused(self, paused: bool) -> None:
        """Check Pause without triggering it again, and name what a click would do."""
        if self.pause.isChecked() != paused:
            self.pause.blockSignals(True)
            self.pause.setChecked(paused)
            self.pause.blockSignals(False)
        self.pause.setText("&Resume monitoring" if paused else "&Pause monitoring")
        self.pause.setIconText("Resume" if paused else "Pause")

    def set_start_at_login(self, enabled: bool) -> None:
        self.start_at_login.setChecked(enabled)
