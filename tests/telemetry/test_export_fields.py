"""Every field of the JSON and CSV exports, from a snapshot whose every value is distinct.

The expected documents are written out by hand (docs/snapshot-schema.md is the contract): a
dropped, renamed or swapped field, or a value taken from the wrong metric, fails here.
"""

from __future__ import annotations

import csv
import math
from pathlib import Path

from tfgpu_gui import __version__
from tfgpu_gui.telemetry.export import (
    CSV_COLUMNS,
    SNAPSHOT_SCHEMA,
    csv_cell,
    csv_rows,
    error_dict,
    gpu_dict,
    history_csv_rows,
    iso_time,
    snapshot_dict,
    write_history_csv,
)
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)

# 2026-01-02T03:04:05.678Z
WALL = 1767323045.678

STATIC = GpuStatic(
    index=2,
    name="NVIDIA Test 80GB",
    uuid="GPU-1234",
    pci_bus_id="00000000:3B:00.0",
    memory_total_bytes=80_000,
    power_limit_w=350.0,
    power_default_limit_w=400.0,
    pcie_gen_max=5,
    pcie_width_max=16,
    compute_capability=(8, 6),
    mig_mode=False,
    sm_clock_max_mhz=1980,
    mem_clock_max_mhz=2619,
    sm_count=108,
    architecture="Ampere",
)
READING = GpuReading(
    util_gpu_percent=71.0,
    util_mem_percent=33.0,
    memory_used_bytes=12_345,
    memory_total_bytes=79_999,
    temperature_c=64.0,
    power_w=212.5,
    power_limit_w=349.0,
    fan_percent=41.0,
    sm_clock_mhz=1755.0,
    mem_clock_mhz=1593.0,
    pcie_gen=4,
    pcie_width=8,
    pcie_rx_bytes_s=1.25e9,
    pcie_tx_bytes_s=3.5e8,
    pstate=2,
    throttle_reasons=("sw-power-cap", "hw-slowdown"),
    energy_mj=123_456_789,
)
TF = GpuProcess(
    pid=4242,
    gpu_index=2,
    kind="compute",
    gpu_memory_bytes=9_000,
    sm_percent=55.0,
    info=ProcessInfo(
        pid=4242,
        visible=True,
        name="python3",
        user="alice",
        cmdline=("python3", "train.py"),
        cpu_percent=101.5,
        rss_bytes=7_777,
        create_time=WALL - 3600.0,
        python="/usr/bin/python3",
        tensorflow=True,
        container="docker 3f2a1b9c",
    ),
)
HIDDEN = GpuProcess(
    pid=99, gpu_index=2, kind="graphics", gpu_memory_bytes=None, sm_percent=None,
    info=ProcessInfo(pid=99, visible=False),
)  # fmt: skip


def snapshot() -> Snapshot:
    return Snapshot(
        wall_time=WALL,
        monotonic=500.0,
        system=SystemInfo("nvml", "555.42.06", "12.5", "12.555.42.06"),
        gpus=(GpuSnapshot(STATIC, READING, (TF, HIDDEN)),),
    )


def test_iso_time_is_utc_with_milliseconds() -> None:
    assert iso_time(WALL) == "2026-01-02T03:04:05.678+00:00"
    assert iso_time(0.0) == "1970-01-01T00:00:00.000+00:00"


def test_snapshot_json_has_every_field_with_its_own_value() -> None:
    assert snapshot_dict(snapshot()) == {
        "schema": "tfgpu.snapshot/1",
        "tool": {"name": "tfgpu", "version": __version__},
        "time": "2026-01-02T03:04:05.678+00:00",
        "backend": "nvml",
        "driver_version": "555.42.06",
        "cuda_driver_version": "12.5",
        "nvml_version": "12.555.42.06",
        "host": None,
        "gpus": [
            {
                "index": 2,
                "name": "NVIDIA Test 80GB",
                "uuid": "GPU-1234",
                "pci_bus_id": "00000000:3B:00.0",
                "host": None,
                "host_index": None,
                "lost": False,
                "error": None,
                "workload": None,
                "compute_capability": "8.6",
                "architecture": "Ampere",
                "sm_count": 108,
                "mig_mode": False,
                "utilization": {"gpu_percent": 71.0, "memory_percent": 33.0},
                "memory": {"used_bytes": 12_345, "total_bytes": 79_999},
                "temperature_c": 64.0,
                "power": {
                    "draw_w": 212.5,
                    "limit_w": 349.0,  # the limit enforced at the reading, not the one at start
                    "default_limit_w": 400.0,
                    "energy_mj": 123_456_789,
                },
                "fan_percent": 41.0,
                "clocks": {
                    "sm_mhz": 1755.0,
                    "memory_mhz": 1593.0,
                    "sm_max_mhz": 1980,
                    "memory_max_mhz": 2619,
                },
                "pcie": {
                    "generation": 4,
                    "width": 8,
                    "max_generation": 5,
                    "max_width": 16,
                    "rx_bytes_per_s": 1.25e9,
                    "tx_bytes_per_s": 3.5e8,
                },
                "performance_state": 2,
                "throttle_reasons": ["sw-power-cap", "hw-slowdown"],
                "processes": [
                    {
                        "pid": 4242,
                        "type": "compute",
                        "gpu_memory_bytes": 9_000,
                        "sm_percent": 55.0,
                        "visible": True,
                        "user": "alice",
                        "name": "python3",
                        "command": ["python3", "train.py"],
                        "cpu_percent": 101.5,
                        "rss_bytes": 7_777,
                        "start_time": "2026-01-02T02:04:05.678+00:00",
                        "python": "/usr/bin/python3",
                        "tensorflow": True,
                        "container": "docker 3f2a1b9c",
                        "gpu_instance_id": None,
                        "compute_instance_id": None,
                    },
                    {
                        "pid": 99,
                        "type": "graphics",
                        "gpu_memory_bytes": None,
                        "sm_percent": None,
                        "visible": False,
                        "user": None,
                        "name": None,
                        "command": None,
                        "cpu_percent": None,
                        "rss_bytes": None,
                        "start_time": None,
                        "python": None,
                        "tensorflow": None,
                        "container": None,
                        "gpu_instance_id": None,
                        "compute_instance_id": None,
                    },
                ],
                "mig_instances": [],
            }
        ],
        # One program per process (host, pid), its GPUs and its memory summed over them.
        "programs": [
            {"host": None, "pid": 4242, "gpus": [2], "gpu_memory_bytes": 9_000},
            {"host": None, "pid": 99, "gpus": [2], "gpu_memory_bytes": None},
        ],
        "sources": [],
    }


def test_a_lost_gpu_keeps_its_static_facts_and_reports_nothing_else() -> None:
    lost = gpu_dict(GpuSnapshot(STATIC, None, (), lost=True, error="fell off the bus"))
    assert lost["lost"] is True and lost["error"] == "fell off the bus"
    assert lost["memory"] == {"used_bytes": None, "total_bytes": 80_000}  # the static total
    assert lost["utilization"] == {"gpu_percent": None, "memory_percent": None}
    assert lost["power"] == {
        "draw_w": None,
        "limit_w": 350.0,
        "default_limit_w": 400.0,
        "energy_mj": None,
    }
    assert lost["clocks"] == {
        "sm_mhz": None,
        "memory_mhz": None,
        "sm_max_mhz": 1980,
        "memory_max_mhz": 2619,
    }
    assert lost["pcie"] == {
        "generation": None,
        "width": None,
        "max_generation": 5,
        "max_width": 16,
        "rx_bytes_per_s": None,
        "tx_bytes_per_s": None,
    }
    for key in ("temperature_c", "fan_percent", "performance_state", "throttle_reasons"):
        assert lost[key] is None, key


def test_unreported_values_stay_null() -> None:
    g = gpu_dict(GpuSnapshot(GpuStatic(0, None), GpuReading(throttle_reasons=())))
    assert g["compute_capability"] is None
    assert g["throttle_reasons"] == []  # reported: none active
    assert g["memory"] == {"used_bytes": None, "total_bytes": None}
    assert gpu_dict(GpuSnapshot(GpuStatic(0, None), GpuReading()))["throttle_reasons"] is None


def test_error_json() -> None:
    assert error_dict("no-driver", "No NVIDIA driver.", "nvml") == {
        "schema": SNAPSHOT_SCHEMA,
        "tool": {"name": "tfgpu", "version": __version__},
        "backend": "nvml",
        "error": {"kind": "no-driver", "message": "No NVIDIA driver."},
        "gpus": [],
    }


def test_csv_cells() -> None:
    assert csv_cell(None) == ""
    assert csv_cell(math.nan) == ""
    assert csv_cell(3) == "3"
    assert csv_cell(0) == "0"
    assert csv_cell(42.0) == "42"
    assert csv_cell(1.5) == "1.5"
    assert csv_cell(0.1234) == "0.123"
    assert csv_cell(2.0004) == "2"  # rounds to three decimals, no trailing zeros
    assert csv_cell(10.25) == "10.25"
    assert csv_cell(-3.5) == "-3.5"
    assert csv_cell(True) == "True"
    assert csv_cell("x y") == "x y"


def test_live_csv_row_has_every_column_in_order() -> None:
    (row,) = csv_rows(snapshot())
    assert dict(zip(CSV_COLUMNS, row, strict=True)) == {
        "time": "2026-01-02T03:04:05.678+00:00",
        "gpu": "2",
        "name": "NVIDIA Test 80GB",
        "lost": "0",
        "util_gpu_percent": "71",
        "util_mem_percent": "33",
        "memory_used_bytes": "12345",
        "memory_total_bytes": "79999",
        "temperature_c": "64",
        "power_w": "212.5",
        "power_limit_w": "349",
        "fan_percent": "41",
        "sm_clock_mhz": "1755",
        "mem_clock_mhz": "1593",
        "pcie_gen": "4",
        "pcie_width": "8",
        "pcie_rx_bytes_s": "1250000000",
        "pcie_tx_bytes_s": "350000000",
        "throttle_reasons": "sw-power-cap hw-slowdown",
        "processes": "2",
        "tensorflow_processes": "1",
        "host": "",  # this machine
    }


def test_live_csv_row_of_a_lost_gpu() -> None:
    snap = Snapshot(WALL, 1.0, SystemInfo("nvml"), (GpuSnapshot(STATIC, None, lost=True),))
    (row,) = csv_rows(snap)
    cells = dict(zip(CSV_COLUMNS, row, strict=True))
    assert cells["lost"] == "1" and cells["gpu"] == "2" and cells["name"] == "NVIDIA Test 80GB"
    assert [cells[c] for c in CSV_COLUMNS[4:19]] == [""] * 15
    assert (cells["processes"], cells["tensorflow_processes"]) == ("0", "0")


def history_of(*readings: GpuReading | None) -> History:
    history = History(10)
    for i, r in enumerate(readings):
        gpus = (GpuSnapshot(STATIC, r, lost=r is None),)
        history.append(Snapshot(WALL + i, 100.0 + i, SystemInfo("nvml"), gpus))
    return history


def test_history_csv_rows_carry_the_metrics_and_mark_lost_samples() -> None:
    rows = list(history_csv_rows(history_of(READING, None), names={2: "Named"}))
    assert len(rows) == 2
    first = dict(zip(CSV_COLUMNS, rows[0], strict=True))
    assert first == {
        "time": "2026-01-02T03:04:05.678+00:00",
        "gpu": "2",
        "name": "Named",
        "lost": "0",
        "util_gpu_percent": "71",
        "util_mem_percent": "33",
        "memory_used_bytes": "12345",
        "memory_total_bytes": "79999",
        "temperature_c": "64",
        "power_w": "212.5",
        "power_limit_w": "349",
        "fan_percent": "41",
        "sm_clock_mhz": "1755",
        "mem_clock_mhz": "1593",
        "pcie_gen": "",
        "pcie_width": "",
        "pcie_rx_bytes_s": "1250000000",
        "pcie_tx_bytes_s": "350000000",
        "throttle_reasons": "",
        "processes": "",
        "tensorflow_processes": "",
        "host": "",  # the history does not keep hosts
    }
    second = dict(zip(CSV_COLUMNS, rows[1], strict=True))
    assert second["lost"] == "1" and second["time"] == "2026-01-02T03:04:06.678+00:00"
    assert second["util_gpu_percent"] == "" and second["name"] == "Named"


def test_a_gpu_with_one_metric_is_not_lost() -> None:
    (row,) = history_csv_rows(history_of(GpuReading(fan_percent=30.0)))
    cells = dict(zip(CSV_COLUMNS, row, strict=True))
    assert cells["lost"] == "0" and cells["fan_percent"] == "30" and cells["name"] == ""


def test_history_csv_window_and_file(tmp_path: Path) -> None:
    history = history_of(*(GpuReading(util_gpu_percent=float(i)) for i in range(6)))
    # The last 2 s at one sample a second: the samples at 103, 104 and 105 s.
    assert [r[4] for r in history_csv_rows(history, seconds=2.0)] == ["3", "4", "5"]
    assert list(history_csv_rows(History(5))) == []
    path = tmp_path / "out.csv"
    assert write_history_csv(history, path, seconds=1.0) == 2
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert [r[4] for r in rows[1:]] == ["4", "5"]


def test_negative_zero_is_written_as_zero() -> None:
    assert csv_cell(-0.0) == "0"


def test_history_csv_window_rows_carry_their_own_times_and_names(tmp_path: Path) -> None:
    history = history_of(*(GpuReading(util_gpu_percent=float(i)) for i in range(6)))
    rows = list(history_csv_rows(history, seconds=1.0))
    assert [(r[0], r[4]) for r in rows] == [
        ("2026-01-02T03:04:09.678+00:00", "4"),
        ("2026-01-02T03:04:10.678+00:00", "5"),
    ]
    path = tmp_path / "named.csv"
    write_history_csv(history, path, seconds=0.0, names={2: "Named GPU"})
    with path.open(encoding="utf-8", newline="") as f:
        (_, row) = list(csv.reader(f))
    assert row[:3] == ["2026-01-02T03:04:10.678+00:00", "2", "Named GPU"]


def test_json_of_mig_instances_and_sources() -> None:
    from tfgpu_gui.telemetry.snapshot import MigInstance, SourceState

    gpu = GpuSnapshot(
        static=GpuStatic(index=0, name="A100", mig_mode=True),
        reading=GpuReading(),
        mig=(
            MigInstance(index=2, gpu_instance_id=3, compute_instance_id=0, util_gpu_percent=12.5),
        ),
    )
    snap = Snapshot(
        wall_time=1.8e9,
        monotonic=1.0,
        system=SystemInfo(backend="nvml"),
        gpus=(gpu,),
        sources=(SourceState("lab-1", "ssh", "auth", "the key was refused"),),
    )
    d = snapshot_dict(snap)
    (mig,) = d["gpus"][0]["mig_instances"]
    assert mig["utilization"] == {"gpu_percent": 12.5} and mig["workload"] is None
    assert d["sources"] == [
        {"name": "lab-1", "kind": "ssh", "state": "auth", "message": "the key was refused"}
    ]
