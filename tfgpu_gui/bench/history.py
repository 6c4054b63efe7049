"""Benchmark runs kept in an SQLite database under the user's data directory.

Each run is written in one transaction (the run row and all its measurement rows, or nothing),
so a process killed mid-write leaves the database as it was: SQLite's rollback journal undoes
the half-written transaction the next time the file is opened. A file that is not a readable
database is renamed aside (``<name>.corrupt-<time>``) and a fresh one is created; ``notice``
then says so, for the user.

A run row whose stored JSON or times are damaged (edited by hand, a disk error inside a page
SQLite still reads) is skipped when reading, never raised: :attr:`History.damaged` counts the
rows the last read skipped and :func:`damaged_note` says it in words. Saving does not depend on
reading, so one damaged row never stops later runs from being saved.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tfgpu_gui.appinfo import APP_NAME
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.results import BenchRun, Measurement

SCHEMA_VERSION = 1
FILENAME = "bench-history.sqlite3"
#: The latest time a stored run may carry (9999-12-31 23:59:59 UTC), in seconds.
MAX_TIME = 253402300799.0
# The columns a run is read from. SQLite keeps whatever a cell holds, so each is fetched as
# bytes (JSON) or as a number or NULL (times): a cell of invalid UTF-8 cannot stop the query.
_RUN_COLUMNS = (
    "id, CASE WHEN typeof(saved_at) IN ('integer', 'real') THEN saved_at END, "
    "CAST(machine_json AS BLOB), CAST(result_json AS BLOB)"
)

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    started_at REAL NOT NULL,
    saved_at REAL NOT NULL,
    quick INTEGER NOT NULL,
    machine_id TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    tf_version TEXT,
    machine_json TEXT NOT NULL,
    result_json TEXT NOT NULL,
    n_measurements INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS measurements (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    suite TEXT NOT NULL,
    device TEXT NOT NULL,
    metric TEXT NOT NULL,
    value REAL NOT NULL,
    dtype TEXT,
    size INTEGER,
    variant TEXT
);
CREATE INDEX IF NOT EXISTS runs_by_machine ON runs (machine_id, started_at);
CREATE INDEX IF NOT EXISTS measurements_by_run ON measurements (run_id);
"""
# The statements, each declared once. One script, one transaction: the tables and the schema
# version, or nothing.
_CREATE = (
    "BEGIN IMMEDIATE;"
    + _SCHEMA
    + f"INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', '{SCHEMA_VERSION}');"
    + "COMMIT;"
)
_FOREIGN_KEYS_ON = "PRAGMA foreign_keys = ON"
_QUICK_CHECK = "PRAGMA quick_check"
_BEGIN = "BEGIN IMMEDIATE"
_COMMIT = "COMMIT"
_ROLLBACK = "ROLLBACK"
_INSERT_RUN = (
    "INSERT INTO runs (started_at, saved_at, quick, machine_id, fingerprint, tf_version, "
    "machine_json, result_json, n_measurements) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_MEASUREMENT = (
    "INSERT INTO measurements (run_id, suite, device, metric, value, dtype, size, variant) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)
_DELETE_MEASUREMENTS = "DELETE FROM measurements WHERE run_id = ?"
_DELETE_RUN = "DELETE FROM runs WHERE id = ?"
_NEWEST_FIRST = " ORDER BY started_at DESC, id DESC"
_SELECT_RUNS = f"SELECT {_RUN_COLUMNS} FROM runs" + _NEWEST_FIRST
_SELECT_MACHINE_RUNS = f"SELECT {_RUN_COLUMNS} FROM runs WHERE machine_id = ?" + _NEWEST_FIRST
_SELECT_RUN = f"SELECT {_RUN_COLUMNS} FROM runs WHERE id = ?"
_MEASUREMENT_COUNTS = (
    "SELECT r.id, r.n_measurements, COUNT(m.run_id) FROM runs r "
    "LEFT JOIN measurements m ON m.run_id = r.id GROUP BY r.id"
)


def default_path() -> Path:
    """``<user data dir>/tfgpu-gui/bench-history.sqlite3`` (platformdirs; honours XDG)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / FILENAME


def _first_problem(row: tuple[object, ...] | None) -> str:
    """The first problem SQLite's quick_check names, on one line (its answer for one damaged
    page can run to dozens of lines, all of them said by the notice that quotes this)."""
    if not row:
        return "no answer"
    # "*** in database main ***" heads the list: where, not what.
    lines = [
        line.strip()
        for line in str(row[0]).splitlines()
        if line.strip() and not line.strip().startswith("***")
    ]
    first = (lines[0] if lines else "no answer")[:200]
    return first + (f" (and {len(lines) - 1} more)" if len(lines) > 1 else "")


@dataclass(frozen=True)
class StoredRun:
    """A run read back from the history."""

    id: int
    saved_at: float
    run: BenchRun
    machine: Machine


def damaged_note(count: int) -> str | None:
    """``"1 damaged earlier run skipped"`` (or ``"N damaged earlier runs skipped"``); None for 0."""
    if count <= 0:
        return None
    return f"{count} damaged earlier run{'' if count == 1 else 's'} skipped"


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One write: ``BEGIN IMMEDIATE``, the block, ``COMMIT``; rolled back when anything raises
    (the commit included)."""
    conn.execute(_BEGIN)
    try:
        yield
        conn.execute(_COMMIT)
    except BaseException:
        conn.execute(_ROLLBACK)
        raise


class DamagedRow(ValueError):
    """A stored run that cannot be read back as one."""


def _json_object(blob: object) -> dict[str, Any]:
    if not isinstance(blob, bytes):
        raise DamagedRow("no JSON text")
    value = json.loads(blob)
    if not isinstance(value, dict):
        raise DamagedRow("not a JSON object")
    return value


def _finite_time(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise DamagedRow("no time")
    number = float(value)
    if not (math.isfinite(number) and 0.0 <= number <= MAX_TIME):
        raise DamagedRow(f"time out of range: {number}")
    return number


def _read_row(row: tuple[Any, ...]) -> StoredRun:
    """The run of one ``runs`` row (:data:`_RUN_COLUMNS`).

    Raises:
        Exception: any error means a damaged row (JSON, types, recursion, numbers).
    """
    run_id, saved_at, machine_json, result_json = row
    run = BenchRun.from_result(_json_object(result_json))
    _finite_time(run.started_at)
    return StoredRun(
        id=int(run_id),
        saved_at=_finite_time(saved_at),
        run=run,
        machine=Machine.from_dict(_json_object(machine_json)),
    )


class History:
    """The benchmark history database; open it with ``History(path)`` or ``History()``.

    Attributes:
        path: the database file.
        notice: a sentence for the user when a corrupt file was set aside, else ``None``.
        set_aside: where the corrupt file went, else ``None``.
        damaged: how many damaged run rows the last :meth:`runs` or :meth:`get` skipped.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, timeout: float = 10.0) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.timeout = timeout
        self.notice: str | None = None
        self.set_aside: Path | None = None
        self.damaged = 0
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = self._open()

    # --- opening ---------------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        # Autocommit mode: every transaction below is an explicit BEGIN ... COMMIT.
        conn = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        conn.execute(_FOREIGN_KEYS_ON)
        return conn

    def _prepare(self, conn: sqlite3.Connection) -> None:
        row = conn.execute(_QUICK_CHECK).fetchone()
        if row is None or row[0] != "ok":
            raise sqlite3.DatabaseError(f"integrity check failed: {_first_problem(row)}")
        try:
            conn.executescript(_CREATE)
        except BaseException:
            if conn.in_transaction:
                conn.execute(_ROLLBACK)
            raise

    def _open(self) -> sqlite3.Connection:
        conn = self._connect()
        try:
            self._prepare(conn)
            return conn
        except sqlite3.OperationalError:
            # Locked or unreadable for now (another process writing, permissions): not corrupt.
            conn.close()
            raise
        except sqlite3.DatabaseError as exc:
            conn.close()
            self._set_aside(exc)
        conn = self._connect()
        self._prepare(conn)
        return conn

    def _set_aside(self, exc: Exception) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
        os.replace(self.path, target)
        for suffix in ("-journal", "-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                os.replace(side, target.with_name(target.name + suffix))
        self.set_aside = target
        self.notice = (
            f"The benchmark history {self.path} could not be read ({exc}); it was renamed to "
            f"{target.name} and a new, empty history was started."
        )

    # --- writing ---------------------------------------------------------------------------

    def save(self, run: BenchRun, machine: Machine, saved_at: float | None = None) -> int:
        """Store a run and its measurements in one transaction; return the run's id.

        Raises:
            ValueError: the run's start time is not a time (it could not be read back).
            sqlite3.Error: the database cannot be written (full disk, read-only, locked).
        """
        _finite_time(run.started_at)
        conn = self._conn
        with _transaction(conn):
            cur = conn.execute(
                _INSERT_RUN,
                (
                    run.started_at,
                    time.time() if saved_at is None else saved_at,
                    int(run.quick),
                    machine.machine_id,
                    machine.fingerprint,
                    run.tf_version,
                    json.dumps(machine.to_dict(), default=str),
                    json.dumps(dict(run.raw), default=str),
                    len(run.measurements),
                ),
            )
            run_id = int(cur.lastrowid or 0)
            self._insert_measurements(conn, run_id, run.measurements)
        return run_id

    @staticmethod
    def _insert_measurements(
        conn: sqlite3.Connection, run_id: int, measurements: tuple[Measurement, ...]
    ) -> None:
        for m in measurements:
            conn.execute(
                _INSERT_MEASUREMENT,
                (run_id, m.suite, m.device, m.metric, m.value, m.dtype, m.size, m.variant),
            )

    def delete(self, run_id: int) -> None:
        """Remove a run and its measurements."""
        conn = self._conn
        with _transaction(conn):
            conn.execute(_DELETE_MEASUREMENTS, (run_id,))
            conn.execute(_DELETE_RUN, (run_id,))

    # --- reading ---------------------------------------------------------------------------

    def _stored(self, rows: Iterable[tuple[Any, ...]], limit: int | None) -> list[StoredRun]:
        """The readable runs of ``rows`` (at most ``limit``); counts the damaged ones."""
        out: list[StoredRun] = []
        self.damaged = 0
        for row in rows:
            try:
                stored = _read_row(row)
            except Exception:  # noqa: BLE001 - whatever a damaged row holds, it is skipped
                self.damaged += 1
                continue
            if limit is None or len(out) < limit:
                out.append(stored)
        return out

    def runs(self, machine_id: str | None = None, limit: int | None = None) -> list[StoredRun]:
        """Stored runs, newest first; only those of ``machine_id`` when given.

        Damaged rows are skipped; :attr:`damaged` counts them (among all the rows asked for,
        also those beyond ``limit``).
        """
        if machine_id is None:
            rows = self._conn.execute(_SELECT_RUNS)
        else:
            rows = self._conn.execute(_SELECT_MACHINE_RUNS, (machine_id,))
        return self._stored(rows, limit)

    def get(self, run_id: int) -> StoredRun | None:
        """The run with this id; None when there is none or it is damaged."""
        found = self._stored(self._conn.execute(_SELECT_RUN, (run_id,)), None)
        return found[0] if found else None

    def measurement_counts(self) -> dict[int, tuple[int, int]]:
        """Per run: (measurements announced in the run row, measurement rows present)."""
        rows = self._conn.execute(_MEASUREMENT_COUNTS)
        return {int(i): (int(n), int(c)) for i, n, c in rows}

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
