"""When a gap is asked, for how long and at which step; a gap ending while another is being
asked; a server that cannot answer (no network: the backend is scripted)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

import pytest

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.remote.backfill import MAX_POINTS, GapFiller
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, source_state
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    Snapshot,
    SourceState,
    SystemInfo,
)

pytestmark = pytest.mark.timeout(30)

A, B = "http://a:9090", "http://b:9090"


def _snap(t: float, gpus: dict[int, float], *states: tuple[str, str, str]) -> Snapshot:
    """At wall time ``t``: GPU index -> SM clock; states are (name, kind, state)."""
    return Snapshot(
        wall_time=t,
        monotonic=t,
        system=SystemInfo(backend="test"),
        gpus=tuple(
            GpuSnapshot(GpuStatic(index=i, name="g"), GpuReading(sm_clock_mhz=v), ())
            for i, v in gpus.items()
        ),
        sources=tuple(SourceState(n, k, s) for n, k, s in states),
    )


def _prom(name: str, state: str) -> tuple[str, str, str]:
    return (name, "prometheus", state)


class Server(Backend):
    """A backend with history: records each ask; answers ``past``, or raises ``error``; a
    closed ``gate`` holds the answer until it opens."""

    name = "multi"

    def __init__(self, past: list[Snapshot] | None = None) -> None:
        self.asked: list[tuple[float, float]] = []
        self.past = past or []
        self.error: Exception | None = None
        self.gate = threading.Event()
        self.gate.set()
        self.threads: list[threading.Thread] = []

    def open(self) -> SystemInfo:
        return SystemInfo(backend=self.name)

    def read(self) -> Snapshot:
        raise AssertionError("not read here")

    def close(self) -> None:
        pass

    @property
    def is_open(self) -> bool:
        return True

    def history(self, seconds: float, step: float) -> list[Snapshot]:
        self.asked.append((seconds, step))
        self.threads.append(threading.current_thread())
        assert self.gate.wait(20)
        if self.error is not None:
            raise self.error
        return self.past


def _filler(server: Backend, interval: float = 1.0) -> tuple[Sampler, GapFiller]:
    sampler = Sampler(server, interval=interval, history_seconds=100_000)
    filler = GapFiller(sampler)
    assert filler.attach() is filler
    return sampler, filler


def test_a_source_that_never_answered_is_down_from_its_first_failure() -> None:
    server = Server()
    sampler, filler = _filler(server)
    sampler.record(_snap(50, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(51, {}, _prom(A, "http-error")))  # still the same gap
    sampler.record(_snap(55, {}, _prom(A, "ok")))
    assert filler.wait(10)
    assert server.asked == [(pytest.approx(5 + 2), 1.0)]
    sampler.record(_snap(56, {}, _prom(A, "ok")))  # no new gap: it stayed ok
    assert filler.wait(10) and len(server.asked) == 1 and filler.asked == 1


def test_a_gap_starts_at_the_last_good_snapshot_however_long_it_lasts() -> None:
    server = Server()
    sampler, filler = _filler(server)
    sampler.record(_snap(10, {}, _prom(A, "ok")))
    sampler.record(_snap(12, {}, _prom(A, "ok")))
    sampler.record(_snap(20, {}, _prom(A, "bad-response")))
    sampler.record(_snap(30, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(40, {}, _prom(A, "ok")))
    assert filler.wait(10)
    assert server.asked == [(pytest.approx(40 - 12 + 2), 1.0)]


def test_connecting_again_after_answers_is_no_gap() -> None:
    server = Server()
    sampler, filler = _filler(server)
    sampler.record(_snap(10, {}, _prom(A, "ok")))
    sampler.record(_snap(11, {}, _prom(A, "connecting")))
    sampler.record(_snap(12, {}, _prom(A, "no-gpu-metrics")))
    sampler.record(_snap(13, {}, _prom(A, "ok")))
    assert filler.wait(10) and server.asked == []


def test_a_prometheus_source_after_one_without_history_is_watched() -> None:
    server = Server()
    sampler, filler = _filler(server)
    for t, state in ((1, "ok"), (2, "http-unreachable"), (3, "ok")):
        sampler.record(_snap(t, {}, ("lab", "ssh", "ok"), _prom(A, state)))
    assert filler.wait(10) and server.asked == [(pytest.approx(2 + 2), 1.0)]


def test_sources_without_history_leave_no_gap() -> None:
    server = Server()
    sampler, filler = _filler(server)
    for t, state in ((1, "ok"), (2, "lost"), (3, "ok")):
        sampler.record(_snap(t, {}, ("lab", "ssh", state), ("http://e/metrics", "exporter", state)))
    assert filler.wait(10) and server.asked == [] and filler.asked == 0


def test_each_source_has_its_own_gap() -> None:
    server = Server()
    sampler, filler = _filler(server)
    sampler.record(_snap(10, {}, _prom(A, "ok"), _prom(B, "ok")))
    sampler.record(_snap(20, {}, _prom(A, "ok"), _prom(B, "http-unreachable")))
    sampler.record(_snap(30, {}, _prom(A, "http-unreachable"), _prom(B, "http-unreachable")))
    sampler.record(_snap(40, {}, _prom(A, "http-unreachable"), _prom(B, "ok")))
    assert filler.wait(10)
    assert server.asked == [(pytest.approx(40 - 10 + 2), 1.0)]  # B: down since 10
    sampler.record(_snap(50, {}, _prom(A, "ok"), _prom(B, "ok")))
    assert filler.wait(10)
    assert server.asked[1] == (pytest.approx(50 - 20 + 2), 1.0)  # A: down since 20


def test_a_long_gap_is_asked_in_at_most_max_points_steps() -> None:
    server = Server()
    sampler, filler = _filler(server, interval=2.0)
    gap = 50.0 * MAX_POINTS
    start = 1_700_000_000.0
    sampler.record(_snap(start, {}, _prom(A, "ok")))
    sampler.record(_snap(start + 1, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(start + gap, {}, _prom(A, "ok")))
    assert filler.wait(10)
    ((seconds, step),) = server.asked
    assert step == pytest.approx(50.0)
    assert seconds == pytest.approx(gap + 2 * 50.0)
    assert seconds / step <= MAX_POINTS + 2


def test_a_short_gap_is_asked_at_the_sampling_interval() -> None:
    server = Server()
    sampler, filler = _filler(server, interval=2.0)
    sampler.record(_snap(0, {}, _prom(A, "ok")))
    sampler.record(_snap(2, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(10, {}, _prom(A, "ok")))
    assert filler.wait(10)
    assert server.asked == [(pytest.approx(10 + 2 * 2.0), 2.0)]


class Plain(Backend):
    """A backend that keeps no history (an exporter page, an SSH host)."""

    name = "plain"

    def open(self) -> SystemInfo:
        return SystemInfo(backend=self.name)

    def read(self) -> Snapshot:
        raise AssertionError("not read here")

    def close(self) -> None:
        pass

    @property
    def is_open(self) -> bool:
        return True


@pytest.mark.parametrize("backend", [Plain(), Server()], ids=["no-history", "history-none"])
def test_a_backend_without_history_is_never_asked(backend: Backend) -> None:
    if isinstance(backend, Server):
        backend.history = None  # type: ignore[assignment,method-assign]
    sampler, filler = _filler(backend)
    sampler.record(_snap(1, {}, _prom(A, "ok")))
    sampler.record(_snap(2, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(3, {}, _prom(A, "ok")))
    assert filler.asked == 0 and filler.wait(0)


def test_a_server_that_cannot_answer_the_gap_fills_nothing(
    caplog: pytest.LogCaptureFixture,
) -> None:
    server = Server([_snap(2, {0: 5})])
    server.error = RemoteUnavailable(source_state(A, "prometheus", "http-unreachable"))
    sampler, filler = _filler(server)
    sampler.record(_snap(1, {}, _prom(A, "ok")))
    sampler.record(_snap(2, {}, _prom(A, "http-unreachable")))
    with caplog.at_level(logging.INFO, logger="tfgpu_gui.telemetry.remote.backfill"):
        sampler.record(_snap(8, {}, _prom(A, "ok")))
        assert filler.wait(10)
    assert filler.asked == 1
    assert filler.apply() == 0 and filler.filled == 0
    assert caplog.messages == [f"the gap of 9 s could not be filled: {server.error}"]


def test_a_fill_is_written_by_apply_and_counted() -> None:
    past = [_snap(t + 0.4, {0: 100 + t}) for t in range(0, 6)]
    server = Server(past)
    sampler, filler = _filler(server)
    sampler.record(_snap(0, {0: 1}, _prom(A, "ok")))
    for t in (1, 2, 3):
        sampler.record(_snap(t, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(4, {0: 2}, _prom(A, "ok")))
    assert filler.wait(10)
    assert filler.apply() == 3  # rows 1-3, each 0.4 s from its point (the step is 1 s)
    assert filler.apply() == 0  # a fill is written once
    assert filler.filled == 3
    _times, values = sampler.history.series(0, "sm_clock")
    assert values.tolist() == [1, 101, 102, 103, 2]


def test_a_gap_that_ends_while_one_is_asked_is_asked_after_it() -> None:
    server = Server()
    server.gate.clear()
    sampler, filler = _filler(server)
    sampler.record(_snap(0, {}, _prom(A, "ok"), _prom(B, "ok")))
    sampler.record(_snap(10, {}, _prom(A, "http-unreachable"), _prom(B, "ok")))
    sampler.record(_snap(20, {}, _prom(A, "ok"), _prom(B, "http-unreachable")))  # A asked
    assert not filler.wait(0.01)  # held by the gate
    (worker,) = [t for t in threading.enumerate() if t.name == "tfgpu-fill-gap"]
    assert worker.daemon
    sampler.record(_snap(30, {}, _prom(A, "ok"), _prom(B, "ok")))  # B's gap: waits
    sampler.record(_snap(31, {}, _prom(A, "http-unreachable"), _prom(B, "ok")))
    sampler.record(_snap(40, {}, _prom(A, "ok"), _prom(B, "ok")))  # A's: joins B's
    assert len(server.asked) == 1
    server.gate.set()
    assert filler.wait(10)
    assert filler.apply() == 0  # nothing to write; the waiting gap is asked now
    assert filler.wait(10)
    # The waiting gaps are asked as one: from the earlier start (B's, its last good row at
    # 10; A's was 30) to the later end (A's, 40).
    assert server.asked == [(pytest.approx(20 - 0 + 2), 1.0), (pytest.approx(40 - 10 + 2), 1.0)]
    assert filler.asked == 2
    filler.apply()
    assert filler.wait(10) and len(server.asked) == 2  # nothing waits any more


def test_an_earlier_waiting_gap_keeps_its_start() -> None:
    server = Server()
    server.gate.clear()
    sampler, filler = _filler(server)
    sampler.record(_snap(0, {}, _prom(A, "ok"), _prom(B, "ok")))
    sampler.record(_snap(5, {}, _prom(A, "http-unreachable"), _prom(B, "ok")))
    sampler.record(_snap(6, {}, _prom(A, "ok"), _prom(B, "http-unreachable")))  # A asked
    sampler.record(_snap(7, {}, _prom(A, "http-unreachable"), _prom(B, "http-unreachable")))
    sampler.record(_snap(9, {}, _prom(A, "ok"), _prom(B, "http-unreachable")))  # A: since 6
    sampler.record(_snap(12, {}, _prom(A, "ok"), _prom(B, "ok")))  # B: since 5, earlier
    server.gate.set()
    assert filler.wait(10)
    filler.apply()
    assert filler.wait(10)
    assert server.asked[1] == (pytest.approx(12 - 5 + 2), 1.0)


def test_wait_says_whether_a_fill_is_still_being_asked() -> None:
    server = Server()
    sampler, filler = _filler(server)
    assert filler.wait(0)  # none asked yet
    server.gate.clear()
    sampler.record(_snap(0, {}, _prom(A, "ok")))
    sampler.record(_snap(1, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(2, {}, _prom(A, "ok")))
    assert not filler.wait(0.01)
    server.gate.set()
    assert filler.wait(10)


class _TakeThenFinish:
    """The filler's lock, which runs ``hook`` once, on the test's thread, just after the first
    time that thread lets it go: there, after an ``apply`` took the fills that had come."""

    def __init__(self, hook: Callable[[], None]) -> None:
        self.inner = threading.Lock()
        self.hook: Callable[[], None] | None = hook

    def __enter__(self) -> None:
        self.inner.acquire()

    def __exit__(self, *exc: object) -> None:
        self.inner.release()
        if self.hook is not None and threading.current_thread() is threading.main_thread():
            hook, self.hook = self.hook, None
            hook()


def test_two_fills_that_came_by_the_same_apply_are_both_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    past = [_snap(t + 0.4, {0: 100 + t}) for t in range(0, 10)]
    server = Server(past)
    server.gate.clear()
    sampler, filler = _filler(server)
    sampler.record(_snap(0, {0: 1}, _prom(A, "ok")))
    for t in (1, 2, 3):
        sampler.record(_snap(t, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(4, {0: 2}, _prom(A, "ok")))  # rows 1-3 asked: held by the gate
    sampler.record(_snap(5, {0: 3}, _prom(A, "ok")))
    for t in (6, 7):
        sampler.record(_snap(t, {}, _prom(A, "http-unreachable")))
    sampler.record(_snap(8, {0: 4}, _prom(A, "ok")))  # rows 6-7: wait for the first fill
    assert len(server.asked) == 1
    (worker,) = server.threads

    def first_fill_ends() -> None:
        server.gate.set()
        worker.join(10)

    # The first fill ends while an apply holds what had come (nothing yet); that apply then
    # asks the waiting gap, whose fill comes at once: the next apply writes both.
    monkeypatch.setattr(filler, "_lock", _TakeThenFinish(first_fill_ends))
    assert filler.apply() == 0
    assert filler.wait(10) and len(server.asked) == 2
    # The first fill (the server answers the same points to both) writes the five rows
    # without a value, the second finds none left: the two are counted together.
    assert filler.apply() == 5
    assert filler.filled == 5
    _times, values = sampler.history.series(0, "sm_clock")
    assert values.tolist() == [1, 101, 102, 103, 2, 3, 106, 107, 4]
