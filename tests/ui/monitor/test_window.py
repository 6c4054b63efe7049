"""The monitor window on simulated GPUs: plots, facts, n/a metrics, export, hidden redraws."""

from __future__ import annotations

import csv

import numpy as np

from tests.helpers.monitor import run_for
from tfgpu_gui.telemetry.export import CSV_COLUMNS


def test_overview_draws_one_plot_per_gpu(make_monitor, clock):
    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 30)
    app.tick()
    plots = app.window.overview.plots
    assert len(plots) == 8
    x, y = plots[3].curves[0].getData()
    assert len(x) == 30 and np.all(np.isfinite(y))
    assert x[-1] == 0.0  # seconds ago
    assert "GPU 3" in plots[3].plot.titleLabel.text
    # a frame changes nearly everything: one repaint of the bounding rectangle, not many
    from PySide6.QtWidgets import QGraphicsView

    mode = app.window.overview.view.viewportUpdateMode()
    assert mode == QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate
    assert app.window.processes.model.rowCount() == 2  # the mirrored run + bob's notebook


def test_detail_view_shows_static_facts_and_flags_a_slow_pcie_link(make_monitor, clock):
    app = make_monitor("pcie-degraded")
    run_for(app, clock, 5)
    app.window.show_gpu(0)
    app.tick()
    facts = app.window.detail.fact_labels
    assert facts["Name"].text() == "NVIDIA GeForce RTX 4090"
    assert facts["Driver"].text() == "555.42.06"
    assert facts["CUDA (driver supports up to)"].text() == "12.5"
    assert facts["Compute capability"].text().startswith("8.9")
    assert "Gen3 x4 (max Gen4 x16)" in facts["PCIe link"].text()
    assert "below its maximum" in facts["PCIe link"].text()
    assert "font-weight: bold" in facts["PCIe link"].styleSheet()
    assert facts["MIG mode"].text() == "disabled"
    titles = [p.title for p in app.window.detail.plots]
    assert titles[0] == "Utilization (%)" and "PCIe" in titles[-1]


def test_unsupported_metric_is_na_not_a_flat_zero(make_monitor, clock):
    app = make_monitor("datacenter")
    run_for(app, clock, 10)
    app.tick()
    app.window.show_gpu(1)  # GPU 1 reports no utilization, no PCIe counters
    app.tick()
    util, pcie = app.window.detail.plots[0], app.window.detail.plots[5]
    assert util.na_text.isVisible() and pcie.na_text.isVisible()
    _, y = util.curves[0].getData()
    assert y is None or not np.any(y == 0)
    assert app.window.detail.fact_labels["MIG mode"].text() == "enabled"
    app.window.show_gpu(0)
    app.tick()
    assert not app.window.detail.plots[0].na_text.isVisible()


def test_time_window_selects_what_is_drawn(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 200)
    app.window.window_combo.setCurrentIndex(0)  # 1 min
    app.tick()
    x, _ = app.window.overview.plots[0].curves[0].getData()
    assert x.min() >= -60
    app.window.window_combo.setCurrentIndex(2)  # 1 h
    app.tick()
    x, _ = app.window.overview.plots[0].curves[0].getData()
    assert len(x) == 200
    assert app.settings.time_window_s == 3600.0


def test_hidden_window_is_not_redrawn_but_the_tray_is(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 3)
    app.tick()
    frames = app.frames
    app.tray.available = True  # pretend a tray exists so closing hides instead of quitting
    app.window.close()
    assert not app.window.isVisible()
    tip_before = app.tray.tooltip
    run_for(app, clock, 30)
    app.tick()
    assert app.frames == frames
    assert app.tray.tooltip != tip_before or "GPU 0" in app.tray.tooltip
    app.show_window()
    assert app.frames == frames + 1


def test_lost_gpu_leaves_a_gap(make_monitor, clock):
    app = make_monitor("gpu-lost")
    run_for(app, clock, 100)
    app.tick()
    _, y = app.window.overview.plots[1].curves[0].getData()
    assert np.isnan(y[-1]) and np.isfinite(y[0])
    assert "lost" in app.window.overview.plots[1].plot.titleLabel.text


def test_no_driver_shows_the_reason_and_keeps_running(make_monitor, clock):
    app = make_monitor("no-driver")
    run_for(app, clock, 3)
    assert app.window.shows_empty_state() and not app.window.banner.isVisible()
    assert "No NVIDIA driver" in app.window.empty.texts()[0]
    assert "No GPU readings" in app.tray.tooltip


def test_export_csv_and_save_png(make_monitor, clock, tmp_path):
    app = make_monitor("datacenter")
    run_for(app, clock, 20)
    app.tick()
    out = app.window.export_csv(tmp_path / "h.csv")
    rows = list(csv.reader(out.open()))
    assert tuple(rows[0]) == CSV_COLUMNS  # the same format as `tfgpu watch --csv`
    assert len(rows) == 1 + 20 * 2
    util = CSV_COLUMNS.index("util_gpu_percent")
    gpu1 = [r for r in rows[1:] if r[1] == "1"]
    assert gpu1[0][util] == ""  # MIG: unsupported, empty, not 0
    assert gpu1[0][CSV_COLUMNS.index("name")] == app.last_snapshot.gpus[1].static.name
    png = app.window.save_png(tmp_path / "p.png")
    assert png.read_bytes()[:4] == b"\x89PNG"


def test_export_csv_names_the_host_of_remote_gpus_as_watch_csv_does(make_monitor, clock, tmp_path):
    from tfgpu_gui.telemetry.export import csv_rows

    app = make_monitor("remote-run")  # GPU 0 on gpu-server-01
    run_for(app, clock, 10)
    app.tick()
    out = app.window.export_csv(tmp_path / "h.csv")
    rows = list(csv.reader(out.open()))
    host = CSV_COLUMNS.index("host")
    live = csv_rows(app.last_snapshot)
    assert [r[host] for r in live] == ["gpu-server-01"]
    assert len(rows) == 1 + 10 and {r[host] for r in rows[1:]} == {"gpu-server-01"}


def test_hover_readout_shows_exact_values(make_monitor, clock, qtbot):
    app = make_monitor("training")
    run_for(app, clock, 60)
    app.window.show_gpu(0)
    app.tick()
    plot = app.window.detail.plots[0]
    vb = plot.plot.getViewBox()
    scene_pos = vb.mapViewToScene(vb.mapToView(vb.boundingRect().center()))
    assert plot.show_readout(scene_pos)
    assert plot.readout.isVisible()
    assert "GPU utilization:" in plot.readout.toPlainText()


def test_pause_stops_sampling_and_resume_restarts(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 3)
    app.window.pause_action.trigger()
    assert app.paused and app.worker.paused and app.tray.pause_action.isChecked()
    app.window.pause_action.trigger()
    assert not app.paused


def test_detail_plots_are_built_when_the_tab_is_first_shown(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 5)
    app.tick()
    detail = app.window.detail
    assert detail.plots == []  # the overview is shown: nothing built behind it
    app.window.window_combo.setCurrentIndex(0)  # 1 min, applied when they are built
    app.window.show_gpu(0)
    app.tick()
    assert len(detail.plots) == 6 and all(p.window_s == 60.0 for p in detail.plots)
    x, _ = detail.plots[0].curves[0].getData()
    assert len(x) == 5
    app.window.set_units(False)  # rebuilt with decimal units
    assert detail.plots[1].title == "Memory used (GB)" and detail.plots[1].window_s == 60.0


def test_first_sample_is_drawn_as_soon_as_it_arrives(make_monitor, clock):
    app = make_monitor("multi-gpu-8")
    assert app.shown_sample == 0 and app.frames == 1  # the empty window drawn at start
    app.step()
    assert app.shown_sample == 1 and app.frames == 2  # not left to the next timer tick
    assert len(app.window.overview.plots) == 8
    app.step()
    assert app.frames == 2  # later samples wait for the refresh timer


def test_titles_follow_the_values_and_stay_centred(make_monitor, clock):
    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 2)
    app.tick()
    plot = app.window.overview.plots[0]
    label = plot.plot.titleLabel
    for text in ("<b>GPU 0</b> · short", "<b>GPU 0</b> · a somewhat longer title"):
        plot.set_title(text, size="9pt")
        assert label.text == text
        assert "a somewhat" in label.item.toHtml() or "short" in label.item.toHtml()
        shown = label.item.mapRectToParent(label.item.boundingRect())
        assert abs(shown.center().x() - label.rect().center().x()) <= 1.0
    wide = "<b>GPU 0</b> · " + "wider than the plot " * 8
    plot.set_title(wide, size="9pt")  # does not fit its box: set the pyqtgraph way
    shown = label.item.mapRectToParent(label.item.boundingRect())
    assert label.text == wide and label.minimumWidth() >= shown.width()


def test_frames_come_as_fast_as_a_pixel_moves_but_at_least_every_5_s(make_monitor, clock):
    from tfgpu_gui.ui.shell.application import MAX_FRAME_S

    app = make_monitor("multi-gpu-8")
    app.window.resize(1200, 800)
    run_for(app, clock, 3)
    app.tick()
    app.window.set_window_seconds(600.0)
    width = app.window.plot_width_px()
    assert width and width < 600  # eight plots in a grid: narrower than 10 min in seconds
    assert app.timer.interval() == int(600.0 / width * 1000)
    app.window.set_window_seconds(3600.0)
    assert app.timer.interval() == int(MAX_FRAME_S * 1000)
    app.window.set_window_seconds(60.0)
    assert app.timer.interval() == int(app.sampler.interval * 1000)


def test_hostile_gpu_name_is_shown_escaped_in_titles_and_facts(make_monitor, clock, monkeypatch):
    from PySide6.QtCore import Qt

    from tests.helpers.hostile import assert_no_escape, install_hostile_scenario

    app = make_monitor(install_hostile_scenario(monkeypatch))
    run_for(app, clock, 2)
    app.tick()
    title = app.window.overview.plots[0].plot.titleLabel.text
    assert_no_escape(title)
    assert "RTX\\u202e 4090" in title and "<b>GPU 0</b>" in title  # the app's markup stays
    app.window.show_gpu(0)
    app.tick()
    name = app.window.detail.fact_labels["Name"]
    assert name.textFormat() == Qt.TextFormat.PlainText
    assert name.text() == "NVIDIA \\x1b]8;;http://evil\\x1b\\RTX\\u202e 4090"
    assert_no_escape(app.window.detail.gpu_combo.itemText(0))


def test_run_names_never_overlap_nor_cross_the_plot_edge(make_monitor, clock, qtbot):
    from PySide6.QtWidgets import QApplication

    from tfgpu_gui.ui.runs.markers import Mark

    app = make_monitor("two-runs")
    app.window.resize(1200, 820)
    run_for(app, clock, 200)
    now = clock.monotonic()
    # Two runs that started seconds ago, beside each other at the plot's right edge, and one
    # that ended at the left edge: names would cross the edges and cover each other.
    markers = app.runs.markers
    for key, at, label, end in (
        ("a", now - 6, "▶ evaluate.py", False),
        ("b", now - 3, "▶ export.py", False),
        ("c", now - 198, "■ warmup.py", True),
    ):
        markers.marks[(key,)] = Mark((key,), at, (0,), label, label, end)
    for seconds in (600.0, 3600.0):
        app.window.set_window_seconds(seconds)
        app.tick()
        QApplication.processEvents()  # the view's new range reaches the lines' names
        app.tick()
        plot = app.window.overview.plots[0]
        lines = markers.lines_of(plot)
        assert len(lines) == 7
        box = plot.plot.getViewBox().sceneBoundingRect()
        shown = [ln.label.sceneBoundingRect() for ln in lines if ln.label.isVisible()]
        assert len(shown) >= 4, "names left out that had room"
        for i, rect in enumerate(shown):
            assert box.contains(rect), (seconds, rect, box)
            assert not any(rect.intersects(other) for other in shown[i + 1 :]), seconds


def test_run_names_of_a_grid_of_gpus_do_not_cover_each_other(make_monitor, clock, qtbot):
    from PySide6.QtWidgets import QApplication

    app = make_monitor("multi-gpu-8")  # a run on all eight, and a notebook beside it on GPU 7
    app.window.resize(1600, 1000)
    run_for(app, clock, 300)
    app.tick()
    QApplication.processEvents()
    app.tick()
    plot = app.window.overview.plots[7]
    lines = app.runs.markers.lines_of(plot)
    shown = [ln.label.sceneBoundingRect() for ln in lines if ln.label.isVisible()]
    for i, rect in enumerate(shown):
        assert not any(rect.intersects(other) for other in shown[i + 1 :])
