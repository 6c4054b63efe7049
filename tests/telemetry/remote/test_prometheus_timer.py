"""A request's one deadline: its timer, the sockets it cuts, and the body read in its time.

The deadline is checked with real sockets (a connected pair on this machine) and a loopback
HTTP server started and stopped by each test; every wait is bounded.
"""

from __future__ import annotations

import http.server
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from tests.helpers.servers import wait_until
from tfgpu_gui.telemetry.remote.prometheus import (
    CHUNK_BYTES,
    PrometheusError,
    _Deadline,
    _read_body,
    http_get,
)


@pytest.fixture
def pair() -> Iterator[tuple[socket.socket, socket.socket]]:
    a, b = socket.socketpair()
    a.settimeout(2.0)
    b.settimeout(2.0)
    yield a, b
    a.close()
    b.close()


def _cut(sock: socket.socket) -> bool:
    """Whether ``sock`` was shut down: a read ends at once with nothing."""
    try:
        return sock.recv(1) == b""
    except TimeoutError:
        return False


def test_a_deadline_is_due_after_its_seconds():
    start = time.monotonic()
    deadline = _Deadline(0.3)
    assert deadline.seconds == 0.3
    assert start + 0.3 <= deadline.at <= time.monotonic() + 0.3
    with deadline:
        assert not deadline.expired
        wait_until(lambda: deadline.expired, 5, "the deadline")
        assert time.monotonic() - start >= 0.3


def test_a_deadline_is_due_by_the_clock_before_its_timer_runs():
    deadline = _Deadline(0.0)
    assert deadline.expired  # not started: no timer ran, the time is up all the same


def test_the_timer_shuts_the_watched_sockets_when_due(pair: tuple[socket.socket, socket.socket]):
    a, b = pair
    with _Deadline(0.2) as deadline:
        deadline.watch(a)
        b.sendall(b"x")
        assert a.recv(1) == b"x"  # not cut before its time
        wait_until(deadline._timer.finished.is_set, 5, "the timer")
        assert _cut(a)


def test_a_socket_watched_after_the_deadline_is_shut_at_once(
    pair: tuple[socket.socket, socket.socket],
):
    a, _b = pair
    with _Deadline(0.05) as deadline:
        wait_until(deadline._timer.finished.is_set, 5, "the timer")
        deadline.watch(a)
        assert _cut(a)


def test_a_socket_closed_before_the_deadline_does_not_stop_the_others_being_cut(
    pair: tuple[socket.socket, socket.socket],
):
    a, _b = pair
    closed = socket.socket()
    closed.close()
    with _Deadline(0.1) as deadline:
        deadline.watch(closed)
        deadline.watch(a)
        wait_until(deadline._timer.finished.is_set, 5, "the timer")
        assert _cut(a)
        deadline.watch(closed)  # after the deadline: shut at once, already closed, no error


def test_a_finished_request_stops_its_timer(pair: tuple[socket.socket, socket.socket]):
    a, b = pair
    deadline = _Deadline(0.3)
    with deadline:
        deadline.watch(a)
    # cancelled: its thread ends without cutting anything
    assert deadline._timer.finished.is_set() and not deadline.expired
    deadline._timer.join(5)
    assert not deadline._timer.is_alive()
    b.sendall(b"y")
    assert a.recv(1) == b"y"


def test_the_timer_never_keeps_the_program_alive():
    with _Deadline(5.0) as deadline:
        assert deadline._timer.daemon is True


class _Slow(http.server.ThreadingHTTPServer):
    """Sends its headers, then one byte of body every ``every`` seconds (at most ``count``)."""

    def __init__(self, every: float, count: int) -> None:
        self.stopped = threading.Event()
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(count))
                self.end_headers()
                self.wfile.flush()
                for _ in range(count):
                    if server.stopped.wait(every):
                        return
                    try:
                        self.wfile.write(b"x")
                        self.wfile.flush()
                    except OSError:
                        return

            def log_message(self, *args: object) -> None:
                pass

        super().__init__(("127.0.0.1", 0), Handler)
        self.daemon_threads = True
        self.thread = threading.Thread(target=self.serve_forever, args=(0.02,), daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.stopped.set()
        self.shutdown()
        self.server_close()
        self.thread.join(5)


def test_a_body_that_ends_within_the_deadline_is_read():
    server = _Slow(0.01, 5)
    try:
        assert http_get(f"http://127.0.0.1:{server.server_address[1]}/", 5.0) == b"xxxxx"
    finally:
        server.stop()


def test_a_body_that_trickles_past_the_deadline_is_cut_off():
    server = _Slow(0.1, 100)
    try:
        start = time.monotonic()
        with pytest.raises(PrometheusError) as caught:
            http_get(f"http://127.0.0.1:{server.server_address[1]}/", 0.5)
        took = time.monotonic() - start
    finally:
        server.stop()
    assert 0.5 <= took < 2.0
    assert caught.value.state == "http-unreachable"
    assert caught.value.detail == "no complete answer within 0.5 s"


def test_a_limit_of_nothing_refuses_any_body():
    server = _Slow(0.0, 1)
    try:
        with pytest.raises(PrometheusError) as caught:
            http_get(f"http://127.0.0.1:{server.server_address[1]}/", 5.0, limit=0)
    finally:
        server.stop()
    assert caught.value.detail == "more than 0 bytes"


class _Endless:
    """A response whose body never ends: each read gives all it is asked for, and waits for
    ``deadline`` to pass first when ``late`` (the body is still coming at the deadline)."""

    def __init__(self, deadline: _Deadline | None = None) -> None:
        self.deadline = deadline
        self.asked: list[int] = []

    def read1(self, n: int) -> bytes:
        self.asked.append(n)
        if self.deadline is not None:
            wait_until(lambda: self.deadline.expired, 5, "the deadline")  # type: ignore[union-attr]
        return b"x" * n


def test_a_body_is_read_to_one_byte_past_its_limit_and_no_further():
    body = _Endless()
    with _Deadline(5.0) as deadline:
        assert _read_body(body, deadline, 10) == b"x" * 11
        limit = 2 * CHUNK_BYTES + 5
        body.asked.clear()
        assert len(_read_body(body, deadline, limit)) == limit + 1
    assert body.asked == [CHUNK_BYTES, CHUNK_BYTES, 6]


def test_a_body_still_coming_at_the_deadline_is_cut_off_between_chunks():
    deadline = _Deadline(0.2)  # its timer is not needed: the clock says when it is due
    with pytest.raises(PrometheusError) as caught:
        _read_body(_Endless(deadline), deadline, 1000)
    assert (caught.value.state, caught.value.detail) == (
        "http-unreachable",
        "no complete answer within 0.2 s",
    )
