"""Stepping a :class:`~tfgpu_gui.ui.shell.application.MonitorApp` through simulated time."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tfgpu_gui.telemetry import ManualClock
    from tfgpu_gui.ui.shell.application import MonitorApp


def run_for(app: MonitorApp, clock: ManualClock, seconds: int, step: float = 1.0) -> None:
    """Sample ``seconds`` of simulated time, one sample per ``step``."""
    for _ in range(int(seconds / step)):
        app.step()
        clock.advance(step)
