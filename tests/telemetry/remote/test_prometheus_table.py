"""Series become GPUs: keyed by host and UUID (else index), numbered stably, MIG instances apart.

The series' names and label names are those of the real exporter pages in ``fixtures/`` (see
its ``SOURCES.md``; the label values are made up for each case): the DCGM exporter's ``gpu``,
``UUID``, ``pci_bus_id``, ``modelName``, ``Hostname``, ``GPU_I_ID``, ``GPU_I_PROFILE`` and pod
labels; nvitop-exporter's ``hostname``, ``index``, ``uuid``, ``devicename``; our exporter's
``host``, ``gpu``, ``uuid``, ``name``; the scrape's ``instance``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tfgpu_gui.telemetry.remote.prometheus import (
    MAX_INDEX,
    MAX_INSTANCES,
    MAX_LABEL,
    Field,
    GpuTable,
    Sample,
    _own_fields,
)
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot
from tfgpu_gui.text.numbers import MIB

A100 = {
    "gpu": "0",
    "UUID": "GPU-a",
    "pci_bus_id": "00000000:07:00.0",
    "device": "nvidia0",
    "modelName": "NVIDIA A100-SXM4-40GB",
    "Hostname": "node-a",
}


def _snap(*samples: Sample, table: GpuTable | None = None, source: str = "src") -> Snapshot:
    return (table or GpuTable()).snapshot(samples, source, 1700000000.0, 123.0)


def _one(*samples: Sample) -> GpuSnapshot:
    (gpu,) = _snap(*samples).gpus
    return gpu


def _dcgm(name: str, value: float, **labels: str) -> Sample:
    return Sample(name, {**A100, **labels}, value)


# -- keys and numbering ------------------------------------------------------------------------


def test_the_snapshot_carries_its_times_and_source():
    snap = _snap(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5))
    assert (snap.wall_time, snap.monotonic) == (1700000000.0, 123.0)
    assert snap.system.backend == "prometheus:src"
    long = _snap(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5), source="http://" + "p" * 300)
    assert long.system.backend == ("prometheus:http://" + "p" * 300)[:200]


def test_a_dcgm_gpu_has_its_name_uuid_bus_and_host():
    gpu = _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5))
    s = gpu.static
    assert (s.index, s.host_index, s.uuid, s.name) == (0, 0, "GPU-a", "NVIDIA A100-SXM4-40GB")
    assert (s.pci_bus_id, s.host, s.mig_mode) == ("00000000:07:00.0", "node-a", None)
    assert gpu.mig == () and gpu.workload is None


def test_the_host_label_is_the_first_of_the_known_ones_else_the_source():
    labels = {"index": "0", "uuid": "GPU-n"}
    assert _one(Sample("gpu_temperature_C", {**labels, "hostname": "nv"}, 40)).static.host == "nv"
    ours = {**labels, "host": "box", "instance": "10.0.0.1:9835"}
    assert _one(Sample("gpu_temperature_C", ours, 40)).static.host == "box"
    scraped = {**labels, "instance": "10.0.0.1:9835"}
    assert _one(Sample("gpu_temperature_C", scraped, 40)).static.host == "10.0.0.1:9835"
    assert _one(Sample("gpu_temperature_C", labels, 40)).static.host == "src"
    empty = {**labels, "Hostname": "", "hostname": "later"}
    assert _one(Sample("gpu_temperature_C", empty, 40)).static.host == "later"


def test_labels_are_cut_to_their_longest():
    gpu = _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5, Hostname="h" * 300, modelName="m" * 300))
    assert gpu.static.host == "h" * MAX_LABEL and gpu.static.name == "m" * MAX_LABEL


def test_a_gpu_without_uuid_is_keyed_by_its_index_and_without_either_left_out():
    snap = _snap(
        Sample("tfgpu_gpu_temperature_celsius", {"host": "box", "gpu": "1", "name": "T4"}, 40),
        Sample("tfgpu_gpu_temperature_celsius", {"host": "box", "gpu": "x"}, 41),
        Sample("tfgpu_gpu_temperature_celsius", {"host": "box"}, 42),
        Sample("tfgpu_gpu_temperature_celsius", {"host": "box", "gpu": "1"}, 43),
    )
    (gpu,) = snap.gpus
    assert (gpu.static.uuid, gpu.static.host_index, gpu.static.name) == (None, 1, "T4")
    assert gpu.reading is not None and gpu.reading.temperature_c == 43


def test_a_gpu_without_index_is_numbered_by_the_table():
    gpu = _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5, gpu="", UUID="GPU-z"))
    assert (gpu.static.index, gpu.static.host_index, gpu.static.uuid) == (0, 0, "GPU-z")


@pytest.mark.parametrize(
    ("text", "index"),
    [("0", 0), ("7", 7), ("0012", 12), (str(MAX_INDEX - 1), MAX_INDEX - 1)],
)
def test_an_index_label_of_a_small_whole_number_is_the_gpus_index(text: str, index: int):
    gpu = _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5, gpu=text))
    assert gpu.static.host_index == index


@pytest.mark.parametrize("text", [str(MAX_INDEX), "00001", "99999", "", "+1", " 1", "1.0"])
def test_an_index_label_that_is_no_small_whole_number_is_no_index(text: str):
    gpu = _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5, gpu=text))
    assert gpu.static.host_index == gpu.static.index == 0
    labels = {"host": "box", "gpu": text}
    assert _snap(Sample("tfgpu_gpu_temperature_celsius", labels, 40)).gpus == ()


def test_series_of_unknown_names_make_no_gpu():
    assert _snap(_dcgm("DCGM_FI_DEV_XID_ERRORS", 0), _dcgm("up", 1)).gpus == ()
    # and are passed over: the series after them are read
    gpu = _one(_dcgm("up", 1), _dcgm("DCGM_FI_DEV_GPU_TEMP", 40))
    assert gpu.reading is not None and gpu.reading.temperature_c == 40


def test_gpus_are_numbered_by_host_then_index_then_uuid():
    snap = _snap(
        Sample("gpu_temperature_C", {"hostname": "b", "index": "0", "uuid": "GPU-b0"}, 40),
        Sample("gpu_temperature_C", {"hostname": "a", "index": "10", "uuid": "GPU-a10"}, 40),
        Sample("gpu_temperature_C", {"hostname": "a", "index": "2", "uuid": "GPU-a2"}, 40),
        # no index: counts as 0, then by UUID
        Sample("gpu_temperature_C", {"hostname": "a", "uuid": "GPU-a"}, 40),
        Sample("gpu_temperature_C", {"hostname": "a", "index": "0", "uuid": "GPU-b"}, 40),
    )
    assert [(g.index, g.static.uuid) for g in snap.gpus] == [
        (0, "GPU-a"),
        (1, "GPU-b"),
        (2, "GPU-a2"),
        (3, "GPU-a10"),
        (4, "GPU-b0"),
    ]
    assert [g.static.host_index for g in snap.gpus] == [0, 0, 2, 10, 0]
    # a GPU without index comes before index 1, whatever their UUIDs
    snap = _snap(
        Sample("gpu_temperature_C", {"hostname": "a", "index": "1", "uuid": "GPU-a"}, 40),
        Sample("gpu_temperature_C", {"hostname": "a", "uuid": "GPU-z"}, 40),
    )
    assert [g.static.uuid for g in snap.gpus] == ["GPU-z", "GPU-a"]


def test_a_gpu_keeps_its_number_when_others_come_and_go():
    table = GpuTable()

    def gpu(host: str, index: str) -> Sample:
        return Sample("gpu_temperature_C", {"hostname": host, "index": index}, 40)

    first = _snap(gpu("b", "0"), gpu("b", "1"), table=table)
    assert [(g.index, g.static.host) for g in first.gpus] == [(0, "b"), (1, "b")]
    # "a" sorts first but comes later: it is numbered after the GPUs already known
    second = _snap(gpu("a", "0"), gpu("b", "1"), table=table)
    assert [(g.index, g.static.host, g.static.host_index) for g in second.gpus] == [
        (1, "b", 1),
        (2, "a", 0),
    ]
    third = _snap(gpu("b", "0"), gpu("a", "0"), gpu("c", "5"), table=table)
    assert [(g.index, g.static.host) for g in third.gpus] == [(0, "b"), (2, "a"), (3, "c")]


def test_the_table_numbers_at_most_4096_gpus():
    table = GpuTable()
    many = [
        Sample("gpu_temperature_C", {"hostname": f"h{i:04d}", "index": "0"}, 40)
        for i in range(4097)
    ]
    snap = _snap(*many, table=table)
    assert len(snap.gpus) == 4096 and snap.gpus[-1].index == 4095
    assert "h4096" not in {g.static.host for g in snap.gpus}
    # the GPUs already numbered keep their numbers, before and after a new one
    first = Sample("gpu_temperature_C", {"hostname": "a", "index": "0"}, 40)
    again = _snap(first, many[0], many[4096], table=table)
    assert [(g.index, g.static.host) for g in again.gpus] == [(0, "h0000")]


# -- values ------------------------------------------------------------------------------------


def test_values_are_read_in_our_units_by_the_series_factor():
    gpu = _one(
        _dcgm("DCGM_FI_DEV_FB_USED", 1000),
        _dcgm("DCGM_FI_DEV_FB_FREE", 39000),
        _dcgm("DCGM_FI_DEV_GPU_TEMP", 41),
        _dcgm("DCGM_FI_DEV_SM_CLOCK", 1410),
        _dcgm("DCGM_FI_DEV_POWER_USAGE", 61.5),
        _dcgm("DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION", 5551899580.0),
    )
    r = gpu.reading
    assert r is not None
    assert r.memory_used_bytes == 1000 * MIB and isinstance(r.memory_used_bytes, int)
    assert r.memory_total_bytes == 40000 * MIB and isinstance(r.memory_total_bytes, int)
    assert gpu.static.memory_total_bytes == 40000 * MIB
    assert (r.temperature_c, r.sm_clock_mhz, r.power_w) == (41, 1410, 61.5)
    assert r.energy_mj == 5551899580 and isinstance(r.energy_mj, int)


def test_our_exporters_hertz_are_read_back_as_megahertz():
    labels = {"host": "box", "gpu": "0", "uuid": "GPU-o"}
    gpu = _one(
        Sample("tfgpu_gpu_sm_clock_hertz", labels, 1_410_000_000.0),
        Sample("tfgpu_gpu_memory_clock_hertz", labels, 1_215_000_000.0),
    )
    assert gpu.reading is not None
    assert gpu.reading.sm_clock_mhz == pytest.approx(1410)
    assert gpu.reading.mem_clock_mhz == pytest.approx(1215)


def test_a_value_that_cannot_be_a_reading_leaves_the_gpu_listed():
    gpu = _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", 150), _dcgm("DCGM_FI_DEV_GPU_TEMP", 40))
    assert gpu.reading is not None
    assert gpu.reading.util_gpu_percent is None and gpu.reading.temperature_c == 40
    # the only series is no reading: the GPU is still there, from its labels
    gpu = _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", -1))
    assert gpu.static.uuid == "GPU-a" and gpu.reading is not None
    assert gpu.reading.util_gpu_percent is None


def test_the_total_memory_is_used_free_and_reserved_where_not_published():
    gpu = _one(
        _dcgm("DCGM_FI_DEV_FB_USED", 1000),
        _dcgm("DCGM_FI_DEV_FB_FREE", 44000),
        _dcgm("DCGM_FI_DEV_FB_RESERVED", 1),
    )
    assert gpu.reading is not None and gpu.reading.memory_total_bytes == 45001 * MIB
    # only a part published: no total
    for part in ("DCGM_FI_DEV_FB_USED", "DCGM_FI_DEV_FB_FREE"):
        gpu = _one(_dcgm(part, 1000))
        assert gpu.reading is not None and gpu.reading.memory_total_bytes is None
    # a published total is kept
    gpu = _one(
        _dcgm("DCGM_FI_DEV_FB_TOTAL", 46068),
        _dcgm("DCGM_FI_DEV_FB_USED", 1000),
        _dcgm("DCGM_FI_DEV_FB_FREE", 44000),
    )
    assert gpu.reading is not None and gpu.reading.memory_total_bytes == 46068 * MIB


def test_the_total_of_one_byte_parts_is_exact():
    labels = {"host": "box", "gpu": "0"}
    gpu = _one(
        Sample("tfgpu_gpu_memory_used_bytes", labels, 3),
        Sample("DCGM_FI_DEV_FB_FREE", {"Hostname": "box", "gpu": "0"}, 0),
    )
    assert gpu.reading is not None and gpu.reading.memory_total_bytes == 3


def test_the_power_limit_is_a_reading_and_a_fact_of_the_gpu():
    gpu = _one(_dcgm("DCGM_FI_DEV_POWER_MGMT_LIMIT", 300.0))
    assert gpu.reading is not None and gpu.reading.power_limit_w == 300.0
    assert gpu.static.power_limit_w == 300.0


def test_the_workload_is_the_first_series_with_a_pod():
    gpu = _one(
        _dcgm("DCGM_FI_DEV_GPU_UTIL", 5),
        _dcgm("DCGM_FI_DEV_GPU_TEMP", 40, namespace="ml", pod="train-0", container="tf"),
        _dcgm("DCGM_FI_DEV_SM_CLOCK", 1410, namespace="ml", pod="train-1"),
    )
    assert gpu.workload == "ml/train-0 (tf)"
    # labels without a pod name no workload, even with a namespace
    assert _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", 5, namespace="ml", pod="")).workload is None


def test_a_pod_on_a_series_that_is_no_reading_names_no_workload():
    gpu = _one(_dcgm("DCGM_FI_DEV_GPU_UTIL", 150, namespace="ml", pod="p"))
    assert gpu.workload is None


# -- MIG instances -----------------------------------------------------------------------------


def test_mig_instances_are_rows_of_their_gpu_by_instance_id():
    mig = {"GPU_I_PROFILE": "1g.10gb"}
    gpu = _one(
        _dcgm("DCGM_FI_DEV_GPU_UTIL", 5),
        _dcgm("DCGM_FI_DEV_FB_USED", 200, GPU_I_ID="9", **mig),
        _dcgm("DCGM_FI_DEV_FB_FREE", 9000, GPU_I_ID="9", **mig),
        _dcgm("DCGM_FI_DEV_FB_USED", 100, GPU_I_ID="7", **mig, namespace="ns", pod="p"),
        _dcgm("DCGM_FI_DEV_FB_USED", 300, GPU_I_ID="8", GPU_I_PROFILE="2g.20gb", pod="q"),
        _dcgm("DCGM_FI_DEV_FB_FREE", 19000, GPU_I_ID="8", GPU_I_PROFILE="x", pod="other"),
    )
    assert gpu.static.mig_mode is True
    rows = [
        (
            m.index,
            m.gpu_instance_id,
            m.compute_instance_id,
            m.name,
            m.memory_used_bytes,
            m.memory_total_bytes,
            m.workload,
        )
        for m in gpu.mig
    ]
    assert rows == [
        (0, 7, None, "1g.10gb", 100 * MIB, None, "ns/p"),
        (1, 8, None, "2g.20gb", 300 * MIB, 19300 * MIB, "q"),
        (2, 9, None, "1g.10gb", 200 * MIB, 9200 * MIB, None),
    ]
    assert all(isinstance(m.memory_used_bytes, int) for m in gpu.mig)
    assert isinstance(gpu.mig[1].memory_total_bytes, int)
    # the instances' series are not the whole GPU's
    assert gpu.reading is not None and gpu.reading.memory_used_bytes is None
    assert gpu.reading.util_gpu_percent == 5 and gpu.workload is None


def test_an_instance_id_that_is_no_small_number_is_left_out():
    gpu = _one(
        _dcgm("DCGM_FI_DEV_FB_USED", 100, GPU_I_ID="x"),
        _dcgm("DCGM_FI_DEV_FB_USED", 200, GPU_I_ID=str(MAX_INDEX)),
        _dcgm("DCGM_FI_DEV_FB_USED", 300, GPU_I_ID="3"),
    )
    assert [(m.gpu_instance_id, m.memory_used_bytes) for m in gpu.mig] == [(3, 300 * MIB)]
    # nor is it the whole GPU's value
    assert gpu.reading is not None and gpu.reading.memory_used_bytes is None


def test_an_empty_instance_id_is_still_an_instance_series():
    gpu = _one(_dcgm("DCGM_FI_DEV_FB_USED", 100, GPU_I_ID=""))
    assert gpu.mig == () and gpu.reading is not None and gpu.reading.memory_used_bytes is None


def test_a_gpu_has_at_most_16_instances():
    samples = [_dcgm("DCGM_FI_DEV_FB_USED", i, GPU_I_ID=str(i)) for i in range(MAX_INSTANCES + 2)]
    # a known instance still takes new values past the limit
    samples.append(_dcgm("DCGM_FI_DEV_FB_FREE", 50, GPU_I_ID="0"))
    gpu = _one(*samples)
    assert [m.gpu_instance_id for m in gpu.mig] == list(range(MAX_INSTANCES))
    assert gpu.mig[0].memory_total_bytes == 50 * MIB


def test_our_exporters_names_are_read_back_into_the_metrics_they_came_from():
    # docs/exporter-metrics.md: every per-GPU series of ours that is a reading, in its unit
    # (hertz back to our MHz); the process counts are no reading of a GPU.
    assert _own_fields() == {
        "tfgpu_gpu_utilization_percent": Field("util_gpu"),
        "tfgpu_gpu_memory_utilization_percent": Field("util_mem"),
        "tfgpu_gpu_memory_used_bytes": Field("mem_used"),
        "tfgpu_gpu_memory_total_bytes": Field("mem_total"),
        "tfgpu_gpu_temperature_celsius": Field("temperature"),
        "tfgpu_gpu_power_watts": Field("power"),
        "tfgpu_gpu_power_limit_watts": Field("power_limit"),
        "tfgpu_gpu_fan_percent": Field("fan"),
        "tfgpu_gpu_sm_clock_hertz": Field("sm_clock", 1e-6),
        "tfgpu_gpu_memory_clock_hertz": Field("mem_clock", 1e-6),
        "tfgpu_gpu_pcie_rx_bytes_per_second": Field("pcie_rx"),
        "tfgpu_gpu_pcie_tx_bytes_per_second": Field("pcie_tx"),
    }
    doc = (Path(__file__).parents[3] / "docs" / "exporter-metrics.md").read_text(encoding="utf-8")
    assert all(f"| `{name}` |" in doc for name in _own_fields())
