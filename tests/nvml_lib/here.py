"""The test NVML library loaded into this process, for NvmlBackend to read in-process.

:class:`Driver` runs the backend in a child (``probe.py``), as the app runs it; this one loads
the same built ``libnvidia-ml.so.1`` into the test process through pynvml's real ctypes path
(``pynvml.nvmlLib``, the library pynvml's ``nvmlInit`` loads and every wrapper calls into) and
reads snapshots here, so that a test sees exactly what the backend of this process does.
"""

from __future__ import annotations

import ctypes
import dataclasses
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pynvml
import pytest

from tests.nvml_lib.driver import STATE_ENV, Driver, State, write_state
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.nvml_backend import NvmlBackend


class HereDriver(Driver):
    """A built test library that this process's pynvml calls into."""

    def __init__(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, omit: Iterable[str] = ()
    ) -> None:
        super().__init__(tmp_path, omit=omit)
        self.monkeypatch = monkeypatch

    def use(self) -> None:
        """Point pynvml at this library and at this test's state file (undone after the test).

        pynvml keeps the library and every function pointer it looked up in module globals:
        both are replaced, so a symbol this library lacks is really missing here.
        """
        library = ctypes.CDLL(str(self.library_dir / "libnvidia-ml.so.1"))
        self.monkeypatch.setattr(pynvml, "nvmlLib", library)
        self.monkeypatch.setattr(pynvml, "_nvmlGetFunctionPointer_cache", {})
        self.monkeypatch.setenv(STATE_ENV, str(self.state_file))
        # The library lives as long as the process: undo any initialisation an earlier test
        # left behind (one that failed before closing its backend), as a fresh process has none.
        for _ in range(1000):
            try:
                pynvml.nvmlShutdown()
            except pynvml.NVMLError_Uninitialized:
                break

    def probe(self, *states: State, timeout: float = 60) -> list[dict[str, Any]]:
        """What :meth:`Driver.probe` gives, read in this process: one snapshot (or error) per
        state, each state in place before its read, a manual clock one second on per read."""
        self.use()
        clock = ManualClock()
        backend = NvmlBackend(clock=clock)
        reads: list[dict[str, Any]] = []
        try:
            for i, state in enumerate(states):
                write_state(self.state_file, state)  # a new file: the library reads it again
                if i > 0:
                    clock.advance(1.0)
                try:
                    snapshot = dataclasses.asdict(backend.read())
                    reads.append({"snapshot": json.loads(json.dumps(snapshot))})
                except TelemetryUnavailable as exc:
                    reads.append({"error": exc.kind, "message": exc.sentence()})
        finally:
            backend.close()
        return reads
