"""Soak: the window on eight simulated GPUs for hours of simulated time, redrawn live.

Also the guard against the PySide6 6.12.0 + pyqtgraph 0.14 crash ("Fatal Python error:
none_dealloc" within seconds of live plot updates): it redraws the plots thousands of times.
"""

from __future__ import annotations

import gc

import psutil
import pytest

from tests.helpers.monitor import run_for

pytestmark = pytest.mark.slow


def test_multi_gpu_window_for_hours_keeps_memory_flat(make_monitor, clock, qtbot):
    app = make_monitor("multi-gpu-8")
    app.window.window_combo.setCurrentIndex(2)  # 1 h: the longest curves
    proc = psutil.Process()

    def simulate(hours: float, redraw_every: int = 10) -> None:
        for _ in range(int(hours * 3600 / redraw_every)):
            run_for(app, clock, redraw_every)
            app.tick()
            if app.frames % 40 == 0:
                app.window.tabs.setCurrentIndex(1 - app.window.tabs.currentIndex())
            qtbot.wait(0) if app.frames % 100 == 0 else None

    simulate(1.0)  # the history is full from here on
    gc.collect()
    rss_full = proc.memory_info().rss
    frames = app.frames
    simulate(1.0)
    gc.collect()
    grown = proc.memory_info().rss - rss_full
    assert app.frames - frames >= 350
    assert app.sampler.samples_taken == 2 * 3600
    assert grown < 15 * 1024**2, f"RSS grew by {grown / 1024**2:.1f} MiB over 1 simulated hour"
