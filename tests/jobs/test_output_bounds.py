"""A child printing without end costs the parent a bounded amount of memory, and its job still
ends by its timeout or a cancel: what is kept is the first and last part, the middle counted."""

from __future__ import annotations

import re
import sys
import time
import tracemalloc
from pathlib import Path

import pytest

from tfgpu_gui.jobs.group import live_groups
from tfgpu_gui.jobs.interpreter import NotAPython, probe_interpreter
from tfgpu_gui.jobs.runner import Job, JobEvent, JobOutcome, JobStatus

MIB = 1024 * 1024
CUT = re.compile(r"… (\d+) lines cut …")


def traced_run(job: Job, on_event: object = None) -> tuple[JobOutcome, int]:
    """The job's outcome and the peak of Python memory allocated while it ran."""
    tracemalloc.start()
    try:
        outcome = job.run(on_event)  # type: ignore[arg-type]
        return outcome, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def cut_count(lines: list[str]) -> int:
    counts = [int(m.group(1)) for line in lines if (m := CUT.fullmatch(line))]
    assert len(counts) == 1, "exactly one marker stands for the lines cut"
    return counts[0]


def chars(lines: list[str]) -> int:
    return sum(len(line) + 1 for line in lines)


def test_endless_output_on_both_streams_is_bounded_and_the_timeout_ends_it(fake: Path) -> None:
    # A small budget for what is kept: a reader slowed down (a loaded machine, a tracer such
    # as the mutation run's) still reads past it within the 3 s.
    job = Job(sys.executable, str(fake / "flood.py"), timeout=3.0, grace=0.5, keep_chars=64 * 1024)
    started = time.monotonic()
    outcome, peak = traced_run(job)
    elapsed = time.monotonic() - started
    assert outcome.status is JobStatus.TIMEOUT
    # The flood does not keep the runner from its deadline (slack for a loaded machine).
    assert 3.0 <= outcome.duration_s <= elapsed < 3.0 + 3 * 0.5 + 8.0, elapsed
    assert peak < 10 * MIB, f"{peak / MIB:.0f} MiB for the kept output"
    for kept, first in ((outcome.log_lines, "W0000 flood.cc:1]"), (outcome.garbage, "garbage")):
        assert kept[0].startswith(first)
        assert any(line.startswith(first) for line in kept[-10:])  # the end is kept too
        assert chars(kept) <= job.keep_chars + 100
        # More was read (and drained) than kept.
        assert cut_count(kept) > 0  # however fast the machine drains, some lines were cut


def test_a_line_without_end_is_cut_and_a_cancel_ends_the_job(fake: Path) -> None:
    job = Job(sys.executable, str(fake / "flood.py"), ["long"], timeout=60, grace=0.5)
    read = []

    def on_event(event: JobEvent) -> None:
        if event.kind == "garbage":
            read.append(event.body["line"])
            job.cancel()

    outcome, peak = traced_run(job, on_event)
    assert outcome.status is JobStatus.CANCELLED
    assert peak < 10 * MIB, f"{peak / MIB:.0f} MiB for one line"
    assert read and all(len(line) <= 5000 for line in read)
    assert outcome.garbage and all(len(line) <= 5000 for line in outcome.garbage)
    assert outcome.garbage[0].startswith("xxxx") and "characters cut" in outcome.garbage[0]


def test_the_interpreter_probe_of_an_endless_printer_is_bounded_and_ends(fake: Path) -> None:
    tracemalloc.start()
    try:
        with pytest.raises(NotAPython, match="did not answer within 1 s"):
            probe_interpreter(str(fake / "yes_python.sh"), timeout=1.0)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 10 * MIB, f"{peak / MIB:.0f} MiB for the probe's output"
    assert not live_groups(), "the probe's process group is gone"
