"""A child's output, read to the end and kept within bounds, however much it prints.

Data flow: the child's stdout and stderr pipes -> :class:`PipeReader` (one thread per pipe,
reading whole lines of at most :data:`MAX_LINE_BYTES`, the rest of a longer line skipped) -> a
bounded queue -> the job runner, which keeps log and garbage lines in :class:`KeptLines`: the
first and the last part of them, the middle replaced by a count.

The pipes are always drained, so a child is never left blocked on a full pipe; what is kept
in memory is bounded whatever the child prints.
"""

from __future__ import annotations

import queue
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from tfgpu_gui.jobs.group import ChildGroup

# The longest line read whole: a protocol line (a job's result) must fit.
MAX_LINE_BYTES = 1024 * 1024
# The longest log or garbage line kept; a longer one keeps its start and says how much was cut.
MAX_KEPT_LINE_CHARS = 4096
# What each kept stream may cost, counted as characters plus LINE_COST per line.
KEEP_CHARS = 512 * 1024
LINE_COST = 64
_CHUNK = 64 * 1024
# Seconds to read on after a child's leader ended, while a process that left its group holds
# the pipes open.
DRAIN_S = 2.0
# A child's output may end before the child does (a program closes its output, then finishes:
# GNU cat closes its streams at exit): when the pipes end first, the child gets this long to
# end on its own before what is left of its group is killed (else its own exit status is lost
# to a SIGKILL).
EXIT_WAIT_S = 2.0


def shorten(line: str, limit: int = MAX_KEPT_LINE_CHARS, more: bool = False) -> str:
    """``line`` cut to ``limit`` characters, saying how many were cut (``more``: the line went
    on past what was read of it)."""
    if len(line) <= limit and not more:
        return line
    gone = max(0, len(line) - limit)
    return f"{line[:limit]}… ({'more than ' if more else ''}{gone} characters cut)"


class KeptLines:
    """The first and the last ``limit / 2`` characters' worth of a stream of lines.

    Lines beyond the first half go to a ring of the latest ones; those pushed out of it are
    counted, and :meth:`lines` puts one marker line ("… N lines cut …") where they were.
    """

    def __init__(self, limit: int = KEEP_CHARS) -> None:
        self.head_limit = limit // 2
        self.tail_limit = limit - self.head_limit
        self.head: list[str] = []
        self.tail: deque[str] = deque()
        self._head_cost = 0
        self._tail_cost = 0
        self.cut = 0
        self.total = 0

    @staticmethod
    def cost(line: str) -> int:
        return len(line) + LINE_COST

    @property
    def head_full(self) -> bool:
        return self._head_cost >= self.head_limit

    def add(self, line: str) -> bool:
        """Keep ``line`` (already :func:`shorten` ed); whether it went into the first part."""
        cost = self.cost(line)
        self.total += 1
        if not self.tail and self._head_cost + cost <= self.head_limit:
            self.head.append(line)
            self._head_cost += cost
            return True
        self._head_cost = max(self._head_cost, self.head_limit)  # the first part is closed
        self.tail.append(line)
        self._tail_cost += cost
        while self._tail_cost > self.tail_limit and len(self.tail) > 1:
            self._tail_cost -= self.cost(self.tail.popleft())
            self.cut += 1
        return False

    def lines(self) -> list[str]:
        """The lines kept, in order, with the marker where lines were cut."""
        marker = [f"… {self.cut} lines cut …"] if self.cut else []
        return [*self.head, *marker, *self.tail]


Line = tuple[str, bool]  # the text, and whether the line went on past what was read of it


def _text(raw: bytes | bytearray) -> str:
    return raw.decode("utf-8", errors="replace").rstrip("\r")


class _Splitter:
    """Cuts chunks of a stream into lines of at most :data:`MAX_LINE_BYTES`."""

    def __init__(self) -> None:
        self.partial = bytearray()
        self.skipping = False  # in the rest of a line too long to keep

    def feed(self, chunk: bytes) -> list[Line]:
        lines: list[Line] = []
        start = 0
        while True:
            end = chunk.find(b"\n", start)
            piece = chunk[start:] if end < 0 else chunk[start:end]
            if self.skipping:
                self.skipping = end < 0
            elif len(self.partial) + len(piece) > MAX_LINE_BYTES:
                self.partial += piece[: MAX_LINE_BYTES - len(self.partial)]
                lines.append((_text(self.partial), True))
                self.partial.clear()
                self.skipping = end < 0
            elif end < 0:
                self.partial += piece
            else:
                self.partial += piece
                lines.append((_text(self.partial), False))
                self.partial.clear()
            if end < 0:
                return lines
            start = end + 1

    def end(self) -> list[Line]:
        """The last line, when the stream ended without a newline."""
        if self.partial and not self.skipping:
            return [(_text(self.partial), False)]
        return []


class PipeReader:
    """Reads a child's pipes on threads, in chunks, into one bounded queue of lines.

    :meth:`get` returns ``(stream, lines)``: ``stream`` is ``"out"`` or ``"err"``; ``lines``
    a list of ``(text, more)`` (``more``: the line was longer than :data:`MAX_LINE_BYTES`, its
    rest skipped), or ``None`` at the end of the stream.
    """

    def __init__(self, streams: dict[str, IO[bytes]], queue_size: int = 16) -> None:
        self._queue: queue.Queue[tuple[str, list[Line] | None]] = queue.Queue(queue_size)
        self._closed = threading.Event()
        self.open_streams = len(streams)
        self._threads = [
            threading.Thread(target=self._pump, args=(stream, name), daemon=True)
            for name, stream in streams.items()
        ]
        for thread in self._threads:
            thread.start()

    def _put(self, item: tuple[str, list[Line] | None]) -> bool:
        while not self._closed.is_set():
            try:
                self._queue.put(item, timeout=0.1)
                return True
            except queue.Full:
                continue
        return False

    def _pump(self, stream: IO[bytes], name: str) -> None:
        splitter = _Splitter()
        try:
            while True:
                chunk = stream.read1(_CHUNK)  # type: ignore[attr-defined]
                if not chunk:
                    break
                lines = splitter.feed(chunk)
                if lines and not self._put((name, lines)):
                    return
        except (OSError, ValueError):  # the pipe was closed under us
            pass
        last = splitter.end()
        if last and not self._put((name, last)):
            return
        self._put((name, None))

    def get(self, timeout: float) -> tuple[str, list[Line] | None] | None:
        """The next lines of a stream, or ``None`` if none came within ``timeout`` seconds."""
        try:
            item = self._queue.get(timeout=timeout)
        except queue.Empty:
            return None
        if item[1] is None:
            self.open_streams -= 1
        return item

    @property
    def done(self) -> bool:
        """Whether every stream has ended and been read."""
        return self.open_streams == 0

    def close(self, timeout: float = 1.0) -> None:
        """Stop handing lines over; the threads end at their stream's end."""
        self._closed.set()
        for thread in self._threads:
            thread.join(timeout)


@dataclass
class ShortRun:
    """What :func:`run_short` kept of a short child: its exit status (``None`` when it was
    stopped: past its time or cancelled) and the lines kept of its stdout and stderr."""

    returncode: int | None
    out: list[str]
    err: list[str]
    timed_out: bool = False


def run_short(
    group: ChildGroup,
    timeout: float,
    keep_chars: int,
    cancelled: threading.Event | None = None,
    kill_rest: bool = False,
) -> ShortRun:
    """Read a started child's two pipes, within bounds, until they end or ``timeout`` seconds
    pass (then, or when ``cancelled`` is set, it is stopped); the group is reaped either way.

    Once the child itself has exited its pipes get :data:`DRAIN_S` more to end (what it left
    in its group may hold them open); ``kill_rest`` kills what it left at once.
    """
    proc = group.proc
    assert proc.stdout is not None and proc.stderr is not None
    reader = PipeReader({"out": proc.stdout, "err": proc.stderr})
    kept = {"out": KeptLines(keep_chars), "err": KeptLines(keep_chars)}
    deadline = time.monotonic() + timeout
    leader_done_at: float | None = None
    stopped = timed_out = False
    try:
        while not reader.done:
            now = time.monotonic()
            if now > deadline or (cancelled is not None and cancelled.is_set()):
                stopped, timed_out = True, now > deadline
                break
            if leader_done_at is None and group.leader_exited():
                leader_done_at = now
                if kill_rest:
                    group.kill()
            elif leader_done_at is not None and now - leader_done_at > DRAIN_S:
                break
            item = reader.get(timeout=0.05)
            if item is not None and item[1] is not None:
                for line, more in item[1]:
                    kept[item[0]].add(shorten(line, more=more))
    finally:
        reader.close(timeout=0.0 if reader.done else 0.5)
        if not stopped and leader_done_at is None:
            group.wait_leader(EXIT_WAIT_S)
        returncode = group.reap()
    return ShortRun(
        None if stopped else returncode, kept["out"].lines(), kept["err"].lines(), timed_out
    )
