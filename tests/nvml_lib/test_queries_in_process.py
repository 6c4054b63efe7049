"""The query and driver-profile tests of the test NVML library, with NvmlBackend reading in
this process instead of a child.

The same tests, collected again here with ``driver`` and ``make_driver`` giving a
:class:`~tests.nvml_lib.here.HereDriver`: pynvml's real ctypes calls into the same library,
and the backend that answers is the one this process imported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from tests.nvml_lib.here import HereDriver
from tests.nvml_lib.test_profiles import (
    test_a_mig_instance_created_while_running_appears,
    test_a_per_gpu_error_affects_only_that_gpu,
    test_counters_that_stop_being_supported_fall_back_to_throughput,
    test_geforce_not_supported_metrics_are_none_not_zero,
    test_gpu_lost_at_open,
    test_gpu_lost_mid_run_marks_only_that_gpu,
    test_init_errors_are_clear_reasons,
    test_mig_even_a_driver_answering_zero_shows_no_utilization,
    test_mig_gpu_utilization_is_none_and_instances_have_their_memory,
    test_r470_without_v2_v3_calls_still_reads_processes_and_memory,
    test_r535_broken_v3_struct_reads_the_v2_list,
    test_the_broken_v3_struct_is_really_garbage_without_the_workaround,
    test_wddm_process_memory_not_available_is_none_never_16_eib,
)
from tests.nvml_lib.test_queries import (
    test_older_calls_are_asked_when_the_newer_ones_are_missing,
    test_pcie_throughput_in_kib_per_second_when_there_are_no_counters,
    test_process_utilization_asks_only_for_samples_newer_than_the_last_seen,
    test_processes_memory_kind_sm_and_another_container,
    test_readings_use_the_right_argument_for_every_query,
    test_static_facts_of_each_gpu,
    test_the_energy_counter_is_read_every_five_seconds,
)

__all__ = [
    "test_a_mig_instance_created_while_running_appears",
    "test_a_per_gpu_error_affects_only_that_gpu",
    "test_counters_that_stop_being_supported_fall_back_to_throughput",
    "test_geforce_not_supported_metrics_are_none_not_zero",
    "test_gpu_lost_at_open",
    "test_gpu_lost_mid_run_marks_only_that_gpu",
    "test_init_errors_are_clear_reasons",
    "test_mig_even_a_driver_answering_zero_shows_no_utilization",
    "test_mig_gpu_utilization_is_none_and_instances_have_their_memory",
    "test_older_calls_are_asked_when_the_newer_ones_are_missing",
    "test_pcie_throughput_in_kib_per_second_when_there_are_no_counters",
    "test_process_utilization_asks_only_for_samples_newer_than_the_last_seen",
    "test_processes_memory_kind_sm_and_another_container",
    "test_r470_without_v2_v3_calls_still_reads_processes_and_memory",
    "test_r535_broken_v3_struct_reads_the_v2_list",
    "test_readings_use_the_right_argument_for_every_query",
    "test_static_facts_of_each_gpu",
    "test_the_broken_v3_struct_is_really_garbage_without_the_workaround",
    "test_the_energy_counter_is_read_every_five_seconds",
    "test_wddm_process_memory_not_available_is_none_never_16_eib",
]


@pytest.fixture
def driver(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HereDriver:
    return HereDriver(tmp_path, monkeypatch)


@pytest.fixture
def make_driver(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Callable[[Iterable[str]], HereDriver]:
    def make(omit: Iterable[str]) -> HereDriver:
        return HereDriver(tmp_path, monkeypatch, omit=omit)

    return make
