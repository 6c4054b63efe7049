"""Reading what a process group of ``fake/signal_family.py`` reports, with bounded waits."""

from __future__ import annotations

import os
import re
import select
import time
from dataclasses import dataclass
from typing import IO

from tests.helpers.paths import JOB_FAKES

FAMILY = str(JOB_FAKES / "signal_family.py")
GOT = re.compile(r"(leader|child) (\d+) got (SIG\w+) at ([\d.]+)")
STARTED = re.compile(r"leader \d+ started (\d+)")
LEAVING = re.compile(r"leader \d+ leaving at ([\d.]+)")
# Long enough for a loaded machine; a wait that runs out fails its test instead of hanging it.
WAIT_S = 20.0


@dataclass(frozen=True)
class Got:
    role: str
    pid: int
    signal: str
    at: float


def signals_got(lines: list[str]) -> list[Got]:
    """The signals reported, in the order they were written."""
    return [
        Got(m.group(1), int(m.group(2)), m.group(3), float(m.group(4)))
        for line in lines
        if (m := GOT.fullmatch(line.strip()))
    ]


def children_started(lines: list[str]) -> list[int]:
    return [int(m.group(1)) for line in lines if (m := STARTED.fullmatch(line.strip()))]


def left_at(lines: list[str]) -> float:
    (at,) = [float(m.group(1)) for line in lines if (m := LEAVING.fullmatch(line.strip()))]
    return at


class Lines:
    """The lines of a child's pipe, read as they come, never waiting past a deadline."""

    def __init__(self, pipe: IO[bytes]) -> None:
        self.fd = pipe.fileno()
        self.lines: list[str] = []
        self.ended = False
        self._partial = b""

    def _read(self, deadline: float) -> None:
        left = deadline - time.monotonic()
        ready, _, _ = select.select([self.fd], [], [], max(0.0, left))
        if not ready:
            raise AssertionError(f"no output within {WAIT_S} s; so far: {self.lines}")
        chunk = os.read(self.fd, 65536)
        if not chunk:
            self.ended = True
            return
        *whole, self._partial = (self._partial + chunk).split(b"\n")
        self.lines += [line.decode() for line in whole]

    def until_count(self, word: str, count: int) -> list[str]:
        """Read until ``count`` lines contain ``word``; all lines read so far."""
        deadline = time.monotonic() + WAIT_S
        while sum(word in line for line in self.lines) < count:
            if self.ended:
                raise AssertionError(f"the pipe ended before {count} x {word!r}: {self.lines}")
            self._read(deadline)
        return self.lines

    def to_end(self) -> list[str]:
        """Read until every process holding the pipe has closed it (they have all exited)."""
        deadline = time.monotonic() + WAIT_S
        while not self.ended:
            self._read(deadline)
        return self.lines


def gone(pid: int, within: float = 0.0) -> bool:
    """Whether a process has exited (a zombie not reaped yet counts), waiting up to ``within``
    seconds for it: a process killed is gone a moment later, not at once (SIGKILL is
    delivered asynchronously; its pipes may close before it is a zombie)."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        ready, _, _ = select.select([fd], [], [], within)
        return bool(ready)
    finally:
        os.close(fd)


def ends(pid: int) -> bool:
    """Whether a process exits within :data:`WAIT_S` (at once, unless something is wrong)."""
    return gone(pid, WAIT_S)
