"""The autostart entry: XDG file on Linux; the macOS and Windows paths with fakes."""

from __future__ import annotations

import plistlib
import sys
import types

import pytest

from tfgpu_gui.appinfo import APP_ID
from tfgpu_gui.desktop import autostart


@pytest.fixture
def xdg(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setattr(autostart, "_platform", lambda: "xdg")
    return tmp_path


def test_xdg_enable_disable(xdg):
    assert not autostart.is_enabled()
    path = autostart.enable(["/usr/bin/tfgpu-gui", "--minimized"])
    assert path == xdg / "autostart" / f"{APP_ID}.desktop"
    text = path.read_text()
    assert "Exec=/usr/bin/tfgpu-gui --minimized" in text and "Type=Application" in text
    assert autostart.is_enabled()
    autostart.disable()
    autostart.disable()  # twice is fine
    assert not autostart.is_enabled()


def test_default_command_starts_minimized(xdg):
    assert autostart.launch_command()[-1] == "--minimized"
    autostart.set_enabled(True)
    assert "--minimized" in autostart.xdg_entry_path().read_text()


def test_macos_launch_agent(tmp_path, monkeypatch):
    monkeypatch.setattr(autostart, "_platform", lambda: "macos")
    monkeypatch.setattr(autostart.Path, "home", classmethod(lambda cls: tmp_path))
    path = autostart.enable(["/app/tfgpu-gui", "--minimized"])
    data = plistlib.loads(path.read_bytes())
    assert data == {
        "Label": APP_ID,
        "ProgramArguments": ["/app/tfgpu-gui", "--minimized"],
        "RunAtLoad": True,
    }
    assert autostart.is_enabled()
    autostart.disable()
    assert not autostart.is_enabled()


def test_windows_run_key(monkeypatch):
    values: dict[str, str] = {}

    class Key:
        def __enter__(self):
            return self

        def __exit__(self, *a):
            return False

    def query(key, name):
        if name not in values:
            raise FileNotFoundError(name)
        return values[name], 1

    def delete(key, name):
        if name not in values:
            raise FileNotFoundError(name)
        del values[name]

    fake = types.SimpleNamespace(
        HKEY_CURRENT_USER=1,
        KEY_SET_VALUE=2,
        REG_SZ=1,
        OpenKey=lambda *a: Key(),
        SetValueEx=lambda key, name, _r, _t, value: values.__setitem__(name, value),
        QueryValueEx=query,
        DeleteValue=delete,
    )
    monkeypatch.setitem(sys.modules, "winreg", fake)
    monkeypatch.setattr(autostart, "_platform", lambda: "windows")
    autostart.enable(["C:\\Program Files\\tfgpu\\tfgpu-gui.exe", "--minimized"])
    assert values[APP_ID] == '"C:\\Program Files\\tfgpu\\tfgpu-gui.exe" --minimized'
    assert autostart.is_enabled()
    autostart.disable()
    assert not autostart.is_enabled()
