"""Settings → Notifications on its own: what the page shows when it opens, which destination's
events the boxes show, what Add, Remove and Save keep, the quiet hours and the rate limit as
saved, and what the Test button says while it sends and after."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTime
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QLineEdit

from tfgpu_gui.notify import delivery
from tfgpu_gui.notify.config import (
    MAX_DESTINATIONS,
    MAX_PER_HOUR,
    ConfigStore,
    Destination,
    NotifyConfig,
    QuietHours,
)
from tfgpu_gui.notify.delivery import THREAD_PREFIX
from tfgpu_gui.notify.events import DEFAULT_EVENTS, EVENTS
from tfgpu_gui.notify.secrets import SecretStore
from tfgpu_gui.ui.shell.notifications_page import OK_STYLE, WARNING_STYLE, NotificationsPage

NTFY = "ntfy://user:hunter2@ntfy.example.org/s3cr3t"


def _page(directory: Path, qtbot) -> NotificationsPage:
    page = NotificationsPage(directory, SecretStore(directory, use_keyring=False))
    qtbot.addWidget(page)
    return page


def _saved(directory: Path, *dests: tuple[str, frozenset[str]], **config) -> list[Destination]:
    """Destinations saved as Save would have (config and secrets); returned in order."""
    secrets = SecretStore(directory, use_keyring=False)
    made = []
    for url, events in dests:
        dest = Destination.new(url, events)
        secrets.set(dest.id, url)
        made.append(dest)
    ConfigStore(directory).save(NotifyConfig(destinations=tuple(made), **config))
    return made


def _checked(page: NotificationsPage) -> set[str]:
    return {e for e, check in page.events.items() if check.isChecked()}


def _rows(page: NotificationsPage) -> list[str]:
    return [page.list.item(i).text() for i in range(page.list.count())]


def test_the_page_as_it_opens_names_everything_it_asks_for(tmp_path, qtbot):
    page = _page(tmp_path, qtbot)
    assert page.accessibleName() == "Notifications"
    margins = page.layout().contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (0, 0, 0, 0)
    labels = [w.text() for w in page.findChildren(QLabel)]
    assert "<b>Notifications to your phone, chat or e-mail</b>" in labels
    (intro,) = [w for w in page.findChildren(QLabel) if w.text().startswith("Tell your phone")]
    assert intro.wordWrap()
    assert intro.text() == (
        "Tell your phone, chat or inbox when a run ends or dies, a GPU is free, lost or "
        "too hot, or a remote host is down. A destination is an apprise URL: "
        "ntfy://topic, tgram://token/chat, slack://…, discord://…, mailto://user:pass@host… "
        f"URLs are kept in {tmp_path / 'notify-secrets.json'} (readable by you only), "
        "never in settings.json."
    )
    assert page.list.accessibleName() == "Notification destinations"
    assert page.list.maximumHeight() == page.fontMetrics().height() * 5
    assert page.url.placeholderText() == (
        "ntfy://my-topic   or   mailto://user:pass@smtp.example.com"
    )
    assert page.url.accessibleName() == "New destination URL"
    buttons = (page.add_button, page.test_button, page.remove_button)
    assert [b.text() for b in buttons] == ["&Add", "&Test", "&Remove"]
    assert page.test_button.toolTip() == (
        "Send one test message to the URL typed, or to the selected one"
    )
    row = page.layout().itemAt(3).layout()
    assert [row.itemAt(i).widget() for i in range(row.count())] == [page.url, *buttons]
    page.resize(700, 500)
    page.show()
    assert row.stretch(0) == 1 and page.url.width() > 2 * page.add_button.width()
    assert page.result.isHidden() and page.result.wordWrap()
    assert page.events_label.text() == "Send to the selected destination:"
    assert page.quiet.text() == "&Quiet hours from"
    assert page.quiet.toolTip() == "Nothing is sent then; one message after says what happened"
    for edit, name in ((page.quiet_start, "start"), (page.quiet_end, "end")):
        assert edit.displayFormat() == "HH:mm"
        assert edit.accessibleName() == f"Quiet hours {name}"
    assert "to" in labels
    assert (page.per_hour.minimum(), page.per_hour.maximum()) == (1, MAX_PER_HOUR)
    assert page.per_hour.accessibleName() == "Messages per hour"
    (at_most,) = [w for w in page.findChildren(QLabel) if w.text() == "At &most"]
    assert at_most.buddy() is page.per_hour
    assert "messages an hour per destination (then one summary)" in labels


def test_without_a_store_given_the_urls_go_to_the_pages_directory(tmp_path, qtbot, monkeypatch):
    monkeypatch.setattr(SecretStore, "__init__", _file_only(SecretStore.__init__))
    page = NotificationsPage(tmp_path / "cfg")
    qtbot.addWidget(page)
    assert page.secrets.path == tmp_path / "cfg" / "notify-secrets.json"
    page.url.setText(NTFY)
    dest = page.add_typed()
    assert dest is not None
    page.save()
    assert SecretStore(tmp_path / "cfg", use_keyring=False).get(dest.id) == NTFY


def _file_only(init):
    """SecretStore without the keyring, whatever the machine has."""

    def patched(self, directory=None, use_keyring=None):
        init(self, directory, use_keyring=False)

    return patched


def test_the_quiet_hours_read_as_24_hour_times_in_any_locale(tmp_path, qtbot):
    _saved(tmp_path, (NTFY, DEFAULT_EVENTS), quiet=QuietHours(True, 13 * 60 + 5, 6 * 60 + 5))
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    try:
        page = _page(tmp_path, qtbot)
    finally:
        QLocale.setDefault(QLocale.c())
    assert page.quiet_start.displayFormat() == "HH:mm" and page.quiet_end.displayFormat() == "HH:mm"
    assert page.quiet_start.text() == "13:05" and page.quiet_end.text() == "06:05"
    assert page.quiet_start.time() == QTime(13, 5) and page.quiet_end.time() == QTime(6, 5)


def test_a_long_secrets_path_is_cut_in_the_intro(tmp_path, qtbot):
    deep = tmp_path / ("d" * 150)
    deep.mkdir()
    page = _page(deep, qtbot)
    (intro,) = [w for w in page.findChildren(QLabel) if w.text().startswith("Tell your phone")]
    where = intro.text().split("URLs are kept in ")[1].split(", never in settings.json.")[0]
    assert len(where) == 120 and where.endswith("…")


def test_one_box_per_event_in_one_column_in_the_events_order(tmp_path, qtbot):
    page = _page(tmp_path, qtbot)
    assert list(page.events) == [e.id for e in EVENTS]
    grid = next(
        page.layout().itemAt(i).layout()
        for i in range(page.layout().count())
        if isinstance(page.layout().itemAt(i).layout(), QGridLayout)
    )
    for row, event in enumerate(EVENTS):
        check = page.events[event.id]
        assert check.text() == event.label
        assert check.accessibleName() == f"Notify: {event.label}"
        assert grid.getItemPosition(grid.indexOf(check))[:2] == (row, 0)
    assert len(page.findChildren(QCheckBox)) == len(EVENTS) + 1  # and the quiet hours


def test_without_a_destination_the_boxes_and_remove_are_disabled(tmp_path, qtbot):
    page = _page(tmp_path, qtbot)
    assert page.list.count() == 0 and page.list.currentRow() == -1
    assert all(not c.isEnabled() and not c.isChecked() for c in page.events.values())
    assert not page.remove_button.isEnabled()
    page.remove_selected()  # nothing selected: nothing happens
    assert page.edited().destinations == ()


def test_the_saved_settings_are_shown_as_saved(tmp_path, qtbot):
    first, second = _saved(
        tmp_path,
        (NTFY, frozenset({"run-ended", "gpu-lost"})),
        ("tgram://123456789:abcdefg/987", frozenset({"too-hot"})),
        quiet=QuietHours(True, 21 * 60 + 15, 6 * 60 + 45),
        per_hour=17,
    )
    page = _page(tmp_path, qtbot)
    assert _rows(page) == ["ntfy://****", "tgram://****"]
    assert page.list.currentRow() == 0
    assert _checked(page) == {"run-ended", "gpu-lost"}
    assert all(c.isEnabled() for c in page.events.values()) and page.remove_button.isEnabled()
    assert page.quiet.isChecked()
    assert page.quiet_start.time() == QTime(21, 15) and page.quiet_end.time() == QTime(6, 45)
    assert page.per_hour.value() == 17
    page.list.setCurrentRow(1)  # the boxes follow the selection
    assert _checked(page) == {"too-hot"}
    page.list.setCurrentRow(0)
    assert _checked(page) == {"run-ended", "gpu-lost"}
    # Unchanged, it saves what it read.
    edited = page.edited()
    assert edited.destinations == (first, second)
    assert edited.quiet == QuietHours(True, 21 * 60 + 15, 6 * 60 + 45) and edited.per_hour == 17


def test_quiet_hours_off_are_shown_off(tmp_path, qtbot):
    _saved(tmp_path, (NTFY, DEFAULT_EVENTS), quiet=QuietHours(False, 23 * 60 + 5, 5 * 60 + 30))
    page = _page(tmp_path, qtbot)
    assert not page.quiet.isChecked()
    assert page.quiet_start.time() == QTime(23, 5) and page.quiet_end.time() == QTime(5, 30)


def test_a_box_ticked_changes_the_selected_destination_only_and_keeps_the_order(tmp_path, qtbot):
    first, second, third = _saved(
        tmp_path,
        (NTFY, frozenset({"run-ended"})),
        ("tgram://123456789:abcdefg/987", frozenset({"too-hot"})),
        ("discord://webhook_id/webhook_token", frozenset({"gpu-free"})),
    )
    page = _page(tmp_path, qtbot)
    page.list.setCurrentRow(1)
    page.events["host-down"].setChecked(True)
    page.events["too-hot"].setChecked(False)
    dests = page.edited().destinations
    assert [d.id for d in dests] == [first.id, second.id, third.id]  # not moved last
    assert [d.events for d in dests] == [
        frozenset({"run-ended"}),
        frozenset({"host-down"}),
        frozenset({"gpu-free"}),
    ]
    page.save()
    doc = json.loads((tmp_path / "notifications.json").read_text())
    assert [d["events"] for d in doc["destinations"]] == [
        ["run-ended"],
        ["host-down"],
        ["gpu-free"],
    ]
    # Selecting another destination does not write its boxes into it.
    page.list.setCurrentRow(2)
    page.list.setCurrentRow(0)
    assert [d.events for d in page.edited().destinations] == [
        frozenset({"run-ended"}),
        frozenset({"host-down"}),
        frozenset({"gpu-free"}),
    ]


def test_add_takes_a_url_apprise_knows_with_the_default_events(tmp_path, qtbot):
    page = _page(tmp_path, qtbot)
    page.result.show()
    page.url.setText(f"  {NTFY}  ")
    dest = page.add_typed()
    assert dest is not None and dest.shown == "ntfy://****" and dest.events == DEFAULT_EVENTS
    assert page.url.text() == "" and page.result.isHidden()
    assert _rows(page) == ["ntfy://****"] and page.list.currentRow() == 0
    assert _checked(page) == set(DEFAULT_EVENTS) and page.remove_button.isEnabled()
    assert page.edited().destinations == (dest,)
    page.url.setText("tgram://123456789:abcdefg/987")
    page.url.returnPressed.emit()  # Enter in the field adds too
    assert _rows(page) == ["ntfy://****", "tgram://****"] and page.list.currentRow() == 1
    page.save()
    assert SecretStore(tmp_path, use_keyring=False).get(dest.id) == NTFY  # stripped


def test_add_refuses_nothing_typed_a_url_apprise_does_not_know_and_one_too_many(tmp_path, qtbot):
    page = _page(tmp_path, qtbot)
    page.url.setText("   ")
    assert page.add_typed() is None and page.result.isHidden() and page.list.count() == 0
    page.url.setText("nosuchscheme://user:s3cr3t@host/x")
    assert page.add_typed() is None
    assert page.result.text() == "nosuchscheme://**** is not a URL apprise knows; see its wiki."
    assert page.result.styleSheet() == WARNING_STYLE and not page.result.isHidden()
    assert page.url.text() == "nosuchscheme://user:s3cr3t@host/x" and page.list.count() == 0
    for i in range(MAX_DESTINATIONS):
        page.url.setText(f"ntfy://topic-{i}")
        assert page.add_typed() is not None
    page.url.setText("ntfy://one-too-many")
    assert page.add_typed() is None
    assert page.result.text() == f"At most {MAX_DESTINATIONS} destinations."
    assert page.result.styleSheet() == WARNING_STYLE
    assert page.list.count() == len(page.edited().destinations) == MAX_DESTINATIONS
    assert page.url.text() == "ntfy://one-too-many"


def test_remove_forgets_a_saved_url_on_save_and_a_new_one_at_once(tmp_path, qtbot):
    first, second = _saved(
        tmp_path, (NTFY, DEFAULT_EVENTS), ("tgram://123456789:abcdefg/987", DEFAULT_EVENTS)
    )
    page = _page(tmp_path, qtbot)
    page.url.setText("ntfy://brand-new")
    new = page.add_typed()
    assert new is not None
    page.remove_selected()  # the new one: never written
    assert _rows(page) == ["ntfy://****", "tgram://****"]
    page.list.setCurrentRow(0)
    page.remove_selected()
    assert _rows(page) == ["tgram://****"] and page.list.currentRow() == 0
    assert _checked(page) == set(DEFAULT_EVENTS)  # the boxes show what is selected now
    assert [d.id for d in page.edited().destinations] == [second.id]
    secrets = SecretStore(tmp_path, use_keyring=False)
    assert secrets.get(first.id) == NTFY  # until saved
    page.save()
    assert secrets.get(first.id) is None and secrets.get(new.id) is None
    assert secrets.get(second.id) == "tgram://123456789:abcdefg/987"
    page.remove_selected()
    assert page.list.count() == 0 and not page.remove_button.isEnabled()
    assert all(not c.isEnabled() for c in page.events.values())


def test_a_url_removed_before_saving_is_never_written(tmp_path, qtbot):
    page = _page(tmp_path, qtbot)
    page.url.setText(NTFY)
    page.add_typed()
    page.remove_selected()
    page.save()
    assert not (tmp_path / "notify-secrets.json").exists()
    assert json.loads((tmp_path / "notifications.json").read_text())["destinations"] == []


def test_save_writes_the_quiet_hours_and_the_rate_as_edited(tmp_path, qtbot):
    page = _page(tmp_path, qtbot)
    page.quiet.setChecked(True)
    page.quiet_start.setTime(QTime(21, 15))
    page.quiet_end.setTime(QTime(6, 45))
    page.per_hour.setValue(MAX_PER_HOUR)
    edited = page.edited()
    assert edited.quiet == QuietHours(True, 21 * 60 + 15, 6 * 60 + 45)
    assert edited.per_hour == MAX_PER_HOUR
    page.save()
    assert page.config == edited
    again = ConfigStore(tmp_path).load()
    assert again.quiet == QuietHours(True, 21 * 60 + 15, 6 * 60 + 45)
    assert again.per_hour == MAX_PER_HOUR
    page.per_hour.setValue(0)  # below the range: held at 1
    assert page.edited().per_hour == 1


def test_a_save_that_fails_says_so_and_keeps_the_urls_to_write(tmp_path, qtbot, monkeypatch):
    page = _page(tmp_path, qtbot)
    page.url.setText(NTFY)
    dest = page.add_typed()
    assert dest is not None

    def refuse(_config: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(page.store, "save", refuse)
    page.save()
    assert page.result.text() == "Could not save the notifications: Permission denied."
    assert page.result.styleSheet() == WARNING_STYLE and page.result.isVisibleTo(page)
    monkeypatch.undo()
    page.url.clear()
    page.save()  # again: the URL is still to be written
    assert SecretStore(tmp_path, use_keyring=False).get(dest.id) == NTFY
    assert json.loads((tmp_path / "notifications.json").read_text())["destinations"][0]["id"] == (
        dest.id
    )


def test_a_failure_without_a_reason_is_said_with_the_error(tmp_path, qtbot, monkeypatch):
    page = _page(tmp_path, qtbot)

    def refuse(_config: object) -> None:
        raise OSError("disk gone")

    monkeypatch.setattr(page.store, "save", refuse)
    page.save()
    assert page.result.text() == "Could not save the notifications: disk gone."


def test_what_test_sends_to_typed_first_then_the_selected_destination(tmp_path, qtbot):
    (saved,) = _saved(tmp_path, (NTFY, DEFAULT_EVENTS))
    page = _page(tmp_path, qtbot)
    assert page.url_to_test() == NTFY  # from the secret store
    page.url.setText("  json://localhost:1/typed  ")
    assert page.url_to_test() == "json://localhost:1/typed"
    page.url.setText("ntfy://not-saved-yet")
    new = page.add_typed()
    assert new is not None and page.url_to_test() == "ntfy://not-saved-yet"
    page.remove_selected()
    page.remove_selected()
    assert page.url_to_test() is None
    assert saved.id not in [d.id for d in page.edited().destinations]


class _Sender:
    """send_bounded's stand-in: records what it was given, then fails or not."""

    def __init__(self, error: str | None = None) -> None:
        self.error = error
        self.sent: list[tuple[str, str, str]] = []

    def __call__(self, url: str, title: str, body: str, *_: object) -> None:
        self.sent.append((url, title, body))
        if self.error is not None:
            raise delivery.DeliveryError(self.error)


@pytest.fixture
def sender(monkeypatch) -> _Sender:
    fake = _Sender()
    monkeypatch.setattr(delivery, "send_bounded", fake)
    return fake


def test_test_says_what_it_sends_then_that_it_was_delivered(tmp_path, qtbot, sender):
    page = _page(tmp_path, qtbot)
    page.url.setText(NTFY)
    page.result.setStyleSheet(WARNING_STYLE)
    with qtbot.waitSignal(page.tested, timeout=5_000) as sig:
        page.test_button.click()
        assert not page.test_button.isEnabled()  # until the answer
        assert page.result.text() == "Sending a test message to ntfy://****…"
        assert page.result.styleSheet() == "" and page.result.isVisibleTo(page)
    assert sig.args == [True, "Test message delivered to ntfy://****."]
    ((url, title, body),) = sender.sent
    assert url == NTFY and title.startswith("tfgpu test message from ")
    assert body == "Notifications from tfgpu reach this destination."
    assert page.test_button.isEnabled()
    assert page.result.text() == "Test message delivered to ntfy://****."
    assert page.result.styleSheet() == OK_STYLE
    thread = page._test_thread
    assert thread is not None
    thread.join(5)
    assert thread.daemon  # never holds the app open
    # Named as every thread that sends, whose libraries' log lines (with URLs) stay out of
    # the app's log.
    assert thread.name.startswith(THREAD_PREFIX)


def test_test_says_why_it_was_not_delivered(tmp_path, qtbot, sender):
    sender.error = "the server said 403"
    _saved(tmp_path, (NTFY, DEFAULT_EVENTS))
    page = _page(tmp_path, qtbot)
    with qtbot.waitSignal(page.tested, timeout=5_000) as sig:
        page.test()
    assert sender.sent[0][0] == NTFY
    assert sig.args == [False, "Not delivered to ntfy://****: the server said 403."]
    assert page.result.text() == "Not delivered to ntfy://****: the server said 403."
    assert page.result.styleSheet() == WARNING_STYLE and page.test_button.isEnabled()
    page._test_thread.join(5)  # type: ignore[union-attr]


def test_test_without_a_url_asks_for_one_and_sends_nothing(tmp_path, qtbot, sender):
    page = _page(tmp_path, qtbot)
    page.test()
    assert page.result.text() == "Type a URL or select a destination to test."
    assert page.result.styleSheet() == WARNING_STYLE and page.result.isVisibleTo(page)
    assert page.test_button.isEnabled() and sender.sent == [] and page._test_thread is None


def test_a_long_answer_is_cut(tmp_path, qtbot, sender):
    sender.error = "x" * 1000
    page = _page(tmp_path, qtbot)
    page.url.setText(NTFY)
    with qtbot.waitSignal(page.tested, timeout=5_000) as sig:
        page.test()
    assert len(sig.args[1]) > 1000  # the signal carries it whole
    assert len(page.result.text()) == 300 and page.result.text().endswith("…")
    page._test_thread.join(5)  # type: ignore[union-attr]


def test_the_page_is_placed_in_its_parent(tmp_path, qtbot):
    parent = QLineEdit()
    qtbot.addWidget(parent)
    page = NotificationsPage(tmp_path, SecretStore(tmp_path, use_keyring=False), parent)
    assert page.parent() is parent
