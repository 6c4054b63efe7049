"""The app's notifications that leave the machine: each sample's events to the destinations
saved in Settings → Notifications (:mod:`tfgpu_gui.notify`).

:class:`DesktopNotify` is fed on the GUI thread (each snapshot, each error); the sending happens
on the notifier's worker thread. A destination that fails is said once, in the tray (or the
window's status bar), through a queued signal.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from tfgpu_gui.notify.config import ConfigStore
from tfgpu_gui.notify.delivery import DeliveryFailure
from tfgpu_gui.notify.notifier import Notifier, targets_from
from tfgpu_gui.notify.secrets import SecretStore
from tfgpu_gui.notify.watcher import EventWatcher
from tfgpu_gui.telemetry.alerts import Alert

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.snapshot import Snapshot

log = logging.getLogger(__name__)


class DesktopNotify(QObject):
    """Notices of the app's samples, sent to the saved destinations."""

    #: A destination did not take a message (a DeliveryFailure), on the GUI thread.
    failed = Signal(object)

    def __init__(self, app: QObject, directory: Path | None = None) -> None:
        super().__init__(app)
        self.directory = directory
        settings = getattr(app, "settings", None)
        # The thresholds the user set (too hot at, nearly full at): the tray's and these agree.
        thresholds = settings.notification_thresholds() if settings is not None else ()
        self.watcher = EventWatcher(None, *thresholds)
        self.notifier: Notifier | None = None
        notify = getattr(app, "notify", None)
        if notify is not None:
            self.failed.connect(lambda f: notify(failure_alert(f)))
        self.reload()

    def reload(self) -> None:
        """Read Settings → Notifications again (after the user saved)."""
        store = ConfigStore(self.directory)
        config = store.load()
        if store.error:
            log.warning("notifications: %s", store.error)
        targets = targets_from(config, SecretStore(self.directory)) if config.destinations else []
        if self.notifier is None and targets:
            self.notifier = Notifier(on_failure=self.failed.emit)
        if self.notifier is not None:
            self.notifier.configure(targets, config.per_hour, config.quiet)

    @property
    def sending(self) -> bool:
        """Whether a destination is set: without one the samples are not even looked at."""
        return self.notifier is not None and bool(self.notifier.targets)

    def observe(self, snapshot: Snapshot) -> None:
        if not self.sending:
            return
        assert self.notifier is not None
        notices = self.watcher.observe(snapshot)
        self.notifier.tick()
        self.notifier.post_all(notices)

    def observe_error(self, error: TelemetryUnavailable) -> None:
        if not self.sending:
            return
        assert self.notifier is not None
        self.notifier.post_all(self.watcher.observe_error(error))

    def close(self) -> None:
        if self.notifier is not None:
            self.notifier.close(3.0)


def failure_alert(failure: DeliveryFailure) -> Alert:
    """What the tray says about a destination that does not take messages."""
    return Alert("notify-failed", 0, "A notification was not delivered", failure.sentence)
