"""``tfgpu watch`` of remote sources, in this process: how long it waits for the first
readings (five intervals, at least 15 s and at most 30 s), the backend it builds (read in the
background, at the interval asked for), and that a source that is down is tried again at each
interval rather than after the default ten seconds."""

from __future__ import annotations

import pytest

from tests.helpers.failing import FailsOnce
from tfgpu_gui import cli
from tfgpu_gui.commands import remote
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.telemetry.remote.multi import MultiBackend

DOWN = "http://127.0.0.1:9/metrics"


@pytest.fixture
def recorded(monkeypatch):
    seen: dict[str, object] = {}
    real_build = remote.build_backend

    def build(args, interval, background):
        seen["build"] = (interval, background)
        return real_build(args, interval, background)

    def wait_ready(self, timeout):
        seen["wait"] = timeout
        return True

    from tfgpu_gui.telemetry.sampler import Sampler

    real_run = Sampler.run

    def run(self, *args, **kwargs):
        seen["sampling"] = (self.interval, self.retry_interval)
        return real_run(self, *args, **kwargs)

    monkeypatch.setattr(remote, "build_backend", build)
    monkeypatch.setattr(MultiBackend, "wait_ready", wait_ready)
    monkeypatch.setattr(Sampler, "run", run)
    return seen


@pytest.mark.parametrize(
    ("interval", "wait"),
    [
        ("0.1", 15.0),  # five intervals are 0.5 s: at least 15 s
        ("3", 15.0),  # exactly 15 s
        ("4", 20.0),  # five intervals
        ("6.5", 30.0),  # 32.5 s: at most 30 s
        ("60", 30.0),
    ],
)
def test_the_first_readings_are_waited_for_five_intervals_within_15_to_30_s(
    recorded, capsys, interval, wait
):
    argv = ["watch", "--prometheus", DOWN, "-n", "1", "-i", interval]
    assert cli.main(argv) == WatchExit.NO_TELEMETRY  # the source never answered
    assert recorded["wait"] == wait
    assert recorded["build"] == (float(interval), True)  # read in the background
    assert recorded["sampling"] == (float(interval), float(interval))  # sampled, retried


def test_a_source_that_is_down_is_tried_again_at_each_interval(capsys):
    """Four samples 0.1 s apart: a try at least every other one (a retry that waits the
    default ten seconds would make it one), each said."""
    argv = ["watch", "--prometheus", DOWN, "-n", "4", "-i", "0.1"]
    assert cli.main(argv) == WatchExit.NO_TELEMETRY
    lines = capsys.readouterr().out.splitlines()
    assert 2 <= len(lines) <= 4
    assert all(line.startswith(f"{DOWN} does not answer.") for line in lines)


def test_a_down_source_is_said_in_yellow_on_a_colour_terminal(capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    argv = ["watch", "--prometheus", DOWN, "-n", "1", "-i", "0.1"]
    assert cli.main(argv) == WatchExit.NO_TELEMETRY
    out = capsys.readouterr().out
    assert out.startswith(f"\x1b[33m{DOWN} does not answer.") and out.endswith("\x1b[0m\n")


def test_a_remote_source_that_is_down_is_notified(capsys):
    from tests.notify.receivers import json_receiver

    with json_receiver() as rx:
        argv = ["watch", "--prometheus", DOWN, "--notify", rx.url(), "-n", "3", "-i", "0.2"]
        assert cli.main(argv) == WatchExit.NO_TELEMETRY
        (msg, *_) = rx.received.wait_for(1)
    assert msg["title"] == f"{DOWN} is down"
    assert "does not answer" in str(msg["message"])


# -- --csv: a failed write that cannot be undone -------------------------------------------------


def test_a_file_that_cannot_be_cut_back_still_gives_the_write_s_error(tmp_path, monkeypatch):
    """A write that stopped part-way is undone when it can be; when the truncation fails
    too, the error said is still the write's."""
    import errno
    import os

    from tfgpu_gui.commands import watch
    from tfgpu_gui.telemetry.sources.registry import make_backend

    path = tmp_path / "gpus.csv"
    log = watch.CsvLog(str(path))
    header = path.read_bytes()
    real_write = os.write
    writes = {"n": 0}

    def write(fd, data):
        writes["n"] += 1
        if writes["n"] == 1:
            return real_write(fd, data[:5])  # part of the first row
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def ftruncate(fd, length):
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(os, "write", write)
    monkeypatch.setattr(os, "ftruncate", ftruncate)
    with make_backend("training") as backend:
        snapshot = backend.read()
    with pytest.raises(watch.CsvWriteError) as exc:
        log.write(snapshot)
    log.close()
    assert str(exc.value) == f"cannot write the CSV file {path}: No space left on device"
    assert path.read_bytes()[: len(header)] == header and log.rows == 0


# -- --jsonl: a lost reading is tried again a second later ------------------------------------


def test_jsonl_tries_a_lost_reading_again_after_a_second(capsys, monkeypatch):
    """Samples every 0.4 s; the second fails: the next try is a second later (1.4 s), so the
    samples at 0.8 and 1.2 s read nothing and those at 1.6 and 2.0 s read again."""
    import json

    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.sources.registry import make_backend

    backend = make_backend("training")
    read = FailsOnce(backend.read, 2, lambda: TelemetryUnavailable("driver-mismatch"))
    monkeypatch.setattr(backend, "read", read)
    monkeypatch.setattr("tfgpu_gui.commands.common.backend_for", lambda args: backend)
    assert cli.main(["watch", "--jsonl", "-n", "6", "-i", "0.4"]) == WatchExit.OK
    kinds = [json.loads(line)["type"] for line in capsys.readouterr().out.splitlines()]
    assert kinds[:3] == ["hello", "snapshot", "error"]
    assert "snapshot" in kinds[3:]  # read again within the six samples
    assert read.calls <= 5  # the samples right after the failure did not read


# -- an exporter in this process -----------------------------------------------------------------


def hot_exporter_snapshot():
    import dataclasses

    from tfgpu_gui.telemetry.sources.registry import make_backend

    with make_backend("training") as backend:
        snap = backend.read()
    g = snap.gpus[0]
    assert g.reading is not None
    hot = dataclasses.replace(g, reading=dataclasses.replace(g.reading, temperature_c=90.0))
    return dataclasses.replace(snap, gpus=(hot,))


@pytest.fixture
def exporter():
    """An exporter in this process serving one simulated GPU at 90 °C on a host "lab"."""
    from tfgpu_gui.telemetry.remote.exporter import Exporter

    snapshot = hot_exporter_snapshot()
    server = Exporter(("127.0.0.1", 0), lambda: snapshot, "lab")
    host, port = server.start()
    yield f"http://{host}:{port}/metrics"
    server.stop()


def test_each_sample_of_a_remote_source_is_the_compact_table_in_colour(
    exporter, capsys, monkeypatch
):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert cli.main(["watch", "--prometheus", exporter, "-n", "2", "-i", "0.1"]) == WatchExit.OK
    out = capsys.readouterr().out
    assert "==" not in out  # the compact table, whose first line names the host
    assert out.count("GPU  NAME") == 2 and out.count("\x1b[31;1m90 °C\x1b[0m") == 2


def test_a_remote_source_watched_with_notifications_on(exporter, capsys):
    from tests.notify.receivers import json_receiver

    with json_receiver() as rx:
        argv = ["watch", "--prometheus", exporter, "--notify", rx.url(), "-n", "2", "-i", "0.1"]
        assert cli.main(argv) == WatchExit.OK
    out, err = capsys.readouterr()
    assert out.count("GPU  NAME") == 2 and "Traceback" not in err


def test_a_failed_csv_write_of_a_remote_source_stops_watching(
    exporter, tmp_path, capsys, monkeypatch
):
    from tfgpu_gui.commands import watch

    path = tmp_path / "gpus.csv"
    error = f"cannot write the CSV file {path}: Disk quota exceeded"
    write = FailsOnce(watch.CsvLog.write, 2, lambda: watch.CsvWriteError(error))
    monkeypatch.setattr(watch.CsvLog, "write", write)
    argv = ["watch", "--prometheus", exporter, "-n", "5", "-i", "0.1", "--csv", str(path)]
    assert cli.main(argv) == WatchExit.CSV_WRITE_FAILED
    assert write.calls == 2  # no sample after the failure
    assert capsys.readouterr().err == (
        f"tfgpu: cannot write the CSV file {path}: Disk quota exceeded; stopped watching.\n"
        f"tfgpu: 1 rows appended to {path}\n"
    )


def test_a_name_that_utf8_cannot_encode_is_written_with_a_replacement(tmp_path):
    """A GPU name holding a lone surrogate (bytes that were not UTF-8, decoded with
    ``surrogateescape``) is written as ``?``: the row is kept and watching goes on."""
    import dataclasses

    from tfgpu_gui.commands import watch
    from tfgpu_gui.telemetry.sources.registry import make_backend

    with make_backend("training") as backend:
        snap = backend.read()
    g = snap.gpus[0]
    odd = dataclasses.replace(g, static=dataclasses.replace(g.static, name="RTX \udcff 4090"))
    path = tmp_path / "gpus.csv"
    log = watch.CsvLog(str(path))
    log.write(dataclasses.replace(snap, gpus=(odd,)))
    log.close()
    rows = path.read_bytes().split(b"\r\n")
    assert log.rows == 1 and len(rows) == 3
    assert b",RTX ? 4090," in rows[1]


def test_the_csv_file_is_opened_without_a_warning(tmp_path):
    import warnings

    from tfgpu_gui.commands import watch

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        log = watch.CsvLog(str(tmp_path / "gpus.csv"))
        log.close()
    assert [str(w.message) for w in caught] == []


# -- the full-screen view's --debug ------------------------------------------------------------


def test_the_view_names_throttle_reasons_as_nvml_does_only_with_debug(monkeypatch):
    """``--debug`` shows the throttle reasons by their NVML names; without it, in words."""
    import io
    import sys

    from tfgpu_gui.commands import watch
    from tfgpu_gui.telemetry.sources.registry import make_backend
    from tfgpu_gui.text import live_screen

    drawn: list[list[str]] = []

    class Screen:
        reads_keys = False

        def __init__(self, out=None, keys=None, on_quit=None, on_resize=None) -> None:
            pass

        def open(self) -> None:
            pass

        def close(self) -> None:
            pass

        def draw(self, lines, width, height) -> None:
            drawn.append(list(lines))

    monkeypatch.setattr(live_screen, "LiveScreen", Screen)
    monkeypatch.setattr(live_screen, "terminal_size", lambda: (160, 40))
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    import dataclasses

    with make_backend("thermal-throttle") as backend:
        snap = backend.read()
    g = snap.gpus[0]
    assert g.reading is not None
    reasons = ("sw-thermal", "hw-slowdown")
    g = dataclasses.replace(g, reading=dataclasses.replace(g.reading, throttle_reasons=reasons))
    snap = dataclasses.replace(snap, gpus=(g,))
    watch.LiveView(lambda: None).show(snap)
    watch.LiveView(lambda: None, debug=True).show(snap)
    plain, raw = drawn
    assert "  throttling: too hot, hardware slowdown" in plain
    assert "  throttling: too hot (sw-thermal), hardware slowdown (hw-slowdown)" in raw
