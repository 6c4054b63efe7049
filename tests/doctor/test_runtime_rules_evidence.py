"""The runtime rules on fact sets: GPU memory, a waiting GPU, how the detection job ended."""

from __future__ import annotations

from typing import Any

import pytest

from tests.doctor import factsets as fs
from tfgpu_gui.doctor.model import ERROR, INFO, WARNING, Finding
from tfgpu_gui.doctor.rules import diagnose

Facts = dict[str, Any]
GIB = fs.GIB


def findings(facts: Facts) -> dict[str, Finding]:
    found, _ = diagnose(facts)
    return {f.id: f for f in found}


# --- out of memory ---


@pytest.mark.parametrize(
    "error",
    [
        "ResourceExhaustedError: OOM when allocating tensor with shape[256,256]",
        "InternalError: CUDA_ERROR_OUT_OF_MEMORY: out of memory",
        "failed to allocate: cuda error out_of_memory",  # any case
        "tensorflow.python.framework.errors_impl.ResourceExhausted",
    ],
)
def test_a_test_matmul_that_ran_out_of_memory(error: str) -> None:
    facts = fs.healthy()
    facts["tensorflow"]["matmul"] = {"ok": False, "error": error}
    f = findings(facts)["gpu-out-of-memory"]
    assert f.severity == ERROR
    assert f.evidence == [f"the test matmul failed: {error}"]


def test_other_matmul_failures_are_not_out_of_memory() -> None:
    facts = fs.healthy()
    facts["tensorflow"]["matmul"] = {"ok": False, "error": "InternalError: room for doom"}
    assert "gpu-out-of-memory" not in findings(facts)


def test_a_gpu_already_full_before_the_test_is_a_warning() -> None:
    facts = fs.healthy()
    gpu = facts["nvml"]["gpus"][0]
    gpu.update(memory_total_bytes=20 * GIB, memory_used_bytes=19 * GIB)  # exactly 95 %
    f = findings(facts)["gpu-out-of-memory"]
    assert f.severity == WARNING
    assert f.evidence == ["GPU 0 NVIDIA GeForce RTX 4090: 19.0 of 20.0 GiB already in use"]


def test_a_gpu_just_under_95_percent_full_is_not_full() -> None:
    facts = fs.healthy()
    gpu = facts["nvml"]["gpus"][0]
    gpu.update(memory_total_bytes=20 * GIB, memory_used_bytes=19 * GIB - 1)
    assert "gpu-out-of-memory" not in findings(facts)
    gpu.update(memory_used_bytes=None)
    assert "gpu-out-of-memory" not in findings(facts)


def test_a_full_gpu_beside_a_failed_matmul_is_an_error_with_both_lines() -> None:
    facts = fs.healthy()
    facts["tensorflow"]["matmul"] = {"ok": False, "error": "OOM when allocating"}
    facts["nvml"]["gpus"][0].update(memory_total_bytes=8 * GIB, memory_used_bytes=8 * GIB)
    f = findings(facts)["gpu-out-of-memory"]
    assert f.severity == ERROR
    assert f.evidence == [
        "the test matmul failed: OOM when allocating",
        "GPU 0 NVIDIA GeForce RTX 4090: 8.0 of 8.0 GiB already in use",
    ]


# --- memory growth ---


def test_growth_off_on_a_shared_gpu_names_the_other_processes() -> None:
    facts = fs.healthy()
    del facts["env_target"]["TF_FORCE_GPU_ALLOW_GROWTH"]
    gpu = facts["nvml"]["gpus"][0]
    gpu["processes"] = [{"pid": 1, "name": "a"}, {"pid": 2, "name": "b"}]
    facts["nvml"]["gpus"].append(dict(gpu, index=1, processes=[]))
    facts["tensorflow"]["memory_growth"] = {"ok": False, "error": "Physical devices cannot be"}
    f = findings(facts)["memory-growth-disabled"]
    assert f.severity == WARNING
    assert f.evidence == [
        "TF_FORCE_GPU_ALLOW_GROWTH is not set to true",
        "GPU 0: 2 other process(es) hold memory",
        "set_memory_growth failed: Physical devices cannot be",
    ]


@pytest.mark.parametrize("value", ["true", "True", "TRUE"])
def test_growth_set_to_true_in_any_case(value: str) -> None:
    facts = fs.healthy()
    facts["env_target"]["TF_FORCE_GPU_ALLOW_GROWTH"] = value
    assert "memory-growth-disabled" not in findings(facts)


def test_growth_set_to_something_else_is_off() -> None:
    facts = fs.healthy()
    facts["env_target"]["TF_FORCE_GPU_ALLOW_GROWTH"] = "1"
    f = findings(facts)["memory-growth-disabled"]
    assert (f.severity, f.evidence) == (INFO, ["TF_FORCE_GPU_ALLOW_GROWTH is not set to true"])


def test_growth_read_from_this_process_s_environment_when_the_target_s_is_unknown() -> None:
    facts = fs.healthy()
    del facts["env_target"]
    facts["env"] = {"TF_FORCE_GPU_ALLOW_GROWTH": "true"}
    assert "memory-growth-disabled" not in findings(facts)
    facts["env"] = {}
    assert findings(facts)["memory-growth-disabled"].severity == INFO


def test_growth_not_judged_without_an_environment() -> None:
    facts = fs.healthy()
    del facts["env_target"]
    facts.pop("env")
    assert "memory-growth-disabled" not in findings(facts)


def test_growth_judged_from_the_driver_s_gpus_when_tensorflow_was_not_run() -> None:
    facts = fs.healthy()
    del facts["env_target"]["TF_FORCE_GPU_ALLOW_GROWTH"]
    del facts["tensorflow"]
    assert findings(facts)["memory-growth-disabled"].severity == INFO
    facts["nvml"]["ok"] = False
    assert "memory-growth-disabled" not in findings(facts)
    facts["nvml"]["ok"] = True
    del facts["packages"]["tensorflow"]
    assert "memory-growth-disabled" not in findings(facts)


# --- input bound ---


def test_a_gpu_holding_memory_but_idle_is_waiting_for_input() -> None:
    facts = fs.healthy()
    facts["nvml"]["gpus"][0].update(
        util_gpu_percent=12.4,
        processes=[
            {"pid": 4242, "name": "train.py", "gpu_memory_bytes": 1 * GIB},
            {"pid": 4243, "name": None, "gpu_memory_bytes": None},
            {"pid": 4244, "name": "eval.py", "gpu_memory_bytes": GIB // 2},
        ],
    )
    f = findings(facts)["gpu-underutilized-input-bound"]
    assert f.severity == WARNING
    assert f.evidence == [
        "GPU 0 NVIDIA GeForce RTX 4090: 1.5 GiB held by 4243, eval.py, train.py, but only 12% busy"
    ]


@pytest.mark.parametrize(
    ("util", "held"),
    [(30.0, 4 * GIB), (None, 4 * GIB), (5.0, GIB - 1)],
)
def test_a_busy_gpu_or_one_holding_little_is_not_waiting(util: float | None, held: int) -> None:
    facts = fs.healthy()
    facts["nvml"]["gpus"][0].update(
        util_gpu_percent=util, processes=[{"pid": 7, "name": "x", "gpu_memory_bytes": held}]
    )
    assert "gpu-underutilized-input-bound" not in findings(facts)


def test_just_under_the_busy_threshold_is_waiting() -> None:
    facts = fs.healthy()
    facts["nvml"]["gpus"][0].update(
        util_gpu_percent=29.9, processes=[{"pid": 7, "name": "x", "gpu_memory_bytes": 4 * GIB}]
    )
    assert "gpu-underutilized-input-bound" in findings(facts)


# --- how the job ended ---


@pytest.mark.parametrize(
    ("status", "finding"),
    [
        ("crashed", "tensorflow-crashed"),
        ("timeout", "tensorflow-hung"),
        ("failed", "detection-failed"),
        ("no-result", "detection-failed"),
    ],
)
def test_the_job_s_end_with_its_last_three_log_lines(status: str, finding: str) -> None:
    facts = fs.healthy()
    facts["job"] = {
        "status": status,
        "message": "The job ended.",
        "log_tail": ["one", "two", "three", "four"],
    }
    f = findings(facts)[finding]
    assert f.severity == ERROR
    assert f.evidence == [
        "The job ended.",
        "last log line: two",
        "last log line: three",
        "last log line: four",
    ]


@pytest.mark.parametrize(
    ("python", "platform", "command"),
    [
        ("/opt/tf env/bin/python", "linux", "$ '/opt/tf env/bin/python' -c"),
        ("/usr/bin/python3", "linux", "$ /usr/bin/python3 -c"),
        (
            r"C:\Program Files\Python311\python.exe",
            "windows",
            r'$ "C:\Program Files\Python311\python.exe" -c',
        ),
        (r"C:\py\python.exe", "windows", r"$ C:\py\python.exe -c"),
    ],
)
def test_a_failed_job_s_fix_names_the_interpreter(python: str, platform: str, command: str) -> None:
    facts = fs.healthy()
    facts["system"]["platform_kind"] = platform
    facts["job"] = {"status": "failed", "message": "m", "python": python}
    fix = findings(facts)["detection-failed"].fix
    assert command in fix and "<python>" not in fix


def test_a_failed_job_s_fix_falls_back_to_the_executable_the_job_named() -> None:
    facts = fs.healthy()
    facts["python"]["executable"] = "/srv/py/bin/python"
    facts["job"] = {"status": "no-result", "message": "m"}
    assert "$ /srv/py/bin/python -c" in findings(facts)["detection-failed"].fix


@pytest.mark.parametrize("status", ["ok", "cancelled"])
def test_a_job_that_finished_or_was_stopped_is_no_finding(status: str) -> None:
    facts = fs.healthy()
    facts["job"] = {"status": status, "message": "m", "log_tail": ["x"]}
    found = findings(facts)
    assert not {"tensorflow-crashed", "tensorflow-hung", "detection-failed"} & found.keys()


def test_a_failed_job_without_message_or_tail() -> None:
    facts = fs.healthy()
    facts["job"] = {"status": "failed"}
    assert findings(facts)["detection-failed"].evidence == [""]


def test_garbage_on_stdout_shows_the_first_four_lines() -> None:
    facts = fs.healthy()
    facts["job"]["garbage"] = ["a", "b", "c", "d", "e"]
    f = findings(facts)["detection-output-garbled"]
    assert f.evidence == ["stdout: a", "stdout: b", "stdout: c", "stdout: d"]


def test_growth_judged_from_the_target_s_environment_alone() -> None:
    facts = fs.healthy()
    facts.pop("env")
    facts["env_target"] = {}
    assert findings(facts)["memory-growth-disabled"].severity == INFO


def test_waiting_for_input_from_exactly_one_gib_held() -> None:
    facts = fs.healthy()
    gpu = facts["nvml"]["gpus"][0]
    gpu.update(util_gpu_percent=5.0, processes=[{"pid": 7, "name": "x", "gpu_memory_bytes": GIB}])
    assert "gpu-underutilized-input-bound" in findings(facts)
    # A process whose memory is not known holds none of it.
    gpu["processes"] = [
        {"pid": 7, "name": "x", "gpu_memory_bytes": GIB - 1},
        {"pid": 8, "name": "y", "gpu_memory_bytes": None},
    ]
    assert "gpu-underutilized-input-bound" not in findings(facts)


def test_each_gpu_is_judged_on_its_own() -> None:
    facts = fs.healthy()
    busy = facts["nvml"]["gpus"][0]
    busy.update(util_gpu_percent=95.0, processes=[{"pid": 7, "name": "a", "gpu_memory_bytes": GIB}])
    idle = dict(busy, index=1, util_gpu_percent=4.0)
    facts["nvml"]["gpus"].append(idle)
    f = findings(facts)["gpu-underutilized-input-bound"]
    assert f.evidence == ["GPU 1 NVIDIA GeForce RTX 4090: 1.0 GiB held by a, but only 4% busy"]
