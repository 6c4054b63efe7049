"""Is my GPU OK right now? The window's status badge, the GPU titles, the active alerts,
the threshold lines and axis spans, the host of remote GPUs, and the empty states."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from tests.helpers.monitor import run_for
from tfgpu_gui.ui.colors import status_color


def test_a_throttling_gpu_reads_as_a_warning_with_its_reason(make_monitor, clock):
    app = make_monitor("thermal-throttle")
    run_for(app, clock, 300)
    app.tick()
    w = app.window
    status = w.statuses[0]
    assert status.level == "warning" and "throttling: too hot" in status.reasons
    panel = w.status_panel
    assert panel.isVisible() and panel.level == "warning"
    assert panel.badge.text().startswith("Warning — GPU 0: throttling: too hot")
    assert "#F0B429" in panel.badge.styleSheet()  # the filled amber badge
    title = w.overview.plots[0].plot.titleLabel.text
    warn = status_color("warning")
    assert "throttling: too hot" in title
    assert f"color:{warn};font-weight:bold'>9" in title  # the temperature past 85 °C
    # the same words as the tray's notification, from the same rule
    alert = next(a.alert for a in app.alerts.active_alerts() if a.alert.kind == "thermal")
    assert alert.reason == "throttling: too hot"
    # the details: the status in words, the driver's name of the reason in a tooltip
    w.show_gpu(0)
    app.tick()
    facts = w.detail.fact_labels
    assert facts["Status"].text() == "▲ throttling: too hot"
    assert status_color("warning") in facts["Status"].styleSheet()
    assert facts["Clocks slowed by"].text().startswith("too hot")
    assert "sw-thermal" in facts["Clocks slowed by"].toolTip()
    assert "sw-thermal" not in facts["Clocks slowed by"].text()


def test_the_alert_list_shows_when_an_alert_began_and_empties_when_it_ends(make_monitor, clock):
    app = make_monitor("run-oom")
    run_for(app, clock, 86)
    app.tick()
    panel = app.window.status_panel
    lines = panel.alert_texts()
    memory = [line for line in lines if "memory full in" in line]
    assert len(memory) == 1 and panel.alerts.isVisible()
    active = next(a for a in app.alerts.active_alerts() if a.alert.kind == "memory")
    began = time.strftime("%H:%M:%S", time.localtime(active.since_wall))
    assert f"since {began}" in memory[0] and "GPU 0" in memory[0]
    assert panel.level == "warning"
    run_for(app, clock, 30)  # the run dies, its memory is freed
    app.tick()
    assert panel.alert_texts() == [] and not panel.alerts.isVisible()
    assert panel.level == "ok" and panel.badge.text() == "GPU OK"


def test_a_lost_gpu_is_a_problem_in_the_badge_title_and_plot(make_monitor, clock):
    app = make_monitor("gpu-lost")
    run_for(app, clock, 120)
    app.tick()
    w = app.window
    assert w.statuses[1].level == "problem" and w.statuses[0].level != "problem"
    assert w.status_panel.level == "problem"
    assert w.status_panel.badge.text().startswith("Problem — GPU 1: GPU lost")
    plot = w.overview.plots[1]
    assert plot.state_text is not None and plot.state_text.isVisible()
    assert plot.state_text.toPlainText() == "GPU lost"
    assert plot.plot.getViewBox().border.color().name() == status_color("problem").lower()
    good = w.overview.plots[0].plot.getViewBox().border
    assert good is None or good.style() == Qt.PenStyle.NoPen  # the good GPU: no frame


def test_a_remote_gpu_is_named_with_its_host_everywhere(make_monitor, clock):
    app = make_monitor("remote-run")
    run_for(app, clock, 10)
    app.tick()
    w = app.window
    assert "gpu-server-01 GPU 0" in w.overview.plots[0].plot.titleLabel.text
    w.show_gpu(0)
    app.tick()
    assert w.detail.fact_labels["Host"].text() == "gpu-server-01"
    assert w.detail.gpu_combo.currentText().startswith("gpu-server-01 GPU 0")
    model = w.processes.model
    horizontal = Qt.Orientation.Horizontal
    host_col = next(
        c for c in range(model.columnCount()) if model.headerData(c, horizontal) == "Host"
    )
    assert model.index(0, host_col).data() == "gpu-server-01"
    gpus_col = next(
        c for c in range(model.columnCount()) if model.headerData(c, horizontal) == "GPUs"
    )
    assert model.index(0, gpus_col).data() == "gpu-server-01: 0"  # beside the command, too


def test_temperature_axis_spans_at_least_20_degrees_with_the_alert_line(make_monitor, clock):
    app = make_monitor("training")  # a steady temperature: a degree of noise
    run_for(app, clock, 120)
    app.window.show_gpu(0)
    app.tick()
    temp = app.window.detail.plots[2]
    (_, _), (lo, hi) = temp.plot.getViewBox().viewRange()
    assert hi - lo >= 20.0
    assert temp.threshold is not None and temp.threshold.value() == 85.0
    assert temp.threshold.isVisible() and lo <= 85.0 <= hi  # the headroom is in view
    memory = app.window.detail.plots[1]
    total = app.last_snapshot.gpus[0].static.memory_total_bytes
    assert memory.threshold is not None
    assert abs(memory.threshold.value() - total * 0.95 / 2**30) < 1e-9  # GiB
    util = app.window.detail.plots[0]
    assert util.plot.getViewBox().viewRange()[1] == [0.0, 100.0]


def test_thresholds_follow_the_settings(make_monitor, clock):
    from dataclasses import replace

    app = make_monitor("training")
    run_for(app, clock, 10)
    app.window.show_gpu(0)
    app.tick()
    app.apply_settings(replace(app.settings, temperature_c=70.0, memory_percent=80.0))
    app.tick()
    assert app.window.detail.plots[2].threshold.value() == 70.0
    app.window.tabs.setCurrentWidget(app.window.overview)
    app.tick()
    assert app.window.overview.plots[0].threshold.value() == 80.0


def test_sm_clock_is_a_share_of_its_maximum_and_shows_throttling(make_monitor, clock):
    app = make_monitor("thermal-throttle")
    run_for(app, clock, 400)
    app.window.show_gpu(0)
    app.tick()
    clocks = app.window.detail.plots[4]
    _, y = clocks.curves[0].getData()
    assert 0 < y[-1] < 90 and max(y) <= 100.0  # throttled below its maximum, in %
    assert clocks.plot.getAxis("left").labelText == "%"


def test_empty_plot_has_no_made_up_axes_and_a_whole_na_text(make_monitor, clock):
    app = make_monitor("datacenter")
    run_for(app, clock, 10)
    app.window.show_gpu(1)  # GPU 1 (MIG) reports no utilization
    app.tick()
    pcie = app.window.detail.plots[0]
    assert pcie.na_text.isVisible()
    assert not pcie.plot.getAxis("left").isVisible()
    assert not pcie.plot.getAxis("bottom").isVisible()
    QApplication.processEvents()  # laid out and drawn, as on screen
    box = pcie.plot.getViewBox().sceneBoundingRect()
    assert box.contains(pcie.na_text.sceneBoundingRect())  # not cut by an axis or the edge
    app.window.show_gpu(0)
    app.tick()
    assert pcie.plot.getAxis("left").isVisible() and not pcie.na_text.isVisible()


def test_export_csv_is_disabled_until_there_is_data(make_monitor, clock):
    app = make_monitor("training")
    assert not app.window.export_action.isEnabled()
    run_for(app, clock, 2)
    app.tick()
    assert app.window.export_action.isEnabled()


def test_hover_readout_has_a_solid_background_in_a_fixed_place(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 60)
    app.tick()
    plot = app.window.overview.plots[0]
    vb = plot.plot.getViewBox()
    rect = vb.sceneBoundingRect()
    places = []
    for fx in (0.3, 0.8):
        from PySide6.QtCore import QPointF

        assert plot.show_readout(QPointF(rect.left() + rect.width() * fx, rect.center().y()))
        places.append(plot.readout.pos())
        assert plot.cursor.isVisible()
    assert places[0] == places[1]  # the values stay where the eye expects them
    assert plot.readout.fill.color().alpha() >= 200
    assert app.window.overview.view.toolTip() == ""  # no general tooltip over the data


def test_one_alert_line_for_the_same_reason_on_many_gpus(make_monitor, clock):
    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 30)
    app.tick()
    lines = app.window.status_panel.alert_texts()
    took = [line for line in lines if "train_mirrored.py took all memory" in line]
    assert len(took) == 1 and "GPUs 0, 1, 2, 3, 4, 5, 6, 7" in took[0]


def test_a_long_status_message_is_cut_before_the_source_line(make_monitor, clock):
    app = make_monitor("thermal-throttle")
    run_for(app, clock, 5)
    w = app.window
    w.resize(900, 700)
    w.show()
    QApplication.processEvents()
    bar = w.statusBar()
    source = sum(c.width() for c in bar.findChildren(QWidget) if c.parent() is bar)
    assert source > 200  # "simulated:thermal-throttle · sampling every 1 s · driver …"
    w.show_message("GPU 0 is hot (86 °C): " + "improve the airflow or lower the power limit " * 5)
    shown = bar.currentMessage()
    assert shown.startswith("GPU 0 is hot (86 °C): ") and shown.endswith("…")
    assert bar.fontMetrics().horizontalAdvance(shown) + source <= bar.width()
    w.show_message("GPU 0 is hot (86 °C)")
    assert w.statusBar().currentMessage() == "GPU 0 is hot (86 °C)"


def test_without_a_tray_an_alert_puts_its_title_in_the_status_bar(make_monitor, clock):
    from tfgpu_gui.telemetry.alerts import Alert

    app = make_monitor("training")
    app.tray.available = False
    app.window.resize(1366, 700)
    app.notify(Alert("thermal", 0, "GPU 0 is hot (86 °C)", "Improve the airflow.", reason="x"))
    assert app.window.statusBar().currentMessage() == "GPU 0 is hot (86 °C)"
