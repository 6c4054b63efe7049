"""``tfgpu watch`` run in this process: the JSON-lines stream, the frames into a pipe or onto a
terminal, the full-screen view (with a stand-in for the terminal) and remote sources."""

from __future__ import annotations

import argparse
import csv
import errno
import io
import json
import os
import sys
from pathlib import Path
from typing import ClassVar

import pytest

from tests.helpers.failing import FailsOnce
from tfgpu_gui import __version__, cli
from tfgpu_gui.commands import watch
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.export import CSV_COLUMNS
from tfgpu_gui.telemetry.snapshot import SystemInfo
from tfgpu_gui.telemetry.sources.registry import make_backend

CLEAR = "\x1b[H\x1b[2J"
NO_GPU = (
    "The NVIDIA driver is running but reports no GPU. Check that the GPU is seated and "
    "powered, and look at `nvidia-smi -L` and `dmesg | grep -i nvrm`."
)


class Terminal(io.StringIO):
    """A standard output that says it is a terminal."""

    def __init__(self, encoding: str = "utf-8") -> None:
        super().__init__()
        self._encoding = encoding

    @property
    def encoding(self) -> str:  # type: ignore[override]
        return self._encoding

    def isatty(self) -> bool:
        return True


# -- --jsonl -----------------------------------------------------------------------------------


def stream(capsys, *argv: str) -> tuple[int, list[dict]]:
    code = cli.main(["watch", "--jsonl", *argv])
    return code, [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_jsonl_says_hello_then_one_snapshot_per_sample(capsys):
    code, lines = stream(capsys, "--simulate", "training", "-n", "3", "-i", "0.1")
    assert code == WatchExit.OK
    assert lines[0] == {
        "schema": "tfgpu.stream/1",
        "type": "hello",
        "version": __version__,
        "interval": 0.1,
    }
    assert [line["type"] for line in lines[1:]] == ["snapshot"] * 3
    assert [g["name"] for g in lines[1]["snapshot"]["gpus"]] == ["NVIDIA GeForce RTX 4090"]


def test_jsonl_default_interval_is_one_second(capsys):
    code, lines = stream(capsys, "--simulate", "training", "-n", "1")
    assert code == WatchExit.OK
    assert lines[0]["interval"] == 1.0 and len(lines) == 2


def test_jsonl_without_telemetry_is_an_error_line_and_status_3(capsys):
    code, lines = stream(capsys, "--simulate", "no-driver", "-n", "2")
    assert code == WatchExit.NO_TELEMETRY
    assert lines[0]["type"] == "hello"
    assert lines[1:] == [
        {
            "schema": "tfgpu.stream/1",
            "type": "error",
            "kind": "no-driver",
            "message": TelemetryUnavailable("no-driver").sentence(),
        }
    ]
    assert lines[1]["message"].startswith("No NVIDIA driver was found")


def test_jsonl_without_a_gpu_is_an_error_line_and_status_4(capsys, monkeypatch):
    from tests.helpers.fake_nvml import FakeNvml

    FakeNvml().install(monkeypatch).gpus.clear()
    code, lines = stream(capsys, "-n", "3", "-i", "0.1")
    assert code == WatchExit.NO_GPU
    assert lines[1:] == [
        {"schema": "tfgpu.stream/1", "type": "error", "kind": "no-gpu", "message": NO_GPU}
    ]


def test_jsonl_goes_on_after_a_later_failure(capsys, monkeypatch):
    """A reading that fails after the first is an error line, not the end of the stream; the
    next try waits a second (the third sample, 0.1 s later, reads nothing)."""
    backend = make_backend("training")
    read = FailsOnce(backend.read, 2, lambda: TelemetryUnavailable("driver-mismatch"))
    monkeypatch.setattr(backend, "read", read)
    monkeypatch.setattr("tfgpu_gui.commands.common.backend_for", lambda args: backend)
    code, lines = stream(capsys, "-n", "3", "-i", "0.1")
    assert code == WatchExit.OK
    assert [line["type"] for line in lines] == ["hello", "snapshot", "error"]
    assert lines[2]["kind"] == "driver-mismatch"
    assert lines[2]["message"] == TelemetryUnavailable("driver-mismatch").sentence()


def test_jsonl_does_not_go_with_a_remote_source(capsys):
    code = cli.main(["watch", "--jsonl", "--prometheus", "http://127.0.0.1:9/metrics"])
    assert code == WatchExit.USAGE
    assert capsys.readouterr().err == (
        "tfgpu watch: error: --jsonl streams this machine's GPUs; it does not go with "
        "--host or --prometheus\n"
    )


# -- frames of the compact table ---------------------------------------------------------------


def test_into_a_pipe_each_sample_is_a_table_followed_by_a_blank_line(capsys):
    assert cli.main(["watch", "--simulate", "training", "-n", "2", "-i", "0.1"]) == WatchExit.OK
    out = capsys.readouterr().out
    assert CLEAR not in out
    frames = out.split("\n\n")
    assert len(frames) == 3 and frames[-1] == ""
    assert all(f.splitlines()[1].startswith("GPU  NAME") for f in frames[:2])


def test_on_a_terminal_with_a_count_each_table_replaces_the_last(monkeypatch):
    terminal = Terminal()
    monkeypatch.setattr(sys, "stdout", terminal)
    assert cli.main(["watch", "--simulate", "training", "-n", "2", "-i", "0.1"]) == WatchExit.OK
    out = terminal.getvalue()
    assert out.startswith(CLEAR) and out.count(CLEAR) == 2
    assert not out.endswith("\n\n")


@pytest.mark.parametrize(
    ("tty", "count", "term", "live"),
    [
        (True, None, "xterm-256color", True),
        (True, None, None, True),
        (True, 5, "xterm", False),
        (True, None, "dumb", False),
        (False, None, "xterm", False),
    ],
)
def test_the_full_screen_view_needs_a_terminal_no_count_and_a_real_term(
    monkeypatch, tty, count, term, live
):
    monkeypatch.setattr(sys, "stdout", Terminal() if tty else io.StringIO())
    if term is None:
        monkeypatch.delenv("TERM", raising=False)
    else:
        monkeypatch.setenv("TERM", term)
    assert watch.wants_live_view(argparse.Namespace(count=count)) is live


# -- the full-screen view ----------------------------------------------------------------------


class Screen:
    """Stands in for the terminal of the live view: records what is drawn; ``quit_after``
    draws it presses ``q``."""

    instances: ClassVar[list[Screen]] = []
    keys = False
    quit_after: int | None = None

    def __init__(self, out=None, keys=None, on_quit=None, on_resize=None) -> None:
        self.on_quit, self.on_resize = on_quit, on_resize
        self.frames: list[tuple[list[str], int, int]] = []
        self.opened = self.closed = 0
        Screen.instances.append(self)

    @property
    def reads_keys(self) -> bool:
        return Screen.keys

    def open(self) -> None:
        self.opened += 1

    def close(self) -> None:
        self.closed += 1

    def draw(self, lines, width, height) -> None:
        self.frames.append((list(lines), width, height))
        if Screen.quit_after is not None and len(self.frames) == Screen.quit_after:
            self.on_quit()


@pytest.fixture
def screen(monkeypatch):
    from tfgpu_gui.text import live_screen

    Screen.instances = []
    Screen.keys = False
    Screen.quit_after = None
    monkeypatch.setattr(live_screen, "LiveScreen", Screen)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: (100, 30))
    return Screen


def a_snapshot(scenario: str = "training"):
    with make_backend(scenario) as backend:
        return backend.read()


def test_the_view_draws_the_last_snapshot_at_the_terminal_size(screen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal())
    quits = []
    view = watch.LiveView(lambda: quits.append(1))
    (term,) = screen.instances
    view.redraw()  # nothing to draw yet
    assert term.frames == [] and term.opened == 0
    view.show(a_snapshot())
    assert term.opened == 1
    ((lines, width, height),) = term.frames
    assert (width, height) == (100, 30)
    assert lines[0].startswith("simulated: training · 1 GPU")
    assert lines[0].endswith("  Ctrl-C quits")  # standard input is not a terminal here
    assert any("RTX 4090" in line for line in lines)
    assert all(len(line) <= 100 for line in lines) and len(lines) <= 30
    assert all("\x1b" not in line for line in lines)  # NO_COLOR
    term.on_resize()  # the terminal was resized: drawn again
    assert len(term.frames) == 2 and term.frames[1] == term.frames[0]
    term.on_quit()
    assert quits == [1]
    view.close()
    assert term.closed == 1


def test_the_view_offers_q_when_it_reads_keys(screen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal())
    screen.keys = True
    view = watch.LiveView(lambda: None)
    view.show(a_snapshot())
    lines = screen.instances[0].frames[0][0]
    assert lines[0].endswith("  q quit")


def test_an_ascii_terminal_gets_ascii_bars(screen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal(encoding="ascii"))
    view = watch.LiveView(lambda: None)
    view.show(a_snapshot())
    ascii_text = "\n".join(screen.instances[0].frames[0][0])
    assert "#" in ascii_text and "█" not in ascii_text
    monkeypatch.setattr(sys, "stdout", Terminal(encoding="utf-8"))
    view = watch.LiveView(lambda: None)
    view.show(a_snapshot())
    assert "█" in "\n".join(screen.instances[1].frames[0][0])


def test_a_notice_takes_the_place_of_the_gpus(screen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal())
    view = watch.LiveView(lambda: None)
    term = screen.instances[0]
    view.show_notice("No GPU can be read just now.")
    lines = term.frames[-1][0]
    assert lines[0].startswith("unknown · 0 GPUs")
    assert lines[1] == "No GPU can be read just now."
    view.show(a_snapshot())
    view.show_notice("The driver went away.")
    lines = term.frames[-1][0]
    # The source stays the one of the last snapshot; no GPU is shown.
    assert lines[0].startswith("simulated: training · 0 GPUs")
    assert lines[1] == "The driver went away."
    assert not any("RTX 4090" in line for line in lines)
    view.show_notice("Host down.", SystemInfo("lab"))
    assert term.frames[-1][0][0].startswith("lab · 0 GPUs")
    view.show(a_snapshot())  # readings again: the notice is gone
    assert "The driver went away." not in term.frames[-1][0]


def test_watch_on_a_terminal_runs_the_view_until_q(screen, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setenv("TERM", "xterm")
    screen.quit_after = 2
    assert cli.main(["watch", "--simulate", "training", "-i", "0.1"]) == WatchExit.OK
    (term,) = screen.instances
    assert len(term.frames) == 2 and term.closed >= 1
    assert sys.stdout.getvalue() == ""  # everything went to the screen


def test_a_lost_reading_in_the_view_is_a_notice_with_the_retry(screen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setenv("TERM", "xterm")
    screen.quit_after = 3
    backend = make_backend("training")
    read = FailsOnce(backend.read, 2, lambda: TelemetryUnavailable("driver-mismatch"))
    monkeypatch.setattr(backend, "read", read)
    monkeypatch.setattr("tfgpu_gui.commands.common.backend_for", lambda args: backend)
    assert cli.main(["watch", "-i", "0.1"]) == WatchExit.OK
    lines = screen.instances[0].frames[1][0]
    sentence = TelemetryUnavailable("driver-mismatch").sentence()
    assert lines[1].startswith(sentence[:60])


def test_no_gpu_closes_the_view_before_saying_so(screen, monkeypatch, capsys):
    from tests.helpers.fake_nvml import FakeNvml

    FakeNvml().install(monkeypatch).gpus.clear()
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setenv("TERM", "xterm")
    assert cli.main(["watch"]) == WatchExit.NO_GPU
    assert screen.instances[0].closed >= 1
    assert capsys.readouterr().err == f"tfgpu: {NO_GPU}\n"


# -- remote sources ----------------------------------------------------------------------------


@pytest.fixture
def exporter():
    """A Prometheus exporter in this process serving a simulated training GPU."""
    from tfgpu_gui.telemetry.remote.exporter import Exporter

    snapshot = a_snapshot()
    server = Exporter(("127.0.0.1", 0), lambda: snapshot, "lab")
    host, port = server.start()
    yield f"http://{host}:{port}/metrics"
    server.stop()


def test_watch_an_exporter_into_a_pipe_and_a_csv(exporter, tmp_path, capsys):
    path = tmp_path / "gpus.csv"
    argv = ["watch", "--prometheus", exporter, "-n", "2", "-i", "0.1", "--csv", str(path)]
    assert cli.main(argv) == WatchExit.OK
    out, err = capsys.readouterr()
    assert CLEAR not in out
    assert out.count("RTX 4090") == 2
    with path.open(encoding="utf-8") as f:
        rows = list(csv.reader(f))
    assert rows[0] == list(CSV_COLUMNS) and len(rows) == 3
    assert err == f"tfgpu: 2 rows appended to {path}\n"


def test_watch_an_exporter_on_a_terminal_with_a_count(exporter, monkeypatch):
    terminal = Terminal()
    monkeypatch.setattr(sys, "stdout", terminal)
    assert cli.main(["watch", "--prometheus", exporter, "-n", "2", "-i", "0.1"]) == 0
    out = terminal.getvalue()
    assert out.startswith(CLEAR) and out.count(CLEAR) == 2


def test_watch_an_exporter_in_the_view(exporter, screen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setenv("TERM", "xterm")
    screen.quit_after = 2
    assert cli.main(["watch", "--prometheus", exporter, "-i", "0.1"]) == WatchExit.OK
    (term,) = screen.instances
    assert len(term.frames) == 2 and term.closed >= 1
    assert any("RTX 4090" in line for line in term.frames[-1][0])


REFUSED = (
    f"http://127.0.0.1:9/metrics does not answer. ([Errno {errno.ECONNREFUSED}] "
    f"{os.strerror(errno.ECONNREFUSED)}) Check the URL and that the Prometheus server or "
    "exporter runs; it keeps trying."
)


def test_an_unreachable_source_shows_its_state_in_place_of_the_table(capsys):
    argv = ["watch", "--prometheus", "http://127.0.0.1:9/metrics", "-n", "2", "-i", "0.1"]
    # Two samples, no reading from any source: the script that ran it is told so.
    assert cli.main(argv) == WatchExit.NO_TELEMETRY
    assert capsys.readouterr().out == f"{REFUSED}\n{REFUSED}\n"


def test_an_unreachable_source_on_a_terminal_replaces_the_last_line(monkeypatch):
    terminal = Terminal()
    monkeypatch.setattr(sys, "stdout", terminal)
    argv = ["watch", "--prometheus", "http://127.0.0.1:9/metrics", "-n", "2", "-i", "0.1"]
    assert cli.main(argv) == WatchExit.NO_TELEMETRY
    assert terminal.getvalue() == f"{CLEAR}{REFUSED}\n{CLEAR}{REFUSED}\n"


def test_an_unreachable_source_in_the_view_is_a_notice_under_its_name(screen, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal())
    monkeypatch.setenv("TERM", "xterm")
    screen.quit_after = 1
    argv = ["watch", "--prometheus", "http://127.0.0.1:9/metrics", "-i", "0.1"]
    assert cli.main(argv) == WatchExit.NO_TELEMETRY  # quit before any source answered
    lines = screen.instances[0].frames[0][0]
    assert lines[0].startswith("remote · 0 GPUs")  # the remote sources, none with readings
    assert lines[1] == REFUSED[:99] + "…"  # cut to the terminal's 100 columns


def test_remote_csv_that_cannot_be_opened(tmp_path, capsys):
    bad = tmp_path / "missing" / "x.csv"
    argv = ["watch", "--prometheus", "http://127.0.0.1:9/metrics", "--csv", str(bad)]
    assert cli.main(argv) == WatchExit.CSV_UNWRITABLE
    err = capsys.readouterr().err
    assert err.startswith(f"tfgpu: cannot write the CSV file {bad}: ")
    assert "No such file or directory" in err


def test_a_local_csv_that_cannot_be_opened_says_why(tmp_path, capsys):
    bad = tmp_path / "missing" / "x.csv"
    argv = ["watch", "--simulate", "idle", "-n", "1", "--csv", str(bad)]
    assert cli.main(argv) == WatchExit.CSV_UNWRITABLE
    assert capsys.readouterr().err == (
        f"tfgpu: cannot write the CSV file {bad}: No such file or directory\n"
    )


def test_the_csv_count_is_said_at_the_end(tmp_path, capsys):
    path = tmp_path / "gpus.csv"
    argv = ["watch", "--simulate", "multi-gpu-8", "-n", "2", "-i", "0.1", "--csv", str(path)]
    assert cli.main(argv) == WatchExit.OK
    assert capsys.readouterr().err == f"tfgpu: 16 rows appended to {path}\n"
    assert len(Path(path).read_text(encoding="utf-8").splitlines()) == 17
