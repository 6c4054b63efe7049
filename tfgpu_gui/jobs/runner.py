"""Runs a job script in a child process and reports what happened, whatever happens.

The child runs in its own session (process group, see :mod:`tfgpu_gui.jobs.group`). Cancelling
sends SIGINT, then SIGTERM to the group after a grace period, then SIGKILL; a timeout does the
same; :meth:`Job.kill` sends SIGKILL at once. When the leader ends, whatever it left in its group
is killed, and :meth:`Job.run` returns only once the leader is reaped. Its output is drained to
the end and kept within bounds (:mod:`tfgpu_gui.jobs.output`). TensorFlow crashing
(a signal), hanging (the timeout), exiting without a result, or printing garbage on stdout are
each reported plainly in the :class:`JobOutcome` with its :class:`JobStatus`; nothing here
raises for them.

:meth:`Job.run` blocks: the app calls it from a QThread worker, the CLI from its main thread.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tfgpu_gui.jobs.group import KILL, ChildGroup
from tfgpu_gui.jobs.output import (
    DRAIN_S,
    EXIT_WAIT_S,
    KEEP_CHARS,
    KeptLines,
    PipeReader,
    shorten,
)
from tfgpu_gui.jobs.protocol import (
    PROTOCOL_VERSION,
    Message,
    Progress,
    parse_line,
    progress_from_body,
)

SCRIPTS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts")
# The most distinct ``data`` keys kept; later new keys are garbage.
MAX_DATA_KEYS = 1000


class JobStatus(str, Enum):
    """How a job ended.

    A ``str``: a status compares equal to its value and is written as it in JSON, so reports
    exported before keep reading the same (``"status": "ok"``).
    """

    OK = "ok"
    FAILED = "failed"  # the script reported an error, or exited non-zero without a result
    CRASHED = "crashed"  # killed by a signal (segfault, abort, out of memory killer)
    TIMEOUT = "timeout"  # stopped after the time limit
    CANCELLED = "cancelled"  # stopped on request
    NOT_PYTHON = "not-python"  # the interpreter could not be started or is not Python
    NO_RESULT = "no-result"  # exited 0 without a result line (e.g. only garbage on stdout)

    def __str__(self) -> str:
        return self.value


def script_path(name: str) -> str:
    """Absolute path of a bundled job script (``detect`` -> .../jobs/scripts/detect.py)."""
    return os.path.join(SCRIPTS_DIR, f"{name}.py")


@dataclass(frozen=True)
class JobEvent:
    """Something the job reported while running: a protocol message or a log line."""

    kind: str  # "hello", "progress", "data", "result", "error", "log" or "garbage"
    body: dict[str, Any]
    elapsed: float

    @property
    def progress(self) -> Progress | None:
        """The validated progress of a ``progress`` event; ``None`` for every other kind."""
        return progress_from_body(self.body) if self.kind == "progress" else None


@dataclass
class JobOutcome:
    """How a job ended and everything it said."""

    status: JobStatus
    message: str
    result: dict[str, Any] | None = None
    data: dict[str, Any] = field(default_factory=dict)
    hello: dict[str, Any] | None = None
    returncode: int | None = None
    signal_name: str | None = None
    log_lines: list[str] = field(default_factory=list)
    garbage: list[str] = field(default_factory=list)
    garbage_count: int = 0  # garbage lines seen, also those cut from ``garbage``
    log_line_count: int = 0  # log lines seen, also those cut from ``log_lines``
    error: dict[str, Any] | None = None
    duration_s: float = 0.0

    @property
    def ok(self) -> bool:
        return self.status == JobStatus.OK

    def protocol_mismatch(self) -> bool:
        return self.hello is not None and self.hello.get("protocol") != PROTOCOL_VERSION


def _signal_name(returncode: int | None) -> str | None:
    if returncode is None or returncode >= 0:
        return None
    try:
        return signal.Signals(-returncode).name
    except ValueError:
        return f"signal {-returncode}"


def _keep(
    kept: KeptLines,
    line: str,
    kind: str,
    emit: Callable[[str, dict[str, Any]], None],
    more: bool = False,
) -> None:
    """Keep a log or garbage line; only lines of the kept first part become events."""
    line = shorten(line, more=more)
    was_full = kept.head_full
    if kept.add(line):
        emit(kind, {"line": line})
    elif not was_full:
        emit(kind, {"line": "… more output than is kept: only its last part is kept …"})


class _Stopper:
    """Stops a group: SIGINT, then SIGTERM, then SIGKILL, ``grace`` seconds apart."""

    STEPS = (signal.SIGINT, signal.SIGTERM, KILL)

    def __init__(self, group: ChildGroup, grace: float) -> None:
        self.group = group
        self.grace = grace
        self.reason: JobStatus | None = None
        self._next = 0
        self._at = 0.0

    def begin(self, reason: JobStatus, now: float, at_once: bool = False) -> None:
        """Start stopping (once), or with ``at_once`` go straight to SIGKILL."""
        if self.reason is None:
            self.reason, self._at = reason, now
        if at_once and self._next < len(self.STEPS) - 1:
            self._next, self._at = len(self.STEPS) - 1, now

    def step(self, now: float) -> None:
        """Send the next signal when it is due."""
        if self.reason is not None and self._next < len(self.STEPS) and now >= self._at:
            self.group.signal(self.STEPS[self._next])
            self._next += 1
            self._at = now + self.grace


class Job:
    """One run of a job script in ``python``.

    Args:
        python: the target interpreter (the user's training environment).
        script: path of a standalone script speaking the protocol (see ``protocol.py``).
        args: command-line arguments for the script.
        timeout: seconds before the job is stopped and reported as hanging.
        env: extra environment variables for the child (on top of ours).
        grace: seconds between SIGINT, SIGTERM and SIGKILL when stopping the child.
        keep_chars: what the log and the garbage lines may each cost in memory (characters);
            their first and last halves are kept (see :class:`~tfgpu_gui.jobs.output.KeptLines`).
    """

    def __init__(
        self,
        python: str,
        script: str,
        args: list[str] | None = None,
        timeout: float = 300.0,
        env: dict[str, str] | None = None,
        grace: float = 3.0,
        keep_chars: int = KEEP_CHARS,
    ) -> None:
        self.python = python
        self.script = script
        self.args = list(args or [])
        self.timeout = timeout
        self.env = env
        self.grace = grace
        self.keep_chars = keep_chars
        self._cancel = threading.Event()
        self._kill = threading.Event()
        self._idle = threading.Event()
        self._idle.set()
        self._state = threading.Lock()
        self._group: ChildGroup | None = None

    def cancel(self) -> None:
        """Ask the job to stop (thread-safe); :meth:`run` returns a ``CANCELLED`` outcome.

        The child gets SIGINT, then SIGTERM and SIGKILL ``grace`` seconds apart.
        """
        with self._state:
            self._cancel.set()

    def kill(self) -> None:
        """Stop the job now: SIGKILL to its whole process group (thread-safe)."""
        with self._state:
            self._cancel.set()
            self._kill.set()
            group = self._group
        if group is not None:
            group.kill()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def wait_ended(self, timeout: float | None = None) -> bool:
        """Block until :meth:`run` is not running (its child reaped); whether it is not."""
        return self._idle.wait(timeout)

    def _child_env(self) -> dict[str, str]:
        env = dict(os.environ)
        env["PYTHONUNBUFFERED"] = "1"
        env["PYTHONIOENCODING"] = "utf-8"
        # Our own package must not leak into the user's interpreter.
        env.pop("PYTHONPATH", None)
        env.pop("PYTHONHOME", None)
        if self.env:
            env.update(self.env)
        return env

    def argv(self) -> list[str]:
        """The child's command line: the script in the interpreter (a subclass may run it
        elsewhere, e.g. through ssh)."""
        return [self.python, "-u", self.script, *self.args]

    #: Whether the child's stdin is a pipe left open until the job ends (else ``/dev/null``).
    stdin_pipe = False

    def not_started(self, exc: OSError) -> JobOutcome:
        """The outcome when the child could not be started at all."""
        if isinstance(exc, FileNotFoundError):
            return JobOutcome(JobStatus.NOT_PYTHON, f"{self.python} does not exist.")
        if isinstance(exc, PermissionError):
            return JobOutcome(
                JobStatus.NOT_PYTHON, f"{self.python} cannot be executed (permission denied)."
            )
        return JobOutcome(
            JobStatus.NOT_PYTHON, f"{self.python} could not be started: {exc.strerror}."
        )

    def run(self, on_event: Callable[[JobEvent], None] | None = None) -> JobOutcome:
        """Run the job to the end (or cancel/timeout) and return its outcome.

        When it returns, the child and every process left in its group are gone.
        """
        with self._state:
            if self._cancel.is_set():
                return JobOutcome(JobStatus.CANCELLED, "Cancelled before it started.")
            self._idle.clear()
        try:
            return self._run(on_event)
        finally:
            self._group = None
            self._idle.set()

    def _spawn(self) -> ChildGroup | JobOutcome:
        try:
            with self._state:
                if self._kill.is_set():
                    return JobOutcome(JobStatus.CANCELLED, "Cancelled before it started.")
                stdin = subprocess.PIPE if self.stdin_pipe else subprocess.DEVNULL
                self._group = ChildGroup(self.argv(), self._child_env(), stdin=stdin)
                return self._group
        except OSError as exc:
            return self.not_started(exc)

    def _run(self, on_event: Callable[[JobEvent], None] | None) -> JobOutcome:
        start = time.monotonic()
        outcome = JobOutcome(status=JobStatus.OK, message="")

        def emit(kind: str, body: dict[str, Any]) -> None:
            if on_event is not None:
                on_event(JobEvent(kind, body, time.monotonic() - start))

        group = self._spawn()
        if isinstance(group, JobOutcome):
            return group
        proc = group.proc
        assert proc.stdout is not None and proc.stderr is not None
        reader = PipeReader({"out": proc.stdout, "err": proc.stderr})
        log, garbage = KeptLines(self.keep_chars), KeptLines(self.keep_chars)
        stopper = _Stopper(group, self.grace)
        deadline = start + self.timeout
        leader_done_at: float | None = None
        next_check = start
        try:
            while not reader.done:
                now = time.monotonic()
                if stopper.reason is None:
                    if self._cancel.is_set():
                        stopper.begin(JobStatus.CANCELLED, now)
                    elif now > deadline:
                        stopper.begin(JobStatus.TIMEOUT, now)
                if leader_done_at is None:
                    if self._kill.is_set():
                        stopper.begin(JobStatus.CANCELLED, now, at_once=True)
                    stopper.step(now)
                    if now >= next_check:
                        next_check = now + 0.05
                        if group.leader_exited():
                            leader_done_at = now
                            group.kill()  # what the leader left behind in its group
                elif now - leader_done_at > DRAIN_S:
                    break  # a process that left the group holds the pipes: stop reading
                item = reader.get(timeout=0.05)
                if item is not None and item[1] is not None:
                    for line, more in item[1]:
                        self._handle_line(item[0], line, more, outcome, log, garbage, emit)
        finally:
            reader.close(timeout=0.0 if reader.done else 0.5)
            if proc.stdin is not None:
                with contextlib.suppress(OSError):
                    proc.stdin.close()
            if stopper.reason is None and leader_done_at is None:
                group.wait_leader(EXIT_WAIT_S)  # its output ended first: it is ending
            outcome.returncode = group.reap()
        outcome.log_lines, outcome.log_line_count = log.lines(), log.total
        outcome.garbage, outcome.garbage_count = garbage.lines(), garbage.total
        outcome.signal_name = _signal_name(outcome.returncode)
        outcome.duration_s = time.monotonic() - start
        self._finish(outcome, stopper.reason)
        return outcome

    def _handle_line(
        self,
        stream: str,
        line: str,
        more: bool,
        outcome: JobOutcome,
        log: KeptLines,
        garbage: KeptLines,
        emit: Callable[[str, dict[str, Any]], None],
    ) -> None:
        if stream == "err":
            _keep(log, line, "log", emit, more)
        elif more:
            _keep(garbage, line, "garbage", emit, more)
        else:
            self._handle_stdout(line, outcome, garbage, emit)

    @staticmethod
    def _handle_stdout(
        line: str,
        outcome: JobOutcome,
        garbage: KeptLines,
        emit: Callable[[str, dict[str, Any]], None],
    ) -> None:
        msg: Message | None = parse_line(line)
        if msg is not None and msg.type == "progress" and progress_from_body(msg.body) is None:
            msg = None  # a progress line with wrong types is no more the protocol than junk
        if msg is None:
            if line.strip():
                _keep(garbage, line, "garbage", emit)
            return
        body = msg.body
        if msg.type == "hello":
            outcome.hello = body
        elif msg.type == "data":
            key = str(body.get("key"))
            if key not in outcome.data and len(outcome.data) >= MAX_DATA_KEYS:
                _keep(garbage, line, "garbage", emit)
                return
            outcome.data[key] = body.get("value")
        elif msg.type == "result":
            value = body.get("value")
            outcome.result = value if isinstance(value, dict) else {"value": value}
        elif msg.type == "error":
            outcome.error = body
        emit(msg.type, body)

    def _finish(self, outcome: JobOutcome, stopped_for: JobStatus | None) -> None:
        rc = outcome.returncode
        if stopped_for == JobStatus.CANCELLED:
            outcome.status, outcome.message = JobStatus.CANCELLED, "Cancelled."
        elif stopped_for == JobStatus.TIMEOUT:
            outcome.status = JobStatus.TIMEOUT
            outcome.message = (
                f"The job did not finish within {self.timeout:g} s and was stopped "
                "(TensorFlow hanging, e.g. waiting for a GPU or compiling kernels)."
            )
        elif outcome.hello is None and outcome.result is None and outcome.signal_name is None:
            # Every job script says hello before anything else. No hello and no signal: the
            # program never ran the script as Python (``/bin/cat`` as the interpreter exits 0
            # after echoing the script; a broken Python exits 1 before running it).
            outcome.status = JobStatus.NOT_PYTHON
            tail = "; ".join(outcome.log_lines[-3:]) or "no output"
            outcome.message = f"{self.python} did not run the job as Python ({tail})."
        elif outcome.signal_name is not None:
            outcome.status = JobStatus.CRASHED
            outcome.message = (
                f"The job crashed ({outcome.signal_name}); TensorFlow or a native library "
                "it loaded died. The last lines of its log tell where."
            )
        elif outcome.error is not None:
            outcome.status = JobStatus.FAILED
            outcome.message = str(outcome.error.get("message") or "The job reported an error.")
        elif rc != 0:
            outcome.status = JobStatus.FAILED
            outcome.message = f"The job exited with status {rc} without a result."
        elif outcome.result is None:
            outcome.status = JobStatus.NO_RESULT
            extra = (
                f" It printed {outcome.garbage_count} unexpected line(s)."
                if outcome.garbage_count
                else ""
            )
            outcome.message = f"The job ended without reporting a result.{extra}"
        else:
            outcome.status, outcome.message = JobStatus.OK, "Finished."
        if outcome.status != JobStatus.OK and outcome.protocol_mismatch():
            outcome.message += " (The job spoke a different protocol version.)"


# How often a thread that waits wakes: a signal the kernel hands to another thread ends no
# blocked wait, and the main thread runs signal handlers only when it wakes.
WAKE_S = 0.1


def wait_awake(done: threading.Event) -> None:
    """Block until ``done`` is set, waking every :data:`WAKE_S` so Ctrl-C (and the CLI's SIGTERM
    or SIGHUP) reaches the waiting thread. An event, not ``Thread.join``: a join interrupted by
    Ctrl-C can leave a running thread marked as finished on Python 3.10 and 3.11."""
    while not done.wait(WAKE_S):
        pass


def stop_after_interrupt(job: Job) -> None:
    """After Ctrl-C (or SIGTERM/SIGHUP, which ``tfgpu`` turns into one): stop ``job`` and block
    until its process group is gone. Another interrupt while waiting kills the group at once.
    """
    job.cancel()
    while True:
        try:
            while not job.wait_ended(WAKE_S):  # (awake, as in wait_awake)
                pass
            return
        except KeyboardInterrupt:
            job.kill()
