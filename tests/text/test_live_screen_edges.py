"""The live screen where a terminal misbehaves: modes that cannot be read, a screen opened off
the main thread, keys typed before it opened, and the key thread that must not hold the
program open."""

from __future__ import annotations

import errno
import os
import signal
import sys
import termios
import threading
import time
from pathlib import Path

import pytest

from tests.helpers.pty_terminal import Terminal
from tfgpu_gui.text import live_screen
from tfgpu_gui.text.live_screen import ENTER, LEAVE, LiveScreen, frame_text

WAIT_S = 10.0


@pytest.mark.parametrize("error", [termios.error(5, "Input/output error"), OSError(5, "EIO")])
def test_a_terminal_whose_modes_cannot_be_read_is_still_drawn_on_and_left_alone(
    term: Terminal, monkeypatch: pytest.MonkeyPatch, error: Exception
) -> None:
    before = termios.tcgetattr(term.slave)

    def fails(fd: int) -> list[object]:
        raise error

    monkeypatch.setattr(termios, "tcgetattr", fails)
    screen = LiveScreen(out=term.out, keys=term.keys)
    with screen:
        screen.draw(["GPU 0"], 10, 1)
    monkeypatch.undo()
    assert term.written().startswith(ENTER) and term.written().endswith(LEAVE)
    assert termios.tcgetattr(term.slave) == before  # never switched, nothing to give back


def test_keys_typed_before_the_view_opened_are_not_thrown_away(term: Terminal) -> None:
    os.write(term.master, b"q")  # typed while the terminal was still line by line
    quit_pressed = threading.Event()
    with LiveScreen(out=term.out, keys=term.keys, on_quit=quit_pressed.set):
        assert quit_pressed.wait(WAIT_S)


def test_a_screen_opened_off_the_main_thread_leaves_ctrl_z_alone(term: Terminal) -> None:
    previous = signal.getsignal(signal.SIGTSTP)
    errors: list[BaseException] = []

    def use() -> None:
        try:
            with LiveScreen(out=term.out, keys=term.keys) as screen:
                screen.draw(["x"], 4, 1)
                assert signal.getsignal(signal.SIGTSTP) == previous
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    worker = threading.Thread(target=use)
    worker.start()
    worker.join(WAIT_S)
    assert not worker.is_alive()
    assert errors == []
    assert term.written().startswith(ENTER) and term.written().endswith(LEAVE)


def test_the_key_thread_never_holds_the_program_open(term: Terminal) -> None:
    before = set(threading.enumerate())
    with LiveScreen(out=term.out, keys=term.keys):
        started = [t for t in threading.enumerate() if t not in before]
        assert [(t.name, t.daemon) for t in started] == [("tfgpu-keys", True)]


def test_ctrl_z_stops_this_process(term: Terminal, monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[tuple[int, int]] = []
    # A test process cannot be stopped: the signal is recorded instead.
    monkeypatch.setattr(live_screen.os, "kill", lambda pid, sig: sent.append((pid, sig)))
    with LiveScreen(out=term.out, keys=term.keys) as screen:
        screen._suspend(signal.SIGTSTP, None)
    assert sent == [(os.getpid(), signal.SIGTSTP)]


@pytest.mark.parametrize("error", [termios.error(5, "Input/output error"), OSError(5, "EIO")])
def test_a_terminal_whose_modes_cannot_be_set_back_is_still_given_back(
    term: Terminal, monkeypatch: pytest.MonkeyPatch, error: Exception
) -> None:
    def fails(fd: int, when: int, attributes: list[object]) -> None:
        raise error

    screen = LiveScreen(out=term.out, keys=term.keys)
    screen.open()
    monkeypatch.setattr(termios, "tcsetattr", fails)
    screen.close()  # the terminal went away meanwhile: nothing raised
    monkeypatch.undo()
    assert term.written() == ENTER + LEAVE
    assert not screen._open


class Output:
    """An output stream onto a real file that fails the way a test asks."""

    def __init__(self, path: Path, flush_error: Exception | None, fileno: object) -> None:
        self.file = open(path, "w", encoding="ascii")  # noqa: SIM115 - closed by the test
        self.flush_error = flush_error
        if fileno != "missing":
            self.fileno = fileno if callable(fileno) else self.file.fileno

    def write(self, text: str) -> int:
        return self.file.write(text)

    def flush(self) -> None:
        self.file.flush()
        if self.flush_error is not None:
            raise self.flush_error


def _raises(error: Exception) -> object:
    def fileno() -> int:
        raise error

    return fileno


@pytest.mark.parametrize(
    "flush_error",
    [
        OSError(5, "Input/output error"),  # the terminal is gone
        ValueError("I/O operation on closed file."),
        RuntimeError("reentrant call inside <_io.BufferedWriter name='<stdout>'>"),  # a signal
    ],
)
def test_a_stream_that_cannot_flush_still_gets_the_screen_and_gives_it_back(
    tmp_path: Path, flush_error: Exception
) -> None:
    out = Output(tmp_path / "screen", flush_error, fileno=None)
    try:
        with LiveScreen(out=out, keys=None):  # type: ignore[arg-type]
            pass
    finally:
        out.file.close()
    # Written past the stream, to its descriptor.
    assert (tmp_path / "screen").read_text(encoding="ascii") == ENTER + LEAVE


@pytest.mark.parametrize(
    "fileno",
    [
        _raises(OSError(9, "Bad file descriptor")),
        _raises(ValueError("I/O operation on closed file.")),
        "missing",  # a stream without a descriptor
    ],
)
def test_a_stream_without_a_usable_descriptor_is_not_an_error(
    tmp_path: Path, fileno: object
) -> None:
    out = Output(tmp_path / "screen", None, fileno=fileno)
    try:
        screen = LiveScreen(out=out, keys=None)  # type: ignore[arg-type]
        with screen:
            screen.draw(["GPU 0"], 10, 1)
    finally:
        out.file.close()
    # The frames go through the stream; the escape codes around them had nowhere to go.
    assert (tmp_path / "screen").read_text(encoding="ascii") == frame_text(["GPU 0"], 10, 1)


def test_no_resize_is_reported_while_the_size_stays(
    term: Terminal, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_screen, "POLL_S", 0.01)
    looked = threading.Semaphore(0)

    def same_size() -> tuple[int, int]:
        looked.release()
        return (80, 24)

    monkeypatch.setattr(live_screen, "terminal_size", same_size)
    resized: list[int] = []
    with LiveScreen(out=term.out, keys=term.keys, on_resize=lambda: resized.append(1)):
        for _ in range(4):  # the size when it opened, then three more looks
            assert looked.acquire(timeout=WAIT_S)
    assert resized == []


def test_a_terminal_that_cannot_be_read_is_tried_once_then_left_alone(
    term: Terminal, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_screen, "POLL_S", 0.01)
    reads: list[int] = []
    looks_after: list[int] = []
    five_looks = threading.Event()

    def size() -> tuple[int, int]:
        if reads:  # looks after the first read
            looks_after.append(1)
            if len(looks_after) >= 5:
                five_looks.set()
        return (80, 24)

    monkeypatch.setattr(live_screen, "terminal_size", size)
    key_fd = term.keys.fileno()
    real_read = os.read

    def read(fd: int, n: int) -> bytes:
        if fd != key_fd:
            return real_read(fd, n)
        reads.append(n)
        raise OSError(errno.EIO, "Input/output error")  # e.g. read from the background

    monkeypatch.setattr(os, "read", read)
    quit_pressed = threading.Event()
    with LiveScreen(out=term.out, keys=term.keys, on_quit=quit_pressed.set):
        os.write(term.master, b"q")  # a key waits, but reading it fails
        assert five_looks.wait(WAIT_S)  # the key thread went on, watching the size
    assert len(reads) == 1  # one failed read, then the keys were left alone
    assert not quit_pressed.is_set()


def test_one_change_of_size_is_reported_once(
    term: Terminal, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_screen, "POLL_S", 0.01)
    resized: list[int] = []
    looks_after = threading.Semaphore(0)

    sizes = iter([(80, 24)] * 2 + [(100, 30)] * 1000)  # one change, at the second look

    def size() -> tuple[int, int]:
        if resized:
            looks_after.release()
        return next(sizes)

    monkeypatch.setattr(live_screen, "terminal_size", size)
    with LiveScreen(out=term.out, keys=term.keys, on_resize=lambda: resized.append(1)):
        for _ in range(5):  # five more looks at the new size after it was reported
            assert looks_after.acquire(timeout=WAIT_S)
    assert resized == [1]


def test_standard_input_is_read_for_keys_when_no_keys_are_given(
    term: Terminal, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", term.keys)
    assert LiveScreen(out=term.out).reads_keys


class NoTerminal:
    """Standard input replaced by something that is not a file."""


class BadDescriptor:
    """A terminal whose descriptor cannot be had (closed under the program)."""

    def isatty(self) -> bool:
        return True

    def fileno(self) -> int:
        raise OSError(errno.EBADF, "Bad file descriptor")


def test_keys_that_are_not_a_terminal_file_are_not_read(term: Terminal, tmp_path: Path) -> None:
    assert not LiveScreen(out=term.out, keys=NoTerminal()).reads_keys  # type: ignore[arg-type]
    assert not LiveScreen(out=term.out, keys=BadDescriptor()).reads_keys  # type: ignore[arg-type]
    (tmp_path / "keys.txt").write_text("q\n", encoding="ascii")
    with open(tmp_path / "keys.txt", encoding="ascii") as regular:
        assert not LiveScreen(out=term.out, keys=regular).reads_keys
    r, w = os.pipe()
    with os.fdopen(r, "r") as pipe, os.fdopen(w, "w"):
        assert not LiveScreen(out=term.out, keys=pipe).reads_keys


def test_the_key_thread_is_gone_when_close_returns(term: Terminal) -> None:
    screen = LiveScreen(out=term.out, keys=term.keys)
    screen.open()
    thread = screen._thread
    assert thread is not None and thread.is_alive()
    screen.close()
    assert not thread.is_alive()


def test_a_screen_opened_off_the_main_thread_can_be_closed_from_its_key_thread(
    term: Terminal,
) -> None:
    # Off the main thread no Ctrl-Z handler is set, so there is none to put back (only the
    # main thread may set one): closing from ``on_quit`` itself gives everything back.
    closed = threading.Event()
    errors: list[BaseException] = []
    box: list[LiveScreen] = []

    def on_quit() -> None:
        try:
            box[0].close()
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
        closed.set()

    def start() -> None:
        box.append(LiveScreen(out=term.out, keys=term.keys, on_quit=on_quit))
        box[0].open()

    opener = threading.Thread(target=start)
    opener.start()
    opener.join(WAIT_S)
    assert box and box[0].reads_keys
    os.write(term.master, b"q")
    assert closed.wait(WAIT_S)
    assert errors == []
    assert term.written() == ENTER + LEAVE


def test_close_does_not_wait_for_a_stuck_resize_handler(
    term: Terminal, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_screen, "POLL_S", 0.01)
    sizes = iter([(80, 24)] + [(90, 24)] * 1000)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: next(sizes))
    entered, release, left = threading.Event(), threading.Event(), threading.Event()

    def stuck() -> None:
        entered.set()
        release.wait(6 * WAIT_S)
        left.set()

    screen = LiveScreen(out=term.out, keys=term.keys, on_resize=stuck)
    screen.open()
    try:
        assert entered.wait(WAIT_S)
        started = time.monotonic()
        screen.close()  # waits for the key thread, up to 2 s, then gives up on it
        assert time.monotonic() - started >= 2.0
        assert not left.is_set()
        assert term.written() == ENTER + LEAVE
    finally:
        release.set()


def test_close_gives_a_stuck_key_thread_two_seconds(
    term: Terminal, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(live_screen, "POLL_S", 0.01)
    sizes = iter([(80, 24)] + [(90, 24)] * 1000)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: next(sizes))
    entered, release = threading.Event(), threading.Event()

    def stuck() -> None:
        entered.set()
        release.wait(6 * WAIT_S)

    screen = LiveScreen(out=term.out, keys=term.keys, on_resize=stuck)
    screen.open()
    thread = screen._thread
    assert thread is not None
    waits: list[float | None] = []
    # The join records how long close would wait and returns at once (the handler is stuck).
    monkeypatch.setattr(thread, "join", lambda timeout=None: waits.append(timeout))
    try:
        assert entered.wait(WAIT_S)
        screen.close()
        assert waits == [2.0]
        assert term.written() == ENTER + LEAVE
    finally:
        release.set()
        monkeypatch.undo()
    thread.join(WAIT_S)
    assert not thread.is_alive()
