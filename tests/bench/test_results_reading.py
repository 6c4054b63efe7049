"""Reading the benchmark job's result into measurements: every field to its own place.

Each row of the result below has distinct numbers, so a field read from the wrong key (``n``
for ``bytes``, ``batch`` for ``global_batch``...) or a row dropped fails here.
"""

from __future__ import annotations

from tfgpu_gui.bench.results import (
    SUITES,
    BenchRun,
    Measurement,
    largest,
    measurements_from,
    smallest,
)

RESULT = {
    "schema": "tfgpu.bench-result/1",
    "started_at": 1_767_323_045.5,
    "quick": True,
    "env": {"tf_version": "2.21.0", "gpus": [{"device": "GPU:0", "name": "X"}, "junk"]},
    "matmul": [
        {"device": "GPU:0", "dtype": "float16", "n": 4096, "gflops": 151_000.5},
        {"device": "GPU:0", "dtype": "float32", "n": 1024, "gflops": 40_000},
        {"device": "GPU:0", "dtype": "float32", "n": 2048, "gflops": True},  # not a number
        {"device": "GPU:0", "dtype": "float32", "n": 512},  # no value
        "not a row",
    ],
    "numpy": [{"dtype": "float64", "n": 1000, "gflops": 95.25}],
    "transfers": [
        {"device": "GPU:0", "direction": "h2d", "bytes": 268_435_456, "gb_s": 24.5},
        {"device": "host", "direction": "host-copy", "bytes": 1_000, "gb_s": 11},
    ],
    "training": [
        {"device": "CPU:0", "pipeline": "tf.data", "batch": 128, "images_per_s": 1234.5},
    ],
    "scaling": [
        {"replicas": 2, "devices": ["/device:CPU:0", "/device:CPU:1"], "global_batch": 256,
         "images_per_s": 2000.0},
        {"replicas": 4, "devices": [], "global_batch": 512, "images_per_s": 3900},
        {"replicas": "two", "global_batch": 1, "images_per_s": 1.0},  # no replica count
    ],
    "skipped": [{"suite": "matmul", "reason": "bf16 unsupported"}, 3],
    "profile": {"dir": "/tmp/p"},
    "timing": {"wall_s": 12.5},
    "suites": ["matmul", "transfers"],
}  # fmt: skip


def test_every_suite_is_flattened_with_its_own_fields() -> None:
    assert measurements_from(RESULT) == [
        Measurement("matmul", "GPU:0", "gflops", 151_000.5, "float16", 4096),
        Measurement("matmul", "GPU:0", "gflops", 40_000.0, "float32", 1024),
        Measurement("numpy", "numpy", "gflops", 95.25, "float64", 1000),
        Measurement("transfers", "GPU:0", "gb_s", 24.5, None, 268_435_456, "h2d"),
        Measurement("transfers", "host", "gb_s", 11.0, None, 1_000, "host-copy"),
        Measurement("training", "CPU:0", "images_per_s", 1234.5, None, 128, "tf.data"),
        Measurement("scaling", "2xCPU", "images_per_s", 2000.0, None, 256, "2"),
        Measurement("scaling", "4xGPU", "images_per_s", 3900.0, None, 512, "4"),
    ]


def test_units_and_keys() -> None:
    m = Measurement("transfers", "GPU:0", "gb_s", 1.0, None, 5, "d2h")
    assert m.unit == "GB/s"
    assert m.key() == ("transfers", "GPU:0", None, 5, "d2h")
    assert Measurement("matmul", "GPU:0", "gflops", 1.0).unit == "GFLOP/s"
    assert Measurement("training", "GPU:0", "images_per_s", 1.0).unit == "images/s"
    assert Measurement("x", "GPU:0", "widgets", 1.0).unit == "widgets"


def test_a_run_reads_every_top_level_field() -> None:
    run = BenchRun.from_result(RESULT, complete=False)
    assert run.started_at == 1_767_323_045.5
    assert run.quick is True
    assert run.tf_version == "2.21.0"
    assert run.gpus() == [{"device": "GPU:0", "name": "X"}]
    assert run.skipped == ({"suite": "matmul", "reason": "bf16 unsupported"},)
    assert run.profile == {"dir": "/tmp/p"}
    assert run.timing == {"wall_s": 12.5}
    assert run.suites == ("matmul", "transfers")
    assert run.complete is False
    assert run.raw == RESULT
    assert len(run.measurements) == 8
    assert BenchRun.from_result(RESULT).complete is True


def test_an_empty_or_damaged_result_gives_defaults() -> None:
    run = BenchRun.from_result(
        {"env": [], "skipped": "x", "profile": {}, "timing": 3, "suites": "matmul"}
    )
    assert (run.started_at, run.quick, run.env, run.measurements) == (0.0, False, {}, ())
    assert (run.skipped, run.profile, run.timing, run.suites) == ((), None, {}, SUITES)
    assert run.tf_version is None and run.gpus() == []
    assert SUITES == ("matmul", "transfers", "training", "scaling")


def test_devices_are_the_measured_ones_in_order_without_the_host() -> None:
    run = BenchRun.from_result(RESULT)
    assert run.devices() == ["GPU:0", "CPU:0"]


def test_select_and_find() -> None:
    run = BenchRun.from_result(RESULT)
    assert [m.size for m in run.select("matmul", dtype="float32")] == [1024]
    assert [m.size for m in run.select("matmul")] == [4096, 1024]
    assert run.select("matmul", dtype="float32", size=4096) == []
    assert run.find("scaling", variant="4") == Measurement(
        "scaling", "4xGPU", "images_per_s", 3900.0, None, 512, "4"
    )
    assert run.find("scaling", variant="8") is None


def test_largest_and_smallest_take_the_first_of_equals_and_skip_unsized() -> None:
    a = Measurement("matmul", "GPU:0", "gflops", 1.0, "float32", 256)
    b = Measurement("matmul", "GPU:0", "gflops", 2.0, "float32", 4096)
    c = Measurement("matmul", "GPU:0", "gflops", 3.0, "float16", 4096)
    d = Measurement("matmul", "GPU:0", "gflops", 4.0, "float16", 256)
    none = Measurement("matmul", "GPU:0", "gflops", 5.0, "float16", None)
    assert largest([a, b, c, d, none]) is b
    assert smallest([none, a, b, c, d]) is a
    assert largest([none]) is None and smallest([]) is None


def test_smallest_and_largest_whatever_the_order() -> None:
    sizes = [4096, 256, 1024, 1, 0]
    items = [
        Measurement("matmul", "GPU:0", "gflops", float(i), "float32", size)
        for i, size in enumerate(sizes)
    ]
    assert smallest(items) is items[4]  # size 0 is the smallest
    assert largest([items[4], items[3]]) is items[3]  # 1 beats 0
    assert largest(items) is items[0]
    assert smallest(items[:3]) is items[1]
    assert largest(list(reversed(items[:3]))) is items[0]


def test_a_device_measured_only_by_copies_is_a_measured_device() -> None:
    run = BenchRun.from_result(
        {"transfers": [{"device": "GPU:1", "direction": "h2d", "bytes": 8, "gb_s": 1.0}]}
    )
    assert run.devices() == ["GPU:1"]
