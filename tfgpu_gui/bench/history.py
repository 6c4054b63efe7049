"""Benchmark runs kept in an SQLite database under the user's data directory.

Each run is written in one transaction (the run row and all its measurement rows, or nothing),
so a process killed mid-write leaves the database as it was: SQLite's rollback journal undoes
the half-written transaction the next time the file is opened. A file that is not a readable
database is renamed aside (``<name>.corrupt-<time>``) and a fresh one is created; ``notice``
then says so, for the user.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tfgpu_gui.appinfo import APP_NAME
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.results import BenchRun, Measurement

SCHEMA_VERSION = 1
FILENAME = "bench-history.sqlite3"

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


def default_path() -> Path:
    """``<user data dir>/tfgpu-gui/bench-history.sqlite3`` (platformdirs; honours XDG)."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / FILENAME


@dataclass(frozen=True)
class StoredRun:
    """A run read back from the history."""

    id: int
    saved_at: float
    run: BenchRun
    machine: Machine


class History:
    """The benchmark history database; open it with ``History(path)`` or ``History()``.

    Attributes:
        path: the database file.
        notice: a sentence for the user when a corrupt file was set aside, else ``None``.
        set_aside: where the corrupt file went, else ``None``.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, timeout: float = 10.0) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.timeout = timeout
        self.notice: str | None = None
        self.set_aside: Path | None = None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = self._open()

    # --- opening ---------------------------------------------------------------------------

    def _connect(self) -> sqlite3.Connection:
        # Autocommit mode: every transaction below is an explicit BEGIN ... COMMIT.
        conn = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _prepare(self, conn: sqlite3.Connection) -> None:
        row = conn.execute("PRAGMA quick_check").fetchone()
        if row is None or row[0] != "ok":
            raise sqlite3.DatabaseError(f"integrity check failed: {row[0] if row else 'no answer'}")
        # One script, one transaction: the tables and the schema version, or nothing.
        script = (
            "BEGIN IMMEDIATE;"
            + _SCHEMA
            + "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', "
            + f"'{SCHEMA_VERSION}');"
            + "COMMIT;"
        )
        try:
            conn.executescript(script)
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
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
        """Store a run and its measurements in one transaction; return the run's id."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            cur = conn.execute(
                "INSERT INTO runs (started_at, saved_at, quick, machine_id, fingerprint, "
                "tf_version, machine_json, result_json, n_measurements) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        return run_id

    @staticmethod
    def _insert_measurements(
        conn: sqlite3.Connection, run_id: int, measurements: tuple[Measurement, ...]
    ) -> None:
        for m in measurements:
            conn.execute(
                "INSERT INTO measurements (run_id, suite, device, metric, value, dtype, size, "
                "variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (run_id, m.suite, m.device, m.metric, m.value, m.dtype, m.size, m.variant),
            )

    def delete(self, run_id: int) -> None:
        """Remove a run and its measurements."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            conn.execute("DELETE FROM measurements WHERE run_id = ?", (run_id,))
            conn.execute("DELETE FROM runs WHERE id = ?", (run_id,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    # --- reading ---------------------------------------------------------------------------

    def _stored(self, row: tuple[Any, ...]) -> StoredRun:
        run_id, saved_at, machine_json, result_json = row
        result = json.loads(result_json)
        return StoredRun(
            id=int(run_id),
            saved_at=float(saved_at),
            run=BenchRun.from_result(result if isinstance(result, dict) else {}),
            machine=Machine.from_dict(json.loads(machine_json)),
        )

    def runs(self, machine_id: str | None = None, limit: int | None = None) -> list[StoredRun]:
        """Stored runs, newest first; only those of ``machine_id`` when given."""
        sql = "SELECT id, saved_at, machine_json, result_json FROM runs"
        params: list[Any] = []
        if machine_id is not None:
            sql += " WHERE machine_id = ?"
            params.append(machine_id)
        sql += " ORDER BY started_at DESC, id DESC"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [self._stored(row) for row in self._conn.execute(sql, params)]

    def get(self, run_id: int) -> StoredRun | None:
        row = self._conn.execute(
            "SELECT id, saved_at, machine_json, result_json FROM runs WHERE id = ?", (run_id,)
        ).fetchone()
        return None if row is None else self._stored(row)

    def measurement_counts(self) -> dict[int, tuple[int, int]]:
        """Per run: (measurements announced in the run row, measurement rows present)."""
        rows = self._conn.execute(
            "SELECT r.id, r.n_measurements, COUNT(m.run_id) FROM runs r "
            "LEFT JOIN measurements m ON m.run_id = r.id GROUP BY r.id"
        )
        return {int(i): (int(n), int(c)) for i, n, c in rows}

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
