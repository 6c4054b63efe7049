"""The autostart entry per platform: which one is picked, where it lands, what it holds."""

from __future__ import annotations

import plistlib
import sys
import types
from pathlib import Path

import pytest

from tfgpu_gui.appinfo import APP_ID
from tfgpu_gui.desktop import autostart, entry

RUN_KEY = "Software\\Microsoft\\Windows\\CurrentVersion\\Run"


@pytest.mark.parametrize(
    ("platform", "expected"),
    [
        ("win32", "windows"),
        ("cygwin", "xdg"),
        ("darwin", "macos"),
        ("linux", "xdg"),
        ("freebsd14", "xdg"),
    ],
)
def test_the_platform_picks_the_kind_of_entry(monkeypatch, platform, expected):
    monkeypatch.setattr(sys, "platform", platform)
    assert autostart._platform() == expected


@pytest.mark.parametrize("value", [None, ""])
def test_xdg_entry_defaults_to_dot_config(tmp_path, monkeypatch, value):
    if value is None:
        monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CONFIG_HOME", value)
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    assert autostart.xdg_entry_path() == tmp_path / ".config" / "autostart" / f"{APP_ID}.desktop"


def test_launch_agent_path_is_in_the_users_library(tmp_path, monkeypatch):
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    assert autostart.launch_agent_path() == (
        tmp_path / "Library" / "LaunchAgents" / "io.github.tfgpu_gui.TfgpuGui.plist"
    )


def test_launch_command_is_the_menu_command_minimized(monkeypatch):
    monkeypatch.setattr(autostart, "gui_command", lambda: ["/opt/tfgpu/bin/tfgpu-gui"])
    assert autostart.launch_command() == ["/opt/tfgpu/bin/tfgpu-gui", "--minimized"]


def test_xdg_entry_text_is_the_menu_entry_plus_autostart_key():
    text = autostart.desktop_entry(["/usr/bin/tfgpu-gui", "--minimized"])
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    assert "Exec=/usr/bin/tfgpu-gui --minimized" in lines
    assert lines[-1] == "X-GNOME-Autostart-enabled=true"
    assert text == entry.desktop_file(["/usr/bin/tfgpu-gui", "--minimized"]) + (
        "X-GNOME-Autostart-enabled=true\n"
    )


def test_xdg_enable_creates_missing_folders_and_can_run_twice(tmp_path, monkeypatch):
    config = tmp_path / "not" / "yet"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setattr(autostart, "_platform", lambda: "xdg")
    first = autostart.enable(["tfgpu-gui", "--minimized"])
    second = autostart.enable(["/other/tfgpu-gui", "--minimized"])
    assert first == second == config / "autostart" / f"{APP_ID}.desktop"
    assert "Exec=/other/tfgpu-gui --minimized\n" in second.read_text(encoding="utf-8")
    # Written through a temporary file that is renamed: nothing else is left in the folder.
    assert [p.name for p in (config / "autostart").iterdir()] == [f"{APP_ID}.desktop"]


def test_enable_without_a_command_uses_the_launch_command(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr(autostart, "_platform", lambda: "xdg")
    monkeypatch.setattr(autostart, "gui_command", lambda: ["/venv/bin/tfgpu-gui"])
    path = autostart.enable()
    assert "Exec=/venv/bin/tfgpu-gui --minimized\n" in path.read_text(encoding="utf-8")


def test_set_enabled_false_removes_the_entry(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr(autostart, "_platform", lambda: "xdg")
    autostart.set_enabled(True)
    assert autostart.is_enabled()
    autostart.set_enabled(False)
    assert not autostart.is_enabled()
    assert not (tmp_path / "autostart" / f"{APP_ID}.desktop").exists()


def test_macos_enable_twice_and_disable(tmp_path, monkeypatch):
    monkeypatch.setattr(autostart, "_platform", lambda: "macos")
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: tmp_path))
    autostart.enable(["/a/tfgpu-gui", "--minimized"])
    path = autostart.enable(["/b/tfgpu-gui", "--minimized"])
    assert path == tmp_path / "Library" / "LaunchAgents" / f"{APP_ID}.plist"
    assert plistlib.loads(path.read_bytes())["ProgramArguments"] == ["/b/tfgpu-gui", "--minimized"]
    # The XDG entry is not what macOS looks at.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    autostart.disable()
    assert not path.exists()
    assert not autostart.is_enabled()


class FakeRegistry:
    """The part of ``winreg`` the Windows entry uses, recording each call; like the real one,
    it takes values only through the handle ``OpenKey`` gave."""

    HKEY_CURRENT_USER = "HKCU"
    KEY_SET_VALUE = 0x0002
    REG_SZ = 1

    def __init__(self) -> None:
        self.values: dict[str, tuple[int, int, str]] = {}
        self.opened: list[tuple] = []
        self.handle = object()

    def OpenKey(self, *args):
        self.opened.append(args)
        handle = self.handle

        class Key:
            def __enter__(self):
                return handle

            def __exit__(self, *exc):
                return False

        return Key()

    def _check(self, key) -> None:
        if key is not self.handle:
            raise TypeError("The object is not a PyHKEY object")

    def SetValueEx(self, key, name, reserved, kind, value):
        self._check(key)
        self.values[name] = (reserved, kind, value)

    def QueryValueEx(self, key, name):
        self._check(key)
        if name not in self.values:
            raise FileNotFoundError(name)
        return self.values[name][2], self.values[name][1]

    def DeleteValue(self, key, name):
        self._check(key)
        if name not in self.values:
            raise FileNotFoundError(name)
        del self.values[name]


@pytest.fixture
def registry(monkeypatch):
    fake = FakeRegistry()
    module = types.SimpleNamespace(
        **{n: getattr(fake, n) for n in dir(FakeRegistry) if not n.startswith("_")}
    )
    monkeypatch.setitem(sys.modules, "winreg", module)
    monkeypatch.setattr(autostart, "_platform", lambda: "windows")
    return fake


def test_windows_value_is_written_to_the_users_run_key(registry):
    where = autostart.enable(["C:\\tfgpu\\tfgpu-gui.exe", "--minimized"])
    assert where == "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run\\" + APP_ID
    assert registry.opened == [("HKCU", RUN_KEY, 0, 0x0002)]
    assert registry.values == {APP_ID: (0, 1, "C:\\tfgpu\\tfgpu-gui.exe --minimized")}


def test_windows_is_enabled_reads_the_run_key(registry):
    assert not autostart.is_enabled()
    assert registry.opened == [("HKCU", RUN_KEY)]
    registry.values[APP_ID] = (0, 1, "x")
    assert autostart.is_enabled()


def test_windows_disable_without_a_value_is_not_an_error(registry):
    autostart.disable()
    assert registry.values == {}
    assert registry.opened == [("HKCU", RUN_KEY, 0, 0x0002)]
    autostart.enable(["tfgpu-gui"])
    assert autostart.is_enabled()
    autostart.set_enabled(False)
    assert registry.values == {}
    assert not autostart.is_enabled()
