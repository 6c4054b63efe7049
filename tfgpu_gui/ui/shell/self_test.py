"""``tfgpu-gui --self-test``: start offscreen, sample simulated GPUs, render the window, exit.

Proves that an installation or a bundle is complete (Qt plugins, pyqtgraph, icons, job
scripts) without touching the user's settings, tray or running instance. Exit status 0 when
every check passed, 1 otherwise; each check prints one line.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path


def run_self_test(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    logging.getLogger().setLevel(logging.ERROR)  # the checks speak for themselves
    from PySide6.QtCore import qInstallMessageHandler

    from tfgpu_gui.ui.shell.run import make_qapp

    # The offscreen platform warns about window features it lacks; not a failure here.
    qInstallMessageHandler(lambda mode, context, message: None)
    app = make_qapp()
    from tfgpu_gui.jobs.runner import SCRIPTS_DIR
    from tfgpu_gui.settings import SettingsStore
    from tfgpu_gui.telemetry.clock import ManualClock
    from tfgpu_gui.telemetry.simulated import SimulatedBackend
    from tfgpu_gui.ui.shell.app_icon import app_icon
    from tfgpu_gui.ui.shell.application import MonitorApp

    scenario = args.simulate or "multi-gpu-8"
    failures = 0

    def check(name: str, test: Callable[[], str]) -> None:
        nonlocal failures
        try:
            detail = test()
        except Exception as exc:  # noqa: BLE001 - a self-test reports every failure
            failures += 1
            print(f"FAIL {name}: {type(exc).__name__}: {exc}")
        else:
            print(f"ok   {name}: {detail}")

    def icon() -> str:
        sizes = app_icon().availableSizes()
        if not sizes:
            raise RuntimeError("no icon file could be loaded")
        return f"{len(sizes)} sizes"

    def scripts() -> str:
        found = sorted(p.name for p in Path(SCRIPTS_DIR).glob("*.py"))
        if not found:
            raise RuntimeError(f"no job scripts in {SCRIPTS_DIR}")
        return ", ".join(found)

    check("Qt", lambda: f"{app.platformName()} platform")
    check("app icon", icon)
    check("job scripts", scripts)
    with tempfile.TemporaryDirectory() as tmp:
        clock = ManualClock()
        backend = SimulatedBackend(scenario, seed=args.seed, clock=clock)
        monitor = MonitorApp(
            backend, SettingsStore(Path(tmp) / "settings.json"), clock=clock, simulated=scenario
        )

        def sample() -> str:
            monitor.start(minimized=False, thread=False)
            for _ in range(3):
                snap = monitor.step()
                clock.advance(1.0)
            app.processEvents()
            if snap is None or not snap.gpus:
                raise RuntimeError("no sample")
            return f"{len(snap.gpus)} simulated GPUs ({scenario})"

        def render() -> str:
            monitor.tick()
            pixmap = monitor.window.grab()
            if pixmap.isNull() or monitor.frames < 1:
                raise RuntimeError("the window did not render")
            return f"window {pixmap.width()}x{pixmap.height()}, {monitor.frames} frame(s)"

        check("sample", sample)
        check("render", render)
        monitor.shutdown()
    app.processEvents()
    print("self-test passed" if failures == 0 else f"self-test FAILED ({failures})")
    sys.stdout.flush()
    return 0 if failures == 0 else 1
