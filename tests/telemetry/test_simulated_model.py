"""The simulated GPUs' model, checked against figures worked out by hand: a scenario's load turns
into temperature, power, fan, clocks, PCIe link, energy and processes as the module says.

The pseudo-random noise is held at one value (``noise`` replaced) so that every figure follows
from the load alone; the scenarios' own noise is checked in ``test_scenario_loads.py``.
"""

from __future__ import annotations

import math

import pytest

from tfgpu_gui.telemetry import simulated
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.scenarios import GpuModel, Load, Scenario, SimProcess
from tfgpu_gui.telemetry.simulated import SimulatedBackend

GIB = 2**30

#: A made-up card: 8 GiB, 200 W limit, 20 W idle, Gen4 x16, 1800 MHz boost, 7000 MHz memory.
CARD = GpuModel("NVIDIA Test 8", 8192, 200, 20, 4, 16, (8, 6), 30, 2000, 1800, 7000, "Ampere")
#: A passively cooled card with a 50 W limit.
SMALL = GpuModel("NVIDIA Small", 4096, 50, 10, 3, 8, (7, 5), 8, 1500, 1400, 5000, "Turing", False)

TRAIN = SimProcess(
    77, "alice", ("/venv/bin/python", "train.py"), True, age_s=100.0, python="/venv/bin/python"
)
XORG = SimProcess(5, "root", ("/usr/lib/xorg/Xorg", "vt2"), False, kind="graphics", python=None)


class Steady(Scenario):
    """Every GPU under the same load at every instant (the load is set per test)."""

    the_load = Load(util=0.0, memory_used_bytes=0)

    def load(self, t: float, index: int, seed: int) -> Load:
        return self.the_load


def steady(load: Load, *gpus: GpuModel, **kw: object) -> Scenario:
    scenario = Steady("steady", "a steady load", gpus or (CARD,), **kw)  # type: ignore[arg-type]
    object.__setattr__(scenario, "the_load", load)
    return scenario


@pytest.fixture
def half(monkeypatch):
    """Noise held at 0.5."""
    monkeypatch.setattr(simulated, "noise", lambda seed, *keys: 0.5)


BUSY = Load(
    util=80.0,
    memory_used_bytes=3 * GIB,
    processes=((TRAIN, 2 * GIB),),
    extra_temp_c=2.0,
    clock_factor=0.9,
    throttle=("power-cap",),
    pcie_rx_bytes_s=1e9,
    pcie_tx_bytes_s=2e8,
)


def read_at(backend: SimulatedBackend, clock: ManualClock, seconds: float):
    backend.open()
    clock.advance(seconds)
    return backend.read()


def test_a_busy_gpu_after_ninety_seconds(half):
    clock = ManualClock(start=100.0)
    backend = SimulatedBackend(steady(BUSY), clock=clock)
    r = read_at(backend, clock, 90.0).gpus[0].reading
    assert r is not None
    # warm = 1 - e^-1 = 0.632121; 30 + 8 + 36 * 0.8 * 0.632121 + 2 + 1.5 * 0.5 = 58.955
    assert r.temperature_c == 59.0
    # 20 + (200 * 0.92 - 20) * 0.8 + 5 * 0.5 = 153.7
    assert r.power_w == 153.7 and r.power_limit_w == 200
    # 30 + (58.955 - 45) * 1.6 = 52.33
    assert r.fan_percent == 52.0
    assert (r.sm_clock_mhz, r.mem_clock_mhz) == (1620.0, 7000.0)  # 1800 * 0.9
    assert (r.pcie_gen, r.pcie_width, r.pstate) == (4, 16, 0)
    assert (r.util_gpu_percent, r.util_mem_percent) == (80.0, 49.6)  # 80 * 0.62
    assert (r.memory_used_bytes, r.memory_total_bytes) == (3 * GIB, 8192 * 2**20)
    assert (r.pcie_rx_bytes_s, r.pcie_tx_bytes_s) == (1e9, 2e8)
    assert r.throttle_reasons == ("power-cap",)


def test_the_temperature_follows_the_load_with_a_lag(half):
    clock = ManualClock()
    backend = SimulatedBackend(steady(BUSY), clock=clock)
    first = backend.read().gpus[0].reading
    assert first is not None and first.temperature_c == 40.8  # 38 + 2 + 0.75: not warm yet
    clock.advance(900.0)  # warm = 1 - e^-10
    later = backend.read().gpus[0].reading
    assert later is not None and later.temperature_c == 69.5  # 38 + 28.7987 + 2.75 = 69.549


def test_a_scenario_that_starts_warm_is_warm_at_once(half):
    clock = ManualClock()
    backend = SimulatedBackend(steady(BUSY, warm_start_s=900.0), clock=clock)
    r = backend.read().gpus[0].reading
    assert r is not None and r.temperature_c == 69.5


def test_an_idle_gpu_drops_its_clocks_and_its_link(half):
    clock = ManualClock()
    idle = Load(util=5.0, memory_used_bytes=GIB, clock_factor=0.5)  # 5% is not busy
    r = read_at(SimulatedBackend(steady(idle), clock=clock), clock, 30.0).gpus[0].reading
    assert r is not None
    assert (r.sm_clock_mhz, r.mem_clock_mhz, r.pstate) == (105.0, 405.0, 8)  # 210 * 0.5
    assert (r.pcie_gen, r.pcie_width) == (1, 16)  # Gen1 when idle
    # 20 + 164 * 0.05 + 2.5 = 30.7
    assert r.power_w == 30.7
    # warm = 1 - e^(-1/3) = 0.283469; 38 + 36 * 0.05 * 0.283469 + 0.75 = 39.26
    assert r.temperature_c == 39.3
    assert r.fan_percent == 30.0  # below 45 °C the fan stays at 30%


def test_a_link_that_runs_slower_stays_so_when_idle(half):
    clock = ManualClock()
    for util, busy in ((50.0, True), (0.0, False)):
        load = Load(util=util, memory_used_bytes=GIB)
        backend = SimulatedBackend(steady(load, pcie_link=(3, 4)), clock=clock)
        r = backend.read().gpus[0].reading
        assert r is not None and (r.pcie_gen, r.pcie_width) == (3, 4), busy


def test_a_load_past_100_percent_counts_as_100_and_power_stops_at_the_limit(monkeypatch):
    monkeypatch.setattr(simulated, "noise", lambda seed, *keys: 0.9)
    clock = ManualClock()
    load = Load(util=130.0, memory_used_bytes=GIB, extra_temp_c=60.0)
    backend = SimulatedBackend(steady(load, SMALL), clock=clock)
    r = read_at(backend, clock, 900.0).gpus[0].reading
    assert r is not None
    assert r.power_w == 50.0  # 10 + 36 + 4.5 = 50.5, held at the 50 W limit
    assert r.util_gpu_percent == 130.0  # reported as it came
    # 38 + 36 * (1 - e^-10) + 60 + 1.35 = 135.348
    assert r.temperature_c == 135.3
    assert r.fan_percent is None  # no fan on this card
    assert r.sm_clock_mhz == 1400.0


def test_a_hot_fan_stops_at_100_percent(half):
    clock = ManualClock()
    load = Load(util=100.0, memory_used_bytes=GIB, extra_temp_c=40.0)
    r = read_at(SimulatedBackend(steady(load), clock=clock), clock, 900.0).gpus[0].reading
    assert r is not None and r.fan_percent == 100.0  # 30 + (114.7 - 45) * 1.6 > 100


def test_a_negative_load_counts_as_none(half):
    clock = ManualClock()
    load = Load(util=-10.0, memory_used_bytes=GIB)
    r = read_at(SimulatedBackend(steady(load), clock=clock), clock, 900.0).gpus[0].reading
    assert r is not None and r.power_w == 22.5 and r.temperature_c == 38.8


def test_the_energy_counter_adds_up_the_power_between_readings(half):
    clock = ManualClock()
    backend = SimulatedBackend(steady(BUSY), clock=clock)
    first = read_at(backend, clock, 0.0).gpus[0].reading
    assert first is not None and first.energy_mj == 500_000_000  # an arbitrary start: noise 0.5
    clock.advance(10.0)
    second = backend.read().gpus[0].reading
    assert second is not None and second.power_w == 153.7
    assert second.energy_mj == 500_000_000 + 1_537_000  # 153.7 W for 10 s in mJ


def test_the_energy_counter_averages_two_different_powers(half):
    clock = ManualClock()
    scenario = steady(BUSY)
    backend = SimulatedBackend(scenario, clock=clock)
    backend.read()  # 153.7 W
    object.__setattr__(scenario, "the_load", Load(util=0.0, memory_used_bytes=0))
    clock.advance(4.0)
    r = backend.read().gpus[0].reading
    assert r is not None and r.power_w == 22.5  # 20 + 0 + 2.5
    assert r.energy_mj == 500_000_000 + 352_400  # (153.7 + 22.5) / 2 W for 4 s


def test_the_static_facts_of_each_gpu(half):
    scenario = steady(BUSY, CARD, SMALL, mig=frozenset({1}))
    backend = SimulatedBackend(scenario, seed=42)
    first, second = (g.static for g in backend.read().gpus)
    assert first.uuid == "GPU-5100002a-0000-51a7-800000000000"  # 0.5 * 16**12 = 0x8000…
    assert second.uuid == "GPU-5100002a-0001-51a7-800000000000"
    assert (first.pci_bus_id, second.pci_bus_id) == ("00000000:18:00.0", "00000000:28:00.0")
    assert (first.index, first.name, first.memory_total_bytes) == (0, "NVIDIA Test 8", 8 * GIB)
    assert (first.power_limit_w, first.power_default_limit_w) == (200, 200)
    assert (first.pcie_gen_max, first.pcie_width_max, second.pcie_width_max) == (4, 16, 8)
    assert (first.compute_capability, first.sm_count, first.architecture) == ((8, 6), 30, "Ampere")
    assert (first.sm_clock_max_mhz, first.mem_clock_max_mhz) == (2000, 7000)
    assert (first.mig_mode, second.mig_mode) == (False, True)
    assert (first.host, first.host_index) == (None, None)


def test_a_scenario_on_another_host_numbers_its_gpus_as_there():
    backend = SimulatedBackend(steady(BUSY, CARD, CARD, host="lab-1"))
    snap = backend.read()
    assert snap.system.host == "lab-1"
    assert [(g.static.host, g.static.host_index) for g in snap.gpus] == [("lab-1", 0), ("lab-1", 1)]


def test_the_system_facts_and_the_name():
    backend = SimulatedBackend(steady(BUSY))
    assert backend.name == "simulated:steady" and not backend.is_open
    system = backend.open()
    assert (system.backend, system.driver_version, system.cuda_driver_version) == (
        "simulated:steady",
        "555.42.06",
        "12.5",
    )
    assert system.nvml_version == "12.555.42.06" and backend.is_open
    assert backend.open() is system  # opened once
    backend.close()
    assert not backend.is_open


def test_a_scenario_is_found_by_name():
    assert SimulatedBackend("idle").scenario.name == "idle"


def test_time_counts_from_the_first_open_and_not_again():
    clock = ManualClock(start=50.0)
    backend = SimulatedBackend(steady(BUSY), clock=clock)
    clock.advance(5.0)
    assert backend.elapsed == 0.0  # not started
    backend.open()
    clock.advance(7.0)
    assert backend.elapsed == 7.0
    backend.close()
    backend.open()
    assert backend.elapsed == 7.0  # a reopen does not restart the scenario
    snap = backend.read()
    assert (snap.monotonic, snap.wall_time) == (62.0, clock.wall())


def test_unsupported_metrics_are_none_everywhere_or_on_one_gpu(half):
    scenario = steady(
        BUSY,
        CARD,
        CARD,
        unsupported=frozenset({"fan", "pcie_throughput", "power_default", "process_sm"}),
        unsupported_per_gpu={1: frozenset({"util", "energy"})},
    )
    snap = SimulatedBackend(scenario).read()
    a, b = snap.gpus
    assert a.reading is not None and b.reading is not None
    assert a.reading.fan_percent is None and a.reading.pcie_rx_bytes_s is None
    assert a.reading.pcie_tx_bytes_s is None and a.static.power_default_limit_w is None
    assert a.processes[0].sm_percent is None
    assert a.reading.util_gpu_percent == 80.0 and a.reading.energy_mj is not None
    assert b.reading.util_gpu_percent is None and b.reading.util_mem_percent is None
    assert b.reading.energy_mj is None


def test_a_metric_made_unsupported_while_running(half):
    backend = SimulatedBackend(steady(BUSY))
    backend.unsupport("util")
    r = backend.read().gpus[0].reading
    assert r is not None and r.util_gpu_percent is None and r.fan_percent == 30.0  # 40.75 °C


def test_a_gpu_is_lost_at_its_time_and_when_told():
    clock = ManualClock()
    scenario = steady(BUSY, CARD, CARD, CARD, lost_at={1: 90.0})
    backend = SimulatedBackend(scenario, clock=clock)
    backend.open()
    clock.advance(89.5)
    assert [g.lost for g in backend.read().gpus] == [False, False, False]
    clock.advance(0.5)
    lost = backend.read().gpus[1]
    assert lost.lost and lost.reading is None and lost.error == "GPU is lost"
    assert lost.static.name == "NVIDIA Test 8"
    backend.lose_gpu(2)
    assert [g.lost for g in backend.read().gpus] == [False, True, True]


def test_a_gpu_lost_counts_from_the_start_not_the_warm_start():
    clock = ManualClock()
    scenario = steady(BUSY, CARD, CARD, lost_at={1: 90.0}, warm_start_s=900.0)
    backend = SimulatedBackend(scenario, clock=clock)
    assert not backend.read().gpus[1].lost


def test_the_driver_failure_of_a_scenario_and_one_injected():
    failing = Scenario("nodrv", "no driver", init_error="no-driver")
    with pytest.raises(TelemetryUnavailable) as failed:
        SimulatedBackend(failing).open()
    assert failed.value.kind == "no-driver" and failed.value.detail == "simulated: nodrv"
    backend = SimulatedBackend(steady(BUSY))
    backend.open()
    backend.fail_init("no-permission")
    assert not backend.is_open  # closed: the next open fails
    with pytest.raises(TelemetryUnavailable) as failed:
        backend.read()
    assert failed.value.kind == "no-permission"
    backend.fail_init(None)
    assert backend.read().gpus[0].reading is not None
    assert backend.is_open


def test_the_processes_of_a_gpu_share_its_load(half):
    clock = ManualClock(start=1000.0, wall_offset=2_000_000.0)
    load = Load(util=90.0, memory_used_bytes=5 * GIB, processes=((TRAIN, 4 * GIB), (XORG, GIB)))
    backend = SimulatedBackend(steady(load), clock=clock)
    backend.open()
    clock.advance(20.0)
    train, xorg = backend.read().gpus[0].processes
    assert (train.pid, train.gpu_index, train.kind, train.gpu_memory_bytes) == (
        77,
        0,
        "compute",
        4 * GIB,
    )
    assert train.sm_percent == 45.0 and xorg.sm_percent == 45.0  # 90% shared by two
    info = train.info
    assert (info.pid, info.visible, info.name, info.user) == (77, True, "python", "alice")
    assert info.cmdline == ("/venv/bin/python", "train.py")
    assert (info.exe, info.python, info.tensorflow) == (
        "/venv/bin/python",
        "/venv/bin/python",
        True,
    )
    assert (info.cpu_percent, info.rss_bytes) == (100.0, 6 * GIB)
    # wall 2_001_020 - 100 s old - 20 s into the scenario
    assert info.create_time == 2_000_900.0
    assert (xorg.kind, xorg.info.name, xorg.info.exe) == ("graphics", "Xorg", "/usr/lib/xorg/Xorg")
    assert xorg.info.python is None and xorg.info.tensorflow is False


def test_one_process_has_the_whole_load():
    load = Load(util=73.3, memory_used_bytes=GIB, processes=((TRAIN, GIB),))
    (p,) = SimulatedBackend(steady(load)).read().gpus[0].processes
    assert p.sm_percent == 73.3
    assert (p.info.ppid, p.info.cwd) == (None, None)


def test_the_default_clock_is_the_system_s(monkeypatch):
    import time

    backend = SimulatedBackend(steady(BUSY))
    before = time.monotonic()
    snap = backend.read()
    assert before <= snap.monotonic <= time.monotonic()
    assert math.isclose(snap.wall_time, time.time(), abs_tol=5.0)


def test_figures_are_rounded_as_the_driver_reports_them(half):
    clock = ManualClock()
    load = Load(util=45.678, memory_used_bytes=GIB, clock_factor=0.333)
    r = read_at(SimulatedBackend(steady(load), clock=clock), clock, 900.0).gpus[0].reading
    assert r is not None
    assert (r.util_gpu_percent, r.util_mem_percent) == (45.7, 28.3)  # 45.678 * 0.62 = 28.32
    assert r.sm_clock_mhz == 599.0 and isinstance(r.sm_clock_mhz, float)  # 1800 * 0.333
    # 20 + 164 * 0.45678 + 2.5 = 97.41192
    assert r.power_w == 97.4
    assert isinstance(r.fan_percent, float)


def test_the_energy_counter_counts_parts_of_a_second_and_from_a_later_start(half):
    clock = ManualClock()
    backend = SimulatedBackend(steady(BUSY), clock=clock)
    backend.open()
    clock.advance(100.0)
    start = backend.read().gpus[0].reading
    clock.advance(0.5)
    half_second = backend.read().gpus[0].reading
    assert start is not None and half_second is not None
    assert half_second.energy_mj - start.energy_mj == 76_850  # 153.7 W for 0.5 s
    clock.advance(10.0)
    later = backend.read().gpus[0].reading
    assert later is not None and later.energy_mj - half_second.energy_mj == 1_537_000


def test_the_noise_of_the_readings_and_the_energy_start_follow_the_seed_the_gpu_and_the_second():
    clock = ManualClock()
    load = Load(util=100.0, memory_used_bytes=GIB)

    def temps(seed: int) -> list[tuple[float, float]]:
        backend = SimulatedBackend(steady(load, CARD, CARD, warm_start_s=5000.0), seed, clock)
        out = []
        for _ in range(3):
            a, b = backend.read().gpus
            out.append((a.reading.temperature_c, b.reading.temperature_c))  # type: ignore[union-attr]
            clock.advance(1.0)
        return out

    zero, one = temps(0), temps(3)
    assert zero != one  # another seed
    assert all(a != b for a, b in zero)  # another GPU
    assert len({a for a, _b in zero}) == 3  # another second
    energy = [
        [g.reading.energy_mj for g in SimulatedBackend(steady(load, CARD, CARD), s).read().gpus]  # type: ignore[union-attr]
        for s in (0, 3)
    ]
    assert energy[0][0] != energy[0][1] and energy[0] != energy[1]
    assert all(0 <= e < 10**9 for pair in energy for e in pair)


def test_process_sm_unsupported_on_one_gpu_only(half):
    scenario = steady(BUSY, CARD, CARD, unsupported_per_gpu={1: frozenset({"process_sm"})})
    a, b = SimulatedBackend(scenario).read().gpus
    assert a.processes[0].sm_percent == 80.0 and b.processes[0].sm_percent is None


def test_each_gpu_s_uuid_has_its_own_tail_for_each_seed():
    scenario = steady(BUSY, CARD, CARD)
    tails = {
        (seed, g.static.index): g.static.uuid.rsplit("-", 1)[1]  # type: ignore[union-attr]
        for seed in (0, 3)
        for g in SimulatedBackend(scenario, seed).read().gpus
    }
    assert len(set(tails.values())) == 4
    assert SimulatedBackend(scenario).seed == 0  # unless told


def test_a_gpu_without_a_default_power_limit_of_its_own():
    scenario = steady(BUSY, CARD, CARD, unsupported_per_gpu={1: frozenset({"power_default"})})
    a, b = SimulatedBackend(scenario).read().gpus
    assert a.static.power_default_limit_w == 200 and b.static.power_default_limit_w is None


def test_a_process_s_parent_and_folder_and_its_share_to_a_tenth(half):
    child = SimProcess(9, "bob", ("/usr/bin/python3", "job.py"), True, ppid=8, cwd="/srv/job")
    load = Load(util=73.3, memory_used_bytes=GIB, processes=((child, GIB), (TRAIN, GIB)))
    first, _second = SimulatedBackend(steady(load)).read().gpus[0].processes
    assert (first.info.ppid, first.info.cwd) == (8, "/srv/job")
    assert first.sm_percent == 36.6  # 73.3 / 2 = 36.65, to a tenth
