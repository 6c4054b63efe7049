"""Settings → Notifications: destinations (apprise URLs) with a Test button, the events each
gets, quiet hours and the rate limit.

The page edits a copy of :class:`~tfgpu_gui.notify.config.NotifyConfig`; :meth:`save` writes
it (``notifications.json``) and the URLs (the keyring, or a 0600 file). A URL is shown only as
``ntfy://****`` once added. Test sends one message on a thread of its own and says the result.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTime, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.notify.config import (
    MAX_DESTINATIONS,
    MAX_PER_HOUR,
    ConfigStore,
    Destination,
    NotifyConfig,
    QuietHours,
)
from tfgpu_gui.notify.events import DEFAULT_EVENTS, EVENTS
from tfgpu_gui.notify.secrets import SecretStore, redact
from tfgpu_gui.text.safe import for_qt

WARNING_STYLE = "color: #D55E00;"
OK_STYLE = "color: #009E73;"


class _Results(QObject):
    """Carries a test's result from its thread to the GUI thread."""

    done = Signal(bool, str)


class NotificationsPage(QWidget):
    """The page (see the module docstring). ``directory``: the app's config directory."""

    #: Emitted with (delivered, sentence) when a test ends.
    tested = Signal(bool, str)

    def __init__(
        self,
        directory: Path | None = None,
        secrets: SecretStore | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setAccessibleName("Notifications")
        self.store = ConfigStore(directory)
        self.secrets = secrets or SecretStore(directory)
        self.config: NotifyConfig = self.store.load()
        self._new_urls: dict[str, str] = {}
        self._removed: set[str] = set()
        self._results = _Results(self)
        self._results.done.connect(self._show_result)
        self._test_thread: threading.Thread | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        heading = QLabel("<b>Notifications to your phone, chat or e-mail</b>")
        layout.addWidget(heading)
        intro = QLabel(
            "Tell your phone, chat or inbox when a run ends or dies, a GPU is free, lost or "
            "too hot, or a remote host is down. A destination is an apprise URL: "
            "ntfy://topic, tgram://token/chat, slack://…, discord://…, mailto://user:pass@host… "
            f"URLs are kept in {for_qt(self.secrets.where, 120)}, never in settings.json."
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)

        self.list = QListWidget()
        self.list.setAccessibleName("Notification destinations")
        self.list.setMaximumHeight(self.fontMetrics().height() * 5)
        layout.addWidget(self.list)

        row = QHBoxLayout()
        self.url = QLineEdit()
        self.url.setPlaceholderText("ntfy://my-topic   or   mailto://user:pass@smtp.example.com")
        self.url.setAccessibleName("New destination URL")
        self.add_button = QPushButton("&Add")
        self.test_button = QPushButton("&Test")
        self.test_button.setToolTip(
            "Send one test message to the URL typed, or to the selected one"
        )
        self.remove_button = QPushButton("&Remove")
        for widget in (self.url, self.add_button, self.test_button, self.remove_button):
            row.addWidget(widget)
        row.setStretch(0, 1)
        layout.addLayout(row)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.hide()
        layout.addWidget(self.result)

        self.events_label = QLabel("Send to the selected destination:")
        layout.addWidget(self.events_label)
        grid = QGridLayout()
        self.events: dict[str, QCheckBox] = {}
        for i, event in enumerate(EVENTS):
            check = QCheckBox(event.label)
            check.setAccessibleName(f"Notify: {event.label}")
            check.toggled.connect(self._events_changed)
            grid.addWidget(check, i, 0)  # one column: the labels are sentences
            self.events[event.id] = check
        layout.addLayout(grid)

        quiet = QHBoxLayout()
        self.quiet = QCheckBox("&Quiet hours from")
        self.quiet.setToolTip("Nothing is sent then; one message after says what happened")
        self.quiet_start = QTimeEdit()
        self.quiet_end = QTimeEdit()
        for edit, name in ((self.quiet_start, "start"), (self.quiet_end, "end")):
            edit.setDisplayFormat("HH:mm")
            edit.setAccessibleName(f"Quiet hours {name}")
        quiet.addWidget(self.quiet)
        quiet.addWidget(self.quiet_start)
        quiet.addWidget(QLabel("to"))
        quiet.addWidget(self.quiet_end)
        quiet.addStretch(1)
        layout.addLayout(quiet)

        rate = QHBoxLayout()
        at_most = QLabel("At &most")
        self.per_hour = QSpinBox()
        self.per_hour.setRange(1, MAX_PER_HOUR)
        self.per_hour.setAccessibleName("Messages per hour")
        at_most.setBuddy(self.per_hour)
        rate.addWidget(at_most)
        rate.addWidget(self.per_hour)
        rate.addWidget(QLabel("messages an hour per destination (then one summary)"))
        rate.addStretch(1)
        layout.addLayout(rate)

        self.add_button.clicked.connect(self.add_typed)
        self.url.returnPressed.connect(self.add_typed)
        self.test_button.clicked.connect(self.test)
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.currentRowChanged.connect(self._selected)
        self._fill()

    # -- the working copy ----------------------------------------------------------------------

    def _fill(self) -> None:
        self.list.clear()
        for dest in self.config.destinations:
            item = QListWidgetItem(dest.shown)
            item.setData(Qt.ItemDataRole.UserRole, dest.id)
            self.list.addItem(item)
        self.quiet.setChecked(self.config.quiet.enabled)
        self.quiet_start.setTime(QTime(self.config.quiet.start // 60, self.config.quiet.start % 60))
        self.quiet_end.setTime(QTime(self.config.quiet.end // 60, self.config.quiet.end % 60))
        self.per_hour.setValue(self.config.per_hour)
        if self.config.destinations:
            self.list.setCurrentRow(0)
        self._selected(self.list.currentRow())

    def _current(self) -> Destination | None:
        item = self.list.currentItem()
        if item is None:
            return None
        ident = item.data(Qt.ItemDataRole.UserRole)
        return next((d for d in self.config.destinations if d.id == ident), None)

    def _selected(self, _row: int) -> None:
        dest = self._current()
        for event_id, check in self.events.items():
            check.blockSignals(True)
            check.setChecked(dest is not None and event_id in dest.events)
            check.setEnabled(dest is not None)
            check.blockSignals(False)
        self.remove_button.setEnabled(dest is not None)

    def _events_changed(self, *_: object) -> None:
        dest = self._current()
        if dest is None:
            return
        events = frozenset(e for e, check in self.events.items() if check.isChecked())
        self.config = self.config.with_destination(replace(dest, events=events))
        self._reorder(dest.id)

    def _reorder(self, ident: str) -> None:
        """Keep the list's order (with_destination moves the edited one last)."""
        order = [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]
        by_id = {d.id: d for d in self.config.destinations}
        self.config = replace(
            self.config, destinations=tuple(by_id[i] for i in order if i in by_id)
        )

    def add_typed(self) -> Destination | None:
        """Add the URL typed (checked by apprise first); the field is emptied."""
        from tfgpu_gui.notify.delivery import is_valid

        url = self.url.text().strip()
        if not url:
            return None
        if not is_valid(url):
            self._say(False, f"{redact(url)} is not a URL apprise knows; see its wiki.")
            return None
        if len(self.config.destinations) >= MAX_DESTINATIONS:
            self._say(False, f"At most {MAX_DESTINATIONS} destinations.")
            return None
        dest = Destination.new(url, DEFAULT_EVENTS)
        self._new_urls[dest.id] = url
        self.config = self.config.with_destination(dest)
        self.url.clear()
        item = QListWidgetItem(dest.shown)
        item.setData(Qt.ItemDataRole.UserRole, dest.id)
        self.list.addItem(item)
        self.list.setCurrentItem(item)
        self.result.hide()
        return dest

    def remove_selected(self) -> None:
        dest = self._current()
        if dest is None:
            return
        self.config = replace(
            self.config, destinations=tuple(d for d in self.config.destinations if d.id != dest.id)
        )
        if self._new_urls.pop(dest.id, None) is None:
            self._removed.add(dest.id)
        self.list.takeItem(self.list.currentRow())
        self._selected(self.list.currentRow())

    def edited(self) -> NotifyConfig:
        """The configuration as edited."""
        start, end = self.quiet_start.time(), self.quiet_end.time()
        return replace(
            self.config,
            quiet=QuietHours(
                self.quiet.isChecked(),
                start.hour() * 60 + start.minute(),
                end.hour() * 60 + end.minute(),
            ),
            per_hour=self.per_hour.value(),
        )

    def save(self) -> None:
        """Write the URLs to the secret store and the rest to ``notifications.json``."""
        try:
            for ident, url in self._new_urls.items():
                self.secrets.set(ident, url)
            for ident in self._removed:
                self.secrets.delete(ident)
            self.config = self.edited()
            self.store.save(self.config)
        except OSError as exc:
            self._say(False, f"Could not save the notifications: {exc.strerror or exc}.")
            return
        self._new_urls.clear()
        self._removed.clear()

    # -- Test ----------------------------------------------------------------------------------

    def url_to_test(self) -> str | None:
        typed = self.url.text().strip()
        if typed:
            return typed
        dest = self._current()
        if dest is None:
            return None
        return self._new_urls.get(dest.id) or self.secrets.get(dest.id)

    def test(self) -> None:
        """Send one test message (the typed URL, else the selected destination's)."""
        from tfgpu_gui.notify.delivery import DeliveryError, send_bounded
        from tfgpu_gui.notify.events import trial_notice

        url = self.url_to_test()
        if url is None:
            self._say(False, "Type a URL or select a destination to test.")
            return
        self.test_button.setEnabled(False)
        self._say(None, f"Sending a test message to {redact(url)}…")
        notice = trial_notice()
        results = self._results

        def run() -> None:
            try:
                send_bounded(url, notice.title, notice.body)
            except DeliveryError as exc:
                results.done.emit(False, f"Not delivered to {redact(url)}: {exc}.")
            else:
                results.done.emit(True, f"Test message delivered to {redact(url)}.")

        self._test_thread = threading.Thread(target=run, name="tfgpu-notify-test", daemon=True)
        self._test_thread.start()

    def _show_result(self, ok: bool, text: str) -> None:
        self.test_button.setEnabled(True)
        self._say(ok, text)
        self.tested.emit(ok, text)

    def _say(self, ok: bool | None, text: str) -> None:
        self.result.setText(for_qt(text, 300))
        self.result.setStyleSheet("" if ok is None else OK_STYLE if ok else WARNING_STYLE)
        self.result.show()
