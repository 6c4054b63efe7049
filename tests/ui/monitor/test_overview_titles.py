"""The overview on its own: each GPU's title as the user reads it (name, status, figures, the
values past their threshold in the warning colour), the grid's rows and columns, the legend,
the threshold lines, the frame around a GPU that is not OK, and a double-click on a GPU."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget

from tfgpu_gui.telemetry.alerts import AlertConfig
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    MigInstance,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.telemetry.status import GpuStatus
from tfgpu_gui.ui.colors import status_color
from tfgpu_gui.ui.monitor.overview import OverviewView, gpu_title, grid_columns
from tfgpu_gui.ui.monitor.plots import LEGEND_HEIGHT, OVERVIEW_CURVES, AgoAxis, ValueAxis
from tfgpu_gui.ui.monitor.status_view import status_html

GIB = 1024**3
HOT = GpuStatus("warning", ("throttling: too hot",))
LOST = GpuStatus("problem", ("GPU lost",))
OK = GpuStatus()
WARN = status_color("warning")
READING = GpuReading(
    util_gpu_percent=95.4,
    memory_used_bytes=int(21.8 * GIB),
    memory_total_bytes=24 * GIB,
    temperature_c=71.2,
    power_w=402.4,
)


def _gpu(index: int = 0, name: str | None = "NVIDIA GeForce RTX 4090", **kw) -> GpuSnapshot:
    reading = kw.pop("reading", READING)
    static_kw = {k: kw.pop(k) for k in ("host", "host_index", "mig_mode") if k in kw}
    return GpuSnapshot(GpuStatic(index, name, **static_kw), reading, **kw)


def _snapshot(*gpus: GpuSnapshot) -> Snapshot:
    return Snapshot(0.0, 0.0, SystemInfo("nvml"), tuple(gpus))


def _past(text: str, dark: bool = False) -> str:
    color = status_color("warning", dark)
    return f"<span style='color:{color};font-weight:bold'>{text}</span>"


# The title, as text.


def test_an_ok_gpus_title_names_the_model_then_the_status_over_its_figures():
    assert gpu_title(_gpu()) == (
        f"<b>GPU 0</b> · GeForce RTX 4090 · {status_html(OK)}<br>"
        "95% · 21.8/24.0 GiB · 71 °C · 402 W"
    )
    assert gpu_title(_gpu(), binary=False).endswith("95% · 23.4/25.8 GB · 71 °C · 402 W")
    # a GPU without a name is a "GPU"
    assert gpu_title(_gpu(name=None)).startswith(f"<b>GPU 0</b> · GPU · {status_html(OK)}<br>")


def test_a_gpu_not_ok_says_its_status_in_the_models_place():
    assert gpu_title(_gpu(3), status=HOT) == (
        f"<b>GPU 3</b> · {status_html(HOT)}<br>95% · 21.8/24.0 GiB · 71 °C · 402 W"
    )
    # the status in the dark theme's colours
    assert status_html(HOT, True) in gpu_title(_gpu(), status=HOT, dark=True)
    assert status_html(OK, True) in gpu_title(_gpu(), dark=True)
    assert status_html(OK, False) not in gpu_title(_gpu(), dark=True)


def test_values_past_their_threshold_are_in_the_warning_colour_and_bold():
    title = gpu_title(_gpu(), past=frozenset({"memory", "temperature"}))
    assert title.endswith(f"95% · {_past('21.8/24.0 GiB')} · {_past('71 °C')} · 402 W")
    memory = gpu_title(_gpu(), past=frozenset({"memory"}))
    assert memory.endswith(f"95% · {_past('21.8/24.0 GiB')} · 71 °C · 402 W")
    full = gpu_title(_gpu(), past=frozenset({"memory"}), dark=True)
    assert full.endswith(f"95% · {_past('21.8/24.0 GiB', dark=True)} · 71 °C · 402 W")
    hot = gpu_title(_gpu(), past=frozenset({"temperature"}), dark=True)
    assert hot.endswith(f"95% · 21.8/24.0 GiB · {_past('71 °C', dark=True)} · 402 W")
    assert status_color("warning", True) != WARN  # the dark theme's own warning colour


def test_a_lost_gpu_and_a_gpu_without_a_reading():
    lost = gpu_title(_gpu(1, reading=None, lost=True))
    assert lost == (
        f"<b>GPU 1</b> · {status_html(LOST)}<br>GeForce RTX 4090: fell off the bus, no readings"
    )
    # a status given for a lost GPU is the one shown
    told = GpuStatus("problem", ("GPU lost", "XID 79"))
    assert gpu_title(_gpu(1, reading=None, lost=True), status=told).startswith(
        f"<b>GPU 1</b> · {status_html(told)}<br>"
    )
    assert gpu_title(_gpu(2, reading=None)) == (
        f"<b>GPU 2</b> · GeForce RTX 4090 · {status_html(OK)}<br>no reading"
    )


def test_a_remote_gpu_its_workload_and_hostile_names():
    remote = gpu_title(_gpu(5, host="lab-1", host_index=1))
    assert remote.startswith("<b>lab-1 GPU 1</b> · GeForce RTX 4090 · ")
    pod = gpu_title(_gpu(workload="ml/train-0 (main)"))
    assert pod.startswith(
        f"<b>GPU 0</b> · GeForce RTX 4090 · ml/train-0 (main) · {status_html(OK)}"
    )
    bad = gpu_title(_gpu(workload="ml/train-0"), status=HOT)
    assert bad.startswith(f"<b>GPU 0</b> · {status_html(HOT)} · ml/train-0<br>")
    # names as text, cut: the model at 60, the workload at 60, the host's title at 80
    hostile = gpu_title(_gpu(name="<b>x</b>", workload="<i>pod</i>"))
    assert "&lt;b&gt;x&lt;/b&gt; · &lt;i&gt;pod&lt;/i&gt;" in hostile
    long = gpu_title(_gpu(name="N" * 90, workload="w" * 90, host="h" * 90))
    head = long.split("<br>")[0]
    assert "N" * 59 + "…" in head and "N" * 60 not in head
    assert "w" * 59 + "…" in head and "w" * 60 not in head
    assert head.startswith("<b>" + "h" * 63 + "…")  # the title's host, already cut at 64
    # "NVIDIA " is dropped before the cut: 60 characters of model name fit
    assert f" · {'N' * 60} · " in gpu_title(_gpu(name="NVIDIA " + "N" * 60))


def test_a_mig_gpu_says_mig_where_it_has_no_utilization():
    mig = (MigInstance(0, 1, 0), MigInstance(1, 2, 0), MigInstance(2, 3, 0))
    reading = GpuReading(memory_used_bytes=GIB, memory_total_bytes=40 * GIB)
    title = gpu_title(_gpu(mig_mode=True, mig=mig, reading=reading))
    assert title.endswith("<br>MIG (3 instances) · 1.0/40.0 GiB · n/a · n/a")
    # a MIG GPU that reports a utilization shows it; a GPU that is not MIG says n/a
    with_util = GpuReading(util_gpu_percent=40.0, memory_total_bytes=40 * GIB)
    assert "<br>40% · " in gpu_title(_gpu(mig_mode=True, mig=mig, reading=with_util))
    assert "<br>n/a · " in gpu_title(_gpu(mig_mode=False, reading=reading))


@pytest.mark.parametrize(
    ("count", "columns"),
    [(0, 1), (1, 1), (2, 2), (3, 2), (4, 2), (5, 4), (8, 4), (9, 3), (10, 4), (16, 4), (17, 5)],
)
def test_plots_per_row(count, columns):
    assert grid_columns(count) == columns


# The view.


@pytest.fixture
def view(qtbot) -> OverviewView:
    widget = OverviewView()
    qtbot.addWidget(widget)
    return widget


def _cell(view: OverviewView, plot) -> tuple[int, int]:
    ((row, col),) = view.view.ci.items[plot.plot]
    return row, col


def test_the_view_says_what_it_shows_to_a_screen_reader(view):
    assert view.accessibleName() == "Overview of all GPUs"
    assert view.view.accessibleName() == "GPU utilization and memory plots"
    assert view.view.accessibleDescription() == (
        "Each GPU's utilization and memory used (% of total), named in the legend "
        "(click a name to hide or show its line). Double-click a GPU for its details."
    )
    margins = view.layout().contentsMargins()
    assert (margins.left(), margins.top(), margins.right(), margins.bottom()) == (0, 0, 0, 0)
    assert view.layout().itemAt(0).widget() is view.view
    assert view.plots == [] and view.legend_names() == []


def test_five_gpus_in_rows_of_four_under_one_legend(view):
    view.set_gpu_count(5)
    assert [p.gpu for p in view.plots] == [0, 1, 2, 3, 4]
    assert [p.title for p in view.plots] == [f"GPU {i}" for i in range(5)]
    assert [_cell(view, p) for p in view.plots] == [(1, 0), (1, 1), (1, 2), (1, 3), (2, 0)]
    assert view.legend_names() == [spec.label for spec in OVERVIEW_CURVES]
    assert view.view.ci.items[view.legend] == [(0, 0), (0, 1), (0, 2), (0, 3)]
    assert view.view.ci.layout.rowMaximumHeight(0) == LEGEND_HEIGHT
    assert all(p.legend is None for p in view.plots)  # no legend of their own
    assert [p.fixed_y for p in view.plots] == [(0, 100)] * 5
    assert [p.unit for p in view.plots] == ["%"] * 5
    assert view.legend.maximumWidth() == pytest.approx(view.legend.layout.preferredWidth())
    # its entries are the first GPU's lines (a click reaches them), centred above the grid
    assert [sample.item for sample, _label in view.legend.items] == view.plots[0].curves
    assert view.view.ci.layout.alignment(view.legend) == Qt.AlignmentFlag.AlignHCenter


def test_each_plot_reads_seconds_ago_and_shows_ten_minutes_at_first(qtbot):
    parent = QWidget()
    qtbot.addWidget(parent)
    view = OverviewView(parent)
    assert view.parentWidget() is parent
    view.set_gpu_count(2)
    for plot in view.plots:
        assert type(plot.plot.getAxis("bottom")) is AgoAxis  # "now", "30s", "5m"
        assert type(plot.plot.getAxis("left")) is ValueAxis  # labels that never crowd
        assert plot.window_s == 600.0
    assert view.window_s == 600.0


def test_two_gpus_side_by_side_with_the_named_memory_threshold(view):
    view.set_window(60.0)
    view.set_gpu_count(2)
    assert [_cell(view, p) for p in view.plots] == [(1, 0), (1, 1)]
    assert view.view.ci.items[view.legend] == [(0, 0), (0, 1)]
    for plot in view.plots:
        assert plot.window_s == 60.0
        assert plot.threshold_value == AlertConfig().memory_percent
        assert plot.threshold.label.format == f"memory alert {AlertConfig().memory_percent:g}%"
        assert plot.threshold.label.isVisible()
    view.set_config(AlertConfig(memory_percent=80.0))
    assert [p.threshold_value for p in view.plots] == [80.0, 80.0]
    assert view.plots[0].threshold.label.format == "memory alert 80%"
    assert view.config.memory_percent == 80.0


def test_a_grid_has_its_threshold_lines_without_names(view):
    view.set_gpu_count(3)
    assert [p.threshold_value for p in view.plots] == [AlertConfig().memory_percent] * 3
    assert [p.threshold.label.isVisible() for p in view.plots] == [False] * 3
    view.set_config(AlertConfig(memory_percent=70.0))
    assert [p.threshold_value for p in view.plots] == [70.0] * 3
    assert not view.plots[0].threshold.label.isVisible()


def test_the_plots_are_laid_out_again_only_when_the_number_of_gpus_changes(view):
    view.set_gpu_count(2)
    first = list(view.plots)
    legend = view.legend
    view.set_gpu_count(2)
    assert view.plots == first and view.legend is legend
    view.set_gpu_count(1)
    assert len(view.plots) == 1 and view.plots[0] is not first[0]
    assert view.view.ci.items[view.legend] == [(0, 0)]
    view.set_gpu_count(0)
    assert view.plots == [] and view.legend is None and view.legend_names() == []


def test_a_new_window_reaches_every_plot(view):
    view.set_gpu_count(3)
    view.set_window(3600.0)
    assert [p.window_s for p in view.plots] == [3600.0] * 3
    assert view.window_s == 3600.0
    view.set_gpu_count(4)  # the new plots too
    assert [p.window_s for p in view.plots] == [3600.0] * 4


def _border(plot) -> str | None:
    pen = plot.plot.getViewBox().border
    if pen is None or pen.style() == Qt.PenStyle.NoPen:
        return None
    return pen.color().name().upper(), pen.width()


def test_titles_frames_and_the_lost_word(view):
    view.set_gpu_count(3)
    hot = _gpu(1, reading=GpuReading(temperature_c=95.0, memory_total_bytes=24 * GIB))
    lost = _gpu(2, reading=None, lost=True)
    view.update_titles(_snapshot(_gpu(0), hot, lost), {1: HOT, 2: LOST})
    past = frozenset({"temperature"})
    assert view.plots[0].plot.titleLabel.text == gpu_title(_gpu(0))
    assert view.plots[1].plot.titleLabel.text == gpu_title(hot, True, HOT, past)
    assert view.plots[2].plot.titleLabel.text == gpu_title(lost, True, LOST)
    assert view.plots[0]._title[1] == "9pt"  # a grid's titles are small
    assert _border(view.plots[0]) is None
    assert _border(view.plots[1]) == (status_color("warning"), 3)
    assert _border(view.plots[2]) == (status_color("problem"), 3)
    assert view.plots[0].state_text is None
    assert view.plots[2].state_text.toPlainText() == "GPU lost"
    assert view.plots[2].state_text.isVisible()
    assert view.plots[2].state_text.color.name().upper() == status_color("problem").upper()
    # back to OK: the frame goes, and the word with the GPU's return
    view.update_titles(_snapshot(_gpu(0), _gpu(1), _gpu(2)), {1: OK})
    assert [_border(p) for p in view.plots] == [None, None, None]
    assert not view.plots[2].state_text.isVisible()


def test_a_notice_draws_no_frame_and_units_follow_the_setting(view):
    view.set_gpu_count(2)
    view.binary = False
    notice = GpuStatus("notice", notes=("TensorFlow holds all memory",))
    view.update_titles(_snapshot(_gpu(0), _gpu(1)), {0: notice})
    assert _border(view.plots[0]) is None
    assert view.plots[0]._title == (gpu_title(_gpu(0), False, notice), None)  # full size
    assert "23.4/25.8 GB" in view.plots[1].plot.titleLabel.text
    # without statuses every GPU is OK; with fewer GPUs than plots the rest keep their titles
    view.update_titles(_snapshot(_gpu(0)))
    assert view.plots[0].plot.titleLabel.text == gpu_title(_gpu(0), False)


def test_the_memory_threshold_colours_the_memory_figure(view):
    view.set_gpu_count(1)
    view.set_config(AlertConfig(memory_percent=50.0))
    view.update_titles(_snapshot(_gpu(0)))
    assert _past("21.8/24.0 GiB") in view.plots[0].plot.titleLabel.text


def test_a_frame_follows_a_warning_that_becomes_a_problem(view):
    view.set_gpu_count(1)
    view.update_titles(_snapshot(_gpu(0)), {0: HOT})
    assert _border(view.plots[0]) == (status_color("warning"), 3)
    worse = GpuStatus("problem", ("XID 79",))
    view.update_titles(_snapshot(_gpu(0)), {0: worse})
    assert _border(view.plots[0]) == (status_color("problem"), 3)


def test_a_theme_change_restyles_the_plots_and_redraws_the_frames(view, qtbot):
    view.set_gpu_count(1)
    view.update_titles(_snapshot(_gpu(0)), {0: HOT})
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, "#202020")
    dark.setColor(QPalette.ColorRole.WindowText, "#f0f0f0")
    dark.setColor(QPalette.ColorRole.Base, "#1a1a1a")
    dark.setColor(QPalette.ColorRole.Text, "#f0f0f0")
    view.setPalette(dark)
    # the view's own palette, read as the theme changes (before its children hear of it)
    assert view.view.backgroundBrush().color().name() == "#1a1a1a"
    assert view.plots[0].plot.getAxis("left").pen().color().name() == "#f0f0f0"
    assert view.plots[0].dark
    assert view.plots[0].background.name() == "#1a1a1a"
    assert view.plots[0].readout.color.name() == "#f0f0f0"
    assert view.legend.opts["labelTextColor"].name() == "#f0f0f0"
    view.update_titles(_snapshot(_gpu(0)), {0: HOT})
    assert _border(view.plots[0]) == (status_color("warning", True), 3)
    assert status_html(HOT, True) in view.plots[0].plot.titleLabel.text


def test_a_palette_event_without_plots_is_harmless(view):
    view.changeEvent(QEvent(QEvent.Type.PaletteChange))
    assert view.plots == []


def _history(seconds: int = 10) -> History:
    history = History(60)
    for i in range(seconds):
        gpus = (_gpu(0), _gpu(1))
        history.append(Snapshot(1000.0 + i, float(i), SystemInfo("nvml"), gpus))
    return history


def test_the_lines_are_drawn_in_seconds_before_now(view):
    view.set_gpu_count(2)
    view.refresh(_history(10), 12.0)
    x, y = view.plots[1].curves[0].getData()
    assert list(x) == [float(i - 12) for i in range(10)]  # the last sample 3 s ago
    assert list(y) == [95.4] * 10


def test_hovering_a_plot_reads_its_values_out(view, qtbot):
    view.resize(800, 400)
    view.show()
    view.set_gpu_count(2)
    qtbot.waitExposed(view)
    view.refresh(_history(10), 9.0)
    box = view.plots[1].plot.getViewBox().sceneBoundingRect()
    view._mouse_moved(QPointF(box.right() - 2, box.center().y()))
    assert view.plots[1].readout.isVisible() and not view.plots[0].readout.isVisible()
    assert "\nGPU utilization: 95%\n" in view.plots[1].readout.toPlainText()


def test_a_lost_gpus_word_in_the_dark_themes_colour(view):
    view.set_gpu_count(1)
    dark = QPalette()
    dark.setColor(QPalette.ColorRole.Window, "#202020")
    dark.setColor(QPalette.ColorRole.WindowText, "#f0f0f0")
    view.setPalette(dark)
    view.update_titles(_snapshot(_gpu(0, reading=None, lost=True)))
    color = view.plots[0].state_text.color.name().upper()
    assert color == status_color("problem", True).upper() != status_color("problem").upper()


def test_refresh_shows_the_last_seconds_asked(view):
    view.set_gpu_count(2)
    history = History(60)
    view.refresh(history, None, shown=120.0)
    assert [p.shown_s for p in view.plots] == [120.0, 120.0]
    assert [p.frames for p in view.plots] == [1, 1]
    view.refresh(history, None)
    assert [p.shown_s for p in view.plots] == [120.0, 120.0]
    assert [p.frames for p in view.plots] == [2, 2]


def test_a_legend_click_hides_the_line_on_every_gpu(view):
    view.set_gpu_count(3)
    memory = view.plots[0].curves[1]
    memory.setVisible(False)  # what the legend's click does to the first plot's line
    view._legend_clicked(memory)
    assert [p.curves[1].isVisible() for p in view.plots] == [False] * 3
    assert [p.curves[0].isVisible() for p in view.plots] == [True] * 3
    memory.setVisible(True)
    view._legend_clicked(memory)
    assert [p.curves[1].isVisible() for p in view.plots] == [True] * 3
    view._legend_clicked(object())  # not a line: nothing changes
    assert [p.curves[1].isVisible() for p in view.plots] == [True] * 3


def _click(pos: QPointF, double: bool) -> SimpleNamespace:
    return SimpleNamespace(double=lambda: double, scenePos=lambda: pos)


def test_a_double_click_on_a_gpu_opens_it(view, qtbot):
    view.resize(800, 600)
    view.show()
    view.set_gpu_count(4)
    qtbot.waitExposed(view)
    seen: list[int] = []
    view.gpu_activated.connect(seen.append)
    centre = view.plots[3].plot.sceneBoundingRect().center()
    view._mouse_clicked(_click(centre, double=False))
    assert seen == []
    view._mouse_clicked(_click(centre, double=True))
    view._mouse_clicked(_click(view.plots[1].plot.sceneBoundingRect().center(), double=True))
    assert seen == [3, 1]
    view._mouse_clicked(_click(QPointF(-50.0, -50.0), double=True))  # outside every plot
    assert seen == [3, 1]
    view._mouse_clicked(SimpleNamespace())  # an event without a double-click flag
    assert seen == [3, 1]
