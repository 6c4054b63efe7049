"""A damaged history that another program still has open keeps its journal or write-ahead log
beside it; both go with the file when it is set aside, and the new history starts without them.
And the latest time a stored run may carry, at its exact end.

The other program is a second connection in this process, in the journal mode it chose: a
persistent rollback journal, or a write-ahead log it holds open.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.results import BenchRun

PAGE = 4096


def damage_second_page(path: Path) -> None:
    """Noise over the first table's b-tree; the header stays valid, so the file still opens."""
    data = bytearray(path.read_bytes())
    assert len(data) > 3 * PAGE
    data[PAGE : 2 * PAGE] = bytes((i * 37) % 251 for i in range(PAGE))
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(("mode", "side"), [("persist", "-journal"), ("wal", "-wal")])
def test_the_journal_of_a_damaged_history_goes_with_it(
    tmp_path: Path, mode: str, side: str
) -> None:
    path = tmp_path / "h.sqlite3"
    other = sqlite3.connect(path, isolation_level=None)
    try:
        assert other.execute(f"PRAGMA journal_mode = {mode}").fetchone() == (mode,)
        other.execute("CREATE TABLE filler (x TEXT)")
        for _ in range(60):
            other.execute("INSERT INTO filler VALUES (?)", ("x" * 500,))
        if mode == "wal":
            other.execute("PRAGMA wal_checkpoint(TRUNCATE)")  # the pages into the file
            other.execute("INSERT INTO filler VALUES ('in the log')")
        journal = path.with_name(path.name + side)
        old = journal.read_bytes()
        assert old  # what the other program left beside the file
        damage_second_page(path)
        with History(path) as h:
            assert h.set_aside is not None
            moved = h.set_aside.with_name(h.set_aside.name + side)
            assert moved.read_bytes() == old
            assert h.runs() == [] and h.damaged == 0
        # The new history has no journal of the old file's pages.
        assert not journal.exists() or journal.read_bytes() != old
    finally:
        other.close()


def test_the_last_second_of_year_9999_is_still_a_time(tmp_path: Path) -> None:
    last = 253402300799.0  # 9999-12-31 23:59:59 UTC
    assert time.gmtime(last)[:6] == (9999, 12, 31, 23, 59, 59)
    run = BenchRun.from_result({**gpu_result(), "started_at": last})
    machine = Machine(hostname="box", cpu="x")
    with History(tmp_path / "h.sqlite3") as h:
        run_id = h.save(run, machine, saved_at=last)
        (stored,) = h.runs()
        assert h.damaged == 0
    assert (stored.id, stored.saved_at, stored.run.started_at) == (run_id, last, last)
    with History(tmp_path / "later.sqlite3") as h, pytest.raises(ValueError, match="time"):
        h.save(BenchRun.from_result({**gpu_result(), "started_at": last + 1}), machine)
