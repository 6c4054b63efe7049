"""The remote sources' states in the window's status bar: "lab-1 ✓ · lab-2: unreachable".

Hidden while the app reads this computer only. Each source that has no readings is named with
its state; the tooltip holds each source's full sentence (what happened, what to do).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMainWindow

from tfgpu_gui.telemetry.snapshot import SourceState
from tfgpu_gui.telemetry.sources.registry import short_text
from tfgpu_gui.text.safe import for_qt

WARNING_STYLE = "color: #D55E00;"


def summary(sources: tuple[SourceState, ...]) -> str:
    """One line: each source with ✓ or its state's short text, as its kind declares it."""
    parts = []
    for s in sources:
        name = for_qt(s.name, 40)
        parts.append(f"{name} ✓" if s.ok else f"{name}: {short_text(s)}")
    return " · ".join(parts)


class SourceStatus(QLabel):
    """A permanent status-bar label of ``window`` showing the sources of each snapshot."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAccessibleName("Remote sources")
        window.statusBar().addWidget(self)
        self.hide()

    def set_sources(self, sources: tuple[SourceState, ...]) -> None:
        if not sources:
            self.hide()
            return
        text = summary(sources)
        if text != self.text():
            self.setText(text)
            self.setToolTip("\n".join(for_qt(s.message, 400) for s in sources))
            self.setStyleSheet("" if all(s.ok for s in sources) else WARNING_STYLE)
        self.show()
