"""With nothing to plot the window says why, offers what helps, and keeps trying by itself."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from tests.helpers.monitor import run_for
from tfgpu_gui.telemetry.errors import TelemetryUnavailable


@pytest.mark.parametrize(
    ("scenario", "headline"),
    [
        ("no-driver", "No NVIDIA driver on this computer"),
        ("no-permission", "No permission to read the GPUs"),
        ("driver-mismatch", "The NVIDIA driver was updated: restart to use it"),
        ("container-lost-gpus", "The GPUs cannot be opened"),
    ],
)
def test_each_cause_gets_a_panel_in_place_of_the_plots(make_monitor, clock, scenario, headline):
    app = make_monitor(scenario)
    run_for(app, clock, 2)
    w = app.window
    assert w.shows_empty_state() and not w.tabs.isVisible()  # never an empty canvas
    title, sentence, step, retry = w.empty.texts()
    assert title == headline
    assert sentence and "--simulate" not in sentence + step  # a window has buttons for that
    assert "every 10 s" in retry
    assert w.empty.diagnose_button.isVisible() and w.empty.simulate_button.isVisible()
    assert w.empty.remote_button.isVisible()  # to Settings, at the remote sources
    assert w.processes.empty_label.isVisible()
    reason = headline[0].lower() + headline[1:]
    assert w.processes.empty_label.text() == f"No processes to show: {reason}."
    assert "trying again every 10 s" in w.status_label.text()


def test_a_driver_that_reports_no_gpu_is_said_not_drawn(make_monitor, clock):
    from dataclasses import replace

    app = make_monitor("idle")
    run_for(app, clock, 1)
    app.window.set_snapshot(replace(app.last_snapshot, gpus=()))
    assert app.window.shows_empty_state()
    assert app.window.empty.texts()[0] == "The driver reports no GPU"


def test_the_diagnosis_button_opens_the_setup_diagnosis(make_monitor, clock, monkeypatch):
    app = make_monitor("no-driver")
    run_for(app, clock, 1)
    opened = []
    monkeypatch.setattr(app, "open_doctor", lambda: opened.append(1))
    app.commands.diagnose.triggered.disconnect()
    app.commands.diagnose.triggered.connect(app.open_doctor)
    app.window.empty.diagnose_button.click()
    assert opened == [1]


def test_it_retries_every_10_s_and_shows_the_gpus_when_they_come(make_monitor, clock):
    app = make_monitor("training")
    backend = app.sampler.backend
    backend.fail_init("driver-not-loaded")
    attempts = []
    real_read = backend.read
    backend.read = lambda: (attempts.append(clock.monotonic()), real_read())[1]
    run_for(app, clock, 25)  # one sample a second
    assert app.window.shows_empty_state()
    assert [t - attempts[0] for t in attempts] == [0.0, 10.0, 20.0]  # not every second
    backend.fail_init(None)  # the module is loaded
    run_for(app, clock, 10)
    app.tick()
    assert attempts[3] - attempts[0] == 30.0  # the next try worked; then one a second
    assert len(attempts) == 3 + 5  # 1000, 1010, 1020, then 1030 to 1034
    assert not app.window.shows_empty_state() and app.window.overview.plots
    assert app.window.processes.model.rowCount() == 1
    assert not app.window.processes.empty_label.isVisible()


def test_lost_readings_after_plots_were_shown_keep_the_plots_under_a_banner(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 3)
    app.tick()
    app.on_unavailable(TelemetryUnavailable("driver-mismatch"))
    assert not app.window.shows_empty_state() and app.window.banner.isVisible()
    assert "Trying again every 10 s" in app.window.banner_text.text()


def test_try_simulated_gpus_switches_the_running_app_and_back(make_monitor, clock):
    app = make_monitor("no-driver")
    run_for(app, clock, 2)
    assert app.window.shows_empty_state()
    # the real driver is what "back" goes to: here, a backend that still has no driver
    app.make_backend_real = app.make_backend
    app.make_backend = lambda scenario: app.make_backend_real(scenario or "no-driver")
    app.window.empty.simulate_button.click()
    assert app.simulated == "training"
    assert app.window.sim_bar.isVisible() and "simulated: training" in app.window.windowTitle()
    assert app.window.processes.simulated  # never signals a simulated pid
    run_for(app, clock, 5)
    app.tick()
    assert not app.window.shows_empty_state()
    assert len(app.window.overview.plots) == 1 and len(app.sampler.history.times) == 5
    assert app.window.processes.model.rowCount() == 1
    app.window.real_requested.emit()  # "Back to the real GPUs"
    run_for(app, clock, 2)
    app.tick()
    assert app.simulated is None and not app.window.sim_bar.isVisible()
    assert app.window.shows_empty_state()
    assert "simulated" not in app.window.windowTitle()


def test_switching_restarts_a_running_sampling_thread(make_monitor, clock, qtbot):
    from tfgpu_gui.telemetry.clock import SystemClock

    app = make_monitor("no-driver")
    # A real thread is paced in real time: on the manual clock its waits would return at once
    # and it would flood the window with samples.
    app.sampler.clock = SystemClock()
    app.thread.start()
    old = app.thread
    app.use_backend("training")
    assert app.thread is not old and app.thread.running and not old.running
    clock.advance(1.0)
    qtbot.waitUntil(lambda: app.last_snapshot is not None, timeout=10_000)
    app.thread.stop()


def test_a_remote_source_can_offer_itself_in_the_panel(make_monitor, clock):
    from PySide6.QtGui import QAction

    app = make_monitor("no-driver")
    run_for(app, clock, 1)
    action = QAction("Watch a remote machine…", app.window)
    fired = []
    action.triggered.connect(lambda: fired.append(1))
    app.window.empty.set_remote_action(action)
    assert app.window.empty.remote_button.isVisible()
    app.window.empty.remote_button.click()
    assert fired == [1]
    app.window.empty.set_remote_action(None)
    assert not app.window.empty.remote_button.isVisible()


def test_an_empty_table_says_why(make_monitor, clock):
    from dataclasses import replace

    app = make_monitor("training", me="nobody")
    run_for(app, clock, 2)
    table = app.window.processes
    snap = app.last_snapshot
    table.set_snapshot(replace(snap, gpus=tuple(replace(g, processes=()) for g in snap.gpus)))
    assert table.empty_label.isVisible() and not table.view.isVisible()
    assert table.empty_label.text() == "No process is using the GPUs right now."
    table.set_snapshot(snap)
    assert table.empty_reason() is None and table.view.isVisible()
    table.only_mine.setChecked(True)
    assert table.empty_label.isVisible()
    assert table.empty_label.text().startswith("None of the 1 processes on the GPUs is yours")


def test_before_the_first_sample_the_plot_area_is_not_a_black_canvas(make_monitor):
    from tfgpu_gui.ui.theme import plot_colors

    app = make_monitor("training")  # started, nothing sampled yet
    for view in (app.window.overview.view, app.window.detail.view):
        background = view.backgroundBrush().color()
        assert background == plot_colors(view)[0]
        assert background.lightness() > 100  # the light test palette, not pyqtgraph's black


def test_switching_sources_never_saves_simulated_runs_nor_ends_the_real_ones(make_monitor, clock):
    app = make_monitor("two-runs")
    app.runs.persist = True  # as on real GPUs
    run_for(app, clock, 5)
    assert app.runs.tracker.active()  # runs followed on the first source
    assert app.runs.markers.marks
    told: list[str] = []
    app.alerted.connect(lambda alert: told.append(alert.kind))
    app.use_backend("training")
    assert app.runs.persist is False  # simulated: kept in memory only
    assert app.runs.tracker.active() == [] and not app.runs.markers.marks
    run_for(app, clock, 3)
    assert "run-ended" not in told  # they did not end; the app stopped watching them
    app.make_backend_real = app.make_backend
    app.make_backend = lambda scenario: app.make_backend_real(scenario or "no-driver")
    app.use_backend(None)
    assert app.runs.persist is True


def test_the_empty_state_leads_to_the_remote_sources(make_monitor, clock, qtbot):
    app = make_monitor("no-driver")
    run_for(app, clock, 1)
    assert app.window.shows_empty_state()
    assert app.window.empty.remote_button.isVisible()
    app.window.empty.remote_button.click()
    dialog = next(
        w for w in app.window.findChildren(QDialog) if w.windowTitle().startswith("Settings")
    )
    qtbot.waitUntil(lambda: dialog.isVisible())
    assert dialog.sources.entry.hasFocus() or dialog.sources.entry is dialog.focusWidget()
    dialog.reject()
