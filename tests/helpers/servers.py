"""Real servers on loopback for the remote-source tests: OpenSSH's sshd and Prometheus.

Each server runs from throwaway files in a temporary directory (keys, configs, storage), in its
own process group, and is stopped (the whole group killed) by the fixture that started it. A
missing program fails the test loudly: .ci/run installs ``openssh-server`` and ``prometheus``.
"""

from __future__ import annotations

import contextlib
import getpass
import http.server
import os
import shutil
import signal
import socket
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import tfgpu_gui
from tests.helpers.cli import started_tfgpu

ROOT = Path(tfgpu_gui.__file__).resolve().parent.parent


def need(program: str, *extra_dirs: str) -> str:
    """The path of ``program``; fails (never skips) when it is not installed."""
    path = shutil.which(program, path=os.pathsep.join([*extra_dirs, os.environ.get("PATH", "")]))
    if path is None:
        raise AssertionError(
            f"{program} is not installed: the remote-source tests need it "
            "(apt-get install openssh-server openssh-client prometheus; see .ci/run)"
        )
    return path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_until(condition: Callable[[], object], timeout: float, what: str) -> None:
    """Poll ``condition`` until it is true; fail with ``what`` after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")


def port_open(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.2)
        return s.connect_ex(("127.0.0.1", port)) == 0


def kill_group(proc: subprocess.Popen[bytes]) -> None:
    """Kill ``proc``'s whole process group (it was started in a new session) and every process
    it started (sshd puts each connection in a session of its own), and reap it."""
    import psutil

    with contextlib.suppress(psutil.Error):
        for child in psutil.Process(proc.pid).children(recursive=True):
            with contextlib.suppress(psutil.Error):
                child.kill()
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(10)


def keygen(path: Path) -> None:
    subprocess.run(
        [need("ssh-keygen"), "-q", "-t", "ed25519", "-N", "", "-f", str(path)],
        check=True,
        capture_output=True,
    )


@dataclass
class Sshd:
    """A throwaway sshd on a loopback port, accepting one generated user key."""

    tmp: Path
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None
    log: Path | None = None

    def __post_init__(self) -> None:
        self.tmp.mkdir(parents=True, exist_ok=True)
        self.host_key = self.tmp / "host_ed25519"
        self.user_key = self.tmp / "user_ed25519"
        keygen(self.host_key)
        keygen(self.user_key)
        (self.tmp / "authorized_keys").write_text(
            (self.tmp / "user_ed25519.pub").read_text(), encoding="utf-8"
        )
        self.user = getpass.getuser()
        self.config = self.tmp / "sshd_config"
        self.config.write_text(
            "\n".join(
                [
                    f"Port {self.port}",
                    "ListenAddress 127.0.0.1",
                    f"HostKey {self.host_key}",
                    f"AuthorizedKeysFile {self.tmp / 'authorized_keys'}",
                    f"PidFile {self.tmp / 'sshd.pid'}",
                    "UsePAM no",
                    "StrictModes no",
                    "PasswordAuthentication no",
                    "KbdInteractiveAuthentication no",
                    "PubkeyAuthentication yes",
                    "PermitRootLogin prohibit-password",
                    f"AllowUsers {self.user}",
                    "LogLevel VERBOSE",
                    "",
                ]
            ),
            encoding="utf-8",
        )
        host_pub = (self.tmp / "host_ed25519.pub").read_text(encoding="utf-8").split()
        (self.tmp / "known_hosts").write_text(
            f"[127.0.0.1]:{self.port} {host_pub[0]} {host_pub[1]}\n", encoding="utf-8"
        )

    def client_config(self, alias: str = "gpuhost", key: Path | None = None) -> Path:
        """An ssh_config naming this server ``alias``, as a user's ~/.ssh/config would."""
        path = self.tmp / f"ssh_config_{alias}"
        path.write_text(
            "\n".join(
                [
                    f"Host {alias}",
                    "  HostName 127.0.0.1",
                    f"  Port {self.port}",
                    f"  User {self.user}",
                    f"  IdentityFile {key or self.user_key}",
                    "  IdentitiesOnly yes",
                    f"  UserKnownHostsFile {self.tmp / 'known_hosts'}",
                    "  StrictHostKeyChecking yes",
                    "  LogLevel ERROR",
                    "",
                ]
            ),
            encoding="utf-8",
        )
        return path

    def start(self) -> None:
        sshd = need("sshd", "/usr/sbin", "/sbin")
        if os.geteuid() == 0:
            Path("/run/sshd").mkdir(mode=0o755, exist_ok=True)  # sshd's privilege separation
        self.log = self.tmp / "sshd.log"
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(
                [sshd, "-D", "-e", "-f", str(self.config)],
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=log,
                start_new_session=True,
            )
        wait_until(
            lambda: port_open(self.port) or self.proc.poll() is not None,  # type: ignore[union-attr]
            15,
            "sshd to listen",
        )
        if self.proc.poll() is not None:
            raise AssertionError(f"sshd did not start: {self.log.read_text(errors='replace')}")

    def stop(self) -> None:
        if self.proc is not None:
            kill_group(self.proc)
            self.proc = None


class StaticFiles(http.server.ThreadingHTTPServer):
    """Serves fixed bodies by path on a loopback port (an exporter's /metrics, say)."""

    def __init__(self, routes: dict[str, tuple[str, bytes]]) -> None:
        routes_ = routes

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                route = routes_.get(self.path.split("?")[0])
                if route is None:
                    self.send_error(404)
                    return
                ctype, body = route
                self.send_response(200)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        super().__init__(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.serve_forever, daemon=True)
        self.thread.start()

    @property
    def port(self) -> int:
        return int(self.server_address[1])

    def stop(self) -> None:
        self.shutdown()
        self.server_close()
        self.thread.join(5)


@dataclass
class Prometheus:
    """A throwaway Prometheus server on a loopback port scraping ``targets`` every second."""

    tmp: Path
    targets: dict[str, str]  # job name -> host:port
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        prometheus = need("prometheus")
        self.tmp.mkdir(parents=True, exist_ok=True)
        config = self.tmp / "prometheus.yml"
        jobs = "".join(
            f"  - job_name: {job}\n    static_configs:\n      - targets: ['{target}']\n"
            for job, target in self.targets.items()
        )
        config.write_text(
            "global:\n  scrape_interval: 1s\n  scrape_timeout: 1s\n  evaluation_interval: 1s\n"
            f"scrape_configs:\n{jobs}",
            encoding="utf-8",
        )
        log = (self.tmp / "prometheus.log").open("ab")
        self.proc = subprocess.Popen(
            [
                prometheus,
                f"--config.file={config}",
                f"--storage.tsdb.path={self.tmp / 'data'}",
                f"--web.listen-address=127.0.0.1:{self.port}",
            ],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=log,
            start_new_session=True,
        )
        log.close()
        import urllib.request

        def ready() -> bool:
            if self.proc is not None and self.proc.poll() is not None:
                raise AssertionError(
                    "prometheus exited: "
                    + (self.tmp / "prometheus.log").read_text(errors="replace")
                )
            try:
                with urllib.request.urlopen(f"{self.url}/-/ready", timeout=1) as r:
                    return bool(r.status == 200)
            except OSError:
                return False

        wait_until(ready, 60, "prometheus to be ready")

    def stop(self) -> None:
        if self.proc is not None:
            kill_group(self.proc)
            self.proc = None


@contextlib.contextmanager
def tfgpu_export(port: int, *args: str, timeout: float = 240) -> Iterator[subprocess.Popen[bytes]]:
    """The real ``tfgpu export`` of this tree on a loopback port, listening, for the block (its
    process group is killed when the block ends, or after ``timeout`` seconds)."""
    listen = ("export", "--listen", f"127.0.0.1:{port}")
    with started_tfgpu(*listen, *args, timeout=timeout, new_session=True) as proc:
        wait_until(lambda: port_open(port) or proc.poll() is not None, 60, "tfgpu export to listen")
        if proc.poll() is not None:
            stderr = proc.stderr.read() if proc.stderr else ""
            raise AssertionError(f"tfgpu export exited: {stderr!r}")
        yield proc
