"""The benchmark job's command line and the sentence that says how it ended.

The job is started in a stand-in interpreter (a script that reports the command line and the
environment it got, or hangs for a bounded time), so these tests never start TensorFlow and
never wait long; the endings are worked out from outcomes built as the runner builds them.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tfgpu_gui.bench.job import (
    FULL_TIMEOUT_S,
    NO_TENSORFLOW,
    QUICK_TIMEOUT_S,
    Ending,
    bench_args,
    ending,
    make_bench_job,
    partial_run,
)
from tfgpu_gui.jobs.runner import JobOutcome, JobStatus, script_path

REPORTER = """\
import json, os, sys
print(json.dumps({"type": "hello", "protocol": 1}), flush=True)
value = {"argv": sys.argv[1:], "log_level": os.environ.get("TF_CPP_MIN_LOG_LEVEL")}
print(json.dumps({"type": "result", "value": value}), flush=True)
"""

# Hangs, but not for ever: a job whose timeout is lost ends by itself, and its test fails soon.
SLEEPER = """\
import json, time
print(json.dumps({"type": "hello", "protocol": 1}), flush=True)
time.sleep(20)
"""


def stand_in(tmp_path: Path, code: str) -> str:
    """An executable that runs ``code`` in this Python, whatever script it is asked to run."""
    path = tmp_path / "python"
    path.write_text(f"#!{sys.executable}\n{code}", encoding="utf-8")
    path.chmod(0o755)
    return str(path)


MATMUL = {"device": "GPU:0", "dtype": "float32", "n": 4096, "seconds": 0.02, "gflops": 6871.9}


def test_no_options_give_no_arguments() -> None:
    assert bench_args() == []
    assert bench_args(quick=False, device="", suites=[], profile_dir="", sizes=[]) == []


def test_every_option_becomes_its_argument() -> None:
    args = bench_args(
        quick=True,
        device="GPU:1",
        suites=["matmul", "training"],
        profile_dir="/tmp/profile",
        sizes=[1024, 4096.0],
    )
    assert args == [
        "--quick",
        *("--device", "GPU:1"),
        *("--suite", "matmul,training"),
        *("--profile", "/tmp/profile"),
        *("--sizes", "1024,4096"),
    ]


def test_an_unknown_suite_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError) as raised:
        bench_args(suites=["matmul", "convs", "lstm"])
    assert str(raised.value) == (
        "unknown suite(s): convs, lstm (choose from ('matmul', 'transfers', 'training', 'scaling'))"
    )


def test_the_job_runs_the_bench_script_with_its_arguments_and_quiet_tensorflow(
    tmp_path: Path,
) -> None:
    python = stand_in(tmp_path, REPORTER)
    job = make_bench_job(
        python,
        quick=True,
        device="CPU:0",
        suites=["transfers"],
        profile_dir="/tmp/trace",
        sizes=[512],
    )
    outcome = job.run()
    assert outcome.status is JobStatus.OK, outcome.message
    assert outcome.result == {
        "argv": [
            "-u",
            script_path("bench"),
            *("--quick", "--device", "CPU:0", "--suite", "transfers"),
            *("--profile", "/tmp/trace", "--sizes", "512"),
        ],
        "log_level": "1",
    }


def test_the_default_time_limit_depends_on_a_quick_run() -> None:
    assert make_bench_job(sys.executable, quick=True).timeout == QUICK_TIMEOUT_S
    assert make_bench_job(sys.executable).timeout == FULL_TIMEOUT_S
    assert QUICK_TIMEOUT_S < FULL_TIMEOUT_S
    assert make_bench_job(sys.executable, quick=True, timeout=42.5).timeout == 42.5


def test_a_job_past_its_time_limit_is_stopped(tmp_path: Path) -> None:
    job = make_bench_job(stand_in(tmp_path, SLEEPER), quick=True, timeout=0.5)
    job.grace = 0.2
    outcome = job.run()
    assert outcome.status is JobStatus.TIMEOUT
    assert outcome.duration_s < 15.0
    end = ending(outcome)
    assert end.kind is JobStatus.TIMEOUT and end.run is None
    assert end.message.startswith("The job did not finish within 0.5 s and was stopped")


def outcome_of(status: JobStatus, message: str, **fields: object) -> JobOutcome:
    return JobOutcome(status, message, **fields)  # type: ignore[arg-type]


def test_a_finished_job_gives_its_whole_run() -> None:
    result = {"quick": True, "env": {"tf_version": "2.21.0"}, "matmul": [MATMUL]}
    end = ending(outcome_of(JobStatus.OK, "Finished.", result=result, returncode=0))
    assert end.kind is JobStatus.OK and end.ok and end.message == "Finished."
    assert end.run is not None and end.run.complete and end.run.quick
    assert [(m.device, m.value) for m in end.run.select("matmul")] == [("GPU:0", 6871.9)]


# The profiler's refusal as TensorFlow's cupti_tracer.cc logs it
# (https://github.com/tensorflow/tensorflow/issues/35860).
CUPTI_REFUSED = (
    "2020-01-14 11:20:33.123: E tensorflow/core/profiler/internal/gpu/cupti_tracer.cc:1307] "
    "function cupti_interface_->Subscribe( &subscriber_, (CUpti_CallbackFunc)ApiCallback, "
    "this)failed with error CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"
)
PROFILED = {"env": {}, "matmul": [MATMUL], "profile": {"logdir": "/tmp/p", "command": "tb"}}


def test_a_profile_whose_gpu_counters_were_refused_says_so() -> None:
    end = ending(
        outcome_of(JobStatus.OK, "Finished.", result=PROFILED, log_lines=["I x", CUPTI_REFUSED])
    )
    assert end.run is not None and end.run.profile is not None
    assert end.run.profile["refused"] == (
        "The profiler cannot trace the GPU: the driver lets only administrators read it "
        "(tfgpu explain profiler-counters-restricted)"
    )
    assert end.run.profile["command"] == "tb"


def test_a_profile_without_the_refusal_or_a_run_without_a_profile_is_left_as_it_is() -> None:
    plain = ending(outcome_of(JobStatus.OK, "Finished.", result=PROFILED, log_lines=["I x"]))
    assert plain.run is not None and plain.run.profile == PROFILED["profile"]
    unprofiled = {"env": {}, "matmul": [MATMUL]}
    end = ending(
        outcome_of(JobStatus.OK, "Finished.", result=unprofiled, log_lines=[CUPTI_REFUSED])
    )
    assert end.run is not None and end.run.profile is None


def test_a_result_followed_by_a_crash_is_a_crash() -> None:
    outcome = outcome_of(
        JobStatus.CRASHED,
        "The job crashed (SIGSEGV).",
        result={"matmul": [MATMUL]},
        data={"matmul": [MATMUL]},
        log_lines=["Fatal Python error: Segmentation fault"],
        returncode=-11,
    )
    end = ending(outcome)
    assert not end.ok and end.kind is JobStatus.CRASHED
    assert end.message == (
        "The job crashed (SIGSEGV). The results measured before it stopped are shown."
        " Last log lines: Fatal Python error: Segmentation fault"
    )
    assert end.run is not None and not end.run.complete


def test_a_crash_names_the_last_three_log_lines_cut_to_200_characters() -> None:
    long = "x" * 250
    outcome = outcome_of(
        JobStatus.CRASHED,
        "The job crashed (SIGABRT).",
        log_lines=["first", "  second  ", "", long, "   ", "last"],
    )
    end = ending(outcome)
    assert end.message == (
        f"The job crashed (SIGABRT). Last log lines: second | {'x' * 200} | last"
    )
    assert end.run is None


def test_a_timeout_keeps_what_was_measured() -> None:
    outcome = outcome_of(
        JobStatus.TIMEOUT,
        "The job did not finish within 300 s.",
        data={"env": {"tf_version": "2.21.0"}, "matmul": [MATMUL]},
        log_lines=["compiling"],
    )
    end = ending(outcome)
    assert end.message == (
        "The job did not finish within 300 s. The results measured before it stopped are "
        "shown. Last log lines: compiling"
    )
    assert end.run is not None and not end.run.complete
    assert end.run.tf_version == "2.21.0"
    assert [m.value for m in end.run.select("matmul")] == [6871.9]


def test_a_missing_tensorflow_says_which_python_to_choose() -> None:
    outcome = outcome_of(
        JobStatus.FAILED,
        "TensorFlow is not installed in /usr/bin/python3.",
        error={
            "kind": NO_TENSORFLOW,
            "message": "TensorFlow is not installed in /usr/bin/python3.",
        },
        data={"matmul": [MATMUL]},
        log_lines=["ModuleNotFoundError: No module named 'tensorflow'"],
        returncode=1,
    )
    assert ending(outcome) == Ending(
        NO_TENSORFLOW,
        "TensorFlow is not installed in /usr/bin/python3. Choose the Python of your training "
        "environment (the one where `import tensorflow` works).",
        None,
    )


def test_not_a_python_keeps_the_runners_sentence_alone() -> None:
    outcome = outcome_of(
        JobStatus.NOT_PYTHON,
        "/bin/cat did not run the job as Python (no output).",
        log_lines=["cat: -u: invalid option"],
    )
    assert ending(outcome) == Ending(
        JobStatus.NOT_PYTHON, "/bin/cat did not run the job as Python (no output).", None
    )


def test_a_reported_failure_names_the_error_without_the_log() -> None:
    outcome = outcome_of(
        JobStatus.FAILED,
        "Out of memory on GPU:0",
        error={
            "message": "Out of memory on GPU:0",
            "traceback": "Traceback ...\nResourceExhausted",
        },
        log_lines=["W0000 allocator.cc] ran out of memory"],
        returncode=1,
    )
    end = ending(outcome)
    assert end == Ending(JobStatus.FAILED, "The benchmark failed: Out of memory on GPU:0", None)


def test_an_error_without_a_traceback_keeps_the_runners_sentence() -> None:
    outcome = outcome_of(
        JobStatus.FAILED,
        "No GPU matches --device GPU:3.",
        error={"message": "No GPU matches --device GPU:3."},
        log_lines=["W0000 something"],
        returncode=2,
    )
    assert ending(outcome).message == "No GPU matches --device GPU:3."


def test_an_error_with_a_traceback_and_no_message_keeps_the_runners_sentence() -> None:
    outcome = outcome_of(
        JobStatus.FAILED,
        "The job reported an error.",
        error={"traceback": "Traceback ..."},
        returncode=1,
    )
    assert ending(outcome).message == "The job reported an error."


def test_an_exit_without_a_result_or_an_error_adds_the_log() -> None:
    outcome = outcome_of(
        JobStatus.FAILED,
        "The job exited with status 1 without a result.",
        log_lines=["Illegal instruction"],
        returncode=1,
    )
    assert ending(outcome).message == (
        "The job exited with status 1 without a result. Last log lines: Illegal instruction"
    )
    no_result = outcome_of(
        JobStatus.NO_RESULT, "The job ended without reporting a result.", log_lines=["bye"]
    )
    assert ending(no_result).message == (
        "The job ended without reporting a result. Last log lines: bye"
    )


def test_a_cancel_adds_no_log_but_keeps_what_was_measured() -> None:
    plain = outcome_of(JobStatus.CANCELLED, "Cancelled.", log_lines=["step 3"])
    assert ending(plain) == Ending(JobStatus.CANCELLED, "Cancelled.", None)
    measured = outcome_of(
        JobStatus.CANCELLED,
        "Cancelled.",
        error={"kind": "cancelled", "message": "Cancelled."},
        data={"matmul": [MATMUL]},
        log_lines=["step 3"],
    )
    end = ending(measured)
    assert end.message == "Cancelled. The results measured before it stopped are shown."
    assert end.run is not None and len(end.run.measurements) == 1


def test_a_partial_run_needs_a_measurement() -> None:
    assert partial_run(outcome_of(JobStatus.CANCELLED, "Cancelled.")) is None
    only_env = outcome_of(JobStatus.CANCELLED, "Cancelled.", data={"env": {"gpus": []}})
    assert partial_run(only_env) is None
    run = partial_run(outcome_of(JobStatus.CANCELLED, "Cancelled.", data={"matmul": [MATMUL]}))
    assert run is not None and run.complete is False
    assert [(m.suite, m.device, m.value) for m in run.measurements] == [("matmul", "GPU:0", 6871.9)]
