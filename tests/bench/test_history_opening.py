"""Opening the benchmark history: the default place and its folders, a file whose pages fail
SQLite's check while its schema still reads, another program's database, a lock held too long."""

from __future__ import annotations

import re
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.results import BenchRun

PAGE = 4096


def test_without_a_path_the_history_is_created_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    with History() as h:
        assert h.path == tmp_path / "data" / "tfgpu-gui" / "bench-history.sqlite3"
        assert h.path.is_file()  # its folders made on the way
        assert (h.notice, h.set_aside, h.damaged) == (None, None, 0)
        assert h.runs() == []


def test_a_history_in_folders_that_do_not_exist_yet_makes_them(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "h.sqlite3"
    with History(path) as h:
        assert h.damaged == 0 and h.set_aside is None
    assert path.is_file()


def test_pages_that_fail_the_check_set_the_file_aside_even_when_its_tables_open(
    tmp_path: Path,
) -> None:
    path = tmp_path / "h.sqlite3"
    run = BenchRun.from_result(gpu_result())
    machine = Machine(hostname="box", cpu="x")
    with History(path) as h:
        for _ in range(3):
            h.save(run, machine)
    conn = sqlite3.connect(path)
    (root,) = conn.execute(
        "SELECT rootpage FROM sqlite_master WHERE name = 'measurements'"
    ).fetchone()
    conn.close()
    # Noise over the measurements' rows, past the page header: the schema and the other
    # tables still read, only the check finds it.
    data = bytearray(path.read_bytes())
    start = (root - 1) * PAGE + 100
    data[start : root * PAGE] = bytes((i * 37) % 251 for i in range(PAGE - 100))
    path.write_bytes(bytes(data))
    with History(path) as h:
        assert h.set_aside is not None
        assert h.notice is not None
        # SQLite's own words for the damage (they differ between SQLite releases), first.
        conn = sqlite3.connect(h.set_aside)
        (answer,) = conn.execute("PRAGMA quick_check").fetchone()
        conn.close()
        first = next(
            line.strip() for line in answer.splitlines() if line.strip()[:3] not in ("", "***")
        )
        assert h.notice.startswith(
            f"The benchmark history {path} could not be read (integrity check failed: {first} (and "
        ), (h.notice, first)
        # One sentence: the first problem of the check's answer and how many more it named.
        assert "\n" not in h.notice and "***" not in h.notice
        assert re.search(r"\(and \d+ more\)", h.notice), h.notice
        assert h.runs() == []
    assert h.set_aside.read_bytes() == bytes(data)


def test_another_programs_database_is_left_as_it_was(tmp_path: Path) -> None:
    # An SQLite file of some other program, with a "meta" table of its own shape.
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TABLE meta (key TEXT PRIMARY KEY, payload BLOB);"
        "INSERT INTO meta VALUES ('owner', 'someone else');"
    )
    conn.close()
    with pytest.raises(sqlite3.OperationalError, match="table meta has no column named value"):
        History(path)
    conn = sqlite3.connect(path)
    tables = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    rows = conn.execute("SELECT key, payload FROM meta").fetchall()
    conn.close()
    # The tables the history began to create were rolled back with the rest.
    assert tables == ["meta"]
    assert rows == [("owner", "someone else")]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.sqlite3"]


def test_a_write_gives_up_after_the_history_s_own_lock_timeout(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    run = BenchRun.from_result(gpu_result())
    machine = Machine(hostname="box", cpu="x")
    with History(path, timeout=0.2) as h:
        other = sqlite3.connect(path, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")  # another process in the middle of a write
            started = time.monotonic()
            with pytest.raises(sqlite3.OperationalError, match="database is locked"):
                h.save(run, machine)
            waited = time.monotonic() - started
        finally:
            other.close()
        # sqlite3's own default would wait 5 s.
        assert 0.2 <= waited < 3.0, waited
        assert h.runs() == []
        h.save(run, machine)  # the lock gone, writing works again
        assert len(h.runs()) == 1


def test_by_default_the_history_waits_ten_seconds_for_another_program_s_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The wait itself is SQLite's (the test above); what is ours is the time it is given.
    given: list[float] = []
    connect = sqlite3.connect

    def spy(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        given.append(kwargs["timeout"])
        return connect(*args, **kwargs)

    monkeypatch.setattr(sqlite3, "connect", spy)
    with History(tmp_path / "h.sqlite3"):
        pass
    assert given == [10.0]


def test_the_first_problem_of_sqlites_check_on_one_line() -> None:
    from tfgpu_gui.bench.history import _first_problem

    answer = (
        "*** in database main ***\n"
        "On tree page 6 cell 47: Offset 19055 out of range 245..4096\n"
        "Page 7: never used\n"
        "Page 8: never used"
    )
    assert _first_problem((answer,)) == (
        "On tree page 6 cell 47: Offset 19055 out of range 245..4096 (and 2 more)"
    )
    assert _first_problem(("Page 7: never used\nPage 8: never used",)) == (
        "Page 7: never used (and 1 more)"
    )
    assert _first_problem(("Page 7: never used",)) == "Page 7: never used"
    assert _first_problem(("*** in database main ***",)) == "no answer"
    assert _first_problem(None) == "no answer"
    assert _first_problem(()) == "no answer"
    long = "x" * 250
    assert _first_problem((long,)) == "x" * 200
