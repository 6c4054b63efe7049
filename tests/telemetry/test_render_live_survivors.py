"""Frames of ``tfgpu watch``'s live view at the widths and heights where its sums tip over: a
reading that just fits beside the name and one column less, the throttle reasons that just fit
after the bars, a lost GPU and the first line at the narrowest terminal, the caps on the
driver's versions, and the line budget of a short terminal (one line, two, a line left over)."""

from __future__ import annotations

from tests.telemetry.test_render_live_frames import (
    COLOUR,
    FULL,
    GIB,
    HALF,
    HEAD,
    PLAIN,
    WALL,
    _utc,  # noqa: F401 - the frames' clock is read in UTC, as in the frames' own tests
    a_gpu,
    program,
    snap,
)
from tfgpu_gui.telemetry.render_live import ASCII, LOST_TEXT, header, render_live
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, GpuStatic, Snapshot, SystemInfo


def named(name: str) -> GpuSnapshot:
    """The RTX 4090 of ``a_gpu`` under another name."""
    g = a_gpu()
    return GpuSnapshot(GpuStatic(index=0, name=name), g.reading)


# -- a GPU's first line: the name and the readings ----------------------------------------------

FOUNDERS = "NVIDIA GeForce RTX 4090 Founders Edition"  # "RTX 4090 Founders Edition": 25


def test_a_reading_goes_in_only_while_the_name_keeps_12_columns():
    # At 37 the bars end past the edge: the line is 37. "GPU 0" 5 + 2 + 12 of name + 2 + the
    # temperature 5 + 2 + the power 9 = 37: both readings, the name cut to 12.
    line = render_live(snap(named(FOUNDERS)), 37, 24, PLAIN)[1]
    assert line == "GPU 0  RTX 4090 Fo…  60 °C  200/450 W"
    # One column less: the power is left out, and the name gets what it leaves (36 - 5 - 2 -
    # 2 - 5 = 22 columns).
    line = render_live(snap(named(FOUNDERS)), 36, 24, PLAIN)[1]
    assert line == "GPU 0  RTX 4090 Founders Edi…  60 °C"


def test_a_name_cut_beside_the_readings_ends_with_the_terminal_s_ellipsis():
    line = render_live(snap(named(FOUNDERS)), 37, 24, PLAIN, glyphs=ASCII)[1]
    assert line == "GPU 0  RTX 4090 ...  60 °C  200/450 W"


def test_a_gpu_named_only_by_the_vendor_s_words_shows_its_title_and_readings():
    line = render_live(snap(named("NVIDIA GeForce ")), 80, 24, PLAIN)[1]
    assert line == "GPU 0" + " " * 59 + "60 °C  200/450 W"


def test_the_memory_texts_are_right_aligned_so_that_the_bars_line_up():
    two = snap(a_gpu(0), a_gpu(1, memory_used_bytes=8 * GIB, memory_total_bytes=80 * GIB))
    lines = render_live(two, 80, 24, PLAIN)
    bar_50 = "[" + FULL * 9 + HALF + " " * 9 + "]"
    assert lines[2] == "  UTIL " + bar_50 + "  50%   MEM " + bar_50 + "  50% 12.0/24.0 GiB"
    # 10% of 19 cells: 15.2 eighths, one cell and 7/8; the text one column shorter.
    assert lines[4] == (
        "  UTIL " + bar_50 + "  50%   MEM [" + FULL + "▉" + " " * 17 + "]  10%  8.0/80.0 GiB"
    )


# -- the throttle reasons after the bars ---------------------------------------------------------

BARS_200 = (
    "  UTIL [" + FULL * 20 + " " * 20 + "]  50%   MEM [" + FULL * 20 + " " * 20 + "]  50% "
    "12.0/24.0 GiB"
)  # 122 columns


def test_the_reasons_with_their_names_go_after_the_bars_when_they_just_fit():
    g = a_gpu(throttle_reasons=("sw-thermal", "power-cap"))
    # 122 + 3 + 55 = 180.
    lines = render_live(snap(g), 180, 24, PLAIN)
    assert lines[2] == BARS_200 + "   throttling: too hot (sw-thermal), power cap (power-cap)"
    assert lines[3] == ""
    # One column less: the short words, still after the bars.
    lines = render_live(snap(g), 179, 24, PLAIN)
    assert lines[2] == BARS_200 + "   throttling: too hot, power cap"
    assert lines[3] == ""


# -- lost GPUs -----------------------------------------------------------------------------------


def test_a_lost_gpu_at_the_narrowest_terminal():
    lost = GpuSnapshot(GpuStatic(index=1, name="NVIDIA A100-PCIE-40GB"), None, lost=True)
    # 20 columns, and no fewer even when the terminal says so: the name gets 20 - 5 - 2 = 13,
    # the sentence 18; the time does not fit beside "NVML · 1 GPU" and is cut.
    for width in (20, 12):
        assert render_live(snap(lost), width, 24, PLAIN) == [
            "NVML · 1 GPU 03:04:0",
            "GPU 1  A100-PCIE-40…",
            "  lost: it stopped …",
            "",
            "No programs on the G",
        ]
    lines = render_live(snap(lost), 40, 24, PLAIN)
    assert lines[1:3] == ["GPU 1  A100-PCIE-40GB", "  " + LOST_TEXT[:37] + "…"]


def test_a_gpu_without_a_reading_is_drawn_as_lost():
    nothing = GpuSnapshot(GpuStatic(index=2, name="NVIDIA A100"), None)  # not marked lost
    assert render_live(snap(nothing), 80, 24, PLAIN)[1:3] == ["GPU 2  A100", "  " + LOST_TEXT]


# -- the first lines -----------------------------------------------------------------------------


def test_the_first_line_at_the_narrowest_terminal():
    s = snap(a_gpu(), backend="simulated:training")
    # The source gets 10 columns (half of 20 is no more), then one space before the time.
    assert render_live(s, 20, 24, PLAIN)[0] == "simulated… · 1 GPU 0"
    no_driver = Snapshot(WALL, 1.0, SystemInfo("nvml", None, "12.5", None), ())
    assert header(no_driver, 22, PLAIN) == ["NVML · 0 GPUs 03:04:05"]  # 13 + 1 + 8


def test_long_driver_and_cuda_versions_are_cut_to_24_and_12_characters():
    system = SystemInfo("nvml", "555.42.06-custom-lab-build-7", "12.5.1-lab-build", None)
    line = header(Snapshot(WALL, 1.0, system, ()), 120, PLAIN)[0]
    assert line.startswith("NVML · 0 GPUs · driver 555.42.06-custom-lab-bu… · CUDA 12.5.1-lab-… ")
    assert line.endswith(" 03:04:05") and len(line) == 120


def test_the_keys_end_the_first_line():
    lines = render_live(snap(a_gpu()), 80, 24, PLAIN, hint="q quit")
    assert lines[0] == HEAD + " " * 21 + "03:04:05  q quit"


def test_a_notice_is_yellow():
    lines = render_live(snap(a_gpu()), 80, 24, COLOUR, notice="The driver is gone (retrying)")
    assert lines[1] == "\x1b[33mThe driver is gone (retrying)\x1b[0m"


# -- the line budget -----------------------------------------------------------------------------


def test_a_frame_one_line_high_is_its_first_line_alone():
    for height in (1, 0):
        assert render_live(snap(a_gpu()), 80, height, PLAIN) == [HEAD + " " * 29 + "03:04:05"]


def test_with_one_line_under_the_first_the_gpus_are_only_counted():
    three = snap(*[a_gpu(i) for i in range(3)])
    assert render_live(three, 80, 2, PLAIN)[1:] == ["+3 more GPUs (make the terminal taller)"]
    lines = render_live(three, 80, 3, COLOUR)
    assert lines[1].startswith("\x1b[1mGPU 0\x1b[0m  UTIL [")
    assert lines[2] == "\x1b[2m+2 more GPUs (make the terminal taller)\x1b[0m"


def test_one_line_left_under_the_gpus_stays_empty():
    lines = render_live(snap(a_gpu()), 80, 3, PLAIN)
    assert lines == [
        HEAD + " " * 29 + "03:04:05",
        "GPU 0  UTIL [" + FULL * 7 + HALF + " " * 7 + "]  50%  MEM [" + FULL * 7 + HALF + " " * 7
        + "]  50%  60 °C  200/450 W",
    ]  # fmt: skip


def test_no_gpus_means_no_programs_part():
    assert render_live(snap(), 80, 24, PLAIN) == [
        "NVML · 0 GPUs · driver 555.42.06 · CUDA 12.5" + " " * 28 + "03:04:05"
    ]


def test_the_programs_in_the_frame_are_cut_with_the_terminal_s_ellipsis():
    g = a_gpu()
    s = snap(GpuSnapshot(g.static, g.reading, (program(4242),)))
    lines = render_live(s, 60, 24, PLAIN, glyphs=ASCII)
    assert lines[5] == "4242  alice  0    9.0 GiB   55   102  yes  python train.p..."
