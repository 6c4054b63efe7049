"""GPU facts from a monitor snapshot: what the benchmark rates against, without asking NVML."""

from __future__ import annotations

from tests.helpers.bench_samples import gpu_snapshot
from tfgpu_gui.bench.machine import (
    UNKNOWN_FACTS,
    GpuFacts,
    describe_facts,
    facts_from_snapshot,
)


def test_facts_of_a_snapshot_take_the_link_from_the_reading_and_the_rest_from_static():
    gpus, driver, cuda = facts_from_snapshot(gpu_snapshot(pcie_gen=4, pcie_width=8))
    assert gpus == (
        GpuFacts(
            index=0,
            name="NVIDIA H100 PCIe",
            uuid="GPU-0",
            compute_capability=(9, 0),
            sm_count=114,
            sm_clock_max_mhz=1755,
            pcie_gen=4,
            pcie_width=8,
            pcie_gen_max=5,
            pcie_width_max=16,
        ),
    )
    assert (driver, cuda) == ("550.54", "12.4")


def test_a_lost_gpu_keeps_its_static_facts_without_a_current_link():
    ((gpu,), _driver, _cuda) = facts_from_snapshot(gpu_snapshot(lost=True))
    assert gpu.name == "NVIDIA H100 PCIe" and gpu.pcie_width_max == 16
    assert gpu.pcie_gen is None and gpu.pcie_width is None


def test_no_snapshot_means_unknown_facts():
    assert facts_from_snapshot(None) == UNKNOWN_FACTS == ((), None, None)


def test_facts_are_described_in_one_line():
    text = describe_facts(facts_from_snapshot(gpu_snapshot()))
    assert text == (
        "GPU facts from the monitor: GPU 0 NVIDIA H100 PCIe (PCIe Gen4 x8, max Gen5 x16); "
        "driver 550.54."
    )
    assert describe_facts(UNKNOWN_FACTS).startswith("GPU facts: unknown")
