"""The benchmark window with recorded results, and with a real (fake) job behind it."""

from __future__ import annotations

import csv
import json
import sys

import pytest
from shiboken6 import isValid

from tests.helpers.bench_samples import gpu_result, gpu_snapshot
from tests.helpers.paths import BENCH_DATA, BENCH_FAKE_JOBS
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.machine import GpuFacts, machine_for
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.jobs.runner import JobStatus
from tfgpu_gui.ui.bench.window import BenchWindow, open_bench_window

RECORDED = BENCH_DATA / "cpu_quick_result.json"


def h100_facts():
    return (
        (
            GpuFacts(
                0,
                "NVIDIA H100 PCIe",
                compute_capability=(9, 0),
                pcie_gen=4,
                pcie_width=8,
                pcie_gen_max=5,
                pcie_width_max=16,
            ),
        ),
        "550.54",
        "12.4",
    )


@pytest.fixture
def window(qtbot, tmp_path):
    w = BenchWindow(python=sys.executable, history_path=tmp_path / "h.sqlite3", facts=h100_facts)
    qtbot.addWidget(w)
    yield w
    w.close()


def _charts(window):
    return (window.matmul_chart, window.transfer_chart, window.training_chart)


def test_empty_charts_say_so_and_invent_no_axes(window):
    window.show()
    for chart in _charts(window):
        item = chart.plotItem
        assert not item.getAxis("left").isVisible() and not item.getAxis("bottom").isVisible()
        assert chart.empty_label is not None and chart.empty_label.toPlainText().startswith(
            "No results yet"
        )
    window.show_run(BenchRun.from_result(gpu_result()))
    for chart in _charts(window):
        item = chart.plotItem
        assert item.getAxis("left").isVisible() and item.getAxis("bottom").isVisible()
        assert chart.empty_label is None
        assert not any(type(i).__name__ == "TextItem" for i in item.items)
    # A run without training results: that chart alone is empty again.
    result = gpu_result()
    result.pop("training", None)
    result.pop("scaling", None)
    window.show_run(BenchRun.from_result(result))
    assert window.training_chart.empty_label is not None
    assert window.matmul_chart.empty_label is None


def test_a_disturbed_numpy_reference_gives_no_percentage_in_the_table(window):
    result = gpu_result()
    cpu = next(m for m in result["matmul"] if m["device"] == "CPU:0" and m["n"] == 4096)
    cpu["gflops"] = 6.49 * 1600.0  # "649% of numpy BLAS" from a disturbed numpy timing
    window.show_run(BenchRun.from_result(result))
    against = [window.table.item(r, 6).text() for r in range(window.table.rowCount())]
    assert not any("649%" in text for text in against)
    assert any(text.startswith("numpy BLAS: not compared (TensorFlow 6.5×") for text in against)


def test_recorded_gpu_run_fills_charts_table_and_hints(window):
    run = BenchRun.from_result(gpu_result(fp16_gflops={256: 9_000.0, 8192: 700_000.0}))
    window.show_run(run)
    lines = window.matmul_chart.lines
    assert lines["GPU:0 float16"] == [(256, 9_000.0), (8192, 700_000.0)]
    assert "numpy BLAS float32" in lines
    assert window.transfer_chart.bars["GPU:0 host→dev"] == pytest.approx(24.0)
    (limit_label, limit) = next(iter(window.transfer_chart.limits.items()))
    assert "Gen5 x8" in limit_label and limit == pytest.approx(31.5, rel=0.01)
    assert window.training_chart.bars["GPU:0 tf.data"] == 12_000.0
    assert window.table.rowCount() == len(run.measurements)
    texts = [
        window.table.item(r, 6).text()
        for r in range(window.table.rowCount())
        if window.table.item(r, 2).text() == "float16" and window.table.item(r, 3).text() == "8192"
    ]
    assert texts == ["93% of FP16 peak (table: H100 PCIe)"]
    hints = window.hints.text()
    assert "runs at x8 while the GPU supports x16" in hints
    assert "CPU-bound input" in hints


def test_recorded_cpu_run_and_export(window, tmp_path):
    run = BenchRun.from_result(json.loads(RECORDED.read_text()))
    window.show_run(run)
    assert window.export_json_button.isEnabled()
    json_path = window.export(tmp_path / "run.json", "json")
    csv_path = window.export(tmp_path / "run.csv", "csv")
    data = json.loads(json_path.read_text())
    assert len(data["measurements"]) == len(run.measurements)
    with open(csv_path, newline="") as f:
        assert len(list(csv.DictReader(f))) == len(run.measurements)


def test_history_lists_earlier_runs_and_overlays_the_selected_one(qtbot, tmp_path):
    path = tmp_path / "h.sqlite3"
    earlier = BenchRun.from_result({**gpu_result(fp32_gflops={8192: 250_000.0}), "started_at": 1.0})
    gpus, _driver, cuda = h100_facts()
    with History(path) as h:
        old_machine = machine_for(earlier, gpus, "535.00", cuda)
        old_id = h.save(earlier, old_machine)
    w = BenchWindow(python=sys.executable, history_path=path, facts=h100_facts)
    qtbot.addWidget(w)
    assert w.history_table.rowCount() == 1  # before any run: every stored run
    w.show_run(BenchRun.from_result(gpu_result()), save=True)
    assert w.history_table.rowCount() == 2  # the shown run was saved beside the earlier one
    row = next(
        r
        for r in range(w.history_table.rowCount())
        if w.history_table.item(r, 0).text() == f"#{old_id}"
    )
    assert w.history_table.item(row, 5).text() == "driver 535.00 -> 550.54"
    w.history_table.selectRow(row)
    assert w.matmul_chart.lines["GPU:0 float32 (earlier)"] == [(8192, 250_000.0)]
    w.close()


def test_a_corrupt_history_is_reported_in_the_window(qtbot, tmp_path):
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"garbage" * 1000)
    w = BenchWindow(python=sys.executable, history_path=path, facts=h100_facts)
    qtbot.addWidget(w)
    assert "renamed to h.sqlite3.corrupt-" in w.status.text()
    w.close()


def test_a_crashing_job_keeps_its_partial_results(window, qtbot, monkeypatch):
    from tfgpu_gui.bench import job as bench_job

    monkeypatch.setattr(
        bench_job, "script_path", lambda name: str(BENCH_FAKE_JOBS / "crash_after_data.py")
    )
    with qtbot.waitSignal(window.finished, timeout=60_000) as blocker:
        window.start()
        assert window.is_running() and not window.controls.run_button.isEnabled()
    end = blocker.args[0]
    assert end.kind is JobStatus.CRASHED
    assert "crashed (SIGSEGV)" in window.status.text()
    assert window.matmul_chart.lines["GPU:0 float32"] == [(256, 33.5)]
    assert window.controls.run_button.isEnabled() and not window.is_running()


def test_real_job_progress_then_cancel(window, qtbot):
    pytest.importorskip("tensorflow")
    window.controls.quick_box.setChecked(True)
    for name, box in window.controls.suite_boxes.items():
        box.setChecked(name == "matmul")
    with qtbot.waitSignal(
        window.progress, timeout=120_000, check_params_cb=lambda f, m: "matmul" in m
    ):
        window.start()
    with qtbot.waitSignal(window.finished, timeout=60_000) as blocker:
        window.cancel()
    assert blocker.args[0].kind is JobStatus.CANCELLED
    assert window.status.text().startswith("Cancelled.")


def test_open_bench_window_reuses_the_open_window(qtbot, open_window):
    w1 = open_window(None, python=sys.executable)
    w2 = open_window(None, python="/opt/tf/bin/python")
    assert w1 is w2 and w1.python() == "/opt/tf/bin/python"
    close_and_wait(qtbot, w1)


@pytest.fixture
def nvml_calls(monkeypatch) -> list[str]:
    """Every pynvml function records its name and fails, as a lost or slow GPU would."""
    import pynvml

    calls: list[str] = []
    for name in dir(pynvml):
        if name.startswith("nvml") and callable(getattr(pynvml, name)):

            def fail(*_args, _name=name, **_kwargs):
                calls.append(_name)
                raise pynvml.NVMLError(pynvml.NVML_ERROR_UNKNOWN)

            monkeypatch.setattr(pynvml, name, fail)
    return calls


def close_and_wait(qtbot, window) -> None:
    with qtbot.waitSignal(window.destroyed, timeout=5_000):  # closing deletes it
        window.close()


@pytest.fixture
def open_window(qtbot, monkeypatch, tmp_path):
    """``open_bench_window`` with the history in ``tmp_path``; what it opened is closed after."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    opened = []

    def open_(*args, **kwargs):
        opened.append(open_bench_window(*args, **kwargs))
        return opened[-1]

    yield open_
    for w in opened:
        if isValid(w):
            close_and_wait(qtbot, w)


def test_the_window_takes_gpu_facts_from_the_monitor_snapshot_not_nvml(open_window, nvml_calls):
    latest = {"snapshot": gpu_snapshot(pcie_width=16)}
    w = open_window(None, python=sys.executable, snapshot=lambda: latest["snapshot"])
    assert "GPU 0 NVIDIA H100 PCIe (PCIe Gen4 x16, max Gen5 x16)" in w.facts_label.text()
    # A run is rated with the snapshot of the moment it is shown: the link narrowed since.
    latest["snapshot"] = gpu_snapshot(pcie_width=8)
    w.show_run(BenchRun.from_result(gpu_result()))
    assert "runs at x8 while the GPU supports x16" in w.hints.text()
    assert "PCIe Gen4 x8" in w.facts_label.text()
    assert w.machine is not None and w.machine.driver_version == "550.54"
    assert nvml_calls == []


def test_without_a_snapshot_the_facts_are_unknown(qtbot, open_window, nvml_calls):
    # The monitor has no reading (no driver): its latest snapshot is None.
    with_provider = open_window(None, snapshot=lambda: None)
    assert with_provider.facts_label.text().startswith("GPU facts: unknown")
    close_and_wait(qtbot, with_provider)
    standalone = open_window(None)
    assert standalone.facts_label.text().startswith("GPU facts: unknown")
    standalone.show_run(BenchRun.from_result(gpu_result()))
    labels = {
        standalone.table.item(r, 6).text()
        for r in range(standalone.table.rowCount())
        if standalone.table.item(r, 0).text() == "transfers"
        and standalone.table.item(r, 1).text() == "GPU:0"
    }
    assert labels == {"PCIe link unknown"}
    assert nvml_calls == []


def test_hostile_child_output_is_shown_escaped(window):
    from PySide6.QtCore import Qt

    from tests.helpers.hostile import assert_no_escape, hostile_bench_result
    from tfgpu_gui.jobs.runner import JobEvent

    window.show_run(BenchRun.from_result(hostile_bench_result()))
    cells = [
        window.table.item(r, c).text()
        for r in range(window.table.rowCount())
        for c in range(window.table.columnCount())
    ]
    assert any("\\x1b]0;pwned\\x07<i>" in t for t in cells)
    for text in [*cells, window.hints.text(), window.facts_label.text()]:
        assert_no_escape(text)
    legend = [label.text for _, label in window.matmul_chart.legend.items]
    assert any("&lt;i&gt;" in t for t in legend)  # the legend is HTML: escaped
    for text in legend + list(window.transfer_chart.bars) + list(window.training_chart.bars):
        assert_no_escape(text)
    window._on_event(JobEvent("progress", {"message": "<b>x</b>\x1b[2J", "fraction": 0.1}, 0.0))
    assert window.status.textFormat() == Qt.TextFormat.PlainText
    assert window.status.text() == "<b>x</b>\\x1b[2J"
