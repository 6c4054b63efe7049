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
        gpu = backend.read().gpus[1]
    assert gpu.lost and gpu.reading is None and gpu.error == "GPU is lost"
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


def test_mig_instances_with_their_own_utilization_and_uuid(here):
    """A driver that measures each MIG instance: its utilization and UUID are its own."""
    state = states.mig_a100()
    del state["gpu0.err.nvmlDeviceGetUtilizationRates"]
    state.update({"gpu0.mig0.util.gpu": 23, "gpu0.mig0.util.mem": 5})
    state.update({"gpu0.mig2.util.gpu": 61, "gpu0.mig2.util.mem": 9})
    backend = backend_on(here, state)
    gpu = backend.read().gpus[0]
    assert [(m.index, m.util_gpu_percent) for m in gpu.mig] == [(0, 23.0), (2, 61.0)]
    assert [m.uuid for m in gpu.mig] == [state["gpu0.mig0.uuid"], state["gpu0.mig2.uuid"]]
    assert gpu.reading.util_gpu_percent is None  # the whole GPU's stays n/a under MIG
    backend.close()


def test_a_mig_instance_without_memory_figures_and_a_gpu_without_an_instance_count(here):
    state = states.mig_a100()
    for key in ("mem.total", "mem.reserved", "mem.used"):
        del state[f"gpu0.mig2.{key}"]
    backend = backend_on(here, state)
    mig = backend.read().gpus[0].mig
    assert [(m.index, m.memory_used_bytes, m.memory_total_bytes) for m in mig] == [
        (0, 1111 * states.MIB, 9856 * states.MIB),
        (2, None, None),
    ]
    backend.close()
    del state["gpu0.mig.max_count"]  # the driver does not say how many there can be
    backend = backend_on(here, state)
    assert backend.read().gpus[0].mig == ()
    backend.close()


def test_mig_mode_is_the_current_one_not_the_one_pending_a_reset(here):
    state = states.datacenter_r580(1)
    state["gpu0.mig.pending"] = 1  # enabled, takes effect after a GPU reset
    backend = backend_on(here, state)
    assert backend.read().gpus[0].static.mig_mode is False
    backend.close()


def test_a_snapshot_is_stamped_with_the_clock_s_times(here):
    state = states.datacenter_r580(1)
    here.use()
    write_state(here.state_file, state)
    clock = ManualClock(start=50.0, wall_offset=1_800_000_000.0)
    backend = NvmlBackend(clock=clock)
    snapshot = backend.read()
    assert (snapshot.monotonic, snapshot.wall_time) == (50.0, 1_800_000_050.0)
    # The reading carries the GPU's enforced power limit (for the bars' scale).
    assert snapshot.gpus[0].reading.power_limit_w == state["gpu0.power.limit"] / 1000
    backend.close()


def test_the_energy_counter_is_not_read_again_within_the_same_second(here):
    state = states.datacenter_r580(1)
    here.use()
    write_state(here.state_file, state)
    clock = ManualClock()
    backend = NvmlBackend(clock=clock)
    first = backend.read().gpus[0].reading.energy_mj
    write_state(here.state_file, {**state, "gpu0.energy": state["gpu0.energy"] + 7})
    assert backend.read().gpus[0].reading.energy_mj == first  # the same instant
    clock.advance(0.5)
    assert backend.read().gpus[0].reading.energy_mj == first
    backend.close()


def test_an_energy_counter_at_zero_and_pcie_counters_that_did_not_move(here):
    """A driver loaded a moment ago counts 0 mJ; an idle link moves 0 bytes: both are 0."""
    state = states.datacenter_r580(1)
    state["gpu0.energy"] = 0
    state[f"gpu0.field.{states.FI_TX}.step"] = 0
    state[f"gpu0.field.{states.FI_RX}.step"] = 0
    here.use()
    write_state(here.state_file, state)
    clock = ManualClock()
    backend = NvmlBackend(clock=clock)
    assert backend.read().gpus[0].reading.energy_mj == 0
    clock.advance(1.0)
    reading = backend.read().gpus[0].reading
    assert (reading.pcie_tx_bytes_s, reading.pcie_rx_bytes_s) == (0.0, 0.0)
    backend.close()


def test_how_processes_listed_twice_or_on_graphics_only_are_told(here):
    state = states.datacenter_r580(2)
    mine = os.getpid()
    other = states.absent_pid()
    # Ours twice in the compute list (two contexts), the second with memory only.
    state["gpu1.procs.compute"] = f"{mine}:na,{mine}:{40 * states.MIB}"
    state["gpu1.procs.graphics"] = f"{other}:{8 * states.MIB}"
    backend = backend_on(here, state)
    procs = {p.pid: p for p in backend.read().gpus[1].processes}
    assert (procs[mine].kind, procs[mine].gpu_memory_bytes) == ("compute", 40 * states.MIB)
    assert (procs[other].kind, procs[other].gpu_memory_bytes) == ("graphics", 8 * states.MIB)
    assert {p.gpu_index for p in procs.values()} == {1}
    backend.close()


def test_a_driver_past_the_broken_range_is_read_through_the_v3_list(here):
    """535.104 is past the drivers whose _v3 lists are broken: the backend asks _v3 first.
    The library writes that list with the 32-byte entries here, so asking _v3 shows as a
    garbled second entry (asking _v2 would read both right)."""
    state = states.r535_broken_v3()
    state["driver"] = "535.104.05"
    other = states.with_processes(state)
    backend = backend_on(here, state)
    procs = {p.pid: p.gpu_memory_bytes for p in backend.read().gpus[0].processes}
    assert procs.get(other) != states.GIB + 3
    backend.close()


def test_closing_a_backend_never_opened_does_nothing(here, caplog):
    here.use()
    with caplog.at_level(logging.DEBUG, logger=LOGGER):
        NvmlBackend().close()
    assert caplog.records == []
    with pytest.raises(pynvml.NVMLError_Uninitialized):  # and NVML was not touched
        pynvml.nvmlShutdown()


def test_an_unexplained_init_failure_quotes_nvml(here):
    state = states.datacenter_r580(1)
    state["init"] = "TIMEOUT"
    backend = backend_on(here, state)
    with pytest.raises(TelemetryUnavailable) as info:
        backend.read()
    error = pynvml.NVMLError(pynvml.NVML_ERROR_TIMEOUT)
    assert (info.value.kind, info.value.detail) == ("nvml-error", str(error))
    assert info.value.sentence() == (
        f"NVML could not be initialised ({error}). {REASONS['nvml-error'].next_step}"
    )
