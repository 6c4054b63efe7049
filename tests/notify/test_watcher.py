"""Simulated runs and GPUs turn into the right notices, with the right text, delivered."""

from __future__ import annotations

from tests.notify.receivers import json_receiver
from tfgpu_gui.notify.events import EVENT_IDS, Notice, this_host
from tfgpu_gui.notify.notifier import Notifier, targets_for_urls
from tfgpu_gui.notify.watcher import EventWatcher
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable, source_state
from tfgpu_gui.telemetry.runs import RunConfig, RunTracker
from tfgpu_gui.telemetry.simulated import SimulatedBackend


def play(scenario: str, seconds: int, step: float = 1.0) -> list[Notice]:
    clock = ManualClock()
    backend = SimulatedBackend(scenario, clock=clock)
    watcher = EventWatcher(clock)
    out: list[Notice] = []
    for _ in range(int(seconds / step)):
        out += watcher.observe(backend.read())
        clock.advance(step)
    return out


def of(notices: list[Notice], event: str) -> list[Notice]:
    return [n for n in notices if n.event == event]


def test_a_run_that_ends_names_host_gpu_command_and_its_figures():
    notices = play("run-ends", 200)
    (ended,) = of(notices, "run-ended")
    host = this_host()
    assert ended.title == f"python train.py ended on {host} GPU 0"
    command, figures = ended.body.splitlines()
    assert command == "/home/alice/venvs/tf/bin/python train.py"
    duration, util, energy = figures.split(" · ")
    assert duration == "1m59s"
    assert util.endswith("% mean util") and 85 <= int(util.split("%")[0]) <= 100
    assert energy.endswith(" Wh")
    assert ended.host == host and ended.gpu == 0
    (free,) = of(notices, "gpu-free")  # the run's ending says it already: covered by it
    assert free.covered_by == "run-ended" and free.title == f"{host}: GPU 0 is free"


def test_a_run_whose_memory_filled_up_ends_possibly_out_of_memory():
    notices = play("run-oom", 150)
    (oom,) = of(notices, "run-oom")
    assert oom.title.startswith("python train.py ended, possibly out of memory, on ")
    assert "GPU memory was full or climbing" in oom.body
    assert of(notices, "run-ended") == []


def test_a_lost_gpu_is_news_and_the_run_on_it_died():
    notices = play("gpu-lost", 120)
    (lost,) = of(notices, "gpu-lost")
    assert lost.gpu == 1 and lost.title.endswith("was lost") and "GPU 1 (" in lost.title
    (died,) = of(notices, "run-died")
    assert " died on " in died.title and "fell off the bus" in died.body


def test_a_gpu_whose_last_process_ends_is_free():
    clock = ManualClock()
    backend = SimulatedBackend("two-runs", clock=clock)
    watcher = EventWatcher(clock)
    notices: list[Notice] = []
    for _ in range(200):
        notices += watcher.observe(backend.read())
        clock.advance(1)
    # The short run ends while the long one goes on: not free; then the long one ends.
    assert [n.title.split()[1] for n in of(notices, "run-ended")] == ["finetune.py", "train.py"]
    assert [n.covered_by for n in of(notices, "gpu-free")] == ["run-ended"]


def test_a_gpu_that_empties_without_a_run_ending_on_it_is_free():
    clock = ManualClock()
    backend = SimulatedBackend("run-ends", clock=clock)
    watcher = EventWatcher(clock)
    # A process too small to count as a run: only the GPU's emptying is news.
    watcher.tracker = RunTracker(RunConfig(min_bytes=10**15))
    notices: list[Notice] = []
    for _ in range(140):
        notices += watcher.observe(backend.read())
        clock.advance(1)
    (free,) = of(notices, "gpu-free")
    assert free.title == f"{this_host()}: GPU 0 is free" and free.covered_by is None


def test_a_gpu_that_runs_too_hot_is_told():
    notices = play("thermal-throttle", 300, step=5.0)
    hot = of(notices, "too-hot")
    assert hot and "is hot" in hot[0].title and "°C" in hot[0].title


def test_a_remote_host_down_is_told_once_per_outage():
    watcher = EventWatcher(ManualClock())
    down = RemoteUnavailable(source_state("lab-2", "ssh", "unreachable"))
    (first,) = watcher.observe_error(down)
    assert first.event == "host-down" and first.title == "lab-2 is down"
    assert "lab-2 is unreachable" in first.body
    assert watcher.observe_error(down) == []
    assert watcher._sources((source_state("lab-2", "ssh", "ok"),)) == []
    assert len(watcher.observe_error(down)) == 1
    assert watcher.observe_error(TelemetryUnavailable("no-driver", "x")) == []


def test_a_simulated_run_ending_reaches_a_real_receiver_with_its_text():
    with json_receiver() as rx:
        notifier = Notifier(targets_for_urls([rx.url()], EVENT_IDS))
        for notice in play("run-ends", 200):
            notifier.post(notice)
        assert notifier.close(20)
        (msg,) = rx.received.wait_for(1)
    assert msg["title"] == f"python train.py ended on {this_host()} GPU 0"
    assert "1m59s" in str(msg["message"]) and "mean util" in str(msg["message"])


def test_a_free_gpu_covered_by_a_run_ending_goes_only_where_run_endings_do_not():
    with json_receiver() as rx, json_receiver() as rx_free:
        notifier = Notifier(
            targets_for_urls([rx.url()], EVENT_IDS)
            + targets_for_urls([rx_free.url()], {"gpu-free"})
        )
        notifier.targets[1] = type(notifier.targets[1])(
            "free", rx_free.url(), frozenset({"gpu-free"})
        )
        notifier.configure(notifier.targets, 12, notifier._gates["cli0"].quiet)
        notifier.post_all(play("run-ends", 200))
        assert notifier.close(20)
        assert next(m["title"] for m in rx.received.items).startswith("python train.py ended")
        assert len(rx.received.items) == 1
        (free,) = rx_free.received.wait_for(1)
    assert str(free["title"]).endswith("GPU 0 is free")


def test_each_destination_gets_only_its_events():
    with json_receiver() as rx:
        notifier = Notifier(targets_for_urls([rx.url()], {"run-oom"}))
        for notice in play("run-ends", 200) + play("run-oom", 150):
            notifier.post(notice)
        assert notifier.close(20)
        msgs = rx.received.wait_for(1)
    assert [m["title"] for m in msgs] == [msgs[0]["title"]]
    assert "possibly out of memory" in str(msgs[0]["title"])


def test_a_remote_run_and_its_gpu_are_told_under_the_remote_host():
    notices = play("remote-run", 200)
    (ended,) = of(notices, "run-ended")
    assert ended.title == "python train.py ended on gpu-server-01 GPU 0"  # the host once
    assert ended.host == "gpu-server-01"
    (free,) = of(notices, "gpu-free")
    assert free.title == "gpu-server-01 GPU 0 is free"  # no local host name in front
    assert free.host == "gpu-server-01" and free.covered_by == "run-ended"


def test_a_remote_run_merged_beside_this_computer_is_told_as_numbered_on_its_host():
    # The app's view: this computer's GPU 0 and the remote host's GPU 0, merged as GPUs 0 and
    # 1. The run and its GPU are told under the remote host, with the host's own number.
    from tfgpu_gui.telemetry.remote.multi import MultiBackend

    clock = ManualClock()
    merged = MultiBackend(
        [SimulatedBackend("idle", clock=clock), SimulatedBackend("remote-run", clock=clock)],
        clock=clock,
    )
    merged.open()
    watcher = EventWatcher(clock)
    notices: list[Notice] = []
    for _ in range(200):
        notices += watcher.observe(merged.read())
        clock.advance(1)
    (ended,) = of(notices, "run-ended")
    assert ended.title == "python train.py ended on gpu-server-01 GPU 0"
    assert (ended.host, ended.gpu) == ("gpu-server-01", 1)
    (free,) = of(notices, "gpu-free")
    assert free.title == "gpu-server-01 GPU 0 is free"
    assert (free.host, free.gpu, free.covered_by) == ("gpu-server-01", 1, "run-ended")
    assert [n.event for n in notices] == ["run-ended", "gpu-free"]


def test_a_leaking_run_is_one_run_that_ends_out_of_memory_not_one_per_sample():
    # memory-leak: the process climbs for about 10 minutes, dies, and restarts 50 s later.
    notices = play("memory-leak", 900, step=2.0)
    assert [n.event for n in notices] == ["run-oom", "gpu-free"]
    assert notices[0].body.splitlines()[1].startswith("10m31s · ")


def test_a_run_that_died_names_its_gpus_and_is_filed_under_its_first():
    notices = play("gpu-lost", 120)
    (died,) = of(notices, "run-died")
    assert died.title == f"python train.py died on {this_host()} GPUs 0,1"
    assert (died.host, died.gpu) == (this_host(), 0)


def test_this_host_is_named_in_at_most_40_characters(monkeypatch):
    import socket

    monkeypatch.setattr(socket, "gethostname", lambda: "gpu-node-" + "x" * 60)
    name = this_host()
    assert len(name) == 40 and name.startswith("gpu-node-xxx") and name.endswith("…")
    monkeypatch.setattr(socket, "gethostname", lambda: "a" * 40)
    assert this_host() == "a" * 40
    monkeypatch.setattr(socket, "gethostname", lambda: "")
    assert this_host() == "this computer"


def test_a_gpu_idle_under_a_run_is_told_once_not_by_both_of_its_rules():
    # input-bound: the run tracker's idle alert and the alert rules' both see the spell, a few
    # seconds apart; the destination hears of it once (the alert rules' reminder comes later).
    notices = play("input-bound", 400, step=2.0)
    (idle,) = of(notices, "idle-holding")
    assert (
        idle.title
        == f"{this_host()}: GPU 0 mostly idle while python train.py (pid 4242) holds 22.0 GiB"
    )
    assert [n.event for n in play("input-bound", 1000, step=2.0)] == ["idle-holding"] * 2


def test_a_free_gpu_is_told_after_waiting_its_samples_for_a_run_ending():
    # run-ends with no process big enough for a run: "GPU free" alone, held FREE_WAIT_SAMPLES
    # samples from the one it was found at (the wait for a run's ending to cover it).
    from tfgpu_gui.notify.watcher import FREE_WAIT_SAMPLES

    clock = ManualClock()
    backend = SimulatedBackend("run-ends", clock=clock)
    watcher = EventWatcher(clock, run_config=RunConfig(min_bytes=10**15))
    # The run tracker took the watcher's own thresholds: no run, so no run ending.
    assert watcher.tracker.config.min_bytes == 10**15
    found, told = [], []
    for n in range(140):
        if of(watcher.observe(backend.read()), "gpu-free"):
            told.append(n)
        if watcher._free and not found:  # held from this sample on
            found.append(n)
        clock.advance(1)
    assert FREE_WAIT_SAMPLES == 3 and len(found) == len(told) == 1
    assert told[0] == found[0] + FREE_WAIT_SAMPLES


def test_eight_gpus_freed_together_are_each_told_once_their_wait_is_over():
    notices = play("run-8-gpus", 400, step=2.0)
    (ended,) = of(notices, "run-ended")
    assert ended.title == f"python train_mirrored.py ended on {this_host()} GPUs 0,1,2,3,4,5,6,7"
    free = of(notices, "gpu-free")
    assert [n.gpu for n in free] == list(range(8))
    assert {n.covered_by for n in free} == {"run-ended"}
