"""A full-screen view on a terminal, redrawn in place, that gives the terminal back as it was.

:class:`LiveScreen` switches to the terminal's alternate screen and hides the cursor, and when
standard input is a terminal puts it in cbreak mode (keys arrive one by one, unechoed; Ctrl-C
still interrupts) and reads keys on a thread: ``q`` calls ``on_quit``. A change of the
terminal's size calls ``on_resize``. :meth:`LiveScreen.close` undoes all of it, whichever way
the program ends (a normal end, ``q``, Ctrl-C, SIGTERM or SIGHUP turned into Ctrl-C, an
exception), with the ending signals held off while it does; Ctrl-Z gives the terminal back
before the program stops and takes it again when it continues.

Each frame is written in one piece: cursor home, each line followed by "clear to the end of
the line" where it does not fill it, then "clear below": the screen never goes blank between
two frames, so nothing flickers.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from types import FrameType
from typing import Any, TextIO

from tfgpu_gui.text.terminal import cells

ENTER = "\x1b[?1049h\x1b[?25l"  # the alternate screen, the cursor hidden
LEAVE = "\x1b[?25h\x1b[?1049l"  # the cursor shown, the normal screen back
HOME = "\x1b[H"
CLEAR_LINE = "\x1b[K"
CLEAR_BELOW = "\x1b[J"
#: Keys that end the view.
QUIT_KEYS = b"qQ"
#: How often the key thread looks at the terminal's size, in seconds.
POLL_S = 0.2
#: The signals held off while the terminal is given back (they would interrupt it half done).
_HELD = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP}


def frame_text(lines: Sequence[str], width: int, height: int) -> str:
    """One frame as terminal output: drawn over the last one, in place."""
    parts = [HOME]
    for i, line in enumerate(lines):
        if i:
            parts.append("\r\n")
        parts.append(line)
        # A line that fills the width leaves the cursor on its last column: clearing from
        # there would erase its last character.
        if cells(line) < width:
            parts.append(CLEAR_LINE)
    if len(lines) < height:
        parts.append("\r\n" + CLEAR_BELOW if lines else CLEAR_BELOW)
    return "".join(parts)


def terminal_size() -> tuple[int, int]:
    """(columns, lines) of the terminal (``COLUMNS`` and ``LINES`` win when set)."""
    size = shutil.get_terminal_size()
    return size.columns, size.lines


class LiveScreen:
    """The terminal taken over for a live view; see the module's description."""

    def __init__(
        self,
        out: TextIO | None = None,
        keys: TextIO | None = None,
        on_quit: Callable[[], None] | None = None,
        on_resize: Callable[[], None] | None = None,
    ) -> None:
        self.out = out or sys.stdout
        self.on_quit = on_quit
        self.on_resize = on_resize
        keys = keys if keys is not None else sys.stdin
        self._key_fd: int | None = None
        with contextlib.suppress(AttributeError, OSError, ValueError):
            if keys is not None and keys.isatty():
                self._key_fd = keys.fileno()
        self._saved: list[Any] | None = None
        self._lock = threading.Lock()
        self._open = False
        self._stop = threading.Event()
        self._dirty = threading.Event()
        self._wake_r, self._wake_w = -1, -1
        self._thread: threading.Thread | None = None
        self._previous_tstp: Any = None

    @property
    def reads_keys(self) -> bool:
        """Whether keys are read (standard input is a terminal)."""
        return self._key_fd is not None

    # -- taking the terminal and giving it back -----------------------------------------------

    def open(self) -> None:
        """Take the terminal (see the module's description)."""
        if self._open:
            return
        self._take()
        self._open = True
        self._wake_r, self._wake_w = os.pipe()
        if threading.current_thread() is threading.main_thread() and hasattr(signal, "SIGTSTP"):
            self._previous_tstp = signal.signal(signal.SIGTSTP, self._suspend)
        self._thread = threading.Thread(target=self._watch, name="tfgpu-keys", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Give the terminal back as it was; harmless when already done or never opened."""
        if not self._open:
            return
        held = _hold_signals()
        try:
            self._stop.set()
            with contextlib.suppress(OSError):
                os.write(self._wake_w, b"x")
            if self._thread is not None and self._thread is not threading.current_thread():
                self._thread.join(2.0)
            with self._lock:
                self._open = False
                self._give_back()
            if self._previous_tstp is not None:
                signal.signal(signal.SIGTSTP, self._previous_tstp)
                self._previous_tstp = None
            for fd in (self._wake_r, self._wake_w):
                with contextlib.suppress(OSError):
                    os.close(fd)
        finally:
            _release_signals(held)

    def __enter__(self) -> LiveScreen:
        self.open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _take(self) -> None:
        if self._key_fd is not None:
            import termios
            import tty

            with contextlib.suppress(termios.error, OSError):
                self._saved = termios.tcgetattr(self._key_fd)
                tty.setcbreak(self._key_fd, termios.TCSANOW)
        self._raw_write(ENTER)

    def _give_back(self) -> None:
        self._raw_write(LEAVE)
        if self._key_fd is not None and self._saved is not None:
            import termios

            with contextlib.suppress(termios.error, OSError):
                termios.tcsetattr(self._key_fd, termios.TCSADRAIN, self._saved)

    def _raw_write(self, text: str) -> None:
        """Write past the text stream's buffer: safe from a signal handler as well."""
        with contextlib.suppress(OSError, ValueError, RuntimeError):  # Runtime: reentrant
            self.out.flush()
        with contextlib.suppress(OSError, ValueError, AttributeError):
            os.write(self.out.fileno(), text.encode("ascii"))

    def _suspend(self, signum: int, frame: FrameType | None) -> None:
        """Ctrl-Z: the terminal back to the shell, stop; on ``fg``, take it and redraw."""
        self._give_back()
        signal.signal(signal.SIGTSTP, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTSTP)  # stops here until SIGCONT
        signal.signal(signal.SIGTSTP, self._suspend)
        if self._open:
            self._take()
            self._dirty.set()

    # -- drawing --------------------------------------------------------------------------------

    def draw(self, lines: Sequence[str], width: int, height: int) -> None:
        """Draw a frame in place of the last (nothing once closed)."""
        with self._lock:
            if not self._open:
                return
            self.out.write(frame_text(lines, width, height))
            self.out.flush()

    # -- the key thread -------------------------------------------------------------------------

    def _watch(self) -> None:
        """Read keys (when standard input is a terminal) and notice size changes."""
        fds = [self._wake_r] + ([self._key_fd] if self._key_fd is not None else [])
        size = terminal_size()
        while not self._stop.is_set():
            try:
                ready, _, _ = select.select(fds, [], [], POLL_S)
            except (OSError, ValueError):
                return
            if self._stop.is_set():
                return
            if self._key_fd is not None and self._key_fd in ready:
                try:
                    data = os.read(self._key_fd, 64)
                except OSError:
                    data = b""
                if not data:  # end of input: no more keys, go on without them
                    fds = [self._wake_r]
                elif any(k in data for k in QUIT_KEYS) and self.on_quit is not None:
                    self.on_quit()
            now = terminal_size()
            if (now != size or self._dirty.is_set()) and self.on_resize is not None:
                size = now
                self._dirty.clear()
                self.on_resize()


def _hold_signals() -> set[int | signal.Signals] | None:
    if not hasattr(signal, "pthread_sigmask"):
        return None
    return signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)


def _release_signals(previous: set[int | signal.Signals] | None) -> None:
    if previous is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
