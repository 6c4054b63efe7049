"""A minimal window that shows the first snapshot; replaced by the monitor window."""

from __future__ import annotations

import argparse
import threading

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

from tfgpu_gui.console import Style
from tfgpu_gui.telemetry.backend import make_backend
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.textview import render_snapshot


class _Bridge(QObject):
    text = Signal(str)


def run_placeholder(args: argparse.Namespace) -> int:
    app = QApplication.instance() or QApplication([])
    window = QMainWindow()
    window.setWindowTitle("tfgpu-gui")
    label = QLabel("Reading the GPUs…")
    label.setStyleSheet("font-family: monospace; padding: 12px;")
    window.setCentralWidget(label)
    bridge = _Bridge()
    bridge.text.connect(label.setText)

    def read() -> None:  # NVML never runs on the GUI thread
        backend = make_backend(args.simulate, seed=args.seed)
        try:
            with backend:
                bridge.text.emit(render_snapshot(backend.read(), Style(False)))
        except TelemetryUnavailable as exc:
            bridge.text.emit(exc.sentence())

    threading.Thread(target=read, daemon=True).start()
    if not args.minimized:
        window.show()
    return int(app.exec())
