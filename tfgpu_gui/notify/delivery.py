"""Sending messages with apprise, off the caller's thread, bounded in time and in tries.

Qt-free. :func:`send` delivers one message to one apprise URL or raises :class:`DeliveryError`
with a plain reason; :class:`Deliverer` runs the sends on one worker thread fed by a bounded
queue, so sampling and the GUI never wait on the network. Each message is tried
``attempts`` times with a growing pause between tries, each try bounded by ``timeout_s`` (the
socket timeouts, and the try's thread given up on after that). A destination that stays down is
reported once (``on_failure``), again only after it delivered something in between.

apprise logs what it does, URLs included: its logger is kept from the app's log (no propagation)
and what it says while a message is sent is collected, scrubbed of the URL's secret parts, for
the reason of a failure.
"""

from __future__ import annotations

import contextlib
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from tfgpu_gui.notify.secrets import redact, scrub

log = logging.getLogger(__name__)

#: Seconds one try may take, by default.
TIMEOUT_S = 10.0
#: Tries per message, by default.
ATTEMPTS = 3
#: Seconds before the second try; doubled before each later one, up to :data:`BACKOFF_MAX_S`.
BACKOFF_S = 2.0
BACKOFF_MAX_S = 60.0
#: Messages waiting to be sent; more are dropped (and counted) rather than block the caller.
QUEUE_MAX = 64
#: The longest reason quoted.
REASON_MAX = 160


class DeliveryError(Exception):
    """A message was not delivered; ``str()`` is a plain reason without any secret."""


@dataclass(frozen=True)
class DeliveryFailure:
    """A destination that did not take a message after every try.

    ``shown`` is its redacted URL (``ntfy://****``); ``sentence`` says what happened.
    """

    destination: str
    shown: str
    reason: str
    attempts: int

    @property
    def sentence(self) -> str:
        tries = "1 try" if self.attempts == 1 else f"{self.attempts} tries"
        return f"Notification to {self.shown} not delivered after {tries}: {self.reason}."


class _Collect(logging.Handler):
    """Collects apprise's warnings on the thread that sends."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.local = threading.local()

    def emit(self, record: logging.LogRecord) -> None:
        lines = getattr(self.local, "lines", None)
        if lines is not None:
            with contextlib.suppress(Exception):  # one that cannot be formatted is no reason
                lines.append(record.getMessage())


class _NotOnSendingThreads(logging.Filter):
    """Drops the HTTP libraries' records made while a message is sent: at debug level they
    name the request's path, where many services keep their token."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not threading.current_thread().name.startswith(THREAD_PREFIX)


#: Names of the threads that send (the worker and each try's helper).
THREAD_PREFIX = "tfgpu-notify"
#: Loggers of the libraries apprise sends with.
QUIET_LOGGERS = ("urllib3", "urllib3.connectionpool", "urllib3.util.retry", "requests")

_collector = _Collect()
_setup_lock = threading.Lock()
_set_up = False


def _apprise() -> object:
    """apprise, its logger kept out of the app's log (it writes URLs there)."""
    global _set_up
    import apprise

    with _setup_lock:
        if not _set_up:
            logger = logging.getLogger("apprise")
            logger.propagate = False
            logger.addHandler(_collector)
            logger.setLevel(logging.WARNING)
            for name in QUIET_LOGGERS:
                logging.getLogger(name).addFilter(_NotOnSendingThreads())
            _set_up = True
    return apprise


def is_valid(url: str) -> bool:
    """Whether apprise knows ``url`` as a destination (its scheme and form)."""
    apprise = _apprise()
    try:
        return apprise.Apprise.instantiate(url.strip()) is not None  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - a URL apprise chokes on is not one it knows
        return False


def send(url: str, title: str, body: str, timeout_s: float = TIMEOUT_S) -> None:
    """Deliver one message to ``url`` now, on this thread.

    Raises:
        DeliveryError: not a URL apprise knows, or the destination did not take it.
    """
    apprise = _apprise()
    plugin = None
    try:
        plugin = apprise.Apprise.instantiate(url.strip())  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - a URL apprise chokes on is not one it knows
        plugin = None
    if plugin is None:
        raise DeliveryError(f"{redact(url)} is not a notification URL apprise knows")
    plugin.socket_connect_timeout = timeout_s
    plugin.socket_read_timeout = timeout_s
    _collector.local.lines = []
    try:
        ok = plugin.notify(title=title, body=body)
    except Exception as exc:  # noqa: BLE001 - a plugin's bug is a failed delivery, not a crash
        raise DeliveryError(_reason([type(exc).__name__], url)) from None
    finally:
        lines, _collector.local.lines = _collector.local.lines, None
    if not ok:
        raise DeliveryError(_reason(lines, url))


def _reason(lines: list[str], url: str) -> str:
    """The last thing apprise said about the failure, without the URL's secrets."""
    useful = [ln.strip() for ln in lines if ln.strip()]
    if not useful:
        return "the destination did not take the message"
    text = scrub(" ".join(useful[-2:]), [url])
    text = " ".join(text.split()).rstrip(".")
    if "connection error" in text.lower():
        text = f"could not connect, or no answer in time ({text})"
    return text if len(text) <= REASON_MAX else text[: REASON_MAX - 1] + "…"


def send_bounded(
    url: str,
    title: str,
    body: str,
    timeout_s: float = TIMEOUT_S,
    sender: Callable[[str, str, str, float], None] = send,
) -> None:
    """:func:`send` on a helper thread, given up on after ``timeout_s`` (plus a little): a
    destination that accepts the connection and never answers cannot hold the caller longer.

    Raises:
        DeliveryError: as :func:`send`, or it did not finish in time.
    """
    outcome: list[BaseException | None] = []

    def attempt() -> None:
        try:
            sender(url, title, body, timeout_s)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller's thread below
            outcome.append(exc)
        else:
            outcome.append(None)

    thread = threading.Thread(target=attempt, name="tfgpu-notify-try", daemon=True)
    thread.start()
    thread.join(timeout_s + 1.0)
    if not outcome:
        raise DeliveryError(f"no answer within {timeout_s:g} s")  # the thread ends by itself
    error = outcome[0]
    if isinstance(error, DeliveryError):
        raise error
    if error is not None:
        raise DeliveryError(type(error).__name__)


@dataclass(frozen=True)
class _Job:
    destination: str
    url: str
    title: str
    body: str
    done: Callable[[bool], None] | None = None


class Deliverer:
    """One worker thread that sends queued messages (see the module docstring).

    Args:
        on_failure: Called (on the worker thread) once per outage of a destination.
        on_delivered: Called (on the worker thread) with the destination id of each delivery.
        sender: What sends one message (tests pass one that records or fails).
        sleep: Waits between tries: ``sleep(seconds)``; returns True when the wait was cut
            short by :meth:`close` (the message then gets no more tries).
    """

    def __init__(
        self,
        on_failure: Callable[[DeliveryFailure], None] | None = None,
        on_delivered: Callable[[str], None] | None = None,
        attempts: int = ATTEMPTS,
        timeout_s: float = TIMEOUT_S,
        backoff_s: float = BACKOFF_S,
        queue_max: int = QUEUE_MAX,
        sender: Callable[[str, str, str, float], None] = send,
    ) -> None:
        self.on_failure = on_failure
        self.on_delivered = on_delivered
        self.attempts = max(1, attempts)
        self.timeout_s = timeout_s
        self.backoff_s = backoff_s
        self.sender = sender
        self.dropped = 0
        self.delivered = 0
        self.failed = 0
        self._queue: queue.Queue[_Job | None] = queue.Queue(queue_max)
        self._failing: set[str] = set()
        self._abort = threading.Event()
        self._thread = threading.Thread(target=self._work, name="tfgpu-notify", daemon=True)
        self._thread.start()

    def submit(
        self,
        destination: str,
        url: str,
        title: str,
        body: str,
        done: Callable[[bool], None] | None = None,
    ) -> bool:
        """Queue one message; False (and counted in :attr:`dropped`) when the queue is full."""
        try:
            self._queue.put_nowait(_Job(destination, url, title, body, done))
        except queue.Full:
            self.dropped += 1
            log.warning("notification queue full: a message to %s was dropped", redact(url))
            return False
        return True

    def pending(self) -> int:
        return self._queue.qsize()

    def close(self, timeout_s: float = 5.0) -> bool:
        """Send what is queued for at most ``timeout_s``, then stop; True when all went out
        (or failed for good) in that time."""
        deadline = time.monotonic() + max(0.0, timeout_s)
        try:
            self._queue.put(None, timeout=max(0.0, timeout_s))
        except queue.Full:
            self._abort.set()
            return False
        self._thread.join(max(0.0, deadline - time.monotonic()))
        finished = not self._thread.is_alive()
        self._abort.set()  # a try still waiting for its next go gives up
        return finished

    def _work(self) -> None:
        while True:
            job = self._queue.get()
            if job is None:
                return
            ok = self._deliver(job)
            if job.done is not None:
                try:
                    job.done(ok)
                except Exception:
                    log.exception("a delivery callback failed")

    def _deliver(self, job: _Job) -> bool:
        reason = ""
        tries = 0
        for attempt in range(self.attempts):
            if attempt and self._abort.wait(
                min(BACKOFF_MAX_S, self.backoff_s * 2 ** (attempt - 1))
            ):
                break
            tries += 1
            try:
                send_bounded(job.url, job.title, job.body, self.timeout_s, self.sender)
            except DeliveryError as exc:
                reason = str(exc)
                log.info("notification to %s failed (try %d): %s", redact(job.url), tries, reason)
                continue
            self.delivered += 1
            self._failing.discard(job.destination)
            if self.on_delivered is not None:
                self.on_delivered(job.destination)
            return True
        self.failed += 1
        if job.destination not in self._failing:
            self._failing.add(job.destination)
            failure = DeliveryFailure(job.destination, redact(job.url), reason, tries)
            log.warning("%s", failure.sentence)
            if self.on_failure is not None:
                try:
                    self.on_failure(failure)
                except Exception:
                    log.exception("a failure callback failed")
        return False
