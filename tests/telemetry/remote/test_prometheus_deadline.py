"""Every Prometheus request ends by its deadline, however slowly the server answers.

A loopback server answers one byte at a time (its status line and headers, or its body), for
a bounded number of bytes, and then closes by itself. ``tfgpu snapshot --prometheus`` ends
within the request's deadline, saying that the source does not answer; ``tfgpu watch`` shows
the source as not answering.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from tests.helpers.cli import run_tfgpu
from tfgpu_gui.commands.exit_codes import SnapshotExit
from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable

#: The deadline of one request of a Prometheus source (PrometheusBackend's default).
DEADLINE_S = 5.0
#: One byte every this many seconds, at most TRICKLE_BYTES of them: the answer would take
#: 30 s, far past the deadline (plus the CLI's start-up) that the tests allow.
TRICKLE_EVERY_S = 0.5
TRICKLE_BYTES = 60
ALLOWED_S = 20.0

HEAD = b"HTTP/1.0 200 OK\r\nContent-Type: text/plain; version=0.0.4\r\n"
PAGE = b'tfgpu_gpu_utilization_percent{host="slow",gpu="0",uuid="GPU-1"} 50\n' * 4


class Trickle:
    """A loopback HTTP server that answers every request one byte at a time.

    ``part`` is what trickles: ``"head"`` (the status line and headers) or ``"body"`` (the
    headers come at once). Each answer stops after TRICKLE_BYTES bytes, or when the client
    has gone or the server is stopped.
    """

    def __init__(self, part: str) -> None:
        self.part = part
        self.stopped = threading.Event()
        self.server = socket.create_server(("127.0.0.1", 0))
        self.server.settimeout(0.2)
        self.port = int(self.server.getsockname()[1])
        self.threads: list[threading.Thread] = []
        self.accepter = threading.Thread(target=self._accept, daemon=True)
        self.accepter.start()

    def _accept(self) -> None:
        while not self.stopped.is_set():
            try:
                conn, _ = self.server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            thread = threading.Thread(target=self._answer, args=(conn,), daemon=True)
            self.threads.append(thread)
            thread.start()

    def _answer(self, conn: socket.socket) -> None:
        with conn, contextlib.suppress(OSError):
            conn.settimeout(5)
            conn.recv(65536)  # the request
            if self.part == "head":
                now, slow = b"", HEAD + b"X-Slow: " + b"a" * TRICKLE_BYTES
            else:
                now, slow = HEAD + b"\r\n", PAGE
            conn.sendall(now)
            for byte in slow[:TRICKLE_BYTES]:
                if self.stopped.wait(TRICKLE_EVERY_S):
                    return
                conn.sendall(bytes([byte]))

    def stop(self) -> None:
        self.stopped.set()
        self.server.close()
        self.accepter.join(5)
        for thread in self.threads:
            thread.join(5)


@pytest.fixture(params=["head", "body"])
def trickle(request: pytest.FixtureRequest) -> Iterator[Trickle]:
    server = Trickle(request.param)
    yield server
    server.stop()


@pytest.mark.parametrize("path", ["/metrics", ""])
def test_a_read_ends_at_its_deadline(trickle: Trickle, path: str) -> None:
    backend = PrometheusBackend(f"http://127.0.0.1:{trickle.port}{path}", timeout=1.0)
    start = time.monotonic()
    with pytest.raises(RemoteUnavailable) as caught:
        backend.read()
    assert time.monotonic() - start < 1.0 + 2.0
    assert caught.value.source.state == "http-unreachable"
    assert "no complete answer within 1 s" in caught.value.sentence()


@pytest.mark.slow  # a real tfgpu against a real trickling server, deadline included
def test_snapshot_of_a_trickling_source_ends_within_its_deadline(trickle: Trickle) -> None:
    url = f"http://127.0.0.1:{trickle.port}/metrics"
    start = time.monotonic()
    result = run_tfgpu("snapshot", "--prometheus", url, timeout=120)
    took = time.monotonic() - start
    assert took < ALLOWED_S, f"took {took:.1f} s"
    assert took >= DEADLINE_S - 0.5
    assert result.returncode == int(SnapshotExit.NO_TELEMETRY), result.stderr
    assert f"{url} does not answer" in result.stderr
    assert f"no complete answer within {DEADLINE_S:g} s" in result.stderr


@pytest.mark.slow
def test_watch_shows_a_trickling_source_as_not_answering() -> None:
    server = Trickle("body")
    try:
        url = f"http://127.0.0.1:{server.port}"
        start = time.monotonic()
        result = run_tfgpu(
            "watch", "--prometheus", url, "--count", "1", "--interval", "1", timeout=120
        )
        assert time.monotonic() - start < ALLOWED_S
    finally:
        server.stop()
    assert f"{url} does not answer" in result.stdout, (result.stdout, result.stderr)
