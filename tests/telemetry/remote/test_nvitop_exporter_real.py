"""The real nvitop-exporter (1.7.2, from PyPI) on the test NVIDIA driver library, read by ours.

nvitop-exporter runs as a child on a loopback port, reading GPUs through nvitop and nvidia-ml-py
from ``tests/nvml_lib``'s ``libnvidia-ml.so.1`` (profile ``datacenter_r580``, two GPUs with
distinct values). Its ``/metrics`` page is read by our reader and each value is compared with
what the driver state says, in our units. ``fixtures/nvitop_exporter_1.7.2_fake_nvml.prom`` is
a page captured this way; the test checks that the exporter still writes every line of it.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.servers import free_port, kill_group, wait_until
from tests.nvml_lib import states
from tests.nvml_lib.driver import Driver
from tfgpu_gui.telemetry.remote.prometheus import GpuTable, PrometheusBackend, parse_exposition

FIXTURE = Path(__file__).parent / "fixtures" / "nvitop_exporter_1.7.2_fake_nvml.prom"
HOST = "nvitop-node-1"
#: The driver profile the exporter reads (and the fixture was captured from).
STATE = states.datacenter_r580(2)


def _page(port: int) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as response:
        return str(response.read().decode("utf-8"))


def _has_gpus(port: int, proc: subprocess.Popen[bytes]) -> bool:
    if proc.poll() is not None:
        raise AssertionError(f"nvitop-exporter exited with {proc.returncode}")
    try:
        page = _page(port)
    except OSError:
        return False
    # The last gauge update_device sets, for the last GPU: every GPU's values are on the page.
    last = f'uuid="{STATE["gpu1.uuid"]}"}}'
    return any(
        line.startswith("gpu_nvlink_mean_rx_throughput_MiBps{") and last in line
        for line in page.splitlines()
    )


@contextlib.contextmanager
def nvitop_exporter(tmp: Path) -> Iterator[int]:
    """The real nvitop-exporter on the test driver library, on a loopback port, for the block;
    yields the port once its first update is on the page."""
    driver = Driver(tmp)
    port = free_port()
    log = tmp / "nvitop-exporter.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "nvitop_exporter",
                "--hostname",
                HOST,
                "--bind-address",
                "127.0.0.1",
                "--port",
                str(port),
                "--interval",
                "0.25",
            ],
            env=driver.env(STATE),
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=out,
            start_new_session=True,
        )
    try:
        try:
            wait_until(lambda: _has_gpus(port, proc), 60, "nvitop-exporter's first update")
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n{log.read_text(errors='replace')}") from None
        yield port
    finally:
        kill_group(proc)


def captured_lines(page: str) -> list[str]:
    """The lines of a page that the fixture keeps: from the ``nvitop_info`` family on, without
    the ``host_*`` families (uptime, CPU, memory, disks and network of the machine it ran on)."""
    lines = page.splitlines()
    start = lines.index("# HELP nvitop_info NVITOP Prometheus Exporter.")
    kept = []
    for line in lines[start:]:
        name = line.split(" ")[2] if line.startswith("#") else line
        if not name.startswith("host_"):
            kept.append(line)
    return kept


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    with nvitop_exporter(tmp_path_factory.mktemp("nvitop")) as port:
        yield _page(port), port


def _state(i: int, key: str) -> int:
    return int(str(STATE[f"gpu{i}.{key}"]))


def test_each_value_is_the_drivers_in_our_units(page: tuple[str, int]) -> None:
    text, _port = page
    snap = GpuTable().snapshot(parse_exposition(text), "x", 0, 0)
    assert len(snap.gpus) == 2
    for i, g in enumerate(sorted(snap.gpus, key=lambda g: g.static.host_index or 0)):
        r = g.reading
        assert r is not None
        assert g.static.host == HOST and g.static.host_index == i
        assert g.static.uuid == STATE[f"gpu{i}.uuid"] and g.static.name == STATE[f"gpu{i}.name"]
        assert r.util_gpu_percent == _state(i, "util.gpu")
        assert r.util_mem_percent == _state(i, "util.mem")
        # nvitop reads the v2 memory struct: "used" without the driver's reserved memory
        assert r.memory_used_bytes == _state(i, "mem.used")
        assert r.memory_total_bytes == _state(i, "mem.total")
        assert g.static.memory_total_bytes == _state(i, "mem.total")
        assert r.power_w == pytest.approx(_state(i, "power.usage") / 1000, abs=1e-9)  # mW
        # nvitop's power limit is nvmlDeviceGetPowerManagementLimit
        assert r.power_limit_w == _state(i, "power.mgmt_limit") / 1000
        assert r.sm_clock_mhz == _state(i, f"clock.{states.CLOCK_SM}")
        assert r.mem_clock_mhz == _state(i, f"clock.{states.CLOCK_MEM}")
        assert r.temperature_c == _state(i, f"temp.{states.TEMP_GPU}")
        assert r.fan_percent == _state(i, "fan")
        # nvmlDeviceGetPcieThroughput is KiB/s
        assert r.pcie_tx_bytes_s == _state(i, f"throughput.{states.PCIE_TX}") * 1024
        assert r.pcie_rx_bytes_s == _state(i, f"throughput.{states.PCIE_RX}") * 1024


def test_the_exporter_url_reads_as_a_source(page: tuple[str, int]) -> None:
    _text, port = page
    backend = PrometheusBackend(f"http://127.0.0.1:{port}/metrics")
    snap = backend.read()
    assert backend.requests == 1
    assert {g.static.uuid for g in snap.gpus} == {STATE["gpu0.uuid"], STATE["gpu1.uuid"]}
    assert snap.sources[0].state == "ok" and snap.sources[0].gpu_count == 2


def test_the_fixture_is_what_the_exporter_writes(page: tuple[str, int]) -> None:
    text, _port = page
    assert captured_lines(text) == FIXTURE.read_text(encoding="utf-8").splitlines()
