"""Run by test_app.py on a real X display with a tray host: the real app on NVML, through
whatever libnvidia-ml.so.1 the loader finds (the test library), with the real sampler thread.

Prints one JSON line. With ``--screenshot PATH`` it also saves the window once it has drawn
a few samples. After that, one NVML call is made to take 2 s (the state file is rewritten):
the GUI thread must keep running its event loop while the sampler thread waits on it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QSystemTrayIcon

from tests.nvml_lib import states
from tests.nvml_lib.driver import write_state
from tfgpu_gui.settings import SettingsStore
from tfgpu_gui.telemetry import make_backend
from tfgpu_gui.ui.shell.application import MonitorApp
from tfgpu_gui.ui.shell.run import make_qapp

SLOW_CALL_MS = 2000


def wait_until(app: QApplication, condition, timeout: float = 15.0) -> bool:
    """Process events until ``condition()`` holds (a bounded wait, not a sleep)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.processEvents()
        if condition():
            return True
        QTest.qWait(20)
    return condition()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--screenshot", type=Path)
    args = parser.parse_args()
    state_file = Path(os.environ["TFGPU_TEST_NVML_STATE"])
    state = states.showcase()
    write_state(state_file, state)

    result: dict[str, object] = {}
    app = make_qapp()
    result["tray_available"] = wait_until(app, QSystemTrayIcon.isSystemTrayAvailable)
    settings_file = Path(tempfile.mkdtemp()) / "settings.json"
    if args.screenshot:  # fill the plots quickly: a short interval and a 10 s window
        settings_file.write_text(json.dumps({"interval_s": 0.1, "time_window_s": 10.0}))
    store = SettingsStore(settings_file)
    monitor = MonitorApp(make_backend(None), store)  # no --simulate: NVML
    monitor.settings.close_hint_shown = True
    monitor.window.resize(1180, 760)
    monitor.start(minimized=False)
    result["tray_visible"] = wait_until(app, monitor.tray.icon.isVisible)
    result["sampled"] = wait_until(app, lambda: monitor.sampler.samples_taken >= 3)
    result["drawn"] = wait_until(app, lambda: monitor.frames > 0)
    snap = monitor.last_snapshot
    assert snap is not None
    result["backend"] = snap.system.backend
    result["driver"] = snap.system.driver_version
    result["names"] = [g.static.name for g in snap.gpus]
    result["mig_util"] = [g.reading.util_gpu_percent if g.reading else None for g in snap.gpus]
    model = monitor.window.processes.model
    result["process_rows"] = [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]
    result["tooltip"] = monitor.tray.tooltip
    if args.screenshot:
        wait_until(app, lambda: monitor.sampler.samples_taken >= 100, 30)
        monitor.tick()
        app.processEvents()
        monitor.window.grab().save(str(args.screenshot))

    # One call takes 2 s from now on: the GUI thread keeps turning its event loop.
    state["delay.nvmlDeviceGetPowerUsage_ms"] = SLOW_CALL_MS
    write_state(state_file, state)
    ticks: list[float] = []
    samples: list[tuple[float, int]] = []

    def beat() -> None:
        now = time.monotonic()
        ticks.append(now)
        if not samples or samples[-1][1] != monitor.sampler.samples_taken:
            samples.append((now, monitor.sampler.samples_taken))

    timer = QTimer()
    timer.timeout.connect(beat)
    timer.start(10)
    start = time.monotonic()
    # Until two slow samples arrived (each read waits 2 s per GPU inside NVML).
    wait_until(app, lambda: len(samples) >= 3 and samples[-1][0] - start > SLOW_CALL_MS / 1000, 30)
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    sample_gaps = [b[0] - a[0] for a, b in itertools.pairwise(samples)]
    result["max_event_gap_s"] = max(gaps) if gaps else None
    result["ticks"] = len(ticks)
    result["max_sample_gap_s"] = max(sample_gaps) if sample_gaps else None
    result["window_visible"] = monitor.window.isVisible()
    monitor.tray.quit_action.trigger()
    result["quit_stops_thread"] = wait_until(app, lambda: not monitor.thread.running, 15)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
