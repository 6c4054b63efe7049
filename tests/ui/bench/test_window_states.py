"""The benchmark window in each state, without a child process: idle as it opens, starting
(which job is asked for), running (progress, partial results, Cancel), ended (well or not),
showing a recorded run, comparing, exporting and closing. The job is a stand-in that the test
drives with the runner's events and outcome."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from tests.helpers.bench_samples import gpu_result
from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.export import csv_text
from tfgpu_gui.bench.history import History
from tfgpu_gui.bench.machine import UNKNOWN_FACTS, GpuFacts, machine_for
from tfgpu_gui.bench.results import SUITES, BenchRun
from tfgpu_gui.jobs.runner import JobEvent, JobOutcome, JobStatus
from tfgpu_gui.ui.bench import window as bench_window
from tfgpu_gui.ui.bench.window import MESSAGE_MAX, BenchWindow
from tfgpu_gui.ui.placement import available_geometry, opening_size


class FakeJob(QObject):
    """Stands for :class:`~tfgpu_gui.ui.threads.JobThread`: the test emits its signals."""

    event = Signal(object)
    finished = Signal(object)

    def __init__(self, job: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.job = job
        self.started = self.cancelled = self.waited = False

    def start(self) -> None:
        self.started = True

    def cancel(self) -> None:
        self.cancelled = True

    def wait(self) -> bool:
        self.waited = True
        return True


def facts():
    return (
        (GpuFacts(0, "NVIDIA H100 PCIe", compute_capability=(9, 0), pcie_gen=5, pcie_width=16),),
        "550.54",
        "12.4",
    )


@pytest.fixture
def jobs(monkeypatch) -> list[dict[str, Any]]:
    """Every job the window starts: its ``make_bench_job`` arguments and its stand-in thread."""
    made: list[dict[str, Any]] = []

    def make(python: str, **kwargs: Any) -> dict[str, Any]:
        made.append({"python": python, **kwargs})
        return made[-1]

    def thread(job: dict[str, Any], parent: QObject) -> FakeJob:
        job["thread"] = FakeJob(job, parent)
        return job["thread"]

    monkeypatch.setattr(bench_window, "make_bench_job", make)
    monkeypatch.setattr(bench_window, "JobThread", thread)
    return made


@pytest.fixture
def window(qtbot, tmp_path):
    w = BenchWindow(python="/opt/tf/bin/python", history_path=tmp_path / "h.sqlite3", facts=facts)
    qtbot.addWidget(w)
    yield w
    w.close()


def _stored(w: BenchWindow) -> int:
    assert w.history is not None
    return len(w.history.runs())


def test_the_window_as_it_opens(window):
    assert window.windowTitle() == f"Benchmark — {DISPLAY_NAME}"
    assert window.size() == opening_size(QSize(980, 720), available_geometry(window))
    assert window.height() == 720  # the screen is taller
    assert window.status.text() == "Ready. The monitor keeps running while the benchmark works."
    assert (window.progress_bar.minimum(), window.progress_bar.maximum()) == (0, 1000)
    assert window.progress_bar.value() <= 0
    tabs = [window.tabs.tabText(i) for i in range(window.tabs.count())]
    assert tabs == ["Matmul", "Transfers", "Training", "Table", "Earlier runs"]
    assert window.tabs.widget(4) is window.history_tab
    for label in (window.status, window.facts_label):
        assert label.textFormat() == Qt.TextFormat.PlainText and label.wordWrap()
        assert label.textInteractionFlags() == Qt.TextInteractionFlag.TextSelectableByMouse
    assert window.hints.textFormat() == Qt.TextFormat.RichText and window.hints.text() == ""
    assert window.evaluation is None and window.compare_run is None
    assert window.last_ending is None and window.save_error is None and window.machine is None
    assert window.facts_label.text().startswith("GPU facts from the monitor: GPU 0 NVIDIA H100")
    assert window.export_json_button.text() == "Export JSON…"
    assert window.export_csv_button.text() == "Export CSV…"
    assert not window.export_json_button.isEnabled() and not window.export_csv_button.isEnabled()
    assert window.controls.run_button.isEnabled() and not window.controls.cancel_button.isEnabled()
    assert window.python() == "/opt/tf/bin/python" and not window.is_running()
    assert window.run is None and window.history is not None and window.history_error is None
    # The results take the room: the tabs stretch, nothing else does.
    layout = window.layout()
    assert layout.indexOf(window.tabs) == 4 and layout.stretch(4) == 1
    assert [layout.stretch(i) for i in range(layout.count()) if i != 4] == [0] * 6


def test_without_a_python_it_runs_this_one(qtbot, tmp_path):
    parent = QWidget()
    qtbot.addWidget(parent)
    w = BenchWindow(history_path=tmp_path / "h.sqlite3", parent=parent)
    assert w.parent() is parent
    assert w.python() == sys.executable
    assert w.facts_label.text().startswith("GPU facts: unknown")
    w.set_python("/srv/venv/bin/python")
    assert w.python() == "/srv/venv/bin/python"
    w.close()


def test_long_facts_are_cut(qtbot, tmp_path):
    many = tuple(GpuFacts(i, "NVIDIA H100 PCIe " + "x" * 80) for i in range(16))
    w = BenchWindow(history_path=tmp_path / "h.sqlite3", facts=lambda: (many, "550", "12.4"))
    qtbot.addWidget(w)
    assert len(w.facts_label.text()) == 1000 and w.facts_label.text().endswith("…")
    w.close()


def test_a_history_that_cannot_be_opened_is_said_and_the_window_still_works(qtbot, tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("")
    w = BenchWindow(history_path=blocked / "h.sqlite3", facts=facts)  # under a file
    qtbot.addWidget(w)
    assert w.history is None
    assert w.history_error is not None
    assert w.status.text() == w.history_error
    assert w.status.text().startswith("The benchmark history cannot be opened: ")
    assert w.earlier_runs() == [] and w.history_table.rowCount() == 0
    assert w.history_note.isHidden()  # nothing skipped: no history at all
    w.show_run(BenchRun.from_result(gpu_result()), save=True)
    assert w.export_json_button.isEnabled()
    w.compare_with(1)  # no history: nothing to compare with
    assert w.compare_run is None
    w.close()


def test_start_asks_for_the_job_chosen_and_shows_it_running(window, jobs, qtbot, monkeypatch):
    window.show_run(BenchRun.from_result(gpu_result()))
    window.progress_bar.setValue(700)
    window.controls.quick_box.setChecked(True)
    window.controls.suite_boxes["training"].setChecked(False)
    window.controls.device_box.setCurrentIndex(window.controls.device_box.count() - 1)
    with qtbot.waitSignal(window.run_started, timeout=1000):
        window.controls.run_button.click()
    (job,) = jobs
    assert job["python"] == "/opt/tf/bin/python" and job["quick"] is True
    assert job["device"] == window.controls.device() and job["device"] is not None
    assert job["suites"] == [s for s in SUITES if s != "training"]
    assert job["profile_dir"] is None
    assert job["thread"].started and job["thread"].parent() is window
    assert window.is_running()
    assert not window.controls.run_button.isEnabled() and window.controls.cancel_button.isEnabled()
    assert window.progress_bar.value() == 0
    assert window.status.text() == "Starting the job…"
    # The run shown before is cleared: nothing to export until the new one ends.
    assert window.run is None and window.evaluation is None and window.machine is None
    assert not window.export_json_button.isEnabled() and not window.export_csv_button.isEnabled()
    assert window.matmul_chart.empty_label is not None
    window.start()  # while a job runs: nothing more
    assert len(jobs) == 1


def test_every_suite_chosen_is_the_full_benchmark(window, jobs, monkeypatch, tmp_path):
    monkeypatch.setattr(Path, "home", staticmethod(lambda: tmp_path))
    window.controls.profile_box.setChecked(True)
    window.controls.quick_box.setChecked(False)
    before = time.strftime("%Y%m%d-%H%M")
    window.start()
    (job,) = jobs
    assert job["suites"] is None and job["quick"] is False
    profile = Path(job["profile_dir"])
    assert profile.parent == tmp_path / "tfgpu-profiles"
    assert profile.name.startswith(before) or profile.name.startswith(time.strftime("%Y%m%d-%H"))
    assert len(profile.name) == len("20261127-231500")


def test_no_suite_chosen_starts_nothing(window, jobs):
    for box in window.controls.suite_boxes.values():
        box.setChecked(False)
    window.start()
    assert jobs == [] and not window.is_running()
    assert window.status.text() == "Choose at least one suite."
    assert window.controls.run_button.isEnabled()


def test_progress_moves_the_bar_and_says_the_message(window, jobs, qtbot):
    window.start()
    thread = jobs[0]["thread"]
    with qtbot.waitSignal(window.progress, timeout=1000) as sig:
        thread.event.emit(JobEvent("progress", {"fraction": 0.25, "message": "matmul 4096"}, 1.0))
    assert sig.args == [0.25, "matmul 4096"]
    assert window.progress_bar.value() == 250 and window.status.text() == "matmul 4096"
    with qtbot.waitSignal(window.progress, timeout=1000) as sig:
        thread.event.emit(JobEvent("progress", {"message": "warming up"}, 2.0))
    assert sig.args == [0.0, "warming up"]
    assert window.progress_bar.value() == 250  # no fraction: the bar stays
    long = "y" * 2000
    thread.event.emit(JobEvent("progress", {"fraction": 1, "message": long}, 3.0))
    assert window.progress_bar.value() == 1000
    assert len(window.status.text()) == MESSAGE_MAX and window.status.text().endswith("…")
    with qtbot.waitSignal(window.progress, timeout=1000) as sig:
        thread.event.emit(JobEvent("progress", {"fraction": 0.5}, 4.0))
    assert sig.args == [0.5, ""] and window.status.text() == ""


def test_partial_results_are_drawn_as_they_come_but_not_the_environment(window, jobs):
    window.start()
    thread = jobs[0]["thread"]
    result = gpu_result()
    thread.event.emit(JobEvent("data", {"key": "env", "value": result["env"]}, 1.0))
    assert window.matmul_chart.empty_label is not None and window.table.rowCount() == 0
    thread.event.emit(JobEvent("data", {"key": "matmul", "value": result["matmul"][:1]}, 2.0))
    assert window.matmul_chart.lines["GPU:0 float16"] == [(256, 9_000.0)]
    assert window.table.rowCount() == 1
    thread.event.emit(JobEvent("log", {"line": "I tensorflow: hello"}, 3.0))
    assert window.table.rowCount() == 1
    # A second job starts from nothing: the first one's results are not drawn into it.
    thread.finished.emit(JobOutcome(JobStatus.CANCELLED, "Cancelled."))
    window.start()
    second = jobs[1]["thread"]
    second.event.emit(JobEvent("data", {"key": "transfers", "value": result["transfers"]}, 1.0))
    assert "GPU:0 float16" not in window.matmul_chart.lines


def test_cancel_says_so_and_stops_the_job_once(window, jobs):
    window.cancel()  # nothing runs: nothing said
    assert window.status.text().startswith("Ready.")
    window.start()
    thread = jobs[0]["thread"]
    window.controls.cancel_button.click()
    assert thread.cancelled and window.status.text() == "Cancelling…"
    assert not window.controls.cancel_button.isEnabled()
    assert not window.controls.run_button.isEnabled()  # until the job has ended
    assert window.is_running()


def test_a_finished_job_shows_and_saves_its_run(window, jobs, qtbot):
    window.start()
    thread = jobs[0]["thread"]
    outcome = JobOutcome(JobStatus.OK, "done", result=gpu_result())
    with (
        qtbot.waitSignal(window.finished, timeout=1000) as sig,
        qtbot.waitSignal(window.run_shown, timeout=1000) as shown,
    ):
        thread.finished.emit(outcome)
    assert shown.args == [window.run] and window.run is not None
    end = sig.args[0]
    assert end.ok and window.last_ending is end
    assert not window.is_running()
    assert window.controls.run_button.isEnabled() and not window.controls.cancel_button.isEnabled()
    assert window.progress_bar.value() == 1000
    assert window.status.text() == "Finished."
    assert window.run is end.run and window.export_json_button.isEnabled()
    # Every chart and the hints show the run, rated with the machine's facts.
    assert window.matmul_chart.lines["GPU:0 float16"] == [(256, 9_000.0), (8192, 650_000.0)]
    assert window.transfer_chart.bars["GPU:0 host→dev"] == pytest.approx(24.0)
    assert window.transfer_chart.limits  # the link's limit, known from the facts
    assert window.training_chart.bars["GPU:0 tf.data"] == 12_000.0
    assert "CPU-bound input" in window.hints.text()
    assert _stored(window) == 1 and window.history_table.rowCount() == 1
    with qtbot.waitSignal(thread.destroyed, timeout=1000):
        pass  # the job's thread object is let go


def test_a_finished_job_with_a_profile_names_its_trace(window, jobs):
    window.start()
    result = {**gpu_result(), "profile": {"command": "tensorboard --logdir /tmp/p"}}
    jobs[0]["thread"].finished.emit(JobOutcome(JobStatus.OK, "done", result=result))
    assert window.status.text() == "Finished. Profiler trace: tensorboard --logdir /tmp/p"


def test_a_finished_job_whose_profiler_was_refused_the_gpu_says_so(window, jobs):
    window.start()
    result = {**gpu_result(), "profile": {"command": "tensorboard --logdir /tmp/p"}}
    refused = "failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"
    outcome = JobOutcome(JobStatus.OK, "done", result=result, log_lines=[refused])
    jobs[0]["thread"].finished.emit(outcome)
    assert window.status.text() == (
        "Finished. Profiler trace: tensorboard --logdir /tmp/p\n⚠ The profiler cannot trace "
        "the GPU: the driver lets only administrators read it "
        "(tfgpu explain profiler-counters-restricted)."
    )


def test_a_job_that_did_not_finish_shows_what_it_measured_without_saving_it(window, jobs):
    window.start()
    thread = jobs[0]["thread"]
    thread.event.emit(JobEvent("progress", {"fraction": 0.4, "message": "matmul"}, 1.0))
    data = {"matmul": gpu_result()["matmul"][:2]}
    thread.finished.emit(JobOutcome(JobStatus.CANCELLED, "Cancelled.", data=data))
    assert window.progress_bar.value() == 400  # not filled: it did not finish
    assert window.status.text() == "Cancelled. The results measured before it stopped are shown."
    assert window.run is not None and len(window.run.measurements) == 2
    assert window.export_csv_button.isEnabled()
    assert _stored(window) == 0
    assert not window.last_ending.ok  # type: ignore[union-attr]


def test_a_failure_message_keeps_its_lines(window, jobs):
    window.start()
    outcome = JobOutcome(
        JobStatus.FAILED, "The job failed.", log_lines=["first line", "second line"]
    )
    jobs[0]["thread"].finished.emit(outcome)
    assert window.status.text() == "The job failed. Last log lines: first line | second line"
    assert window.run is None and not window.export_json_button.isEnabled()
    assert "\n" not in window.status.text()
    window._on_finished(JobOutcome(JobStatus.FAILED, "line one\nline two"))
    assert window.status.text() == "line one\nline two"


def test_showing_a_run_clears_the_comparison_and_rates_it_with_the_facts_of_now(window, tmp_path):
    earlier = BenchRun.from_result({**gpu_result(), "started_at": 1.0})
    window.show_run(earlier, save=True)
    (stored,) = window.history.runs()  # type: ignore[union-attr]
    run = BenchRun.from_result(gpu_result())
    window.show_run(run)
    assert _stored(window) == 1  # not asked to save: not saved
    window.compare_with(stored.id)
    assert window.compare_run is not None
    assert "GPU:0 float32 (earlier)" in window.matmul_chart.lines
    window.show_run(run)
    assert window.compare_run is None
    assert "GPU:0 float32 (earlier)" not in window.matmul_chart.lines
    assert window.machine is not None and window.machine.driver_version == "550.54"
    assert window.machine.cuda_driver_version == "12.4"
    assert window.evaluation is not None
    window.compare_with(10_000)  # no such run: nothing overlaid
    assert window.compare_run is None
    machine = machine_for(run, *UNKNOWN_FACTS)
    window.show_run(run, machine=machine)  # a recorded run keeps its own machine
    assert window.machine is machine
    window.show_run(None)
    assert window.run is None and window.machine is None and window.evaluation is None
    assert not window.export_json_button.isEnabled() and not window.export_csv_button.isEnabled()
    assert window.table.rowCount() == 0 and window.hints.text() == ""
    window.compare_with(stored.id)  # no run shown: nothing to compare
    assert window.compare_run is None


def test_one_row_selected_is_compared_several_are_not(window):
    for i in range(2):
        window.show_run(BenchRun.from_result({**gpu_result(), "started_at": 1.0 + i}), save=True)
    window.show_run(BenchRun.from_result(gpu_result()))
    table = window.history_table
    assert table.rowCount() == 2
    table.setSelectionMode(table.SelectionMode.MultiSelection)
    table.selectRow(1)
    assert window.compare_run is not None
    window.show_run(window.run)
    table.selectRow(0)
    assert window.compare_run is None  # two rows: no overlay


def test_the_earlier_runs_are_those_of_the_machine_shown(window, tmp_path):
    other = BenchRun.from_result({**gpu_result(name="NVIDIA A100"), "started_at": 5.0})
    window.show_run(other, save=True, machine=machine_for(other, *UNKNOWN_FACTS))
    window.show_run(None)
    assert len(window.earlier_runs()) == 1  # no run shown: every run
    window.show_run(BenchRun.from_result(gpu_result()), save=True)
    assert [r.run.started_at for r in window.earlier_runs()] == [1_700_000_000.0]
    assert window.history_table.rowCount() == 1


def test_at_most_50_earlier_runs_are_listed(window, monkeypatch):
    asked = []

    def runs(machine_id=None, limit=None):
        asked.append((machine_id, limit))
        return []

    monkeypatch.setattr(window.history, "runs", runs)
    window.refresh_history()
    assert asked == [(None, 50)]


def test_earlier_runs_that_cannot_be_read_are_said_in_the_note(window, monkeypatch):
    def fail(*_args, **_kwargs):
        raise OSError("database is locked")

    monkeypatch.setattr(window.history, "runs", fail)
    window.refresh_history()
    assert window.history_table.rowCount() == 0
    assert window.history_note.text() == "The earlier runs could not be read: database is locked."
    window.save_error = "The run could not be saved in the history: disk full"
    window.refresh_history()
    assert window.history_note.text() == (
        "The run could not be saved in the history: disk full. "
        "The earlier runs could not be read: database is locked."
    )


def test_export_writes_the_run_shown(window, tmp_path):
    with pytest.raises(ValueError) as refused:
        window.export(tmp_path / "none.json", "json")
    assert str(refused.value) == "no run to export"
    run = BenchRun.from_result(gpu_result())
    window.show_run(run)
    data = json.loads(window.export(tmp_path / "run.json", "json").read_text())
    assert data["machine"]["driver_version"] == "550.54"
    assert len(data["measurements"]) == len(run.measurements)
    # Rated as the window rates it, with this machine's GPU and link.
    shown = csv_text(run, window.evaluation)
    assert shown != csv_text(run, evaluate(run))
    assert window.export(tmp_path / "run.csv", "csv").read_text(encoding="utf-8") == shown


def test_the_export_buttons_ask_where_and_say_where_it_went(window, tmp_path, monkeypatch):
    asked: list[tuple[Any, ...]] = []
    answer = {"path": str(tmp_path / "out.json")}

    def ask(*args: Any) -> tuple[str, str]:
        asked.append(args)
        return answer["path"], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    window.show_run(BenchRun.from_result(gpu_result()))
    stamp = time.strftime("%Y%m%d-%H")
    window.export_json_button.click()
    parent, title, default = asked[-1]
    assert parent is window and title == "Export JSON"
    assert default.startswith(f"tfgpu-bench-{stamp}") and default.endswith(".json")
    assert len(default) == len("tfgpu-bench-20261127-2315.json")
    assert window.status.text() == f"Exported to {tmp_path / 'out.json'}"
    assert json.loads((tmp_path / "out.json").read_text())["measurements"]
    answer["path"] = str(tmp_path / "out.csv")
    window.export_csv_button.click()
    assert asked[-1][1] == "Export CSV" and asked[-1][2].endswith(".csv")
    assert (tmp_path / "out.csv").read_text().count("\n") > 2
    answer["path"] = str(tmp_path / "missing" / "out.csv")
    window.export_csv_button.click()
    assert window.status.text() == (
        f"Could not export to {tmp_path / 'missing' / 'out.csv'}: No such file or directory"
    )
    answer["path"] = ""  # cancelled: nothing said
    window.export_json_button.click()
    assert window.status.text().startswith("Could not export")


def test_closing_stops_the_job_and_the_history(window, jobs):
    window.start()
    thread = jobs[0]["thread"]
    history = window.history
    window.close()
    assert thread.cancelled and thread.waited
    assert window.history is None
    with pytest.raises(Exception):  # noqa: B017 - closed: any use fails
        history.runs()  # type: ignore[union-attr]


def test_open_bench_window_runs_the_python_asked_for(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(bench_window, "_windows", [])
    w = bench_window.open_bench_window(None, python="/opt/tf/bin/python")
    assert w.python() == "/opt/tf/bin/python" and w.isVisible()
    assert w.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    with qtbot.waitSignal(w.destroyed, timeout=5_000):
        w.close()


def test_a_history_notice_is_said_when_it_opens(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(
        History, "__init__", _with_notice(History.__init__, "The history was set aside.")
    )
    w = BenchWindow(history_path=tmp_path / "h.sqlite3", facts=facts)
    qtbot.addWidget(w)
    assert w.status.text() == "The history was set aside."
    w.close()


def _with_notice(init: Any, notice: str) -> Any:
    def patched(self: History, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        self.notice = notice

    return patched


def test_a_finished_run_that_could_not_be_saved_says_both(window, jobs, monkeypatch):
    def full(*_args: Any) -> int:
        raise OSError("disk full")

    monkeypatch.setattr(window.history, "save", full)
    window.start()
    jobs[0]["thread"].finished.emit(JobOutcome(JobStatus.OK, "done", result=gpu_result()))
    assert window.status.text() == (
        "Finished. The run could not be saved in the history: disk full"
    )
    assert window.history_error == "The run could not be saved in the history: disk full"
    assert window.run is not None and window.export_json_button.isEnabled()


def test_a_long_ending_is_cut(window, jobs):
    window.start()
    jobs[0]["thread"].finished.emit(JobOutcome(JobStatus.FAILED, "z" * 3000))
    assert len(window.status.text()) == MESSAGE_MAX and window.status.text().endswith("…")
