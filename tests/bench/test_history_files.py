"""The history's file: where a corrupt one is set aside (its name, a second one in the same
second, the journal files that go with it), and a delete the database refuses."""

from __future__ import annotations

import datetime
import re
import sqlite3
import time
from pathlib import Path

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench import history
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.results import BenchRun

GARBAGE = b"not a database, whatever it was\x00" * 64
# 2026-11-25 07:00:00 UTC, in whatever time zone the tests run in.
WHEN = 1_795_590_000


@pytest.fixture
def frozen(monkeypatch: pytest.MonkeyPatch) -> str:
    """The history's clock stopped at WHEN; the stamp a file set aside then gets."""
    stamp = datetime.datetime.fromtimestamp(WHEN).strftime("%Y%m%d-%H%M%S")
    real = time.strftime

    def strftime(fmt: str, when: time.struct_time | None = None) -> str:
        return real(fmt, time.localtime(WHEN) if when is None else when)

    monkeypatch.setattr(history.time, "strftime", strftime)
    return stamp


def corrupt(path: Path) -> None:
    path.write_bytes(GARBAGE)


def test_a_corrupt_file_is_renamed_with_the_time_it_was_found(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    corrupt(path)
    before = time.time()
    with History(path) as h:
        assert h.set_aside is not None
        found = re.fullmatch(r"h\.sqlite3\.corrupt-(\d{8}-\d{6})", h.set_aside.name)
        assert found, h.set_aside.name
        stamp = time.mktime(time.strptime(found.group(1), "%Y%m%d-%H%M%S"))
        assert int(before) - 1 <= stamp <= time.time()
        assert h.notice == (
            f"The benchmark history {path} could not be read (file is not a database); it was "
            f"renamed to {h.set_aside.name} and a new, empty history was started."
        )


def test_a_second_corrupt_file_in_the_same_second_is_numbered(tmp_path: Path, frozen: str) -> None:
    path = tmp_path / "h.sqlite3"
    (tmp_path / f"h.sqlite3.corrupt-{frozen}").write_bytes(b"an earlier one")
    corrupt(path)
    with History(path) as h:
        assert h.set_aside == tmp_path / f"h.sqlite3.corrupt-{frozen}-2"
    corrupt(path)
    with History(path) as h:
        assert h.set_aside == tmp_path / f"h.sqlite3.corrupt-{frozen}-3"
    assert (tmp_path / f"h.sqlite3.corrupt-{frozen}").read_bytes() == b"an earlier one"
    assert (tmp_path / f"h.sqlite3.corrupt-{frozen}-2").read_bytes() == GARBAGE


def test_the_shared_memory_file_goes_with_the_corrupt_file(tmp_path: Path, frozen: str) -> None:
    # SQLite itself deletes a journal or a write-ahead log it cannot use as it opens the
    # corrupt file; the -shm file (of a write-ahead log) it leaves, and it is set aside too.
    path = tmp_path / "h.sqlite3"
    corrupt(path)
    (tmp_path / "h.sqlite3-shm").write_bytes(b"shared memory of the old file")
    with History(path) as h:
        assert h.set_aside is not None and h.runs() == []
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "h.sqlite3",
        f"h.sqlite3.corrupt-{frozen}",
        f"h.sqlite3.corrupt-{frozen}-shm",
    ]
    moved = tmp_path / f"h.sqlite3.corrupt-{frozen}-shm"
    assert moved.read_bytes() == b"shared memory of the old file"


def test_a_refused_delete_leaves_the_run_whole_and_the_history_usable(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    run = BenchRun.from_result(gpu_result())
    machine = Machine(hostname="box", cpu="x")
    with History(path) as h:
        kept = h.save(run, machine)
    conn = sqlite3.connect(path)
    conn.executescript(
        "CREATE TRIGGER keep BEFORE DELETE ON runs BEGIN SELECT RAISE(ABORT, 'kept'); END;"
    )
    conn.close()
    n = len(run.measurements)
    with History(path) as h:
        with pytest.raises(sqlite3.IntegrityError, match="kept"):
            h.delete(kept)
        # The measurements deleted before the refusal are back: one transaction, rolled back.
        assert h.measurement_counts() == {kept: (n, n)}
        newer = h.save(run, machine)  # not left inside the failed transaction
        assert [s.id for s in h.runs()] == [newer, kept]
