"""Fixtures of the job tests: the fake job scripts and a Python without TensorFlow."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

FAKE = Path(__file__).parent / "fake"


@pytest.fixture
def fake() -> Path:
    return FAKE


@pytest.fixture(scope="session")
def python_without_tf(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A virtual environment without TensorFlow (and without pip, so it is quick to make)."""
    env = tmp_path_factory.mktemp("venv-no-tf")
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(env)], check=True, timeout=120
    )
    return str(env / "bin" / "python")
