"""Every simulated scenario behaves as its summary says, deterministically for a seed."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.scenarios import GIB, SCENARIOS, get_scenario
from tfgpu_gui.telemetry.simulated import SimulatedBackend

WORKING = [n for n, s in SCENARIOS.items() if s.init_error is None]
FAILING = [n for n, s in SCENARIOS.items() if s.init_error is not None]
REQUIRED = {
    "idle",
    "training",
    "input-bound",
    "memory-leak",
    "multi-gpu-8",
    "thermal-throttle",
    "gpu-lost",
    "datacenter",
    "no-driver",
    "driver-mismatch",
}


def run(name: str, seconds: float, step: float = 1.0, seed: int = 0) -> list:
    clock = ManualClock()
    backend = SimulatedBackend(name, seed=seed, clock=clock)
    out = []
    t = 0.0
    while t <= seconds:
        out.append(backend.read())
        clock.advance(step)
        t += step
    return out


def test_required_scenarios_exist_with_a_summary():
    assert set(SCENARIOS) >= REQUIRED
    for scenario in SCENARIOS.values():
        assert scenario.summary and "\n" not in scenario.summary


def test_unknown_scenario_names_the_known_ones():
    with pytest.raises(KeyError, match="training"):
        get_scenario("nope")


@pytest.mark.parametrize("name", WORKING)
def test_scenarios_are_deterministic_for_a_seed(name):
    a = run(name, 30, step=3)
    b = run(name, 30, step=3)
    assert [dataclasses.replace(s, wall_time=0) for s in a] == [
        dataclasses.replace(s, wall_time=0) for s in b
    ]
    c = run(name, 30, step=3, seed=7)
    assert [g.reading for s in a for g in s.gpus] != [g.reading for s in c for g in s.gpus]


@pytest.mark.parametrize("name", WORKING)
def test_readings_are_within_physical_bounds(name):
    for snap in run(name, 700, step=7):
        for g in snap.gpus:
            if g.lost:
                continue
            r = g.reading
            assert r is not None
            if r.util_gpu_percent is not None:
                assert 0 <= r.util_gpu_percent <= 100
            assert 0 < r.memory_used_bytes <= r.memory_total_bytes
            assert 20 <= r.temperature_c <= 100
            assert 0 < r.power_w <= g.static.power_limit_w
            assert sum(p.gpu_memory_bytes for p in g.processes) <= r.memory_used_bytes


@pytest.mark.parametrize("name", FAILING)
def test_init_failures_raise_the_drivers_reason(name):
    backend = SimulatedBackend(name, clock=ManualClock())
    with pytest.raises(TelemetryUnavailable) as info:
        backend.read()
    assert info.value.kind == SCENARIOS[name].init_error
    # Each cause names its own next step (and none of the others').
    steps = {
        "no-driver": "Install the NVIDIA driver",
        "driver-mismatch": "Reboot",
        "no-permission": "/dev/nvidia*",
        "nvml-unknown": "start a new container",
    }
    sentence = info.value.sentence()
    for kind, words in steps.items():
        assert (words in sentence) is (kind == SCENARIOS[name].init_error), (kind, sentence)


def test_idle_gpu_is_idle():
    for snap in run("idle", 60):
        r = snap.gpus[0].reading
        assert r.util_gpu_percent < 5
        assert not any(p.info.tensorflow for p in snap.gpus[0].processes)


def test_training_is_steady_high_load_by_a_tf_process():
    snaps = run("training", 120)
    utils = [s.gpus[0].reading.util_gpu_percent for s in snaps]
    assert min(utils) > 90
    procs = snaps[-1].gpus[0].processes
    assert len(procs) == 1 and procs[0].info.tensorflow and procs[0].gpu_memory_bytes > 16 * GIB


def test_input_bound_holds_memory_while_mostly_idle():
    snaps = run("input-bound", 120)
    utils = [s.gpus[0].reading.util_gpu_percent for s in snaps]
    idle_share = sum(u < 5 for u in utils) / len(utils)
    assert idle_share > 0.7  # mostly near 0 ...
    assert max(utils) > 80  # ... with bursts of work
    assert all(s.gpus[0].processes[0].gpu_memory_bytes > 20 * GIB for s in snaps)


def test_memory_leak_climbs_to_out_of_memory_then_restarts():
    snaps = run("memory-leak", 1400, step=5)
    frac = [s.gpus[0].reading.memory_percent for s in snaps]
    assert frac[0] < 20
    peak = max(frac)
    assert peak > 99
    first_full = frac.index(peak)
    climb = frac[: first_full + 1]
    assert all(b >= a for a, b in itertools.pairwise(climb))
    # After the OOM the process is gone for a while, then a new pid starts again.
    pids = [tuple(p.pid for p in s.gpus[0].processes) for s in snaps]
    assert () in pids[first_full:]
    started = {p for ps in pids for p in ps}
    assert len(started) >= 2


def test_multi_gpu_8_has_eight_busy_gpus_and_a_second_user():
    snap = run("multi-gpu-8", 0)[0]
    assert len(snap.gpus) == 8
    assert all(g.reading.util_gpu_percent > 70 for g in snap.gpus)
    users = {p.info.user for g in snap.gpus for p in g.processes}
    assert users == {"alice", "bob"}
    assert all(g.reading.fan_percent is None for g in snap.gpus)  # SXM modules report no fan


def test_thermal_throttle_heats_up_and_slows_the_clock():
    snaps = run("thermal-throttle", 240, step=10)
    first, last = snaps[0].gpus[0].reading, snaps[-1].gpus[0].reading
    assert last.temperature_c > first.temperature_c + 10
    assert "hw-thermal" in last.throttle_reasons and "sw-thermal" in last.throttle_reasons
    assert last.sm_clock_mhz < first.sm_clock_mhz * 0.85
    assert not first.throttle_reasons or "sw-thermal" not in first.throttle_reasons


def test_gpu_lost_marks_only_that_gpu():
    snaps = run("gpu-lost", 120, step=10)
    before, after = snaps[0], snaps[-1]
    assert not before.gpus[1].lost
    assert after.gpus[1].lost and after.gpus[1].reading is None
    assert not after.gpus[0].lost and after.gpus[0].reading.util_gpu_percent > 50


def test_datacenter_reports_unsupported_metrics_as_none_not_zero():
    snap = run("datacenter", 0)[0]
    for g in snap.gpus:
        r = g.reading
        assert r.fan_percent is None
        assert r.pcie_rx_bytes_s is None and r.pcie_tx_bytes_s is None
        assert all(p.sm_percent is None for p in g.processes)
        assert r.temperature_c is not None and r.power_w is not None
    assert snap.gpus[0].reading.util_gpu_percent is not None
    assert snap.gpus[1].static.mig_mode and snap.gpus[1].reading.util_gpu_percent is None


def test_pcie_degraded_runs_below_the_maximum_link():
    g = run("pcie-degraded", 0)[0].gpus[0]
    assert (g.reading.pcie_gen, g.reading.pcie_width) == (3, 4)
    assert (g.static.pcie_gen_max, g.static.pcie_width_max) == (4, 16)


def test_fault_injection_while_running():
    clock = ManualClock()
    backend = SimulatedBackend("training", clock=clock)
    assert backend.read().gpus[0].reading.fan_percent is not None
    backend.unsupport("fan")
    backend.lose_gpu(0)
    snap = backend.read()
    assert snap.gpus[0].lost
    backend.fail_init("driver-mismatch")
    with pytest.raises(TelemetryUnavailable, match="mismatch"):
        backend.read()
    backend.fail_init(None)
    assert backend.read().gpus  # the driver is back
