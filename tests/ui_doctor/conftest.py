"""Wizard tests run offscreen; a test fails if it leaves the diagnosis thread running."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest

# The offscreen platform warns about window-manager hints it cannot honour.
OFFSCREEN_NOISE = "This plugin does not support"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE))


@pytest.fixture
def wizard(qtbot: object) -> Iterator[object]:
    from tfgpu_gui.ui.doctor_wizard import DoctorWizard

    w = DoctorWizard()
    qtbot.addWidget(w)  # type: ignore[attr-defined]
    yield w
    if w.thread is not None:
        w.thread.cancel()
        assert w.thread.wait(30_000), "the diagnosis thread did not stop"
