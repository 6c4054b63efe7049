"""The history database: round trip, interrupted writes, a corrupt file."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap

import pytest

from tests.helpers.bench_samples import gpu_result
from tests.helpers.paths import BENCH_DATA
from tfgpu_gui.bench.history import History, default_path
from tfgpu_gui.bench.machine import GpuFacts, Machine, machine_for
from tfgpu_gui.bench.results import BenchRun


@pytest.fixture
def run(cpu_result) -> BenchRun:
    return BenchRun.from_result(cpu_result)


@pytest.fixture
def machine(run) -> Machine:
    return machine_for(run, (GpuFacts(0, "NVIDIA L4", pcie_width=16),), "550.54", "12.4", "box")


def test_default_path_is_under_the_user_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "tfgpu-gui" / "bench-history.sqlite3"


def test_round_trip(tmp_path, run, machine):
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        first = h.save(run, machine)
        second = h.save(BenchRun.from_result(gpu_result()), machine)
    with History(path) as h:
        assert h.notice is None
        stored = h.runs(machine.machine_id)
        # Newest first: the recorded CPU run started after the synthetic one.
        assert [s.id for s in stored] == [first, second]
        back = h.get(first)
    assert back is not None
    assert back.run.measurements == run.measurements
    assert back.run.env == run.env
    assert back.machine.fingerprint == machine.fingerprint
    assert back.machine.gpus == machine.gpus
    assert back.machine.driver_version == "550.54"


def test_runs_are_filtered_by_machine_and_newest_first(tmp_path, run, machine):
    other = Machine(hostname="elsewhere", cpu="x")
    with History(tmp_path / "h.sqlite3") as h:
        old = h.save(BenchRun.from_result({**gpu_result(), "started_at": 1.0}), machine)
        new = h.save(BenchRun.from_result({**gpu_result(), "started_at": 2.0}), machine)
        h.save(run, other)
        assert [s.id for s in h.runs(machine.machine_id)] == [new, old]
        assert len(h.runs()) == 3
        h.delete(old)
        assert [s.id for s in h.runs(machine.machine_id)] == [new]


def test_fingerprint_follows_software_but_machine_id_does_not(run, machine):
    upgraded = Machine(**{**machine.__dict__, "tf_version": "2.22.0"})
    assert upgraded.machine_id == machine.machine_id
    assert upgraded.fingerprint != machine.fingerprint
    assert upgraded.differences(machine) == ["TensorFlow 2.21.0 -> 2.22.0"]


def test_an_exception_inside_the_transaction_leaves_nothing(tmp_path, run, machine, monkeypatch):
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        kept = h.save(run, machine)
    original = History._insert_measurements

    def fail_halfway(conn, run_id, measurements):
        original(conn, run_id, measurements[: len(measurements) // 2])
        raise RuntimeError("disk pulled out")

    monkeypatch.setattr(History, "_insert_measurements", staticmethod(fail_halfway))
    with History(path) as h:
        with pytest.raises(RuntimeError, match="disk pulled out"):
            h.save(run, machine)
        # The same connection is usable afterwards and sees only the complete run.
        assert [s.id for s in h.runs()] == [kept]
    with History(path) as h:
        assert h.measurement_counts() == {kept: (len(run.measurements), len(run.measurements))}


KILL_MID_WRITE = textwrap.dedent(
    """
    import os, signal, sys, json
    from tfgpu_gui.bench.history import History
    from tfgpu_gui.bench.machine import Machine
    from tfgpu_gui.bench.results import BenchRun

    original = History._insert_measurements

    def die_halfway(conn, run_id, measurements):
        original(conn, run_id, measurements[: len(measurements) // 2])
        sys.stdout.write("inserted\\n"); sys.stdout.flush()
        os.kill(os.getpid(), signal.SIGKILL)

    History._insert_measurements = staticmethod(die_halfway)
    run = BenchRun.from_result(json.load(open(sys.argv[2])))
    History(sys.argv[1]).save(run, Machine(hostname="box", cpu="x"))
    """
)


def test_a_process_killed_mid_write_leaves_the_database_consistent(tmp_path, run, machine):

    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        kept = h.save(run, machine)
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            KILL_MID_WRITE,
            str(path),
            str(BENCH_DATA / "cpu_quick_result.json"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == -9, proc.stderr
    assert proc.stdout.strip() == "inserted"  # it died inside the transaction, after rows
    with History(path) as h:
        assert h.notice is None
        assert [s.id for s in h.runs()] == [kept]
        n = len(run.measurements)
        assert h.measurement_counts() == {kept: (n, n)}
        assert h.save(run, machine) > kept  # and it takes new runs
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    conn.close()


def test_a_corrupt_file_is_set_aside_with_a_message(tmp_path, run, machine):
    path = tmp_path / "h.sqlite3"
    garbage = b"this is not an SQLite database\x00" * 100
    path.write_bytes(garbage)
    with History(path) as h:
        assert h.set_aside is not None and h.set_aside.exists()
        assert h.set_aside.read_bytes() == garbage
        assert h.set_aside.name.startswith("h.sqlite3.corrupt-")
        assert "could not be read" in h.notice and h.set_aside.name in h.notice
        assert h.runs() == []
        h.save(run, machine)
    with History(path) as h:
        assert h.notice is None and len(h.runs()) == 1


def test_a_damaged_database_page_is_detected(tmp_path, run, machine):
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        for _ in range(5):
            h.save(run, machine)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 3 * page
    # Overwrite the second page (the first table's b-tree) with noise; keep the header valid.
    data[page : 2 * page] = bytes((i * 37) % 251 for i in range(page))
    path.write_bytes(bytes(data))
    with History(path) as h:
        assert h.notice is not None and h.set_aside is not None
        assert h.runs() == []
