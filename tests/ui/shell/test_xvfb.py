"""The app on a real X display (Xvfb) with a real tray host (trayer): icon, menu, window."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.xvfb

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def xdisplay():
    """Start Xvfb and trayer; yield the environment for a child on that display."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb trayer xdotool)")
    for tool in ("trayer", "xdotool"):
        assert shutil.which(tool), f"{tool} is needed with Xvfb: apt-get install {tool}"
    # -displayfd: Xvfb picks a free display and writes its number once it accepts clients.
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    with os.fdopen(read_fd) as f:
        n = f.readline().strip()
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=f":{n}", QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT))
    tray = None
    try:
        assert n, "Xvfb did not start"
        tray = subprocess.Popen(
            [
                "trayer",
                "--edge",
                "top",
                "--align",
                "right",
                "--widthtype",
                "pixel",
                "--width",
                "200",
                "--height",
                "32",
                "--SetDockType",
                "true",
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        yield env
    finally:
        for p in (tray, xvfb):
            if p is not None:
                p.terminate()
                try:
                    p.wait(5)
                except subprocess.TimeoutExpired:
                    p.kill()


def test_tray_icon_menu_and_window_on_a_real_display(xdisplay):
    proc = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "ui" / "shell" / "xvfb_child.py")],
        env=xdisplay,
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
        cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["tray_available"], result
    assert result["tray_visible"] and result["sampled"] and result["started_hidden"], result
    assert result["icon_geometry"][2] > 0, result
    for key in (
        "click_shows_window",
        "window_mapped",
        "drawn",
        "menu_hides_window",
        "window_unmapped",
        "paused",
        "menu_shows_window",
        "close_hides_to_tray",
        "quit_stops_thread",
    ):
        assert result[key], (key, result)
    assert result["tooltip_lines"] == 11  # name, 8 GPUs, the latest alert, top process
