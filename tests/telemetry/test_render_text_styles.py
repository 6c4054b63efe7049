"""Terminal rendering: colours where they mean something, caps on text from outside, lost GPUs,
and the alignment of the tables (numbers right-aligned, text left-aligned)."""

from __future__ import annotations

import dataclasses

from tests.telemetry.test_export_fields import HIDDEN, READING, STATIC, TF, WALL
from tfgpu_gui.telemetry.render_text import (
    compact_rows,
    header,
    render_compact,
    render_gpu,
    render_programs,
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
BOLD, DIM, RED, GREEN, YELLOW, RESET = (
    "\x1b[1m",
    "\x1b[2m",
    "\x1b[31m",
    "\x1b[32m",
    "\x1b[33m",
    "\x1b[0m",
)


def snap(*gpus: GpuSnapshot, system: SystemInfo | None = None) -> Snapshot:
    return Snapshot(WALL, 1.0, system or SystemInfo("nvml", "555.42.06", "12.5", "12.555"), gpus)


def programs(g: GpuSnapshot, style: Style) -> list[str]:
    """The "Programs on the GPUs" table of a snapshot of ``g``: title, header, rows."""
    return render_programs(Snapshot(WALL, 1.0, SystemInfo("nvml"), (g,)), style)


def test_colours_mark_the_count_the_name_and_the_details() -> None:
    assert header(snap(), COLOUR)[0].startswith(f"{BOLD}0 GPUs{RESET} · NVML")
    g = GpuSnapshot(STATIC, READING, (TF, HIDDEN))
    lines = render_gpu(g, WALL, COLOUR)
    assert lines[0] == (
        f"GPU 2  {BOLD}NVIDIA Test 80GB{RESET}  {DIM}compute 8.6 · 00000000:3B:00.0{RESET}"
    )
    assert f"{YELLOW}narrower than the slot allows{RESET}" in lines[6]
    assert f"{GREEN}yes{RESET}" in programs(g, COLOUR)[2]  # the TF process's row
    hidden_row = programs(g, COLOUR)[3]
    assert f"{DIM}(in another container: its pid is not visible here){RESET}" in hidden_row


def test_a_lost_gpu_is_red_even_with_a_stale_reading_and_so_is_one_without_a_reading() -> None:
    message = (
        "GPU is lost: it stopped answering (fell off the bus). "
        "Check `dmesg` for Xid errors; a reboot is usually needed."
    )
    for g in (
        GpuSnapshot(STATIC, READING, lost=True),
        GpuSnapshot(STATIC, None, lost=False),
    ):
        lines = render_gpu(g, WALL, COLOUR)
        assert lines[1] == f"  {RED}{message}{RESET}"
        assert len(lines) == 2


def test_compact_lost_and_hot_are_red_and_later_gpus_still_listed() -> None:
    hot = dataclasses.replace(READING, temperature_c=90.0)
    rows = compact_rows(
        snap(GpuSnapshot(STATIC, None, lost=True), GpuSnapshot(GpuStatic(3, "B"), hot)), COLOUR
    )
    assert len(rows) == 3
    assert rows[1][2] == f"{RED}lost{RESET}"
    assert rows[2][0] == "3" and rows[2][5] == f"\x1b[31;1m90 °C{RESET}"
    text = render_compact(snap(GpuSnapshot(STATIC, None, lost=True)), COLOUR)
    assert f"{RED}lost{RESET}" in text


def test_text_from_outside_is_capped() -> None:
    long = "9" * 100
    system = SystemInfo("nvml", long, long, long)
    line = header(snap(system=system), PLAIN)[1]
    assert line == f"Driver {'9' * 39}… · CUDA (driver) {'9' * 39}… · NVML {'9' * 39}…"
    g = GpuSnapshot(
        dataclasses.replace(STATIC, name="N" * 100, pci_bus_id="B" * 100),
        dataclasses.replace(READING, throttle_reasons=("r" * 100,)),
        (
            GpuProcess(
                1, 2, "compute", 1, 1.0, ProcessInfo(1, True, user="u" * 100, cmdline=("c" * 100,))
            ),
        ),
    )
    lines = render_gpu(g, WALL, PLAIN)
    assert lines[0] == f"GPU 2  {'N' * 47}…  compute 8.6 · {'B' * 39}…"
    assert lines[7] == f"  Throttle     {'r' * 39}…"
    cells = programs(g, PLAIN)[2].split()
    assert cells[1] == "u" * 23 + "…"
    assert cells[-1] == "c" * 59 + "…"
    (row,) = compact_rows(snap(g), PLAIN)[1:]
    assert row[1] == "N" * 47 + "…"


def test_memory_cells_without_a_use_or_a_total() -> None:
    unused = GpuSnapshot(STATIC, GpuReading(memory_used_bytes=None, memory_total_bytes=2048))
    assert render_gpu(unused, WALL, PLAIN)[2] == "  Memory       n/a / 2.0 KiB"
    no_total = GpuSnapshot(GpuStatic(0, "A"), GpuReading(memory_used_bytes=1024))
    assert render_gpu(no_total, WALL, PLAIN)[2] == "  Memory       1.0 KiB / n/a"
    assert compact_rows(snap(no_total), PLAIN)[1][4] == "1.0 KiB / n/a"


def test_a_process_in_another_namespace_shows_what_nvml_knows() -> None:
    hidden = GpuProcess(5, 2, "compute", 2048, 30.0, ProcessInfo(5, False))
    row = programs(GpuSnapshot(STATIC, READING, (hidden,)), PLAIN)[2]
    assert row.split()[:6] == ["5", "n/a", "2", "2.0", "KiB", "30"]


def test_process_table_numbers_are_right_aligned() -> None:
    a = GpuProcess(
        7, 0, "compute", 512, 5.0,
        ProcessInfo(7, True, user="u", cmdline=("a",), cpu_percent=100.0, rss_bytes=2048,
                    tensorflow=False),
    )  # fmt: skip
    b = GpuProcess(
        12345, 0, "compute", 9000, 55.0,
        ProcessInfo(12345, True, user="longuser", cmdline=("b", "c"), cpu_percent=1.0,
                    rss_bytes=7777),
    )  # fmt: skip
    lines = programs(GpuSnapshot(STATIC, READING, (a, b)), PLAIN)[1:]
    assert lines == [
        "  PID    USER      GPUS  GPU MEM  SM%  CPU%      RSS  UP   TF   COMMAND",
        "  7      u         0       512 B    5   100  2.0 KiB  n/a  no   a",
        "  12345  longuser  0     8.8 KiB   55     1  7.6 KiB  n/a  n/a  b c",
    ]


def test_compact_table_numbers_are_right_aligned_and_memory_left_aligned() -> None:
    small = GpuReading(
        util_gpu_percent=5.0,
        util_mem_percent=7.0,
        memory_used_bytes=1024,
        memory_total_bytes=2048,
        temperature_c=9.0,
        power_w=8.0,
        sm_clock_mhz=5.0,
    )
    big = GpuReading(
        util_gpu_percent=100.0,
        util_mem_percent=60.0,
        memory_used_bytes=12_345,
        memory_total_bytes=79_999,
        temperature_c=80.0,
        power_w=300.0,
        sm_clock_mhz=1755.0,
    )
    two = snap(GpuSnapshot(GpuStatic(0, "A"), small), GpuSnapshot(GpuStatic(1, "B"), big))
    text = render_compact(two, PLAIN)
    lines = text.splitlines()[1:]
    assert lines == [
        "GPU  NAME  UTIL  MEMCTL  MEMORY                      TEMP  POWER    SM CLK"
        "  PCIE RX/TX  PROCS",
        "0    A       5%      7%  1.0 KiB / 2.0 KiB (50%)     9 °C    8 W     5 MHz  n/a / n/a   0",
        "1    B     100%     60%  12.1 KiB / 78.1 KiB (15%)  80 °C  300 W  1755 MHz  n/a / n/a   0",
    ]


def test_compact_row_of_a_lost_gpu_with_a_stale_reading_says_lost() -> None:
    rows = compact_rows(snap(GpuSnapshot(STATIC, READING, lost=True)), PLAIN)
    assert rows[1] == ["2", "Test 80GB", "lost"] + ["n/a"] * 7
