"""What the doctor keeps of a host's output and how it stops ssh: the probe's output kept to its
first and last 32 KiB per stream (a real child prints it), and the three seconds between the
signals that stop the local ssh of a job on a host."""

from __future__ import annotations

import sys

from tfgpu_gui.doctor import remote
from tfgpu_gui.jobs.output import LINE_COST
from tfgpu_gui.jobs.runner import Job

#: Each printed line costs exactly 1025 of the 32 KiB (32,768) each end keeps: 31 lines fit in
#: either end (31,775), a 32nd does not (32,800).
LINE_CHARS = 1025 - LINE_COST
LINES = 100


def _line(i: int) -> str:
    return f"{i:03d}" + "x" * (LINE_CHARS - 3)


def test_a_hosts_long_output_is_kept_to_its_first_and_last_32_kib_on_each_stream() -> None:
    program = (
        "import sys\n"
        f"for i in range({LINES}):\n"
        f"    line = f'{{i:03d}}' + 'x' * {LINE_CHARS - 3}\n"
        "    print(line)\n"
        "    print(line, file=sys.stderr)\n"
    )
    returncode, out, err = remote._bounded_run([sys.executable, "-c", program], 30.0)
    assert returncode == 0
    kept = [_line(i) for i in range(31)] + [f"… {LINES - 62} lines cut …"]
    kept += [_line(i) for i in range(LINES - 31, LINES)]
    assert out == kept
    assert err == kept


def test_a_job_on_a_host_stops_its_ssh_with_three_seconds_between_signals() -> None:
    job = remote.RemoteJob(remote.RemoteTarget("gpu-box"), "python3")
    assert job.grace == Job("python3", "job.py").grace == 3.0
