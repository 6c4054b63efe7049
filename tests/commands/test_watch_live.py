"""``tfgpu watch`` on a real terminal (a pseudo-terminal of 80x24): the live view in colour,
redrawn in place within the terminal's size; ``q`` and SIGTERM end it with status 0 and the
terminal as it was (its mode, the normal screen, the cursor)."""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import select
import signal
import struct
import subprocess
import termios
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest

from tests.helpers.cli import cli_env, tfgpu_command
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.text.live_screen import ENTER, HOME, LEAVE
from tfgpu_gui.text.terminal import cells

CONTROL = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
COLS, ROWS = 80, 24


@dataclass
class Terminal:
    """The terminal side of a pseudo-terminal that a ``tfgpu`` child runs in."""

    master: int
    slave: int
    proc: subprocess.Popen[bytes]
    output: bytearray = field(default_factory=bytearray)

    def read_until(self, done: Callable[[str], bool], timeout: float, what: str) -> str:
        """Read the child's output until ``done(all of it)``; fail after ``timeout`` s."""
        deadline = time.monotonic() + timeout
        while not done(self.text):
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {what} within {timeout:g} s: {self.text[-400:]!r}")
            if not self._read(left):
                raise AssertionError(f"output ended before {what}: {self.text[-400:]!r}")
        return self.text

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.master], [], [], min(timeout, 0.5))
        if ready:
            try:
                data = os.read(self.master, 65536)
            except OSError:  # EIO: the child closed its side
                return False
            if not data:
                return False
            self.output += data
        return True

    def wait(self, timeout: float) -> int:
        """The child's exit status, reading its output meanwhile (it must never block)."""
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                raise AssertionError(f"still running after {timeout:g} s")
            self._read(0.05)
        while self._read(0.01) and select.select([self.master], [], [], 0)[0]:
            pass
        return self.proc.returncode

    @property
    def text(self) -> str:
        return self.output.decode("utf-8", errors="replace")

    def mode(self) -> list[object]:
        return termios.tcgetattr(self.slave)


@contextlib.contextmanager
def watch_in_terminal(*args: str, env: dict[str, str | None] | None = None) -> Iterator[Terminal]:
    """``tfgpu ARGS`` with a pseudo-terminal of COLS x ROWS as its input and output."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
    changes = {"NO_COLOR": None, "FORCE_COLOR": None, "COLUMNS": None, "LINES": None}
    changes |= {"TERM": "xterm-256color", **(env or {})}
    proc = subprocess.Popen(
        tfgpu_command(*args),
        stdin=slave,
        stdout=slave,
        stderr=subprocess.PIPE,
        env=cli_env(changes),
    )
    term = Terminal(master, slave, proc)
    try:
        yield term
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        if proc.stderr:
            proc.stderr.close()
        os.close(master)
        os.close(slave)


def frames(text: str) -> list[str]:
    """The whole frames drawn so far (each starts at cursor home)."""
    return text.split(HOME)[1:-1]


def coloured_frame_with_bars(text: str) -> bool:
    return any("\x1b[1m" in f and "UTIL [" in f and "█" in f and "PID" in f for f in frames(text))


def lines_of(frame: str) -> list[str]:
    return [line.rstrip("\r") for line in CONTROL.sub("", frame).split("\n")]


def test_q_ends_the_live_view_and_gives_the_terminal_back():
    with watch_in_terminal("--simulate", "training", "watch", "--interval", "0.2") as term:
        before = term.mode()
        text = term.read_until(coloured_frame_with_bars, 60, "coloured frame with bars")
        assert text.startswith(ENTER)
        during = term.mode()
        assert not during[3] & (termios.ICANON | termios.ECHO)  # keys one by one, unechoed
        frame = frames(text)[-1]
        lines = lines_of(frame)
        assert len(lines) <= ROWS
        assert all(cells(line) <= COLS for line in lines), lines
        assert "q quit" in lines[0] and "GPU 0  RTX 4090" in lines[1]
        assert "alice" in frame and "train.py" in frame
        # Redrawn in place: no frame clears the whole screen (which would flicker).
        assert "\x1b[2J" not in text
        os.write(term.master, b"q")
        status = term.wait(10)
        stderr = term.proc.stderr.read().decode() if term.proc.stderr else ""
        assert status == WatchExit.OK, stderr
        assert "Traceback" not in stderr
        assert term.text.endswith(LEAVE)
        assert term.mode() == before


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name)
def test_an_ending_signal_gives_the_terminal_back_too(sig):
    with watch_in_terminal("--simulate", "multi-gpu-8", "watch", "--interval", "0.2") as term:
        before = term.mode()
        term.read_until(coloured_frame_with_bars, 60, "coloured frame with bars")
        assert term.mode() != before
        term.proc.send_signal(sig)
        assert term.wait(10) == WatchExit.OK
        assert term.text.endswith(LEAVE)
        assert term.mode() == before


def test_no_color_keeps_the_live_view_without_a_colour():
    with watch_in_terminal("--simulate", "training", "watch", env={"NO_COLOR": "1"}) as term:
        text = term.read_until(lambda t: len(frames(t)) >= 1, 60, "a frame")
        os.write(term.master, b"q")
        assert term.wait(10) == WatchExit.OK
    assert "█" in text and "UTIL [" in text
    assert not re.search(r"\x1b\[[0-9;]*m", text)  # no colour, only the cursor's moves


def test_with_count_on_a_terminal_it_prints_the_table_of_each_sample():
    with watch_in_terminal("--simulate", "training", "watch", "-n", "2", "-i", "0.1") as term:
        assert term.wait(60) == WatchExit.OK
    assert term.text.count("GPU  NAME") == 2
    assert ENTER not in term.text
