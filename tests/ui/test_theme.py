"""Plots take the palette's colours: background, axes, their numbers, the title."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tfgpu_gui.ui.theme import is_dark, style_layout

DARK = {"Window": "#2b2b2b", "Base": "#1e1e1e", "Text": "#e6e6e6"}


def _dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    return palette


def test_a_layout_takes_the_colours_of_the_widget_it_is_styled_from(qtbot: QtBot) -> None:
    source = QWidget()
    qtbot.addWidget(source)
    source.setPalette(_dark_palette())
    view = pg.GraphicsLayoutWidget()
    qtbot.addWidget(view)
    plot = view.addPlot(title="GPU utilisation")
    style_layout(view, [plot], source)
    assert view.backgroundBrush().color().name() == DARK["Base"]
    for name in ("left", "bottom"):
        axis = plot.getAxis(name)
        assert axis.pen().color().name() == DARK["Text"]
        assert axis.textPen().color().name() == DARK["Text"]
    assert QColor(plot.titleLabel.opts["color"]).name() == DARK["Text"]
    assert "GPU utilisation" in plot.titleLabel.text


def test_without_a_source_a_layout_takes_its_own_colours(qtbot: QtBot) -> None:
    view = pg.GraphicsLayoutWidget()
    qtbot.addWidget(view)
    view.setPalette(_dark_palette())
    plot = view.addPlot()
    style_layout(view, [plot])
    assert view.backgroundBrush().color().name() == DARK["Base"]


def test_dark_is_a_dark_window() -> None:
    assert is_dark(_dark_palette())
    light = QPalette()
    light.setColor(QPalette.ColorRole.Window, QColor("#efefef"))
    assert not is_dark(light)
