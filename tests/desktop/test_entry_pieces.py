"""The desktop entry's pieces: Exec quoting, the text, the command, the paths, the icon cache."""

from __future__ import annotations

import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest

from tfgpu_gui.appinfo import APP_ID
from tfgpu_gui.desktop import entry

HAND_WRITTEN = """\
[Desktop Entry]
Type=Application
Version=1.4
Name=TF GPU Monitor
GenericName=GPU Monitor
Comment=Watch, diagnose and benchmark TensorFlow on NVIDIA GPUs
Exec="/home/a b/tfgpu-gui" --minimized
Icon=io.github.tfgpu_gui.TfgpuGui
Terminal=false
Categories=System;Monitor;
Keywords=GPU;NVIDIA;CUDA;TensorFlow;nvidia-smi;monitor;benchmark;
StartupNotify=false
StartupWMClass=tfgpu-gui
"""


def test_desktop_file_text():
    assert entry.desktop_file(["/home/a b/tfgpu-gui", "--minimized"]) == HAND_WRITTEN
    extra = entry.desktop_file(["/home/a b/tfgpu-gui", "--minimized"], {"X-Extra": "1"})
    assert extra == HAND_WRITTEN + "X-Extra=1\n"


@pytest.mark.parametrize(
    ("arg", "quoted"),
    [
        ("", '""'),
        ("plain-word_1.0", "plain-word_1.0"),
        ("a\tb", '"a\tb"'),
        ("a\nb", '"a\nb"'),
        ("it's", '"it\'s"'),
        ("a\\b", '"a\\\\b"'),
        ("a>b", '"a>b"'),
        ("a<b", '"a<b"'),
        ("~/x", '"~/x"'),
        ("a|b", '"a|b"'),
        ("a&b", '"a&b"'),
        ("a;b", '"a;b"'),
        ("$x", '"\\$x"'),
        ("a*", '"a*"'),
        ("a?", '"a?"'),
        ("#a", '"#a"'),
        ("(a)", '"(a)"'),
        ("`a`", '"\\`a\\`"'),
        ('"', '"\\""'),
        ("100%", "100%%"),
        ("a b%", '"a b%%"'),
        # Only ", `, $ and \\ are escaped inside the quotes.
        ("/opt/X11/my app", '"/opt/X11/my app"'),
    ],
)
def test_exec_argument_quotes_reserved_characters(arg, quoted):
    assert entry.exec_argument(arg) == quoted


def test_gui_command_in_a_bundle_is_the_executable(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "TF GPU Monitor"))
    assert entry.gui_command() == [str(tmp_path / "TF GPU Monitor")]


def test_gui_command_prefers_the_script_beside_the_interpreter(monkeypatch, tmp_path):
    (tmp_path / "tfgpu-gui").write_text("#!/bin/sh\n")
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python3"))
    monkeypatch.setattr(entry.shutil, "which", lambda name: "/usr/bin/" + name)
    assert entry.gui_command() == [str(tmp_path / "tfgpu-gui")]


def test_gui_command_then_the_script_on_path(monkeypatch, tmp_path):
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python3"))
    asked = []
    monkeypatch.setattr(entry.shutil, "which", lambda name: asked.append(name) or "/usr/bin/x")
    assert entry.gui_command() == ["/usr/bin/x"]
    assert asked == ["tfgpu-gui"]


def test_gui_command_else_the_interpreter_runs_the_package(monkeypatch, tmp_path):
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "python3"))
    monkeypatch.setattr(entry.shutil, "which", lambda name: None)
    assert entry.gui_command() == [str(tmp_path / "python3"), "-m", "tfgpu_gui"]


@pytest.mark.parametrize("value", [None, ""])
def test_data_home_defaults_to_local_share(monkeypatch, tmp_path, value):
    if value is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", value)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    assert entry.data_home() == tmp_path / ".local" / "share"


def test_installed_paths_name_every_file(tmp_path):
    icons = tmp_path / "icons" / "hicolor"
    assert entry.installed_paths(tmp_path) == [
        tmp_path / "applications" / "io.github.tfgpu_gui.TfgpuGui.desktop",
        *(
            icons / f"{n}x{n}" / "apps" / "io.github.tfgpu_gui.TfgpuGui.png"
            for n in (16, 22, 24, 32, 48, 64, 128, 256, 512)
        ),
        icons / "scalable" / "apps" / "io.github.tfgpu_gui.TfgpuGui.svg",
    ]


def test_installed_paths_default_to_the_data_home(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert entry.installed_paths()[0] == tmp_path / "applications" / f"{APP_ID}.desktop"


def test_install_copies_the_shipped_icons_and_leaves_no_temporary_file(tmp_path, monkeypatch):
    monkeypatch.setattr(entry, "gui_command", lambda: ["/venv/bin/tfgpu-gui"])
    written = entry.install(tmp_path)
    shipped = resources.files("tfgpu_gui.resources") / "icons" / "hicolor"
    svg = tmp_path / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg in written
    assert svg.read_bytes() == (shipped / "scalable" / "apps" / f"{APP_ID}.svg").read_bytes()
    png = tmp_path / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png"
    assert png.read_bytes() == (shipped / "48x48" / "apps" / f"{APP_ID}.png").read_bytes()
    assert [p.name for p in (tmp_path / "applications").iterdir()] == [f"{APP_ID}.desktop"]
    text = (tmp_path / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert "Exec=/venv/bin/tfgpu-gui\n" in text
    # Installing over an earlier install is fine.
    assert entry.install(tmp_path, ["tfgpu-gui"]) == written


def test_uninstall_removes_empty_folders_up_to_the_data_home_only(tmp_path):
    home = tmp_path / "share"
    keep = tmp_path / "outside.txt"
    keep.write_text("x")
    entry.install(home, ["tfgpu-gui"])
    entry.uninstall(home)
    assert home.is_dir() and list(home.iterdir()) == []
    assert keep.exists()


def test_uninstall_keeps_a_folder_with_other_files(tmp_path):
    entry.install(tmp_path, ["tfgpu-gui"])
    theirs = tmp_path / "icons" / "hicolor" / "48x48" / "apps" / "other.png"
    theirs.write_bytes(b"png")
    removed = entry.uninstall(tmp_path)
    assert len(removed) == 11
    assert theirs.exists()
    assert not (tmp_path / "icons" / "hicolor" / "64x64").exists()
    assert not (tmp_path / "applications").exists()


@pytest.fixture
def icon_cache(monkeypatch):
    """A fake gtk-update-icon-cache: records the command lines it was started with."""
    calls: list[list[str]] = []

    def run(argv, **kwargs):
        calls.append(argv)
        assert kwargs == {"capture_output": True, "timeout": 30, "check": False}
        return subprocess.CompletedProcess(argv, 0)

    monkeypatch.setattr(
        entry.shutil, "which", lambda name: "/usr/bin/" + name if "icon" in name else None
    )
    monkeypatch.setattr(entry.subprocess, "run", run)
    return calls


def test_an_existing_icon_cache_is_refreshed(tmp_path, icon_cache):
    hicolor = tmp_path / "icons" / "hicolor"
    hicolor.mkdir(parents=True)
    (hicolor / "icon-theme.cache").write_bytes(b"")
    entry.install(tmp_path, ["tfgpu-gui"])
    assert icon_cache == [["/usr/bin/gtk-update-icon-cache", "-q", "-t", str(hicolor)]]
    entry.uninstall(tmp_path)
    assert len(icon_cache) == 2


def test_no_icon_cache_is_made_where_there_is_none(tmp_path, icon_cache):
    entry.install(tmp_path, ["tfgpu-gui"])
    assert icon_cache == []


def test_no_icon_cache_tool_means_no_refresh(tmp_path, icon_cache, monkeypatch):
    monkeypatch.setattr(entry.shutil, "which", lambda name: None)
    hicolor = tmp_path / "icons" / "hicolor"
    hicolor.mkdir(parents=True)
    (hicolor / "icon-theme.cache").write_bytes(b"")
    entry.install(tmp_path, ["tfgpu-gui"])
    assert icon_cache == []


@pytest.mark.parametrize(
    "error", [OSError("no exec"), subprocess.TimeoutExpired(["gtk-update-icon-cache"], 30)]
)
def test_a_failing_icon_cache_tool_does_not_fail_the_install(tmp_path, monkeypatch, error):
    def run(argv, **kwargs):
        raise error

    monkeypatch.setattr(entry.shutil, "which", lambda name: "/usr/bin/" + name)
    monkeypatch.setattr(entry.subprocess, "run", run)
    hicolor = tmp_path / "icons" / "hicolor"
    hicolor.mkdir(parents=True)
    (hicolor / "icon-theme.cache").write_bytes(b"")
    assert len(entry.install(tmp_path, ["tfgpu-gui"])) == 11


def test_is_installed_defaults_to_the_data_home(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert not entry.is_installed()
    entry.install(command=["tfgpu-gui"])
    assert entry.is_installed()
