"""What each line a job prints becomes, how each ending is worded, and the child's surroundings.

Each job here is a small script written for the test, printing known lines on stdout (the
protocol) and stderr (the log), so every figure below is counted by hand from those lines.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from tfgpu_gui.jobs.output import MAX_KEPT_LINE_CHARS, MAX_LINE_BYTES
from tfgpu_gui.jobs.protocol import Progress
from tfgpu_gui.jobs.runner import MAX_DATA_KEYS, Job, JobEvent, JobOutcome, JobStatus

HELLO = json.dumps({"type": "hello", "protocol": 1})


def line(kind: str, **body: object) -> str:
    return json.dumps({"type": kind, **body})


def printing_job(
    tmp_path: Path,
    out: Sequence[str] = (),
    err: Sequence[str] = (),
    status: int = 0,
    then: str = "",
) -> str:
    """A script that writes ``out`` to stdout and ``err`` to stderr, runs ``then`` and exits
    with ``status``."""
    script = tmp_path / "job.py"
    script.write_text(
        "import sys\n"
        f"sys.stdout.write(''.join(l + '\\n' for l in {list(out)!r}))\n"
        "sys.stdout.flush()\n"
        f"sys.stderr.write(''.join(l + '\\n' for l in {list(err)!r}))\n"
        "sys.stderr.flush()\n"
        f"{then}\n"
        f"sys.exit({status})\n",
        encoding="utf-8",
    )
    return str(script)


def run(script: str, **kwargs: object) -> tuple[JobOutcome, list[JobEvent]]:
    events: list[JobEvent] = []
    outcome = Job(sys.executable, script, timeout=60, **kwargs).run(events.append)  # type: ignore[arg-type]
    return outcome, events


# -- the protocol lines ------------------------------------------------------------------------


def test_data_keys_are_kept_up_to_the_limit_and_known_keys_still_update(tmp_path: Path) -> None:
    assert MAX_DATA_KEYS == 1000
    keys = [line("data", key=f"k{i}", value=i) for i in range(1000)]
    one_too_many = line("data", key="k1000", value=1000)
    again = line("data", key="k5", value="again")
    out = [HELLO, *keys, one_too_many, again, line("result", value={})]
    outcome, events = run(printing_job(tmp_path, out))
    assert outcome.status is JobStatus.OK
    assert len(outcome.data) == 1000
    assert "k1000" not in outcome.data
    assert outcome.data["k0"] == 0 and outcome.data["k999"] == 999
    assert outcome.data["k5"] == "again"  # a key already kept is updated past the limit
    assert outcome.garbage == [one_too_many] and outcome.garbage_count == 1
    kinds = [e.kind for e in events]
    assert kinds.count("data") == 1001  # the 1000 keys and the update
    assert [e.body for e in events if e.kind == "garbage"] == [{"line": one_too_many}]


def test_a_result_that_is_not_an_object_is_kept_under_value(tmp_path: Path) -> None:
    out = [HELLO, line("result", value={"first": 1}), line("result", value=[1, 2])]
    outcome, events = run(printing_job(tmp_path, out))
    assert outcome.result == {"value": [1, 2]}  # the last result is the one kept
    assert (outcome.status, outcome.message) == (JobStatus.OK, "Finished.")
    assert outcome.ok
    assert [e.body.get("value") for e in events if e.kind == "result"] == [{"first": 1}, [1, 2]]


def test_blank_stdout_lines_are_not_garbage(tmp_path: Path) -> None:
    out = [HELLO, "", "   ", "\t", "loose text", line("result", value={})]
    outcome, events = run(printing_job(tmp_path, out))
    assert outcome.garbage == ["loose text"] and outcome.garbage_count == 1
    assert [e.kind for e in events] == ["hello", "garbage", "result"]


def test_a_progress_event_carries_its_progress_and_others_none(tmp_path: Path) -> None:
    out = [
        HELLO,
        line("progress", step="import", message="Importing TensorFlow", fraction=0.25),
        line("data", key="k", value=1),
        line("result", value={}),
    ]
    outcome, events = run(printing_job(tmp_path, out))
    assert [e.kind for e in events] == ["hello", "progress", "data", "result"]
    assert events[1].progress == Progress("import", "Importing TensorFlow", 0.25)
    assert [e.progress for e in events if e.kind != "progress"] == [None, None, None]
    elapsed = [e.elapsed for e in events]
    assert elapsed[0] >= 0.0 and elapsed == sorted(elapsed)
    assert elapsed[-1] <= outcome.duration_s


# -- the log kept and shown --------------------------------------------------------------------


def test_only_the_first_part_of_the_log_is_shown_then_one_line_says_the_rest_is_kept(
    tmp_path: Path,
) -> None:
    # Each 10-character line costs 10 + 64; the first part holds 158 (two lines, 148) and the
    # last part 158 (two lines).
    err = [f"line {i:05d}" for i in range(10)]
    outcome, events = run(printing_job(tmp_path, [HELLO], err, status=3), keep_chars=316)
    assert [e.body["line"] for e in events if e.kind == "log"] == [
        "line 00000",
        "line 00001",
        "… more output than is kept: only its last part is kept …",
    ]
    assert outcome.log_lines == [
        "line 00000",
        "line 00001",
        "… 6 lines cut …",
        "line 00008",
        "line 00009",
    ]
    assert outcome.log_line_count == 10


def test_garbage_is_kept_the_same_way(tmp_path: Path) -> None:
    junk = [f"junk {i:05d}" for i in range(10)]
    outcome, events = run(printing_job(tmp_path, [HELLO, *junk]), keep_chars=316)
    assert [e.body["line"] for e in events if e.kind == "garbage"] == [
        "junk 00000",
        "junk 00001",
        "… more output than is kept: only its last part is kept …",
    ]
    assert outcome.garbage == [
        "junk 00000",
        "junk 00001",
        "… 6 lines cut …",
        "junk 00008",
        "junk 00009",
    ]
    assert outcome.garbage_count == 10
    assert outcome.status is JobStatus.NO_RESULT
    assert outcome.message == (
        "The job ended without reporting a result. It printed 10 unexpected line(s)."
    )


# -- how each ending is worded ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("out", "status", "expected_status", "message"),
    [
        (
            [HELLO, line("error", message="No GPU was found.")],
            1,
            JobStatus.FAILED,
            "No GPU was found.",
        ),
        ([HELLO, line("error", message="")], 1, JobStatus.FAILED, "The job reported an error."),
        ([HELLO, line("error")], 0, JobStatus.FAILED, "The job reported an error."),
        ([HELLO], 3, JobStatus.FAILED, "The job exited with status 3 without a result."),
        ([HELLO], 0, JobStatus.NO_RESULT, "The job ended without reporting a result."),
        ([line("result", value={"a": 1})], 0, JobStatus.OK, "Finished."),
    ],
)
def test_each_ending_says_what_happened(
    tmp_path: Path, out: list[str], status: int, expected_status: JobStatus, message: str
) -> None:
    outcome, _ = run(printing_job(tmp_path, out, status=status))
    assert outcome.status is expected_status
    assert outcome.message == message
    assert outcome.returncode == status and outcome.signal_name is None


def test_an_error_is_kept_whole(tmp_path: Path) -> None:
    error = {"type": "error", "message": "boom", "traceback": "Traceback ..."}
    outcome, events = run(printing_job(tmp_path, [HELLO, json.dumps(error)], status=1))
    assert outcome.error == error
    assert [e.body for e in events if e.kind == "error"] == [error]


def test_a_job_of_another_protocol_version_says_so_when_it_fails(tmp_path: Path) -> None:
    hello = line("hello", protocol=2)
    failed, _ = run(printing_job(tmp_path, [hello, line("error", message="Bad.")], status=1))
    assert failed.hello == {"type": "hello", "protocol": 2}
    assert failed.protocol_mismatch()
    assert failed.message == "Bad. (The job spoke a different protocol version.)"
    fine, _ = run(printing_job(tmp_path, [hello, line("result", value={})]))
    assert (fine.status, fine.message) == (JobStatus.OK, "Finished.")
    same, _ = run(printing_job(tmp_path, [HELLO, line("error", message="Bad.")], status=1))
    assert not same.protocol_mismatch() and same.message == "Bad."


def test_a_signal_before_the_hello_is_a_crash_not_a_wrong_interpreter(tmp_path: Path) -> None:
    script = printing_job(tmp_path, err=["dying"], then="import os; os.abort()")
    outcome, _ = run(script)
    assert outcome.status is JobStatus.CRASHED
    assert (outcome.returncode, outcome.signal_name) == (-signal.SIGABRT, "SIGABRT")
    assert outcome.message == (
        "The job crashed (SIGABRT); TensorFlow or a native library it loaded died. "
        "The last lines of its log tell where."
    )


def test_a_program_that_is_not_python_is_named_with_the_last_three_lines_it_wrote(
    tmp_path: Path,
) -> None:
    python = tmp_path / "python3"
    python.write_text(
        "#!/bin/sh\necho one >&2\necho two >&2\necho three >&2\necho four >&2\nexit 1\n",
        encoding="utf-8",
    )
    python.chmod(0o755)
    outcome = Job(str(python), "job.py", timeout=60).run()
    assert outcome.status is JobStatus.NOT_PYTHON
    assert outcome.message == f"{python} did not run the job as Python (two; three; four)."
    silent = Job("/bin/true", "job.py", timeout=60).run()
    assert silent.status is JobStatus.NOT_PYTHON
    assert silent.message == "/bin/true did not run the job as Python (no output)."


def test_a_timeout_names_its_seconds(tmp_path: Path) -> None:
    script = printing_job(tmp_path, [HELLO], then="import time; time.sleep(30)")
    outcome = Job(sys.executable, script, timeout=0.25, grace=0.2).run()
    assert outcome.status is JobStatus.TIMEOUT
    assert outcome.message == (
        "The job did not finish within 0.25 s and was stopped "
        "(TensorFlow hanging, e.g. waiting for a GPU or compiling kernels)."
    )


# -- the child's surroundings -----------------------------------------------------------------

REPORT = (
    "import json, os, stat, sys\n"
    "names = ['PYTHONUNBUFFERED', 'PYTHONIOENCODING', 'PYTHONPATH', 'TFGPU_TEST']\n"
    "print(json.dumps({'type': 'hello', 'protocol': 1}))\n"
    "value = {n: os.environ.get(n) for n in names}\n"
    "value['argv'] = sys.argv[1:]\n"
    "value['stdin_fifo'] = stat.S_ISFIFO(os.fstat(0).st_mode)\n"
    "print(json.dumps({'type': 'result', 'value': value}))\n"
)


def test_the_child_gets_our_environment_unbuffered_in_utf8_without_our_python_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "report.py"
    script.write_text(REPORT, encoding="utf-8")
    monkeypatch.setenv("PYTHONPATH", str(tmp_path / "our-package"))
    # A Python home that does not exist stops an interpreter at its start: it must not leak.
    monkeypatch.setenv("PYTHONHOME", str(tmp_path / "no-such-home"))
    monkeypatch.setenv("TFGPU_TEST", "inherited")
    monkeypatch.delenv("PYTHONUNBUFFERED", raising=False)
    outcome = Job(sys.executable, str(script), ["--quick", "x y"], timeout=60).run()
    assert outcome.status is JobStatus.OK, outcome.log_lines
    assert outcome.result == {
        "PYTHONUNBUFFERED": "1",
        "PYTHONIOENCODING": "utf-8",
        "PYTHONPATH": None,
        "TFGPU_TEST": "inherited",
        "argv": ["--quick", "x y"],
        "stdin_fifo": False,
    }
    assert os.environ["PYTHONPATH"] == str(tmp_path / "our-package")  # ours is untouched


def test_the_job_environment_is_added_last(tmp_path: Path) -> None:
    script = tmp_path / "report.py"
    script.write_text(REPORT, encoding="utf-8")
    env = {"TFGPU_TEST": "given", "PYTHONIOENCODING": "latin-1", "PYTHONPATH": "/given"}
    outcome = Job(sys.executable, str(script), timeout=60, env=env).run()
    assert outcome.result is not None
    assert outcome.result["TFGPU_TEST"] == "given"
    assert outcome.result["PYTHONIOENCODING"] == "latin-1"
    assert outcome.result["PYTHONPATH"] == "/given"


def test_stdin_is_a_pipe_only_when_the_job_asks_for_one(tmp_path: Path) -> None:
    script = tmp_path / "report.py"
    script.write_text(REPORT, encoding="utf-8")

    class PipedJob(Job):
        stdin_pipe = True

    outcome = PipedJob(sys.executable, str(script), timeout=60).run()
    assert outcome.result is not None and outcome.result["stdin_fifo"] is True
    # Without it, stdin is /dev/null: a character device, never a pipe.
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


def test_a_line_longer_than_is_read_says_more_was_cut(tmp_path: Path) -> None:
    script = tmp_path / "job.py"
    script.write_text(
        "import json, sys\n"
        "print(json.dumps({'type': 'hello', 'protocol': 1}))\n"
        f"sys.stdout.write('x' * {MAX_LINE_BYTES + 10} + '\\n')\n"
        f"sys.stderr.write('e' * {MAX_LINE_BYTES + 10} + '\\n')\n"
        f"sys.stderr.write('w' * {MAX_KEPT_LINE_CHARS + 4} + '\\n')\n"
        "print(json.dumps({'type': 'result', 'value': {}}))\n",
        encoding="utf-8",
    )
    outcome, events = run(str(script))
    assert outcome.status is JobStatus.OK
    # 1 MiB read of each long line, 4,096 characters kept: more than 1,044,480 cut.
    cut = "… (more than 1044480 characters cut)"
    assert outcome.garbage == ["x" * 4096 + cut]
    assert outcome.log_lines == ["e" * 4096 + cut, "w" * 4096 + "… (4 characters cut)"]
    assert [e.body["line"] for e in events if e.kind == "garbage"] == outcome.garbage


def test_a_job_starts_when_we_have_no_python_path_of_our_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = tmp_path / "report.py"
    script.write_text(REPORT, encoding="utf-8")
    monkeypatch.delenv("PYTHONPATH", raising=False)
    monkeypatch.delenv("PYTHONHOME", raising=False)
    outcome = Job(sys.executable, str(script), timeout=60).run()
    assert outcome.status is JobStatus.OK, outcome.message
    assert outcome.result is not None and outcome.result["PYTHONPATH"] is None
