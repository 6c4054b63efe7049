"""The ``tfgpu watch --jsonl`` stream, field by field: the lines written, and each field read
back to the snapshot it stands for (docs/snapshot-schema.md), with its bounds and its n/a rules.

Expected values are written out in full: the reader's host and index win over the line's,
a value at the edge of its range is kept and one past it is n/a, a text is cut at its limit.
"""

from __future__ import annotations

import json

import pytest

from tfgpu_gui import __version__
from tfgpu_gui.telemetry.remote.stream import (
    MAX_GPUS,
    Hello,
    StreamError,
    StreamFailure,
    error_line,
    hello_line,
    parse_line,
    snapshot_from_dict,
)
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    MigInstance,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)

GIB = 1024**3


def test_hello_line_is_exactly_the_documented_object() -> None:
    line = hello_line(2.5)
    assert line == (
        '{"schema": "tfgpu.stream/1", "type": "hello", '
        f'"version": {json.dumps(__version__)}, "interval": 2.5}}'
    )
    assert parse_line(line, "lab", 0.0, 0.0) == Hello("tfgpu.stream/1", __version__, 2.5)


def test_error_line_is_exactly_the_documented_object() -> None:
    line = error_line("no-driver", "NVIDIA driver not loaded")
    assert line == (
        '{"schema": "tfgpu.stream/1", "type": "error", '
        '"kind": "no-driver", "message": "NVIDIA driver not loaded"}'
    )
    assert parse_line(line, "lab", 0.0, 0.0) == StreamFailure(
        "no-driver", "NVIDIA driver not loaded"
    )


# A GPU with every field of the layout, most of them at the edge of what is true.
A100 = {
    "index": 2,
    "name": "NVIDIA A100-SXM4-40GB",
    "uuid": "GPU-4a0e5f54-9a2c-11ee-8c90-0242ac120002",
    "pci_bus_id": "00000000:07:00.0",
    "host": "somewhere-else",  # the reader names the host, not the line
    "host_index": 9,
    "lost": False,
    "error": None,
    "workload": "ml/train-0 (main)",
    "compute_capability": "8.0",
    "architecture": "Ampere",
    "sm_count": 108,
    "mig_mode": False,
    "utilization": {"gpu_percent": 0, "memory_percent": 100},
    "memory": {"used_bytes": 0, "total_bytes": 40 * GIB},
    "temperature_c": 0.5,
    "power": {"draw_w": 61.5, "limit_w": 400.0, "default_limit_w": 350.0, "energy_mj": 10**18},
    "fan_percent": None,
    "clocks": {
        "sm_mhz": 1410.0,
        "memory_mhz": 1215.0,
        "sm_max_mhz": 1410,
        "memory_max_mhz": 1215.5,
    },
    "pcie": {
        "generation": 4,
        "width": 16,
        "max_generation": 5,
        "max_width": 32,
        "rx_bytes_per_s": 1e18,
        "tx_bytes_per_s": 0.25,
    },
    "performance_state": 15,
    "throttle_reasons": ["sw_power_cap", 7, "hw_slowdown"],
    "processes": [
        {
            "pid": 2**32 - 1,
            "type": "graphics",
            "gpu_memory_bytes": 1048576,
            "sm_percent": 100,
            "visible": True,
            "user": "ana",
            "name": "python3",
            "command": ["python3", "train.py"],
            "cpu_percent": 0,
            "rss_bytes": 2048,
            "python": "3.11.9",
            "tensorflow": True,
        },
        {"pid": 0, "type": "", "sm_percent": 0, "visible": "yes", "tensorflow": 1},
        {"pid": 5, "sm_percent": 100.5, "cpu_percent": 0.5, "tensorflow": False},
        {"pid": 2**32},
    ],
    "mig_instances": [
        {
            "index": 0,
            "gpu_instance_id": 1,
            "compute_instance_id": 0,
            "name": "1g.5gb",
            "uuid": "MIG-5c89e7b8-1b4a-5b6e-9b4f-0b5b6a2e8a11",
            "memory": {"used_bytes": 0, "total_bytes": 5 * GIB},
            "utilization": {"gpu_percent": 12.5},
            "workload": "ml/infer-1 (server)",
        }
    ],
}

A100_STATIC = GpuStatic(
    index=2,
    name="NVIDIA A100-SXM4-40GB",
    uuid="GPU-4a0e5f54-9a2c-11ee-8c90-0242ac120002",
    pci_bus_id="00000000:07:00.0",
    memory_total_bytes=40 * GIB,
    power_limit_w=400.0,
    power_default_limit_w=350.0,
    pcie_gen_max=5,
    pcie_width_max=32,
    compute_capability=(8, 0),
    mig_mode=False,
    sm_clock_max_mhz=1410,
    mem_clock_max_mhz=None,  # 1215.5 is no whole number of MHz
    sm_count=108,
    architecture="Ampere",
    host="lab",
    host_index=2,
)

A100_SNAPSHOT = GpuSnapshot(
    static=A100_STATIC,
    reading=GpuReading(
        util_gpu_percent=0,
        util_mem_percent=100,
        memory_used_bytes=0,
        memory_total_bytes=40 * GIB,
        temperature_c=0.5,
        power_w=61.5,
        power_limit_w=400.0,
        fan_percent=None,
        sm_clock_mhz=1410.0,
        mem_clock_mhz=1215.0,
        pcie_gen=4,
        pcie_width=16,
        pcie_rx_bytes_s=1e18,
        pcie_tx_bytes_s=0.25,
        pstate=15,
        throttle_reasons=("sw_power_cap", "hw_slowdown"),
        energy_mj=10**18,
    ),
    processes=(
        GpuProcess(
            pid=2**32 - 1,
            gpu_index=2,
            kind="graphics",
            gpu_memory_bytes=1048576,
            sm_percent=100,
            info=ProcessInfo(
                pid=2**32 - 1,
                visible=True,
                name="python3",
                user="ana",
                cmdline=("python3", "train.py"),
                cpu_percent=0,
                rss_bytes=2048,
                python="3.11.9",
                tensorflow=True,
            ),
        ),
        # An empty type is a compute process; "yes" and 1 are no booleans.
        GpuProcess(
            pid=0,
            gpu_index=2,
            kind="compute",
            gpu_memory_bytes=None,
            sm_percent=0,
            info=ProcessInfo(pid=0, visible=False),
        ),
        GpuProcess(
            pid=5,
            gpu_index=2,
            kind="compute",
            gpu_memory_bytes=None,
            sm_percent=None,  # past 100 %
            info=ProcessInfo(pid=5, visible=False, cpu_percent=0.5, tensorflow=False),
        ),
        # 2**32 is past any process id: dropped.
    ),
    mig=(
        MigInstance(
            index=0,
            gpu_instance_id=1,
            compute_instance_id=0,
            name="1g.5gb",
            uuid="MIG-5c89e7b8-1b4a-5b6e-9b4f-0b5b6a2e8a11",
            memory_used_bytes=0,
            memory_total_bytes=5 * GIB,
            util_gpu_percent=12.5,
            workload="ml/infer-1 (server)",
        ),
    ),
    workload="ml/train-0 (main)",
)

LOST = {
    "index": 1,
    "name": "NVIDIA A100-SXM4-40GB",
    "lost": True,
    "error": "GPU is lost",
    "memory": {"used_bytes": 5, "total_bytes": 40 * GIB},
    "utilization": {"gpu_percent": 50},
    "processes": [{"pid": 7}],
}


def test_a_snapshot_line_reads_back_to_every_field() -> None:
    line = {
        "schema": "tfgpu.stream/1",
        "type": "snapshot",
        "snapshot": {
            "schema": "tfgpu.snapshot/1",
            "time": "2026-01-01T00:00:00.000+00:00",  # the reader's clock is used
            "backend": "nvml",
            "driver_version": "550.54.15",
            "cuda_driver_version": "12.4",
            "nvml_version": "12.550.54.15",
            "host": "somewhere-else",
            "gpus": [A100, LOST, {"index": 0}, {"index": 2, "name": "second index 2"}],
        },
    }
    snap = parse_line(json.dumps(line), "lab", 5.0, 6.0)
    assert snap == Snapshot(
        wall_time=5.0,
        monotonic=6.0,
        system=SystemInfo(
            backend="nvml",
            driver_version="550.54.15",
            cuda_driver_version="12.4",
            nvml_version="12.550.54.15",
            host="lab",
        ),
        gpus=(
            GpuSnapshot(static=GpuStatic(0, None, host="lab", host_index=0), reading=GpuReading()),
            GpuSnapshot(
                static=GpuStatic(
                    1,
                    "NVIDIA A100-SXM4-40GB",
                    memory_total_bytes=40 * GIB,
                    host="lab",
                    host_index=1,
                ),
                reading=None,
                lost=True,
                error="GPU is lost",
            ),
            A100_SNAPSHOT,  # the first GPU of an index is kept
        ),
    )


def test_a_snapshot_without_a_backend_is_of_an_unknown_one() -> None:
    snap = snapshot_from_dict({"gpus": []}, None, 1.0, 2.0)
    assert snap == Snapshot(1.0, 2.0, SystemInfo("unknown"), ())


def test_texts_are_cut_at_their_limits() -> None:
    long = "abcdefghij" * 70  # 700 characters
    gpu = {
        "index": 0,
        "pci_bus_id": long,
        "architecture": long,
        "processes": [{"pid": 1, "user": long, "type": long}],
        "mig_instances": [{"index": 3, "uuid": long, "workload": long}],
    }
    d = {"gpus": [gpu], "backend": "nvml", "cuda_driver_version": long, "nvml_version": long}
    snap = snapshot_from_dict(d, "lab", 1.0, 1.0)
    assert (snap.system.cuda_driver_version, snap.system.nvml_version) == (long[:64], long[:64])
    (g,) = snap.gpus
    assert (g.static.pci_bus_id, g.static.architecture) == (long[:64], long[:64])
    (p,) = g.processes
    assert (p.info.user, p.kind) == (long[:256], long[:32])
    (m,) = g.mig
    assert (m.uuid, m.workload) == (long[:128], long[:512])


@pytest.mark.parametrize(
    "text,capability",
    [
        ("8.6", (8, 6)),
        ("12.0", (12, 0)),
        ("1.234567890123456789", (1, 23456789012345)),  # read from its first 16 characters
        ("8.x", None),
        ("x.6", None),
        ("86", None),
        ("8.6.1", None),
        ("", None),
        (8.6, None),
    ],
)
def test_compute_capability(text: object, capability: tuple[int, int] | None) -> None:
    snap = snapshot_from_dict({"gpus": [{"index": 0, "compute_capability": text}]}, None, 0, 0)
    assert snap.gpus[0].static.compute_capability == capability


@pytest.mark.parametrize(
    "field,value,kept",
    [
        (("memory", "used_bytes"), 1.5, None),  # a byte count is whole
        (("memory", "used_bytes"), 10**18, 10**18),
        (("memory", "used_bytes"), 10**18 + 2**10, None),  # past 1e18: not believed
        (("utilization", "gpu_percent"), 100, 100.0),
        (("utilization", "gpu_percent"), 100.01, None),
        (("utilization", "gpu_percent"), 0.5, 0.5),
        (("performance_state",), 15, 15),
        (("performance_state",), 16, None),
        (("performance_state",), 2.5, None),
        (("temperature_c",), -1e18, None),
    ],
)
def test_metric_edges(field: tuple[str, ...], value: object, kept: object) -> None:
    gpu: dict[str, object] = {"index": 0}
    place = gpu
    for name in field[:-1]:
        place = place.setdefault(name, {})  # type: ignore[assignment]
    place[field[-1]] = value
    (g,) = snapshot_from_dict({"gpus": [gpu]}, None, 0, 0).gpus
    assert g.reading is not None
    reading = {
        ("memory", "used_bytes"): g.reading.memory_used_bytes,
        ("utilization", "gpu_percent"): g.reading.util_gpu_percent,
        ("performance_state",): g.reading.pstate,
        ("temperature_c",): g.reading.temperature_c,
    }[field]
    assert reading == kept and type(reading) is type(kept)


def test_a_snapshot_is_at_most_256_gpus() -> None:
    gpus = [{"index": i} for i in range(MAX_GPUS)]
    snap = snapshot_from_dict({"gpus": gpus}, None, 0, 0)
    assert [g.index for g in snap.gpus] == list(range(256))
    with pytest.raises(StreamError) as caught:
        snapshot_from_dict({"gpus": [*gpus, {"index": 0}]}, None, 0, 0)
    assert str(caught.value) == "the snapshot lists 257 GPUs (at most 256)"


@pytest.mark.parametrize("gpus", [None, {}, "[]", 3])
def test_a_snapshot_without_a_list_of_gpus_is_refused(gpus: object) -> None:
    with pytest.raises(StreamError) as caught:
        snapshot_from_dict({"gpus": gpus}, None, 0, 0)
    assert str(caught.value) == "the snapshot has no list of GPUs"
