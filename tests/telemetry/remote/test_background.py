"""A source read on a thread of its own: what a read gives before, between and after answers,
and how the thread starts, repeats and ends (the source is a scripted backend, no network)."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterator

import pytest

from tests.helpers.processes import wait_for
from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.remote.background import BackgroundBackend
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, source_state
from tfgpu_gui.telemetry.snapshot import Snapshot, SystemInfo

pytestmark = pytest.mark.timeout(30)


class Scripted(Backend):
    """Each read answers the next result the test puts (a snapshot or an error to raise)."""

    def __init__(self, name: str = "http://prom:9090") -> None:
        self.name = name
        self.results: queue.Queue[Snapshot | Exception] = queue.Queue()
        self.released = threading.Event()  # reads with nothing queued fail from now on
        self.reads = 0
        self.closed = 0
        self.threads: list[threading.Thread] = []
        self.on_read: list[object] = []

    @property
    def is_open(self) -> bool:
        return True

    def open(self) -> SystemInfo:
        return SystemInfo(self.name)

    def close(self) -> None:
        self.closed += 1

    def read(self) -> Snapshot:
        self.threads.append(threading.current_thread())
        self.reads += 1
        while True:
            try:
                result = self.results.get(timeout=0.01)
            except queue.Empty:
                if self.released.is_set():
                    raise RemoteUnavailable(source_state(self.name, "prometheus", "lost")) from None
                continue
            if isinstance(result, Exception):
                raise result
            return result


def _snap(t: float) -> Snapshot:
    return Snapshot(t, t, SystemInfo("prom"))


@pytest.fixture
def inner() -> Iterator[Scripted]:
    scripted = Scripted()
    yield scripted
    scripted.released.set()


def _reads_as(bg: BackgroundBackend, expected: Snapshot | Exception) -> bool:
    try:
        got: object = bg.read()
    except RemoteUnavailable as exc:
        got = exc
    return got is expected


def test_before_the_first_answer_a_read_says_connecting(inner: Scripted) -> None:
    bg = BackgroundBackend(inner)
    try:
        assert bg.name == inner.name and bg.interval == 1.0
        assert bg.open() == SystemInfo(backend=inner.name)
        with pytest.raises(RemoteUnavailable) as caught:
            bg.read()  # does not wait for the read that hangs
        source = caught.value.source
        assert (source.name, source.kind, source.state) == (inner.name, "prometheus", "connecting")
        assert not bg.wait_ready(0.01)
    finally:
        inner.released.set()
        bg.close()


def test_the_connecting_state_is_of_the_kind_given(inner: Scripted) -> None:
    bg = BackgroundBackend(inner, kind="exporter")
    with pytest.raises(RemoteUnavailable) as caught:
        bg.read()
    assert caught.value.source.kind == "exporter"
    inner.released.set()
    bg.close()


def test_a_read_gives_the_newest_answer_and_a_failure_hides_the_older_snapshot(
    inner: Scripted,
) -> None:
    bg = BackgroundBackend(inner, interval=0.0)
    first, second, third = _snap(1), _snap(2), _snap(3)
    failure = RemoteUnavailable(source_state(inner.name, "prometheus", "http-unreachable"))
    try:
        bg.open()
        inner.results.put(first)
        assert bg.wait_ready(10)
        wait_for(lambda: _reads_as(bg, first), 10, "the first snapshot")
        inner.results.put(second)
        wait_for(lambda: _reads_as(bg, second), 10, "the second snapshot")
        inner.results.put(failure)
        wait_for(lambda: _reads_as(bg, failure), 10, "the failure")
        inner.results.put(third)
        wait_for(lambda: _reads_as(bg, third), 10, "the snapshot after the failure")
    finally:
        inner.released.set()
        bg.close()


def test_a_first_failure_makes_it_ready_too(inner: Scripted) -> None:
    bg = BackgroundBackend(inner, interval=0.0)
    failure = RemoteUnavailable(source_state(inner.name, "prometheus", "http-error"))
    inner.results.put(failure)
    try:
        bg.open()
        assert bg.wait_ready(10)
        wait_for(lambda: _reads_as(bg, failure), 10, "the failure")
    finally:
        inner.released.set()
        bg.close()


def test_it_reads_again_after_the_interval(inner: Scripted) -> None:
    bg = BackgroundBackend(inner, interval=0.01)
    for t in range(3):
        inner.results.put(_snap(t))
    try:
        bg.open()
        wait_for(lambda: inner.reads >= 4, 10, "four reads")
    finally:
        inner.released.set()
        bg.close()


def test_the_thread_is_a_named_daemon_and_one_open_starts_one(inner: Scripted) -> None:
    inner.name = "http://" + "p" * 60
    bg = BackgroundBackend(inner, interval=0.0)
    try:
        bg.open()
        bg.open()
        assert bg.is_open
        wait_for(lambda: inner.threads, 10, "the first read")
        thread = inner.threads[0]
        assert thread.daemon
        assert thread.name == "tfgpu-poll-" + inner.name[:40]
        inner.results.put(_snap(1))
        wait_for(lambda: inner.reads >= 2, 10, "a second read")
        assert set(inner.threads) == {thread}
    finally:
        inner.released.set()
        bg.close()


def test_close_ends_the_thread_and_the_source_and_open_starts_again(inner: Scripted) -> None:
    bg = BackgroundBackend(inner, interval=30.0)  # a close must not wait for the interval
    inner.results.put(_snap(1))
    bg.open()
    assert bg.wait_ready(10)
    thread = inner.threads[0]
    bg.close()
    assert not thread.is_alive() and not bg.is_open
    assert inner.closed == 1
    reads = inner.reads
    inner.results.put(_snap(2))
    bg.open()  # again: a new thread reads
    wait_for(lambda: inner.reads > reads, 10, "a read after the second open")
    assert bg.is_open
    inner.released.set()
    bg.close()
    assert inner.closed == 2


def test_a_close_from_the_reading_thread_closes_the_source(inner: Scripted) -> None:
    bg = BackgroundBackend(inner, interval=0.0)

    class Closing(Scripted):
        def read(self) -> Snapshot:
            bg.close()  # on the polling thread: it cannot wait for itself
            return _snap(1)

    closing = Closing()
    bg.inner = closing
    bg.open()
    wait_for(lambda: closing.closed == 1, 10, "the close")
    assert not bg.is_open


def test_close_waits_at_most_ten_seconds_for_a_read_that_hangs(
    inner: Scripted, monkeypatch: pytest.MonkeyPatch
) -> None:
    bg = BackgroundBackend(inner, interval=0.0)
    bg.open()
    wait_for(lambda: inner.reads >= 1, 10, "the read that hangs")
    thread = bg._thread
    assert thread is not None
    waits: list[float | None] = []
    # The join records how long close would wait and returns at once (the read still hangs).
    monkeypatch.setattr(thread, "join", lambda timeout=None: waits.append(timeout))
    bg.close()
    assert waits == [10.0]
    assert inner.closed == 1 and bg._thread is None
    monkeypatch.undo()
    inner.released.set()
    thread.join(10)
    assert not thread.is_alive()
