"""Untrusted text made safe to show: the one place where it is cleaned, Qt-free.

Text from outside the app reaches terminals and widgets: process names, command lines and
user names (any local user chooses them), GPU names and driver strings (NVML), TensorFlow's
log lines and the lines quoted as evidence, a pasted log, a child process's messages. On its
way to ``print`` or to a widget each such string goes through one of the functions below:

- :func:`for_terminal` before it is written to a terminal (``tfgpu snapshot``, ``watch``,
  ``doctor``, ``bench``): no control character, escape sequence or bidi override reaches the
  terminal, so a process named ``\\x1b[2J`` cannot clear the screen of whoever looks at it.
- :func:`for_qt` before it is set on a plain-text widget (table cells, tooltips, tray
  notifications); the widget must show plain text (``Qt.TextFormat.PlainText``).
- :func:`for_qt_html` before it is put into rich text (labels, plot titles, a log view fed
  HTML): cleaned and HTML-escaped.

Each control or format character is shown, not dropped: ``\\x1b``, ``\\x9b``, ``\\u202e``,
``\\n``; a tab becomes a space. The result is printable and stable: cleaning it again gives
the same text. With ``max_len`` the result is at most that long, cut with an ellipsis, never
inside an escape. The text the user copies (a command line to the clipboard) is the real one:
cleaning is for display only.
"""

from __future__ import annotations

import html
import re
import unicodedata

ELLIPSIS = "…"

#: Unicode categories shown escaped: controls (C0, DEL, C1), format characters (bidi
#: embeddings, overrides and isolates, zero-width joiners, soft hyphen, BOM…), surrogates
#: (undecodable bytes kept by ``surrogateescape``) and the line and paragraph separators.
UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})

_SHORT = {"\n": "\\n", "\r": "\\r"}
# Printable ASCII needs no look at each character: the common case costs one regex match.
_PLAIN_ASCII = re.compile(r"[ -~]*")
_ASCII_UNSAFE = re.compile(r"[\x00-\x1f\x7f]")


def _escape(ch: str) -> str:
    """The visible form of one unsafe character: ``\\n``, ``\\x1b``, ``\\u202e``."""
    if ch in _SHORT:
        return _SHORT[ch]
    code = ord(ch)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def is_unsafe(ch: str) -> bool:
    """Whether one character is escaped when shown (see :data:`UNSAFE_CATEGORIES`)."""
    if ch == "\t":
        return True
    if ch < "\x80":
        return ch < " " or ch == "\x7f"
    return unicodedata.category(ch) in UNSAFE_CATEGORIES


def _pieces(text: str, multiline: bool) -> list[str]:
    """``text`` as a list of pieces, each a safe character or the escape of an unsafe one."""
    out: list[str] = []
    for ch in text:
        if ch == "\t":
            out.append(" ")
        elif multiline and ch == "\n":
            out.append(ch)
        elif is_unsafe(ch):
            out.append(_escape(ch))
        else:
            out.append(ch)
    return out


def _cap(pieces: list[str], max_len: int | None) -> str:
    """Join ``pieces``, cut to at most ``max_len`` characters with an ellipsis."""
    if max_len is None:
        return "".join(pieces)
    max_len = max(1, max_len)
    if sum(len(p) for p in pieces) <= max_len:
        return "".join(pieces)
    kept: list[str] = []
    used = 0
    for piece in pieces:
        if used + len(piece) > max_len - len(ELLIPSIS):
            break
        kept.append(piece)
        used += len(piece)
    return "".join(kept) + ELLIPSIS


def clean(text: object, max_len: int | None = None, multiline: bool = False) -> str:
    """``text`` with every unsafe character shown escaped, tabs as spaces, capped.

    Args:
        text: Anything; ``str()`` of it is cleaned (``None`` gives ``""``).
        max_len: The longest result; a longer one is cut and ends with an ellipsis.
        multiline: Keep ``\\n`` as a line break (``\\r`` is still escaped); otherwise the
            text is one line and a newline shows as ``\\n``.

    Returns:
        Printable text that cleaning again leaves unchanged (with the same arguments).
    """
    if text is None:
        return ""
    s = text if isinstance(text, str) else str(text)
    if _PLAIN_ASCII.fullmatch(s):
        return s if max_len is None or len(s) <= max_len else _cap(list(s), max_len)
    if s.isascii() and max_len is None:
        keep = "\n" if multiline else None

        def sub(m: re.Match[str]) -> str:
            ch = m.group()
            return ch if ch == keep else (" " if ch == "\t" else _escape(ch))

        return _ASCII_UNSAFE.sub(sub, s)
    return _cap(_pieces(s, multiline), max_len)


def for_terminal(text: object, max_len: int | None = None, multiline: bool = False) -> str:
    """Untrusted text for a terminal: no control character or escape sequence gets through.

    See :func:`clean` for the arguments. Style the result afterwards (``Style`` adds the
    app's own colour codes around it).
    """
    return clean(text, max_len, multiline)


def for_qt(text: object, max_len: int | None = None, multiline: bool = False) -> str:
    """Untrusted text for a plain-text Qt widget (cell, tooltip, notification, plain label).

    The same cleaning as :func:`for_terminal`; the widget must show plain text, since this
    does not escape HTML (use :func:`for_qt_html` for rich text).
    """
    return clean(text, max_len, multiline)


def for_qt_html(text: object, max_len: int | None = None, multiline: bool = False) -> str:
    """Untrusted text for rich text (HTML labels, plot titles, a log view fed HTML).

    Cleaned as :func:`for_qt`, then HTML-escaped (``<``, ``>``, ``&`` and quotes); with
    ``multiline`` the kept line breaks become ``<br>``. ``max_len`` counts the text shown, not
    the entities.
    """
    escaped = html.escape(clean(text, max_len, multiline), quote=True)
    return escaped.replace("\n", "<br>") if multiline else escaped
