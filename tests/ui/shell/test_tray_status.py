"""The tray menu answers at a glance: a line per GPU, the latest alert, then the commands."""

from __future__ import annotations

import re
from dataclasses import replace

from tests.helpers.monitor import run_for
from tfgpu_gui.telemetry.alerts import Alert
from tfgpu_gui.ui.shell import tray_icon

LINE = re.compile(r"^GPU \d+ · \d+% · [\d.]+/[\d.]+ GiB · \d+ °C$")


def test_menu_starts_with_a_disabled_line_per_gpu_then_the_commands(make_monitor, clock):
    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 3)
    assert not app.tray.status_actions  # nothing is laid out while the menu is closed
    app.tray.menu.aboutToShow.emit()  # the menu opens
    actions = app.tray.menu.actions()
    lines = [a for a in actions[:8]]
    assert all(LINE.match(a.text()) for a in lines), [a.text() for a in lines]
    assert all(not a.isEnabled() for a in lines)
    assert lines[0].text().startswith("GPU 0 · ") and lines[7].text().startswith("GPU 7 · ")
    commands = [a for a in actions if a.isVisible() and not a.isSeparator() and a.isEnabled()]
    assert commands[0] is app.tray.show_action and commands[-1] is app.tray.quit_action
    # the lines follow the samples
    before = app.tray.status_texts()
    run_for(app, clock, 30)
    assert app.tray.status_texts() == before  # closed: left as they were
    app.tray.menu.aboutToShow.emit()
    assert app.tray.status_texts() != before


def test_status_line_format_and_more_than_eight_gpus(make_monitor, clock):
    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 2)
    snap = app.last_snapshot
    gpu = snap.gpus[0]
    reading = replace(
        gpu.reading,
        util_gpu_percent=83.0,
        memory_used_bytes=71 * 2**30,
        memory_total_bytes=80 * 2**30,
        temperature_c=69.0,
    )
    assert tray_icon.gpu_status_line(replace(gpu, reading=reading)) == (
        "GPU 0 · 83% · 71/80 GiB · 69 °C"
    )
    small = replace(reading, memory_used_bytes=int(1.5 * 2**30), memory_total_bytes=4 * 2**30)
    assert "1.5/4.0 GiB" in tray_icon.gpu_status_line(replace(gpu, reading=small))
    many = replace(snap, gpus=snap.gpus + tuple(replace(g, lost=True) for g in snap.gpus[:4]))
    lines = tray_icon.status_lines(many)
    assert len(lines) == 9 and lines[-1].startswith("+ 4 more GPUs") and "4 lost" in lines[-1]
    unsupported = replace(reading, util_gpu_percent=None, temperature_c=None)
    assert "n/a" in tray_icon.gpu_status_line(replace(gpu, reading=unsupported))


def test_latest_alert_is_in_the_menu_and_the_tooltip(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 2)
    app.notify(Alert("hot", 0, "GPU 0 is hot & throttling", "90 °C"))
    app.tray.menu.aboutToShow.emit()
    assert app.tray.alert_action.isVisible() and not app.tray.alert_action.isEnabled()
    assert app.tray.status_texts()[-1].startswith("Last alert (")
    assert "is hot && throttling" in app.tray.alert_action.text()  # not a mnemonic
    run_for(app, clock, 1)
    assert "Last alert (" in app.tray.tooltip


def test_without_readings_the_menu_says_so(make_monitor):
    app = make_monitor("training")
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable

    app.on_unavailable(TelemetryUnavailable("no-driver"))
    app.tray.menu.aboutToShow.emit()
    assert app.tray.status_texts() == ["No GPU readings (trying again every 10 s)"]
