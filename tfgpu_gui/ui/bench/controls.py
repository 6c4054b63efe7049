"""The top of the benchmark window: which interpreter to benchmark, with which options.

:class:`~tfgpu_gui.ui.bench.window.BenchWindow` reads the choices when the user presses Run
and turns them into the job's arguments (``tfgpu_gui.bench.job.make_bench_job``).
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui.bench.results import SUITES
from tfgpu_gui.doctor.targets import find_interpreters

DEVICE_CHOICES = (
    ("All devices", "all"),
    ("CPU", "CPU"),
    ("GPUs", "GPU"),
    *((f"GPU:{i}", f"GPU:{i}") for i in range(8)),
)


class RunControls(QWidget):
    """The interpreter row, then quick/full, device, suites and profiler with Run and Cancel."""

    def __init__(self, python: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._target_row(python))
        layout.addLayout(self._options_row())

    def _target_row(self, python: str) -> QHBoxLayout:
        # The same targets as the setup diagnosis: this Python, active and well-known envs.
        self.python_box = QComboBox()
        self.python_box.setEditable(True)
        self.python_box.addItems(find_interpreters([python]))
        self.python_box.setCurrentText(python)
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        row = QHBoxLayout()
        row.addWidget(QLabel("Python:"))
        row.addWidget(self.python_box, 1)
        row.addWidget(browse)
        return row

    def _options_row(self) -> QHBoxLayout:
        self.quick_box = QCheckBox("Quick")
        self.quick_box.setChecked(True)
        self.device_box = QComboBox()
        for label, value in DEVICE_CHOICES:
            self.device_box.addItem(label, value)
        self.suite_boxes = {s: QCheckBox(s) for s in SUITES}
        for box in self.suite_boxes.values():
            box.setChecked(True)
        self.profile_box = QCheckBox("Profiler trace")
        self.run_button = QPushButton("Run")
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setEnabled(False)
        row = QHBoxLayout()
        row.addWidget(self.quick_box)
        row.addWidget(self.device_box)
        for box in self.suite_boxes.values():
            row.addWidget(box)
        row.addWidget(self.profile_box)
        row.addStretch(1)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        return row

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Python interpreter", self.python())
        if path:
            self.set_python(path)

    def python(self) -> str:
        """The interpreter the benchmark runs in."""
        return self.python_box.currentText().strip()

    def set_python(self, path: str) -> None:
        """Choose ``path``, adding it to the list when it is not there yet."""
        if self.python_box.findText(path) < 0:
            self.python_box.insertItem(0, path)
        self.python_box.setCurrentText(path)

    def selected_suites(self) -> list[str]:
        return [s for s, box in self.suite_boxes.items() if box.isChecked()]

    def device(self) -> str | None:
        """The chosen device ("CPU", "GPU", "GPU:N"), or ``None`` for all devices."""
        device = self.device_box.currentData()
        return None if device == "all" else str(device)

    def set_running(self, running: bool) -> None:
        """Run while idle, Cancel while a job runs."""
        self.run_button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
