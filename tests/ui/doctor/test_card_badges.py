"""A card's badges stay readable whatever the theme: each has its own background."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QPalette
from pytestqt.qtbot import QtBot

from tests.doctor.corpus import all_logs
from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.ui.colors import contrast
from tfgpu_gui.ui.doctor.cards import FindingCard


def _contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio (ui.colors.contrast, checked against its known values)."""
    return contrast(a.name(), b.name())


def test_the_possible_cause_badge_is_readable_on_a_dark_theme(qtbot: QtBot) -> None:
    # A paste whose cause is only possible (https://github.com/tensorflow/tensorflow/issues/63362)
    text = next(log.text for log in all_logs() if log.name == "tf216-and-cuda-empty-gpu-list-venv")
    report = explain_log_report(text.splitlines())
    finding = next(f for f in report.findings if f.id == "cuda-libraries-missing")
    card = FindingCard(finding)
    qtbot.addWidget(card)
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, QColor("#2a2e32"))
    dark.setColor(QPalette.ColorRole.WindowText, QColor("#fcfcfc"))
    card.setPalette(dark)
    badge = card.confidence
    assert not badge.isHidden() and badge.text() == "possible cause"
    style = badge.styleSheet()
    text_colour = QColor(re.search(r"(?<!-)color:\s*([#\w]+)", style).group(1))
    background = QColor(re.search(r"background:\s*([#\w]+)", style).group(1))
    # Its text is drawn on its own background, not on the window's: 4.5:1 at least (WCAG AA)
    assert _contrast(text_colour, background) >= 4.5
    assert _contrast(background, QColor("#2a2e32")) >= 1.2  # it stands out on the dark window
