"""The app's freedesktop.org desktop entry, and installing it for one user (no root).

``tfgpu-gui --install-desktop-entry`` writes the desktop file and the icons under the user's
XDG data directory (``$XDG_DATA_HOME``, default ``~/.local/share``) so the app appears in the
desktop's menu; ``--uninstall-desktop-entry`` removes exactly those files again. Qt-free.

The same text, with ``Exec=tfgpu-gui``, is the desktop file that distribution packages ship
(``packaging/<app id>.desktop``; a test keeps the two identical). Specifications:
https://specifications.freedesktop.org/desktop-entry-spec/latest/ and
https://specifications.freedesktop.org/icon-theme-spec/latest/
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from tfgpu_gui.appinfo import APP_ID, DISPLAY_NAME, GUI_COMMAND

if TYPE_CHECKING:
    from importlib.abc import Traversable

COMMENT = "Watch, diagnose and benchmark TensorFlow on NVIDIA GPUs"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Characters that make the desktop-entry spec require a quoted argument.
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def exec_argument(arg: str) -> str:
    """Quote one argument of an ``Exec`` key as the desktop-entry spec asks."""
    arg = arg.replace("%", "%%")
    if not arg or any(c in _RESERVED for c in arg):
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in arg)
        return f'"{escaped}"'
    return arg


def exec_line(command: list[str]) -> str:
    return " ".join(exec_argument(a) for a in command)


def desktop_file(command: list[str], extra: dict[str, str] | None = None) -> str:
    """The ``[Desktop Entry]`` text that starts ``command``; ``extra`` adds keys (autostart)."""
    keys = {
        "Type": "Application",
        "Version": "1.4",
        "Name": DISPLAY_NAME,
        "GenericName": "GPU Monitor",
        "Comment": COMMENT,
        "Exec": exec_line(command),
        "Icon": APP_ID,
        "Terminal": "false",
        "Categories": "System;Monitor;",
        "Keywords": "GPU;NVIDIA;CUDA;TensorFlow;nvidia-smi;monitor;benchmark;",
        "StartupNotify": "false",
        "StartupWMClass": GUI_COMMAND,
    }
    keys.update(extra or {})
    return "[Desktop Entry]\n" + "".join(f"{k}={v}\n" for k, v in keys.items())


def gui_command() -> list[str]:
    """How to start the app from a menu: the installed ``tfgpu-gui`` script when there is
    one beside this interpreter or on PATH, else this interpreter running the package (so an
    entry written from a virtual environment works without activating it)."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: the executable is the app
        return [sys.executable]
    beside = Path(sys.executable).with_name(GUI_COMMAND)
    if beside.exists():
        return [str(beside)]
    found = shutil.which(GUI_COMMAND)
    if found:
        return [found]
    return [sys.executable, "-m", "tfgpu_gui"]


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def _icon_sources() -> Iterator[tuple[str, Traversable]]:
    """(size folder, file) of every icon shipped in the package."""
    hicolor = resources.files("tfgpu_gui.resources") / "icons" / "hicolor"
    for size in ICON_SIZES:
        yield f"{size}x{size}", hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    yield "scalable", hicolor / "scalable" / "apps" / f"{APP_ID}.svg"


def installed_paths(home: Path | None = None) -> list[Path]:
    """Every file :func:`install` writes."""
    home = home or data_home()
    paths = [home / "applications" / f"{APP_ID}.desktop"]
    for folder, source in _icon_sources():
        paths.append(home / "icons" / "hicolor" / folder / "apps" / source.name)
    return paths


def _refresh_icon_cache(home: Path) -> None:
    """Update the user's icon cache if the desktop keeps one there (else the new icon would
    stay invisible until the next login); never creates one, never fails the install."""
    hicolor = home / "icons" / "hicolor"
    exe = shutil.which("gtk-update-icon-cache")
    if exe and (hicolor / "icon-theme.cache").exists():
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            subprocess.run(
                [exe, "-q", "-t", str(hicolor)], capture_output=True, timeout=30, check=False
            )


def install(home: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the desktop file and icons for this user; returns the files written.

    Raises:
        OSError: a file could not be written (the message names it).
    """
    home = home or data_home()
    written = []
    desktop = home / "applications" / f"{APP_ID}.desktop"
    desktop.parent.mkdir(parents=True, exist_ok=True)
    tmp = desktop.with_suffix(".tmp")
    tmp.write_text(desktop_file(command or gui_command()), encoding="utf-8")
    tmp.replace(desktop)
    written.append(desktop)
    for folder, source in _icon_sources():
        target = home / "icons" / "hicolor" / folder / "apps" / source.name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(source.read_bytes())
        written.append(target)
    _refresh_icon_cache(home)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote, and the folders it leaves empty; returns the removed
    files (an entry that was never installed is not an error)."""
    home = home or data_home()
    removed = []
    for path in installed_paths(home):
        if path.exists():
            path.unlink()
            removed.append(path)
        parent = path.parent
        while parent != home and parent.is_relative_to(home):
            try:
                parent.rmdir()  # only succeeds when empty
            except OSError:
                break
            parent = parent.parent
    _refresh_icon_cache(home)
    return removed


def is_installed(home: Path | None = None) -> bool:
    return ((home or data_home()) / "applications" / f"{APP_ID}.desktop").exists()
