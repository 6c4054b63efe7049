"""Where the history lives on Windows: ``%LOCALAPPDATA%\\tfgpu-gui``, with no publisher folder
above the app's own (platformdirs' Windows layout, the shell folder looked up by a stand-in)."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import platformdirs.windows
import pytest

from tfgpu_gui.bench.history import default_path


def test_on_windows_the_history_has_no_publisher_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    folders = {"CSIDL_LOCAL_APPDATA": "/Users/ann/AppData/Local"}
    monkeypatch.setattr(platformdirs, "PlatformDirs", platformdirs.windows.Windows)
    monkeypatch.setattr(platformdirs.windows, "get_win_folder", folders.__getitem__)
    assert default_path() == Path("/Users/ann/AppData/Local/tfgpu-gui/bench-history.sqlite3")
