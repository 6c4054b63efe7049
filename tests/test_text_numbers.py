"""Numbers as people read them: memory used of a total in one unit."""

from __future__ import annotations

import pytest

from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot, GpuStatic
from tfgpu_gui.text.numbers import fmt_duration, fmt_num, fmt_used_of, pcie_bandwidth_bytes_s

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


@pytest.mark.parametrize(
    ("used", "total", "binary", "text"),
    [
        (512, 2 * 1024, True, "0.5/2.0 KiB"),
        (3 * MIB, 8 * MIB, True, "3.0/8.0 MiB"),
        (2**40, 3 * 2**40, True, "1.0/3.0 TiB"),
        (400, 800, False, "400/800 B"),
        (1_500, 2_000, False, "1.5/2.0 kB"),
        (3_000_000, 8_000_000, False, "3.0/8.0 MB"),
        (10**12, 3 * 10**12, False, "1.0/3.0 TB"),
    ],
)
def test_used_of_total_in_each_unit(used, total, binary, text):
    assert fmt_used_of(used, total, binary=binary) == text


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (59, "59s"),
        (60, "1m00s"),
        (3599, "59m59s"),
        (3 * 3600 + 59 * 60, "3h59m"),
        (86400 + 23 * 3600, "1d23h"),
        (-1, "n/a"),
    ],
)
def test_durations_at_each_unit_s_last_value(seconds, text):
    assert fmt_duration(seconds) == text


def test_a_number_without_a_unit_has_no_trailing_space():
    assert fmt_num(71.04) == "71"
    assert fmt_num(71.04, "°C") == "71 °C"
    assert fmt_num(99.5, "%", 1) == "99.5%"


def test_pcie_bandwidth_per_generation_after_line_encoding():
    # GT/s per lane x encoding / 8 bits, times the lanes (PCI-SIG): exact, not approximate.
    assert pcie_bandwidth_bytes_s(1, 16) == 2.5e9 * 8 / 10 / 8 * 16
    assert pcie_bandwidth_bytes_s(2, 16) == 5e9 * 8 / 10 / 8 * 16
    assert pcie_bandwidth_bytes_s(3, 16) == 8e9 * 128 / 130 / 8 * 16
    assert pcie_bandwidth_bytes_s(4, 16) == 16e9 * 128 / 130 / 8 * 16
    assert pcie_bandwidth_bytes_s(5, 16) == 32e9 * 128 / 130 / 8 * 16
    assert pcie_bandwidth_bytes_s(6, 1) == 64e9 * 242 / 256 / 8
    assert pcie_bandwidth_bytes_s(4, 16) == pytest.approx(31.5e9, rel=1e-3)
    assert pcie_bandwidth_bytes_s(7, 16) is None
    assert pcie_bandwidth_bytes_s(None, 16) is None
