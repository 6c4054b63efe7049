"""``tfgpu snapshot`` / ``tfgpu watch`` text: each value in its own place, worked out by hand.

The snapshot has a distinct value in every field (the power limit of the static facts differs
from the reading's, the PCIe link is narrower than the slot...), so a value shown from the wrong
field, a swapped pair or a wrong unit fails here.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Iterator

import pytest

from tests.telemetry.test_export_fields import HIDDEN, READING, STATIC, TF, WALL
from tfgpu_gui.telemetry.programs import group_programs
from tfgpu_gui.telemetry.render_text import (
    compact_rows,
    header,
    program_rows,
    render_compact,
    render_gpu,
    render_programs,
    render_snapshot,
    terminal_width,
)
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.text.terminal import Style

PLAIN = Style(False)
COLOUR = Style(True)
R = dataclasses.replace(READING, pcie_rx_bytes_s=1.5e9, power_w=212.4)


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Local time is UTC in these tests, so the printed clock is known."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def gpu(reading: GpuReading | None = R, **static: object) -> GpuSnapshot:
    return GpuSnapshot(dataclasses.replace(STATIC, **static), reading, (TF, HIDDEN))  # type: ignore[arg-type]


def snap(*gpus: GpuSnapshot, backend: str = "nvml") -> Snapshot:
    return Snapshot(WALL, 1.0, SystemInfo(backend, "555.42.06", "12.5", "12.555.42.06"), gpus)


def test_header_counts_gpus_and_names_the_source_and_versions() -> None:
    assert header(snap(gpu()), PLAIN) == [
        "1 GPU · NVML · 2026-01-02 03:04:05",
        "Driver 555.42.06 · CUDA (driver) 12.5 · NVML 12.555.42.06",
    ]
    two = header(snap(gpu(), gpu(index=3), backend="simulated:training"), PLAIN)
    assert two[0] == "2 GPUs · simulated GPUs: training · 2026-01-02 03:04:05"
    assert header(snap(), PLAIN)[0].startswith("0 GPUs · NVML")
    bare = Snapshot(WALL, 1.0, SystemInfo("nvml"), ())
    assert header(bare, PLAIN)[1] == "Driver n/a · CUDA (driver) n/a · NVML n/a"


def test_full_report_of_one_gpu() -> None:
    lines = render_gpu(gpu(), WALL, PLAIN)
    assert lines[:9] == [
        "GPU 2  NVIDIA Test 80GB  compute 8.6 · 00000000:3B:00.0",
        "  Utilization  GPU 71%   memory controller 33%",
        "  Memory       12.1 KiB / 78.1 KiB (15%)",
        "  Temperature  64 °C   fan 41%",
        "  Power        212 W / 350 W",
        "  Clocks       SM 1755 MHz (max 1980 MHz)   memory 1593 MHz",
        "  PCIe         Gen4 x8 (max Gen5 x16) narrower than the slot allows"
        "   rx 1.5 GB/s   tx 350.0 MB/s",
        "  Throttle     sw-power-cap, hw-slowdown",
        "  Processes    pid 4242, pid 99",
    ]
    assert len(lines) == 9
    # The processes are one table after the GPUs, a program per row (render_programs).
    snap = Snapshot(WALL, 1.0, SystemInfo("nvml"), (gpu(),))
    programs = render_programs(snap, PLAIN)
    assert programs[0] == "Programs on the GPUs (2)"
    table = programs[1:]
    assert len(table) == 3
    assert table[0].split() == [
        "PID",
        "USER",
        "GPUS",
        "GPU",
        "MEM",
        "SM%",
        "CPU%",
        "RSS",
        "UP",
        "TF",
        "COMMAND",
    ]
    assert table[1].split() == [
        "4242",
        "alice",
        "2",
        "8.8",
        "KiB",
        "55",
        "102",
        "7.6",
        "KiB",
        "1h00m",
        "yes",
        "[docker",
        "3f2a1b9c]",
        "python3",
        "train.py",
    ]
    assert table[2].split()[:9] == ["99", "n/a", "2", "n/a", "n/a", "n/a", "n/a", "n/a", "n/a"]
    assert "in another container" in table[2]


def test_mig_full_width_link_and_no_processes() -> None:
    g = GpuSnapshot(
        dataclasses.replace(STATIC, mig_mode=True, compute_capability=None, pci_bus_id=None),
        dataclasses.replace(R, pcie_width=16, throttle_reasons=()),
    )
    lines = render_gpu(g, WALL, PLAIN)
    assert lines[0] == "GPU 2  NVIDIA Test 80GB  MIG on"
    assert lines[6] == "  PCIe         Gen4 x16 (max Gen5 x16)   rx 1.5 GB/s   tx 350.0 MB/s"
    assert lines[7] == "  Throttle     none"
    assert lines[8] == "  Processes    none"
    assert len(lines) == 9


def test_unreported_values_are_na_never_zero() -> None:
    g = GpuSnapshot(GpuStatic(0, None), GpuReading())
    assert render_gpu(g, WALL, PLAIN) == [
        "GPU 0  unknown GPU",
        "  Utilization  GPU n/a   memory controller n/a",
        "  Memory       n/a / n/a",
        "  Temperature  n/a   fan n/a",
        "  Power        n/a / n/a",
        "  Clocks       SM n/a (max n/a)   memory n/a",
        "  PCIe         n/a (max n/a)   rx n/a   tx n/a",
        "  Throttle     n/a",
        "  Processes    none",
    ]


def test_memory_falls_back_to_the_static_total() -> None:
    g = GpuSnapshot(STATIC, GpuReading(memory_used_bytes=20_000, memory_total_bytes=None))
    assert render_gpu(g, WALL, PLAIN)[2] == "  Memory       19.5 KiB / 78.1 KiB (25%)"


def test_a_lost_gpu_says_so_and_nothing_else() -> None:
    lines = render_gpu(GpuSnapshot(STATIC, None, lost=True), WALL, PLAIN)
    assert len(lines) == 2
    assert lines[1].startswith("  GPU is lost: it stopped answering (fell off the bus).")
    assert "dmesg" in lines[1]


def test_hot_is_red_from_85_degrees_and_slowdowns_are_yellow() -> None:
    at = render_gpu(gpu(dataclasses.replace(R, temperature_c=85.0)), WALL, COLOUR)[3]
    assert COLOUR("85 °C", "red", "bold") in at
    below = render_gpu(gpu(dataclasses.replace(R, temperature_c=84.6)), WALL, COLOUR)[3]
    assert "\x1b" not in below and "85 °C" in below  # shown rounded, but not hot
    throttle = render_gpu(gpu(), WALL, COLOUR)[7]
    assert COLOUR("hw-slowdown", "yellow") in throttle
    assert "sw-power-cap," in throttle and COLOUR("sw-power-cap", "yellow") not in throttle


def test_process_rows_of_every_kind_of_process() -> None:
    bare = GpuProcess(7, 0, "compute", 2048, None, ProcessInfo(7, True, tensorflow=False))
    named = GpuProcess(8, 0, "compute", None, 12.0, ProcessInfo(8, True, name="Xorg"))
    g = GpuSnapshot(STATIC, READING, (TF, HIDDEN, bare, named))
    programs = group_programs(Snapshot(WALL, 1.0, SystemInfo("nvml"), (g,)))
    rows = program_rows(programs, WALL + 59.9, PLAIN)
    assert rows[0] == [
        "PID", "USER", "GPUS", "GPU MEM", "SM%", "CPU%", "RSS", "UP", "TF", "COMMAND"
    ]  # fmt: skip
    assert rows[1] == [
        "4242",
        "alice",
        "2",
        "8.8 KiB",
        "55",
        "102",
        "7.6 KiB",
        "1h00m",
        "yes",
        "[docker 3f2a1b9c] python3 train.py",  # its container before its command
    ]
    assert rows[2][:9] == ["99", "n/a", "2", "n/a", "n/a", "n/a", "n/a", "n/a", "n/a"]
    assert "in another container" in rows[2][9]
    assert rows[3] == ["7", "n/a", "0", "2.0 KiB", "n/a", "n/a", "n/a", "n/a", "no", "n/a"]
    assert rows[4] == ["8", "n/a", "0", "n/a", "12", "n/a", "n/a", "n/a", "n/a", "Xorg"]


def test_compact_rows() -> None:
    consumer = GpuSnapshot(GpuStatic(0, "NVIDIA GeForce RTX 4090"), None, lost=True)
    rows = compact_rows(snap(gpu(), consumer), PLAIN)
    assert rows[0] == [
        "GPU",
        "NAME",
        "UTIL",
        "MEMCTL",
        "MEMORY",
        "TEMP",
        "POWER",
        "SM CLK",
        "PCIE RX/TX",
        "PROCS",
    ]
    assert rows[1] == [
        "2",
        "Test 80GB",
        "71%",
        "33%",
        "12.1 KiB / 78.1 KiB (15%)",
        "64 °C",
        "212 W",
        "1755 MHz",
        "1.5 GB/s / 350.0 MB/s",
        "2 (1 TF)",
    ]
    assert rows[2] == ["0", "RTX 4090", "lost"] + ["n/a"] * 7
    no_tf = GpuSnapshot(GpuStatic(1, None), GpuReading(), (HIDDEN,))
    assert compact_rows(snap(no_tf), PLAIN)[1][1] == "unknown"
    assert compact_rows(snap(no_tf), PLAIN)[1][-1] == "1"


def test_rendered_texts_end_with_a_newline_and_start_with_the_header() -> None:
    full = render_snapshot(snap(gpu(), gpu(index=5)), PLAIN)
    lines = full.split("\n")
    assert lines[0] == "2 GPUs · NVML · 2026-01-02 03:04:05" and lines[2] == ""
    assert lines[3].startswith("GPU 2  ") and full.endswith("\n")
    assert sum(line.startswith("GPU 5  ") for line in lines) == 1
    compact = render_compact(snap(gpu()), PLAIN).split("\n")
    assert compact[0] == "2026-01-02 03:04:05  nvml"
    assert compact[1].split()[:3] == ["GPU", "NAME", "UTIL"]
    assert compact[2].split()[:3] == ["2", "Test", "80GB"]
    assert compact[-1] == ""


def test_the_terminal_width_is_the_terminals_columns_or_100_without_a_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(os, "get_terminal_size", lambda: os.terminal_size((132, 43)))
    assert terminal_width() == 132

    def no_terminal() -> os.terminal_size:
        raise OSError(25, "Inappropriate ioctl for device")

    monkeypatch.setattr(os, "get_terminal_size", no_terminal)
    assert terminal_width() == 100
