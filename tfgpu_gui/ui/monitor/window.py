"""The monitor window: overview and detail tabs over the process table, with a toolbar."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.settings import TIME_WINDOWS
from tfgpu_gui.telemetry.alerts import AlertEngine
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.export import write_history_csv
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.telemetry.status import GpuStatus, gpu_status
from tfgpu_gui.text.safe import for_qt_html
from tfgpu_gui.ui.drops import FileDrops
from tfgpu_gui.ui.monitor.detail import DetailView
from tfgpu_gui.ui.monitor.empty_state import EmptyState, headline
from tfgpu_gui.ui.monitor.overview import OverviewView
from tfgpu_gui.ui.monitor.plots import shown_seconds, span_text
from tfgpu_gui.ui.monitor.process_table import ProcessTable
from tfgpu_gui.ui.monitor.status_view import StatusPanel
from tfgpu_gui.ui.theme import is_dark

if TYPE_CHECKING:
    from tfgpu_gui.ui.shell.commands import Commands


def what_happened(error: TelemetryUnavailable) -> str:
    """The error's sentence without its next step (the window offers its own)."""
    if error.kind == "nvml-error" and error.detail:
        return f"NVML could not be initialised ({error.detail})."
    return error.reason.message


class MainWindow(QMainWindow):
    """The window; the app feeds it snapshots and decides what closing does.

    The app-wide commands (pause, diagnose, benchmark, settings, about, quit) are the app's
    :class:`~tfgpu_gui.ui.shell.commands.Commands`, shown in the toolbar; the window's own
    actions act on the window only (time window, export, save PNG, hide).

    Signals:
        window_changed(float): the user picked another time window (seconds).
        view_changed(): another tab or GPU is shown (the plots need a redraw).
        diagnose_python(str): diagnose the Python interpreter at this path (process table).
        close_requested(): the user closed the window (the app hides or quits).
        log_dropped(str): a file (a TensorFlow log) was dropped on the window: its path.
        simulate_requested(): the user asked for simulated GPUs (the app switches its source).
        real_requested(): the user asked to go back from simulated GPUs to the real ones.
    """

    window_changed = Signal(float)
    view_changed = Signal()
    diagnose_python = Signal(str)
    close_requested = Signal()
    log_dropped = Signal(str)
    simulate_requested = Signal()
    real_requested = Signal()

    def __init__(
        self, commands: Commands, me: str | None = None, simulated: str | None = None
    ) -> None:
        super().__init__()
        title = DISPLAY_NAME + (f" — simulated: {simulated}" if simulated else "")
        self.setWindowTitle(title)
        self.simulated = simulated
        self.setObjectName("MonitorWindow")
        self.resize(1200, 820)
        # A log dropped here is explained by the setup diagnosis.
        self.drops = FileDrops(self, self.log_dropped.emit)
        self.really_close = False
        self.history: History | None = None
        #: Where the GPUs' statuses and the active alerts come from (the app's, which also
        #: notifies through the tray); None: every GPU is shown as OK.
        self.alert_engine: AlertEngine | None = None
        self.statuses: dict[int, GpuStatus] = {}
        self.window_s = 600.0
        self._gpu_names: dict[int, str] = {}
        self._gpu_hosts: dict[int, str | None] = {}  # None: this computer
        self._shown_snapshot = False  # a snapshot was shown since start (or the last switch)
        self.retry_s = 10.0
        self.commands = commands
        self._build_actions(commands)

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self._build_banner(commands))
        layout.addWidget(self._build_notice())
        layout.addWidget(self._build_simulated_bar())
        self.status_panel = StatusPanel()
        self.status_panel.hide()  # until there is a GPU to say something about
        layout.addWidget(self.status_panel)
        layout.addWidget(self._build_views(me, simulated is not None), 1)
        self.setCentralWidget(central)
        self.status_label = QLabel("Waiting for the first sample…")
        self.statusBar().addPermanentWidget(self.status_label)

    def _build_banner(self, commands: Commands) -> QWidget:
        """The telemetry problem above the plots, with the way to the diagnosis."""
        self.banner = QWidget()
        banner_row = QHBoxLayout(self.banner)
        banner_row.setContentsMargins(8, 6, 8, 6)
        self.banner.setObjectName("TelemetryBanner")
        self.banner.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.banner.setStyleSheet(
            "#TelemetryBanner { background: #D55E00; border-radius: 4px; }"
            " #TelemetryBanner QLabel { color: white; }"
        )
        self.banner_text = QLabel()
        self.banner_text.setWordWrap(True)
        self.banner_text.setAccessibleName("Telemetry problem")
        self.banner_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        banner_row.addWidget(self.banner_text, 1)
        fix = QPushButton("Run setup diagnosis…")
        fix.clicked.connect(commands.diagnose.trigger)
        banner_row.addWidget(fix)
        self.banner.hide()
        return self.banner

    def _build_simulated_bar(self) -> QWidget:
        """Says the GPUs are simulated (after "Try simulated GPUs"), with the way back."""
        self.sim_bar = QWidget()
        self.sim_bar.setObjectName("SimulatedBar")
        self.sim_bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        row = QHBoxLayout(self.sim_bar)
        row.setContentsMargins(8, 4, 8, 4)
        # Only the bar is coloured: its button keeps the style's look, so it reads as a button.
        self.sim_bar.setStyleSheet(
            "#SimulatedBar { background: #56B4E9; border-radius: 4px; }"
            " #SimulatedBar QLabel { color: black; }"
        )
        self.sim_text = QLabel()
        self.sim_text.setAccessibleName("Simulated GPUs")
        row.addWidget(self.sim_text, 1)
        back = QPushButton("Back to the real GPUs")
        back.setToolTip("Stop the simulation and watch this computer's GPUs again")
        back.clicked.connect(self.real_requested)
        row.addWidget(back)
        self.sim_bar.hide()
        return self.sim_bar

    def set_simulated(self, scenario: str | None, switched: bool = False) -> None:
        """Name the simulated scenario in the title (and in a bar when ``switched`` in the app)."""
        self.simulated = scenario
        self.setWindowTitle(DISPLAY_NAME + (f" — simulated: {scenario}" if scenario else ""))
        self.processes.simulated = scenario is not None
        self.sim_text.setText(
            f"<b>Simulated GPUs</b> ({scenario}): nothing here is this computer's."
            if scenario
            else ""
        )
        self.sim_bar.setVisible(scenario is not None and switched)
        self._shown_snapshot = False
        self._set_export_enabled()  # a new source starts with an empty history

    def _build_notice(self) -> QLabel:
        """A message that stays until clicked (a settings file that could not be read)."""
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setAccessibleName("Notice")
        self.notice.setStyleSheet(
            "background: #E69F00; color: black; border-radius: 4px; padding: 6px;"
        )
        self.notice.setToolTip("Click to dismiss")
        self.notice.mousePressEvent = lambda _e: self.notice.hide()  # type: ignore[method-assign]
        self.notice.hide()
        return self.notice

    def _build_views(self, me: str | None, simulated: bool) -> QSplitter:
        """The Overview and Details tabs over the process table."""
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName("Views")
        self.overview = OverviewView()
        self.detail = DetailView()
        self.tabs.addTab(self.overview, "&Overview")
        self.tabs.addTab(self.detail, "&Details")
        self.overview.gpu_activated.connect(self.show_gpu)
        self.tabs.currentChanged.connect(lambda _i: self.view_changed.emit())
        self.detail.gpu_changed.connect(lambda *_: self.view_changed.emit())
        self.processes = ProcessTable(me=me, simulated=simulated)
        self.processes.message.connect(self.show_message)
        self.processes.diagnose_requested.connect(self.diagnose_python)
        self.empty = EmptyState(self.commands.diagnose)
        self.empty.simulate_requested.connect(self.simulate_requested)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.tabs)
        self.stack.addWidget(self.empty)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.stack)
        splitter.addWidget(self.processes)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([600, 150])  # on a laptop the plots need the height more
        splitter.setChildrenCollapsible(False)
        return splitter

    def _action(self, text: str, shortcut: QKeySequence | str | None, tip: str) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({keys})" if keys else tip)
        action.setStatusTip(tip)
        self.addAction(action)
        return action

    def _build_actions(self, commands: Commands) -> None:
        bar = QToolBar("Main")
        bar.setObjectName("MainToolbar")
        bar.setAccessibleName("Main toolbar")
        bar.setMovable(False)
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(bar)
        for command in (commands.pause, commands.diagnose, commands.bench, commands.settings):
            self.addAction(command)  # their shortcuts work wherever the focus is in the window
        self.addAction(commands.about)
        self.addAction(commands.quit)
        self.pause_action = commands.pause
        self.about_action = commands.about
        bar.addAction(commands.pause)
        bar.addSeparator()
        bar.addWidget(QLabel(" Show: "))
        self.window_combo = QComboBox()
        self.window_combo.setAccessibleName("Time window of the plots")
        self.window_combo.setToolTip("Time window of the plots (Ctrl+1, Ctrl+2, Ctrl+3)")
        for i, (seconds, label) in enumerate(TIME_WINDOWS):
            self.window_combo.addItem(label, seconds)
            act = self._action(f"Last {label}", f"Ctrl+{i + 1}", f"Show the last {label}")
            act.triggered.connect(lambda _=False, i=i: self.window_combo.setCurrentIndex(i))
        self.window_combo.setCurrentIndex(1)
        self.window_combo.currentIndexChanged.connect(self._window_combo_changed)
        bar.addWidget(self.window_combo)
        self.span_label = QLabel()
        self.span_label.setObjectName("StartUpSpan")
        self.span_label.setAccessibleName("Time shown so far")
        self.span_label.setToolTip(
            "Less history exists than the chosen time window: the plots show all of it "
            "across their width until the window is full."
        )
        self.span_label.setContentsMargins(6, 0, 0, 0)
        self.span_action = bar.addWidget(self.span_label)
        bar.addSeparator()
        self.export_action = self._action(
            "&Export CSV…", "Ctrl+E", "Export the visible history to CSV"
        )
        self.export_action.triggered.connect(lambda: self.export_csv())
        self.export_action.setEnabled(False)  # until there is a sample to export
        bar.addAction(self.export_action)
        self.png_action = self._action(
            "Save &PNG…", QKeySequence.StandardKey.Save, "Save the plots as PNG"
        )
        self.png_action.triggered.connect(lambda: self.save_png())
        bar.addAction(self.png_action)
        bar.addSeparator()
        for command in (commands.diagnose, commands.bench, commands.settings, commands.about):
            bar.addAction(command)
        self.hide_action = self._action("Hide", "Ctrl+W", "Hide the window to the tray")
        self.hide_action.triggered.connect(self.close)

    # -- feeding ------------------------------------------------------------------------------

    @property
    def plots_visible(self) -> bool:
        """Whether drawing would be seen (shown, not minimized)."""
        return self.isVisible() and not self.isMinimized()

    def plot_width_px(self) -> int | None:
        """Width in pixels of the widest plot on the shown tab (None before they are laid out)."""
        if self.shows_empty_state():
            return None
        view = self.overview if self.tabs.currentWidget() is self.overview else self.detail
        width = max((p.plot.getViewBox().width() for p in view.plots), default=0.0)
        return int(width) if width >= 1 else None

    def set_snapshot(self, snapshot: Snapshot) -> None:
        """Texts and tables from the latest sample (plots are drawn by :meth:`refresh`)."""
        self.banner.hide()
        self._shown_snapshot = True
        if not snapshot.gpus:  # the driver runs but has no GPU: say so, never an empty canvas
            self.show_empty("no-gpu", "The NVIDIA driver is running but reports no GPU.")
            self.processes.set_snapshot(snapshot)
            return
        self.stack.setCurrentWidget(self.tabs)
        self._gpu_names = {g.index: g.static.name for g in snapshot.gpus}
        self._gpu_hosts = {g.index: g.static.host for g in snapshot.gpus}
        self.overview.set_gpu_count(len(snapshot.gpus))
        self.detail.set_gpus(snapshot)
        self._set_statuses(snapshot)
        if self.tabs.currentWidget() is self.overview:
            self.overview.update_titles(snapshot, self.statuses)
        else:
            self.detail.update_facts(snapshot, self.statuses)
        self.processes.set_snapshot(snapshot)
        self._set_export_enabled()

    def _set_statuses(self, snapshot: Snapshot) -> None:
        """Each GPU's status from the active alerts; the badge and the alert list."""
        engine = self.alert_engine
        active = engine.active_alerts() if engine is not None else []
        self.statuses = {g.index: gpu_status(g, active) for g in snapshot.gpus}
        if engine is not None:
            self.overview.set_config(engine.config)
            self.detail.set_config(engine.config)
        wall = engine.clock.wall() if engine is not None else snapshot.wall_time
        self.status_panel.set_state(
            snapshot.gpus, self.statuses, active, wall, is_dark(self.palette())
        )
        self.status_panel.show()

    def _set_export_enabled(self) -> None:
        """Export CSV only when there is something to export (not a header alone)."""
        has = self.history is not None and len(self.history.times) > 0
        if has != self.export_action.isEnabled():
            self.export_action.setEnabled(has)

    def refresh(self, history: History, now: float | None) -> None:
        """Redraw the plots of the visible tab only."""
        if self.shows_empty_state():
            return
        shown = shown_seconds(history, now, self.window_s)
        self._set_span_label(shown)
        if self.tabs.currentWidget() is self.overview:
            self.overview.refresh(history, now, shown)
        else:
            self.detail.refresh(history, now, shown)

    def _set_span_label(self, shown: float) -> None:
        """ "last 2 min of 10 min" while less history exists than the chosen window."""
        label = self.window_combo.currentText()
        text = "" if shown >= self.window_s else f"last {span_text(shown)} of {label}"
        if text != self.span_label.text():
            self.span_label.setText(text)
            self.span_action.setVisible(bool(text))

    def set_unavailable(self, error: TelemetryUnavailable) -> None:
        """No readings: the empty state in place of the plots, or (when plots were shown
        before) a banner above them, so the history stays in view."""
        what = what_happened(error)
        if self._shown_snapshot:
            self.banner_text.setText(
                f"<b>{for_qt_html(headline(error.kind))}.</b> {for_qt_html(what, 600)} "
                f"Trying again every {self.retry_s:g} s."
            )
            self.banner.show()
        else:
            self.show_empty(error.kind, what)
        self.set_status(f"No GPU readings (trying again every {self.retry_s:g} s)")

    def show_empty(self, kind: str, sentence: str) -> None:
        """The empty state in place of the plots; the process table says why it is empty."""
        self.empty.show_reason(kind, sentence, self.retry_s)
        self.stack.setCurrentWidget(self.empty)
        self.status_panel.hide()
        self._set_export_enabled()
        self.processes.set_unavailable(headline(kind))

    def shows_empty_state(self) -> bool:
        return self.stack.currentWidget() is self.empty

    def set_status(self, text: str) -> None:
        """The permanent text at the right of the status bar."""
        if text != self.status_label.text():
            self.status_label.setText(text)

    def shows_overview(self) -> bool:
        return self.tabs.currentWidget() is self.overview

    def set_units(self, binary: bool) -> None:
        self.overview.binary = binary
        self.detail.set_units(binary)
        self.detail.set_window(self.window_s)
        self.processes.set_units(binary)

    def set_window_seconds(self, seconds: float) -> None:
        index = self.window_combo.findData(seconds)
        if index >= 0:
            self.window_combo.setCurrentIndex(index)
        self._apply_window(seconds)

    def show_gpu(self, index: int) -> None:
        self.detail.show_gpu(index)
        self.tabs.setCurrentWidget(self.detail)

    def show_notice(self, text: str) -> None:
        """A message that stays above the plots until clicked (settings problems)."""
        self.notice.setText(text)
        self.notice.show()

    def show_message(self, text: str, ms: int = 8000) -> None:
        """A passing message in the status bar, cut with "…" where it would run under the
        source line on its right."""
        bar = self.statusBar()
        room = bar.width() - sum(
            w.width() for w in bar.findChildren(QWidget) if w.isVisible() and w.parent() is bar
        )
        room = max(room - 24, 80)
        bar.showMessage(bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room), ms)

    # -- user actions -------------------------------------------------------------------------

    def _window_combo_changed(self, index: int) -> None:
        self._apply_window(float(self.window_combo.itemData(index)))

    def _apply_window(self, seconds: float) -> None:
        if seconds == self.window_s and self.overview.plots:
            return
        self.window_s = seconds
        self.overview.set_window(seconds)
        self.detail.set_window(seconds)
        self.window_changed.emit(seconds)

    def export_csv(self, path: Path | None = None) -> Path | None:
        """Write the visible time window of the history to CSV (asks where when no ``path``)."""
        if self.history is None:
            return None
        path = path or self._ask_path("Export history", "gpu-history.csv", "CSV (*.csv)")
        if path is None:
            return None
        try:
            rows = write_history_csv(
                self.history, path, self.window_s, self._gpu_names, self._gpu_hosts
            )
        except OSError as exc:
            QMessageBox.warning(self, "Export history", f"Could not write {path}: {exc.strerror}")
            return None
        self.show_message(f"Exported {rows} rows to {path}.")
        return path

    def save_png(self, path: Path | None = None) -> Path | None:
        """Save the plots of the visible tab as a PNG (asks where when no ``path``)."""
        path = path or self._ask_path("Save plots", "gpu-plots.png", "PNG (*.png)")
        if path is None:
            return None
        view = (
            self.overview.view if self.tabs.currentWidget() is self.overview else self.detail.view
        )
        if not view.grab().save(str(path), "PNG"):
            QMessageBox.warning(self, "Save plots", f"Could not write {path}.")
            return None
        self.show_message(f"Saved the plots to {path}.")
        return path

    def _ask_path(self, title: str, name: str, kinds: str) -> Path | None:
        """Where to save, from a file dialog; None when the user cancels."""
        chosen, _ = QFileDialog.getSaveFileName(self, title, name, kinds)
        return Path(chosen) if chosen else None

    def close_for_good(self) -> None:
        """Close the window itself (the app is quitting), not just ask the app to hide it."""
        self.really_close = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.really_close:
            event.accept()
            return
        event.ignore()
        self.close_requested.emit()
