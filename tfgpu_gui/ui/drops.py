"""Files dropped on a window: the monitor and the diagnosis wizard both take a log this way."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData


def dropped_file(mime: QMimeData) -> str | None:
    """The first local file a drag carries, or ``None`` (text, folders, remote URLs)."""
    for url in mime.urls() if mime.hasUrls() else []:
        if url.isLocalFile() and Path(url.toLocalFile()).is_file():
            return url.toLocalFile()
    return None
