"""Render the monitor window and the tray icon to PNG for the README and for review.

    python docs/make_screenshots.py [--out docs/screenshots]

Uses simulated GPUs on a manual clock (a run of several minutes in a second) and the offscreen
Qt platform, so it needs no GPU and no display.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).parent / "screenshots")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    from tfgpu_gui.ui.shell.run import make_qapp

    app = make_qapp()
    from PySide6.QtGui import QColor, QPainter, QPixmap

    from tfgpu_gui.settings import SettingsStore
    from tfgpu_gui.telemetry import ManualClock, make_backend
    from tfgpu_gui.ui.shell import tray_icon
    from tfgpu_gui.ui.shell.application import MonitorApp

    def monitor(scenario: str, seconds: int) -> MonitorApp:
        clock = ManualClock()
        store = SettingsStore(Path(tempfile.mkdtemp()) / "settings.json")
        m = MonitorApp(make_backend(scenario, clock=clock), store, clock=clock, simulated=scenario)
        m.start(thread=False)
        for _ in range(seconds):
            m.step()
            clock.advance(1.0)
        m.tick()
        app.processEvents()
        return m

    shots = [
        ("overview-multi-gpu-8.png", "multi-gpu-8", 700, None),
        ("overview-input-bound.png", "input-bound", 700, None),
        ("detail-pcie-degraded.png", "pcie-degraded", 700, 0),
        ("detail-thermal-throttle.png", "thermal-throttle", 500, 0),
    ]
    for name, scenario, seconds, detail in shots:
        m = monitor(scenario, seconds)
        if detail is not None:
            m.window.show_gpu(detail)
            m.tick()
            app.processEvents()
        m.window.grab().save(str(args.out / name))
        m.shutdown()
        print(args.out / name)

    # The tray icon at panel sizes, on a dark and a light panel, for a few situations.
    cases = [
        [tray_icon.GpuLevel(95, 90)],
        [tray_icon.GpuLevel(8, 92)],
        [tray_icon.GpuLevel(90, 88)] * 2,
        [tray_icon.GpuLevel(80 + i * 2, 90) for i in range(8)],
        [tray_icon.GpuLevel(90, 90), tray_icon.GpuLevel(None, None, lost=True)],
    ]
    sizes = (16, 22, 32, 64)
    cell = 72
    sheet = QPixmap(cell * len(cases), (cell + 8) * len(sizes) * 2)
    sheet.fill(QColor("white"))
    p = QPainter(sheet)
    for row, (_panel, bg) in enumerate((("dark", "#2d2d2d"), ("light", "#f0f0f0"))):
        for si, size in enumerate(sizes):
            y = (row * len(sizes) + si) * (cell + 8)
            p.fillRect(0, y, sheet.width(), cell + 8, QColor(bg))
            for ci, levels in enumerate(cases):
                pix = tray_icon.draw(size, levels)
                p.drawPixmap(ci * cell + (cell - size) // 2, y + (cell + 8 - size) // 2, pix)
    p.end()
    sheet.save(str(args.out / "tray-icons.png"))
    print(args.out / "tray-icons.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
