"""Logging of the desktop app: a rotating file under the platform's log directory.

``faulthandler`` writes a native crash (a segfault in Qt or a driver library) into the same
folder, so even a crash that takes the process down leaves a trace. Qt-free.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import sys
from pathlib import Path
from typing import TextIO

import platformdirs

from tfgpu_gui.appinfo import APP_NAME

LOG_FILE = "tfgpu-gui.log"
CRASH_FILE = "crash.log"
_FORMAT = "%(asctime)s %(levelname)-7s %(threadName)s %(name)s: %(message)s"
_fault_file: TextIO | None = None


def log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def setup_logging(debug: bool = False, directory: Path | None = None) -> Path | None:
    """Log to a rotating file (1 MiB x 3) and to stderr; returns the log file, or None when
    its folder cannot be written (then only stderr is used, and the app still starts)."""
    global _fault_file
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if debug else logging.INFO)
    for handler in list(root.handlers):
        if getattr(handler, "_tfgpu", False):
            root.removeHandler(handler)
            handler.close()
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.DEBUG if debug else logging.WARNING)
    console.setFormatter(logging.Formatter("tfgpu-gui: %(levelname)s %(message)s"))
    console._tfgpu = True  # type: ignore[attr-defined]
    root.addHandler(console)
    directory = directory or log_dir()
    try:
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / LOG_FILE
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1024 * 1024, backupCount=3, encoding="utf-8"
        )
    except OSError as exc:
        logging.getLogger(__name__).warning("cannot write logs to %s: %s", directory, exc)
        return None
    handler.setFormatter(logging.Formatter(_FORMAT))
    handler._tfgpu = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    try:
        if _fault_file is not None:
            _fault_file.close()
        _fault_file = open(directory / CRASH_FILE, "a", encoding="utf-8")  # noqa: SIM115
        faulthandler.enable(_fault_file)
    except OSError:
        faulthandler.enable()
    return path
