"""Prometheus sources against a real Prometheus server on loopback.

The server scrapes the real ``tfgpu export`` (simulated GPUs) and a static file of DCGM exporter
output served on loopback; the source reads both through the HTTP API, and each exporter's
``/metrics`` directly.
"""

from __future__ import annotations

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
from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable

DCGM_FILE = Path(__file__).parent / "data" / "dcgm-exporter.prom"
DCGM_HOST = "dcgm-node-1"


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("prom")
    files = StaticFiles({"/metrics": ("text/plain; version=0.0.4", DCGM_FILE.read_bytes())})
    export_port = free_port()
    targets = {"tfgpu": f"127.0.0.1:{export_port}", "dcgm": f"127.0.0.1:{files.port}"}
    try:
        # The exporter serves every test of this module: its time limit is the module's.
        with tfgpu_export(export_port, "--simulate", "training", "--interval", "0.5", timeout=1800):
            prom = Prometheus(tmp, targets)
            try:
                prom.start()
                yield prom, files, export_port
            finally:
                prom.stop()
    finally:
        files.stop()


def _hosts(backend: PrometheusBackend) -> set[str | None]:
    try:
        return {g.static.host for g in backend.read().gpus}
    except RemoteUnavailable:
        return set()


def test_reads_dcgm_and_tfgpu_gpus_through_the_http_api_one_request_per_tick(stack):
    prom, _files, _port = stack
    b = PrometheusBackend(prom.url)
    me = socket.gethostname()
    wait_until(lambda: _hosts(b) == {DCGM_HOST, me}, 60, "both exporters scraped")
    before = b.requests
    snap = b.read()
    assert b.requests == before + 1  # every metric of every GPU in one request
    dcgm = sorted(
        (g for g in snap.gpus if g.static.host == DCGM_HOST), key=lambda g: g.static.host_index or 0
    )
    assert [g.static.uuid for g in dcgm] == [
        "GPU-604ac76c-d9cf-fef3-62e9-d92044ab6e52",
        "GPU-74f7fe3b-48f2-6d8b-3cb4-e70426fb669c",
    ]
    idle, busy = (g.reading for g in dcgm)
    assert idle is not None and busy is not None
    assert idle.temperature_c is None  # the blank sentinel 9223372036854775794 is n/a
    assert busy.temperature_c == 61 and busy.util_gpu_percent == 97
    assert busy.memory_used_bytes == 13888 * 1024 * 1024
    assert busy.memory_total_bytes == (13888 + 1022) * 1024 * 1024
    assert dcgm[0].static.name == "Tesla T4"
    ours = [g for g in snap.gpus if g.static.host == me]
    assert ours and ours[0].reading is not None
    assert ours[0].static.name == "NVIDIA GeForce RTX 4090"
    assert ours[0].reading.sm_clock_mhz is not None and ours[0].reading.sm_clock_mhz > 100
    assert snap.sources[0].state == "ok" and snap.sources[0].gpu_count == len(snap.gpus)


def test_history_fills_from_one_query_range(stack):
    prom, _files, _port = stack
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


def test_reads_an_exporter_page_directly_without_a_server(stack):
    _prom, files, export_port = stack
    dcgm = PrometheusBackend(f"http://127.0.0.1:{files.port}/metrics")
    snap = dcgm.read()
    assert dcgm.requests == 1 and len(snap.gpus) == 2
    assert {g.static.host for g in snap.gpus} == {DCGM_HOST}
    ours = PrometheusBackend(f"http://127.0.0.1:{export_port}/metrics")
    snap = ours.read()
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

    prom, _files, _port = stack
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
