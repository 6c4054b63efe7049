"""Start-up of the Qt app: one instance, the application object, the event loop."""

from __future__ import annotations

import argparse
import logging
import sys

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tfgpu_gui.appinfo import APP_ID, APP_NAME, DISPLAY_NAME, ORG_NAME


def make_qapp(argv: list[str] | None = None) -> QApplication:
    """The QApplication, set up for a tray app (closing the last window does not quit)."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        QApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough
        )
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(DISPLAY_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setDesktopFileName(APP_ID)
    app.setQuitOnLastWindowClosed(False)
    return app


def run(args: argparse.Namespace) -> int:
    """Run the monitor until the user quits; a second start raises the first one's window."""
    from tfgpu_gui.desktop.logs import setup_logging

    log_path = setup_logging(debug=getattr(args, "debug", False))
    app = make_qapp()
    from tfgpu_gui.ui.shell.crash_dialog import CrashReporter

    crash = CrashReporter(log_path)
    crash.install()
    from tfgpu_gui.ui.shell.single_instance import (
        InstanceServer,
        ask_running_instance,
        socket_path,
    )

    server: InstanceServer | None = None
    path = socket_path()  # None: no private place for the socket (the reason is logged)
    if path is None:
        logging.getLogger(__name__).warning("running without the single-instance check")
    else:
        if ask_running_instance(path):
            print("tfgpu-gui is already running: showing its window.", file=sys.stderr)
            return 0
        server = InstanceServer(path)
        server.listen()  # when it cannot, the reason is logged and the app runs anyway

    from tfgpu_gui.settings import SettingsStore
    from tfgpu_gui.telemetry.sources.registry import make_backend
    from tfgpu_gui.ui.shell.app_icon import app_icon
    from tfgpu_gui.ui.shell.application import MonitorApp
    from tfgpu_gui.ui.shell.remote_sources import RemoteSources, fill_history, with_sources

    app.setWindowIcon(app_icon())
    store = SettingsStore()
    initial = store.load()
    backend = with_sources(make_backend(args.simulate, seed=args.seed), initial)
    monitor = MonitorApp(backend, store, simulated=args.simulate)
    fill_history(monitor.sampler, backend, initial.history_s)
    from tfgpu_gui.telemetry.remote.backfill import GapFiller

    GapFiller(monitor.sampler).attach()  # and after a source that was down answers again
    remote = RemoteSources(lambda: monitor.last_snapshot, backend, initial)
    monitor.settings_hooks.append(remote.apply)
    crash.parent_widget = monitor.window
    if server is not None:
        server.activated.connect(monitor.show_window)
    from tfgpu_gui.ui.shell.stop_signals import StopSignals

    stop_signals = StopSignals(monitor.quit)
    monitor.start(minimized=args.minimized)
    try:
        return int(app.exec())
    finally:
        stop_signals.close()
        remote.stop()
        monitor.shutdown()
        if server is not None:
            server.close()
        crash.uninstall()
