"""Run summaries in the SQLite history: next to the benchmark runs, damaged rows skipped."""

from __future__ import annotations

import sqlite3

import pytest

from tests.telemetry.test_runs import ended, play
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.run_history import RunStore


@pytest.fixture(scope="module")
def summaries():
    out = []
    for scenario in ("run-ends", "two-runs", "remote-run"):
        out += ended(play(scenario, 200)[1])
    return out


def test_runs_are_stored_next_to_the_benchmark_runs_and_read_back_newest_first(tmp_path, summaries):
    path = tmp_path / "h.sqlite3"
    with RunStore(path) as store:
        ids = [store.save_run(s) for s in summaries]
        back = store.gpu_runs()
        assert store.damaged == 0
    assert len(set(ids)) == len(summaries)
    assert [b.summary.to_dict() for b in back] == [
        s.to_dict()
        for _i, s in sorted(enumerate(summaries), key=lambda p: (-p[1].started_at, -p[0]))
    ]
    with History(path) as bench:  # the benchmark history opens the same file unharmed
        assert bench.runs() == [] and bench.notice is None
    conn = sqlite3.connect(path)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    conn.close()
    assert {"runs", "measurements", "gpu_runs"} <= tables


@pytest.mark.parametrize(
    "damage",
    [
        "summary_json = '{\"pid\": '",
        "summary_json = '[1]'",
        "summary_json = X'FFFE00'",
        "started_at = 'yesterday'",
        "started_at = started_at + 1",
        "summary_json = replace(summary_json, '\"pid\": 7001', '\"pid\": -5')",
    ],
)
def test_a_damaged_row_is_skipped_and_counted(tmp_path, summaries, damage):
    path = tmp_path / "h.sqlite3"
    with RunStore(path) as store:
        for s in summaries:
            store.save_run(s)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"UPDATE gpu_runs SET {damage} WHERE id = 1")
    conn.close()
    with RunStore(path) as store:
        assert len(store.gpu_runs()) == len(summaries) - 1
        assert store.damaged == 1
        store.save_run(summaries[0])  # saving does not depend on reading
        assert len(store.gpu_runs()) == len(summaries)


def test_a_file_that_is_not_a_database_is_set_aside(tmp_path, summaries):
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"this is not SQLite" * 100)
    with RunStore(path) as store:
        assert store.notice is not None and store.set_aside is not None
        assert store.set_aside.read_bytes().startswith(b"this is not SQLite")
        store.save_run(summaries[0])
        assert len(store.gpu_runs()) == 1


def test_a_run_is_deleted(tmp_path, summaries):
    with RunStore(tmp_path / "h.sqlite3") as store:
        first = store.save_run(summaries[0])
        store.save_run(summaries[1])
        store.delete_run(first)
        assert [r.summary.pid for r in store.gpu_runs()] == [summaries[1].pid]
