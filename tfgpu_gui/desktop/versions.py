"""The versions block: app, Python, Qt, PySide6, pyqtgraph, nvidia-ml-py and the driver.

Shown in the About dialog (with a copy button) and at the top of ``tfgpu doctor``'s report, so
a bug report always carries the same facts. Qt-free: the Qt version is read from an already
loaded QtCore when there is one, otherwise from the installed distribution's metadata.
"""

from __future__ import annotations

import platform
import sys
from importlib import metadata

from tfgpu_gui import __version__
from tfgpu_gui.appinfo import APP_NAME

NOT_INSTALLED = "not installed"


def _dist_version(*names: str) -> str:
    for name in names:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return NOT_INSTALLED


def qt_version() -> str:
    """The Qt runtime version when QtCore is loaded, else the PySide6 wheel's Qt."""
    qtcore = sys.modules.get("PySide6.QtCore")
    if qtcore is not None:
        return str(qtcore.qVersion())
    return _dist_version("PySide6-Essentials", "PySide6")


def versions(driver: str | None = None, cuda: str | None = None) -> list[tuple[str, str]]:
    """(name, version) pairs; ``driver``/``cuda`` come from NVML when the caller has them."""
    return [
        (APP_NAME, __version__),
        ("Python", f"{platform.python_version()} ({platform.python_implementation()})"),
        ("Platform", platform.platform()),
        ("Qt", qt_version()),
        ("PySide6", _dist_version("PySide6-Essentials", "PySide6")),
        ("pyqtgraph", _dist_version("pyqtgraph")),
        ("nvidia-ml-py", _dist_version("nvidia-ml-py")),
        ("NVIDIA driver", driver or "n/a"),
        ("CUDA (driver)", cuda or "n/a"),
    ]


def version_block(driver: str | None = None, cuda: str | None = None) -> str:
    """The versions as aligned text lines, ready to paste into a bug report."""
    pairs = versions(driver, cuda)
    width = max(len(name) for name, _ in pairs)
    return "\n".join(f"{name.ljust(width)}  {value}" for name, value in pairs)
