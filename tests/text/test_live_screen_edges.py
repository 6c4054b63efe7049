"""The live screen where a terminal misbehaves: modes that cannot be read, a screen opened off
the main thread, keys typed before it opened, and the key thread that must not hold the
program open."""

from __future__ import annotations

import contextlib
import os
import pty
import signal
import termios
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tfgpu_gui.text import live_screen
from tfgpu_gui.text.live_screen import ENTER, LEAVE, LiveScreen

WAIT_S = 10.0


class Terminal:
    """A pseudo-terminal for the keys and a file for what the screen writes."""

    def __init__(self, tmp_path: Path) -> None:
        self.master, self.slave = pty.openpty()
        self.keys = os.fdopen(os.dup(self.slave), "r")
        self.out_path = tmp_path / "screen"
        self.out = open(self.out_path, "w", encoding="ascii")  # noqa: SIM115 - closed below

    def written(self) -> str:
        self.out.flush()
        return self.out_path.read_bytes().decode("ascii")

    def close(self) -> None:
        self.out.close()
        self.keys.close()
        for fd in (self.master, self.slave):
            with contextlib.suppress(OSError):
                os.close(fd)


@pytest.fixture
def term(tmp_path: Path) -> Iterator[Terminal]:
    t = Terminal(tmp_path)
    yield t
    t.close()


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
