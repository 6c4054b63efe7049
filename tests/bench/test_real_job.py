"""The real benchmark job, ``--quick`` on this machine's CPU with the TensorFlow installed here.

One run is shared by the tests of this module (TensorFlow takes seconds to import). Two
logical CPUs stand in for GPUs so the MirroredStrategy suite runs too, and the profiler
records a trace. ``CUDA_VISIBLE_DEVICES=-1`` keeps the run on the CPU also on a machine that has
a GPU and a driver, so the expectations below hold on any machine.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tfgpu_gui.bench.efficiency import evaluate
from tfgpu_gui.bench.export import csv_text, run_dict
from tfgpu_gui.bench.job import bench_args, ending
from tfgpu_gui.bench.machine import machine_for
from tfgpu_gui.bench.render import render_run
from tfgpu_gui.bench.results import BenchRun
from tfgpu_gui.jobs.runner import Job, JobEvent, JobStatus, script_path
from tfgpu_gui.text.terminal import Style

pytest.importorskip("tensorflow", reason="the real job needs TensorFlow (pip install .[test])")


@pytest.fixture(scope="module")
def quick(tmp_path_factory):
    profile_dir = tmp_path_factory.mktemp("profile")
    events: list[JobEvent] = []
    job = Job(
        sys.executable,
        script_path("bench"),
        [*bench_args(quick=True, profile_dir=str(profile_dir)), "--scaling-cpus", "2"],
        timeout=600,
        env={"TF_CPP_MIN_LOG_LEVEL": "1", "CUDA_VISIBLE_DEVICES": "-1"},
    )
    outcome = job.run(events.append)
    return outcome, events, profile_dir


@pytest.fixture(scope="module")
def run(quick) -> BenchRun:
    outcome, _, _ = quick
    assert outcome.ok, (outcome.message, outcome.log_lines[-20:])
    end = ending(outcome)
    assert end.ok and end.run is not None
    return end.run


def test_the_job_speaks_the_protocol_and_streams_progress(quick):
    outcome, events, _ = quick
    assert outcome.status is JobStatus.OK, outcome.message
    kinds = [e.kind for e in events if e.kind != "log"]
    assert kinds[0] == "hello" and kinds[-1] == "result"
    assert outcome.hello["protocol"] == 1
    fractions = [e.body["fraction"] for e in events if e.kind == "progress"]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    steps = [e.body["step"] for e in events if e.kind == "progress"]
    assert any(s.startswith("matmul:CPU:0") for s in steps)
    assert any(s.startswith("training:CPU:0") for s in steps)
    assert {"env", "matmul", "numpy", "transfers", "training", "scaling", "profile"} <= set(
        outcome.data
    )
    assert outcome.garbage == []


def test_tensorflow_matmul_is_within_a_factor_3_of_numpy_in_the_same_run(run):
    for m in run.select("matmul", device="CPU:0", dtype="float32"):
        numpy = run.find("numpy", dtype="float32", size=m.size)
        assert numpy is not None and m.value > 0 and numpy.value > 0
    largest = max(run.select("matmul", device="CPU:0"), key=lambda m: m.size)
    numpy = run.find("numpy", size=largest.size)
    ratio = largest.value / numpy.value
    assert 1 / 3 <= ratio <= 3, f"TF {largest.value:.1f} vs numpy {numpy.value:.1f} GFLOP/s"


def test_transfers_and_training_are_positive(run):
    transfers = run.select("transfers")
    assert {m.variant for m in transfers} == {"h2d", "d2h", "host-copy"}
    assert all(m.value > 0 for m in transfers)
    training = run.select("training", device="CPU:0")
    assert {m.variant for m in training} == {"generator", "tf.data"}
    assert all(m.value > 0 for m in training)
    scaling = run.select("scaling")
    assert [m.variant for m in scaling] == ["1", "2"] and all(m.value > 0 for m in scaling)


def test_environment_and_timing(run):
    assert run.env["tf_version"]
    assert run.env["devices"] == ["CPU:0"]
    assert run.gpus() == []
    t = run.timing
    assert 0 < t["timed_s"] < t["wall_s"]
    assert 0 <= t["overhead_fraction"] < 1


def test_the_profiler_trace_is_written(run, quick):
    _, _, profile_dir = quick
    assert run.profile is not None
    # Viewed with the target's own TensorBoard; TensorFlow 2.21 does not bring it, so the
    # command installs what the target lacks first.
    assert run.profile["command"].endswith(f" -m tensorboard.main --logdir {profile_dir}")
    missing = run.profile["viewer_missing"]
    assert set(missing) <= {"tensorboard", "tensorboard-plugin-profile"}
    assert ("-m pip install " + " ".join(missing) + " && " in run.profile["command"]) == bool(
        missing
    )
    assert list(Path(profile_dir).rglob("*.xplane.pb"))


def test_the_real_run_renders_rates_and_exports(run):
    machine = machine_for(run)
    ev = evaluate(run, machine)
    text = render_run(run, ev, machine, Style(False))
    assert "Matmul" in text and "Transfers" in text and "Training step" in text
    assert "of numpy BLAS" in text
    data = json.loads(json.dumps(run_dict(run, machine, ev), default=str))
    assert len(data["measurements"]) == len(run.measurements)
    assert csv_text(run, ev).count("\n") == len(run.measurements) + 1
