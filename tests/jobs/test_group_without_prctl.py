"""Where libc cannot be loaded or has no ``prctl`` (not glibc or musl, a sandbox), children still
start, only without the parent-death signal; and libc is looked up once, not for every child."""

from __future__ import annotations

import ctypes
import os
import signal
import sys

import pytest

from tfgpu_gui.jobs import group as group_module
from tfgpu_gui.jobs.group import ChildGroup

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux's")


class NoPrctl:
    """A libc that loads but has no ``prctl``."""


@pytest.mark.parametrize("libc", ["cannot be loaded", "has no prctl"])
def test_without_prctl_children_start_without_the_parent_death_signal(
    monkeypatch: pytest.MonkeyPatch, libc: str
) -> None:
    looked_up: list[object] = []

    def cdll(name: object, use_errno: bool = False) -> NoPrctl:
        looked_up.append(name)
        if libc == "cannot be loaded":
            raise OSError("libc.so.6: cannot open shared object file")
        return NoPrctl()

    monkeypatch.setattr(group_module, "_prctl", None)
    monkeypatch.setattr(ctypes, "CDLL", cdll)
    assert group_module._die_with_parent() is None
    group = ChildGroup([sys.executable, "-c", "import os; print(os.getpid())"], dict(os.environ))
    assert group.proc.stdout is not None
    said = group.proc.stdout.read()
    assert group.reap() == 0
    assert int(said) == group.pid
    assert group_module._die_with_parent() is None
    assert looked_up == [None]  # once, for the program's own symbols


def test_libc_s_prctl_is_looked_up_once_and_sets_sigkill_as_the_leader_s_death_signal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = ctypes.CDLL
    looked_up: list[object] = []

    def cdll(name: object, use_errno: bool = False) -> ctypes.CDLL:
        looked_up.append(name)
        return real(name, use_errno=use_errno)

    monkeypatch.setattr(group_module, "_prctl", None)  # as in a program that started none yet
    monkeypatch.setattr(ctypes, "CDLL", cdll)
    assert group_module._die_with_parent() is not None
    # The leader asks the kernel which signal it gets when its parent dies (PR_GET_PDEATHSIG).
    ask = (
        "import ctypes; v = ctypes.c_int(-1); "
        "ctypes.CDLL(None).prctl(2, ctypes.byref(v)); print(v.value)"
    )
    group = ChildGroup([sys.executable, "-c", ask], dict(os.environ))
    assert group.proc.stdout is not None
    said = group.proc.stdout.read()
    assert group.reap() == 0
    assert int(said) == signal.SIGKILL
    assert looked_up == [None]  # once, for every child after the first
