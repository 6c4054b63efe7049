"""Several sources as one snapshot: numbering, what a failing source leaves, the merged
history, opening, closing and swapping sources (the sources are scripted backends)."""

from __future__ import annotations

import pytest

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.background import BackgroundBackend
from tfgpu_gui.telemetry.remote.multi import MAX_MERGED_GPUS, MultiBackend
from tfgpu_gui.telemetry.remote.states import LOCAL, RemoteUnavailable, source_state
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SourceState,
    SystemInfo,
)

pytestmark = pytest.mark.timeout(30)


def _gpu(
    index: int, host: str | None = None, host_index: int | None = None, pids=()
) -> GpuSnapshot:
    procs = tuple(
        GpuProcess(pid, index, "compute", None, None, ProcessInfo(pid, True)) for pid in pids
    )
    return GpuSnapshot(
        GpuStatic(index, "A100", host=host, host_index=host_index),
        GpuReading(util_gpu_percent=float(index)),
        procs,
    )


class Source(Backend):
    """A source whose snapshot, failure, history and readiness the test sets."""

    def __init__(self, name: str, host: str | None = None, gpus: int = 1) -> None:
        self.name = name
        self.host = host
        self.gpus = [_gpu(i, host, i if host else None) for i in range(gpus)]
        self.failure: TelemetryUnavailable | None = None
        self.open_failure: TelemetryUnavailable | None = None
        self.sources: tuple[SourceState, ...] = ()
        self.system = SystemInfo(name, host=host)
        self.opened = 0
        self.closed = 0
        self.reads = 0
        self.past: list[Snapshot] | None = None
        self.history_failure: TelemetryUnavailable | None = None
        self.asked: list[tuple[float, float]] = []
        self.ready = True
        self.waits: list[float] = []

    @property
    def is_open(self) -> bool:
        return self.opened > self.closed

    def open(self) -> SystemInfo:
        self.opened += 1
        if self.open_failure is not None:
            raise self.open_failure
        return self.system

    def close(self) -> None:
        self.closed += 1

    def read(self) -> Snapshot:
        self.reads += 1
        if self.failure is not None:
            raise self.failure
        return Snapshot(5.0, 5.0, self.system, tuple(self.gpus), self.sources)

    def wait_ready(self, timeout: float) -> bool:
        self.waits.append(timeout)
        return self.ready

    def __getattr__(self, name: str):  # ``history`` only where the test gave it a past
        if name == "history" and self.__dict__.get("past") is not None:
            return self._history
        raise AttributeError(name)

    def _history(self, seconds: float, step: float) -> list[Snapshot]:
        self.asked.append((seconds, step))
        if self.history_failure is not None:
            raise self.history_failure
        assert self.past is not None
        return self.past


def _remote_down(name: str, state: str = "unreachable") -> RemoteUnavailable:
    return RemoteUnavailable(source_state(name, "ssh", state))


def _keys(snap: Snapshot) -> list[tuple[str | None, int | None, int]]:
    return [(g.static.host, g.static.host_index, g.index) for g in snap.gpus]


# -- read -------------------------------------------------------------------------------------


def test_this_computer_alone_is_read_as_it_is() -> None:
    local = Source("nvml", gpus=2)
    multi = MultiBackend([local], name="nvml")
    snap = multi.read()
    assert snap.wall_time == 5.0 and snap.system is local.system  # not restamped, not merged
    assert multi.is_open is False and local.opened == 0  # nothing else to open


def test_the_merged_snapshot_numbers_every_gpu_and_keeps_its_host_index() -> None:
    local = Source("nvml", gpus=2)
    a = Source("ssh:a", "a", gpus=2)
    a.gpus = [_gpu(0, "a", 3, pids=(11,)), _gpu(1, "a", None, pids=(12, 13))]
    clock = ManualClock(start=100.0, wall_offset=1_000.0)
    multi = MultiBackend([local, a], clock=clock, name="nvml")
    snap = multi.read()
    assert _keys(snap) == [(None, 0, 0), (None, 1, 1), ("a", 3, 2), ("a", 1, 3)]
    assert [p.gpu_index for g in snap.gpus for p in g.processes] == [2, 3, 3]
    assert [p.pid for g in snap.gpus for p in g.processes] == [11, 12, 13]
    assert [g.reading.util_gpu_percent for g in snap.gpus if g.reading] == [0, 1, 0, 1]
    assert (snap.wall_time, snap.monotonic) == (1_100.0, 100.0)
    assert snap.system.backend == "nvml"


def test_gpus_are_in_index_order_whichever_source_answers_first() -> None:
    local, a, b = Source("nvml"), Source("ssh:a", "a", 2), Source("ssh:b", "b", 2)
    multi = MultiBackend([local, a, b])
    assert [g.index for g in multi.read().gpus] == [0, 1, 2, 3, 4]
    multi.backends = [local, b, a]  # b's GPUs come first now, and keep their numbers
    snap = multi.read()
    assert [g.index for g in snap.gpus] == [0, 1, 2, 3, 4]
    assert [g.static.host for g in snap.gpus] == [None, "a", "a", "b", "b"]


def test_a_gpu_is_known_by_its_index_on_its_host() -> None:
    a = Source("http://p", "a", 1)
    a.gpus = [_gpu(0, "a", 5)]
    multi = MultiBackend([Source("nvml"), a])
    assert _keys(multi.read()) == [(None, 0, 0), ("a", 5, 1)]
    a.gpus = [_gpu(1, "a", 5)]  # numbered otherwise by the source this time: the same GPU
    assert _keys(multi.read()) == [(None, 0, 0), ("a", 5, 1)]


def test_the_same_host_index_on_two_sources_are_two_gpus() -> None:
    a1 = Source("ssh:a", "a", 1)
    a2 = Source("http://prom", "a", 1)  # the same host through Prometheus too
    multi = MultiBackend([Source("nvml", gpus=0), a1, a2])
    assert _keys(multi.read()) == [("a", 0, 0), ("a", 0, 1)]


def test_the_merged_snapshot_lists_every_source_state() -> None:
    local = Source("nvml")
    a, b = Source("ssh:a", "a"), Source("ssh:b", "b")
    a.sources = (source_state("a", "ssh", "ok", gpus=1),)
    b.failure = _remote_down("b", "auth")
    multi = MultiBackend([local, a, b])
    snap = multi.read()
    assert [(s.name, s.state) for s in snap.sources] == [("a", "ok"), ("b", "auth")]
    assert snap.sources[1] is b.failure.source
    assert _keys(snap) == [(None, 0, 0), ("a", 0, 1)]


def test_a_local_failure_is_a_state_of_this_computer() -> None:
    local, a = Source("nvml"), Source("ssh:a", "a")
    local.failure = TelemetryUnavailable("no-driver")
    multi = MultiBackend([local, a])
    snap = multi.read()
    assert snap.sources == (
        SourceState(
            name="this computer",
            kind=LOCAL,
            state="no-driver",
            message=local.failure.sentence(),
        ),
    )
    assert _keys(snap) == [("a", 0, 0)]


def test_only_when_every_source_failed_locally_does_the_read_fail() -> None:
    local, other = Source("nvml"), Source("simulated")
    local.failure = TelemetryUnavailable("no-driver")
    other.failure = TelemetryUnavailable("nvml-error", "second")
    multi = MultiBackend([local, other])
    with pytest.raises(TelemetryUnavailable) as caught:
        multi.read()
    assert caught.value is local.failure  # the first one


def test_remote_sources_that_are_down_still_give_a_snapshot() -> None:
    local, a = Source("nvml"), Source("ssh:a", "a")
    local.failure = TelemetryUnavailable("no-driver")
    a.failure = _remote_down("a")
    snap = MultiBackend([local, a]).read()
    assert snap.gpus == ()
    assert [s.state for s in snap.sources] == ["no-driver", "unreachable"]


def test_a_failed_source_beside_one_with_gpus_does_not_fail_the_read() -> None:
    local, other = Source("nvml", gpus=0), Source("simulated")
    local.failure = TelemetryUnavailable("no-driver")
    snap = MultiBackend([local, other]).read()
    assert _keys(snap) == [(None, 0, 0)]


def test_no_gpus_and_no_failure_is_an_empty_snapshot() -> None:
    snap = MultiBackend([Source("nvml", gpus=0), Source("ssh:a", "a", gpus=0)]).read()
    assert snap.gpus == () and snap.sources == ()


def test_the_driver_facts_are_this_computers() -> None:
    local, a = Source("nvml"), Source("ssh:a", "a")
    a.system = SystemInfo("ssh:a", "1.0", "11.0", "9.0", host="a")
    local.system = SystemInfo("nvml", "550.54", "12.4", "12.550", host=None)
    multi = MultiBackend([a, local], name="mine")  # the first local system counts
    system = multi.read().system
    assert system == SystemInfo("mine", "550.54", "12.4", "12.550", host=None)
    local.failure = TelemetryUnavailable("no-driver")
    assert multi.read().system == SystemInfo("mine")  # none: unknown, not the host's


def test_a_read_opens_the_sources_once() -> None:
    local, a = Source("nvml"), Source("ssh:a", "a")
    multi = MultiBackend([local, a])
    multi.read()
    multi.read()
    assert (local.opened, a.opened) == (1, 1) and multi.is_open


def test_past_the_most_gpus_the_new_ones_are_left_out() -> None:
    big = Source("ssh:big", "big", gpus=MAX_MERGED_GPUS - 1)
    late = Source("ssh:late", "late", gpus=2)
    multi = MultiBackend([Source("nvml", gpus=0), big, late])
    snap = multi.read()
    assert len(snap.gpus) == MAX_MERGED_GPUS
    assert _keys(snap)[-1] == ("late", 0, MAX_MERGED_GPUS - 1)
    # A GPU already numbered keeps its number; a new one still finds none.
    late.gpus.append(_gpu(2, "late", 2))
    assert _keys(multi.read())[-1] == ("late", 0, MAX_MERGED_GPUS - 1)
    assert len(multi.read().gpus) == MAX_MERGED_GPUS


# -- open, close, wait ------------------------------------------------------------------------


def test_open_opens_every_source_even_when_one_fails() -> None:
    local, a = Source("nvml"), Source("ssh:a", "a")
    local.open_failure = TelemetryUnavailable("no-driver")
    multi = MultiBackend([local, a], name="nvml")
    assert not multi.is_open
    assert multi.open() == SystemInfo(backend="nvml")
    assert (local.opened, a.opened) == (1, 1) and multi.is_open
    multi.close()
    assert (local.closed, a.closed) == (1, 1) and multi.is_open is False


def test_the_default_name_is_remote() -> None:
    assert MultiBackend([Source("nvml")]).name == "remote"


def test_waiting_for_the_sources_shares_one_deadline_and_asks_each() -> None:
    local, a, b = Source("nvml"), Source("ssh:a", "a"), Source("ssh:b", "b")
    a.ready = False
    multi = MultiBackend([local, a, b])
    assert multi.wait_ready(20.0) is False
    assert len(b.waits) == 1  # asked even after a was not ready
    for waits in (local.waits, a.waits, b.waits):
        assert 10.0 < waits[0] <= 20.0
    assert MultiBackend([local, b]).wait_ready(20.0) is True
    MultiBackend([local]).wait_ready(-5.0)
    assert local.waits[-1] == 0.0  # never a negative wait


# -- history ----------------------------------------------------------------------------------


def _past(t: float, host: str, *host_indices: int) -> Snapshot:
    return Snapshot(t, t, SystemInfo("prom"), tuple(_gpu(i, host, i) for i in host_indices))


def test_history_merges_the_servers_by_time_under_the_read_indices() -> None:
    local = Source("nvml")
    p = Source("http://p", "p", gpus=2)
    q = Source("http://q", "q", gpus=1)
    clock = ManualClock(start=50.0, wall_offset=1_000.0)  # monotonic = wall - 1000
    multi = MultiBackend([local, p, q], clock=clock, name="mine")
    assert _keys(multi.read()) == [(None, 0, 0), ("p", 0, 1), ("p", 1, 2), ("q", 0, 3)]
    p.past = [_past(1_010.0001, "p", 1, 0), _past(1_020.0, "p", 0)]
    q.past = [_past(1_009.9996, "q", 0), _past(1_010.4, "q", 0)]  # the same instant, to the ms
    past = multi.history(600.0, 10.0)
    assert p.asked == q.asked == [(600.0, 10.0)]
    assert local.asked == []  # no history: not asked
    assert [s.wall_time for s in past] == [1_010.0, 1_010.4, 1_020.0]
    assert [s.monotonic for s in past] == pytest.approx([10.0, 10.4, 20.0])
    assert [_keys(s) for s in past] == [
        [("p", 0, 1), ("p", 1, 2), ("q", 0, 3)],
        [("q", 0, 3)],
        [("p", 0, 1)],
    ]
    assert all(s.system == SystemInfo(backend="mine") for s in past)


def test_history_reaches_a_server_read_in_the_background() -> None:
    p = Source("http://p", "p")
    p.past = [_past(1.0, "p", 0)]
    multi = MultiBackend([Source("nvml"), BackgroundBackend(p)])
    assert [_keys(s) for s in multi.history(60.0, 1.0)] == [[("p", 0, 0)]]
    assert p.asked == [(60.0, 1.0)]


def test_history_leaves_out_a_server_that_fails() -> None:
    p, q = Source("http://p", "p"), Source("http://q", "q")
    p.past = [_past(1.0, "p", 0)]
    p.history_failure = RemoteUnavailable(source_state("p", "prometheus", "http-error"))
    q.past = [_past(1.0, "q", 0), _past(2.0, "q", 0)]
    past = MultiBackend([Source("nvml", gpus=0), p, q]).history(60.0, 1.0)
    assert [_keys(s) for s in past] == [[("q", 0, 0)], [("q", 0, 0)]]


def test_history_past_the_most_gpus_leaves_the_new_ones_out() -> None:
    big = Source("http://big", "big", gpus=MAX_MERGED_GPUS)
    big.past = [_past(1.0, "big", 0, MAX_MERGED_GPUS)]
    multi = MultiBackend([Source("nvml", gpus=0), big])
    multi.read()
    (snap,) = multi.history(60.0, 1.0)
    assert _keys(snap) == [("big", 0, 0)]


# -- replacing the sources --------------------------------------------------------------------


def test_replacing_keeps_the_sources_read_already_and_opens_the_new() -> None:
    local, a, b = Source("nvml"), Source("ssh:a", "a"), Source("ssh:b", "b")
    multi = MultiBackend([local, a, b])
    multi.open()
    a2, c = Source("ssh:a", "a"), Source("ssh:c", "c")
    c.open_failure = _remote_down("c")
    removed = multi.replace_sources([c, a2])
    assert multi.backends == [local, c, a]  # a kept as it was (its connection stays up)
    assert removed == [b]
    assert (c.opened, a.opened, a2.opened) == (1, 1, 0)


def test_sources_given_before_the_first_open_are_opened_by_it() -> None:
    local, a = Source("nvml"), Source("ssh:a", "a")
    multi = MultiBackend([local])
    assert multi.replace_sources([a]) == []
    assert a.opened == 0
    multi.open()
    assert a.opened == 1


def test_replacing_with_the_same_sources_removes_none() -> None:
    local, a = Source("nvml"), Source("ssh:a", "a")
    multi = MultiBackend([local, a])
    multi.open()
    assert multi.replace_sources([a]) == []
    assert multi.backends == [local, a] and a.opened == 1
