"""The notifications that leave the machine warn at the thresholds the user set in Settings."""

from __future__ import annotations

from tfgpu_gui.notify.events import Notice
from tfgpu_gui.notify.watcher import EventWatcher
from tfgpu_gui.settings import Settings
from tfgpu_gui.telemetry.alerts import ALERT_KINDS, HOT_C
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.runs import RUN_NOTIFICATIONS
from tfgpu_gui.telemetry.simulated import SimulatedBackend


def first_hot(settings: Settings, seconds: int = 300) -> tuple[float, Notice]:
    """When the thermal-throttle scenario's GPU is first told too hot, and the notice."""
    clock = ManualClock()
    backend = SimulatedBackend("thermal-throttle", clock=clock)
    watcher = EventWatcher(clock, *settings.notification_thresholds())
    for step in range(seconds):
        temperature = backend.read()
        for notice in watcher.observe(temperature):
            if notice.event == "too-hot":
                return float(step), notice
        clock.advance(1.0)
    raise AssertionError("no too-hot notice")


def degrees(notice: Notice) -> int:
    """The temperature in a notice's title ("vm: GPU 0 is hot (75 °C)")."""
    return int(notice.title.rsplit("(", 1)[1].split(" °C")[0])


def test_a_lower_threshold_warns_sooner_and_at_that_temperature():
    at_75, notice_75 = first_hot(Settings(temperature_c=75.0))
    at_default, notice_default = first_hot(Settings())
    assert degrees(notice_75) == 75
    assert degrees(notice_default) >= HOT_C
    assert at_75 < at_default


def test_the_tray_switches_do_not_silence_what_a_destination_asked_for():
    # Every tray alert switched off: the destination's own choice of events still holds.
    off = {kind: False for kind in Settings().notifications}
    _, notice = first_hot(Settings(temperature_c=75.0, notifications=off))
    assert degrees(notice) == 75
    alert, run = Settings(notifications=off).notification_thresholds()
    assert alert.enabled == ALERT_KINDS.keys() and run.enabled == RUN_NOTIFICATIONS.keys()


def test_the_run_thresholds_come_from_the_settings_too():
    settings = Settings(idle_util_percent=12.0, idle_seconds=120.0, memory_percent=80.0)
    alert, run = settings.notification_thresholds()
    assert (alert.temperature_c, alert.memory_percent) == (settings.temperature_c, 80.0)
    assert (run.idle_util_percent, run.idle_seconds, run.memory_percent) == (12.0, 120.0, 80.0)


def test_new_thresholds_take_effect_on_a_watcher_already_watching():
    clock = ManualClock()
    backend = SimulatedBackend("thermal-throttle", clock=clock)
    watcher = EventWatcher(clock, *Settings(temperature_c=99.0).notification_thresholds())
    seen: list[Notice] = []
    for _ in range(40):  # the GPU warms up past 75 °C; nothing said at 99
        seen += watcher.observe(backend.read())
        clock.advance(1.0)
    assert not [n for n in seen if n.event == "too-hot"]
    watcher.reconfigure(*Settings(temperature_c=70.0).notification_thresholds())
    hot = [n for n in watcher.observe(backend.read()) if n.event == "too-hot"]
    assert len(hot) == 1 and degrees(hot[0]) >= 70
