"""The application icon, loaded from the package with importlib.resources.

Works the same installed, from a wheel and in a PyInstaller bundle; every rendered size is
added so HiDPI panels and window managers pick a sharp one.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtGui import QIcon, QPixmap

from tfgpu_gui.appinfo import APP_ID
from tfgpu_gui.desktop.entry import ICON_SIZES


def app_icon() -> QIcon:
    """The app icon at every shipped size (an empty icon if the files are missing)."""
    icon = QIcon()
    hicolor = resources.files("tfgpu_gui.resources") / "icons" / "hicolor"
    for size in ICON_SIZES:
        data = (hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png").read_bytes()
        pixmap = QPixmap()
        if pixmap.loadFromData(data, "PNG"):
            icon.addPixmap(pixmap)
    return icon
