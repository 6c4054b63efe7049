"""Fixtures of the benchmark tests: recorded and synthetic results, a Python without TF."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
FAKE_JOBS = Path(__file__).parent / "fake_jobs"


@pytest.fixture
def cpu_result() -> dict:
    """A real ``--quick`` result recorded on a 2-core CPU-only machine (with 2 logical CPUs
    standing in for replicas, so the scaling suite is present)."""
    return json.loads((DATA / "cpu_quick_result.json").read_text())


@pytest.fixture(scope="session")
def python_without_tensorflow(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A working Python in which ``import tensorflow`` fails: a bare venv."""
    venv = tmp_path_factory.mktemp("venv-no-tf") / "venv"
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120
    )
    python = venv / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    probe = subprocess.run(
        [str(python), "-c", "import tensorflow"], capture_output=True, timeout=60, check=False
    )
    assert probe.returncode != 0, "the bare venv unexpectedly imports TensorFlow"
    return str(python)
