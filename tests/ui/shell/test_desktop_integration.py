"""Crash dialog and log file, About dialog, application icon, self-test."""

from __future__ import annotations

import logging
import threading

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.helpers.cli import run_tfgpu_gui
from tfgpu_gui import __version__
from tfgpu_gui.desktop.logs import LOG_FILE, setup_logging
from tfgpu_gui.ui.shell.about_dialog import AboutDialog
from tfgpu_gui.ui.shell.app_icon import app_icon
from tfgpu_gui.ui.shell.crash_dialog import CrashReporter


@pytest.fixture
def logged(tmp_path):
    root = logging.getLogger()
    before, level = list(root.handlers), root.level
    path = setup_logging(directory=tmp_path / "logs")
    yield path
    for handler in list(root.handlers):
        if handler not in before:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)


@pytest.fixture
def reporter(logged, qtbot):
    crash = CrashReporter(logged)
    crash.install()
    yield crash
    crash.uninstall()


def boom() -> None:
    raise ValueError("injected failure for the test")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_a_dialog_and_is_logged(reporter, logged, qtbot):
    with qtbot.waitSignal(reporter.dialog_shown, timeout=5000) as shown:
        QTimer.singleShot(0, boom)
    box: QMessageBox = shown.args[0]
    assert "ValueError: injected failure for the test" in box.text()
    assert str(logged) in box.informativeText()
    assert "Traceback" in box.detailedText() and __version__ in box.detailedText()
    text = logged.read_text()
    assert "unhandled exception" in text and "injected failure for the test" in text
    assert "in boom" in text  # the traceback, not just the message
    copy = next(b for b in box.buttons() if b.text() == "Copy details")
    copy.click()
    assert "injected failure" in QApplication.clipboard().text()
    box.done(0)
    qtbot.waitUntil(lambda: not reporter.showing)


@pytest.mark.qt_no_exception_capture
def test_errors_while_a_dialog_is_open_are_logged_not_stacked(reporter, logged, qtbot):
    with qtbot.waitSignal(reporter.dialog_shown, timeout=5000) as shown:
        QTimer.singleShot(0, boom)
    reporter.excepthook(RuntimeError, RuntimeError("second"), None)
    assert reporter.count == 2
    assert "second" in logged.read_text()
    shown.args[0].done(0)
    qtbot.waitUntil(lambda: not reporter.showing)


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_worker_thread_reaches_the_gui_thread(reporter, logged, qtbot):
    worker = threading.Thread(target=boom, name="worker")
    with qtbot.waitSignal(reporter.dialog_shown, timeout=5000) as shown:
        worker.start()
        worker.join()
    assert "injected failure" in shown.args[0].text()
    shown.args[0].done(0)


def test_log_file_in_the_platform_log_directory(logged):
    assert logged.name == LOG_FILE
    logging.getLogger("tfgpu_gui.test").info("hello from the test")
    assert "hello from the test" in logged.read_text()


def test_unwritable_log_directory_does_not_stop_the_app(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        assert setup_logging(directory=blocker / "logs") is None
    finally:
        for handler in list(root.handlers):
            if handler not in before:
                root.removeHandler(handler)


def test_about_dialog_shows_and_copies_the_versions(qtbot):
    dialog = AboutDialog(driver="555.42.06", cuda="12.5")
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "simulated" not in text.lower() and "simulated" not in dialog.intro.text().lower()
    for words in (
        __version__,
        "Python",
        "Qt",
        "PySide6",
        "pyqtgraph",
        "nvidia-ml-py",
        "555.42.06",
        "12.5",
    ):
        assert words in text
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    assert QApplication.clipboard().text() == text


def test_app_icon_has_every_size():
    sizes = {s.width() for s in app_icon().availableSizes()}
    assert {16, 32, 48, 256, 512} <= sizes


def test_self_test_passes_in_a_fresh_process():
    result = run_tfgpu_gui("--self-test")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "FAIL" not in result.stdout
