"""Whole frames of ``tfgpu watch``'s live view, worked out column by column by hand: where the
bars start and end, how wide they are, where the readings and the throttle reasons go, the
one-line form of a GPU, and the programs' columns."""

from __future__ import annotations

import time

import pytest

from tfgpu_gui.telemetry.programs import group_programs
from tfgpu_gui.telemetry.render_live import (
    ASCII,
    LOST_TEXT,
    UNICODE,
    bar,
    header,
    program_lines,
    reason_style,
    reason_words,
    render_live,
)
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SourceState,
    SystemInfo,
)
from tfgpu_gui.text.terminal import Style

PLAIN = Style(False)
COLOUR = Style(True)
GIB = 2**30
WALL = 1767323045.678  # 2026-01-02 03:04:05 UTC
FULL = "█"
HALF = "▌"


@pytest.fixture(autouse=True)
def _utc(monkeypatch):
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def a_gpu(index: int = 0, **reading: object) -> GpuSnapshot:
    """An RTX 4090 at 50% with half of its 24 GiB used, 60 °C, 200 of 450 W."""
    values: dict[str, object] = {
        "util_gpu_percent": 50.0,
        "memory_used_bytes": 12 * GIB,
        "memory_total_bytes": 24 * GIB,
        "temperature_c": 60.0,
        "power_w": 200.0,
        "power_limit_w": 450.0,
    }
    values.update(reading)
    static = GpuStatic(index=index, name="NVIDIA GeForce RTX 4090", memory_total_bytes=24 * GIB)
    return GpuSnapshot(static, GpuReading(**values))  # type: ignore[arg-type]


def snap(*gpus: GpuSnapshot, backend: str = "nvml", sources=()) -> Snapshot:
    system = SystemInfo(backend, "555.42.06", "12.5", "12.555")
    return Snapshot(WALL, 1.0, system, gpus, sources)


HEAD = "NVML · 1 GPU · driver 555.42.06 · CUDA 12.5"  # 43 columns


def half_bar(cells: int) -> str:
    """A bar ``cells`` wide at 50%: cells * 4 eighths."""
    whole, part = divmod(cells * 4, 8)
    return (FULL * whole + ("▌" if part == 4 else "")).ljust(cells)


# -- a GPU in two lines ------------------------------------------------------------------------


def test_one_gpu_at_80_columns():
    lines = render_live(snap(a_gpu()), 80, 24, PLAIN)
    # The bars: 80 columns less 42 of labels, percentages and the memory text, 19 cells each.
    bars = (
        "  UTIL [" + FULL * 9 + HALF + " " * 9 + "]  50%"
        "   MEM [" + FULL * 9 + HALF + " " * 9 + "]  50% 12.0/24.0 GiB"
    )
    assert len(bars) == 80
    assert lines == [
        HEAD + " " * 29 + "03:04:05",
        "GPU 0  RTX 4090" + " " * 49 + "60 °C  200/450 W",
        bars,
        "",
        "No programs on the GPUs.",
    ]


def test_one_more_column_makes_each_bar_no_wider_until_there_are_two():
    line = render_live(snap(a_gpu()), 81, 24, PLAIN)[2]
    assert line.count(FULL) == 18 and len(line) == 80  # (81 - 42) // 2 = 19 cells still
    line = render_live(snap(a_gpu()), 82, 24, PLAIN)[2]
    assert line == (
        "  UTIL [" + FULL * 10 + " " * 10 + "]  50%   MEM [" + FULL * 10 + " " * 10 + "]  50% "
        "12.0/24.0 GiB"
    )


def test_bars_stop_growing_at_40_cells():
    lines = render_live(snap(a_gpu()), 200, 24, PLAIN)
    assert lines[2] == (
        "  UTIL [" + FULL * 20 + " " * 20 + "]  50%   MEM [" + FULL * 20 + " " * 20 + "]  50% "
        "12.0/24.0 GiB"
    )
    # The first line ends where the bars end (122 columns), not at the terminal's edge.
    assert lines[1] == "GPU 0  RTX 4090" + " " * 91 + "60 °C  200/450 W"
    assert len(lines[1]) == len(lines[2]) == 122
    assert lines[0] == HEAD + " " * 149 + "03:04:05"


def test_bars_are_never_narrower_than_4_cells():
    lines = render_live(snap(a_gpu()), 40, 24, PLAIN)
    # 42 + 2 * 4 = 50 columns, cut at the terminal's 40.
    assert lines[2] == "  UTIL [" + FULL * 2 + "  ]  50%   MEM [" + FULL * 2 + "  ]  50% 12."


def test_the_readings_that_fit_follow_the_name():
    g = a_gpu(fan_percent=41.0, sm_clock_mhz=2520.0, util_mem_percent=33.0)
    g = GpuSnapshot(g.static, g.reading)
    wide = render_live(snap(g), 120, 24, PLAIN)[1]
    # 39 + 39 cells of bars at 120: the first line is 120 wide, 50 of them readings.
    assert wide == (
        "GPU 0  RTX 4090" + " " * 55 + "60 °C  200/450 W  FAN 41%  SM 2520 MHz  MEMCTL 33%"
    )
    # At 60 the bars end at 60 (9 cells each); the title, name and readings up to the SM
    # clock take 55 with the two gaps of 2: the memory controller's 12 more do not fit.
    narrow = render_live(snap(g), 60, 24, PLAIN)[1]
    assert narrow == "GPU 0  RTX 4090" + " " * 7 + "60 °C  200/450 W  FAN 41%  SM 2520 MHz"


def test_pcie_traffic_is_shown_when_either_direction_is_known():
    g = a_gpu(pcie_rx_bytes_s=1.25e9, pcie_tx_bytes_s=None)
    line = render_live(snap(g), 120, 24, PLAIN)[1]
    assert line.endswith("60 °C  200/450 W  RX 1.2 GB/s TX n/a")
    g = a_gpu(pcie_rx_bytes_s=None, pcie_tx_bytes_s=3.5e8)
    assert render_live(snap(g), 120, 24, PLAIN)[1].endswith("RX n/a TX 350.0 MB/s")


def test_a_long_name_is_cut_before_the_readings_are_left_out():
    static = GpuStatic(index=0, name="NVIDIA GeForce RTX 4090 Founders Edition Super Long Name")
    g = a_gpu()
    g = GpuSnapshot(static, g.reading)
    line = render_live(snap(g), 80, 24, PLAIN)[1]
    # 80 - "GPU 0" - 2 - 2 - 16 columns of readings = 55 for the name.
    name = "RTX 4090 Founders Edition Super Long Name"
    assert line == "GPU 0  " + name + " " * 16 + "60 °C  200/450 W"
    tight = render_live(snap(g), 45, 24, PLAIN)[1]
    assert tight.startswith("GPU 0  RTX 4090 Fo…") or "…" in tight
    assert len(tight) <= 45


def test_throttling_goes_after_the_bars_when_it_fits_there():
    g = a_gpu(throttle_reasons=("sw-thermal", "power-cap"))
    lines = render_live(snap(g), 200, 24, PLAIN)
    # 122 columns of bars, 3 of space, then 55 columns of reasons with their NVML names.
    assert lines[2].endswith(
        "12.0/24.0 GiB   throttling: too hot (sw-thermal), power cap (power-cap)"
    )
    assert len(lines) == 5  # no line of its own


def test_throttling_gets_a_line_of_its_own_when_the_bars_fill_the_width():
    g = a_gpu(throttle_reasons=("sw-thermal", "power-cap", "idle"))
    lines = render_live(snap(g), 80, 24, PLAIN)
    assert lines[3] == "  throttling: too hot, power cap"  # "idle" is not a reason
    assert lines[4] == ""


def test_throttle_reasons_are_coloured_by_what_they_mean():
    g = a_gpu(throttle_reasons=("sw-thermal", "power-cap", "app-clocks"))
    line = render_live(snap(g), 80, 24, COLOUR)[3]
    assert line == (
        "  throttling: \x1b[31;1mtoo hot\x1b[0m, \x1b[33mpower cap\x1b[0m, application clocks set"
    )
    assert reason_style("hw-slowdown") == ("yellow",)
    assert reason_style("hw-power-brake") == ("yellow",)
    assert reason_style("hw-thermal") == ("red", "bold")
    assert reason_style("sync-boost") == ()


def test_reason_words_with_and_without_the_nvml_name():
    assert reason_words("sw-thermal", False) == "too hot"
    assert reason_words("sw-thermal", True) == "too hot (sw-thermal)"
    assert reason_words("idle", True) == "idle"  # the words are the name
    assert reason_words("new-reason\x1b", True) == "new-reason\\x1b"  # unknown: its name


def test_with_raw_reasons_the_names_are_always_there_even_on_a_line_of_their_own():
    g = a_gpu(throttle_reasons=("sw-thermal",))
    lines = render_live(snap(g), 80, 24, PLAIN, raw_reasons=True)
    assert lines[3] == "  throttling: too hot (sw-thermal)"


def test_colour_marks_a_hot_gpu_full_memory_and_the_power_cap():
    g = a_gpu(temperature_c=85.0, memory_used_bytes=23 * GIB, throttle_reasons=("power-cap",))
    lines = render_live(snap(g), 80, 24, COLOUR)
    assert "\x1b[1mGPU 0\x1b[0m" in lines[1]
    assert "\x1b[31;1m85 °C\x1b[0m" in lines[1]
    assert "\x1b[33m200/450 W\x1b[0m" in lines[1]
    assert "\x1b[31m 96%\x1b[0m" in lines[2] and "\x1b[31m 23.0/24.0 GiB\x1b[0m" in lines[2]
    # 94.9% is not full; 84.9 °C is not hot.
    cool = a_gpu(temperature_c=84.9, memory_used_bytes=int(0.949 * 24 * GIB))
    lines = render_live(snap(cool), 80, 24, COLOUR)
    assert "\x1b[31" not in lines[1] + lines[2]


def test_heat_throttling_below_the_hot_mark_is_yellow():
    g = a_gpu(temperature_c=80.0, throttle_reasons=("hw-thermal",))
    assert "\x1b[33m80 °C\x1b[0m" in render_live(snap(g), 80, 24, COLOUR)[1]
    g = a_gpu(temperature_c=80.0, throttle_reasons=("hw-slowdown",))
    assert "\x1b[33m80 °C" not in render_live(snap(g), 80, 24, COLOUR)[1]


def test_a_value_not_reported_has_no_colour_and_says_n_a():
    g = a_gpu(util_gpu_percent=None)
    line = render_live(snap(g), 80, 24, COLOUR)[2]
    assert line.startswith("  UTIL [" + "n/a".center(19) + "]  n/a   MEM [")


# -- a GPU in one line -------------------------------------------------------------------------


def test_one_line_per_gpu_when_two_do_not_fit():
    lines = render_live(snap(a_gpu()), 80, 4, PLAIN)
    # 80 less the title, labels, brackets, percentages and readings (50) leaves 15 cells a bar.
    assert lines == [
        HEAD + " " * 29 + "03:04:05",
        "GPU 0  UTIL [" + FULL * 7 + HALF + " " * 7 + "]  50%  MEM [" + FULL * 7 + HALF + " " * 7
        + "]  50%  60 °C  200/450 W",
        "",
        "No programs on the GPUs.",
    ]  # fmt: skip


def test_one_line_bars_stop_at_20_cells():
    line = render_live(snap(a_gpu()), 200, 3, PLAIN)[1]
    assert line == (
        "GPU 0  UTIL [" + FULL * 10 + " " * 10 + "]  50%  MEM [" + FULL * 10 + " " * 10
        + "]  50%  60 °C  200/450 W"
    )  # fmt: skip


def test_one_line_throttling_with_the_nvml_names_where_they_fit():
    g = a_gpu(throttle_reasons=("sw-thermal", "power-cap"))
    line = render_live(snap(g), 120, 3, PLAIN)[1]
    # 120 - 50 - 45 ("  too hot (sw-thermal), power cap (power-cap)") = 25: 12 cells a bar.
    assert line == (
        "GPU 0  UTIL [" + FULL * 6 + " " * 6 + "]  50%  MEM [" + FULL * 6 + " " * 6
        + "]  50%  60 °C  200/450 W  too hot (sw-thermal), power cap (power-cap)"
    )  # fmt: skip
    # 103 - 50 - 45 = 8 cells: both reasons still, with bars of 4.
    line = render_live(snap(g), 103, 3, PLAIN)[1]
    assert line.endswith("200/450 W  too hot (sw-thermal), power cap (power-cap)")
    assert "UTIL [" + FULL * 2 + "  ]" in line


def test_one_line_says_every_reason_in_short_words_before_cutting_one():
    g = a_gpu(throttle_reasons=("sw-thermal", "power-cap"))
    line = render_live(snap(g), 102, 3, PLAIN)[1]
    # The names (45 columns) would leave 7 < 8 cells for the bars: the short words (20) go in;
    # (102 - 70) // 2 = 16 cells a bar.
    assert line == (
        "GPU 0  UTIL [" + FULL * 8 + " " * 8 + "]  50%  MEM [" + FULL * 8 + " " * 8
        + "]  50%  60 °C  200/450 W  too hot, power cap"
    )  # fmt: skip
    line = render_live(snap(g), 80, 3, PLAIN)[1]
    assert line == (
        "GPU 0  UTIL [" + FULL * 2 + HALF + "  ]  50%  MEM [" + FULL * 2 + HALF + "  ]  50%  "
        "60 °C  200/450 W  too hot, power cap"
    )


def test_one_line_never_cuts_a_reason_that_fits_in_short_words():
    g = a_gpu(throttle_reasons=("sw-thermal",))
    line = render_live(snap(g), 79, 3, PLAIN)[1]
    # "too hot (sw-thermal)" leaves 79 - 50 - 22 = 7 < 8 cells: "too hot", 10 cells a bar.
    assert line == (
        "GPU 0  UTIL [" + FULL * 5 + " " * 5 + "]  50%  MEM [" + FULL * 5 + " " * 5
        + "]  50%  60 °C  200/450 W  too hot"
    )  # fmt: skip


def test_one_line_keeps_only_the_first_reason_when_the_bars_would_be_too_narrow():
    g = a_gpu(throttle_reasons=("sw-thermal", "power-cap"))
    line = render_live(snap(g), 77, 3, PLAIN)[1]
    # 77 - 50 - 20 ("  too hot, power cap") = 7 < 8: "  too hot" only; (77 - 59) // 2 = 9.
    assert line == (
        "GPU 0  UTIL [" + FULL * 4 + HALF + " " * 4 + "]  50%  MEM [" + FULL * 4 + HALF + " " * 4
        + "]  50%  60 °C  200/450 W  too hot"
    )  # fmt: skip
    line = render_live(snap(g), 78, 3, PLAIN)[1]
    assert line.endswith("200/450 W  too hot, power cap")  # 78 - 70 = 8: both


def test_a_lost_gpu_in_two_lines_and_in_one():
    lost = GpuSnapshot(GpuStatic(index=1, name="NVIDIA A100-PCIE-40GB"), None, lost=True)
    lines = render_live(snap(a_gpu(), lost), 80, 24, PLAIN)
    assert lines[3:5] == ["GPU 1  A100-PCIE-40GB", "  " + LOST_TEXT]
    colour = render_live(snap(lost), 80, 24, COLOUR)
    assert colour[2] == f"  \x1b[31;1m{LOST_TEXT}\x1b[0m"
    one = render_live(snap(a_gpu(), lost), 80, 5, PLAIN)
    assert one[2] == "GPU 1  " + LOST_TEXT[:72] + "…"


def test_gpus_that_do_not_fit_are_counted():
    gpus = [a_gpu(i) for i in range(6)]
    lines = render_live(snap(*gpus), 80, 5, PLAIN)
    assert len(lines) == 5
    assert [line[:6] for line in lines[1:4]] == ["GPU 0 ", "GPU 1 ", "GPU 2 "]
    assert lines[4] == "+3 more GPUs (make the terminal taller)"
    # Room for all six in one line each, and for the programs' line under them.
    lines = render_live(snap(*gpus), 80, 9, PLAIN)
    assert [line[:5] for line in lines[1:7]] == [f"GPU {i}" for i in range(6)]
    assert lines[7:] == ["", "No programs on the GPUs."]


def test_the_programs_are_left_room_for_two_rows():
    gpus = [a_gpu(i) for i in range(2)]
    procs = tuple(
        GpuProcess(100 + i, 0, "compute", GIB, 10.0, ProcessInfo(100 + i, True, user="u"))
        for i in range(3)
    )
    g0 = GpuSnapshot(gpus[0].static, gpus[0].reading, procs)
    # 2 blocks of 2 lines + blank + header + two rows = 8 lines under the first.
    lines = render_live(snap(g0, gpus[1]), 80, 9, PLAIN)
    assert len(lines) == 9 and lines[5] == "" and lines[6].startswith("PID")
    lines = render_live(snap(g0, gpus[1]), 80, 8, PLAIN)  # one line too few: one line a GPU
    assert lines[1].startswith("GPU 0  UTIL [") and lines[2].startswith("GPU 1  UTIL [")


# -- the first line ----------------------------------------------------------------------------


def test_the_header_names_the_source_and_leaves_out_the_driver_when_short_of_room():
    s = snap(a_gpu(), a_gpu(1), backend="simulated:training")
    assert header(s, 120, PLAIN, "q quit") == [
        "simulated: training · 2 GPUs · driver 555.42.06 · CUDA 12.5"
        + " " * 45
        + "03:04:05  q quit"
    ]
    # 28 + 31 + 12 + 6 = 77 columns wanted for the driver.
    assert header(s, 77, PLAIN, "q quit")[0].startswith("simulated: training · 2 GPUs · driver")
    assert header(s, 76, PLAIN, "q quit") == [
        "simulated: training · 2 GPUs" + " " * 32 + "03:04:05  q quit"
    ]
    other = snap(a_gpu(), backend="prometheus:http://p:9090")
    assert header(other, 80, PLAIN)[0].startswith("prometheus:http://p:9090 · 1 GPU · driver")
    no_cuda = Snapshot(WALL, 1.0, SystemInfo("nvml", "555.42.06", None, None), ())
    assert header(no_cuda, 80, PLAIN) == [
        "NVML · 0 GPUs · driver 555.42.06" + " " * 40 + "03:04:05"
    ]
    no_driver = Snapshot(WALL, 1.0, SystemInfo("nvml", None, "12.5", None), ())
    assert header(no_driver, 30, PLAIN) == ["NVML · 0 GPUs" + " " * 9 + "03:04:05"]


def test_the_keys_are_dim_and_the_source_bold():
    line = header(snap(a_gpu()), 80, COLOUR, "q quit")[0]
    assert line.startswith("\x1b[1mNVML\x1b[0m · 1 GPU")
    assert line.endswith("03:04:05\x1b[2m  q quit\x1b[0m")


def test_a_long_source_takes_at_most_half_the_width():
    s = snap(a_gpu(), backend="prometheus:http://" + "x" * 100)
    assert header(s, 60, PLAIN)[0].startswith("prometheus:http://xxxxxxxxxxx… · 1 GPU")


def test_sources_that_cannot_be_read_follow_in_yellow_and_ok_ones_do_not():
    ok = SourceState("lab-1", "ssh", "ok", "lab-1: fine.")
    down = SourceState("lab-2", "ssh", "unreachable", "lab-2 is unreachable " + "x" * 80)
    lines = header(snap(a_gpu(), sources=(ok, down)), 60, COLOUR)
    assert len(lines) == 2
    assert lines[1] == "\x1b[33m" + ("lab-2 is unreachable " + "x" * 80)[:59] + "…\x1b[0m"


def test_a_notice_is_cut_to_the_width():
    lines = render_live(snap(a_gpu()), 40, 24, PLAIN, notice="n" * 50, glyphs=ASCII)
    assert lines[1] == "n" * 37 + "..."


# -- the programs ------------------------------------------------------------------------------


def program(pid: int, gpu: int = 0, **info: object) -> GpuProcess:
    values: dict[str, object] = {
        "user": "alice",
        "cmdline": ("/home/alice/venv/bin/python", "train.py", "--epochs", "3"),
        "cpu_percent": 101.5,
        "tensorflow": True,
    }
    values.update(info)
    return GpuProcess(pid, gpu, "compute", 9 * GIB, 55.0, ProcessInfo(pid, True, **values))  # type: ignore[arg-type]


COMMAND = "/home/alice/venv/bin/python train.py --epochs 3"


def programs_of(*procs: GpuProcess, width: int = 100, rows: int = 10, host=None) -> list[str]:
    g = a_gpu()
    static = g.static if host is None else GpuStatic(index=0, name="x", host=host, host_index=3)
    s = snap(GpuSnapshot(static, g.reading, procs))
    return program_lines(group_programs(s), s, width, rows, PLAIN)


def test_the_programs_columns():
    assert programs_of(program(4242), program(77, user=None, tensorflow=False)) == [
        " PID  USER   GPU  GPU MEM  SM%  CPU%  TF   COMMAND",
        "4242  alice  0    9.0 GiB   55   102  yes  " + COMMAND,
        "  77  n/a    0    9.0 GiB   55   102  no   " + COMMAND,
    ]


def test_a_command_short_of_room_names_its_program_without_the_path():
    lines = programs_of(program(4242), width=70)
    assert lines[1] == "4242  alice  0    9.0 GiB   55   102  yes  python train.py --epochs 3"
    lines = programs_of(program(4242), width=60)
    assert lines[1] == "4242  alice  0    9.0 GiB   55   102  yes  python train.py …"


def test_a_program_in_a_container_and_one_not_visible():
    hidden = GpuProcess(99, 0, "graphics", None, None, ProcessInfo(99, False))
    boxed = program(5, container="docker 3f2a1b9c", tensorflow=None)
    lines = programs_of(boxed, hidden, width=120)
    assert lines[1].endswith(
        "n/a  [docker 3f2a1b9c] /home/alice/venv/bin/python train.py --epochs 3"
    )
    assert lines[2] == (
        " 99  n/a    0        n/a  n/a   n/a  n/a  "
        "(in another container: its pid is not visible here)"
    )


def test_a_remote_program_has_its_host_and_gpu_as_numbered_there():
    lines = programs_of(program(4242), host="lab-1")
    assert lines[0].startswith(" PID  HOST   USER   GPU")
    assert lines[1].startswith("4242  lab-1  alice  3  ")


def test_programs_in_colour():
    g = a_gpu()
    hidden = GpuProcess(99, 0, "graphics", None, None, ProcessInfo(99, False))
    s = snap(GpuSnapshot(g.static, g.reading, (program(4242), hidden)))
    lines = program_lines(group_programs(s), s, 120, 10, COLOUR)
    assert lines[0].startswith("\x1b[1m PID\x1b[0m  \x1b[1mUSER \x1b[0m")
    assert "\x1b[32myes\x1b[0m" in lines[1]
    assert lines[2].endswith("\x1b[2m(in another container: its pid is not visible here)\x1b[0m")


def test_a_wide_terminal_gives_the_user_column_more_room():
    long_user = program(1, user="a-very-long-user-name")
    assert "a-very-lo…" in programs_of(long_user, width=99)[1]
    assert "a-very-long-use…" in programs_of(long_user, width=100)[1]


def test_rows_for_the_programs():
    procs = [program(1000 + i) for i in range(5)]
    assert programs_of(*procs, rows=0) == []
    assert programs_of(*procs, rows=1) == ["5 programs on the GPUs (no room to list)"]
    assert programs_of(program(1), rows=1) == ["1 program on the GPUs (no room to list)"]
    six = programs_of(*procs, rows=6)
    assert len(six) == 6 and six[-1].startswith("1004")  # all five fit under the header
    four = programs_of(*procs, rows=4)
    assert len(four) == 4 and four[-1] == "+3 more"
    assert four[1].startswith("1000") and four[2].startswith("1001")
    assert programs_of(rows=3) == ["No programs on the GPUs."]


# -- bars --------------------------------------------------------------------------------------


def test_bars_in_eighths_and_in_whole_ascii_cells():
    assert bar(12.5, 4) == FULL * 0 + "▌" + "   "  # 4 eighths
    assert bar(10.0, 10) == FULL + "   " + " " * 6
    assert bar(99.0, 10) == FULL * 9 + "▉"  # 79.2 eighths: 79
    assert bar(55.0, 10, ASCII) == "######    "  # 5.5 rounds to 6 (half to even)
    assert bar(45.0, 10, ASCII) == "####      "  # 4.5 rounds to 4
    assert bar(None, 2) == "n/"
    assert bar(None, 3) == "n/a"
    assert bar(None, 7) == "  n/a  "
    assert UNICODE.ellipsis == "…" and ASCII.ellipsis == "..."


def test_a_long_unknown_reason_is_cut_to_32_characters():
    assert reason_words("x" * 40, False) == "x" * 31 + "…"
    assert reason_words("x" * 32, True) == "x" * 32


def test_a_lost_gpu_on_one_line_is_red_and_cut_with_the_terminal_s_ellipsis():
    lost = GpuSnapshot(GpuStatic(index=1, name="NVIDIA A100"), None, lost=True)
    one = render_live(snap(a_gpu(), lost), 60, 5, PLAIN, glyphs=ASCII)
    assert one[2] == "GPU 1  " + LOST_TEXT[:50] + "..."
    colour = render_live(snap(a_gpu(), lost), 60, 5, COLOUR)
    assert colour[2] == "\x1b[1mGPU 1\x1b[0m  \x1b[31;1m" + LOST_TEXT[:52] + "…\x1b[0m"


def test_one_line_reasons_keep_their_colours():
    g = a_gpu(throttle_reasons=("sw-thermal", "power-cap", "app-clocks"))
    line = render_live(snap(g), 200, 3, COLOUR)[1]
    assert line.endswith(
        "  \x1b[31;1mtoo hot (sw-thermal)\x1b[0m\x1b[33m, power cap (power-cap)\x1b[0m"
        ", application clocks set (app-clocks)"
    )


def test_no_programs_and_the_programs_left_out_are_said_dimly():
    s = snap(a_gpu())
    assert program_lines([], s, 80, 5, COLOUR) == ["\x1b[2mNo programs on the GPUs.\x1b[0m"]
    g = a_gpu()
    procs = tuple(program(100 + i) for i in range(4))
    many = snap(GpuSnapshot(g.static, g.reading, procs))
    lines = program_lines(group_programs(many), many, 100, 3, COLOUR)
    assert lines[-1] == "\x1b[2m+3 more\x1b[0m"


def test_each_column_of_the_programs_has_its_most_columns():
    g = a_gpu()
    proc = GpuProcess(
        1234567890123,  # 13 digits
        0,
        "compute",
        10 * 1024**5,  # "10240.0 TiB": 11 columns
        12345.0,
        ProcessInfo(
            1234567890123, True, user="u", cmdline=("python", "t.py"), cpu_percent=123456.0
        ),
    )
    s = snap(GpuSnapshot(g.static, g.reading, (proc,)))
    lines = program_lines(group_programs(s), s, 120, 5, PLAIN)
    assert lines[0] == "         PID  USER  GPU     GPU MEM   SM%   CPU%  TF   COMMAND"
    assert lines[1] == "12345678901…  u     0    10240.0 T…  123…  1234…  n/a  python t.py"


def test_a_long_gpu_list_is_cut_at_12_columns():
    g = a_gpu()
    statics = [GpuStatic(index=i, name="g") for i in (0, 2, 4, 6, 8)]
    proc = program(7)
    gpus = [
        GpuSnapshot(st, g.reading, (GpuProcess(7, st.index, "compute", GIB, 1.0, proc.info),))
        for st in statics
    ]
    s = snap(*gpus)
    lines = program_lines(group_programs(s), s, 120, 5, PLAIN)
    assert "  alice  0, 2, 4, 6,…  " in lines[1]  # "0, 2, 4, 6, 8" is 13 columns


def test_two_rows_for_several_programs_leave_room_for_the_count_only():
    assert programs_of(program(1), program(2), rows=2) == [
        "PID  USER  GPU  GPU MEM  SM%  CPU%  TF  COMMAND",  # as wide as the headings alone
        "+2 more",
    ]


def test_a_command_that_just_fits_keeps_its_path():
    # 43 columns before the command; the command is 47.
    lines = programs_of(program(4242), width=43 + len(COMMAND))
    assert lines[1].endswith("yes  " + COMMAND)
    lines = programs_of(program(4242), width=42 + len(COMMAND))
    assert lines[1].endswith("yes  python train.py --epochs 3")


def test_no_room_for_the_command_leaves_it_out():
    lines = programs_of(program(4242), width=43)
    assert lines[1] == "4242  alice  0    9.0 GiB   55   102  yes"


def test_a_very_long_command_is_still_named_by_its_program():
    argv = ("/opt/envs/tf/bin/python", "train.py", "--" + "x" * 5000)
    lines = programs_of(program(4242, cmdline=argv), width=80)
    # 80 - 43 = 37 columns: the program's name, its script and the start of the option.
    assert lines[1].endswith("yes  python train.py --" + "x" * 18 + "…")


def test_a_long_container_name_is_cut_at_40_characters():
    boxed = program(5, container="c" * 50)
    lines = programs_of(boxed, width=200)
    assert "[" + "c" * 39 + "…] /home/alice/venv/bin/python" in lines[1]


def test_a_program_of_this_machine_beside_remote_ones_has_no_host():
    g = a_gpu()
    remote = GpuStatic(index=1, name="x", host="lab-1", host_index=0)
    s = snap(
        GpuSnapshot(g.static, g.reading, (program(10),)),
        GpuSnapshot(remote, g.reading, (program(20, gpu=1),)),
    )
    lines = program_lines(group_programs(s), s, 120, 5, PLAIN)
    assert lines[1].startswith(" 10" + " " * 9 + "alice  0  ")  # an empty HOST cell
    assert lines[2].startswith(" 20  lab-1  alice  0  ")


def test_program_cells_are_cut_with_the_terminal_s_ellipsis():
    g = a_gpu()
    s = snap(GpuSnapshot(g.static, g.reading, (program(4242),)))
    lines = program_lines(group_programs(s), s, 60, 5, PLAIN, ASCII)
    assert lines[1] == "4242  alice  0    9.0 GiB   55   102  yes  python train.p..."  # 17


def test_memory_at_exactly_95_percent_is_red_bar_and_all():
    g = a_gpu(memory_used_bytes=19 * GIB, memory_total_bytes=20 * GIB)  # 95.0%
    line = render_live(snap(g), 80, 24, COLOUR)[2]
    assert "MEM [\x1b[31m" + FULL * 18 + " \x1b[0m]" in line  # 144.4 eighths of 19 cells
    assert "\x1b[31m 95%\x1b[0m" in line


def test_bars_are_drawn_with_the_terminal_s_characters():
    line = render_live(snap(a_gpu()), 82, 24, PLAIN, glyphs=ASCII)[2]
    assert line.startswith("  UTIL [" + "#" * 10 + " " * 10 + "]  50%   MEM [" + "#" * 10)


def test_a_gpu_without_a_name_and_one_with_a_very_long_name():
    g = a_gpu()
    nameless = GpuSnapshot(GpuStatic(index=0, name=None), g.reading)
    assert render_live(snap(nameless), 80, 24, PLAIN)[1].startswith("GPU 0  unknown GPU  ")
    long = GpuSnapshot(GpuStatic(index=0, name="NVIDIA " + "L" * 80), g.reading)
    line = render_live(snap(long), 300, 24, PLAIN)[1]
    assert "  " + "L" * 63 + "…  " in line  # at most 64 characters


def remote_gpu(host: str, index: int = 3) -> GpuSnapshot:
    g = a_gpu()
    return GpuSnapshot(
        GpuStatic(index=0, name="NVIDIA A100", host=host, host_index=index), g.reading
    )


def test_a_gpu_s_title_takes_up_to_a_third_of_the_width_and_at_least_8_columns():
    title = "gpu-server-number-01 GPU 3"  # 26 columns
    assert render_live(snap(remote_gpu("gpu-server-number-01")), 90, 24, PLAIN)[1].startswith(
        title + "  "
    )  # 90 // 3 = 30
    cut = render_live(snap(remote_gpu("gpu-server-number-01")), 60, 24, PLAIN, glyphs=ASCII)
    assert cut[1].startswith("gpu-server-number...  ")  # 60 // 3 = 20, with the ASCII "..."
    narrow = render_live(snap(remote_gpu("lab-1", 0)), 20, 24, PLAIN)
    assert narrow[1].startswith("lab-1 G…  ")  # 20 // 3 = 6: 8 columns still
