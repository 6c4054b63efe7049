"""Fixtures of the benchmark tests: a real result recorded on a CPU-only machine."""

from __future__ import annotations

import json

import pytest

from tests.helpers.paths import BENCH_DATA


@pytest.fixture
def cpu_result() -> dict:
    """A real ``--quick`` result recorded on a 2-core CPU-only machine (with 2 logical CPUs
    standing in for replicas, so the scaling suite is present)."""
    return json.loads((BENCH_DATA / "cpu_quick_result.json").read_text())
