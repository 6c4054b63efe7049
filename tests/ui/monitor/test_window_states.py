"""The monitor window on its own, fed by the test: its parts as it opens, the toolbar and its
shortcuts, the time window, the simulated bar, the notice, what a source that gives no readings
looks like before and after the first sample, the status line, the passing messages, and the
exports' answers."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence, QPalette
from PySide6.QtWidgets import QFileDialog, QMessageBox, QSplitter, QToolBar, QWidget

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.settings import TIME_WINDOWS
from tfgpu_gui.telemetry import ManualClock
from tfgpu_gui.telemetry.alerts import AlertConfig, AlertEngine
from tfgpu_gui.telemetry.errors import REASONS, TelemetryUnavailable
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.ui.monitor.empty_state import headline
from tfgpu_gui.ui.monitor.window import MainWindow, what_happened
from tfgpu_gui.ui.shell.commands import Commands


@pytest.fixture
def commands(qtbot) -> Commands:
    return Commands()


@pytest.fixture
def window(qtbot, commands) -> MainWindow:
    w = MainWindow(commands, me="alice")
    qtbot.addWidget(w)
    return w


def _samples(scenario: str = "training", n: int = 3) -> tuple[list[Snapshot], History]:
    clock = ManualClock()
    backend = SimulatedBackend(scenario, clock=clock)
    history = History(600)
    snaps = []
    for _ in range(n):
        snaps.append(backend.read())
        history.append(snaps[-1])
        clock.advance(1)
    return snaps, history


def _fed(window: MainWindow, scenario: str = "training", n: int = 3) -> Snapshot:
    snaps, history = _samples(scenario, n)
    window.history = history
    window.set_snapshot(snaps[-1])
    return snaps[-1]


def test_what_happened_names_nvmls_own_words_only_for_an_nvml_error():
    assert what_happened(TelemetryUnavailable("nvml-error", "Driver/library version mismatch")) == (
        "NVML could not be initialised (Driver/library version mismatch)."
    )
    assert what_happened(TelemetryUnavailable("nvml-error")) == REASONS["nvml-error"].message
    assert what_happened(TelemetryUnavailable("no-driver", "libnvidia-ml.so.1")) == (
        REASONS["no-driver"].message
    )


def test_the_window_as_it_opens(window, commands, qtbot):
    assert window.windowTitle() == DISPLAY_NAME and window.simulated is None
    assert window.objectName() == "MonitorWindow"
    assert (window.width(), window.height()) == (1200, 820)
    assert window.status_label.text() == "Waiting for the first sample…"
    assert window.status_label.parent() is window.statusBar()
    assert window.status_panel.isHidden() and window.banner.isHidden()
    assert window.sim_bar.isHidden() and window.notice.isHidden()
    assert not window.really_close and window.history is None and window.alert_engine is None
    assert window.window_s == 600.0 and window.retry_s == 10.0
    margins = window.centralWidget().layout().contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (6, 6, 6, 6)
    central = window.centralWidget().layout()
    assert [central.itemAt(i).widget() for i in range(4)] == [
        window.banner,
        window.notice,
        window.sim_bar,
        window.status_panel,
    ]
    assert central.stretch(4) == 1 and [central.stretch(i) for i in range(4)] == [0] * 4
    # The views over the process table, the plots taking the height.
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "&Overview",
        "&Details",
    ]
    assert window.tabs.accessibleName() == "Views"
    assert window.stack.currentWidget() is window.tabs and window.shows_overview()
    (splitter,) = window.findChildren(QSplitter)
    assert splitter.orientation() == Qt.Orientation.Vertical
    assert splitter.widget(0) is window.stack and splitter.widget(1) is window.processes
    assert not splitter.childrenCollapsible()
    window.show()
    top, bottom = splitter.sizes()
    assert top > 2 * bottom
    assert window.processes.model.me == "alice"  # whose processes may be stopped
    # Height the window gains goes to the plots four to one.
    window.resize(1200, 1320)
    qtbot.waitUntil(lambda: sum(splitter.sizes()) > top + bottom + 400, timeout=2000)
    grown_top, grown_bottom = splitter.sizes()
    assert (grown_top - top) == pytest.approx(4 * (grown_bottom - bottom), abs=4)


def test_the_simulated_title_and_the_process_table_know_the_source(qtbot, commands):
    w = MainWindow(commands, simulated="training")
    qtbot.addWidget(w)
    assert w.windowTitle() == f"{DISPLAY_NAME} — simulated: training"
    assert w.processes.simulated and w.simulated == "training"


def test_the_banner_says_the_problem_and_leads_to_the_diagnosis(window, commands, qtbot):
    assert window.banner.objectName() == "TelemetryBanner"
    assert window.banner.testAttribute(Qt.WidgetAttribute.WA_StyledBackground)
    assert "#TelemetryBanner { background: #D55E00;" in window.banner.styleSheet()
    assert "#TelemetryBanner QLabel { color: white; }" in window.banner.styleSheet()
    assert window.banner_text.wordWrap()
    assert window.banner_text.accessibleName() == "Telemetry problem"
    flags = window.banner_text.textInteractionFlags()
    assert flags == Qt.TextInteractionFlag.TextSelectableByMouse
    (button,) = [
        b
        for b in window.banner.findChildren(QWidget)
        if b.objectName() == "" and hasattr(b, "text") and b.text() == "Run setup diagnosis…"
    ]
    with qtbot.waitSignal(commands.diagnose.triggered, timeout=1000):
        button.click()
    row = window.banner.layout()
    assert row.stretch(0) == 1 and row.itemAt(1).widget() is button
    m = row.contentsMargins()
    assert (m.left(), m.top(), m.right(), m.bottom()) == (8, 6, 8, 6)


def test_the_simulated_bar_names_the_scenario_and_leads_back(window, qtbot):
    assert window.sim_bar.objectName() == "SimulatedBar"
    assert window.sim_bar.testAttribute(Qt.WidgetAttribute.WA_StyledBackground)
    assert "#SimulatedBar { background: #56B4E9;" in window.sim_bar.styleSheet()
    assert "#SimulatedBar QLabel { color: black; }" in window.sim_bar.styleSheet()
    assert window.sim_text.accessibleName() == "Simulated GPUs"
    m = window.sim_bar.layout().contentsMargins()
    assert (m.left(), m.top(), m.right(), m.bottom()) == (8, 4, 8, 4)
    window.show()
    window.set_simulated("thermal-throttle")  # started simulated: no bar, the title says it
    assert window.simulated == "thermal-throttle"
    assert window.windowTitle() == f"{DISPLAY_NAME} — simulated: thermal-throttle"
    assert window.sim_text.text() == (
        "<b>Simulated GPUs</b> (thermal-throttle): nothing here is this computer's."
    )
    assert not window.sim_bar.isVisible() and window.processes.simulated
    window.set_simulated("training", switched=True)  # switched to in the app: the bar too
    assert window.sim_bar.isVisible()
    back = window.sim_bar.layout().itemAt(1).widget()
    assert back.text() == "Back to the real GPUs"
    assert back.toolTip() == "Stop the simulation and watch this computer's GPUs again"
    assert window.sim_bar.layout().stretch(0) == 1
    with qtbot.waitSignal(window.real_requested, timeout=1000):
        back.click()
    window.set_simulated(None, switched=True)
    assert window.windowTitle() == DISPLAY_NAME and window.sim_text.text() == ""
    assert not window.sim_bar.isVisible() and not window.processes.simulated
    assert window.simulated is None


def test_a_new_source_starts_with_no_plots_to_keep_and_nothing_to_export(window):
    _fed(window)
    assert window.export_action.isEnabled()
    window.history = History(600)  # the app's new, empty history
    window.set_simulated("training", switched=True)
    assert not window.export_action.isEnabled()
    window.set_unavailable(TelemetryUnavailable("no-driver"))
    assert window.shows_empty_state() and window.banner.isHidden()  # no plots kept under a banner


def test_the_notice_stays_until_clicked(window, qtbot):
    assert window.notice.wordWrap() and window.notice.accessibleName() == "Notice"
    assert window.notice.styleSheet() == (
        "background: #E69F00; color: black; border-radius: 4px; padding: 6px;"
    )
    assert window.notice.toolTip() == "Click to dismiss"
    window.show()
    window.show_notice("settings.json is damaged; the defaults are used")
    assert window.notice.isVisible()
    assert window.notice.text() == "settings.json is damaged; the defaults are used"
    qtbot.mouseClick(window.notice, Qt.MouseButton.LeftButton)
    assert not window.notice.isVisible()


def test_the_toolbar_in_order_and_every_shortcut_on_the_window(window, commands):
    (bar,) = window.findChildren(QToolBar)
    assert bar.objectName() == "MainToolbar" and bar.windowTitle() == "Main"
    assert bar.accessibleName() == "Main toolbar"
    assert not bar.isMovable()
    assert bar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly
    items = []
    for action in bar.actions():
        widget = bar.widgetForAction(action)
        if action.isSeparator():
            items.append("|")
        elif widget is window.window_combo or widget is window.span_label:
            items.append(widget)
        elif action.text() == "" and widget is not None:
            items.append(widget.text())
        else:
            items.append(action)
    assert items == [
        commands.pause,
        "|",
        " Show: ",
        window.window_combo,
        window.span_label,
        "|",
        window.export_action,
        window.png_action,
        "|",
        commands.diagnose,
        commands.bench,
        commands.settings,
        commands.about,
    ]
    own = window.actions()
    for command in (
        commands.pause,
        commands.diagnose,
        commands.bench,
        commands.settings,
        commands.about,
        commands.quit,
    ):
        assert command in own  # its shortcut works wherever the focus is
    assert window.pause_action is commands.pause and window.about_action is commands.about
    assert window.hide_action in own and window.hide_action not in bar.actions()


def test_the_windows_own_actions_say_their_keys(window):
    native = QKeySequence.SequenceFormat.NativeText
    export = window.export_action
    assert export.text() == "&Export CSV…" and export.shortcut() == QKeySequence("Ctrl+E")
    keys = export.shortcut().toString(native)
    assert export.toolTip() == f"Export the visible history to CSV ({keys})"
    assert export.statusTip() == "Export the visible history to CSV"
    assert not export.isEnabled()  # nothing to export yet
    png = window.png_action
    assert png.text() == "Save &PNG…"
    assert png.shortcut() == QKeySequence(QKeySequence.StandardKey.Save)
    assert png.toolTip() == f"Save the plots as PNG ({png.shortcut().toString(native)})"
    hide = window.hide_action
    assert hide.text() == "Hide" and hide.shortcut() == QKeySequence("Ctrl+W")
    assert hide.statusTip() == "Hide the window to the tray"
    plain = window._action("Plain", None, "No keys")
    assert plain.toolTip() == "No keys" and plain.shortcut().isEmpty()
    assert plain.statusTip() == "No keys" and plain in window.actions()


def test_the_time_window_from_the_list_or_its_keys(window, qtbot):
    combo = window.window_combo
    assert [combo.itemText(i) for i in range(combo.count())] == [t[1] for t in TIME_WINDOWS]
    assert [combo.itemData(i) for i in range(combo.count())] == [t[0] for t in TIME_WINDOWS]
    assert combo.currentIndex() == 1 and combo.accessibleName() == "Time window of the plots"
    assert combo.toolTip() == "Time window of the plots (Ctrl+1, Ctrl+2, Ctrl+3)"
    native = QKeySequence.SequenceFormat.NativeText
    acts = []
    for i, (_seconds, label) in enumerate(TIME_WINDOWS):
        (act,) = [a for a in window.actions() if a.text() == f"Last {label}"]
        assert act.shortcut() == QKeySequence(f"Ctrl+{i + 1}")
        assert act.toolTip() == f"Show the last {label} ({act.shortcut().toString(native)})"
        acts.append(act)
    for i in [*range(2, len(TIME_WINDOWS)), 0, 1]:
        with qtbot.waitSignal(window.window_changed, timeout=1000) as sig:
            acts[i].trigger()
        assert sig.args == [TIME_WINDOWS[i][0]]
        assert combo.currentIndex() == i and window.window_s == TIME_WINDOWS[i][0]


def test_set_window_seconds_picks_the_list_entry_and_tells_the_plots(window, qtbot):
    _fed(window)
    seconds, label = TIME_WINDOWS[-1]
    with qtbot.waitSignal(window.window_changed, timeout=1000) as sig:
        window.set_window_seconds(seconds)
    assert sig.args == [seconds] and window.window_combo.currentText() == label
    assert window.detail.window_s == seconds and window.window_s == seconds
    with qtbot.assertNotEmitted(window.window_changed):
        window.set_window_seconds(seconds)  # the same: nothing to do
    with qtbot.waitSignal(window.window_changed, timeout=1000) as sig:
        window.set_window_seconds(45.0)  # not in the list: kept as it is
    assert sig.args == [45.0] and window.window_s == 45.0
    assert window.window_combo.currentText() == label


def test_the_span_label_says_how_much_exists_until_the_window_is_full(window):
    snap = _fed(window, n=30)
    window.show()
    window.refresh(window.history, snap.monotonic)
    assert window.span_label.text() == f"last 30 s of {window.window_combo.currentText()}"
    assert window.span_action.isVisible()
    assert window.span_label.objectName() == "StartUpSpan"
    assert window.span_label.accessibleName() == "Time shown so far"
    assert window.span_label.toolTip() == (
        "Less history exists than the chosen time window: the plots show all of it "
        "across their width until the window is full."
    )
    m = window.span_label.contentsMargins()
    assert (m.left(), m.top(), m.right(), m.bottom()) == (6, 0, 0, 0)
    window._set_span_label(window.window_s)  # full
    assert window.span_label.text() == "" and not window.span_action.isVisible()
    window._set_span_label(window.window_s + 1)
    assert window.span_label.text() == ""


def test_a_sample_shows_its_gpus_their_status_and_allows_export(window):
    assert not window.export_action.isEnabled()
    _fed(window, n=1)
    assert window.export_action.isEnabled()  # one sample is something to export
    snap = _fed(window)
    assert window.stack.currentWidget() is window.tabs and not window.shows_empty_state()
    assert window.status_panel.isVisibleTo(window)
    assert window.export_action.isEnabled()
    assert set(window.statuses) == {g.index for g in snap.gpus}
    assert all(s.level == "ok" for s in window.statuses.values())
    assert len(window.overview.plots) == len(snap.gpus)


def test_a_driver_without_gpus_is_said_in_place_of_the_plots(window):
    snaps, history = _samples("training")
    window.history = History(600)
    last = snaps[-1]
    window.set_snapshot(Snapshot(last.wall_time, last.monotonic, last.system, gpus=()))
    assert window.shows_empty_state() and window.empty.kind == "no-gpu"
    assert "The NVIDIA driver is running but reports no GPU." in window.empty.texts()
    assert window.status_panel.isHidden() and not window.export_action.isEnabled()
    assert window.plot_width_px() is None
    window.refresh(history, last.monotonic)  # nothing to draw: the span is not said either
    assert window.span_label.text() == ""


def test_no_readings_before_any_sample_is_a_panel_and_after_one_a_banner(window):
    window.retry_s = 30.0
    window.set_unavailable(TelemetryUnavailable("no-driver"))
    assert "30" in window.empty.retry.text() and "10" not in window.empty.retry.text()
    window.retry_s = 10.0
    window.set_unavailable(TelemetryUnavailable("nvml-error", "Unknown Error"))
    assert window.shows_empty_state() and window.banner.isHidden()
    assert window.empty.kind == "nvml-error"
    assert "NVML could not be initialised (Unknown Error)." in window.empty.texts()
    assert window.status_label.text() == "No GPU readings (trying again every 10 s)"
    assert window.status_panel.isHidden()
    _fed(window)
    assert not window.shows_empty_state() and window.banner.isHidden()
    window.retry_s = 2.5
    window.set_unavailable(TelemetryUnavailable("nvml-error", "<gpu> fell off"))
    assert not window.shows_empty_state() and window.banner.isVisibleTo(window)
    assert window.banner_text.text() == (
        f"<b>{headline('nvml-error')}.</b> NVML could not be initialised (&lt;gpu&gt; fell off). "
        "Trying again every 2.5 s."
    )
    assert window.status_label.text() == "No GPU readings (trying again every 2.5 s)"
    _fed(window)  # readings again: the banner goes
    assert window.banner.isHidden()
    window.set_unavailable(TelemetryUnavailable("no-driver"))
    assert window.banner_text.text().startswith(f"<b>{headline('no-driver')}.</b> ")


def test_a_long_error_is_cut_in_the_banner(window):
    _fed(window)
    window.set_unavailable(TelemetryUnavailable("nvml-error", "x" * 2000))
    what = window.banner_text.text().split("</b> ")[1].split(" Trying again")[0]
    assert len(what) == 600 and what.endswith("…")


def test_the_status_line_is_set_only_when_it_changes(window, monkeypatch):
    window.set_status("GPU 0 busy")
    assert window.status_label.text() == "GPU 0 busy"
    calls = []
    monkeypatch.setattr(window.status_label, "setText", lambda t: calls.append(t))
    window.set_status("GPU 0 busy")
    assert calls == []
    window.set_status("GPU 0 idle")
    assert calls == ["GPU 0 idle"]


def test_a_passing_message_is_cut_before_the_source_line(window):
    window.resize(700, 500)
    window.show()
    window.set_status("S" * 40)
    long = "Exported 12345 rows to " + "/very/long/path" * 40
    window.show_message(long)
    shown = window.statusBar().currentMessage()
    assert shown.endswith("…") and len(shown) < len(long)
    bar = window.statusBar()
    others = [w for w in bar.findChildren(QWidget) if w.isVisible() and w.parent() is bar]
    room = bar.width() - sum(w.width() for w in others) - 24
    width = bar.fontMetrics().horizontalAdvance(shown)
    assert room - bar.fontMetrics().horizontalAdvance("W…") < width <= room
    window.show_message("short")
    assert window.statusBar().currentMessage() == "short"


def test_a_passing_message_keeps_at_least_80_px(window):
    window.resize(300, 400)
    window.show()
    window.set_status("S" * 200)  # the source line takes the whole bar
    window.show_message("W" * 200)
    shown = window.statusBar().currentMessage()
    width = window.statusBar().fontMetrics().horizontalAdvance(shown)
    assert 40 < width <= 80 and shown.endswith("…")


def test_show_gpu_opens_its_details_and_tabs_ask_for_a_redraw(window, qtbot):
    _fed(window, "multi-gpu-8")
    with qtbot.waitSignal(window.view_changed, timeout=1000):
        window.show_gpu(3)
    assert window.tabs.currentWidget() is window.detail and not window.shows_overview()
    assert window.detail.gpu_combo.currentIndex() == 3
    with qtbot.waitSignal(window.view_changed, timeout=1000):
        window.detail.show_gpu(5)  # another GPU in the details' list: its plots to draw
    with qtbot.waitSignal(window.view_changed, timeout=1000):
        window.tabs.setCurrentIndex(0)
    with qtbot.waitSignal(window.diagnose_python, timeout=1000) as sig:
        window.processes.diagnose_requested.emit("/srv/tf/bin/python")
    assert sig.args == ["/srv/tf/bin/python"]


def test_units_reach_the_plots_and_the_table(window):
    _fed(window)
    window.show_gpu(0)
    window.refresh(window.history, None)  # the details' plots are built
    seconds = min(s for s, _label in TIME_WINDOWS)
    window.set_window_seconds(seconds)
    window.set_units(False)
    assert window.overview.binary is False and window.detail.binary is False
    assert window.processes.model.binary is False
    # The details' plots, rebuilt for the units, keep the time window.
    assert window.detail.window_s == seconds
    assert all(p.window_s == seconds for p in window.detail.plots)
    window.set_units(True)
    assert window.overview.binary is True and window.detail.binary is True
    assert window.processes.model.binary is True


def test_the_first_time_window_is_picked_in_the_list_too(window):
    window.set_window_seconds(TIME_WINDOWS[0][0])
    assert window.window_combo.currentIndex() == 0


def test_closing_asks_the_app_and_only_quitting_closes(window, qtbot):
    window.show()
    with qtbot.waitSignal(window.close_requested, timeout=1000):
        window.hide_action.trigger()
    assert window.isVisible()  # the app decides (it hides to the tray)
    with qtbot.assertNotEmitted(window.close_requested):
        window.close_for_good()
    assert not window.isVisible() and window.really_close


def test_export_csv_writes_the_window_shown_and_says_so(window, tmp_path):
    assert window.export_csv(tmp_path / "none.csv") is None  # no history at all
    assert not (tmp_path / "none.csv").exists()
    snap = _fed(window, n=5)
    window.resize(1900, 800)
    window.show()
    path = tmp_path / "h.csv"
    assert window.export_csv(path) == path
    rows = path.read_text().count("\n") - 1
    assert snap.gpus[0].static.name in path.read_text()  # each row names its GPU
    assert rows > 1
    assert window.statusBar().currentMessage() == f"Exported {rows} rows to {path}."


def test_the_exports_ask_where_and_a_cancelled_dialog_writes_nothing(window, tmp_path, monkeypatch):
    asked: list[tuple[Any, ...]] = []
    answer = {"path": ""}

    def ask(*args: Any) -> tuple[str, str]:
        asked.append(args)
        return answer["path"], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    warned: list[tuple[Any, ...]] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: warned.append(a)))
    _fed(window)
    assert window.export_csv() is None and window.save_png() is None
    assert warned == []  # cancelled: nothing tried, nothing to warn about
    assert asked == [
        (window, "Export history", "gpu-history.csv", "CSV (*.csv)"),
        (window, "Save plots", "gpu-plots.png", "PNG (*.png)"),
    ]
    answer["path"] = str(tmp_path / "from-dialog.csv")
    window.export_action.trigger()
    assert (tmp_path / "from-dialog.csv").exists()
    answer["path"] = str(tmp_path / "from-dialog.png")
    window.resize(1900, 800)
    window.show()
    window.png_action.trigger()
    assert (tmp_path / "from-dialog.png").read_bytes()[:4] == b"\x89PNG"
    message = window.statusBar().currentMessage()
    assert message == f"Saved the plots to {tmp_path / 'from-dialog.png'}."


def test_exports_that_cannot_be_written_are_said(window, tmp_path, monkeypatch):
    warned: list[tuple[Any, ...]] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: warned.append(a)))
    _fed(window)
    window.show()
    missing = tmp_path / "missing" / "h.csv"
    assert window.export_csv(missing) is None
    assert warned[-1] == (
        window,
        "Export history",
        f"Could not write {missing}: No such file or directory",
    )
    png = tmp_path / "missing" / "p.png"
    assert window.save_png(png) is None
    assert warned[-1] == (window, "Save plots", f"Could not write {png}.")


def test_save_png_grabs_the_tab_shown(window, tmp_path, monkeypatch):
    _fed(window)
    window.show()
    grabbed = []
    for name in ("overview", "detail"):
        view = getattr(window, name).view
        monkeypatch.setattr(
            view, "grab", lambda n=name, v=view: grabbed.append(n) or QWidget.grab(v)
        )
    window.save_png(tmp_path / "a.png")
    window.show_gpu(0)
    window.save_png(tmp_path / "b.png")
    assert grabbed == ["overview", "detail"]


def test_plot_width_is_the_widest_plot_of_the_tab_shown(window, qtbot):
    _fed(window)
    window.show()
    window.refresh(window.history, None)
    qtbot.waitUntil(lambda: window.plot_width_px() is not None, timeout=2000)
    width = window.plot_width_px()
    widest = max(p.plot.getViewBox().width() for p in window.overview.plots)
    assert width == int(widest) and width >= 1
    assert window.plots_visible
    window.showMinimized()
    assert not window.plots_visible


def test_a_dropped_log_is_handed_on(window, qtbot):
    with qtbot.waitSignal(window.log_dropped, timeout=1000) as sig:
        window.drops._opened("/tmp/train.log")
    assert sig.args == ["/tmp/train.log"]


def test_the_empty_state_offers_simulated_gpus(window, qtbot):
    window.set_unavailable(TelemetryUnavailable("no-driver"))
    with qtbot.waitSignal(window.simulate_requested, timeout=1000):
        window.empty.simulate_requested.emit()


def test_the_process_table_says_why_it_is_empty(window):
    window.set_unavailable(TelemetryUnavailable("no-driver"))
    why = headline("no-driver").rstrip(".")
    assert window.processes.empty_reason() == (f"No processes to show: {why[:1].lower()}{why[1:]}.")


def test_the_alerts_give_each_gpu_its_status_counted_on_the_alerts_clock(window, monkeypatch):
    clock = ManualClock()
    backend = SimulatedBackend("thermal-throttle", clock=clock)
    engine = AlertEngine(AlertConfig(memory_percent=77.0), clock=clock)
    history = History(600)
    for _ in range(120):
        snap = backend.read()
        history.append(snap)
        engine.check(snap, history)
        clock.advance(1)
    assert engine.active_alerts()
    clock.advance(50)  # the alerts' clock has moved on since the last sample
    states = []
    monkeypatch.setattr(window.status_panel, "set_state", lambda *args: states.append(args))
    window.alert_engine = engine
    window.history = history
    window.set_snapshot(snap)
    hot = {a.alert.gpu_index for a in engine.active_alerts()}
    assert {i for i, s in window.statuses.items() if s.level != "ok"} == hot
    ((gpus, statuses, active, wall, dark),) = states
    assert wall == clock.wall() != snap.wall_time
    assert statuses == window.statuses and active == engine.active_alerts()
    assert dark is False and list(gpus) == list(snap.gpus)
    assert window.overview.config.memory_percent == 77.0
    assert window.detail.config.memory_percent == 77.0
    assert "throttling: too hot" in window.overview.plots[0].plot.titleLabel.text
    window.show_gpu(0)
    window.set_snapshot(snap)  # the details' facts now, not the overview's titles
    assert window.detail.config.memory_percent == 77.0
    assert "throttling: too hot" in window.detail.fact_labels["Status"].text()


def test_a_sample_updates_the_titles_or_the_facts_of_the_tab_shown(window):
    snap = _fed(window, "pcie-degraded")
    name = snap.gpus[0].static.name
    assert "GPU 0" in window.overview.plots[0].plot.titleLabel.text
    window.show_gpu(0)
    window.set_snapshot(snap)
    assert window.detail.fact_labels["Name"].text() == name


def test_the_banner_and_the_simulated_bar_are_painted_in_their_colours(window, qtbot):
    window.resize(900, 600)
    window.show()
    window.set_simulated("training", switched=True)
    _fed(window)
    window.set_unavailable(TelemetryUnavailable("no-driver"))
    qtbot.waitUntil(lambda: window.banner.isVisible() and window.sim_bar.isVisible(), timeout=2000)
    for bar, colour in ((window.banner, "#d55e00"), (window.sim_bar, "#56b4e9")):
        image = bar.grab().toImage()
        assert image.pixelColor(bar.width() // 2, 2).name() == colour
        assert image.pixelColor(3, bar.height() // 2).name() == colour


def test_a_redraw_draws_the_tab_shown_up_to_now_over_the_span_that_exists(window):
    snap = _fed(window, n=30)
    window.resize(1200, 820)
    window.show()
    window.refresh(window.history, snap.monotonic + 5)
    plot = window.overview.plots[0]
    x, _y = plot.curves[0].getData()
    assert x[-1] == -5.0 and len(x) == 30  # the newest sample, 5 s before now
    assert plot.shown_s == 40.0  # 35 s exist: the plots span them, not the whole window
    window.show_gpu(0)
    window.refresh(window.history, snap.monotonic + 7)
    detail = window.detail.plots[0]
    x, _y = detail.curves[0].getData()
    assert x[-1] == -7.0 and detail.shown_s == 40.0
    # The widest plot of the tab shown: the details' plots are two to a row.
    widest = max(p.plot.getViewBox().width() for p in window.detail.plots)
    assert window.plot_width_px() == int(widest)
    assert widest < max(p.plot.getViewBox().width() for p in window.overview.plots) / 1.5


def test_before_the_first_sample_the_plots_have_no_width(window):
    assert window.plot_width_px() is None  # no plot yet


def test_the_export_holds_the_time_window_shown(window, tmp_path):
    _fed(window, n=150)
    seconds = min(s for s, _label in TIME_WINDOWS)
    window.set_window_seconds(seconds)
    rows = window.export_csv(tmp_path / "h.csv")
    assert rows is not None
    lines = (tmp_path / "h.csv").read_text().splitlines()
    assert 0 < len(lines) - 1 < 150 and seconds < 150


def test_the_plots_are_saved_as_png_whatever_the_file_is_called(window, tmp_path, monkeypatch):
    warned: list[tuple[Any, ...]] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: warned.append(a)))
    _fed(window)
    window.show()
    path = tmp_path / "plots"
    assert window.save_png(path) == path and warned == []
    assert path.read_bytes()[:4] == b"\x89PNG"


def test_the_status_panel_is_told_the_windows_theme(window, monkeypatch):
    states = []
    monkeypatch.setattr(window.status_panel, "set_state", lambda *args: states.append(args))
    window.setPalette(QPalette(QColor("#202020")))
    _fed(window)
    assert states[-1][4] is True
