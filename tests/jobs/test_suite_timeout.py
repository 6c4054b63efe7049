"""The whole suite runs under pytest-timeout, so a hung child fails its test instead of CI.

pyproject.toml sets ``timeout = 300``; this checks that the plugin is really loaded with that
value, and that it really ends a test blocked on a child process that never returns (in a
separate pytest run with a 2-second limit, timed).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

HUNG = """
import subprocess, sys

def test_waits_for_a_child_that_never_ends():
    subprocess.run([sys.executable, "-c", "import time; time.sleep(120)"], check=False)
"""


def test_pytest_timeout_is_loaded_with_the_configured_limit(pytestconfig: pytest.Config) -> None:
    assert pytestconfig.pluginmanager.hasplugin("timeout")
    assert float(pytestconfig.getini("timeout")) == 300.0
    # A signal handler cannot run while the main thread waits inside Qt or C: a thread can.
    assert pytestconfig.getini("timeout_method") == "thread"


def test_a_test_hung_on_a_child_fails_after_its_timeout(tmp_path: Path) -> None:
    (tmp_path / "test_hung.py").write_text(HUNG, encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--timeout", "2",
         "--rootdir", str(tmp_path), "-c", str(tmp_path / "pytest.ini"), str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=100,
        check=False,
        cwd=tmp_path,
    )  # fmt: skip
    elapsed = time.monotonic() - started
    assert result.returncode == 1, result.stdout + result.stderr
    assert "Timeout" in result.stdout and "1 failed" in result.stdout, result.stdout
    assert elapsed < 60, f"the hung test took {elapsed:.0f} s to fail"
