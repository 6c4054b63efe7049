"""Starting the benchmark job and saying, for a person, how it ended.

Shared by ``tfgpu bench`` and the app's benchmark view, so both run the same job with the same
arguments and explain a failure with the same sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from tfgpu_gui.bench.results import SUITES, BenchRun
from tfgpu_gui.jobs.runner import Job, JobOutcome, JobStatus, script_path

QUICK_TIMEOUT_S = 300.0
FULL_TIMEOUT_S = 1800.0

# Kinds of ending, for exit codes and the view's wording.
NO_TENSORFLOW = "no-tensorflow"


def bench_args(
    quick: bool = False,
    device: str | None = None,
    suites: Sequence[str] | None = None,
    profile_dir: str | None = None,
    sizes: Sequence[int] | None = None,
) -> list[str]:
    """The job script's command-line arguments."""
    args: list[str] = []
    if quick:
        args.append("--quick")
    if device:
        args += ["--device", device]
    if suites:
        unknown = [s for s in suites if s not in SUITES]
        if unknown:
            raise ValueError(f"unknown suite(s): {', '.join(unknown)} (choose from {SUITES})")
        args += ["--suite", ",".join(suites)]
    if profile_dir:
        args += ["--profile", profile_dir]
    if sizes:
        args += ["--sizes", ",".join(str(int(n)) for n in sizes)]
    return args


def make_bench_job(
    python: str,
    quick: bool = False,
    device: str | None = None,
    suites: Sequence[str] | None = None,
    profile_dir: str | None = None,
    timeout: float | None = None,
    sizes: Sequence[int] | None = None,
) -> Job:
    """A :class:`~tfgpu_gui.jobs.runner.Job` running the benchmark in ``python``."""
    if timeout is None:
        timeout = QUICK_TIMEOUT_S if quick else FULL_TIMEOUT_S
    return Job(
        python,
        script_path("bench"),
        bench_args(quick, device, suites, profile_dir, sizes),
        timeout=timeout,
        # Keep TensorFlow's C++ log to warnings and errors: the log is for failures.
        env={"TF_CPP_MIN_LOG_LEVEL": "1"},
    )


@dataclass(frozen=True)
class Ending:
    """How a benchmark job ended: ``kind`` is the runner's status or "no-tensorflow"."""

    kind: str
    message: str
    run: BenchRun | None

    @property
    def ok(self) -> bool:
        return self.kind == JobStatus.OK


def partial_run(outcome: JobOutcome) -> BenchRun | None:
    """What a job that did not finish measured before it stopped (its ``data`` lines)."""
    if not outcome.data:
        return None
    run = BenchRun.from_result(dict(outcome.data), complete=False)
    return run if run.measurements else None


# The doctor's finding for a profiler refused the GPU's counters: its trace holds no GPU kernels.
PROFILER_REFUSED = "profiler-counters-restricted"


def _profile_refused(run: BenchRun, log_lines: Sequence[str]) -> BenchRun:
    """The run, its profile marked when the job's log shows the profiler refused the GPU's
    counters (read by the doctor's own patterns: CUPTI_ERROR_INSUFFICIENT_PRIVILEGES)."""
    from tfgpu_gui.doctor.knowledge.catalogue import entry
    from tfgpu_gui.doctor.log_explainer import classify

    if not run.profile:
        return run
    if not any((p := classify(line)) and p.finding == PROFILER_REFUSED for line in log_lines):
        return run
    refused = f"{entry(PROFILER_REFUSED).title} (tfgpu explain {PROFILER_REFUSED})"
    return replace(run, profile={**run.profile, "refused": refused})


def ending(outcome: JobOutcome) -> Ending:
    """The run (full or partial) and one sentence on how the job ended."""
    if outcome.ok and outcome.result is not None:
        run = _profile_refused(BenchRun.from_result(outcome.result), outcome.log_lines)
        return Ending(JobStatus.OK, "Finished.", run)
    error = outcome.error or {}
    partial = partial_run(outcome)
    if error.get("kind") == NO_TENSORFLOW:
        return Ending(
            NO_TENSORFLOW,
            f"{error.get('message')} Choose the Python of your training environment "
            "(the one where `import tensorflow` works).",
            None,
        )
    if outcome.status == JobStatus.NOT_PYTHON:
        return Ending(JobStatus.NOT_PYTHON, outcome.message, None)
    tail = ""
    if outcome.status in (JobStatus.CRASHED, JobStatus.TIMEOUT) or (
        outcome.status != JobStatus.CANCELLED and not error
    ):
        last = [line for line in outcome.log_lines if line.strip()][-3:]
        if last:
            tail = " Last log lines: " + " | ".join(line.strip()[:200] for line in last)
    message = outcome.message
    if error.get("traceback") and error.get("message"):
        message = f"The benchmark failed: {error['message']}"
    if partial is not None and outcome.status != JobStatus.OK:
        message += " The results measured before it stopped are shown."
    return Ending(outcome.status, message + tail, partial)
