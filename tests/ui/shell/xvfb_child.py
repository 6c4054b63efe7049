"""Run by test_xvfb.py on a real X display with a tray host: drives the real app, prints JSON.

Not a test module itself (no ``test_`` prefix): it needs its own process, because the QPA
platform (xcb here, offscreen in the other tests) is chosen once per process.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSystemTrayIcon

from tfgpu_gui.settings import SettingsStore
from tfgpu_gui.telemetry import make_backend
from tfgpu_gui.ui.shell.application import MonitorApp
from tfgpu_gui.ui.shell.run import make_qapp


def wait_until(app: QApplication, condition, timeout: float = 10.0) -> bool:
    """Process events until ``condition()`` holds (a bounded wait, not a sleep)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.processEvents()
        if condition():
            return True
        QTest.qWait(20)
    return condition()


def window_mapped(title: str) -> bool:
    out = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", title],
        capture_output=True,
        text=True,
        check=False,
    )
    return bool(out.stdout.strip())


def main() -> int:
    result: dict[str, object] = {}
    app = make_qapp()
    # trayer may still be starting: give it a few seconds to claim the tray selection.
    result["tray_available"] = wait_until(app, QSystemTrayIcon.isSystemTrayAvailable)
    store = SettingsStore(Path(tempfile.mkdtemp()) / "settings.json")
    monitor = MonitorApp(make_backend("multi-gpu-8"), store, simulated="multi-gpu-8")
    monitor.settings.close_hint_shown = True
    monitor.start(minimized=True)  # the real sampler thread
    result["tray_visible"] = wait_until(app, monitor.tray.icon.isVisible)
    result["sampled"] = wait_until(app, lambda: monitor.last_snapshot is not None)
    result["started_hidden"] = not monitor.window.isVisible()
    geometry = monitor.tray.icon.geometry()
    result["icon_geometry"] = [geometry.x(), geometry.y(), geometry.width(), geometry.height()]
    title = monitor.window.windowTitle()

    # A real click on the icon in the tray host shows the window.
    if geometry.width() > 0:
        x, y = geometry.center().x(), geometry.center().y()
        subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=False)
    result["click_shows_window"] = wait_until(app, monitor.window.isVisible)
    result["window_mapped"] = wait_until(app, lambda: window_mapped(title))
    result["drawn"] = wait_until(app, lambda: monitor.frames > 0)

    # Menu actions.
    monitor.tray.show_action.trigger()  # "Hide window"
    result["menu_hides_window"] = wait_until(app, lambda: not monitor.window.isVisible())
    result["window_unmapped"] = wait_until(app, lambda: not window_mapped(title))
    monitor.tray.pause_action.trigger()
    result["paused"] = monitor.paused and "(paused)" in monitor.tray.tooltip
    monitor.tray.pause_action.trigger()
    monitor.tray.show_action.trigger()
    result["menu_shows_window"] = wait_until(app, monitor.window.isVisible)
    monitor.window.close()  # hides to the tray
    result["close_hides_to_tray"] = wait_until(app, lambda: not monitor.window.isVisible())
    result["tooltip_lines"] = len(monitor.tray.tooltip.splitlines())
    monitor.tray.quit_action.trigger()
    result["quit_stops_thread"] = not monitor.thread.running
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
