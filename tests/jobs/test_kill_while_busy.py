"""``Job.kill`` ends the child from the calling thread, even while the thread running the job
is busy (handling an event), not at the run loop's next pass."""

from __future__ import annotations

import json
import os
import select
import signal
import sys
import threading
from pathlib import Path

from tfgpu_gui.jobs.runner import Job, JobEvent, JobOutcome, JobStatus

WAIT_S = 10.0


def test_kill_ends_the_child_while_the_job_thread_is_busy(tmp_path: Path) -> None:
    script = tmp_path / "job.py"
    script.write_text(
        "import json, os, time\n"
        "print(json.dumps({'type': 'hello', 'protocol': 1, 'pid': os.getpid()}), flush=True)\n"
        "time.sleep(60)\n",
        encoding="utf-8",
    )
    job = Job(sys.executable, str(script), timeout=120, grace=30.0)
    hello = threading.Event()
    release = threading.Event()
    pids: list[int] = []
    box: dict[str, JobOutcome] = {}

    def on_event(event: JobEvent) -> None:
        if event.kind == "hello":
            pids.append(int(event.body["pid"]))
            hello.set()
            release.wait(6 * WAIT_S)  # the job's thread is busy here until released

    worker = threading.Thread(target=lambda: box.update(outcome=job.run(on_event)))
    worker.start()
    try:
        assert hello.wait(WAIT_S)
        pidfd = os.pidfd_open(pids[0])
        try:
            job.kill()
            # The child exits while the job's thread is still held in on_event.
            readable, _, _ = select.select([pidfd], [], [], WAIT_S)
            assert readable, "the child was not killed while the job's thread was busy"
        finally:
            os.close(pidfd)
    finally:
        release.set()
        worker.join(WAIT_S)
    outcome = box["outcome"]
    assert outcome.status is JobStatus.CANCELLED
    assert outcome.returncode == -signal.SIGKILL
    assert json.dumps(outcome.status) == '"cancelled"'
