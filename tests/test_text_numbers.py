"""Numbers as people read them: memory used of a total in one unit."""

from __future__ import annotations

import pytest

from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot, GpuStatic
from tfgpu_gui.text.numbers import fmt_used_of

GIB = 2**30
MIB = 2**20


@pytest.mark.parametrize(
    ("used", "total", "kwargs", "text"),
    [
        (int(21.8 * GIB), 24 * GIB, {}, "21.8/24.0 GiB"),
        (300 * MIB, 24 * GIB, {}, "0.3/24.0 GiB"),  # the use in the total's unit, never MiB
        (71 * GIB, 80 * GIB, {"whole_from": 10}, "71/80 GiB"),
        (int(1.5 * GIB), 8 * GIB, {"whole_from": 10}, "1.5/8.0 GiB"),
        (None, 24 * GIB, {}, "n/a/24.0 GiB"),
        (300 * MIB, None, {}, "300.0 MiB"),
        (300_000_000, 24_000_000_000, {"binary": False}, "0.3/24.0 GB"),
        (500, 900, {}, "500/900 B"),
    ],
)
def test_used_of_total(used, total, kwargs, text):
    assert fmt_used_of(used, total, **kwargs) == text


def test_the_overview_title_keeps_the_use_in_the_total_s_unit():
    from tfgpu_gui.ui.monitor.overview import gpu_title

    gpu = GpuSnapshot(
        GpuStatic(index=0, name="NVIDIA GeForce RTX 4090"),
        GpuReading(memory_used_bytes=300 * MIB, memory_total_bytes=24 * GIB),
    )
    assert "0.3/24.0 GiB" in gpu_title(gpu)
