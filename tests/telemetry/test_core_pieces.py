"""The small pieces under every backend: the clocks, the reasons telemetry is unavailable, the
backend's defaults, and the NVML tables (driver versions, the broken _v3 process lists, the
clock-event bits)."""

from __future__ import annotations

import threading
import time

import pytest

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.clock import ManualClock, SystemClock
from tfgpu_gui.telemetry.errors import REASONS, TelemetryUnavailable
from tfgpu_gui.telemetry.nvml_tables import (
    CLOCK_EVENT_REASONS,
    decode_clock_reasons,
    driver_version_tuple,
    process_v3_is_broken,
)
from tfgpu_gui.telemetry.snapshot import Snapshot, SystemInfo

# -- clocks ------------------------------------------------------------------------------------


def test_a_manual_clock_moves_only_when_told():
    clock = ManualClock(start=10.0, wall_offset=1000.0)
    assert (clock.monotonic(), clock.wall()) == (10.0, 1010.0)
    clock.advance(2.5)
    assert (clock.monotonic(), clock.wall()) == (12.5, 1012.5)
    clock.advance(0.0)
    assert clock.monotonic() == 12.5
    with pytest.raises(ValueError, match="cannot go backwards"):
        clock.advance(-0.001)
    default = ManualClock()
    assert (default.monotonic(), default.wall()) == (1_000.0, 1_790_001_000.0)


def test_a_manual_clock_s_wait_advances_instead_of_sleeping():
    clock = ManualClock(start=0.0)
    event = threading.Event()
    assert clock.wait(event, 30.0) is False and clock.monotonic() == 30.0
    assert clock.wait(event, -5.0) is False and clock.monotonic() == 30.0
    event.set()
    assert clock.wait(event, 30.0) is True and clock.monotonic() == 30.0  # set: no time passes


def test_the_system_clock_is_the_machine_s():
    clock = SystemClock()
    before = time.monotonic()
    assert before <= clock.monotonic() <= time.monotonic()
    assert abs(clock.wall() - time.time()) < 5.0
    event = threading.Event()
    started = time.monotonic()
    assert clock.wait(event, 0.05) is False
    assert time.monotonic() - started >= 0.04
    assert clock.wait(event, -1.0) is False  # a negative wait is no wait
    event.set()
    assert clock.wait(event, 60.0) is True


# -- why telemetry is unavailable --------------------------------------------------------------


def test_each_reason_is_one_sentence_with_what_to_do():
    for kind, reason in REASONS.items():
        error = TelemetryUnavailable(kind)
        assert error.kind == kind and error.reason is reason and error.detail is None
        assert error.sentence() == f"{reason.message} {reason.next_step}"
        assert str(error) == error.sentence()


def test_an_nvml_error_names_its_detail_and_an_unknown_kind_is_an_nvml_error():
    error = TelemetryUnavailable("nvml-error", "NVML_ERROR_UNKNOWN")
    assert error.sentence() == (
        "NVML could not be initialised (NVML_ERROR_UNKNOWN). "
        "Check that `nvidia-smi` works; if it does not, reinstall the NVIDIA driver."
    )
    assert (
        TelemetryUnavailable("nvml-error").sentence().startswith("NVML could not be initialised. ")
    )
    odd = TelemetryUnavailable("something-new", "detail")
    assert odd.kind == "something-new" and odd.reason is REASONS["nvml-error"]
    assert odd.sentence().startswith("NVML could not be initialised. Check")  # detail not shown
    other = TelemetryUnavailable("no-driver", "libnvidia-ml.so.1: cannot open")
    assert other.sentence() == f"{REASONS['no-driver'].message} {REASONS['no-driver'].next_step}"


# -- the backend's defaults --------------------------------------------------------------------


class _Once(Backend):
    def __init__(self) -> None:
        self.closed = 0

    @property
    def is_open(self) -> bool:
        return False

    def open(self) -> SystemInfo:
        return SystemInfo("once")

    def read(self) -> Snapshot:
        return Snapshot(0.0, 0.0, self.open(), ())

    def close(self) -> None:
        self.closed += 1


def test_a_backend_that_reads_when_asked_is_ready_at_once_and_closes_after_a_with():
    backend = _Once()
    assert backend.wait_ready(0.0) is True
    assert backend.name == "backend"
    with backend as entered:
        assert entered is backend and backend.closed == 0
    assert backend.closed == 1


# -- NVML tables -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "version"),
    [
        ("535.54.03", (535, 54, 3)),
        (" 550.90.07 \n", (550, 90, 7)),
        ("560", (560,)),
        ("", None),
        (None, None),
        ("535.54.03-beta", None),
        ("n/a", None),
    ],
)
def test_driver_versions_as_numbers(text, version):
    assert driver_version_tuple(text) == version


@pytest.mark.parametrize(
    ("driver", "broken"),
    [
        ("535.42.99", False),
        ("535.43.02", True),  # the first with the 32-byte entries
        ("535.54.03", True),
        ("535.85.99", True),
        ("535.86.05", False),  # fixed
        ("550.54.14", False),
        ("470.239.06", False),
        (None, False),
        ("garbage", False),
    ],
)
def test_which_drivers_have_broken_v3_process_lists(driver, broken):
    assert process_v3_is_broken(driver) is broken


def test_clock_event_bits_decode_in_nvml_s_order():
    bits = {name: bit for bit, name in CLOCK_EVENT_REASONS}
    assert decode_clock_reasons(0) == ()
    mask = bits["sw-thermal"] | bits["idle"] | bits["power-cap"]
    assert decode_clock_reasons(mask) == ("idle", "power-cap", "sw-thermal")
    everything = sum(bits.values())
    assert decode_clock_reasons(everything) == tuple(name for _bit, name in CLOCK_EVENT_REASONS)
    assert decode_clock_reasons(1 << 40) == ()  # an unknown bit
