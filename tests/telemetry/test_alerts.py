"""Notification rules: on simulated scenarios, then at their exact thresholds on hand-built
snapshots, both with a manual clock.

Every expected value of the threshold tests is worked out by hand from the rule's definition
(threshold, window, cooldown), not read back from the engine: a rule compared with ``>`` instead
of ``>=``, a window shortened by one sample or a cooldown that never ends each fail one of them.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from tfgpu_gui.telemetry import ManualClock, Sampler, make_backend
from tfgpu_gui.telemetry.alerts import (
    ALERT_KINDS,
    GIB,
    Alert,
    AlertConfig,
    AlertEngine,
    fit_line,
    merge_alerts,
)
from tfgpu_gui.telemetry.history import History
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)

# === On simulated scenarios ===================================================================


def _run(scenario: str, seconds: int, config: AlertConfig | None = None):
    clock = ManualClock()
    sampler = Sampler(make_backend(scenario, clock=clock), 1.0, 3600, clock)
    engine = AlertEngine(config, clock)
    fired = []
    for t in range(seconds):
        snap = sampler.sample_once()
        fired += [(t, a) for a in engine.check(snap, sampler.history)]
        clock.advance(1.0)
    return fired


def kinds(fired):
    return [a.kind for _, a in fired]


def test_idle_gpu_under_a_tf_process_after_a_minute():
    fired = _run("input-bound", 120)
    idle = [(t, a) for t, a in fired if a.kind == "tf-idle"]
    assert len(idle) == 1
    t, alert = idle[0]
    assert 50 <= t <= 70
    assert alert.title == "GPU 0 mostly idle while python train.py (pid 4242) holds 22.0 GiB"
    for advice in ("prefetch", "cache", "num_parallel_calls", "AUTOTUNE", "batch", "Profiler"):
        assert advice in alert.message


def test_busy_training_is_not_idle_but_tf_took_all_memory():
    fired = _run("training", 300)
    assert "tf-idle" not in kinds(fired)
    (alert,) = [a for _, a in fired if a.kind == "tf-all-memory"]
    assert "TF_FORCE_GPU_ALLOW_GROWTH" in alert.message and "set_memory_growth" in alert.message
    assert not alert.warning


def test_idle_desktop_gpu_is_quiet():
    assert _run("idle", 300) == []


def test_thermal_throttling():
    fired = _run("thermal-throttle", 400)
    (alert,) = [a for _, a in fired if a.kind == "thermal"]
    assert "°C" in alert.title


def test_throttling_below_the_threshold_still_warns():
    fired = _run("thermal-throttle", 400, AlertConfig(temperature_c=200.0))
    (alert,) = [a for _, a in fired if a.kind == "thermal"]
    assert "sw-thermal" in alert.message


def test_memory_trend_warns_before_out_of_memory():
    fired = _run("memory-leak", 700)
    memory = [(t, a) for t, a in fired if a.kind == "memory"]
    assert memory and "will be full" in memory[0][1].title
    oom_at = next(t for t, a in fired if a.kind == "tf-all-memory")
    assert memory[0][0] < oom_at


def test_gpu_lost_once():
    fired = _run("gpu-lost", 200)
    lost = [a for _, a in fired if a.kind == "gpu-lost"]
    assert len(lost) == 1 and lost[0].gpu_index == 1


def test_rate_limit_and_switches():
    cfg = AlertConfig(cooldown_s=60.0, temperature_c=50.0)
    fired = _run("training", 200, cfg)
    thermal = [t for t, a in fired if a.kind == "thermal"]
    assert len(thermal) >= 2 and all(b - a >= 60 for a, b in itertools.pairwise(thermal))
    off = AlertConfig(temperature_c=50.0, enabled=frozenset(ALERT_KINDS) - {"thermal"})
    assert "thermal" not in kinds(_run("training", 200, off))


@pytest.mark.parametrize("n", [1, 8])
def test_merge_one_message_per_kind(n):
    fired = _run("multi-gpu-8", 1)
    merged = merge_alerts([a for _, a in fired if a.kind == "tf-all-memory"][:n])
    assert len(merged) == 1
    if n == 8:
        assert "(and 7 more GPUs)" in merged[0].title


def test_fit_line_matches_polyfit():
    import numpy as np

    from tfgpu_gui.telemetry.alerts import fit_line

    rng = np.random.default_rng(3)
    x = np.arange(-119.0, 1.0)
    y = 2.5e7 * x + 1.4e10 + rng.normal(0, 1e8, x.size)
    slope, intercept = fit_line(x, y)
    ref = np.polyfit(x, y, 1)
    assert np.isclose(slope, ref[0], rtol=1e-12) and np.isclose(intercept, ref[1], rtol=1e-12)


def test_rules_switched_off_are_not_evaluated_and_cooling_ones_only_at_their_pace(monkeypatch):
    clock = ManualClock()
    sampler = Sampler(make_backend("memory-leak", clock=clock), 1.0, 3600, clock)
    engine = AlertEngine(AlertConfig(cooldown_s=10_000.0), clock)
    fits = []
    real = engine._time_to_full

    def counted(*a):
        if a[1] is not None:  # called with a history: a real fit
            fits.append(1)
        return real(*a)

    monkeypatch.setattr(engine, "_time_to_full", counted)
    fired = []
    for _ in range(700):
        fired += engine.check(sampler.sample_once(), sampler.history)
        clock.advance(1.0)
    memory = [a for a in fired if a.kind == "memory"]
    assert len(memory) == 1  # fired once, then cooling down
    fits_after = len(fits)
    for _ in range(100):
        engine.check(sampler.sample_once(), sampler.history)
        clock.advance(1.0)
    # While the alert cools down the fit still runs (the window shows when the condition
    # ends), but only at the pace of the window rules: every trend_every_s, not every sample.
    assert len(fits) - fits_after <= 100 / engine.config.trend_every_s + 1
    fits_after = len(fits)
    engine.config = AlertConfig(enabled=frozenset({"thermal"}))
    engine.reset()
    engine.check(sampler.sample_once(), sampler.history)
    assert len(fits) == fits_after  # switched off: not evaluated either


def test_window_rules_run_every_few_seconds_not_every_sample(monkeypatch):
    clock = ManualClock()
    sampler = Sampler(make_backend("memory-leak", clock=clock), 1.0, 3600, clock)
    engine = AlertEngine(AlertConfig(trend_every_s=5.0), clock)
    fits = []
    real = engine._time_to_full

    def counted(*a):
        if a[1] is not None:  # called with a history: a real fit
            fits.append(1)
        return real(*a)

    monkeypatch.setattr(engine, "_time_to_full", counted)
    for _ in range(100):
        engine.check(sampler.sample_once(), sampler.history)
        clock.advance(1.0)
    assert len(fits) == 20
    every = AlertEngine(AlertConfig(trend_every_s=0.0), clock)
    monkeypatch.setattr(every, "_time_to_full", counted)
    for _ in range(10):
        every.check(sampler.sample_once(), sampler.history)
        clock.advance(1.0)
    assert len(fits) == 30


# === At the exact thresholds, on hand-built snapshots =========================================

TOTAL = 16 * GIB


def share(percent: int) -> int:
    """The fewest bytes that are at least ``percent`` % of TOTAL (one byte less is below)."""
    return -(-TOTAL * percent // 100)


def proc(
    pid: int = 4242,
    held: int | None = 8 * GIB,
    tensorflow: bool | None = True,
    cmdline: tuple[str, ...] | None = ("/usr/bin/python3", "-u", "train.py", "--epochs", "3"),
    name: str | None = "python3",
) -> GpuProcess:
    info = ProcessInfo(pid, True, name=name, cmdline=cmdline, tensorflow=tensorflow)
    return GpuProcess(pid, 0, "compute", held, None, info)


def gpu(
    index: int = 0,
    name: str | None = "Test GPU",
    static_total: int | None = TOTAL,
    processes: tuple[GpuProcess, ...] = (),
    lost: bool = False,
    **reading: object,
) -> GpuSnapshot:
    values: dict[str, object] = {"memory_total_bytes": TOTAL, "memory_used_bytes": GIB}
    values.update(reading)
    return GpuSnapshot(
        GpuStatic(index, name, memory_total_bytes=static_total),
        None if lost else GpuReading(**values),  # type: ignore[arg-type]
        processes,
        lost=lost,
    )


#: Monotonic time of the first sample: not 0, so that a sum of two times never passes for a
#: difference.
T0 = 1000.0


def snap(t: float, *gpus: GpuSnapshot) -> Snapshot:
    return Snapshot(1_790_000_000.0 + t, T0 + t, SystemInfo("simulated"), tuple(gpus))


def engine(**config: object) -> tuple[AlertEngine, ManualClock]:
    clock = ManualClock(start=0.0)
    return AlertEngine(AlertConfig(**config), clock), clock  # type: ignore[arg-type]


def check_at(e: AlertEngine, clock: ManualClock, t: float, *gpus: GpuSnapshot) -> list[Alert]:
    clock.advance(t - clock.monotonic())
    return e.check(snap(t, *gpus))


# -- thermal -----------------------------------------------------------------------------------


def test_temperature_at_the_threshold_fires_and_just_below_does_not() -> None:
    e, clock = engine(temperature_c=83.0)
    assert check_at(e, clock, 0, gpu(temperature_c=82.9)) == []
    (alert,) = check_at(e, clock, 1, gpu(temperature_c=83.0))
    assert alert.kind == "thermal" and alert.gpu_index == 0 and alert.warning
    assert alert.title == "GPU 0 is hot (83 °C)"
    assert alert.message == (
        "GPU 0 (Test GPU) is at 83 °C. Improve the airflow or lower the power limit; "
        "training runs slower meanwhile."
    )


def test_default_hot_threshold_is_85_degrees() -> None:
    e, clock = engine()
    assert check_at(e, clock, 0, gpu(temperature_c=84.9)) == []
    assert [a.kind for a in check_at(e, clock, 1, gpu(temperature_c=85.0))] == ["thermal"]


def test_thermal_throttling_below_the_threshold_names_only_thermal_reasons() -> None:
    e, clock = engine()
    reasons = ("sw-power-cap", "sw-thermal", "hw-thermal")
    (alert,) = check_at(e, clock, 0, gpu(temperature_c=70.0, throttle_reasons=reasons))
    assert alert.title == "GPU 0 is hot (70 °C)"
    assert "slows its clocks to cool down (hw-thermal, sw-thermal)." in alert.message
    assert "sw-power-cap" not in alert.message


def test_power_capping_alone_is_not_thermal() -> None:
    e, clock = engine()
    reading = {"temperature_c": 60.0, "throttle_reasons": ("sw-power-cap", "hw-slowdown")}
    assert check_at(e, clock, 0, gpu(**reading)) == []


def test_throttling_without_a_temperature_still_warns() -> None:
    e, clock = engine()
    (alert,) = check_at(e, clock, 0, gpu(temperature_c=None, throttle_reasons=("hw-thermal",)))
    assert alert.title == "GPU 0 is hot (hot)"


def test_unnamed_gpu_is_labelled_by_index_only() -> None:
    e, clock = engine()
    (alert,) = check_at(e, clock, 0, gpu(index=3, name=None, temperature_c=90.0))
    assert alert.gpu_index == 3
    assert alert.message.startswith("GPU 3 is at 90 °C.")


# -- cooldown and de-duplication ----------------------------------------------------------------


def test_an_alert_repeats_exactly_when_its_cooldown_has_passed() -> None:
    e, clock = engine(cooldown_s=900.0)
    hot = gpu(temperature_c=95.0)
    assert len(check_at(e, clock, 0, hot)) == 1
    assert check_at(e, clock, 1, hot) == []
    assert check_at(e, clock, 899.5, hot) == []  # still cooling down
    (again,) = check_at(e, clock, 900, hot)  # past the cooldown: shown again
    assert again.kind == "thermal"
    assert check_at(e, clock, 1799, hot) == []
    assert len(check_at(e, clock, 1800, hot)) == 1


def test_cooldown_is_per_gpu_and_per_kind() -> None:
    e, clock = engine(cooldown_s=900.0)
    assert [a.gpu_index for a in check_at(e, clock, 0, gpu(0, temperature_c=95.0))] == [0]
    # Another GPU, and another kind on the same GPU, are not held back by that cooldown.
    fired = check_at(
        e,
        clock,
        10,
        gpu(0, temperature_c=95.0, memory_used_bytes=TOTAL),
        gpu(1, temperature_c=95.0),
    )
    assert sorted((a.kind, a.gpu_index) for a in fired) == [("memory", 0), ("thermal", 1)]


def test_reset_forgets_the_cooldown() -> None:
    e, clock = engine(cooldown_s=900.0)
    assert len(check_at(e, clock, 0, gpu(temperature_c=95.0))) == 1
    e.reset()
    assert len(check_at(e, clock, 1, gpu(temperature_c=95.0))) == 1


def test_switched_off_kind_never_fires_but_others_do() -> None:
    e, clock = engine(enabled=frozenset({"memory"}))
    fired = check_at(e, clock, 0, gpu(temperature_c=99.0, memory_used_bytes=TOTAL))
    assert [a.kind for a in fired] == ["memory"]


# -- lost GPU ----------------------------------------------------------------------------------


def test_gpu_lost_fires_once_while_lost_and_again_after_a_recovery_past_the_cooldown() -> None:
    e, clock = engine(cooldown_s=100.0)
    (alert,) = check_at(e, clock, 0, gpu(0, lost=True), gpu(1))
    assert (alert.kind, alert.gpu_index) == ("gpu-lost", 0)
    assert alert.title == "GPU 0 (Test GPU) was lost"
    assert "dmesg" in alert.message
    assert check_at(e, clock, 1, gpu(0, lost=True), gpu(1)) == []
    assert check_at(e, clock, 2, gpu(0), gpu(1)) == []  # back
    assert check_at(e, clock, 3, gpu(0, lost=True), gpu(1)) == []  # lost again: cooling down
    assert check_at(e, clock, 50, gpu(0), gpu(1)) == []
    (again,) = check_at(e, clock, 103, gpu(0, lost=True), gpu(1))
    assert (again.kind, again.gpu_index) == ("gpu-lost", 0)


def test_a_lost_gpu_raises_no_other_alert() -> None:
    e, clock = engine()
    lost = GpuSnapshot(GpuStatic(0, "Test GPU"), GpuReading(temperature_c=99.0), lost=True)
    assert [a.kind for a in check_at(e, clock, 0, lost)] == ["gpu-lost"]


# -- memory nearly full --------------------------------------------------------------------------


def test_memory_at_the_threshold_fires_and_just_below_does_not() -> None:
    e, clock = engine(memory_percent=90.0)
    assert check_at(e, clock, 0, gpu(memory_used_bytes=share(90) - 1)) == []
    # Exactly 90.0 % (10 GB total: the percentage is exact in floating point).
    exact = {"memory_total_bytes": 10**10, "static_total": 10**10}
    assert check_at(e, clock, 0.5, gpu(memory_used_bytes=9 * 10**9 - 1, **exact)) == []
    (alert,) = check_at(e, clock, 0.75, gpu(memory_used_bytes=9 * 10**9, **exact))
    assert alert.title == "GPU 0 memory is 90% full"
    e.reset()
    (alert,) = check_at(e, clock, 1, gpu(memory_used_bytes=share(90)))
    assert alert.kind == "memory" and alert.warning
    assert alert.title == "GPU 0 memory is 90% full"
    assert alert.message.startswith("GPU 0 (Test GPU) uses 14.4 GiB of 16.0 GiB. ")
    assert "lower the batch size" in alert.message


def test_default_memory_threshold_is_95_percent() -> None:
    e, clock = engine()
    assert check_at(e, clock, 0, gpu(memory_used_bytes=share(95) - 1)) == []
    (alert,) = check_at(e, clock, 1, gpu(memory_used_bytes=share(95)))
    assert alert.title == "GPU 0 memory is 95% full"


def test_memory_without_a_total_is_not_judged() -> None:
    e, clock = engine()
    assert check_at(e, clock, 0, gpu(memory_total_bytes=0, memory_used_bytes=GIB)) == []
    assert check_at(e, clock, 1, gpu(memory_total_bytes=None, memory_used_bytes=GIB)) == []


# -- memory trend ------------------------------------------------------------------------------

RATE = 2**24  # bytes per second: 16 MiB/s


def climb(times: list[float], last_used: float, rate: float = RATE) -> tuple[History, list]:
    """A history whose memory use grows linearly, ending at ``last_used`` bytes."""
    history = History(1000)
    snaps = []
    for t in times:
        used = last_used - rate * (times[-1] - t)
        s = snap(t, gpu(memory_used_bytes=int(used)))
        history.append(s)
        snaps.append(s)
    return history, snaps


def trend_alerts(history: History, last: Snapshot, **config: object) -> list[Alert]:
    e, clock = engine(**config)
    clock.advance(last.monotonic)
    return e.check(last, history)


def test_memory_trend_warns_with_the_time_left_when_within_the_horizon() -> None:
    # 16 MiB/s with 270 s left to the total.
    last_used = TOTAL - 270 * RATE
    history, snaps = climb([float(t) for t in range(120)], last_used)
    (alert,) = trend_alerts(history, snaps[-1])
    assert alert.kind == "memory"
    assert alert.title == "GPU 0 memory will be full in ~4m30s"
    # 16 GiB - 270 * 16 MiB = 11.78 GiB used now.
    assert alert.message.startswith(
        "GPU 0 (Test GPU) uses 11.8 GiB of 16.0 GiB and keeps growing. An out-of-memory error "
    )


def test_memory_trend_beyond_the_horizon_is_quiet() -> None:
    history, snaps = climb([float(t) for t in range(120)], TOTAL - 310 * RATE)
    assert trend_alerts(history, snaps[-1]) == []
    # The same climb with a longer horizon warns.
    (alert,) = trend_alerts(history, snaps[-1], oom_horizon_s=320.0)
    assert alert.title == "GPU 0 memory will be full in ~5m10s"


def test_memory_trend_needs_ten_samples() -> None:
    nine = [0.0, *range(53, 61)]  # 9 samples spanning 60 s
    ten = [0.0, *range(52, 61)]  # 10 samples spanning 60 s
    last_used = TOTAL - 100 * RATE
    history, snaps = climb([float(t) for t in nine], last_used)
    assert trend_alerts(history, snaps[-1]) == []
    history, snaps = climb([float(t) for t in ten], last_used)
    assert [a.kind for a in trend_alerts(history, snaps[-1])] == ["memory"]


def test_memory_trend_needs_half_its_window() -> None:
    last_used = TOTAL - 100 * RATE
    history, snaps = climb([float(t) for t in range(60)], last_used)  # spans 59 s of 120
    assert trend_alerts(history, snaps[-1]) == []
    history, snaps = climb([float(t) for t in range(61)], last_used)  # spans 60 s of 120
    assert [a.kind for a in trend_alerts(history, snaps[-1])] == ["memory"]


def test_memory_trend_uses_only_its_window() -> None:
    # A steep climb long ago, then flat for the last two minutes: no trend.
    history = History(1000)
    last = None
    for t in range(400):
        used = min(TOTAL * 0.5, GIB + RATE * t)
        last = snap(float(t), gpu(memory_used_bytes=int(used)))
        history.append(last)
    assert last is not None
    assert trend_alerts(history, last) == []


def test_falling_memory_is_no_trend() -> None:
    history, snaps = climb([float(t) for t in range(120)], 2 * GIB, rate=-RATE / 8)
    assert trend_alerts(history, snaps[-1]) == []


def test_one_allocation_step_is_not_a_trend() -> None:
    # Flat at 2 GiB, then one step to 12 GiB: the fitted slope is positive, but a line does
    # not explain the data (residual far above 5 % of the total).
    history = History(1000)
    last = None
    for t in range(120):
        last = snap(float(t), gpu(memory_used_bytes=2 * GIB if t < 60 else 12 * GIB))
        history.append(last)
    assert last is not None
    assert trend_alerts(history, last, oom_horizon_s=1e9) == []


def test_a_noisy_but_steady_climb_is_a_trend() -> None:
    # The residual of a climb with noise of 2 % of the total stays under the 5 % limit.
    rng = np.random.default_rng(7)
    history = History(1000)
    last = None
    noise = rng.uniform(-0.02, 0.02, 120) * TOTAL
    for t in range(120):
        used = TOTAL - 200 * RATE - RATE * (119 - t) + noise[t]
        last = snap(float(t), gpu(memory_used_bytes=int(used)))
        history.append(last)
    assert last is not None
    assert [a.kind for a in trend_alerts(history, last)] == ["memory"]


# -- TensorFlow took all memory ---------------------------------------------------------------


def test_tf_all_memory_at_the_threshold_fires_and_just_below_does_not() -> None:
    e, clock = engine(tf_all_memory_percent=80.0)
    exact = {"static_total": 10**10}
    assert check_at(e, clock, 0, gpu(processes=(proc(held=8 * 10**9 - 1),), **exact)) == []
    assert len(check_at(e, clock, 0.5, gpu(processes=(proc(held=8 * 10**9),), **exact))) == 1
    e.reset()
    at = share(80)
    assert check_at(e, clock, 1, gpu(processes=(proc(held=at - 1),))) == []
    (alert,) = check_at(e, clock, 2, gpu(processes=(proc(held=at),)))
    assert alert.kind == "tf-all-memory" and alert.warning is False
    assert alert.title == "TensorFlow took all memory of GPU 0"
    assert alert.message.startswith("python3 train.py (pid 4242) holds 12.8 GiB of 16.0 GiB. ")
    assert "TF_FORCE_GPU_ALLOW_GROWTH=true" in alert.message


def test_default_tf_all_memory_share_is_85_percent() -> None:
    e, clock = engine()
    assert check_at(e, clock, 0, gpu(processes=(proc(held=share(85) - 1),))) == []
    assert len(check_at(e, clock, 1, gpu(processes=(proc(held=share(85)),)))) == 1


def test_tf_all_memory_ignores_other_processes_and_unknown_memory() -> None:
    e, clock = engine()
    others = (proc(pid=1, held=TOTAL, tensorflow=False), proc(pid=2, held=None))
    assert check_at(e, clock, 0, gpu(processes=others)) == []


def test_tf_all_memory_falls_back_to_the_reading_total() -> None:
    e, clock = engine()
    held = (proc(held=15 * GIB),)
    (alert,) = check_at(e, clock, 0, gpu(static_total=None, processes=held))
    assert "holds 15.0 GiB of 16.0 GiB" in alert.message


def test_process_labels() -> None:
    e, clock = engine()
    cases = [
        (("python", "train.py"), "python3", "python train.py (pid 7)"),
        (("/opt/conda/bin/python3.11", "-m", "mod"), "x", "python3.11 mod (pid 7)"),
        (("/usr/bin/trainer",), "x", "trainer (pid 7)"),
        ((), "worker", "worker (pid 7)"),
        (None, None, "process (pid 7)"),
    ]
    for i, (cmdline, name, label) in enumerate(cases):
        p = proc(pid=7, held=TOTAL, cmdline=cmdline, name=name)
        (alert,) = check_at(e, clock, 1000.0 * (i + 1), gpu(processes=(p,)))
        assert alert.message.startswith(f"{label} holds 16.0 GiB"), alert.message


# -- TensorFlow idle ---------------------------------------------------------------------------


def run_idle(
    seconds: int,
    util: float = 10.0,
    held: int = 2 * GIB,
    **config: object,
) -> list[tuple[int, Alert]]:
    """One GPU held by a TF process at constant ``util``, checked every second."""
    cfg = {"trend_every_s": 0.0, "idle_seconds": 60.0, **config}
    e, clock = engine(**cfg)
    history = History(1000)
    fired = []
    for t in range(seconds):
        clock.advance(t - clock.monotonic())
        s = snap(float(t), gpu(util_gpu_percent=util, processes=(proc(held=held),)))
        history.append(s)
        fired += [(t, a) for a in e.check(s, history)]
    return fired


def test_idle_gpu_under_tf_fires_after_nine_tenths_of_the_window() -> None:
    fired = [(t, a) for t, a in run_idle(120) if a.kind == "tf-idle"]
    assert [t for t, _ in fired] == [54]  # 0.9 * 60 s after the process was first seen
    alert = fired[0][1]
    assert alert.title == "GPU 0 mostly idle while python3 train.py (pid 4242) holds 2.0 GiB"
    assert alert.message.startswith("Utilization averaged 10% over the last 1m00s. ")
    assert "prefetch" in alert.message and alert.warning


def test_idle_threshold_is_strictly_below_the_limit() -> None:
    assert [a.kind for _, a in run_idle(70, util=24.9)] == ["tf-idle"]
    assert run_idle(70, util=25.0) == []


def test_idle_rule_needs_the_minimum_memory() -> None:
    assert [a.kind for _, a in run_idle(70, held=GIB)] == ["tf-idle"]
    assert run_idle(70, held=GIB - 1) == []


def test_idle_rule_ignores_processes_that_are_not_tensorflow() -> None:
    e, clock = engine(trend_every_s=0.0)
    history = History(1000)
    for t in range(120):
        clock.advance(t - clock.monotonic())
        s = snap(float(t), gpu(util_gpu_percent=0.0, processes=(proc(tensorflow=False),)))
        history.append(s)
        assert e.check(s, history) == []


def test_idle_clock_restarts_when_the_process_goes_away() -> None:
    e, clock = engine(trend_every_s=0.0)
    history = History(1000)
    fired = []
    for t in range(200):
        clock.advance(t - clock.monotonic())
        held = () if t == 40 else (proc(),)  # gone for one sample at t=40
        s = snap(float(t), gpu(util_gpu_percent=5.0, processes=held))
        history.append(s)
        fired += [t for a in e.check(s, history) if a.kind == "tf-idle"]
    assert fired == [41 + 54]


def test_window_rules_run_every_trend_every_s() -> None:
    # With the default 5 s, the idle rule looks at the window at t = 0, 5, 10, ...: the first
    # look at or after 54 s is at 55 s.
    fired = [t for t, a in run_idle(120, trend_every_s=5.0) if a.kind == "tf-idle"]
    assert fired == [55]


# -- merging and fitting ------------------------------------------------------------------------


def test_merge_alerts_one_message_per_kind_in_first_seen_order() -> None:
    alerts = [
        Alert("thermal", 2, "GPU 2 is hot (90 °C)", "hot two"),
        Alert("tf-all-memory", 0, "TF took all", "all zero", warning=False),
        Alert("thermal", 5, "GPU 5 is hot (91 °C)", "hot five"),
        Alert("thermal", 7, "GPU 7 is hot (92 °C)", "hot seven"),
    ]
    merged = merge_alerts(alerts)
    assert merged == [
        Alert(
            "thermal", 2, "GPU 2 is hot (90 °C) (and 2 more GPUs)", "GPUs 2, 5, 7. hot two", True
        ),
        Alert("tf-all-memory", 0, "TF took all", "all zero", warning=False),
    ]
    pair = merge_alerts([alerts[1], Alert("tf-all-memory", 1, "t", "m", warning=False)])
    assert pair == [
        Alert("tf-all-memory", 0, "TF took all (and 1 more GPUs)", "GPUs 0, 1. all zero", False)
    ]
    assert merge_alerts([]) == []


def test_fit_line_exact_values() -> None:
    x = np.array([0.0, 1.0, 2.0, 3.0])
    slope, intercept = fit_line(x, 3.0 * x - 2.0)
    assert slope == pytest.approx(3.0) and intercept == pytest.approx(-2.0)
    slope, intercept = fit_line(np.array([1.0, 2.0, 3.0]), np.array([1.0, 3.0, 2.0]))
    assert slope == pytest.approx(0.5) and intercept == pytest.approx(1.0)
    s, i = fit_line(np.array([4.0, 4.0]), np.array([1.0, 2.0]))
    assert math.isnan(s) and math.isnan(i)


# -- further edges -------------------------------------------------------------------------------


def test_a_long_gpu_or_process_name_is_cut_to_48_characters() -> None:
    e, clock = engine()
    long_name = "NVIDIA " + "X" * 80
    (hot,) = check_at(e, clock, 0, gpu(name=long_name, temperature_c=99.0))
    label = hot.message.split(" is at ")[0]
    assert label.startswith("GPU 0 (NVIDIA XXX") and label.endswith("…)")
    assert len(label) == len("GPU 0 ()") + 48
    script = "s" * 100 + ".py"
    p = proc(held=TOTAL, cmdline=("python", script))
    (alert,) = check_at(e, clock, 1, gpu(processes=(p,)))
    name = alert.message.split(" (pid 4242)")[0]
    assert len(name) == 48 and name.startswith("python sss") and name.endswith("…")


def test_thermal_message_starts_with_the_gpu_when_it_also_throttles() -> None:
    e, clock = engine()
    (alert,) = check_at(e, clock, 0, gpu(temperature_c=70.0, throttle_reasons=("hw-thermal",)))
    assert alert.message == (
        "GPU 0 (Test GPU) is at 70 °C and slows its clocks to cool down (hw-thermal). "
        "Improve the airflow or lower the power limit; training runs slower meanwhile."
    )


def test_a_lost_gpu_message_and_index() -> None:
    e, clock = engine(cooldown_s=0.0)
    (alert,) = check_at(e, clock, 0, gpu(index=1, lost=True))
    assert alert.gpu_index == 1
    assert alert.message == (
        "The GPU stopped answering (fell off the bus). Jobs on it have failed; "
        "check `dmesg` for Xid errors and reboot to get it back."
    )
    # Without a cooldown it is still said once while the GPU stays lost.
    assert check_at(e, clock, 1, gpu(index=1, lost=True)) == []
    assert check_at(e, clock, 2, gpu(index=1, lost=True)) == []


def test_an_alert_held_back_does_not_hold_back_the_others() -> None:
    e, clock = engine(cooldown_s=100.0)
    assert len(check_at(e, clock, 0, gpu(0, lost=True), gpu(1))) == 1
    assert check_at(e, clock, 1, gpu(0), gpu(1)) == []
    # GPU 0 is lost again (cooling down: not said); GPU 1's heat is still said.
    fired = check_at(e, clock, 2, gpu(0, lost=True), gpu(1, temperature_c=95.0))
    assert [(a.kind, a.gpu_index) for a in fired] == [("thermal", 1)]


def test_no_reading_or_no_used_memory_raises_nothing() -> None:
    e, clock = engine()
    silent = GpuSnapshot(GpuStatic(0, "Test GPU", memory_total_bytes=TOTAL), None)
    assert check_at(e, clock, 0, silent) == []
    assert check_at(e, clock, 1, gpu(memory_used_bytes=None)) == []


def test_memory_trend_exactly_at_the_horizon_warns() -> None:
    history, snaps = climb([float(t) for t in range(120)], TOTAL - 300 * RATE)
    (alert,) = trend_alerts(history, snaps[-1])
    assert alert.title == "GPU 0 memory will be full in ~5m00s"


def test_memory_trend_looks_only_at_its_window() -> None:
    # Flat for five minutes, then a steady climb over the last two minutes (121 samples from
    # t = 299 s to 419 s, both ends in the window): the climb alone is fitted.
    history = History(1000)
    last = None
    for t in range(420):
        used = GIB if t < 299 else TOTAL - 100 * RATE - RATE * (419 - t)
        last = snap(float(t), gpu(memory_used_bytes=int(used)))
        history.append(last)
    assert last is not None
    (alert,) = trend_alerts(history, last)
    assert alert.title == "GPU 0 memory will be full in ~1m40s"


def test_any_rising_trend_counts_even_a_slow_one() -> None:
    # Half a byte per second with 100 bytes left: full in 200 s.
    history, snaps = climb([float(2 * t) for t in range(60)], TOTAL - 100, rate=0.5)
    (alert,) = trend_alerts(history, snaps[-1], memory_percent=100.0)
    assert alert.title == "GPU 0 memory will be full in ~3m20s"


def test_a_residual_of_exactly_five_percent_is_still_a_trend() -> None:
    # 16 MiB/s, full in 300 s, with a zigzag of +-1 GiB that a line cannot follow but that
    # leaves the fitted line unchanged (+1 -1 -1 +1 has no constant and no linear part): the
    # residual is then exactly 1 GiB = 5 % of a 20 GiB total.
    total = 20 * GIB
    rate = 2**24
    history = History(1000)
    last = None
    zigzag = (1, -1, -1, 1)
    for k in range(120):
        used = total - 300 * rate - rate * (119 - k) + GIB * zigzag[k % 4]
        reading = {"memory_used_bytes": used, "memory_total_bytes": total}
        last = snap(float(k), gpu(static_total=total, **reading))
        history.append(last)
    assert last is not None
    (alert,) = trend_alerts(history, last)
    assert alert.title == "GPU 0 memory will be full in ~5m00s"


def test_memory_past_its_total_is_full_now() -> None:
    history, snaps = climb([float(t) for t in range(120)], TOTAL + 10 * RATE)
    (alert,) = trend_alerts(history, snaps[-1], memory_percent=200.0)
    assert alert.title == "GPU 0 memory will be full in ~0s"


def test_tf_all_memory_looks_past_other_processes() -> None:
    e, clock = engine()
    procs = (proc(pid=1, held=GIB, tensorflow=False), proc(pid=2, held=15 * GIB))
    (alert,) = check_at(e, clock, 0, gpu(processes=procs))
    assert "(pid 2)" in alert.message


def test_idle_rule_on_gpu_one_names_it() -> None:
    e, clock = engine(trend_every_s=0.0)
    history = History(1000)
    fired = []
    for t in range(60):
        clock.advance(t - clock.monotonic())
        s = snap(float(t), gpu(0), gpu(1, util_gpu_percent=1.0, processes=(proc(),)))
        history.append(s)
        fired += e.check(s, history)
    (alert,) = fired
    assert (alert.kind, alert.gpu_index) == ("tf-idle", 1)
    assert alert.title.startswith("GPU 1 mostly idle while ")


def test_unknown_process_memory_does_not_hold_the_gpu() -> None:
    assert run_idle(70, held=None, idle_min_bytes=1) == []  # type: ignore[arg-type]
    assert [a.kind for _, a in run_idle(70, held=1, idle_min_bytes=1)] == ["tf-idle"]


def test_idle_is_judged_on_its_window_only() -> None:
    # Busy for 200 s, then idle: the alert comes once the last minute is mostly idle.
    e, clock = engine(trend_every_s=0.0)
    history = History(1000)
    fired = []
    for t in range(300):
        clock.advance(t - clock.monotonic())
        util = 90.0 if t < 200 else 5.0
        s = snap(float(t), gpu(util_gpu_percent=util, processes=(proc(),)))
        history.append(s)
        fired += [t for a in e.check(s, history) if a.kind == "tf-idle"]
    # The window [t-60, t] holds 61 samples, 260 - t of them busy; the mean is below 25 %
    # when 90 b + 5 (61 - b) < 25 * 61, that is b <= 14 busy samples: t = 246.
    assert fired == [246]


def test_unsupported_utilization_is_never_idle() -> None:
    assert run_idle(120, util=None) == []  # type: ignore[arg-type]


def test_one_reported_utilization_is_enough_for_the_mean() -> None:
    e, clock = engine(trend_every_s=0.0)
    history = History(1000)
    fired = []
    for t in range(60):
        clock.advance(t - clock.monotonic())
        util = 3.0 if t == 10 else None
        s = snap(float(t), gpu(util_gpu_percent=util, processes=(proc(),)))
        history.append(s)
        fired += e.check(s, history)
    (alert,) = fired
    assert alert.message.startswith("Utilization averaged 3% over the last 1m00s.")


def test_a_history_shorter_than_the_idle_window_never_judges_idleness() -> None:
    e, clock = engine(trend_every_s=0.0)
    history = History(30)  # 30 samples: half the idle window
    for t in range(200):
        clock.advance(t - clock.monotonic())
        s = snap(float(t), gpu(util_gpu_percent=0.0, processes=(proc(),)))
        history.append(s)
        assert e.check(s, history) == []


class CountingHistory(History):
    """A history that counts the window reads of the rules."""

    def __init__(self, capacity: int) -> None:
        super().__init__(capacity)
        self.reads = 0

    def series(self, gpu_index: int, metric: str, seconds: float | None = None):  # type: ignore[no-untyped-def]
        self.reads += 1
        return super().series(gpu_index, metric, seconds)


def test_window_rules_look_once_per_period_also_for_a_repeated_or_earlier_time() -> None:
    e, _ = engine(trend_every_s=5.0)
    history = CountingHistory(100)
    g = gpu(util_gpu_percent=5.0, processes=(proc(),))
    history.append(snap(0.0, g))
    e.check(snap(0.0, g), history)
    first = history.reads
    assert first > 0
    e.check(snap(0.0, g), history)  # the same instant again: not due
    e.check(snap(4.5, g), history)
    assert history.reads == first
    e.check(snap(5.0, g), history)  # due again
    second = history.reads
    assert second > first
    e.check(snap(5.5, g), history)
    assert history.reads == second
    e.check(snap(2.0, g), history)  # the clock went back (a new run): due at once
    assert history.reads > second


def test_idle_looks_at_half_second_samples_on_the_period() -> None:
    # Samples every 0.5 s; the window rules look at 0, 5, 10, ... s: the first look at or after
    # 54 s is at 55 s.
    e, clock = engine(trend_every_s=5.0)
    history = History(1000)
    fired = []
    for k in range(240):
        t = k / 2
        clock.advance(t - clock.monotonic())
        s = snap(t, gpu(util_gpu_percent=5.0, processes=(proc(),)))
        history.append(s)
        fired += [t for a in e.check(s, history) if a.kind == "tf-idle"]
    assert fired == [55.0]


def test_merge_keeps_every_kind_after_a_single_one() -> None:
    alerts = [
        Alert("memory", 0, "m", "mm"),
        Alert("thermal", 1, "t1", "x"),
        Alert("thermal", 2, "t2", "y"),
    ]
    merged = merge_alerts(alerts)
    assert [(a.kind, a.title) for a in merged] == [
        ("memory", "m"),
        ("thermal", "t1 (and 1 more GPUs)"),
    ]


def test_each_gpu_keeps_its_own_window_period() -> None:
    # Two idle GPUs under TensorFlow: each looks at its window on its own period, so both are
    # told at the same first look at or after 54 s.
    e, clock = engine(trend_every_s=5.0)
    history = History(1000)
    fired = []
    for t in range(120):
        clock.advance(t - clock.monotonic())
        held = (proc(),)
        s = snap(float(t), gpu(0, util_gpu_percent=5.0, processes=held),
                 gpu(1, util_gpu_percent=5.0, processes=held))  # fmt: skip
        history.append(s)
        fired += [(t, a.gpu_index) for a in e.check(s, history) if a.kind == "tf-idle"]
    assert fired == [(55, 0), (55, 1)]


class UtilReads(History):
    """A history that counts the reads of the utilization window (the idle rule's)."""

    def __init__(self, capacity: int) -> None:
        super().__init__(capacity)
        self.reads = 0

    def series(self, gpu_index: int, metric: str, seconds: float | None = None):  # type: ignore[no-untyped-def]
        self.reads += metric == "util_gpu"
        return super().series(gpu_index, metric, seconds)


def test_the_idle_window_is_not_read_while_its_alert_cools_down() -> None:
    e, clock = engine(trend_every_s=0.0, cooldown_s=1000.0)
    history = UtilReads(1000)
    fired = []
    for t in range(100):
        clock.advance(t - clock.monotonic())
        s = snap(float(t), gpu(util_gpu_percent=5.0, processes=(proc(),)))
        history.append(s)
        before = history.reads
        fired += [t for a in e.check(s, history) if a.kind == "tf-idle"]
        if t > 54:
            assert history.reads == before, t  # cooling down: no window statistics
    assert fired == [54]
