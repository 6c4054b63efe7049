"""The secret store at its edges: which pieces of a URL count as secret, a keyring that cannot
be read or is no real keyring, and a secrets file that is damaged, too large or unreadable."""

from __future__ import annotations

import json
import logging
import stat

import keyring
import pytest
from keyring.backends import fail, null

from tests.notify.test_secrets import URL, MemoryKeyring
from tfgpu_gui.notify.secrets import (
    KEYRING_SERVICE,
    MAX_FILE_BYTES,
    SECRETS_FILE,
    SecretStore,
    _usable_keyring,
    redact,
    scrub,
    secret_parts,
)


def test_the_secret_parts_of_a_url_longest_first():
    parts = secret_parts(URL)
    assert parts[0] == URL
    assert parts == sorted(parts, key=len, reverse=True)
    for part in (
        "tfgpu-user:hunter2-pass@ntfy.example.org",
        "tfgpu-user",
        "hunter2-pass",
        "ntfy.example.org",
        "topic-s3cret",
        "priority=high",
        "high",
    ):
        assert part in parts
    assert all(len(p) >= 3 for p in parts)


def test_short_pieces_are_not_secrets_and_escaped_path_pieces_are_hidden_both_ways():
    parts = secret_parts("json://ab@h/x%2Fy?k=v")
    assert "ab" not in parts and "v" not in parts  # too short to hide without hiding words
    assert "x/y" in parts and "x%2Fy" in parts
    assert scrub("sent x/y and x%2Fy", ["json://ab@h/x%2Fy?k=v"]) == "sent **** and ****"


def test_a_url_with_surrounding_space_is_hidden_as_typed_and_stripped():
    parts = secret_parts("  ntfy://topic-1  ")
    assert "  ntfy://topic-1  " in parts and "ntfy://topic-1" in parts


def test_a_url_that_does_not_parse_is_hidden_whole(monkeypatch):
    bad = "http://[::1/broken"
    assert secret_parts(bad) == [bad]
    assert scrub(f"failed: {bad}", [bad]) == "failed: ****"


def test_scrub_with_no_url_changes_nothing_and_redact_keeps_the_scheme_only():
    assert scrub("nothing secret", []) == "nothing secret"
    assert redact("a+b.c-d://x") == "a+b.c-d://****"
    assert redact("9ab://x") == "****"  # a scheme starts with a letter
    assert redact("a" * 33 + "://x") == "****"  # at most 32 characters


# -- the file ----------------------------------------------------------------------------------


def test_where_the_file_store_keeps_the_urls(tmp_path):
    store = SecretStore(tmp_path, use_keyring=False)
    assert not store.in_keyring
    assert store.path == tmp_path / SECRETS_FILE
    assert store.where == f"{tmp_path / SECRETS_FILE} (readable by you only)"


def test_the_config_folder_is_the_app_s_when_none_is_given(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    from tfgpu_gui.settings import config_dir

    assert SecretStore(use_keyring=False).path == config_dir() / SECRETS_FILE


def test_the_file_is_indented_json_ending_in_a_newline_and_rewritten_whole(tmp_path):
    store = SecretStore(tmp_path / "new", use_keyring=False)
    store.set("a", "ntfy://one")
    store.set("b", "ntfy://two")
    text = store.path.read_text(encoding="utf-8")
    assert text == '{\n  "a": "ntfy://one",\n  "b": "ntfy://two"\n}\n'
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600
    assert not (tmp_path / "new" / (SECRETS_FILE + ".tmp")).exists()
    store.delete("a")
    assert json.loads(store.path.read_text(encoding="utf-8")) == {"b": "ntfy://two"}
    store.delete("missing")  # nothing to forget: harmless
    assert store.get("b") == "ntfy://two"


def test_a_leftover_temporary_file_does_not_stop_a_save(tmp_path):
    store = SecretStore(tmp_path, use_keyring=False)
    (tmp_path / (SECRETS_FILE + ".tmp")).write_text("half written", encoding="utf-8")
    store.set("a", "ntfy://one")
    assert store.get("a") == "ntfy://one"


def test_the_file_is_0600_whatever_the_umask(tmp_path):
    import os

    old = os.umask(0o000)
    try:
        store = SecretStore(tmp_path, use_keyring=False)
        store.set("a", "ntfy://one")
    finally:
        os.umask(old)
    assert stat.S_IMODE(store.path.stat().st_mode) == 0o600


@pytest.mark.parametrize(
    "content",
    [b"not json", b"[1, 2]", b"\xff\xfe", b'"text"'],
)
def test_a_damaged_file_reads_as_empty_and_is_said(tmp_path, caplog, content):
    store = SecretStore(tmp_path, use_keyring=False)
    store.path.write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.notify.secrets"):
        assert store.get("a") is None
    assert "the notification secrets file is damaged; it is rewritten on save" in caplog.text
    store.set("a", "ntfy://one")  # rewritten
    assert json.loads(store.path.read_text(encoding="utf-8")) == {"a": "ntfy://one"}


def test_a_file_larger_than_the_limit_is_not_read(tmp_path, caplog):
    store = SecretStore(tmp_path, use_keyring=False)
    body = json.dumps({"a": "ntfy://one"})
    store.path.write_text(body + " " * (MAX_FILE_BYTES - len(body)), encoding="utf-8")
    assert store.get("a") == "ntfy://one"  # exactly the limit
    store.path.write_text(body + " " * (MAX_FILE_BYTES - len(body) + 1), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.notify.secrets"):
        assert store.get("a") is None
    assert "damaged" in caplog.text


def test_a_value_that_is_not_text_is_no_url(tmp_path):
    store = SecretStore(tmp_path, use_keyring=False)
    store.path.write_text('{"a": 5, "b": null}', encoding="utf-8")
    assert store.get("a") is None and store.get("b") is None


def test_a_folder_in_place_of_the_file_reads_as_empty_and_is_said(tmp_path, caplog):
    store = SecretStore(tmp_path, use_keyring=False)
    store.path.mkdir()
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.notify.secrets"):
        assert store.get("a") is None
    assert "the notification secrets file cannot be read (Is a directory)" in caplog.text


# -- the keyring -------------------------------------------------------------------------------


def test_a_url_the_keyring_does_not_have_is_read_from_the_file(tmp_path, monkeypatch):
    ring = MemoryKeyring()
    monkeypatch.setattr(keyring, "get_keyring", lambda: ring)
    SecretStore(tmp_path, use_keyring=False).set("old", "ntfy://from-file")
    store = SecretStore(tmp_path)
    assert store.get("old") == "ntfy://from-file"
    store.set("old", "ntfy://in-keyring")  # moved: the file forgets it
    assert ring.store == {(KEYRING_SERVICE, "old"): "ntfy://in-keyring"}
    assert json.loads(store.path.read_text(encoding="utf-8")) == {}
    assert store.get("old") == "ntfy://in-keyring"


def test_a_keyring_that_cannot_be_read_falls_back_to_the_file(tmp_path, monkeypatch, caplog):
    class Locked(MemoryKeyring):
        def get_password(self, service, username):
            raise RuntimeError("locked")

        def delete_password(self, service, username):
            raise RuntimeError("locked")

    monkeypatch.setattr(keyring, "get_keyring", Locked)
    SecretStore(tmp_path, use_keyring=False).set("k", "ntfy://from-file")
    store = SecretStore(tmp_path)
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.notify.secrets"):
        assert store.get("k") == "ntfy://from-file"
    assert "the keyring cannot be read (RuntimeError); using the file" in caplog.text
    store.delete("k")  # the keyring's failure is ignored; the file forgets it
    assert SecretStore(tmp_path, use_keyring=False).get("k") is None


def test_a_keyring_that_cannot_be_written_is_said(tmp_path, monkeypatch, caplog):
    class ReadOnly(MemoryKeyring):
        def set_password(self, service, username, password):
            raise PermissionError("no")

    monkeypatch.setattr(keyring, "get_keyring", ReadOnly)
    store = SecretStore(tmp_path)
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.notify.secrets"):
        store.set("k", "ntfy://x")
    assert "the keyring cannot be written (PermissionError); using the file" in caplog.text


def test_only_a_real_keyring_is_used(monkeypatch):
    ring = MemoryKeyring()
    monkeypatch.setattr(keyring, "get_keyring", lambda: ring)
    assert _usable_keyring() is ring
    monkeypatch.setattr(keyring, "get_keyring", fail.Keyring)
    assert _usable_keyring() is None
    monkeypatch.setattr(keyring, "get_keyring", null.Keyring)
    assert _usable_keyring() is None

    def broken():
        raise RuntimeError("no backend")

    monkeypatch.setattr(keyring, "get_keyring", broken)
    assert _usable_keyring() is None


def test_a_keyring_of_no_priority_is_not_used(monkeypatch):
    class Zero(MemoryKeyring):
        priority = 0  # type: ignore[assignment]

    class Odd(MemoryKeyring):
        priority = "high"  # type: ignore[assignment]

    class Small(MemoryKeyring):
        priority = 0.5  # type: ignore[assignment]

    for backend, usable in ((Zero(), False), (Odd(), False), (Small(), True)):
        monkeypatch.setattr(keyring, "get_keyring", lambda b=backend: b)
        assert (_usable_keyring() is backend) is usable, type(backend).__name__


def test_a_chain_of_only_fail_and_null_keyrings_is_not_used(monkeypatch):
    class Chain:
        priority = 10

        def __init__(self, *backends):
            self.backends = list(backends)

    monkeypatch.setattr(keyring, "get_keyring", lambda: Chain(fail.Keyring(), null.Keyring()))
    assert _usable_keyring() is None
    monkeypatch.setattr(keyring, "get_keyring", lambda: Chain())
    assert _usable_keyring() is None  # no backend at all
    real = Chain(null.Keyring(), MemoryKeyring())
    monkeypatch.setattr(keyring, "get_keyring", lambda: real)
    assert _usable_keyring() is real
