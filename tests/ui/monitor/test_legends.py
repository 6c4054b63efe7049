"""Every plot with more than one line names its lines; a click on a name hides the line."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from tests.helpers.monitor import run_for
from tfgpu_gui.telemetry.history import METRICS
from tfgpu_gui.telemetry.metrics import csv_metrics
from tfgpu_gui.ui.colors import METRIC_COLORS, contrast, distance, metric_color
from tfgpu_gui.ui.monitor.plots import OVERVIEW_CURVES, detail_specs


def test_every_multi_line_plot_has_a_legend_naming_its_lines(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 5)
    app.window.show_gpu(0)
    app.tick()
    plots = app.window.detail.plots
    multi = [p for p in plots if len(p.curves) > 1]
    assert len(multi) == 5  # all detail plots but temperature
    for plot in multi:
        assert plot.legend_names() == [s.label for s in plot.specs]
        assert len(set(plot.legend_names())) == len(plot.specs)
    util = app.window.detail.plots[0]
    assert util.legend_names() == ["GPU utilization", "Memory controller"]
    assert app.window.detail.plots[2].legend is None  # one line: the title names it
    # the overview's GPUs share one legend, above them
    overview = app.window.overview
    assert overview.legend_names() == ["GPU utilization", "Memory used (% of total)"]
    assert all(p.legend is None for p in overview.plots)


def test_every_plot_names_its_unit_on_the_y_axis(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 2)
    app.window.show_gpu(0)
    app.tick()
    units = [p.plot.getAxis("left").labelText for p in app.window.detail.plots]
    assert units == ["%", "GiB", "°C", "W", "%", "GB/s"]  # clocks: % of their maximum
    assert app.window.overview.plots[0].plot.getAxis("left").labelText == "%"


def test_the_same_quantity_has_the_same_colour_and_name_everywhere():
    specs = [curves for _, curves, _, _ in detail_specs()] + [OVERVIEW_CURVES]
    names = {m.key: m.label for m in METRICS}
    in_csv = {m.key for m in csv_metrics()}
    for curves in specs:
        colours = [c.color for c in curves]
        solid = [c.color for c in curves if not c.dashed]
        assert len(set(solid)) == len(solid)  # two lines of one plot never share a colour
        for c in curves:
            assert c.color == metric_color(c.metric)
            assert c.metric in in_csv  # every drawn line is a column of the CSV export
            if c.per is None:
                assert c.label == names[c.metric]
        assert colours


def test_clicking_a_legend_entry_toggles_its_line_on_every_gpu(make_monitor, clock, qtbot):
    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 5)
    app.tick()
    overview = app.window.overview
    qtbot.waitUntil(lambda: overview.legend.items[0][0].sceneBoundingRect().width() > 0)
    sample, _label = overview.legend.items[1]  # memory used
    view = overview.view
    centre = view.mapFromScene(sample.sceneBoundingRect().center())
    from pytestqt.qtbot import QtBot

    assert isinstance(qtbot, QtBot)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert all(not p.curves[1].isVisible() for p in overview.plots)
    assert all(p.curves[0].isVisible() for p in overview.plots)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert all(p.curves[1].isVisible() for p in overview.plots)
    # hiding utilization hides its filled area too
    overview.plots[0].set_curve_visible("util_gpu", False)
    assert not overview.plots[0].fills[0].isVisible()
    overview.plots[0].set_curve_visible("util_gpu", True)
    assert overview.plots[0].fills[0].isVisible()
    # the hover read-out leaves out a hidden line
    overview.plots[0].set_curve_visible("mem_used", False)
    centre_plot = overview.plots[0].plot.getViewBox().sceneBoundingRect().center()
    assert overview.plots[0].show_readout(QPointF(centre_plot))
    assert "Memory used" not in overview.plots[0].readout.textItem.toPlainText()


def test_the_tray_icon_fills_memory_in_the_plots_colour_of_memory_used():
    from PySide6.QtGui import QColor

    from tfgpu_gui.ui.shell import tray_icon

    assert tray_icon.MEM.rgb() == QColor(METRIC_COLORS["mem_used"]).rgb()
    pix = tray_icon.draw(64, [tray_icon.GpuLevel(util=0.0, memory=100.0)]).toImage()
    seen = {pix.pixelColor(x, 40).name() for x in range(8, 56)}
    tile = tray_icon.TILE
    blended = QColor(METRIC_COLORS["mem_used"])
    # the translucent fill over the dark tile: nearer the plots' colour than the tile's
    assert any(
        abs(QColor(c).blue() - blended.blue()) < abs(QColor(c).blue() - tile.blue()) for c in seen
    )


# The darkest and lightest plot backgrounds of the usual themes (Fusion, Breeze, Adwaita).
BACKGROUNDS = {False: ("#ffffff", "#f5f5f5"), True: ("#1e1e1e", "#2a2a2a", "#353535")}


def test_lines_of_one_plot_differ_clearly_and_stand_out_in_both_themes():
    specs = [curves for _, curves, _, _ in detail_specs()] + [OVERVIEW_CURVES]
    for dark, backgrounds in BACKGROUNDS.items():
        for curves in specs:
            for c in curves:
                for bg in backgrounds:
                    assert contrast(c.color_on(dark), bg) >= 3.0, (c.metric, dark, bg)
            for i, a in enumerate(curves):
                for b in curves[i + 1 :]:
                    # clearly different colours (CIE76 ΔE; blue against sky blue was ~25)
                    assert distance(a.color_on(dark), b.color_on(dark)) >= 28, (a.metric, b.metric)
    # utilization and memory, the overview's two lines: far apart, and drawn differently
    util, memory = OVERVIEW_CURVES
    for dark in (False, True):
        assert distance(util.color_on(dark), memory.color_on(dark)) >= 50
    assert util.fill and not memory.fill  # an area under a line


def test_the_plots_take_the_dark_shades_in_a_dark_theme(make_monitor, clock):
    import pyqtgraph as pg
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    app = make_monitor("training")
    run_for(app, clock, 5)
    app.tick()
    plot = app.window.overview.plots[0]
    assert plot.curves[0].opts["pen"].color().name() == metric_color("util_gpu").lower()
    assert pg.mkBrush(plot.fills[0].opts["brush"]).color().lightness() > 180  # pale green
    old = QApplication.palette()
    dark = QPalette(old)
    for role, colour in (
        (QPalette.ColorRole.Window, "#202020"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Text, "#eeeeee"),
        (QPalette.ColorRole.WindowText, "#eeeeee"),
    ):
        dark.setColor(role, QColor(colour))
    try:
        QApplication.setPalette(dark)
        QApplication.processEvents()
        pen = plot.curves[0].opts["pen"].color().name()
        assert pen == metric_color("util_gpu", dark=True).lower()
        area = pg.mkBrush(plot.fills[0].opts["brush"]).color()
        assert area.lightness() < 100 and area.green() > area.red()  # dark green under the line
    finally:
        QApplication.setPalette(old)
