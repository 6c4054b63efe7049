"""The nvidia-smi fallback reads real ``--format=csv`` output, units and all.

An nvidia-smi run without ``nounits`` (or one that ignores it) writes ``682 MiB``, ``26 %``,
``83.92 W``, ``1320 MHz`` and ``[N/A]``. The lines are real outputs (fixtures/nvidia_smi, with
their sources); each cell goes to the column of our query with the same field, and the fields
our query has and theirs has not are ``[N/A]``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tfgpu_gui.telemetry.remote.nvsmi import GPU_FIELDS, parse_gpu_line
from tfgpu_gui.telemetry.snapshot import GpuReading
from tfgpu_gui.text.numbers import MIB

FIXTURES = Path(__file__).parent / "fixtures" / "nvidia_smi"
#: Their names for the fields of our query.
ALIASES = {"clocks.current.sm": "clocks.sm", "clocks.current.memory": "clocks.mem"}


def _rows(name: str, fields: list[str] | None = None) -> list[dict[str, str]]:
    """The rows of a fixture, each field (its unit dropped from the header) to its cell."""
    lines = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    if fields is None:
        header, *lines = lines
        fields = [f.split(" [")[0].strip() for f in header.split(",")]
    fields = [ALIASES.get(f, f) for f in fields]
    return [dict(zip(fields, (c.strip() for c in line.split(",")), strict=True)) for line in lines]


def _in_our_query(row: dict[str, str]) -> str:
    cells = {"index": "0", **row}
    return ", ".join(cells.get(field, "[N/A]") for field in GPU_FIELDS)


def _reading(row: dict[str, str]) -> GpuReading:
    parsed = parse_gpu_line(_in_our_query(row), host="lab")
    assert parsed is not None and parsed.gpu.reading is not None
    return parsed.gpu.reading


def test_memory_and_utilization_with_units() -> None:
    (row,) = _rows("rtx2060_units_smc_issue57.csv")
    assert row["memory.used"] == "682 MiB"  # the units are there
    parsed = parse_gpu_line(_in_our_query(row), host="lab")
    assert parsed is not None and parsed.gpu.reading is not None
    r = parsed.gpu.reading
    assert (r.util_gpu_percent, r.util_mem_percent) == (20, 8)
    assert r.memory_used_bytes == 682 * MIB and r.memory_total_bytes == 5934 * MIB
    assert parsed.gpu.static.memory_total_bytes == 5934 * MIB
    assert r.temperature_c == 36
    assert parsed.gpu.static.name == "GeForce RTX 2060"
    assert parsed.gpu.static.pci_bus_id == "00000000:09:00.0"
    assert parsed.driver_version == "460.91.03"
    assert r.power_w is None and r.fan_percent is None  # not in their query: n/a, not 0


def test_power_clocks_fan_and_state_with_units() -> None:
    rows = _rows("rtx3080ti_units_ksysguard_issue27.csv")
    assert len(rows) == 13
    first = _reading(rows[0])
    assert (first.power_w, first.util_gpu_percent, first.util_mem_percent) == (83.92, 26, 4)
    assert (first.fan_percent, first.sm_clock_mhz, first.mem_clock_mhz) == (34, 1320, 5001)
    assert (first.temperature_c, first.pstate) == (56, 3)
    for row in rows:
        r = _reading(row)
        assert r.power_w == float(row["power.draw"].removesuffix(" W"))
        assert r.util_gpu_percent == float(row["utilization.gpu"].removesuffix(" %"))
        assert r.sm_clock_mhz == float(row["clocks.sm"].removesuffix(" MHz"))


@pytest.mark.parametrize("line", [0, 1], ids=["[N/A]", "[Not Supported]"])
def test_a_cell_nvidia_smi_cannot_read_is_n_a(line: int) -> None:
    fields = "memory.total,memory.free,memory.used,temperature.gpu,fan.speed,utilization.gpu,"
    fields += "utilization.memory"
    row = _rows("na_cells_i3pystatus_pr776.csv", fields.split(","))[line]
    r = _reading(row)
    assert r.fan_percent is None
    assert (r.memory_total_bytes, r.memory_used_bytes) == (2004 * MIB, 0)
    assert (r.temperature_c, r.util_gpu_percent, r.util_mem_percent) == (44, 0, 0)


def test_our_own_query_on_an_h200_with_driver_580() -> None:
    # The line nvidia-smi wrote for our query on a real GPU; the header names its fields.
    (row,) = _rows("h200_driver580_our_query.csv")
    parsed = parse_gpu_line(", ".join(row[field] for field in GPU_FIELDS), host="lab")
    assert parsed is not None
    g = parsed.gpu
    assert (g.static.name, g.static.uuid, parsed.driver_version) == (
        "NVIDIA H200",
        "GPU-1a0444fb-6664-4e9d-d6a6-cf942237e112",
        "580.159.04",
    )
    assert g.static.pci_bus_id == "00000000:00:06.0"
    r = g.reading
    assert r is not None
    assert r.memory_total_bytes == 143771 * MIB and r.memory_used_bytes == 0
    assert (r.util_gpu_percent, r.util_mem_percent, r.temperature_c) == (0, 0, 30)
    assert (r.power_w, r.power_limit_w, r.fan_percent) == (76.92, 700.0, None)
    assert (r.sm_clock_mhz, r.mem_clock_mhz, r.pstate) == (345, 3201, 0)
    assert (r.pcie_gen, r.pcie_width) == (5, 16)
    assert (g.static.sm_clock_max_mhz, g.static.mem_clock_max_mhz) == (1980, 3201)
    assert (g.static.pcie_gen_max, g.static.pcie_width_max) == (5, 16)
