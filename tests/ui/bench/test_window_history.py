"""The benchmark window's history: damaged rows skipped and counted, a failed save shown."""

from __future__ import annotations

import json
import sqlite3
import sys

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tests.helpers.bench_samples import gpu_result
from tests.helpers.paths import BENCH_FAKE_JOBS
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.machine import UNKNOWN_FACTS, machine_for
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.ui.bench.window import BenchWindow


def saved_runs(path, n: int) -> list[int]:
    """``n`` runs of this machine, as the window (without GPU facts) describes it."""
    runs = [BenchRun.from_result({**gpu_result(), "started_at": 1.0 + i}) for i in range(n)]
    with History(path) as h:
        return [h.save(run, machine_for(run, *UNKNOWN_FACTS)) for run in runs]


def set_cell(path, run_id: int, column: str, value: object) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(f"UPDATE runs SET {column} = ? WHERE id = ?", (value, run_id))
    conn.close()


def refuse_inserts(path) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(
        "CREATE TRIGGER no_more BEFORE INSERT ON runs BEGIN SELECT RAISE(ABORT, 'disk full'); END"
    )
    conn.close()


@pytest.fixture
def make_window(qtbot):
    def make(path) -> BenchWindow:
        w = BenchWindow(python=sys.executable, history_path=path)
        qtbot.addWidget(w)
        return w

    return make


def test_a_damaged_row_is_left_out_and_counted(make_window, tmp_path):
    path = tmp_path / "h.sqlite3"
    good, bad = saved_runs(path, 2)
    set_cell(path, bad, "result_json", "{damaged")
    w = make_window(path)
    assert w.history_table.rowCount() == 1
    assert w.history_table.item(0, 0).text() == f"#{good}"
    assert w.history_note.text() == "1 damaged earlier run skipped."
    assert not w.history_note.isHidden()
    w.show_run(BenchRun.from_result(gpu_result()), save=True)  # saving goes on
    assert w.history_table.rowCount() == 2
    assert w.history_note.text() == "1 damaged earlier run skipped."


def test_without_damage_there_is_no_note(make_window, tmp_path):
    path = tmp_path / "h.sqlite3"
    saved_runs(path, 1)
    w = make_window(path)
    assert w.history_table.rowCount() == 1
    assert w.history_note.text() == "" and w.history_note.isHidden()


def test_a_save_that_fails_is_shown(make_window, tmp_path):
    path = tmp_path / "h.sqlite3"
    saved_runs(path, 1)
    refuse_inserts(path)
    w = make_window(path)
    w.show_run(BenchRun.from_result(gpu_result()), save=True)
    assert w.history_table.rowCount() == 1
    assert "The run could not be saved in the history: disk full" in w.history_note.text()
    assert not w.history_note.isHidden()
    assert w.history_error is not None and "disk full" in w.history_error


def test_a_finished_job_whose_run_is_not_saved_says_so(make_window, qtbot, tmp_path, monkeypatch):
    from tfgpu_gui.bench import job as bench_job

    monkeypatch.setattr(
        bench_job, "script_path", lambda name: str(BENCH_FAKE_JOBS / "garbage_then_result.py")
    )
    path = tmp_path / "h.sqlite3"
    saved_runs(path, 1)
    refuse_inserts(path)
    w = make_window(path)
    with qtbot.waitSignal(w.finished, timeout=60_000) as blocker:
        w.start()
    assert blocker.args[0].ok
    assert w.status.text().startswith("Finished. The run could not be saved in the history")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner),
    max_leaves=12,
)
cells = (
    st.integers(-(2**63), 2**63 - 1)
    | st.floats(allow_nan=False)
    | st.text(max_size=30)
    | st.binary(max_size=30)
    | json_values.map(json.dumps)
)
# A recorded run with some of its fields replaced by anything JSON holds.
edited_results = st.dictionaries(
    st.sampled_from(["started_at", "env", "matmul", "quick"]), json_values, max_size=2
).map(lambda d: json.dumps({**gpu_result(), **d}))


@hsettings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    saved_at=cells,
    machine_json=cells,
    result_json=cells | edited_results,
)
def test_the_window_opens_whatever_a_row_holds(
    make_window, tmp_path_factory, saved_at, machine_json, result_json
):
    path = tmp_path_factory.mktemp("h") / "h.sqlite3"
    good, odd = saved_runs(path, 2)
    for column, value in (
        ("saved_at", saved_at),
        ("machine_json", machine_json),
        ("result_json", result_json),
    ):
        set_cell(path, odd, column, value)
    w = make_window(path)
    shown = {w.history_table.item(r, 0).text() for r in range(w.history_table.rowCount())}
    assert f"#{good}" in shown
    assert (f"#{odd}" in shown) != ("1 damaged" in w.history_note.text())
    w.close()
