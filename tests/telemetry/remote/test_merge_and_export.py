"""Merging sources, reading Prometheus responses as untrusted input, and our exporter's scrape."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.metrics import exported_metrics
from tfgpu_gui.telemetry.remote.background import BackgroundBackend
from tfgpu_gui.telemetry.remote.exporter import (
    SnapshotCollector,
    metric_names,
    parse_listen,
)
from tfgpu_gui.telemetry.remote.multi import MultiBackend
from tfgpu_gui.telemetry.remote.prometheus import (
    GpuTable,
    PrometheusError,
    blank,
    parse_exposition,
    parse_matrix,
    parse_vector,
    selector,
    validate_url,
)
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, source_state
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    Snapshot,
    SystemInfo,
)

DOCS = Path(__file__).parents[3] / "docs"


class Host(Backend):
    """A remote host whose GPUs and state the test sets."""

    def __init__(self, host: str, gpus: int) -> None:
        self.name = f"ssh:{host}"
        self.host = host
        self.gpus = gpus
        self.down = False

    @property
    def is_open(self) -> bool:
        return True

    def open(self) -> SystemInfo:
        return SystemInfo(self.name, host=self.host)

    def close(self) -> None:
        pass

    def read(self) -> Snapshot:
        if self.down:
            raise RemoteUnavailable(source_state(self.host, "ssh", "unreachable"))
        gpus = tuple(
            GpuSnapshot(
                GpuStatic(i, "A100", host=self.host, host_index=i), GpuReading(util_gpu_percent=50)
            )
            for i in range(self.gpus)
        )
        return Snapshot(1.0, 1.0, self.open(), gpus, (source_state(self.host, "ssh", "ok"),))


def test_merged_indices_are_stable_when_a_host_goes_and_comes_back():
    a, b = Host("a", 2), Host("b", 2)
    multi = MultiBackend([SimulatedBackend("training"), a, b])
    first = {(g.static.host, g.static.host_index): g.index for g in multi.read().gpus}
    assert len(first) == 5 and sorted(first.values()) == list(range(5))
    a.down = True
    snap = multi.read()
    assert {g.static.host for g in snap.gpus} == {None, "b"}
    assert {s.name: s.state for s in snap.sources} == {"a": "unreachable", "b": "ok"}
    assert all(first[(g.static.host, g.static.host_index)] == g.index for g in snap.gpus)
    a.down = False
    again = {(g.static.host, g.static.host_index): g.index for g in multi.read().gpus}
    assert again == first


def test_merged_local_failure_alone_does_not_hide_remote_gpus():
    local = SimulatedBackend("no-driver")
    multi = MultiBackend([local, Host("a", 1)])
    snap = multi.read()
    assert [g.static.host for g in snap.gpus] == ["a"]
    assert any(s.kind == "local" and s.state == "no-driver" for s in snap.sources)


def test_background_backend_never_blocks_and_reports_the_newest():
    host = Host("a", 1)
    bg = BackgroundBackend(host, interval=0.05)
    try:
        bg.open()
        assert bg.first_done.wait(10)
        assert bg.read().gpus
        host.down = True
        import time

        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                bg.read()
            except RemoteUnavailable as exc:
                assert exc.source.state == "unreachable"
                break
            time.sleep(0.02)
        else:
            raise AssertionError("the failure never showed")
    finally:
        bg.close()


def _vector(series: list[tuple[dict[str, str], str]]) -> bytes:
    return json.dumps(
        {
            "status": "success",
            "data": {
                "resultType": "vector",
                "result": [{"metric": m, "value": [1700000000.0, v]} for m, v in series],
            },
        }
    ).encode()


def test_vector_blanks_and_units():
    body = _vector(
        [
            (
                {"__name__": "DCGM_FI_DEV_GPU_TEMP", "gpu": "0", "UUID": "GPU-1", "Hostname": "n1"},
                "9223372036854775794",
            ),
            (
                {
                    "__name__": "DCGM_FI_DEV_POWER_USAGE",
                    "gpu": "0",
                    "UUID": "GPU-1",
                    "Hostname": "n1",
                },
                "140737488355328",
            ),
            (
                {"__name__": "DCGM_FI_DEV_GPU_UTIL", "gpu": "0", "UUID": "GPU-1", "Hostname": "n1"},
                "2147483632",
            ),
            (
                {"__name__": "DCGM_FI_DEV_FB_USED", "gpu": "0", "UUID": "GPU-1", "Hostname": "n1"},
                "1024",
            ),
            (
                {"__name__": "DCGM_FI_DEV_SM_CLOCK", "gpu": "0", "UUID": "GPU-1", "Hostname": "n1"},
                "NaN",
            ),
            (
                {
                    "__name__": "tfgpu_gpu_memory_total_bytes",
                    "gpu": "0",
                    "uuid": "GPU-2",
                    "host": "me",
                },
                "25757220864",
            ),
            (
                {"__name__": "tfgpu_gpu_sm_clock_hertz", "gpu": "0", "uuid": "GPU-2", "host": "me"},
                "2520000000",
            ),
        ]
    )
    snap = GpuTable().snapshot(parse_vector(body), "prom", 0, 0)
    by_host = {g.static.host: g for g in snap.gpus}
    dcgm = by_host["n1"].reading
    assert dcgm is not None
    assert dcgm.temperature_c is None and dcgm.power_w is None and dcgm.util_gpu_percent is None
    assert dcgm.sm_clock_mhz is None and dcgm.memory_used_bytes == 1024 * 1024**2
    ours = by_host["me"]
    assert ours.static.memory_total_bytes == 25757220864
    assert ours.reading is not None and ours.reading.sm_clock_mhz == 2520


@pytest.mark.parametrize(
    "body",
    [
        b"<html>",
        b"[]",
        b'{"status": "error", "error": "bad query"}',
        b'{"status": "success", "data": {"resultType": "matrix", "result": []}}',
        b'{"status": "success", "data": {"resultType": "vector", "result": 7}}',
        json.dumps(
            {"status": "success", "data": {"resultType": "vector", "result": [{}] * 50_001}}
        ).encode(),
    ],
)
def test_responses_that_are_not_a_vector_are_refused(body: bytes):
    with pytest.raises(PrometheusError):
        parse_vector(body)


def test_malformed_series_are_skipped_not_fatal():
    body = json.dumps(
        {
            "status": "success",
            "data": {
                "resultType": "vector",
                "result": [
                    {"metric": "x", "value": [0, "1"]},
                    {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL"}, "value": "1"},
                    {"metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL", "gpu": "0"}, "value": [0, 5]},
                    {
                        "metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL", "gpu": "0"},
                        "value": [0, "55"],
                    },
                    5,
                ],
            },
        }
    ).encode()
    samples = parse_vector(body)
    assert [s.value for s in samples] == [55.0]


def test_matrix_groups_by_time():
    body = json.dumps(
        {
            "status": "success",
            "data": {
                "resultType": "matrix",
                "result": [
                    {
                        "metric": {"__name__": "DCGM_FI_DEV_GPU_UTIL", "gpu": "0", "Hostname": "n"},
                        "values": [[10, "1"], [25, "2"], [40, "9223372036854775794"]],
                    }
                ],
            },
        }
    ).encode()
    by_time = parse_matrix(body)
    assert sorted(by_time) == [10.0, 25.0]


def test_exposition_from_an_exporter_page():
    page = (Path(__file__).parent / "fixtures" / "dcgm_exporter_4x_l40s.prom").read_text()
    samples = parse_exposition(page)
    assert {s.name for s in samples} >= {"DCGM_FI_DEV_GPU_UTIL", "DCGM_FI_DEV_FB_USED"}
    assert all(not blank(s.value, s.name) for s in samples)
    with pytest.raises(PrometheusError):
        parse_exposition('metric{label="unterminated 1\n')


def test_one_selector_asks_every_metric():
    text = selector()
    assert text.startswith('{__name__=~"') and "DCGM_FI_DEV_GPU_UTIL" in text
    assert "tfgpu_gpu_utilization_percent" in text and "gpu_utilization_Percentage" in text


@pytest.mark.parametrize(
    "url", ["ftp://x", "http://", "http://u:p@h:9090", "http://h/ x", "javascript:alert(1)"]
)
def test_bad_urls_are_refused(url: str):
    with pytest.raises(ValueError):
        validate_url(url)


def test_exporter_leaves_unreported_metrics_out_and_labels_the_gpu():
    backend = SimulatedBackend("training")
    snap = backend.read()
    g = snap.gpus[0]
    no_fan = GpuSnapshot(g.static, GpuReading(util_gpu_percent=10.0, fan_percent=None), ())
    families = list(
        SnapshotCollector(lambda: Snapshot(0, 0, snap.system, (no_fan,)), "box").collect()
    )
    by_name = {f.name: f for f in families}
    assert by_name["tfgpu_up"].samples[0].value == 1.0
    assert not by_name["tfgpu_gpu_fan_percent"].samples  # n/a is absent, never 0
    util = by_name["tfgpu_gpu_utilization_percent"].samples[0]
    assert util.value == 10.0 and util.labels["host"] == "box" and util.labels["gpu"] == "0"
    down = {f.name: f for f in SnapshotCollector(lambda: None, "box").collect()}
    assert down["tfgpu_up"].samples[0].value == 0.0


def test_every_exported_metric_is_documented():
    doc = (DOCS / "exporter-metrics.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`(tfgpu_[a-z_]+)`", doc))
    assert set(metric_names()) <= documented
    assert len(exported_metrics()) >= 10


@pytest.mark.parametrize("text", ["9835", "host:1", "127.0.0.1:70000", ":9835", "1.2.3.4:x"])
def test_listen_addresses_are_checked(text: str):
    with pytest.raises(ValueError):
        parse_listen(text)


def test_listen_accepts_ipv4_ipv6_and_localhost():
    assert parse_listen("127.0.0.1:9835") == ("127.0.0.1", 9835)
    assert parse_listen("[::1]:9835") == ("::1", 9835)
    assert parse_listen("0.0.0.0:9835") == ("0.0.0.0", 9835)


def test_the_grafana_dashboard_queries_only_exported_metrics():
    board = json.loads((DOCS.parent / "packaging" / "grafana-dashboard.json").read_text())
    exprs = [t["expr"] for p in board["panels"] for t in p["targets"]]
    used = {name for e in exprs for name in re.findall(r"\btfgpu_[a-z_]+", e)}
    assert used and used <= set(metric_names())


def test_kubernetes_labels_name_the_workload_of_a_gpu():
    fixtures = Path(__file__).parent / "fixtures"
    page = (fixtures / "dcgm_exporter_h100_pods_issue272.prom").read_text()
    snap = GpuTable().snapshot(parse_exposition(page), "x", 0, 0)
    by_index = {g.static.host_index: g for g in snap.gpus}
    assert by_index[0].workload == "kbf-d068711/test-h100-0 (test-h100)"
    page = (fixtures / "dcgm_exporter_titanv_issue58.prom").read_text()
    snap = GpuTable().snapshot(parse_exposition(page), "x", 0, 0)
    assert snap.gpus and all(g.workload is None for g in snap.gpus)  # pod="" : no workload
