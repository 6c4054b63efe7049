"""Remove what identifies a person or opens an account from a report before it is shared.

The last step before a report leaves the machine (``tfgpu doctor --redact``, the wizard's
redacted export). Redaction works on the report's JSON form, string by string, so every place
a secret can hide (facts, findings and their evidence, log lines, keys) is covered and the
result is still a valid report. Replaced, wherever they appear:

- this machine's user name, host name and home folder (from the report's facts and from the
  machine doing the redaction), and names learnt from the report itself (``/home/NAME``,
  ``hostname: NAME``, ``USER=NAME``, a ``NAME@HOST:`` prompt);
- home folders of anyone: ``/home/NAME``, ``/Users/NAME``, ``C:\\Users\\NAME``;
- e-mail addresses, IPv4 and IPv6 addresses, credentials in URLs;
- tokens: Hugging Face, GitHub, GitLab, Slack, OpenAI, Google and AWS keys, JSON web tokens,
  ``Bearer``/``Basic`` credentials and values of ``password=``, ``token:``, ``api_key=``…
"""

from __future__ import annotations

import getpass
import ipaddress
import re
import socket
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tfgpu_gui.doctor.report import Report

USER = "<user>"
HOST = "<host>"
HOME = "~"
SECRET = "<secret>"
EMAIL = "<email>"
IP = "<ip>"

# Names that are too common to be anyone's: never replaced as words.
# Default accounts (cloud images, CI runners, containers) identify no one either.
_NOT_NAMES = frozenset(
    {"root", "user", "users", "shared", "public", "default", "home", "guest", "admin"}
    | {"ubuntu", "runner", "jovyan", "tensorflow", "cuda", "nvidia", "python", "localhost"}
)
_TOKENS = re.compile(
    r"hf_[A-Za-z0-9]{6,}"
    r"|gh[pousr]_[A-Za-z0-9]{6,}|github_pat_[A-Za-z0-9_]{6,}|glpat-[A-Za-z0-9_-]{6,}"
    r"|xox[abposr]-[A-Za-z0-9-]{6,}|sk-[A-Za-z0-9_-]{6,}|AIza[0-9A-Za-z_-]{6,}"
    r"|(?:AKIA|ASIA|AGPA|AIDA|AROA)[0-9A-Z]{8,}"
    r"|eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}(?:\.[A-Za-z0-9_-]*)?"
)
_AUTH_SCHEME = re.compile(r"(?i)(bearer|basic)(\s+)(?![<\s])[A-Za-z0-9._~+/=-]{8,}")
_SECRET_WORD = (
    r"[A-Za-z0-9_.-]*(?:password|passwd|passphrase|pwd|secret|token|api[_-]?key|apikey"
    r"|access[_-]?key|private[_-]?key|credentials?|authorization|auth[_-]?key|session[_-]?id"
    r"|cookie)[A-Za-z0-9_.-]*"
)
# key=value, key: value, "key": "value", --key value; the value ends at a space or quote.
_KEY_VALUE = re.compile(
    r"(?i)(" + _SECRET_WORD + r")"
    r"([\"']?\s*[=:]\s*)"
    r"(\"[^\"\n]*\"?|'[^'\n]*'?|(?![<\s])[^\s\"']+)"
)
_SECRET_KEY = re.compile(r"(?i)" + _SECRET_WORD)
_FLAG_VALUE = re.compile(r"(?i)(--" + _SECRET_WORD + r")(\s+)(?![<\s-])[^\s\"']+")
_URL_CREDENTIALS = re.compile(r"(?i)([a-z][a-z0-9+.-]*://)[^\s/@<>]+@")
_EMAIL = re.compile(r"[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_PROMPT = re.compile(r"([\w.-]+)@([\w.-]+):")
_IPV4 = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d])")
_IPV6 = re.compile(r"(?<![\w:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?:%\w+)?(?![\w:])")
_HOMES = re.compile(r"(?i)(/home/|/users/|[a-z]:[\\/]+users[\\/]+)([^/\\\s:;,\"'<>|]+)")
# ("host: NAME", not "on host: ...": TensorFlow's "failed to alloc 4294967296 bytes on host:
# CUDA_ERROR_OUT_OF_MEMORY" names no machine, https://github.com/openai/gpt-2/issues/213)
_LEARN_HOST = re.compile(
    r"(?i)(?<!\bon )\b(?:host_?name|node_?name|host)\s*[:=]\s*\"?([A-Za-z0-9_.-]+)"
)
_LEARN_USER = re.compile(r"(?i)\b(?:user_?name|user|logname)\s*[:=]\s*\"?([A-Za-z0-9_.-]+)")


@dataclass(frozen=True)
class Identity:
    """Who and where: a user name, a host name and a home folder (any may be empty)."""

    user: str = ""
    host: str = ""
    home: str = ""


def local_identity() -> Identity:
    """This machine's user, host and home (the person sharing the report)."""
    try:
        user = getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name known: nothing to replace
        user = ""
    try:
        home = str(Path.home())
    except RuntimeError:  # no home folder known
        home = ""
    return Identity(user, socket.gethostname(), home)


def _ipv4(match: re.Match[str]) -> str:
    text = match.group(0)
    return IP if all(int(part) <= 255 for part in text.split(".")) else text


def _ipv6(match: re.Match[str]) -> str:
    text = match.group(0)
    if not any(c.isdigit() for c in text) or text.count(":") < 2:
        return text
    try:
        ipaddress.IPv6Address(text.split("%")[0])
    except ValueError:
        return text
    return IP


def _email(match: re.Match[str]) -> str:
    return EMAIL


def _homes(match: re.Match[str]) -> str:
    return match.group(1) + USER


# The rules that need no names, in order: tokens before key=value (a token's own prefix may look
# like a key), addresses before home folders.
_RULES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    (_TOKENS, SECRET),
    (_AUTH_SCHEME, r"\1\2" + SECRET),
    (_URL_CREDENTIALS, r"\1" + USER + ":" + SECRET + "@"),
    (_KEY_VALUE, r"\1\2" + SECRET),
    (_FLAG_VALUE, r"\1\2" + SECRET),
    (_EMAIL, _email),
    (_PROMPT, USER + "@" + HOST + ":"),
    (_IPV4, _ipv4),
    (_IPV6, _ipv6),
    (_HOMES, _homes),
)


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from _strings(v)


def _learn(data: Any, identities: Iterable[Identity]) -> tuple[list[str], list[str], list[str]]:
    """Users, hosts and home folders to replace: the given identities' and those in ``data``."""
    users: set[str] = set()
    hosts: set[str] = set()
    homes: set[str] = set()
    for ident in identities:
        users.add(ident.user)
        hosts.add(ident.host)
        homes.add(ident.home.rstrip("/\\"))
    for text in _strings(data):
        users.update(m.group(2) for m in _HOMES.finditer(text))
        users.update(m.group(1) for m in _LEARN_USER.finditer(text))
        users.update(m.group(1) for m in _PROMPT.finditer(text))
        hosts.update(m.group(1) for m in _LEARN_HOST.finditer(text))
        hosts.update(m.group(2) for m in _PROMPT.finditer(text))
    hosts |= {h.split(".")[0] for h in hosts if "." in h}

    def keep(names: set[str]) -> list[str]:
        # Names shorter than 3 characters would redact random syllables; they identify no one.
        ok = {n for n in names if len(n) >= 3 and n.lower() not in _NOT_NAMES}
        return sorted(ok, key=len, reverse=True)

    home_list = sorted((h for h in homes if len(h) > 1), key=len, reverse=True)
    return keep(users), keep(hosts), home_list


def _substitutions(
    users: list[str], hosts: list[str], homes: list[str]
) -> list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]]:
    subs: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
        (re.compile(r"(?<![\w/])" + re.escape(home) + r"(?=[/\\]|\b|$)"), HOME) for home in homes
    ]
    subs += list(_RULES)
    subs += [(re.compile(r"(?<![\w-])" + re.escape(h) + r"(?![\w-])"), HOST) for h in hosts]
    subs += [(re.compile(r"(?<![\w-])" + re.escape(u) + r"(?![\w-])"), USER) for u in users]
    return subs


def _walk(value: Any, subs: list[tuple[re.Pattern[str], Any]], key: str = "") -> Any:
    if isinstance(value, str):
        for pattern, repl in subs:
            # A package's or a component's version (cuDNN 9.1.0.70) is not an address.
            if pattern is _IPV4 and ("version" in key or key.startswith("nvidia-")):
                continue
            value = pattern.sub(repl, value)
        return value
    if isinstance(value, list):
        return [_walk(v, subs, key) for v in value]
    if isinstance(value, dict):
        return {
            _walk(str(k), subs): SECRET
            if isinstance(v, str) and v and _SECRET_KEY.fullmatch(str(k))
            else _walk(v, subs, str(k).lower())
            for k, v in value.items()
        }
    return value


def redact_text(text: str, identities: Iterable[Identity] = ()) -> str:
    """``text`` with the same replacements as :func:`redact` (names learnt from ``text``)."""
    return str(_walk(text, _substitutions(*_learn(text, identities))))


def redact(report: Report, identities: Iterable[Identity] | None = None) -> Report:
    """A copy of ``report`` with names, homes, addresses and secrets replaced.

    Args:
        report: the report to share.
        identities: whose names to replace besides those learnt from the report; by default
            this machine's (:func:`local_identity`).
    """
    data = report.to_dict()
    system = (data.get("facts") or {}).get("system")
    system = system if isinstance(system, dict) else {}
    own = Identity(
        str(system.get("user") or ""),
        str(system.get("hostname") or ""),
        str(system.get("home") or ""),
    )
    others = [local_identity()] if identities is None else list(identities)
    data = _walk(data, _substitutions(*_learn(data, [own, *others])))
    system = (data.get("facts") or {}).get("system")
    if isinstance(system, dict):
        system["user"] = USER if system.get("user") else None
        system["hostname"] = HOST if system.get("hostname") else None
        system["home"] = HOME if system.get("home") else None
    if data.get("host"):
        data["host"] = HOST
    data["redacted"] = True
    return Report.from_dict(data)
