"""What the plot area shows when there is nothing to plot: why, what helps, what happens next.

No driver, no permission, a driver mismatch, no GPU: each gets the plain sentence of
:mod:`tfgpu_gui.telemetry.errors`, the one step that helps in words for a window (not a
command line), buttons for the setup diagnosis and for simulated GPUs, and the promise the app
keeps by itself: it tries again every 10 s and shows the GPUs as soon as they can be read.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tfgpu_gui.telemetry.errors import REASONS
from tfgpu_gui.text.safe import for_qt, for_qt_html

#: The headline of each cause, as a person would say it.
HEADLINES: dict[str, str] = {
    "no-driver": "No NVIDIA driver on this computer",
    "nvml-missing": "The NVIDIA monitoring library for Python is missing",
    "driver-not-loaded": "The NVIDIA driver is not running",
    "driver-mismatch": "The NVIDIA driver was updated: restart to use it",
    "no-permission": "No permission to read the GPUs",
    "nvml-unknown": "The GPUs cannot be opened",
    "no-gpu": "The driver reports no GPU",
    "nvml-error": "The GPUs cannot be read",
}

#: What helps, for a window: the errors' own next steps name command-line options.
GUI_STEPS: dict[str, str] = {
    "no-driver": "Install the NVIDIA driver for your GPU, then check that <code>nvidia-smi</code> "
    "works. The setup diagnosis tells which driver your TensorFlow needs.",
    "nvml-missing": "Install it in the app's environment with "
    "<code>pip install nvidia-ml-py</code>.",
}

RETRY_TEXT = (
    "The app tries again every {seconds:g} s and shows the GPUs as soon as they can be read."
)


def headline(kind: str) -> str:
    return HEADLINES.get(kind, HEADLINES["nvml-error"])


def next_step_html(kind: str) -> str:
    """The step that helps, as rich text (code in ``<code>``)."""
    if kind in GUI_STEPS:
        return GUI_STEPS[kind]
    reason = REASONS.get(kind, REASONS["nvml-error"])
    parts = reason.next_step.split("`")  # `command` -> <code>command</code>
    return "".join(
        f"<code>{for_qt_html(p)}</code>" if i % 2 else for_qt_html(p) for i, p in enumerate(parts)
    )


class EmptyState(QWidget):
    """A centred panel in place of the plots.

    Signals:
        simulate_requested(): the user asked for simulated GPUs (the app switches its source).
    """

    simulate_requested = Signal()

    def __init__(self, diagnose: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EmptyState")
        self.setAccessibleName("Why there are no GPU readings")
        self.kind: str | None = None
        outer = QVBoxLayout(self)
        outer.addStretch(2)
        panel = QWidget()
        panel.setMaximumWidth(640)
        col = QVBoxLayout(panel)
        col.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("EmptyStateTitle")
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.sentence = QLabel()
        self.sentence.setWordWrap(True)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.step = QLabel()
        self.step.setWordWrap(True)
        self.step.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.step.setTextFormat(Qt.TextFormat.RichText)
        self.step.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.title, self.sentence, self.step):
            col.addWidget(label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.diagnose_button = QPushButton("Run setup diagnosis…")
        self.diagnose_button.setDefault(True)
        self.diagnose_button.setToolTip("Find out why the GPU cannot be used, step by step")
        self.diagnose_button.clicked.connect(diagnose.trigger)
        self.simulate_button = QPushButton("Try simulated GPUs")
        self.simulate_button.setToolTip(
            "Show the monitor on simulated GPUs running a training job, to see what it does"
        )
        self.simulate_button.clicked.connect(self.simulate_requested)
        buttons.addWidget(self.diagnose_button)
        buttons.addWidget(self.simulate_button)
        self.remote_button = QPushButton("Watch a remote machine…")
        self.remote_button.hide()  # shown once a remote source can be added (set_remote_action)
        buttons.addWidget(self.remote_button)
        buttons.addStretch(1)
        col.addLayout(buttons)
        self.retry = QLabel()
        self.retry.setObjectName("EmptyStateRetry")
        self.retry.setWordWrap(True)
        self.retry.setAlignment(Qt.AlignmentFlag.AlignCenter)
        italic = self.retry.font()
        italic.setItalic(True)
        self.retry.setFont(italic)
        col.addWidget(self.retry)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(panel, 4)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(3)
        self._remote: QAction | None = None

    def set_remote_action(self, action: QAction | None) -> None:
        """Offer "Watch a remote machine…" (the action of the remote sources), or not."""
        if self._remote is not None:
            self.remote_button.clicked.disconnect()
        self._remote = action
        if action is not None:
            self.remote_button.clicked.connect(action.trigger)
        self.remote_button.setVisible(action is not None)

    def show_reason(self, kind: str, sentence: str, retry_s: float = 10.0) -> None:
        """Say why there is nothing to plot; ``sentence`` is the error's own (from outside)."""
        self.kind = kind
        self.title.setText(headline(kind))
        self.sentence.setText(for_qt(sentence, 600))
        self.step.setText(next_step_html(kind))
        self.retry.setText(RETRY_TEXT.format(seconds=retry_s))

    def texts(self) -> list[str]:
        """The panel's texts as shown (tests, screenshots)."""
        return [self.title.text(), self.sentence.text(), self.step.text(), self.retry.text()]
