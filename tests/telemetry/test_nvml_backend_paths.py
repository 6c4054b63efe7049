"""NvmlBackend where pynvml itself differs: not installed, a library file that cannot be
loaded, releases with or without ``NVMLLibraryMismatchError`` and ``nvmlMemory_v2``; and the
backend's own life cycle (one exit hook, closed means closed)."""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pynvml
import pytest

from tests.helpers.fake_nvml import MIB, FakeNvml
from tfgpu_gui.telemetry import nvml_backend
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.nvml_backend import NvmlBackend


@pytest.fixture
def nvml(monkeypatch):
    return FakeNvml().install(monkeypatch)


def test_without_nvidia_ml_py_the_reason_says_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "pynvml", None)  # import pynvml raises ImportError
    backend = NvmlBackend()
    with pytest.raises(TelemetryUnavailable) as info:
        backend.open()
    assert info.value.kind == "nvml-missing"
    assert "pynvml" in info.value.detail  # what the import said
    assert "pip install nvidia-ml-py" in info.value.sentence()
    assert not backend.is_open


def test_a_library_file_that_cannot_be_loaded_is_no_driver(nvml, monkeypatch):
    def broken() -> None:
        raise OSError("libnvidia-ml.so.1: invalid ELF header")

    monkeypatch.setattr(pynvml, "nvmlInit", broken)
    with pytest.raises(TelemetryUnavailable) as info:
        NvmlBackend().open()
    assert (info.value.kind, info.value.detail) == (
        "no-driver",
        "libnvidia-ml.so.1: invalid ELF header",
    )


def test_an_unversioned_call_the_driver_lacks_is_a_missing_value(nvml, monkeypatch):
    """nvidia-ml-py's unversioned wrappers raise NVMLLibraryMismatchError (not an NVMLError)
    when the driver lacks the newest symbol: that value is n/a, the rest is read."""
    nvml.gpus[0]["nvmlDeviceGetTemperature"] = pynvml.NVMLLibraryMismatchError("use _v2")
    reading = NvmlBackend().read().gpus[0].reading
    assert reading.temperature_c is None and reading.fan_percent == 40


def test_a_release_without_the_mismatch_error_or_the_v2_memory_struct_still_reads(
    nvml, monkeypatch
):
    monkeypatch.delattr(pynvml, "NVMLLibraryMismatchError")
    monkeypatch.delattr(pynvml, "nvmlMemory_v2")
    asked = []

    def memory_info(handle, version=None):
        asked.append(version)
        return SimpleNamespace(total=8192 * MIB, used=900 * MIB)

    monkeypatch.setattr(pynvml, "nvmlDeviceGetMemoryInfo", memory_info)
    snapshot = NvmlBackend().read()
    assert snapshot.gpus[0].reading.memory_used_bytes == 900 * MIB
    assert snapshot.gpus[0].static.memory_total_bytes == 8192 * MIB
    assert set(asked) == {None}  # only the original call: there is no v2 struct to ask for


def test_the_exit_hook_is_registered_once_however_often_nvml_is_opened(nvml, monkeypatch):
    hooks = []
    monkeypatch.setattr(nvml_backend.atexit, "register", hooks.append)
    backend = NvmlBackend()
    backend.open()
    backend.close()
    backend.open()
    assert hooks == [backend.close]
    assert nvml.init_calls == 2


def test_closed_means_closed(nvml):
    backend = NvmlBackend()
    backend.read()
    assert backend.is_open
    backend.close()
    assert not backend.is_open
    assert nvml.shutdown_calls == 1
    backend.read()  # opens again
    assert backend.is_open and nvml.init_calls == 2


def test_bytes_from_an_older_nvidia_ml_py_are_decoded(nvml):
    """Releases before 11.5 hand strings over as bytes; a byte that is not UTF-8 is replaced,
    not an error."""
    nvml.gpus[0]["nvmlDeviceGetName"] = b"Tesla K80 \xff"
    nvml.gpus[0]["nvmlDeviceGetUUID"] = b"GPU-1234"
    nvml.system["nvmlSystemGetDriverVersion"] = b"470.239.06"
    snapshot = NvmlBackend().read()
    assert snapshot.gpus[0].static.name == "Tesla K80 \ufffd"
    assert snapshot.gpus[0].static.uuid == "GPU-1234"
    assert snapshot.system.driver_version == "470.239.06"


def test_process_utilization_is_not_asked_for_a_gpu_without_processes(nvml):
    backend = NvmlBackend()
    backend.read()
    assert "nvmlDeviceGetProcessUtilization" not in nvml.calls


def test_pcie_counters_a_gpu_refused_once_are_not_asked_for_again(nvml):
    nvml.gpus[0]["nvmlDeviceGetFieldValues"] = [SimpleNamespace(nvmlReturn=3)] * 2  # unsupported
    backend = NvmlBackend()
    backend.read()
    nvml.gpus[0]["nvmlDeviceGetFieldValues"] = [
        SimpleNamespace(nvmlReturn=0, value=SimpleNamespace(ullVal=5)) for _ in range(2)
    ]
    reading = backend.read().gpus[0].reading
    assert nvml.calls.count("nvmlDeviceGetFieldValues") == 1
    assert reading.pcie_tx_bytes_s == 2048 * 1024  # from the throughput call
