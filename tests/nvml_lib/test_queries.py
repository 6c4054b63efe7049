"""Every NVML query of NvmlBackend, through pynvml's real ctypes path, with distinct values.

Each value the test library returns depends on the argument it was asked with (clock type,
PCIe counter, field id, temperature sensor, GPU), so a query made with the wrong argument, a
swapped pair or a wrong unit conversion reads a different number and fails here.
"""

from __future__ import annotations

import os

from tests.nvml_lib import states
from tests.nvml_lib.states import CLOCK_MEM, CLOCK_SM, FI_RX, FI_TX, MIB, PCIE_RX, PCIE_TX
from tfgpu_gui.telemetry.processes import container_of


def _gpu(read, index):
    return read["snapshot"]["gpus"][index]


def test_static_facts_of_each_gpu(driver):
    state = states.datacenter_r580(gpus=2)
    [read] = driver.probe(state)
    system = read["snapshot"]["system"]
    assert system == {
        "backend": "nvml",
        "driver_version": "580.95.05",
        "cuda_driver_version": "13.0",
        "nvml_version": "13.580.95.05",
        "host": None,  # this machine
    }
    for i in (0, 1):
        s = _gpu(read, i)["static"]
        p = f"gpu{i}."
        assert s["index"] == i
        assert s["name"] == state[p + "name"]
        assert s["uuid"] == state[p + "uuid"]
        assert s["pci_bus_id"] == state[p + "bus_id"]
        assert s["memory_total_bytes"] == state[p + "mem.total"]
        assert s["power_limit_w"] == state[p + "power.limit"] / 1000  # enforced limit first
        assert s["power_default_limit_w"] == state[p + "power.default"] / 1000
        assert s["pcie_gen_max"] == state[p + "pcie.max_gen"]
        assert s["pcie_width_max"] == state[p + "pcie.max_width"]
        assert s["compute_capability"] == [9, i]
        assert s["mig_mode"] is False
        assert s["sm_clock_max_mhz"] == state[p + f"maxclock.{CLOCK_SM}"]
        assert s["mem_clock_max_mhz"] == state[p + f"maxclock.{CLOCK_MEM}"]
        assert s["sm_count"] == state[p + "sm_count"]
        assert s["architecture"] == "Hopper"


def test_the_energy_counter_is_read_every_five_seconds(driver):
    # The driver takes milliseconds to answer it (ENERGY_READ_EVERY_S): one read a second
    # for 7 s, the counter moving between each; only the reads at 0 s and 5 s ask for it.
    base = states.datacenter_r580(gpus=1)
    counters = [base["gpu0.energy"] + second * 250_000 for second in range(7)]
    reads = driver.probe(*({**base, "gpu0.energy": c} for c in counters))
    seen = [_gpu(read, 0)["reading"]["energy_mj"] for read in reads]
    assert seen == [counters[0]] * 5 + [counters[5]] * 2


def test_readings_use_the_right_argument_for_every_query(driver):
    state = states.datacenter_r580(gpus=2)
    first, second = driver.probe(state, state)
    for i in (0, 1):
        p = f"gpu{i}."
        r = _gpu(first, i)["reading"]
        assert r["util_gpu_percent"] == state[p + "util.gpu"]
        assert r["util_mem_percent"] == state[p + "util.mem"]
        # The v2 struct: used excludes the driver's reserved memory.
        assert r["memory_used_bytes"] == state[p + "mem.used"]
        assert r["memory_total_bytes"] == state[p + "mem.total"]
        assert r["temperature_c"] == state[p + "temp.0"]
        assert r["power_w"] == state[p + "power.usage"] / 1000
        assert r["energy_mj"] == state[p + "energy"]  # a 64-bit counter, read whole
        assert r["fan_percent"] == state[p + "fan"]
        assert r["sm_clock_mhz"] == state[p + f"clock.{CLOCK_SM}"]
        assert r["mem_clock_mhz"] == state[p + f"clock.{CLOCK_MEM}"]
        assert r["pcie_gen"] == state[p + "pcie.gen"]
        assert r["pcie_width"] == state[p + "pcie.width"]
        assert r["pstate"] == state[p + "pstate"]
        assert r["throttle_reasons"] == ["power-cap", "hw-thermal"]
        # Counters need two readings: none on the first, then exact bytes/s (1 s apart).
        assert r["pcie_tx_bytes_s"] is None and r["pcie_rx_bytes_s"] is None
        r2 = _gpu(second, i)["reading"]
        assert r2["pcie_tx_bytes_s"] == state[p + f"field.{FI_TX}.step"]
        assert r2["pcie_rx_bytes_s"] == state[p + f"field.{FI_RX}.step"]


def test_pcie_throughput_in_kib_per_second_when_there_are_no_counters(driver):
    state = states.datacenter_r580(gpus=1)
    del state[f"gpu0.field.{FI_TX}"], state[f"gpu0.field.{FI_RX}"]
    [read] = driver.probe(state)
    r = _gpu(read, 0)["reading"]
    assert r["pcie_tx_bytes_s"] == state[f"gpu0.throughput.{PCIE_TX}"] * 1024
    assert r["pcie_rx_bytes_s"] == state[f"gpu0.throughput.{PCIE_RX}"] * 1024


def test_processes_memory_kind_sm_and_another_container(driver):
    state = states.datacenter_r580(gpus=2)
    other = states.with_processes(state)
    [read] = driver.probe(state)
    procs = {p["pid"]: p for p in _gpu(read, 0)["processes"]}
    assert _gpu(read, 1)["processes"] == []
    mine = procs.pop(next(pid for pid in procs if pid != other))
    assert mine["kind"] == "compute+graphics"
    assert mine["gpu_memory_bytes"] == 512 * MIB + 1  # the compute entry's memory
    assert mine["sm_percent"] == 37  # the newest sample, not the older 99
    assert mine["info"]["visible"] is True
    assert mine["info"]["container"] == container_of(os.getpid())
    assert mine["gpu_instance_id"] is None and mine["compute_instance_id"] is None
    hidden = procs[other]
    assert hidden["kind"] == "compute"
    assert hidden["gpu_memory_bytes"] == 1024 * MIB + 3
    assert hidden["sm_percent"] == 52
    assert hidden["info"]["visible"] is False


def test_process_utilization_asks_only_for_samples_newer_than_the_last_seen(driver):
    """nvmlDeviceGetProcessUtilization(handle, lastSeenTimeStamp): the backend passes the
    newest timestamp it has seen, so an old sample is not shown again as current."""
    state = states.datacenter_r580(1)
    other = states.absent_pid()
    state["gpu0.procs.compute"] = f"{other}:{MIB}"
    state["gpu0.putil"] = f"{other}:5000:44:1"
    newer = dict(state)
    newer["gpu0.putil"] = f"{other}:5000:44:1,{other}:6000:81:2"
    first, second, third = driver.probe(state, state, newer)
    assert [_gpu(r, 0)["processes"][0]["sm_percent"] for r in (first, second, third)] == [
        44,
        None,
        81,
    ]


def test_older_calls_are_asked_when_the_newer_ones_are_missing(make_driver):
    """The fallbacks each read their own value: the CUDA version without _v2, the GPU's own
    maximum PCIe generation when the system's is not supported."""
    driver = make_driver(["nvmlSystemGetCudaDriverVersion_v2"])
    state = states.datacenter_r580(1)
    state["cuda"] = 12040
    state["gpu0.err.nvmlDeviceGetMaxPcieLinkGeneration"] = "NOT_SUPPORTED"
    [read] = driver.probe(state)
    assert read["snapshot"]["system"]["cuda_driver_version"] == "12.4"
    assert _gpu(read, 0)["static"]["pcie_gen_max"] == state["gpu0.pcie.gpu_max_gen"]
