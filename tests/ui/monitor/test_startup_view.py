"""A fresh window shows the history it has across the plot width, then the fixed window."""

from __future__ import annotations

from tests.helpers.monitor import run_for
from tfgpu_gui.ui.monitor.plots import span_text


def _x_range(plot):
    return plot.plot.getViewBox().viewRange()[0]


def test_a_fresh_window_shows_what_exists_then_settles_to_the_window(make_monitor, clock):
    app = make_monitor("training")  # the default window: 10 min
    w = app.window
    assert w.window_s == 600.0
    run_for(app, clock, 120)
    app.tick()
    plot = w.overview.plots[0]
    lo, hi = _x_range(plot)
    assert hi == 0 and -130 <= lo <= -119  # two minutes across the width, not 600 s
    assert w.span_label.text() == "last 2 min of 10 min"
    assert w.span_action.isVisible()
    x, _ = plot.curves[0].getData()
    assert x[0] >= lo  # the oldest sample is in view
    run_for(app, clock, 500)  # more than the window now exists
    app.tick()
    assert _x_range(plot) == [-600.0, 0.0]
    assert w.span_label.text() == "" and not w.span_action.isVisible()


def test_the_detail_plots_grow_the_same_way_and_a_shorter_window_is_full_at_once(
    make_monitor, clock
):
    app = make_monitor("training")
    run_for(app, clock, 45)
    app.window.show_gpu(0)
    app.tick()
    lo, _ = _x_range(app.window.detail.plots[3])
    assert -50 <= lo <= -44
    assert app.window.span_label.text() == "last 50 s of 10 min"
    app.window.set_window_seconds(60.0)
    app.tick()
    assert app.window.span_label.text() == "last 50 s of 1 min"
    run_for(app, clock, 20)
    app.tick()
    assert _x_range(app.window.detail.plots[3]) == [-60.0, 0.0]
    assert app.window.span_label.text() == ""


def test_span_text():
    assert [span_text(s) for s in (40, 120, 150, 3600, 5400)] == [
        "40 s",
        "2 min",
        "2 min",
        "1 h",
        "1.5 h",
    ]
