"""A Prometheus server behind HTTPS is read with the certificate checked.

A loopback HTTPS server (started and stopped by the test) holds a throwaway self-signed
certificate made by ``openssl``; the client trusts it through ``SSL_CERT_FILE``, as a user
trusts a private CA. Its answer is an instant query's, shaped as the Prometheus HTTP API
documentation's example (https://prometheus.io/docs/prometheus/latest/querying/api/,
"Instant queries"), with nvitop-exporter's labels (fixtures/nvitop_exporter_1.7.2_fake_nvml.prom).
"""

from __future__ import annotations

import contextlib
import http.server
import json
import socket
import ssl
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.servers import need
from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable

ANSWER = json.dumps(
    {
        "status": "success",
        "data": {
            "resultType": "vector",
            "result": [
                {
                    "metric": {
                        "__name__": "gpu_utilization_Percentage",
                        "devicename": "NVIDIA H100 80GB HBM3 #0",
                        "hostname": "nvitop-node-1",
                        "index": "0",
                        "uuid": "GPU-00000000-aaaa-bbbb-cccc-ddddeeeeffff",
                    },
                    "value": [1435781451.781, "72.0"],
                }
            ],
        },
    }
).encode()


def _certificate(tmp: Path, name: str) -> tuple[Path, Path]:
    """A self-signed certificate for ``name`` (an IP address or a DNS name) and its key."""
    cert, key = tmp / f"{name}.pem", tmp / f"{name}.key"
    san = f"IP:{name}" if name[0].isdigit() else f"DNS:{name}"
    subprocess.run(
        [
            need("openssl"),
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-days",
            "1",
            "-subj",
            f"/CN={name}",
            "-addext",
            f"subjectAltName={san}",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
        timeout=30,
    )
    return cert, key


class HttpsApi(http.server.ThreadingHTTPServer):
    """Answers ``/api/v1/query`` over HTTPS with :data:`ANSWER`; counts the requests."""

    def __init__(self, cert: Path, key: Path) -> None:
        self.paths: list[str] = []
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                server.paths.append(self.path.split("?")[0])
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(ANSWER)))
                self.end_headers()
                self.wfile.write(ANSWER)

            def log_message(self, *args: object) -> None:
                pass

        super().__init__(("127.0.0.1", 0), Handler)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        self.socket = context.wrap_socket(self.socket, server_side=True)
        self.thread = threading.Thread(target=self.serve_forever, args=(0.02,), daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"https://127.0.0.1:{self.server_address[1]}"

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
        self.thread.join(5)


@pytest.fixture
def https(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[HttpsApi, Path]]:
    cert, key = _certificate(tmp_path, "127.0.0.1")
    server = HttpsApi(cert, key)
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))
    yield server, tmp_path
    server.stop()


def test_a_server_behind_https_is_read(https: tuple[HttpsApi, Path]):
    server, _tmp = https
    backend = PrometheusBackend(server.url, timeout=5.0)
    (gpu,) = backend.read().gpus
    assert gpu.static.host == "nvitop-node-1"
    assert gpu.reading is not None and gpu.reading.util_gpu_percent == 72.0
    assert server.paths == ["/api/v1/query"] and backend.state.state == "ok"


def test_a_certificate_for_another_name_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    # trusted, but made out to another name than the URL's host
    cert, key = _certificate(tmp_path, "prom.example")
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))
    server = HttpsApi(cert, key)
    try:
        with pytest.raises(RemoteUnavailable) as caught:
            PrometheusBackend(server.url, timeout=5.0).read()
    finally:
        server.stop()
    assert caught.value.source.state == "http-unreachable"
    assert "IP address mismatch" in caught.value.source.message


def test_an_untrusted_certificate_is_refused(
    https: tuple[HttpsApi, Path], monkeypatch: pytest.MonkeyPatch
):
    server, tmp = https
    other, _key = _certificate(tmp, "prom.example")
    monkeypatch.setenv("SSL_CERT_FILE", str(other))
    with pytest.raises(RemoteUnavailable) as caught:
        PrometheusBackend(server.url, timeout=5.0).read()
    assert caught.value.source.state == "http-unreachable"
    assert "self-signed certificate" in caught.value.source.message
    assert server.paths == []


class _TrickleTls:
    """An HTTPS server that answers its status line and then one header byte every 0.1 s
    (at most 60), never finishing its headers; it stops when told to or the client goes."""

    def __init__(self, cert: Path, key: Path) -> None:
        self.context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.context.load_cert_chain(cert, key)
        self.stopped = threading.Event()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.listener.settimeout(0.1)
        self.port = int(self.listener.getsockname()[1])
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while not self.stopped.is_set():
            try:
                raw, _ = self.listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with contextlib.suppress(OSError), raw:
                raw.settimeout(5)
                with self.context.wrap_socket(raw, server_side=True) as conn:
                    conn.recv(65536)
                    conn.sendall(b"HTTP/1.0 200 OK\r\nX-Slow: ")
                    for _ in range(60):
                        if self.stopped.wait(0.1):
                            return
                        conn.sendall(b"a")

    def stop(self) -> None:
        self.stopped.set()
        self.listener.close()
        self.thread.join(10)


def test_an_https_answer_trickling_past_the_deadline_is_cut_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    cert, key = _certificate(tmp_path, "127.0.0.1")
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))
    server = _TrickleTls(cert, key)
    try:
        start = time.monotonic()
        with pytest.raises(RemoteUnavailable) as caught:
            PrometheusBackend(f"https://127.0.0.1:{server.port}", timeout=0.5).read()
        took = time.monotonic() - start
    finally:
        server.stop()
    assert took < 2.5, f"took {took:.1f} s"
    assert caught.value.source.state == "http-unreachable"
    assert "no complete answer within 0.5 s" in caught.value.source.message
