"""The sampler's pacing, retries, logging and thread, with a scripted backend on a manual clock;
and the small helpers of snapshot.py (CUDA version, memory percent, lookups)."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable

import pytest

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.sampler import Sampler, history_capacity
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
    format_cuda_version,
)


class Scripted(Backend):
    """A backend whose reads run a script: raise, take time on the clock, or block."""

    def __init__(self, clock: ManualClock) -> None:
        self.clock = clock
        self.reads: list[float] = []
        self.script: list[Callable[[], None]] = []

    def open(self) -> SystemInfo:
        return SystemInfo("scripted")

    def read(self) -> Snapshot:
        now = self.clock.monotonic()
        self.reads.append(now)
        if self.script:
            self.script.pop(0)()
        return Snapshot(now, now, SystemInfo("scripted"), (GpuSnapshot(GpuStatic(0, "G"), None),))

    def close(self) -> None:
        pass

    @property
    def is_open(self) -> bool:
        return True


def make(interval: float = 1.0, **kw: float) -> tuple[Sampler, Scripted, ManualClock]:
    clock = ManualClock()
    backend = Scripted(clock)
    return Sampler(backend, interval, clock=clock, **kw), backend, clock


def test_history_capacity() -> None:
    assert history_capacity(1, 1.0) == 2  # never fewer than two samples
    assert history_capacity(3, 1.0) == 3
    assert history_capacity(10, 3.0) == 4  # rounded up
    assert history_capacity(1, 0.0) == 1000  # an interval of 0 counts as a millisecond


def test_defaults() -> None:
    clock = ManualClock()
    sampler = Sampler(Scripted(clock), clock=clock)
    assert (sampler.interval, sampler.history_seconds, sampler.retry_interval) == (1.0, 3600, 10)
    assert sampler.history.capacity == 3600
    assert sampler.last_snapshot is None and sampler.paused is False
    assert sampler.samples_taken == 0 and sampler.last_error is None


def test_the_interval_must_be_positive_also_when_configured() -> None:
    clock = ManualClock()
    with pytest.raises(ValueError, match=r"^the sampling interval must be positive$"):
        Sampler(Scripted(clock), 0.0, clock=clock)
    sampler, _, _ = make()
    with pytest.raises(ValueError, match=r"^the sampling interval must be positive$"):
        sampler.configure(interval=0.0)
    sampler.configure(interval=0.5)
    assert sampler.interval == 0.5 and sampler.history.capacity == 7200


def test_configure_history_length() -> None:
    sampler, _, _ = make(2.0)
    sampler.configure(history_seconds=120.0)
    assert sampler.history_seconds == 120.0 and sampler.history.capacity == 60
    sampler.configure(interval=4.0)
    assert sampler.history_seconds == 120.0 and sampler.history.capacity == 30


def test_run_counts_attempts_and_does_not_wait_after_the_last() -> None:
    sampler, backend, clock = make(1.0)
    sampler.run(max_samples=3)
    assert backend.reads == [1000.0, 1001.0, 1002.0]
    assert clock.monotonic() == 1002.0  # no wait after the third
    sampler.run(max_samples=0)
    assert len(backend.reads) == 3


def test_wait_first_waits_one_interval() -> None:
    sampler, backend, _ = make(2.0)
    sampler.run(max_samples=1, wait_first=True)
    assert backend.reads == [1002.0]


def test_a_stopped_sampler_does_not_read() -> None:
    sampler, backend, _ = make()
    sampler.stop()
    sampler.run(max_samples=5)
    assert backend.reads == []
    sampler.stop()  # stopping twice, without a thread, is fine


def test_a_slow_read_does_not_make_a_burst_afterwards() -> None:
    sampler, backend, clock = make(1.0)
    backend.script = [lambda: clock.advance(3.0)]  # the first read takes 3 s
    sampler.run(max_samples=4)
    assert backend.reads == [1000.0, 1003.0, 1004.0, 1005.0]


def test_wake_takes_the_next_sample_at_once() -> None:
    sampler, backend, _ = make(1.0)
    woken = []

    def deliver(snapshot: Snapshot) -> None:
        if not woken:
            woken.append(snapshot)
            sampler.wake()

    sampler.run(max_samples=3, deliver=deliver)
    assert backend.reads == [1000.0, 1000.0, 1001.0]


def test_paused_ticks_pass_without_reading() -> None:
    sampler, backend, clock = make(1.0)
    sampler.paused = True
    sampler.run(max_samples=3)
    assert backend.reads == [] and clock.monotonic() == 1002.0


def test_an_unexpected_backend_error_is_an_nvml_error_retried_later(
    caplog: pytest.LogCaptureFixture,
) -> None:
    sampler, backend, clock = make(1.0, retry_interval=10.0)
    errors: list[TelemetryUnavailable] = []
    sampler.on_error(errors.append)

    def boom() -> None:
        raise RuntimeError("bus went away")

    backend.script = [boom]
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.telemetry.sampler"):
        assert sampler.sample_once() is None
    assert sampler.last_error is not None and sampler.last_error.kind == "nvml-error"
    assert "NVML could not be initialised (bus went away)." in sampler.last_error.sentence()
    assert errors == [sampler.last_error]
    messages = [r.getMessage() for r in caplog.records]
    assert "reading the GPUs failed" in messages
    assert f"GPU telemetry unavailable: {sampler.last_error}" in messages
    clock.advance(9.9)
    assert sampler.sample_once() is None and len(backend.reads) == 1  # not tried again yet
    clock.advance(0.1)
    assert sampler.sample_once() is not None and len(backend.reads) == 2
    assert sampler.last_error is None


def test_a_repeated_failure_is_logged_once_and_a_new_cause_again(
    caplog: pytest.LogCaptureFixture,
) -> None:
    sampler, backend, clock = make(1.0, retry_interval=1.0)

    def fail(kind: str) -> Callable[[], None]:
        def raise_it() -> None:
            raise TelemetryUnavailable(kind)

        return raise_it

    backend.script = [fail("no-permission"), fail("no-permission"), fail("driver-mismatch")]
    with caplog.at_level(logging.WARNING, logger="tfgpu_gui.telemetry.sampler"):
        for _ in range(3):
            sampler.sample_once()
            clock.advance(1.0)
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 2
    assert "Permission denied" in warnings[0] and "mismatch" in warnings[1]


class Blocking(Scripted):
    def __init__(self, clock: ManualClock) -> None:
        super().__init__(clock)
        self.entered = threading.Event()
        self.release = threading.Event()

    def read(self) -> Snapshot:
        self.entered.set()
        self.release.wait(30)
        return super().read()


def test_the_thread_is_a_named_daemon_and_stop_keeps_to_its_timeout() -> None:
    clock = ManualClock()
    backend = Blocking(clock)
    sampler = Sampler(backend, 1.0, clock=clock)
    sampler.start()
    try:
        assert backend.entered.wait(10)
        thread = sampler._thread
        assert thread is not None and thread.name == "tfgpu-sampler" and thread.daemon
        sampler.start()  # already running: the same thread
        assert sampler._thread is thread
        started = time.monotonic()
        sampler.stop(timeout=0.2)  # the read hangs: stop still returns
        assert time.monotonic() - started < 5
        assert sampler._thread is None
    finally:
        backend.release.set()
    thread.join(10)
    assert not thread.is_alive()


# -- snapshot helpers -------------------------------------------------------------------------


def test_cuda_version_from_nvml_integer() -> None:
    assert format_cuda_version(12040) == "12.4"
    assert format_cuda_version(11080) == "11.8"
    assert format_cuda_version(12000) == "12.0"
    assert format_cuda_version(13010) == "13.1"
    assert format_cuda_version(9020) == "9.2"
    assert format_cuda_version(1) == "0.0"  # any positive value is a version
    assert format_cuda_version(0) is None
    assert format_cuda_version(-12040) is None
    assert format_cuda_version(None) is None


def test_snapshot_gpu_by_index_and_memory_percent() -> None:
    gpus = (GpuSnapshot(GpuStatic(0, "A"), None), GpuSnapshot(GpuStatic(3, "B"), None))
    snap = Snapshot(1.0, 2.0, SystemInfo("x"), gpus)
    assert snap.gpu(3) is gpus[1] and snap.gpu(0) is gpus[0] and snap.gpu(1) is None
    assert GpuReading(memory_used_bytes=1, memory_total_bytes=4).memory_percent == 25.0
    assert GpuReading(memory_used_bytes=1, memory_total_bytes=0).memory_percent is None
    assert GpuReading(memory_total_bytes=4).memory_percent is None
    assert ProcessInfo(1, True, name="n", cmdline=("a", "b")).command == "a b"
    assert ProcessInfo(1, True, name="n", cmdline=()).command == "n"
    assert ProcessInfo(1, False).command is None


def test_stop_waits_at_most_five_seconds_for_a_read_that_hangs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = ManualClock()
    backend = Blocking(clock)
    sampler = Sampler(backend, 1.0, clock=clock)
    sampler.start()
    thread = sampler._thread
    assert thread is not None
    waits: list[float | None] = []
    # The join records how long stop would wait and returns at once (the read still hangs).
    monkeypatch.setattr(thread, "join", lambda timeout=None: waits.append(timeout))
    try:
        assert backend.entered.wait(10)
        sampler.stop()
        assert waits == [5.0]
        assert sampler._thread is None
    finally:
        backend.release.set()
        monkeypatch.undo()
    thread.join(10)
    assert not thread.is_alive()
