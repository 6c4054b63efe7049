# ruff: noqa: E501 - a log line is quoted verbatim
"""A finding card stays readable on a light and on a dark theme: its fix's command blocks and a
card turned green by Re-check take their colours from the theme, not from a light one.

Measured on the card as drawn: the colour of the text's strokes against the colour behind them,
as WCAG's contrast ratio (4.5 for normal text).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tfgpu_gui.doctor.collect import explain_log_report
from tfgpu_gui.ui.colors import contrast
from tfgpu_gui.ui.doctor.cards import FindingCard

# TensorFlow's line for a GPU without kernels in the build
# (https://github.com/tensorflow/tensorflow/issues/62320): a card with a command in its fix.
LINE = "2023-11-15 10:00:00.000000: W tensorflow/core/common_runtime/gpu/gpu_device.cc:2211] TensorFlow was not built with CUDA kernel binaries compatible with compute capability 9.0. CUDA kernels will be jit-compiled from PTX, which could take 30 minutes or longer."

THEMES = {
    "light": {
        **{"Window": "#efefef", "WindowText": "#000000", "Base": "#ffffff", "Text": "#000000"},
        "Link": "#1a5fb4",
    },
    "dark": {
        **{"Window": "#2b2b2b", "WindowText": "#e6e6e6", "Base": "#1e1e1e", "Text": "#e6e6e6"},
        "Link": "#7fb4ff",
    },
}


def _contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio (ui.colors.contrast, checked against its known values)."""
    return contrast(a.name(), b.name())


def _text_contrast(card: QWidget, label: QWidget) -> float:
    """The contrast of ``label``'s text with what is behind it, on the drawn ``card``."""
    image: QImage = card.grab().toImage()
    top_left = label.mapTo(card, label.rect().topLeft())
    width, height = label.width(), label.height()
    pixels = [
        image.pixelColor(top_left.x() + x, top_left.y() + y)
        for y in range(height)
        for x in range(width)
    ]
    counts: dict[int, int] = {}
    for p in pixels:
        counts[p.rgb()] = counts.get(p.rgb(), 0) + 1
    behind = QColor.fromRgb(max(counts, key=lambda rgb: counts[rgb]))
    return max(_contrast(behind, p) for p in pixels)


def _set_theme(name: str) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    palette = QPalette(app.palette())
    for role, colour in THEMES[name].items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    app.setPalette(palette)


@pytest.fixture
def restored_palette() -> Iterator[None]:
    """The application's palette as it was, after the test."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    yield
    app.setPalette(before)


@pytest.fixture(params=sorted(THEMES))
def themed(request: pytest.FixtureRequest, restored_palette: None) -> str:
    _set_theme(request.param)
    return request.param


def _card(qtbot: QtBot) -> FindingCard:
    finding = next(f for f in explain_log_report([LINE]).findings if not f.harmless)
    card = FindingCard(finding)
    qtbot.addWidget(card)
    card.resize(900, card.sizeHint().height())
    card.show()
    qtbot.waitExposed(card)
    assert card.command_labels, "the fix has a command"
    return card


def test_a_fix_s_command_is_readable_in_the_theme(themed: str, qtbot: QtBot) -> None:
    card = _card(qtbot)
    assert _text_contrast(card, card.command_labels[0]) >= 4.5
    assert _text_contrast(card, card.explanation) >= 4.5


def test_a_fixed_card_is_readable_in_the_theme(themed: str, qtbot: QtBot) -> None:
    card = _card(qtbot)
    card.show_fixed()
    for label in (card.explanation, card.title, card.command_labels[0]):
        assert _text_contrast(card, label) >= 4.5, label.text()
    assert _text_contrast(card, card.status) >= 4.5
    # It still turns green: the card's background is nearer the green than the theme's own.
    window = QApplication.instance().palette().color(QPalette.ColorRole.Window)  # type: ignore[union-attr]
    behind = card.grab().toImage().pixelColor(6, card.height() // 2)
    assert behind.green() - behind.red() > window.green() - window.red()


@pytest.mark.parametrize("first", sorted(THEMES))
def test_a_fixed_card_follows_a_theme_switched_after_it_turned_green(
    first: str, restored_palette: None, qtbot: QtBot
) -> None:
    _set_theme(first)
    card = _card(qtbot)
    card.show_fixed()
    then = "dark" if first == "light" else "light"
    # switched, back and again: the tint does not drift with each switch
    for name in (then, first, then):
        _set_theme(name)
    window = QColor(THEMES[then]["Window"])

    def behind() -> QColor:
        return card.grab().toImage().pixelColor(6, card.height() // 2)

    # the new theme's own background, tinted green (not the old theme's, and not drifting
    # with each switch): within one tint of it, and greener than it
    qtbot.waitUntil(lambda: abs(behind().lightness() - window.lightness()) < 40)
    assert behind().green() - behind().red() > window.green() - window.red()
    for label in (card.explanation, card.status, card.command_labels[0], card.link):
        assert _text_contrast(card, label) >= 4.5, label.text()


@pytest.mark.parametrize("first", sorted(THEMES))
def test_a_card_s_commands_and_link_follow_a_theme_switched_while_it_is_shown(
    first: str, restored_palette: None, qtbot: QtBot
) -> None:
    _set_theme(first)
    card = _card(qtbot)
    then = "dark" if first == "light" else "light"
    _set_theme(then)
    block = card.command_labels[0].parentWidget()
    inside = block.mapTo(card, block.rect().topLeft()) + QPoint(2, block.height() // 2)
    base = QColor(THEMES[then]["Base"])
    qtbot.waitUntil(lambda: card.grab().toImage().pixelColor(inside) == base)
    for label in (card.explanation, card.command_labels[0], card.link):
        assert _text_contrast(card, label) >= 4.5, label.text()
