"""A diagnosis of another machine, reached over SSH like its telemetry.

The system ``ssh`` runs (``~/.ssh/config`` applies, ``BatchMode``: never a prompt; the command
line is :func:`tfgpu_gui.telemetry.remote.ssh.ssh_argv`), in a process group of its own that
ends with this process (:class:`~tfgpu_gui.jobs.group.ChildGroup`). Two steps:

1. A probe (:func:`probe_host`): one short command says whether the host has ``tfgpu`` and
   which ``python3`` its ``PATH`` finds. An unreachable host, a refused key or an unknown host
   key ends the diagnosis here with the telemetry's sentence for it (:class:`HostUnreachable`).
2. The diagnosis, in the host's ``tfgpu doctor --json`` when it has one
   (:class:`RemoteTfgpuJob`: its report is read within :data:`MAX_REPORT_BYTES`, its schema
   checked, the host named), else in the host's Python (:class:`RemoteJob`): the program sent
   in the command line (:func:`program`, compressed) holds the detection job
   (jobs/scripts/detect.py), the host-fact reader (jobs/scripts/host_facts.py) and
   doctor/system_facts.py, so that the facts are the host's (system, kernel module,
   environment, NVML), read there, never this machine's. Nothing is installed or written on
   the host.

On the host both run under :data:`WRAPPER`, a ``sh`` script that starts the command and a
watchdog reading the connection's standard input, which this side keeps open and never
writes: when the connection ends (a timeout or a cancel here kills ssh; the network drops), the
watchdog reads the end of its input and kills the session's whole process group (sshd makes
each session one), so nothing keeps running on the host. Everything the host sends is
untrusted: its lines are bounded and parsed as in a local job (:mod:`tfgpu_gui.jobs.runner`).
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import shlex
import threading
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from tfgpu_gui.jobs.group import ChildGroup
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.output import KeptLines, run_short
from tfgpu_gui.jobs.runner import Job, JobOutcome, JobStatus, script_path
from tfgpu_gui.telemetry.remote.ssh import SshOptions, classify_stderr, ssh_argv, validate_host
from tfgpu_gui.telemetry.remote.states import STATES

#: The largest report a host's ``tfgpu doctor --json`` may send (a report keeps a bounded tail
#: of its log: far below this).
MAX_REPORT_BYTES = 16 << 20
#: Seconds the probe may take beyond ssh's own connect timeout.
PROBE_EXTRA_S = 20.0
#: What the wrapper prints on stderr (and its exit status) when the command is not on the host.
NOT_FOUND_MARK = "tfgpu-doctor: not found:"
NOT_FOUND_STATUS = 127
#: The exit status of ssh itself when the connection failed (the remote command's otherwise).
SSH_FAILED = 255
#: ``--remote-tfgpu`` value that never uses the host's tfgpu.
NO_TFGPU = "none"

#: Runs ``"$@"`` on the host with a watchdog: when the connection's standard input ends, the
#: session's process group (this script, the command and all it started) is killed.
WRAPPER = f"""\
if ! command -v "$1" >/dev/null 2>&1; then
  echo "{NOT_FOUND_MARK} $1" >&2
  exit {NOT_FOUND_STATUS}
fi
exec 3<&0
"$@" </dev/null 3<&- &
job=$!
(while read -r _ <&3; do :; done; kill -KILL 0) </dev/null >/dev/null 2>&1 &
watchdog=$!
exec 3<&-
wait "$job"
status=$?
kill "$watchdog" 2>/dev/null
exit "$status"
"""

#: Decodes and runs the program (``sys.argv[1]``); ``sys.argv[2:]`` are the job's arguments.
BOOT = (
    "import base64,sys,zlib;"
    'exec(compile(zlib.decompress(base64.b64decode(sys.argv[1])),"<tfgpu doctor>","exec"))'
)

_PROGRAM = """\
import sys, types


def _load(name, source):
    module = types.ModuleType(name)
    module.__file__ = "<tfgpu doctor: " + name + ">"
    sys.modules[name] = module
    exec(compile(source, module.__file__, "exec"), module.__dict__)
    return module


_facts = _load("tfgpu_system_facts", {system_facts})
_detect = _load("tfgpu_detect", {detect})
_host = _load("tfgpu_host_facts", {host_facts})
sys.exit(_host.main(_facts, _detect, sys.argv[2:]))
"""


class HostUnreachable(Exception):
    """The host could not be reached (or logged into); ``state`` is the telemetry's state id
    (``unreachable``, ``auth``, ``host-key``, ``unknown-host``, ``lost``) and the message the
    sentence for a person."""

    def __init__(self, host: str, state: str, detail: str = "") -> None:
        self.host = host
        self.state = state
        known = STATES.get(state, STATES["unreachable"])
        shown = known.message(host, detail).split(" Check that the host is up")[0]
        if state in ("unreachable", "lost"):
            shown += f" Check that the host is up and that `ssh {host} true` works in a terminal."
        super().__init__(shown)


class RemoteFailed(Exception):
    """The host answered, but not with a diagnosis (bad output, too much of it, a report of an
    unknown schema); the message says which."""


@dataclass(frozen=True)
class RemoteTarget:
    """Which host and how to reach it.

    Args:
        host: an alias of ``~/.ssh/config`` or ``user@host`` (validated).
        ssh_extra: options of the user's settings or a test's (``-F FILE``), never a host's.
        tfgpu: the host's ``tfgpu`` to run; ``None``: the one on its PATH, if any;
            :data:`NO_TFGPU`: never (the detection job in the host's Python).
        connect_timeout_s: ssh's ``ConnectTimeout``.
    """

    host: str
    ssh_extra: tuple[str, ...] = ()
    tfgpu: str | None = None
    connect_timeout_s: int = 10

    def __post_init__(self) -> None:
        object.__setattr__(self, "host", validate_host(self.host))

    def ssh_options(self) -> SshOptions:
        return SshOptions(connect_timeout_s=self.connect_timeout_s, extra=self.ssh_extra)

    def argv(self, command: str) -> list[str]:
        return ssh_argv(self.host, command, self.ssh_options())


def wrapped(argv: list[str]) -> str:
    """The remote command running ``argv`` under :data:`WRAPPER`, each word quoted."""
    words = ["sh", "-c", WRAPPER, "tfgpu-doctor", *argv]
    return " ".join(shlex.quote(w) for w in words)


def _source(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


@lru_cache(maxsize=1)
def program() -> str:
    """The program sent to the host: the fact reader and the detection job, as one source."""
    here = os.path.dirname(os.path.abspath(__file__))
    return _PROGRAM.format(
        system_facts=repr(_source(os.path.join(here, "system_facts.py"))),
        detect=repr(_source(script_path("detect"))),
        host_facts=repr(_source(script_path("host_facts"))),
    )


def encoded_program() -> str:
    """:func:`program`, compressed and in base64 (safe in any shell's quotes)."""
    return base64.b64encode(zlib.compress(program().encode("utf-8"), 9)).decode("ascii")


# --- the probe --------------------------------------------------------------------------------

PROBE_MARK = "tfgpu-doctor-probe"
PROBE_SCRIPT = (
    f'echo {PROBE_MARK}; printf "tfgpu=%s\\n" "$(command -v tfgpu)"; '
    'printf "python=%s\\n" "$(command -v python3 || command -v python)"'
)


@dataclass(frozen=True)
class HostInfo:
    """What the probe found on the host."""

    tfgpu: str | None
    python: str | None


def _bounded_run(
    argv: list[str], timeout: float, cancelled: threading.Event | None = None
) -> tuple[int | None, list[str], list[str]]:
    """Run ``argv`` (its output kept within bounds) for at most ``timeout`` seconds; the exit
    status (``None``: stopped) and the lines kept of its stdout and stderr."""
    try:
        group = ChildGroup(argv, dict(os.environ))
    except OSError as exc:
        raise HostUnreachable(
            argv[-2], "unreachable", f"cannot run {argv[0]}: {exc.strerror}"
        ) from None
    run = run_short(group, timeout, 64 * 1024, cancelled)
    return run.returncode, run.out, run.err


def probe_host(
    target: RemoteTarget, cancelled: threading.Event | None = None, timeout: float | None = None
) -> HostInfo:
    """Reach the host once: whether it has ``tfgpu`` and which ``python3``.

    Raises:
        HostUnreachable: ssh could not connect or log in (or the probe did not answer).
    """
    limit = timeout if timeout is not None else target.connect_timeout_s + PROBE_EXTRA_S
    argv = target.argv(f"sh -c {shlex.quote(PROBE_SCRIPT)}")
    returncode, out, err = _bounded_run(argv, limit, cancelled)
    if returncode is None:
        if cancelled is not None and cancelled.is_set():
            raise HostUnreachable(target.host, "lost", "cancelled")
        raise HostUnreachable(target.host, "unreachable", f"no answer within {limit:g} s")
    values: dict[str, str] = {}
    seen = False
    for line in out:
        if line.strip() == PROBE_MARK:
            seen = True
        elif seen and "=" in line:
            key, value = line.split("=", 1)
            values[key.strip()] = value.strip()
    if not seen:
        state, detail = classify_stderr("\n".join(err), returncode)
        if state == "lost":
            state = "unreachable"
        raise HostUnreachable(target.host, state, detail)
    return HostInfo(tfgpu=values.get("tfgpu") or None, python=values.get("python") or None)


# --- the jobs -------------------------------------------------------------------------------


class RemoteJob(Job):
    """The detection job in ``python`` on ``target``: the program goes in the command line,
    the connection's stdin stays open for the watchdog (:data:`WRAPPER`)."""

    stdin_pipe = True

    def __init__(
        self,
        target: RemoteTarget,
        python: str,
        args: list[str] | None = None,
        timeout: float = 300.0,
        grace: float = 3.0,
    ) -> None:
        super().__init__(python, "<sent over ssh>", args, timeout=timeout, grace=grace)
        self.target = target

    def remote_argv(self) -> list[str]:
        return [self.python, "-u", "-c", BOOT, encoded_program(), *self.args]

    def argv(self) -> list[str]:
        return self.target.argv(wrapped(self.remote_argv()))

    def _child_env(self) -> dict[str, str]:
        return dict(os.environ)  # ssh's own environment; the host has its own

    def not_started(self, exc: OSError) -> JobOutcome:
        ssh = self.target.ssh_options().ssh
        return JobOutcome(JobStatus.FAILED, f"{ssh} could not be run: {exc.strerror or exc}.")


class RemoteTfgpuJob(RemoteJob):
    """``tfgpu doctor --json`` on the host: its whole stdout is the report, kept raw up to
    :data:`MAX_REPORT_BYTES` (more stops the job); stderr is kept as a job's log is."""

    def __init__(self, target: RemoteTarget, tfgpu: str, args: list[str], timeout: float) -> None:
        super().__init__(target, tfgpu, args, timeout=timeout)
        self.report_lines: list[str] = []
        self.report_bytes = 0
        self.flooded = False

    def remote_argv(self) -> list[str]:
        return [self.python, "doctor", "--json", *self.args]

    def _handle_line(
        self,
        stream: str,
        line: str,
        more: bool,
        outcome: JobOutcome,
        log: KeptLines,
        garbage: KeptLines,
        emit: Callable[[str, dict[str, Any]], None],
    ) -> None:
        if stream == "err":
            super()._handle_line(stream, line, more, outcome, log, garbage, emit)
            return
        if self.flooded:
            return
        self.report_bytes += len(line.encode("utf-8", "replace")) + 1
        if self.report_bytes > MAX_REPORT_BYTES:
            self.flooded = True
            self.report_lines.clear()
            self.kill()
            return
        self.report_lines.append(line)

    def _finish(self, outcome: JobOutcome, stopped_for: JobStatus | None) -> None:
        if self.flooded:
            outcome.status = JobStatus.FAILED
            outcome.message = (
                f"tfgpu on {self.target.host} sent more than {MAX_REPORT_BYTES >> 20} MiB: "
                "not a report; it was stopped."
            )
            return
        if stopped_for is None and self.report_lines:
            outcome.hello = {"remote_tfgpu": self.python}
            outcome.result = {"report_text": "\n".join(self.report_lines)}
        super()._finish(outcome, stopped_for)
        if outcome.status == JobStatus.FAILED and outcome.result is not None:
            outcome.status, outcome.message = JobStatus.OK, "Finished."  # the verdict's status


@dataclass
class RemoteParts:
    """What a remote diagnosis brought back, for :func:`tfgpu_gui.doctor.collect.build_report`."""

    host_facts: dict[str, Any] = field(default_factory=dict)
    report: dict[str, Any] | None = None  # the host's own tfgpu report (tfgpu mode)


def host_facts_of(outcome: JobOutcome) -> dict[str, Any]:
    """The host's facts the job sent (``data`` key ``host``), checked: each group a dict, the
    NVML error given the app's sentence for it."""
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable

    raw = outcome.data.get("host")
    if not isinstance(raw, dict):
        return {}
    facts: dict[str, Any] = {}
    for key in ("system", "driver", "env", "nvml"):
        value = raw.get(key)
        if isinstance(value, dict):
            facts[key] = value
    env = facts.get("env")
    if env is not None:
        facts["env"] = {str(k): str(v) for k, v in env.items() if isinstance(v, str)}
    nvml = facts.get("nvml")
    if nvml is not None and nvml.get("ok") is not True:
        kind = str(nvml.get("error_kind") or "nvml-error")
        detail = nvml.get("detail")
        error = TelemetryUnavailable(kind, str(detail) if detail else None)
        facts["nvml"] = {
            "backend": "nvml",
            "ok": False,
            "error_kind": kind,
            "error": error.sentence(),
            "gpus": [],
        }
    elif nvml is not None and not isinstance(nvml.get("gpus"), list):
        nvml["gpus"] = []
    return facts


def failure_of(target: RemoteTarget, outcome: JobOutcome, what: str) -> Exception | None:
    """The exception for a job that never ran on the host, or ``None`` when it did.

    ``what`` names the command (the Python or tfgpu path) for a person.
    """
    text = "\n".join(outcome.log_lines)
    if NOT_FOUND_MARK in text:
        return NotAPython(f"{what} was not found on {target.host}.")
    if outcome.hello is not None or outcome.status not in (JobStatus.NOT_PYTHON, JobStatus.FAILED):
        return None
    if outcome.returncode == SSH_FAILED:
        state, detail = classify_stderr(text, outcome.returncode)
        return HostUnreachable(target.host, "lost" if state == "lost" else state, detail)
    if outcome.status == JobStatus.NOT_PYTHON:
        tail = "; ".join(outcome.log_lines[-3:]) or "no output"
        return NotAPython(f"{what} on {target.host} did not run the job as Python ({tail}).")
    return None


def parse_report(target: RemoteTarget, text: str) -> dict[str, Any]:
    """The host's ``tfgpu doctor --json`` output, checked: JSON, a report of the known schema.

    Raises:
        NotAPython: the host's tfgpu said the Python is not one.
        RemoteFailed: anything else that is not a report.
    """
    from tfgpu_gui.doctor.report import SCHEMA, Report, ReportFormatError

    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise RemoteFailed(f"tfgpu on {target.host} did not send a report (not JSON).") from None
    if isinstance(data, dict) and isinstance(data.get("error"), dict):
        message = str(data["error"].get("message") or "the doctor failed")[:500]
        if data["error"].get("kind") == "not-a-python":
            raise NotAPython(f"On {target.host}: {message}")
        raise RemoteFailed(f"tfgpu on {target.host}: {message}")
    try:
        Report.from_dict(data)
    except ReportFormatError as exc:
        raise RemoteFailed(f"tfgpu on {target.host} sent no {SCHEMA} report: {exc}") from None
    assert isinstance(data, dict)
    return data


def close_quietly(job: Job) -> None:
    with contextlib.suppress(Exception):
        job.kill()
