"""The waits of the main thread wake often enough for Ctrl-C to reach them: a SIGINT sent to the
process may be handed by the kernel to any of its threads, and Python runs the handler (raising
KeyboardInterrupt) only in the main thread, once it wakes. Here the signal goes to another
thread on purpose; a wait that never woke would only end with the stand-in's own limit."""

from __future__ import annotations

import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator

import pytest

from tfgpu_gui.jobs.runner import stop_after_interrupt, wait_awake

LIMIT_S = 20.0  # what ends a wait that never wakes; the interrupt comes within 0.1 s


@pytest.fixture
def interrupt_elsewhere() -> Iterator[Callable[[str], None]]:
    """``start(name)``: once the main thread is inside a function whose name holds ``name``,
    send SIGINT to another thread of this process (one that only waits)."""
    main = threading.main_thread().ident
    assert main is not None and threading.get_ident() == main
    release = threading.Event()
    bystander = threading.Thread(target=release.wait, args=(60,), daemon=True)
    bystander.start()

    def waiting_in(name: str) -> bool:
        frame = sys._current_frames().get(main)
        while frame is not None:
            code = frame.f_code.co_name  # (a mutation tool may lengthen the name)
            if name in code and not code.startswith("test_"):
                return True
            frame = frame.f_back
        return False

    def start(name: str) -> None:
        def interrupt() -> None:
            deadline = time.monotonic() + 30
            while not waiting_in(name):  # an interrupt before that is not the one tested
                assert time.monotonic() < deadline
                time.sleep(0.001)
            assert bystander.ident is not None
            signal.pthread_kill(bystander.ident, signal.SIGINT)

        threading.Thread(target=interrupt, daemon=True).start()

    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield start
    finally:
        signal.signal(signal.SIGINT, previous)
        release.set()


def test_wait_awake_lets_an_interrupt_handed_to_another_thread_through(
    interrupt_elsewhere: Callable[[str], None],
) -> None:
    done = threading.Event()
    limit = threading.Timer(LIMIT_S, done.set)
    limit.start()
    try:
        interrupt_elsewhere("wait_awake")
        with pytest.raises(KeyboardInterrupt):
            wait_awake(done)
        assert not done.is_set()  # interrupted while the wait still had to go on
    finally:
        limit.cancel()


class StandInJob:
    """Ends when killed, or by itself after LIMIT_S."""

    def __init__(self) -> None:
        self.ended = threading.Event()
        self.calls: list[str] = []
        self.limit = threading.Timer(LIMIT_S, self.ended.set)
        self.limit.start()

    def cancel(self) -> None:
        self.calls.append("cancel")

    def kill(self) -> None:
        self.calls.append("kill" if not self.ended.is_set() else "kill after the end")
        self.ended.set()

    def wait_ended(self, timeout: float | None = None) -> bool:
        return self.ended.wait(timeout)


def test_a_second_interrupt_handed_to_another_thread_kills_the_job(
    interrupt_elsewhere: Callable[[str], None],
) -> None:
    job = StandInJob()
    try:
        interrupt_elsewhere("wait_ended")
        stop_after_interrupt(job)  # type: ignore[arg-type]
    except KeyboardInterrupt:
        pytest.fail("the interrupt came only after the job had ended by itself")
    finally:
        job.limit.cancel()
    assert job.calls == ["cancel", "kill"]
