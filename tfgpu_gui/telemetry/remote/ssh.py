"""GPUs of a host reached over SSH, through the system OpenSSH client.

The user's ``~/.ssh/config`` (aliases, ProxyJump, keys, agent, ControlMaster) applies as in a
terminal, because the real ``ssh`` runs. One long-lived connection per host streams readings:
``tfgpu watch --jsonl`` when the host has ``tfgpu``, else a loop of ``nvidia-smi`` queries
(:mod:`tfgpu_gui.telemetry.remote.nvsmi`).

- ``BatchMode=yes``: never a password or passphrase prompt (the app runs from a tray).
- The host name is validated (:func:`validate_host`): it can never be read as an option, and
  ``--`` comes before it on the command line. The remote command is a fixed script; the only
  value in it is the interval, a number formatted here.
- Everything the host sends is untrusted: lines are bounded, parsed and type-checked; stderr is
  kept bounded and only used to choose a state, shown cleaned.
- A connection that ends is retried after a delay (:class:`Backoff`): ``backoff_base``,
  doubling with each connection that brought no reading, never more than ``backoff_max``
  however long the host stays down; back to ``backoff_base`` once readings flowed again.
  The state of the host is kept in plain words (:mod:`tfgpu_gui.telemetry.remote.states`).
- The ssh process ends with this one, however it ends: it is started as a
  :class:`~tfgpu_gui.jobs.group.ChildGroup`, the leader of a process group of its own, which
  :meth:`SshBackend.close` terminates and reaps, which is killed at interpreter exit, and which
  (Linux) the kernel kills when this process dies without running any code (SIGKILL, a crash):
  its parent-death signal. That signal follows the thread that started ssh, which is the
  connection thread, alive for as long as its ssh is.
"""

from __future__ import annotations

import contextlib
import dataclasses
import math
import os
import re
import selectors
import signal
import threading
import time
from collections import deque
from dataclasses import dataclass

from tfgpu_gui.jobs.group import ChildGroup
from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.remote.nvsmi import NvsmiReader, remote_script
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, source_state
from tfgpu_gui.telemetry.remote.stream import (
    MAX_LINE_BYTES,
    Hello,
    StreamError,
    StreamFailure,
    parse_line,
)
from tfgpu_gui.telemetry.snapshot import Snapshot, SourceState, SystemInfo

#: What a host name may hold: an ssh_config alias, a DNS name, an address, ``user@host``.
_HOST_RE = re.compile(r"[A-Za-z0-9_.%:@\[\]+-]{1,253}")
MAX_STDERR_BYTES = 16 * 1024
#: Seconds ssh is given to end after SIGTERM before its group is killed.
STOP_GRACE_S = 2.0


class BadHost(ValueError):
    """A host name that cannot be passed to ssh safely; the message says why."""


def validate_host(name: str) -> str:
    """``name`` stripped, or :class:`BadHost` when it is empty, an option, or odd.

    >>> validate_host(" lab-1 ")
    'lab-1'
    """
    host = name.strip()
    if not host:
        raise BadHost("the host name is empty")
    if host.startswith("-"):
        raise BadHost(f"a host name cannot start with '-': {host[:40]!r}")
    if not _HOST_RE.fullmatch(host):
        raise BadHost(
            f"{host[:40]!r} is not a host name (letters, digits and . _ - @ : % [ ] + only)"
        )
    return host


@dataclass(frozen=True)
class SshOptions:
    """How ssh is run. ``extra`` are options from the user's own settings or a test's
    (``-F FILE``, ``-i KEY``, ``-p PORT``), never from a remote host."""

    ssh: str = "ssh"
    connect_timeout_s: int = 10
    alive_interval_s: int = 5
    alive_count: int = 3
    extra: tuple[str, ...] = ()


def remote_command(interval: float) -> str:
    """``tfgpu watch --jsonl`` when the host has tfgpu, else the nvidia-smi loop."""
    seconds = f"{max(0.1, min(float(interval), 86400.0)):.3f}"
    script = (
        f"if command -v tfgpu >/dev/null 2>&1; then exec tfgpu watch --jsonl --interval "
        f"{seconds}; fi; {remote_script(interval)}"
    )
    return f"sh -c '{script}'"


def ssh_argv(host: str, command: str, options: SshOptions) -> list[str]:
    """The ssh command line: options, ``--``, the validated host, the remote command."""
    return [
        options.ssh,
        "-T",
        "-o",
        "BatchMode=yes",
        "-o",
        f"ConnectTimeout={int(options.connect_timeout_s)}",
        "-o",
        f"ServerAliveInterval={int(options.alive_interval_s)}",
        "-o",
        f"ServerAliveCountMax={int(options.alive_count)}",
        *options.extra,
        "--",
        validate_host(host),
        command,
    ]


def classify_stderr(text: str, returncode: int | None) -> tuple[str, str]:
    """The state an ended ssh session is in, from its stderr: (state, detail)."""
    lines = [x.strip() for x in text.splitlines() if x.strip()]
    last = lines[-1] if lines else ""
    lower = text.lower()
    if "permission denied" in lower:
        return "auth", ""
    if "host key verification failed" in lower or "remote host identification" in lower:
        return "host-key", ""
    if "could not resolve hostname" in lower or "name or service not known" in lower:
        return "unknown-host", ""
    for phrase in (
        "connection refused",
        "timed out",
        "no route to host",
        "network is unreachable",
        "connection closed",
        "connection reset",
        "broken pipe",
        "timeout, server",
    ):
        if phrase in lower:
            return "unreachable", last[:200]
    if returncode == 255:
        return "unreachable", last[:200]
    return "lost", last[:200]


class Backoff:
    """The delay before the next connection: ``base`` after one that brought readings, then
    doubling with each failed one, never more than ``ceiling``.

    ``delays`` keeps the newest delays chosen, the last one last.

    >>> b = Backoff(1.0, 4.0)
    >>> [b.failed() for _ in range(5)], b.flowed(), b.failed()
    ([1.0, 2.0, 4.0, 4.0, 4.0], 1.0, 1.0)
    """

    #: Doublings counted at most: 2**64 times any base is past any ceiling.
    MAX_DOUBLINGS = 64

    def __init__(self, base: float, ceiling: float) -> None:
        if not (math.isfinite(base) and math.isfinite(ceiling)) or base < 0 or ceiling < 0:
            raise ValueError(f"backoff {base!r} up to {ceiling!r}: not seconds")
        self.base = base
        self.ceiling = max(base, ceiling)
        self.failures = 0
        self.delays: deque[float] = deque(maxlen=64)

    def _chosen(self, delay: float) -> float:
        self.delays.append(delay)
        return delay

    def failed(self) -> float:
        """A connection that brought no reading ended: the delay before the next one."""
        self.failures = min(self.failures + 1, self.MAX_DOUBLINGS)
        return self._chosen(min(self.ceiling, self.base * 2.0 ** (self.failures - 1)))

    def flowed(self) -> float:
        """A connection that brought readings ended: start again from ``base``."""
        self.failures = 0
        return self._chosen(min(self.ceiling, self.base))


class _Lines:
    """Splits bytes read from a pipe into lines; a line longer than ``limit`` is an error."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._buf = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        self._buf += data
        out = []
        while True:
            cut = self._buf.find(b"\n")
            if cut < 0:
                break
            out.append(bytes(self._buf[:cut]))
            del self._buf[: cut + 1]
        if len(self._buf) > self.limit:
            raise StreamError(f"a line longer than {self.limit} bytes")
        return out


class SshBackend(Backend):
    """The GPUs of one host over SSH; ``read`` returns the newest reading, never blocking."""

    kind = "ssh"

    def __init__(
        self,
        host: str,
        interval: float = 1.0,
        options: SshOptions | None = None,
        command: str | None = None,
        backoff_base: float = 1.0,
        backoff_max: float = 30.0,
        stale_after: float | None = None,
    ) -> None:
        self.host = validate_host(host)
        self.name = f"ssh:{self.host}"
        self.interval = interval
        self.options = options or SshOptions()
        self.command = command or remote_command(interval)
        self.backoff = Backoff(backoff_base, backoff_max)
        self.stale_after = stale_after or max(3 * interval, 15.0)
        self._lock = threading.Lock()
        self._latest: Snapshot | None = None
        self._state = source_state(self.host, self.kind, "connecting")
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()
        self._settled = threading.Event()
        self._group: ChildGroup | None = None
        self.connections = 0
        self.lines_read = 0
        self.pid: int | None = None  # the newest ssh process

    # -- Backend -----------------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def open(self) -> SystemInfo:
        """Start the connection thread (once); the readings arrive on their own."""
        if not self.is_open:
            self._stop.clear()
            self._thread = threading.Thread(
                target=self._run, name=f"tfgpu-ssh-{self.host}", daemon=True
            )
            self._thread.start()
        return SystemInfo(backend=self.name, host=self.host)

    def read(self) -> Snapshot:
        """The newest snapshot with this host's state; :class:`RemoteUnavailable` when none."""
        self.open()
        with self._lock:
            latest, state = self._latest, self._state
        if state.ok and latest is not None:
            return dataclasses.replace(latest, sources=(state,))
        raise RemoteUnavailable(state)

    def close(self) -> None:
        """Stop the thread and end the ssh process group; waits for both (the thread reaps)."""
        self._stop.set()
        group = self._group
        if group is not None:
            group.signal(signal.SIGTERM)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(10.0)
        self._thread = None

    # -- state -------------------------------------------------------------------------------

    @property
    def state(self) -> SourceState:
        with self._lock:
            return self._state

    def wait_settled(self, timeout: float) -> bool:
        """Wait until the first reading or the first failure; False when still connecting."""
        self.open()
        return self._settled.wait(timeout)

    def wait_ready(self, timeout: float) -> bool:
        return self.wait_settled(timeout)

    def _set_state(self, state: str, detail: str = "", gpus: int = 0) -> None:
        new = source_state(self.host, self.kind, state, detail, gpus)
        with self._lock:
            self._state = new
            if state != "ok":
                self._latest = None
        if state != "connecting":
            self._settled.set()

    # -- the connection thread ---------------------------------------------------------------

    def _run(self) -> None:
        while not self._stop.is_set():
            got_data = self._session()
            if self._stop.is_set():
                break
            delay = self.backoff.flowed() if got_data else self.backoff.failed()
            self._stop.wait(delay)

    def _session(self) -> bool:
        """Run ssh until it ends; True when readings came through."""
        argv = ssh_argv(self.host, self.command, self.options)
        try:
            group = ChildGroup(argv, env=dict(os.environ))
        except OSError as exc:
            self._set_state("unreachable", f"cannot run {self.options.ssh}: {exc.strerror}")
            return False
        self._group = group
        proc = group.proc
        if self._stop.is_set():  # closed while it started: close() did not see this group
            group.signal(signal.SIGTERM)
        self.pid = proc.pid
        self.connections += 1
        stderr: deque[bytes] = deque()
        stderr_size = 0
        lines = _Lines(MAX_LINE_BYTES)
        nvsmi: NvsmiReader | None = None
        failure: tuple[str, str] | None = None
        got_data = False
        lines_read = 0  # by this connection (``self.lines_read`` counts every connection's)
        last_data = time.monotonic()
        sel = selectors.DefaultSelector()
        assert proc.stdout is not None and proc.stderr is not None
        sel.register(proc.stdout, selectors.EVENT_READ, "out")
        sel.register(proc.stderr, selectors.EVENT_READ, "err")
        open_pipes = 2
        try:
            while open_pipes and not self._stop.is_set():
                quiet_left = last_data + self.stale_after - time.monotonic()
                if quiet_left <= 0:
                    failure = ("stalled", "")
                    break
                for key, _ in sel.select(timeout=min(0.5, quiet_left)):
                    data = os.read(key.fd, 65536)
                    if not data:
                        sel.unregister(key.fileobj)
                        open_pipes -= 1
                        continue
                    if key.data == "err":
                        stderr.append(data)
                        stderr_size += len(data)
                        while stderr_size > MAX_STDERR_BYTES and len(stderr) > 1:
                            stderr_size -= len(stderr.popleft())
                        continue
                    for raw in lines.feed(data):
                        last_data = time.monotonic()
                        lines_read += 1
                        self.lines_read += 1
                        if nvsmi is None and not raw.lstrip().startswith(b"{"):
                            nvsmi = NvsmiReader(self.host)
                        if nvsmi is not None:
                            result = self._feed_nvsmi(nvsmi, raw)
                            if nvsmi.failure:
                                failure = nvsmi.failure
                        else:
                            fed = self._feed_json(raw)
                            result = fed is True
                            if isinstance(fed, StreamFailure):
                                failure = ("remote-error", fed.message)
                            elif result:
                                failure = None  # readings again after an error line
                        got_data = got_data or result
        except StreamError as exc:
            failure = ("bad-output", str(exc))
        finally:
            sel.close()
            self._end(group)
            self._group = None
        if self._stop.is_set():
            return got_data
        if failure is not None:
            self._set_state(*failure)
            return got_data
        err_text = b"".join(stderr).decode("utf-8", "replace")
        state, detail = classify_stderr(err_text, proc.returncode)
        if got_data and state == "lost":
            detail = ""
        if not got_data and state == "lost" and not err_text.strip():
            state = "bad-output" if lines_read else "lost"
        self._set_state(state, detail)
        return got_data

    def _feed_nvsmi(self, reader: NvsmiReader, raw: bytes) -> bool:
        text = raw.decode("utf-8", "replace")
        snap = reader.feed(text, time.time(), time.monotonic())
        if snap is None:
            return False
        self._publish(snap)
        return True

    def _feed_json(self, raw: bytes) -> bool | StreamFailure:
        """One line of our stream: True for a reading (published), False for the hello, the
        failure for an error line (its state is set at once, and kept when the host ends)."""
        try:
            item = parse_line(raw, self.host, time.time(), time.monotonic())
        except StreamError as exc:
            self._set_state("bad-output", str(exc))
            raise
        if isinstance(item, Hello):
            return False
        if isinstance(item, StreamFailure):
            self._set_state("remote-error", item.message)
            return item
        self._publish(item)
        return True

    def _publish(self, snap: Snapshot) -> None:
        state = source_state(self.host, self.kind, "ok", gpus=len(snap.gpus))
        with self._lock:
            self._latest = snap
            self._state = state
        self._settled.set()

    @staticmethod
    def _end(group: ChildGroup) -> None:
        """Terminate the group (SIGKILL after :data:`STOP_GRACE_S`), reap ssh, close its pipes."""
        group.end(STOP_GRACE_S)
        proc = group.proc
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
