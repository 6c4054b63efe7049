"""Runs followed across snapshots: start, end, grouping, summaries, energy and notifications."""

from __future__ import annotations

import itertools
import math

import pytest

from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.runs import SPARK_POINTS, RunConfig, RunSummary, RunTracker, RunUpdate
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)

GIB = 1024**3


def play(scenario: str, seconds: int, tracker: RunTracker | None = None, step: float = 1.0):
    """Feed ``seconds`` of a simulated scenario to a tracker; the updates, per sample."""
    clock = ManualClock()
    backend = SimulatedBackend(scenario, clock=clock)
    tracker = tracker or RunTracker()
    updates: list[RunUpdate] = []
    for _ in range(int(seconds / step)):
        updates.append(tracker.update(backend.read()))
        clock.advance(step)
    return tracker, updates


def ended(updates):
    return [s for u in updates for s in u.ended]


def started(updates):
    return [s for u in updates for s in u.started]


def alerts(updates, kind=None):
    return [a for u in updates for a in u.alerts if kind is None or a.kind == kind]


def proc(pid, gpu=0, mem=4 * GIB, ctime=100.0, ppid=None, cmd=("python", "train.py"), user="a"):
    info = ProcessInfo(
        pid=pid, visible=True, name="python", user=user, cmdline=cmd, create_time=ctime, ppid=ppid
    )
    return GpuProcess(pid, gpu, "compute", mem, None, info)


def snap(t, procs=(), gpus=1, util=90.0, power=None, energy=None, host=None):
    """A snapshot at monotonic ``t`` of ``gpus`` GPUs; ``power``/``energy`` are per GPU lists."""
    out = []
    for i in range(gpus):
        reading = GpuReading(
            util_gpu_percent=util,
            memory_used_bytes=5 * GIB,
            memory_total_bytes=24 * GIB,
            power_w=None if power is None else power[i],
            energy_mj=None if energy is None else energy[i],
        )
        mine = tuple(p for p in procs if p.gpu_index == i)
        out.append(GpuSnapshot(GpuStatic(i, "GPU"), reading, mine))
    return Snapshot(1e9 + t, t, SystemInfo("test", host=host), tuple(out))


# -- scenarios ----------------------------------------------------------------------------------


def test_a_run_that_ends_normally_is_one_run_with_its_duration_and_a_message():
    _tracker, updates = play("run-ends", 200)
    assert [s.label for s in started(updates)] == ["python train.py"]
    (run,) = ended(updates)
    assert run.duration_s == pytest.approx(119, abs=2)
    assert run.gpus == (0,) and run.user == "alice" and run.cwd == "/home/alice/project"
    assert run.tensorflow is True and not run.possibly_oom
    assert 85 <= run.util_mean <= 100 and run.util_peak <= 100
    assert run.memory_peak_bytes == 18 * GIB
    assert run.ended_at is not None and run.ended_at - run.started_at == pytest.approx(119, abs=2)
    (alert,) = alerts(updates)
    assert alert.kind == "run-ended"
    assert alert.message == "python train.py on GPU 0 ended after 1m59s; the GPU is idle now."


def test_a_run_that_dies_at_full_memory_is_reported_as_possibly_out_of_memory():
    _tracker, updates = play("run-oom", 150)
    (run,) = ended(updates)
    assert run.possibly_oom
    (alert,) = alerts(updates)
    assert alert.kind == "run-oom" and "tfgpu doctor --log" in alert.message


def test_out_of_memory_switched_off_still_says_the_run_ended():
    cfg = RunConfig(enabled=frozenset({"run-ended"}))
    _tracker, updates = play("run-oom", 150, RunTracker(cfg))
    assert [a.kind for a in alerts(updates)] == ["run-ended"]


def test_two_runs_on_one_gpu_are_two_runs_and_only_the_last_end_says_idle():
    _tracker, updates = play("two-runs", 200)
    assert [s.label for s in started(updates)] == ["python train.py", "python finetune.py"]
    first, second = ended(updates)
    assert first.label == "python finetune.py" and first.duration_s == pytest.approx(69, abs=2)
    assert second.label == "python train.py" and second.duration_s == pytest.approx(149, abs=2)
    messages = [a.message for a in alerts(updates, "run-ended")]
    assert "idle now" not in messages[0] and messages[1].endswith("the GPU is idle now.")


def test_a_run_across_eight_gpus_is_one_run_with_energy_from_counters_and_power():
    _tracker, updates = play("run-8-gpus", 200)
    (run,) = ended(updates)
    assert run.gpus == tuple(range(8))
    # GPUs 0-3 have NVML's energy counter, 4-7 do not: their power is integrated instead.
    assert run.energy_source == "counter+power"
    assert run.power_mean_w is not None
    assert run.energy_wh == pytest.approx(run.power_mean_w * run.duration_s / 3600, rel=0.03)
    assert alerts(updates)[0].message.endswith("the GPUs are idle now.")


def test_a_run_on_a_remote_host_carries_the_host_in_its_key_and_message():
    _tracker, updates = play("remote-run", 200)
    (run,) = ended(updates)
    assert run.host == "gpu-server-01" and run.key == ("gpu-server-01", 7401, run.create_time)
    assert "GPU 0 of gpu-server-01" in alerts(updates)[0].message


def test_the_display_server_is_not_a_run():
    tracker, updates = play("idle", 10)
    assert not started(updates) and tracker.active() == []


def test_an_input_bound_run_notifies_once_and_its_idle_fraction_shows():
    tracker, updates = play("input-bound", 200)
    (alert,) = alerts(updates, "run-idle")
    assert alert.title == "python train.py leaves GPU 0 mostly idle"
    assert "prefetch" in alert.message
    (run,) = tracker.active()
    assert 0.75 <= run.idle_fraction <= 0.95
    _t, busy = play("training", 200)
    assert busy[-1].started == () and _t.active()[0].idle_fraction == 0.0


def test_the_idle_notification_can_be_switched_off():
    cfg = RunConfig(enabled=frozenset({"run-ended"}))
    _tracker, updates = play("input-bound", 200, RunTracker(cfg))
    assert alerts(updates) == []


def test_a_gpu_asked_about_notifies_once_when_it_becomes_free():
    tracker = RunTracker()
    tracker.watch_gpu(0)
    clock = ManualClock()
    backend = SimulatedBackend("run-ends", clock=clock)
    free_at = []
    for i in range(200):
        for a in tracker.update(backend.read()).alerts:
            if a.kind == "gpu-free":
                free_at.append(i)
        clock.advance(1.0)
        if i == 10:
            assert free_at == [0]  # idle before the run started: it was free at once
            tracker.watch_gpu(0)
    assert free_at == [0, 125]  # and again only after the run ended
    assert not tracker.watched(0)


# -- keys, grouping and the grace against flicker ---------------------------------------------


def test_a_run_missing_from_one_sample_goes_on_and_ends_after_the_grace():
    tracker = RunTracker(RunConfig(grace_samples=2))
    p = proc(10)
    assert len(tracker.update(snap(0, [p])).started) == 1
    assert tracker.update(snap(1, [])).ended == ()  # missing once: flicker
    assert tracker.update(snap(2, [p])).started == ()  # back: the same run
    assert tracker.update(snap(3, [])).ended == ()
    (run,) = tracker.update(snap(4, [])).ended
    assert run.duration_s == 2.0 and run.samples == 2


def test_a_reused_pid_is_a_new_run():
    tracker = RunTracker(RunConfig(grace_samples=1))
    tracker.update(snap(0, [proc(10, ctime=100.0)]))
    update = tracker.update(snap(1, [proc(10, ctime=200.0)]))
    assert [s.create_time for s in update.started] == [200.0]
    assert [s.create_time for s in update.ended] == [100.0]


def test_children_and_identical_command_lines_join_their_run():
    tracker = RunTracker()
    parent = proc(10, gpu=0, ctime=100.0, cmd=("python", "launch.py"))
    child = proc(11, gpu=1, ctime=101.0, ppid=10, cmd=("python", "-c", "worker"))
    twin = proc(12, gpu=2, ctime=102.0, cmd=("python", "launch.py"))
    other = proc(13, gpu=3, ctime=103.0, cmd=("python", "launch.py"), user="b")
    update = tracker.update(snap(0, [parent, child, twin, other], gpus=4))
    assert sorted((s.pid, s.gpus) for s in update.started) == [(10, (0, 1, 2)), (13, (3,))]


def test_runs_of_two_hosts_do_not_end_on_each_others_snapshots():
    tracker = RunTracker(RunConfig(grace_samples=1))
    tracker.update(snap(0, [proc(10)], host="a"))
    assert tracker.update(snap(1, [proc(10)], host="b")).ended == ()
    assert len(tracker.active()) == 2
    (run,) = tracker.update(snap(2, [], host="a")).ended
    assert run.host == "a"


# -- energy -----------------------------------------------------------------------------------


def power_curve(t: float) -> float:
    return 200.0 + 100.0 * math.sin(2 * math.pi * t / 60.0)


def power_integral_j(t0: float, t1: float) -> float:
    """The exact integral of :func:`power_curve` in joules."""
    k = 60.0 / (2 * math.pi)
    return 200.0 * (t1 - t0) - 100.0 * k * (math.cos(t1 / k) - math.cos(t0 / k))


def run_energy(power_of, energy_of, seconds=100):
    tracker = RunTracker(RunConfig(grace_samples=1))
    for t in range(seconds + 1):
        tracker.update(snap(t, [proc(10)], power=[power_of(t)], energy=[energy_of(t)]))
    (run,) = tracker.update(snap(seconds + 1, [])).ended
    return run


def test_energy_from_integrated_power_matches_the_power_curve():
    run = run_energy(power_curve, lambda t: None)
    exact_wh = power_integral_j(0, 100) / 3600.0
    assert run.energy_source == "power"
    assert run.energy_wh == pytest.approx(exact_wh, rel=1e-3)  # trapezoids at 1 s


def test_energy_from_the_counter_is_the_counter_delta_exactly():
    run = run_energy(power_curve, lambda t: 5_000_000 + int(1000 * power_integral_j(0, t)))
    assert run.energy_source == "counter"
    assert run.energy_wh == pytest.approx(power_integral_j(0, 100) / 3600.0, abs=1e-5)


def test_energy_is_none_not_zero_when_the_gpu_has_neither():
    run = run_energy(lambda t: None, lambda t: None)
    assert run.energy_wh is None and run.energy_source is None and run.power_mean_w is None


# -- summaries --------------------------------------------------------------------------------


def test_a_summary_goes_through_json_and_bad_ones_are_refused():
    _tracker, updates = play("run-ends", 200)
    (run,) = ended(updates)
    back = RunSummary.from_dict(run.to_dict())
    assert back.to_dict() == run.to_dict()
    for key, bad in (
        ("util_mean", 140.0),
        ("pid", -1),
        ("energy_wh", float("nan")),
        ("gpus", []),
        ("spark", [1.0] * 1000),
        ("command", 5),
    ):
        with pytest.raises(ValueError):
            RunSummary.from_dict(dict(run.to_dict(), **{key: bad}))
    with pytest.raises(ValueError):
        RunSummary.from_dict([1, 2])


def test_the_sparkline_stays_small_on_a_long_run():
    tracker = RunTracker()
    for t in range(5000):
        tracker.update(snap(t, [proc(10)], util=float(t % 100)))
    (run,) = tracker.active()
    assert SPARK_POINTS <= len(run.spark) <= 2 * SPARK_POINTS + 1
    assert all(0 <= v <= 100 for v in run.spark)


def test_time_throttled_is_counted_with_its_reasons():
    tracker = RunTracker(RunConfig(grace_samples=1))
    for t in range(11):
        reading = GpuReading(
            util_gpu_percent=90.0,
            throttle_reasons=("sw-thermal",) if t >= 6 else ("idle",),
        )
        gpu = GpuSnapshot(GpuStatic(0, "GPU"), reading, (proc(10),))
        tracker.update(Snapshot(t, t, SystemInfo("test"), (gpu,)))
    (run,) = tracker.update(snap(11, [])).ended
    assert run.throttled_s == 5.0 and run.throttle_reasons == {"sw-thermal": 5.0}


def test_the_process_inspector_reads_the_parent_and_working_directory():
    import os

    from tfgpu_gui.telemetry.processes import ProcessInspector

    info = ProcessInspector().inspect(os.getpid(), 0.0)
    assert info.ppid == os.getppid() and info.cwd == os.getcwd()


def test_the_settings_give_the_tracker_its_switches_and_thresholds():
    from tfgpu_gui.settings import Settings

    s = Settings()
    s.run_notifications["run-idle"] = False
    s.idle_seconds = 120.0
    cfg = s.run_config()
    assert cfg.idle_seconds == 120.0 and "run-idle" not in cfg.enabled
    assert {"run-ended", "run-oom", "gpu-free"} <= cfg.enabled


@pytest.mark.parametrize("scenario", ["run-ends", "run-8-gpus"])
def test_a_simulated_runs_energy_is_the_integral_of_the_power_it_drew(scenario):
    """The counter (GPUs 0-3) and the integration (GPUs 4-7 of run-8-gpus) both give the area
    under the power readings of the run's samples, summed over its GPUs."""
    clock = ManualClock()
    backend = SimulatedBackend(scenario, clock=clock)
    tracker = RunTracker()
    snaps, done = [], []
    for _ in range(200):
        snap_ = backend.read()
        snaps.append(snap_)
        done += tracker.update(snap_).ended
        clock.advance(1.0)
    (run,) = done
    inside = [s for s in snaps if run.started_mono <= s.monotonic <= run.ended_mono]
    joules = 0.0
    for a, b in itertools.pairwise(inside):
        for i in run.gpus:
            pa, pb = a.gpu(i).reading.power_w, b.gpu(i).reading.power_w
            joules += 0.5 * (pa + pb) * (b.monotonic - a.monotonic)
    assert run.energy_wh == pytest.approx(joules / 3600.0, rel=1e-4)


def test_a_start_time_that_differs_in_its_last_digits_is_the_same_process():
    tracker = RunTracker(RunConfig(grace_samples=1))
    assert len(tracker.update(snap(0, [proc(10, ctime=100.0)])).started) == 1
    for t in range(1, 5):
        update = tracker.update(snap(t, [proc(10, ctime=100.0 + t * 1e-4)]))
        assert update.started == () and update.ended == ()
    (run,) = tracker.active()
    assert run.samples == 5 and run.create_time == 100.0
