"""The app's log file and crash file, and the versions block of bug reports."""

from __future__ import annotations

import logging
import logging.handlers
import re
import sys
import types
from importlib import metadata
from pathlib import Path

import pytest

from tfgpu_gui import __version__
from tfgpu_gui.desktop import logs, versions


@pytest.fixture
def root_logger(monkeypatch):
    """The root logger as it was, restored after the test; faulthandler's enabling recorded."""
    root = logging.getLogger()
    saved_level, saved_handlers = root.level, list(root.handlers)
    enabled: list[tuple] = []
    monkeypatch.setattr(logs.faulthandler, "enable", lambda *a: enabled.append(a))
    monkeypatch.setattr(logs, "_fault_file", None)
    yield types.SimpleNamespace(root=root, enabled=enabled)
    for handler in list(root.handlers):
        if handler not in saved_handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(saved_level)
    if logs._fault_file is not None:
        logs._fault_file.close()


def ours(root: logging.Logger) -> list[logging.Handler]:
    return [h for h in root.handlers if getattr(h, "_tfgpu", False)]


def test_log_file_rotates_at_one_mebibyte_keeping_three(root_logger, tmp_path):
    folder = tmp_path / "logs" / "deeper"
    path = logs.setup_logging(directory=folder)
    assert path == folder / "tfgpu-gui.log"
    handlers = ours(root_logger.root)
    assert len(handlers) == 2
    files = [h for h in handlers if isinstance(h, logging.handlers.RotatingFileHandler)]
    assert len(files) == 1
    assert files[0].maxBytes == 1048576 and files[0].backupCount == 3
    assert files[0].encoding == "utf-8"
    assert root_logger.root.level == logging.INFO


def test_records_reach_the_file_in_the_documented_format(root_logger, tmp_path, capsys):
    path = logs.setup_logging(directory=tmp_path)
    logging.getLogger("tfgpu_gui.test").info("sampling at %d ms", 500)
    logging.getLogger("tfgpu_gui.test").debug("not written without --debug")
    logging.getLogger("tfgpu_gui.test").warning("NVML é gone")
    for handler in ours(root_logger.root):
        handler.flush()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
    stamp = r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}"
    assert re.fullmatch(
        stamp + r" INFO    MainThread tfgpu_gui\.test: sampling at 500 ms", lines[0]
    )
    assert re.fullmatch(stamp + r" WARNING MainThread tfgpu_gui\.test: NVML é gone", lines[1])
    # stderr gets warnings only, in its own short format.
    assert capsys.readouterr().err == "tfgpu-gui: WARNING NVML é gone\n"


def test_debug_logs_everything_to_both(root_logger, tmp_path, capsys):
    path = logs.setup_logging(debug=True, directory=tmp_path)
    assert root_logger.root.level == logging.DEBUG
    logging.getLogger("tfgpu_gui.test").debug("every sample")
    for handler in ours(root_logger.root):
        handler.flush()
    assert "DEBUG   MainThread tfgpu_gui.test: every sample" in path.read_text(encoding="utf-8")
    assert capsys.readouterr().err == "tfgpu-gui: DEBUG every sample\n"


def test_setting_up_again_replaces_the_handlers_and_the_crash_file(root_logger, tmp_path):
    logs.setup_logging(directory=tmp_path / "a")
    first_crash = logs._fault_file
    assert first_crash is not None and first_crash.name == str(tmp_path / "a" / "crash.log")
    assert root_logger.enabled == [(first_crash,)]
    logs.setup_logging(directory=tmp_path / "b")
    assert len(ours(root_logger.root)) == 2
    assert first_crash.closed
    assert logs._fault_file.name == str(tmp_path / "b" / "crash.log")
    assert (tmp_path / "a" / "crash.log").exists()
    assert root_logger.enabled[-1] == (logs._fault_file,)


def test_other_handlers_are_left_alone(root_logger, tmp_path):
    mine = logging.NullHandler()
    root_logger.root.addHandler(mine)
    logs.setup_logging(directory=tmp_path)
    logs.setup_logging(directory=tmp_path)
    assert mine in root_logger.root.handlers


def test_an_unwritable_folder_leaves_stderr_only(root_logger, tmp_path, capsys, caplog):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert logs.setup_logging(directory=blocker / "logs") is None
    assert len(ours(root_logger.root)) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"tfgpu-gui: WARNING cannot write logs to {blocker / 'logs'}: ")
    assert "Not a directory" in err  # the reason, from the error
    assert root_logger.enabled == []
    # Told by this module's logger, as every module of the app logs under its own name.
    assert [r.name for r in caplog.records] == ["tfgpu_gui.desktop.logs"]


def test_a_crash_file_that_cannot_be_opened_falls_back_to_stderr(root_logger, tmp_path):
    (tmp_path / "crash.log").mkdir()
    assert logs.setup_logging(directory=tmp_path) == tmp_path / "tfgpu-gui.log"
    assert root_logger.enabled == [()]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG state folder")
def test_log_dir_is_under_the_xdg_state_home(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    assert logs.log_dir() == tmp_path / "tfgpu-gui" / "log"


def test_log_dir_on_windows_has_no_author_folder(monkeypatch):
    """%LOCALAPPDATA%\\tfgpu-gui\\Logs, not ...\\tfgpu-gui\\tfgpu-gui\\Logs."""
    import platformdirs
    from platformdirs.windows import Windows

    local = "C:\\Users\\me\\AppData\\Local"
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", local)
    monkeypatch.setattr(platformdirs, "PlatformDirs", Windows)
    assert logs.log_dir() == Path(local) / "tfgpu-gui" / "Logs"


def test_setup_without_a_folder_uses_log_dir(root_logger, monkeypatch, tmp_path):
    monkeypatch.setattr(logs, "log_dir", lambda: tmp_path / "state")
    assert logs.setup_logging() == tmp_path / "state" / "tfgpu-gui.log"


# -- versions ----------------------------------------------------------------------------------


@pytest.fixture
def installed(monkeypatch):
    """Pretend these distributions (name -> version) are the installed ones."""
    table: dict[str, str] = {}

    def version(name):
        if not isinstance(name, str) or not name:
            raise ValueError("A distribution name is required.")
        # Distribution names compare case-insensitively, as importlib.metadata does.
        found = {k.lower(): v for k, v in table.items()}.get(name.lower())
        if found is None:
            raise metadata.PackageNotFoundError(name)
        return found

    monkeypatch.setattr(versions.metadata, "version", version)
    monkeypatch.delitem(sys.modules, "PySide6.QtCore", raising=False)
    return table


def test_dist_version_takes_the_first_installed_name(installed):
    installed.update({"PySide6": "6.7.0"})
    assert versions._dist_version("PySide6-Essentials", "PySide6") == "6.7.0"
    installed["PySide6-Essentials"] = "6.8.1"
    assert versions._dist_version("PySide6-Essentials", "PySide6") == "6.8.1"
    assert versions._dist_version("pyqtgraph") == "not installed"


def test_qt_version_prefers_the_loaded_qtcore(installed, monkeypatch):
    installed["PySide6-Essentials"] = "6.8.1"
    assert versions.qt_version() == "6.8.1"
    monkeypatch.setitem(
        sys.modules, "PySide6.QtCore", types.SimpleNamespace(qVersion=lambda: "6.8.2")
    )
    assert versions.qt_version() == "6.8.2"


def test_the_pyside6_row_reads_either_wheel(installed):
    installed["PySide6-Essentials"] = "6.8.1"  # pip install PySide6-Essentials
    assert dict(versions.versions())["PySide6"] == "6.8.1"
    installed.clear()
    installed["PySide6"] = "6.7.0"  # an older PySide6 wheel
    assert dict(versions.versions())["PySide6"] == "6.7.0"


def test_nvidia_ml_py_is_read_from_its_distribution(installed):
    installed["nvidia-ml-py"] = "12.560.30"
    assert dict(versions.versions())["nvidia-ml-py"] == "12.560.30"


def test_versions_name_every_part(installed, monkeypatch):
    installed.update({"PySide6": "6.7.0", "pyqtgraph": "0.13.7"})
    monkeypatch.setattr(versions.platform, "python_version", lambda: "3.12.4")
    monkeypatch.setattr(versions.platform, "python_implementation", lambda: "CPython")
    monkeypatch.setattr(versions.platform, "platform", lambda: "Linux-6.8-x86_64")
    assert versions.versions() == [
        ("tfgpu-gui", __version__),
        ("Python", "3.12.4 (CPython)"),
        ("Platform", "Linux-6.8-x86_64"),
        ("Qt", "6.7.0"),
        ("PySide6", "6.7.0"),
        ("pyqtgraph", "0.13.7"),
        ("nvidia-ml-py", "not installed"),
        ("NVIDIA driver", "n/a"),
        ("CUDA (driver)", "n/a"),
    ]
    got = dict(versions.versions("555.42.06", "12.5"))
    assert got["NVIDIA driver"] == "555.42.06" and got["CUDA (driver)"] == "12.5"


def test_version_block_aligns_the_values(installed, monkeypatch):
    monkeypatch.setattr(versions.platform, "platform", lambda: "Linux")
    lines = versions.version_block("555.42.06", "12.5").splitlines()
    assert len(lines) == 9
    # The longest names ("NVIDIA driver", "CUDA (driver)") are 13 characters; two spaces follow.
    assert lines[0] == f"tfgpu-gui      {__version__}"
    assert lines[2] == "Platform       Linux"
    assert lines[6] == "nvidia-ml-py   not installed"
    assert lines[7] == "NVIDIA driver  555.42.06"
    assert lines[8] == "CUDA (driver)  12.5"
