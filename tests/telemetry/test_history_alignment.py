"""The history's alignment rules on hand-built snapshots: GPUs that appear late, vanish or are
lost get NaN rows, every series stays as long as the time axis, and windows count samples
exactly."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tfgpu_gui.telemetry.history import METRICS, History, reading_row
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    Snapshot,
    SystemInfo,
)


def gpu(index: int, util: float | None, lost: bool = False) -> GpuSnapshot:
    return GpuSnapshot(GpuStatic(index, "G"), GpuReading(util_gpu_percent=util), lost=lost)


def snap(t: float, *gpus: GpuSnapshot) -> Snapshot:
    return Snapshot(5_000.0 + t, 100.0 + t, SystemInfo("simulated"), gpus)


def values(history: History, index: int, seconds: float | None = None) -> list[float | None]:
    _, v = history.series(index, "util_gpu", seconds)
    return [None if math.isnan(x) else float(x) for x in v]


def test_a_gpu_that_appears_later_has_gaps_before_it() -> None:
    h = History(10)
    h.append(snap(0, gpu(0, 10.0)))
    h.append(snap(1, gpu(0, 11.0)))
    h.append(snap(2, gpu(0, 12.0), gpu(1, 50.0)))
    h.append(snap(3, gpu(0, 13.0), gpu(1, 51.0)))
    assert h.gpu_indices == [0, 1]
    assert values(h, 0) == [10.0, 11.0, 12.0, 13.0]
    assert values(h, 1) == [None, None, 50.0, 51.0]


def test_a_gpu_missing_from_a_snapshot_gets_a_gap() -> None:
    h = History(10)
    h.append(snap(0, gpu(0, 10.0), gpu(1, 20.0)))
    h.append(snap(1, gpu(0, 11.0)))  # GPU 1 gone (driver reload)
    h.append(snap(2, gpu(0, 12.0), gpu(1, 22.0)))
    assert values(h, 1) == [20.0, None, 22.0]


def test_a_lost_gpu_records_nothing_even_with_a_stale_reading() -> None:
    h = History(10)
    h.append(snap(0, gpu(0, 10.0)))
    h.append(snap(1, gpu(0, 99.0, lost=True)))
    assert values(h, 0) == [10.0, None]


def test_an_unknown_gpu_is_all_gaps_as_long_as_the_time_axis() -> None:
    h = History(10)
    for t in range(3):
        h.append(snap(t, gpu(0, 1.0)))
    times, v = h.series(7, "util_gpu")
    assert times.tolist() == [100.0, 101.0, 102.0]
    assert v.dtype == np.float64 and v.shape == (3,) and np.all(np.isnan(v))
    _, v2 = h.series(7, "util_gpu", seconds=1.0)
    assert v2.shape == (2,) and np.all(np.isnan(v2))


def test_windows_include_both_ends() -> None:
    h = History(10)
    for t in range(6):
        h.append(snap(t, gpu(0, float(t))))
    assert values(h, 0, 2.0) == [3.0, 4.0, 5.0]  # 103, 104, 105: cutoff 103 included
    assert values(h, 0, 1.5) == [4.0, 5.0]
    assert values(h, 0, 0.0) == [5.0]
    assert values(h, 0) == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
    assert len(History(3).series(0, "util_gpu", 5.0)[0]) == 0
    stats = h.stats(0, "util_gpu", seconds=2.0)
    assert (stats.count, stats.min, stats.mean, stats.max) == (3, 3.0, 4.0, 5.0)
    assert h.stats(0, "util_gpu").count == 6


def test_resize_keeps_the_newest_times_and_values() -> None:
    h = History(10)
    for t in range(8):
        h.append(snap(t, gpu(0, float(t)), gpu(1, 100.0 + t)))
    h.resize(3)
    assert h.capacity == 3 and len(h) == 3
    assert h.times.view()[:, 0].tolist() == [105.0, 106.0, 107.0]
    assert h.wall_times.view()[:, 0].tolist() == [5005.0, 5006.0, 5007.0]
    assert values(h, 0) == [5.0, 6.0, 7.0] and values(h, 1) == [105.0, 106.0, 107.0]
    h.resize(3)  # same size: nothing changes
    assert values(h, 0) == [5.0, 6.0, 7.0]
    h.resize(5)
    h.append(snap(8, gpu(0, 8.0), gpu(1, 108.0)))
    assert values(h, 0) == [5.0, 6.0, 7.0, 8.0]


def test_clear_and_memory() -> None:
    h = History(4)
    h.append(snap(0, gpu(0, 1.0), gpu(1, 2.0)))
    per_ring = 2 * 4 * 8  # each value written twice, float64
    assert h.nbytes == per_ring + per_ring + 2 * per_ring * len(METRICS)
    h.clear()
    assert len(h) == 0 and h.gpu_indices == []


def test_reading_row_takes_each_metric_from_its_field() -> None:
    r = GpuReading(
        util_gpu_percent=1.0,
        util_mem_percent=2.0,
        memory_used_bytes=3,
        memory_total_bytes=4,
        temperature_c=5.0,
        power_w=6.0,
        power_limit_w=7.0,
        fan_percent=8.0,
        sm_clock_mhz=9.0,
        mem_clock_mhz=10.0,
        pcie_rx_bytes_s=11.0,
        pcie_tx_bytes_s=12.0,
    )
    assert reading_row(r) == [float(i) for i in range(1, 13)]
    assert [m.key for m in METRICS] == [
        "util_gpu", "util_mem", "mem_used", "mem_total", "temperature", "power",
        "power_limit", "fan", "sm_clock", "mem_clock", "pcie_rx", "pcie_tx",
    ]  # fmt: skip
    assert all(math.isnan(x) for x in reading_row(None))
    assert len(reading_row(GpuReading())) == len(METRICS)
    assert all(math.isnan(x) for x in reading_row(GpuReading()))


@pytest.mark.parametrize("unit", ["%", "B", "°C", "W", "MHz", "B/s"])
def test_every_metric_has_a_unit_from_the_fixed_set(unit: str) -> None:
    assert unit in {m.unit for m in METRICS}
