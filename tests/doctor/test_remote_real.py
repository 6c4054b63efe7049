"""`tfgpu doctor --host` against a real OpenSSH server on loopback ("the server"), whose Python is
this environment's (with the real TensorFlow), and its faults: nothing may keep running on
either side afterwards.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from tests.helpers.cli import tfgpu_shell_command
from tests.helpers.servers import Sshd, free_port, keygen, wait_until
from tfgpu_gui.cli import main
from tfgpu_gui.commands.exit_codes import DoctorExit
from tfgpu_gui.jobs.scripts import detect

PYTHON = sys.executable  # the server runs this same interpreter, with the real TensorFlow


@pytest.fixture
def sshd(tmp_path: Path) -> Iterator[Sshd]:
    server = Sshd(tmp_path / "sshd")
    server.start()
    yield server
    server.stop()


def sessions(server: Sshd) -> list[psutil.Process]:
    """Every process sshd runs for a connection (its listener's descendants)."""
    assert server.proc is not None
    try:
        return psutil.Process(server.proc.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return []


def processes_under(folder: Path) -> list[psutil.Process]:
    """Live processes started from a file in ``folder`` (the fakes of a test)."""
    found = []
    for proc in psutil.process_iter(["cmdline", "status"]):
        cmdline = proc.info["cmdline"] or []
        if proc.info["status"] != psutil.STATUS_ZOMBIE and any(str(folder) in w for w in cmdline):
            found.append(proc)
    return found


def assert_nothing_left(server: Sshd, folder: Path) -> None:
    """No session on the server, no process of the test's fakes, no ssh of ours."""
    wait_until(lambda: not sessions(server), 20, "the server's sessions to end")
    wait_until(lambda: not processes_under(folder), 20, "the fake programs to end")
    from tfgpu_gui.jobs.group import live_groups

    assert live_groups() == []


def doctor(
    capsys: pytest.CaptureFixture[str], server: Sshd, *args: str, key: Path | None = None
) -> tuple[int, dict[str, Any], str]:
    """``tfgpu doctor --host gpuhost --json ARGS`` in this process: status, JSON, stderr."""
    config = server.client_config("gpuhost", key)
    status = main(["doctor", "--host", "gpuhost", "--ssh-config", str(config), "--json", *args])
    out = capsys.readouterr()
    return int(status), json.loads(out.out), out.err


@pytest.fixture
def fakes(tmp_path: Path) -> Path:
    """The folder of a test's stand-in programs (the server's sshd lives beside it)."""
    folder = tmp_path / "bin"
    folder.mkdir()
    return folder


def script(path: Path, text: str) -> str:
    path.write_text(text, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


# --- the real diagnosis -----------------------------------------------------------------------

VOLATILE_FACTS = {"job": ("duration_s", "log_tail", "log_line_count"), "tensorflow": ("import_s",)}


def comparable(report: dict[str, Any]) -> dict[str, Any]:
    """A report's facts and findings, less what changes from one run to the next (timings,
    TensorFlow's timestamped log lines)."""
    facts = json.loads(json.dumps(report["facts"]))
    for group, keys in VOLATILE_FACTS.items():
        for key in keys:
            (facts.get(group) or {}).pop(key, None)
    findings = [(f["id"], f["severity"], f["rank"], f["origin"]) for f in report["findings"]]
    return {"facts": facts, "findings": findings, "verdict": report["verdict"]}


@pytest.mark.slow
def test_real_tensorflow_diagnosis_of_the_server_matches_the_same_diagnosis_run_here(
    sshd: Sshd, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, fakes: Path
) -> None:
    # The ssh session starts from a clean environment: so does the local run compared with it.
    for name in detect.ENV_VARS:
        monkeypatch.delenv(name, raising=False)
    status, remote, err = doctor(capsys, sshd, "--python", PYTHON, "--remote-tfgpu", "none")
    assert remote["host"] == "gpuhost"
    tf = remote["facts"]["tensorflow"]
    assert tf["imported"] and tf["version"].startswith("2.21"), err
    assert remote["target"]["python"] == PYTHON
    assert remote["facts"]["job"]["status"] == "ok"
    assert remote["facts"]["system"]["hostname"] == os.uname().nodename
    assert remote["log"]["lines"], "TensorFlow's log on the server came back"

    local_status = main(["doctor", "--python", PYTHON, "--json"])
    local = json.loads(capsys.readouterr().out)
    assert local["host"] is None
    assert comparable(remote) == comparable(local)
    assert status == local_status
    assert_nothing_left(sshd, fakes)


def test_text_and_markdown_name_the_host(sshd: Sshd, capsys: pytest.CaptureFixture[str]) -> None:
    config = str(sshd.client_config("gpuhost"))
    base = ["doctor", "--host", "gpuhost", "--ssh-config", config, "--no-tf", "--python", PYTHON]
    main([*base, "--remote-tfgpu", "none"])
    assert f"tfgpu doctor: {PYTHON} on gpuhost" in capsys.readouterr().out
    main([*base, "--remote-tfgpu", "none", "--markdown"])
    assert "diagnosis on `gpuhost`" in capsys.readouterr().out


def test_the_hosts_own_tfgpu_is_used_and_its_report_names_the_host(
    sshd: Sshd, capsys: pytest.CaptureFixture[str], fakes: Path
) -> None:
    tfgpu = script(fakes / "tfgpu", f'#!/bin/sh\nexec {tfgpu_shell_command()} "$@"\n')
    status, report, _ = doctor(capsys, sshd, "--no-tf", "--python", PYTHON, "--remote-tfgpu", tfgpu)
    assert report["host"] == "gpuhost"
    assert report["schema"] == "tfgpu.doctor-report/1"
    assert report["target"]["python"] == PYTHON and "tensorflow" not in report["facts"]
    assert status == {"ok": 0, "warnings": 1, "errors": 2}[report["verdict"]["status"]]
    assert_nothing_left(sshd, fakes)


# --- faults -----------------------------------------------------------------------------------


def test_host_down_is_said_plainly(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    config = tmp_path / "ssh_config"
    config.write_text(f"Host gpuhost\n  HostName 127.0.0.1\n  Port {free_port()}\n")
    argv = ["doctor", "--host", "gpuhost", "--ssh-config", str(config), "--json", "--no-tf"]
    assert main(argv) == DoctorExit.HOST_UNREACHABLE
    out = capsys.readouterr()
    error = json.loads(out.out)["error"]
    assert error["kind"] == "host-unreachable"
    assert error["message"].startswith("gpuhost is unreachable")
    assert "ssh gpuhost true" in out.err and "Traceback" not in out.err


def test_refused_key_is_said_plainly_and_never_prompts(
    sshd: Sshd, capsys: pytest.CaptureFixture[str], fakes: Path
) -> None:
    stranger = fakes.parent / "stranger_ed25519"
    keygen(stranger)
    status, report, err = doctor(capsys, sshd, "--no-tf", key=stranger)
    assert status == DoctorExit.HOST_UNREACHABLE
    assert "gpuhost refused the SSH key" in report["error"]["message"]
    assert "ssh-copy-id gpuhost" in err
    assert_nothing_left(sshd, fakes)


def test_no_such_python_on_the_host(
    sshd: Sshd, capsys: pytest.CaptureFixture[str], fakes: Path
) -> None:
    status, report, _ = doctor(capsys, sshd, "--no-tf", "--python", "/nonexistent/python3")
    assert status == DoctorExit.BAD_TARGET
    assert report["error"] == {
        "kind": "not-a-python",
        "message": "/nonexistent/python3 was not found on gpuhost.",
    }
    assert_nothing_left(sshd, fakes)


def test_a_python_without_tensorflow_on_the_host(
    sshd: Sshd, capsys: pytest.CaptureFixture[str], fakes: Path
) -> None:
    bare = shutil.which("python3", path="/usr/bin")
    assert bare is not None
    status, report, _ = doctor(capsys, sshd, "--python", bare, "--remote-tfgpu", "none")
    assert report["host"] == "gpuhost"
    assert report["facts"]["python"]["executable"].startswith("/usr/bin/python3")
    tf = report["facts"]["tensorflow"]
    assert tf["imported"] is False and tf["missing"] is True
    assert "tensorflow-not-installed" in {f["id"] for f in report["findings"]}
    assert status == DoctorExit.ERRORS
    assert_nothing_left(sshd, fakes)


def test_a_hanging_job_is_stopped_on_both_sides(
    sshd: Sshd, capsys: pytest.CaptureFixture[str], fakes: Path
) -> None:
    nap = shutil.copy(shutil.which("sleep") or "/bin/sleep", fakes / "nap")
    # Not exec: the sleep is a grandchild of the session, which must die all the same.
    python = script(fakes / "python", f"#!/bin/sh\n{nap} 300\n")
    status, report, _ = doctor(
        capsys, sshd, "--python", python, "--timeout", "2", "--remote-tfgpu", "none"
    )
    assert report["facts"]["job"]["status"] == "timeout"
    assert "did not finish within 2 s" in report["facts"]["job"]["message"]
    assert "tensorflow-hung" in {f["id"] for f in report["findings"]}
    assert status == DoctorExit.ERRORS
    assert_nothing_left(sshd, fakes)


def test_a_flooding_tfgpu_is_stopped_within_bounds(
    sshd: Sshd, capsys: pytest.CaptureFixture[str], fakes: Path
) -> None:
    yes = shutil.copy(shutil.which("yes") or "/usr/bin/yes", fakes / "flood")
    tfgpu = script(fakes / "tfgpu", f"#!/bin/sh\n{yes} '{{\"schema\": 1}}'\n")
    status, report, err = doctor(capsys, sshd, "--no-tf", "--remote-tfgpu", tfgpu)
    assert status == DoctorExit.REMOTE_FAILED
    assert report["error"]["kind"] == "remote-failed"
    assert "sent more than 16 MiB" in err
    assert_nothing_left(sshd, fakes)


def test_a_tfgpu_that_sends_no_report(
    sshd: Sshd, capsys: pytest.CaptureFixture[str], fakes: Path
) -> None:
    tfgpu = script(fakes / "tfgpu", '#!/bin/sh\necho "{\\"schema\\": \\"other/9\\"}"\n')
    status, report, _ = doctor(capsys, sshd, "--no-tf", "--remote-tfgpu", tfgpu)
    assert status == DoctorExit.REMOTE_FAILED
    assert "sent no tfgpu.doctor-report/1 report" in report["error"]["message"]
