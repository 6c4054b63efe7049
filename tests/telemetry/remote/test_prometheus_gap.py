"""A Prometheus source's gap is filled from the server when it answers again.

A real Prometheus on loopback scrapes the real ``tfgpu export`` (simulated GPUs) the whole
time; the source reaches it through a loopback relay that the test cuts and restores, as a
network would fail while the server keeps scraping. When the source is back, the plots'
history holds the server's readings for the time it was cut off, asked with one
``query_range``.
"""

from __future__ import annotations

import contextlib
import math
import socket
import socketserver
import threading

import pytest

from tests.helpers.servers import Prometheus, free_port, tfgpu_export, wait_until
from tfgpu_gui.telemetry.history import METRIC_INDEX
from tfgpu_gui.telemetry.remote.backfill import GapFiller
from tfgpu_gui.telemetry.remote.background import BackgroundBackend
from tfgpu_gui.telemetry.remote.multi import MultiBackend
from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.telemetry.snapshot import Snapshot


class Relay:
    """Forwards loopback HTTP requests to ``upstream`` (one request per connection, as urllib
    sends them); :meth:`cut` stops listening, :meth:`restore` listens on the same port again.
    ``requests`` holds each request's first line."""

    def __init__(self, upstream: int) -> None:
        self.upstream = upstream
        self.port = free_port()
        self.requests: list[str] = []
        self._server: socketserver.ThreadingTCPServer | None = None
        self._thread: threading.Thread | None = None
        self.restore()

    def restore(self) -> None:
        relay = self

        class Handler(socketserver.BaseRequestHandler):
            def handle(self) -> None:
                client: socket.socket = self.request
                client.settimeout(10)
                data = b""
                with contextlib.suppress(OSError):
                    while b"\r\n\r\n" not in data:
                        chunk = client.recv(65536)
                        if not chunk:
                            return
                        data += chunk
                    relay.requests.append(data.split(b"\r\n", 1)[0].decode("latin-1"))
                    with socket.create_connection(("127.0.0.1", relay.upstream), 10) as up:
                        up.sendall(data)
                        while chunk := up.recv(65536):
                            client.sendall(chunk)

        socketserver.ThreadingTCPServer.allow_reuse_address = True
        server = socketserver.ThreadingTCPServer(("127.0.0.1", self.port), Handler)
        server.daemon_threads = True
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, daemon=True)
        self._thread.start()

    def cut(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(5)

    def ranges(self) -> int:
        return sum("/api/v1/query_range" in line for line in self.requests)


def _remote(snapshot: Snapshot | None, host: str) -> int | None:
    """The merged index of ``host``'s first GPU in ``snapshot``; None when it is not there."""
    if snapshot is None:
        return None
    return next((g.index for g in snapshot.gpus if g.static.host == host), None)


def _source_down(snapshot: Snapshot | None) -> bool:
    return snapshot is not None and any(
        s.kind == "prometheus" and s.state == "http-unreachable" for s in snapshot.sources
    )


@pytest.mark.slow  # a real Prometheus stopped and started again
def test_the_gap_is_filled_with_one_query_range_when_the_server_answers_again(tmp_path):
    me = socket.gethostname()
    export_port = free_port()
    with tfgpu_export(export_port, "--simulate", "training", "--interval", "0.5"):
        prom = Prometheus(tmp_path, {"tfgpu": f"127.0.0.1:{export_port}"})
        prom.start()
        relay = Relay(prom.port)
        source = BackgroundBackend(
            PrometheusBackend(f"http://127.0.0.1:{relay.port}", timeout=2.0), interval=0.5
        )
        multi = MultiBackend([SimulatedBackend("idle"), source])
        sampler = Sampler(multi, interval=0.5, history_seconds=600, retry_interval=0.5)
        filler = GapFiller(sampler).attach()
        try:
            sampler.start()
            wait_until(lambda: _remote(sampler.last_snapshot, me) is not None, 60, "the server")
            index = _remote(sampler.last_snapshot, me)
            assert index is not None
            relay.cut()
            wait_until(lambda: _source_down(sampler.last_snapshot), 30, "the source to be down")
            down = sampler.last_snapshot
            assert down is not None and _remote(down, me) is None
            wait_until(
                lambda: sampler.last_snapshot.wall_time > down.wall_time + 4,  # type: ignore[union-attr]
                30,
                "four seconds without the source",
            )
            ranges_before, asked_before = relay.ranges(), filler.asked
            relay.restore()
            wait_until(lambda: _remote(sampler.last_snapshot, me) is not None, 30, "it back")
            back = sampler.last_snapshot
            assert back is not None
            wait_until(lambda: filler.filled > 0, 30, "the gap to be filled")
        finally:
            sampler.stop()
            multi.close()
            relay.cut()
            prom.stop()
    # one query_range for the gap
    assert filler.asked == asked_before + 1 and relay.ranges() == ranges_before + 1
    history = sampler.history
    walls = history.wall_times.view()[:, 0]
    gap = [i for i, w in enumerate(walls) if down.wall_time <= w < back.wall_time]
    assert len(gap) >= 6  # four seconds at 0.5 s, at least
    _times, clocks = history.series(index, "sm_clock")
    _times, busy = history.series(index, "util_gpu")
    assert METRIC_INDEX["sm_clock"] != METRIC_INDEX["util_gpu"]
    # every row of the gap has the server's readings of the GPU
    assert all(math.isfinite(clocks[i]) and clocks[i] > 100 for i in gap), clocks[gap]
    assert all(0 <= busy[i] <= 100 for i in gap), busy[gap]
