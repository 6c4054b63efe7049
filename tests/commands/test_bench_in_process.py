"""``tfgpu bench`` run in this process with a stand-in for the benchmark job: the options the
job is made with, how each ending of the job reads (status, lines, what is printed and saved),
the comparison with earlier runs, the progress line and Ctrl-C."""

from __future__ import annotations

import argparse
import io
import json
import os
import signal
import sqlite3
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tfgpu_gui import cli
from tfgpu_gui.bench.history import History
from tfgpu_gui.commands import bench as bench_command
from tfgpu_gui.commands.bench import ProgressLine, device_name, run_job_interruptibly, suite_list
from tfgpu_gui.commands.exit_codes import BenchExit
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.runner import JobEvent, JobOutcome, JobStatus

RESULT: dict[str, Any] = {
    "schema": "tfgpu.bench-result/1",
    "quick": True,
    "env": {"tf_version": "2.21.0", "gpus": []},
    "matmul": [{"device": "CPU:0", "dtype": "float32", "n": 256, "gflops": 40.0}],
    "numpy": [{"dtype": "float32", "n": 256, "gflops": 50.0}],
}
# What a job that stopped had measured (its data lines).
PARTIAL = {
    "matmul": [{"device": "GPU:0", "dtype": "float32", "n": 256, "seconds": 0.001, "gflops": 33.5}]
}


class StandInJob:
    """A benchmark job that sends ``events`` and ends as ``outcome``, in no time."""

    def __init__(self, outcome: JobOutcome, events: tuple[JobEvent, ...] = ()) -> None:
        self.outcome = outcome
        self.events = events

    def run(self, on_event: Callable[[JobEvent], None]) -> JobOutcome:
        for event in self.events:
            on_event(event)
        return self.outcome


class Bench:
    """``tfgpu bench ARGS`` in this process; the job is made by the stand-in below."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]):
        self.monkeypatch = monkeypatch
        self.capsys = capsys
        self.made: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
        self.probed: list[str] = []
        self.job = StandInJob(JobOutcome(JobStatus.OK, "done", result=RESULT))

        def make(*args: Any, **kwargs: Any) -> StandInJob:
            self.made.append((args, kwargs))
            return self.job

        def probe(python: str) -> None:
            self.probed.append(python)

        monkeypatch.setattr("tfgpu_gui.bench.job.make_bench_job", make)
        monkeypatch.setattr("tfgpu_gui.jobs.interpreter.probe_interpreter", probe)

    def ends(self, outcome: JobOutcome, *events: JobEvent) -> None:
        self.job = StandInJob(outcome, events)

    def __call__(self, *args: str) -> tuple[int, str, str]:
        code = cli.main(["bench", "--simulate", "idle", *args])
        out, err = self.capsys.readouterr()
        return code, out, err


@pytest.fixture
def bench(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> Bench:
    return Bench(monkeypatch, capsys)


def rows_in(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM runs").fetchone()[0])
    finally:
        conn.close()


# -- the options -------------------------------------------------------------------------------


def test_by_default_every_device_and_suite_of_this_python_without_a_time_limit(bench, tmp_path):
    assert bench("--no-save")[0] == BenchExit.OK
    assert bench.probed == [sys.executable]
    assert bench.made == [
        (
            (sys.executable,),
            {"quick": False, "device": None, "suites": None, "profile_dir": None, "timeout": None},
        )
    ]


def test_the_options_reach_the_job(bench, tmp_path):
    python = str(tmp_path / "envs" / "tf" / "bin" / "python")
    argv = ["--quick", "--device", " gpu:1 ", "--suite", " matmul, ,transfers ", "--no-save"]
    argv += ["--python", python, "--profile", str(tmp_path / "trace"), "--timeout", "90"]
    assert bench(*argv)[0] == BenchExit.OK
    assert bench.probed == [python]
    assert bench.made == [
        (
            (python,),
            {
                "quick": True,
                "device": "GPU:1",
                "suites": ["matmul", "transfers"],
                "profile_dir": str(tmp_path / "trace"),
                "timeout": 90.0,
            },
        )
    ]


@pytest.mark.parametrize(
    ("text", "device"),
    [
        ("all", "all"),
        ("ALL", "all"),
        (" All ", "all"),
        ("cpu", "CPU"),
        ("cpu:0", "CPU:0"),
        ("gpu", "GPU"),
        ("GPU:0", "GPU:0"),
        ("gpu:12", "GPU:12"),
    ],
)
def test_device_names_in_any_letter_case(text, device):
    assert device_name(text) == device


@pytest.mark.parametrize("text", ["GPU:", "GPU:x", "GPU:-1", "CPU:1", "TPU:0", "gpu0", ""])
def test_other_devices_are_refused_with_the_names_that_are_not(text):
    with pytest.raises(argparse.ArgumentTypeError) as exc:
        device_name(text)
    assert str(exc.value) == f"not a device: {text!r} (use CPU, GPU, GPU:N or all)"


def test_suites_are_a_comma_separated_list_of_known_ones():
    from tfgpu_gui.bench.results import SUITES

    assert suite_list("matmul") == ["matmul"]
    assert suite_list(" transfers ,matmul,") == ["transfers", "matmul"]
    known = ", ".join(SUITES)
    with pytest.raises(argparse.ArgumentTypeError) as exc:
        suite_list("matmul,nope, tpu")
    assert str(exc.value) == f"unknown suite(s) nope, tpu; choose from {known}"
    for empty in ("", " , ,"):
        with pytest.raises(argparse.ArgumentTypeError) as exc:
            suite_list(empty)
        assert str(exc.value) == f"unknown suite(s) (none); choose from {known}"


@pytest.mark.parametrize(
    "argv", [["--device", "TPU:0"], ["--suite", "nope"], ["--timeout", "0"], ["--timeout", "x"]]
)
def test_bad_options_are_usage_errors_that_start_no_job(bench, argv):
    with pytest.raises(SystemExit) as exc:
        bench(*argv)
    assert exc.value.code == BenchExit.USAGE
    assert bench.made == []


def test_the_help_names_the_defaults(capsys, monkeypatch):
    from tfgpu_gui.bench.results import SUITES

    monkeypatch.setenv("COLUMNS", "400")  # no help text wrapped

    with pytest.raises(SystemExit):
        cli.main(["bench", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert f"(default: {','.join(SUITES)})" in out
    assert "--device DEV" in out and "(default: every GPU and the CPU)" in out
    assert "--timeout S" in out and "--history FILE" in out and "--no-save" in out
    for text in (
        "--quick a small version of each suite (seconds on a CPU)",
        "--python PATH the interpreter with TensorFlow (your training environment; default: "
        "this one)",
        "--json print the run as JSON (schema tfgpu.bench/1)",
        "--profile DIR record a TensorFlow profiler trace of the training step into DIR",
        "--timeout S stop the job after S seconds (at most a day)",
        "--history FILE history database (default: user data dir)",
        "--no-save leave the history alone: neither open nor create it (no comparison either)",
    ):
        assert text in out, text


# -- how the job ended -------------------------------------------------------------------------


def test_a_finished_run_as_json_is_saved_and_says_ok(bench, tmp_path):
    path = tmp_path / "h.sqlite3"
    code, out, err = bench("--json", "--history", str(path))
    assert (code, err) == (BenchExit.OK, "")
    assert out.splitlines()[:2] == ["{", '  "schema": "tfgpu.bench/1",']  # indented by two
    data = json.loads(out)
    assert data["status"] == "ok" and data["schema"] == "tfgpu.bench/1"
    assert [(m["device"], m["value"]) for m in data["measurements"]] == [
        ("CPU:0", 40.0),
        ("numpy", 50.0),
    ]
    assert rows_in(path) == 1


def test_the_machine_is_the_simulated_one_with_its_seed_driver_and_peaks(bench, tmp_path):
    """The GPU facts come from the telemetry the command line names (here simulated, with its
    seed); the job's GPU figures are rated against that GPU's peak."""
    from tfgpu_gui.telemetry.sources.registry import make_backend

    bench.ends(JobOutcome(JobStatus.OK, "done", result={**RESULT, **PARTIAL}))
    code, out, _err = bench("--seed", "3", "--json", "--no-save")
    assert code == BenchExit.OK
    machine = json.loads(out)["machine"]
    with make_backend("idle", seed=3) as backend:
        uuid = backend.read().gpus[0].static.uuid
    assert [(g["name"], g["uuid"]) for g in machine["gpus"]] == [("NVIDIA GeForce RTX 3060", uuid)]
    assert uuid != "GPU-51000000-0000-51a7-64bf61b512ff"  # seed 0's
    assert (machine["driver_version"], machine["cuda_driver_version"]) == ("555.42.06", "12.5")
    (gpu,) = [m for m in json.loads(out)["measurements"] if m["device"] == "GPU:0"]
    # RTX 3060: compute capability 8.6 (128 FP32 lanes per SM), 28 SMs at 2100 MHz:
    # 2 x 128 x 28 x 2.1 GHz = 15052.8 GFLOP/s; 33.5 of it is 0.2225 %.
    assert gpu["reference"] == pytest.approx(15052.8)
    assert gpu["reference_label"] == (
        "FP32 peak (estimate: compute capability 8.6, 28 SMs at 2100 MHz)"
    )
    assert gpu["efficiency"] == pytest.approx(33.5 / 15052.8, rel=1e-3)


def test_stderr_is_coloured_by_its_own_terminal_not_by_stdout_s(bench, tmp_path, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    tty = Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"not a database" * 100)
    code, out, _err = bench("--history", str(path))  # stdout: a pipe (captured)
    assert code == BenchExit.OK
    assert "\x1b[" not in out
    assert tty.getvalue().startswith("tfgpu: \x1b[33mThe benchmark history ")


def test_a_python_that_is_not_one_starts_no_job(bench, monkeypatch, tmp_path):
    def refuse(python: str) -> None:
        raise NotAPython(f"{python} does not exist")

    monkeypatch.setattr("tfgpu_gui.jobs.interpreter.probe_interpreter", refuse)
    code, out, err = bench("--python", "/nowhere/python", "--history", str(tmp_path / "h"))
    assert (code, out, err) == (
        BenchExit.NO_TENSORFLOW,
        "",
        "tfgpu: /nowhere/python does not exist\n",
    )
    assert bench.made == [] and not (tmp_path / "h").exists()


def test_no_tensorflow_in_the_python_says_so_and_saves_nothing(bench, tmp_path):
    error = {"kind": "no-tensorflow", "message": "TensorFlow is not installed in /x/python."}
    bench.ends(JobOutcome(JobStatus.FAILED, "failed", error=error))
    code, out, err = bench("--history", str(tmp_path / "h"))
    assert code == BenchExit.NO_TENSORFLOW and out == ""
    assert err == (
        "tfgpu: TensorFlow is not installed in /x/python. Choose the Python of your training "
        "environment (the one where `import tensorflow` works).\n"
    )
    assert not (tmp_path / "h").exists()


def test_an_interpreter_that_will_not_start_is_no_tensorflow_too(bench, tmp_path):
    bench.ends(JobOutcome(JobStatus.NOT_PYTHON, "/x/python is not a Python interpreter."))
    code, out, err = bench("--history", str(tmp_path / "h"))
    assert (code, out) == (BenchExit.NO_TENSORFLOW, "")
    assert err == "tfgpu: /x/python is not a Python interpreter.\n"


@pytest.mark.parametrize(
    ("status", "exit"),
    [
        (JobStatus.FAILED, BenchExit.FAILED),
        (JobStatus.CRASHED, BenchExit.FAILED),
        (JobStatus.TIMEOUT, BenchExit.FAILED),
        (JobStatus.NO_RESULT, BenchExit.FAILED),
        (JobStatus.CANCELLED, BenchExit.INTERRUPTED),
    ],
)
def test_a_job_that_measured_nothing_prints_nothing_but_why(bench, tmp_path, status, exit):
    bench.ends(JobOutcome(status, "It stopped.", error={"kind": "x", "message": "m"}))
    code, out, err = bench("--json", "--history", str(tmp_path / "h"))
    assert (code, out, err) == (exit, "", "tfgpu: It stopped.\n")
    assert not (tmp_path / "h").exists()


@pytest.mark.parametrize(
    ("status", "exit"),
    [(JobStatus.CRASHED, BenchExit.FAILED), (JobStatus.CANCELLED, BenchExit.INTERRUPTED)],
)
def test_a_job_that_stopped_part_way_prints_what_it_measured_and_saves_nothing(
    bench, tmp_path, status, exit
):
    bench.ends(JobOutcome(status, "It stopped.", data=PARTIAL, error={"kind": "x"}))
    code, out, err = bench("--json", "--history", str(tmp_path / "h"))
    assert code == exit
    data = json.loads(out)
    assert data["status"] == status.value
    assert [(m["device"], m["value"]) for m in data["measurements"]] == [("GPU:0", 33.5)]
    assert err == "tfgpu: It stopped. The results measured before it stopped are shown.\n"
    assert not (tmp_path / "h").exists()


def test_a_job_that_stopped_part_way_as_text(bench, tmp_path):
    bench.ends(JobOutcome(JobStatus.TIMEOUT, "Stopped after 60 s.", data=PARTIAL, error={"k": 1}))
    code, out, err = bench("--history", str(tmp_path / "h"))
    assert code == BenchExit.FAILED
    assert "GPU:0" in out and "33.5" in out and "Earlier runs" not in out
    assert err == "tfgpu: Stopped after 60 s. The results measured before it stopped are shown.\n"


# -- the history and the comparison ------------------------------------------------------------


def test_the_text_compares_with_the_earlier_runs_of_this_machine(bench, tmp_path):
    path = tmp_path / "h.sqlite3"
    first = bench("--history", str(path))
    assert first[0] == BenchExit.OK and "Earlier runs" not in first[1]
    code, out, err = bench("--history", str(path))
    assert (code, err) == (BenchExit.OK, "")
    # The report, then the comparison right after it, each ending its last line once.
    report, comparison_text = out.split("\nEarlier runs on this machine\n")
    assert report.endswith("compare with the peak.\n")  # no blank line added
    assert comparison_text.endswith("(+0%)\n")
    assert "Driver 555.42.06 · CUDA (driver) 12.5" in report  # the machine's facts
    assert first[1].endswith(
        "far from the hardware's limits by design. Run the full "
        "benchmark to compare with the peak.\n"
    )
    comparison = out[out.index("Earlier runs on this machine") :].splitlines()
    assert comparison[1].split() == ["MEASUREMENT", "THIS", "RUN", "2.21.0", "#1"]
    assert comparison[2].split() == [
        "matmul",
        "CPU:0",
        "256x256",
        "40.0",
        "GFLOP/s",
        "40.0",
        "(+0%)",
    ]
    assert rows_in(path) == 2


def test_an_earlier_run_without_a_tensorflow_version_is_labelled_with_a_question_mark(
    bench, tmp_path
):
    path = tmp_path / "h.sqlite3"
    bench.ends(JobOutcome(JobStatus.OK, "done", result={**RESULT, "env": {"gpus": []}}))
    assert bench("--history", str(path))[0] == BenchExit.OK
    bench.ends(JobOutcome(JobStatus.OK, "done", result=RESULT))
    out = bench("--history", str(path))[1]
    assert out[out.index("Earlier runs") :].splitlines()[1].split()[-2:] == ["?", "#1"]


def test_at_most_four_earlier_runs_are_compared_newest_first(bench, tmp_path):
    path = tmp_path / "h.sqlite3"
    for _ in range(5):
        assert bench("--history", str(path))[0] == BenchExit.OK
    out = bench("--history", str(path))[1]
    header = out[out.index("Earlier runs") :].splitlines()[1]
    assert [w for w in header.split() if w.startswith("#")] == ["#5", "#4", "#3", "#2"]


def test_only_the_four_newest_earlier_runs_are_read_and_those_without_figures_not_shown(
    bench, tmp_path
):
    path = tmp_path / "h.sqlite3"
    for _ in range(4):
        assert bench("--history", str(path))[0] == BenchExit.OK
    empty = {**RESULT, "matmul": [], "numpy": []}  # a run that measured nothing: #5
    bench.ends(JobOutcome(JobStatus.OK, "done", result=empty))
    assert bench("--history", str(path))[0] == BenchExit.OK
    bench.ends(JobOutcome(JobStatus.OK, "done", result=RESULT))
    out = bench("--history", str(path))[1]
    header = out[out.index("Earlier runs") :].splitlines()[1]
    assert [w for w in header.split() if w.startswith("#")] == ["#4", "#3", "#2"]


def test_the_runs_of_another_machine_are_not_compared(bench, tmp_path, monkeypatch):
    path = tmp_path / "h.sqlite3"
    assert cli.main(["bench", "--simulate", "datacenter", "--history", str(path)]) == 0
    code, out, _err = bench("--history", str(path))  # another machine: simulated "idle"
    assert code == BenchExit.OK and "Earlier runs" not in out
    assert rows_in(path) == 2
    out = bench("--history", str(path))[1]
    header = out[out.index("Earlier runs") :].splitlines()[1]
    assert [w for w in header.split() if w.startswith("#")] == ["#2"]


def test_a_damaged_earlier_run_is_said_in_yellow_on_a_colour_terminal(bench, tmp_path, monkeypatch):
    path = tmp_path / "h.sqlite3"
    assert bench("--history", str(path))[0] == BenchExit.OK
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("UPDATE runs SET result_json = '{\"matmul\": [' WHERE id = 1")
    conn.close()
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    code, _out, err = bench("--history", str(path))
    assert code == BenchExit.OK
    assert err == f"tfgpu: \x1b[33m1 damaged earlier run skipped\x1b[0m in {path}\n"


def test_earlier_runs_that_cannot_be_read_do_not_stop_the_save(bench, tmp_path, monkeypatch):
    def broken(self, *args, **kwargs):
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(History, "runs", broken)
    path = tmp_path / "h.sqlite3"
    code, out, err = bench("--history", str(path))
    assert code == BenchExit.OK
    assert err == "tfgpu: the earlier runs could not be read: disk I/O error\n"
    assert "Earlier runs" not in out
    assert rows_in(path) == 1


def test_a_history_that_is_not_a_database_is_set_aside_and_said_so(bench, tmp_path):
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"not a database" * 100)
    code, _out, err = bench("--json", "--history", str(path))
    assert code == BenchExit.OK
    (line,) = err.splitlines()
    assert line.startswith(f"tfgpu: The benchmark history {path} could not be read (")
    assert line.endswith("and a new, empty history was started.")
    assert rows_in(path) == 1


def test_a_notice_is_yellow_on_a_colour_terminal(bench, tmp_path, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    path = tmp_path / "h.sqlite3"
    path.write_bytes(b"not a database" * 100)
    _code, out, err = bench("--history", str(path))
    assert err.startswith("tfgpu: \x1b[33mThe benchmark history ") and err.endswith("\x1b[0m\n")
    assert "\x1b[1m" in out  # the report is in colour too


def test_the_default_history_is_named_when_it_cannot_be_written(bench, tmp_path, monkeypatch):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder would be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    from tfgpu_gui.bench.history import default_path

    code, out, err = bench("--json")
    assert code == BenchExit.NOT_SAVED
    assert err.startswith(f"tfgpu: this run was not saved in the history {default_path()}: ")
    assert str(default_path()).startswith(str(blocker))
    assert json.loads(out)["status"] == "ok"


# -- the progress line -------------------------------------------------------------------------


class Tty(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.flushed_at: list[int] = []

    def isatty(self) -> bool:
        return True

    def flush(self) -> None:
        self.flushed_at.append(len(self.getvalue()))


def progress(fraction: float, message: str) -> JobEvent:
    return JobEvent("progress", {"fraction": fraction, "message": message}, 0.0)


def test_a_shorter_progress_line_covers_the_longer_one_before_it():
    stream = Tty()
    line = ProgressLine(stream)
    line(progress(0.5, "matmul 8192x8192 float32 on GPU:0"))
    first = stream.getvalue()
    line(progress(1.0, "done"))
    second = stream.getvalue()[len(first) :]
    assert second.startswith("\r[" + "#" * 30 + "] 100%  done ")
    assert len(second) == len(first)  # padded to the width of the line it replaces
    line.clear()
    cleared = stream.getvalue()[len(first) + len(second) :]
    assert len(first) == 1 + 72 and len("[" + "#" * 30 + "] 100%  done") == 43
    assert cleared == "\r" + " " * 43 + "\r"  # as wide as the line now shown
    assert stream.flushed_at == [len(first), len(first) + len(second), len(stream.getvalue())]


def test_the_progress_line_is_at_most_120_characters():
    stream = Tty()
    line = ProgressLine(stream)
    line(progress(0.25, "x" * 200))
    text = stream.getvalue()
    assert text.startswith("\r[") and len(text) == 1 + 120
    line.clear()
    assert stream.getvalue()[len(text) :] == "\r" + " " * 120 + "\r"


def test_no_progress_line_on_a_stream_that_cannot_say_whether_it_is_a_terminal():
    class Bare:  # a stand-in stderr with write() only (some IDE consoles)
        def __init__(self) -> None:
            self.written: list[str] = []

        def write(self, text: str) -> None:
            self.written.append(text)

    stream = Bare()
    line = ProgressLine(stream)  # type: ignore[arg-type]
    assert line.live is False
    line(progress(0.5, "matmul"))
    line.clear()
    assert stream.written == []


def test_clearing_a_progress_line_never_drawn_writes_nothing():
    stream = Tty()
    line = ProgressLine(stream)
    line(JobEvent("log", {"line": "I tensorflow ..."}, 0.0))
    line.clear()
    assert stream.getvalue() == "" and stream.flushed_at == []


def test_the_job_s_progress_goes_to_a_terminal_s_stderr_and_is_cleared(bench, monkeypatch):
    tty = Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    bench.ends(
        JobOutcome(JobStatus.OK, "done", result=RESULT),
        progress(0.5, "matmul 256x256 float32 on CPU:0"),
    )
    code, out, _err = bench("--json", "--no-save")
    assert code == BenchExit.OK and json.loads(out)["status"] == "ok"
    drawn = "[" + "#" * 15 + "." * 15 + "]  50%  matmul 256x256 float32 on CPU:0"
    assert tty.getvalue() == "\r" + drawn + "\r" + " " * len(drawn) + "\r"


# -- Ctrl-C ------------------------------------------------------------------------------------


def test_ctrl_c_stops_the_job_and_waits_for_its_outcome(monkeypatch):
    """The job runs on a helper thread; Ctrl-C in this thread asks it to stop and waits."""
    stopped = threading.Event()
    started = threading.Event()
    outcome = JobOutcome(JobStatus.CANCELLED, "Cancelled.")
    stops: list[object] = []

    class SlowJob:
        def run(self, on_event):
            started.set()
            assert stopped.wait(30), "never stopped"
            return outcome

    def stop_after_interrupt(job):
        stops.append(job)
        stopped.set()

    monkeypatch.setattr("tfgpu_gui.jobs.runner.stop_after_interrupt", stop_after_interrupt)
    job = SlowJob()
    main = threading.main_thread().ident
    assert main is not None and threading.get_ident() == main

    def waiting_for_the_job() -> bool:
        """The main thread is in the wait for the job (not still starting its thread)."""
        frame = sys._current_frames().get(main)
        callees: list[str] = []
        # (under a mutation tool the function's code may have a longer name, and be called
        # through the tool's own frames)
        while frame is not None and "run_job_interruptibly" not in frame.f_code.co_name:
            if f"{os.sep}mutmut{os.sep}" not in frame.f_code.co_filename:
                callees.append(frame.f_code.co_name)
            frame = frame.f_back
        return frame is not None and bool(callees) and "wait" in callees[-1]

    def interrupt():
        assert started.wait(30)
        deadline = time.monotonic() + 30
        while not waiting_for_the_job():  # a Ctrl-C before that is not the one tested
            assert time.monotonic() < deadline
            time.sleep(0.001)
        signal.pthread_kill(main, signal.SIGINT)

    threading.Thread(target=interrupt, daemon=True).start()
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        assert run_job_interruptibly(job, ProgressLine(io.StringIO())) is outcome  # type: ignore[arg-type]
    finally:
        signal.signal(signal.SIGINT, previous)
    assert stops == [job]


def test_a_job_that_ends_by_itself_is_returned_as_it_ended():
    outcome = JobOutcome(JobStatus.OK, "done", result=RESULT)
    seen: list[JobEvent] = []
    events = (progress(0.5, "half"),)

    threads: list[threading.Thread] = []

    class Recorder(ProgressLine):
        def __call__(self, event):
            threads.append(threading.current_thread())
            seen.append(event)

    got = run_job_interruptibly(StandInJob(outcome, events), Recorder(io.StringIO()))  # type: ignore[arg-type]
    assert got is outcome and seen == list(events)
    # The job runs on a thread of its own, named for a stack dump, which never keeps tfgpu
    # from exiting.
    (thread,) = threads
    assert thread is not threading.main_thread()
    assert thread.name == "tfgpu-bench-job" and thread.daemon


def test_stopped_jobs_read_as_interrupted_only_when_cancelled():
    assert bench_command._stopped(JobStatus.CANCELLED) is BenchExit.INTERRUPTED
    for status in (JobStatus.FAILED, JobStatus.CRASHED, JobStatus.TIMEOUT, JobStatus.NO_RESULT):
        assert bench_command._stopped(status) is BenchExit.FAILED
