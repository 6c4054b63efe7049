"""What a Prometheus source asks a server, and how it reads the answers and the failures.

A loopback HTTP server (started and stopped by each test) records every request and answers
as the Prometheus HTTP API does: JSON shaped as the API documentation's examples
(https://prometheus.io/docs/prometheus/latest/querying/api/, "Format overview", "Instant
queries", "Range queries"), its error answers with ``errorType`` and ``error`` and the status
codes it lists (400 for a bad parameter, 422 for an expression that cannot run, 503 for a
query that timed out). Exporter pages are the real ones of ``fixtures/`` (see ``SOURCES.md``).
"""

from __future__ import annotations

import contextlib
import errno
import http.server
import json
import os
import socket
import threading
import time
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tfgpu_gui.telemetry.remote.prometheus import (
    CHUNK_BYTES,
    PrometheusBackend,
    PrometheusError,
    http_get,
    selector,
)
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, source_state

FIXTURES = Path(__file__).parent / "fixtures"
NVITOP_PAGE = (FIXTURES / "nvitop_exporter_1.7.2_fake_nvml.prom").read_bytes()
#: Labels of nvitop-exporter's first GPU on its real page (the fixture above).
NVITOP = {
    "devicename": "NVIDIA H100 80GB HBM3 #0",
    "hostname": "nvitop-node-1",
    "index": "0",
    "uuid": "GPU-00000000-aaaa-bbbb-cccc-ddddeeeeffff",
}


@dataclass
class Answer:
    status: int
    body: bytes
    ctype: str = "application/json"


@dataclass
class Request:
    path: str
    query: dict[str, list[str]]
    headers: dict[str, str]


@dataclass
class Api:
    """A loopback server answering each path with a fixed :class:`Answer`."""

    answers: dict[str, Answer]
    requests: list[Request] = field(default_factory=list)

    def __post_init__(self) -> None:
        api = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                split = urllib.parse.urlsplit(self.path)
                api.requests.append(
                    Request(split.path, urllib.parse.parse_qs(split.query), dict(self.headers))
                )
                answer = api.answers.get(
                    split.path, Answer(404, b"404 page not found\n", "text/plain")
                )
                self.send_response(answer.status)
                self.send_header("Content-Type", answer.ctype)
                self.send_header("Content-Length", str(len(answer.body)))
                self.end_headers()
                self.wfile.write(answer.body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, args=(0.02,), daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)


@pytest.fixture
def api() -> Iterator[Api]:
    server = Api({})
    yield server
    server.stop()


def _success(result_type: str, result: list[object]) -> bytes:
    """A successful answer ("Format overview")."""
    return json.dumps(
        {"status": "success", "data": {"resultType": result_type, "result": result}}
    ).encode()


def _vector(*series: tuple[str, dict[str, str], str]) -> Answer:
    """An instant query's answer, as the "Instant queries" example."""
    return Answer(
        200,
        _success(
            "vector",
            [
                {"metric": {"__name__": name, **labels}, "value": [1435781451.781, value]}
                for name, labels, value in series
            ],
        ),
    )


def _error(status: int, error_type: str, error: str) -> Answer:
    """An error answer: ``status`` ``error``, ``errorType`` and ``error`` ("Format overview")."""
    body = {"status": "error", "errorType": error_type, "error": error}
    return Answer(status, json.dumps(body).encode())


def _unavailable(backend: PrometheusBackend, call: str = "read") -> RemoteUnavailable:
    with pytest.raises(RemoteUnavailable) as caught:
        getattr(backend, call)()
    return caught.value


# -- a server ----------------------------------------------------------------------------------


def test_a_server_is_asked_one_instant_query_for_every_series(api: Api):
    api.answers["/api/v1/query"] = _vector(("gpu_utilization_Percentage", NVITOP, "37"))
    backend = PrometheusBackend(api.url)
    snap = backend.read()
    (request,) = api.requests
    assert request.path == "/api/v1/query" and request.query == {"query": [selector()]}
    assert request.headers["Accept"] == "application/json, text/plain"
    assert backend.requests == 1
    (gpu,) = snap.gpus
    assert gpu.static.host == "nvitop-node-1" and gpu.static.name == "NVIDIA H100 80GB HBM3 #0"
    assert gpu.reading is not None and gpu.reading.util_gpu_percent == 37.0
    ok = source_state(api.url, "prometheus", "ok", gpus=1)
    assert backend.state == ok and snap.sources == (ok,)
    assert snap.system.backend == f"prometheus:{api.url}"
    assert abs(snap.wall_time - time.time()) < 60 and abs(snap.monotonic - time.monotonic()) < 60


@pytest.mark.parametrize(
    ("suffix", "path"),
    [("/", "/api/v1/query"), ("/prom//", "/prom/api/v1/query"), ("/teamX/", "/teamX/api/v1/query")],
)
def test_the_api_path_follows_the_urls_own_path(api: Api, suffix: str, path: str):
    api.answers[path] = _vector(("gpu_utilization_Percentage", NVITOP, "37"))
    assert PrometheusBackend(api.url + suffix).read().gpus
    assert [r.path for r in api.requests] == [path]


def test_a_source_counts_its_requests(api: Api):
    api.answers["/api/v1/query"] = _vector(("gpu_utilization_Percentage", NVITOP, "37"))
    backend = PrometheusBackend(api.url)
    for _ in range(3):
        backend.read()
    assert backend.requests == 3 and len(api.requests) == 3


def test_a_new_source_is_connecting_and_not_open():
    backend = PrometheusBackend("  http://127.0.0.1:9/  ")
    assert backend.url == backend.name == "http://127.0.0.1:9/"
    assert (backend.kind, backend.exporter, backend.timeout) == ("prometheus", False, 5.0)
    assert backend.requests == 0 and backend.is_open is False
    assert backend.state == source_state("http://127.0.0.1:9/", "prometheus", "connecting")
    assert backend.open().backend == "prometheus:http://127.0.0.1:9/" and backend.is_open
    backend.close()
    assert backend.is_open is False


def test_a_read_opens_the_source_even_when_it_fails():
    port = _closed_port()
    backend = PrometheusBackend(f"http://127.0.0.1:{port}", timeout=2.0)
    _unavailable(backend)
    assert backend.is_open


def test_a_server_without_gpu_series_has_no_gpu_metrics(api: Api):
    api.answers["/api/v1/query"] = Answer(200, _success("vector", []))
    backend = PrometheusBackend(api.url)
    error = _unavailable(backend)
    assert error.source == source_state(api.url, "prometheus", "no-gpu-metrics")
    assert backend.state == error.source


@pytest.mark.parametrize(
    ("answer", "state", "detail"),
    [
        (
            _error(400, "bad_data", 'invalid parameter "query"'),
            "http-error",
            'HTTP 400 invalid parameter "query"',
        ),
        (_error(422, "execution", "x" * 300), "http-error", "HTTP 422 " + "x" * 200),
        (
            _error(503, "timeout", "query timed out in expression evaluation"),
            "http-error",
            "HTTP 503 query timed out in expression evaluation",
        ),
        (Answer(502, b"<html>Bad Gateway</html>", "text/html"), "http-error", "HTTP 502"),
        (Answer(500, b'["a list"]'), "http-error", "HTTP 500"),
        (Answer(200, b"{}"), "http-error", "no success status"),
        (Answer(200, b"<html>"), "bad-response", "not JSON"),
        (Answer(200, _success("matrix", [])), "bad-response", "not a vector result"),
    ],
)
def test_a_failed_query_is_the_sources_state_with_the_servers_words(
    api: Api, answer: Answer, state: str, detail: str
):
    api.answers["/api/v1/query"] = answer
    backend = PrometheusBackend(api.url)
    error = _unavailable(backend)
    assert error.source == source_state(api.url, "prometheus", state, detail)
    assert backend.state == error.source and backend.requests == 1


def test_an_error_answer_is_read_from_its_first_64_kib():
    body = json.dumps({"status": "error", "errorType": "bad_data", "error": "e" * (65 * 1024)})
    api = Api({"/api/v1/query": Answer(400, body.encode())})
    try:
        with pytest.raises(PrometheusError) as caught:
            http_get(api.url + "/api/v1/query", 5.0)
        assert caught.value.detail == "HTTP 400"  # the cut JSON is no JSON
        short = json.dumps({"status": "error", "errorType": "bad_data", "error": "e" * 64_000})
        api.answers["/api/v1/query"] = Answer(400, short.encode())
        with pytest.raises(PrometheusError) as caught:
            http_get(api.url + "/api/v1/query", 5.0)
        assert caught.value.detail == "HTTP 400 " + "e" * 200
    finally:
        api.stop()


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_server_that_is_not_there_does_not_answer():
    url = f"http://127.0.0.1:{_closed_port()}"
    backend = PrometheusBackend(url, timeout=2.0)
    error = _unavailable(backend)
    assert error.source.state == "http-unreachable"
    assert "Connection refused" in error.source.message
    assert "no complete answer" not in error.source.message


# -- bodies ------------------------------------------------------------------------------------


def test_a_body_is_read_whole_across_many_chunks(api: Api):
    body = bytes(range(256)) * (3 * CHUNK_BYTES // 256 + 7)
    api.answers["/big"] = Answer(200, body, "application/octet-stream")
    assert http_get(api.url + "/big", 5.0) == body
    assert http_get(api.url + "/big", 5.0, limit=len(body)) == body


def test_a_body_past_its_limit_is_refused(api: Api):
    api.answers["/page"] = Answer(200, b"x" * 101, "text/plain")
    assert http_get(api.url + "/page", 5.0, limit=101) == b"x" * 101
    with pytest.raises(PrometheusError) as caught:
        http_get(api.url + "/page", 5.0, limit=100)
    assert (caught.value.state, caught.value.detail) == ("bad-response", "more than 100 bytes")


def test_a_body_past_its_limit_is_refused_after_many_chunks(api: Api):
    limit = 2 * CHUNK_BYTES + 5
    api.answers["/page"] = Answer(200, b"x" * (limit + 1), "text/plain")
    with pytest.raises(PrometheusError) as caught:
        http_get(api.url + "/page", 5.0, limit=limit)
    assert caught.value.detail == f"more than {limit} bytes"
    api.answers["/page"] = Answer(200, b"x" * limit, "text/plain")
    assert len(http_get(api.url + "/page", 5.0, limit=limit)) == limit


# -- an exporter's page ------------------------------------------------------------------------


def test_an_exporter_page_is_read_directly(api: Api):
    api.answers["/metrics"] = Answer(200, NVITOP_PAGE, "text/plain; version=0.0.4")
    backend = PrometheusBackend(api.url + "/metrics")
    assert (backend.kind, backend.exporter) == ("exporter", True)
    snap = backend.read()
    (request,) = api.requests
    assert request.path == "/metrics" and request.query == {}
    assert [g.static.host_index for g in snap.gpus] == [0, 1]
    assert {g.static.host for g in snap.gpus} == {"nvitop-node-1"}
    assert backend.state == source_state(api.url + "/metrics", "exporter", "ok", gpus=2)


def test_an_exporter_page_that_is_not_utf8_is_still_read(api: Api):
    page = NVITOP_PAGE.replace(b'devicename="NVIDIA H100 80GB HBM3 #0"', b'devicename="H100 \xff"')
    assert page != NVITOP_PAGE
    api.answers["/metrics"] = Answer(200, page, "text/plain; version=0.0.4")
    snap = PrometheusBackend(api.url + "/metrics").read()
    assert "H100 \ufffd" in {g.static.name for g in snap.gpus}


def test_an_exporter_page_that_is_not_the_text_format_is_a_bad_response(api: Api):
    api.answers["/metrics"] = Answer(200, b'gpu_utilization_Percentage{index="0" 1\n', "text/plain")
    backend = PrometheusBackend(api.url + "/metrics")
    error = _unavailable(backend)
    assert error.source.state == "bad-response" and error.source.kind == "exporter"


def test_an_exporter_has_no_history(api: Api):
    backend = PrometheusBackend(api.url + "/metrics")
    assert backend.history() == [] and api.requests == [] and backend.requests == 0


# -- history -----------------------------------------------------------------------------------


def _matrix(*series: tuple[str, dict[str, str], list[list[object]]]) -> Answer:
    """A range query's answer, as the "Range queries" example."""
    return Answer(
        200,
        _success(
            "matrix",
            [
                {"metric": {"__name__": name, **labels}, "values": values}
                for name, labels, values in series
            ],
        ),
    )


def test_history_is_one_range_query_over_the_last_seconds(api: Api):
    now = time.time()
    t0, t1 = round(now - 30, 3), round(now - 15, 3)
    api.answers["/api/v1/query_range"] = _matrix(
        ("gpu_utilization_Percentage", NVITOP, [[t1, "20"], [t0, "10"]]),
        ("gpu_temperature_C", NVITOP, [[t0, "40"]]),
    )
    backend = PrometheusBackend(api.url)
    before = time.time()
    snaps = backend.history(seconds=600.0, step=15.0)
    after = time.time()
    (request,) = api.requests
    assert request.path == "/api/v1/query_range" and backend.requests == 1
    q = {k: v[0] for k, v in request.query.items()}
    assert set(q) == {"query", "start", "end", "step"} and q["query"] == selector()
    end, start = float(q["end"]), float(q["start"])
    assert before - 0.001 <= end <= after + 0.001
    assert end - start == pytest.approx(600.0, abs=0.002)
    assert q["step"] == "15" and len(q["end"].split(".")[1]) == 3
    # one snapshot per time, oldest first, on the monotonic clock of the read
    assert [s.wall_time for s in snaps] == [t0, t1]
    gone = time.monotonic() - time.time()
    for snap in snaps:
        assert snap.monotonic - snap.wall_time == pytest.approx(gone, abs=1.0)
        assert snap.system.backend == f"prometheus:{api.url}"
    first = snaps[0].gpus[0].reading
    assert first is not None and (first.util_gpu_percent, first.temperature_c) == (10, 40)
    second = snaps[1].gpus[0].reading
    assert second is not None and (second.util_gpu_percent, second.temperature_c) == (20, None)


@pytest.mark.parametrize(("step", "text"), [(0.25, "1"), (1.0, "1"), (2.5, "2.5"), (60, "60")])
def test_history_steps_are_at_least_a_second(api: Api, step: float, text: str):
    api.answers["/api/v1/query_range"] = _matrix()
    assert PrometheusBackend(api.url).history(seconds=60, step=step) == []
    assert api.requests[0].query["step"] == [text]


def test_history_asks_the_last_hour_every_15_seconds_by_default(api: Api):
    api.answers["/api/v1/query_range"] = _matrix()
    PrometheusBackend(api.url).history()
    q = {k: float(v[0]) for k, v in api.requests[0].query.items() if k != "query"}
    assert q["end"] - q["start"] == pytest.approx(3600.0, abs=0.002) and q["step"] == 15


def test_history_numbers_gpus_as_the_reads_do(api: Api):
    now = round(time.time(), 3)
    other = {**NVITOP, "index": "1", "uuid": "GPU-00000001-aaaa-bbbb-cccc-ddddeeeeffff"}
    api.answers["/api/v1/query"] = _vector(("gpu_temperature_C", other, "41"))
    api.answers["/api/v1/query_range"] = _matrix(
        ("gpu_temperature_C", NVITOP, [[now - 10, "40"]]),
        ("gpu_temperature_C", other, [[now - 10, "41"]]),
    )
    backend = PrometheusBackend(api.url)
    (read,) = backend.read().gpus
    (snap,) = backend.history()
    assert {g.static.host_index: g.index for g in snap.gpus}[1] == read.index


def test_a_failed_history_is_the_sources_state(api: Api):
    api.answers["/api/v1/query_range"] = _error(400, "bad_data", "exceeded maximum resolution")
    backend = PrometheusBackend(api.url)
    error = _unavailable(backend, "history")
    detail = "HTTP 400 exceeded maximum resolution"
    assert error.source == source_state(api.url, "prometheus", "http-error", detail)
    assert backend.state == error.source


# -- failures below HTTP -----------------------------------------------------------------------


class _Raw:
    """A loopback server that reads each request and answers ``reply`` as raw bytes (nothing
    at all when empty), then closes the connection."""

    def __init__(self, reply: bytes) -> None:
        self.reply = reply
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.1)
        self.port = int(self.listener.getsockname()[1])
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while not self.stopped.is_set():
            try:
                conn, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with conn, contextlib.suppress(OSError):
                conn.settimeout(5)
                conn.recv(65536)
                conn.sendall(self.reply)

    def stop(self) -> None:
        self.stopped.set()
        self.listener.close()
        self.thread.join(5)


def _failure(url: str, timeout: float = 5.0) -> PrometheusError:
    with pytest.raises(PrometheusError) as caught:
        http_get(url, timeout)
    return caught.value


def test_a_refused_connection_says_so():
    error = _failure(f"http://127.0.0.1:{_closed_port()}/api/v1/query")
    refused = ConnectionRefusedError(errno.ECONNREFUSED, os.strerror(errno.ECONNREFUSED))
    assert (error.state, error.detail) == ("http-unreachable", str(refused))


def test_a_server_that_closes_without_answering_says_so():
    server = _Raw(b"")
    try:
        error = _failure(f"http://127.0.0.1:{server.port}/api/v1/query")
    finally:
        server.stop()
    assert (error.state, error.detail) == (
        "http-unreachable",
        "Remote end closed connection without response",
    )


def test_an_answer_that_is_not_http_is_quoted_cut_to_200_characters():
    server = _Raw(b"x" * 300 + b"\r\n\r\n")
    try:
        error = _failure(f"http://127.0.0.1:{server.port}/api/v1/query")
    finally:
        server.stop()
    assert error.state == "http-unreachable" and error.detail == "x" * 200


def test_a_connection_that_is_never_accepted_ends_at_the_deadline():
    # A listener whose one-connection queue is full: the next connection waits, unanswered.
    listener = socket.create_server(("127.0.0.1", 0), backlog=0)
    port = int(listener.getsockname()[1])
    filler = socket.create_connection(("127.0.0.1", port), timeout=5)
    done: list[PrometheusError] = []

    def ask() -> None:
        try:
            http_get(f"http://127.0.0.1:{port}/api/v1/query", 0.5)
        except PrometheusError as exc:
            done.append(exc)

    thread = threading.Thread(target=ask, daemon=True)
    try:
        thread.start()
        thread.join(5)
        assert not thread.is_alive(), "the request went on past its deadline"
    finally:
        filler.close()
        listener.close()  # ends a connection still waiting
        thread.join(5)
    (error,) = done
    assert (error.state, error.detail) == ("http-unreachable", "no complete answer within 0.5 s")


def test_an_error_status_without_an_error_text_says_only_its_status(api: Api):
    api.answers["/api/v1/query"] = Answer(503, b'{"status": "error"}')
    assert _failure(api.url + "/api/v1/query").detail == "HTTP 503"
    api.answers["/api/v1/query"] = Answer(503, b'{"status": "error", "error": ""}')
    assert _failure(api.url + "/api/v1/query").detail == "HTTP 503"


def test_an_error_answer_just_past_64_kib_is_cut_and_no_longer_json(api: Api):
    # 20 bytes past 64 KiB: its end (and so the JSON) is not read
    frame = json.dumps({"status": "error", "errorType": "bad_data", "error": ""})
    text = "e" * (64 * 1024 + 20 - len(frame))
    body = json.dumps({"status": "error", "errorType": "bad_data", "error": text}).encode()
    assert len(body) == 64 * 1024 + 20
    api.answers["/api/v1/query"] = Answer(400, body)
    assert _failure(api.url + "/api/v1/query").detail == "HTTP 400"
    shorter = body.replace(b"e" * 21, b"e", 1)
    assert len(shorter) == 64 * 1024
    api.answers["/api/v1/query"] = Answer(400, shorter)
    assert _failure(api.url + "/api/v1/query").detail == "HTTP 400 " + "e" * 200
