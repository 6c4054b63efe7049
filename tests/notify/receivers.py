"""Real notification receivers on loopback, started and stopped by the test that uses them.

:func:`json_receiver` is an ``http.server`` that takes apprise's ``json://`` posts (answering
200, 500, or never); :func:`smtp_receiver` is an aiosmtpd SMTP server with a login. Every wait
for a message is bounded.
"""

from __future__ import annotations

import contextlib
import http.server
import json
import socket
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from email import message_from_bytes
from email.message import Message

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult

from tests.helpers.servers import free_port

WAIT_S = 20.0


@dataclass
class Received:
    """What a receiver got, in order; :meth:`wait_for` blocks (bounded) until there are n."""

    items: list[dict[str, object]] = field(default_factory=list)
    cond: threading.Condition = field(default_factory=threading.Condition)
    hits: int = 0

    def add(self, item: dict[str, object]) -> None:
        with self.cond:
            self.items.append(item)
            self.cond.notify_all()

    def hit(self) -> None:
        with self.cond:
            self.hits += 1
            self.cond.notify_all()

    def wait_for(self, n: int, timeout: float = WAIT_S) -> list[dict[str, object]]:
        with self.cond:
            if not self.cond.wait_for(lambda: len(self.items) >= n, timeout):
                raise AssertionError(f"got {len(self.items)} of {n} messages in {timeout:g} s")
            return list(self.items)

    def wait_hits(self, n: int, timeout: float = WAIT_S) -> int:
        with self.cond:
            if not self.cond.wait_for(lambda: self.hits >= n, timeout):
                raise AssertionError(f"got {self.hits} of {n} requests in {timeout:g} s")
            return self.hits


@dataclass
class JsonReceiver:
    port: int
    received: Received
    mode: dict[str, object]

    def url(self, path: str = "hook/s3cr3t-t0ken") -> str:
        return f"json://127.0.0.1:{self.port}/{path}"


@contextlib.contextmanager
def json_receiver(status: int = 200, hang: bool = False) -> Iterator[JsonReceiver]:
    """An HTTP server on 127.0.0.1 taking apprise's JSON posts; ``status`` is its answer,
    ``hang`` makes it read the request and never answer (until the test ends)."""
    received = Received()
    release = threading.Event()
    mode: dict[str, object] = {"status": status, "hang": hang}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            received.hit()
            if mode["hang"]:
                release.wait(60)
                return
            code = int(mode["status"])  # type: ignore[call-overload]
            if code == 200:
                doc = json.loads(body)
                received.add({"path": self.path, **doc})
            self.send_response(code)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield JsonReceiver(server.server_address[1], received, mode)
    finally:
        release.set()
        server.shutdown()
        server.server_close()
        thread.join(10)


@contextlib.contextmanager
def closed_port() -> Iterator[int]:
    """A loopback port where nothing listens."""
    yield free_port()


@contextlib.contextmanager
def silent_port() -> Iterator[int]:
    """A loopback port that accepts connections and never says anything."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(16)
        yield sock.getsockname()[1]


@dataclass
class SmtpReceiver:
    port: int
    received: Received

    def url(self, user: str = "tfgpu", password: str = "pa55-w0rd") -> str:
        return (
            f"mailto://{user}:{password}@127.0.0.1:{self.port}"
            "?mode=insecure&from=tfgpu@example.com&to=me@example.com"
        )

    def messages(self, n: int) -> list[Message]:
        return [message_from_bytes(m["data"]) for m in self.received.wait_for(n)]  # type: ignore[arg-type]


@contextlib.contextmanager
def smtp_receiver() -> Iterator[SmtpReceiver]:
    """An SMTP server on 127.0.0.1 that takes mail from user ``tfgpu`` with ``pa55-w0rd``."""
    received = Received()

    class Handler:
        async def handle_DATA(self, server, session, envelope):
            received.add(
                {"from": envelope.mail_from, "to": envelope.rcpt_tos, "data": envelope.content}
            )
            return "250 OK"

    def login(server, session, envelope, mechanism, data):
        return AuthResult(success=data.login == b"tfgpu" and data.password == b"pa55-w0rd")

    controller = Controller(
        Handler(),
        hostname="127.0.0.1",
        port=free_port(),
        authenticator=login,
        auth_require_tls=False,
    )
    controller.start()
    try:
        yield SmtpReceiver(controller.port, received)
    finally:
        controller.stop()
