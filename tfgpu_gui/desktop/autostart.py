"""Start the app at login, minimized to the tray (like vorta's ``autostart.py``).

Qt-free. One entry per platform, all running ``tfgpu-gui --minimized``:

* Linux and other XDG desktops: ``$XDG_CONFIG_HOME/autostart/<APP_ID>.desktop``
  (freedesktop "Desktop Application Autostart Specification";
  https://specifications.freedesktop.org/autostart-spec/latest/).
* Windows: a value named after the app under
  ``HKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\Run``.
* macOS: a LaunchAgent ``~/Library/LaunchAgents/<APP_ID>.plist`` with ``RunAtLoad``.
"""

from __future__ import annotations

import contextlib
import os
import plistlib
import sys
from pathlib import Path
from typing import Any

from tfgpu_gui.appinfo import APP_ID
from tfgpu_gui.desktop.entry import desktop_file, gui_command

RUN_KEY = r"Software\Microsoft\Windows\CurrentVersion\Run"


def launch_command() -> list[str]:
    """The command line that starts the app minimized: the same program as the menu entry
    (so an entry written from a virtual environment works without activating it)."""
    return [*gui_command(), "--minimized"]


def _platform() -> str:
    if sys.platform.startswith("win"):
        return "windows"
    if sys.platform == "darwin":
        return "macos"
    return "xdg"


# -- XDG ---------------------------------------------------------------------------------------


def xdg_entry_path() -> Path:
    """Where the XDG autostart entry lives (``$XDG_CONFIG_HOME`` or ``~/.config``)."""
    base = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(base) / "autostart" / f"{APP_ID}.desktop"


def desktop_entry(command: list[str]) -> str:
    """The text of the autostart ``.desktop`` file for ``command``: the app's desktop entry
    plus the autostart keys."""
    return desktop_file(command, extra={"X-GNOME-Autostart-enabled": "true"})


# -- macOS -------------------------------------------------------------------------------------


def launch_agent_path() -> Path:
    """Where the macOS LaunchAgent lives."""
    return Path.home() / "Library" / "LaunchAgents" / f"{APP_ID}.plist"


def launch_agent(command: list[str]) -> bytes:
    """The LaunchAgent plist that runs ``command`` at login."""
    return plistlib.dumps({"Label": APP_ID, "ProgramArguments": command, "RunAtLoad": True})


# -- Windows -----------------------------------------------------------------------------------


def _winreg() -> Any:
    import winreg  # only exists on Windows

    return winreg


def _windows_set(enabled: bool, command: list[str]) -> None:
    winreg = _winreg()
    with winreg.OpenKey(winreg.HKEY_CURRENT_USER, RUN_KEY, 0, winreg.KEY_SET_VALUE) as key:
        if enabled:
            line = " ".join(f'"{part}"' if " " in part else part for part in command)
            winreg.SetValueEx(key, APP_ID, 0, winreg.REG_SZ, line)
        else:
            with contextlib.suppress(FileNotFoundError):
                winreg.DeleteValue(key, APP_ID)


def _windows_enabled() -> bool:
    winreg = _winreg()
    try:
        with winreg.OpenKey(winreg.HKEY_CURRENT_USER, RUN_KEY) as key:
            winreg.QueryValueEx(key, APP_ID)
    except FileNotFoundError:
        return False
    return True


# -- public API --------------------------------------------------------------------------------


def is_enabled() -> bool:
    """Whether an autostart entry of the app exists for this user."""
    platform = _platform()
    if platform == "windows":
        return _windows_enabled()
    if platform == "macos":
        return launch_agent_path().exists()
    return xdg_entry_path().exists()


def enable(command: list[str] | None = None) -> Path | str:
    """Install the autostart entry; returns where it was written.

    Raises:
        OSError: the entry could not be written (read-only home, registry denied).
    """
    command = command or launch_command()
    platform = _platform()
    if platform == "windows":
        _windows_set(True, command)
        return f"HKCU\\{RUN_KEY}\\{APP_ID}"
    if platform == "macos":
        path = launch_agent_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(launch_agent(command))
        return path
    path = xdg_entry_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".desktop.tmp")
    tmp.write_text(desktop_entry(command), encoding="utf-8")
    tmp.replace(path)
    return path


def disable() -> None:
    """Remove the autostart entry (nothing happens when there is none)."""
    platform = _platform()
    if platform == "windows":
        _windows_set(False, [])
        return
    path = launch_agent_path() if platform == "macos" else xdg_entry_path()
    path.unlink(missing_ok=True)


def set_enabled(enabled: bool) -> None:
    """Install or remove the entry."""
    if enabled:
        enable()
    else:
        disable()
