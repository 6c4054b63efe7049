"""``tfgpu watch`` of this machine's GPUs, in this process: what goes to standard output and
what to standard error when there is no GPU or no driver, a reading lost on the way, the table
in colour on a colour terminal, and ``--debug`` reaching the full-screen view."""

from __future__ import annotations

import dataclasses
import io
import re
import sys

import pytest

from tests.helpers.failing import FailsOnce
from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sources.registry import make_backend

NO_GPU = (
    "The NVIDIA driver is running but reports no GPU. Check that the GPU is seated and "
    "powered, and look at `nvidia-smi -L` and `dmesg | grep -i nvrm`."
)
ANSI = re.compile(r"\x1b\[[0-9;]*m")


class Terminal(io.StringIO):
    """A standard output that says it is a terminal."""

    encoding = "utf-8"

    def isatty(self) -> bool:
        return True


def test_no_gpu_into_a_pipe_is_one_line_on_stderr_and_nothing_on_stdout(monkeypatch, capsys):
    from tests.helpers.fake_nvml import FakeNvml

    FakeNvml().install(monkeypatch).gpus.clear()
    assert cli.main(["watch", "-n", "3", "-i", "0.1"]) == WatchExit.NO_GPU
    assert capsys.readouterr() == ("", f"tfgpu: {NO_GPU}\n")


def test_no_driver_into_a_pipe_is_one_line_on_stderr_and_nothing_on_stdout(capsys):
    sentence = TelemetryUnavailable("no-driver").sentence()
    assert cli.main(["watch", "--simulate", "no-driver", "-n", "2"]) == WatchExit.NO_TELEMETRY
    assert capsys.readouterr() == ("", f"tfgpu: {sentence}\n")


def test_a_reading_lost_into_a_pipe_says_why_and_when_it_is_tried_again(monkeypatch, capsys):
    """The second of three readings fails: a line on stderr with the retry period (the
    sampler's default, 10 s), two tables on stdout (the third sample is within the retry
    period, so it reads nothing), and watch ends normally."""
    backend = make_backend("training")
    read = FailsOnce(backend.read, 2, lambda: TelemetryUnavailable("driver-mismatch"))
    monkeypatch.setattr(backend, "read", read)
    monkeypatch.setattr("tfgpu_gui.commands.common.backend_for", lambda args: backend)
    assert cli.main(["watch", "-n", "3", "-i", "0.1"]) == WatchExit.OK
    out, err = capsys.readouterr()
    sentence = TelemetryUnavailable("driver-mismatch").sentence()
    assert err == f"tfgpu: {sentence} (retrying every 10 s)\n"
    assert out.count("GPU  NAME") == 1


def hot_and_throttled(monkeypatch) -> None:
    """This machine's GPU at 95 °C (hot: 85 °C and more is shown in red), held back for heat
    and by a hardware slowdown."""
    backend = make_backend("training")
    real = backend.read

    def read():
        snap = real()
        g = snap.gpus[0]
        assert g.reading is not None
        reading = dataclasses.replace(
            g.reading, temperature_c=95.0, throttle_reasons=("sw-thermal", "hw-slowdown")
        )
        return dataclasses.replace(snap, gpus=(dataclasses.replace(g, reading=reading),))

    monkeypatch.setattr(backend, "read", read)
    monkeypatch.setattr("tfgpu_gui.commands.common.backend_for", lambda args: backend)


def test_the_table_is_in_colour_on_a_colour_terminal(monkeypatch):
    hot_and_throttled(monkeypatch)
    frames = {}
    for colour in (True, False):
        terminal = Terminal()
        monkeypatch.setattr(sys, "stdout", terminal)
        if colour:
            monkeypatch.delenv("NO_COLOR", raising=False)
        else:
            monkeypatch.setenv("NO_COLOR", "1")
        assert cli.main(["watch", "-n", "1"]) == WatchExit.OK
        frames[colour] = terminal.getvalue()
    assert "\x1b[31;1m95 °C\x1b[0m" in frames[True]  # red, bold
    assert not ANSI.search(frames[False]) and " 95 °C " in frames[False]
    # The same words either way: the colour is only around them.
    assert ANSI.sub("", frames[True]).splitlines()[1:] == frames[False].splitlines()[1:]


class Screen:
    """Stands in for the full-screen view's terminal: keeps the frames, quits after one."""

    frames: list[list[str]]

    def __init__(self, out=None, keys=None, on_quit=None, on_resize=None) -> None:
        self.on_quit = on_quit
        Screen.frames = []

    reads_keys = False

    def open(self) -> None:
        pass

    def close(self) -> None:
        pass

    def draw(self, lines, width, height) -> None:
        Screen.frames.append(list(lines))
        assert self.on_quit is not None
        self.on_quit()


@pytest.mark.parametrize("debug", [False, True])
def test_debug_shows_the_view_s_throttle_reasons_by_their_nvml_names(monkeypatch, debug):
    """At 160 columns the reasons fit in words; ``--debug`` adds their NVML names."""
    from tfgpu_gui.text import live_screen

    monkeypatch.setattr(live_screen, "LiveScreen", Screen)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: (160, 40))
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setenv("TERM", "xterm")
    hot_and_throttled(monkeypatch)
    assert cli.main(["watch", "--debug"] if debug else ["watch"]) == WatchExit.OK
    (frame,) = Screen.frames
    text = "\n".join(frame)
    if debug:
        assert "  throttling: too hot (sw-thermal), hardware slowdown (hw-slowdown)" in text
    else:
        assert "  throttling: too hot, hardware slowdown" in text


class Events:
    """What happened, in order: the view's terminal given back, lines on stderr."""

    seen: list[str]


class ClosingScreen(Screen):
    """A view's terminal that notes when it is given back and never quits by itself."""

    def draw(self, lines, width, height) -> None:
        Screen.frames.append(list(lines))

    def close(self) -> None:
        Events.seen.append("view closed")


class Stderr(io.StringIO):
    def write(self, text: str) -> int:
        if text.strip():
            Events.seen.append(text.strip())
        return super().write(text)


def view_and_stderr(monkeypatch) -> None:
    """The full-screen view on a terminal stand-in; stderr noted in :class:`Events`. (Called
    in the test itself: pytest sets its own standard streams again after the fixtures.)"""
    from tfgpu_gui.text import live_screen

    Events.seen = []
    monkeypatch.setattr(live_screen, "LiveScreen", ClosingScreen)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: (120, 40))
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setattr(sys, "stderr", Stderr())
    monkeypatch.setenv("TERM", "xterm")


def failing_second_write(monkeypatch, path) -> FailsOnce:
    from tfgpu_gui.commands import watch

    error = f"cannot write the CSV file {path}: No space left on device"
    write = FailsOnce(watch.CsvLog.write, 2, lambda: watch.CsvWriteError(error))
    monkeypatch.setattr(watch.CsvLog, "write", write)
    return write


def test_a_failed_csv_write_gives_the_terminal_back_before_saying_so(monkeypatch, tmp_path):
    """The full-screen view ends first, so that the message stays on the terminal (the
    alternate screen would take it away)."""
    view_and_stderr(monkeypatch)
    path = tmp_path / "gpus.csv"
    write = failing_second_write(monkeypatch, path)
    argv = ["watch", "--simulate", "training", "-i", "0.1", "--csv", str(path)]
    assert cli.main(argv) == WatchExit.CSV_WRITE_FAILED
    assert write.calls == 2 and len(Screen.frames) == 2
    stopped = f"tfgpu: cannot write the CSV file {path}: No space left on device; stopped watching."
    assert Events.seen[: Events.seen.index(stopped)] == ["view closed"]
    assert Events.seen[-1] == f"tfgpu: 1 rows appended to {path}"


def test_a_failed_csv_write_of_a_remote_source_gives_the_terminal_back_first(monkeypatch, tmp_path):
    view_and_stderr(monkeypatch)
    from tfgpu_gui.telemetry.remote.exporter import Exporter

    with make_backend("training") as backend:
        snapshot = backend.read()
    server = Exporter(("127.0.0.1", 0), lambda: snapshot, "lab")
    host, port = server.start()
    try:
        path = tmp_path / "gpus.csv"
        write = failing_second_write(monkeypatch, path)
        url = f"http://{host}:{port}/metrics"
        argv = ["watch", "--prometheus", url, "-i", "0.1", "--csv", str(path)]
        assert cli.main(argv) == WatchExit.CSV_WRITE_FAILED
    finally:
        server.stop()
    assert write.calls == 2
    stopped = f"tfgpu: cannot write the CSV file {path}: No space left on device; stopped watching."
    assert Events.seen[: Events.seen.index(stopped)] == ["view closed"]


@pytest.mark.parametrize("colour", [True, False])
def test_the_full_screen_view_is_in_colour_on_a_colour_terminal(monkeypatch, colour):
    from tfgpu_gui.text import live_screen

    monkeypatch.setattr(live_screen, "LiveScreen", Screen)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: (160, 40))
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    if colour:
        monkeypatch.delenv("NO_COLOR", raising=False)
    else:
        monkeypatch.setenv("NO_COLOR", "1")
    hot_and_throttled(monkeypatch)
    assert cli.main(["watch"]) == WatchExit.OK
    (frame,) = Screen.frames
    text = "\n".join(frame)
    assert ("\x1b[31;1m" in text) is colour  # the hot GPU's temperature in red, bold
    assert "95 °C" in ANSI.sub("", text)


class NoEncoding:
    """A standard output put in place by a program: it writes, and has no ``encoding``."""

    def __init__(self) -> None:
        self.text = io.StringIO()

    def write(self, text: str) -> int:
        return self.text.write(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return True


def test_a_standard_output_without_an_encoding_gets_the_plain_glyphs(monkeypatch):
    from tfgpu_gui.commands import watch
    from tfgpu_gui.telemetry.render_live import ASCII

    monkeypatch.setattr(sys, "stdout", NoEncoding())
    assert watch.LiveView(lambda: None).glyphs == ASCII


@pytest.mark.parametrize("debug", [False, True])
def test_debug_reaches_the_full_screen_view_of_remote_sources(monkeypatch, debug):
    # The source does not answer: the view shows its sentence and is quit after one frame.
    from tfgpu_gui.commands import watch
    from tfgpu_gui.text import live_screen

    made: list[watch.LiveView] = []

    class Recorded(watch.LiveView):
        def __init__(self, on_quit, debug: bool = False) -> None:
            super().__init__(on_quit, debug)
            made.append(self)

    monkeypatch.setattr(watch, "LiveView", Recorded)
    monkeypatch.setattr(live_screen, "LiveScreen", Screen)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: (160, 40))
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setenv("TERM", "xterm")
    argv = ["watch", "--prometheus", "http://127.0.0.1:9/metrics", "-i", "0.1"]
    assert cli.main([*argv, "--debug"] if debug else argv) == WatchExit.NO_TELEMETRY
    (view,) = made
    assert view.debug is debug
    assert len(Screen.frames) == 1
