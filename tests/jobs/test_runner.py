"""The job runner survives every way a child can fail, and says so plainly."""

from __future__ import annotations

import json
import sys
import threading
import time
from pathlib import Path

from tfgpu_gui.jobs.runner import Job, JobEvent, JobStatus, script_path


def test_segfault_is_a_crash_with_its_log(fake: Path) -> None:
    outcome = Job(sys.executable, str(fake / "segfault.py"), timeout=60).run()
    assert outcome.status is JobStatus.CRASHED
    assert outcome.signal_name == "SIGSEGV"
    assert "crashed (SIGSEGV)" in outcome.message
    assert outcome.hello is not None
    assert any("libcudart.so.12" in line for line in outcome.log_lines)


def test_hang_past_the_timeout_is_stopped(fake: Path) -> None:
    events: list[JobEvent] = []
    job = Job(sys.executable, str(fake / "hang.py"), timeout=1.0, grace=0.5)
    started = time.monotonic()
    outcome = job.run(events.append)
    elapsed = time.monotonic() - started
    assert outcome.status is JobStatus.TIMEOUT
    # Stopped after the timeout, not before, and soon after it: SIGINT, then SIGTERM one grace
    # period later (a few seconds of slack for a loaded machine).
    assert 1.0 <= outcome.duration_s <= elapsed
    assert elapsed < 1.0 + 2 * 0.5 + 6.0, f"stopped after {elapsed:.1f} s"
    assert "did not finish within 1 s" in outcome.message
    assert [e.kind for e in events][:2] == ["hello", "progress"]
    # SIGINT is ignored by the child: SIGTERM ended it.
    assert outcome.returncode is not None and outcome.returncode < 0


def test_cancel_from_another_thread(fake: Path) -> None:
    job = Job(sys.executable, str(fake / "hang.py"), timeout=120, grace=0.5)
    started = threading.Event()

    def on_event(event: JobEvent) -> None:
        if event.kind == "progress":
            started.set()
            job.cancel()

    outcome = job.run(on_event)
    assert started.is_set()
    assert outcome.status is JobStatus.CANCELLED


def test_garbage_is_kept_and_never_breaks_the_job(fake: Path) -> None:
    outcome = Job(sys.executable, str(fake / "garbage.py"), timeout=60).run()
    assert outcome.status is JobStatus.OK
    assert outcome.result == {"answer": 42}
    assert outcome.garbage == [
        "Welcome to the cluster! Quota: 93% used",
        "{not json",
        '{"type": "unknown-type"}',
        "bye",
    ]


def test_no_result_is_reported(fake: Path) -> None:
    outcome = Job(sys.executable, str(fake / "silent.py"), timeout=60).run()
    assert outcome.status is JobStatus.NO_RESULT
    assert "1 unexpected line(s)" in outcome.message


def test_not_a_python(tmp_path: Path) -> None:
    script = script_path("detect")
    missing = Job(str(tmp_path / "nope"), script).run()
    assert missing.status is JobStatus.NOT_PYTHON and "does not exist" in missing.message
    folder = Job(str(tmp_path), script).run()
    assert folder.status is JobStatus.NOT_PYTHON
    # /bin/cat "runs" the script by printing it and exits 0: still not a Python.
    cat = Job("/bin/cat", script).run()
    assert cat.status is JobStatus.NOT_PYTHON
    assert cat.garbage  # what it printed is kept
    false = Job("/bin/false", script).run()
    assert false.status is JobStatus.NOT_PYTHON and "did not run the job as Python" in false.message


def test_a_status_is_written_and_read_as_its_string() -> None:
    assert [s.value for s in JobStatus] == [
        "ok",
        "failed",
        "crashed",
        "timeout",
        "cancelled",
        "not-python",
        "no-result",
    ]
    assert json.dumps({"status": JobStatus.NO_RESULT}) == '{"status": "no-result"}'
    assert f"{JobStatus.NOT_PYTHON}" == str(JobStatus.NOT_PYTHON) == "not-python"
    assert JobStatus("crashed") is JobStatus.CRASHED
    assert JobStatus.TIMEOUT == "timeout" and "timeout" in (JobStatus.TIMEOUT,)


def test_a_job_without_limits_given_stops_after_five_minutes_with_three_second_steps() -> None:
    # The defaults a caller relies on when it passes none: the job is stopped as hanging after
    # 300 s, and SIGINT, SIGTERM and SIGKILL come 3 s apart.
    job = Job(sys.executable, script_path("detect"))
    assert (job.timeout, job.grace) == (300.0, 3.0)
