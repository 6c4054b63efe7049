"""``tfgpu watch --host`` and ``tfgpu snapshot --host`` when the remote end fails or they end.

Each command runs as a child against a real sshd on loopback, connected to a ``tfgpu`` on the
far side. Once the connection is up the command ends (SIGKILL, SIGTERM, SIGINT, SIGHUP, or its
own end), and its ssh and the server's session of it must end too. A single host that is down
or falls silent is said to be so, instead of a blank screen or the last table.
"""

from __future__ import annotations

import contextlib
import signal
import subprocess
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest

from tests.helpers.cli import run_tfgpu, started_tfgpu, tfgpu_shell_command
from tests.helpers.processes import descendants, descendants_named, wait_for
from tests.helpers.servers import Sshd
from tfgpu_gui.commands.exit_codes import WatchExit

pytestmark = pytest.mark.timeout(240)


@pytest.fixture
def sshd(tmp_path: Path) -> Iterator[Sshd]:
    server = Sshd(tmp_path / "sshd")
    server.start()
    yield server
    server.stop()


def remote_tfgpu(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "tfgpu-shim"
    path.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    path.chmod(0o755)
    return path


def streaming(tmp_path: Path) -> Path:
    """A ``tfgpu`` on the host: this tree's real command line, simulated GPUs."""
    return remote_tfgpu(tmp_path, f'exec {tfgpu_shell_command()} "$@" --simulate training')


def silent(tmp_path: Path, first: str = "") -> Path:
    """A ``tfgpu`` on the host that runs the shell line ``first``, then sends nothing (nothing
    its client could fail to write once its reader is gone) until its session ends (its
    parent is not its parent any more), at most 10 minutes."""
    return remote_tfgpu(
        tmp_path,
        f"{first}\n"
        'i=0; while [ "$i" -lt 3000 ] && [ "$(ps -o ppid= -p $$ | tr -d " ")" = "$PPID" ]; '
        "do sleep 0.2; i=$((i+1)); done",
    )


def sessions(server: Sshd) -> list[psutil.Process]:
    """The processes the server runs for its connections (sshd's children and below)."""
    assert server.proc is not None
    return descendants(server.proc.pid)


def alive(process: psutil.Process) -> bool:
    try:
        return process.is_running() and process.status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def command_of(process: psutil.Process) -> list[str]:
    try:
        return process.cmdline()
    except psutil.Error:  # it ended while looked at
        return []


def clients(config: Path) -> list[psutil.Process]:
    """The living ssh processes run with ``config``, wherever they are now (a process whose
    parent died is a child of init)."""
    found = []
    for process in psutil.process_iter():
        with contextlib.suppress(psutil.Error):
            if process.name() == "ssh" and str(config) in command_of(process) and alive(process):
                found.append(process)
    return found


@contextlib.contextmanager
def _no_client_left(config: Path) -> Iterator[None]:
    """Kills what ssh of ``config`` is left when the block ends (after a failed test)."""
    try:
        yield
    finally:
        for process in clients(config):
            with contextlib.suppress(psutil.Error):
                process.kill()


def connected(command: str, sig: int | None, server: Sshd, tmp_path: Path) -> None:
    """Run ``tfgpu COMMAND --host lab``; once it is connected, send ``sig`` (None: let it end by
    itself); then no ssh of it and no session of the server may remain."""
    shim = streaming(tmp_path) if sig is None else silent(tmp_path)
    config = server.client_config("lab")
    args = [command, "--host", "lab", "--ssh-config", str(config), "--remote-tfgpu", str(shim)]
    if command == "watch":
        args += ["-i", "0.2"] + (["-n", "8"] if sig is None else [])
    with started_tfgpu(*args) as proc, _no_client_left(config):
        if sig is not None:

            def up() -> bool:
                ours = descendants_named(proc.pid, "ssh")
                remote = [p for p in sessions(server) if command_of(p)[1:2] == [str(shim)]]
                return bool(ours) and bool(remote)

            wait_for(up, 60, "the command's ssh to be connected")
            proc.send_signal(sig)
        proc.wait(60)
        if sig is None:
            assert proc.returncode == 0, proc.stderr.read() if proc.stderr else ""
        wait_for(lambda: not clients(config), 20, "the command's ssh to end")
        wait_for(lambda: not sessions(server), 20, "the server's session to close")


@pytest.mark.parametrize("command", ["watch", "snapshot"])
def test_killed_outright_its_ssh_dies_with_it(command: str, sshd: Sshd, tmp_path: Path) -> None:
    connected(command, signal.SIGKILL, sshd, tmp_path)


@pytest.mark.parametrize(
    "sig", [signal.SIGTERM, signal.SIGINT, signal.SIGHUP], ids=lambda s: signal.Signals(s).name
)
def test_stopped_by_a_signal_it_ends_its_ssh(sig: int, sshd: Sshd, tmp_path: Path) -> None:
    connected("watch", sig, sshd, tmp_path)


@pytest.mark.parametrize("command", ["watch", "snapshot"])
def test_at_its_own_end_no_ssh_remains(command: str, sshd: Sshd, tmp_path: Path) -> None:
    connected(command, None, sshd, tmp_path)


def test_watch_of_one_host_says_when_it_is_down(tmp_path: Path) -> None:
    config = tmp_path / "ssh_config"
    config.write_text("Host down\n  HostName 127.0.0.1\n  Port 1\n", encoding="utf-8")
    result = run_tfgpu(
        "watch", "--host", "down", "--ssh-config", str(config), "-n", "3", "-i", "0.2"
    )
    assert result.returncode == WatchExit.NO_TELEMETRY, result.stderr  # no reading at all
    lines = result.stdout.splitlines()
    assert lines and all(line == lines[0] for line in lines), result.stdout
    assert lines[0].startswith("down is unreachable."), result.stdout


def test_watch_of_one_host_that_falls_silent_says_so(sshd: Sshd, tmp_path: Path) -> None:
    from tfgpu_gui.telemetry.remote.stream import hello_line, snapshot_line
    from tfgpu_gui.telemetry.simulated import SimulatedBackend

    first = f"{hello_line(0.2)}\n{snapshot_line(SimulatedBackend('training').read())}\n"
    (tmp_path / "first.txt").write_text(first, encoding="utf-8")
    shim = silent(tmp_path, f"cat '{tmp_path / 'first.txt'}'")
    config = sshd.client_config("lab")
    args = ["watch", "--host", "lab", "--ssh-config", str(config), "--remote-tfgpu", str(shim)]
    with started_tfgpu(*args, "-i", "0.5", stdout=subprocess.PIPE, text=True, timeout=90) as proc:
        assert proc.stdout is not None
        seen = []
        for line in proc.stdout:  # ends when the watchdog kills it
            seen.append(line)
            if "lab stopped sending readings." in line:
                break
        assert any("RTX 4090" in line for line in seen), "".join(seen)
        assert seen[-1].startswith("lab stopped sending readings. It reconnects by itself.")
