"""Child processes that do not outlive this one: each in a process group of its own.

Every child of a job (and the interpreter probe) is started here, as the leader of a new
session, so that one signal reaches it and whatever it starts. Three layers make sure the group
ends with its owner:

- its owner stops it (:class:`ChildGroup` ``signal``/``reap``; the job runner's cancel and
  timeout);
- at interpreter exit, :func:`kill_all` (registered with :mod:`atexit`) SIGKILLs every group
  still registered, whatever ended the program (an exception, a second Ctrl-C);
- on Linux, the leader is started with ``PR_SET_PDEATHSIG(SIGKILL)``: when this process dies
  without running any code (SIGKILL, a crash) the kernel kills the leader. Processes the leader
  started are not reached by that signal.

Data flow: :mod:`tfgpu_gui.jobs.runner` and :mod:`tfgpu_gui.jobs.interpreter` start children
here; their pipes are read by :mod:`tfgpu_gui.jobs.output`. The ssh client of a remote host
(:mod:`tfgpu_gui.telemetry.remote.ssh`) is started here too, for the same endings.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

PR_SET_PDEATHSIG = 1
KILL = getattr(signal, "SIGKILL", signal.SIGTERM)

_live: set[ChildGroup] = set()
_live_lock = threading.Lock()
_prctl: Any = None


def _load_prctl() -> Any:
    """libc's ``prctl``, looked up once in the parent (never between fork and exec)."""
    global _prctl
    if _prctl is None and sys.platform.startswith("linux"):
        prctl: Any
        try:
            prctl = ctypes.CDLL(None, use_errno=True).prctl
        except (OSError, AttributeError):
            prctl = False
        else:
            prctl.argtypes = [ctypes.c_int] + [ctypes.c_ulong] * 4
            prctl.restype = ctypes.c_int
        _prctl = prctl
    return _prctl or None


def _die_with_parent() -> Callable[[], None] | None:
    """What the child runs between fork and exec: die by SIGKILL when its parent does."""
    prctl = _load_prctl()
    if prctl is None:
        return None
    parent = os.getpid()

    def preexec() -> None:
        prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)
        if os.getppid() != parent:  # the parent died before the line above took effect
            os.kill(os.getpid(), signal.SIGKILL)

    return preexec


class ChildGroup:
    """A started child, leader of its own process group, until :meth:`reap`.

    Until the leader is reaped its process group id cannot be reused, so signals sent through
    :meth:`signal` reach this group only, also after the leader has exited (as a zombie).

    Args:
        argv: the program and its arguments.
        env: the child's whole environment.
        stdout: where the child's stdout goes (default: a pipe).
        stderr: where the child's stderr goes (default: a pipe).
        stdin: where the child's stdin comes from (default: nothing, ``/dev/null``; a pipe
            keeps it open for as long as :attr:`proc` ``.stdin`` is, e.g. an ssh session whose
            remote command ends when it reads the end of its input).

    Raises:
        OSError: the program could not be started (``FileNotFoundError``, ``PermissionError``).
    """

    def __init__(
        self,
        argv: Sequence[str],
        env: dict[str, str],
        stdout: int = -1,
        stderr: int = -1,
        stdin: int = subprocess.DEVNULL,
    ) -> None:
        kwargs: dict[str, Any] = {}
        if sys.platform == "win32":
            kwargs["creationflags"] = subprocess.CREATE_NEW_PROCESS_GROUP  # type: ignore[attr-defined]
        else:
            kwargs["start_new_session"] = True
            kwargs["preexec_fn"] = _die_with_parent()
        self._lock = threading.Lock()
        self._reaped = False
        self.proc: subprocess.Popen[bytes] = subprocess.Popen(
            list(argv), stdin=stdin, stdout=stdout, stderr=stderr, env=env, **kwargs
        )
        with _live_lock:
            _live.add(self)

    @property
    def pid(self) -> int:
        """The leader's process id, also the group's id."""
        return self.proc.pid

    def signal(self, sig: int) -> None:
        """Send ``sig`` to every process of the group (nothing once it is reaped)."""
        with self._lock:
            if self._reaped:
                return
            try:
                if sys.platform == "win32":
                    if sig == signal.SIGINT:
                        self.proc.send_signal(signal.CTRL_BREAK_EVENT)  # type: ignore[attr-defined]
                    else:
                        self.proc.kill()
                else:
                    os.killpg(self.proc.pid, sig)
            except OSError:  # gone already, or not ours any more
                pass

    def kill(self) -> None:
        """SIGKILL the whole group now."""
        self.signal(KILL)

    def leader_exited(self) -> bool:
        """Whether the leader has ended, without reaping it (its group id stays reserved)."""
        with self._lock:
            if self._reaped:
                return True
            waitid = getattr(os, "waitid", None)
            if waitid is None:
                return self.proc.poll() is not None
            try:
                info = waitid(os.P_PID, self.proc.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            except ChildProcessError:  # reaped by someone else
                return True
            return info is not None

    def wait_leader(self, timeout: float, poll: float = 0.02) -> bool:
        """Whether the leader exits within ``timeout`` seconds (it is not reaped)."""
        deadline = time.monotonic() + timeout
        while not self.leader_exited():
            if time.monotonic() >= deadline:
                return False
            time.sleep(poll)  # no event says when another process exits; bounded by timeout
        return True

    def end(self, grace: float, poll: float = 0.02) -> int:
        """SIGTERM the group, give the leader ``grace`` seconds to exit, then :meth:`reap`."""
        self.signal(signal.SIGTERM)
        self.wait_leader(grace, poll)
        return self.reap()

    def reap(self) -> int:
        """Kill what is left of the group, wait for the leader and return its exit status."""
        self.kill()
        with self._lock:
            returncode = self.proc.wait()
            self._reaped = True
        with _live_lock:
            _live.discard(self)
        return returncode


def live_groups() -> list[ChildGroup]:
    """The groups started and not reaped yet."""
    with _live_lock:
        return list(_live)


def kill_all() -> int:
    """SIGKILL every group not reaped yet; returns how many there were (run at exit)."""
    groups = live_groups()
    for group in groups:
        group.kill()
    return len(groups)


atexit.register(kill_all)
