"""Terminal output helpers: colours only on a terminal, and never when NO_COLOR is set."""

from __future__ import annotations

import os
import re
import sys
import unicodedata
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
RESET = "\x1b[0m"
_SGR = re.compile(r"\x1b\[[0-9;]*m")


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
        return f"\x1b[{codes}m{text}{RESET}"


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


def char_cells(ch: str) -> int:
    """Columns one character takes on a terminal: 2 for wide (CJK) ones, 0 for combining."""
    if ch < "\u0300":  # ASCII and Latin-1: the common case, one column each
        return 1
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def cells(text: str) -> int:
    """Columns ``text`` takes on a terminal, its ANSI colour codes left out."""
    return sum(char_cells(ch) for ch in _SGR.sub("", text))


def clip(text: str, width: int, ellipsis: str = "…") -> str:
    """Plain ``text`` cut to at most ``width`` columns, ending with ``ellipsis`` when cut."""
    if cells(text) <= width:
        return text
    room = max(0, width - cells(ellipsis))
    out, used = [], 0
    for ch in text:
        w = char_cells(ch)
        if used + w > room:
            break
        out.append(ch)
        used += w
    return "".join(out) + (ellipsis if width >= cells(ellipsis) else "")


def clip_styled(line: str, width: int) -> str:
    """A line with colour codes cut to at most ``width`` columns; the codes are kept whole,
    and a colour left open by the cut is closed."""
    if cells(line) <= width:
        return line
    out, used, i, open_code = [], 0, 0, False
    while i < len(line):
        match = _SGR.match(line, i)
        if match:
            out.append(match.group())
            open_code = match.group() != RESET
            i = match.end()
            continue
        w = char_cells(line[i])
        if used + w > width:
            break
        out.append(line[i])
        used += w
        i += 1
    return "".join(out) + (RESET if open_code else "")
