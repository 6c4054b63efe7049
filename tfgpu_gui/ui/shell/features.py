"""Entry points into the other parts of the app: the setup diagnosis and the benchmark.

They are imported lazily, when the user asks for them, so the monitor starts fast and keeps
working while those parts are missing or broken; the user then gets a clear message.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QMessageBox, QWidget

from tfgpu_gui.telemetry.snapshot import Snapshot

log = logging.getLogger(__name__)

DOCTOR = ("tfgpu_gui.ui.doctor.wizard", "open_doctor_wizard", "The setup diagnosis")
BENCH = ("tfgpu_gui.ui.bench.window", "open_bench_window", "The benchmark")


def _open(
    entry: tuple[str, str, str], parent: QWidget | None, python: str | None, **extra: Any
) -> object:
    module_name, func_name, what = entry
    try:
        module = importlib.import_module(module_name)
        func = getattr(module, func_name)
    except (ImportError, AttributeError) as exc:
        log.warning("%s is not available: %s", what, exc)
        QMessageBox.information(
            parent,
            f"{what} is not available",
            f"{what} is not available in this installation ({exc}).\n\n"
            "The GPU monitor works without it; update tfgpu-gui to get it.",
        )
        return None
    return func(parent, python=python, **extra)


def open_doctor(
    parent: QWidget | None,
    python: str | None = None,
    log_path: str | None = None,
    **machine: Any,
) -> object:
    """Open the setup diagnosis wizard, for ``python`` (an interpreter path) or the default;
    with ``log_path``, on the findings of that TensorFlow log; ``machine``: ``hosts`` (the SSH
    hosts offered) and ``host`` (the one chosen)."""
    if log_path is None:
        return _open(DOCTOR, parent, python, **machine)
    return _open(DOCTOR, parent, python, log_path=log_path, **machine)


def open_bench(
    parent: QWidget | None,
    python: str | None = None,
    snapshot: Callable[[], Snapshot | None] | None = None,
) -> object:
    """Open the benchmark window, for ``python`` or the default interpreter.

    ``snapshot`` gives the monitor's latest reading: the window shows the GPU's facts from it
    and never reads NVML on the GUI thread.
    """
    return _open(BENCH, parent, python, snapshot=snapshot)
