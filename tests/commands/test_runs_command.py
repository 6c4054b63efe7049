"""``tfgpu runs``: lists the stored runs as a table or JSON, without a GPU."""

from __future__ import annotations

import json
import sqlite3

from tests.telemetry.test_runs import ended, play
from tfgpu_gui import cli
from tfgpu_gui.bench.run_history import RunStore
from tfgpu_gui.commands.exit_codes import RunsExit


def stored(path):
    runs = ended(play("run-ends", 200)[1]) + ended(play("remote-run", 200)[1])
    with RunStore(path) as store:
        for run in runs:
            store.save_run(run)
    return runs


def test_runs_prints_a_table_of_the_stored_runs(tmp_path, capsys):
    path = tmp_path / "h.sqlite3"
    stored(path)
    assert cli.main(["runs", "--history", str(path)]) == RunsExit.OK
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0].split()[:3] == ["STARTED", "DURATION", "GPUS"]
    assert len(lines) == 3 and err == ""
    assert "gpu-server-01:0" in out and "1m59s" in out and " Wh" in out
    assert "train.py" in lines[1]


def test_runs_json_has_every_figure_and_the_schema(tmp_path, capsys):
    path = tmp_path / "h.sqlite3"
    runs = stored(path)
    assert cli.main(["runs", "--json", "--history", str(path), "--limit", "1"]) == RunsExit.OK
    doc = json.loads(capsys.readouterr().out)
    assert doc["schema"] == "tfgpu.runs/1"
    (run,) = doc["runs"]
    assert run["host"] == "gpu-server-01" and run["id"] == 2
    assert run["energy_wh"] == runs[1].energy_wh and run["idle_fraction"] == 0.0


def test_no_runs_yet_says_how_they_are_recorded(tmp_path, capsys):
    assert cli.main(["runs", "--history", str(tmp_path / "new.sqlite3")]) == RunsExit.OK
    assert "recorded while the desktop app" in capsys.readouterr().out


def test_a_damaged_row_is_reported_and_skipped(tmp_path, capsys):
    path = tmp_path / "h.sqlite3"
    stored(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE gpu_runs SET summary_json = '{' WHERE id = 1")
    conn.close()
    assert cli.main(["runs", "--json", "--history", str(path)]) == RunsExit.OK
    out, err = capsys.readouterr()
    assert len(json.loads(out)["runs"]) == 1
    assert "1 damaged earlier run skipped" in err


def test_a_history_that_cannot_be_opened_has_its_own_status(tmp_path, capsys):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    code = cli.main(["runs", "--history", str(blocker / "h.sqlite3")])
    assert code == RunsExit.NO_HISTORY
    assert "cannot be read" in capsys.readouterr().err


def test_hostile_command_lines_are_escaped_in_the_table(tmp_path, capsys):
    from dataclasses import replace

    path = tmp_path / "h.sqlite3"
    (run,) = ended(play("run-ends", 200)[1])
    with RunStore(path) as store:
        store.save_run(replace(run, command="python \x1b]0;owned\x07train.py"))
    assert cli.main(["runs", "--history", str(path)]) == RunsExit.OK
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
