"""One set of commands: the window's toolbar and the tray menu show the same QActions."""

from __future__ import annotations

from PySide6.QtWidgets import QToolBar

from tfgpu_gui.ui.shell.settings_dialog import SettingsDialog


def _toolbar_actions(app):
    bar = app.window.findChild(QToolBar, "MainToolbar")
    return [a for a in bar.actions() if a.text()]


def test_toolbar_and_tray_menu_share_the_app_commands(make_monitor):
    app = make_monitor("training")
    c = app.commands
    shared = [c.pause, c.diagnose, c.bench, c.settings, c.about]
    in_menu = app.tray.menu.actions()
    in_bar = _toolbar_actions(app)
    for command in shared:
        assert command in in_menu, command.text()
        assert command in in_bar, command.text()
    for command in (c.show_window, c.start_at_login, c.quit):
        assert command in in_menu
    assert c.diagnose.shortcut().toString() == "Ctrl+D"  # works in the window
    shown = [
        a.text() for a in in_menu if not a.isSeparator() and a.isShortcutVisibleInContextMenu()
    ]
    assert shown == []  # the keys are not shown in the tray menu, where they do not work
    # Window-only actions stay in the window.
    assert app.window.export_action in in_bar and app.window.export_action not in in_menu


def test_pause_has_one_state_wherever_it_is_shown(make_monitor):
    app = make_monitor("training")
    app.commands.pause.trigger()  # as from the toolbar
    assert app.paused and app.worker.paused
    assert app.tray.pause_action.isChecked()
    assert app.tray.pause_action.text() == "&Resume monitoring"
    assert app.commands.pause.iconText() == "Resume"  # what the toolbar button reads
    app.set_paused(False)  # as from anywhere else
    assert not app.commands.pause.isChecked()
    assert app.commands.pause.text() == "&Pause monitoring"


def test_each_command_is_connected_once(make_monitor, qtbot, monkeypatch):
    app = make_monitor("training")
    opened = []
    monkeypatch.setattr(SettingsDialog, "show", lambda self: opened.append(self))
    app.commands.settings.trigger()
    assert len(opened) == 1
    calls = []
    monkeypatch.setattr(
        "tfgpu_gui.ui.shell.features.open_bench",
        lambda parent, python=None, snapshot=None: calls.append(1),
    )
    app.commands.bench.trigger()
    assert calls == [1]


def test_the_window_reports_view_changes_instead_of_the_app_reaching_in(make_monitor, qtbot):
    app = make_monitor("multi-gpu-8")
    with qtbot.waitSignal(app.window.view_changed, timeout=1000):
        app.window.show_gpu(3)
    app.window.set_status("paused")
    assert app.window.status_label.text() == "paused"
