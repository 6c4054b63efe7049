"""The watcher on hand-made snapshots where several things happen in one sample, and at the edge
of the wait that lets a run's ending cover a "GPU free": a second GPU lost the sample after a
first, a run's ending beside a GPU lost, and a GPU that stays busy after its run ended."""

from __future__ import annotations

from tests.telemetry.test_runs import WALL, proc, reading
from tfgpu_gui.notify.events import Notice, this_host
from tfgpu_gui.notify.watcher import FREE_WAIT_SAMPLES, EventWatcher
from tfgpu_gui.telemetry.clock import ManualClock
from tfgpu_gui.telemetry.snapshot import GpuProcess, GpuSnapshot, GpuStatic, Snapshot, SystemInfo

LOST = None


def frame(t: int, gpus: list[tuple[float, list[GpuProcess]] | None]) -> Snapshot:
    """A snapshot at monotonic ``t``: per GPU its utilization and processes, or LOST."""
    out = []
    for i, gpu in enumerate(gpus):
        if gpu is LOST:
            out.append(GpuSnapshot(GpuStatic(i, "A100"), None, (), lost=True))
        else:
            util, procs = gpu
            out.append(GpuSnapshot(GpuStatic(i, "A100"), reading(util=util), tuple(procs)))
    return Snapshot(WALL + t, t, SystemInfo("test"), tuple(out))


def watch(frames: list[list[tuple[float, list[GpuProcess]] | None]]) -> list[list[Notice]]:
    """The notices of each frame, one second apart."""
    clock = ManualClock()
    watcher = EventWatcher(clock)
    out = []
    for t, gpus in enumerate(frames):
        out.append(watcher.observe(frame(t, gpus)))
        clock.advance(1)
    return out


TRAIN = proc(10, gpu=0)
EVAL = proc(20, gpu=1, cmd=("python", "eval.py"))


def test_a_second_gpu_lost_the_sample_after_the_first_tells_its_runs_death_too() -> None:
    # GPU 0 falls off the bus, then GPU 1: the first run's death, told at once, is still among
    # the dying in the next sample (it ends there); the second run's death is told all the same.
    both = (90.0, [TRAIN]), (90.0, [EVAL])
    notices = watch([[*both], [*both], [LOST, (90.0, [EVAL])], [LOST, LOST], [LOST, LOST]])
    host = this_host()
    told = [[(n.event, n.title) for n in sample] for sample in notices]
    assert told == [
        [],
        [],
        [
            ("run-died", f"python train.py died on {host} GPU 0"),
            ("gpu-lost", f"{host}: GPU 0 (A100) was lost"),
        ],
        [
            ("run-died", f"python eval.py died on {host} GPU 1"),
            ("gpu-lost", f"{host}: GPU 1 (A100) was lost"),
        ],
        [],
    ]


def test_a_gpu_lost_in_the_sample_a_run_ends_is_told() -> None:
    # The run on GPU 0 ends (its process gone two samples) in the very sample GPU 1 is lost:
    # the run's own alert, which has no notice of its own, does not hide the lost GPU.
    notices = watch([[(90.0, [TRAIN]), (0.0, [])], [(90.0, []), (0.0, [])], [(90.0, []), LOST]])
    assert [n.event for n in notices[2]] == ["run-ended", "gpu-lost"]
    assert notices[2][1].gpu == 1


def _free_after_busy(samples: int) -> Notice:
    """The "GPU free" of GPU 0 that stays busy ``samples`` after its run's process is gone."""
    frames = [[(90.0, [TRAIN])]] * 2 + [[(90.0, [])]] * samples + [[(0.0, [])]] * 8
    (free,) = [n for sample in watch(frames) for n in sample if n.event == "gpu-free"]
    return free


def test_a_run_ending_covers_a_free_gpu_found_up_to_three_samples_later() -> None:
    # The run ends 2 samples after its process is gone; the GPU is found free once it is idle.
    assert FREE_WAIT_SAMPLES == 3
    assert _free_after_busy(4).covered_by == "run-ended"  # found 3 samples after the ending
    assert _free_after_busy(5).covered_by is None  # 4 samples after: told on its own
