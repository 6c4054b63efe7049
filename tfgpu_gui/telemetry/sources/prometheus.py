"""A Prometheus server (``http://server:9090``) or an exporter's ``/metrics`` page (DCGM
exporter, nvitop-exporter, ``tfgpu export``), read over HTTP
(:mod:`tfgpu_gui.telemetry.remote.prometheus`). Written as an ``http://`` or ``https://`` URL;
a URL with a user name or password in it is refused, so nothing secret is stored."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tfgpu_gui.telemetry.remote.states import COMMON_STATES, HTTP_STATES
from tfgpu_gui.telemetry.sources.kind import BuildOptions, SourceKind

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.backend import Backend
    from tfgpu_gui.telemetry.snapshot import Snapshot


class PrometheusKind(SourceKind):
    name = "prometheus"
    state_kinds = ("prometheus", "exporter")
    states = (*COMMON_STATES, *HTTP_STATES)
    remote = True
    schemes = ("http", "https")
    noun = "URL"
    label = "a Prometheus server"
    written_as = "a Prometheus URL (http://server:9090) or an exporter's http://host:9400/metrics"
    option = "--prometheus"
    metavar = "URL"
    help = (
        "read GPUs from a Prometheus server (http://server:9090) or an exporter's "
        "/metrics URL (DCGM exporter, nvitop-exporter, tfgpu export); repeatable"
    )

    def parse(self, text: str) -> str:
        from tfgpu_gui.telemetry.remote.prometheus import validate_url

        return validate_url(text)

    def build(self, target: str, options: BuildOptions) -> Backend:
        """One request per read; with ``background``, polled on a thread of its own."""
        from tfgpu_gui.telemetry.remote.background import BackgroundBackend
        from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend

        inner = PrometheusBackend(target)
        if not options.background:
            return inner
        return BackgroundBackend(inner, options.interval, kind=inner.kind)

    def probe(self, target: str, timeout: float) -> Snapshot:
        from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend

        return PrometheusBackend(target, timeout=min(timeout, 10.0)).read()


PROMETHEUS = PrometheusKind()
