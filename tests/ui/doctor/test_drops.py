"""The fastest path to a diagnosis: a log file dropped on the wizard or on the monitor window,
or a log pasted on the first page, lands on its findings."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tfgpu_gui.ui.doctor import wizard as wizard_module
from tfgpu_gui.ui.doctor.wizard import DoctorWizard
from tfgpu_gui.ui.drops import FileDrops
from tfgpu_gui.ui.monitor.window import MainWindow
from tfgpu_gui.ui.shell.application import MonitorApp

LOG = (
    "W py_utils.cc:38] TF-TRT Warning: Could not find TensorRT\n"
    "E cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 but source was compiled with: 9.3\n"
)


def _mime(*paths: Path, text: str = "") -> QMimeData:
    mime = QMimeData()
    if paths:
        mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    if text:
        mime.setText(text)
    return mime


def _drop(widget: QWidget, mime: QMimeData) -> bool:
    """Drag ``mime`` onto ``widget`` and drop it there; whether the drag was accepted."""
    pos = QPointF(10, 10)
    action = Qt.DropAction.CopyAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos.toPoint(), action, mime, buttons, mods)
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False
    QApplication.sendEvent(widget, QDropEvent(pos, action, mime, buttons, mods))
    return True


def test_a_log_dropped_on_the_wizard_lands_on_its_verdict(
    qtbot: QtBot, wizard: DoctorWizard, tmp_path: Path
) -> None:
    log = tmp_path / "train.log"
    log.write_text(LOG, encoding="utf-8")
    wizard.show()
    assert _drop(wizard, _mime(log))
    assert wizard.report is not None and wizard.report.mode == "log"
    assert wizard.currentPage() is wizard.summary
    assert wizard.summary.title() == "What the log shows"
    assert [c.severity.text() for c in wizard.findings_page.cards] == ["ERROR", "SAFE TO IGNORE"]
    # A second log dropped on a later page replaces the first and shows its verdict.
    wizard.next()
    assert wizard.currentPage() is wizard.findings_page
    other = tmp_path / "other.log"
    other.write_text(LOG.splitlines()[0] + "\n", encoding="utf-8")
    assert _drop(wizard, _mime(other))
    assert wizard.currentPage() is wizard.summary
    assert [c.severity.text() for c in wizard.findings_page.cards] == ["SAFE TO IGNORE"]


def test_a_notebook_dropped_on_the_wizard_is_read_as_its_outputs(
    qtbot: QtBot, wizard: DoctorWizard, tmp_path: Path
) -> None:
    # nbformat 4, as Jupyter saves it: the two lines above as a cell's stderr output
    notebook = tmp_path / "train.ipynb"
    cell = {
        "cell_type": "code",
        "execution_count": 1,
        "metadata": {},
        "outputs": [{"name": "stderr", "output_type": "stream", "text": LOG.splitlines(True)}],
        "source": ["import tensorflow as tf"],
    }
    notebook.write_text(
        json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}),
        encoding="utf-8",
    )
    wizard.show()
    assert _drop(wizard, _mime(notebook))
    assert wizard.currentPage() is wizard.summary
    assert [c.severity.text() for c in wizard.findings_page.cards] == ["ERROR", "SAFE TO IGNORE"]


def test_what_is_not_a_file_is_refused_and_an_empty_log_said(
    qtbot: QtBot, wizard: DoctorWizard, tmp_path: Path
) -> None:
    wizard.show()
    assert not _drop(wizard, _mime(text=LOG))  # text, no file
    assert not _drop(wizard, _mime(tmp_path))  # a folder
    assert wizard.report is None
    empty = tmp_path / "empty.log"
    empty.write_bytes(b"\n\n")
    assert _drop(wizard, _mime(empty))
    assert wizard.report is None and wizard.currentPage() is wizard.welcome
    assert wizard.error == "Nothing to explain in empty.log: the log holds only blank lines."
    assert not wizard.welcome.error.isHidden()


def test_an_unreadable_log_is_said_in_one_line(wizard: DoctorWizard, tmp_path: Path) -> None:
    wizard.open_log(str(tmp_path / "gone.log"))
    assert wizard.error == "gone.log cannot be read: No such file or directory."


def test_a_pasted_log_lands_on_its_verdict(qtbot: QtBot, wizard: DoctorWizard) -> None:
    wizard.show()
    wizard.welcome.log.setPlainText(LOG)
    wizard.next()
    assert wizard.currentPage() is wizard.summary
    assert [c.finding.harmless for c in wizard.findings_page.cards] == [False, True]


def test_a_log_dropped_on_the_monitor_opens_the_wizard_on_it(
    qtbot: QtBot, make_monitor: Callable[..., MonitorApp], tmp_path: Path
) -> None:
    log = tmp_path / "train.log"
    log.write_text(LOG, encoding="utf-8")
    app = make_monitor("training")
    assert not _drop(app.window, _mime(text="not a file"))
    with qtbot.waitSignal(app.window.log_dropped, timeout=1000) as dropped:
        assert _drop(app.window, _mime(log))
    assert dropped.args == [str(log)]
    opened = [w for w in wizard_module._open if w.report is not None]
    assert len(opened) == 1
    wizard = opened[0]
    try:
        assert wizard.isVisible() and wizard.currentPage() is wizard.summary
        assert wizard.report is not None and wizard.report.mode == "log"
    finally:
        wizard.close()
        wizard_module._open.clear()
        wizard.deleteLater()


def test_the_one_drop_handler_takes_a_file_and_refuses_the_rest(
    qtbot: QtBot, tmp_path: Path
) -> None:
    log = tmp_path / "train.log"
    log.write_text(LOG, encoding="utf-8")
    widget = QWidget()
    qtbot.addWidget(widget)
    opened: list[str] = []
    FileDrops(widget, opened.append)
    assert widget.acceptDrops()
    remote = QMimeData()
    remote.setUrls([QUrl("https://example.com/train.log")])
    for mime in (_mime(text=LOG), _mime(tmp_path), _mime(tmp_path / "gone.log"), remote):
        assert not _drop(widget, mime)  # refused as it enters: never dropped
    assert opened == []
    pos, action = QPointF(10, 10), Qt.DropAction.CopyAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    mime = _mime(tmp_path, log)  # the first file of the drag, after a folder
    enter = QDragEnterEvent(pos.toPoint(), action, mime, buttons, mods)
    QApplication.sendEvent(widget, enter)
    assert enter.isAccepted() and enter.dropAction() == action
    drop = QDropEvent(pos, action, mime, buttons, mods)
    QApplication.sendEvent(widget, drop)
    assert drop.isAccepted() and drop.dropAction() == action
    assert opened == [str(log)]


def test_the_windows_have_no_drop_code_of_their_own() -> None:
    handlers = {"dragEnterEvent", "dragMoveEvent", "dragLeaveEvent", "dropEvent"}
    for window in (DoctorWizard, MainWindow):
        assert handlers.isdisjoint(vars(window)), window
