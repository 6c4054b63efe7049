"""``tfgpu-gui``'s own command-line options, run as a user would."""

from __future__ import annotations

import os
import subprocess
import sys

from tfgpu_gui import __version__
from tfgpu_gui.appinfo import APP_ID


def gui(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tfgpu_gui.app", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )


def test_version_answers_without_starting_qt():
    result = gui("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"tfgpu-gui {__version__}"


def test_install_and_uninstall_the_desktop_entry(tmp_path):
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"))
    result = gui("--install-desktop-entry", env=env)
    assert result.returncode == 0, result.stderr
    desktop = tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    assert str(desktop) in result.stdout
    exec_line = next(li for li in desktop.read_text().splitlines() if li.startswith("Exec="))
    program = exec_line.removeprefix("Exec=").split(" ")[0].strip('"')
    assert os.path.isabs(program) and os.access(program, os.X_OK)  # works from the menu
    result = gui("--uninstall-desktop-entry", env=env)
    assert result.returncode == 0 and "Removed" in result.stdout
    assert not any((tmp_path / "share").rglob("*"))
    assert "no menu entry" in gui("--uninstall-desktop-entry", env=env).stdout


def test_desktop_entry_failure_is_a_clear_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = gui("--install-desktop-entry", env=dict(os.environ, XDG_DATA_HOME=str(blocker)))
    assert result.returncode == 1
    assert "could not change the desktop entry" in result.stderr
    assert "Traceback" not in result.stderr


def test_unknown_scenario_is_refused():
    result = gui("--simulate", "nope")
    assert result.returncode == 2 and "training" in result.stderr
