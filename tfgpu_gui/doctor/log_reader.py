"""Read a log the user hands over (a file, standard input, a paste) as lines, in bounded memory.

Sits in front of the log explainer: bytes of any size and encoding in, one ``str`` per line out,
one line at a time. The encoding is found from a byte-order mark (UTF-8, UTF-16, UTF-32), or
UTF-16 without one from the pattern of its NUL bytes, else UTF-8 with invalid bytes replaced.
Lines end at ``\\n`` only: a line that a progress bar rewrote with ``\\r`` is one line whose
text is its last non-blank segment (what the terminal showed last). A line longer than
:data:`MAX_LINE_CHARS` keeps its start and ends with :data:`CUT_MARK`; the rest is never
held in memory. Input that looks binary, or holds no text, raises :class:`NothingToExplain`.

:func:`clean_line` gives a line back as the program printed it, without what saving or copying
it added (a terminal's colours, a web page's spaces and quotes, a reply's quote marks, HTML's
character references, what Docker, Compose or Kubernetes put around a container's lines).
"""

from __future__ import annotations

import codecs
import html
import json
import re
from collections.abc import Iterator
from typing import BinaryIO

from tfgpu_gui.doctor.notebook import MAX_NOTEBOOK_CHARS, NOTEBOOK_START, read_notebook

CHUNK_BYTES = 64 * 1024
MAX_LINE_CHARS = 8 * 1024
CUT_MARK = " [line cut]"
# A sample whose share of control characters and undecodable bytes exceeds this is not text.
BINARY_SHARE = 0.30
# Characters of text logs that are controls all the same: tab, newlines, form feed, backspace
# and escape (colours).
_TEXT_CONTROLS = frozenset("\t\n\r\v\f\b\x1b")

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: it starts with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


# How a log's lines reach us besides as the program printed them, each undone by clean_line:
# - the terminal's colours kept when a log was saved (`docker logs`, `script`, a CI log, the
#   tracebacks of a notebook): ANSI escape sequences (ECMA-48 CSI and OSC sequences);
_ANSI = re.compile(
    r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[()][0-9A-B]|[=>78])"
)
# - a web page's or a chat's copy: no-break and other Unicode spaces, zero-width characters
#   (and a byte-order mark left in a paste), curly quotes; a Chinese input method's full-width
#   letters, digits and punctuation ("ＣＵＤＡ：１１．２", the ideographic space);
_SPACES = "\u00a0\u1680\u202f\u205f\u3000" + "".join(map(chr, range(0x2000, 0x200B)))
_UNICODE_FOLDS = str.maketrans(
    {
        **dict.fromkeys(_SPACES, " "),
        **dict.fromkeys("\u200b\u200c\u200d\u2060\ufeff", None),
        **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032", "'"),
        **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033", '"'),
        **{chr(c): chr(c - 0xFEE0) for c in range(0xFF01, 0xFF5F)},
    }
)
# - a word processor's or a blog's "--" turned into a dash before an option ("docker run
#   \u2013gpus all");
_DASHED_OPTION = re.compile(r"(?<!\S)[\u2013\u2014](?=[A-Za-z])")
# - a page's source: HTML's character references for the characters it must escape;
_ENTITY = re.compile(r"&(?:lt|gt|amp|quot|apos|nbsp|#(?:\d{1,7}|[xX][0-9a-fA-F]{1,6}));")
# - a page's source or a post's Markdown: the tags a page wraps text in ("<pre><code>", "<br>",
#   "<p>", never a traceback's "<module>"), a version in a code span ("TF `2.15`"), bold words
#   ("**TensorFlow version**:"), as CommonMark writes them;
_TAG = re.compile(
    r"</?(?:p|br|pre|code|div|span|b|i|em|strong|tt|kbd|samp|details|summary|blockquote|li|ul|ol)"
    r"(?:\s[^<>]*)?/?>",
    re.IGNORECASE,
)
# (a line in bold alone is a heading, and stays one: "**Expected behavior**")
_BOLD_HEADING = re.compile(r"^\s*\*\*[^*]+\*\*\s*$")
_VERSION_SPAN = re.compile(r"`(v?\d+(?:\.\d+)+)`")
_BOLD = re.compile(r"\*\*(?=\S)([^*\n]{1,80}?)(?<=\S)\*\*")
# - a reply or an e-mail quoting it: "> " before each line (and a shell's continuation prompt),
#   never Python's ">>>".
_QUOTED = re.compile(r"^[ \t]*(?:>(?!>)[ \t]?)+")
# - a container's log as the machine keeps it: Docker's json-file driver writes one JSON object
#   a line, the line in "log" ({"log":"Log line is here\n","stream":"stdout","time":"2019-01-01T
#   11:11:11.111111111Z"}, https://docs.docker.com/engine/logging/drivers/json-file/);
_DOCKER_JSON = '{"log":'
# - what is put before each line: Docker Compose's container name ("%-<width>s | ", one wider
#   than the longest name, docker/compose cmd/formatter/logs.go), then a timestamp in RFC 3339
#   (`docker logs -t`, `docker compose logs -t`, `kubectl logs --timestamps`, a CI's raw log), or
#   the kubelet's CRI log file: time, stream and a full or partial tag ("2019-01-01T01:00:00.
#   000000001Z stderr F <line>", the CRI logging format as Grafana Loki's cri stage reads it).
_COLLECTED = re.compile(
    r"^(?:[A-Za-z0-9][\w.-]*[-_]\d+ +\| )?"
    r"(?:\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[+-]\d\d:?\d\d) "
    r"(?:(?:stdout|stderr) [PF] )?)?"
)


def _docker_json(line: str) -> str:
    try:
        record = json.loads(line)
    except ValueError:
        return line  # cut, or not one of its records
    logged = record.get("log") if isinstance(record, dict) else None
    return logged.rstrip("\r\n") if isinstance(logged, str) else line


def _entity(match: re.Match[str]) -> str:
    character = html.unescape(match.group()).translate(_UNICODE_FOLDS)
    # (a reference to a control character, "&#27;" or "&#10;", stays as it was written)
    return character if character.isprintable() and character else match.group()


def clean_line(line: str) -> str:
    """One line of a log as the program printed it, whatever it went through on its way here.

    Takes away what the way a log is kept or copied adds to it (see the comments above): the
    words themselves are not changed. Cheap on a plain ASCII line.
    """
    if "&" in line:
        line = _ENTITY.sub(_entity, line)
    if line.startswith(_DOCKER_JSON):
        line = _docker_json(line)
    if "\x1b" in line:
        line = _ANSI.sub("", line)
    if not line.isascii():
        line = _DASHED_OPTION.sub("--", line.translate(_UNICODE_FOLDS))
    if ">" in line:
        line = _QUOTED.sub("", line, count=1)
    if line[10:11] == "T" or " | " in line[:128]:  # (a quick look first: most lines are not)
        line = _COLLECTED.sub("", line, count=1)
    if "<" in line:
        line = _TAG.sub("", line)
    if "`" in line:
        line = _VERSION_SPAN.sub(r"\1", line)
    if "**" in line and not _BOLD_HEADING.match(line):
        line = _BOLD.sub(r"\1", line)
    return line


class NothingToExplain(ValueError):
    """The input holds no text to explain: empty, blank, or binary (the message says which)."""


def sniff_encoding(sample: bytes) -> tuple[str, int]:
    """The encoding of a log from its first bytes, and the length of its byte-order mark."""
    for bom, name in _BOMS:
        if sample.startswith(bom):
            return name, len(bom)
    pairs = len(sample) // 2
    if pairs >= 2:
        even_nuls = sample[0 : 2 * pairs : 2].count(0) / pairs
        odd_nuls = sample[1 : 2 * pairs : 2].count(0) / pairs
        if odd_nuls >= 0.5 and even_nuls <= 0.1:
            return "utf-16-le", 0
        if even_nuls >= 0.5 and odd_nuls <= 0.1:
            return "utf-16-be", 0
    return "utf-8", 0


def looks_binary(text: str) -> bool:
    """Whether decoded text is mostly control characters and replaced bytes (not a log)."""
    if not text:
        return False
    odd = sum(
        1
        for c in text
        if c == "\ufffd" or ((c < " " or "\x7f" <= c <= "\x9f") and c not in _TEXT_CONTROLS)
    )
    return odd / len(text) > BINARY_SHARE


class LineSplitter:
    """Text pieces in, whole lines out: ``\\n`` ends a line, ``\\r`` starts a new segment.

    Holds at most :data:`MAX_LINE_CHARS` characters of the current line and of its last
    non-blank segment, whatever the input.
    """

    def __init__(self, max_chars: int = MAX_LINE_CHARS) -> None:
        self.max_chars = max_chars
        self.cut_lines = 0
        self._parts: list[str] = []
        self._size = 0
        self._cut = False
        self._blank = True
        self._previous: str | None = None  # the last non-blank segment before a "\r"
        self._pending = False  # something was fed since the last "\n"

    def _add(self, piece: str) -> None:
        if not piece:
            return
        if self._blank and piece.strip():
            self._blank = False
        room = self.max_chars - self._size
        if room <= 0:
            self._cut = True
            return
        if len(piece) > room:
            piece, self._cut = piece[:room], True
        self._parts.append(piece)
        self._size += len(piece)

    def _segment(self) -> str:
        text = "".join(self._parts)
        return text + CUT_MARK if self._cut else text

    def _carriage_return(self) -> None:
        if not self._blank:
            self._previous = self._segment()
        self._parts, self._size, self._cut, self._blank = [], 0, False, True

    def _end_line(self) -> str:
        blank = self._blank and self._previous is not None
        line = self._previous if blank and self._previous is not None else self._segment()
        if line.endswith(CUT_MARK):
            self.cut_lines += 1
        self._parts, self._size, self._cut, self._blank = [], 0, False, True
        self._previous, self._pending = None, False
        return line

    def feed(self, text: str) -> Iterator[str]:
        """The lines that ``text`` completes (a line without its ``\\n`` waits for more)."""
        pieces = text.split("\n")
        for i, piece in enumerate(pieces):
            if piece:
                self._pending = True
                segments = piece.split("\r")
                self._add(segments[0])
                for segment in segments[1:]:
                    self._carriage_return()
                    self._add(segment)
            if i < len(pieces) - 1:
                yield self._end_line()

    def close(self) -> Iterator[str]:
        """The last line, when the input did not end with ``\\n``."""
        if self._pending:
            yield self._end_line()


def text_lines(text: str, max_chars: int = MAX_LINE_CHARS) -> Iterator[str]:
    """The lines of already decoded text (a paste), split as :class:`LogReader` splits."""
    splitter = LineSplitter(max_chars)
    yield from splitter.feed(text)
    yield from splitter.close()


class LogReader:
    """The lines of a binary stream, decoded, one at a time (iterate once).

    Attributes (complete once iterated): ``encoding``, ``cut_lines`` (lines longer than
    :data:`MAX_LINE_CHARS`, cut), ``bytes_read``, ``notebook`` (the stream was a Jupyter
    notebook, read as the cells and outputs it shows: :mod:`tfgpu_gui.doctor.notebook`).

    Raises (while iterating):
        NothingToExplain: the first bytes are not text.
        OSError: the stream cannot be read.
    """

    def __init__(self, stream: BinaryIO, chunk_bytes: int = CHUNK_BYTES) -> None:
        self.stream = stream
        self.chunk_bytes = chunk_bytes
        self.encoding = "utf-8"
        self.bytes_read = 0
        self.notebook = False
        self._splitter = LineSplitter()

    @property
    def cut_lines(self) -> int:
        return self._splitter.cut_lines

    def _read(self) -> bytes:
        data = self.stream.read(self.chunk_bytes)
        self.bytes_read += len(data)
        return data

    def __iter__(self) -> Iterator[str]:
        first = self._read()
        # A sample of at least a few bytes, so that a short first read still sniffs well.
        while 0 < len(first) < 4:
            more = self._read()
            if not more:
                break
            first += more
        self.encoding, bom = sniff_encoding(first)
        decoder = codecs.getincrementaldecoder(self.encoding)(errors="replace")
        text = decoder.decode(first[bom:])
        if looks_binary(text):
            raise NothingToExplain("it looks like a binary file, not a text log")
        splitter = self._splitter
        going_on = True
        if NOTEBOOK_START.match(text):
            text, going_on = self._whole(text, decoder)
            shown = None if going_on else read_notebook(text)
            if shown is not None:
                self.notebook = True
                for piece in shown:
                    yield from splitter.feed(piece)
                return
        while True:
            yield from splitter.feed(text)
            data = self._read() if going_on else b""
            if not data:
                break
            text = decoder.decode(data)
        yield from splitter.feed(decoder.decode(b"", final=True))
        yield from splitter.close()

    def _whole(self, text: str, decoder: codecs.IncrementalDecoder) -> tuple[str, bool]:
        """The rest of a notebook read in, up to :data:`MAX_NOTEBOOK_CHARS`: the text, and
        whether the stream goes on past that."""
        held, size = [text], len(text)
        while size <= MAX_NOTEBOOK_CHARS:
            data = self._read()
            if not data:
                held.append(decoder.decode(b"", final=True))
                return "".join(held), False
            piece = decoder.decode(data)
            held.append(piece)
            size += len(piece)
        return "".join(held), True
