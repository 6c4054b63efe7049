"""The steps of a diagnosis over SSH, through a stand-in for the ssh program: it takes ssh's
command line and runs the remote command on this machine (the "host"), or fails as ssh fails
for a host that is down, refuses the key, hangs or says nothing. The probe, the detection job
in the host's Python, the host's own tfgpu and what each sends back, and the sentences a person
reads when something goes wrong."""

from __future__ import annotations

import base64
import json
import os
import shlex
import sys
import threading
import time
import zlib
from pathlib import Path

import pytest

from tfgpu_gui.doctor import remote
from tfgpu_gui.doctor.collect import DoctorOptions, DoctorRun
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.runner import JobEvent, JobOutcome, JobStatus
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.ssh import BadHost

FAKE_SSH = """\
#!/bin/sh
# ssh's command line: options, "--", the host, the remote command.
while [ "$#" -gt 0 ]; do
  case "$1" in --) shift; break ;; esac
  shift
done
case "$1" in
  down) echo "ssh: connect to host down port 22: Connection refused" >&2; exit 255 ;;
  locked) echo "alice@locked: Permission denied (publickey,password)." >&2; exit 255 ;;
  hang) exec sleep 60 ;;
  mute) exit 0 ;;
  chatty) echo "tfgpu=/from/the/motd" ;;
  slow)  # answers the probe; any other command hangs; ssh ends with 255 when signalled
    case "$2" in
      *tfgpu-doctor-probe*) ;;
      *) trap 'echo "Killed by signal." >&2; exit 255' INT TERM; sleep 60 & wait $!; exit 0 ;;
    esac ;;
esac
# The host's own environment, as sshd gives a session one.
exec env -i PATH="$HOST_PATH" HOME="$HOME" /bin/sh -c "$2"
"""


@pytest.fixture
def host(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder of the host's own programs (first on its PATH); ``ssh`` is the stand-in."""
    here = tmp_path / "here"
    there = tmp_path / "bin=host"  # a folder name with "=" in it, as the probe prints it
    here.mkdir()
    there.mkdir()
    ssh = here / "ssh"
    ssh.write_text(FAKE_SSH, encoding="utf-8")
    ssh.chmod(0o755)
    python3 = there / "python3"  # this interpreter, as the host's
    python3.write_text(f'#!/bin/sh\nexec {shlex.quote(sys.executable)} "$@"\n', encoding="utf-8")
    python3.chmod(0o755)
    monkeypatch.setenv("PATH", f"{here}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.setenv("HOST_PATH", f"{there}{os.pathsep}/usr/bin{os.pathsep}/bin")
    return there


def fake_tfgpu(folder: Path, stdout: str, status: int = 1, stderr: str = "") -> Path:
    """A host's `tfgpu` that prints ``stdout`` (a report) and records its arguments."""
    (folder / "report.out").write_text(stdout, encoding="utf-8")
    path = folder / "tfgpu"
    path.write_text(
        "#!/bin/sh\n"
        f'printf "%s\\n" "$@" > {shlex.quote(str(folder / "args.txt"))}\n'
        + (f"echo {shlex.quote(stderr)} >&2\n" if stderr else "")
        + f"cat {shlex.quote(str(folder / 'report.out'))}\n"
        + f"exit {status}\n",
        encoding="utf-8",
    )
    path.chmod(0o755)
    return path


def report_json(**extra: object) -> str:
    """A report as `tfgpu doctor --json` prints it (indented, over many lines)."""
    report = Report(
        mode="environment", target={"python": "/opt/py/bin/python3"}, facts={}, findings=[]
    )
    return json.dumps({**report.to_dict(), **extra}, indent=2)


# --- the target and the command line ------------------------------------------------------------
def test_the_target_is_validated_and_carries_the_ssh_options() -> None:
    target = remote.RemoteTarget(" lab-7 ", ("-F", "/tmp/cfg"), connect_timeout_s=4)
    assert target.host == "lab-7"
    argv = target.argv("true")
    assert argv[0] == "ssh"
    assert "ConnectTimeout=4" in argv and "BatchMode=yes" in argv
    assert argv[-5:] == ["-F", "/tmp/cfg", "--", "lab-7", "true"]
    with pytest.raises(BadHost):
        remote.RemoteTarget("-oProxyCommand=touch /tmp/x")


def test_the_wrapped_command_is_the_wrapper_and_the_words_quoted() -> None:
    argv = ["/opt/py dir/bin/python3", "-c", "print('it''s')", "$HOME"]
    words = shlex.split(remote.wrapped(argv))
    assert words == ["sh", "-c", remote.WRAPPER, "tfgpu-doctor", *argv]


def test_the_program_holds_the_three_sources_and_travels_compressed() -> None:
    program = remote.program()
    for name in ("tfgpu_system_facts", "tfgpu_detect", "tfgpu_host_facts"):
        assert f'_load("{name}", ' in program
    assert "def driver_facts()" in program  # system_facts.py, sent as its source
    decoded = zlib.decompress(base64.b64decode(remote.encoded_program())).decode("utf-8")
    assert decoded == program


def test_the_remote_job_s_command_line_and_environment() -> None:
    target = remote.RemoteTarget("lab-7")
    job = remote.RemoteJob(target, "/usr/bin/python3", ["--no-tf"], timeout=9.0)
    assert job.remote_argv() == [
        "/usr/bin/python3",
        "-u",
        "-c",
        remote.BOOT,
        remote.encoded_program(),
        "--no-tf",
    ]
    assert job.argv() == target.argv(remote.wrapped(job.remote_argv()))
    assert job.stdin_pipe is True
    assert job.timeout == 9.0
    assert job._child_env() == dict(os.environ)  # ssh's own; the host has its own
    outcome = job.not_started(FileNotFoundError(2, "No such file or directory"))
    assert outcome.status == JobStatus.FAILED
    assert outcome.message == "ssh could not be run: No such file or directory."
    tfgpu = remote.RemoteTfgpuJob(target, "/home/alice/.local/bin/tfgpu", ["--no-tf"], 5.0)
    assert tfgpu.remote_argv() == ["/home/alice/.local/bin/tfgpu", "doctor", "--json", "--no-tf"]


# --- sentences ------------------------------------------------------------------------------------
def test_an_unreachable_host_says_how_to_check_it() -> None:
    exc = remote.HostUnreachable("lab-7", "unreachable", "Connection refused")
    assert exc.host == "lab-7" and exc.state == "unreachable"
    assert str(exc) == (
        "lab-7 is unreachable. (Connection refused) Check that the host is up and that "
        "`ssh lab-7 true` works in a terminal."
    )
    lost = remote.HostUnreachable("lab-7", "lost", "cancelled")
    assert str(lost) == (
        "The connection to lab-7 was lost. (cancelled) It reconnects by itself when the host "
        "answers again. Check that the host is up and that `ssh lab-7 true` works in a terminal."
    )
    auth = remote.HostUnreachable("lab-7", "auth")
    assert str(auth) == (
        "lab-7 refused the SSH key (permission denied). The app never asks for a password: set "
        "up a key with `ssh-keygen` and `ssh-copy-id lab-7`, then check that "
        "`ssh -o BatchMode=yes lab-7 true` works."
    )
    # A state without a sentence of its own is said as unreachable, without the advice.
    assert str(remote.HostUnreachable("lab-7", "odd", "x")) == "lab-7 is unreachable. (x)"


# --- the probe ------------------------------------------------------------------------------------
def test_the_probe_finds_the_host_s_tfgpu_and_python(host: Path) -> None:
    target = remote.RemoteTarget("lab-7")
    assert remote.probe_host(target) == remote.HostInfo(tfgpu=None, python=str(host / "python3"))
    tfgpu = fake_tfgpu(host, "{}")
    assert remote.probe_host(target) == remote.HostInfo(str(tfgpu), str(host / "python3"))


def test_the_probe_reads_only_what_follows_its_mark(host: Path) -> None:
    info = remote.probe_host(remote.RemoteTarget("chatty"))
    assert info.tfgpu is None  # "tfgpu=..." printed before the mark (a login banner)
    assert info.python == str(host / "python3")


@pytest.mark.parametrize(
    ("name", "state", "detail"),
    [
        ("down", "unreachable", "(ssh: connect to host down port 22: Connection refused)"),
        ("locked", "auth", "refused the SSH key"),
        ("mute", "unreachable", "mute is unreachable. Check"),
    ],
)
def test_a_probe_that_fails_says_why(host: Path, name: str, state: str, detail: str) -> None:
    with pytest.raises(remote.HostUnreachable) as caught:
        remote.probe_host(remote.RemoteTarget(name))
    assert caught.value.state == state
    assert detail in str(caught.value)


def test_a_probe_without_an_answer_is_stopped(host: Path) -> None:
    with pytest.raises(remote.HostUnreachable) as caught:
        remote.probe_host(remote.RemoteTarget("hang"), timeout=0.5)
    assert caught.value.state == "unreachable"
    assert "(no answer within 0.5 s)" in str(caught.value)


def test_a_cancel_stops_the_probe_at_once(host: Path) -> None:
    cancelled = threading.Event()
    cancelled.set()
    started = time.monotonic()
    with pytest.raises(remote.HostUnreachable) as caught:
        remote.probe_host(remote.RemoteTarget("hang"), cancelled, timeout=30.0)
    assert time.monotonic() - started < 10.0
    assert caught.value.state == "lost" and "(cancelled)" in str(caught.value)


def test_without_ssh_the_probe_says_it_cannot_run(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(remote.HostUnreachable) as caught:
        remote.probe_host(remote.RemoteTarget("lab-7"))
    assert caught.value.state == "unreachable" and caught.value.host == "lab-7"
    assert "(cannot run ssh: No such file or directory)" in str(caught.value)


# --- the diagnosis in the host's Python -----------------------------------------------------------
def test_a_diagnosis_in_the_host_s_python(host: Path) -> None:
    events: list[JobEvent] = []
    options = DoctorOptions(python="", run_tf=False, host="lab-7", remote_tfgpu="none")
    report = DoctorRun(options).run(events.append)
    assert report.host == "lab-7"
    assert report.mode == "environment"
    assert report.target["python"] == str(host / "python3")  # the one the probe found
    assert report.target["tensorflow_checked"] is False
    assert "tensorflow" not in report.facts
    assert report.facts["system"]["platform_kind"] in ("linux", "wsl2")
    assert report.facts["python"]["executable"]
    first = events[0]
    assert (first.kind, first.body, first.elapsed) == (
        "progress",
        {"step": "connect", "message": "Connecting to lab-7", "fraction": 0.0},
        0.0,  # before anything ran
    )


def test_a_simulated_driver_replaces_the_host_s(host: Path) -> None:
    options = DoctorOptions(
        python=str(host / "python3"),
        run_tf=False,
        simulate="pcie-degraded",
        host="lab-7",
        remote_tfgpu="none",
    )
    report = DoctorRun(options).run()
    assert report.facts["nvml"]["backend"] == "simulated:pcie-degraded"
    assert report.target["simulate"] == "pcie-degraded"


def test_a_host_without_python3_asks_for_one(host: Path, monkeypatch) -> None:
    bare = host.parent / "bare"  # a shell and nothing else
    bare.mkdir()
    (bare / "sh").symlink_to("/bin/sh")
    monkeypatch.setenv("HOST_PATH", str(bare))
    options = DoctorOptions(python="", run_tf=False, host="lab-7", remote_tfgpu="none")
    with pytest.raises(NotAPython, match="lab-7 has no python3 on its PATH: name its Python"):
        DoctorRun(options).run()


def test_a_python_the_host_does_not_have(host: Path) -> None:
    options = DoctorOptions(python="/nonexistent/python3", run_tf=False, host="lab-7")
    with pytest.raises(NotAPython, match=r"^/nonexistent/python3 was not found on lab-7\.$"):
        DoctorRun(options).run()


def test_a_cancel_before_the_run_ends_it_at_the_probe(host: Path) -> None:
    run = DoctorRun(DoctorOptions(python="", run_tf=False, host="hang", timeout=30.0))
    run.cancel()
    started = time.monotonic()
    with pytest.raises(remote.HostUnreachable) as caught:
        run.run()
    assert time.monotonic() - started < 10.0
    assert caught.value.state == "lost"


# --- the host's own tfgpu -------------------------------------------------------------------------
def test_the_host_s_tfgpu_sends_its_report(host: Path) -> None:
    fake_tfgpu(host, report_json(), status=1, stderr="I0000 a log line")
    options = DoctorOptions(python="/opt/py/bin/python3", run_tf=False, timeout=60.0, host="lab-7")
    report = DoctorRun(options).run()
    assert report.host == "lab-7"
    assert report.target == {"python": "/opt/py/bin/python3"}
    args = (host / "args.txt").read_text(encoding="utf-8").splitlines()
    assert args == [
        "doctor",
        "--json",
        "--python",
        "/opt/py/bin/python3",
        "--no-tf",
        "--timeout",
        "60",
    ]


def test_the_host_s_tfgpu_with_its_own_python_and_tensorflow(host: Path) -> None:
    fake_tfgpu(host, report_json(), status=0, stderr="I0000 checking")
    events: list[JobEvent] = []
    report = DoctorRun(DoctorOptions(python="", timeout=2.5, host="lab-7")).run(events.append)
    assert "job" not in report.facts  # the host's own report, not a timed-out job's
    assert ("log", {"line": "I0000 checking"}) in [(e.kind, e.body) for e in events]
    args = (host / "args.txt").read_text(encoding="utf-8").splitlines()
    assert args == ["doctor", "--json", "--timeout", "2.5"]


def test_a_tfgpu_named_for_the_host_is_used_even_when_its_path_has_none(host: Path) -> None:
    elsewhere = host.parent / "opt"
    elsewhere.mkdir()
    tfgpu = fake_tfgpu(elsewhere, report_json(), status=0)
    options = DoctorOptions(python="", host="lab-7", remote_tfgpu=str(tfgpu))
    assert DoctorRun(options).run().host == "lab-7"
    assert (elsewhere / "args.txt").exists()


@pytest.mark.parametrize(
    ("stdout", "error", "message"),
    [
        (
            "Traceback (most recent call last):",
            remote.RemoteFailed,
            "tfgpu on lab-7 did not send a report (not JSON).",
        ),
        ("[" * 100_000, remote.RemoteFailed, "tfgpu on lab-7 did not send a report (not JSON)."),
        (
            json.dumps({"error": {"kind": "not-a-python", "message": "/opt/x is not a Python"}}),
            NotAPython,
            "On lab-7: /opt/x is not a Python",
        ),
        (
            json.dumps({"error": {"kind": "internal", "message": "disk full"}}),
            remote.RemoteFailed,
            "tfgpu on lab-7: disk full",
        ),
        (json.dumps({"error": {}}), remote.RemoteFailed, "tfgpu on lab-7: the doctor failed"),
        (
            json.dumps({"schema": "something/9"}),
            remote.RemoteFailed,
            "tfgpu on lab-7 sent no tfgpu.doctor-report/1 report",
        ),
    ],
    ids=["traceback", "deep", "not-a-python", "error", "error-without-message", "schema"],
)
def test_what_the_host_s_tfgpu_sends_that_is_no_report(
    host: Path, stdout: str, error: type[Exception], message: str
) -> None:
    fake_tfgpu(host, stdout, status=2)
    with pytest.raises(error) as caught:
        DoctorRun(DoctorOptions(python="", host="lab-7")).run()
    assert str(caught.value).startswith(message)


def test_an_error_message_from_the_host_is_bounded() -> None:
    text = json.dumps({"error": {"kind": "internal", "message": "x" * 2000}})
    with pytest.raises(remote.RemoteFailed) as caught:
        remote.parse_report(remote.RemoteTarget("lab-7"), text)
    assert str(caught.value) == "tfgpu on lab-7: " + "x" * 500


def test_a_report_is_returned_as_sent() -> None:
    text = report_json(duration_s=1.5)
    assert remote.parse_report(remote.RemoteTarget("lab-7"), text) == json.loads(text)


def test_a_flooding_tfgpu_is_stopped(host: Path, monkeypatch) -> None:
    monkeypatch.setattr(remote, "MAX_REPORT_BYTES", 1 << 20)
    fake_tfgpu(host, ("x" * 1023 + "\n") * 1100)  # 1100 KiB: over the limit
    with pytest.raises(remote.RemoteFailed) as caught:
        DoctorRun(DoctorOptions(python="", host="lab-7")).run()
    assert str(caught.value) == (
        "tfgpu on lab-7: tfgpu on lab-7 sent more than 1 MiB: not a report; it was stopped."
    )


def test_a_report_just_within_the_limit_is_read(host: Path, monkeypatch) -> None:
    text = report_json()
    monkeypatch.setattr(remote, "MAX_REPORT_BYTES", len(text.encode("utf-8")) + 1)
    fake_tfgpu(host, text, status=0)
    assert DoctorRun(DoctorOptions(python="", host="lab-7")).run().host == "lab-7"
    # One byte less: the line and its newline no longer fit.
    monkeypatch.setattr(remote, "MAX_REPORT_BYTES", len(text.encode("utf-8")))
    with pytest.raises(remote.RemoteFailed, match="sent more than 0 MiB"):
        DoctorRun(DoctorOptions(python="", host="lab-7")).run()


# --- what comes back, checked -------------------------------------------------------------------
def test_host_facts_keep_the_groups_that_are_dicts() -> None:
    raw = {
        "system": {"platform_kind": "linux", "hostname": "lab-7"},
        "driver": {"kernel_module_version": "535.129.03"},
        "env": {"CUDA_VISIBLE_DEVICES": "1", 7: "seven", "BAD": None},
        "nvml": {"ok": True, "driver_version": "535.129.03", "gpus": "not a list"},
        "other": {"x": 1},
    }
    facts = remote.host_facts_of(JobOutcome(JobStatus.OK, "", data={"host": raw}))
    assert facts == {
        "system": {"platform_kind": "linux", "hostname": "lab-7"},
        "driver": {"kernel_module_version": "535.129.03"},
        "env": {"CUDA_VISIBLE_DEVICES": "1", "7": "seven"},
        "nvml": {"ok": True, "driver_version": "535.129.03", "gpus": []},
    }
    kept = {"ok": True, "gpus": [{"index": 0}]}
    again = remote.host_facts_of(JobOutcome(JobStatus.OK, "", data={"host": {"nvml": kept}}))
    assert again["nvml"]["gpus"] == [{"index": 0}]
    assert remote.host_facts_of(JobOutcome(JobStatus.OK, "")) == {}


def test_an_nvml_error_from_the_host_gets_the_app_s_sentence() -> None:
    raw = {"nvml": {"ok": False, "gpus": [{"index": 0}], "error": "<script>"}}
    facts = remote.host_facts_of(JobOutcome(JobStatus.OK, "", data={"host": raw}))
    assert facts["nvml"] == {
        "backend": "nvml",
        "ok": False,
        "error_kind": "nvml-error",
        "error": TelemetryUnavailable("nvml-error", None).sentence(),
        "gpus": [],
    }
    with_detail = {"nvml": {"ok": "yes", "error_kind": "nvml-error", "detail": "Unknown Error"}}
    facts = remote.host_facts_of(JobOutcome(JobStatus.OK, "", data={"host": with_detail}))
    assert facts["nvml"]["error"] == TelemetryUnavailable("nvml-error", "Unknown Error").sentence()
    assert "(Unknown Error)" in facts["nvml"]["error"]


def test_failures_of_a_job_that_never_ran_on_the_host() -> None:
    target = remote.RemoteTarget("lab-7")

    def outcome(
        status: JobStatus, log: list[str], rc: int | None, hello: bool = False
    ) -> JobOutcome:
        return JobOutcome(
            status, "", returncode=rc, log_lines=log, hello={"protocol": 1} if hello else None
        )

    missing = remote.failure_of(
        target, outcome(JobStatus.FAILED, [f"{remote.NOT_FOUND_MARK} py"], 127), "py"
    )
    assert isinstance(missing, NotAPython) and str(missing) == "py was not found on lab-7."
    assert remote.failure_of(target, outcome(JobStatus.FAILED, [], 1, hello=True), "py") is None
    assert remote.failure_of(target, outcome(JobStatus.OK, [], 0), "py") is None
    assert remote.failure_of(target, outcome(JobStatus.TIMEOUT, [], None), "py") is None
    assert remote.failure_of(target, outcome(JobStatus.FAILED, ["boom"], 1), "py") is None
    ssh_said = [
        "Warning: Permanently added 'lab-7' (ED25519) to the list of known hosts.",
        "Connection to lab-7 closed by remote host.",
    ]
    lost = remote.failure_of(target, outcome(JobStatus.FAILED, ssh_said, 255), "py")
    assert isinstance(lost, remote.HostUnreachable) and lost.state == "unreachable"
    assert lost.host == "lab-7"
    assert str(lost).startswith(
        "lab-7 is unreachable. (Connection to lab-7 closed by remote host.)"
    )
    refused = remote.failure_of(
        target,
        outcome(JobStatus.NOT_PYTHON, ["alice@lab-7: Permission denied (publickey)."], 255),
        "py",
    )
    assert isinstance(refused, remote.HostUnreachable) and refused.state == "auth"
    quiet = remote.failure_of(target, outcome(JobStatus.NOT_PYTHON, [], 255), "py")
    assert isinstance(quiet, remote.HostUnreachable) and quiet.state == "unreachable"
    lines = ["one", "two", "three", "four"]
    not_python = remote.failure_of(target, outcome(JobStatus.NOT_PYTHON, lines, 1), "/bin/cat")
    assert isinstance(not_python, NotAPython)
    assert str(not_python) == "/bin/cat on lab-7 did not run the job as Python (two; three; four)."
    silent = remote.failure_of(target, outcome(JobStatus.NOT_PYTHON, [], 0), "/bin/true")
    assert str(silent) == "/bin/true on lab-7 did not run the job as Python (no output)."


def test_closing_quietly_swallows_what_killing_raises() -> None:
    class Stubborn:
        killed = 0

        def kill(self) -> None:
            self.killed += 1
            raise ProcessLookupError("gone")

    job = Stubborn()
    remote.close_quietly(job)  # type: ignore[arg-type]
    assert job.killed == 1


def test_a_tfgpu_named_for_the_host_that_it_does_not_have(host: Path) -> None:
    options = DoctorOptions(python="", host="lab-7", remote_tfgpu="/opt/nowhere/tfgpu")
    with pytest.raises(NotAPython, match=r"^/opt/nowhere/tfgpu was not found on lab-7\.$"):
        DoctorRun(options).run()


def test_a_tfgpu_that_hangs_is_reported_as_the_job_that_timed_out(host: Path, monkeypatch) -> None:
    monkeypatch.setattr(remote, "PROBE_EXTRA_S", 0.0)
    tfgpu = host / "tfgpu"
    tfgpu.write_text("#!/bin/sh\necho 'I0000 starting' >&2\nexec sleep 60\n", encoding="utf-8")
    tfgpu.chmod(0o755)
    report = DoctorRun(DoctorOptions(python="", host="lab-7", timeout=1.0)).run()
    assert report.host == "lab-7"
    assert report.facts["job"]["status"] == JobStatus.TIMEOUT
    assert report.log_lines == ["I0000 starting"]


def test_a_flooding_tfgpu_with_a_log_is_reported_with_its_log(host: Path, monkeypatch) -> None:
    monkeypatch.setattr(remote, "MAX_REPORT_BYTES", 1 << 20)
    fake_tfgpu(host, ("x" * 1023 + "\n") * 1100, stderr="W0000 something odd")
    report = DoctorRun(DoctorOptions(python="", host="lab-7")).run()
    assert report.host == "lab-7"
    assert report.facts["job"]["status"] == JobStatus.FAILED
    assert report.facts["job"]["message"].startswith("tfgpu on lab-7 sent more than 1 MiB")


def test_a_job_made_after_a_cancel_is_cancelled_at_once() -> None:
    run = DoctorRun(DoctorOptions(python="python3", host="lab-7"))
    assert isinstance(run.job, remote.RemoteJob) and run.job.python == "python3"
    run.cancel()
    assert run.job.cancelled
    later = remote.RemoteJob(remote.RemoteTarget("lab-7"), "python3")
    assert run._use(later) is later
    assert later.cancelled and run.job is later


def test_the_default_connect_timeout() -> None:
    argv = remote.RemoteTarget("lab-7").argv("true")
    assert "ConnectTimeout=10" in argv


def test_an_endless_flood_is_stopped_at_once(host: Path, monkeypatch) -> None:
    monkeypatch.setattr(remote, "MAX_REPORT_BYTES", 1 << 20)
    tfgpu = host / "tfgpu"
    tfgpu.write_text("#!/bin/sh\nexec yes 'not a report'\n", encoding="utf-8")
    tfgpu.chmod(0o755)
    started = time.monotonic()
    with pytest.raises(remote.RemoteFailed, match="sent more than 1 MiB"):
        DoctorRun(DoctorOptions(python="", host="lab-7")).run()
    assert time.monotonic() - started < 60.0  # not the job's time limit (320 s)


def test_the_program_is_built_from_the_sources_on_disk() -> None:
    from tfgpu_gui.jobs.runner import script_path

    remote.program.cache_clear()  # read the files again, as a fresh process does
    program = remote.program()
    here = Path(remote.__file__).parent
    for path in (
        here / "system_facts.py",
        Path(script_path("detect")),
        Path(script_path("host_facts")),
    ):
        assert repr(path.read_text(encoding="utf-8")) in program


def test_a_tfgpu_that_dies_before_its_report_shows_its_last_lines(host: Path) -> None:
    tfgpu = host / "tfgpu"
    tfgpu.write_text(
        "#!/bin/sh\necho 'Traceback (most recent call last):' >&2\n"
        "echo 'ModuleNotFoundError: No module named tfgpu_gui' >&2\nexit 1\n",
        encoding="utf-8",
    )
    tfgpu.chmod(0o755)
    with pytest.raises(NotAPython, match="No module named tfgpu_gui"):
        DoctorRun(DoctorOptions(python="", host="lab-7")).run()


def test_a_connection_killed_after_the_report_is_not_trusted(host: Path) -> None:
    # The report arrives, then ssh itself dies from a signal: the run crashed.
    tfgpu = fake_tfgpu(host, report_json(), status=0)
    tfgpu.write_text(
        # ssh leads the process group it runs in: kill it, not this script.
        tfgpu.read_text(encoding="utf-8").replace(
            "exit 0\n", "kill -KILL \"$(ps -o pgid= -p $$ | tr -d ' ')\"\nexit 0\n"
        ),
        encoding="utf-8",
    )
    report = DoctorRun(DoctorOptions(python="", host="lab-7", run_tf=False)).run()
    assert report.host == "lab-7"
    assert report.facts["job"]["status"] == JobStatus.CRASHED


def test_a_job_stopped_for_its_time_limit_is_a_timeout_whatever_ssh_exits_with(
    host: Path, monkeypatch
) -> None:
    # ssh exits with 255 when interrupted, as when it cannot connect: the job still timed out.
    monkeypatch.setattr(remote, "PROBE_EXTRA_S", 0.0)
    options = DoctorOptions(python="", run_tf=False, host="slow", timeout=1.0, remote_tfgpu="none")
    report = DoctorRun(options).run()
    assert report.host == "slow"
    assert report.facts["job"]["status"] == JobStatus.TIMEOUT
    assert report.facts["job"]["returncode"] == 255
