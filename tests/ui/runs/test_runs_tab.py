"""The runs side of the app: the Runs tab, markers on the plots, notifications, the history."""

from __future__ import annotations

import csv
import json
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from tests.helpers.monitor import run_for
from tests.telemetry.test_runs import ended, play
from tfgpu_gui.bench.run_history import RunStore
from tfgpu_gui.settings import SettingsStore
from tfgpu_gui.telemetry.sources.registry import make_backend
from tfgpu_gui.text.numbers import fmt_duration
from tfgpu_gui.ui.runs.model import SPARK_COLUMN, SPARK_ROLE
from tfgpu_gui.ui.runs.tab import HINT, RunsTab
from tfgpu_gui.ui.shell.application import MonitorApp


@pytest.fixture
def recording_app(qtbot, tmp_path, clock):
    """A started app on a simulated scenario whose runs go to a history in ``tmp_path``."""
    apps = []

    def make(scenario: str) -> MonitorApp:
        app = MonitorApp(
            make_backend(scenario, clock=clock),
            SettingsStore(tmp_path / "settings.json"),
            clock=clock,
            simulated=scenario,
            runs_history=tmp_path / "history.sqlite3",
        )
        app.start(thread=False)
        apps.append(app)
        return app

    yield make
    for app in apps:
        app.shutdown()
        app.window.deleteLater()


def show_runs_tab(app: MonitorApp, qtbot) -> RunsTab:
    app.window.tabs.setCurrentWidget(app.runs.tab)
    qtbot.waitUntil(lambda: not app.runs._tab_stale, timeout=5000)
    return app.runs.tab


def test_a_run_that_ends_is_notified_saved_and_listed_with_its_sparkline(
    recording_app, clock, qtbot, tmp_path
):
    app = recording_app("run-ends")
    seen = []
    app.alerted.connect(seen.append)
    run_for(app, clock, 200)
    (alert,) = [a for a in seen if a.kind == "run-ended"]
    assert alert.message.endswith("the GPU is idle now.")
    with RunStore(tmp_path / "history.sqlite3") as store:
        (stored,) = store.gpu_runs()
    assert stored.summary.command.endswith("train.py") and stored.summary.energy_wh > 0
    tab = show_runs_tab(app, qtbot)
    assert tab.model.rowCount() == 1
    spark = tab.model.index(0, SPARK_COLUMN).data(SPARK_ROLE)
    assert len(spark) >= 60 and all(0 <= v <= 100 for v in spark)
    texts = [tab.model.index(0, c).data() for c in range(tab.model.columnCount())]
    assert "1m59s" in texts and any(t.endswith(" Wh") for t in texts if t)


def test_a_run_going_on_is_listed_above_the_recorded_ones(make_monitor, clock, qtbot):
    app = make_monitor("two-runs")
    run_for(app, clock, 120)
    tab = show_runs_tab(app, qtbot)
    column = {c.title: i for i, c in enumerate(tab.model.columns)}
    first = tab.model.index(0, column["Duration"]).data()
    assert tab.model.rowCount() == 2 and first.endswith("(running)")
    assert tab.model.index(0, column["Ended"]).data() == "running"
    assert tab.model.index(1, column["Command"]).data().endswith("finetune.py")
    assert tab.model.index(1, column["Ended"]).data() == "finished"


def test_a_run_going_on_when_the_app_starts_starts_when_its_process_did(make_monitor, clock, qtbot):
    app = make_monitor("training")  # its process has been up for 25 minutes
    run_for(app, clock, 3)
    (proc,) = app.last_snapshot.gpus[0].processes
    (run,) = app.runs.tracker.active()
    assert proc.info.create_time is not None
    assert run.started_at == pytest.approx(proc.info.create_time)
    assert run.first_seen_at is not None and run.first_seen_at - run.started_at >= 600
    # As old as the process table says, not the few seconds the app has watched it.
    up = app.last_snapshot.wall_time - proc.info.create_time
    assert run.duration_s == pytest.approx(up, abs=1.5) and up >= 600
    tab = show_runs_tab(app, qtbot)
    column = {c.title: i for i, c in enumerate(tab.model.columns)}
    duration = tab.model.index(0, column["Duration"]).data()
    assert duration == f"{fmt_duration(run.duration_s)} (running)"
    tip = tab.model.index(0, column["Started"]).data(Qt.ItemDataRole.ToolTipRole)
    assert "watched from" in tip


def test_how_a_run_ended_has_its_own_column_and_a_selected_run_its_summary(qtbot):
    (run,) = ended(play("run-ends", 200)[1])
    oom = replace(run, possibly_oom=True, ending="possibly-oom", started_at=run.started_at + 60)
    tab = RunsTab()
    qtbot.addWidget(tab)
    tab.resize(1000, 500)
    tab.show()
    tab.set_runs([], [oom, run])
    column = {c.title: i for i, c in enumerate(tab.model.columns)}
    assert tab.model.index(0, column["Ended"]).data() == "possibly out of memory"
    assert tab.model.index(0, column["Command"]).data() == oom.command  # nothing packed in
    assert tab.model.index(1, column["Ended"]).data() == "finished"
    assert tab.compare.text() == HINT
    tab.table.selectRow(0)
    text = tab.compare.text()
    for words in (
        "python train.py",
        "Duration",
        "1m59s",
        "Mean utilization",
        "Peak memory",
        "18.0 GiB",
        "Energy",
        " Wh",
        "possibly out of memory",
    ):
        assert words in text, words
    tab.table.selectRow(1)
    assert "finished" in tab.compare.text() and "possibly out of memory" not in tab.compare.text()


def test_runs_are_marked_on_the_plots_and_the_lines_only_move(make_monitor, clock, qtbot):
    app = make_monitor("run-ends")
    run_for(app, clock, 150)
    app.tick()
    plot = app.window.overview.plots[0]
    lines = app.runs.markers.lines_of(plot)
    assert len(lines) == 2
    tips = sorted(line.toolTip() for line in lines)
    assert all("train.py" in t for t in tips) and any("ended after 1m59s" in t for t in tips)
    before = {id(line): line.value() for line in lines}
    run_for(app, clock, 5)
    app._dirty = True
    app.tick()
    after = app.runs.markers.lines_of(plot)
    assert {id(line) for line in after} == set(before)  # the same lines, moved
    assert all(line.value() == pytest.approx(before[id(line)] - 5) for line in after)
    # The start line sits where the run started: 145 + 5 s before now, minus its 5 s delay.
    start = next(line for line in after if "ended" not in line.toolTip())
    assert start.value() == pytest.approx(-(155 - 5), abs=1.5)


def test_two_runs_of_one_command_are_compared_side_by_side(qtbot):
    (run,) = ended(play("run-ends", 200)[1])
    later = replace(run, started_at=run.started_at + 86400, input_bound_s=10.0, energy_wh=5.0)
    other = replace(run, started_at=run.started_at + 3600, command="python eval.py")
    tab = RunsTab()
    qtbot.addWidget(tab)
    tab.set_runs([], [later, other, run])
    assert tab.compare.text() == HINT
    tab.table.selectRow(0)
    tab.table.selectionModel().select(
        tab.model.index(2, 0),
        tab.table.selectionModel().SelectionFlag.Select
        | tab.table.selectionModel().SelectionFlag.Rows,
    )
    text = tab.compare.text()
    assert "Idle (input-bound)" in text and "<b>0%</b>" in text  # the earlier run: less idle
    assert "<b>5.0 Wh</b>" in text  # the later one: less energy
    tab.set_runs([], [later, other, run])  # a refresh keeps the selection
    assert len(tab.selected_runs()) == 2
    tab.table.clearSelection()
    tab.table.selectRow(0)
    tab.table.selectionModel().select(
        tab.model.index(1, 0),
        tab.table.selectionModel().SelectionFlag.Select
        | tab.table.selectionModel().SelectionFlag.Rows,
    )
    assert "different commands" in tab.compare.text()


def test_runs_export_as_csv_and_json(qtbot, tmp_path):
    (run,) = ended(play("run-ends", 200)[1])
    hostile = replace(run, command='=HYPERLINK("http://x")', energy_wh=None)
    tab = RunsTab()
    qtbot.addWidget(tab)
    messages = []
    tab.message.connect(messages.append)
    tab.set_runs([], [run, hostile])
    assert tab.export("csv", tmp_path / "runs.csv") == tmp_path / "runs.csv"
    rows = list(csv.DictReader((tmp_path / "runs.csv").open(encoding="utf-8")))
    assert rows[0]["energy_wh"] and rows[1]["energy_wh"] == ""  # unknown is empty, not 0
    assert rows[1]["command"].startswith("'=")
    tab.export("json", tmp_path / "runs.json")
    doc = json.loads((tmp_path / "runs.json").read_text(encoding="utf-8"))
    assert doc["schema"] == "tfgpu.runs/1" and doc["runs"][1]["energy_wh"] is None
    assert messages[-1] == f"Exported 2 runs to {tmp_path / 'runs.json'}."


def test_the_schema_of_the_export_is_the_commands(qtbot):
    from tfgpu_gui.commands.runs import SCHEMA
    from tfgpu_gui.telemetry.runs_export import SCHEMA as EXPORT_SCHEMA

    assert SCHEMA == EXPORT_SCHEMA


def test_tell_me_when_a_gpu_is_free_from_its_context_menu(make_monitor, clock, qtbot):
    app = make_monitor("run-ends")
    run_for(app, clock, 20)
    menu = app.runs.gpu_menu(0, app.window)
    (action,) = menu.actions()
    assert action.text() == "Tell me when GPU 0 is free" and not action.isChecked()
    action.setChecked(True)
    assert app.runs.tracker.watched(0)
    seen = []
    app.alerted.connect(seen.append)
    run_for(app, clock, 150)
    free = [a for a in seen if a.kind == "gpu-free"]
    assert len(free) == 1 and free[0].title == "GPU 0 is free"
    assert not app.runs.tracker.watched(0)


def test_one_idle_message_per_gpu_for_a_starved_run(make_monitor, clock):
    app = make_monitor("input-bound")
    seen = []
    app.alerted.connect(seen.append)
    run_for(app, clock, 200)
    assert len([a for a in seen if a.kind in {"tf-idle", "run-idle"}]) == 1


def test_run_notifications_switched_off_stay_quiet(make_monitor, clock):
    app = make_monitor("run-oom")
    app.settings.run_notifications = {k: False for k in app.settings.run_notifications}
    app.apply_settings(app.settings)
    seen = []
    app.alerted.connect(seen.append)
    run_for(app, clock, 150)
    assert not [a for a in seen if a.kind.startswith("run-")]


def test_simulated_runs_are_not_saved_in_the_users_history(make_monitor, clock, tmp_path):
    app = make_monitor("run-ends")
    run_for(app, clock, 200)
    assert app.runs.recorded and not app.runs.persist
    assert not list(tmp_path.rglob("*.sqlite3"))


def test_hostile_command_lines_reach_the_table_escaped(qtbot):
    (run,) = ended(play("run-ends", 200)[1])
    tab = RunsTab()
    qtbot.addWidget(tab)
    tab.set_runs([], [replace(run, command="python \x1b[31mtrain.py\u202e")])
    command = [c.title for c in tab.model.columns].index("Command")
    text = tab.model.index(0, command).data()
    assert "\x1b" not in text and "\u202e" not in text and "train.py" in text


def test_right_clicking_a_gpu_plot_offers_to_tell_when_it_is_free(make_monitor, clock, qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 3)
    app.tick()
    view = app.window.overview.view
    plot = app.window.overview.plots[5]
    center = view.mapFromScene(plot.plot.sceneBoundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, pos=QPoint(center))
    qtbot.waitUntil(lambda: app.runs.last_menu is not None, timeout=5000)
    (action,) = app.runs.last_menu.actions()
    assert action.text() == "Tell me when GPU 5 is free"
    action.trigger()
    assert app.runs.tracker.watched(5) and not app.runs.tracker.watched(4)
    app.runs.last_menu.close()


def test_run_lines_are_named_on_a_large_plot_and_bare_in_a_grid(make_monitor, clock, qtbot):
    from tfgpu_gui.ui.runs.markers import LABEL_MIN_HEIGHT

    app = make_monitor("run-8-gpus")
    app.window.resize(1200, 700)
    run_for(app, clock, 20)
    app.tick()
    grid = [app.runs.markers.lines_of(p) for p in app.window.overview.plots]
    small = [p for p in app.window.overview.plots if p.plot.size().height() < LABEL_MIN_HEIGHT]
    assert small  # eight GPUs share the overview
    for plot in small:
        for line in app.runs.markers.lines_of(plot):
            assert not line.label.isVisible() and line.toolTip()  # hover still names it
    assert any(grid)
    # The same run on one GPU's own large plot carries its name.
    one = make_monitor("run-ends")
    one.window.resize(1200, 800)
    run_for(one, clock, 20)
    one.tick()
    plot = one.window.overview.plots[0]
    assert plot.plot.size().height() >= LABEL_MIN_HEIGHT
    assert all(line.label.isVisible() for line in one.runs.markers.lines_of(plot))
