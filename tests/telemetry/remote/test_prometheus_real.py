"""Prometheus sources against a real Prometheus server on loopback.

The server scrapes the real ``tfgpu export`` (simulated GPUs) and real exporter pages from
``fixtures/`` (see its ``SOURCES.md``), each served on loopback as an exporter would: a DCGM
exporter 4.x page, a DCGM exporter page with a MIG instance given to a pod, and the real
nvitop-exporter's page. The source reads them through the HTTP API, and each exporter's
``/metrics`` directly; both ways give the same GPUs.
"""

from __future__ import annotations

import dataclasses
import socket
from pathlib import Path

import pytest

from tests.helpers.servers import (
    Prometheus,
    StaticFiles,
    free_port,
    tfgpu_export,
    wait_until,
)
from tfgpu_gui.telemetry.remote.prometheus import GpuTable, PrometheusBackend, parse_exposition
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot

FIXTURES = Path(__file__).parent / "fixtures"
#: Scrape job -> the real page it serves, and the host its GPUs are under.
PAGES = {
    "dcgm_l40s": ("dcgm_exporter_4x_l40s.prom", "gpu1-wl8sg"),
    "dcgm_mig_pod": ("dcgm_exporter_main_hostname_pr736.prom", "dcgm-exporter-wwwjh"),
    "nvitop": ("nvitop_exporter_1.7.2_fake_nvml.prom", "nvitop-node-1"),
}


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("prom")
    pages: dict[str, StaticFiles] = {}
    export_port = free_port()
    targets = {"tfgpu": f"127.0.0.1:{export_port}"}
    try:
        for job, (name, _host) in PAGES.items():
            body = (FIXTURES / name).read_bytes()
            pages[job] = StaticFiles({"/metrics": ("text/plain; version=0.0.4", body)})
            targets[job] = f"127.0.0.1:{pages[job].port}"
        # The exporter serves every test of this module: its time limit is the module's.
        with tfgpu_export(export_port, "--simulate", "training", "--interval", "0.5", timeout=1800):
            prom = Prometheus(tmp, targets)
            try:
                prom.start()
                yield prom, pages, export_port
            finally:
                prom.stop()
    finally:
        for files in pages.values():
            files.stop()


def _comparable(gpu: GpuSnapshot) -> GpuSnapshot:
    """A GPU without the index its reader gave it (each reader numbers its own GPUs)."""
    return dataclasses.replace(gpu, static=dataclasses.replace(gpu.static, index=0))


def _by_gpu(snap: Snapshot, host: str) -> dict[tuple[int | None, str | None], GpuSnapshot]:
    return {
        (g.static.host_index, g.static.uuid): _comparable(g)
        for g in snap.gpus
        if g.static.host == host
    }


def _hosts(backend: PrometheusBackend) -> set[str | None]:
    try:
        return {g.static.host for g in backend.read().gpus}
    except RemoteUnavailable:
        return set()


def test_real_pages_read_through_the_server_as_read_directly(stack):
    prom, pages, _port = stack
    b = PrometheusBackend(prom.url)
    me = socket.gethostname()
    hosts = {host for _name, host in PAGES.values()} | {me}
    wait_until(lambda: _hosts(b) == hosts, 60, "every exporter scraped")
    before = b.requests
    snap = b.read()
    assert b.requests == before + 1  # every metric of every GPU in one request
    for job, (name, host) in PAGES.items():
        direct = GpuTable().snapshot(
            parse_exposition((FIXTURES / name).read_text(encoding="utf-8")), "page", 0, 0
        )
        assert direct.gpus, name
        assert _by_gpu(snap, host) == _by_gpu(direct, host), name
        # the exporter's own URL, read without the server, gives the same GPUs
        page = PrometheusBackend(f"http://127.0.0.1:{pages[job].port}/metrics").read()
        assert _by_gpu(page, host) == _by_gpu(direct, host), name
    ours = [g for g in snap.gpus if g.static.host == me]
    assert ours and ours[0].reading is not None
    assert ours[0].static.name == "NVIDIA GeForce RTX 4090"
    assert ours[0].reading.sm_clock_mhz is not None and ours[0].reading.sm_clock_mhz > 100
    assert snap.sources[0].state == "ok" and snap.sources[0].gpu_count == len(snap.gpus)


def test_a_mig_instance_keeps_its_pod_through_the_server(stack):
    prom, _pages, _port = stack
    b = PrometheusBackend(prom.url)
    host = PAGES["dcgm_mig_pod"][1]
    wait_until(lambda: host in _hosts(b), 60, "the MIG page scraped")
    (a30,) = [g for g in b.read().gpus if g.static.host == host and g.mig]
    assert a30.static.name == "NVIDIA A30" and a30.static.host_index == 2
    (instance,) = a30.mig
    assert instance.gpu_instance_id == 3 and instance.name == "1g.6gb"
    assert instance.workload == "default/triton-server-f7cb5d77-95xcf (triton-server)"


def test_nvitop_values_through_the_server_are_the_drivers(stack):
    from tests.nvml_lib import states

    prom, _pages, _port = stack
    b = PrometheusBackend(prom.url)
    host = PAGES["nvitop"][1]
    wait_until(lambda: host in _hosts(b), 60, "the nvitop page scraped")
    gpus = sorted(
        (g for g in b.read().gpus if g.static.host == host), key=lambda g: g.static.host_index or 0
    )
    state = states.datacenter_r580(2)
    assert [g.static.uuid for g in gpus] == [state["gpu0.uuid"], state["gpu1.uuid"]]
    for i, g in enumerate(gpus):
        assert g.reading is not None
        assert g.reading.memory_used_bytes == state[f"gpu{i}.mem.used"]
        assert g.reading.pcie_rx_bytes_s == int(str(state[f"gpu{i}.throughput.1"])) * 1024
        assert g.reading.power_w == pytest.approx(int(str(state[f"gpu{i}.power.usage"])) / 1000)


def test_history_fills_from_one_query_range(stack):
    prom, _pages, _port = stack
    b = PrometheusBackend(prom.url)
    wait_until(lambda: len(b.history(120, step=1)) >= 3, 60, "three seconds of history")
    before = b.requests
    history = b.history(120, step=1)
    assert b.requests == before + 1
    assert all(s.gpus for s in history)
    times = [s.wall_time for s in history]
    assert times == sorted(times)
    # the same GPU keeps its index between the history and the live reading
    live = {(g.static.host, g.static.uuid): g.index for g in b.read().gpus}
    past = {(g.static.host, g.static.uuid): g.index for g in history[-1].gpus}
    assert all(live[k] == v for k, v in past.items() if k in live)


def test_reads_our_exporter_page_directly_without_a_server(stack):
    _prom, _pages, export_port = stack
    ours = PrometheusBackend(f"http://127.0.0.1:{export_port}/metrics")
    snap = ours.read()
    assert ours.requests == 1
    assert snap.gpus and snap.gpus[0].reading is not None
    assert snap.gpus[0].reading.power_w is not None


def test_a_server_that_is_down_is_said_in_plain_words():
    b = PrometheusBackend(f"http://127.0.0.1:{free_port()}")
    with pytest.raises(RemoteUnavailable) as caught:
        b.read()
    assert caught.value.source.state == "http-unreachable"
    assert "does not answer" in caught.value.sentence()


def test_a_page_that_is_not_prometheus_data_is_refused(stack):
    files = StaticFiles(
        {
            "/api/v1/query": ("application/json", b'{"status": "success", "data": 5}'),
            "/metrics": ("text/plain", b"<html>login</html>\n{{{"),
        }
    )
    try:
        with pytest.raises(RemoteUnavailable) as caught:
            PrometheusBackend(f"http://127.0.0.1:{files.port}").read()
        assert caught.value.source.state == "bad-response"
        with pytest.raises(RemoteUnavailable) as caught:
            PrometheusBackend(f"http://127.0.0.1:{files.port}/metrics").read()
        assert caught.value.source.state in ("bad-response", "no-gpu-metrics")
    finally:
        files.stop()


def test_merged_history_fills_the_sampler_under_the_live_indices(stack):
    from tfgpu_gui.telemetry.remote.background import BackgroundBackend
    from tfgpu_gui.telemetry.remote.multi import MultiBackend
    from tfgpu_gui.telemetry.sampler import Sampler
    from tfgpu_gui.telemetry.simulated import SimulatedBackend
    from tfgpu_gui.ui.shell.remote_sources import fill_history

    prom, _pages, _port = stack
    source = PrometheusBackend(prom.url)
    wait_until(lambda: len(source.history(120, step=1)) >= 3, 60, "three seconds of history")
    multi = MultiBackend([SimulatedBackend("idle"), BackgroundBackend(source, 1.0)])
    sampler = Sampler(multi, interval=1.0, history_seconds=3600)
    try:
        added = fill_history(sampler, multi, 120, wait=30, step=1)
        assert added >= 3 and len(sampler.history) == added
        past = set(sampler.history.gpu_indices)
        wait_until(lambda: _live(multi), 30, "a live reading")
        live = {g.index: g.static.uuid for g in multi.read().gpus if g.static.host is not None}
        assert set(live) <= past  # the remote GPUs' plots continue their history
        assert 0 not in past or multi.read().gpu(0).static.host is not None
    finally:
        multi.close()


def _live(multi) -> bool:
    snap = multi.read()
    return any(g.static.host is not None for g in snap.gpus)
