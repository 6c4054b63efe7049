"""Run a diagnosis: start the detection job first, read the host facts while TensorFlow imports,
then apply the rules. Also: a diagnosis of a pasted log alone, and the re-check of one finding
(host facts read again; the job again only when the finding depends on TensorFlow's view).

The job runs in the target interpreter (a child process); this module only waits on it, so it
works from the CLI's main thread and from a QThread of the wizard alike. ``tfgpu doctor`` and
the wizard's thread both diagnose through :class:`DoctorRun`, the only caller of
:func:`make_job`.
"""

from __future__ import annotations

import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
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
from tfgpu_gui.jobs.runner import Job, JobEvent, JobOutcome, JobStatus, script_path

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
    """

    python: str
    run_tf: bool = True
    simulate: str | None = None
    seed: int = 0
    timeout: float = DEFAULT_TIMEOUT_S


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


def job_facts(outcome: JobOutcome, run_tf: bool) -> dict[str, Any]:
    """The target interpreter's facts from the job's result (or its partial data)."""
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
            if key in os.environ:
                env[key] = os.environ[key]
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
    options: DoctorOptions, host: dict[str, Any], outcome: JobOutcome, started: float
) -> Report:
    """Facts + rules -> report; :class:`NotAPython` when the target never ran as Python."""
    if outcome.status == JobStatus.NOT_PYTHON:
        raise NotAPython(outcome.message)
    facts = {**host, **job_facts(outcome, options.run_tf)}
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
    )


class DoctorRun:
    """One diagnosis of ``options.python``: its detection job is built once, here.

    :meth:`run` blocks until the report is ready (call it on a worker thread in a GUI);
    :meth:`cancel` may come from any thread, before or during :meth:`run`: the job stops and the
    report says it was cancelled.
    """

    def __init__(self, options: DoctorOptions) -> None:
        self.options = options
        self.job = make_job(options)

    def run(self, on_event: Callable[[JobEvent], None] | None = None) -> Report:
        """Run the job and read the host facts meanwhile; ``on_event`` gets the job's events.

        Raises:
            NotAPython: the path is not a working Python interpreter.
        """
        started = time.monotonic()
        check_path(self.options.python)
        job = self.job
        box: dict[str, JobOutcome] = {}

        def work() -> None:
            try:
                box["outcome"] = job.run(on_event)
            except Exception as exc:  # noqa: BLE001 - reported as a failed job, never lost
                box["outcome"] = JobOutcome(
                    status=JobStatus.FAILED, message=f"The job could not run: {exc}"
                )

        thread = threading.Thread(target=work, name="tfgpu-doctor-job", daemon=True)
        thread.start()  # first: TensorFlow's import is the long pole
        host = host_facts(self.options.simulate, self.options.seed)
        thread.join()
        return build_report(self.options, host, box["outcome"], started)

    def cancel(self) -> None:
        """Stop the job (thread-safe); :meth:`run` still returns a report."""
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
    from tfgpu_gui.doctor.log_reader import LogReader, NothingToExplain
    from tfgpu_gui.doctor.rules import diagnose_log

    tail: deque[str] = deque()
    tail_chars = 0

    def keep(source: Iterable[str]) -> Iterator[str]:
        nonlocal tail_chars
        for line in source:
            line = line.rstrip("\r\n")
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
        self.needs_job = needs_job(before, finding_id)
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
