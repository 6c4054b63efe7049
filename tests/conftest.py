"""Shared test configuration: nothing here may import Qt (the core tests run without it).

Qt fixtures live in ``tests/ui/conftest.py``; helpers that tests import live in
``tests/helpers/``.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

# Tests never depend on the user's colour settings or terminal.
os.environ.pop("FORCE_COLOR", None)
os.environ["NO_COLOR"] = "1"


@pytest.fixture(scope="session")
def python_without_tf(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A working Python in which ``import tensorflow`` fails: a bare venv (no pip: quick)."""
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
