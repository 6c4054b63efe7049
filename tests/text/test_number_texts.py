"""Numbers as the CLI and the app write them, at the edges of each unit: bytes in binary and
decimal units, rates, durations, PCIe links and their bandwidth."""

from __future__ import annotations

import pytest

from tfgpu_gui.text.numbers import (
    fmt_bytes,
    fmt_duration,
    fmt_num,
    fmt_pcie,
    fmt_rate,
    fmt_used_of,
    pcie_bandwidth_bytes_s,
)


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (None, "n/a"),
        (0, "0 B"),
        (1023, "1023 B"),
        (1024, "1.0 KiB"),
        (1536, "1.5 KiB"),
        (1024**2 - 1, "1024.0 KiB"),  # just under a MiB: 1023.999 KiB shown to one decimal
        (1024**2, "1.0 MiB"),
        (5 * 1024**3, "5.0 GiB"),
        (1024**4, "1.0 TiB"),
        (3 * 1024**5, "3072.0 TiB"),  # no unit past TiB
        (-2048, "-2.0 KiB"),
    ],
)
def test_bytes_in_binary_units(value, text):
    assert fmt_bytes(value) == text


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (999, "999 B"),
        (1000, "1.0 kB"),
        (1_500_000, "1.5 MB"),
        (2_000_000_000, "2.0 GB"),
        (7e12, "7.0 TB"),
        (5e15, "5000.0 TB"),
    ],
)
def test_bytes_in_decimal_units(value, text):
    assert fmt_bytes(value, binary=False) == text


def test_rates_are_decimal_per_second():
    assert fmt_rate(3.9e9) == "3.9 GB/s"
    assert fmt_rate(512) == "512 B/s"
    assert fmt_rate(None) == "n/a"


@pytest.mark.parametrize(
    ("used", "total", "kwargs", "text"),
    [
        (512 * 1024, 2 * 1024**2, {}, "0.5/2.0 MiB"),
        (3 * 1024**4, 4 * 1024**4, {}, "3.0/4.0 TiB"),
        (9.6 * 1024**3, 10 * 1024**3, {"whole_from": 10}, "10/10 GiB"),  # 10 units: whole
        (9.6 * 1024**3, 9.9 * 1024**3, {"whole_from": 10}, "9.6/9.9 GiB"),
        (1.5e9, 2e9, {"binary": False, "whole_from": 1}, "2/2 GB"),
        (None, 900, {}, "n/a/900 B"),
    ],
)
def test_memory_used_of_a_total_in_the_total_s_unit(used, total, kwargs, text):
    assert fmt_used_of(used, total, **kwargs) == text


def test_memory_used_without_a_total_is_the_use_alone():
    assert fmt_used_of(1.5e9, None, binary=False) == "1.5 GB"
    assert fmt_used_of(None, None) == "n/a"


@pytest.mark.parametrize(
    ("value", "unit", "digits", "text"),
    [
        (71.04, "°C", 0, "71 °C"),
        (99.5, "%", 0, "100%"),  # rounded half to even: 99.5 -> 100
        (42.25, "%", 1, "42.2%"),
        (3.14159, "", 2, "3.14"),
        (None, "W", 0, "n/a"),
        (250, "W", 0, "250 W"),
    ],
)
def test_numbers_with_units(value, unit, digits, text):
    assert fmt_num(value, unit, digits) == text


@pytest.mark.parametrize(
    ("seconds", "text"),
    [
        (None, "n/a"),
        (-1, "n/a"),
        (0, "0s"),
        (59.9, "59s"),
        (60, "1m00s"),
        (95, "1m35s"),
        (3599, "59m59s"),
        (3600, "1h00m"),
        (3725, "1h02m"),
        (86399, "23h59m"),
        (86400, "1d00h"),
        (2 * 86400 + 5 * 3600 + 59 * 60, "2d05h"),
    ],
)
def test_durations(seconds, text):
    assert fmt_duration(seconds) == text


def test_pcie_links():
    assert fmt_pcie(4, 16) == "Gen4 x16"
    assert fmt_pcie(None, 8) == "Gen? x8"
    assert fmt_pcie(3, None) == "Gen3 x?"
    assert fmt_pcie(None, None) == "n/a"


@pytest.mark.parametrize(
    ("gen", "width", "gb_s"),
    [
        (1, 16, 4.0),  # 2.5 GT/s x 8/10 / 8 bits = 0.25 GB/s a lane
        (2, 8, 4.0),  # 0.5 GB/s a lane
        (3, 16, 15.753846),  # 8 GT/s x 128/130 / 8 = 0.984615 GB/s a lane
        (4, 16, 31.507692),
        (5, 4, 15.753846),
        (6, 1, 7.5625),  # 64 GT/s x 242/256 / 8
    ],
)
def test_pcie_bandwidth_after_encoding(gen, width, gb_s):
    assert pcie_bandwidth_bytes_s(gen, width) == pytest.approx(gb_s * 1e9, rel=1e-6)


def test_pcie_bandwidth_of_an_unknown_link_is_unknown():
    assert pcie_bandwidth_bytes_s(None, 16) is None
    assert pcie_bandwidth_bytes_s(4, None) is None
    assert pcie_bandwidth_bytes_s(7, 16) is None
