"""The hook a child runs between fork and exec: when the program that starts it has already died
by then (the kernel's parent-death signal would come too late), the child kills itself."""

from __future__ import annotations

import os
import signal
import sys

import pytest

from tfgpu_gui.jobs import group as group_module

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux's")


def test_a_child_whose_parent_is_already_gone_kills_itself() -> None:
    hook = group_module._die_with_parent()
    assert hook is not None
    # The hook was made here, for children of this process. A process whose parent is another
    # one (as a child's is once its parent died and it was handed to init) runs it: it must end
    # by SIGKILL. Its parent, a fork of this process, reports how it ended.
    middle = os.fork()
    if middle == 0:
        try:
            child = os.fork()
            if child == 0:
                try:
                    hook()
                finally:
                    os._exit(0)  # reached only when the hook let it live (or raised)
            _, status = os.waitpid(child, 0)
            os._exit(100 + os.WTERMSIG(status) if os.WIFSIGNALED(status) else 1)
        finally:
            os._exit(2)  # after an exception only: never back into the tests
    _, status = os.waitpid(middle, 0)
    assert os.waitstatus_to_exitcode(status) == 100 + signal.SIGKILL


def test_a_child_of_the_program_that_made_the_hook_lives_on() -> None:
    hook = group_module._die_with_parent()
    assert hook is not None
    child = os.fork()
    if child == 0:
        try:
            hook()
        finally:
            os._exit(0)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0
