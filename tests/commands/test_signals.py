"""Every long command ends on SIGINT, SIGTERM and SIGHUP as on Ctrl-C, and no child of it
outlives it, even when it is killed outright (SIGKILL).

Each command runs in a child process, as a user runs it; the signal comes at a random moment
once the job (or the sampling) is under way.
"""

from __future__ import annotations

import csv
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers.cli import started_tfgpu
from tests.helpers.paths import JOB_FAKES
from tests.helpers.processes import (
    assert_groups_end,
    descendants_named,
    groups_of,
    kill_groups,
    wait_for,
)
from tfgpu_gui.bench.history import History
from tfgpu_gui.commands.exit_codes import BenchExit, DoctorExit, WatchExit
from tfgpu_gui.telemetry.export import CSV_COLUMNS

HANG_PYTHON = str(JOB_FAKES / "hang_python.sh")
ENDING = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]
EVERY = [*ENDING, signal.SIGKILL]


def signal_at_random(proc: subprocess.Popen[bytes], sig: int) -> int:
    """Send ``sig`` after a random short delay; the command's exit status (-N: killed by N)."""
    time.sleep(random.uniform(0.0, 0.3))  # the random moment itself, not a wait for a state
    proc.send_signal(sig)
    try:
        return proc.wait(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def expected(sig: int, interrupted: int) -> int:
    return -signal.SIGKILL if sig == signal.SIGKILL else interrupted


@pytest.mark.parametrize("sig", EVERY, ids=lambda s: signal.Signals(s).name)
@pytest.mark.parametrize("command", ["doctor", "bench"])
def test_a_job_command_leaves_no_process_of_its_job(command: str, sig: int, tmp_path: Path) -> None:
    # Background children in the job's group are reached by every ending but SIGKILL of the
    # command: the kernel then kills the job's leader only (its parent-death signal).
    children = 0 if sig == signal.SIGKILL else 2
    history = tmp_path / "history.db"
    args = {
        "doctor": ["doctor", "--json", "--python", HANG_PYTHON],
        "bench": [
            *("--simulate", "training", "bench", "--quick", "--python", HANG_PYTHON),
            *("--history", str(history)),
        ],
    }[command]
    fakes = {"TFGPU_FAKE_REAL_PYTHON": sys.executable, "TFGPU_FAKE_CHILDREN": str(children)}
    groups: set[int] = set()
    try:
        with started_tfgpu(*args, env=fakes) as proc:

            def job_running() -> bool:
                sleepers = descendants_named(proc.pid, "sleep")
                groups.update(groups_of(sleepers))
                return len(sleepers) == children + 1

            wait_for(job_running, 20, "the job and its children to start")
            assert os.getpgid(proc.pid) not in groups  # the job has a process group of its own
            status = signal_at_random(proc, sig)
            assert_groups_end(groups, timeout=10)
            stderr = proc.stderr.read().decode() if proc.stderr else ""
    finally:
        kill_groups(groups)
    interrupted = {"doctor": DoctorExit.INTERRUPTED, "bench": BenchExit.INTERRUPTED}[command]
    assert status == expected(sig, interrupted), stderr
    assert "Traceback" not in stderr
    if history.exists():
        with History(history) as db:
            assert db.notice is None


@pytest.mark.parametrize("sig", EVERY, ids=lambda s: signal.Signals(s).name)
def test_watch_ends_like_ctrl_c_and_its_csv_has_whole_rows(sig: int, tmp_path: Path) -> None:
    path = tmp_path / "samples.csv"
    watch = ("--simulate", "training", "watch", "--interval", "0.1", "--csv", str(path))

    def rows() -> int:
        return path.read_text("utf-8").count("\n") if path.exists() else 0

    with started_tfgpu(*watch) as proc:
        wait_for(lambda: rows() >= 3, 20, "watch to write samples")
        status = signal_at_random(proc, sig)
        stderr = proc.stderr.read().decode() if proc.stderr else ""
    # watch's documented ending for Ctrl-C once it has started watching is OK.
    assert status == expected(sig, WatchExit.OK), stderr
    assert "Traceback" not in stderr
    text = path.read_text("utf-8")
    assert text.endswith("\n")
    table = list(csv.reader(text.splitlines()))
    assert table[0] == list(CSV_COLUMNS)
    assert len(table) >= 3 and all(len(row) == len(CSV_COLUMNS) for row in table)
