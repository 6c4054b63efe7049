"""Terminal output helpers: colours only on a terminal, and never when NO_COLOR is set."""

from __future__ import annotations

import os
import sys
from typing import TextIO

_CODES = {
    "bold": "1",
    "dim": "2",
    "red": "31",
    "green": "32",
    "yellow": "33",
    "blue": "34",
    "magenta": "35",
    "cyan": "36",
}


def use_color(stream: TextIO | None = None) -> bool:
    """Colour when writing to a terminal, unless NO_COLOR is set (https://no-color.org)."""
    stream = stream or sys.stdout
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return bool(getattr(stream, "isatty", lambda: False)())


class Style:
    """Wraps text in ANSI codes when enabled, and does nothing otherwise."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled

    def __call__(self, text: str, *styles: str) -> str:
        if not self.enabled or not styles:
            return text
        codes = ";".join(_CODES[s] for s in styles)
        return f"\x1b[{codes}m{text}\x1b[0m"


def visible_len(text: str) -> int:
    """Length of ``text`` without ANSI escape sequences."""
    out, i = 0, 0
    while i < len(text):
        if text[i] == "\x1b":
            j = text.find("m", i)
            i = j + 1 if j != -1 else len(text)
            continue
        out += 1
        i += 1
    return out


def pad(text: str, width: int, right: bool = False) -> str:
    gap = max(0, width - visible_len(text))
    return (" " * gap + text) if right else (text + " " * gap)


def table(rows: list[list[str]], right: set[int] | None = None, sep: str = "  ") -> list[str]:
    """Align the columns of ``rows`` (the first row is the header); ANSI-aware."""
    if not rows:
        return []
    right = right or set()
    widths = [max(visible_len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [pad(c, widths[i], i in right) for i, c in enumerate(row)]
        lines.append(sep.join(cells).rstrip())
    return lines
