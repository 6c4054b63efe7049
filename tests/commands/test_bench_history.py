"""``tfgpu bench`` and its history: damaged rows skipped, failed saves reported, --no-save."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

import pytest

from tests.helpers.paths import BENCH_FAKE_JOBS
from tfgpu_gui import cli
from tfgpu_gui.bench.history import History
from tfgpu_gui.commands.exit_codes import BenchExit
from tfgpu_gui.jobs.runner import Job


@pytest.fixture
def bench(monkeypatch, capsys):
    """``tfgpu bench ARGS`` with a fake job (no TensorFlow) that finishes with a result."""

    def run(*args: str) -> tuple[int, str, str]:
        job = Job(sys.executable, str(BENCH_FAKE_JOBS / "garbage_then_result.py"), timeout=60)
        monkeypatch.setattr("tfgpu_gui.bench.job.make_bench_job", lambda *_a, **_k: job)
        code = cli.main(["bench", "--simulate", "idle", "--json", *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def rows_in(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM runs").fetchone()[0])
    finally:
        conn.close()


def test_a_damaged_earlier_run_is_skipped_and_this_run_still_saved(bench, tmp_path):
    path = tmp_path / "h.sqlite3"
    assert bench("--history", str(path))[0] == BenchExit.OK
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE runs SET result_json = '{\"matmul\": [' WHERE id = 1")
    conn.close()
    code, out, err = bench("--history", str(path))
    assert code == BenchExit.OK, err
    assert f"tfgpu: 1 damaged earlier run skipped in {path}" in err
    assert "not saved" not in err and "Traceback" not in err
    assert json.loads(out)["status"] == "ok"
    assert rows_in(path) == 2
    with History(path) as h:
        assert len(h.runs()) == 1 and h.damaged == 1


def test_a_save_that_fails_is_reported_with_its_own_status(bench, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    path = blocker / "h.sqlite3"
    code, out, err = bench("--history", str(path))
    assert code == BenchExit.NOT_SAVED
    assert f"tfgpu: this run was not saved in the history {path}:" in err
    assert err.count("\n") == 1, err  # one line, no traceback
    assert json.loads(out)["measurements"]  # the results are printed all the same


def test_a_history_database_that_refuses_writes_is_reported(bench, tmp_path):
    path = tmp_path / "h.sqlite3"
    assert bench("--history", str(path))[0] == BenchExit.OK
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(
        "CREATE TRIGGER no_more BEFORE INSERT ON runs BEGIN SELECT RAISE(ABORT, 'full'); END"
    )
    conn.close()
    code, _out, err = bench("--history", str(path))
    assert code == BenchExit.NOT_SAVED
    assert "this run was not saved in the history" in err and "full" in err
    assert rows_in(path) == 1


def test_no_save_neither_creates_nor_opens_the_history(bench, tmp_path):
    new = tmp_path / "new" / "h.sqlite3"
    code, out, _err = bench("--no-save", "--history", str(new))
    assert code == BenchExit.OK and json.loads(out)["status"] == "ok"
    assert not new.parent.exists()
    # An unreadable file would be set aside if it were opened: it stays as it is.
    corrupt = tmp_path / "corrupt.sqlite3"
    corrupt.write_bytes(b"not a database" * 100)
    code, _out, err = bench("--no-save", "--history", str(corrupt))
    assert code == BenchExit.OK and "renamed" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["corrupt.sqlite3"]


def test_no_save_keeps_the_default_history_untouched(bench, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert bench("--no-save")[0] == BenchExit.OK
    assert not (tmp_path / "data").exists()
