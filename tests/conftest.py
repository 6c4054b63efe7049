"""Shared test configuration: nothing here may import Qt (the core tests run without it).

Qt fixtures live in ``tests/ui/conftest.py``; helpers that tests import live in
``tests/helpers/``.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile

import pytest

# Tests never depend on the user's colour settings or terminal.
os.environ.pop("FORCE_COLOR", None)
os.environ["NO_COLOR"] = "1"
# ... nor on the user's own settings (`tfgpu watch --notify` reads the app's thresholds): the
# config folder of the tests and of the commands they start is an empty one of their own.
_CONFIG_HOME = tempfile.mkdtemp(prefix="tfgpu-tests-config-")
os.environ["XDG_CONFIG_HOME"] = _CONFIG_HOME
atexit.register(shutil.rmtree, _CONFIG_HOME, True)


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


@pytest.fixture(autouse=True, scope="session")
def _job_children_start_unmutated_scripts():
    """Under mutmut, the job scripts' children start from the sources, not mutmut's copy.

    mutmut rewrites a mutated file to import ``mutmut`` first, which the interpreters the tests
    start the scripts in (a bare venv) do not have. A child never runs a mutant anyway: mutmut
    picks it by module name and the child's module is ``__main__``; the mutants of the scripts
    are reached by the tests that import them. Outside mutmut this changes nothing.
    """
    from pathlib import Path

    from tfgpu_gui.jobs import runner

    scripts = Path(runner.SCRIPTS_DIR)
    if "mutmut generated" not in (scripts / "bench.py").read_text(encoding="utf-8"):
        yield
        return
    # mutmut's copy is <root>/mutants/tfgpu_gui/jobs/scripts; the sources are <root>/tfgpu_gui/...
    sources = scripts.parents[3] / "tfgpu_gui" / "jobs" / "scripts"
    assert "mutmut generated" not in (sources / "bench.py").read_text(encoding="utf-8")
    saved = runner.SCRIPTS_DIR
    runner.SCRIPTS_DIR = str(sources)
    try:
        yield
    finally:
        runner.SCRIPTS_DIR = saved
