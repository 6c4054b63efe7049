"""What a child group asks of Windows, checked on any system with ``sys.platform`` set to
``win32``: the child starts in a new process group (no session, no parent-death hook), Ctrl-C
reaches the group as CTRL_BREAK_EVENT and every other signal ends the child."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from typing import Any, ClassVar

import pytest

from tfgpu_gui.jobs.group import ChildGroup, live_groups

CREATE_NEW_PROCESS_GROUP = 0x00000200  # the value Windows gives it
CTRL_BREAK_EVENT = 1


class Started:
    """Stands in for ``subprocess.Popen``: keeps what it was asked and records signals."""

    made: ClassVar[list[Started]] = []

    def __init__(self, argv: list[str], **kwargs: Any) -> None:
        self.argv = argv
        self.kwargs = kwargs
        # No such process anywhere (above any pid_max): a signal sent through the POSIX calls
        # by mistake reaches nobody.
        self.pid = 2**31 - 1
        self.sent: list[object] = []
        self.refuse = False
        Started.made.append(self)

    def send_signal(self, sig: int) -> None:
        if self.refuse:
            raise OSError("the process is gone")
        self.sent.append(sig)

    def kill(self) -> None:
        if self.refuse:
            raise OSError("the process is gone")
        self.sent.append("kill")

    def wait(self) -> int:
        return 1


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(
        subprocess, "CREATE_NEW_PROCESS_GROUP", CREATE_NEW_PROCESS_GROUP, raising=False
    )
    monkeypatch.setattr(signal, "CTRL_BREAK_EVENT", CTRL_BREAK_EVENT, raising=False)
    monkeypatch.setattr(subprocess, "Popen", Started)
    Started.made.clear()


def test_the_child_starts_in_a_new_process_group(windows: None) -> None:
    env = {"PATH": "C:\\Windows"}
    group = ChildGroup(["python.exe", "job.py"], env)
    (proc,) = Started.made
    assert proc.argv == ["python.exe", "job.py"]
    assert proc.kwargs == {
        "stdin": subprocess.DEVNULL,
        "stdout": subprocess.PIPE,
        "stderr": subprocess.PIPE,
        "env": env,
        "creationflags": CREATE_NEW_PROCESS_GROUP,
    }
    assert group.pid == 2**31 - 1
    assert group.reap() == 1


def test_ctrl_c_is_a_ctrl_break_and_any_other_signal_ends_the_child(windows: None) -> None:
    group = ChildGroup(["python.exe", "job.py"], dict(os.environ))
    (proc,) = Started.made
    group.signal(signal.SIGINT)
    group.signal(signal.SIGTERM)
    group.kill()
    assert proc.sent == [CTRL_BREAK_EVENT, "kill", "kill"]
    proc.refuse = True  # the child is gone: nothing raised
    group.signal(signal.SIGINT)
    group.kill()
    proc.refuse = False
    assert group.reap() == 1
    group.signal(signal.SIGINT)  # reaped: nothing more is sent
    assert proc.sent == [CTRL_BREAK_EVENT, "kill", "kill", "kill"]
    assert group not in live_groups()
