"""Remove the user name, host name and home folder from a report before it is shared.

Redaction works on the report's JSON form, string by string, so every place a name can hide
(facts, evidence, log lines, paths) is covered, and the result is still a valid report.
"""

from __future__ import annotations

import os
import re
from typing import Any

from tfgpu_gui.doctor.report import Report

USER = "<user>"
HOST = "<host>"
HOME = "~"


def _replacements(report: Report) -> list[tuple[re.Pattern[str], str]]:
    system = report.facts.get("system") or {}
    home = str(system.get("home") or "")
    user = str(system.get("user") or "")
    host = str(system.get("hostname") or "")
    out: list[tuple[re.Pattern[str], str]] = []
    if home and home not in ("/", "/root") and len(home) > 1:
        out.append((re.compile(re.escape(home.rstrip(os.sep)) + r"(?=/|\\|\b|$)"), HOME))
    if home == "/root":
        out.append((re.compile(r"(?<![\w/])/root(?=/|\b|$)"), HOME))
    # Names shorter than 3 characters would redact random syllables; they identify no one.
    if host and len(host) >= 3:
        out.append((re.compile(r"(?<![\w-])" + re.escape(host) + r"(?![\w-])"), HOST))
    if user and len(user) >= 3 and user not in ("root",):
        out.append((re.compile(r"(?<![\w-])" + re.escape(user) + r"(?![\w-])"), USER))
    return out


def _walk(value: Any, subs: list[tuple[re.Pattern[str], str]]) -> Any:
    if isinstance(value, str):
        for pattern, repl in subs:
            value = pattern.sub(repl, value)
        return value
    if isinstance(value, list):
        return [_walk(v, subs) for v in value]
    if isinstance(value, dict):
        return {_walk(k, subs): _walk(v, subs) for k, v in value.items()}
    return value


def redact(report: Report) -> Report:
    """A copy of ``report`` with user name, host name and home folder replaced."""
    subs = _replacements(report)
    data = _walk(report.to_dict(), subs)
    system = (data.get("facts") or {}).get("system")
    if isinstance(system, dict):
        system["user"] = USER if system.get("user") else None
        system["hostname"] = HOST if system.get("hostname") else None
        system["home"] = HOME if system.get("home") else None
    data["redacted"] = True
    return Report.from_dict(data)
