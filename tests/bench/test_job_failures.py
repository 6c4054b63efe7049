"""How the benchmark job ends when it does not finish: cancel, timeout, crash, garbage, no TF."""

from __future__ import annotations

import sys
import threading
import time

from tests.helpers.paths import BENCH_FAKE_JOBS as FAKE_JOBS
from tfgpu_gui.bench.job import NO_TENSORFLOW, ending, make_bench_job
from tfgpu_gui.jobs.runner import Job, JobEvent, JobStatus


def test_cancel_mid_real_run_stops_the_job_and_keeps_what_it_measured():
    job = make_bench_job(sys.executable, quick=True, suites=["matmul", "training"])
    measuring = threading.Event()
    events: list[JobEvent] = []

    def on_event(e: JobEvent) -> None:
        events.append(e)
        if e.kind == "data" and e.body.get("key") == "matmul":
            measuring.set()

    box = {}
    worker = threading.Thread(target=lambda: box.update(outcome=job.run(on_event)))
    worker.start()
    try:
        assert measuring.wait(240), "the job never reported a matmul"
        cancelled_at = time.monotonic()
        job.cancel()
    finally:
        worker.join(120)
    outcome = box["outcome"]
    assert outcome.status is JobStatus.CANCELLED
    # SIGINT is honoured at the next step: well before SIGTERM/SIGKILL would be needed.
    assert time.monotonic() - cancelled_at < 2 * job.grace + 5
    assert outcome.error is not None and outcome.error.get("kind") == "cancelled"
    end = ending(outcome)
    assert end.kind is JobStatus.CANCELLED
    assert end.run is not None and end.run.select("matmul") and not end.run.complete
    assert not any(e.kind == "result" for e in events)


def test_timeout_stops_a_real_job_that_cannot_finish():
    # A full run takes minutes; three seconds are not even enough to import TensorFlow.
    job = make_bench_job(sys.executable, quick=False, timeout=3)
    started = time.monotonic()
    outcome = job.run()
    elapsed = time.monotonic() - started
    assert outcome.status is JobStatus.TIMEOUT
    assert 3.0 <= outcome.duration_s <= elapsed < 3.0 + 3 * job.grace + 8.0, elapsed
    end = ending(outcome)
    assert end.kind is JobStatus.TIMEOUT and "did not finish within 3 s" in end.message


def test_a_crash_is_reported_with_the_partial_results():
    outcome = Job(sys.executable, str(FAKE_JOBS / "crash_after_data.py"), timeout=60).run()
    assert outcome.status is JobStatus.CRASHED and outcome.signal_name == "SIGSEGV"
    end = ending(outcome)
    assert end.kind is JobStatus.CRASHED
    assert "crashed (SIGSEGV)" in end.message
    assert "Segmentation fault is coming" in end.message  # the last log lines
    assert end.run is not None
    assert [(m.device, m.value) for m in end.run.select("matmul")] == [("GPU:0", 33.5)]


def test_garbage_on_stdout_is_kept_and_does_not_break_the_result():
    outcome = Job(sys.executable, str(FAKE_JOBS / "garbage_then_result.py"), timeout=60).run()
    assert outcome.status is JobStatus.OK
    assert outcome.garbage == ["Epoch 1/1 ....... done", "{not json either", "trailing chatter"]
    end = ending(outcome)
    assert end.ok and end.run is not None and len(end.run.measurements) == 2


def test_only_garbage_is_no_result():
    outcome = Job(sys.executable, str(FAKE_JOBS / "garbage_only.py"), timeout=60).run()
    end = ending(outcome)
    assert end.kind is JobStatus.NO_RESULT and end.run is None
    assert "2 unexpected line(s)" in end.message


def test_an_interpreter_without_tensorflow_is_named(python_without_tf):
    outcome = make_bench_job(python_without_tf, quick=True).run()
    end = ending(outcome)
    assert end.kind == NO_TENSORFLOW and end.run is None
    assert "TensorFlow is not installed in" in end.message
    assert "training environment" in end.message
