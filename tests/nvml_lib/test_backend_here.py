"""NvmlBackend on the test NVML library in this process: what only an in-process reader can
show (NVML shut down by another user of the same process, what is logged, what is released
after a failed open) and the edges of the values the library hands over (instance id 0,
a process using no memory yet, a GPU lost before its first reading)."""

from __future__ import annotations

import logging
import os

import pynvml
import pytest

from tests.nvml_lib import states
from tests.nvml_lib.driver import write_state
from tests.nvml_lib.here import HereDriver
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import REASONS, TelemetryUnavailable
from tfgpu_gui.telemetry.nvml_backend import NvmlBackend
from tfgpu_gui.telemetry.snapshot import GpuReading, GpuStatic, SystemInfo

LOGGER = "tfgpu_gui.telemetry.nvml_backend"


@pytest.fixture
def here(tmp_path, monkeypatch) -> HereDriver:
    return HereDriver(tmp_path, monkeypatch)


def backend_on(here: HereDriver, state: dict[str, object]) -> NvmlBackend:
    here.use()
    write_state(here.state_file, state)
    return NvmlBackend(clock=ManualClock())


def messages(caplog, level: int) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == LOGGER and r.levelno == level]


def test_nvml_shut_down_by_another_user_of_the_process_is_reported_then_reopened(here):
    backend = backend_on(here, states.datacenter_r580(1))
    assert backend.read().gpus[0].reading is not None and backend.is_open
    pynvml.nvmlShutdown()  # another library of this process lets go of NVML
    with pytest.raises(TelemetryUnavailable) as info:
        backend.read()
    assert info.value.kind == "nvml-error"
    assert info.value.sentence() == (
        f"NVML could not be initialised (NVML was shut down). {REASONS['nvml-error'].next_step}"
    )
    assert not backend.is_open
    assert backend.read().gpus[0].reading is not None  # initialised again
    backend.close()


def test_gpus_that_cannot_be_counted_are_a_reason_and_nvml_is_let_go(here):
    state = states.datacenter_r580(1)
    state["err.nvmlDeviceGetCount_v2"] = "UNKNOWN"
    backend = backend_on(here, state)
    with pytest.raises(TelemetryUnavailable) as info:
        backend.read()
    assert info.value.kind == "nvml-error"
    assert info.value.sentence().startswith(
        "NVML could not be initialised (the number of GPUs could not be read). "
    )
    assert not backend.is_open
    # The backend shut NVML down again: nothing of ours is left initialised.
    with pytest.raises(pynvml.NVMLError_Uninitialized):
        pynvml.nvmlShutdown()


def test_a_gpu_lost_before_its_first_reading_keeps_its_number(here):
    state = states.datacenter_r580(2)
    state["gpu1.lost"] = 1
    backend = backend_on(here, state)
    lost = backend.read().gpus[1]
    assert lost.lost and lost.reading is None and lost.error == "GPU is lost"
    assert lost.static == GpuStatic(index=1, name=None)
    assert lost.title == "GPU 1"
    backend.close()


def test_a_gpu_lost_while_reading_is_logged_with_nvml_s_words(here, caplog):
    state = states.datacenter_r580(2)
    backend = backend_on(here, state)
    backend.read()
    write_state(here.state_file, {**state, "gpu1.lost": 1})
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        assert backend.read().gpus[1].lost
    assert messages(caplog, logging.WARNING) == [
        f"GPU 1 is lost: {pynvml.NVMLError(pynvml.NVML_ERROR_GPU_IS_LOST)}"
    ]
    backend.close()


def test_instance_id_zero_is_an_instance_and_no_memory_is_zero_bytes(here):
    """Under MIG the first GPU and compute instances are numbered 0; a process that has not
    allocated yet uses 0 bytes. Both are values, not n/a."""
    state = states.mig_a100()
    mine = os.getpid()
    other = states.absent_pid()
    state["gpu0.procs.compute"] = f"{mine}:0:0:0,{other}:{300 * states.MIB}:5:1"
    backend = backend_on(here, state)
    procs = {p.pid: p for p in backend.read().gpus[0].processes}
    assert (procs[mine].gpu_instance_id, procs[mine].compute_instance_id) == (0, 0)
    assert procs[mine].gpu_memory_bytes == 0
    assert (procs[other].gpu_instance_id, procs[other].compute_instance_id) == (5, 1)
    backend.close()


def test_without_mig_a_process_has_no_instance(here):
    state = states.datacenter_r580(1)
    state["gpu0.procs.compute"] = f"{os.getpid()}:{states.MIB}"  # NVML's 0xFFFFFFFF ids
    backend = backend_on(here, state)
    [p] = backend.read().gpus[0].processes
    assert (p.gpu_instance_id, p.compute_instance_id) == (None, None)
    backend.close()


def test_an_unexpected_error_is_logged_for_debugging_and_an_unsupported_metric_is_not(here, caplog):
    state = states.datacenter_r580(1)
    state["gpu0.err.nvmlDeviceGetTemperature"] = "IRQ_ISSUE"
    state["gpu0.err.nvmlDeviceGetFanSpeed"] = "NOT_SUPPORTED"
    backend = backend_on(here, state)
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        reading = backend.read().gpus[0].reading
    assert reading.temperature_c is None and reading.fan_percent is None
    [logged] = messages(caplog, logging.DEBUG)
    error = pynvml.NVMLError(pynvml.NVML_ERROR_IRQ_ISSUE)
    assert logged.startswith("nvmlDeviceGetTemperature(<")  # the function and its handle
    assert logged.endswith(f", {pynvml.NVML_TEMPERATURE_GPU}) failed: {error}")
    backend.close()


def test_closing_twice_is_quiet_and_a_failed_shutdown_is_only_logged(here, caplog):
    backend = backend_on(here, states.datacenter_r580(1))
    backend.read()
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        backend.close()
        backend.close()
    assert messages(caplog, logging.DEBUG) == [] and not backend.is_open

    backend.read()
    pynvml.nvmlShutdown()  # NVML already shut down under the backend
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        backend.close()  # does not raise
    error = pynvml.NVMLError(pynvml.NVML_ERROR_UNINITIALIZED)
    assert messages(caplog, logging.DEBUG) == [f"nvmlShutdown failed: {error}"]
    assert not backend.is_open


def test_a_gpu_that_answers_nothing_but_its_name_reads_as_unknowns(here):
    """Every other query NotSupported (a driver that knows little of an old or odd board):
    each fact and figure is n/a, none is made up, nothing fails."""
    backend = backend_on(here, {"gpus": 1, "gpu0.name": "NVIDIA Odd Board"})
    snapshot = backend.read()
    assert snapshot.system == SystemInfo(backend="nvml")
    [gpu] = snapshot.gpus
    assert not gpu.lost and gpu.processes == () and gpu.mig == ()
    assert gpu.static == GpuStatic(index=0, name="NVIDIA Odd Board")
    assert gpu.reading == GpuReading()
    backend.close()
