"""Run a diagnosis: start the detection job first, read the host facts while TensorFlow imports,
then apply the rules. Also: a diagnosis of a pasted log alone, and the re-check of one finding
(host facts read again; the job again only when the finding depends on TensorFlow's view).

The job runs in the target interpreter (a child process); this module only waits on it, so it
works from the CLI's main thread and from a QThread of the wizard alike. ``tfgpu doctor`` and
the wizard's thread both diagnose through :class:`DoctorRun`, the only caller of
:func:`make_job`.
"""

from __future__ import annotations

import dataclasses
import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from tfgpu_gui.desktop.versions import versions
from tfgpu_gui.doctor.knowledge.catalogue import ids_where
from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.nvml_facts import nvml_facts
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.rules import diagnose
from tfgpu_gui.doctor.system_facts import driver_facts, environment_facts, system_facts
from tfgpu_gui.jobs.interpreter import NotAPython, check_path
from tfgpu_gui.jobs.runner import Job, JobEvent, JobOutcome, JobStatus, script_path, wait_awake

DEFAULT_TIMEOUT_S = 300.0
# Everything TensorFlow logs is evidence: the user's TF_CPP_MIN_LOG_LEVEL would hide it.
JOB_ENV = {"TF_CPP_MIN_LOG_LEVEL": "0"}
# What a report on a pasted log keeps of the log itself: its last lines, within both limits.
LOG_TAIL_LINES = 500
LOG_TAIL_CHARS = 256 * 1024


@dataclass(frozen=True)
class DoctorOptions:
    """What to diagnose and how.

    Args:
        python: the target interpreter.
        run_tf: import TensorFlow in the job (``--no-tf`` turns it off).
        simulate: a telemetry scenario for the NVML facts (``--simulate``).
        seed: the scenario's seed.
        timeout: seconds before the job is stopped and reported as hanging.
        host: diagnose this host over SSH instead of this computer (``--host``; see
            :mod:`tfgpu_gui.doctor.remote`); ``python`` is then a path on that host, empty for
            the ``python3`` its PATH finds.
        ssh_extra: ssh options for reaching ``host`` (``-F FILE``), from the user or a test.
        remote_tfgpu: the host's tfgpu to run (``None``: the one on its PATH, if any; ``"none"``:
            never, the detection job runs in the host's Python).
    """

    python: str
    run_tf: bool = True
    simulate: str | None = None
    seed: int = 0
    timeout: float = DEFAULT_TIMEOUT_S
    host: str | None = None
    ssh_extra: tuple[str, ...] = ()
    remote_tfgpu: str | None = None


def make_job(options: DoctorOptions) -> Job:
    """The detection job for ``options`` (not started).

    Only :class:`DoctorRun` calls this, so replacing it (tests run a fake child script this way)
    changes the job of every diagnosis, from the CLI and from the wizard alike.
    """
    args = [] if options.run_tf else ["--no-tf"]
    return Job(options.python, script_path("detect"), args, timeout=options.timeout, env=JOB_ENV)


def host_facts(simulate: str | None = None, seed: int = 0) -> dict[str, Any]:
    """The facts read in this process: system, kernel module, environment, NVML."""
    return {
        "system": system_facts(),
        "driver": driver_facts(),
        "env": environment_facts(),
        "nvml": nvml_facts(simulate, seed),
    }


def _partial_tensorflow(data: dict[str, Any]) -> dict[str, Any]:
    """What the job said about TensorFlow before it died (its ``data`` messages)."""
    if "tf_version" not in data:
        return {}
    tf: dict[str, Any] = {"imported": True, "version": data["tf_version"], "partial": True}
    if isinstance(data.get("build_info"), dict):
        tf["build_info"] = data["build_info"]
        tf["built_with_cuda"] = data["build_info"].get("is_cuda_build")
    gpus = data.get("gpus")
    if isinstance(gpus, dict):
        tf["gpus"] = gpus.get("gpus") or []
        tf["device_details"] = gpus.get("details") or []
    return tf


def job_facts(
    outcome: JobOutcome, run_tf: bool, user_env: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """The target interpreter's facts from the job's result (or its partial data).

    ``user_env``: the environment the job was started from, less our :data:`JOB_ENV` (default:
    this process's; a host's ``env`` facts for a job on another machine).
    """
    source = os.environ if user_env is None else user_env
    result = outcome.result or {}
    data = outcome.data
    facts: dict[str, Any] = {}
    for key in ("python", "packages", "libraries"):
        value = result.get(key, data.get(key))
        if isinstance(value, dict):
            facts[key] = value
    if isinstance(result.get("env"), dict):
        env = dict(result["env"])
        for key in JOB_ENV:  # our own setting for the job is not the user's environment
            if key in source:
                env[key] = source[key]
            else:
                env.pop(key, None)
        facts["env_target"] = env
    if run_tf:
        tf = result.get("tensorflow")
        facts["tensorflow"] = tf if isinstance(tf, dict) else _partial_tensorflow(data)
    facts["job"] = {
        "status": outcome.status,
        "message": outcome.message,
        "duration_s": round(outcome.duration_s, 3),
        "returncode": outcome.returncode,
        "signal": outcome.signal_name,
        "garbage": outcome.garbage[:20],
        "log_tail": outcome.log_lines[-5:],
        "log_line_count": outcome.log_line_count,
    }
    return facts


def build_report(
    options: DoctorOptions,
    host: dict[str, Any],
    outcome: JobOutcome,
    started: float,
    remote: str | None = None,
) -> Report:
    """Facts + rules -> report; :class:`NotAPython` when the target never ran as Python.

    ``remote``: the host the facts and the job come from (``None``: this computer).
    """
    if outcome.status == JobStatus.NOT_PYTHON:
        raise NotAPython(outcome.message)
    user_env = host.get("env", {}) if remote is not None else None
    facts = {**host, **job_facts(outcome, options.run_tf, user_env)}
    # The interpreter the job ran in, for a fix that says how to run it by hand.
    facts["job"]["python"] = options.python or "python3"
    findings, explanation = diagnose(facts, outcome.log_lines)
    py = facts.get("python") or {}
    target = {
        "python": options.python,
        "executable": py.get("executable"),
        "version": py.get("version"),
        "tensorflow_checked": options.run_tf,
        "simulate": options.simulate,
    }
    nvml = facts.get("nvml") or {}
    return Report(
        mode="environment",
        target=target,
        facts=facts,
        findings=findings,
        log_lines=list(outcome.log_lines),
        log=explanation.to_dict(),
        duration_s=round(time.monotonic() - started, 3),
        versions=dict(versions(nvml.get("driver_version"), nvml.get("cuda_driver_version"))),
        host=remote,
    )


class DoctorRun:
    """One diagnosis of ``options.python``: its detection job is built once, here.

    :meth:`run` blocks until the report is ready (call it on a worker thread in a GUI);
    :meth:`cancel` may come from any thread, before or during :meth:`run`: the job stops and the
    report says it was cancelled.

    With ``options.host`` the diagnosis runs on that host over SSH
    (:mod:`tfgpu_gui.doctor.remote`): :attr:`job` is then the job on the host, which is known
    once the host has been probed (its ``tfgpu``, or the detection job in its Python).
    """

    def __init__(self, options: DoctorOptions) -> None:
        self.options = options
        self._lock = threading.Lock()
        self._cancelled = threading.Event()
        self.target = None
        if options.host is not None:
            from tfgpu_gui.doctor.remote import RemoteJob, RemoteTarget

            self.target = RemoteTarget(
                options.host, options.ssh_extra, options.remote_tfgpu or None
            )
            self.job: Job = RemoteJob(self.target, options.python, timeout=options.timeout)
        else:
            self.job = make_job(options)

    def run(self, on_event: Callable[[JobEvent], None] | None = None) -> Report:
        """Run the job and read the host facts meanwhile; ``on_event`` gets the job's events.

        Raises:
            NotAPython: the path is not a working Python interpreter.
            HostUnreachable: (``options.host``) the host cannot be reached or logged into.
            RemoteFailed: (``options.host``) the host sent something that is not a diagnosis.
        """
        if self.target is not None:
            return self._run_remote(on_event)
        started = time.monotonic()
        check_path(self.options.python)
        job = self.job
        box: dict[str, JobOutcome] = {}

        job_done, host_done = threading.Event(), threading.Event()
        hosts: dict[str, dict[str, Any] | Exception] = {}

        def work() -> None:
            try:
                box["outcome"] = job.run(on_event)
            except Exception as exc:  # noqa: BLE001 - reported as a failed job, never lost
                box["outcome"] = JobOutcome(
                    status=JobStatus.FAILED, message=f"The job could not run: {exc}"
                )
            finally:
                job_done.set()

        def read_host() -> None:
            try:
                hosts["facts"] = host_facts(self.options.simulate, self.options.seed)
            except Exception as exc:  # noqa: BLE001 - raised again in the caller's thread
                hosts["facts"] = exc
            finally:
                host_done.set()

        # First the job: TensorFlow's import is the long pole. The calling thread only waits,
        # so Ctrl-C (and the CLI's SIGTERM or SIGHUP) lands in a wait, never inside an import
        # or a class being built, where Python turns it into another error.
        threading.Thread(target=work, name="tfgpu-doctor-job", daemon=True).start()
        threading.Thread(target=read_host, name="tfgpu-doctor-host", daemon=True).start()
        wait_awake(host_done)
        wait_awake(job_done)
        host = hosts["facts"]
        if isinstance(host, Exception):
            raise host
        return build_report(self.options, host, box["outcome"], started)

    def _use(self, job: Job) -> Job:
        """Make ``job`` the one :meth:`cancel` stops (cancelled at once if cancel came first)."""
        with self._lock:
            self.job = job
            if self._cancelled.is_set():
                job.cancel()
        return job

    def _run_remote(self, on_event: Callable[[JobEvent], None] | None) -> Report:
        from tfgpu_gui.doctor import remote

        options, target = self.options, self.target
        assert target is not None
        started = time.monotonic()
        if on_event is not None:
            body = {"step": "connect", "message": f"Connecting to {target.host}", "fraction": 0.0}
            on_event(JobEvent("progress", body, 0.0))
        info = remote.probe_host(target, self._cancelled)
        tfgpu = target.tfgpu if target.tfgpu != remote.NO_TFGPU else None
        if target.tfgpu is None:
            tfgpu = info.tfgpu
        if tfgpu:
            args = ["--python", options.python] if options.python else []
            args += [] if options.run_tf else ["--no-tf"]
            args += ["--timeout", f"{options.timeout:g}"]
            job = self._use(
                remote.RemoteTfgpuJob(
                    target, tfgpu, args, timeout=options.timeout + remote.PROBE_EXTRA_S
                )
            )
            outcome = job.run(on_event)
            failure = remote.failure_of(target, outcome, tfgpu)
            if failure is not None:
                raise failure
            if outcome.ok and outcome.result is not None:
                data = remote.parse_report(target, str(outcome.result.get("report_text")))
                report = Report.from_dict(data)
                report.host = target.host
                return report
            if outcome.status == JobStatus.FAILED and not outcome.log_lines:
                raise remote.RemoteFailed(f"tfgpu on {target.host}: {outcome.message}")
            return build_report(options, {}, outcome, started, remote=target.host)
        python = options.python or info.python
        if not python:
            raise NotAPython(
                f"{target.host} has no python3 on its PATH: name its Python with --python."
            )
        run_options = dataclasses.replace(options, python=python)
        job = self._use(
            remote.RemoteJob(
                target, python, [] if options.run_tf else ["--no-tf"], timeout=options.timeout
            )
        )
        outcome = job.run(on_event)
        failure = remote.failure_of(target, outcome, python)
        if failure is not None:
            raise failure
        host = remote.host_facts_of(outcome)
        if options.simulate:
            host["nvml"] = nvml_facts(options.simulate, options.seed)
        return build_report(run_options, host, outcome, started, remote=target.host)

    def cancel(self) -> None:
        """Stop the job (thread-safe); :meth:`run` still returns a report."""
        with self._lock:
            self._cancelled.set()
            self.job.cancel()


def run_doctor(
    options: DoctorOptions, on_event: Callable[[JobEvent], None] | None = None
) -> Report:
    """Diagnose ``options.python`` and block until done (a :class:`DoctorRun` not cancelled).

    Raises:
        NotAPython: the path is not a working Python interpreter.
    """
    return DoctorRun(options).run(on_event)


def explain_log_report(lines: Iterable[str], platform: str | None = None) -> Report:
    """A report on a log alone (no environment): the facts it states and its lines, diagnosed.

    The facts the log states (log_facts.py) go through the same rules as a live diagnosis;
    its lines through the explainer; the findings are merged and ranked (rules.diagnose_log).

    ``lines`` is consumed once, one line at a time (a
    :class:`~tfgpu_gui.doctor.log_reader.LogReader` streams a file of any size); the report
    keeps the log's last :data:`LOG_TAIL_LINES` lines (at most :data:`LOG_TAIL_CHARS`
    characters) and the explainer's bounded examples, so its size does not grow with the log's.

    Raises:
        NothingToExplain: the log is empty or holds only blank lines (or, from a reader, is
            not text).
        OSError: a reader could not read its stream.
    """
    from tfgpu_gui.doctor.log_reader import LogReader, NothingToExplain, clean_line
    from tfgpu_gui.doctor.rules import diagnose_log

    tail: deque[str] = deque()
    tail_chars = 0

    def keep(source: Iterable[str]) -> Iterator[str]:
        nonlocal tail_chars
        for line in source:
            line = clean_line(line.rstrip("\r\n"))
            tail.append(line)
            tail_chars += len(line)
            while len(tail) > LOG_TAIL_LINES or (tail_chars > LOG_TAIL_CHARS and len(tail) > 1):
                tail_chars -= len(tail.popleft())
            yield line

    diagnosis = diagnose_log(keep(lines), platform)
    explanation = diagnosis.explanation
    if explanation.text_lines == 0:
        what = "is empty" if explanation.total_lines == 0 else "holds only blank lines"
        raise NothingToExplain(f"the log {what}")
    log: dict[str, Any] = explanation.to_dict()
    log["lines_kept"] = len(tail)
    log["first_kept_line"] = explanation.total_lines - len(tail) + 1
    if isinstance(lines, LogReader):
        log["encoding"] = lines.encoding
    return Report(
        mode="log",
        target={"log": True, "platform": diagnosis.platform},
        facts=diagnosis.facts,
        findings=diagnosis.findings,
        log_lines=list(tail),
        log=log,
    )


# --- re-checking one finding ------------------------------------------------------------------
#: The fact groups read in this process (cheap: no TensorFlow); a re-check reads them again.
HOST_FACT_GROUPS = ("system", "driver", "env", "nvml")

#: Findings whose rule decides on the host's fact groups alone (their entry's
#: ``host_decided``: :data:`HOST_FACT_GROUPS`, and the target's environment, which the job
#: inherits from this process). Their rule may quote the job's facts as evidence, but the verdict
#: does not change with them, so a re-check re-reads the host and re-runs the rules on the
#: previous job's facts. Every other finding depends on TensorFlow's view: its re-check runs the
#: detection job again.
HOST_DECIDED = frozenset(ids_where(lambda e: e.host_decided))


def needs_job(finding: Finding | None, finding_id: str) -> bool:
    """Whether re-checking ``finding_id`` needs the detection job (TensorFlow's view).

    A finding read from the job's log (``origin`` ``"log"``) can only be seen again in a new
    log; one decided on the host's facts (:data:`HOST_DECIDED`) needs no job.
    """
    origin = finding.origin if finding is not None else "facts"
    return finding_id not in HOST_DECIDED or origin == "log"


class Recheck:
    """Re-check one finding of ``previous`` (a report on an environment): is it still there?

    :meth:`run` blocks (call it on a worker thread in a GUI) and returns the finding as it is
    now, or ``None`` when it is gone. The detection job is built and run only when
    :attr:`needs_job` says so; :meth:`cancel` stops it from any thread.
    """

    def __init__(self, finding_id: str, options: DoctorOptions, previous: Report) -> None:
        self.finding_id = finding_id
        self.options = options
        self.previous = previous
        before = next((f for f in previous.findings if f.id == finding_id), None)
        # On another host every re-check runs there: nothing of it can be read here.
        self.needs_job = options.host is not None or needs_job(before, finding_id)
        self.doctor = DoctorRun(options) if self.needs_job else None

    def run(self, on_event: Callable[[JobEvent], None] | None = None) -> Finding | None:
        """The finding now, or ``None`` when the checks behind it pass.

        Raises:
            NotAPython: the job was needed and the path is not a working Python interpreter.
        """
        if self.doctor is not None:
            findings = self.doctor.run(on_event).findings
        else:
            facts = {**self.previous.facts, **host_facts(self.options.simulate, self.options.seed)}
            if isinstance(facts.get("env_target"), dict):
                # The job's environment is this process's (less JOB_ENV, as job_facts reads it).
                facts["env_target"] = facts["env"]
            findings, _ = diagnose(facts)
        return next((f for f in findings if f.id == self.finding_id), None)

    def cancel(self) -> None:
        """Stop the detection job, if one runs (thread-safe)."""
        if self.doctor is not None:
            self.doctor.cancel()


def recheck(finding_id: str, options: DoctorOptions, previous: Report) -> Finding | None:
    """Re-check ``finding_id`` of ``previous`` (see :class:`Recheck`); ``None`` when gone."""
    return Recheck(finding_id, options, previous).run()
