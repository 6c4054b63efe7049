"""``tfgpu export`` in this process, its sampler running for real: each new reading replaces
the one served, a lost reading takes the last one off the page, the interval given is the one
sampled at, and the lines a reader of its output waits for are flushed before it serves."""

from __future__ import annotations

import dataclasses
import io
import sys
import urllib.request
from typing import Any

import pytest

from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import ExportExit
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.telemetry.sources.registry import make_backend


class Temperatures:
    """A backend of one simulated GPU whose temperature is the next of ``temps`` at each
    reading (None: the reading fails)."""

    name = "simulated:training"

    def __init__(self, temps: list[int | None]) -> None:
        self.temps = list(temps)
        with make_backend("training") as backend:
            self.base = backend.read()
        self.closed = False

    def read(self) -> Snapshot:
        temp = self.temps.pop(0)
        if temp is None:
            raise TelemetryUnavailable("driver-mismatch")
        g = self.base.gpus[0]
        assert g.reading is not None
        gpu = dataclasses.replace(g, reading=dataclasses.replace(g.reading, temperature_c=temp))
        return dataclasses.replace(self.base, gpus=(gpu,))

    def open(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True

    def __enter__(self) -> Temperatures:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def served_temperature(url: str) -> float | None:
    with urllib.request.urlopen(url, timeout=30) as response:
        body = response.read().decode("utf-8")
    for line in body.splitlines():
        if line.startswith("tfgpu_gpu_temperature_celsius{"):
            return float(line.rsplit(" ", 1)[1])
    return None


class Flushes(io.StringIO):
    """An output stream that keeps what had been written at each flush."""

    def __init__(self) -> None:
        super().__init__()
        self.flushed: list[str] = []

    def flush(self) -> None:
        self.flushed.append(self.getvalue())


@pytest.fixture
def export(monkeypatch):
    """``tfgpu export ARGS`` on the ``Temperatures`` backend; ``between`` is called with the
    sampler and the served URL after each of ``samples`` samples of the real sampler, then
    Ctrl-C ends it."""
    seen: dict[str, Any] = {"scraped": []}
    real_run = Sampler.run

    def run_then_stop(self, max_samples=None, wait_first=False, deliver=None):
        seen["sampler"], seen["wait_first"] = self, wait_first
        url = sys.stdout.getvalue().split()[4]
        seen["scraped"].append(served_temperature(url))
        for _ in range(seen["samples"]):
            real_run(self, max_samples=1, wait_first=False, deliver=deliver)
            seen["scraped"].append(served_temperature(url))
        raise KeyboardInterrupt

    def start(temps: list[int | None], *args: str) -> int:
        backend = Temperatures(temps)
        seen["backend"], seen["samples"] = backend, len(temps) - 1
        monkeypatch.setattr("tfgpu_gui.commands.common.backend_for", lambda _args: backend)
        monkeypatch.setattr(Sampler, "run", run_then_stop)
        monkeypatch.setattr(sys, "stdout", Flushes())
        monkeypatch.setattr(sys, "stderr", Flushes())
        return int(cli.main(["export", "--listen", "127.0.0.1:0", *args]))

    seen["start"] = start
    return seen


def test_each_new_reading_replaces_the_one_served(export):
    assert export["start"]([50, 61, 72]) == ExportExit.OK
    assert export["scraped"] == [50.0, 61.0, 72.0]
    assert export["wait_first"] is True  # the first sample was taken before serving
    assert export["backend"].closed


def test_a_lost_reading_takes_the_last_one_off_the_page(export):
    assert export["start"]([50, None]) == ExportExit.OK
    assert export["scraped"] == [50.0, None]


def test_the_readings_are_taken_at_the_interval_given(export):
    assert export["start"]([50, 51], "--interval", "0.25") == ExportExit.OK
    assert export["sampler"].interval == 0.25
    assert export["start"]([50, 51], "-i", "7") == ExportExit.OK
    assert export["sampler"].interval == 7.0


def test_the_address_line_is_flushed_before_serving_and_the_warning_before_it(export):
    assert export["start"]([50], "--listen", "0.0.0.0:0") == ExportExit.OK
    out, err = sys.stdout, sys.stderr
    assert isinstance(out, Flushes) and isinstance(err, Flushes)
    line = out.getvalue()
    assert line.startswith("Serving GPU metrics on http://0.0.0.0:") and line.endswith("\n")
    assert out.flushed[0] == line  # flushed as soon as it was written
    warning = err.getvalue()
    assert warning.startswith("tfgpu: this serves on every network interface")
    assert err.flushed[0] == warning
