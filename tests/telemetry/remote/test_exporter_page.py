"""Our exporter's page: each GPU labelled as on its host, read back by our own reader, and
only finite values written."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.metrics import exported_metrics
from tfgpu_gui.telemetry.remote.exporter import Exporter, SnapshotCollector
from tfgpu_gui.telemetry.remote.multi import MultiBackend
from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend
from tfgpu_gui.telemetry.remote.states import source_state
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.telemetry.snapshot import GpuReading, GpuSnapshot, GpuStatic, Snapshot, SystemInfo


class FakeHost(Backend):
    """A remote host with GPUs 0..n-1; ``own_index``: whether its source sets ``host_index``."""

    def __init__(self, host: str, gpus: int, own_index: bool = True) -> None:
        self.name = f"ssh:{host}"
        self.host = host
        self.gpus = gpus
        self.own_index = own_index

    @property
    def is_open(self) -> bool:
        return True

    def open(self) -> SystemInfo:
        return SystemInfo(self.name, host=self.host)

    def close(self) -> None:
        pass

    def read(self) -> Snapshot:
        gpus = tuple(
            GpuSnapshot(
                GpuStatic(
                    i,
                    "A100",
                    uuid=f"GPU-{self.host}-{i}",
                    host=self.host,
                    host_index=i if self.own_index else None,
                ),
                GpuReading(util_gpu_percent=10.0 * (i + 1), temperature_c=40.0 + i),
            )
            for i in range(self.gpus)
        )
        return Snapshot(1.0, 1.0, self.open(), gpus, (source_state(self.host, "ssh", "ok"),))


def _series(snap: Snapshot, name: str) -> list[dict[str, str]]:
    families = {f.name: f for f in SnapshotCollector(lambda: snap, "here").collect()}
    return [s.labels for s in families[name].samples]


@pytest.mark.parametrize("own_index", [True, False])
def test_merged_gpus_are_labelled_with_their_host_and_their_index_there(own_index: bool):
    multi = MultiBackend([FakeHost("a", 2, own_index), FakeHost("b", 2, own_index)])
    snap = multi.read()
    assert sorted(g.index for g in snap.gpus) == [0, 1, 2, 3]  # merged: b's GPUs are 2 and 3
    for name in ("tfgpu_gpu_utilization_percent", "tfgpu_gpu_lost"):
        labels = _series(snap, name)
        assert [(s["host"], s["gpu"], s["uuid"]) for s in labels] == [
            ("a", "0", "GPU-a-0"),
            ("a", "1", "GPU-a-1"),
            ("b", "0", "GPU-b-0"),
            ("b", "1", "GPU-b-1"),
        ]


def test_this_computers_gpus_keep_their_own_index_when_merged_after_remote_ones():
    local = SimulatedBackend("multi-gpu-8")
    multi = MultiBackend([FakeHost("a", 2), local])
    snap = multi.read()
    here = [g for g in snap.gpus if g.static.host is None]
    assert [g.index for g in here] == list(range(2, 10))  # merged after a's two
    labels = [s for s in _series(snap, "tfgpu_gpu_lost") if s["host"] == "here"]
    assert [s["gpu"] for s in labels] == [str(i) for i in range(8)]


@pytest.fixture
def served() -> Iterator[tuple[Snapshot, str]]:
    """A merged snapshot of hosts a and b, served by our exporter on loopback."""
    snap = MultiBackend([FakeHost("a", 2), FakeHost("b", 2)]).read()
    exporter = Exporter(("127.0.0.1", 0), lambda: snap, "here")
    host, port = exporter.start()
    try:
        yield snap, f"http://{host}:{port}/metrics"
    finally:
        exporter.stop()


def test_our_reader_reads_the_page_back_to_the_same_hosts_and_indices(served):
    snap, url = served
    back = PrometheusBackend(url, timeout=10).read()
    want = {
        (g.static.host, g.static.host_index): (
            g.static.uuid,
            g.reading and g.reading.util_gpu_percent,
        )
        for g in snap.gpus
    }
    got = {
        (g.static.host, g.static.host_index): (
            g.static.uuid,
            g.reading and g.reading.util_gpu_percent,
        )
        for g in back.gpus
    }
    assert got == want and len(got) == 4
    # Merged again (as the app merges a Prometheus source): still the hosts' own indices.
    merged = MultiBackend([SimulatedBackend("idle"), PrometheusBackend(url, timeout=10)]).read()
    remote = {(g.static.host, g.static.host_index) for g in merged.gpus if g.static.host}
    assert remote == set(want)


def test_nan_and_infinite_values_are_left_out_never_written():
    reading = GpuReading(
        util_gpu_percent=math.nan,
        temperature_c=math.inf,
        power_w=-math.inf,
        fan_percent=30.0,
        sm_clock_mhz=math.nan,
    )
    static = GpuStatic(0, "A100", power_limit_w=math.nan, memory_total_bytes=10**400)
    g = GpuSnapshot(static, reading)
    snap = Snapshot(0.0, 0.0, SystemInfo("test"), (g,))
    families = {f.name: f for f in SnapshotCollector(lambda: snap, "here").collect()}
    for metric in exported_metrics():
        assert metric.exporter is not None
        for sample in families[metric.exporter.name].samples:
            assert math.isfinite(sample.value), metric.exporter.name
    assert [s.value for s in families["tfgpu_gpu_fan_percent"].samples] == [30.0]
    for name in (
        "tfgpu_gpu_utilization_percent",
        "tfgpu_gpu_temperature_celsius",
        "tfgpu_gpu_power_watts",
        "tfgpu_gpu_sm_clock_hertz",
        "tfgpu_gpu_power_limit_watts",
        "tfgpu_gpu_memory_total_bytes",
    ):
        assert not families[name].samples, name


def test_the_served_page_has_no_nan_or_inf():
    import urllib.request

    reading = GpuReading(util_gpu_percent=math.nan, temperature_c=math.inf, fan_percent=30.0)
    snap = Snapshot(0.0, 0.0, SystemInfo("test"), (GpuSnapshot(GpuStatic(0, "A100"), reading),))
    exporter = Exporter(("127.0.0.1", 0), lambda: snap, "here")
    host, port = exporter.start()
    try:
        with urllib.request.urlopen(f"http://{host}:{port}/metrics", timeout=10) as r:
            page = r.read().decode()
    finally:
        exporter.stop()
    values = [line.rsplit(" ", 1)[1] for line in page.splitlines() if not line.startswith("#")]
    assert values and not any(v.lower() in ("nan", "+inf", "-inf", "inf") for v in values)
    assert "tfgpu_gpu_fan_percent{" in page
