"""``tfgpu-gui``'s own command-line options, run as a user would."""

from __future__ import annotations

import os

from tests.helpers.cli import run_tfgpu_gui
from tfgpu_gui import __version__
from tfgpu_gui.appinfo import APP_ID


def test_version_answers_without_starting_qt():
    result = run_tfgpu_gui("--version")
    assert result.returncode == 0 and result.stdout.strip() == f"tfgpu-gui {__version__}"


def test_install_and_uninstall_the_desktop_entry(tmp_path):
    env = {"XDG_DATA_HOME": str(tmp_path / "share")}
    result = run_tfgpu_gui("--install-desktop-entry", env=env)
    assert result.returncode == 0, result.stderr
    desktop = tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    assert str(desktop) in result.stdout
    exec_line = next(li for li in desktop.read_text().splitlines() if li.startswith("Exec="))
    program = exec_line.removeprefix("Exec=").split(" ")[0].strip('"')
    assert os.path.isabs(program) and os.access(program, os.X_OK)  # works from the menu
    result = run_tfgpu_gui("--uninstall-desktop-entry", env=env)
    assert result.returncode == 0 and "Removed" in result.stdout
    assert not any((tmp_path / "share").rglob("*"))
    assert "no menu entry" in run_tfgpu_gui("--uninstall-desktop-entry", env=env).stdout


def test_desktop_entry_failure_is_a_clear_message(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = run_tfgpu_gui("--install-desktop-entry", env={"XDG_DATA_HOME": str(blocker)})
    assert result.returncode == 1
    assert "could not change the desktop entry" in result.stderr
    assert "Traceback" not in result.stderr


def test_unknown_scenario_is_refused():
    result = run_tfgpu_gui("--simulate", "nope")
    assert result.returncode == 2 and "training" in result.stderr
