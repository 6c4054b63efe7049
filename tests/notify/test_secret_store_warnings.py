"""The secret store's own words when a keyring or the secrets file lets it down, the file in a
config folder that does not exist yet, never open to others even before its mode is set, and
which keyring backends count as a real keyring; the secret pieces of a URL that has no user,
password or host."""

from __future__ import annotations

import logging
import os
import stat

import keyring
import pytest
from keyring.backends import fail

from tests.notify.test_secrets import MemoryKeyring
from tfgpu_gui.notify.secrets import (
    SECRETS_FILE,
    SecretStore,
    _usable_keyring,
    scrub,
    secret_parts,
)

LOGGER = "tfgpu_gui.notify.secrets"


def said(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == LOGGER]


class Locked(MemoryKeyring):
    def get_password(self, service, username):
        raise RuntimeError("locked")

    def set_password(self, service, username, password):
        raise PermissionError("read-only")


def test_a_keyring_that_fails_is_said_in_one_line_and_the_file_used(tmp_path, monkeypatch, caplog):
    monkeypatch.setattr(keyring, "get_keyring", Locked)
    store = SecretStore(tmp_path)
    assert store.in_keyring
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        store.set("k", "ntfy://topic-k")
        assert store.get("k") == "ntfy://topic-k"
    assert said(caplog) == [
        "the keyring cannot be written (PermissionError); using the file",
        "the keyring cannot be read (RuntimeError); using the file",
    ]
    assert (tmp_path / SECRETS_FILE).exists()


def test_a_damaged_or_unreadable_file_is_said_in_one_line(tmp_path, caplog):
    store = SecretStore(tmp_path, use_keyring=False)
    store.path.write_text("{not json", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        assert store.get("a") is None
    store.path.unlink()
    store.path.mkdir()
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        assert store.get("a") is None
    assert said(caplog) == [
        "the notification secrets file is damaged; it is rewritten on save",
        "the notification secrets file cannot be read (Is a directory)",
    ]


def test_the_config_folder_and_its_parents_are_made_on_the_first_save(tmp_path):
    # A first start: neither ~/.config nor the app's folder in it exist yet.
    folder = tmp_path / "home" / ".config" / "tfgpu-gui"
    store = SecretStore(folder, use_keyring=False)
    store.set("a", "ntfy://topic-a")
    assert (folder / SECRETS_FILE).is_file()
    assert SecretStore(folder, use_keyring=False).get("a") == "ntfy://topic-a"


def test_the_file_is_never_open_to_others_not_even_before_its_mode_is_set(tmp_path, monkeypatch):
    # Created with 0600 itself: between its creation and the chmod that follows, another user
    # who opened it could keep reading what is written later. With no umask to narrow it, the
    # mode at creation is the one asked for.
    modes: list[int] = []
    real_fchmod = os.fchmod

    def fchmod(fd: int, mode: int) -> None:
        modes.append(stat.S_IMODE(os.fstat(fd).st_mode))
        real_fchmod(fd, mode)

    monkeypatch.setattr(os, "fchmod", fchmod)
    old = os.umask(0)
    try:
        SecretStore(tmp_path, use_keyring=False).set("a", "ntfy://topic-a")
    finally:
        os.umask(old)
    assert modes == [0o600]
    assert stat.S_IMODE((tmp_path / SECRETS_FILE).stat().st_mode) == 0o600


def test_a_backend_that_states_no_priority_is_used(monkeypatch):
    class Plain:
        """A backend object with the keyring calls and no ``priority`` of its own."""

        def get_password(self, service, username):
            return None

    plain = Plain()
    monkeypatch.setattr(keyring, "get_keyring", lambda: plain)
    assert _usable_keyring() is plain


def test_a_fail_keyring_under_another_name_is_not_used(monkeypatch):
    # Derived from keyring's "fail" backend (every call raises) but from another module and
    # with a priority of its own: still no keyring to keep URLs in.
    class Failing(fail.Keyring):
        priority = 5  # type: ignore[assignment]

    backend = Failing()
    monkeypatch.setattr(keyring, "get_keyring", lambda: backend)
    assert _usable_keyring() is None


def test_a_url_without_a_user_password_or_host_adds_no_piece_for_them():
    # ntfy.sh's topic URL names a host but no user or password; a desktop notification
    # (windows://) names nothing at all: only what the URL holds is hidden.
    assert set(secret_parts("ntfy://ntfy.sh/topic-a")) == {
        "ntfy://ntfy.sh/topic-a",
        "ntfy.sh",
        "topic-a",
    }
    assert secret_parts("windows://") == ["windows://"]
    assert scrub("XXXX and **** stay as they are", ["windows://", "ntfy://ntfy.sh/t"]) == (
        "XXXX and **** stay as they are"
    )
