"""The pieces that keep a child's output bounded, one at a time, at their exact limits.

``shorten`` (one long line), ``KeptLines`` (first and last part of a stream), the line splitter
(lines longer than MAX_LINE_BYTES) and ``PipeReader`` on in-memory pipes; plus the protocol's
length limits. The end-to-end runs with real children are in test_output_bounds.py.
"""

from __future__ import annotations

import io
import json
import os
import queue
import threading
import time

from tests.jobs.spies import record_queues
from tfgpu_gui.jobs import output
from tfgpu_gui.jobs.output import (
    LINE_COST,
    MAX_LINE_BYTES,
    KeptLines,
    PipeReader,
    _Splitter,
    shorten,
)
from tfgpu_gui.jobs.protocol import (
    MAX_MESSAGE_CHARS,
    MAX_STEP_CHARS,
    Message,
    Progress,
    encode,
    parse_line,
    parse_progress,
    progress_from_body,
)


def test_limits_are_the_documented_ones() -> None:
    assert MAX_LINE_BYTES == 1_048_576
    assert output.MAX_KEPT_LINE_CHARS == 4096
    assert output.KEEP_CHARS == 524_288
    assert LINE_COST == 64
    assert output.DRAIN_S == 2.0


def test_shorten_at_its_limit() -> None:
    assert shorten("abcdef", 6) == "abcdef"
    assert shorten("abcdefg", 6) == "abcdef… (1 characters cut)"
    assert shorten("abc", 6, more=True) == "abc… (more than 0 characters cut)"
    assert shorten("abcdefghij", 4, more=True) == "abcd… (more than 6 characters cut)"
    long = "x" * 5000
    assert shorten(long) == "x" * 4096 + "… (904 characters cut)"
    assert shorten("y" * 4096) == "y" * 4096


def test_kept_lines_below_the_limit_keeps_everything() -> None:
    kept = KeptLines(limit=2 * (10 + LINE_COST) * 3)  # three 10-character lines per half
    for i in range(3):
        assert kept.add(f"line {i:05d}") is True
    assert kept.lines() == ["line 00000", "line 00001", "line 00002"]
    assert (kept.total, kept.cut, kept.head_full) == (3, 0, True)


def test_kept_lines_keeps_the_first_and_the_last_part() -> None:
    cost = 10 + LINE_COST
    kept = KeptLines(limit=6 * cost)  # head: 3 lines, tail: 3 lines
    added = [kept.add(f"line {i:05d}") for i in range(10)]
    assert added == [True, True, True] + [False] * 7
    assert kept.lines() == [
        "line 00000",
        "line 00001",
        "line 00002",
        "… 4 lines cut …",
        "line 00007",
        "line 00008",
        "line 00009",
    ]
    assert (kept.total, kept.cut) == (10, 4)


def test_kept_lines_head_closes_at_the_first_line_that_does_not_fit() -> None:
    cost = 10 + LINE_COST
    kept = KeptLines(limit=6 * cost)
    assert kept.add("a" * 10) and kept.add("b" * 10)
    assert not kept.head_full
    assert kept.add("c" * 200) is False  # too big for the rest of the head: goes to the tail
    assert kept.head_full
    assert kept.add("d" * 1) is False  # the head is closed even though "d" would fit
    assert kept.head == ["a" * 10, "b" * 10]


def test_kept_lines_always_keeps_the_last_line_however_long() -> None:
    kept = KeptLines(limit=200)  # the first part holds 100: one 10-character line
    kept.add("x" * 10)
    kept.add("y" * 1000)
    kept.add("z" * 1000)
    assert kept.lines() == ["x" * 10, "… 1 lines cut …", "z" * 1000]


def test_splitter_lines_and_partial_chunks() -> None:
    s = _Splitter()
    assert s.feed(b"one\ntw") == [("one", False)]
    assert s.feed(b"o\r\nthree") == [("two", False)]
    assert s.end() == [("three", False)]
    assert _Splitter().end() == []
    assert _Splitter().feed(b"\n\n") == [("", False), ("", False)]
    assert _Splitter().feed("é\xff".encode("utf-8", "surrogatepass") + b"\xff\n") == [
        ("é\xff\ufffd", False)
    ]


def test_splitter_drops_only_the_carriage_return_of_a_line_end() -> None:
    # A Windows child ends its lines with CRLF: the CR goes, and nothing else at the line's end
    # (a GPU named "TITAN X" keeps its X).
    s = _Splitter()
    assert s.feed(b"GPU 0: NVIDIA TITAN X\r\nGPU 1: NVIDIA TITAN XX\n") == [
        ("GPU 0: NVIDIA TITAN X", False),
        ("GPU 1: NVIDIA TITAN XX", False),
    ]
    assert s.feed(b"TITAN X") == []
    assert s.end() == [("TITAN X", False)]


def test_splitter_cuts_a_line_longer_than_the_limit_and_skips_its_rest() -> None:
    s = _Splitter()
    exact = b"a" * MAX_LINE_BYTES
    assert s.feed(exact + b"\n") == [("a" * MAX_LINE_BYTES, False)]  # at the limit: whole
    s = _Splitter()
    first = s.feed(b"b" * (MAX_LINE_BYTES - 1))
    assert first == []
    cut = s.feed(b"bb" + b"c" * 10)  # one byte over: cut, the rest skipped
    assert cut == [("b" * MAX_LINE_BYTES, True)]
    assert s.feed(b"ccc\nnext\n") == [("next", False)]
    assert s.end() == []


def test_splitter_end_after_a_cut_line_without_newline_is_empty() -> None:
    s = _Splitter()
    assert s.feed(b"d" * (MAX_LINE_BYTES + 5)) == [("d" * MAX_LINE_BYTES, True)]
    assert s.end() == []


def drain(reader: PipeReader, timeout: float = 10.0) -> list[tuple[str, list | None]]:
    items = []
    deadline = time.monotonic() + timeout
    while not reader.done:
        assert time.monotonic() < deadline, "the reader did not finish"
        item = reader.get(timeout=0.1)
        if item is not None:
            items.append(item)
    reader.close()
    return items


def test_pipe_reader_reads_both_streams_to_their_end() -> None:
    out = io.BufferedReader(io.BytesIO(b"hello\nworld"))  # type: ignore[arg-type]
    err = io.BufferedReader(io.BytesIO(b"W log\n"))  # type: ignore[arg-type]
    reader = PipeReader({"out": out, "err": err})
    assert reader.open_streams == 2 and not reader.done
    items = drain(reader)
    lines = {
        name: [line for _, lines in items if _ == name and lines for line in lines]
        for name in ("out", "err")
    }
    assert lines["out"] == [("hello", False), ("world", False)]
    assert lines["err"] == [("W log", False)]
    ends = [name for name, lines in items if lines is None]
    assert sorted(ends) == ["err", "out"]
    assert reader.done


def test_pipe_reader_on_a_real_pipe_and_get_timeout() -> None:
    r, w = os.pipe()
    with os.fdopen(r, "rb") as rf, os.fdopen(w, "wb") as wf:
        reader = PipeReader({"out": rf})
        started = time.monotonic()
        assert reader.get(timeout=0.2) is None  # nothing written yet
        assert time.monotonic() - started >= 0.2
        wf.write(b"x\n")
        wf.flush()
        wf.close()
        assert drain(reader) == [("out", [("x", False)]), ("out", None)]


def test_protocol_text_limits_are_exact() -> None:
    exact = progress_from_body({"step": "s" * MAX_STEP_CHARS, "message": "m" * MAX_MESSAGE_CHARS})
    assert exact == Progress("s" * MAX_STEP_CHARS, "m" * MAX_MESSAGE_CHARS, None)
    over = progress_from_body({"step": "s" * 201, "message": "m" * 501})
    assert over is not None
    assert over.step == "s" * 199 + "…" and over.message == "m" * 499 + "…"
    assert (MAX_STEP_CHARS, MAX_MESSAGE_CHARS) == (200, 500)


def test_protocol_fraction_bounds_are_inclusive() -> None:
    for value, expected in ((0.0, 0.0), (1.0, 1.0), (0.5, 0.5), (1, 1.0)):
        p = progress_from_body({"fraction": value})
        assert p is not None and p.fraction == expected
        assert isinstance(p.fraction, float)
    for value in (-1e-9, 1.0000001):
        assert progress_from_body({"fraction": value}) is None


def test_parse_line_accepts_each_message_type_and_nothing_else() -> None:
    for kind in ("hello", "progress", "data", "result", "error"):
        line = "  " + encode(kind, value=1) + "\r\n"
        assert parse_line(line) == Message(kind, {"type": kind, "value": 1})
    assert parse_line('{"type": "other"}') is None
    assert parse_line('{"value": 1}') is None
    assert parse_line('x{"type": "result"}') is None
    assert parse_line("[]") is None
    assert parse_progress(encode("data", key="k", value=1)) is None
    assert parse_progress(encode("progress", step="s", message="m", fraction=0.25)) == Progress(
        "s", "m", 0.25
    )
    # What JSON cannot hold is sent as its text, not refused.
    assert json.loads(encode("data", value={3}))["value"] == "{3}"


def test_splitter_skips_the_rest_of_a_cut_line_over_several_chunks() -> None:
    s = _Splitter()
    assert s.feed(b"e" * (MAX_LINE_BYTES + 1)) == [("e" * MAX_LINE_BYTES, True)]
    assert s.feed(b"e" * 5) == []  # still the same line: skipped
    assert s.feed(b"ee\nnext\n") == [("next", False)]  # its end, then a line of its own
    # The cut line's end at the very start of a chunk: the next line is kept whole.
    s = _Splitter()
    s.feed(b"f" * (MAX_LINE_BYTES + 1))
    assert s.feed(b"\nnext\n") == [("next", False)]


def test_splitter_keeps_a_lines_own_trailing_spaces() -> None:
    # Only the "\r" of a CRLF ending goes; what the child printed stays as it printed it.
    assert _Splitter().feed(b"value:  \t\r\n") == [("value:  \t", False)]


class _OneLineAtATime(io.RawIOBase):
    """A stream whose every read returns one line: as many queue items as lines."""

    def __init__(self, count: int) -> None:
        self.lines = [f"line {i}\n".encode() for i in range(count)]

    def readable(self) -> bool:
        return True

    def read1(self, size: int = -1) -> bytes:
        return self.lines.pop(0) if self.lines else b""


class _CountingQueue(queue.Queue):  # type: ignore[type-arg]
    """A queue that counts the puts it refused for want of room."""

    refused = 0

    def put(self, item: object, block: bool = True, timeout: float | None = None) -> None:
        try:
            super().put(item, block, timeout)
        except queue.Full:
            self.refused += 1
            raise


def test_pipe_reader_waits_for_a_slow_reader_and_loses_nothing(monkeypatch) -> None:
    monkeypatch.setattr(output.queue, "Queue", _CountingQueue)
    reader = PipeReader({"out": _OneLineAtATime(40)})  # type: ignore[dict-item]
    deadline = time.monotonic() + 10
    while reader._queue.refused < 2:  # the pump's waits for room ran out twice: it retries
        assert time.monotonic() < deadline
        time.sleep(0.01)
    items = drain(reader)
    assert [line for _, lines in items if lines for line, _ in lines] == [
        f"line {i}" for i in range(40)
    ]


def test_pipe_reader_threads_are_daemons_and_end_when_closed_while_full() -> None:
    reader = PipeReader({"out": _OneLineAtATime(40)})  # type: ignore[dict-item]
    assert all(t.daemon for t in reader._threads)  # a stuck pipe never holds up an exit
    deadline = time.monotonic() + 10
    while not reader._queue.full():
        assert time.monotonic() < deadline
        time.sleep(0.01)
    reader.close(timeout=2.0)  # nobody reads: the pump stops waiting for room and ends
    assert not any(t.is_alive() for t in reader._threads)


def test_kept_lines_splits_an_odd_limit_in_whole_characters() -> None:
    cost = 10 + LINE_COST
    kept = KeptLines(limit=2 * cost + 1)  # the first part 74, the last 75
    assert (kept.head_limit, kept.tail_limit) == (cost, cost + 1)
    kept.add("a" * 10)
    assert kept.head_full  # one line fills the first part exactly


def test_pipe_reader_holds_at_most_sixteen_chunks_for_a_reader_that_does_not_read(
    monkeypatch,
) -> None:
    use = record_queues(monkeypatch)
    stream = _OneLineAtATime(40)
    reader = PipeReader({"out": stream})  # type: ignore[dict-item]
    assert use.refused.wait(10)  # the pump waited for room in vain: nobody reads
    # Sixteen chunks handed over, the seventeenth in the pump's hands, the rest still unread.
    assert use.accepted == 16
    assert len(stream.lines) == 40 - 17
    # Each wait for room lasts a tenth of a second: a closed reader's pump notices it as soon.
    assert set(use.put_timeouts) == {0.1}
    items = drain(reader)
    assert [line for _, lines in items if lines for line, _ in lines] == [
        f"line {i}" for i in range(40)
    ]


def test_pipe_reader_close_waits_at_most_a_second_for_each_reading_thread(monkeypatch) -> None:
    reader = PipeReader({"out": _OneLineAtATime(1), "err": _OneLineAtATime(1)})  # type: ignore[dict-item]
    joined: list[tuple[threading.Thread, float | None]] = []
    join = threading.Thread.join

    def spy(self: threading.Thread, timeout: float | None = None) -> None:
        joined.append((self, timeout))
        join(self, timeout)

    monkeypatch.setattr(threading.Thread, "join", spy)
    reader.close()
    assert joined == [(thread, 1.0) for thread in reader._threads]
