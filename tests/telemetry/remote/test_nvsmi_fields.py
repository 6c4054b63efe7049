"""The nvidia-smi fallback, field by field: a ``--query-gpu`` line and a ``--query-compute-apps``
line read to exactly the GPU and process they stand for, and the reader's blocks to exactly
the snapshot they make (``--format=csv,noheader,nounits``; nvidia-smi's man page:
https://manpages.ubuntu.com/manpages/plucky/man1/nvidia-smi.1.html).
"""

from __future__ import annotations

import pytest

from tfgpu_gui.telemetry.remote import nvsmi
from tfgpu_gui.telemetry.remote.nvsmi import (
    GPU_FIELDS,
    AppRow,
    GpuRow,
    NvsmiReader,
    parse_app_line,
    parse_gpu_line,
)
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.text.numbers import MIB

UUID = "GPU-e18afb8d-1627-f8ff-2ba3-c05c5a8e9e67"
OTHER = "GPU-d0180485-9584-433c-6782-c335d5df2cb3"


def _line(index: int = 3, uuid: str = UUID, util: str = "100", pstate: str = "P15", **cells: str):
    """A ``--query-gpu`` line of our fields: an RTX 2060's values, some cells replaced."""
    values = {
        "index": str(index),
        "uuid": uuid,
        "name": "NVIDIA GeForce RTX 2060",
        "pci.bus_id": "00000000:07:00.0",
        "driver_version": "595.71.05",
        "utilization.gpu": util,
        "utilization.memory": "3",
        "memory.used": "712",
        "memory.total": "6144",
        "temperature.gpu": "53",
        "power.draw": "65.21",
        "power.limit": "170.00",
        "fan.speed": "49",
        "clocks.sm": "1680",
        "clocks.mem": "7000",
        "clocks.max.sm": "2100",
        "clocks.max.mem": "7001",
        "pcie.link.gen.current": "3",
        "pcie.link.width.current": "16",
        "pcie.link.gen.max": "4",
        "pcie.link.width.max": "8",
        "pstate": pstate,
    }
    values.update(cells)
    assert list(values) == list(GPU_FIELDS)
    return ", ".join(values.values())


def _static(index: int = 3, uuid: str | None = UUID, host: str | None = "lab") -> GpuStatic:
    return GpuStatic(
        index=index,
        name="NVIDIA GeForce RTX 2060",
        uuid=uuid,
        pci_bus_id="00000000:07:00.0",
        memory_total_bytes=6144 * MIB,
        power_limit_w=170.0,
        pcie_gen_max=4,
        pcie_width_max=8,
        sm_clock_max_mhz=2100,
        mem_clock_max_mhz=7001,
        host=host,
        host_index=index,
    )


READING = GpuReading(
    util_gpu_percent=100,
    util_mem_percent=3,
    memory_used_bytes=712 * MIB,
    memory_total_bytes=6144 * MIB,
    temperature_c=53,
    power_w=65.21,
    power_limit_w=170.0,
    fan_percent=49,
    sm_clock_mhz=1680,
    mem_clock_mhz=7000,
    pcie_gen=3,
    pcie_width=16,
    pstate=15,
)


def test_a_gpu_line_is_read_to_every_field() -> None:
    row = parse_gpu_line(_line(), host="lab")
    assert row == GpuRow(GpuSnapshot(static=_static(), reading=READING), UUID, "595.71.05")
    assert row is not None and row.gpu.reading is not None
    s, r = row.gpu.static, row.gpu.reading
    whole = (s.sm_clock_max_mhz, s.mem_clock_max_mhz, s.pcie_gen_max, r.pcie_gen, r.pstate)
    assert [type(v) for v in whole] == [int] * 5  # whole numbers, not floats


def test_whole_number_fields_drop_a_fraction() -> None:
    row = parse_gpu_line(_line(**{"clocks.max.sm": "2100.7", "pcie.link.width.current": "16.0"}))
    assert row is not None and row.gpu.reading is not None
    assert row.gpu.static.sm_clock_max_mhz == 2100 and type(row.gpu.reading.pcie_width) is int


@pytest.mark.parametrize(
    "cells,field,expected",
    [
        ({"power.draw": "1e18"}, "power_w", 1e18),
        ({"power.draw": "1.000001e18"}, "power_w", None),  # absurd: not believed
        ({"utilization.memory": "100"}, "util_mem_percent", 100),
        ({"utilization.memory": "100.5"}, "util_mem_percent", None),
        ({"pstate": "P16"}, "pstate", None),
        ({"fan.speed": "0"}, "fan_percent", 0),
    ],
)
def test_values_at_the_edges(cells: dict[str, str], field: str, expected: object) -> None:
    row = parse_gpu_line(_line(**cells))
    assert row is not None and row.gpu.reading is not None
    assert getattr(row.gpu.reading, field) == expected


def test_gpu_index_is_0_to_255() -> None:
    assert parse_gpu_line(_line(index=0)) is not None
    last = parse_gpu_line(_line(index=255))
    assert last is not None and (last.gpu.index, last.gpu.static.host_index) == (255, 255)
    assert parse_gpu_line(_line(index=256)) is None


def test_names_that_nvidia_smi_cannot_read_are_none_and_long_ones_are_cut() -> None:
    na = parse_gpu_line(_line(uuid="[N/A]", name="[N/A]", driver_version="[N/A]"))
    assert na is not None
    assert (na.uuid, na.gpu.static.uuid, na.gpu.static.name, na.driver_version) == (
        None,
        None,
        None,
        None,
    )
    long = "GPU-" + "0123456789" * 40  # 404 characters, no comma
    row = parse_gpu_line(_line(uuid=long, name=long, **{"pci.bus_id": long}))
    assert row is not None
    assert (row.uuid, row.gpu.static.uuid) == (long[:128], long[:128])
    assert (row.gpu.static.name, row.gpu.static.pci_bus_id) == (long[:256], long[:64])


def test_a_lost_gpu_line_is_exactly_a_lost_gpu() -> None:
    line = _line(util="[GPU is lost]", **{"utilization.memory": "[GPU is lost]"})
    row = parse_gpu_line(line, host="lab")
    lost = GpuSnapshot(static=_static(), reading=None, lost=True, error="GPU is lost")
    assert row == GpuRow(lost, UUID, "595.71.05")


def test_app_lines_exactly() -> None:
    assert parse_app_line(f"{UUID}, 4242, python3, 600") == AppRow(UUID, 4242, "python3", 600 * MIB)
    assert parse_app_line(f"{UUID}, 0, , [N/A]") == AppRow(UUID, 0, None, None)
    top = 2**32 - 1
    assert parse_app_line(f"{UUID}, {top}, x, 1") == AppRow(UUID, top, "x", MIB)
    assert parse_app_line(f"{UUID}, {top + 1}, x, 1") is None
    long = "u" * 300
    assert parse_app_line(f"{long}, 7, {long * 20}, 1") == AppRow(
        long[:128], 7, (long * 20)[:4096], MIB
    )


def _feed(reader: NvsmiReader, lines: list[str]) -> list[Snapshot]:
    out = [reader.feed(line, 1.0, 2.0) for line in lines]
    return [s for s in out if s is not None]


def test_a_block_is_read_to_exactly_its_snapshot() -> None:
    third = "GPU-00000000-1111-2222-3333-444455556666"
    reader = NvsmiReader("lab")
    lines = [
        "stray output before the first block\n",
        nvsmi.MARK_GPUS + "\r\n",
        _line(index=1, uuid=OTHER, driver_version="[N/A]") + "\n",
        _line(index=0, uuid=UUID, driver_version="550.54.15") + "\n",
        _line(index=2, uuid=third, util="[GPU is lost]") + "\n",
        _line(index=4, uuid="[N/A]") + "\n",
        nvsmi.MARK_APPS + "\n",
        f"{UUID}, 4242, python3, 600\n",
        f"{OTHER}, 17, /usr/bin/python3, 12\n",
        f"{third}, 99, lost.py, 1\n",
        "[N/A], 98, no-gpu.py, 1\n",
        nvsmi.MARK_END + "\r\n",
    ]
    (snap,) = _feed(reader, lines)

    def proc(pid: int, index: int, name: str, mib: int) -> GpuProcess:
        info = ProcessInfo(pid=pid, visible=False, name=name)
        return GpuProcess(pid, index, "compute", mib * MIB, None, info)

    assert snap == Snapshot(
        wall_time=1.0,
        monotonic=2.0,
        system=SystemInfo(backend="nvidia-smi", driver_version="550.54.15", host="lab"),
        gpus=(
            GpuSnapshot(_static(0), READING, (proc(4242, 0, "python3", 600),)),
            GpuSnapshot(_static(1, OTHER), READING, (proc(17, 1, "/usr/bin/python3", 12),)),
            GpuSnapshot(_static(2, third), None, lost=True, error="GPU is lost"),
            GpuSnapshot(_static(4, None), READING),
        ),
    )
    assert reader.failure is None


def test_an_empty_block_is_a_snapshot_of_no_gpus() -> None:
    reader = NvsmiReader(None)
    (snap,) = _feed(reader, [nvsmi.MARK_GPUS, nvsmi.MARK_APPS, nvsmi.MARK_END])
    assert snap == Snapshot(1.0, 2.0, SystemInfo("nvidia-smi"), ())


def test_a_long_driver_version_is_cut() -> None:
    long = "5" * 100
    (snap,) = _feed(
        NvsmiReader("lab"), [nvsmi.MARK_GPUS, _line(driver_version=long), nvsmi.MARK_END]
    )
    assert snap.system.driver_version == long[:64]


def test_a_marker_is_the_whole_line() -> None:
    reader = NvsmiReader("lab")
    lines = [nvsmi.MARK_GPUS, _line(), nvsmi.MARK_END + " ", nvsmi.MARK_END + "X"]
    assert _feed(reader, lines) == []
    (snap,) = _feed(reader, [nvsmi.MARK_END])
    assert [g.index for g in snap.gpus] == [3]


def test_no_nvidia_smi_is_a_failure_without_detail() -> None:
    reader = NvsmiReader("lab")
    assert _feed(reader, [nvsmi.MARK_MISSING + "\n"]) == []
    assert reader.failure == ("no-nvidia-smi", "")


def test_a_failing_nvidia_smi_says_what_it_printed() -> None:
    reader = NvsmiReader("lab")
    lines = [
        nvsmi.MARK_GPUS,
        "  NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.  ",
        "",
        "Make sure that the latest NVIDIA driver is installed and running.",
        nvsmi.MARK_FAILED,
    ]
    assert _feed(reader, lines) == []
    assert reader.failure == (
        "no-driver",
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
        "Make sure that the latest NVIDIA driver is installed and running.",
    )
    flood = NvsmiReader("lab")
    _feed(flood, [nvsmi.MARK_GPUS, "e" * 300, "f" * 300, nvsmi.MARK_FAILED])
    assert flood.failure == ("no-driver", "e" * 300 + " " + "f" * 99)


def test_a_block_keeps_at_most_its_bound_of_lines() -> None:
    reader = NvsmiReader("lab")
    apps = [f"{UUID}, {pid}, p, 1" for pid in range(1, nvsmi.MAX_BLOCK_LINES + 2)]
    (snap,) = _feed(reader, [nvsmi.MARK_GPUS, _line(), nvsmi.MARK_APPS, *apps, nvsmi.MARK_END])
    pids = [p.pid for p in snap.gpus[0].processes]
    assert pids == list(range(1, nvsmi.MAX_BLOCK_LINES + 1))
