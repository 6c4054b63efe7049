"""The parts of a remote diagnosis that need no SSH server: the program sent to the host, the
watchdog that ends it with the connection, the host's facts as they come back, the report."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import psutil

from tests.helpers.servers import wait_until
from tfgpu_gui.doctor import remote
from tfgpu_gui.doctor.collect import host_facts
from tfgpu_gui.doctor.redact import HOST, redact
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.jobs.runner import JobOutcome, JobStatus


def test_the_program_runs_standalone_and_reads_the_same_facts_as_the_app() -> None:
    """The program, run as the host runs it (``python -c BOOT PROGRAM --no-tf``), in a clean
    environment and without this tree on its path: the host's facts, then the job's result."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": os.path.expanduser("~")}
    argv = [sys.executable, "-u", "-c", remote.BOOT, remote.encoded_program(), "--no-tf"]
    done = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=60, check=True)
    messages = [json.loads(line) for line in done.stdout.splitlines()]
    kinds = [m["type"] for m in messages]
    assert kinds[-1] == "result" and "hello" in kinds
    sent = next(m["value"] for m in messages if m.get("key") == "host")
    outcome = JobOutcome(JobStatus.OK, "", data={"host": sent})
    here = host_facts()
    got = remote.host_facts_of(outcome)
    assert got["system"] == here["system"] and got["driver"] == here["driver"]
    if not here["nvml"]["ok"]:  # no driver here: the same sentence
        assert got["nvml"] == here["nvml"]
    else:
        assert got["nvml"]["driver_version"] == here["nvml"]["driver_version"]
        assert len(got["nvml"]["gpus"]) == len(here["nvml"]["gpus"])
    assert len(remote.wrapped(argv)) < 100_000  # well within one command line


def test_host_facts_from_the_host_are_checked() -> None:
    raw = {
        "system": "not a dict",
        "env": {"CUDA_VISIBLE_DEVICES": "-1", "BAD": 3},
        "nvml": {"ok": False, "error_kind": "driver-mismatch", "detail": "rm mismatch"},
    }
    facts = remote.host_facts_of(JobOutcome(JobStatus.OK, "", data={"host": raw}))
    assert "system" not in facts
    assert facts["env"] == {"CUDA_VISIBLE_DEVICES": "-1"}
    assert facts["nvml"]["error"].startswith("Driver/library version mismatch")
    assert remote.host_facts_of(JobOutcome(JobStatus.OK, "", data={"host": [1]})) == {}


def test_the_watchdog_ends_everything_when_the_connection_input_ends() -> None:
    """The wrapper as sshd runs it (a session of its own): closing its input kills the command
    and what the command started."""
    command = ["sh", "-c", "sleep 300 & wait"]
    proc = subprocess.Popen(
        ["sh", "-c", remote.WRAPPER, "tfgpu-doctor", *command],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        wait_until(
            lambda: any(
                "sleep" in p.name() for p in psutil.Process(proc.pid).children(recursive=True)
            ),
            10,
            "the command to start",
        )
        members = psutil.Process(proc.pid).children(recursive=True)
        assert proc.stdin is not None
        proc.stdin.close()  # the connection ends
        assert proc.wait(10) == -9
        wait_until(
            lambda: not any(p.is_running() and p.status() != "zombie" for p in members),
            10,
            "the command and its children to end",
        )
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, 9)
            proc.wait(10)


def test_the_wrapper_says_when_the_command_is_missing() -> None:
    done = subprocess.run(
        ["sh", "-c", remote.WRAPPER, "tfgpu-doctor", "/nonexistent/python3", "-c", "pass"],
        stdin=subprocess.PIPE,
        capture_output=True,
        text=True,
        timeout=10,
        check=False,
    )
    assert done.returncode == remote.NOT_FOUND_STATUS
    assert f"{remote.NOT_FOUND_MARK} /nonexistent/python3" in done.stderr


def test_the_report_keeps_its_host_and_redaction_hides_it() -> None:
    report = Report(mode="environment", target={"python": "python3"}, facts={}, findings=[])
    report.host = "alice@lab-7"
    again = Report.from_json(report.to_json())
    assert again.host == "alice@lab-7" and again.to_dict()["host"] == "alice@lab-7"
    assert redact(again).host == HOST
    assert Report.from_dict({**report.to_dict(), "host": 7}).host is None
    assert Report.from_dict({**report.to_dict(), "host": None}).host is None
