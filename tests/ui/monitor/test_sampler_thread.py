"""The sampler thread reads the GPUs; the GUI thread alone records and draws.

No lock is shared between the two: a read that hangs (a GPU falling off the bus can block an
NVML call for seconds) must never stall a repaint, an export or the alerts.
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from tfgpu_gui.settings import SettingsStore
from tfgpu_gui.telemetry import Sampler, make_backend
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.ui.monitor.sampler_thread import SamplerThread
from tfgpu_gui.ui.shell.application import MonitorApp


class _Relay(QObject):
    got = Signal(object)

    @Slot(object)
    def take(self, snapshot: object) -> None:
        self.got.emit(snapshot)


class BlockingBackend:
    """The simulated GPUs, except that reads after the first ``free`` ones block until released."""

    def __init__(self, free: int = 1) -> None:
        self.inner = make_backend("training")
        self.free = free
        self.reads = 0
        self.read_threads: list[threading.Thread] = []
        self.blocked = threading.Event()
        self.release = threading.Event()

    def read(self) -> Snapshot:
        self.reads += 1
        self.read_threads.append(threading.current_thread())
        if self.reads > self.free:
            self.blocked.set()
            self.release.wait(30)
        return self.inner.read()

    def close(self) -> None:
        self.release.set()
        self.inner.close()


def test_reads_on_the_sampler_thread_records_on_the_gui_thread(qtbot):
    backend = BlockingBackend(free=10**6)
    sampler = Sampler(backend, interval=0.05, history_seconds=10)  # type: ignore[arg-type]
    recorded_on = []
    sampler.on_snapshot(lambda s: recorded_on.append(threading.current_thread()))
    thread = SamplerThread(sampler)
    relay = _Relay()  # receives on the GUI thread, as the app does
    relay.got.connect(sampler.record)
    thread.worker.snapshot.connect(relay.take)
    with qtbot.waitSignal(relay.got, timeout=5000) as blocker:
        thread.start()
    assert blocker.args[0].gpus
    thread.stop()
    assert not thread.running
    assert backend.read_threads
    assert all(t is not threading.main_thread() for t in backend.read_threads)
    assert recorded_on and all(t is threading.main_thread() for t in recorded_on)


def test_a_hanging_read_never_stalls_the_window(qtbot, tmp_path: Path):
    backend = BlockingBackend(free=1)
    app = MonitorApp(backend, SettingsStore(tmp_path / "settings.json"))  # type: ignore[arg-type]
    app.sampler.interval = 0.01
    try:
        app.start(minimized=False, thread=True)
        qtbot.waitUntil(lambda: app.last_snapshot is not None, timeout=5000)
        assert backend.blocked.wait(5), "the second read never started"
        # The sampler thread is now stuck inside a read. Everything on the GUI thread goes on.
        started = time.monotonic()
        app._mark_dirty()
        app.tick()
        assert app.window.export_csv(tmp_path / "h.csv") is not None
        app.alerts.check(app.last_snapshot, app.sampler.history)
        app.set_paused(True)
        app.set_paused(False)
        assert time.monotonic() - started < 2.0
        assert app.sampler.samples_taken == 1
    finally:
        backend.release.set()
        app.shutdown()
        app.window.deleteLater()


def test_resume_samples_at_once_not_at_the_next_tick(qtbot, tmp_path: Path):
    backend = BlockingBackend(free=10**6)
    app = MonitorApp(backend, SettingsStore(tmp_path / "settings.json"))  # type: ignore[arg-type]
    app.sampler.interval = 3600.0  # the next tick would be an hour away
    try:
        app.start(minimized=True, thread=True)
        qtbot.waitUntil(lambda: app.sampler.samples_taken == 1, timeout=5000)
        app.commands.pause.trigger()
        assert app.paused and app.worker.paused
        app.commands.pause.trigger()
        assert not app.paused
        qtbot.waitUntil(lambda: app.sampler.samples_taken == 2, timeout=5000)
        assert backend.reads == 2
    finally:
        app.shutdown()
        app.window.deleteLater()


def test_stop_right_after_start_ends_the_thread(qtbot):
    sampler = Sampler(make_backend("training"), interval=3600.0, history_seconds=7200)
    thread = SamplerThread(sampler)
    thread.start()
    thread.stop(timeout_ms=5000)
    assert not thread.running
