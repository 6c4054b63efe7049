"""Runs followed across snapshots: start, end, grouping, summaries, energy and notifications.

The first part follows the simulated scenarios; the second feeds a few hand-made snapshots to
each test, so that each threshold is tried on both sides of its edge and each figure of a
summary is exact (every figure worked out by hand).
"""

from __future__ import annotations

import itertools
import math

import pytest

from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.runs import (
    COMMAND_MAX,
    SPARK_POINTS,
    RunConfig,
    RunSummary,
    RunTracker,
    RunUpdate,
    _gpus_text,
    _push,
    _Spark,
    run_label,
)
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


# === Followed through the simulated scenarios =================================================


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


def plain_proc(
    pid, gpu=0, mem=4 * GIB, ctime=100.0, ppid=None, cmd=("python", "train.py"), user="a"
):
    """A compute process of user ``a`` (the hand-made tests below use :func:`proc`)."""
    info = ProcessInfo(
        pid=pid, visible=True, name="python", user=user, cmdline=cmd, create_time=ctime, ppid=ppid
    )
    return GpuProcess(pid, gpu, "compute", mem, None, info)


def plain_snap(t, procs=(), gpus=1, util=90.0, power=None, energy=None, host=None):
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
    p = plain_proc(10)
    assert len(tracker.update(plain_snap(0, [p])).started) == 1
    assert tracker.update(plain_snap(1, [])).ended == ()  # missing once: flicker
    assert tracker.update(plain_snap(2, [p])).started == ()  # back: the same run
    assert tracker.update(plain_snap(3, [])).ended == ()
    (run,) = tracker.update(plain_snap(4, [])).ended
    assert run.duration_s == 2.0 and run.samples == 2


def test_a_reused_pid_is_a_new_run():
    tracker = RunTracker(RunConfig(grace_samples=1))
    tracker.update(plain_snap(0, [plain_proc(10, ctime=100.0)]))
    update = tracker.update(plain_snap(1, [plain_proc(10, ctime=200.0)]))
    assert [s.create_time for s in update.started] == [200.0]
    assert [s.create_time for s in update.ended] == [100.0]


def test_children_and_identical_command_lines_join_their_run():
    tracker = RunTracker()
    parent = plain_proc(10, gpu=0, ctime=100.0, cmd=("python", "launch.py"))
    child = plain_proc(11, gpu=1, ctime=101.0, ppid=10, cmd=("python", "-c", "worker"))
    twin = plain_proc(12, gpu=2, ctime=102.0, cmd=("python", "launch.py"))
    other = plain_proc(13, gpu=3, ctime=103.0, cmd=("python", "launch.py"), user="b")
    update = tracker.update(plain_snap(0, [parent, child, twin, other], gpus=4))
    assert sorted((s.pid, s.gpus) for s in update.started) == [(10, (0, 1, 2)), (13, (3,))]


def test_runs_of_two_hosts_do_not_end_on_each_others_snapshots():
    tracker = RunTracker(RunConfig(grace_samples=1))
    tracker.update(plain_snap(0, [plain_proc(10)], host="a"))
    assert tracker.update(plain_snap(1, [plain_proc(10)], host="b")).ended == ()
    assert len(tracker.active()) == 2
    (run,) = tracker.update(plain_snap(2, [], host="a")).ended
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
        tracker.update(plain_snap(t, [plain_proc(10)], power=[power_of(t)], energy=[energy_of(t)]))
    (run,) = tracker.update(plain_snap(seconds + 1, [])).ended
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
        tracker.update(plain_snap(t, [plain_proc(10)], util=float(t % 100)))
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
        gpu = GpuSnapshot(GpuStatic(0, "GPU"), reading, (plain_proc(10),))
        tracker.update(Snapshot(t, t, SystemInfo("test"), (gpu,)))
    (run,) = tracker.update(plain_snap(11, [])).ended
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
    assert len(tracker.update(plain_snap(0, [plain_proc(10, ctime=100.0)])).started) == 1
    for t in range(1, 5):
        update = tracker.update(plain_snap(t, [plain_proc(10, ctime=100.0 + t * 1e-4)]))
        assert update.started == () and update.ended == ()
    (run,) = tracker.active()
    assert run.samples == 5 and run.create_time == 100.0


# === Hand-made snapshots, every figure worked out by hand =====================================


def proc(
    pid: int,
    gpu: int = 0,
    mem: int | None = 4 * GIB,
    ctime: float | None = 100.0,
    ppid: int | None = None,
    cmd: tuple[str, ...] | None = ("python", "train.py"),
    user: str | None = "ann",
    kind: str = "compute",
    tf: bool | None = None,
    cwd: str | None = "/home/ann",
) -> GpuProcess:
    info = ProcessInfo(
        pid=pid,
        visible=True,
        name="python",
        user=user,
        cmdline=cmd,
        create_time=ctime,
        ppid=ppid,
        tensorflow=tf,
        cwd=cwd,
    )
    return GpuProcess(pid, gpu, kind, mem, None, info)


def reading(
    util: float | None = 90.0,
    used: int = 5 * GIB,
    total: int = 20 * GIB,
    power: float | None = None,
    energy: int | None = None,
    throttle: tuple[str, ...] | None = None,
) -> GpuReading:
    return GpuReading(
        util_gpu_percent=util,
        memory_used_bytes=used,
        memory_total_bytes=total,
        power_w=power,
        energy_mj=energy,
        throttle_reasons=throttle,
    )


def snap(t: float, gpus: list[tuple[GpuReading | None, tuple[GpuProcess, ...]]], host=None):
    """A snapshot at monotonic ``t`` (wall time ``WALL + t``): one (reading, processes) per GPU.

    The processes' start times (100, 200…) come after ``WALL``: a run starts when first seen.
    """
    out = tuple(
        GpuSnapshot(GpuStatic(i, "A100", host=host), r, procs) for i, (r, procs) in enumerate(gpus)
    )
    return Snapshot(WALL + t, t, SystemInfo("test", host=host), out)


#: The hand-made snapshots' wall time at monotonic 0.
WALL = 50.0


def one(t: float, procs=(), host=None, **kw) -> Snapshot:
    return snap(t, [(reading(**kw), tuple(procs))], host=host)


def tracker(**kw) -> RunTracker:
    return RunTracker(RunConfig(**kw))


# -- run_label, the GPU list and the windows ---------------------------------------------------


@pytest.mark.parametrize(
    ("command", "label"),
    [
        ("", "process"),
        ("   ", "process"),
        ("python", "python"),
        ("/usr/bin/python3 -u /home/ann/exp/train.py --epochs 3", "python3 train.py"),
        ("python -m trainer.main", "python trainer.main"),
        ("/opt/bin/run -v -q", "run"),
        ("a/b/c d/e/f", "c f"),
    ],
)
def test_run_label(command, label):
    assert run_label(command) == label


def test_run_label_is_capped():
    label = run_label("python " + "x" * 60 + ".py", max_len=20)
    assert len(label) == 20 and label.startswith("python xxxx")
    assert run_label("python " + "y" * 41) == "python " + "y" * 41  # 48 characters fit


def test_gpus_text():
    assert _gpus_text({3}) == "GPU 3"
    assert _gpus_text({2, 0}) == "GPUs 0, 2"
    assert _gpus_text((1, 0, 5)) == "GPUs 0, 1, 5"


def test_push_keeps_items_from_the_oldest_time_on():
    from collections import deque

    window: deque[tuple[float, float]] = deque([(1.0, 0.0), (2.0, 0.0), (3.0, 0.0)])
    _push(window, (4.0, 7.0), 2.0)
    assert list(window) == [(2.0, 0.0), (3.0, 0.0), (4.0, 7.0)]  # 2.0 is not older than 2.0
    _push(window, (10.0, 1.0), 9.5)
    assert list(window) == [(10.0, 1.0)]


# -- the sparkline -----------------------------------------------------------------------------


def test_the_sparkline_keeps_each_value_until_it_is_full():
    spark = _Spark()
    for v in (10.0, 20.04, 30.06):
        spark.add(v)
    assert spark.values() == (10.0, 20.0, 30.1)
    assert spark.stride == 1


def test_the_sparkline_halves_when_it_reaches_twice_its_points_then_averages_pairs():
    spark = _Spark()
    for v in range(2 * SPARK_POINTS - 1):
        spark.add(float(v))
    assert len(spark.values()) == 127 and spark.stride == 1
    spark.add(127.0)  # the 128th point: pairs merge
    assert spark.stride == 2
    assert spark.values() == tuple(i + 0.5 for i in range(0, 128, 2))
    spark.add(200.0)  # half of a pair: shown as it stands
    assert spark.values()[-1] == 200.0 and len(spark.values()) == 65
    spark.add(100.0)
    assert spark.values()[-1] == 150.0 and len(spark.values()) == 65
    assert spark.values()[-2] == 126.5


def test_an_empty_sparkline_is_empty():
    assert _Spark().values() == ()


# -- summaries: figures, JSON and its checks ---------------------------------------------------


def summary(**kw) -> RunSummary:
    base = dict(
        host=None,
        pid=10,
        create_time=100.0,
        command="python train.py",
        user="ann",
        cwd="/home/ann",
        tensorflow=True,
        gpus=(0, 1),
        started_at=1000.0,
        ended_at=1120.0,
        duration_s=120.0,
        samples=121,
        util_mean=80.0,
        util_peak=99.0,
        memory_peak_bytes=8 * GIB,
        input_bound_s=30.0,
        throttled_s=0.0,
        throttle_reasons={},
        power_mean_w=250.0,
        energy_wh=8.5,
        energy_source="counter",
        spark=(80.0, 81.5),
        possibly_oom=False,
        ending="finished",
    )
    base.update(kw)
    return RunSummary(**base)  # type: ignore[arg-type]


def test_idle_fraction():
    assert summary().idle_fraction == 0.25  # 30 s of 120 s
    assert summary(input_bound_s=150.0).idle_fraction == 1.0
    assert summary(duration_s=0.0, input_bound_s=0.0).idle_fraction is None
    assert summary(duration_s=0.5, input_bound_s=0.25).idle_fraction == 0.5


def test_the_summary_as_json():
    d = summary(
        host="lab-1", throttle_reasons={"sw-thermal": 4.0}, possibly_oom=True, ending="possibly-oom"
    ).to_dict()
    assert d == {
        "host": "lab-1",
        "pid": 10,
        "create_time": 100.0,
        "command": "python train.py",
        "user": "ann",
        "cwd": "/home/ann",
        "tensorflow": True,
        "gpus": [0, 1],
        "started_at": 1000.0,
        "ended_at": 1120.0,
        "duration_s": 120.0,
        "samples": 121,
        "util_mean": 80.0,
        "util_peak": 99.0,
        "memory_peak_bytes": 8 * GIB,
        "input_bound_s": 30.0,
        "idle_fraction": 0.25,
        "throttled_s": 0.0,
        "throttle_reasons": {"sw-thermal": 4.0},
        "power_mean_w": 250.0,
        "energy_wh": 8.5,
        "energy_source": "counter",
        "spark": [80.0, 81.5],
        "possibly_oom": True,
        "first_seen_at": None,
        "ending": "possibly-oom",
    }
    assert summary().key == (None, 10, 100.0)
    assert summary(command="/usr/bin/python3 -u fit.py").label == "python3 fit.py"


def test_every_field_comes_back_from_json():
    s = summary(
        host="lab-1",
        throttle_reasons={"sw-thermal": 4.0},
        possibly_oom=True,
        ending="possibly-oom",
        first_seen_at=1010.0,
    )
    back = RunSummary.from_dict(s.to_dict())
    assert back == s
    assert back.started_mono is None and back.ended_mono is None


def test_unknown_figures_come_back_unknown():
    s = summary(
        create_time=None,
        user=None,
        cwd=None,
        tensorflow=None,
        ended_at=None,
        util_mean=None,
        util_peak=None,
        memory_peak_bytes=None,
        power_mean_w=None,
        energy_wh=None,
        energy_source=None,
        spark=(),
    )
    assert RunSummary.from_dict(s.to_dict()) == s


def test_possibly_oom_missing_or_null_reads_as_false():
    d = summary(possibly_oom=True).to_dict()
    d["possibly_oom"] = None
    assert RunSummary.from_dict(d).possibly_oom is False
    del d["possibly_oom"]
    assert RunSummary.from_dict(d).possibly_oom is False


def edited(**kw) -> dict:
    return dict(summary().to_dict(), **kw)


@pytest.mark.parametrize(
    "changes",
    [
        {"throttle_reasons": None},
        {"throttle_reasons": [1]},
        {"throttle_reasons": {f"r{i}": 1.0 for i in range(33)}},
        {"throttle_reasons": {"x": -1.0}},
        {"throttle_reasons": {5: 1.0}},
        {"spark": None},
        {"spark": (1.0,)},
        {"spark": [1.0] * (4 * SPARK_POINTS + 1)},
        {"spark": [100.5]},
        {"gpus": None},
        {"gpus": []},
        {"gpus": [0] * 1025},
        {"gpus": [True]},
        {"gpus": [0.0]},
        {"pid": True},
        {"pid": 2**63},
        {"pid": "10"},
        {"samples": -1},
        {"started_at": -0.5},
        {"started_at": 1e15 + 1e3},
        {"started_at": float("inf")},
        {"started_at": False},
        {"started_at": "1000"},
        {"duration_s": None},
        {"util_peak": 100.01},
        {"tensorflow": 1},
        {"possibly_oom": "yes"},
        {"user": 5},
        {"command": None},
    ],
)
def test_a_bad_field_is_refused(changes):
    with pytest.raises(ValueError):
        RunSummary.from_dict(edited(**changes))


@pytest.mark.parametrize(
    "changes",
    [
        {"throttle_reasons": {f"r{i}": 1.0 for i in range(32)}},
        {"spark": [1.0] * (4 * SPARK_POINTS)},
        {"spark": [0.0, 100.0]},
        {"gpus": [0] * 1024},
        {"gpus": [2**63 - 1]},
        {"pid": 0},
        {"started_at": 0.0},
        {"started_at": 1e15},
        {"started_at": 1000},
        {"util_peak": 100.0},
    ],
)
def test_a_field_at_its_limit_is_taken(changes):
    RunSummary.from_dict(edited(**changes))


def test_texts_and_reason_names_are_cut_to_their_length():
    d = edited(command="c" * (COMMAND_MAX + 5), throttle_reasons={"r" * 40: 2.0})
    s = RunSummary.from_dict(d)
    assert s.command == "c" * COMMAND_MAX
    assert s.throttle_reasons == {"r" * 32: 2.0}


def test_a_started_at_given_as_an_integer_reads_as_a_float():
    s = RunSummary.from_dict(edited(started_at=1000, pid=7))
    assert s.started_at == 1000.0 and type(s.started_at) is float and s.pid == 7


def test_not_an_object_is_refused_with_its_reason():
    with pytest.raises(ValueError, match="not a JSON object"):
        RunSummary.from_dict([1])


# -- starting, following and ending a run -------------------------------------------------------


def test_a_run_going_on_before_the_app_looked_starts_when_its_process_started():
    t = tracker(grace_samples=1)
    began = WALL - 5.0  # first seen at t=40, up 45 s by the process table
    p = proc(10, ctime=began)
    (first,) = t.update(one(40.0, [p], util=80.0, power=100.0)).started
    assert first.started_at == began and first.first_seen_at == WALL + 40.0
    assert first.duration_s == 45.0 and first.watched_s == 0.0
    assert first.started_mono == -5.0  # the start marker is drawn where it started
    t.update(one(50.0, [p], util=20.0, power=100.0))
    (done,) = t.update(one(51.0)).ended
    assert done.started_at == began and done.ended_at == WALL + 50.0
    assert done.duration_s == 55.0 and done.watched_s == 10.0
    # Its figures cover the watched time: the idle share is of those 10 s, not of 25 min.
    assert done.input_bound_s == 10.0 and done.idle_fraction == 1.0
    assert done.util_mean == 50.0 and done.ending == "finished"
    back = RunSummary.from_dict(done.to_dict())
    assert back.first_seen_at == WALL + 40.0 and back.watched_s == 10.0


def test_a_run_without_a_believable_process_start_starts_when_first_seen():
    t = tracker()
    for pid, ctime in ((11, None), (12, WALL + 60.0), (13, float("nan")), (14, -1e12)):
        (run,) = t.update(one(5.0, [proc(pid, ctime=ctime, cmd=(str(pid),))])).started
        assert run.started_at == WALL + 5.0 and run.first_seen_at == WALL + 5.0, ctime
        assert run.started_mono == 5.0 and run.duration_s == 0.0
        t.finish()


def test_a_stored_run_without_an_ending_gets_one_from_what_was_stored():
    finished = summary().to_dict()
    del finished["ending"], finished["first_seen_at"]
    assert RunSummary.from_dict(finished).ending == "finished"
    oom = summary(possibly_oom=True).to_dict()
    del oom["ending"]
    assert RunSummary.from_dict(oom).ending == "possibly-oom"
    open_end = summary(ended_at=None).to_dict()
    del open_end["ending"]
    assert RunSummary.from_dict(open_end).ending == "unwatched"
    with pytest.raises(ValueError):
        RunSummary.from_dict({**finished, "ending": "exploded"})


def test_a_run_summarised_sample_by_sample():
    t = tracker(grace_samples=1)
    p = proc(10, mem=4 * GIB, tf=None)
    first = t.update(one(0, [p], util=60.0, power=100.0))
    (started,) = first.started
    assert started.samples == 1 and started.started_at == WALL and started.ended_at is None
    assert started.command == "python train.py" and started.user == "ann"
    assert started.cwd == "/home/ann" and started.tensorflow is None
    t.update(one(2, [p], util=90.0, power=200.0))
    t.update(one(3, [proc(10, mem=6 * GIB, tf=True)], util=30.0, power=300.0))
    (run,) = t.active()
    assert run.samples == 3 and run.duration_s == 3.0 and run.ended_at is None
    assert run.util_mean == 60.0 and run.util_peak == 90.0
    assert run.memory_peak_bytes == 6 * GIB
    assert run.power_mean_w == 200.0
    assert run.tensorflow is True  # imported after the start
    # Power integrated: (100+200)/2 * 2 s + (200+300)/2 * 1 s = 550 J.
    assert run.energy_wh == pytest.approx(550.0 / 3600.0)
    assert run.energy_source == "power"
    assert run.spark == (60.0, 90.0, 30.0)
    update = t.update(one(4, []))
    (done,) = update.ended
    assert done.ending == "finished" and started.ending is None
    assert done.ended_at == WALL + 3 and done.duration_s == 3.0
    assert done.started_mono == 0.0 and done.ended_mono == 3.0
    assert t.active() == []


def test_memory_is_summed_over_the_runs_gpus_and_its_processes():
    t = tracker()
    parent = proc(10, gpu=0, mem=3 * GIB, ctime=100.0)
    child = proc(11, gpu=1, mem=2 * GIB, ctime=101.0, ppid=10, cmd=("w",))
    stranger = proc(20, gpu=1, mem=7 * GIB, ctime=102.0, cmd=("other",), user="bob")
    t.update(snap(0, [(reading(), (parent,)), (reading(), (child, stranger))]))
    mine = [r for r in t.active() if r.pid == 10]
    assert mine[0].memory_peak_bytes == 5 * GIB and mine[0].gpus == (0, 1)


def test_unreported_memory_leaves_the_peak_unknown():
    t = tracker()
    t.update(one(0, [proc(10, mem=None)]))
    (run,) = t.active()
    assert run.memory_peak_bytes is None and run.samples == 1


def test_the_peak_is_the_largest_sample_not_the_last():
    t = tracker()
    for i, mem in enumerate((2, 9, 4)):
        t.update(one(i, [proc(10, mem=mem * GIB)]))
    assert t.active()[0].memory_peak_bytes == 9 * GIB


def test_utilization_is_the_mean_over_the_runs_gpus_and_unknown_without_readings():
    t = tracker()
    p0, p1 = proc(10, gpu=0), proc(10, gpu=1)
    t.update(snap(0, [(reading(util=20.0), (p0,)), (reading(util=50.0), (p1,))]))
    (run,) = t.active()
    assert run.util_mean == 35.0 and run.util_peak == 35.0
    u = tracker()
    u.update(one(0, [proc(10)], util=None))
    (blind,) = u.active()
    assert blind.util_mean is None and blind.util_peak is None and blind.spark == ()


def test_a_gpu_of_another_run_does_not_count():
    t = tracker()
    mine, theirs = proc(10, gpu=0), proc(20, gpu=1, cmd=("x",), user="bob")
    t.update(snap(0, [(reading(util=10.0, power=50.0), (mine,)), (reading(util=90.0), (theirs,))]))
    run = next(r for r in t.active() if r.pid == 10)
    assert run.util_mean == 10.0 and run.power_mean_w == 50.0 and run.gpus == (0,)


def test_a_gpu_without_a_reading_is_skipped():
    t = tracker()
    t.update(snap(0, [(None, (proc(10, gpu=0),)), (reading(util=40.0), (proc(10, gpu=1),))]))
    (run,) = t.active()
    assert run.util_mean == 40.0 and run.memory_peak_bytes == 4 * GIB


def test_graphics_clients_and_processes_holding_too_little_are_not_runs():
    t = tracker(min_bytes=GIB)
    update = t.update(
        one(
            0,
            [
                proc(1, kind="graphics"),
                proc(2, mem=GIB - 1, cmd=("a",)),
                proc(3, mem=GIB, cmd=("b",)),
                proc(4, kind="compute+graphics", cmd=("c",)),
                proc(5, mem=None, cmd=("d",)),
            ],
        )
    )
    assert sorted(s.pid for s in update.started) == [3, 4, 5]


def test_a_process_without_a_command_line_is_named_by_its_pid():
    t = tracker()
    info = ProcessInfo(pid=77, visible=False)
    (run,) = t.update(one(0, [GpuProcess(77, 0, "compute", GIB, None, info)])).started
    assert run.command == "pid 77" and run.label == "pid 77"


def test_a_long_command_line_is_cut():
    t = tracker()
    (run,) = t.update(one(0, [proc(10, cmd=("x" * (COMMAND_MAX + 10),))])).started
    assert run.command == "x" * COMMAND_MAX


def test_the_grace_counts_missing_snapshots_in_a_row():
    t = tracker(grace_samples=3)
    t.update(one(0, [proc(10)]))
    assert t.update(one(1)).ended == ()
    assert t.update(one(2)).ended == ()
    (run,) = t.update(one(3)).ended
    assert run.ended_at == WALL and run.duration_s == 0.0


def test_a_grace_of_one_ends_at_the_first_missing_snapshot():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10)]))
    t.update(one(5, [proc(10)]))
    (run,) = t.update(one(6)).ended
    assert run.duration_s == 5.0 and run.samples == 2


def test_a_start_time_one_second_apart_is_another_process():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10, ctime=100.0)]))
    update = t.update(one(1, [proc(10, ctime=101.0)]))
    assert [s.create_time for s in update.started] == [101.0]
    assert [s.create_time for s in update.ended] == [100.0]
    u = tracker(grace_samples=1)
    u.update(one(0, [proc(10, ctime=100.0)]))
    assert u.update(one(1, [proc(10, ctime=100.99)])).started == ()
    assert u.update(one(2, [proc(10, ctime=99.01)])).started == ()


def test_a_pid_without_a_start_time_stays_one_process():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10, ctime=None)]))
    assert t.update(one(1, [proc(10, ctime=None)])).started == ()
    update = t.update(one(2, [proc(10, ctime=100.0)]))  # now a start time: another process
    assert [s.create_time for s in update.started] == [100.0]
    assert [s.create_time for s in update.ended] == [None]


def test_an_ended_runs_pid_starts_a_new_run():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10)]))
    t.update(one(1))
    (again,) = t.update(one(2, [proc(10)])).started
    assert again.started_at == WALL + 2 and again.samples == 1


def test_a_command_started_again_after_its_run_ended_is_a_new_run():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10, ctime=100.0)]))
    t.update(one(1))
    (new,) = t.update(one(2, [proc(11, ctime=150.0)])).started
    assert new.pid == 11


def test_a_twin_of_another_user_or_without_a_command_line_is_its_own_run():
    t = tracker()
    update = t.update(
        one(
            0,
            [
                proc(10, ctime=1.0),
                proc(11, ctime=2.0, user="bob"),
                proc(12, ctime=3.0, cmd=None),
                proc(13, ctime=4.0, cmd=None),
                proc(14, ctime=5.0),
            ],
        )
    )
    assert sorted(s.pid for s in update.started) == [10, 11, 12, 13]
    run = next(r for r in t.active() if r.pid == 10)
    assert run.samples == 1


def test_a_child_found_before_its_parent_by_start_time_joins_when_the_parent_comes_first():
    t = tracker()
    parent = proc(10, ctime=50.0, cmd=("launch",))
    child = proc(11, ctime=60.0, ppid=10, cmd=("worker",))
    (run,) = t.update(one(0, [child, parent])).started  # listed child first, sorted by start
    assert run.pid == 10


def test_processes_are_ordered_by_pid_when_they_started_together():
    t = tracker()
    (run,) = t.update(one(0, [proc(12, ctime=None), proc(11, ctime=None)])).started
    assert run.pid == 11


def test_active_runs_are_listed_oldest_first():
    t = tracker()
    t.update(one(0, [proc(30, cmd=("a",))]))
    t.update(one(1, [proc(30, cmd=("a",)), proc(20, cmd=("b",))]))
    t.update(one(2, [proc(30, cmd=("a",)), proc(20, cmd=("b",)), proc(10, cmd=("c",))]))
    assert [r.pid for r in t.active()] == [30, 20, 10]


def test_finish_ends_every_run_without_an_end_time():
    t = tracker()
    t.update(one(0, [proc(10, cmd=("a",)), proc(20, cmd=("b",))]))
    t.update(one(4, [proc(10, cmd=("a",))]))
    done = t.finish()
    assert sorted((s.pid, s.duration_s, s.ended_at) for s in done) == [
        (10, 4.0, None),
        (20, 0.0, None),
    ]
    assert all(s.ended_mono is not None for s in done)
    assert all(s.ending == "unwatched" and not s.possibly_oom for s in done)
    assert t.active() == []
    assert t.finish() == []


def test_reconfigure_changes_the_thresholds():
    t = tracker(grace_samples=5)
    t.reconfigure(RunConfig(grace_samples=1))
    t.update(one(0, [proc(10)]))
    assert len(t.update(one(1)).ended) == 1


# -- input-bound time, throttling and energy ----------------------------------------------------


def test_input_bound_time_counts_intervals_ending_below_the_threshold_while_holding_memory():
    t = tracker(idle_util_percent=25.0, idle_min_bytes=2 * GIB, grace_samples=1)
    big, small = proc(10, mem=2 * GIB), proc(10, mem=2 * GIB - 1)
    t.update(one(0, [big], util=10.0))  # first sample: no interval yet
    t.update(one(3, [big], util=24.9))  # +3 s
    t.update(one(5, [big], util=25.0))  # at the threshold: not idle
    t.update(one(6, [small], util=0.0))  # too little memory: not input-bound
    t.update(one(10, [big], util=5.0))  # +4 s
    (run,) = t.update(one(11)).ended
    assert run.input_bound_s == 7.0 and run.duration_s == 10.0
    assert run.idle_fraction == 0.7


def test_throttled_time_counts_each_reason_and_the_union_once():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10)], throttle=("power-cap",)))
    t.update(one(2, [proc(10)], throttle=("power-cap", "sw-thermal")))
    t.update(one(3, [proc(10)], throttle=("idle", "sw-power-cap")))  # not throttling
    t.update(one(7, [proc(10)], throttle=("hw-slowdown",)))
    t.update(one(8, [proc(10)], throttle=None))
    (run,) = t.update(one(9)).ended
    assert run.throttle_reasons == {"power-cap": 2.0, "sw-thermal": 2.0, "hw-slowdown": 4.0}
    assert run.throttled_s == 6.0


def test_time_running_backwards_counts_nothing():
    t = tracker(grace_samples=1)
    t.update(one(10, [proc(10)], util=5.0, throttle=("sw-thermal",), power=100.0))
    t.update(one(4, [proc(10)], util=5.0, throttle=("sw-thermal",), power=100.0))
    (run,) = t.active()
    assert run.input_bound_s == 0.0 and run.throttled_s == 0.0
    assert run.energy_wh == 0.0 and run.energy_source == "power"


def test_energy_from_the_counter_takes_its_deltas_and_skips_a_reset():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10)], energy=1_000_000, power=500.0))
    t.update(one(1, [proc(10)], energy=1_360_000, power=500.0))  # +360 J
    t.update(one(2, [proc(10)], energy=1_000, power=100.0))  # the counter went back: power
    t.update(one(3, [proc(10)], energy=1_000, power=100.0))  # not read again: power for now
    (run,) = t.update(one(4)).ended
    # 360 J + (500+100)/2 * 1 s + (100+100)/2 * 1 s = 760 J.
    assert run.energy_wh == pytest.approx(760.0 / 3600.0)
    assert run.energy_source == "counter+power"


def test_energy_between_two_reads_of_the_counter_is_the_power_until_it_steps():
    # The counter read every 5 s (as the NVML backend does) under a steady 100 W.
    t = tracker()
    for second in range(8):
        energy = 500_000 * (second // 5)  # 0 J until t=5, then 500 J
        t.update(one(second, [proc(10)], energy=energy, power=100.0))
        (run,) = t.active()
        if second == 3:
            # 3 s of power at 100 W: 300 J, all of it standing in for the counter.
            assert run.energy_wh == pytest.approx(300.0 / 3600.0)
            assert run.energy_source == "counter+power"
        if second == 5:
            # The counter's step replaces the power: 500 J, exactly what it counted.
            assert run.energy_wh == pytest.approx(500.0 / 3600.0)
            assert run.energy_source == "counter"
    # Two more seconds of power since the step.
    assert run.energy_wh == pytest.approx(700.0 / 3600.0)


def test_energy_of_one_sample_is_unknown():
    t = tracker()
    t.update(one(0, [proc(10)], energy=5_000, power=100.0))
    (run,) = t.active()
    assert run.energy_wh is None and run.energy_source is None


def test_energy_from_the_counter_alone():
    t = tracker()
    t.update(one(0, [proc(10)], energy=0))
    t.update(one(10, [proc(10)], energy=7_200_000))
    (run,) = t.active()
    assert run.energy_wh == 2.0 and run.energy_source == "counter"
    assert run.power_mean_w is None


def test_energy_adds_up_over_gpus():
    t = tracker()
    p0, p1 = proc(10, gpu=0), proc(10, gpu=1)
    t.update(snap(0, [(reading(energy=0), (p0,)), (reading(power=100.0), (p1,))]))
    t.update(snap(36, [(reading(energy=3_600_000), (p0,)), (reading(power=300.0), (p1,))]))
    (run,) = t.active()
    # 3600 J from the counter + (100+300)/2 * 36 s = 7200 J: 3 Wh in all.
    assert run.energy_wh == pytest.approx(3.0)
    assert run.energy_source == "counter+power"
    assert run.power_mean_w == 200.0  # per sample, summed over the GPUs that report power


# -- possibly out of memory ---------------------------------------------------------------------


def test_a_run_ending_with_a_full_gpu_is_possibly_out_of_memory():
    t = tracker(grace_samples=1, memory_percent=95.0)
    t.update(one(0, [proc(10)], used=19 * GIB, total=20 * GIB))  # exactly 95%
    update = t.update(one(1))
    (run,) = update.ended
    assert run.possibly_oom and run.ending == "possibly-oom"
    (alert,) = update.alerts
    assert alert.kind == "run-oom" and alert.gpu_index == 0
    assert alert.title == "python train.py ended, possibly out of memory"
    assert alert.message.startswith(
        "python train.py on GPU 0 ended after 0s with its GPU memory nearly full or climbing. "
        "It possibly ran out of memory;"
    )


def test_a_gpu_just_below_full_is_not():
    t = tracker(grace_samples=1, memory_percent=95.0)
    t.update(one(0, [proc(10)], used=19 * GIB - 1, total=20 * GIB))
    (run,) = t.update(one(1)).ended
    assert not run.possibly_oom


def test_full_only_counts_at_the_last_sample():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10)], used=20 * GIB, total=20 * GIB))
    t.update(one(1, [proc(10)], used=5 * GIB, total=20 * GIB))
    (run,) = t.update(one(2)).ended
    assert not run.possibly_oom


def climb(mems_gib, times, window=60.0):
    t = tracker(grace_samples=1, oom_window_s=window)
    for at, m in zip(times, mems_gib, strict=True):
        t.update(one(at, [proc(10, mem=int(m * GIB))], used=GIB, total=80 * GIB))
    (run,) = t.update(one(times[-1] + 1)).ended
    return run.possibly_oom


def test_memory_climbing_over_half_the_window_is_possibly_out_of_memory():
    # 10 -> 14 GiB over 40 s: a rise of 4 GiB, more than a tenth of the 14 GiB peak.
    assert climb([10, 11, 12, 13, 14], [0, 10, 20, 30, 40])


def test_climbing_needs_five_samples():
    assert not climb([10, 12, 14, 16], [0, 10, 20, 40])


def test_climbing_needs_half_the_window():
    assert not climb([10, 11, 12, 13, 14], [0, 7, 14, 21, 29], window=60.0)
    assert climb([10, 11, 12, 13, 14], [0, 7, 14, 21, 30], window=60.0)


def test_a_small_rise_is_not_climbing():
    # 10 -> 11 GiB: a rise of 1 GiB, less than a tenth of 11 GiB.
    assert not climb([10, 10.25, 10.5, 10.75, 11], [0, 10, 20, 30, 40])
    assert not climb([14, 13, 12, 11, 10], [0, 10, 20, 30, 40])
    assert not climb([12, 12, 12, 12, 12], [0, 10, 20, 30, 40])


def test_only_the_window_is_looked_at():
    # An early climb, then 60 s flat: the window holds only the flat part.
    times = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]
    mems = [1, 3, 5, 7, 9, 9, 9, 9, 9, 9, 9, 9]
    assert not climb(mems, times, window=60.0)
    assert climb(mems, times, window=200.0)


def climb_bytes(mems: list[int], times: list[float], window: float = 60.0) -> bool:
    """:func:`climb` in bytes, with runs of any size (``min_bytes=0``)."""
    t = tracker(grace_samples=1, oom_window_s=window, min_bytes=0)
    for at, m in zip(times, mems, strict=True):
        t.update(one(at, [proc(10, mem=m)], used=GIB, total=80 * GIB))
    (run,) = t.update(one(times[-1] + 1)).ended
    return run.possibly_oom


def test_a_rise_is_weighed_against_a_peak_of_at_least_one_byte():
    # 29 samples at 0 bytes, then 1 byte, 2 s apart (58 s): the fitted rise is
    # 6 * 29 / (30 * 31) = 0.187 bytes, more than a tenth of the one-byte floor.
    assert climb_bytes([0] * 29 + [1], [2.0 * i for i in range(30)])
    # The same rise from 1 byte to 2 is under a tenth of the 2-byte peak.
    assert not climb_bytes([1] * 29 + [2], [2.0 * i for i in range(30)])


def test_samples_taken_at_one_instant_show_no_trend():
    # With no window, the five samples kept are all of one instant: no slope can be fitted,
    # which is no rise at all, even for a run that holds a single byte.
    assert not climb_bytes([1, 1, 1, 1, 1], [5.0] * 5, window=0.0)


# -- notifications -----------------------------------------------------------------------------


def test_the_end_message_names_the_gpus_the_host_and_whether_they_are_idle():
    t = tracker(grace_samples=1)
    p0, p1 = proc(10, gpu=0), proc(10, gpu=1)
    t.update(snap(0, [(reading(), (p0,)), (reading(), (p1,))], host="lab-1"))
    update = t.update(snap(95, [(reading(), ()), (reading(), ())], host="lab-1"))
    (alert,) = update.alerts
    assert (alert.kind, alert.gpu_index, alert.title) == ("run-ended", 0, "python train.py ended")
    assert alert.message == (
        "python train.py on GPUs 0, 1 of lab-1 ended after 0s; the GPUs are idle now."
    )
    assert alert.warning is False


def test_the_end_message_says_nothing_of_a_gpu_still_busy_lost_or_unread():
    for gpu in (
        GpuSnapshot(GpuStatic(0, "A100"), reading(), (proc(99, cmd=("z",), user="z", mem=0),)),
        GpuSnapshot(GpuStatic(0, "A100"), reading(), (), lost=True),
        GpuSnapshot(GpuStatic(0, "A100"), None, ()),
    ):
        t = tracker(grace_samples=1)
        t.update(one(0, [proc(10)]))
        t.update(one(61, [proc(10)]))
        update = t.update(Snapshot(WALL + 62.0, 62.0, SystemInfo("test"), (gpu,)))
        (alert,) = update.alerts
        assert alert.message == "python train.py on GPU 0 ended after 1m01s."


def test_a_busy_gpu_of_another_run_does_not_stop_the_idle_note():
    t = tracker(grace_samples=1)
    t.update(snap(0, [(reading(), (proc(10),)), (reading(), ())]))
    other = proc(20, gpu=1, cmd=("b",), user="b")
    (alert,) = t.update(snap(1, [(reading(), ()), (reading(), (other,))])).alerts
    assert alert.message.endswith("ended after 0s; the GPU is idle now.")


def test_the_end_alert_can_be_switched_off():
    t = RunTracker(RunConfig(grace_samples=1, enabled=frozenset({"gpu-free"})))
    t.update(one(0, [proc(10)]))
    update = t.update(one(1))
    assert len(update.ended) == 1 and update.alerts == ()


def idle_run(utils, idle_seconds=60.0, mem=4 * GIB, **kw):
    """Feed ``(t, util)`` pairs; the run-idle alerts and when they came."""
    t = RunTracker(RunConfig(idle_seconds=idle_seconds, **kw))
    fired = []
    for at, util in utils:
        for a in t.update(one(at, [proc(10, mem=mem)], util=util)).alerts:
            fired.append((at, a))
    return fired


def test_the_idle_alert_comes_once_a_whole_window_has_been_mostly_idle():
    fired = idle_run([(s, 10.0) for s in range(0, 121, 10)])
    assert [at for at, _a in fired] == [60]
    alert = fired[0][1]
    assert (alert.kind, alert.gpu_index) == ("run-idle", 0)
    assert alert.title == "python train.py leaves GPU 0 mostly idle"
    assert alert.message.startswith(
        "Utilization averaged 10% over the last 1m00s while the run holds 4.0 GiB. "
        "The input pipeline probably starves the GPU"
    )


def test_the_idle_alert_threshold_edge():
    under = idle_run([(0, 0.0), (30, 0.0), (60, 74.0)], idle_util_percent=25.0)
    at = idle_run([(0, 0.0), (30, 0.0), (60, 75.0)], idle_util_percent=25.0)
    assert [t for t, _a in under] == [60]  # mean 24.67
    assert at == []  # mean 25.0 is not under 25


def test_the_idle_alert_waits_for_a_whole_window_of_holding_memory():
    assert idle_run([(0, 5.0), (59, 5.0)]) == []
    assert [t for t, _a in idle_run([(0, 5.0), (59, 5.0), (60, 5.0)])] == [60]


def test_the_idle_window_starts_again_when_the_run_lets_its_memory_go():
    t = RunTracker(RunConfig(idle_seconds=60.0, idle_min_bytes=GIB))
    fired = []
    for at, mem in ((0, 4), (30, 0.5), (40, 4), (90, 4), (100, 4)):
        for _a in t.update(one(at, [proc(10, mem=int(mem * GIB))], util=5.0)).alerts:
            fired.append(at)
    assert fired == [100]  # holding again from 40 s: a whole window at 100 s


def test_no_idle_alert_without_enough_memory_or_when_switched_off():
    assert idle_run([(s, 1.0) for s in range(0, 121, 10)], mem=GIB - 1) == []
    switched_off = idle_run([(s, 1.0) for s in range(0, 121, 10)], enabled=frozenset({"run-ended"}))
    assert switched_off == []


def test_no_idle_alert_without_a_utilization():
    assert idle_run([(s, None) for s in range(0, 121, 10)]) == []


def test_the_free_alert():
    t = tracker(free_util_percent=10.0)
    t.watch_gpu(1)
    assert t.watched(1) and not t.watched(0) and not t.watched(1, host="lab-1")
    busy = snap(0, [(reading(), ()), (reading(util=10.0), ())])
    assert t.update(busy).alerts == ()  # 10% is not under 10%
    held = snap(1, [(reading(), ()), (reading(util=0.0), (proc(10, gpu=1, mem=0),))])
    assert t.update(held).alerts == ()  # a process, even one not a run
    unread = snap(2, [(reading(), ()), (None, ())])
    assert t.update(unread).alerts == ()
    free = snap(3, [(reading(), ()), (reading(util=9.9), ())])
    (alert,) = t.update(free).alerts
    assert (alert.kind, alert.gpu_index, alert.title) == ("gpu-free", 1, "GPU 1 is free")
    assert alert.message == "GPU 1 (A100) has no process and is idle."
    assert alert.warning is False
    assert not t.watched(1)
    assert t.update(free).alerts == ()  # once


def test_a_free_gpu_without_a_name_or_a_utilization():
    t = tracker()
    t.watch_gpu(0)
    gpu = GpuSnapshot(GpuStatic(0, None), GpuReading(), ())
    (alert,) = t.update(Snapshot(1.0, 1.0, SystemInfo("test"), (gpu,))).alerts
    assert alert.message == "GPU 0 has no process and is idle."


def test_watching_is_per_host_and_can_be_taken_back():
    t = tracker()
    t.watch_gpu(0, host="lab-1")
    assert t.update(one(0, util=0.0)).alerts == ()  # this machine's GPU 0 was not asked about
    (alert,) = t.update(one(1, host="lab-1", util=0.0)).alerts
    assert alert.kind == "gpu-free"
    t.watch_gpu(0)
    t.unwatch_gpu(0)
    assert not t.watched(0)
    assert t.update(one(2, util=0.0)).alerts == ()


def test_the_free_alert_can_be_switched_off():
    t = RunTracker(RunConfig(enabled=frozenset({"run-ended"})))
    t.watch_gpu(0)
    assert t.update(one(0, util=0.0)).alerts == ()


# -- edges the first mutation run showed untested ----------------------------------------------


def test_run_label_cuts_at_48_characters():
    assert run_label("python " + "y" * 42) == "python " + "y" * 40 + "…"  # 49 -> 48


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"throttle_reasons": None}, "^bad throttle reasons$"),
        ({"spark": None}, "^bad sparkline$"),
        ({"gpus": []}, "^bad GPU list$"),
        ({"pid": "10"}, "^not a count: '10'$"),
        ({"started_at": "x" * 50}, "^not a number: '" + "x" * 39 + "$"),
        ({"started_at": -2.5}, r"^number out of range: -2\.5$"),
        ({"util_mean": 100.5}, r"^percent out of range: 100\.5$"),
        ({"tensorflow": 0}, "^not a flag: 0$"),
        ({"command": None}, "^not a text: None$"),
    ],
)
def test_a_refused_field_says_why(changes, message):
    with pytest.raises(ValueError, match=message):
        RunSummary.from_dict(edited(**changes))


def test_not_an_object_says_so_exactly():
    with pytest.raises(ValueError, match=r"^a run is not a JSON object$"):
        RunSummary.from_dict("run")


def test_the_largest_number_is_1e15():
    with pytest.raises(ValueError):
        RunSummary.from_dict(edited(started_at=1e15 + 0.5))


def test_the_sparkline_doubles_its_stride_at_each_merge():
    spark = _Spark()
    for v in range(4 * SPARK_POINTS):  # 128 adds fill it once, 128 more (two per point) again
        spark.add(float(v))
    assert spark.stride == 4
    assert spark.values()[:2] == (1.5, 5.5)  # the means of 0..3 and 4..7
    for v in (1000.0, 1000.0, 1000.0):
        spark.add(v)
    assert len(spark.values()) == 65  # three of four: still one point in the making


def test_a_run_going_on_is_neither_ended_nor_out_of_memory():
    t = tracker()
    t.update(one(0, [proc(10)]))
    t.update(one(1, [proc(10)]))
    (run,) = t.active()
    assert run.ended_mono is None and run.ended_at is None
    assert run.possibly_oom is False


def test_an_ended_run_that_was_fine_is_not_out_of_memory_rather_than_unknown():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10)]))
    (run,) = t.update(one(1)).ended
    assert run.possibly_oom is False and run.to_dict()["possibly_oom"] is False


def test_runs_of_another_host_listed_first_do_not_stop_this_hosts_runs_from_ending():
    t = tracker(grace_samples=1)
    t.update(one(0, [proc(10)], host="b"))
    t.update(one(0, [proc(20, cmd=("x",))], host="a"))
    (run,) = t.update(one(1, host="a")).ended
    assert (run.host, run.pid) == ("a", 20)
    t.update(one(1, [proc(20, cmd=("x",))], host="a"))
    assert t.update(one(2, [proc(20, cmd=("x",))], host="a")).started == ()


def test_a_parent_with_the_higher_pid_but_the_earlier_start_is_found_first():
    t = tracker()
    parent = proc(20, ctime=50.0, cmd=("launch",))
    child = proc(11, ctime=60.0, ppid=20, cmd=("worker",))
    (run,) = t.update(one(0, [child, parent])).started
    assert run.pid == 20


def test_a_process_without_a_start_time_sorts_as_the_oldest():
    t = tracker()
    parent = proc(30, ctime=None, cmd=("launch",))
    child = proc(31, ctime=0.5, ppid=30, cmd=("worker",))
    (run,) = t.update(one(0, [child, parent])).started
    assert run.pid == 30


def test_a_child_stays_in_its_run_once_the_parent_has_gone():
    t = tracker()
    parent = proc(10, gpu=0, ctime=100.0, cmd=("launch",))
    child = proc(11, gpu=1, ctime=101.0, ppid=10, cmd=("worker",))
    t.update(snap(0, [(reading(), (parent,)), (reading(), (child,))]))
    update = t.update(snap(1, [(reading(), ()), (reading(), (child,))]))
    assert update.started == ()
    (run,) = t.active()
    assert run.pid == 10 and run.samples == 2


def test_a_new_process_keeps_its_start_time_slack_after_the_old_one_ended():
    t = tracker(grace_samples=2)
    t.update(one(0, [proc(10, ctime=100.0)]))
    (new,) = t.update(one(1, [proc(10, ctime=200.0)])).started
    assert t.update(one(2, [proc(10, ctime=200.0004)])).ended[0].create_time == 100.0
    update = t.update(one(3, [proc(10, ctime=200.0008)]))
    assert update.started == () and update.ended == ()
    assert [r.key for r in t.active()] == [new.key]


def test_tensorflow_known_to_be_absent_stays_false():
    t = tracker()
    (run,) = t.update(one(0, [proc(10, tf=False)])).started
    assert run.tensorflow is False


def test_throttling_on_any_of_the_runs_gpus_counts():
    t = tracker(grace_samples=1)
    p0, p1 = proc(10, gpu=0), proc(10, gpu=1)
    for at in (0, 4):
        t.update(snap(at, [(reading(throttle=("sw-thermal",)), (p0,)), (reading(), (p1,))]))
    (run,) = t.active()
    assert run.throttled_s == 4.0 and run.throttle_reasons == {"sw-thermal": 4.0}


def test_unreported_memory_does_not_count_as_holding_any():
    t = tracker(idle_min_bytes=1, grace_samples=1)
    for at in (0, 5):
        t.update(one(at, [proc(10, mem=None)], util=0.0))
    (run,) = t.active()
    assert run.input_bound_s == 0.0


def test_power_that_stops_being_reported_adds_no_energy():
    t = tracker()
    t.update(one(0, [proc(10)], power=100.0))
    t.update(one(1, [proc(10)], power=None))
    t.update(one(2, [proc(10)], power=100.0))
    (run,) = t.active()
    assert run.energy_wh is None and run.power_mean_w == 100.0


def test_climbing_is_judged_on_the_span_not_the_clock_reading():
    # Half of the 60 s window is 30 s: 29 s of samples is too short at any clock time.
    assert not climb([10, 11, 12, 13, 14], [1000, 1007, 1014, 1021, 1029])
    # A rise of 1 GiB on an 11 GiB peak is small at any clock time.
    assert not climb([10, 10.25, 10.5, 10.75, 11], [1000, 1010, 1020, 1030, 1040])


def test_the_rise_is_taken_over_the_whole_window():
    # 10 -> 11.2 GiB over 40 s: a rise of 1.2 GiB, just over a tenth of 11.2 GiB; the last
    # 30 s alone rise only 0.9 GiB.
    assert climb([10, 10.3, 10.6, 10.9, 11.2], [0, 10, 20, 30, 40])


def test_a_rise_of_exactly_a_tenth_is_not_climbing():
    t = tracker(grace_samples=1)
    # In bytes: 900 -> 1000 over 40 s, a slope of exactly 2.5 B/s: a rise of 100 = 0.1 * 1000.
    for at, held in zip((0, 10, 20, 30, 40), (900, 925, 950, 975, 1000), strict=True):
        t.update(one(at, [proc(10, mem=held)], used=GIB, total=80 * GIB))
    (run,) = t.update(one(41)).ended
    assert run.possibly_oom is False
    u = tracker(grace_samples=1)
    for at, held in zip((0, 10, 20, 30, 40), (900, 925, 950, 975, 1001), strict=True):
        u.update(one(at, [proc(10, mem=held)], used=GIB, total=80 * GIB))
    (run,) = u.update(one(41)).ended
    assert run.possibly_oom is True


def test_a_long_host_name_is_cut_in_the_end_message():
    t = tracker(grace_samples=1)
    host = "h" * 41
    t.update(one(0, [proc(10)], host=host))
    (alert,) = t.update(one(1, host=host)).alerts
    assert (
        alert.message
        == f"python train.py on GPU 0 of {'h' * 39}… ended after 0s; the GPU is idle now."
    )


def test_a_long_gpu_name_is_cut_in_the_free_message():
    t = tracker()
    t.watch_gpu(0)
    gpu = GpuSnapshot(GpuStatic(0, "g" * 49), GpuReading(util_gpu_percent=0.0), ())
    (alert,) = t.update(Snapshot(1.0, 1.0, SystemInfo("test"), (gpu,))).alerts
    assert alert.message == f"GPU 0 ({'g' * 47}…) has no process and is idle."


def test_a_busy_watched_gpu_does_not_hide_a_free_one_after_it():
    t = tracker()
    t.watch_gpu(0)
    t.watch_gpu(1)
    (alert,) = t.update(snap(0, [(reading(util=50.0), ()), (reading(util=0.0), ())])).alerts
    assert alert.title == "GPU 1 is free"
    assert t.watched(0) and not t.watched(1)
