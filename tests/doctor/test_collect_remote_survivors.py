"""The doctor's collection and its run on another host at the edges their mutation survivors
showed: the job's thread (named, a daemon), the scenario's seed for the NVML facts here and on a
host, the arguments and events of the job in a host's Python, the probe's sentences for a host
that hangs or is cancelled (naming the host), its reading of a line without "=" after its mark
and of ssh's last stderr line, the report's duration to the millisecond, and a stderr line of the
host's tfgpu longer than was read. Fakes stand in for ssh and the jobs: nothing here starts a
process."""

from __future__ import annotations

import sys
import threading
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest

from tfgpu_gui.doctor import collect, remote
from tfgpu_gui.doctor.collect import DoctorOptions, DoctorRun, build_report
from tfgpu_gui.jobs.output import MAX_LINE_BYTES, KeptLines
from tfgpu_gui.jobs.runner import JobEvent, JobOutcome, JobStatus

#: The simulated scenario and the seed the tests ask for: its GPU's load differs by seed.
SCENARIO = "pcie-degraded"
SEED = 7
LOAD_AT_SEED_7 = 49.9  # (54.2 at the default seed 0)


def _finished() -> JobOutcome:
    return JobOutcome(
        status=JobStatus.OK,
        message="Finished.",
        result={"python": {"executable": "/usr/bin/python3", "version": "3.12.3"}},
        hello={"protocol": 1},
        returncode=0,
    )


class _LocalJob:
    """The detection job of this computer: records the thread it runs in."""

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None

    def run(self, on_event: Any = None) -> JobOutcome:
        self.thread = threading.current_thread()
        return _finished()

    def cancel(self) -> None:
        pass


# --- a diagnosis of this computer -----------------------------------------------------------------
def test_the_job_runs_in_a_named_daemon_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    # A daemon: a diagnosis that ends without the job (the host facts raised) never keeps
    # the process alive until the job's own time limit.
    job = _LocalJob()
    monkeypatch.setattr(collect, "make_job", lambda o: job)
    DoctorRun(DoctorOptions(sys.executable, run_tf=False)).run()
    assert job.thread is not None
    assert job.thread.name == "tfgpu-doctor-job"
    assert job.thread.daemon is True


def test_the_host_s_facts_are_read_in_a_named_daemon_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A daemon too: a reading of the host that hangs (a driver that does not answer) never
    # keeps the process alive once the diagnosis is given up (Ctrl-C).
    threads: list[threading.Thread] = []

    def host_facts(simulate: Any = None, seed: int = 0) -> dict[str, Any]:
        threads.append(threading.current_thread())
        return {}

    monkeypatch.setattr(collect, "make_job", lambda o: _LocalJob())
    monkeypatch.setattr(collect, "host_facts", host_facts)
    DoctorRun(DoctorOptions(sys.executable, run_tf=False)).run()
    (thread,) = threads
    assert thread is not threading.current_thread()
    assert thread.name == "tfgpu-doctor-host"
    assert thread.daemon is True


def test_a_failure_reading_the_host_s_facts_is_raised_to_the_caller_as_it_was(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The host's facts are read on a thread of their own; what went wrong there reaches the
    # caller (the CLI shows its message), not a later error of a report built without them.
    class Unreadable(RuntimeError):
        pass

    failure = Unreadable("the driver's library could not be read")

    def host_facts(simulate: Any = None, seed: int = 0) -> dict[str, Any]:
        raise failure

    monkeypatch.setattr(collect, "make_job", lambda o: _LocalJob())
    monkeypatch.setattr(collect, "host_facts", host_facts)
    with pytest.raises(Unreadable) as raised:
        DoctorRun(DoctorOptions(sys.executable, run_tf=False)).run()
    assert raised.value is failure


def test_a_local_diagnosis_simulates_the_driver_with_the_options_seed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(collect, "make_job", lambda o: _LocalJob())
    options = DoctorOptions(sys.executable, run_tf=False, simulate=SCENARIO, seed=SEED)
    report = DoctorRun(options).run()
    assert report.facts["nvml"]["backend"] == f"simulated:{SCENARIO}"
    assert report.facts["nvml"]["gpus"][0]["util_gpu_percent"] == LOAD_AT_SEED_7


def test_the_report_s_duration_is_kept_to_the_millisecond(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(collect, "time", SimpleNamespace(monotonic=lambda: 101.23456))
    report = build_report(DoctorOptions("python3", run_tf=False), {}, _finished(), 100.0)
    assert report.duration_s == 1.235


# --- a diagnosis in a host's Python ---------------------------------------------------------------
class _HostJob(remote.RemoteJob):
    """The job in the host's Python: records what it was made with, sends one event."""

    made: ClassVar[list[_HostJob]] = []

    def run(self, on_event: Any = None) -> JobOutcome:
        type(self).made.append(self)
        if on_event is not None:
            on_event(JobEvent("progress", {"step": "python", "fraction": 0.5}, 0.25))
        return _finished()


@pytest.fixture
def on_host(monkeypatch: pytest.MonkeyPatch) -> list[_HostJob]:
    """A host whose probe finds a Python and no tfgpu; the jobs made there, in order."""
    made: ClassVar[list[_HostJob]] = []
    monkeypatch.setattr(_HostJob, "made", made)
    monkeypatch.setattr(remote, "RemoteJob", _HostJob)
    monkeypatch.setattr(
        remote, "probe_host", lambda target, cancelled=None: remote.HostInfo(None, "/usr/bin/py3")
    )
    return made


@pytest.mark.parametrize(("run_tf", "args"), [(False, ["--no-tf"]), (True, [])])
def test_the_job_on_the_host_is_told_whether_to_import_tensorflow(
    on_host: list[_HostJob], run_tf: bool, args: list[str]
) -> None:
    options = DoctorOptions("", run_tf=run_tf, timeout=42.0, host="lab-7", remote_tfgpu="none")
    report = DoctorRun(options).run()
    assert [(j.python, j.args, j.timeout) for j in on_host] == [("/usr/bin/py3", args, 42.0)]
    assert on_host[0].target.host == "lab-7"
    assert report.host == "lab-7"


def test_the_job_on_the_host_sends_its_events_on(on_host: list[_HostJob]) -> None:
    events: list[JobEvent] = []
    options = DoctorOptions("", run_tf=False, host="lab-7", remote_tfgpu="none")
    DoctorRun(options).run(events.append)
    assert [(e.kind, e.body, e.elapsed) for e in events] == [
        ("progress", {"step": "connect", "message": "Connecting to lab-7", "fraction": 0.0}, 0.0),
        ("progress", {"step": "python", "fraction": 0.5}, 0.25),
    ]


def test_a_host_s_simulated_driver_uses_the_options_seed(on_host: list[_HostJob]) -> None:
    options = DoctorOptions(
        "", run_tf=False, simulate=SCENARIO, seed=SEED, host="lab-7", remote_tfgpu="none"
    )
    report = DoctorRun(options).run()
    assert report.facts["nvml"]["gpus"][0]["util_gpu_percent"] == LOAD_AT_SEED_7


# --- the probe ------------------------------------------------------------------------------------
def _ssh_gives(
    monkeypatch: pytest.MonkeyPatch, returncode: int | None, out: list[str], err: list[str]
) -> None:
    monkeypatch.setattr(remote, "_bounded_run", lambda *a, **k: (returncode, out, err))


def test_a_cancelled_probe_names_the_host(monkeypatch: pytest.MonkeyPatch) -> None:
    _ssh_gives(monkeypatch, None, [], [])
    cancelled = threading.Event()
    cancelled.set()
    with pytest.raises(remote.HostUnreachable) as caught:
        remote.probe_host(remote.RemoteTarget("lab-7"), cancelled)
    assert caught.value.host == "lab-7"
    assert str(caught.value) == (
        "The connection to lab-7 was lost. (cancelled) It reconnects by itself when the host "
        "answers again. Check that the host is up and that `ssh lab-7 true` works in a terminal."
    )


def test_a_probe_without_an_answer_names_the_host(monkeypatch: pytest.MonkeyPatch) -> None:
    _ssh_gives(monkeypatch, None, [], [])
    with pytest.raises(remote.HostUnreachable) as caught:
        remote.probe_host(remote.RemoteTarget("lab-7"), timeout=2.5)
    assert caught.value.host == "lab-7"
    assert str(caught.value) == (
        "lab-7 is unreachable. (no answer within 2.5 s) Check that the host is up and that "
        "`ssh lab-7 true` works in a terminal."
    )


def test_a_line_without_a_value_after_the_mark_is_passed_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = ["tfgpu-doctor-probe", "tfgpu=", "python=/usr/bin/python3", "logout"]
    _ssh_gives(monkeypatch, 0, out, [])
    info = remote.probe_host(remote.RemoteTarget("lab-7"))
    assert info == remote.HostInfo(tfgpu=None, python="/usr/bin/python3")


def test_a_failed_probe_quotes_ssh_s_last_line_as_written(monkeypatch: pytest.MonkeyPatch) -> None:
    err = [
        "Warning: Permanently added 'lab-7' (ED25519) to the list of known hosts.",
        "kex_exchange_identification: read: Connection reset by peer",
    ]
    _ssh_gives(monkeypatch, 255, [], err)
    with pytest.raises(remote.HostUnreachable) as caught:
        remote.probe_host(remote.RemoteTarget("lab-7"))
    assert caught.value.state == "unreachable"
    assert str(caught.value) == (
        "lab-7 is unreachable. (kex_exchange_identification: read: Connection reset by peer) "
        "Check that the host is up and that `ssh lab-7 true` works in a terminal."
    )


# --- the host's tfgpu -----------------------------------------------------------------------------
def test_a_stderr_line_longer_than_read_says_it_went_on() -> None:
    # The first MiB of a longer stderr line of the host's tfgpu (the reader skipped the rest).
    job = remote.RemoteTfgpuJob(remote.RemoteTarget("lab-7"), "/usr/bin/tfgpu", [], 5.0)
    log, garbage = KeptLines(), KeptLines()
    events: list[tuple[str, dict[str, Any]]] = []
    outcome = JobOutcome(JobStatus.OK, "")
    line = "W" * MAX_LINE_BYTES
    job._handle_line("err", line, True, outcome, log, garbage, lambda k, b: events.append((k, b)))
    kept = "W" * 4096 + "… (more than 1044480 characters cut)"
    assert log.lines() == [kept]
    assert events == [("log", {"line": kept})]
    assert garbage.lines() == [] and job.report_lines == []
