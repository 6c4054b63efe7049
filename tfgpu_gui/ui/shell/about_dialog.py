"""The About dialog: what the app is, and the versions block with a copy button."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tfgpu_gui import __version__
from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.desktop.versions import version_block


class AboutDialog(QDialog):
    """Shows the app's purpose and ``version_block`` (driver and CUDA when known).

    ``simulated`` names the scenario when the GPUs on show are simulated: the driver and CUDA
    versions are then the simulation's, and both the text and the versions block say so.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        driver: str | None = None,
        cuda: str | None = None,
        simulated: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"About {DISPLAY_NAME}")
        note = ""
        if simulated:
            scenario = html.escape(simulated)
            note = (
                f"<p><b>Showing simulated GPUs</b> (scenario: {scenario}): no NVIDIA driver is "
                "read; the driver and CUDA versions below are the simulation's.</p>"
            )
            driver = f"{driver or 'n/a'} (simulated)"
            cuda = f"{cuda or 'n/a'} (simulated)"
        self.intro = QLabel(
            f"<h3>{DISPLAY_NAME} {__version__}</h3>"
            "<p>Watch, diagnose and benchmark TensorFlow on NVIDIA GPUs.</p>" + note
        )
        self.intro.setTextFormat(Qt.TextFormat.RichText)
        self.intro.setWordWrap(True)
        intro = self.intro
        self.text = QPlainTextEdit(version_block(driver, cuda))
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setAccessibleName("Versions")
        self.text.setMinimumSize(460, 190)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton("&Copy versions")
        self.copy_button.setAccessibleName("Copy versions to the clipboard")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.text)
        layout.addWidget(buttons)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text.toPlainText())
