"""Records runs while the app runs: the tracker fed from each sample, summaries saved in the
history, the Runs tab and the plots' run markers kept up to date, and "tell me when free".

Runs on simulated GPUs are kept in memory only, unless a history path is given (tests).
"""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from tfgpu_gui.bench.run_history import RunStore
from tfgpu_gui.telemetry.alerts import Alert
from tfgpu_gui.telemetry.runs import RunConfig, RunSummary, RunTracker
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.ui.runs.markers import RunMarkers
from tfgpu_gui.ui.runs.tab import RunsTab

log = logging.getLogger(__name__)
#: Recorded runs the tab shows.
SHOWN = 200
#: Alerts that say a GPU is mostly idle under a process holding its memory.
IDLE_KINDS = frozenset({"tf-idle", "run-idle"})
#: Seconds before another idle message about the same GPU (the alerts' default cooldown).
IDLE_REPEAT_S = 900.0


class RunRecorder(QObject):
    """The runs side of the app (one per app)."""

    def __init__(
        self,
        config: RunConfig,
        history_path: Path | None,
        persist: bool,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.tracker = RunTracker(config)
        self.markers = RunMarkers()
        self.tab = RunsTab()
        self.history_path = history_path
        self.persist = persist
        self.recorded: list[RunSummary] = []
        self.host: str | None = None
        self._store: RunStore | None = None
        self._store_failed = False
        self._loaded = False
        self._tab_stale = True
        self._idle_told: dict[int, float] = {}
        self.last_menu: QMenu | None = None

    # -- the history -------------------------------------------------------------------------

    def _open(self) -> RunStore | None:
        if not self.persist or self._store_failed:
            return None
        if self._store is None:
            try:
                self._store = RunStore(self.history_path)
            except (sqlite3.Error, OSError) as exc:
                self._store_failed = True
                self.tab.set_note(f"Runs are not saved: the history cannot be opened ({exc}).")
                log.warning("run history: %s", exc)
                return None
            if self._store.notice:
                self.tab.set_note(self._store.notice)
        return self._store

    def load(self) -> None:
        """Read the recorded runs (once, when the tab is first shown or a run ends)."""
        if self._loaded:
            return
        self._loaded = True
        store = self._open()
        if store is None:
            return
        try:
            stored = store.gpu_runs(limit=SHOWN)
        except sqlite3.Error as exc:
            self.tab.set_note(f"The recorded runs cannot be read: {exc}")
            return
        self.recorded = [s.summary for s in stored] + self.recorded
        if store.damaged:
            self.tab.set_note(f"{store.damaged} damaged recorded runs skipped.")
        self._tab_stale = True

    def _save(self, summary: RunSummary) -> None:
        store = self._open()
        if store is None:
            return
        try:
            store.save_run(summary)
        except (sqlite3.Error, ValueError) as exc:
            self.tab.set_note(f"A run could not be saved in the history: {exc}")
            log.warning("run not saved: %s", exc)

    # -- samples -----------------------------------------------------------------------------

    def on_snapshot(self, snapshot: Snapshot) -> list[Alert]:
        """Feed one sample; returns the notifications to show."""
        self.host = snapshot.system.host
        update = self.tracker.update(snapshot)
        for run in update.started:
            self.markers.add_run(run)
        if update.ended:
            self.load()
        for run in update.ended:
            self.markers.add_run(run)
            self._save(run)
            self.recorded.insert(0, run)
        del self.recorded[SHOWN:]
        self._tab_stale = True
        return list(update.alerts)

    def refresh_tab(self) -> None:
        """Bring the tab up to date (only while it is shown: the app calls this on a frame)."""
        if not self._tab_stale:
            return
        self.load()
        self.tab.set_runs(self.tracker.active(), self.recorded)
        self._tab_stale = False

    def apply(self, plots: list[object], now: float | None) -> None:
        self.markers.apply(plots, now)

    def finish(self) -> None:
        """The app quits: save the runs still going on (as not ended) and close the history."""
        for run in self.tracker.finish():
            self._save(run)
        if self._store is not None:
            self._store.close()
            self._store = None

    def one_idle_message(self, alerts: list[Alert], now: float) -> list[Alert]:
        """Drop an idle alert for a GPU already told about within :data:`IDLE_REPEAT_S`.

        The GPU-wide idle rule (``tf-idle``) and the per-run one (``run-idle``) see the same
        starved pipeline; the person gets one message, from whichever came first.
        """
        out = []
        for alert in alerts:
            if alert.kind in IDLE_KINDS:
                told = self._idle_told.get(alert.gpu_index)
                if told is not None and 0.0 <= now - told < IDLE_REPEAT_S:
                    continue
                self._idle_told[alert.gpu_index] = now
            out.append(alert)
        return out

    # -- "tell me when it is free" ------------------------------------------------------------

    def gpu_menu(self, gpu: int, parent: QWidget) -> QMenu:
        """The context menu of a GPU's plot: "Tell me when GPU N is free"."""
        menu = QMenu(parent)
        action = QAction(f"Tell me when GPU {gpu} is free", menu)
        action.setCheckable(True)
        action.setChecked(self.tracker.watched(gpu, self.host))
        action.toggled.connect(lambda on: self.set_watch(gpu, on))
        menu.addAction(action)
        return menu

    def set_watch(self, gpu: int, on: bool) -> None:
        if on:
            self.tracker.watch_gpu(gpu, self.host)
        else:
            self.tracker.unwatch_gpu(gpu, self.host)

    def context_menu_on(self, view: object, plots_of: object) -> None:
        """Give the plots of ``view`` (a GraphicsLayoutWidget) the GPU context menu on right-click.

        ``plots_of`` returns the view's MetricPlots at the time of the click.
        """
        scene = view.scene()  # type: ignore[attr-defined]

        def clicked(event: object) -> None:
            if event.button() != Qt.MouseButton.RightButton:  # type: ignore[attr-defined]
                return
            pos = event.scenePos()  # type: ignore[attr-defined]
            for plot in plots_of():  # type: ignore[operator]
                if plot.plot.sceneBoundingRect().contains(pos):
                    menu = self.gpu_menu(plot.gpu, view)  # type: ignore[arg-type]
                    menu.popup(event.screenPos().toPoint())  # type: ignore[attr-defined]
                    self.last_menu = menu
                    return

        scene.sigMouseClicked.connect(clicked)
