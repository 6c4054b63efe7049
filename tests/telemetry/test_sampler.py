"""The sampler: pacing on an injected clock, retry after a driver failure, listeners."""

from __future__ import annotations

import threading

from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.sampler import Sampler, history_capacity
from tfgpu_gui.telemetry.simulated import SimulatedBackend


def test_run_paces_samples_on_the_clock():
    clock = ManualClock()
    sampler = Sampler(SimulatedBackend("training", clock=clock), interval=2.0, clock=clock)
    start = clock.monotonic()
    sampler.run(max_samples=5)
    assert sampler.samples_taken == 5
    times, _ = sampler.history.series(0, "util_gpu")
    assert (times - start).tolist() == [0, 2, 4, 6, 8]


def test_capacity_covers_the_history_length():
    assert history_capacity(3600, 1.0) == 3600
    assert history_capacity(600, 0.5) == 1200
    clock = ManualClock()
    sampler = Sampler(SimulatedBackend("idle", clock=clock), 1.0, 60, clock=clock)
    sampler.run(max_samples=100)
    assert len(sampler.history) == 60


def test_listeners_get_every_snapshot():
    clock = ManualClock()
    sampler = Sampler(SimulatedBackend("multi-gpu-8", clock=clock), clock=clock)
    seen = []
    sampler.on_snapshot(seen.append)
    sampler.run(max_samples=3)
    assert len(seen) == 3 and all(len(s.gpus) == 8 for s in seen)


def test_driver_failure_is_retried_later_without_a_restart():
    clock = ManualClock()
    backend = SimulatedBackend("training", clock=clock)
    backend.fail_init("driver-mismatch")
    sampler = Sampler(backend, interval=1.0, clock=clock, retry_interval=10.0)
    errors = []
    sampler.on_error(errors.append)
    assert sampler.sample_once() is None
    assert sampler.last_error.kind == "driver-mismatch"
    backend.fail_init(None)  # the user reboots / reloads the module
    clock.advance(5)
    assert sampler.sample_once() is None  # not yet: retries are paced
    assert len(errors) == 1
    clock.advance(5)
    snapshot = sampler.sample_once()
    assert snapshot is not None and sampler.last_error is None


def test_start_and_stop_a_real_thread():
    clock = ManualClock()
    sampler = Sampler(SimulatedBackend("idle", clock=clock), interval=1.0, clock=clock)
    got = threading.Event()
    sampler.on_snapshot(lambda s: got.set())
    sampler.start()
    assert got.wait(10)
    sampler.stop()
    assert sampler._thread is None


def test_configure_changes_interval_and_keeps_history():
    clock = ManualClock()
    sampler = Sampler(SimulatedBackend("idle", clock=clock), 1.0, 100, clock=clock)
    sampler.run(max_samples=50)
    sampler.configure(interval=2.0)
    assert sampler.history.capacity == 50
    assert len(sampler.history) == 50
