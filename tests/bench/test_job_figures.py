"""The benchmark job's figures against hand-worked references, on a fake clock.

The job script (``tfgpu_gui/jobs/scripts/bench.py``) reads its timed regions through its
module-level ``clock``. Here that clock is fake, and a stand-in for the few TensorFlow and
numpy calls the matmul and transfer suites make moves it on by a fixed time per operation: the
job's own calibration, timing and arithmetic then run on durations known exactly, and each
reported figure is checked against a number worked out by hand. Every duration is a power of
two so the clock's sums are exact.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import math
import os
import platform
import signal
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import numpy
import numpy.random  # numpy loads it on first use, which must not happen under FakeNumpy
import pytest

bench = importlib.import_module("tfgpu_gui.jobs.scripts.bench")


class FakeClock:
    def __init__(self) -> None:
        # Not zero: a start time subtracted the wrong way shows.
        self.now = 1024.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    fake = FakeClock()
    monkeypatch.setattr(bench, "clock", fake)
    monkeypatch.setattr(bench, "STATE", bench.State())
    return fake


class OutOfMemory(Exception):
    """Stands in for tf.errors.ResourceExhaustedError."""


class FakeTF:
    """The TensorFlow calls of the matmul and transfer suites, each taking a fixed time.

    ``matmul_s`` per product; a copy onto a GPU (``tf.identity`` under a GPU device, or
    ``tf.constant`` of a host array) takes ``h2d_s``; a copy back (``tf.identity`` under the CPU)
    ``d2h_s``. ``oom_sizes``: matrix sides that run out of memory.
    """

    int32 = "int32"
    float32 = "float32"
    float16 = "float16"
    bfloat16 = "bfloat16"
    errors = SimpleNamespace(ResourceExhaustedError=OutOfMemory)

    def __init__(self, clock: FakeClock, matmul_s=0.0, h2d_s=0.0, d2h_s=0.0, oom_sizes=()):
        self.clock = clock
        self.matmul_s, self.h2d_s, self.d2h_s = matmul_s, h2d_s, d2h_s
        self.oom_sizes = set(oom_sizes)
        self.placement: list[str] = ["CPU:0"]
        self.entered: list[str] = []
        self.seeds: list[int] = []
        self.signatures: list[tuple] = []
        self.scales: list[float] = []
        self.copied: list[tuple[str, str, int]] = []
        self.products: list[tuple[str, str, int]] = []
        self.random = SimpleNamespace(normal=self._normal)

    def _normal(self, shape, seed):
        if shape[0] in self.oom_sizes:
            raise OutOfMemory(shape)
        self.seeds.append(seed)
        return numpy.random.default_rng(seed).standard_normal(shape)

    def TensorSpec(self, shape, dtype):
        return (shape, dtype)

    def function(self, input_signature=None, jit_compile=None):
        self.signatures.append((input_signature, jit_compile))
        return lambda f: f

    @contextlib.contextmanager
    def device(self, name):
        self.entered.append(name)
        self.placement.append(name)
        try:
            yield
        finally:
            self.placement.pop()

    def cast(self, x, dtype):
        self.scales.append(float(x.std()))
        return SimpleNamespace(array=x, dtype=dtype)

    def range(self, n):
        return range(n)

    def matmul(self, a, c):
        assert c.array.shape == a.array.shape and c.dtype == a.dtype
        self.clock.advance(self.matmul_s)
        self.products.append((self.placement[-1], a.dtype, a.array.shape[0]))
        return c

    def constant(self, value, dtype=None):
        if dtype is not None:  # the iteration count of a matmul loop
            return int(value)
        self.clock.advance(self.h2d_s)
        self.copied.append((self.placement[-1], str(value.dtype), value.nbytes))
        return value

    def identity(self, x):
        assert isinstance(x, numpy.ndarray)
        self.clock.advance(self.h2d_s if self.placement[-1].startswith("GPU") else self.d2h_s)
        self.copied.append((self.placement[-1], str(x.dtype), x.nbytes))
        return x


class FakeNumpy:
    """numpy, with matmul, copyto and array (the timed host work) taking a fixed time."""

    def __init__(self, clock: FakeClock, matmul_s=0.0, copy_s=0.0, d2h_s=0.0) -> None:
        self.clock = clock
        self.matmul_s, self.copy_s, self.d2h_s = matmul_s, copy_s, d2h_s
        self.scales: list[float] = []

    def __getattr__(self, name):
        return getattr(numpy, name)

    def matmul(self, a, b, out):
        assert a.shape == b.shape == out.shape and a.dtype == b.dtype == numpy.float32
        assert a is not b and out is not a and out is not b
        self.scales += [float(a.std()), float(b.std())]
        self.clock.advance(self.matmul_s)

    def copyto(self, dst, src):
        assert dst is not src and dst.shape == src.shape and dst.dtype == src.dtype
        self.clock.advance(self.copy_s)

    def array(self, t):
        assert isinstance(t, numpy.ndarray)
        self.clock.advance(self.d2h_s)
        return t


def no_sync(out):
    return None


def config(**kw):
    cfg = {"target_s": 0.5, "repeats": 2, "cpu_sizes": [256], "gpu_sizes": [256]}
    cfg.update(kw)
    return cfg


def results():
    return {"matmul": [], "numpy": [], "transfers": [], "training": [], "scaling": []}


# --- the arithmetic --------------------------------------------------------------------------


def test_a_matmul_is_two_n_cubed_flops():
    # 256^3 = 16,777,216 multiplies and as many adds.
    assert bench.matmul_flops(256) == 33_554_432.0
    # 33,554,432 flops in 1/128 s: 4,294,967,296 flop/s.
    assert bench.gflops(256, 1 / 128) == pytest.approx(4.294967296, rel=1e-12)


def test_bytes_per_second_and_images_per_second():
    # 1 MiB = 1,048,576 bytes in 1/1024 s: 1,073,741,824 bytes/s.
    assert bench.gb_per_s(1 << 20, 1 / 1024) == pytest.approx(1.073741824, rel=1e-12)
    # 12 steps of 64 images = 768 images in 0.75 s.
    assert bench.images_per_s(64, 12, 0.75) == pytest.approx(1024.0, rel=1e-12)


def test_the_result_rows():
    assert bench.matmul_row("GPU:0", "float16", 512, 1 / 64, 32) == {
        "device": "GPU:0",
        "dtype": "float16",
        "n": 512,
        "seconds": 1 / 64,
        "iters": 32,
        # 2 x 512^3 = 268,435,456 flops in 1/64 s = 17,179,869,184 flop/s.
        "gflops": pytest.approx(17.179869184, rel=1e-12),
    }
    assert bench.numpy_row(256, 1 / 64, 32) == {
        "dtype": "float32",
        "n": 256,
        "seconds": 1 / 64,
        "iters": 32,
        # 33,554,432 flops in 1/64 s.
        "gflops": pytest.approx(2.147483648, rel=1e-12),
    }
    assert bench.transfer_row("GPU:1", "d2h", 1 << 20, 1 / 512, 256) == {
        "device": "GPU:1",
        "direction": "d2h",
        "bytes": 1 << 20,
        "seconds": 1 / 512,
        "iters": 256,
        # 1,048,576 bytes in 1/512 s = 536,870,912 bytes/s.
        "gb_s": pytest.approx(0.536870912, rel=1e-12),
    }


# --- timing on the fake clock -----------------------------------------------------------------


def ticking(clock: FakeClock, seconds_per_iter: float, calls: list[int] | None = None):
    """A ``run(iters)`` that takes ``seconds_per_iter`` per iteration on ``clock``."""

    def run(iters):
        if calls is not None:
            calls.append(iters)
        clock.advance(iters * seconds_per_iter)
        return f"out of {iters}"

    return run


def test_calibration_fills_the_target_and_warms_up_twice_when_an_iteration_is_short(clock):
    calls: list[int] = []
    # 1/128 s per iteration: 20 of them (0.15625 s) are under 0.5 s, so a second warm-up
    # runs; 0.5 s / (1/128 s) = 64 iterations.
    assert bench.calibrate(ticking(clock, 1 / 128, calls), no_sync, 0.5) == 64
    assert calls == [1, 1]


def test_calibration_of_a_long_iteration_uses_the_first_warm_up(clock):
    calls: list[int] = []
    # 1/32 s: 20 of them are 0.625 s, not under 0.5 s: no second warm-up; ceil(16) = 16.
    assert bench.calibrate(ticking(clock, 1 / 32, calls), no_sync, 0.5) == 16
    assert calls == [1]
    # 20 x 1/32 s is exactly 0.625 s: not under it either.
    calls.clear()
    bench.calibrate(ticking(clock, 1 / 32, calls), no_sync, 0.625)
    assert calls == [1]


def test_calibration_rounds_up_and_is_bounded(clock):
    # 0.5 s / (3/64 s) = 10.67: 11 iterations.
    assert bench.calibrate(ticking(clock, 3 / 64, None), no_sync, 0.5) == 11
    # An iteration longer than the target: still one.
    assert bench.calibrate(ticking(clock, 2.0, None), no_sync, 0.5) == 1
    # An iteration the clock cannot see counts as 1 microsecond: 0.04 s / 1e-6 = 40,000.
    assert bench.calibrate(ticking(clock, 0.0, None), no_sync, 0.04) == 40_000
    # ... and never more than max_iters (100,000 by default).
    assert bench.calibrate(ticking(clock, 0.0, None), no_sync, 0.5) == 100_000
    assert bench.calibrate(ticking(clock, 0.0, None), no_sync, 0.5, max_iters=7) == 7


def test_the_clock_is_read_after_the_sync(clock):
    synced: list[str] = []

    def sync(out):
        synced.append(out)
        clock.advance(1 / 4)  # the device finishes its queued work

    # 1/4 s of device work after each run(1): 20 x 1/4 s is not under 0.5 s, so one warm-up.
    assert bench.calibrate(ticking(clock, 0.0), sync, 0.5) == 2
    # The timed region: 2 iterations end after 1/4 s of sync: 1/8 s per iteration.
    assert bench.timed(ticking(clock, 0.0), sync, 2) == 1 / 8
    assert synced == ["out of 1", "out of 2"]


def test_measure_reports_the_best_region_per_iteration(clock):
    speeds = iter([1 / 64, 1 / 128, 1 / 128, 1 / 256, 1 / 128])

    def run(iters):
        clock.advance(iters * next(speeds))

    # Warm-ups at 1/64 and 1/128 s: 0.5 / (1/128) = 64 iterations; three timed regions at
    # 1/128, 1/256 and 1/128 s per iteration: the best is 1/256 s.
    assert bench.measure(run, no_sync, 0.5, 3) == (1 / 256, 64)
    # The timed regions (not the warm-ups) count as timed: 0.5 + 0.25 + 0.5 s.
    assert bench.STATE.timed_s == 1.25


def test_measure_pair_interleaves_the_two_contenders(clock):
    order: list[str] = []

    def run_a(iters):
        order.append(f"a{iters}")
        clock.advance(iters / 128)

    def run_b(iters):
        order.append(f"b{iters}")
        clock.advance(iters / 64)

    # A: 1/128 s -> 64 iterations; B: 1/64 s -> 32 iterations, both filling 0.5 s.
    assert bench.measure_pair(run_a, no_sync, run_b, no_sync, 0.5, 2) == (
        (1 / 128, 64),
        (1 / 64, 32),
    )
    assert order == ["a1", "a1", "b1", "b1", "a64", "b32", "a64", "b32"]
    assert bench.STATE.timed_s == 2.0


def test_timed_regions_stop_when_cancelled(clock):
    bench.STATE.cancel = True
    with pytest.raises(bench.Cancelled):
        bench.timed(ticking(clock, 1.0), no_sync, 1)
    assert clock.now == 1024.0


class Loss:
    def __init__(self) -> None:
        self.fetched = 0

    def numpy(self):
        self.fetched += 1


def test_training_images_per_second_times_only_the_steps_after_the_warm_up(clock):
    loss = Loss()
    fed: list[int] = []

    def batches():
        i = 0
        while True:
            fed.append(i)
            yield f"x{i}", f"y{i}"
            i += 1

    def step(x, y):
        assert (x[0], y[0], x[1:]) == ("x", "y", y[1:])
        clock.advance(1 / 16)
        return loss

    bench.STATE.timed_s = 2.0  # timed before
    ips, seconds = bench.time_steps(step, batches(), 12, 64)
    # 12 timed steps of 1/16 s = 0.75 s; 12 x 64 = 768 images / 0.75 s = 1024 images/s.
    assert seconds == 0.75
    assert ips == 1024.0
    assert fed == list(range(14))  # the two warm-up steps are fed too, but not timed
    assert loss.fetched == 2  # after the warm-up and after the last timed step
    assert bench.STATE.timed_s == 2.75


def test_training_without_warm_up(clock):
    loss = Loss()

    def step(x, y):
        clock.advance(1 / 8)
        return loss

    batches = iter([(1, 2)] * 10)
    # 10 steps of 1/8 s = 1.25 s; 10 x 32 images = 320 / 1.25 = 256 images/s.
    assert bench.time_steps(step, batches, 10, 32, warmup=0) == (256.0, 1.25)
    assert loss.fetched == 1


def test_training_stops_when_cancelled(clock):
    bench.STATE.cancel = True
    with pytest.raises(bench.Cancelled):
        bench.time_steps(lambda x, y: Loss(), iter([(1, 2)] * 4), 2, 8)
    bench.STATE.cancel = False
    bench.STATE.done = 0
    calls = []

    def step(x, y):
        calls.append(x)
        if len(calls) == 3:
            bench.STATE.cancel = True
        return Loss()

    with pytest.raises(bench.Cancelled):
        bench.time_steps(step, iter([(1, 2)] * 10), 5, 8)
    assert len(calls) == 3


# --- the suites on the fake TensorFlow ---------------------------------------------------------


def data_lines(out: str) -> list[dict]:
    return [json.loads(line) for line in out.splitlines() if '"data"' in line]


def test_matmul_suite_figures(clock, capsys):
    # TensorFlow: 1/128 s per 256 x 256 product on GPU:0 and the CPU; numpy 1/64 s.
    tf = FakeTF(clock, matmul_s=1 / 128)
    np = FakeNumpy(clock, matmul_s=1 / 64)
    out = results()
    skipped: list[dict] = []
    bench.suite_matmul(
        tf, np, ["GPU:0", "CPU:0"], config(), {"GPU:0": [7, 0]}, no_sync, out, skipped
    )
    # 0.5 s / (1/128 s) = 64 products per region: 2 x 256^3 x 64 / 0.5 s = 4,294,967,296
    # flop/s, on each device.
    assert out["matmul"] == [
        {
            "device": "GPU:0",
            "dtype": "float32",
            "n": 256,
            "seconds": 1 / 128,
            "iters": 64,
            "gflops": pytest.approx(4.294967296, rel=1e-12),
        },
        {
            "device": "GPU:0",
            "dtype": "float16",  # compute capability 7.0: float16, not bfloat16
            "n": 256,
            "seconds": 1 / 128,
            "iters": 64,
            "gflops": pytest.approx(4.294967296, rel=1e-12),
        },
        {
            "device": "CPU:0",
            "dtype": "float32",
            "n": 256,
            "seconds": 1 / 128,
            "iters": 64,
            "gflops": pytest.approx(4.294967296, rel=1e-12),
        },
    ]
    # numpy: 0.5 s / (1/64 s) = 32 products: 2 x 256^3 x 32 / 0.5 s = 2,147,483,648 flop/s.
    assert out["numpy"] == [
        {
            "dtype": "float32",
            "n": 256,
            "seconds": 1 / 64,
            "iters": 32,
            "gflops": pytest.approx(2.147483648, rel=1e-12),
        }
    ]
    assert skipped == []
    # One loop per dtype, traced for any square size and an int32 count, without XLA.
    assert tf.signatures == [
        ([([None, None], d), ([None, None], d), ([], "int32")], False)
        for d in ("float32", "float16")
    ]
    # Two different random matrices per measurement, scaled by 1/sqrt(256) = 1/16 so a chain
    # of products stays finite; numpy's inputs the same.
    assert tf.seeds == [1, 2] * 3
    assert all(abs(s - 1 / 16) < 0.002 for s in tf.scales + np.scales)
    # The products ran where they were placed, in the dtype asked for, on 256 x 256 matrices.
    assert {p for p in tf.products} == {
        ("GPU:0", "float32", 256),
        ("GPU:0", "float16", 256),
        ("CPU:0", "float32", 256),
    }
    # Per device: 2 warm-ups + 2 regions of 64 products.
    assert len(tf.products) == 3 * (2 + 2 * 64)
    lines = data_lines(capsys.readouterr().out)
    assert [(d["key"], len(d["value"])) for d in lines] == [
        ("matmul", 1),
        ("matmul", 2),
        ("matmul", 3),
        ("numpy", 1),
    ]
    assert bench.STATE.done == 3


def test_matmul_suite_sizes_per_device_and_out_of_memory(clock):
    tf = FakeTF(clock, matmul_s=1 / 128, oom_sizes={1024})
    np = FakeNumpy(clock, matmul_s=1 / 64)
    out = results()
    skipped: list[dict] = []
    cfg = config(gpu_sizes=[512, 1024, 2048], cpu_sizes=[128], repeats=1)
    bench.suite_matmul(tf, np, ["GPU:0", "CPU:0"], cfg, {"GPU:0": [8, 0]}, no_sync, out, skipped)
    # GPU:0 (8.0: float32, float16, bfloat16) stops each dtype at 1024 (out of memory).
    assert [(r["device"], r["dtype"], r["n"]) for r in out["matmul"]] == [
        ("GPU:0", "float32", 512),
        ("GPU:0", "float16", 512),
        ("GPU:0", "bfloat16", 512),
        ("CPU:0", "float32", 128),
    ]
    assert skipped == [
        {"suite": "matmul", "device": "GPU:0", "dtype": d, "size": 1024, "reason": "out of memory"}
        for d in ("float32", "float16", "bfloat16")
    ]
    # 2 x 512^3 = 268,435,456 flops per product, 1/128 s each: 34,359,738,368 flop/s.
    assert out["matmul"][0]["gflops"] == pytest.approx(34.359738368, rel=1e-12)
    # 2 x 128^3 = 4,194,304 flops in 1/128 s: 536,870,912 flop/s; numpy at 1/64 s half that.
    assert out["matmul"][3]["gflops"] == pytest.approx(0.536870912, rel=1e-12)
    assert [(r["n"], r["gflops"]) for r in out["numpy"]] == [
        (128, pytest.approx(0.268435456, rel=1e-12))
    ]


def test_transfer_suite_figures(clock, capsys):
    # 1 MiB copies: onto the GPU 1/1024 s, back 1/512 s; the CPU's copies into and out of a
    # tensor take the same; numpy's host copy 1/2048 s.
    tf = FakeTF(clock, h2d_s=1 / 1024, d2h_s=1 / 512)
    np = FakeNumpy(clock, copy_s=1 / 2048, d2h_s=1 / 512)
    out = results()
    skipped: list[dict] = []
    cfg = config(transfer_bytes=[1 << 20], repeats=2)
    bench.suite_transfers(tf, np, ["GPU:0", "CPU:0"], cfg, no_sync, out, skipped)
    got = [
        (r["device"], r["direction"], r["bytes"], r["seconds"], r["iters"])
        for r in out["transfers"]
    ]
    assert got == [
        ("GPU:0", "h2d", 1 << 20, 1 / 1024, 512),  # 0.5 s / (1/1024 s) = 512 copies
        ("GPU:0", "d2h", 1 << 20, 1 / 512, 256),
        ("CPU:0", "h2d", 1 << 20, 1 / 1024, 512),
        ("CPU:0", "d2h", 1 << 20, 1 / 512, 256),
        ("host", "host-copy", 1 << 20, 1 / 2048, 1024),
    ]
    # 1,048,576 bytes x 512 copies / 0.5 s = 1,073,741,824 bytes/s; x 256 / 0.5 s half that;
    # x 1024 / 0.5 s twice that.
    assert [r["gb_s"] for r in out["transfers"]] == [
        pytest.approx(1.073741824, rel=1e-12),
        pytest.approx(0.536870912, rel=1e-12),
        pytest.approx(1.073741824, rel=1e-12),
        pytest.approx(0.536870912, rel=1e-12),
        pytest.approx(2.147483648, rel=1e-12),
    ]
    assert skipped == []
    # Every copy moves the 1 MiB float32 buffer: onto GPU:0 from a tensor made on the CPU,
    # back under the CPU; the CPU's copies are made under CPU:0.
    assert set(tf.copied) == {
        ("CPU:0", "float32", 1 << 20),
        ("GPU:0", "float32", 1 << 20),
    }
    assert tf.copied[:2] == [("CPU:0", "float32", 1 << 20), ("GPU:0", "float32", 1 << 20)]
    assert set(tf.entered) == {"CPU:0", "GPU:0"}
    lines = data_lines(capsys.readouterr().out)
    assert [(d["key"], len(d["value"])) for d in lines] == [
        ("transfers", 2),
        ("transfers", 4),
        ("transfers", 5),
    ]
    assert bench.STATE.done == 3


def test_a_transfer_out_of_memory_is_skipped_and_the_rest_runs(clock):
    tf = FakeTF(clock, h2d_s=1 / 1024, d2h_s=1 / 512)

    def identity(x):
        raise OutOfMemory()

    tf.identity = identity
    np = FakeNumpy(clock, copy_s=1 / 2048, d2h_s=1 / 512)
    out = results()
    skipped: list[dict] = []
    cfg = config(transfer_bytes=[1 << 20, 2 << 20], repeats=1)
    bench.suite_transfers(tf, np, ["GPU:0", "CPU:0"], cfg, no_sync, out, skipped)
    assert skipped == [
        {"suite": "transfers", "device": "GPU:0", "bytes": n, "reason": "out of memory"}
        for n in (1 << 20, 2 << 20)
    ]
    assert [(r["device"], r["bytes"]) for r in out["transfers"] if r["direction"] == "h2d"] == [
        ("CPU:0", 1 << 20),
        ("CPU:0", 2 << 20),
    ]
    # 2 MiB = 2,097,152 bytes, 1024 copies of 1/2048 s in 0.5 s: 4,294,967,296 bytes/s.
    assert out["transfers"][-1]["gb_s"] == pytest.approx(4.294967296, rel=1e-12)


def test_timing_shares_the_wall_time(clock):
    bench.STATE.timed_s = 3.0
    # 3 s timed of 4 s: a quarter outside the timed regions.
    assert bench.timing(1.5, 4.0) == {
        "import_s": 1.5,
        "wall_s": 4.0,
        "timed_s": 3.0,
        "overhead_fraction": 0.25,
    }
    assert bench.timing(1.5, 0.0)["overhead_fraction"] is None
    bench.STATE.timed_s = 5.0  # clock jitter: never a negative share
    assert bench.timing(1.5, 4.0)["overhead_fraction"] == 0.0


def test_fake_durations_are_exact():
    # The sums above compare with ==: each duration is a power of two, each sum exact.
    assert 64 * (1 / 128) == 0.5 and math.ceil(0.5 / (1 / 128)) == 64


# --- configuration -----------------------------------------------------------------------------


def test_the_plan_of_a_quick_and_a_full_run():
    assert bench.plan(bench.parse_args(["--quick"])) == {
        "target_s": 0.12,
        "repeats": 2,
        "gpu_sizes": [256, 1024, 4096],
        "cpu_sizes": [256, 512, 1024],
        "transfer_bytes": [8 << 20, 32 << 20],
        "train_images": 512,
        "train_batch": 64,
        "train_steps": 12,
    }
    assert bench.plan(bench.parse_args([])) == {
        "target_s": 0.6,
        "repeats": 3,
        "gpu_sizes": [256, 512, 1024, 2048, 4096, 8192],
        "cpu_sizes": [256, 512, 1024, 2048, 4096],
        "transfer_bytes": [1 << 20, 16 << 20, 256 << 20],
        "train_images": 4096,
        "train_batch": 128,
        "train_steps": 80,
    }
    args = bench.parse_args(["--quick", "--seconds", "2.5", "--repeats", "5", "--sizes", "64, 96,"])
    cfg = bench.plan(args)
    assert (cfg["target_s"], cfg["repeats"]) == (2.5, 5)
    assert cfg["gpu_sizes"] == cfg["cpu_sizes"] == [64, 96]


def test_the_arguments_default_to_everything_on_every_device():
    args = bench.parse_args([])
    assert (args.quick, args.device, args.suite, args.sizes, args.profile) == (
        False,
        "all",
        "matmul,transfers,training,scaling",
        None,
        None,
    )
    assert (args.seconds, args.repeats, args.scaling_cpus) == (None, None, 0)
    assert bench.parse_args(["--scaling-cpus", "2"]).scaling_cpus == 2


def test_device_selection():
    assert bench.select_devices("all", 2) == ["GPU:0", "GPU:1", "CPU:0"]
    assert bench.select_devices(None, 1) == ["GPU:0", "CPU:0"]
    assert bench.select_devices(" ALL ", 0) == ["CPU:0"]
    assert bench.select_devices("cpu", 2) == ["CPU:0"]
    assert bench.select_devices("cpu:0", 2) == ["CPU:0"]
    assert bench.select_devices("gpu", 2) == ["GPU:0", "GPU:1"]
    assert bench.select_devices("gpu:1", 2) == ["GPU:1"]
    with pytest.raises(ValueError, match=r"^TensorFlow sees no GPU in this interpreter\.$"):
        bench.select_devices("GPU", 0)
    with pytest.raises(
        ValueError, match=r"^TensorFlow has no GPU:2 \(GPUs it sees: GPU:0, GPU:1\)"
    ):
        bench.select_devices("GPU:2", 2)
    with pytest.raises(ValueError, match=r"\(GPUs it sees: none\)\.$"):
        bench.select_devices("GPU:0", 0)
    with pytest.raises(ValueError, match=r"^Unknown device 'tpu': use all, CPU, GPU or GPU:N\.$"):
        bench.select_devices("tpu", 1)


def test_matmul_dtypes_follow_the_compute_capability():
    assert bench.matmul_dtypes("CPU:0", {"CPU:0": [9, 0]}) == ["float32"]
    assert bench.matmul_dtypes("GPU:0", {}) == ["float32"]
    assert bench.matmul_dtypes("GPU:0", {"GPU:0": None}) == ["float32"]
    assert bench.matmul_dtypes("GPU:0", {"GPU:0": [5, 2]}) == ["float32"]
    assert bench.matmul_dtypes("GPU:0", {"GPU:0": [6, 0]}) == ["float32", "float16"]
    assert bench.matmul_dtypes("GPU:0", {"GPU:0": [7, 5]}) == ["float32", "float16"]
    assert bench.matmul_dtypes("GPU:1", {"GPU:1": [8, 0]}) == ["float32", "float16", "bfloat16"]


def test_the_step_count_matches_the_suites():
    cfg = config(gpu_sizes=[1, 2, 3], cpu_sizes=[1, 2], transfer_bytes=[1, 2])
    cc = {"GPU:0": [8, 0]}
    devices = ["GPU:0", "CPU:0"]
    with_profile = bench.parse_args(["--profile", "p"])
    no_profile = bench.parse_args([])
    # matmul: 3 sizes x 3 dtypes on the GPU + 2 sizes x 1 on the CPU = 11; transfers: 2 sizes
    # x (2 devices + the host copy) = 6; training: 2 pipelines x 2 devices + the profile = 5;
    # scaling over 4: 1, 2, 4 replicas = 3.
    assert bench.count_steps(with_profile, bench.SUITES, devices, cfg, cc, 4) == 25
    assert bench.count_steps(no_profile, ["training"], devices, cfg, cc, 4) == 4
    assert bench.count_steps(no_profile, ["matmul"], devices, cfg, cc, 4) == 11
    assert bench.count_steps(no_profile, ["transfers"], devices, cfg, cc, 4) == 6
    # 1, 2, 4, 8 and 12 replicas; 1, 2 and 3.
    assert bench.count_steps(no_profile, ["scaling"], devices, cfg, cc, 12) == 5
    assert bench.count_steps(no_profile, ["scaling"], devices, cfg, cc, 3) == 3
    assert bench.count_steps(no_profile, ["scaling"], devices, cfg, cc, 2) == 2
    # One device is no scaling; nothing to do still counts one step.
    assert bench.count_steps(no_profile, ["scaling"], devices, cfg, cc, 1) == 1
    assert bench.count_steps(no_profile, [], devices, cfg, cc, 4) == 1


def test_suite_choice():
    assert bench.chosen_suites(" training, matmul ,") == ["training", "matmul"]
    with pytest.raises(bench.JobFailed) as failed:
        bench.chosen_suites("matmul,speed,Training")
    assert (failed.value.kind, str(failed.value)) == ("usage", "Unknown suite(s): speed, Training.")
    assert failed.value.exit_code == bench.EXIT_ERROR == 1


def test_replica_devices():
    args = bench.parse_args(["--scaling-cpus", "3"])
    assert bench.replica_devices_for(args, ["CPU:0"]) == ["/cpu:0", "/cpu:1", "/cpu:2"]
    one = bench.parse_args(["--scaling-cpus", "1"])
    assert bench.replica_devices_for(one, ["GPU:0", "GPU:2", "CPU:0"]) == ["/gpu:0", "/gpu:2"]


def test_progress_fractions(capsys):
    state = bench.State()
    state.total = 3
    for i in range(4):
        state.step(f"s{i}", f"step {i}")
    fractions = [json.loads(line)["fraction"] for line in capsys.readouterr().out.splitlines()]
    # done / total, rounded to 4 places, never above 1.
    assert fractions == [0.0, 0.3333, 0.6667, 1.0]
    state = bench.State()
    state.total = 0
    state.done = 1
    state.step("x", "x")
    assert json.loads(capsys.readouterr().out)["fraction"] == 1.0
    state.cancel = True
    with pytest.raises(bench.Cancelled):
        state.step("y", "y")
    assert capsys.readouterr().out == ""


def test_cpu_model_and_blas(monkeypatch):
    cpuinfo = ["processor\t: 0\n", "model name\t: Example CPU @ 3.00GHz: v2\n", "model name\t: x\n"]

    @contextlib.contextmanager
    def fake_open(path, encoding=None):
        assert (path, encoding) == ("/proc/cpuinfo", "utf-8")
        yield iter(cpuinfo)

    monkeypatch.setattr(bench, "open", fake_open, raising=False)
    assert bench.cpu_model() == "Example CPU @ 3.00GHz: v2"

    def no_file(path, encoding=None):
        raise OSError("no such file")

    monkeypatch.setattr(bench, "open", no_file, raising=False)
    monkeypatch.setattr(bench.platform, "processor", lambda: "")
    monkeypatch.setattr(bench.platform, "machine", lambda: "x86_64")
    assert bench.cpu_model() == "x86_64"
    monkeypatch.setattr(bench.platform, "processor", lambda: "Example")
    assert bench.cpu_model() == "Example"

    blas = {"Build Dependencies": {"blas": {"name": "openblas", "version": "0.3.27"}}}
    dicts_only = SimpleNamespace(show_config=lambda mode: blas if mode == "dicts" else None)
    assert bench.numpy_blas(dicts_only) == "openblas 0.3.27"
    no_version = {"Build Dependencies": {"blas": {"name": "mkl"}}}
    assert bench.numpy_blas(SimpleNamespace(show_config=lambda mode: no_version)) == "mkl"
    assert bench.numpy_blas(SimpleNamespace(show_config=lambda mode: {})) == "?"

    def old_numpy(mode=None):
        raise TypeError("no mode")

    assert bench.numpy_blas(SimpleNamespace(show_config=old_numpy)) is None


def test_the_python_generator_normalises_and_flips():
    images = numpy.arange(5 * 32 * 32 * 3, dtype=numpy.uint8).reshape(5, 32, 32, 3)
    labels = numpy.arange(5, dtype=numpy.int32)
    flips = iter([0.7, 0.2, 0.9, 0.5, 0.1, 0.6])
    rng = SimpleNamespace(random=lambda: next(flips))

    def same(x, expected):
        # float32 against the float64 of the hand division: equal to 1e-6.
        return x.dtype == numpy.float32 and numpy.allclose(x, expected, rtol=0, atol=1e-6)

    batches = bench.python_batches(numpy, images, labels, 2, rng)
    x, y = next(batches)
    assert x.dtype == numpy.float32 and x.shape == (2, 32, 32, 3)
    assert same(x[0], images[0] / 255.0)  # 0.7: kept
    assert same(x[1], images[1][:, ::-1, :] / 255.0)  # 0.2: flipped
    assert list(y) == [0, 1]
    x, y = next(batches)
    assert same(x[0], images[2] / 255.0)  # 0.9: kept
    assert same(x[1], images[3] / 255.0)  # 0.5: kept (flipped under 0.5)
    assert list(y) == [2, 3]
    # The fifth image does not fill a batch: the next epoch starts over.
    x, y = next(batches)
    assert list(y) == [0, 1]
    assert same(x[0], images[0][:, ::-1, :] / 255.0)  # 0.1: flipped


def test_synthetic_images():
    images, labels = bench.synthetic_images(numpy, 7)
    assert images.shape == (7, 32, 32, 3) and images.dtype == numpy.uint8
    assert labels.shape == (7,) and labels.dtype == numpy.int32
    # Over many, every pixel value and every one of the 10 classes, and nothing else.
    many_images, many_labels = bench.synthetic_images(numpy, 1000)
    assert (many_images.min(), many_images.max()) == (0, 255)
    assert sorted(set(many_labels.tolist())) == list(range(10))
    assert labels.min() >= 0 and labels.max() <= 9 and images.max() > 200
    again, _ = bench.synthetic_images(numpy, 7)
    assert numpy.array_equal(images, again)


def test_sync_waits_for_the_devices_or_fetches_one_element():
    synced = []
    tf = SimpleNamespace(
        test=SimpleNamespace(experimental=SimpleNamespace(sync_devices=lambda: synced.append(1)))
    )
    bench.make_sync(tf)("out")
    assert synced == [1]

    fetched = []

    class Tensor:
        def numpy(self):
            fetched.append("numpy")

        def __getitem__(self, key):
            fetched.append(key)
            return self

    reshaped = []

    def reshape(out, shape):
        reshaped.append(shape)
        return out

    old_tf = SimpleNamespace(test=SimpleNamespace(), reshape=reshape)
    sync = bench.make_sync(old_tf)
    sync(Tensor())
    assert reshaped == [[-1]] and fetched == [slice(None, 1), "numpy"]
    sync(None)  # the numpy loops return nothing
    assert reshaped == [[-1]]
    assert bench.no_sync(object()) is None


# --- the whole job on the fake TensorFlow -------------------------------------------------------


class FakeTensorFlow(FakeTF):
    """FakeTF with what ``main`` asks of TensorFlow: its GPUs, their details, the build."""

    __version__ = "2.99.0"

    def __init__(self, clock: FakeClock, gpus=1, **kw) -> None:
        super().__init__(clock, **kw)
        self.grown: list[tuple[str, bool]] = []
        self.logical: list[tuple[str, int]] = []
        self.synced = 0
        gpu_list = [f"gpu{i}" for i in range(gpus)]
        experimental = SimpleNamespace(
            set_memory_growth=lambda gpu, on: self.grown.append((gpu, on)),
            get_device_details=lambda gpu: {
                "device_name": f"NVIDIA H100 PCIe #{gpu}",
                "compute_capability": (9, 0),
            },
            tensor_float_32_execution_enabled=lambda: 1,
        )
        self.config = SimpleNamespace(
            list_physical_devices=lambda kind: gpu_list if kind == "GPU" else ["cpu0"],
            experimental=experimental,
            set_logical_device_configuration=lambda cpu, cfgs: self.logical.append(
                (cpu, len(cfgs))
            ),
            LogicalDeviceConfiguration=lambda: "logical",
        )
        self.sysconfig = SimpleNamespace(
            get_build_info=lambda: {
                "cuda_version": "12.5",
                "cudnn_version": "9",
                "is_cuda_build": True,
                "cpu_compiler": "clang",
            }
        )
        self.test = SimpleNamespace(experimental=SimpleNamespace(sync_devices=self._sync))

    def _sync(self):
        self.synced += 1


def run_main(monkeypatch, capsys, tf, np, argv, keras=None):
    monkeypatch.setitem(sys.modules, "tensorflow", tf)
    monkeypatch.setitem(sys.modules, "numpy", np)
    monkeypatch.setitem(sys.modules, "keras", keras or SimpleNamespace(name="keras"))
    saved = signal.getsignal(signal.SIGINT)
    try:
        code = bench.main(argv)
        handler = signal.getsignal(signal.SIGINT)
    finally:
        signal.signal(signal.SIGINT, saved)
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    return code, lines, handler


def test_a_whole_run_of_matmuls_and_copies(clock, monkeypatch, capsys):
    # 1/128 s per TensorFlow product, 1/64 s per numpy product; copies of 8 and 32 MiB: onto
    # the device 1/1024 s, back 1/512 s, numpy's host copy 1/2048 s.
    tf = FakeTensorFlow(clock, matmul_s=1 / 128, h2d_s=1 / 1024, d2h_s=1 / 512)
    np = FakeNumpy(clock, matmul_s=1 / 64, copy_s=1 / 2048, d2h_s=1 / 512)
    argv = ["--quick", "--sizes", "256", "--seconds", "0.5", "--repeats", "1"]
    argv += ["--suite", "matmul,transfers,scaling"]
    monkeypatch.setenv("TF_ENABLE_ONEDNN_OPTS", "0")
    code, lines, handler = run_main(monkeypatch, capsys, tf, np, argv)
    assert code == 0
    assert handler is bench._on_sigint
    hello = lines[0]
    assert hello["type"] == "hello" and hello["job"] == "bench" and hello["protocol"] == 1
    assert hello["python"] == sys.executable and hello["pid"] == os.getpid()
    assert hello["version"] == platform.python_version()
    result = lines[-1]
    assert result["type"] == "result"
    value = result["value"]
    assert abs(value["started_at"] - time.time()) < 600
    assert [(d["type"], d["value"]) for d in lines if d.get("key") == "env"] == [
        ("data", value["env"])
    ]
    assert value["schema"] == "tfgpu.bench-result/1"
    assert value["quick"] is True
    assert value["suites"] == ["matmul", "transfers", "scaling"]
    assert value["config"]["gpu_sizes"] == value["config"]["cpu_sizes"] == [256]
    assert (value["config"]["target_s"], value["config"]["repeats"]) == (0.5, 1)
    env = value["env"]
    assert env["tf_version"] == "2.99.0"
    assert env["devices"] == ["GPU:0", "CPU:0"]
    assert env["gpus"] == [
        {"device": "GPU:0", "name": "NVIDIA H100 PCIe #gpu0", "compute_capability": [9, 0]}
    ]
    assert env["build_info"] == {
        "cuda_version": "12.5",
        "cudnn_version": "9",
        "is_cuda_build": True,
    }
    assert env["tf32_enabled"] is True
    assert env["python"] == sys.executable
    assert env["python_version"] == platform.python_version()
    assert env["numpy_version"] == numpy.__version__
    assert env["numpy_blas"] == bench.numpy_blas(numpy)
    assert env["cpu"] == {"model": bench.cpu_model(), "cores": os.cpu_count()}
    assert env["tf_enable_onednn_opts"] == "0"
    assert env["platform"] == platform.platform()
    assert len(env) == 12
    assert tf.grown == [("gpu0", True)]
    assert tf.logical == []
    # Compute capability 9.0: float32, float16 and bfloat16 on the GPU; float32 on the CPU;
    # 2 x 256^3 x 64 products / 0.5 s each.
    assert [(r["device"], r["dtype"], r["n"], r["iters"]) for r in value["matmul"]] == [
        ("GPU:0", "float32", 256, 64),
        ("GPU:0", "float16", 256, 64),
        ("GPU:0", "bfloat16", 256, 64),
        ("CPU:0", "float32", 256, 64),
    ]
    assert [r["gflops"] for r in value["matmul"]] == [pytest.approx(4.294967296, rel=1e-12)] * 4
    assert [(r["n"], r["gflops"]) for r in value["numpy"]] == [
        (256, pytest.approx(2.147483648, rel=1e-12))
    ]
    # 8 MiB = 8,388,608 bytes: x 512 copies / 0.5 s = 8,589,934,592 bytes/s onto the device,
    # x 256 / 0.5 s back, x 1024 / 0.5 s host copies; 32 MiB four times those.
    gb_s = {(r["device"], r["direction"], r["bytes"]): r["gb_s"] for r in value["transfers"]}
    assert gb_s == {
        ("GPU:0", "h2d", 8 << 20): pytest.approx(8.589934592, rel=1e-12),
        ("GPU:0", "d2h", 8 << 20): pytest.approx(4.294967296, rel=1e-12),
        ("CPU:0", "h2d", 8 << 20): pytest.approx(8.589934592, rel=1e-12),
        ("CPU:0", "d2h", 8 << 20): pytest.approx(4.294967296, rel=1e-12),
        ("host", "host-copy", 8 << 20): pytest.approx(17.179869184, rel=1e-12),
        ("GPU:0", "h2d", 32 << 20): pytest.approx(34.359738368, rel=1e-12),
        ("GPU:0", "d2h", 32 << 20): pytest.approx(17.179869184, rel=1e-12),
        ("CPU:0", "h2d", 32 << 20): pytest.approx(34.359738368, rel=1e-12),
        ("CPU:0", "d2h", 32 << 20): pytest.approx(17.179869184, rel=1e-12),
        ("host", "host-copy", 32 << 20): pytest.approx(68.719476736, rel=1e-12),
    }
    assert value["training"] == [] and value["scaling"] == []
    assert value["skipped"] == [
        {"suite": "scaling", "reason": "needs more than one GPU (MirroredStrategy)"}
    ]
    assert value["profile"] is None
    # Timed: 4 matmul regions + numpy's (0.5 s each) + 10 copy regions = 7.5 s. Outside them:
    # the warm-ups (2 per measurement: 3 x 2/128 + 2/128 + 2/64 = 0.09375 s of matmuls; per
    # copy size 2/1024 + 2/512 + 2/1024 + 2/512 + 2/2048 = 13/1024 s) and the two tensors made
    # before the GPU copies and one before the CPU's (3/1024 s per size): 0.125 s. Wall 7.625 s.
    timing = value["timing"]
    assert (timing["timed_s"], timing["wall_s"], timing["import_s"]) == (7.5, 7.625, 0.0)
    # 1 - 7.5 / 7.625 = 0.125 / 7.625 = 1/61.
    assert timing["overhead_fraction"] == pytest.approx(0.016393442623, rel=1e-9)
    # 4 matmul steps and 2 x 3 copy steps: progress reaches 1 at the end.
    progress = [line for line in lines if line["type"] == "progress"]
    assert progress[0] == {
        "type": "progress",
        "step": "import",
        "message": "Importing TensorFlow",
        "fraction": 0.0,
    }
    assert progress[-1] == {
        "type": "progress",
        "step": "done",
        "message": "Finished",
        "fraction": 1.0,
    }
    assert [p["fraction"] for p in progress[1:-1]] == [round(i / 10, 4) for i in range(10)]
    assert progress[1]["step"] == "matmul:GPU:0:float32:256"
    assert progress[1]["message"] == "matmul 256x256 float32 on GPU:0"
    assert progress[5]["step"] == "transfers:GPU:0:8388608"
    assert progress[5]["message"] == "copies of 8 MiB, GPU:0"
    assert progress[7]["step"] == "transfers:host:8388608"
    assert progress[7]["message"] == "host memory copy of 8 MiB"
    assert tf.synced > 0
    assert bench.STATE.total == 10 and bench.STATE.done == 10


def test_logical_cpus_stand_in_for_gpus(clock, monkeypatch, capsys):
    tf = FakeTensorFlow(clock, gpus=0)
    argv = ["--suite", "scaling", "--scaling-cpus", "3", "--device", "CPU"]
    monkeypatch.setattr(bench, "suite_scaling", lambda *a: scaled.append(a[3]))
    scaled: list[list[str]] = []
    code, lines, _ = run_main(monkeypatch, capsys, tf, FakeNumpy(clock), argv)
    assert code == 0
    assert tf.logical == [("cpu0", 3)]
    assert scaled == [["/cpu:0", "/cpu:1", "/cpu:2"]]
    assert lines[-1]["value"]["skipped"] == []


def test_the_ways_the_job_fails(clock, monkeypatch, capsys):
    tf = FakeTensorFlow(clock, gpus=1)
    code, lines, _ = run_main(monkeypatch, capsys, tf, FakeNumpy(clock), ["--device", "GPU:3"])
    assert code == 1
    assert lines[-1] == {
        "type": "error",
        "kind": "device",
        "message": "TensorFlow has no GPU:3 (GPUs it sees: GPU:0).",
    }
    code, lines, _ = run_main(monkeypatch, capsys, tf, FakeNumpy(clock), ["--suite", "speed"])
    assert (code, lines[-1]["kind"]) == (1, "usage")
    code, lines, _ = run_main(monkeypatch, capsys, None, FakeNumpy(clock), ["--suite", "matmul"])
    assert code == bench.EXIT_NO_TENSORFLOW == 3
    assert lines[-1]["kind"] == "no-tensorflow"
    assert lines[-1]["message"].startswith(f"TensorFlow is not installed in {sys.executable} (")
    bench._on_sigint(signal.SIGINT, None)
    assert bench.STATE.cancel is True
    code, lines, _ = run_main(monkeypatch, capsys, tf, FakeNumpy(clock), ["--suite", "matmul"])
    assert code == bench.EXIT_CANCELLED == 130
    assert lines[-1] == {"type": "error", "kind": "cancelled", "message": "Cancelled."}


# --- training and scaling on a stand-in Keras ---------------------------------------------------


class FakeDataset:
    """tf.data over a list: map, cache, repeat, batch and prefetch really apply, on numpy."""

    def __init__(self, make, ops, pulls):
        self.make, self.ops, self.pulls = make, ops, pulls

    @classmethod
    def from_tensor_slices(cls, pair):
        images, labels = pair
        ops: list[tuple] = [("from_tensor_slices", len(images))]
        return cls(lambda: iter(zip(images, labels, strict=True)), ops, [0])

    def _then(self, op, make):
        return FakeDataset(make, [*self.ops, op], self.pulls)

    def map(self, fn, num_parallel_calls=None):
        return self._then(("map", num_parallel_calls), lambda: (fn(x, y) for x, y in self.make()))

    def cache(self):
        return self._then(("cache",), self.make)

    def repeat(self):
        def forever():
            while True:
                yield from self.make()

        return self._then(("repeat",), forever)

    def batch(self, n, drop_remainder=False):
        def batches():
            xs, ys = [], []
            for x, y in self.make():
                xs.append(x)
                ys.append(y)
                if len(xs) == n:
                    self.pulls[0] += 1
                    yield numpy.stack(xs), numpy.array(ys)
                    xs, ys = [], []

        return self._then(("batch", n, drop_remainder), batches)

    def prefetch(self, n):
        return self._then(("prefetch", n), self.make)

    def __iter__(self):
        return self.make()


class FakeKeras:
    """The Keras calls of the training and scaling suites; the model costs ``step_s`` a call."""

    def __init__(self, clock: FakeClock, step_s: float) -> None:
        self.clock, self.step_s = clock, step_s
        self.seeds: list[int] = []
        self.models: list[FakeModel] = []
        self.utils = SimpleNamespace(set_random_seed=self.seeds.append)
        self.layers = SimpleNamespace(
            **{
                kind: self._layer(kind)
                for kind in ("Conv2D", "MaxPooling2D", "GlobalAveragePooling2D", "Dense")
            }
        )
        self.optimizers = SimpleNamespace(SGD=self._sgd, made=[])
        self.losses = SimpleNamespace(SparseCategoricalCrossentropy=self._loss, made=[])

    @staticmethod
    def _layer(kind):
        def make(*args, **kw):
            return lambda x: [*x, (kind, args, kw)]

        return make

    def Input(self, shape):
        return [("Input", shape)]

    def Model(self, inputs, outputs):
        assert outputs[: len(inputs)] == inputs
        model = FakeModel(self, outputs)
        self.models.append(model)
        return model

    def _sgd(self, learning_rate):
        opt = SimpleNamespace(learning_rate=learning_rate, applied=[])
        opt.apply_gradients = lambda pairs: opt.applied.append(list(pairs))
        self.optimizers.made.append(opt)
        return opt

    def _loss(self, **kw):
        self.losses.made.append(kw)

        def loss(y, logits):
            assert isinstance(y, numpy.ndarray) and logits == "logits"
            return Loss()

        return loss


class FakeModel:
    def __init__(self, keras: FakeKeras, layers) -> None:
        self.keras, self.layers = keras, layers
        self.trainable_variables = ["w", "b"]
        self.seen: list[tuple] = []

    def __call__(self, x, training=False):
        self.keras.clock.advance(self.keras.step_s)
        self.seen.append((x.shape, float(x.max()), training))
        return "logits"


class FakeTape:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False

    def gradient(self, loss, variables):
        assert isinstance(loss, Loss)
        return [f"d{v}" for v in variables]


class TrainingTF(FakeTF):
    """FakeTF with tf.data, GradientTape, the profiler and MirroredStrategy."""

    def __init__(self, clock: FakeClock, **kw) -> None:
        super().__init__(clock, **kw)
        self.profiled: list[tuple] = []
        self.strategies: list[list[str]] = []
        self.averaged: list[int] = []
        self.data = SimpleNamespace(Dataset=FakeDataset, AUTOTUNE=-1)
        self.image = SimpleNamespace(random_flip_left_right=lambda x: x[:, ::-1, :])
        self.GradientTape = FakeTape
        self.profiler = SimpleNamespace(
            experimental=SimpleNamespace(
                start=lambda d: self.profiled.append(("start", d)),
                stop=lambda: self.profiled.append(("stop",)),
            )
        )
        self.nn = SimpleNamespace(compute_average_loss=self._average)
        self.distribute = SimpleNamespace(
            MirroredStrategy=self._strategy, ReduceOp=SimpleNamespace(SUM="sum")
        )

    def function(self, f=None, **kw):
        return f if f is not None else (lambda g: g)

    def cast(self, x, dtype):
        return x.astype(dtype)

    def _average(self, per_example, global_batch_size):
        self.averaged.append(global_batch_size)
        return per_example

    def _strategy(self, devices):
        self.strategies.append(devices)

        def reduce(op, losses, axis):
            assert (op, axis) == ("sum", None)
            return losses

        return SimpleNamespace(
            scope=contextlib.nullcontext,
            experimental_distribute_dataset=iter,
            run=lambda fn, args: fn(*args),
            reduce=reduce,
        )


class WholeTF(FakeTensorFlow, TrainingTF):
    """Everything the job asks of TensorFlow, for a whole run that trains."""


def training_config(**kw):
    cfg = {"train_images": 512, "train_batch": 64, "train_steps": 12}
    cfg.update(kw)
    return cfg


def test_training_suite_figures(clock, capsys, tmp_path):
    # A training step costs 1/16 s; fed from the generator, each batch also goes through two
    # tf.constant copies of 1/32 s: 1/8 s a step.
    tf = TrainingTF(clock, h2d_s=1 / 32)
    keras = FakeKeras(clock, step_s=1 / 16)
    out = results()
    profile: dict = {}
    bench.suite_training(
        tf, numpy, keras, ["GPU:0", "CPU:0"], training_config(), out, str(tmp_path), profile
    )
    rows = [
        (r["device"], r["pipeline"], r["batch"], r["steps"], r["seconds"]) for r in out["training"]
    ]
    # 12 steps of 1/8 s = 1.5 s from the generator, of 1/16 s = 0.75 s from tf.data.
    assert rows == [
        ("GPU:0", "generator", 64, 12, 1.5),
        ("GPU:0", "tf.data", 64, 12, 0.75),
        ("CPU:0", "generator", 64, 12, 1.5),
        ("CPU:0", "tf.data", 64, 12, 0.75),
    ]
    # 12 x 64 = 768 images in 1.5 s = 512 images/s; in 0.75 s = 1024 images/s.
    assert [r["images_per_s"] for r in out["training"]] == [512.0, 1024.0, 512.0, 1024.0]
    # The small CNN, built again for each device from the same seed.
    assert keras.seeds == [0, 0]
    assert len(keras.models) == 2
    conv = {"padding": "same", "activation": "relu"}
    assert keras.models[0].layers == [
        ("Input", (32, 32, 3)),
        ("Conv2D", (32, 3), conv),
        ("MaxPooling2D", (), {}),
        ("Conv2D", (64, 3), conv),
        ("MaxPooling2D", (), {}),
        ("Conv2D", (64, 3), conv),
        ("GlobalAveragePooling2D", (), {}),
        ("Dense", (10,), {}),
    ]
    assert [o.learning_rate for o in keras.optimizers.made] == [0.01, 0.01]
    assert keras.losses.made == [{"from_logits": True}] * 2
    # Each step applies one gradient per variable, in training mode, on normalised images.
    opt = keras.optimizers.made[0]
    assert opt.applied[0] == [("dw", "w"), ("db", "b")]
    seen = keras.models[0].seen
    assert {s[0] for s in seen} == {(64, 32, 32, 3)}
    assert all(s[2] is True for s in seen) and 0.99 < max(s[1] for s in seen) <= 1.0
    # GPU:0: 2 warm-up + 12 generator steps, 2 + 12 tf.data steps and the 10 profiled.
    assert len(seen) == 38 and len(keras.models[1].seen) == 28
    # The profiler traced the first GPU only: 10 steps (fewer than 12), no warm-up.
    assert tf.profiled == [("start", str(tmp_path)), ("stop",)]
    assert (profile["logdir"], profile["device"]) == (str(tmp_path), "GPU:0")
    # Viewed with this interpreter's TensorBoard, installed first where it is missing.
    assert profile["command"].endswith(f" -m tensorboard.main --logdir {tmp_path}")
    assert profile == {
        "logdir": str(tmp_path),
        "device": "GPU:0",
        **bench.trace_viewer(str(tmp_path)),
    }
    assert tf.entered == ["GPU:0", "CPU:0"]
    printed = capsys.readouterr().out
    sent = data_lines(printed)
    assert [(d["key"], len(d["value"]) if d["key"] == "training" else None) for d in sent] == [
        ("training", 1),
        ("training", 2),
        ("profile", None),
        ("training", 3),
        ("training", 4),
    ]
    assert sent[2]["value"] == profile
    assert steps_of(printed) == [
        ("training:GPU:0:generator", "training step on GPU:0, Python generator"),
        ("training:GPU:0:tf.data", "training step on GPU:0, tf.data"),
        ("profile", "profiler trace of the training step on GPU:0"),
        ("training:CPU:0:generator", "training step on CPU:0, Python generator"),
        ("training:CPU:0:tf.data", "training step on CPU:0, tf.data"),
    ]
    assert bench.STATE.done == 5


def steps_of(printed: str) -> list[tuple[str, str]]:
    lines = [json.loads(line) for line in printed.splitlines()]
    return [(d["step"], d["message"]) for d in lines if d["type"] == "progress"]


def test_the_tf_data_pipeline(clock):
    tf = TrainingTF(clock)
    images = numpy.arange(6 * 32 * 32 * 3, dtype=numpy.int64).reshape(6, 32, 32, 3) % 256
    images = images.astype(numpy.uint8)
    labels = numpy.arange(6, dtype=numpy.int32)
    ds = bench.tf_data_pipeline(tf, images, labels, 4)
    assert [op[0] for op in ds.ops] == [
        "from_tensor_slices",
        "map",
        "cache",
        "repeat",
        "map",
        "batch",
        "prefetch",
    ]
    assert ds.ops[1] == ("map", -1) and ds.ops[4] == ("map", -1)
    assert ds.ops[5] == ("batch", 4, True) and ds.ops[6] == ("prefetch", -1)
    batches = iter(ds)
    x, y = next(batches)
    assert x.dtype == numpy.float32 and x.shape == (4, 32, 32, 3)
    # Normalised (/ 255) then flipped left-right.
    expected = images[0][:, ::-1, :] / 255.0
    assert numpy.allclose(x[0], expected, rtol=0, atol=1e-6)
    assert list(y) == [0, 1, 2, 3]
    # The six images repeat: the next batch is 4, 5, 0, 1.
    assert list(next(batches)[1]) == [4, 5, 0, 1]


def test_the_profile_goes_to_the_last_device_without_a_gpu(clock, tmp_path):
    tf = TrainingTF(clock)
    keras = FakeKeras(clock, step_s=1 / 16)
    profile: dict = {}
    cfg = training_config(train_steps=4, train_images=128)
    bench.suite_training(tf, numpy, keras, ["CPU:0"], cfg, results(), str(tmp_path), profile)
    assert profile["device"] == "CPU:0"
    # 2 + 4 generator, 2 + 4 tf.data, then min(4, 10) = 4 profiled steps.
    assert len(keras.models[0].seen) == 16
    no_profile: dict = {}
    bench.suite_training(tf, numpy, keras, ["CPU:0"], cfg, results(), None, no_profile)
    assert no_profile == {} and len(tf.profiled) == 2


def test_scaling_suite_figures(clock, capsys):
    tf = TrainingTF(clock)
    keras = FakeKeras(clock, step_s=1 / 16)
    out = results()
    replicas = ["/gpu:0", "/gpu:1", "/gpu:2", "/gpu:3", "/gpu:4"]
    bench.suite_scaling(tf, numpy, keras, replicas, training_config(), out)
    # 1, 2, 4 and all 5 replicas; a step (one replica call here) takes 1/16 s: 12 steps 0.75 s.
    # 12 x 64 x r images / 0.75 s = 1024 x r images/s.
    assert out["scaling"] == [
        {
            "replicas": r,
            "devices": replicas[:r],
            "global_batch": 64 * r,
            "steps": 12,
            "seconds": 0.75,
            "images_per_s": ips,
        }
        for r, ips in ((1, 1024.0), (2, 2048.0), (4, 4096.0), (5, 5120.0))
    ]
    assert tf.strategies == [replicas[:1], replicas[:2], replicas[:4], replicas]
    assert keras.losses.made == [{"from_logits": True, "reduction": "none"}] * 4
    assert keras.seeds == [0] * 4
    # The loss is averaged over the global batch; 14 steps each (2 warm-up).
    assert tf.averaged == [64] * 14 + [128] * 14 + [256] * 14 + [320] * 14
    assert [o.learning_rate for o in keras.optimizers.made] == [0.01] * 4
    assert keras.optimizers.made[0].applied[0] == [("dw", "w"), ("db", "b")]
    assert all(training is True for model in keras.models for _, _, training in model.seen)
    printed = capsys.readouterr().out
    assert [(d["key"], len(d["value"])) for d in data_lines(printed)] == [
        ("scaling", 1),
        ("scaling", 2),
        ("scaling", 3),
        ("scaling", 4),
    ]
    assert steps_of(printed) == [
        (f"scaling:{r}", f"MirroredStrategy with {r} replica(s)") for r in (1, 2, 4, 5)
    ]
    assert bench.STATE.done == 4


@pytest.mark.parametrize(
    ("replicas", "counts"),
    [
        (2, [1, 2]),
        (3, [1, 2, 3]),
        (16, [1, 2, 4, 8, 16]),
        (300, [1, 2, 4, 8, 16, 32, 64, 128, 300]),
    ],
)
def test_scaling_doubles_the_replicas_up_to_all(clock, replicas, counts):
    tf = TrainingTF(clock)
    out = results()
    devices = [f"/gpu:{i}" for i in range(replicas)]
    cfg = training_config(train_images=64, train_batch=1, train_steps=1)
    bench.suite_scaling(tf, numpy, FakeKeras(clock, step_s=1 / 16), devices, cfg, out)
    assert [r["replicas"] for r in out["scaling"]] == counts


class Broken:
    """A TensorFlow call that fails."""

    def __init__(self, exc: Exception) -> None:
        self.exc = exc

    def __call__(self, *args):
        raise self.exc


def test_the_environment_when_tensorflow_answers_little(clock):
    tf = FakeTensorFlow(clock, gpus=2)
    tf.sysconfig.get_build_info = Broken(AttributeError("no build info"))
    details = iter([RuntimeError("no details"), {"device_name": "T4"}])

    def get_device_details(gpu):
        answer = next(details)
        if isinstance(answer, Exception):
            raise answer
        return answer

    tf.config.experimental.get_device_details = get_device_details
    tf.config.experimental.tensor_float_32_execution_enabled = Broken(RuntimeError("no"))
    env = bench.environment(tf, numpy, ["gpu0", "gpu1"], ["GPU:0", "GPU:1"])
    assert env["build_info"] == {}
    assert env["gpus"] == [
        {"device": "GPU:0", "name": None, "compute_capability": None},
        {"device": "GPU:1", "name": "T4", "compute_capability": None},
    ]
    assert env["tf32_enabled"] is None
    tf.config.experimental.tensor_float_32_execution_enabled = lambda: 0
    assert bench.environment(tf, numpy, [], ["CPU:0"])["tf32_enabled"] is False


def test_importing_tensorflow_and_keras_only_for_the_suites_that_train(monkeypatch):
    tf, keras = SimpleNamespace(name="tf"), SimpleNamespace(name="keras")
    monkeypatch.setitem(sys.modules, "tensorflow", tf)
    monkeypatch.setitem(sys.modules, "keras", keras)
    times = iter([10.0, 12.5])
    monkeypatch.setattr(bench, "clock", lambda: next(times))
    # The import took from 10 s to 12.5 s on the clock.
    assert bench.import_tensorflow(["matmul", "transfers"]) == (tf, numpy, None, 2.5)
    for suites in (["training"], ["scaling"], ["matmul", "training", "scaling"]):
        monkeypatch.setattr(bench, "clock", lambda: 0.0)
        assert bench.import_tensorflow(suites)[2] is keras
    monkeypatch.setitem(sys.modules, "keras", None)
    assert bench.import_tensorflow(["matmul"])[2] is None
    with pytest.raises(bench.JobFailed) as failed:
        bench.import_tensorflow(["training"])
    assert (failed.value.kind, failed.value.exit_code) == ("no-tensorflow", 3)


def test_probing_the_devices(clock):
    tf = FakeTensorFlow(clock, gpus=2)
    tf.config.list_physical_devices = {"GPU": ["gpu0", "gpu1"], "CPU": ["cpu0"]}.__getitem__
    # A GPU already initialised refuses memory growth: the job goes on.
    tf.config.experimental.set_memory_growth = Broken(RuntimeError("already initialised"))
    gpus, devices = bench.probe_devices(tf, bench.parse_args(["--scaling-cpus", "1"]))
    assert (gpus, devices) == (["gpu0", "gpu1"], ["GPU:0", "GPU:1", "CPU:0"])
    assert tf.logical == []  # one logical CPU is no split
    bench.probe_devices(tf, bench.parse_args(["--scaling-cpus", "2", "--device", "CPU"]))
    assert tf.logical == [("cpu0", 2)]
    with pytest.raises(bench.JobFailed) as failed:
        bench.probe_devices(tf, bench.parse_args(["--device", "GPU:7"]))
    assert failed.value.kind == "device"


def test_a_whole_run_of_training_and_scaling(clock, monkeypatch, capsys, tmp_path):
    tf = WholeTF(clock, gpus=0)
    keras = FakeKeras(clock, step_s=1 / 16)
    argv = ["--quick", "--suite", "training,scaling", "--scaling-cpus", "2", "--device", "CPU"]
    argv += ["--profile", str(tmp_path)]
    monkeypatch.setattr(sys, "argv", ["bench.py", *argv])
    code, lines, _ = run_main(monkeypatch, capsys, tf, numpy, None, keras=keras)
    assert code == 0
    value = lines[-1]["value"]
    assert value["suites"] == ["training", "scaling"]
    # --quick: 12 steps of 64 images at 1/16 s: 0.75 s, 1024 images/s from either pipeline
    # (no copies cost time here); the two logical CPUs: 12 x 128 / 0.75 = 2048 images/s.
    assert [(r["pipeline"], r["images_per_s"]) for r in value["training"]] == [
        ("generator", 1024.0),
        ("tf.data", 1024.0),
    ]
    assert [(r["replicas"], r["images_per_s"]) for r in value["scaling"]] == [
        (1, 1024.0),
        (2, 2048.0),
    ]
    assert tf.strategies == [["/cpu:0"], ["/cpu:0", "/cpu:1"]]
    assert value["profile"]["device"] == "CPU:0"
    assert value["skipped"] == []
    # 2 pipelines + the profile + 1 and 2 replicas.
    assert bench.STATE.total == 5 == bench.STATE.done


def test_out_of_memory_is_reported_in_the_result(clock, monkeypatch, capsys):
    tf = FakeTensorFlow(clock, matmul_s=1 / 128, oom_sizes={256})
    tf.identity = Broken(OutOfMemory("copy"))
    np = FakeNumpy(clock, matmul_s=1 / 64, copy_s=1 / 1024)
    argv = ["--quick", "--suite", "matmul,transfers", "--sizes", "256", "--device", "GPU"]
    code, lines, _ = run_main(monkeypatch, capsys, tf, np, argv)
    assert code == 0
    assert lines[-1]["value"]["skipped"] == [
        {"suite": "matmul", "device": "GPU:0", "dtype": d, "size": 256, "reason": "out of memory"}
        for d in ("float32", "float16", "bfloat16")
    ] + [
        {"suite": "transfers", "device": "GPU:0", "bytes": n, "reason": "out of memory"}
        for n in (8 << 20, 32 << 20)
    ]
    assert lines[-1]["value"]["matmul"] == []


def test_calibration_boundary_of_the_second_warm_up(clock):
    calls: list[int] = []
    # 1/41 s: 20 of them (0.488 s) are under 0.5 s, 21 (0.512 s) would not be: a second warm-up.
    bench.calibrate(ticking(clock, 1 / 41, calls), no_sync, 0.5)
    assert calls == [1, 1]


def test_emit_writes_what_json_cannot_as_text(capsys):
    bench.emit("data", key="path", value=Path("/tmp/x"))
    assert json.loads(capsys.readouterr().out) == {"type": "data", "key": "path", "value": "/tmp/x"}


def test_a_fresh_state_counts_one_step(capsys):
    state = bench.State()
    assert (state.cancel, state.done, state.total, state.timed_s) == (False, 0, 1, 0.0)
    state.step("a", "a")
    state.step("b", "b")
    state.step("c", "c")
    # done / total with the default total of 1, never above 1.
    assert [json.loads(line)["fraction"] for line in capsys.readouterr().out.splitlines()] == [
        0.0,
        1.0,
        1.0,
    ]


def test_two_logical_cpus_are_replicas():
    args = bench.parse_args(["--scaling-cpus", "2"])
    assert bench.replica_devices_for(args, ["GPU:0", "CPU:0"]) == ["/cpu:0", "/cpu:1"]


def test_the_help_of_the_job(monkeypatch, capsys):
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.setattr(sys, "argv", ["bench.py"])
    with pytest.raises(SystemExit) as done:
        bench.parse_args(["--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    # --scaling-cpus is for the tests: not shown.
    assert "scaling" not in text
    assert "\n\nTensorFlow benchmark job (tfgpu)\n\n" in text
    assert text.splitlines()[-8:] == [
        "  -h, --help         show this help message and exit",
        "  --quick            a small version of each suite",
        "  --device DEVICE    all, CPU, GPU or GPU:N",
        "  --suite SUITE      comma-separated suites",
        "  --sizes SIZES      matmul sizes, e.g. 1024,2048",
        "  --profile DIR      record a profiler trace",
        "  --seconds SECONDS  target length of a timed region",
        "  --repeats REPEATS  timed regions per measurement",
    ]
    assert bench.parse_args(["--seconds", "0.25"]).seconds == 0.25
    assert bench.parse_args(["--repeats", "4"]).repeats == 4
    with pytest.raises(SystemExit):
        bench.parse_args(["--repeats", "1.5"])


def test_the_trace_viewer_is_installed_first_where_it_is_missing() -> None:
    """TensorFlow 2.21 no longer depends on tensorboard: the command installs what is missing."""
    import shlex

    python = shlex.quote(sys.executable)
    view = f"{python} -m tensorboard.main --logdir /tmp/run"
    everything = bench.trace_viewer("/tmp/run", find_spec=lambda name: object())
    assert everything == {"command": view, "viewer_missing": []}
    nothing = bench.trace_viewer("/tmp/run", find_spec=lambda name: None)
    install = f"{python} -m pip install tensorboard tensorboard-plugin-profile"
    assert nothing == {
        "command": f"{install} && {view}",
        "viewer_missing": ["tensorboard", "tensorboard-plugin-profile"],
    }
    # TensorBoard there, its profile plug-in not (the module names are the packages' own)
    only_board = bench.trace_viewer(
        "/tmp/run", find_spec=lambda name: object() if name == "tensorboard" else None
    )
    assert only_board["viewer_missing"] == ["tensorboard-plugin-profile"]
    assert only_board["command"].startswith(
        f"{python} -m pip install tensorboard-plugin-profile &&"
    )
    # A folder with a space is quoted for the shell
    spaced = bench.trace_viewer("/tmp/my run", find_spec=lambda name: object())
    assert spaced["command"].endswith("--logdir '/tmp/my run'")

    # A broken finder counts as missing, not as a crash of the job
    def broken(name: str) -> object:
        raise ValueError(name)

    assert bench.trace_viewer("/tmp/run", find_spec=broken)["viewer_missing"] == [
        "tensorboard",
        "tensorboard-plugin-profile",
    ]
