"""NvmlBackend's error handling: the real library-not-found path here, the rest faked at the
pynvml boundary (NotSupported per metric, GPU lost, version mismatch, no permission,
FunctionNotFound on an older driver)."""

from __future__ import annotations

import os
from types import SimpleNamespace

import pynvml
import pytest

from tests.helpers.fake_nvml import MIB, FakeNvml, a_gpu, err, proc, without_driver
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.nvml_backend import NvmlBackend


@pytest.fixture
def nvml(monkeypatch):
    return FakeNvml().install(monkeypatch)


def test_real_library_not_found_is_a_clear_sentence(monkeypatch):
    """pynvml's own path when dlopen finds no libnvidia-ml.so.1, on any machine (one with a
    driver too): its loader is made to fail as it does where no driver is installed."""

    without_driver(monkeypatch)
    backend = NvmlBackend()
    with pytest.raises(TelemetryUnavailable) as info:
        backend.read()
    assert info.value.kind == "no-driver"
    text = info.value.sentence()
    assert "No NVIDIA driver" in text and "nvidia-smi" in text and "--simulate" in text
    assert not backend.is_open
    with pytest.raises(TelemetryUnavailable):  # trying again is allowed and fails the same way
        backend.read()


@pytest.mark.parametrize(
    ("code", "kind", "words"),
    [
        ("LIBRARY_NOT_FOUND", "no-driver", "No NVIDIA driver"),
        ("DRIVER_NOT_LOADED", "driver-not-loaded", "modprobe"),
        ("LIB_RM_VERSION_MISMATCH", "driver-mismatch", "Reboot"),
        ("NO_PERMISSION", "no-permission", "/dev/nvidia"),
        ("UNKNOWN", "nvml-unknown", "start a new container"),
        ("TIMEOUT", "nvml-error", "NVML could not be initialised"),
    ],
)
def test_init_errors_map_to_reasons(nvml, code, kind, words):
    nvml.init_error = err(code)
    with pytest.raises(TelemetryUnavailable) as info:
        NvmlBackend().read()
    assert info.value.kind == kind
    assert words in info.value.sentence()


def test_init_is_retried_after_a_failure(nvml):
    nvml.init_error = err("LIB_RM_VERSION_MISMATCH")
    backend = NvmlBackend()
    with pytest.raises(TelemetryUnavailable):
        backend.read()
    nvml.init_error = None  # module reloaded
    snap = backend.read()
    assert snap.gpus[0].reading.util_gpu_percent == 42
    assert nvml.init_calls == 2


def test_a_full_reading_in_our_units(nvml):
    nvml.gpus[0]["nvmlDeviceGetComputeRunningProcesses"] = [proc(os.getpid(), 512 * MIB)]
    backend = NvmlBackend()
    snap = backend.read()
    assert snap.system.driver_version == "555.42.06"
    assert snap.system.cuda_driver_version == "12.5"
    g = snap.gpus[0]
    s, r = g.static, g.reading
    assert s.name == "NVIDIA Fake 100" and s.compute_capability == (8, 6)
    assert s.architecture == "Ampere" and s.sm_count == 46 and s.mig_mode is False
    assert s.power_limit_w == 220.0
    assert r.power_w == pytest.approx(123.456)
    assert r.energy_mj == 987_654_321
    assert r.pcie_rx_bytes_s == 2048 * 1024  # KB/s -> B/s (counters unsupported here)
    assert r.throttle_reasons == ("power-cap", "sw-thermal")
    assert r.memory_used_bytes == 1024 * MIB
    (p,) = g.processes
    assert p.pid == os.getpid() and p.gpu_memory_bytes == 512 * MIB and p.kind == "compute"
    assert p.info.visible and p.info.user and p.info.cmdline
    assert p.sm_percent is None  # no utilization samples: n/a, not 0


def test_static_info_and_handles_are_read_once(nvml):
    backend = NvmlBackend()
    for _ in range(3):
        backend.read()
    assert nvml.calls.count("nvmlDeviceGetName") == 1
    assert nvml.calls.count("nvmlDeviceGetUtilizationRates") == 3
    assert nvml.init_calls == 1
    backend.close()
    assert nvml.shutdown_calls == 1


@pytest.mark.parametrize(
    ("function", "field"),
    [
        ("nvmlDeviceGetFanSpeed", "fan_percent"),
        ("nvmlDeviceGetTemperature", "temperature_c"),
        ("nvmlDeviceGetPowerUsage", "power_w"),
        ("nvmlDeviceGetTotalEnergyConsumption", "energy_mj"),
        ("nvmlDeviceGetUtilizationRates", "util_gpu_percent"),
        ("nvmlDeviceGetPcieThroughput", "pcie_tx_bytes_s"),
        ("nvmlDeviceGetCurrentClocksEventReasons", "throttle_reasons"),
    ],
)
@pytest.mark.parametrize(
    "code", ["NOT_SUPPORTED", "FUNCTION_NOT_FOUND", "NO_PERMISSION", "UNKNOWN"]
)
def test_one_unsupported_metric_is_none_and_the_rest_still_reads(nvml, function, field, code):
    nvml.gpus[0][function] = err(code)
    if function == "nvmlDeviceGetCurrentClocksEventReasons":
        nvml.gpus[0]["nvmlDeviceGetCurrentClocksThrottleReasons"] = err(code)
    r = NvmlBackend().read().gpus[0].reading
    assert getattr(r, field) is None
    assert r.memory_used_bytes == 1024 * MIB and r.sm_clock_mhz == 1500


def test_older_driver_falls_back_to_the_older_call(nvml):
    nvml.gpus[0]["nvmlDeviceGetCurrentClocksEventReasons"] = err("FUNCTION_NOT_FOUND")
    nvml.gpus[0]["nvmlDeviceGetCurrentClocksThrottleReasons"] = 0x40
    nvml.system["nvmlSystemGetCudaDriverVersion_v2"] = err("FUNCTION_NOT_FOUND")
    nvml.system["nvmlSystemGetCudaDriverVersion"] = 11040
    snap = NvmlBackend().read()
    assert snap.gpus[0].reading.throttle_reasons == ("hw-thermal",)
    assert snap.system.cuda_driver_version == "11.4"


def test_missing_function_in_an_old_nvidia_ml_py(nvml, monkeypatch):
    monkeypatch.delattr(pynvml, "nvmlDeviceGetArchitecture")
    assert NvmlBackend().read().gpus[0].static.architecture is None


def test_a_lost_gpu_is_marked_and_the_others_keep_reporting(nvml):
    nvml.gpus.append(a_gpu("NVIDIA Fake 200"))
    backend = NvmlBackend()
    assert not backend.read().gpus[1].lost
    nvml.gpus[1]["nvmlDeviceGetUtilizationRates"] = err("GPU_IS_LOST")
    snap = backend.read()
    assert snap.gpus[1].lost and snap.gpus[1].reading is None
    assert snap.gpus[1].static.name == "NVIDIA Fake 200"
    assert snap.gpus[0].reading.util_gpu_percent == 42
    again = backend.read()  # stays lost without asking the dead GPU again
    assert again.gpus[1].lost


def test_a_gpu_lost_before_its_handle_is_read(nvml):
    nvml.gpus.append(a_gpu(handle=err("GPU_IS_LOST")))
    snap = NvmlBackend().read()
    assert [g.lost for g in snap.gpus] == [False, True]


def test_processes_from_another_pid_namespace_are_listed_not_dropped(nvml):
    host_pid = 4_000_000  # above pid_max here: no such process in our namespace
    nvml.gpus[0]["nvmlDeviceGetComputeRunningProcesses"] = [proc(host_pid, 2048 * MIB)]
    nvml.gpus[0]["nvmlDeviceGetGraphicsRunningProcesses"] = [proc(host_pid, None)]
    (p,) = NvmlBackend().read().gpus[0].processes
    assert p.pid == host_pid and not p.info.visible and p.info.user is None
    assert p.kind == "compute+graphics" and p.gpu_memory_bytes == 2048 * MIB


def test_process_sm_utilization_uses_the_newest_sample(nvml):
    me = os.getpid()
    nvml.gpus[0]["nvmlDeviceGetComputeRunningProcesses"] = [proc(me, None)]
    nvml.gpus[0]["nvmlDeviceGetProcessUtilization"] = [
        SimpleNamespace(pid=me, timeStamp=10, smUtil=30, memUtil=1),
        SimpleNamespace(pid=me, timeStamp=20, smUtil=55, memUtil=1),
    ]
    (p,) = NvmlBackend().read().gpus[0].processes
    assert p.sm_percent == 55 and p.gpu_memory_bytes is None


def test_process_samples_without_a_time_stamp_take_the_last_one_listed(nvml):
    # Samples that carry no timeStamp count as taken at 0: the last one listed is the newest.
    me = os.getpid()
    nvml.gpus[0]["nvmlDeviceGetComputeRunningProcesses"] = [proc(me, None)]
    nvml.gpus[0]["nvmlDeviceGetProcessUtilization"] = [
        SimpleNamespace(pid=me, smUtil=30, memUtil=1),
        SimpleNamespace(pid=me, smUtil=55, memUtil=1),
    ]
    (p,) = NvmlBackend().read().gpus[0].processes
    assert p.sm_percent == 55


def test_pcie_rates_from_byte_counters_when_supported(nvml):
    from tfgpu_gui.telemetry.clock import ManualClock

    def counters(tx: int, rx: int) -> list:
        return [
            SimpleNamespace(nvmlReturn=0, value=SimpleNamespace(ullVal=tx)),
            SimpleNamespace(nvmlReturn=0, value=SimpleNamespace(ullVal=rx)),
        ]

    clock = ManualClock()
    nvml.gpus[0]["nvmlDeviceGetFieldValues"] = counters(1000, 5000)
    backend = NvmlBackend(clock=clock)
    first = backend.read().gpus[0].reading
    assert first.pcie_tx_bytes_s is None  # a rate needs two readings
    nvml.gpus[0]["nvmlDeviceGetFieldValues"] = counters(3000, 9000)
    clock.advance(2.0)
    second = backend.read().gpus[0].reading
    assert second.pcie_tx_bytes_s == 1000 and second.pcie_rx_bytes_s == 2000
    assert "nvmlDeviceGetPcieThroughput" not in nvml.calls  # never the 20 ms blocking call


def test_nvml_shut_down_under_us_is_reported_and_reopened(nvml):
    backend = NvmlBackend()
    backend.read()
    nvml.gpus[0]["nvmlDeviceGetUtilizationRates"] = err("UNINITIALIZED")
    with pytest.raises(TelemetryUnavailable):
        backend.read()
    nvml.gpus[0]["nvmlDeviceGetUtilizationRates"] = SimpleNamespace(gpu=5, memory=1)
    assert backend.read().gpus[0].reading.util_gpu_percent == 5


def test_memory_v2_first_then_the_original_call(nvml, monkeypatch):
    driver = {"has_v2": False}
    calls = []

    def memory_info(handle, version=None):
        calls.append(version)
        if version is not None and not driver["has_v2"]:
            raise err("FUNCTION_NOT_FOUND")  # a driver older than R510
        used = 700 if version is not None else 900  # v2 leaves out reserved memory
        return SimpleNamespace(total=16384 * MIB, used=used * MIB)

    monkeypatch.setattr(pynvml, "nvmlDeviceGetMemoryInfo", memory_info)
    assert NvmlBackend().read().gpus[0].reading.memory_used_bytes == 900 * MIB
    assert calls[:2] == [pynvml.nvmlMemory_v2, None]
    driver["has_v2"] = True
    assert NvmlBackend().read().gpus[0].reading.memory_used_bytes == 700 * MIB


def test_the_not_available_memory_sentinel_is_none_whatever_pynvml_passes_on(nvml):
    """NVML_VALUE_NOT_AVAILABLE (2**64 - 1, WDDM) as a raw number, as older nvidia-ml-py
    releases and the original (v1) process call hand it over: n/a, never 16 EiB."""
    nvml.gpus[0]["nvmlDeviceGetComputeRunningProcesses"] = [proc(os.getpid(), 2**64 - 1)]
    [p] = NvmlBackend().read().gpus[0].processes
    assert p.gpu_memory_bytes is None
