"""The tray: icon drawing, tooltip, menu actions, notifications, one instance, the thread."""

from __future__ import annotations

import sys
import types

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.helpers.monitor import run_for
from tfgpu_gui.desktop import autostart
from tfgpu_gui.ui.shell import tray_icon
from tfgpu_gui.ui.shell.settings_dialog import SettingsDialog
from tfgpu_gui.ui.shell.single_instance import InstanceServer, ask_running_instance


def test_icon_is_drawn_at_every_size_and_changes_with_load(qtbot):
    busy = tray_icon.draw(22, [tray_icon.GpuLevel(95, 90)])
    idle = tray_icon.draw(22, [tray_icon.GpuLevel(2, 5)])
    assert busy.width() == 22 and busy.toImage() != idle.toImage()
    eight = tray_icon.draw(16, [tray_icon.GpuLevel(50, 50)] * 8)
    assert not eight.isNull()
    icon = tray_icon.make_icon([tray_icon.GpuLevel(None, None, lost=True)], paused=True)
    assert sorted(s.width() for s in icon.availableSizes()) == list(tray_icon.SIZES)
    assert not tray_icon.draw(24, [], error=True).isNull()


def test_tooltip_lists_each_gpu_and_the_top_process(make_monitor, clock):
    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 2)
    tip = app.tray.tooltip.splitlines()
    app.tray.menu.aboutToShow.emit()
    assert len(tip) == 1 + 8 + 1 + 1  # the name, the GPUs, the latest alert, the top process
    assert tip[9].startswith("Last alert (") and "GPU 7 memory" in tip[9]
    assert tip[1].startswith("GPU 0 · ") and "/80 GiB" in tip[1] and "°C" in tip[1]
    assert tip[1:10] == app.tray.status_texts()  # the tooltip says what the menu says
    assert tip[-1].startswith("Top: ") and "pid 5150" in tip[-1]


def test_tray_icon_is_redrawn_only_when_it_changes(make_monitor, clock):
    app = make_monitor("idle")
    run_for(app, clock, 2)
    levels = tray_icon.levels(app.last_snapshot)
    assert not app.tray.set_levels(levels)  # same picture: not redrawn


def test_left_click_and_show_action_toggle_the_window(make_monitor, clock):
    app = make_monitor("training")
    app.tray.available = True
    assert app.window.isVisible()
    app.tray.show_action.trigger()
    assert not app.window.isVisible()
    app.tray.menu_opening.emit()
    assert app.tray.show_action.text() == "&Show window"
    app.tray._activated(app.tray.icon.ActivationReason.Trigger)
    assert app.window.isVisible()
    assert app.settings.close_hint_shown  # "still in the tray" said once


def test_without_a_tray_closing_the_window_quits(make_monitor, monkeypatch):
    app = make_monitor("training")
    quits = []
    monkeypatch.setattr(app, "quit", lambda: quits.append(1))
    app.window.close()
    assert quits == [1]


def test_pause_from_the_tray(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 2)
    app.tray.pause_action.trigger()
    assert app.paused and app.window.pause_action.isChecked()
    assert "(paused)" in app.tray.tooltip
    assert app.tray.pause_action.text() == "&Resume monitoring"
    app.tray.pause_action.trigger()
    assert not app.paused


def test_start_at_login_installs_and_removes_the_xdg_entry(make_monitor, _private_config):
    app = make_monitor("training")
    entry = _private_config / "autostart" / "io.github.tfgpu_gui.TfgpuGui.desktop"
    app.tray.autostart_action.trigger()
    assert entry.exists() and "--minimized" in entry.read_text()
    assert app.settings.start_at_login and autostart.is_enabled()
    app.tray.menu_opening.emit()
    assert app.tray.autostart_action.isChecked()
    app.tray.autostart_action.trigger()
    assert not entry.exists() and not app.settings.start_at_login


def test_settings_action_opens_the_dialog(make_monitor, qtbot):
    app = make_monitor("training")
    app.tray.settings_action.trigger()
    # the one shown (a dialog of an earlier test may linger hidden until deleted)
    dialogs = [
        w for w in QApplication.topLevelWidgets() if isinstance(w, SettingsDialog) and w.isVisible()
    ]
    assert len(dialogs) == 1
    dialogs[0].editor("temperature_c").setValue(70)
    dialogs[0].accept()
    assert app.settings.temperature_c == 70.0


def test_diagnosis_and_benchmark_entries(make_monitor, monkeypatch):
    app = make_monitor("training")
    calls = []
    doctor = types.ModuleType("tfgpu_gui.ui.doctor.wizard")
    doctor.open_doctor_wizard = lambda parent, python=None: calls.append(("doctor", python))
    monkeypatch.setitem(sys.modules, "tfgpu_gui.ui.doctor.wizard", doctor)
    app.tray.diagnose_action.trigger()
    shown = []
    monkeypatch.setitem(sys.modules, "tfgpu_gui.ui.bench.window", None)
    monkeypatch.setattr(QMessageBox, "information", lambda *a: shown.append(a[1]))
    app.tray.bench_action.trigger()
    assert calls == [("doctor", None)]
    assert shown == ["The benchmark is not available"]


def test_about_from_the_tray_and_the_window_shows_the_driver(make_monitor, clock):
    from tfgpu_gui.ui.shell.about_dialog import AboutDialog

    app = make_monitor("training")
    run_for(app, clock, 2)
    driver = app.last_snapshot.system.driver_version
    assert driver
    app.tray.about_action.trigger()
    app.window.about_action.trigger()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, AboutDialog)]
    assert len(dialogs) == 2 and all(d.isVisible() for d in dialogs)
    versions = [" ".join(d.text.toPlainText().split()) for d in dialogs]
    assert all(f"NVIDIA driver {driver} (simulated)" in text for text in versions)
    assert all("Showing simulated GPUs" in d.intro.text() for d in dialogs)
    for d in dialogs:
        d.close()


def test_quit_stops_everything(make_monitor, monkeypatch):
    app = make_monitor("training")
    quit_called = []
    monkeypatch.setattr(QApplication, "quit", lambda *a: quit_called.append(1))
    app.tray.quit_action.trigger()
    assert quit_called and not app.window.isVisible() and not app.timer.isActive()


def test_input_bound_training_notifies_idle_gpu_with_advice(make_monitor, clock, qtbot):
    app = make_monitor("input-bound")
    seen = []
    app.alerted.connect(seen.append)
    run_for(app, clock, 90)
    kinds = [a.kind for a in seen]
    assert "tf-idle" in kinds and "tf-all-memory" in kinds
    idle = next(a for a in seen if a.kind == "tf-idle")
    assert "holds 22.0 GiB" in idle.title and "prefetch" in idle.message
    assert "mostly idle" in app.window.statusBar().currentMessage() or seen


def test_alerts_switched_off_in_settings_stay_quiet(make_monitor, clock):
    app = make_monitor("gpu-lost")
    app.settings.notifications = {k: False for k in app.settings.notifications}
    app.apply_settings(app.settings)
    seen = []
    app.alerted.connect(seen.append)
    run_for(app, clock, 120)
    assert seen == []


def test_second_start_raises_the_running_window(qtbot):
    server = InstanceServer("tfgpu-gui-test-instance")
    assert server.listen()
    with qtbot.waitSignal(server.activated, timeout=5000):
        assert ask_running_instance("tfgpu-gui-test-instance")
    server.close()
    assert not ask_running_instance("tfgpu-gui-test-instance", timeout_ms=100)


def test_picture_key_is_equal_exactly_when_the_pixels_are(qtbot):
    base = [tray_icon.GpuLevel(41.2, 63.0), tray_icon.GpuLevel(59.9, 10.0, hot=False)]
    nudged = [tray_icon.GpuLevel(41.25, 63.04), tray_icon.GpuLevel(59.91, 10.02)]
    coloured = [base[0], tray_icon.GpuLevel(60.0, 10.0)]  # same height, amber -> green
    for a, b in ((base, nudged), (base, coloured)):
        same_key = tray_icon.picture_key(a) == tray_icon.picture_key(b)
        same_pixels = all(
            tray_icon.draw(s, a).toImage() == tray_icon.draw(s, b).toImage()
            for s in tray_icon.SIZES
        )
        assert same_key == same_pixels
    assert tray_icon.picture_key(base) == tray_icon.picture_key(nudged)
    assert tray_icon.picture_key(base) != tray_icon.picture_key(coloured)
    assert tray_icon.picture_key(base, paused=True) != tray_icon.picture_key(base)


def test_icon_is_drawn_only_at_the_sizes_asked_for(qtbot):
    levels = [tray_icon.GpuLevel(95, 90)]
    icon = tray_icon.make_icon(levels)
    assert icon.pixmap(22).toImage() == tray_icon.draw(22, levels).toImage()
    hidpi = icon.pixmap(QSize(22, 22), 2.0)
    assert hidpi.devicePixelRatio() == 2.0
    assert hidpi.toImage() == tray_icon.draw(44, levels).toImage()


def test_tray_icon_is_replaced_only_when_its_pixels_change(make_monitor, clock):
    app = make_monitor("idle")  # a steady desktop GPU: most samples move less than a pixel
    app.tray.available = True
    app.hide_window()
    snapshots = []
    app.worker.snapshot.connect(snapshots.append)
    run_for(app, clock, 2)
    made, frames = app.tray.icons_made, app.frames
    snapshots.clear()
    run_for(app, clock, 60)

    def pixels(snap):
        levels = tray_icon.levels(snap, app.settings.temperature_c)
        return [tray_icon.draw(s, levels).toImage() for s in tray_icon.SIZES]

    before = pixels(snapshots[0])
    changed = 0
    for snap in snapshots[1:]:
        now = pixels(snap)
        changed += now != before
        before = now
    assert app.tray.icons_made - made in (changed, changed + 1)  # +1: the first of the run
    assert changed < len(snapshots) - 1  # some samples did not change the picture
    assert app.frames == frames  # hidden: nothing redrawn
    app.set_paused(True)
    assert app.tray.icons_made - made <= changed + 2  # the pause bars change the picture


def test_tray_tooltip_and_notifications_show_hostile_names_escaped(
    make_monitor, clock, monkeypatch
):
    from tests.helpers.hostile import assert_no_escape, install_hostile_scenario

    app = make_monitor(install_hostile_scenario(monkeypatch))
    shown = []
    monkeypatch.setattr(app.tray.icon, "showMessage", lambda *args: shown.append(args[:2]))
    app.tray.available = True  # notifications go through the tray, as on a desktop
    run_for(app, clock, 3)
    app.tick()
    assert "python \\x1b]0;pwned\\x07" in app.tray.tooltip
    assert_no_escape(app.tray.tooltip)
    assert shown, "the TF process holding all memory is notified"
    for title, message in shown:
        assert_no_escape(title)
        assert_no_escape(message)


def test_tray_notification_cleans_any_alert_text(make_monitor, monkeypatch):
    from tests.helpers.hostile import assert_no_escape
    from tfgpu_gui.telemetry.alerts import Alert

    app = make_monitor("idle", show=False)
    shown = []
    monkeypatch.setattr(app.tray.icon, "showMessage", lambda *args: shown.append(args[:2]))
    app.tray.notify(Alert("thermal", 0, "hot \x1b]0;x\x07", "text \x1b[2J\u202e" + "y" * 2000))
    app.tray.message("title\x9b", "line\nnext \x1b[2J")
    (title, message), (title2, text2) = shown
    for text in (title, message, title2, text2):
        assert_no_escape(text)
    assert title == "hot \\x1b]0;x\\x07" and len(message) <= 1000
    assert text2 == "line\nnext \\x1b[2J"
    app.tray.set_error("driver \x1b[2J gone")
    assert_no_escape(app.tray.tooltip)
