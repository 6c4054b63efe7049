"""Files dropped on a window: the monitor and the diagnosis wizard both take a log this way.

:class:`FileDrops` is the one drag-and-drop handler: a window installs it with what to do with
the file, and writes no drag or drop code of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QObject
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QWidget


def dropped_file(mime: QMimeData) -> str | None:
    """The first local file a drag carries, or ``None`` (text, folders, remote URLs)."""
    for url in mime.urls() if mime.hasUrls() else []:
        if url.isLocalFile() and Path(url.toLocalFile()).is_file():
            return url.toLocalFile()
    return None


class FileDrops(QObject):
    """Lets ``widget`` take a local file dropped on it and hands the file's path to ``opened``.

    A drag that carries no local file (text, a folder, a remote URL) is refused as it enters,
    so the cursor says so before the drop; Qt gives the moves that follow the same answer, so
    they are not looked at (no file check at each mouse move). The handler is an event filter
    owned by ``widget``: it lives as long as the widget does.

    Args:
        widget: The window (or any widget) that takes the drops.
        opened: Called with the path of the dropped file.
    """

    def __init__(self, widget: QWidget, opened: Callable[[str], object]) -> None:
        super().__init__(widget)
        self._opened = opened
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.Drop):
            assert isinstance(event, QDropEvent)  # a drag enter event is one too
            path = dropped_file(event.mimeData())
            if path is None:
                event.ignore()
                return True
            event.acceptProposedAction()
            if kind == QEvent.Type.Drop:
                self._opened(path)
            return True
        return super().eventFilter(watched, event)
