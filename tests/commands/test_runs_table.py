"""``tfgpu runs``: the table's cells and alignment, worked out by hand, and what goes to stderr."""

from __future__ import annotations

import json
import time
from dataclasses import replace

import pytest

from tests.telemetry.test_runs import ended, play
from tfgpu_gui import cli
from tfgpu_gui.bench.run_history import RunStore
from tfgpu_gui.commands.exit_codes import RunsExit
from tfgpu_gui.commands.runs import render_table
from tfgpu_gui.telemetry.runs import RunSummary

# 2025-11-26 00:00:00 UTC
MIDNIGHT = 1764115200.0


@pytest.fixture
def utc(monkeypatch):
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def summary(**changes) -> RunSummary:
    base = RunSummary(
        host=None,
        pid=4242,
        create_time=MIDNIGHT,
        command="python train.py --epochs 5",
        user="me",
        cwd="/home/me",
        tensorflow=True,
        gpus=(0, 1),
        started_at=MIDNIGHT,
        ended_at=MIDNIGHT + 3725,
        duration_s=3725.0,
        samples=3725,
        util_mean=87.4,
        util_peak=100.0,
        memory_peak_bytes=12348030976,  # 11.5 GiB
        input_bound_s=372.5,  # a tenth of the run
        throttled_s=0.0,
        throttle_reasons={},
        power_mean_w=300.0,
        energy_wh=512.34,
        energy_source="counter",
    )
    return replace(base, **changes)


def test_the_table_cells_and_their_alignment(utc):
    finished = summary()
    running = summary(
        host="gpu-server-01-with-a-very-long-name.example.org",
        gpus=(3,),
        started_at=MIDNIGHT + 3600,
        ended_at=None,
        duration_s=95.0,
        util_mean=None,
        memory_peak_bytes=None,
        input_bound_s=71.25,  # three quarters
        energy_wh=None,
        possibly_oom=True,
        command="python " + "x" * 63,  # 70 characters: cut to 60
    )
    unnamed = summary(command="", started_at=MIDNIGHT + 7200, duration_s=42.0, gpus=(2,))
    assert render_table([finished, running, unnamed]).split("\n") == [
        "STARTED           DURATION  GPUS                        UTIL  IDLE  PEAK MEM  ENERGY    "
        "COMMAND",
        "2025-11-26 00:00  1h02m     0,1                         87%   10%   11.5 GiB  512.3 Wh  "
        "python train.py --epochs 5",
        "2025-11-26 01:00  1m35s+    gpu-server-01-with-a-ve…:3  n/a   75%   n/a       n/a       "
        "OOM? python " + "x" * 52 + "…",
        # No command: the line ends with the energy, no trailing blanks.
        "2025-11-26 02:00  42s       2                           87%   100%  11.5 GiB  512.3 Wh",
        "",
    ]


def test_a_run_without_figures_shows_n_a_not_zero(utc):
    bare = summary(
        util_mean=None, memory_peak_bytes=None, energy_wh=None, duration_s=0.0, input_bound_s=0.0
    )
    row = render_table([bare]).splitlines()[1].split()
    assert row[:7] == ["2025-11-26", "00:00", "0s", "0,1", "n/a", "n/a", "n/a"]


def test_no_runs_yet(tmp_path, capsys):
    assert cli.main(["runs", "--history", str(tmp_path / "new.sqlite3")]) == RunsExit.OK
    assert capsys.readouterr().out == (
        "No runs recorded yet. Runs are recorded while the desktop app (tfgpu-gui) runs; "
        "it can start at login in the tray.\n"
    )


def test_json_is_indented_by_two(tmp_path, capsys):
    path = tmp_path / "h.sqlite3"
    (run,) = ended(play("run-ends", 200)[1])
    with RunStore(path) as store:
        store.save_run(run)
    assert cli.main(["runs", "--json", "--history", str(path)]) == RunsExit.OK
    out = capsys.readouterr().out
    assert out.splitlines()[:3] == ["{", '  "schema": "tfgpu.runs/1",', '  "runs": [']
    assert json.loads(out)["runs"][0]["id"] == 1


def test_a_corrupt_history_is_set_aside_and_said_on_stderr(tmp_path, capsys):
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"this is not an SQLite database, just some bytes" * 20)
    assert cli.main(["runs", "--history", str(path)]) == RunsExit.OK
    out, err = capsys.readouterr()
    assert err.startswith(f"tfgpu: The benchmark history {path} could not be read (")
    assert out.startswith("No runs recorded yet.")
