"""``tfgpu bench``: how fast TensorFlow runs here, against the CPU and the hardware's limits.

Exit status: :class:`~tfgpu_gui.commands.exit_codes.BenchExit`.

What ``run`` needs is imported there: ``tfgpu`` builds every command's parser for any command
line, and one command should not pay for another's imports.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from typing import TYPE_CHECKING, TextIO

from tfgpu_gui.bench.results import SUITES
from tfgpu_gui.commands.common import positive_seconds
from tfgpu_gui.commands.exit_codes import BenchExit

if TYPE_CHECKING:
    from tfgpu_gui.bench.history import StoredRun
    from tfgpu_gui.bench.machine import Machine
    from tfgpu_gui.bench.results import BenchRun
    from tfgpu_gui.jobs.runner import Job, JobEvent, JobOutcome
    from tfgpu_gui.text.terminal import Style

NAME = "bench"
HELP = "benchmark TensorFlow on the GPUs and the CPU (matmul, transfers, training step)"
EXIT = BenchExit


def suite_list(text: str) -> list[str]:
    suites = [s.strip() for s in text.split(",") if s.strip()]
    unknown = [s for s in suites if s not in SUITES]
    if unknown or not suites:
        raise argparse.ArgumentTypeError(
            f"unknown suite(s) {', '.join(unknown) or '(none)'}; choose from {', '.join(SUITES)}"
        )
    return suites


def device_name(text: str) -> str:
    t = text.strip().upper()
    if t in ("ALL", "CPU", "CPU:0", "GPU") or (t.startswith("GPU:") and t[4:].isdecimal()):
        return "all" if t == "ALL" else t
    raise argparse.ArgumentTypeError(f"not a device: {text!r} (use CPU, GPU, GPU:N or all)")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--quick", action="store_true", help="a small version of each suite (seconds on a CPU)"
    )
    parser.add_argument(
        "--device",
        type=device_name,
        default="all",
        metavar="DEV",
        help="GPU:N, GPU (all GPUs), CPU, or all (default: every GPU and the CPU)",
    )
    parser.add_argument(
        "--suite",
        type=suite_list,
        default=None,
        metavar="LIST",
        help=f"comma-separated suites (default: {','.join(SUITES)})",
    )
    parser.add_argument(
        "--python",
        metavar="PATH",
        default=None,
        help="the interpreter with TensorFlow (your training environment; default: this one)",
    )
    parser.add_argument(
        "--json", action="store_true", help="print the run as JSON (schema tfgpu.bench/1)"
    )
    parser.add_argument(
        "--profile",
        metavar="DIR",
        default=None,
        help="record a TensorFlow profiler trace of the training step into DIR",
    )
    parser.add_argument(
        "--timeout",
        type=positive_seconds,
        default=None,
        metavar="S",
        help="stop the job after S seconds (at most a day)",
    )
    parser.add_argument(
        "--history", metavar="FILE", default=None, help="history database (default: user data dir)"
    )
    parser.add_argument(
        "--no-save",
        action="store_true",
        help="leave the history alone: neither open nor create it (no comparison either)",
    )


class ProgressLine:
    """One self-overwriting progress line on a terminal; silent elsewhere."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.live = bool(getattr(stream, "isatty", lambda: False)())
        self._width = 0

    def __call__(self, event: JobEvent) -> None:
        progress = event.progress
        if not self.live or progress is None:
            return
        from tfgpu_gui.bench.render import fmt_progress_bar

        text = fmt_progress_bar(progress.fraction, progress.message)[:120]
        self.stream.write("\r" + text.ljust(self._width))
        self.stream.flush()
        self._width = len(text)

    def clear(self) -> None:
        if self.live and self._width:
            self.stream.write("\r" + " " * self._width + "\r")
            self.stream.flush()


def run_job_interruptibly(job: Job, on_event: ProgressLine) -> JobOutcome:
    """Run the job in a thread so Ctrl-C here cancels it (the child has its own session).

    Ctrl-C (and SIGTERM or SIGHUP, see :mod:`tfgpu_gui.cli`) stops the job and waits until its
    process group is gone; a second one kills it at once (the waits: ``wait_awake``).
    """
    from tfgpu_gui.jobs.runner import stop_after_interrupt, wait_awake

    box: dict[str, JobOutcome] = {}
    done = threading.Event()

    def work() -> None:
        try:
            box["o"] = job.run(on_event)
        finally:
            done.set()

    threading.Thread(target=work, name="tfgpu-bench-job", daemon=True).start()
    try:
        wait_awake(done)
    except KeyboardInterrupt:
        stop_after_interrupt(job)
        wait_awake(done)
    return box["o"]


def _stopped(end_kind: str) -> BenchExit:
    from tfgpu_gui.jobs.runner import JobStatus

    return BenchExit.INTERRUPTED if end_kind == JobStatus.CANCELLED else BenchExit.FAILED


def use_history(
    path: str | None, bench: BenchRun, machine: Machine, err_style: Style
) -> tuple[list[StoredRun], bool]:
    """Read the earlier runs of this machine, then save ``bench``; say on stderr what failed.

    Returns:
        The earlier runs (newest first, at most 4) and whether ``bench`` was saved.
    """
    import sqlite3

    from tfgpu_gui.bench.history import History, damaged_note, default_path

    earlier: list[StoredRun] = []
    try:
        with History(path) as history:
            if history.notice:
                print(f"tfgpu: {err_style(history.notice, 'yellow')}", file=sys.stderr)
            try:
                earlier = history.runs(machine.machine_id, limit=4)
            except sqlite3.Error as exc:
                print(f"tfgpu: the earlier runs could not be read: {exc}", file=sys.stderr)
            note = damaged_note(history.damaged)
            if note:
                print(f"tfgpu: {err_style(note, 'yellow')} in {history.path}", file=sys.stderr)
            history.save(bench, machine)
    except Exception as exc:  # noqa: BLE001 - a history error must not lose the results
        where = path or default_path()
        print(f"tfgpu: this run was not saved in the history {where}: {exc}", file=sys.stderr)
        return earlier, False
    return earlier, True


def run(args: argparse.Namespace) -> BenchExit:
    from tfgpu_gui.bench.efficiency import evaluate
    from tfgpu_gui.bench.export import run_dict
    from tfgpu_gui.bench.job import NO_TENSORFLOW, ending, make_bench_job
    from tfgpu_gui.bench.machine import machine_for, read_gpu_facts
    from tfgpu_gui.bench.render import render_comparison, render_run
    from tfgpu_gui.jobs.interpreter import NotAPython, probe_interpreter
    from tfgpu_gui.jobs.runner import JobStatus
    from tfgpu_gui.text.terminal import Style, use_color

    style = Style(use_color())
    err_style = Style(use_color(sys.stderr))
    python = args.python or sys.executable
    try:
        probe_interpreter(python)
    except NotAPython as exc:
        print(f"tfgpu: {exc}", file=sys.stderr)
        return BenchExit.NO_TENSORFLOW
    gpus, driver, cuda_driver, _why = read_gpu_facts(args.simulate, args.seed)
    job = make_bench_job(
        python,
        quick=args.quick,
        device=None if args.device == "all" else args.device,
        suites=args.suite,
        profile_dir=args.profile,
        timeout=args.timeout,
    )
    progress = ProgressLine(sys.stderr)
    outcome = run_job_interruptibly(job, progress)
    progress.clear()
    end = ending(outcome)
    if end.kind in (NO_TENSORFLOW, JobStatus.NOT_PYTHON):
        print(f"tfgpu: {end.message}", file=sys.stderr)
        return BenchExit.NO_TENSORFLOW
    if end.run is None:
        print(f"tfgpu: {end.message}", file=sys.stderr)
        return _stopped(end.kind)
    bench = end.run
    machine = machine_for(bench, gpus, driver, cuda_driver)
    evaluation = evaluate(bench, machine)
    earlier: list[StoredRun] = []
    saved = True
    if end.ok and not args.no_save:
        earlier, saved = use_history(args.history, bench, machine, err_style)
    if args.json:
        data = run_dict(bench, machine, evaluation)
        data["status"] = end.kind
        print(json.dumps(data, indent=2, default=str))
    else:
        print(render_run(bench, evaluation, machine, style), end="")
        labelled = [
            (f"{s.run.tf_version or '?'} #{s.id}", s.run) for s in earlier if s.run.measurements
        ]
        print(render_comparison(bench, labelled, style), end="")
    if end.kind != JobStatus.OK:
        print(f"tfgpu: {end.message}", file=sys.stderr)
        return _stopped(end.kind)
    return BenchExit.OK if saved else BenchExit.NOT_SAVED
