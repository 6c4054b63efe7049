"""``tfgpu watch``'s live view as a pure function of (snapshot, width, height, style): it fits
the terminal, its bars are proportional, colour marks exactly what the alerts call hot or
throttled, and what does not fit is counted."""

from __future__ import annotations

import dataclasses
import re

import pytest

from tests.telemetry.test_export_fields import HIDDEN, READING, STATIC, TF, WALL
from tfgpu_gui.telemetry import ManualClock, make_backend
from tfgpu_gui.telemetry.alerts import HOT_C, MEMORY_FULL_PERCENT
from tfgpu_gui.telemetry.render_live import ASCII, UNICODE, bar, glyphs_for, render_live
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SourceState,
    SystemInfo,
)
from tfgpu_gui.text.terminal import Style, cells, use_color

PLAIN = Style(False)
COLOUR = Style(True)
SGR = re.compile(r"\x1b\[[0-9;]*m")
RED, YELLOW = "\x1b[31", "\x1b[33"  # with or without bold after them


def snap(*gpus: GpuSnapshot, sources: tuple[SourceState, ...] = ()) -> Snapshot:
    system = SystemInfo("nvml", "555.42.06", "12.5", "12.555")
    return Snapshot(WALL, 1.0, system, gpus, sources)


def gpu(**reading: object) -> GpuSnapshot:
    """A GPU with 80 GiB, reading as given on top of an ordinary one, running one TF process."""
    static = dataclasses.replace(STATIC, memory_total_bytes=80 * 2**30)
    base = dataclasses.replace(
        READING, memory_used_bytes=20 * 2**30, memory_total_bytes=80 * 2**30, throttle_reasons=()
    )
    return GpuSnapshot(static, dataclasses.replace(base, **reading), (TF,))


def scenario(name: str, seconds: float = 400.0) -> Snapshot:
    clock = ManualClock()
    backend = make_backend(name, clock=clock)
    backend.read()
    clock.advance(seconds)
    return backend.read()


def visible(lines: list[str]) -> list[str]:
    return [SGR.sub("", line) for line in lines]


def filled(inside: str) -> float:
    """The share of a bar that is filled, from its block elements."""
    eighths = sum(8 if ch == "█" else max(0, " ▏▎▍▌▋▊▉".find(ch)) for ch in inside)
    return eighths / (8 * len(inside))


def gpu_lines(lines: list[str]) -> list[str]:
    """The GPU part of a frame: after the first line, up to the blank line before programs."""
    return lines[1 : lines.index("")]


@pytest.mark.parametrize("width", [80, 120, 200])
@pytest.mark.parametrize("height", [8, 24, 40])
@pytest.mark.parametrize(
    "name", ["training", "thermal-throttle", "multi-gpu-8", "gpu-lost", "datacenter"]
)
def test_no_line_is_wider_than_the_terminal_nor_the_frame_taller(name, width, height):
    for style in (PLAIN, COLOUR):
        lines = render_live(scenario(name), width, height, style, hint="q quit")
        assert len(lines) <= height
        for line in lines:
            assert cells(line) <= width, (width, SGR.sub("", line))


def test_a_wider_terminal_gets_wider_bars_and_more_readings():
    narrow = visible(render_live(scenario("training"), 80, 24, PLAIN))
    wide = visible(render_live(scenario("training"), 200, 24, PLAIN))
    assert narrow[2].count("█") < wide[2].count("█")
    assert "RX" not in narrow[1] and "RX" in wide[1]  # PCIe traffic when there is room
    assert max(len(line) for line in wide) > 100


@pytest.mark.parametrize(
    ("percent", "inside"),
    [(0, " " * 20), (50, "█" * 10 + " " * 10), (100, "█" * 20), (62.5, "█" * 12 + "▌" + " " * 7)],
)
def test_a_bar_is_filled_in_proportion(percent, inside):
    assert bar(percent, 20) == inside


def test_out_of_range_values_stay_inside_the_bar_and_ascii_fills_whole_cells():
    assert bar(140, 10) == "█" * 10 and bar(-5, 10) == " " * 10
    assert bar(50, 10, ASCII) == "#" * 5 + " " * 5
    assert glyphs_for("utf-8") is UNICODE and glyphs_for("ascii") is ASCII
    assert glyphs_for("no-such-codec") is ASCII


def test_a_value_not_reported_is_n_a_never_an_empty_bar():
    assert bar(None, 20).strip() == "n/a"
    lines = visible(render_live(snap(gpu(util_gpu_percent=None)), 80, 24, PLAIN))
    util = re.search(r"UTIL \[(.*?)\] +(\S+)", lines[2])
    assert util and util.group(1).strip() == "n/a" and util.group(2) == "n/a"
    full = re.search(r"MEM \[(.*?)\]", lines[2])
    assert full and abs(filled(full.group(1)) - 0.25) <= 1 / (16 * len(full.group(1)))


def test_bars_in_the_frame_follow_the_readings():
    lines = visible(render_live(snap(gpu(util_gpu_percent=50.0)), 80, 24, PLAIN))
    inside = re.search(r"UTIL \[(.*?)\] +50%", lines[2])
    assert inside and abs(filled(inside.group(1)) - 0.5) <= 1 / (16 * len(inside.group(1)))
    assert "20.0/80.0 GiB" in lines[2] and " 25%" in lines[2]


def test_a_normal_gpu_has_no_warning_colour():
    lines = render_live(snap(gpu(temperature_c=HOT_C - 1)), 80, 24, COLOUR)
    for line in gpu_lines(lines):
        assert RED not in line and YELLOW not in line, line
    assert "\x1b[1m" in lines[0]  # colour elsewhere: the headings are bold


def temperature_piece(lines: list[str]) -> str:
    match = re.search(r"(\x1b\[[0-9;]*m)?\d+ °C", lines[1])
    assert match, lines[1]
    return match.group(0)


def test_the_temperature_is_red_from_the_alert_threshold_on():
    hot = render_live(snap(gpu(temperature_c=HOT_C)), 80, 24, COLOUR)
    assert temperature_piece(hot).startswith(RED)
    cool = render_live(snap(gpu(temperature_c=HOT_C - 0.5)), 80, 24, COLOUR)
    assert not temperature_piece(cool).startswith("\x1b[")


def test_throttling_for_heat_is_said_in_words_and_coloured():
    g = gpu(temperature_c=80.0, throttle_reasons=("sw-thermal", "power-cap"))
    lines = render_live(snap(g), 80, 24, COLOUR)
    text = visible(lines)
    assert any("throttling: too hot" in line and "power cap" in line for line in text)
    assert f"{RED};1mtoo hot" in "".join(lines)
    assert f"{YELLOW}mpower cap" in "".join(lines)
    assert temperature_piece(lines).startswith(YELLOW)  # below HOT_C, but slowing for heat
    power = re.search(r"(\x1b\[[0-9;]*m)?\d+/\d+ W", lines[1])
    assert power and power.group(0).startswith(YELLOW)
    # The NVML names where there is room, or always with --debug.
    assert "sw-thermal" not in "".join(text)
    assert "sw-thermal" in "".join(visible(render_live(snap(g), 200, 24, PLAIN)))
    assert "sw-thermal" in "".join(visible(render_live(snap(g), 80, 24, PLAIN, raw_reasons=True)))


def test_an_idle_gpu_is_not_throttling():
    lines = visible(render_live(snap(gpu(throttle_reasons=("idle",))), 80, 24, PLAIN))
    assert not any("throttling" in line for line in lines)


def test_memory_is_red_from_the_alert_threshold_on():
    total = 80 * 2**30
    full = gpu(memory_used_bytes=int(total * MEMORY_FULL_PERCENT / 100) + 1)
    assert RED in render_live(snap(full), 80, 24, COLOUR)[2]
    almost = gpu(memory_used_bytes=int(total * (MEMORY_FULL_PERCENT - 1) / 100))
    assert RED not in render_live(snap(almost), 80, 24, COLOUR)[2]


def test_no_color_means_no_escape_code_at_all(monkeypatch):
    class Tty:
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    style = Style(use_color(Tty()))  # type: ignore[arg-type]
    g = gpu(temperature_c=95.0, throttle_reasons=("hw-thermal",))
    frame = "\n".join(render_live(snap(g, GpuSnapshot(STATIC, None, lost=True)), 80, 24, style))
    assert "\x1b" not in frame
    assert "█" in frame  # the bars stay


def test_a_lost_gpu_says_so_in_red():
    lines = render_live(
        snap(gpu(), GpuSnapshot(GpuStatic(3, "NVIDIA B"), None, lost=True)), 80, 24, COLOUR
    )
    lost = [line for line in lines if "fell off the bus" in line]
    assert lost and lost[0].lstrip().startswith(RED)
    assert "GPU 3" in "".join(visible(lines))


def test_a_source_that_cannot_be_read_is_named():
    down = SourceState("down", "ssh", "unreachable", "down is unreachable (connection refused).")
    lines = render_live(snap(gpu(), sources=(down,)), 80, 24, COLOUR)
    assert lines[1] == f"{YELLOW}mdown is unreachable (connection refused).\x1b[0m"


def test_a_notice_replaces_nothing_and_is_shown():
    lines = visible(render_live(snap(), 80, 24, PLAIN, notice="The driver is gone (retrying)"))
    assert lines[1] == "The driver is gone (retrying)"


def test_a_remote_gpu_and_its_programs_name_their_host():
    static = dataclasses.replace(STATIC, index=5, host="lab-1", host_index=1)
    proc = dataclasses.replace(TF, gpu_index=5)
    lines = visible(render_live(snap(GpuSnapshot(static, READING, (proc,))), 80, 24, PLAIN))
    assert lines[1].startswith("lab-1 GPU 1  Test 80GB")
    header = lines.index("") + 1
    assert lines[header].split()[:3] == ["PID", "HOST", "USER"]
    row = lines[header + 1].split()
    assert row[:4] == ["4242", "lab-1", "alice", "1"]  # the GPU as numbered on its host


def programs(n: int) -> tuple[GpuProcess, ...]:
    return tuple(
        GpuProcess(
            1000 + i,
            2,
            "compute",
            2**30,
            10.0,
            ProcessInfo(1000 + i, True, user="bob", cmdline=("python", f"job{i}.py")),
        )
        for i in range(n)
    )


def test_the_programs_that_do_not_fit_are_counted():
    g = GpuSnapshot(STATIC, READING, programs(30))
    lines = visible(render_live(snap(g), 80, 12, PLAIN))
    assert len(lines) == 12
    assert lines[-1] == "+25 more"  # title 1, GPU 2, blank 1, header 1, 5 rows, this line
    assert sum(line.lstrip().startswith("10") for line in lines) == 5
    every = visible(render_live(snap(g), 80, 40, PLAIN))
    assert not any("more" in line for line in every)
    assert sum("job" in line for line in every) == 30


def test_programs_show_user_gpu_memory_sm_cpu_command_and_tf():
    lines = visible(render_live(snap(GpuSnapshot(STATIC, READING, (TF, HIDDEN))), 120, 24, PLAIN))
    header = lines.index("") + 1
    assert lines[header].split() == [
        "PID", "USER", "GPU", "GPU", "MEM", "SM%", "CPU%", "TF", "COMMAND",
    ]  # fmt: skip
    tf = lines[header + 1].split()
    assert tf[:3] == ["4242", "alice", "2"] and "yes" in tf and "train.py" in tf
    assert "(in another container" in lines[header + 2]


def test_many_gpus_on_a_short_terminal_take_one_line_each_then_are_counted():
    eight = scenario("multi-gpu-8")
    lines = visible(render_live(eight, 80, 14, PLAIN))
    assert sum(line.startswith("GPU ") for line in lines) == 8
    assert all("UTIL [" in line and "MEM [" in line for line in lines if line.startswith("GPU "))
    tiny = visible(render_live(eight, 80, 6, PLAIN))
    assert len(tiny) == 6 and tiny[-1].startswith("+4 more GPUs")


def test_hostile_names_reach_the_frame_escaped():
    evil = dataclasses.replace(TF.info, cmdline=("python", "\x1b]0;pwned\x07", "\x1b[2J"))
    g = GpuSnapshot(
        dataclasses.replace(STATIC, name="RTX\x1b[8m"),
        READING,
        (dataclasses.replace(TF, info=evil),),
    )
    frame = "\n".join(render_live(snap(g), 200, 24, COLOUR))
    assert "\x1b]" not in frame and "\x07" not in frame
    assert SGR.sub("", frame).count("\x1b") == 0
    assert "\\x1b]0;pwned" in frame
