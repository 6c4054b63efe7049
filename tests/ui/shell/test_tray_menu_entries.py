"""The tray menu's entries: the status lines and the latest alert above the commands, in their
order with their separators, which are enabled, what a click on the icon does, the hosts'
submenu, the tooltip and the notifications' texts, icons and durations."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QSystemTrayIcon

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.telemetry import ManualClock, make_backend
from tfgpu_gui.telemetry.alerts import Alert
from tfgpu_gui.ui.shell import tray_icon
from tfgpu_gui.ui.shell.commands import Commands
from tfgpu_gui.ui.shell.tray import MESSAGE_MAX, TITLE_MAX, Tray


@pytest.fixture
def tray(qtbot) -> Tray:
    commands = Commands()
    made = Tray(commands)
    made._commands = commands  # type: ignore[attr-defined]  # kept alive with the tray
    yield made
    made.hide()
    made.menu.deleteLater()


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """The notifications shown: (title, text, icon, milliseconds)."""
    shown: list[tuple[Any, ...]] = []
    monkeypatch.setattr(QSystemTrayIcon, "showMessage", lambda self, *args: shown.append(args))
    return shown


def _entries(tray: Tray) -> list[str]:
    """The menu as the user reads it: each visible action's text, "---" for a separator."""
    out = []
    for action in tray.menu.actions():
        if not action.isVisible():
            continue
        out.append("---" if action.isSeparator() else action.text())
    return out


def _open(tray: Tray) -> None:
    tray.menu.aboutToShow.emit()


def test_the_commands_are_in_their_order_between_separators(tray: Tray) -> None:
    c: Commands = tray._commands  # type: ignore[attr-defined]
    assert tray.menu.accessibleName() == f"{DISPLAY_NAME} menu"
    assert _entries(tray) == [
        "---",
        c.show_window.text(),
        "---",
        c.diagnose.text(),
        c.bench.text(),
        "---",
        c.pause.text(),
        c.start_at_login.text(),
        c.settings.text(),
        c.about.text(),
        "---",
        c.quit.text(),
    ]
    assert (tray.show_action, tray.diagnose_action, tray.bench_action) == (
        c.show_window,
        c.diagnose,
        c.bench,
    )
    assert (tray.pause_action, tray.autostart_action, tray.settings_action) == (
        c.pause,
        c.start_at_login,
        c.settings,
    )
    assert (tray.about_action, tray.quit_action) == (c.about, c.quit)
    assert tray.icon.contextMenu() is tray.menu


@pytest.mark.parametrize(
    "name", ["show_window", "diagnose", "bench", "pause", "settings", "about", "quit"]
)
def test_each_entry_triggers_its_own_command(tray: Tray, name: str) -> None:
    c: Commands = tray._commands  # type: ignore[attr-defined]
    fired: list[str] = []
    for other in ("show_window", "diagnose", "bench", "pause", "settings", "about", "quit"):
        getattr(c, other).triggered.connect(lambda *_, o=other: fired.append(o))
    text = getattr(c, name).text()
    (entry,) = [a for a in tray.menu.actions() if a.text() == text]
    entry.trigger()
    assert fired == [name]


def test_the_status_lines_come_first_disabled_then_the_alert_then_the_commands(
    tray: Tray,
) -> None:
    tray.set_status_lines(["GPU 0 · 83% · 71/80 GiB · 69 °C", "GPU 1 · R&D box"])
    assert tray.status_actions == []  # closed: nothing laid out yet
    tray.set_alert(Alert("hot", 0, "GPU 0 is hot & slow", "90 °C"), "14:02")
    _open(tray)
    entries = _entries(tray)
    assert entries[:4] == [
        "GPU 0 · 83% · 71/80 GiB · 69 °C",
        "GPU 1 · R&&D box",  # "&" shown as itself, not as a mnemonic
        "Last alert (14:02): GPU 0 is hot && slow",
        "---",
    ]
    assert entries[4] == tray.show_action.text()
    lines = [a for a in tray.menu.actions()[:3]]
    assert all(not a.isEnabled() for a in lines)
    assert all(not a.isShortcutVisibleInContextMenu() for a in lines)
    assert tray.status_texts() == entries[:3]


def test_fewer_status_lines_hide_the_extra_ones_and_more_add_some(tray: Tray) -> None:
    tray.set_status_lines(["a", "b", "c"])
    _open(tray)
    assert tray.status_texts() == ["a", "b", "c"]
    tray.set_status_lines(["a"])
    _open(tray)
    assert tray.status_texts() == ["a"]
    assert len(tray.status_actions) == 3
    assert [a.isVisible() for a in tray.status_actions] == [True, False, False]
    tray.set_status_lines(["x", "y", "z", "w"])
    _open(tray)
    assert tray.status_texts() == ["x", "y", "z", "w"]
    assert all(not a.isEnabled() for a in tray.status_actions)
    assert all(not a.isShortcutVisibleInContextMenu() for a in tray.status_actions)
    # the lines stay above the alert and the commands
    actions = tray.menu.actions()
    assert actions[:4] == tray.status_actions
    assert actions[4] is tray.alert_action


def test_a_line_is_set_again_only_when_its_text_changes(
    tray: Tray, monkeypatch: pytest.MonkeyPatch
) -> None:
    tray.set_status_lines(["a", "b"])
    _open(tray)
    set_texts: list[str] = []
    original = QAction.setText
    monkeypatch.setattr(QAction, "setText", lambda a, t: (set_texts.append(t), original(a, t)))
    tray.set_status_lines(["a", "c"])
    _open(tray)
    assert set_texts == ["c"]


def test_lines_set_while_the_menu_is_open_show_at_once(tray: Tray, qtbot) -> None:
    tray.menu.popup(tray.menu.pos())
    qtbot.waitUntil(tray.menu.isVisible, timeout=2000)
    tray.set_status_lines(["GPU 0 · 5%"])
    assert tray.status_texts() == ["GPU 0 · 5%"]
    tray.menu.hide()
    tray.set_status_lines(["GPU 0 · 9%"])
    assert tray.status_texts() == ["GPU 0 · 5%"]  # closed: left until it opens


def test_the_alert_line_is_hidden_without_an_alert(tray: Tray) -> None:
    a = tray.alert_action
    assert not a.isVisible() and not a.isEnabled()
    assert not a.isShortcutVisibleInContextMenu()
    assert tray.alert_text is None
    tray.set_alert(Alert("memory", 1, "GPU 1 memory is nearly full", "95%"))
    assert tray.alert_text == "Last alert: GPU 1 memory is nearly full"
    assert a.isVisible() and a.text() == tray.alert_text
    assert tray.status_texts() == ["Last alert: GPU 1 memory is nearly full"]


def test_the_hosts_menu_sits_below_diagnose(tray: Tray) -> None:
    menu = tray.add_hosts_menu(lambda: ["gpu-box", "lab"])
    assert tray.hosts_menu is menu
    actions = [a for a in tray.menu.actions() if a.isVisible()]
    at = actions.index(menu.menuAction())
    assert actions[at - 1] is tray.diagnose_action
    assert actions[at + 1] is tray.bench_action
    assert menu.title() == "Diagnose a host"


def test_only_a_click_on_the_icon_shows_the_window(tray: Tray, qtbot) -> None:
    reason = QSystemTrayIcon.ActivationReason
    with qtbot.waitSignal(tray.activated, timeout=1000):
        tray.icon.activated.emit(reason.Trigger)
    for other in (reason.Context, reason.DoubleClick, reason.MiddleClick):
        with qtbot.assertNotEmitted(tray.activated):
            tray.icon.activated.emit(other)


def test_the_menu_opening_is_announced(tray: Tray, qtbot) -> None:
    with qtbot.waitSignal(tray.menu_opening, timeout=1000):
        _open(tray)


# Shown without a tray (offscreen), Qt says it cannot follow the tray's window.
@pytest.mark.qt_log_ignore("systemTrayWindowChanged")
def test_the_icon_shows_only_where_a_tray_exists(tray: Tray) -> None:
    tray.available = False
    assert tray.show() is False and not tray.icon.isVisible()
    tray.available = True
    assert tray.show() is True and tray.icon.isVisible()
    tray.hide()
    assert not tray.icon.isVisible()


def test_the_icon_is_replaced_only_when_it_changes(tray: Tray) -> None:
    made = tray.icons_made
    assert made == 1 and not tray.app_icon().isNull()  # the waiting icon from the start
    assert tray.set_levels([], error=False) is False
    busy = [tray_icon.GpuLevel(90.0, 50.0)]
    assert tray.set_levels(busy) is True and tray.icons_made == made + 1
    assert tray.set_levels(list(busy)) is False and tray.icons_made == made + 1
    assert tray.set_levels(busy, paused=True) is True
    assert tray.set_levels(busy, error=True) is True
    assert tray.icons_made == made + 3
    assert tray.app_icon().cacheKey() == tray.icon.icon().cacheKey()


def test_a_sample_sets_the_icon_the_lines_and_the_tooltip(tray: Tray) -> None:
    snap = make_backend("training", clock=ManualClock()).read()
    tray.update(snap, binary=True, paused=False, hot_c=85.0)
    lines = tray_icon.status_lines(snap, True)
    _open(tray)
    assert tray.status_texts() == [line.replace("&", "&&") for line in lines]
    assert tray.tooltip == tray_icon.tooltip(snap, True, False, None, lines)
    assert tray.icon.toolTip() == tray.tooltip
    key = tray_icon.picture_key(tray_icon.levels(snap, 85.0), False, False)
    assert tray._icon_key == key
    # paused, in GB, with an alert: each passed on
    tray.set_alert(Alert("hot", 0, "GPU 0 is hot", "90 °C"))
    tray.update(snap, binary=False, paused=True, hot_c=20.0)
    lines = tray_icon.status_lines(snap, False)
    assert tray.tooltip == tray_icon.tooltip(snap, False, True, tray.alert_text, lines)
    assert tray._icon_key == tray_icon.picture_key(tray_icon.levels(snap, 20.0), True, False)


def test_an_error_says_no_readings_and_when_it_tries_again(tray: Tray) -> None:
    tray.set_error("NVML: <driver> not loaded\n" + "x" * 500, retry_s=2.5)
    _open(tray)
    assert tray.status_texts() == ["No GPU readings (trying again every 2.5 s)"]
    assert tray.tooltip.startswith(f"{DISPLAY_NAME}\nNo GPU readings: NVML: <driver> not loaded")
    assert "\n" not in tray.tooltip[len(DISPLAY_NAME) + 1 :]
    assert len(tray.tooltip) == len(f"{DISPLAY_NAME}\nNo GPU readings: ") + 300
    assert tray._icon_key == tray_icon.picture_key([], False, True)
    tray.set_error("gone")
    _open(tray)
    assert tray.status_texts() == ["No GPU readings (trying again every 10 s)"]


def test_the_tooltip_is_set_only_when_it_changes(
    tray: Tray, monkeypatch: pytest.MonkeyPatch
) -> None:
    set_tips: list[str] = []
    original = QSystemTrayIcon.setToolTip
    monkeypatch.setattr(
        QSystemTrayIcon, "setToolTip", lambda i, t: (set_tips.append(t), original(i, t))
    )
    tray.set_tooltip("a")
    tray.set_tooltip("a")
    tray.set_tooltip("b")
    assert set_tips == ["a", "b"] and tray.tooltip == "b" == tray.icon.toolTip()


def test_a_warning_alert_is_notified_as_a_warning_for_15_seconds(
    tray: Tray, messages: list[tuple[Any, ...]]
) -> None:
    tray.notify(Alert("hot", 0, "GPU 0 is hot", "90 °C: slowed down", warning=True))
    tray.notify(Alert("done", 0, "Training finished", "in 2 h", warning=False), ms=3000)
    icon = QSystemTrayIcon.MessageIcon
    assert messages == [
        ("GPU 0 is hot", "90 °C: slowed down", icon.Warning, 15000),
        ("Training finished", "in 2 h", icon.Information, 3000),
    ]


def test_notifications_are_cut_to_their_lengths(
    tray: Tray, messages: list[tuple[Any, ...]]
) -> None:
    tray.notify(Alert("hot", 0, "T" * 500, "M" * 5000))
    title, text, _icon, _ms = messages[-1]
    assert len(title) == TITLE_MAX == 120 and len(text) == MESSAGE_MAX == 1000
    tray.message("t" * 500, "line one\nline two " + "m" * 5000)
    title, text, icon, ms = messages[-1]
    assert len(title) == TITLE_MAX and len(text) == MESSAGE_MAX
    assert text.startswith("line one\nline two")  # a message keeps its lines
    assert (icon, ms) == (QSystemTrayIcon.MessageIcon.Information, 8000)


def test_an_alerts_notification_is_one_line(tray: Tray, messages: list[tuple[Any, ...]]) -> None:
    tray.notify(Alert("hot", 0, "GPU 0\nis hot", "first\nsecond"))
    title, text, _icon, _ms = messages[-1]
    assert "\n" not in title and "\n" not in text


def test_the_tray_owns_its_icon_and_menus(qtbot) -> None:
    owner = Commands()
    tray = Tray(owner, parent=owner)
    assert tray.parent() is owner
    assert tray.icon.parent() is tray
    assert tray.available is QSystemTrayIcon.isSystemTrayAvailable()
    assert tray.tooltip == "" and tray.icon.toolTip() == ""
    menu = tray.add_hosts_menu(lambda: [])
    assert menu.parent() is tray.menu
    tray.menu.deleteLater()


@pytest.mark.parametrize(("paused", "error"), [(True, False), (False, True), (True, True)])
def test_the_icon_shows_paused_and_failing_as_drawn(tray: Tray, paused: bool, error: bool) -> None:
    busy = [tray_icon.GpuLevel(90.0, 50.0), tray_icon.GpuLevel(10.0, 5.0)]
    tray.set_levels(busy, paused=paused, error=error)
    expected = tray_icon.make_icon(busy, paused, error)
    for size in (16, 32):
        shown = tray.app_icon().pixmap(size).toImage()
        assert shown == expected.pixmap(size).toImage()
