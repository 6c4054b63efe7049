"""Every window and dialog fits a 1366×768 laptop: none needs more than the screen has left
once a taskbar is taken away, each opens within its screen's available geometry, and the
Settings dialog keeps Save and Cancel on screen by scrolling its groups."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication, QWidget

from tests.helpers.monitor import run_for
from tfgpu_gui.appinfo import DISPLAY_NAME
from tfgpu_gui.settings import Settings
from tfgpu_gui.ui.bench.window import BenchWindow
from tfgpu_gui.ui.doctor.wizard import DoctorWizard
from tfgpu_gui.ui.placement import FRAME, SMALLEST_SCREEN, opening_size, place, room
from tfgpu_gui.ui.shell.settings_dialog import SettingsDialog

#: 1366×768 less a 40 px taskbar, as a screen's available geometry.
LAPTOP = QRect(QPoint(0, 0), SMALLEST_SCREEN)


def _fits(size: QSize, limit: QSize) -> bool:
    return size.width() <= limit.width() and size.height() <= limit.height()


def _top_levels(kind: type) -> list[QWidget]:
    from shiboken6 import isValid

    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, kind) and isValid(w) and w.isVisible()
    ]


def _open_everything(make_monitor, clock, qtbot) -> dict[str, QWidget]:
    app = make_monitor("training")
    run_for(app, clock, 2)
    windows: dict[str, QWidget] = {"main window": app.window}
    windows["settings"] = app.open_settings()
    windows["about"] = app.open_about()
    app.tray.diagnose_action.trigger()
    (windows["diagnosis wizard"],) = _top_levels(DoctorWizard)
    app.tray.bench_action.trigger()
    (windows["benchmark"],) = _top_levels(BenchWindow)
    for widget in windows.values():
        qtbot.waitExposed(widget)
    return windows


def test_every_window_fits_a_laptop_and_opens_on_its_screen(make_monitor, clock, qtbot):
    windows = _open_everything(make_monitor, clock, qtbot)
    laptop = room(LAPTOP)
    try:
        for name, widget in windows.items():
            smallest = widget.minimumSizeHint().expandedTo(widget.minimumSize())
            assert _fits(smallest, laptop), f"{name} needs {smallest}, more than {laptop}"
            area = widget.screen().availableGeometry()
            assert area.contains(widget.frameGeometry()), (
                f"{name} opens at {widget.frameGeometry()}, outside {area}"
            )
            assert _fits(widget.size() + FRAME, area.size()), f"{name} is larger than its screen"
    finally:
        for name in ("settings", "about", "diagnosis wizard", "benchmark"):
            windows[name].close()


def test_every_title_names_the_app_once_and_the_same_way(make_monitor, clock, qtbot):
    windows = _open_everything(make_monitor, clock, qtbot)
    try:
        titles = {name: w.windowTitle() for name, w in windows.items()}
        for name, title in titles.items():
            assert title.count(DISPLAY_NAME) == 1, f"{name}: {title!r}"
            assert "tfgpu" not in title.lower(), f"{name}: {title!r}"
        assert titles["settings"] == f"Settings — {DISPLAY_NAME}"
        assert titles["diagnosis wizard"] == f"Setup diagnosis — {DISPLAY_NAME}"
        assert titles["benchmark"] == f"Benchmark — {DISPLAY_NAME}"
        assert titles["about"] == f"About {DISPLAY_NAME}"
    finally:
        for name in ("settings", "about", "diagnosis wizard", "benchmark"):
            windows[name].close()


def test_a_window_asking_for_more_than_the_screen_gets_the_screen():
    assert opening_size(QSize(1200, 820), LAPTOP) == QSize(1200, 728 - FRAME.height())
    assert opening_size(QSize(2000, 300), LAPTOP) == QSize(1366 - FRAME.width(), 300)
    assert opening_size(QSize(500, 400), LAPTOP) == QSize(500, 400)


def test_place_centres_the_window_in_the_available_geometry(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    area = widget.screen().availableGeometry()
    place(widget, QSize(area.width() * 2, 100))
    assert widget.width() == area.width() - FRAME.width() and widget.height() == 100
    top_left = widget.pos()
    assert top_left.x() == area.left()
    centred = area.top() + (area.height() - 100 - FRAME.height()) // 2
    assert abs(top_left.y() - centred) <= 1


def test_settings_keep_save_and_cancel_on_a_laptop_screen(qtbot):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    full = dialog.preferred_size()
    assert full.height() > room(LAPTOP).height() - 200  # tall: the groups will scroll there
    dialog.resize(opening_size(full, LAPTOP))
    dialog.show()
    qtbot.waitExposed(dialog)
    inside = dialog.rect()
    for button in (dialog.save_button, dialog.findChild(QWidget, "qt_dialogbuttonbox")):
        if button is None:
            continue
        corner = button.mapTo(dialog, QPoint(button.width() - 1, button.height() - 1))
        assert inside.contains(corner), "a dialog button is below the dialog's edge"
    # The groups scroll: the last one can be reached.
    bar = dialog.scroll.verticalScrollBar()
    dialog.resize(dialog.width(), 400)
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    dialog.scroll.ensureWidgetVisible(dialog.sources)
    assert bar.value() > 0
