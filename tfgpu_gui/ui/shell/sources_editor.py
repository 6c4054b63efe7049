"""Settings → Sources: the SSH hosts and Prometheus URLs the app reads, and our exporter.

A source is added from the kinds' suggestions (the aliases of ``~/.ssh/config``, offered in
the box) or typed as one of the remote source kinds writes it (a host name, ``user@host``, or
an ``http(s)://`` URL of a Prometheus server or an exporter's ``/metrics``); the box's texts
and the validation come from :mod:`tfgpu_gui.telemetry.sources.registry`. "Test" connects once
on a thread of its own and says what happened in plain words; the dialog never waits for the
network. Saved sources are read from the next sample on.
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.telemetry.sources.kind import CheckResult
from tfgpu_gui.telemetry.sources.registry import (
    check_source,
    joined,
    parse_source,
    remote_kinds,
    suggestions,
)
from tfgpu_gui.text.safe import for_qt

OK_STYLE = "color: #009E73;"
WARNING_STYLE = "color: #D55E00;"


class _Results(QObject):
    """Carries a test's result from its thread to the GUI thread (a queued signal)."""

    done = Signal(str, bool, str)  # source, ok, message


class SourcesEditor(QGroupBox):
    """The Sources box of the settings dialog."""

    def __init__(self, sources: list[str], exporter: bool, parent: QWidget | None = None) -> None:
        super().__init__("Sources (remote GPUs)", parent)
        self.setAccessibleName("Sources")
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setAccessibleName("Remote sources")
        self.list.addItems(sources)
        self.list.setMaximumHeight(110)
        layout.addWidget(self.list)

        kinds = remote_kinds()
        #: What a source is called in a prompt: "host or URL".
        self.nouns = joined(kind.noun for kind in kinds)
        row = QHBoxLayout()
        self.entry = QComboBox()
        self.entry.setEditable(True)
        self.entry.setAccessibleName(f"{self.nouns[:1].upper()}{self.nouns[1:]} to add")
        written = joined(kind.written_as for kind in kinds)
        self.entry.setToolTip(written[:1].upper() + written[1:])
        self.entry.addItems(suggestions())
        self.entry.setCurrentText("")
        self.add_button = QPushButton("&Add")
        self.remove_button = QPushButton("&Remove")
        self.test_button = QPushButton("&Test")
        for widget in (self.entry, self.add_button, self.remove_button, self.test_button):
            row.addWidget(widget, 1 if widget is self.entry else 0)
        layout.addLayout(row)

        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.PlainText)
        self.result.setAccessibleName("Test result")
        layout.addWidget(self.result)

        self.exporter = QCheckBox(
            "Serve this computer's GPU readings to Prometheus on 127.0.0.1:9835"
        )
        self.exporter.setToolTip(
            "http://127.0.0.1:9835/metrics, reachable from this computer only; "
            "`tfgpu export --listen` serves other addresses."
        )
        self.exporter.setChecked(exporter)
        layout.addWidget(self.exporter)

        self._results = _Results()
        self._results.done.connect(self._show_result)
        self.tests_running = 0
        self.add_button.clicked.connect(self.add_typed)
        self.remove_button.clicked.connect(self.remove_selected)
        self.test_button.clicked.connect(self.test_current)
        self.entry.lineEdit().returnPressed.connect(self.add_typed)

    def sources(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def _say(self, text: str, ok: bool) -> None:
        self.result.setText(for_qt(text, 600))
        self.result.setStyleSheet(OK_STYLE if ok else WARNING_STYLE)

    def add_typed(self) -> bool:
        """Add what is typed, when it is a valid source; otherwise say why."""
        try:
            target = parse_source(self.entry.currentText()).target
        except ValueError as exc:
            self._say(str(exc), False)
            return False
        if target not in self.sources():
            self.list.addItem(target)
        self.entry.setCurrentText("")
        self._say(f"Added {target}. Test it, then save.", True)
        return True

    def remove_selected(self) -> None:
        for item in self.list.selectedItems():
            self.list.takeItem(self.list.row(item))

    def current(self) -> str:
        """The source to test: what is typed, else the selected one."""
        typed = self.entry.currentText().strip()
        if typed:
            return typed
        selected = self.list.selectedItems()
        return selected[0].text() if selected else ""

    def test_current(self) -> None:
        """Test the current source on a thread; the result shows when it comes."""
        text = self.current()
        if not text:
            self._say(f"Type or select a {self.nouns} to test.", False)
            return
        self._say(f"Testing {text}…", True)
        self.tests_running += 1
        results = self._results

        def work() -> None:
            outcome: CheckResult = check_source(text)
            results.done.emit(text, outcome.ok, outcome.message)

        threading.Thread(target=work, name="tfgpu-source-test", daemon=True).start()

    def _show_result(self, source: str, ok: bool, message: str) -> None:
        self.tests_running -= 1
        self._say(f"{source}: {message}", ok)
