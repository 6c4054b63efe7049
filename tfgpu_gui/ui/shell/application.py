"""The running app: wires the sampler thread, the window, the tray, alerts and settings.

Data flow: :class:`SamplerThread` (NVML, off the GUI thread) -> ``snapshot`` signal -> here,
on the GUI thread: recorded in the history (which only this thread touches), then the tray
icon and alerts at once; the window's texts and plots on the next tick of the one refresh
timer, and only while the window is shown (a hidden window costs nothing).

The commands (:class:`Commands`) are connected here, once, whether the window's toolbar or
the tray menu shows them; the window is driven through its methods and signals.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.desktop import autostart
from tfgpu_gui.settings import Settings, SettingsStore
from tfgpu_gui.telemetry.alerts import AlertEngine, merge_alerts
from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.clock import Clock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.telemetry.sources.registry import (
    is_simulated,
    joined,
    make_backend,
    remote_kinds,
)
from tfgpu_gui.ui.monitor.sampler_thread import SamplerThread
from tfgpu_gui.ui.monitor.window import MainWindow
from tfgpu_gui.ui.placement import place
from tfgpu_gui.ui.runs.recorder import RunRecorder
from tfgpu_gui.ui.shell import features
from tfgpu_gui.ui.shell.commands import Commands
from tfgpu_gui.ui.shell.remote_notify import DesktopNotify
from tfgpu_gui.ui.shell.settings_dialog import SettingsDialog
from tfgpu_gui.ui.shell.source_status import SourceStatus
from tfgpu_gui.ui.shell.tray import Tray

log = logging.getLogger(__name__)
# No point redrawing faster than the curves move by a pixel: the frame period is the time
# window over the plots' width (this guess until they are laid out), at most MAX_FRAME_S so
# the titles and the process table stay fresh, and never faster than the samples come.
PLOT_WIDTH_PX = 720
#: What "Try simulated GPUs" shows: one GPU under a steady training run.
SIMULATED_SCENARIO = "training"
MAX_FRAME_S = 5.0


class MonitorApp(QObject):
    """The app object: one per process.

    Args:
        backend: Where snapshots come from (NVML or simulated).
        store: Settings file.
        clock: The clock of the sampler and the alerts (a ManualClock in tests).
        simulated: Scenario name when the GPUs are simulated (shown in the title).
        me: The user whose processes may be terminated.

    Signals:
        refreshed(): the window was redrawn (tests and the benchmark's frame counter).
        alerted(object): an alert was shown.
    """

    refreshed = Signal()
    alerted = Signal(object)

    def __init__(
        self,
        backend: Backend,
        store: SettingsStore,
        clock: Clock | None = None,
        simulated: str | None = None,
        me: str | None = None,
        runs_history: Path | None = None,
    ) -> None:
        super().__init__()
        self.clock = clock
        self.simulated = simulated
        self.store = store
        self.settings: Settings = store.load()
        s = self.settings
        self.sampler = Sampler(backend, s.interval_s, s.history_s, clock=clock, retry_interval=10.0)
        self.thread = SamplerThread(self.sampler, self)
        self.worker = self.thread.worker
        self.alerts = AlertEngine(s.alert_config(), clock=self.sampler.clock)
        self.commands = Commands(self)
        self.window = MainWindow(self.commands, me=me, simulated=simulated)
        self.window.history = self.sampler.history
        self.window.alert_engine = self.alerts  # the GPUs' statuses: what the tray notifies
        self.window.retry_s = self.sampler.retry_interval  # what the empty state promises
        self.window.set_units(s.binary_units)
        self.window.set_window_seconds(s.time_window_s)
        self.tray = Tray(self.commands, self)
        self.tray.add_hosts_menu(self._ssh_hosts).diagnose.connect(self.open_doctor)
        # Runs on real GPUs are saved in the history; simulated ones only when told where.
        source = str(getattr(backend, "name", "") or "")
        persist = runs_history is not None or not (source == "" or is_simulated(source))
        self._runs_history_given = runs_history is not None
        self.runs = RunRecorder(s.run_config(), runs_history, persist, self)
        self._add_runs_view()
        # The empty state's way to a GPU on another machine: Settings, at the sources.
        self.watch_remote = QAction("Watch a remote machine…", self.window)
        labels = joined(kind.label for kind in remote_kinds())
        self.watch_remote.setToolTip(f"Add {labels} in Settings → Sources")
        self.watch_remote.triggered.connect(self.open_sources)
        self.window.empty.set_remote_action(self.watch_remote)
        self.source_status = SourceStatus(self.window)
        self.remote_notify = DesktopNotify(self)
        #: Called with (new, old) settings after the user saves (remote sources, exporter).
        self.settings_hooks: list[Callable[[Settings, Settings], None]] = []
        self.paused = False
        self._placed = False
        self.frames = 0
        self.last_snapshot: Snapshot | None = None
        self._drawn_sample = -1
        self._dirty = True
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        self._update_timer_interval()
        self._connect()
        self.commands.set_start_at_login(autostart.is_enabled())

    # -- wiring ------------------------------------------------------------------------------

    def _connect_worker(self) -> None:
        self.worker.snapshot.connect(self.on_snapshot)
        self.worker.unavailable.connect(self.on_unavailable)

    def _connect(self) -> None:
        c, w, t = self.commands, self.window, self.tray
        self._connect_worker()
        w.simulate_requested.connect(lambda: self.use_backend(SIMULATED_SCENARIO))
        w.real_requested.connect(lambda: self.use_backend(None))
        c.show_window.triggered.connect(self.toggle_window)
        c.pause.toggled.connect(self.set_paused)
        c.diagnose.triggered.connect(lambda: self.open_doctor())
        c.bench.triggered.connect(self.open_bench)
        c.settings.triggered.connect(self.open_settings)
        c.about.triggered.connect(self.open_about)
        c.start_at_login.triggered.connect(self.set_autostart)
        c.quit.triggered.connect(self.quit)
        w.window_changed.connect(self._window_changed)
        w.view_changed.connect(self._mark_dirty)
        w.diagnose_python.connect(self.open_doctor_for)
        w.log_dropped.connect(self.open_doctor_with_log)
        w.close_requested.connect(self.hide_window)
        t.activated.connect(self.toggle_window)
        t.menu_opening.connect(self._refresh_menu)

    def _add_runs_view(self) -> None:
        """The Runs tab, and the GPU plots' "tell me when it is free" menu."""
        w = self.window
        w.tabs.addTab(self.runs.tab, "&Runs")
        self.runs.tab.message.connect(w.show_message)
        self.runs.context_menu_on(w.overview.view, lambda: w.overview.plots)
        self.runs.context_menu_on(w.detail.view, lambda: w.detail.plots)

    def start(self, minimized: bool = False, thread: bool = True) -> None:
        """Show the tray (and the window unless ``minimized``); start sampling.

        ``thread=False`` leaves sampling to :meth:`step` (tests, soak runs, screenshots).
        """
        has_tray = self.tray.show()
        if self.store.error:
            self.window.show_notice(self.store.error)
            log.warning("%s", self.store.error)
        if not has_tray:
            log.warning("no system tray: running as a normal window")
            self.window.show_message(
                "This desktop has no system tray: the app runs as a normal window and "
                "quits when it is closed.",
                30000,
            )
        if not minimized or not has_tray:
            self.show_window()
        if thread:
            self.thread.start()

    def step(self) -> Snapshot | None:
        """Take one sample on this thread (tests and soak runs; the app uses the thread)."""
        return self.worker.step()

    def make_backend(self, scenario: str | None) -> Backend:
        """The backend of a simulated ``scenario``, or the real driver's for None."""
        return make_backend(scenario, clock=self.clock)

    def use_backend(self, scenario: str | None) -> None:
        """Switch the running app to simulated GPUs (a scenario) or back to the real ones.

        The sampling thread is stopped, the sampler gets the new backend and an empty history,
        and a new thread starts (when one ran): no restart of the app.
        """
        running = self.thread.running
        self.thread.stop()
        old_worker = self.worker
        old_worker.snapshot.disconnect(self.on_snapshot)
        old_worker.unavailable.disconnect(self.on_unavailable)
        old = self.sampler.replace_backend(self.make_backend(scenario))
        old.close()
        self.thread = SamplerThread(self.sampler, self)
        self.worker = self.thread.worker
        self._connect_worker()
        self.simulated = scenario
        self.last_snapshot = None
        self._drawn_sample = 0  # the first sample of the new source is shown at once
        self.window.history = self.sampler.history
        self.window.set_simulated(scenario, switched=True)
        self.alerts.reset()
        # Simulated runs never go into the real history (unless a test named one).
        self.runs.switch_source(persist=scenario is None or self._runs_history_given)
        self.tray.update(None, self.settings.binary_units, self.paused, self.settings.temperature_c)
        self._mark_dirty()
        if running:
            self.thread.start()
        log.info("now reading %s", f"simulated GPUs ({scenario})" if scenario else "the driver")

    # -- samples -----------------------------------------------------------------------------

    @Slot(object)  # a slot of this GUI-thread object: the sampler's signal is queued here
    def on_snapshot(self, snapshot: Snapshot) -> None:
        if self.paused:  # read before the pause was asked for: not shown, not kept
            return
        self.sampler.record(snapshot)
        self.last_snapshot = snapshot
        self.source_status.set_sources(snapshot.sources)
        self.tray.update(
            snapshot, self.settings.binary_units, self.paused, self.settings.temperature_c
        )
        found = merge_alerts(self.alerts.check(snapshot, self.sampler.history))
        found += self.runs.on_snapshot(snapshot)
        for alert in self.runs.one_idle_message(found, snapshot.monotonic):
            self.notify(alert)
        self.remote_notify.observe(snapshot)
        self._dirty = True
        if self._drawn_sample <= 0 and self.window.plots_visible:
            self.tick()  # the first sample is shown at once, not at the next timer tick

    @Slot(object)
    def on_unavailable(self, error: TelemetryUnavailable) -> None:
        self.tray.set_error(error.sentence(), self.sampler.retry_interval)
        self.remote_notify.observe_error(error)
        self.window.set_unavailable(error)

    def notify(self, alert: object) -> None:
        from tfgpu_gui.telemetry.alerts import Alert

        assert isinstance(alert, Alert)
        self.tray.set_alert(
            alert, time.strftime("%H:%M", time.localtime(self.sampler.clock.wall()))
        )
        if self.tray.available:
            self.tray.notify(alert)
        else:
            # The window's alert list holds the whole advice; the status bar only its title.
            self.window.show_message(alert.title, 30000)
        self.alerted.emit(alert)

    def tick(self) -> None:
        """The one refresh timer: redraw the visible view if there is something new."""
        if not self.window.plots_visible:
            return
        if not self._dirty and self._drawn_sample == self.sampler.samples_taken:
            return
        snap = self.last_snapshot
        if snap is not None:
            self.window.set_snapshot(snap)
            self.window.set_status(self._status_text(snap))
        now = self.sampler.history.times.latest()
        self.window.refresh(self.sampler.history, None if now is None else float(now[0]))
        w = self.window
        self.runs.apply(w.overview.plots + w.detail.plots, None if now is None else float(now[0]))
        if w.tabs.currentWidget() is self.runs.tab:
            self.runs.refresh_tab()
        self._drawn_sample = self.sampler.samples_taken
        self._dirty = False
        self.frames += 1
        self._update_timer_interval()  # the plots may have been resized or another tab shown
        self.refreshed.emit()

    @property
    def shown_sample(self) -> int:
        """How many samples had been taken when the window last drew (0: none shown yet)."""
        return max(0, self._drawn_sample)

    def _status_text(self, snap: Snapshot) -> str:
        sys = snap.system
        parts = [
            "paused" if self.paused else f"sampling every {self.sampler.interval:g} s",
            f"driver {sys.driver_version or 'n/a'}",
            f"CUDA {sys.cuda_driver_version or 'n/a'}",
        ]
        if is_simulated(sys.backend):
            parts.insert(0, sys.backend)
        return " · ".join(parts)

    def _mark_dirty(self, *_: object) -> None:
        self._dirty = True
        if self.window.plots_visible:
            QTimer.singleShot(0, self.tick)

    def _window_changed(self, seconds: float) -> None:
        self.settings.time_window_s = seconds
        self._update_timer_interval()
        self._mark_dirty()

    def _update_timer_interval(self) -> None:
        width = self.window.plot_width_px() or PLOT_WIDTH_PX
        interval = self.sampler.interval
        period = max(interval, min(self.window.window_s / width, MAX_FRAME_S))
        ms = int(period * 1000)
        if ms != self.timer.interval():
            self.timer.setInterval(ms)

    # -- window and tray ---------------------------------------------------------------------

    def show_window(self) -> None:
        w = self.window
        if not self._placed:  # the first time: within the screen, whatever size it asks for
            place(w)
            self._placed = True
        w.show()
        if w.isMinimized():
            w.showNormal()
        w.raise_()
        w.activateWindow()
        self.commands.set_window_visible(True)
        self._dirty = True
        self.timer.start()
        self.tick()

    def hide_window(self) -> None:
        if not self.tray.available:  # nowhere to hide to: closing the window quits
            self.quit()
            return
        self.window.hide()
        self.timer.stop()
        self.commands.set_window_visible(False)
        if not self.settings.close_hint_shown:
            self.tray.message(
                DISPLAY_NAME,
                "Still watching the GPUs in the tray. Click the icon to show the window; "
                "use Quit in its menu to stop.",
            )
            self.settings.close_hint_shown = True
            self._save_quietly()

    def toggle_window(self) -> None:
        if self.window.plots_visible:
            self.hide_window()
        else:
            self.show_window()

    def set_paused(self, paused: bool) -> None:
        if paused == self.paused:
            return
        self.paused = paused
        self.worker.paused = paused
        self.commands.set_paused(paused)
        self.tray.update(
            self.last_snapshot, self.settings.binary_units, paused, self.settings.temperature_c
        )
        if not paused:
            self.alerts.reset()
            self.worker.wake()
        self._mark_dirty()

    def _refresh_menu(self) -> None:
        self.commands.set_window_visible(self.window.plots_visible)
        self.commands.set_start_at_login(autostart.is_enabled())
        self.commands.set_paused(self.paused)

    def set_autostart(self, enabled: bool) -> bool:
        """Install or remove the autostart entry; returns whether it worked."""
        try:
            autostart.set_enabled(enabled)
        except OSError as exc:
            QMessageBox.warning(self.window, "Start at login", f"Could not change it: {exc}")
            self.commands.set_start_at_login(autostart.is_enabled())
            return False
        self.settings.start_at_login = enabled
        self.commands.set_start_at_login(enabled)
        self._save_quietly(user=True)
        return True

    # -- settings ----------------------------------------------------------------------------

    def open_settings(self) -> SettingsDialog:
        """Show the settings dialog (non-modal; applied when saved)."""
        self.settings.start_at_login = autostart.is_enabled()
        dialog = SettingsDialog(self.settings, self.store.error, self.window)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.accepted.connect(self.remote_notify.reload)
        dialog.finished.connect(dialog.deleteLater)
        dialog.show()
        return dialog

    def open_sources(self) -> SettingsDialog:
        """Settings with the remote sources' entry focused (to add a host or a server)."""
        dialog = self.open_settings()
        dialog.sources.entry.setFocus()
        return dialog

    def apply_settings(self, new: Settings) -> None:
        old = self.settings
        self.settings = replace(new, time_window_s=self.window.window_s)
        if (new.interval_s, new.history_s) != (old.interval_s, old.history_s):
            self.sampler.configure(new.interval_s, new.history_s)
            self._update_timer_interval()
            self.worker.wake()
        self.alerts.config = self.settings.alert_config()
        self.runs.tracker.reconfigure(self.settings.run_config())
        self.remote_notify.watcher.reconfigure(*self.settings.notification_thresholds())
        for hook in self.settings_hooks:
            hook(self.settings, old)
        if new.binary_units != old.binary_units:
            self.window.set_units(new.binary_units)
        if new.start_at_login != autostart.is_enabled():
            self.set_autostart(new.start_at_login)
        self._save_quietly(show_errors=True, user=True)
        self._mark_dirty()

    def _save_quietly(self, show_errors: bool = False, user: bool = False) -> None:
        """Save the settings; a damaged file is only replaced when the user saves."""
        if self.store.error is not None and not user:
            return
        try:
            self.store.save(self.settings)
        except OSError as exc:
            log.warning("could not save the settings: %s", exc)
            if show_errors:
                QMessageBox.warning(
                    self.window,
                    "Settings",
                    f"Could not save the settings to {self.store.path}: {exc}",
                )

    # -- other parts -------------------------------------------------------------------------

    def open_doctor(self, host: str | None = None) -> object:
        """The setup diagnosis, of this computer or of ``host`` (an SSH host of the sources)."""
        from tfgpu_gui.ui.doctor.hosts import ssh_hosts

        hosts = ssh_hosts(self.settings.sources)
        machine = {"host": host, "hosts": hosts} if host or hosts else {}
        return features.open_doctor(self.window, python=None, **machine)

    def _ssh_hosts(self) -> list[str]:
        from tfgpu_gui.ui.doctor.hosts import ssh_hosts

        return ssh_hosts(self.settings.sources)

    def open_doctor_for(self, python: str) -> object:
        """The setup diagnosis of one interpreter (a process's Python, from the table)."""
        return features.open_doctor(self.window, python=python)

    def open_doctor_with_log(self, path: str) -> object:
        """The setup diagnosis of a TensorFlow log (a file dropped on the window)."""
        return features.open_doctor(self.window, log_path=path)

    def open_bench(self) -> object:
        return features.open_bench(self.window, python=None, snapshot=lambda: self.last_snapshot)

    def open_about(self) -> QDialog:
        """The About dialog, with the driver and CUDA versions of the latest sample."""
        from tfgpu_gui.ui.shell.about_dialog import AboutDialog

        system = self.last_snapshot.system if self.last_snapshot is not None else None
        simulated = self.simulated
        if system is not None and is_simulated(system.backend):
            simulated = system.backend.partition(":")[2] or simulated or "simulated"
        dialog = AboutDialog(
            self.window if self.window.isVisible() else None,
            driver=system.driver_version if system else None,
            cuda=system.cuda_driver_version if system else None,
            simulated=simulated,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    # -- end ---------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop the running jobs (their process groups end), sampling and timers, and release
        the driver; safe to call twice."""
        from tfgpu_gui.ui.threads import stop_all

        if not stop_all():
            log.warning("a job's thread did not stop in time")
        self.timer.stop()
        self.thread.stop()
        self.runs.finish()
        self.remote_notify.close()
        self.tray.hide()
        self.sampler.backend.close()
        self.window.close_for_good()

    def quit(self) -> None:
        self.settings.time_window_s = self.window.window_s
        self._save_quietly()
        self.shutdown()
        app = QApplication.instance()
        if app is not None:
            app.quit()
