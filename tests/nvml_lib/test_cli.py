"""``tfgpu snapshot`` and ``tfgpu watch`` as a user runs them, on the test NVML library.

No ``--simulate``: the commands pick the NVML backend, and pynvml loads the test library
through ``LD_LIBRARY_PATH`` as it would load the driver's.
"""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path

import jsonschema

from tests.nvml_lib import states
from tests.nvml_lib.states import FI_RX, FI_TX, GIB, MIB, PCIE_RX, PCIE_TX
from tfgpu_gui import cli
from tfgpu_gui.telemetry.processes import container_of

SCHEMA = json.loads(
    (Path(cli.__file__).parent / "telemetry" / "snapshot.schema.json").read_text("utf-8")
)


def _no_counters(state):
    for i in range(int(state["gpus"])):
        state.pop(f"gpu{i}.field.{FI_TX}", None)
        state.pop(f"gpu{i}.field.{FI_RX}", None)
    return state


def test_snapshot_works_by_hand_without_a_state_file(driver):
    """`LD_LIBRARY_PATH=<dir> tfgpu snapshot`: the library's default GPU."""
    result = driver.cli("snapshot")
    assert result.returncode == 0, result.stderr
    assert "NVIDIA Test GPU" in result.stdout
    assert "Driver 580.95.05" in result.stdout
    assert "SM 1410 MHz (max 1900 MHz)" in result.stdout


def test_snapshot_json_fields_come_from_the_right_queries(driver):
    state = _no_counters(states.datacenter_r580(2))
    other = states.with_processes(state)
    result = driver.cli("snapshot", "--json", state=state)
    assert result.returncode == 0, result.stderr
    doc = json.loads(result.stdout)
    jsonschema.validate(doc, SCHEMA)
    assert doc["backend"] == "nvml"
    for i, g in enumerate(doc["gpus"]):
        p = f"gpu{i}."
        assert g["pcie"]["tx_bytes_per_s"] == state[p + f"throughput.{PCIE_TX}"] * 1024
        assert g["pcie"]["rx_bytes_per_s"] == state[p + f"throughput.{PCIE_RX}"] * 1024
        assert g["clocks"]["sm_mhz"] == state[p + "clock.1"]
        assert g["clocks"]["memory_mhz"] == state[p + "clock.2"]
        assert g["memory"]["used_bytes"] == state[p + "mem.used"]
        assert g["power"]["draw_w"] == state[p + "power.usage"] / 1000
        assert g["mig_instances"] == []
    procs = {p["pid"]: p for p in doc["gpus"][0]["processes"]}
    assert procs[other]["visible"] is False
    assert procs[other]["gpu_memory_bytes"] == GIB + 3
    assert procs[other]["container"] is None
    mine = procs[os.getpid()]
    assert mine["container"] == container_of(os.getpid())
    assert mine["gpu_memory_bytes"] == 512 * MIB + 1


def test_snapshot_text_shows_another_container_and_mig(driver):
    state = states.mig_a100()
    states.with_processes(state)
    result = driver.cli("snapshot", state=state)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "MIG on" in out
    assert "GPU n/a (MIG)" in out
    assert "MIG 0" in out and "MIG 2" in out and "MIG 1 " not in out
    assert "1.1 GiB / 9.6 GiB" in out  # 1111 MiB of 9856 MiB, the instance's own memory
    assert "in another container" in out
    assert "1.0 GiB" in out  # that process's GPU memory is still shown


def test_snapshot_json_lists_mig_instances(driver):
    state = states.mig_a100()
    result = driver.cli("snapshot", "--json", state=state)
    doc = json.loads(result.stdout)
    jsonschema.validate(doc, SCHEMA)
    g = doc["gpus"][0]
    assert g["utilization"]["gpu_percent"] is None
    assert [m["memory"]["used_bytes"] for m in g["mig_instances"]] == [1111 * MIB, 2222 * MIB]
    assert [m["gpu_instance_id"] for m in g["mig_instances"]] == [1, 5]


def test_snapshot_init_error_exits_with_a_reason(driver):
    state = states.datacenter_r580(1)
    state["init"] = "NO_PERMISSION"
    result = driver.cli("snapshot", "--json", state=state)
    assert result.returncode == 3
    assert json.loads(result.stdout)["error"]["kind"] == "no-permission"


def test_watch_csv_rates_keep_rx_and_tx_apart(driver, tmp_path):
    """Counter rates depend on the real interval; their ratio does not (rx grows 7/3 as fast
    as tx on GPU 0 in the state)."""
    state = states.datacenter_r580(1)
    out = tmp_path / "watch.csv"
    result = driver.cli(
        "watch", "--count", "3", "--interval", "0.2", "--csv", str(out), state=state
    )
    assert result.returncode == 0, result.stderr
    assert "H100" in result.stdout
    rows = list(csv.DictReader(out.open()))
    assert len(rows) == 3
    assert rows[0]["pcie_rx_bytes_s"] == "" and rows[0]["pcie_tx_bytes_s"] == ""
    for row in rows[1:]:
        rx, tx = float(row["pcie_rx_bytes_s"]), float(row["pcie_tx_bytes_s"])
        assert abs(rx / tx - 7 / 3) < 1e-6
        assert float(row["sm_clock_mhz"]) == state["gpu0.clock.1"]


def test_watch_says_mig_instead_of_a_utilization(driver):
    result = driver.cli("watch", "--count", "1", state=states.showcase())
    assert result.returncode == 0, result.stderr
    rows = [line.split() for line in result.stdout.splitlines()]
    a100 = next(r for r in rows if "A100-SXM4-40GB" in r)
    h100 = next(r for r in rows if "H100" in r)
    assert a100[2] == "MIG"
    assert h100[5] == "72%"  # "0 H100 80GB HBM3 #0 72% ..."
