"""Settings → Notifications: add, test against a real receiver, save where secrets belong."""

from __future__ import annotations

import json
import stat

from PySide6.QtCore import QObject

from tests.notify.receivers import closed_port, json_receiver
from tfgpu_gui.notify.secrets import SecretStore
from tfgpu_gui.settings import Settings
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.ui.shell.notifications_page import NotificationsPage
from tfgpu_gui.ui.shell.remote_notify import DesktopNotify


def page_in(tmp_path, qtbot):
    page = NotificationsPage(tmp_path, SecretStore(tmp_path, use_keyring=False))
    qtbot.addWidget(page)
    return page


def test_the_test_button_delivers_and_says_so(tmp_path, qtbot):
    page = page_in(tmp_path, qtbot)
    with json_receiver() as rx:
        page.url.setText(rx.url())
        with qtbot.waitSignal(page.tested, timeout=20000) as sig:
            page.test_button.click()
        (msg,) = rx.received.wait_for(1)
    assert sig.args == [True, "Test message delivered to json://****."]
    assert str(msg["title"]).startswith("tfgpu test message from ")
    assert "s3cr3t" not in page.result.text()


def test_the_test_button_says_why_a_destination_failed(tmp_path, qtbot):
    page = page_in(tmp_path, qtbot)
    with closed_port() as port:
        page.url.setText(f"json://127.0.0.1:{port}/s3cr3t")
        with qtbot.waitSignal(page.tested, timeout=20000) as sig:
            page.test_button.click()
    ok, text = sig.args
    assert not ok and text.startswith("Not delivered to json://****: could not connect")
    assert "s3cr3t" not in text and page.test_button.isEnabled()


def test_saving_keeps_the_url_in_the_private_file_only(tmp_path, qtbot):
    page = page_in(tmp_path, qtbot)
    url = "ntfy://user:hunter2@ntfy.example.org/s3cr3t-topic"
    page.url.setText(url)
    dest = page.add_typed()
    assert dest is not None and page.list.item(0).text() == "ntfy://****"
    page.events["gpu-free"].setChecked(False)
    page.quiet.setChecked(True)
    page.per_hour.setValue(5)
    page.save()
    saved = (tmp_path / "notifications.json").read_text()
    assert "hunter2" not in saved and "s3cr3t" not in saved
    doc = json.loads(saved)
    assert doc["per_hour"] == 5 and doc["quiet_hours"]["enabled"] is True
    assert "gpu-free" not in doc["destinations"][0]["events"]
    secrets = tmp_path / "notify-secrets.json"
    assert stat.S_IMODE(secrets.stat().st_mode) == 0o600 and url in secrets.read_text()
    again = page_in(tmp_path, qtbot)
    assert again.list.count() == 1 and not again.events["gpu-free"].isChecked()
    again.remove_selected()
    again.save()
    assert url not in secrets.read_text()


def test_the_app_sends_a_simulated_run_ending_to_the_saved_destination(tmp_path, qtbot):
    page = page_in(tmp_path, qtbot)
    with json_receiver() as rx:
        page.url.setText(rx.url())
        page.add_typed()
        page.save()
        shown = []

        class App(QObject):
            def notify(self, alert):
                shown.append(alert)

        app = App()
        desktop = DesktopNotify(app, tmp_path)
        clock = ManualClock()
        backend = SimulatedBackend("run-ends", clock=clock)
        for _ in range(200):
            desktop.observe(backend.read())
            clock.advance(1)
        desktop.close()
        msgs = rx.received.wait_for(1)
    assert [str(m["title"]).split(" ended on ")[0] for m in msgs] == ["python train.py"]
    assert shown == []


def test_without_a_destination_the_samples_are_not_looked_at(tmp_path, qtbot):
    # Nothing to send: the hidden app must not pay for a second run tracker per sample.
    desktop = DesktopNotify(QObject(), tmp_path)
    assert not desktop.sending

    def looked(*_args):
        raise AssertionError("a sample was looked at with no destination")

    desktop.watcher.observe = looked  # type: ignore[method-assign]
    desktop.watcher.observe_error = looked  # type: ignore[method-assign]
    clock = ManualClock()
    desktop.observe(SimulatedBackend("run-ends", clock=clock).read())
    desktop.close()


def test_the_app_warns_a_destination_at_the_temperature_set_in_settings(
    tmp_path, qtbot, make_monitor
):
    page = page_in(tmp_path, qtbot)
    with json_receiver() as rx:
        page.url.setText(rx.url())
        page.add_typed()
        page.save()
        app = make_monitor("thermal-throttle", show=False)
        app.remote_notify.directory = tmp_path
        app.remote_notify.reload()
        app.apply_settings(Settings(temperature_c=75.0))  # the user saves, after the start
        clock = ManualClock()
        backend = SimulatedBackend("thermal-throttle", clock=clock)
        for _ in range(120):
            app.remote_notify.observe(backend.read())
            clock.advance(1)
        app.remote_notify.close()
        msgs = rx.received.wait_for(1)
    hot = [str(m["title"]) for m in msgs if " is hot (" in str(m["title"])]
    assert hot and hot[0].endswith(" is hot (75 °C)"), hot
