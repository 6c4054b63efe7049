"""An unhandled exception shows a dialog instead of the app vanishing.

``install`` replaces ``sys.excepthook`` (PySide6 routes exceptions raised in slots there too)
and ``threading.excepthook``. Each error is logged with its traceback; the dialog says what
happened, where the log is, and lets the user copy the details or quit. While one dialog is
open, further errors are only logged (no cascade of dialogs).
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, Qt, Signal, Slot
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.desktop.versions import version_block

log = logging.getLogger("tfgpu_gui.crash")


class CrashReporter(QObject):
    """Shows a dialog for unhandled exceptions. ``dialog_shown`` carries the dialog (tests).

    Args:
        log_path: The log file named in the dialog (None when logging to a file failed).
        parent_widget: A window to centre the dialog on.
    """

    dialog_shown = Signal(object)
    _from_thread = Signal(str, str)

    def __init__(self, log_path: Path | None, parent_widget: QWidget | None = None) -> None:
        super().__init__()
        self.log_path = log_path
        self.parent_widget = parent_widget
        self.showing = False
        self.count = 0
        self._old_hook: Callable[..., object] | None = None
        self._old_thread_hook: Callable[..., object] | None = None
        self._from_thread.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        self._old_hook = sys.excepthook
        self._old_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self._thread_hook

    def uninstall(self) -> None:
        if self._old_hook is not None:
            sys.excepthook = self._old_hook  # type: ignore[assignment]
        if self._old_thread_hook is not None:
            threading.excepthook = self._old_thread_hook  # type: ignore[assignment]

    def excepthook(
        self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            app = QApplication.instance()
            if app is not None:
                app.quit()
            return
        text = "".join(traceback.format_exception(kind, exc, tb))
        log.error("unhandled exception:\n%s", text)
        summary = f"{kind.__name__}: {exc}"
        if threading.current_thread() is threading.main_thread():
            self._show(summary, text)
        else:
            self._from_thread.emit(summary, text)

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        self.excepthook(args.exc_type, args.exc_value or args.exc_type(), args.exc_traceback)

    @Slot(str, str)
    def _show(self, summary: str, details: str) -> None:
        self.count += 1
        if self.showing or QApplication.instance() is None:
            return
        self.showing = True
        where = (
            f"The details are in the log: {self.log_path}"
            if self.log_path
            else "The details are below (the log file could not be written)."
        )
        box = QMessageBox(self.parent_widget)
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(f"{DISPLAY_NAME}: unexpected error")
        box.setText(f"Something went wrong inside {DISPLAY_NAME}:\n\n{summary}")
        box.setInformativeText(
            f"{where}\n\nYou can keep working; if the app misbehaves, quit and start it again."
        )
        box.setDetailedText(f"{details}\n{version_block()}")
        keep = box.addButton("Continue", QMessageBox.ButtonRole.AcceptRole)
        copy = box.addButton("Copy details", QMessageBox.ButtonRole.ActionRole)
        quit_button = box.addButton("Quit", QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(keep)
        box.setAccessibleName("Unexpected error")

        def clicked(button: object) -> None:
            if button is copy:
                clipboard = QApplication.clipboard()
                clipboard.setText(box.detailedText())
            elif button is quit_button:
                app = QApplication.instance()
                if app is not None:
                    app.exit(70)  # EX_SOFTWARE

        box.buttonClicked.connect(clicked)
        box.finished.connect(self._closed)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.dialog_shown.emit(box)

    @Slot()
    def _closed(self) -> None:
        self.showing = False
