"""Where windows open: never larger than the screen's available geometry, and on it.

A window asks for the size it would like (:func:`place`); it gets that size, or the room the
screen has left once the taskbars and the window frame are taken away, whichever is smaller,
and opens centred in that room. On a 1366×768 laptop every window therefore opens whole, with
its buttons and status bar on screen.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: What the window manager adds around a window: borders and the title bar.
FRAME = QSize(16, 40)
#: The smallest screen the app is laid out for: 1366×768 less a 40 px taskbar.
SMALLEST_SCREEN = QSize(1366, 728)


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The part of ``widget``'s screen (or the primary screen) free of taskbars and docks."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    if screen is None:  # no screen at all (a headless start): assume the smallest one
        return QRect(QPoint(0, 0), SMALLEST_SCREEN)
    return screen.availableGeometry()


def room(area: QRect) -> QSize:
    """The largest window size (frame excluded) that fits in ``area``."""
    return QSize(max(1, area.width() - FRAME.width()), max(1, area.height() - FRAME.height()))


def opening_size(preferred: QSize, area: QRect) -> QSize:
    """``preferred``, shrunk where it does not fit in ``area``."""
    return preferred.boundedTo(room(area))


def place(widget: QWidget, preferred: QSize | None = None) -> None:
    """Resize ``widget`` to ``preferred`` (default: its current size) or less, so that it fits
    in its screen's available geometry, and centre it there (over its parent when it has one,
    moved back inside the screen where the parent is near an edge)."""
    area = available_geometry(widget)
    size = opening_size(preferred if preferred is not None else widget.size(), area)
    widget.resize(size)
    parent = widget.parentWidget()
    if parent is not None and parent.isVisible():
        centre = parent.frameGeometry().center()
    else:
        centre = area.center()
    outer = size + FRAME
    left = min(max(centre.x() - outer.width() // 2, area.left()), area.right() + 1 - outer.width())
    top = min(max(centre.y() - outer.height() // 2, area.top()), area.bottom() + 1 - outer.height())
    widget.move(max(left, area.left()), max(top, area.top()))
