"""Render the master SVG icon into the hicolor theme sizes shipped inside the package."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tfgpu_gui.appinfo import APP_ID

SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
HERE = Path(__file__).resolve().parent
SOURCE = HERE / "tfgpu-gui.svg"
TARGET = HERE.parent / "tfgpu_gui" / "resources" / "icons" / "hicolor"


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"cannot read {SOURCE}", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        out = TARGET / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(out))
    scalable = TARGET / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SOURCE, scalable)
    del app
    print(f"rendered {len(SIZES)} sizes into {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
