"""``tfgpu watch --csv`` in this process: short writes, a write that writes nothing, and a
failed append that stops watching."""

from __future__ import annotations

import os

from tests.helpers.failing import FailsOnce
from tfgpu_gui import cli
from tfgpu_gui.commands import watch
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.telemetry.sources.registry import make_backend


def test_short_writes_are_carried_on_until_every_byte_is_written(tmp_path, monkeypatch):
    path = tmp_path / "gpus.csv"
    real_write = os.write
    monkeypatch.setattr(os, "write", lambda fd, data: real_write(fd, data[:7]))
    log = watch.CsvLog(str(path))
    with make_backend("multi-gpu-8") as backend:
        log.write(backend.read())
    log.close()
    monkeypatch.undo()
    lines = path.read_bytes().split(b"\r\n")
    assert len(lines) == 10 and lines[-1] == b""  # the header, 8 rows, nothing cut
    assert log.rows == 8


def test_a_write_of_nothing_is_a_full_disk(tmp_path, monkeypatch):
    path = tmp_path / "gpus.csv"
    log = watch.CsvLog(str(path))
    monkeypatch.setattr(os, "write", lambda fd, data: 0)
    with make_backend("training") as backend:
        snapshot = backend.read()
    try:
        log.write(snapshot)
    except watch.CsvWriteError as exc:
        assert str(exc) == f"cannot write the CSV file {path}: No space left on device"
    else:
        raise AssertionError("no error")
    finally:
        log.close()
    assert log.rows == 0


def test_a_failed_append_stops_watching_with_its_status(tmp_path, monkeypatch, capsys):
    path = tmp_path / "gpus.csv"
    error = f"cannot write the CSV file {path}: Disk quota exceeded"
    write = FailsOnce(watch.CsvLog.write, 2, lambda: watch.CsvWriteError(error))
    monkeypatch.setattr(watch.CsvLog, "write", write)
    argv = ["watch", "--simulate", "training", "-n", "5", "-i", "0.1", "--csv", str(path)]
    assert cli.main(argv) == WatchExit.CSV_WRITE_FAILED
    assert write.calls == 2  # no sample after the failure
    assert capsys.readouterr().err == (
        f"tfgpu: cannot write the CSV file {path}: Disk quota exceeded; stopped watching.\n"
        f"tfgpu: 1 rows appended to {path}\n"
    )
