"""``tfgpu watch --csv`` when writing fails: a clear message, its own status, no cut row."""

from __future__ import annotations

import csv
import os
import resource
import subprocess
from pathlib import Path

import pytest

from tests.helpers.cli import run_tfgpu
from tfgpu_gui import cli
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.commands.watch import CsvLog, CsvWriteError
from tfgpu_gui.telemetry import make_backend
from tfgpu_gui.telemetry.export import CSV_COLUMNS

DEV_FULL = Path("/dev/full")
needs_dev_full = pytest.mark.skipif(not DEV_FULL.exists(), reason="no /dev/full on this system")


def watch_in_child(*args: str, file_size_limit: int | None = None) -> subprocess.CompletedProcess:
    """``tfgpu watch ARGS`` in a child process, optionally with a limit on file sizes."""

    def limit() -> None:
        if file_size_limit is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_size_limit, file_size_limit))

    # preexec_fn: one system call between fork and exec
    return run_tfgpu("watch", "--simulate", "training", *args, preexec_fn=limit)


def whole_rows(path: Path) -> list[list[str]]:
    """The file's rows, after checking that each one is complete."""
    data = path.read_bytes()
    assert data.endswith(b"\r\n"), data[-80:]
    rows = list(csv.reader(data.decode("utf-8").splitlines()))
    assert all(len(row) == len(CSV_COLUMNS) for row in rows), rows[-1]
    return rows


@needs_dev_full
def test_a_full_disk_stops_watch_with_a_message_naming_the_file():
    result = watch_in_child("--count", "3", "--csv", str(DEV_FULL))
    assert result.returncode == WatchExit.CSV_WRITE_FAILED, result.stderr
    assert "Traceback" not in result.stderr
    assert f"cannot write the CSV file {DEV_FULL}: No space left on device" in result.stderr
    assert result.stderr.count("\n") <= 3, result.stderr


def test_a_write_failing_part_way_leaves_only_whole_rows(tmp_path):
    """A file-size limit makes one write stop in the middle of a row; the row is taken back."""
    path = tmp_path / "gpu.csv"
    limit = 1500  # the header and a few samples of one GPU (about 230 bytes each)
    result = watch_in_child(
        "--interval", "0.1", "--count", "100", "--csv", str(path), file_size_limit=limit
    )
    assert result.returncode == WatchExit.CSV_WRITE_FAILED, result.stderr
    assert "Traceback" not in result.stderr
    assert f"cannot write the CSV file {path}: File too large" in result.stderr
    rows = whole_rows(path)
    assert rows[0] == list(CSV_COLUMNS)
    assert path.stat().st_size < limit  # the part of the row that fitted was removed
    assert f"{len(rows) - 1} rows appended to {path}" in result.stderr


def test_rows_already_in_the_file_are_kept_when_appending_fails(tmp_path):
    path = tmp_path / "gpu.csv"
    assert cli.main(["watch", "--simulate", "training", "-n", "2", "--csv", str(path)]) == 0
    before = path.read_bytes()
    result = watch_in_child(
        "--interval", "0.1", "--count", "100", "--csv", str(path), file_size_limit=len(before) + 300
    )
    assert result.returncode == WatchExit.CSV_WRITE_FAILED, result.stderr
    assert path.read_bytes().startswith(before)
    assert len(whole_rows(path)) >= 3


@needs_dev_full
def test_the_header_cannot_be_written(capsys):
    """A new (empty) file whose header cannot be written: the same status and message."""
    code = cli.main(["watch", "--simulate", "idle", "-n", "1", "--csv", str(DEV_FULL)])
    assert code is WatchExit.CSV_WRITE_FAILED
    err = capsys.readouterr().err
    assert f"tfgpu: cannot write the CSV file {DEV_FULL}: No space left on device" in err


def test_each_sample_is_one_write_of_whole_rows(tmp_path, monkeypatch):
    """All the GPUs of one sample reach the file in one write, never row by row."""
    path = tmp_path / "gpu.csv"
    log = CsvLog(str(path))
    writes: list[bytes] = []
    real_write = os.write

    def recording_write(fd: int, data: bytes) -> int:
        writes.append(bytes(data))
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", recording_write)
    with make_backend("multi-gpu-8") as backend:
        log.write(backend.read())
    log.close()
    assert len(writes) == 1 and writes[0].count(b"\r\n") == 8
    assert log.rows == 8 and len(whole_rows(path)) == 9


def test_a_short_write_is_finished_and_a_failed_one_taken_back(tmp_path, monkeypatch):
    """The kernel may write less than asked: the rest follows; an error then cuts back."""
    path = tmp_path / "gpu.csv"
    log = CsvLog(str(path))
    header = path.read_bytes()
    real_write = os.write
    calls = {"n": 0}

    def half_then_fail(fd: int, data: bytes) -> int:
        calls["n"] += 1
        if calls["n"] == 1:
            return real_write(fd, data[: len(data) // 2])
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "write", half_then_fail)
    with make_backend("multi-gpu-8") as backend, pytest.raises(CsvWriteError) as exc:
        log.write(backend.read())
    assert str(exc.value) == f"cannot write the CSV file {path}: Input/output error"
    assert path.read_bytes() == header and log.rows == 0
    monkeypatch.setattr(os, "write", real_write)
    with make_backend("multi-gpu-8") as backend:
        log.write(backend.read())  # a later write that succeeds appends after the header
    log.close()
    assert len(whole_rows(path)) == 9
