"""Follow the system's light or dark palette in the plots (Qt widgets follow it by themselves)."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

#: The events after which a widget restyles its plots: its own palette changed, or the app's
#: (a theme switch, which not every widget is told about as a PaletteChange).
PALETTE_EVENTS = (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange)


def is_dark(palette: QPalette | None = None) -> bool:
    """Whether the window background is dark."""
    palette = palette or QApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def plot_colors(widget: QWidget) -> tuple[QColor, QColor]:
    """(background, foreground) of plots inside ``widget``."""
    pal = widget.palette()
    return pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)


def style_layout(
    view: pg.GraphicsLayoutWidget, plots: list[pg.PlotItem], source: QWidget | None = None
) -> None:
    """Colour a plot layout with the palette of ``source`` (the view's own by default):
    background, axes, titles, legends. On a theme switch a parent hears of it before its
    children's palettes change, so a parent restyling its view passes itself."""
    background, foreground = plot_colors(source or view)
    view.setBackground(background)
    pen = pg.mkPen(foreground)
    for plot in plots:
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setPen(pen)
            axis.setTextPen(pen)
        plot.titleLabel.opts["color"] = foreground.name()
        plot.titleLabel.setText(plot.titleLabel.text)
        if plot.legend is not None:
            style_legend(plot.legend, foreground)


def style_legend(legend: pg.LegendItem, foreground: QColor) -> None:
    """Legend names in the palette's text colour (set again: pyqtgraph keeps the old one)."""
    legend.setLabelTextColor(foreground)
    for _sample, label in legend.items:
        label.setText(label.text)
