"""Qt fixtures of the UI tests: offscreen by default, simulated GPUs on a manual clock.

Like napari's conftest, a test fails when it leaves a QThread running or a QTimer active.
"""

from __future__ import annotations

import os

if not os.environ.get("TFGPU_TEST_DISPLAY"):
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QThread, QTimer

from tests.helpers.qt import ChooseFile
from tfgpu_gui.settings import SettingsStore
from tfgpu_gui.telemetry import ManualClock, make_backend
from tfgpu_gui.ui.shell.application import MonitorApp

# The offscreen platform warns about window-manager hints it cannot honour.
OFFSCREEN_NOISE = "This plugin does not support"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE))


@pytest.fixture(autouse=True)
def _no_leftover_threads_or_timers(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    threads: list[QThread] = []
    timers: list[QTimer] = []
    thread_start = QThread.start
    timer_start = QTimer.start

    def start_thread(self: QThread, *args: object) -> None:
        threads.append(self)
        thread_start(self, *args)

    def start_timer(self: QTimer, *args: object) -> None:
        timers.append(self)
        timer_start(self, *args)

    monkeypatch.setattr(QThread, "start", start_thread)
    monkeypatch.setattr(QTimer, "start", start_timer)
    yield
    running = []
    for thread in threads:
        try:
            if thread.isRunning():
                running.append(thread)
        except RuntimeError:  # already deleted by Qt: not running
            pass
    active = []
    for timer in timers:
        try:
            if timer.isActive():
                active.append(timer)
        except RuntimeError:
            pass
    for timer in active:
        timer.stop()
    assert not running, f"the test left QThreads running: {running}"
    assert not active, f"the test left QTimers active: {active}"


@pytest.fixture(autouse=True)
def _private_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings and autostart entries go to a temporary XDG config home, never the user's;
    the history (benchmark runs, training runs) to a temporary data home."""
    config = tmp_path / "config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return config


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def make_monitor(
    qtbot: object, tmp_path: Path, clock: ManualClock
) -> Iterator[Callable[..., MonitorApp]]:
    """Build a started :class:`MonitorApp` on a simulated scenario; sampling by ``step()``."""
    apps: list[MonitorApp] = []

    def make(
        scenario: str = "training",
        show: bool = True,
        me: str = "alice",
        store: SettingsStore | None = None,
    ) -> MonitorApp:
        backend = make_backend(scenario, clock=clock)
        app = MonitorApp(
            backend,
            store or SettingsStore(tmp_path / "settings.json"),
            clock=clock,
            simulated=scenario,
            me=me,
        )
        app.start(minimized=not show, thread=False)
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.shutdown()
        app.window.deleteLater()


@pytest.fixture
def wizard(qtbot: object) -> Iterator[object]:
    """A setup-diagnosis wizard; the test fails if its diagnosis thread does not stop."""
    from tfgpu_gui.ui.doctor.wizard import DoctorWizard

    w = DoctorWizard()
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    yield w
    for thread in [w.thread, *w.retired]:
        if thread is not None:
            thread.cancel()
            assert thread.wait(30_000), "a diagnosis thread did not stop"


@pytest.fixture
def choose_file(monkeypatch: pytest.MonkeyPatch) -> ChooseFile:
    """``choose_file(which, path)``: QFileDialog's ``which`` dialog answers ``path`` from now
    on ("" is a cancelled dialog)."""
    from PySide6.QtWidgets import QFileDialog

    def choose(which: str, path: str) -> None:
        monkeypatch.setattr(QFileDialog, which, staticmethod(lambda *args: (path, "")))

    return choose
