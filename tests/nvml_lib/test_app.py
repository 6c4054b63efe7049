"""The real app (window, tray, sampler thread) on NVML through the test library, under Xvfb
with a real tray host; one NVML call made to take 2 s must not freeze the window."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.nvml_lib.driver import HERE, REPO
from tests.ui.shell.test_xvfb import xdisplay  # noqa: F401 - the Xvfb + trayer fixture

pytestmark = pytest.mark.xvfb


def test_window_and_tray_on_the_test_library(driver, xdisplay):  # noqa: F811
    env = {**driver.env(None), **{k: v for k, v in xdisplay.items() if k != "PYTHONPATH"}}
    env["TFGPU_TEST_NVML_STATE"] = str(driver.state_file)
    proc = subprocess.run(
        [sys.executable, str(HERE / "app_child.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=REPO,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["tray_available"] and result["tray_visible"], result
    assert result["sampled"] and result["drawn"], result
    assert result["backend"] == "nvml" and result["driver"] == "580.95.05"
    assert result["names"] == ["NVIDIA H100 80GB HBM3 #0", "NVIDIA A100-SXM4-40GB"]
    assert result["mig_util"][1] is None and result["mig_util"][0] == 72
    rows = result["process_rows"]
    hidden = [r for r in rows if r[2] == "(in another container)"]
    from tfgpu_gui.ui.monitor.process_model import COLUMNS

    container = [c.title for c in COLUMNS].index("Container")
    assert len(hidden) == 1 and hidden[0][4] == "1.0 GiB" and hidden[0][container] == "n/a"
    assert "GPU 1" in result["tooltip"]
    # The sampler waited 2 s inside NVML (twice: two GPUs), the event loop did not.
    assert result["max_sample_gap_s"] >= 2.0, result
    assert result["max_event_gap_s"] < 0.5, result
    assert result["window_visible"] and result["quit_stops_thread"], result
