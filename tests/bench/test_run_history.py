"""Run summaries in the SQLite history: next to the benchmark runs, damaged rows skipped.

The first tests store the summaries of simulated runs; the ones after them use hand-made
summaries, so that ids, order, limits, damaged rows and failed writes are each checked against
what was put in.
"""

from __future__ import annotations

import sqlite3

import pytest

from tests.telemetry.test_runs import ended, play
from tfgpu_gui.bench import run_history
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.run_history import RunStore, StoredSummary
from tfgpu_gui.telemetry.runs import RunSummary

# === Runs of the simulated scenarios ==========================================================


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


# === Hand-made summaries ======================================================================


def summary(pid: int, started_at: float, **kw) -> RunSummary:
    base = dict(
        host=None,
        pid=pid,
        create_time=started_at - 1.0,
        command=f"python job{pid}.py",
        user="ann",
        cwd="/home/ann",
        tensorflow=True,
        gpus=(0,),
        started_at=started_at,
        ended_at=started_at + 60.0,
        duration_s=60.0,
        samples=61,
        util_mean=75.0,
        util_peak=99.0,
        memory_peak_bytes=2**30,
        input_bound_s=6.0,
        throttled_s=0.0,
        throttle_reasons={},
        power_mean_w=200.0,
        energy_wh=3.25,
        energy_source="power",
        spark=(75.0,),
        possibly_oom=False,
        ending="finished",
    )
    base.update(kw)
    if base["possibly_oom"] and "ending" not in kw:
        base["ending"] = "possibly-oom"
    return RunSummary(**base)  # type: ignore[arg-type]


def raw(path, sql: str, args=()) -> list[tuple]:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


@pytest.fixture
def path(tmp_path):
    return tmp_path / "history.sqlite3"


def test_ids_count_up_from_one_and_the_columns_hold_the_run(path):
    with RunStore(path) as store:
        assert isinstance(store, RunStore)
        a = store.save_run(summary(1, 500.0, host="lab-1"))
        b = store.save_run(summary(2, 400.0))
        assert (a, b) == (1, 2)
    rows = raw(path, "SELECT id, started_at, host, command FROM gpu_runs ORDER BY id")
    assert rows == [(1, 500.0, "lab-1", "python job1.py"), (2, 400.0, None, "python job2.py")]


def test_a_run_comes_back_equal_with_its_id(path):
    s = summary(1, 500.0, host="lab-1", throttle_reasons={"power-cap": 3.0}, possibly_oom=True)
    with RunStore(path) as store:
        run_id = store.save_run(s)
        assert store.gpu_runs() == [StoredSummary(run_id, s)]


def test_newest_first_and_the_later_id_first_on_equal_start_times(path):
    with RunStore(path) as store:
        for pid, start in ((1, 300.0), (2, 100.0), (3, 300.0), (4, 200.0)):
            store.save_run(summary(pid, start))
        assert [r.summary.pid for r in store.gpu_runs()] == [3, 1, 4, 2]
        assert [r.id for r in store.gpu_runs()] == [3, 1, 4, 2]


def test_the_limit_keeps_the_newest(path, monkeypatch):
    with RunStore(path) as store:
        for pid in range(1, 6):
            store.save_run(summary(pid, 100.0 * pid))
        assert [r.summary.pid for r in store.gpu_runs(2)] == [5, 4]
        assert store.gpu_runs(0) == [] and store.gpu_runs(-3) == []
        assert len(store.gpu_runs()) == 5
        monkeypatch.setattr(run_history, "MAX_LISTED", 3)
        assert [r.summary.pid for r in store.gpu_runs(100)] == [5, 4, 3]


def test_the_damaged_count_is_that_of_the_last_read(path):
    with RunStore(path) as store:
        store.save_run(summary(1, 100.0))
        store.save_run(summary(2, 200.0))
        store.save_run(summary(3, 300.0))
    raw(path, "UPDATE gpu_runs SET summary_json = '{' WHERE id IN (1, 3)")
    with RunStore(path) as store:
        assert [r.summary.pid for r in store.gpu_runs()] == [2]
        assert store.damaged == 2
        store.delete_run(1)
        assert [r.summary.pid for r in store.gpu_runs()] == [2]
        assert store.damaged == 1
        store.delete_run(3)
        assert [r.summary.pid for r in store.gpu_runs()] == [2]
        assert store.damaged == 0


@pytest.mark.parametrize(
    ("damage", "readable"),
    [
        ("started_at = 100", True),  # an integer time equal to the run's start is fine
        ("started_at = 'noon'", False),  # a time stored as text
        ("started_at = X'00'", False),  # or as bytes
        ("started_at = 100.5", False),  # not the run's start
        ("summary_json = CAST(summary_json AS BLOB)", True),  # JSON stored as bytes
        ("summary_json = '[]'", False),
        ("summary_json = replace(summary_json, '\"samples\": 61', '\"samples\": -1')", False),
    ],
)
def test_what_a_row_must_hold_to_be_read(path, damage, readable):
    with RunStore(path) as store:
        store.save_run(summary(1, 100.0))
    raw(path, f"UPDATE gpu_runs SET {damage}")
    with RunStore(path) as store:
        runs = store.gpu_runs()
        assert (len(runs), store.damaged) == ((1, 0) if readable else (0, 1))
        if readable:
            assert runs[0].summary == summary(1, 100.0)


@pytest.mark.parametrize("start", [float("nan"), float("inf"), -1.0])
def test_a_run_without_a_start_time_is_not_saved(path, start):
    with RunStore(path) as store:
        with pytest.raises(ValueError):
            store.save_run(summary(1, start, create_time=None, ended_at=None))
        assert store.gpu_runs() == []


def test_a_run_that_cannot_be_written_as_json_leaves_nothing_and_the_next_one_is_saved(path):
    with RunStore(path) as store:
        with pytest.raises(ValueError):
            store.save_run(summary(1, 100.0, power_mean_w=float("nan")))
        assert store.save_run(summary(2, 200.0)) == 1
        assert [r.summary.pid for r in store.gpu_runs()] == [2]


def abort_on(path, event: str) -> None:
    raw(
        path,
        f"CREATE TRIGGER refuse BEFORE {event} ON gpu_runs "
        "BEGIN SELECT RAISE(ABORT, 'refused'); END",
    )


def test_a_refused_write_is_rolled_back_and_raised(path):
    with RunStore(path):
        pass
    abort_on(path, "INSERT")
    with RunStore(path) as store:
        with pytest.raises(sqlite3.IntegrityError, match="refused"):
            store.save_run(summary(1, 100.0))
        assert not store._conn.in_transaction
        raw(path, "DROP TRIGGER refuse")
        assert store.save_run(summary(2, 200.0)) == 1


def test_a_refused_delete_is_rolled_back_and_raised(path):
    with RunStore(path) as store:
        store.save_run(summary(1, 100.0))
    abort_on(path, "DELETE")
    with RunStore(path) as store:
        with pytest.raises(sqlite3.IntegrityError, match="refused"):
            store.delete_run(1)
        assert not store._conn.in_transaction
        assert [r.id for r in store.gpu_runs()] == [1]
        raw(path, "DROP TRIGGER refuse")
        store.delete_run(1)
        assert store.gpu_runs() == []


def test_deleting_a_run_that_is_not_there_changes_nothing(path):
    with RunStore(path) as store:
        store.save_run(summary(1, 100.0))
        store.delete_run(5)
        assert [r.id for r in store.gpu_runs()] == [1]


def test_the_table_and_its_index_exist_after_opening(path):
    with RunStore(path):
        pass
    names = raw(path, "SELECT type, name FROM sqlite_master WHERE tbl_name = 'gpu_runs'")
    assert ("table", "gpu_runs") in names and ("index", "gpu_runs_by_start") in names
    with RunStore(path) as store:  # opening again keeps what is there
        store.save_run(summary(1, 100.0))
    with RunStore(path) as store:
        assert len(store.gpu_runs()) == 1
