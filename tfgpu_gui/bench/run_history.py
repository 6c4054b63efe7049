"""Training runs' summaries kept in the SQLite history, next to the benchmark runs (same file).

Qt-free. :class:`RunStore` is the benchmark :class:`~tfgpu_gui.bench.history.History` with one
more table, ``gpu_runs``: opening it checks the file the same way (a file that is not a
readable database is renamed aside and a fresh one started, with ``notice`` saying so), each
run is written in one transaction, and a row whose JSON or times are damaged is skipped when
reading, counted in :attr:`RunStore.damaged`, never raised.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from typing import Any

from tfgpu_gui.bench.history import DamagedRow, History, _finite_time, _json_object, _transaction
from tfgpu_gui.telemetry.runs import RunSummary

#: The most runs a listing reads back (the newest).
MAX_LISTED = 10_000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS gpu_runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    started_at REAL NOT NULL,
    host TEXT,
    command TEXT NOT NULL,
    summary_json TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS gpu_runs_by_start ON gpu_runs (started_at);
"""
# Each cell fetched as a number or NULL (time) or bytes (JSON): invalid UTF-8 cannot stop a read.
_COLUMNS = (
    "id, CASE WHEN typeof(started_at) IN ('integer', 'real') THEN started_at END, "
    "CAST(summary_json AS BLOB)"
)
# The statements, each declared once.
_CREATE = "BEGIN IMMEDIATE;" + _SCHEMA + "COMMIT;"
_INSERT = "INSERT INTO gpu_runs (started_at, host, command, summary_json) VALUES (?, ?, ?, ?)"
_SELECT_NEWEST = f"SELECT {_COLUMNS} FROM gpu_runs ORDER BY started_at DESC, id DESC LIMIT ?"
_DELETE = "DELETE FROM gpu_runs WHERE id = ?"


@dataclass(frozen=True)
class StoredSummary:
    """A run read back from the history, with its row id."""

    id: int
    summary: RunSummary


def _read_row(row: tuple[Any, ...]) -> StoredSummary:
    """The run of one ``gpu_runs`` row; any error means a damaged row."""
    run_id, started_at, blob = row
    _finite_time(started_at)
    summary = RunSummary.from_dict(_json_object(blob))
    if summary.started_at != started_at:
        raise DamagedRow("the start time does not match the row")
    return StoredSummary(int(run_id), summary)


class RunStore(History):
    """The history database with its table of GPU runs; ``RunStore(path)`` or ``RunStore()``."""

    def _prepare(self, conn: sqlite3.Connection) -> None:
        super()._prepare(conn)
        conn.executescript(_CREATE)

    def __enter__(self) -> RunStore:
        return self

    def save_run(self, summary: RunSummary) -> int:
        """Store a run's summary in one transaction; return its id.

        Raises:
            ValueError: the summary's start time is not a time.
            sqlite3.Error: the database cannot be written.
        """
        _finite_time(summary.started_at)
        conn = self._conn
        with _transaction(conn):
            cur = conn.execute(
                _INSERT,
                (
                    summary.started_at,
                    summary.host,
                    summary.command,
                    json.dumps(summary.to_dict(), allow_nan=False),
                ),
            )
        return int(cur.lastrowid or 0)

    def gpu_runs(self, limit: int = MAX_LISTED) -> list[StoredSummary]:
        """Stored runs, newest first (at most ``limit``); damaged rows skipped and counted."""
        rows = self._conn.execute(
            _SELECT_NEWEST,
            (max(0, min(limit, MAX_LISTED)),),
        )
        out: list[StoredSummary] = []
        self.damaged = 0
        for row in rows:
            try:
                out.append(_read_row(row))
            except Exception:  # noqa: BLE001 - whatever a damaged row holds, it is skipped
                self.damaged += 1
        return out

    def delete_run(self, run_id: int) -> None:
        with _transaction(self._conn):
            self._conn.execute(_DELETE, (run_id,))
