"""A pseudo-terminal for the live screen's keys, and a file for what the screen writes."""

from __future__ import annotations

import contextlib
import os
import pty
from pathlib import Path


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
