"""Soak: the sampler over a simulated 24 hours keeps its memory flat."""

from __future__ import annotations

import gc
import os
import tracemalloc

import pytest

from tests.helpers.fake_nvml import MIB, FakeNvml, proc
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.nvml_backend import NvmlBackend
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.simulated import SimulatedBackend

DAY = 24 * 3600


@pytest.mark.slow
def test_a_simulated_day_of_sampling_keeps_memory_flat():
    clock = ManualClock()
    # memory-leak: the simulated process dies and restarts with new pids all day long.
    sampler = Sampler(
        SimulatedBackend("memory-leak", clock=clock),
        interval=1.0,
        history_seconds=3600,
        clock=clock,
    )
    start = clock.monotonic()
    sampler.run(max_samples=2 * 3600)  # warm-up: the history fills up in the first hour
    history_bytes = sampler.history.nbytes
    gc.collect()
    tracemalloc.start()
    try:
        sampler.run(max_samples=DAY - 2 * 3600)
        gc.collect()
        growth, _peak = tracemalloc.get_traced_memory()
        # What survives is what the sampler holds on to after 22 more simulated hours.
        current = tracemalloc.take_snapshot().statistics("filename")
    finally:
        tracemalloc.stop()
    assert clock.monotonic() - start > 23.9 * 3600
    assert sampler.samples_taken == DAY
    assert len(sampler.history) == 3600
    assert sampler.history.nbytes == history_bytes
    assert growth < 256 * 1024, current[:5]


@pytest.mark.slow
def test_nvml_backend_forgets_processes_that_come_and_go(monkeypatch):
    nvml = FakeNvml().install(monkeypatch)
    clock = ManualClock()
    backend = NvmlBackend(clock=clock)
    sampler = Sampler(backend, interval=1.0, history_seconds=600, clock=clock)
    me = os.getpid()
    ghost_pids = iter(range(4_000_000, 4_100_000))
    for _ in range(3000):
        nvml.gpus[0]["nvmlDeviceGetComputeRunningProcesses"] = [
            proc(me, 100 * MIB),
            proc(next(ghost_pids), 200 * MIB),
        ]
        sampler.sample_once()
        clock.advance(1.0)
    assert len(backend._inspector._tracked) <= 2
    assert len(sampler.history) == 600
