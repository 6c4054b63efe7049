"""Notification rules on simulated scenarios with a manual clock."""

from __future__ import annotations

import itertools

import pytest

from tfgpu_gui.telemetry import ManualClock, Sampler, make_backend
from tfgpu_gui.telemetry.alerts import ALERT_KINDS, AlertConfig, AlertEngine, merge_alerts


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


def test_rules_that_cannot_fire_are_not_evaluated(monkeypatch):
    clock = ManualClock()
    sampler = Sampler(make_backend("memory-leak", clock=clock), 1.0, 3600, clock)
    engine = AlertEngine(AlertConfig(cooldown_s=10_000.0), clock)
    fits = []
    real = engine._time_to_full
    monkeypatch.setattr(engine, "_time_to_full", lambda *a: fits.append(1) or real(*a))
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
    assert len(fits) == fits_after  # no trend fit while the memory alert cannot be shown
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
