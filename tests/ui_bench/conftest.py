"""Qt fixtures of the benchmark view tests: offscreen, no leftover threads."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QThread

OFFSCREEN_NOISE = "This plugin does not support"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE))


@pytest.fixture(autouse=True)
def _no_leftover_threads(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    threads: list[QThread] = []
    start = QThread.start

    def tracked(self: QThread, *args: object) -> None:
        threads.append(self)
        start(self, *args)

    monkeypatch.setattr(QThread, "start", tracked)
    yield
    running = []
    for t in threads:
        try:
            if t.isRunning():
                running.append(t)
        except RuntimeError:
            pass
    assert not running, f"{len(running)} QThread(s) left running"
