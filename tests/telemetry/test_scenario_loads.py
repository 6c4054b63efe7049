"""Each scenario's load at chosen instants, against figures worked out by hand from what the
scenario describes (the noise held at one value where it matters), and the noise itself
against SplitMix64's published first output."""

from __future__ import annotations

import dataclasses
import math

import pytest

from tfgpu_gui.telemetry import scenarios
from tfgpu_gui.telemetry.scenarios import (
    MIRRORED,
    NOTEBOOK,
    RTX_3090,
    RTX_4090,
    SCENARIOS,
    TRAIN,
    XORG,
    Scenario,
    Scripted,
    SimRun,
    _train,
    _warmup,
    get_scenario,
    noise,
)

GIB = 2**30
MIB = 2**20


@pytest.fixture
def held_at(monkeypatch):
    """Hold the scenarios' noise at one value."""

    def hold(value: float) -> None:
        monkeypatch.setattr(scenarios, "noise", lambda seed, *keys: value)

    return hold


# -- the noise ---------------------------------------------------------------------------------


def test_the_noise_is_splitmix64():
    # SplitMix64 from state 0: first output 0xE220A8397B1DCDAF (Vigna's reference code).
    assert noise(0, 0) == (0xE220A8397B1DCDAF >> 11) / 2**53
    # The key is XORed into the state before the step: seed 5 with key 5 is state 0 too.
    assert noise(5, 5) == noise(0, 0)
    # A second key steps again from the first output.
    assert noise(0, 0, 0) != noise(0, 0)


def test_the_noise_covers_zero_to_one_and_depends_on_every_key():
    values = [noise(3, i, 99, t) for i in range(4) for t in range(250)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert min(values) < 0.01 and max(values) > 0.99  # spread over the whole range
    assert len(set(values)) == len(values)
    assert noise(1, 2, 3) != noise(1, 3, 2) != noise(2, 2, 3)
    assert noise(-1, 0) == noise(2**64 - 1, 0)  # 64-bit arithmetic
    assert noise(0, -1) == noise(0, 2**64 - 1)


def test_the_warmup_curve_rises_from_zero_towards_one():
    assert _warmup(0.0) == 0.0 and _warmup(-30.0) == 0.0
    assert _warmup(120.0) == pytest.approx(1 - math.exp(-1))
    assert _warmup(60.0, tau=60.0) == pytest.approx(1 - math.exp(-1))


# -- the loads ---------------------------------------------------------------------------------


def test_a_plain_scenario_s_jitter_depends_on_the_seed_the_gpu_and_the_second():
    plain = Scenario("x", "x", (RTX_4090, RTX_4090))
    # (Seeds 0 and 2: the seed and the GPU's index are XORed first, so seed 1 on GPU 0 is seed
    # 0 on GPU 1.)
    utils = {(seed, i, t): plain.load(t + 0.5, i, seed).util for seed in (0, 2) for i in (0, 1)
             for t in range(3)}  # fmt: skip
    assert all(0.0 <= u < 2.0 for u in utils.values())
    assert len(set(utils.values())) == len(utils)  # each differs
    assert plain.load(2.0, 1, 2).util == plain.load(2.9, 1, 2).util == utils[(2, 1, 2)]


def test_a_plain_scenario_is_an_idle_gpu(held_at):
    held_at(0.25)
    load = Scenario("x", "x").load(10.0, 0, 0)
    assert (load.util, load.memory_used_bytes, load.throttle) == (0.5, 300 * MIB, ("idle",))


def test_idle_shows_the_display_server_and_a_little_traffic(held_at):
    held_at(0.5)
    load = get_scenario("idle").load(10.0, 0, 0)
    assert (load.util, load.memory_used_bytes) == (1.5, 350 * MIB)
    assert load.processes == ((XORG, 340 * MIB),)
    assert (load.pcie_rx_bytes_s, load.pcie_tx_bytes_s) == (1e5, 5e4)
    assert load.throttle == ("idle",)


def test_training_holds_its_memory_and_hits_the_power_cap_now_and_then(held_at):
    training = get_scenario("training")
    held_at(0.5)
    load = training.load(100.0, 0, 0)
    held = int(21.5 * GIB)
    assert load.util == 96.5 and load.memory_used_bytes == held + 350 * MIB
    assert load.processes == ((TRAIN, held),)
    assert (load.pcie_rx_bytes_s, load.pcie_tx_bytes_s) == (2e9, 0.2e9)
    assert load.throttle == () and load.extra_temp_c == 0.0
    held_at(0.8)
    assert training.load(100.0, 0, 0).throttle == ()  # past 0.8 only
    held_at(0.81)
    assert training.load(100.0, 0, 0).throttle == ("power-cap",)


def test_an_input_bound_gpu_works_in_short_bursts(held_at):
    held_at(0.5)
    bound = get_scenario("input-bound")
    busy = bound.load(1001.1, 0, 0)  # 1.1 s into a 10 s period: the burst
    assert busy.util == 90.0 and busy.throttle == ()
    assert busy.pcie_rx_bytes_s == 4e9 and busy.pcie_tx_bytes_s == 1e6
    waiting = bound.load(1.2, 0, 0)  # the burst lasts 1.2 s
    assert waiting.util == 1.0 and waiting.throttle == ("idle",)
    assert waiting.pcie_rx_bytes_s == 5e6
    held = int(22.0 * GIB)
    assert waiting.memory_used_bytes == held + 350 * MIB
    assert waiting.processes == ((TRAIN, held),)
    held_at(0.0)
    assert bound.load(1000.0, 0, 0).pcie_rx_bytes_s == 3.2e9  # 4e9 * 0.8


def test_a_memory_leak_climbs_holds_dies_and_restarts(held_at):
    held_at(0.5)
    leak = get_scenario("memory-leak")
    total = RTX_3090.memory_bytes  # 24576 MiB
    climb = (24576 - 3072) / 36  # 597.33 s from 3 GiB at 36 MiB/s
    period = climb + 30 + 20
    start = leak.load(0.0, 0, 0)
    assert start.memory_used_bytes == 3 * GIB + 300 * MIB and start.util == 80.0
    ((proc, held),) = start.processes
    assert held == 3 * GIB and proc.pid == TRAIN.pid and proc.age_s == 5.0
    assert (start.pcie_rx_bytes_s, start.pcie_tx_bytes_s) == (0.75e9, 1e8)
    later = leak.load(100.0, 0, 0)
    assert later.processes[0][1] == 3 * GIB + 3600 * MIB  # 36 MiB/s for 100 s
    # The same process all along: its age at the scenario's start (so its start time) holds.
    assert later.processes[0][0].age_s == 5.0
    full = leak.load(climb + 29.0, 0, 0)
    assert full.processes[0][1] == total - 300 * MIB  # held at the top
    assert full.memory_used_bytes == total
    dead = leak.load(climb + 30.0, 0, 0)
    assert dead.processes == () and dead.util == 0.0 and dead.throttle == ("idle",)
    assert dead.memory_used_bytes == 300 * MIB
    again = leak.load(period + 1.0, 0, 0)
    assert again.processes[0][0].pid == TRAIN.pid + 1  # a new process
    assert again.processes[0][0].age_s == pytest.approx(5.0 - period)  # started at period - 5
    assert again.processes[0][1] == int(3 * GIB + 36 * MIB)


def test_eight_gpus_in_step_with_a_notebook_on_the_last(held_at):
    held_at(0.5)
    multi = get_scenario("multi-gpu-8")
    held = int(70.5 * GIB)
    first = multi.load(0.0, 0, 0)  # sync = 0.5 + 0.5 sin(0) = 0.5
    assert first.util == 82.0 + 6.0 + 2.0
    assert first.processes == ((MIRRORED, held),)
    assert first.memory_used_bytes == held + 600 * MIB
    assert (first.pcie_rx_bytes_s, first.pcie_tx_bytes_s) == (7e9, 1.5e9)
    peak = multi.load(7.5, 0, 0)  # a quarter of the 30 s cycle: sin = 1
    assert peak.util == pytest.approx(82.0 + 12.0 + 2.0)
    shifted = multi.load(0.0, 1, 0)  # each GPU 0.3 rad later in the cycle
    assert shifted.util == pytest.approx(84.0 + 6.0 * (1 + math.sin(0.3)))
    last = multi.load(0.0, 7, 0)
    assert last.processes == ((MIRRORED, held), (NOTEBOOK, 5 * GIB))
    assert last.memory_used_bytes == held + 5 * GIB + 600 * MIB


def test_a_gpu_that_cannot_shed_its_heat_throttles_harder(held_at):
    held_at(0.5)
    hot = get_scenario("thermal-throttle")  # warm start 600 s, ramp 180 s, 73 °C + up to 21
    start = hot.load(600.0, 0, 0)
    assert start.extra_temp_c == 0.0 and start.throttle == () and start.clock_factor == 1.0
    assert start.util == 96.5 and start.processes[0][0] is TRAIN
    before = hot.load(600.0 + 180.0 * 10 / 21 - 0.01, 0, 0)  # just under 84 °C
    assert before.throttle == () and before.clock_factor == 1.0
    soft = hot.load(600.0 + 180.0 * 12 / 21, 0, 0)  # 85 °C
    assert soft.extra_temp_c == pytest.approx(12.0)
    assert soft.throttle == ("sw-thermal",)
    assert soft.clock_factor == pytest.approx(1.0 - 0.035)
    hard = hot.load(600.0 + 180.0 * 16 / 21, 0, 0)  # 89 °C
    assert hard.throttle == ("sw-thermal", "hw-thermal")
    assert hard.clock_factor == pytest.approx(1.0 - 5 * 0.035)
    top = hot.load(10_000.0, 0, 0)
    assert top.extra_temp_c == 21.0 and top.clock_factor == pytest.approx(1.0 - 10 * 0.035)
    assert (top.pcie_rx_bytes_s, top.memory_used_bytes) == (2e9, int(21.5 * GIB) + 350 * MIB)
    assert top.pcie_tx_bytes_s == 0.2e9
    assert hot.load(0.0, 0, 0).extra_temp_c == 0.0  # before the warm start: not negative


def test_throttling_starts_at_84_and_turns_hard_at_89_degrees(held_at):
    held_at(0.5)
    # A ramp of 21 s from 73 °C: one degree a second, so each boundary is met exactly.
    hot = scenarios.ThermalThrottle("hot", "hot", (RTX_4090,), warm_start_s=0.0)
    object.__setattr__(hot, "ramp_s", 21.0)
    assert hot.load(10.5, 0, 0).throttle == ()
    at_84 = hot.load(11.0, 0, 0)
    assert at_84.throttle == ("sw-thermal",) and at_84.clock_factor == 1.0
    assert hot.load(15.5, 0, 0).throttle == ("sw-thermal",)
    at_89 = hot.load(16.0, 0, 0)
    assert at_89.throttle == ("sw-thermal", "hw-thermal")
    assert at_89.clock_factor == pytest.approx(0.825)


def test_a_slow_pcie_link_starves_the_gpu(held_at):
    held_at(0.5)
    slow = get_scenario("pcie-degraded")
    load = slow.load(100.0, 0, 0)
    assert load.util == 57.5
    assert (load.pcie_rx_bytes_s, load.pcie_tx_bytes_s) == (3.55e9, 0.2e9)
    assert load.memory_used_bytes == int(21.5 * GIB) + 350 * MIB
    assert load.processes == ((TRAIN, int(21.5 * GIB)),)


# -- scripted runs -----------------------------------------------------------------------------


def test_a_training_process_of_a_script():
    proc = _train(7001, "train.py", 5.0, args=("--lr", "0.1"), ppid=9)
    assert proc.cmdline == ("/home/alice/venvs/tf/bin/python", "train.py", "--lr", "0.1")
    assert (proc.pid, proc.user, proc.tensorflow, proc.age_s) == (7001, "alice", True, -5.0)
    assert (proc.ppid, proc.cwd) == (9, "/home/alice/project")
    assert _train(1, "x.py").ppid == 2001 and _train(1, "x.py").age_s == 0.0  # from the start


def test_a_scripted_run_is_there_from_its_start_to_its_end(held_at):
    held_at(0.5)
    run = SimRun(_train(7001, "train.py"), (0,), 5.0, 125.0, 92.0, 18.0)
    script = Scripted("s", "s", (RTX_4090,), runs=(run,))
    assert script.load(4.9, 0, 0).processes == ()
    before = script.load(4.9, 0, 0)
    assert (before.util, before.throttle, before.memory_used_bytes) == (1.0, ("idle",), 300 * MIB)
    during = script.load(5.0, 0, 0)
    assert during.processes == ((run.proc, 18 * GIB),)
    assert during.util == 94.0 and during.memory_used_bytes == 18 * GIB + 300 * MIB
    assert (during.pcie_rx_bytes_s, during.pcie_tx_bytes_s) == (1e9, 1e8)
    assert during.throttle == ()
    assert script.load(125.0, 0, 0).processes == ()  # ended
    other = Scripted("s", "s", (RTX_4090, RTX_4090), runs=(run,))
    assert other.load(50.0, 1, 0).processes == ()  # not on GPU 1


def test_scripted_runs_on_one_gpu_add_up_to_at_most_100_percent(held_at):
    held_at(0.9)
    a = SimRun(_train(1, "a.py"), (0,), 0.0, 100.0, 60.0, 10.0)
    b = SimRun(_train(2, "b.py"), (0,), 0.0, 100.0, 30.0, 8.0)
    two = Scripted("s", "s", (RTX_4090,), runs=(a, b)).load(10.0, 0, 0)
    assert two.util == pytest.approx(93.6)  # 60 + 30 + 4 * 0.9
    assert two.memory_used_bytes == 18 * GIB + 300 * MIB
    assert two.throttle == ("power-cap",)  # noise past 0.85
    c = SimRun(_train(3, "c.py"), (0,), 0.0, 100.0, 20.0, 1.0)
    assert Scripted("s", "s", (RTX_4090,), runs=(a, b, c)).load(10.0, 0, 0).util == 100.0
    held_at(0.85)
    assert Scripted("s", "s", (RTX_4090,), runs=(a,)).load(10.0, 0, 0).throttle == ()


def test_a_run_out_of_memory_climbs_to_the_whole_gpu(held_at):
    held_at(0.5)
    run = SimRun(_train(7101, "train.py"), (0,), 5.0, 95.0, 80.0, 6.0, oom=True)
    script = Scripted("s", "s", (RTX_3090,), runs=(run,))
    top = RTX_3090.memory_bytes - 300 * MIB
    assert script.load(5.0, 0, 0).processes[0][1] == 6 * GIB
    halfway = script.load(50.0, 0, 0).processes[0][1]
    assert halfway == int(6 * GIB + 0.5 * (top - 6 * GIB))
    assert script.load(94.999, 0, 0).processes[0][1] <= top
    flat = SimRun(_train(7101, "train.py"), (0,), 5.0, 95.0, 80.0, 6.0)
    assert Scripted("s", "s", (RTX_3090,), runs=(flat,)).load(90.0, 0, 0).processes[0][1] == (
        6 * GIB
    )


def test_a_run_that_starts_and_ends_at_once_is_full_at_once(held_at):
    held_at(0.5)
    run = SimRun(_train(1, "t.py"), (0,), 5.0, 5.0, 80.0, 6.0, oom=True)
    script = Scripted("s", "s", (RTX_3090,), runs=(run,))
    assert script._held(run, 5.0, RTX_3090.memory_bytes) == 6 * GIB  # no division by zero
    later = script._held(run, 6.0, RTX_3090.memory_bytes)
    assert later == RTX_3090.memory_bytes - 300 * MIB


# -- names -------------------------------------------------------------------------------------


def test_an_unknown_scenario_lists_the_known_ones_in_order():
    with pytest.raises(KeyError) as unknown:
        get_scenario("nope")
    assert unknown.value.args[0] == (
        f"unknown scenario 'nope'; known: {', '.join(sorted(SCENARIOS))}"
    )
    assert get_scenario("training") is SCENARIOS["training"]


def test_a_model_s_memory_in_bytes():
    assert RTX_4090.memory_bytes == 24564 * MIB


@pytest.mark.parametrize(
    ("name", "t"),
    [
        ("idle", 100.5),
        ("training", 100.5),
        ("input-bound", 3.5),  # waiting for data: 2% at most, from the noise alone
        ("memory-leak", 100.5),
        ("multi-gpu-8", 100.5),
        ("thermal-throttle", 700.5),
        ("pcie-degraded", 100.5),
        ("run-ends", 50.5),
    ],
)
def test_each_scenario_s_noise_depends_on_the_seed_the_gpu_and_the_second(name, t):
    scenario = SCENARIOS[name]
    two = dataclasses.replace(scenario, gpus=(scenario.gpus[0], scenario.gpus[0]))
    if isinstance(scenario, Scripted):
        run = scenario.runs[0]
        two = dataclasses.replace(two, runs=(dataclasses.replace(run, gpus=(0, 1)),))

    def util(seed: int, index: int, at: float) -> float:
        return two.load(at, index, seed).util

    assert util(0, 0, t) != util(2, 0, t)  # another seed
    assert util(0, 0, t) != util(0, 1, t)  # another GPU
    assert util(0, 0, t) != util(0, 0, t + 1.0)  # another second
    if name != "multi-gpu-8":  # (its cycle moves within a second)
        assert util(0, 0, t) == util(0, 0, t + 0.4)  # the same second


def test_the_restarted_process_of_a_memory_leak_is_the_same_training_run():
    leak = get_scenario("memory-leak")
    ((proc, _held),) = leak.load(10.0, 0, 0).processes
    assert (proc.user, proc.cmdline, proc.tensorflow) == (TRAIN.user, TRAIN.cmdline, True)


def test_each_of_eight_gpus_has_its_own_noise_every_second():
    multi = get_scenario("multi-gpu-8")
    rx = {(i, t): multi.load(t + 0.5, i, 0).pcie_rx_bytes_s for i in range(8) for t in range(3)}
    assert len(set(rx.values())) == len(rx)  # the traffic follows the noise alone
