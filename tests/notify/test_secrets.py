"""Destination URLs stay secret: keyring or a 0600 file, never settings.json, logs or output."""

from __future__ import annotations

import json
import logging
import stat

import keyring
from keyring.backend import KeyringBackend

from tests.notify.receivers import closed_port, json_receiver
from tfgpu_gui.notify.config import ConfigStore, Destination, NotifyConfig
from tfgpu_gui.notify.delivery import Deliverer
from tfgpu_gui.notify.secrets import SecretStore, redact, scrub
from tfgpu_gui.settings import Settings, SettingsStore

URL = "ntfy://tfgpu-user:hunter2-pass@ntfy.example.org/topic-s3cret?priority=high"


class MemoryKeyring(KeyringBackend):
    priority = 10  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.store: dict[tuple[str, str], str] = {}

    def get_password(self, service, username):
        return self.store.get((service, username))

    def set_password(self, service, username, password):
        self.store[(service, username)] = password

    def delete_password(self, service, username):
        self.store.pop((service, username), None)


def test_redact_keeps_only_the_scheme():
    assert redact(URL) == "ntfy://****"
    assert redact("  MailTos://u:p@smtp.example.com:587") == "mailtos://****"
    assert redact("no scheme at all") == "****"


def test_scrub_hides_every_secret_piece():
    text = "connection to ntfy.example.org failed for tfgpu-user (hunter2-pass) on topic-s3cret"
    out = scrub(text, [URL])
    for secret in ("ntfy.example.org", "tfgpu-user", "hunter2-pass", "topic-s3cret"):
        assert secret not in out


def test_without_a_keyring_the_url_is_in_a_file_only_the_user_can_read(tmp_path):
    store = SecretStore(tmp_path, use_keyring=False)
    store.set("abc123", URL)
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600
    assert SecretStore(tmp_path, use_keyring=False).get("abc123") == URL
    store.delete("abc123")
    assert store.get("abc123") is None


def test_with_a_keyring_the_url_is_there_and_not_in_any_file(tmp_path, monkeypatch):
    ring = MemoryKeyring()
    monkeypatch.setattr(keyring, "get_keyring", lambda: ring)
    store = SecretStore(tmp_path)
    assert store.in_keyring and store.where == "the system keyring"
    store.set("abc123", URL)
    assert next(iter(ring.store.values())) == URL
    assert not store.path.exists()
    assert store.get("abc123") == URL
    store.delete("abc123")
    assert ring.store == {}


def test_a_broken_keyring_falls_back_to_the_file(tmp_path, monkeypatch):
    class Broken(MemoryKeyring):
        def set_password(self, service, username, password):
            raise RuntimeError("locked")

    monkeypatch.setattr(keyring, "get_keyring", Broken)
    store = SecretStore(tmp_path)
    store.set("k1", URL)
    assert store.get("k1") == URL
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600


def test_the_saved_configuration_and_settings_never_hold_the_url(tmp_path):
    secrets = SecretStore(tmp_path, use_keyring=False)
    dest = Destination.new(URL)
    secrets.set(dest.id, URL)
    ConfigStore(tmp_path).save(NotifyConfig().with_destination(dest))
    SettingsStore(tmp_path / "settings.json").save(Settings())
    for name in ("notifications.json", "settings.json"):
        text = (tmp_path / name).read_text()
        for secret in ("hunter2", "topic-s3cret", "ntfy.example.org", "tfgpu-user"):
            assert secret not in text, name
    saved = json.loads((tmp_path / "notifications.json").read_text())
    assert saved["destinations"][0]["shown"] == "ntfy://****"
    loaded = ConfigStore(tmp_path).load()
    assert loaded.destinations[0].id == dest.id


def test_a_failing_destination_leaves_no_secret_in_the_log(caplog):
    caplog.set_level(logging.DEBUG)
    logging.getLogger().setLevel(logging.DEBUG)
    with closed_port() as port:
        url = f"json://hook-user:hook-pass@127.0.0.1:{port}/path-t0ken?x=val-s3cret"
        failures = []
        deliverer = Deliverer(on_failure=failures.append, attempts=2, backoff_s=0.01, timeout_s=1)
        deliverer.submit("d", url, "t", "b")
        assert deliverer.close(10)
    assert failures
    logged = caplog.text + failures[0].sentence
    assert "json://****" in logged
    for secret in ("hook-user", "hook-pass", "path-t0ken", "val-s3cret"):
        assert secret not in logged


def test_a_delivery_at_debug_level_leaves_no_token_in_the_log(caplog):
    caplog.set_level(logging.DEBUG)
    with json_receiver() as rx:
        deliverer = Deliverer(attempts=1, timeout_s=5)
        deliverer.submit("d", rx.url("hook/path-t0ken"), "t", "b")
        assert deliverer.close(10)
        rx.received.wait_for(1)
    assert "path-t0ken" not in caplog.text
