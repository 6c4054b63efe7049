"""SSH sources against a real OpenSSH server on loopback, with throwaway host and user keys.

The remote command is the real ``tfgpu watch --jsonl`` of this tree running simulated GPUs, or
the nvidia-smi fallback script with a stand-in ``nvidia-smi`` that prints captured output.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pytest

from tests.helpers.cli import tfgpu_shell_command
from tests.helpers.servers import Sshd, keygen, wait_until
from tfgpu_gui.telemetry.remote.multi import MultiBackend
from tfgpu_gui.telemetry.remote.ssh import Backoff, SshBackend, SshOptions, remote_command
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable

STREAM = tfgpu_shell_command("watch", "--jsonl", "--simulate", "training", "--interval", "0.2")


@pytest.fixture
def sshd(tmp_path: Path):
    server = Sshd(tmp_path / "sshd")
    server.start()
    yield server
    server.stop()


def backend(server: Sshd, command: str = STREAM, alias: str = "gpuhost", **kw) -> SshBackend:
    options = SshOptions(
        connect_timeout_s=5, extra=("-F", str(server.client_config(alias, kw.pop("key", None))))
    )
    return SshBackend(
        alias,
        interval=0.2,
        options=options,
        command=command,
        backoff_base=0.2,
        backoff_max=0.5,
        **kw,
    )


def state_of(b: SshBackend) -> str:
    return b.state.state


def test_streams_snapshots_of_the_remote_tfgpu_with_the_host_named(sshd: Sshd):
    b = backend(sshd)
    try:
        assert b.wait_settled(30), "no reading and no failure within 30 s"
        snap = b.read()
        assert snap.system.host == "gpuhost"
        assert snap.system.backend == "simulated:training"
        assert len(snap.gpus) >= 1
        assert all(g.static.host == "gpuhost" for g in snap.gpus)
        assert (
            snap.gpus[0].reading is not None and snap.gpus[0].reading.util_gpu_percent is not None
        )
        assert any(p.info.tensorflow for g in snap.gpus for p in g.processes)
        assert snap.sources[0].state == "ok"
        first = b.lines_read
        wait_until(lambda: b.lines_read >= first + 3, 15, "more readings on the one connection")
        assert b.connections == 1
    finally:
        b.close()
    import psutil

    assert b.pid is not None and not psutil.pid_exists(b.pid)  # no ssh outlives the source


def test_killed_server_makes_the_host_unreachable_then_it_recovers_by_itself(sshd: Sshd):
    b = backend(sshd)
    try:
        assert b.wait_settled(30)
        assert state_of(b) == "ok"
        sshd.stop()  # kills sshd and the session processes mid-stream
        wait_until(lambda: state_of(b) == "unreachable", 30, "the host to be unreachable")
        with pytest.raises(RemoteUnavailable) as caught:
            b.read()
        assert "gpuhost is unreachable" in caught.value.sentence()
        sshd.start()  # same port, same keys
        wait_until(lambda: state_of(b) == "ok", 40, "the host to come back")
        assert b.read().gpus
        assert b.connections >= 2  # a new connection, not the old one
    finally:
        b.close()


def test_refused_key_is_said_in_plain_words_and_never_prompts(sshd: Sshd, tmp_path: Path):
    stranger = tmp_path / "stranger_ed25519"
    keygen(stranger)
    b = backend(sshd, key=stranger)
    try:
        assert b.wait_settled(30)
        wait_until(lambda: state_of(b) == "auth", 30, "the auth state")
        message = b.state.message
        assert "refused the SSH key" in message and "ssh-copy-id gpuhost" in message
    finally:
        b.close()


def test_one_host_down_does_not_stop_the_other(sshd: Sshd, tmp_path: Path):
    up = backend(sshd, alias="up")
    down = SshBackend(
        "down",
        interval=0.2,
        options=SshOptions(
            connect_timeout_s=2, extra=("-F", str(sshd.client_config("down")), "-p", "1")
        ),
        command=STREAM,
        backoff_base=0.2,
        backoff_max=0.5,
    )
    # -p on the command line wins over the config's Port: port 1 refuses the connection.
    multi = MultiBackend([up, down])
    try:
        multi.open()
        wait_until(lambda: up.state.ok and down.state.state == "unreachable", 30, "both states")
        snap = multi.read()
        assert snap.gpus and {g.static.host for g in snap.gpus} == {"up"}
        states = {s.name: s.state for s in snap.sources}
        assert states == {"up": "ok", "down": "unreachable"}
    finally:
        multi.close()


FAKE_SMI = """#!/bin/sh
# Stands in for nvidia-smi: prints what a real one printed for the same queries.
case "$1" in
  --query-gpu=*) cat "{gpus}" ;;
  --query-compute-apps=*) cat "{apps}" ;;
esac
"""
FAILING_SMI = """#!/bin/sh
echo "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. \
Make sure that the latest NVIDIA driver is installed and running."
exit 9
"""


def _fake_bin(tmp_path: Path, script: str) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (tmp_path / "gpus.csv").write_text(
        "0, GPU-e18afb8d-1627-f8ff-2ba3-c05c5a8e9e67, NVIDIA GeForce RTX 2060, 00000000:07:00.0, "
        "595.71.05, 7, 3, 712, 6144, 53, 65.21, 170.00, 49, 1680, 7000, 2100, 7001, 3, 16, 3, "
        "16, P0\n",
        encoding="utf-8",
    )
    (tmp_path / "apps.csv").write_text(
        "GPU-e18afb8d-1627-f8ff-2ba3-c05c5a8e9e67, 4242, python3, 600\n", encoding="utf-8"
    )
    smi = bin_dir / "nvidia-smi"
    smi.write_text(
        script.format(gpus=tmp_path / "gpus.csv", apps=tmp_path / "apps.csv"), encoding="utf-8"
    )
    os.chmod(smi, 0o755)
    return bin_dir


def test_nvidia_smi_fallback_over_ssh(sshd: Sshd, tmp_path: Path):
    bin_dir = _fake_bin(tmp_path, FAKE_SMI)
    b = backend(sshd, command=f"env PATH={bin_dir}:/usr/bin:/bin " + remote_command(0.2))
    try:
        assert b.wait_settled(30)
        snap = b.read()
        assert snap.system.backend == "nvidia-smi" and snap.system.driver_version == "595.71.05"
        (g,) = snap.gpus
        assert g.static.name == "NVIDIA GeForce RTX 2060" and g.static.host == "gpuhost"
        assert g.reading is not None and g.reading.memory_used_bytes == 712 * 1024 * 1024
        assert [p.pid for p in g.processes] == [4242]
    finally:
        b.close()


def test_host_without_a_driver_says_so(sshd: Sshd, tmp_path: Path):
    bin_dir = _fake_bin(tmp_path, FAILING_SMI)
    b = backend(sshd, command=f"env PATH={bin_dir}:/usr/bin:/bin " + remote_command(0.2))
    try:
        assert b.wait_settled(30)
        wait_until(lambda: state_of(b) == "no-driver", 30, "the no-driver state")
        assert "couldn't communicate with the NVIDIA driver" in b.state.message
    finally:
        b.close()


def test_host_without_nvidia_smi_or_tfgpu_says_so(sshd: Sshd, tmp_path: Path):
    empty = tmp_path / "empty"
    empty.mkdir()
    b = backend(sshd, command=f"env PATH={empty}:/usr/bin:/bin " + remote_command(0.2))
    try:
        assert b.wait_settled(30)
        wait_until(lambda: state_of(b) == "no-nvidia-smi", 30, "the no-nvidia-smi state")
        assert "neither tfgpu nor nvidia-smi" in b.state.message
    finally:
        b.close()


def silent_tfgpu(tmp_path: Path, first: str = "") -> Path:
    """A ``tfgpu`` on the host that prints ``first`` and then nothing, until its session ends
    (its parent is not its parent any more), at most 10 minutes."""
    path = tmp_path / "silent-tfgpu"
    (tmp_path / "first.txt").write_text(first, encoding="utf-8")
    path.write_text(
        f"#!/bin/sh\ncat '{tmp_path / 'first.txt'}'\n"
        'i=0; while [ "$i" -lt 3000 ] && [ "$(ps -o ppid= -p $$ | tr -d " ")" = "$PPID" ]; '
        "do sleep 0.2; i=$((i+1)); done\n",
        encoding="utf-8",
    )
    path.chmod(0o755)
    return path


def test_a_host_that_falls_silent_after_one_reading_is_stalled(sshd: Sshd, tmp_path: Path):
    import time

    from tfgpu_gui.telemetry.remote.stream import hello_line, snapshot_line
    from tfgpu_gui.telemetry.simulated import SimulatedBackend

    reading = SimulatedBackend("training").read()
    shim = silent_tfgpu(tmp_path, f"{hello_line(0.2)}\n{snapshot_line(reading)}\n")
    stall = 1.5
    b = backend(sshd, command=str(shim), stale_after=stall)
    b.backoff = Backoff(30.0, 30.0)  # the stalled state stays while the test looks
    try:
        b.open()
        wait_until(lambda: state_of(b) == "ok", 30, "the one reading")
        since = time.monotonic()
        assert b.read().gpus
        wait_until(lambda: state_of(b) != "ok", stall + 5, "the host to be stalled")
        late = time.monotonic() - since
        assert state_of(b) == "stalled", b.state
        assert late < stall + 1.0, f"stalled after {late:.2f} s, not within {stall} s"
        sentence = "gpuhost stopped sending readings. It reconnects by itself."
        assert b.state.message == sentence
        with pytest.raises(RemoteUnavailable) as caught:
            b.read()
        assert caught.value.sentence() == sentence
        from tfgpu_gui.telemetry.sources.registry import KINDS

        stalled = KINDS["ssh"].state("stalled")
        assert stalled is not None and stalled.short == "no readings"
        assert b.connections == 1
    finally:
        b.close()


OWNER = """
import sys, threading
from tfgpu_gui.telemetry.remote.ssh import SshBackend, SshOptions
options = SshOptions(connect_timeout_s=5, extra=("-F", sys.argv[1]))
backend = SshBackend("gpuhost", interval=0.2, options=options, command=sys.argv[2])
backend.open()
if sys.argv[3] == "wait":
    threading.Event().wait(120)
else:  # ends once the connection is up, without closing the backend
    sys.stdin.readline()
"""


@pytest.mark.parametrize("ending", ["killed", "exits-without-close"])
def test_ssh_ends_with_the_process_that_owns_the_backend(
    sshd: Sshd, tmp_path: Path, ending: str
) -> None:
    """However the app ends (SIGKILL, or an exit that never closes its sources), its ssh ends."""
    import signal
    import subprocess
    import sys

    import psutil

    from tests.helpers.cli import cli_env
    from tests.helpers.processes import descendants, descendants_named, wait_for

    shim = silent_tfgpu(tmp_path)
    config = str(sshd.client_config("gpuhost"))
    how = "wait" if ending == "killed" else "exit"
    owner = subprocess.Popen(
        [sys.executable, "-c", OWNER, config, str(shim), how],
        stdin=subprocess.PIPE,
        env=cli_env(),
    )
    ssh: list[psutil.Process] = []
    try:
        assert sshd.proc is not None

        def connected() -> bool:
            ssh[:] = descendants_named(owner.pid, "ssh")
            remote = [p for p in descendants(sshd.proc.pid) if _command(p)[1:2] == [str(shim)]]
            return bool(ssh) and bool(remote)

        wait_for(connected, 60, "the backend's ssh to be connected")
        if ending == "killed":
            owner.send_signal(signal.SIGKILL)
        else:
            assert owner.stdin is not None
            owner.stdin.close()
        owner.wait(30)
        wait_for(lambda: not any(_alive(p) for p in ssh), 20, "its ssh to end")
        wait_for(lambda: not descendants(sshd.proc.pid), 20, "the server's session to close")
    finally:
        if owner.poll() is None:
            owner.kill()
            owner.wait()
        for process in ssh:
            with contextlib.suppress(psutil.Error):
                process.kill()


def _command(process) -> list[str]:
    import psutil

    try:
        return list(process.cmdline())
    except psutil.Error:
        return []


def _alive(process) -> bool:
    import psutil

    try:
        return bool(process.is_running()) and process.status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False
