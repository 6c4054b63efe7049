"""A backend read on a thread of its own, so that a slow source never delays the others.

:class:`BackgroundBackend` reads the wrapped backend every ``interval`` seconds on its own
thread; its ``read`` returns the newest snapshot at once, or raises the newest error. The app
and ``tfgpu watch`` wrap each Prometheus source in one (SSH sources stream on their own thread
already), so one sampling tick costs no network wait.
"""

from __future__ import annotations

import threading

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, source_state
from tfgpu_gui.telemetry.snapshot import Snapshot, SystemInfo


class BackgroundBackend(Backend):
    """Reads ``inner`` every ``interval`` seconds on a daemon thread."""

    def __init__(self, inner: Backend, interval: float = 1.0, kind: str = "prometheus") -> None:
        self.inner = inner
        self.name = inner.name
        self.interval = interval
        self.kind = kind
        self._latest: Snapshot | None = None
        self._error: TelemetryUnavailable = RemoteUnavailable(
            source_state(inner.name, kind, "connecting")
        )
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.first_done = threading.Event()

    @property
    def is_open(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def open(self) -> SystemInfo:
        if not self.is_open:
            self._stop.clear()
            self._thread = threading.Thread(
                target=self._run, name=f"tfgpu-poll-{self.name[:40]}", daemon=True
            )
            self._thread.start()
        return SystemInfo(backend=self.name)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                snap = self.inner.read()
            except TelemetryUnavailable as exc:
                with self._lock:
                    self._latest, self._error = None, exc
            else:
                with self._lock:
                    self._latest = snap
            self.first_done.set()
            self._stop.wait(self.interval)

    def wait_ready(self, timeout: float) -> bool:
        return self.first_done.wait(timeout)

    def read(self) -> Snapshot:
        self.open()
        with self._lock:
            latest, error = self._latest, self._error
        if latest is None:
            raise error
        return latest

    def close(self) -> None:
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(10.0)
        self._thread = None
        self.inner.close()
