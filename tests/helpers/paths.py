"""Where the tests' recorded data and deliberately broken child scripts live."""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
BENCH_DATA = TESTS / "bench" / "data"
BENCH_FAKE_JOBS = TESTS / "bench" / "fake_jobs"
JOB_FAKES = TESTS / "jobs" / "fake"
