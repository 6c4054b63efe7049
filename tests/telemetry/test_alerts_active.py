"""Active alerts (what holds now, since when) and the GPU status derived from them: the window
and the tray's notifications come from the same rules."""

from __future__ import annotations

from tests.telemetry.test_alerts import TOTAL, check_at, engine, gpu, proc, share
from tfgpu_gui.telemetry import ManualClock, Sampler, make_backend
from tfgpu_gui.telemetry.alerts import AlertConfig, AlertEngine
from tfgpu_gui.telemetry.nvml_tables import (
    CLOCK_EVENT_REASONS,
    CLOCK_REASON_WORDS,
    clock_reason_words,
)
from tfgpu_gui.telemetry.status import GpuStatus, gpu_status, past_thresholds, worst


def test_an_alert_is_active_while_its_condition_holds_with_its_start_time() -> None:
    e, clock = engine(cooldown_s=900.0)
    start_wall = clock.wall()
    check_at(e, clock, 0, gpu(temperature_c=60.0))
    assert e.active_alerts() == []
    fired = check_at(e, clock, 10, gpu(temperature_c=90.0))
    assert [a.kind for a in fired] == ["thermal"]
    (active,) = e.active_alerts()
    assert active.alert.kind == "thermal" and active.since == 10.0
    assert active.since_wall == start_wall + 10.0
    # Still hot at 60 s: no second notification (cooling down), still active since 10 s.
    assert check_at(e, clock, 60, gpu(temperature_c=91.0)) == []
    (active,) = e.active_alerts()
    assert active.since == 10.0 and "91 °C" in active.alert.title
    check_at(e, clock, 61, gpu(temperature_c=70.0))  # cooled down: the alert ends
    assert e.active_alerts() == []


def test_reasons_in_words() -> None:
    e, clock = engine()
    throttling = gpu(temperature_c=86.0, throttle_reasons=("sw-thermal",))
    check_at(e, clock, 0, throttling, gpu(1, memory_used_bytes=share(96)))
    reasons = {a.alert.gpu_index: a.alert.reason for a in e.active_alerts()}
    assert reasons == {0: "throttling: too hot", 1: "memory 96% full"}
    e, clock = engine()
    check_at(e, clock, 0, gpu(temperature_c=88.0))
    assert e.active_alerts()[0].alert.reason == "too hot: 88 °C"


def test_idle_while_a_process_holds_memory_reads_the_script_and_the_memory() -> None:
    clock = ManualClock()
    sampler = Sampler(make_backend("input-bound", clock=clock), 1.0, 3600, clock)
    e = AlertEngine(AlertConfig(), clock)
    for _ in range(90):
        e.check(sampler.sample_once(), sampler.history)
        clock.advance(1.0)
    (active,) = [a for a in e.active_alerts() if a.alert.kind == "tf-idle"]
    assert active.alert.reason == "idle while train.py holds 22.0 GiB"
    # Between two evaluations of the window rule (every 5 s) it stays active.
    for _ in range(7):
        e.check(sampler.sample_once(), sampler.history)
        assert any(a.alert.kind == "tf-idle" for a in e.active_alerts())
        clock.advance(1.0)


def test_idle_alert_ends_at_once_when_the_process_lets_go_of_its_memory() -> None:
    e, clock = engine()
    e.active[("tf-idle", 0)] = _active_idle(e)
    check_at(e, clock, 0.5, gpu(processes=(proc(),)))  # not due: it stays
    assert [a.alert.kind for a in e.active_alerts()] == ["tf-idle"]
    check_at(e, clock, 1, gpu(processes=()))  # nothing held any more: it ends at once
    assert e.active_alerts() == []


def _active_idle(e: AlertEngine):  # type: ignore[no-untyped-def]
    from tfgpu_gui.telemetry.alerts import ActiveAlert, Alert

    e._trend_at[0] = 0.0  # the window rules ran just now
    alert = Alert("tf-idle", 0, "GPU 0 mostly idle", "…", reason="idle while train.py holds 8 GiB")
    return ActiveAlert(alert, 0.0, 0.0)


def test_a_lost_gpu_is_a_problem_and_notified_once() -> None:
    e, clock = engine(cooldown_s=1.0)
    assert len(check_at(e, clock, 0, gpu(0, lost=True))) == 1
    assert check_at(e, clock, 5, gpu(0, lost=True)) == []  # past the cooldown, still once
    (active,) = e.active_alerts()
    status = gpu_status(gpu(0, lost=True), e.active_alerts())
    assert status == GpuStatus("problem", ("GPU lost",)) and active.since == 0.0
    assert status.word == "Problem"


def test_switched_off_kinds_are_not_active() -> None:
    e, clock = engine(enabled=frozenset({"memory"}))
    check_at(e, clock, 0, gpu(temperature_c=99.0))
    assert e.active_alerts() == []
    # ...but a lost GPU is never "OK", whatever the switches say.
    assert gpu_status(gpu(0, lost=True), []).level == "problem"


def test_status_is_the_worst_level_and_lists_every_reason() -> None:
    e, clock = engine(tf_all_memory_percent=50.0)
    hot_full = gpu(
        temperature_c=90.0,
        throttle_reasons=("hw-thermal",),
        memory_used_bytes=TOTAL,
        processes=(proc(held=TOTAL),),
    )
    check_at(e, clock, 0, hot_full, gpu(1))
    status = gpu_status(hot_full, e.active_alerts())
    assert status.level == "warning" and status.bad
    assert status.reasons == ("throttling: too hot", "memory 100% full")
    assert status.notes == ("train.py took all memory",)  # worth knowing, not a warning
    assert status.text == "throttling: too hot · memory 100% full"
    assert gpu_status(gpu(1), e.active_alerts()) == GpuStatus("ok", ())
    assert gpu_status(gpu(1), []).text == "OK"
    assert worst(["ok", "problem", "warning"]) == "problem" and worst([]) == "ok"


def test_notice_alone_leaves_the_gpu_ok() -> None:
    e, clock = engine(tf_all_memory_percent=50.0)
    g = gpu(processes=(proc(held=TOTAL),))
    check_at(e, clock, 0, g)
    status = gpu_status(g, e.active_alerts())
    assert status.level == "notice" and not status.bad and status.word == "OK"
    assert status.reasons == () and status.notes == ("train.py took all memory",)


def test_values_past_their_threshold() -> None:
    cfg = AlertConfig(temperature_c=80.0, memory_percent=90.0)
    assert past_thresholds(gpu(temperature_c=79.9), cfg) == frozenset()
    assert past_thresholds(gpu(temperature_c=80.0), cfg) == {"temperature"}
    assert past_thresholds(gpu(memory_used_bytes=share(90)), cfg) == {"memory"}
    assert past_thresholds(gpu(0, lost=True), cfg) == frozenset()


def test_every_clock_reason_has_words() -> None:
    names = [name for _bit, name in CLOCK_EVENT_REASONS]
    assert set(CLOCK_REASON_WORDS) == set(names)
    assert clock_reason_words("sw-thermal") == "too hot"
    assert clock_reason_words("something-new") == "something-new"
