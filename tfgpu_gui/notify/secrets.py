"""Where notification URLs are kept: they hold tokens and passwords, so never in plain sight.

Qt-free. A destination's URL (``ntfy://…``, ``tgram://TOKEN/…``, ``mailto://user:pass@…``) is a
secret: it is stored in the system keyring (the ``keyring`` package: Secret Service, KWallet,
macOS Keychain, Windows Credential Locker) where one works, otherwise in a file only the user
can read (mode 0600) in the app's config directory. It never goes to ``settings.json``, the log,
a report or an export: those show :func:`redact`'s ``ntfy://****``.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import threading
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, unquote, urlsplit

log = logging.getLogger(__name__)

#: The keyring service the URLs are stored under (one entry per destination id).
KEYRING_SERVICE = "tfgpu-gui notifications"
#: The file the URLs go to where no keyring works (in the config directory).
SECRETS_FILE = "notify-secrets.json"
#: The most bytes of the secrets file that are read.
MAX_FILE_BYTES = 256 * 1024
HIDDEN = "****"
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]{0,31})://")


def redact(url: str) -> str:
    """``ntfy://****``: the scheme kept, everything else hidden (``****`` without a scheme)."""
    match = _SCHEME.match(url.strip())
    return f"{match.group(1).lower()}://{HIDDEN}" if match else HIDDEN


def secret_parts(url: str) -> list[str]:
    """The pieces of ``url`` that may be secret (user, password, host, path segments, query
    values), longest first: what :func:`scrub` hides in a text that may quote them."""
    parts: set[str] = {url, url.strip()}
    try:
        split = urlsplit(url.strip())
        parts |= {split.netloc, split.username or "", split.password or "", split.hostname or ""}
        parts |= {unquote(p) for p in split.path.split("/")} | set(split.path.split("/"))
        parts |= {v for _k, v in parse_qsl(split.query)} | {split.query}
    except ValueError:
        pass
    return sorted((p for p in parts if len(p) >= 3), key=len, reverse=True)


def scrub(text: str, urls: list[str]) -> str:
    """``text`` with every secret piece of ``urls`` replaced by ``****``."""
    for url in urls:
        for part in secret_parts(url):
            text = text.replace(part, HIDDEN)
    return text


class SecretStore:
    """Destination URLs by destination id: in the system keyring, or in a 0600 file.

    ``use_keyring``: None asks the keyring package whether a usable keyring exists (a real
    backend, not the "fail" or "null" one); False always uses the file.
    """

    def __init__(self, directory: Path | None = None, use_keyring: bool | None = None) -> None:
        if directory is None:
            from tfgpu_gui.settings import config_dir

            directory = config_dir()
        self.path = directory / SECRETS_FILE
        self._lock = threading.Lock()
        self._keyring: Any = _usable_keyring() if use_keyring is not False else None

    @property
    def where(self) -> str:
        """Where the URLs are kept, for the settings page ("the system keyring", a path)."""
        if self._keyring is not None:
            return "the system keyring"
        return f"{self.path} (readable by you only)"

    @property
    def in_keyring(self) -> bool:
        return self._keyring is not None

    def get(self, key: str) -> str | None:
        if self._keyring is not None:
            try:
                value = self._keyring.get_password(KEYRING_SERVICE, key)
            except Exception as exc:  # noqa: BLE001 - a locked or broken keyring: use the file
                log.warning("the keyring cannot be read (%s); using the file", type(exc).__name__)
            else:
                if value is not None:
                    return str(value)
        with self._lock:
            value = self._read().get(key)
        return value if isinstance(value, str) else None

    def set(self, key: str, url: str) -> None:
        """Keep ``url`` for destination ``key``.

        Raises:
            OSError: neither the keyring nor the file could store it.
        """
        if self._keyring is not None:
            try:
                self._keyring.set_password(KEYRING_SERVICE, key, url)
            except Exception as exc:  # noqa: BLE001 - a locked or broken keyring: use the file
                log.warning(
                    "the keyring cannot be written (%s); using the file", type(exc).__name__
                )
            else:
                self._forget_in_file(key)
                return
        with self._lock:
            data = self._read()
            data[key] = url
            self._write(data)

    def delete(self, key: str) -> None:
        if self._keyring is not None:
            with contextlib.suppress(Exception):
                self._keyring.delete_password(KEYRING_SERVICE, key)
        self._forget_in_file(key)

    def _forget_in_file(self, key: str) -> None:
        with self._lock:
            data = self._read()
            if key in data:
                del data[key]
                self._write(data)

    def _read(self) -> dict[str, object]:
        try:
            with self.path.open("rb") as file:
                raw = file.read(MAX_FILE_BYTES + 1)
        except FileNotFoundError:
            return {}
        except OSError as exc:
            log.warning("the notification secrets file cannot be read (%s)", exc.strerror)
            return {}
        try:
            data = json.loads(raw.decode("utf-8")) if len(raw) <= MAX_FILE_BYTES else None
        except ValueError:
            data = None
        if not isinstance(data, dict):
            log.warning("the notification secrets file is damaged; it is rewritten on save")
            return {}
        return data

    def _write(self, data: dict[str, object]) -> None:
        """Write the file atomically, readable and writable by the user only (0600)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(self.path.name + ".tmp")
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            os.fchmod(file.fileno(), 0o600)  # whatever the umask
            json.dump(data, file, indent=2)
            file.write("\n")
        os.replace(tmp, self.path)


def _usable_keyring() -> Any:
    """The keyring backend when a real one works here, else None."""
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:  # noqa: BLE001 - no usable keyring: the file
        return None
    names = {type(b).__module__ for b in getattr(backend, "backends", [backend])}
    if (
        isinstance(backend, fail.Keyring)
        or not names
        or names
        <= {
            "keyring.backends.fail",
            "keyring.backends.null",
        }
    ):
        return None
    priority = getattr(backend, "priority", 1)
    try:
        if float(priority) <= 0:
            return None
    except (TypeError, ValueError):
        return None
    return backend
