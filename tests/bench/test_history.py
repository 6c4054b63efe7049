"""The history database: round trip, interrupted writes, a corrupt file, damaged rows."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tests.helpers.bench_samples import gpu_result
from tests.helpers.paths import BENCH_DATA
from tfgpu_gui.bench.history import MAX_TIME, History, damaged_note, default_path
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


# --- damaged rows --------------------------------------------------------------------------

RUN_COLUMNS = ("saved_at", "machine_json", "result_json")


def damage(path, run_id: int, column: str, value: object, as_text: bool = False) -> None:
    """Store ``value`` in one column of a run row as is (``as_text``: bytes stored as TEXT)."""
    assert column in RUN_COLUMNS
    conn = sqlite3.connect(path, isolation_level=None)
    cell = "CAST(? AS TEXT)" if as_text else "?"
    conn.execute(f"UPDATE runs SET {column} = {cell} WHERE id = ?", (value, run_id))
    conn.close()


DAMAGE = {
    "result not JSON": ("result_json", "{not json", False),
    "result cut short": ("result_json", '{"started_at": 1.0, "matmul": [', False),
    "result not an object": ("result_json", "[1, 2, 3]", False),
    "result null": ("result_json", "null", False),
    "machine not an object": ("machine_json", '"box"', False),
    "machine with a GPU index that is text": ("machine_json", '{"gpus": [{"index": "x"}]}', False),
    "result nested 100,000 deep": ("result_json", "[" * 100_000 + "]" * 100_000, False),
    "result of invalid UTF-8 text": ("result_json", b'{"x": "\xff\xfe"}', True),
    "result a blob of noise": ("result_json", bytes(range(256)), False),
    "result a number": ("result_json", 42, False),
    "start time NaN": ("result_json", '{"started_at": NaN}', False),
    "start time past year 9999": ("result_json", '{"started_at": 1e300}', False),
    "saved time as text": ("saved_at", "yesterday", False),
    "saved time infinite": ("saved_at", float("inf"), False),
    "saved time of invalid UTF-8 text": ("saved_at", b"\xff", True),
}


@pytest.mark.parametrize(("column", "value", "as_text"), DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_row_is_skipped_and_counted_and_saving_goes_on(
    tmp_path, run, machine, column, value, as_text
):
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        good = h.save(run, machine)
        bad = h.save(run, machine)
    damage(path, bad, column, value, as_text)
    with History(path) as h:
        assert [s.id for s in h.runs(machine.machine_id)] == [good]
        assert h.damaged == 1
        assert damaged_note(h.damaged) == "1 damaged earlier run skipped"
        assert h.get(bad) is None and h.damaged == 1
        assert h.get(good) is not None and h.damaged == 0
        newer = h.save(run, machine)  # a damaged row never stops saving
        assert {s.id for s in h.runs()} == {good, newer} and h.damaged == 1


def test_damaged_rows_beyond_the_limit_are_counted_too(tmp_path, run, machine):
    path = tmp_path / "h.sqlite3"
    with History(path) as h:
        ids = [
            h.save(BenchRun.from_result({**gpu_result(), "started_at": t}), machine)
            for t in (1.0, 2.0, 3.0, 4.0)
        ]
    damage(path, ids[0], "result_json", "{")
    damage(path, ids[3], "machine_json", "[")
    with History(path) as h:
        assert [s.id for s in h.runs(limit=1)] == [ids[2]]
        assert h.damaged == 2
        assert damaged_note(h.damaged) == "2 damaged earlier runs skipped"
        assert damaged_note(0) is None


cell_values = (
    st.integers(-(2**63), 2**63 - 1)
    | st.floats(allow_nan=False)  # SQLite keeps NaN as NULL, which these columns refuse
    | st.text(max_size=40)
    | st.binary(max_size=40)
    | st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner),
        max_leaves=15,
    ).map(json.dumps)
)


@hsettings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(cells=st.fixed_dictionaries({c: st.tuples(cell_values, st.booleans()) for c in RUN_COLUMNS}))
def test_whatever_a_row_holds_reading_never_raises(tmp_path_factory, cells):
    path = tmp_path_factory.mktemp("h") / "h.sqlite3"
    run = BenchRun.from_result({**gpu_result(), "started_at": 5.0})
    machine = Machine(hostname="box", cpu="x")
    with History(path) as h:
        good, odd = h.save(run, machine), h.save(run, machine)
    for column, (value, as_text) in cells.items():
        damage(path, odd, column, value, as_text and isinstance(value, bytes))
    with History(path) as h:
        loaded = h.runs()
        assert good in {s.id for s in loaded}
        assert len(loaded) + h.damaged == 2
        kept = h.get(odd)
        assert (kept is None) == (h.damaged == 1)
        result = cells["result_json"][0]
        if not isinstance(result, str) or not result.startswith("{"):
            assert kept is None  # a result that is not a JSON object is damaged
        h.save(run, machine)
        assert len(h.runs()) + h.damaged == 3


text = st.text(max_size=20)
gpu_facts = st.builds(
    GpuFacts,
    index=st.integers(0, 64),
    name=st.none() | text,
    uuid=st.none() | text,
    compute_capability=st.none() | st.tuples(st.integers(0, 20), st.integers(0, 20)),
    sm_count=st.none() | st.integers(0, 1000),
    pcie_gen=st.none() | st.integers(1, 6),
    pcie_width=st.none() | st.integers(1, 32),
)
machines = st.builds(
    Machine,
    hostname=text,
    cpu=st.none() | text,
    gpus=st.lists(gpu_facts, max_size=3).map(tuple),
    tf_gpus=st.lists(text, max_size=3).map(tuple),
    driver_version=st.none() | text,
    tf_version=st.none() | text,
    python_version=st.none() | text,
)
finite = st.floats(allow_nan=False, allow_infinity=False)
results = st.fixed_dictionaries(
    {
        "started_at": st.floats(0, MAX_TIME),
        "quick": st.booleans(),
        "env": st.fixed_dictionaries({"tf_version": text}),
        "matmul": st.lists(
            st.fixed_dictionaries(
                {
                    "device": st.sampled_from(["CPU:0", "GPU:0", "GPU:1"]),
                    "dtype": st.sampled_from(["float32", "float16", "bfloat16"]),
                    "n": st.integers(1, 1 << 20),
                    "gflops": finite,
                }
            ),
            max_size=6,
        ),
        "numpy": st.lists(
            st.fixed_dictionaries(
                {"dtype": st.just("float32"), "n": st.integers(1, 8192), "gflops": finite}
            ),
            max_size=2,
        ),
    }
)


@hsettings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(result=results, machine=machines, saved_at=st.floats(0, MAX_TIME))
def test_a_saved_run_reads_back_the_same(tmp_path_factory, result, machine, saved_at):
    run = BenchRun.from_result(result)
    with History(tmp_path_factory.mktemp("h") / "h.sqlite3") as h:
        run_id = h.save(run, machine, saved_at=saved_at)
        (stored,) = h.runs(machine.machine_id)
        assert h.damaged == 0
    assert stored.id == run_id and stored.saved_at == saved_at
    assert stored.run.measurements == run.measurements
    assert stored.run.started_at == run.started_at and stored.run.quick == run.quick
    assert stored.run.env == run.env
    assert stored.machine == machine


@pytest.mark.parametrize("started_at", [float("nan"), float("inf"), 1e300])
def test_a_run_that_could_not_be_read_back_is_not_saved(tmp_path, machine, started_at):
    run = BenchRun.from_result({**gpu_result(), "started_at": started_at})
    with History(tmp_path / "h.sqlite3") as h:
        with pytest.raises(ValueError, match="time"):
            h.save(run, machine)
        assert h.runs() == [] and h.damaged == 0
