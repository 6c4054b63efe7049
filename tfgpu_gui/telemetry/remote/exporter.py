"""Our readings in the Prometheus exposition format (``tfgpu export``, or the app when asked).

Metric names, units and help texts are properties of each metric
(:data:`tfgpu_gui.telemetry.metrics.METRICS`, its ``exporter``), documented in
docs/exporter-metrics.md (a test checks that the document names every metric). Units are
Prometheus base units: bytes, watts, degrees Celsius, hertz, percent as 0-100 (as DCGM's
exporter does). A value the GPU does not report is left out of the scrape, never 0; so is a
value that is not a finite number (never written as NaN or Inf).

Each scrape reads the newest snapshot the sampler delivered; it never touches the driver, so a
scrape cannot block sampling. The server binds to loopback unless told otherwise.
"""

from __future__ import annotations

import ipaddress
import math
import socket
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from tfgpu_gui import __version__
from tfgpu_gui.telemetry.metrics import exported_metrics
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot

if TYPE_CHECKING:
    from prometheus_client.registry import CollectorRegistry

DEFAULT_LISTEN = "127.0.0.1:9835"
LABELS: tuple[str, ...] = ("gpu", "uuid", "name", "host")


#: Metrics not per reading: whether the GPU is lost, whether telemetry works, the version.
EXTRA_METRICS: dict[str, str] = {
    "tfgpu_gpu_lost": "1 when the GPU fell off the bus (its other metrics are then absent).",
    "tfgpu_up": "1 when the last reading of the GPUs succeeded, 0 when telemetry is unavailable.",
    "tfgpu_info": "Always 1; labels: version, backend, driver_version.",
}


def metric_names() -> list[str]:
    """Every metric name of the page: the table's exported metrics, then the extra ones."""
    return [m.exporter.name for m in exported_metrics() if m.exporter] + list(EXTRA_METRICS)


def _labels(g: GpuSnapshot, host: str) -> list[str]:
    s = g.static
    index = s.host_index if s.host_index is not None else s.index
    return [str(index), s.uuid or "", s.name or "", s.host or host]


def _finite(value: object, scale: float) -> float | None:
    """``value`` in the page's unit; None (left out) when it is not a finite number.

    NaN or infinity is no reading: written, it would be taken for one.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    try:
        scaled = float(value) * scale
    except OverflowError:  # an int beyond any float (a remote source's number)
        return None
    return scaled if math.isfinite(scaled) else None


class SnapshotCollector:
    """A prometheus-client collector over the newest snapshot (``latest()``)."""

    def __init__(self, latest: Callable[[], Snapshot | None], host: str) -> None:
        self.latest = latest
        self.host = host

    def describe(self) -> list[object]:
        return []  # the families depend on the GPUs: collected at each scrape

    def collect(self) -> Iterator[object]:
        from prometheus_client.core import GaugeMetricFamily

        snap = self.latest()
        up = GaugeMetricFamily("tfgpu_up", EXTRA_METRICS["tfgpu_up"])
        up.add_metric([], 1.0 if snap is not None else 0.0)
        yield up
        info = GaugeMetricFamily(
            "tfgpu_info",
            EXTRA_METRICS["tfgpu_info"],
            labels=["version", "backend", "driver_version"],
        )
        info.add_metric(
            [
                __version__,
                snap.system.backend if snap else "",
                (snap.system.driver_version or "") if snap else "",
            ],
            1.0,
        )
        yield info
        if snap is None:
            return
        lost = GaugeMetricFamily("tfgpu_gpu_lost", EXTRA_METRICS["tfgpu_gpu_lost"], labels=LABELS)
        families = [
            (m, m.exporter, GaugeMetricFamily(m.exporter.name, m.exporter.help, labels=LABELS))
            for m in exported_metrics()
            if m.exporter
        ]
        for g in snap.gpus:
            labels = _labels(g, self.host)
            lost.add_metric(labels, 1.0 if g.lost else 0.0)
            if g.reading is None:
                continue
            for metric, exported, family in families:
                value = _finite(metric.value(g), exported.scale)
                if value is not None:
                    family.add_metric(labels, value)
        yield lost
        yield from (family for _, _, family in families)


def parse_listen(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[::1]:PORT`` for IPv6) as (address, port).

    Raises:
        ValueError: not such an address (the message says why).
    """
    host, sep, port_text = text.rpartition(":")
    if not sep or not port_text.isdecimal():
        raise ValueError(f"{text[:60]!r} is not HOST:PORT (e.g. {DEFAULT_LISTEN})")
    port = int(port_text)
    if not 0 <= port < 65536:
        raise ValueError(f"port {port} is not between 0 (any free port) and 65535")
    host = host.strip("[]")
    try:
        ipaddress.ip_address(host)
    except ValueError:
        if host != "localhost":
            raise ValueError(f"{host[:60]!r} is not an IP address (e.g. 127.0.0.1)") from None
    return host, port


def _loopback_address(text: str) -> bool:
    """An address (``%scope`` allowed) that reaches this computer only.

    The unspecified addresses (``0.0.0.0``, ``::``) are not: bound, they listen on every
    interface. An IPv4-mapped IPv6 address (``::ffff:127.0.0.1``) is its IPv4 address.
    """
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback


def resolve(host: str) -> list[str]:
    """Every address ``host`` stands for: itself when it is an IP address, else what the
    resolver gives (``/etc/hosts``, DNS); empty when it resolves to nothing."""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        pass
    else:
        return [host]
    try:
        infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError):
        return []
    return [str(info[4][0]) for info in infos]


def is_loopback(host: str) -> bool:
    """Whether serving on ``host`` reaches this computer only.

    A name counts when every address it resolves to is loopback (``localhost`` may be mapped
    to a LAN address); one that does not resolve does not count.
    """
    addresses = resolve(host)
    return bool(addresses) and all(_loopback_address(a) for a in addresses)


class Exporter:
    """Serves :class:`SnapshotCollector` on ``address`` until :meth:`stop`."""

    def __init__(self, address: tuple[str, int], latest: Callable[[], Snapshot | None], host: str):
        from prometheus_client import CollectorRegistry

        self.registry: CollectorRegistry = CollectorRegistry(auto_describe=False)
        self.registry.register(SnapshotCollector(latest, host))  # type: ignore[arg-type]
        self.address = address
        self._server: object | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> tuple[str, int]:
        """Start serving; returns the bound address (the port when 0 was asked).

        Raises:
            OSError: the address cannot be bound (in use, not this machine's).
        """
        from prometheus_client import start_http_server

        server, thread = start_http_server(self.address[1], self.address[0], self.registry)
        self._server, self._thread = server, thread
        return str(server.server_address[0]), int(server.server_address[1])

    def stop(self) -> None:
        server = self._server
        if server is not None:
            server.shutdown()  # type: ignore[attr-defined]
            server.server_close()  # type: ignore[attr-defined]
        if self._thread is not None:
            self._thread.join(5)
        self._server = self._thread = None
