"""Runs work (a :class:`~tfgpu_gui.jobs.runner.Job`, a diagnosis) on a QThread, with signals.

The child process does the work; the thread only waits on it, so the GUI stays responsive.
``cancel`` is safe to call from the GUI thread: the runner stops the child (SIGINT, SIGTERM,
SIGKILL to its process group) and the end is still reported, with a ``cancelled`` outcome.

Every started call is known here until it ends: :func:`stop_all` (the app's shutdown) cancels
them, kills what is left of their jobs' process groups after a grace period, and waits for
their threads, so that no child outlives the app and no QThread is destroyed while running.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from tfgpu_gui.jobs.group import kill_all
from tfgpu_gui.jobs.runner import Job, JobEvent, JobOutcome, JobStatus

Emit = Callable[[object], None]

# The calls started and not ended yet (touched on the GUI thread only).
_running: set[ThreadedCall] = set()


class _CallWorker(QObject):
    """Runs ``call(emit)`` once on its thread; ``done`` carries the result or the exception."""

    event = Signal(object)
    done = Signal(object)

    def __init__(self, call: Callable[[Emit], object]) -> None:
        super().__init__()
        self.call = call

    @Slot()
    def run(self) -> None:
        try:
            result: object = self.call(self.event.emit)
        except Exception as exc:  # noqa: BLE001 - handed to the GUI thread, which reports it
            result = exc
        self.done.emit(result)


class ThreadedCall(QObject):
    """Owns a QThread that runs ``call(emit)`` once; cleans both up when it ends.

    ``event`` carries what ``call`` emits (queued to the GUI thread); subclasses turn the end
    (a result, or the exception ``call`` raised) into their own signals in :meth:`ended`.
    """

    event = Signal(object)

    def __init__(
        self,
        call: Callable[[Emit], object],
        cancel: Callable[[], None],
        name: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._cancel = cancel
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._worker = _CallWorker(call)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.event.connect(self.event)
        self._worker.done.connect(self._on_done)
        # End the thread's loop from the worker itself, so that wait() from the GUI thread
        # returns without the GUI thread having to deliver anything first.
        self._worker.done.connect(self._thread.quit, Qt.ConnectionType.DirectConnection)

    def start(self) -> None:
        _running.add(self)
        self._thread.start()

    def cancel(self) -> None:
        self._cancel()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def wait(self, msecs: int = 30_000) -> bool:
        """Block until the thread has ended (for shutdown and tests)."""
        return bool(self._thread.wait(msecs))

    @Slot(object)
    def _on_done(self, result: object) -> None:
        self._thread.quit()
        self._thread.wait()
        _running.discard(self)
        self.ended(result)

    def ended(self, result: object) -> None:
        """Report the end: ``result`` is what ``call`` returned, or the exception it raised."""
        raise NotImplementedError


class JobThread(ThreadedCall):
    """Runs one :class:`Job`. Connect to ``event`` and ``finished(JobOutcome)``, then start.

    ``finished`` always arrives, also when the job could not run at all.
    """

    finished = Signal(object)

    def __init__(self, job: Job, parent: QObject | None = None) -> None:
        super().__init__(job.run, job.cancel, "tfgpu-job", parent)
        self.job = job
        self.outcome: JobOutcome | None = None

    def ended(self, result: object) -> None:
        if isinstance(result, Exception):
            result = JobOutcome(status=JobStatus.FAILED, message=f"The job could not run: {result}")
        assert isinstance(result, JobOutcome)
        self.outcome = result
        self.finished.emit(result)


def running_calls() -> list[ThreadedCall]:
    """The calls started whose thread still runs."""
    return [call for call in _running if call.is_running()]


def stop_all(grace_s: float = 1.0, timeout_s: float = 10.0) -> bool:
    """Stop every running call: cancel, then after ``grace_s`` SIGKILL every job's process group
    still there; wait for their threads. Whether all ended within ``timeout_s`` (GUI thread).
    """
    calls = running_calls()
    for call in calls:
        call.cancel()
    deadline = time.monotonic() + grace_s
    for call in calls:
        call.wait(max(0, int(1000 * (deadline - time.monotonic()))))
    if running_calls():
        kill_all()
    deadline = time.monotonic() + timeout_s
    ended = all(call.wait(max(0, int(1000 * (deadline - time.monotonic())))) for call in calls)
    for call in calls:
        if not call.is_running():
            _running.discard(call)
    return ended


__all__ = ["JobEvent", "JobOutcome", "JobThread", "ThreadedCall", "running_calls", "stop_all"]
