"""Runs a job script in a child process and reports what happened, whatever happens.

The child runs in its own session (process group). Cancelling sends SIGINT, then SIGTERM to
the group after a grace period, then SIGKILL; a timeout does the same. TensorFlow crashing
(a signal), hanging (the timeout), exiting without a result, or printing garbage on stdout are
each reported plainly in the :class:`JobOutcome` with its :class:`JobStatus`; nothing here
raises for them.

:meth:`Job.run` blocks: the app calls it from a QThread worker, the CLI from its main thread.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tfgpu_gui.jobs.protocol import (
    PROTOCOL_VERSION,
    Message,
    Progress,
    parse_line,
    progress_from_body,
)

SCRIPTS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts")


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


class Job:
    """One run of a job script in ``python``.

    Args:
        python: the target interpreter (the user's training environment).
        script: path of a standalone script speaking the protocol (see ``protocol.py``).
        args: command-line arguments for the script.
        timeout: seconds before the job is stopped and reported as hanging.
        env: extra environment variables for the child (on top of ours).
        grace: seconds between SIGINT, SIGTERM and SIGKILL when stopping the child.
    """

    def __init__(
        self,
        python: str,
        script: str,
        args: list[str] | None = None,
        timeout: float = 300.0,
        env: dict[str, str] | None = None,
        grace: float = 3.0,
        keep_log_lines: int = 20_000,
    ) -> None:
        self.python = python
        self.script = script
        self.args = list(args or [])
        self.timeout = timeout
        self.env = env
        self.grace = grace
        self.keep_log_lines = keep_log_lines
        self._cancel = threading.Event()
        self._proc: subprocess.Popen[bytes] | None = None

    def cancel(self) -> None:
        """Ask the job to stop (thread-safe); :meth:`run` returns a ``CANCELLED`` outcome."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

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

    def _start(self) -> subprocess.Popen[bytes]:
        kwargs: dict[str, Any] = {}
        if sys.platform == "win32":
            kwargs["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP  # type: ignore[attr-defined]
        else:
            kwargs["start_new_session"] = True
        return subprocess.Popen(
            [self.python, "-u", self.script, *self.args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=self._child_env(),
            **kwargs,
        )

    def _signal(self, proc: subprocess.Popen[bytes], sig: int) -> None:
        try:
            if sys.platform == "win32":
                if sig == signal.SIGINT:
                    proc.send_signal(signal.CTRL_BREAK_EVENT)  # type: ignore[attr-defined]
                else:
                    proc.kill()
            else:
                os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError, OSError):
            pass

    def _stop(self, proc: subprocess.Popen[bytes]) -> None:
        """SIGINT, then SIGTERM, then SIGKILL to the whole process group."""
        steps: list[int] = [signal.SIGINT, signal.SIGTERM]
        if sys.platform != "win32":
            steps.append(signal.SIGKILL)
        for sig in steps:
            if proc.poll() is not None:
                break
            self._signal(proc, sig)
            try:
                proc.wait(self.grace)
            except subprocess.TimeoutExpired:
                continue
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        elif sys.platform != "win32":
            # The leader is gone; make sure no grandchild of the group lingers.
            self._signal(proc, signal.SIGKILL)

    def run(self, on_event: Callable[[JobEvent], None] | None = None) -> JobOutcome:
        """Run the job to the end (or cancel/timeout) and return its outcome."""
        start = time.monotonic()
        outcome = JobOutcome(status=JobStatus.OK, message="")

        def emit(kind: str, body: dict[str, Any]) -> None:
            if on_event is not None:
                on_event(JobEvent(kind, body, time.monotonic() - start))

        if self._cancel.is_set():
            outcome.status, outcome.message = JobStatus.CANCELLED, "Cancelled before it started."
            return outcome
        try:
            proc = self._start()
        except FileNotFoundError:
            return JobOutcome(JobStatus.NOT_PYTHON, f"{self.python} does not exist.")
        except PermissionError:
            return JobOutcome(
                JobStatus.NOT_PYTHON, f"{self.python} cannot be executed (permission denied)."
            )
        except OSError as exc:
            return JobOutcome(
                JobStatus.NOT_PYTHON, f"{self.python} could not be started: {exc.strerror}."
            )
        self._proc = proc
        lines: queue.Queue[tuple[str, str | None]] = queue.Queue()

        def pump(stream: Any, name: str) -> None:
            for raw in iter(stream.readline, b""):
                lines.put((name, raw.decode("utf-8", errors="replace").rstrip("\r\n")))
            lines.put((name, None))

        readers = [
            threading.Thread(target=pump, args=(proc.stdout, "out"), daemon=True),
            threading.Thread(target=pump, args=(proc.stderr, "err"), daemon=True),
        ]
        for r in readers:
            r.start()
        open_streams = 2
        stopped_for: JobStatus | None = None
        deadline = start + self.timeout
        while open_streams:
            if stopped_for is None:
                if self._cancel.is_set():
                    stopped_for = JobStatus.CANCELLED
                elif time.monotonic() > deadline:
                    stopped_for = JobStatus.TIMEOUT
                if stopped_for is not None:
                    threading.Thread(target=self._stop, args=(proc,), daemon=True).start()
            try:
                name, line = lines.get(timeout=0.1)
            except queue.Empty:
                continue
            if line is None:
                open_streams -= 1
                continue
            if name == "err":
                if len(outcome.log_lines) < self.keep_log_lines:
                    outcome.log_lines.append(line)
                emit("log", {"line": line})
                continue
            self._handle_stdout(line, outcome, emit)
        proc.wait()
        for r in readers:
            r.join(timeout=1.0)
        outcome.returncode = proc.returncode
        outcome.signal_name = _signal_name(proc.returncode)
        outcome.duration_s = time.monotonic() - start
        self._finish(outcome, stopped_for)
        return outcome

    @staticmethod
    def _handle_stdout(
        line: str, outcome: JobOutcome, emit: Callable[[str, dict[str, Any]], None]
    ) -> None:
        msg: Message | None = parse_line(line)
        if msg is not None and msg.type == "progress" and progress_from_body(msg.body) is None:
            msg = None  # a progress line with wrong types is no more the protocol than junk
        if msg is None:
            if line.strip():
                outcome.garbage.append(line)
                emit("garbage", {"line": line})
            return
        body = msg.body
        if msg.type == "hello":
            outcome.hello = body
        elif msg.type == "data":
            outcome.data[str(body.get("key"))] = body.get("value")
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
                f" It printed {len(outcome.garbage)} unexpected line(s)." if outcome.garbage else ""
            )
            outcome.message = f"The job ended without reporting a result.{extra}"
        else:
            outcome.status, outcome.message = JobStatus.OK, "Finished."
        if outcome.status != JobStatus.OK and outcome.protocol_mismatch():
            outcome.message += " (The job spoke a different protocol version.)"
