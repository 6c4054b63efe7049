"""``tfgpu doctor`` run in this process: the options the diagnosis is made with, the progress
lines, each failure's status and sentence (a host that cannot be reached, one that answers
nonsense, the doctor's own), Ctrl-C, the output formats, and reading a log from standard
input or a file."""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable
from typing import Any

import pytest

from tfgpu_gui import cli
from tfgpu_gui.commands import doctor as doctor_command
from tfgpu_gui.commands.exit_codes import DoctorExit
from tfgpu_gui.doctor.collect import DoctorOptions, DoctorRun
from tfgpu_gui.doctor.remote import HostUnreachable, RemoteFailed
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.jobs.runner import JobEvent

# A log line the explainer knows: an error finding (cuDNN older than TensorFlow was built for).
CUDNN_LINE = (
    "E external/local_xla/xla/stream_executor/cuda/cuda_dnn.cc:535] Loaded runtime CuDNN "
    "library: 8.6.0 but source was compiled with: 8.9.4.  CuDNN library needs to have matching "
    "major version and equal or higher minor version."
)


@pytest.fixture(scope="module")
def mismatch_report() -> Report:
    """A real report of simulated GPUs whose driver does not match its library (errors)."""
    options = DoctorOptions(python=sys.executable, run_tf=False, simulate="driver-mismatch")
    return DoctorRun(options).run()


class StandIn:
    """Takes the place of :class:`DoctorRun`: keeps the options, sends ``events``, then
    returns ``report`` or raises ``error``."""

    made: list[StandIn]

    def __init__(self, options: DoctorOptions) -> None:
        self.options = options
        self.job = object()
        self.made.append(self)

    report: Report | None = None
    error: BaseException | None = None
    events: tuple[JobEvent, ...] = ()

    def run(self, on_event: Callable[[JobEvent], None] | None = None) -> Report:
        self.on_event = on_event
        for event in self.events:
            assert on_event is not None
            on_event(event)
        if self.error is not None:
            raise self.error
        assert self.report is not None
        return self.report


@pytest.fixture
def doctor(monkeypatch, mismatch_report) -> type[StandIn]:
    class Doctor(StandIn):
        made: list[StandIn] = []  # noqa: RUF012 - one list per test
        report = mismatch_report

    monkeypatch.setattr(doctor_command, "DoctorRun", Doctor)
    return Doctor


def run(capsys, *argv: str) -> tuple[int, str, str]:
    status = cli.main(["doctor", *argv])
    out, err = capsys.readouterr()
    return int(status), out, err


class Tty(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.flushed: list[str] = []

    def isatty(self) -> bool:
        return True

    def flush(self) -> None:
        self.flushed.append(self.getvalue())


def progress(message: str) -> JobEvent:
    return JobEvent("progress", {"step": "s", "message": message, "fraction": 0.5}, 0.0)


# -- the options -------------------------------------------------------------------------------


def test_by_default_this_python_with_tensorflow_and_the_default_time_limit(doctor, capsys):
    assert run(capsys, "--json")[0] == DoctorExit.ERRORS
    (made,) = doctor.made
    assert made.options == DoctorOptions(
        python=sys.executable,
        run_tf=True,
        simulate=None,
        seed=0,
        timeout=300.0,
        host=None,
        ssh_extra=(),
        remote_tfgpu=None,
    )


def test_every_option_reaches_the_diagnosis(doctor, capsys, tmp_path):
    config = str(tmp_path / "ssh_config")
    argv = ["--host", "me@lab-1", "--ssh-config", config, "--remote-tfgpu", "none"]
    argv += ["--python", "/opt/tf/bin/python", "--no-tf", "--timeout", "12.5"]
    assert run(capsys, "--simulate", "idle", "--seed", "7", "--json", *argv)[0] == 2
    assert doctor.made[0].options == DoctorOptions(
        python="/opt/tf/bin/python",
        run_tf=False,
        simulate="idle",
        seed=7,
        timeout=12.5,
        host="me@lab-1",
        ssh_extra=("-F", config),
        remote_tfgpu="none",
    )


def test_a_host_without_a_python_named_is_left_to_the_host(doctor, capsys):
    run(capsys, "--host", "lab-1", "--json")
    options = doctor.made[0].options
    assert options.python == "" and options.host == "lab-1" and options.ssh_extra == ()


@pytest.mark.parametrize("host", ["-oProxyCommand=x", "a b", ""])
def test_a_host_that_is_no_host_name_is_a_usage_error(doctor, capsys, host):
    from tfgpu_gui.telemetry.remote.ssh import BadHost, validate_host

    with pytest.raises(BadHost) as bad:
        validate_host(host)
    with pytest.raises(SystemExit) as exc:
        cli.main(["doctor", f"--host={host}"])  # also a value that starts with "-"
    assert exc.value.code == DoctorExit.USAGE
    assert capsys.readouterr().err.endswith(f"tfgpu doctor: error: argument --host: {bad.value}\n")
    assert str(bad.value) and doctor.made == []


def test_the_help_names_the_default_time_limit(capsys):
    with pytest.raises(SystemExit):
        cli.main(["doctor", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "stop TensorFlow after this long (default 300)" in out
    assert "print one JSON object (schema tfgpu.doctor-report/1)" in out


# -- progress and output -----------------------------------------------------------------------


def test_progress_goes_to_a_terminal_s_stderr_only(doctor, capsys, monkeypatch):
    doctor.events = (progress("Importing TensorFlow"),)
    tty = Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    status, out, _err = run(capsys)
    assert status == DoctorExit.ERRORS and out
    assert tty.getvalue() == "  ... Importing TensorFlow\n"
    assert tty.flushed[0] == "  ... Importing TensorFlow\n"  # shown at once


def test_progress_on_a_colour_terminal_is_dim(doctor, capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    doctor.events = (progress("Reading the driver"),)
    tty = Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    run(capsys)
    assert tty.getvalue() == "\x1b[2m  ... Reading the driver\x1b[0m\n"


def test_progress_is_coloured_by_stderr_s_own_terminal(doctor, capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    doctor.events = (progress("Reading the driver"),)
    tty = Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    status, out, _err = run(capsys)  # standard output is a pipe: the report has no colour
    assert status == DoctorExit.ERRORS and "\x1b[" not in out
    assert tty.getvalue() == "\x1b[2m  ... Reading the driver\x1b[0m\n"


@pytest.mark.parametrize("quiet", [["--json"], ["--markdown"]])
def test_no_progress_with_json_or_markdown_even_on_a_terminal(doctor, capsys, monkeypatch, quiet):
    tty = Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    run(capsys, *quiet)
    assert doctor.made[0].on_event is None and tty.getvalue() == ""


def test_no_progress_into_a_pipe(doctor, capsys):
    run(capsys)
    assert doctor.made[0].on_event is None


def test_the_outputs_and_the_status_come_from_the_report(doctor, capsys, mismatch_report):
    status, out, err = run(capsys, "--json")
    assert (status, err) == (DoctorExit.ERRORS, "")
    assert json.loads(out) == json.loads(mismatch_report.to_json())
    status, out, _ = run(capsys, "--markdown")
    assert status == DoctorExit.ERRORS
    assert out.startswith("## TensorFlow GPU setup diagnosis (tfgpu doctor ")
    status, out, _ = run(capsys)
    assert status == DoctorExit.ERRORS and "\x1b[" not in out and "##" not in out
    assert out.endswith("\n") and not out.endswith("\n\n")


def test_the_text_is_in_colour_on_a_colour_terminal(doctor, capsys, monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert "\x1b[" in run(capsys)[1]


def test_redact_hides_this_machine_s_names(doctor, capsys, mismatch_report):
    system = mismatch_report.facts["system"]
    assert system["user"] and system["hostname"]
    data = json.loads(run(capsys, "--json", "--redact")[1])
    assert data["redacted"] is True
    assert (data["facts"]["system"]["user"], data["facts"]["system"]["hostname"]) == (
        "<user>",
        "<host>",
    )
    assert json.loads(run(capsys, "--json")[1])["facts"]["system"]["user"] == system["user"]


# -- failures ----------------------------------------------------------------------------------


def test_a_host_that_cannot_be_reached(doctor, capsys):
    doctor.error = HostUnreachable("lab-1", "unreachable", "Connection refused")
    status, out, err = run(capsys, "--host", "lab-1")
    assert (status, out) == (DoctorExit.HOST_UNREACHABLE, "")
    assert err == f"tfgpu doctor: {doctor.error}\n"
    assert "ssh lab-1 true" in err
    status, out, _ = run(capsys, "--host", "lab-1", "--json")
    assert status == DoctorExit.HOST_UNREACHABLE
    assert json.loads(out)["error"] == {"kind": "host-unreachable", "message": str(doctor.error)}


def test_a_host_that_answers_with_no_diagnosis(doctor, capsys):
    doctor.error = RemoteFailed("lab-1 sent output that is not a diagnosis.")
    status, out, err = run(capsys, "--host", "lab-1", "--json")
    assert status == DoctorExit.REMOTE_FAILED
    assert out.splitlines()[:3] == ["{", '  "schema": "tfgpu.doctor-report/1",', '  "error": {']
    assert json.loads(out) == {
        "schema": "tfgpu.doctor-report/1",
        "error": {"kind": "remote-failed", "message": "lab-1 sent output that is not a diagnosis."},
    }
    assert err == "tfgpu doctor: lab-1 sent output that is not a diagnosis.\n"


def test_a_remote_failure_without_a_host_is_the_doctor_s_own(doctor, capsys):
    doctor.error = RemoteFailed("odd")
    status, out, err = run(capsys, "--json")
    assert status == DoctorExit.INTERNAL
    assert json.loads(out)["error"] == {"kind": "internal", "message": "the doctor failed: odd"}
    assert err == "tfgpu doctor: the doctor failed: odd\n"


def test_another_failure_on_a_host_is_the_doctor_s_own(doctor, capsys):
    doctor.error = RuntimeError("boom")
    assert run(capsys, "--host", "lab-1") == (
        DoctorExit.INTERNAL,
        "",
        "tfgpu doctor: the doctor failed: boom\n",
    )


def test_with_debug_the_doctor_s_own_failure_is_raised(doctor, capsys):
    doctor.error = RuntimeError("boom")
    with pytest.raises(RuntimeError, match="boom"):
        cli.main(["--debug", "doctor"])
    # A host's known failure is still a sentence.
    doctor.error = HostUnreachable("lab-1", "auth")
    assert cli.main(["--debug", "doctor", "--host", "lab-1"]) == DoctorExit.HOST_UNREACHABLE


def test_a_target_that_is_not_a_python(doctor, capsys):
    from tfgpu_gui.jobs.interpreter import NotAPython

    doctor.error = NotAPython("/bin/cat is not a Python interpreter")
    status, out, err = run(capsys, "--python", "/bin/cat", "--json")
    assert status == DoctorExit.BAD_TARGET
    assert json.loads(out)["error"] == {
        "kind": "not-a-python",
        "message": "/bin/cat is not a Python interpreter",
    }
    assert err == "tfgpu doctor: /bin/cat is not a Python interpreter\n"


def test_ctrl_c_stops_the_job_and_exits_as_interrupted(doctor, capsys, monkeypatch):
    stopped: list[object] = []
    monkeypatch.setattr(doctor_command, "stop_after_interrupt", stopped.append)
    doctor.error = KeyboardInterrupt()
    assert cli.main(["doctor", "--json"]) == DoctorExit.INTERRUPTED
    assert stopped == [doctor.made[0].job]
    assert capsys.readouterr().out == ""  # no report: the diagnosis did not finish


# -- --log -------------------------------------------------------------------------------------


def test_a_log_does_not_go_with_a_host(doctor, capsys, tmp_path):
    log = tmp_path / "tf.log"
    log.write_text(CUDNN_LINE + "\n")
    status, out, err = run(capsys, "--log", str(log), "--host", "lab-1", "--json")
    assert status == DoctorExit.USAGE
    assert json.loads(out)["error"] == {
        "kind": "usage",
        "message": "--log explains a log; it does not go with --host",
    }
    assert err == "tfgpu doctor: --log explains a log; it does not go with --host\n"
    assert doctor.made == []


def test_an_empty_log_name_is_a_usage_error_in_json_too(capsys):
    status, out, err = run(capsys, "--log", "", "--json")
    assert status == DoctorExit.USAGE
    assert json.loads(out)["error"] == {"kind": "usage", "message": "--log needs a file name or -"}
    assert err == "tfgpu doctor: --log needs a file name or -\n"


class Stdin:
    """A standard input whose bytes are ``data``; says whether it was closed."""

    def __init__(self, data: bytes) -> None:
        self.buffer = io.BytesIO(data)


def test_a_log_from_standard_input_is_read_and_left_open(capsys, monkeypatch):
    stdin = Stdin((CUDNN_LINE + "\n").encode())
    monkeypatch.setattr(sys, "stdin", stdin)
    status, out, _ = run(capsys, "--log", "-", "--json")
    assert status == DoctorExit.ERRORS
    assert json.loads(out)["findings"][0]["id"] == "cudnn-version-mismatch"
    assert not stdin.buffer.closed


def test_a_log_file_is_closed_once_read(capsys, monkeypatch, tmp_path):
    opened: list[Any] = []
    real_open = open

    def tracked(name, mode="r", *args, **kwargs):
        f = real_open(name, mode, *args, **kwargs)
        opened.append((name, mode, f))
        return f

    log = tmp_path / "tf.log"
    log.write_text(CUDNN_LINE + "\n")
    monkeypatch.setattr(doctor_command, "open", tracked, raising=False)
    assert run(capsys, "--log", str(log))[0] == DoctorExit.ERRORS
    ((name, mode, f),) = opened
    assert (name, mode, f.closed) == (str(log), "rb", True)


def test_standard_input_that_is_closed_or_not_bytes(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", None)
    status, out, _err = run(capsys, "--log", "-", "--json")
    assert status == DoctorExit.LOG_UNREADABLE
    assert json.loads(out)["error"] == {
        "kind": "log-unreadable",
        "message": "cannot read standard input: standard input is closed",
    }
    monkeypatch.setattr(sys, "stdin", io.StringIO("text, no bytes"))
    assert run(capsys, "--log", "-") == (
        DoctorExit.LOG_UNREADABLE,
        "",
        "tfgpu doctor: cannot read standard input: standard input is not a byte stream\n",
    )


@pytest.mark.parametrize(
    ("error", "reason"),
    [
        (ValueError("I/O operation on closed file."), "I/O operation on closed file."),
        (ValueError(), "ValueError"),
        (OSError("no strerror here"), "no strerror here"),
    ],
)
def test_a_read_that_fails_says_why_in_the_best_words_it_has(capsys, monkeypatch, error, reason):
    class Failing:
        def read(self, size: int = -1) -> bytes:
            raise error

    stdin = Stdin(b"")
    stdin.buffer = Failing()  # type: ignore[assignment]
    monkeypatch.setattr(sys, "stdin", stdin)
    assert run(capsys, "--log", "-") == (
        DoctorExit.LOG_UNREADABLE,
        "",
        f"tfgpu doctor: cannot read standard input: {reason}\n",
    )


def test_nothing_to_explain_names_the_file(capsys, tmp_path):
    log = tmp_path / "empty.log"
    log.write_bytes(b"")
    status, out, err = run(capsys, "--log", str(log), "--json")
    assert status == DoctorExit.NOTHING_TO_EXPLAIN
    assert json.loads(out)["error"]["kind"] == "log-empty"
    assert err.startswith(f"tfgpu doctor: nothing to explain in {log}: ")


def test_a_log_is_explained_in_each_format_and_redacted(capsys, tmp_path):
    log = tmp_path / "tf.log"
    log.write_text(f"{CUDNN_LINE}\nI0000 reading /home/alice-smith/data/train.tfrecord\n")
    status, out, _ = run(capsys, "--log", str(log), "--markdown")
    assert status == DoctorExit.ERRORS and out.startswith("## ")
    plain = run(capsys, "--log", str(log), "--json")[1]
    redacted = run(capsys, "--log", str(log), "--json", "--redact")[1]
    assert "alice-smith" in plain and "alice-smith" not in redacted
    assert json.loads(redacted)["redacted"] is True
