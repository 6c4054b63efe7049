"""SIGTERM, SIGHUP and SIGINT end the app as Quit does: settings saved, jobs stopped.

Python runs a signal handler only when it next runs Python code, and a Qt event loop with
nothing to do runs none. ``signal.set_wakeup_fd`` makes the C-level handler write the signal's
number to a socket that a ``QSocketNotifier`` watches, so the loop wakes at once: no polling
timer, no cost while idle.
"""

from __future__ import annotations

import logging
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

log = logging.getLogger(__name__)

STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP, signal.SIGINT)


class StopSignals(QObject):
    """Calls ``stop()`` on the GUI thread when a stop signal arrives; :meth:`close` undoes it."""

    def __init__(self, stop: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = stop
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._old_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._old_handlers: dict[int, object] = {}
        for sig in STOP_SIGNALS:
            old = signal.getsignal(sig)
            if old is signal.SIG_IGN:  # ignored by whoever started us (nohup): stay so
                continue
            self._old_handlers[sig] = old
            signal.signal(sig, lambda *_: None)  # the work happens in _woken, on the loop
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._woken)

    def _woken(self) -> None:
        try:
            data = self._reader.recv(64)
        except BlockingIOError:
            return
        got = [signal.Signals(b).name for b in data if b in {int(s) for s in STOP_SIGNALS}]
        if got:
            log.info("%s: quitting", ", ".join(got))
            self._stop()

    def close(self) -> None:
        """Give the signals back to their old handlers."""
        self._notifier.setEnabled(False)
        signal.set_wakeup_fd(self._old_fd)
        for sig, old in self._old_handlers.items():
            signal.signal(sig, old)  # type: ignore[arg-type]
        self._reader.close()
        self._writer.close()
