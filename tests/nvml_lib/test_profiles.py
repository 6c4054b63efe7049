"""Real driver behaviours, each as a profile of the test NVML library.

Sources: the trackers of tools that read NVML on many machines (nvitop, gpustat, nvtop) and
NVIDIA's nvml.h; cited per test.
"""

from __future__ import annotations

import pytest

from tests.nvml_lib import states
from tests.nvml_lib.states import FI_RX, FI_TX, GIB, MIB


def _gpu(read, index=0):
    return read["snapshot"]["gpus"][index]


def test_r470_without_v2_v3_calls_still_reads_processes_and_memory(make_driver):
    """R470 lacks the _v3 process lists, the v2 memory struct and the clocks-event name.
    nvidia-ml-py's unversioned process call then raises NVMLLibraryMismatchError, not an
    NVMLError (https://github.com/wookayin/gpustat/issues/138,
    https://github.com/rapidsai/dask-cuda/issues/909)."""
    driver = make_driver(states.R470_OMITTED)
    state = states.r470()
    other = states.with_processes(state)
    [read] = driver.probe(state)
    assert read["snapshot"]["system"]["driver_version"] == "470.239.06"
    g = _gpu(read)
    # The original memory call counts the driver's reserved memory as used.
    assert g["reading"]["memory_used_bytes"] == state["gpu0.mem.used"] + state["gpu0.mem.reserved"]
    # The throttle-reasons name of older drivers.
    assert g["reading"]["throttle_reasons"] == ["power-cap", "hw-thermal"]
    procs = {p["pid"]: p for p in g["processes"]}
    assert procs[other]["gpu_memory_bytes"] == GIB + 3
    assert len(procs) == 2


def test_r535_broken_v3_struct_reads_the_v2_list(driver):
    """Drivers 535.43-535.85 write 32-byte v3 entries into pynvml's 24-byte array: the second
    process would come back as garbage (https://github.com/XuehaiPan/nvitop/pull/79)."""
    state = states.r535_broken_v3()
    other = states.with_processes(state)
    [read] = driver.probe(state)
    procs = {p["pid"]: p["gpu_memory_bytes"] for p in _gpu(read)["processes"]}
    assert procs[other] == GIB + 3
    assert sorted(procs.values()) == [512 * MIB + 1, GIB + 3]


def test_the_broken_v3_struct_is_really_garbage_without_the_workaround(driver):
    """The library reproduces the bug: on a driver outside the range (no workaround), the same
    32-byte layout garbles the list. This keeps the test above honest."""
    state = states.r535_broken_v3()
    state["driver"] = "535.104.05"  # the backend trusts _v3 here
    other = states.with_processes(state)
    [read] = driver.probe(state)
    procs = {p["pid"]: p["gpu_memory_bytes"] for p in _gpu(read)["processes"]}
    assert procs.get(other) != GIB + 3


def test_geforce_not_supported_metrics_are_none_not_zero(driver):
    """GeForce: fan, process utilization and PCIe counters NotSupported
    (https://github.com/pmav99/nvsmi/issues/2, https://github.com/hashcat/hashcat/issues/1896,
    https://github.com/fgaim/gpuview/pull/4)."""
    state = states.geforce()
    other = states.with_processes(state)
    first, second = driver.probe(state, state)
    for read in (first, second):
        r = _gpu(read)["reading"]
        assert r["fan_percent"] is None
        assert r["pcie_tx_bytes_s"] is None and r["pcie_rx_bytes_s"] is None
        assert r["temperature_c"] == state["gpu0.temp.0"]
        procs = {p["pid"]: p for p in _gpu(read)["processes"]}
        assert procs[other]["sm_percent"] is None
        assert procs[other]["gpu_memory_bytes"] == GIB + 3
    # The power limit falls back from the enforced limit to the management limit.
    assert _gpu(first)["static"]["power_limit_w"] == state["gpu0.power.mgmt_limit"] / 1000


def test_mig_gpu_utilization_is_none_and_instances_have_their_memory(driver):
    """nvml.h, nvmlDeviceGetUtilizationRates: "On MIG-enabled GPUs, querying device
    utilization rates is not currently supported"; memory is per MIG device handle."""
    state = states.mig_a100()
    state["gpu0.procs.compute"] = f"{states.absent_pid()}:{300 * MIB}:5:1"
    [read] = driver.probe(state)
    g = _gpu(read)
    assert g["static"]["mig_mode"] is True
    assert g["reading"]["util_gpu_percent"] is None
    assert [(m["index"], m["gpu_instance_id"], m["compute_instance_id"]) for m in g["mig"]] == [
        (0, 1, 0),
        (2, 5, 1),
    ]
    assert [(m["memory_used_bytes"], m["memory_total_bytes"]) for m in g["mig"]] == [
        (1111 * MIB, 9856 * MIB),
        (2222 * MIB, 4864 * MIB),
    ]
    assert g["mig"][1]["name"] == "NVIDIA A100-SXM4-40GB MIG 1g.5gb"
    assert all(m["util_gpu_percent"] is None for m in g["mig"])
    [p] = g["processes"]
    assert (p["gpu_instance_id"], p["compute_instance_id"]) == (5, 1)


def test_mig_even_a_driver_answering_zero_shows_no_utilization(driver):
    state = states.mig_a100()
    del state["gpu0.err.nvmlDeviceGetUtilizationRates"]
    state["gpu0.util.gpu"] = 0
    [read] = driver.probe(state)
    assert _gpu(read)["reading"]["util_gpu_percent"] is None
    assert _gpu(read)["reading"]["util_mem_percent"] == state["gpu0.util.mem"]


@pytest.mark.parametrize("omit", [(), ("nvmlDeviceGetComputeRunningProcesses_v3",)])
def test_wddm_process_memory_not_available_is_none_never_16_eib(make_driver, omit):
    """WSL/WDDM: usedGpuMemory is NVML_VALUE_NOT_AVAILABLE (nvml.h, nvmlProcessInfo_t: "Under
    WDDM, NVML_VALUE_NOT_AVAILABLE is always reported"), through _v3 and through _v2."""
    state = states.datacenter_r580(1)
    other = states.absent_pid()
    state["gpu0.procs.compute"] = f"{other}:na"
    [read] = make_driver(omit).probe(state)
    [p] = _gpu(read)["processes"]
    assert p["pid"] == other
    assert p["gpu_memory_bytes"] is None


def test_gpu_lost_mid_run_marks_only_that_gpu(driver):
    """NVML_ERROR_GPU_IS_LOST: the GPU fell off the bus (Xid 79); it stays lost and the other
    GPU keeps reporting. Monitors that let it escape die with the whole loop:
    https://github.com/crystian/ComfyUI-Crystools/issues/30 , https://github.com/rossumai/nvgpu/issues/6"""
    state = states.datacenter_r580(2)
    lost = dict(state)
    lost["gpu0.lost"] = 1
    back = dict(state)  # a lost GPU does not come back without a reset
    first, second, third = driver.probe(state, lost, back)
    assert _gpu(first, 0)["lost"] is False
    for read in (second, third):
        assert _gpu(read, 0)["lost"] is True
        assert _gpu(read, 0)["reading"] is None
        assert _gpu(read, 1)["lost"] is False
        assert _gpu(read, 1)["reading"]["sm_clock_mhz"] == state["gpu1.clock.1"]


def test_gpu_lost_at_open(driver):
    state = states.datacenter_r580(2)
    state["gpu1.lost"] = 1
    [read] = driver.probe(state)
    assert _gpu(read, 1)["lost"] is True
    assert _gpu(read, 0)["reading"]["fan_percent"] == state["gpu0.fan"]


def test_init_errors_are_clear_reasons(driver):
    """Version mismatch after a driver upgrade without reboot
    (https://github.com/wookayin/gpustat/issues/147, https://github.com/Syllo/nvtop/issues/95),
    no access to /dev/nvidia*, no kernel module, and NVML's unknown error (a container that lost
    its GPUs): each is one clear reason."""
    for code, kind, words in (
        ("LIB_RM_VERSION_MISMATCH", "driver-mismatch", "Reboot"),
        ("NO_PERMISSION", "no-permission", "/dev/nvidia"),
        ("DRIVER_NOT_LOADED", "driver-not-loaded", "modprobe"),
        ("UNKNOWN", "nvml-unknown", "start a new container"),
    ):
        state = states.datacenter_r580(1)
        state["init"] = code
        [read] = driver.probe(state)
        assert read["error"] == kind
        assert words in read["message"]


def test_a_per_gpu_error_affects_only_that_gpu(driver):
    state = states.datacenter_r580(2)
    state["gpu1.err.nvmlDeviceGetTemperature"] = "UNKNOWN"
    [read] = driver.probe(state)
    assert _gpu(read, 1)["reading"]["temperature_c"] is None
    assert _gpu(read, 0)["reading"]["temperature_c"] == state["gpu0.temp.0"]


def test_counters_that_stop_being_supported_fall_back_to_throughput(driver):
    """One of the two counters failing is enough to switch to nvmlDeviceGetPcieThroughput."""
    state = states.datacenter_r580(1)
    broken = dict(state)
    del broken[f"gpu0.field.{FI_TX}"]
    assert f"gpu0.field.{FI_RX}" in broken
    _, second = driver.probe(state, broken)
    assert _gpu(second)["reading"]["pcie_tx_bytes_s"] == state["gpu0.throughput.0"] * 1024
    assert _gpu(second)["reading"]["pcie_rx_bytes_s"] == state["gpu0.throughput.1"] * 1024


def test_a_mig_instance_created_while_running_appears(driver):
    """MIG instances change without a GPU reset (nvidia-smi mig -cgi / -dgi)."""
    state = states.mig_a100()
    before = {k: v for k, v in state.items() if not k.startswith("gpu0.mig2.")}
    first, second = driver.probe(before, state)
    assert [m["index"] for m in _gpu(first)["mig"]] == [0]
    assert [m["index"] for m in _gpu(second)["mig"]] == [0, 2]
