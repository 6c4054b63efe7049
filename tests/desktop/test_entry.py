"""The desktop file, the AppStream metainfo and the per-user desktop-entry install."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from xml.etree import ElementTree

import pytest

from tfgpu_gui.appinfo import APP_ID
from tfgpu_gui.desktop import entry as desktop_entry

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"


def tool(name: str) -> str:
    """The path of a validator; CI installs them (.ci/run), so there a missing one fails."""
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is not installed; .ci/run installs it")
        pytest.skip(f"{name} is not installed here (apt-get install desktop-file-utils appstream)")
    return path


def test_packaged_desktop_file_is_the_generated_one():
    assert DESKTOP.read_text("utf-8") == desktop_entry.desktop_file(["tfgpu-gui"])


def test_desktop_file_validates():
    result = subprocess.run(
        [tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_metainfo_validates_and_matches_the_app():
    result = subprocess.run(
        [tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    root = ElementTree.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name
    for image in root.iter("image"):
        name = re.sub(r".*/docs/", "docs/", image.text.strip())
        assert (ROOT / name).is_file(), f"{name} is referenced but not in docs/"


def test_exec_quoting_follows_the_spec():
    assert desktop_entry.exec_line(["tfgpu-gui"]) == "tfgpu-gui"
    assert (
        desktop_entry.exec_line(["/home/a b/venv/bin/tfgpu-gui", "--minimized"])
        == '"/home/a b/venv/bin/tfgpu-gui" --minimized'
    )
    assert desktop_entry.exec_line(['/x/$HOME"q']) == '"/x/\\$HOME\\"q"'
    assert desktop_entry.exec_line(["50%"]) == "50%%"


def test_install_and_uninstall_leave_nothing_behind(tmp_path):
    home = tmp_path / "share"
    command = [str(tmp_path / "my env" / "bin" / "tfgpu-gui")]
    written = desktop_entry.install(home, command)
    assert set(written) == set(desktop_entry.installed_paths(home))
    assert desktop_entry.is_installed(home)
    desktop = home / "applications" / f"{APP_ID}.desktop"
    assert f'Exec="{command[0]}"' in desktop.read_text()
    for size in desktop_entry.ICON_SIZES:
        png = home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    result = subprocess.run(
        [tool("desktop-file-validate"), str(desktop)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout
    removed = desktop_entry.uninstall(home)
    assert set(removed) == set(written)
    assert not desktop_entry.is_installed(home)
    assert not home.exists() or not any(home.rglob("*"))


def test_uninstall_keeps_what_is_not_ours(tmp_path):
    home = tmp_path / "share"
    other = home / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n")
    desktop_entry.install(home, ["tfgpu-gui"])
    desktop_entry.uninstall(home)
    assert other.exists()
    assert desktop_entry.uninstall(home) == []  # a second uninstall is not an error


def test_install_follows_xdg_data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    desktop_entry.install(command=["tfgpu-gui"])
    assert (tmp_path / "xdg" / "applications" / f"{APP_ID}.desktop").exists()
    desktop_entry.uninstall()
    assert not (tmp_path / "xdg" / "applications").exists()
