"""How well the log explainer names the root cause of the corpus's logs.

Each log goes through :func:`tfgpu_gui.doctor.collect.explain_log_report` as
``tfgpu doctor --log`` reads it: the system it ran on is only what the log itself shows (the
record's ``platform``, from its thread, is not passed). Its *problems* are the report's error
and warning findings (not the harmless ones), in the report's order.

- **recall**: a broken log's expected cause is among its problems, or, when it has none, is
  the cause it names on a condition the log cannot settle (``conditional``: a CUDA runtime
  that did not load is harmless without a GPU and the cause with one). A log whose confirmed
  cause has no catalogue ID (``expected_cause=None``) always counts as a miss, and so does a
  log the explainer refuses (``NothingToExplain``) or crashes on.
- **first**: the expected cause is the first problem, the one a reader sees first.
- **false alarm**: a harmless log (a run that worked) with any problem; or a broken log with an
  *error* finding that is neither its expected cause, nor one of its ``consequences``, nor one
  of :data:`SYMPTOMS` (findings that state the outcome every GPU setup fault shares rather than
  a cause). Warnings on broken logs are not counted: a second, lesser remark is not an alarm.
- **crash**: any exception other than ``NothingToExplain``.
"""

from __future__ import annotations

import traceback
from collections.abc import Iterable
from dataclasses import dataclass, field

from tests.doctor.corpus import CorpusLog, all_logs

# Error findings that say what went wrong for the user (no GPU, TensorFlow did not start)
# rather than why; any broken log may show them next to its cause.
SYMPTOMS: frozenset[str] = frozenset(
    {"no-gpu-visible", "tensorflow-crashed", "tensorflow-import-failed"}
)

_ALARMING = ("error", "warning")


@dataclass(frozen=True)
class Outcome:
    """What the explainer made of one log."""

    log: CorpusLog
    problems: tuple[tuple[str, str], ...] = ()  # (finding ID, severity), report order
    refused: bool = False  # NothingToExplain
    crash: str = ""  # the exception's traceback, when it raised another one
    # Causes named only on a condition the log cannot settle ("harmless without a GPU; with
    # one, this is why"): info findings ranked as possible. Not problems, never alarms.
    conditional: tuple[str, ...] = ()

    @property
    def problem_ids(self) -> tuple[str, ...]:
        return tuple(fid for fid, _ in self.problems)

    @property
    def hit(self) -> bool:
        cause = self.log.expected_cause
        named = (*self.problem_ids, *self.conditional)
        return not self.log.harmless and cause is not None and cause in named

    @property
    def first(self) -> bool:
        ids = self.problem_ids or self.conditional
        return self.hit and ids[0] == self.log.expected_cause

    @property
    def false_alarms(self) -> tuple[str, ...]:
        """The findings that count as false alarms on this log (empty when none)."""
        if self.log.harmless:
            return self.problem_ids
        allowed = {self.log.expected_cause, *self.log.consequences, *SYMPTOMS}
        return tuple(fid for fid, sev in self.problems if sev == "error" and fid not in allowed)


@dataclass
class Score:
    """The corpus's figures; the lists name the logs behind each."""

    outcomes: list[Outcome] = field(default_factory=list)

    @property
    def broken(self) -> list[Outcome]:
        return [o for o in self.outcomes if not o.log.harmless]

    @property
    def harmless(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.log.harmless]

    @property
    def hits(self) -> list[Outcome]:
        return [o for o in self.broken if o.hit]

    @property
    def firsts(self) -> list[Outcome]:
        return [o for o in self.broken if o.first]

    @property
    def misses(self) -> list[Outcome]:
        return [o for o in self.broken if not o.hit]

    @property
    def false_alarms_harmless(self) -> list[Outcome]:
        return [o for o in self.harmless if o.false_alarms]

    @property
    def false_alarms_broken(self) -> list[Outcome]:
        return [o for o in self.broken if o.false_alarms]

    @property
    def crashes(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.crash]

    @staticmethod
    def _ratio(part: int, whole: int) -> float:
        return part / whole if whole else 0.0

    @property
    def recall(self) -> float:
        return self._ratio(len(self.hits), len(self.broken))

    @property
    def first_recall(self) -> float:
        return self._ratio(len(self.firsts), len(self.broken))

    @property
    def harmless_false_alarm_rate(self) -> float:
        return self._ratio(len(self.false_alarms_harmless), len(self.harmless))

    @property
    def broken_false_alarm_rate(self) -> float:
        return self._ratio(len(self.false_alarms_broken), len(self.broken))


def explain(log: CorpusLog) -> Outcome:
    """Run the explainer on one log; never raises."""
    from tfgpu_gui.doctor.collect import explain_log_report
    from tfgpu_gui.doctor.log_reader import NothingToExplain

    try:
        report = explain_log_report(log.text.splitlines())
    except NothingToExplain:
        return Outcome(log, refused=True)
    except Exception:  # noqa: BLE001 - a crash is a figure of the score, not an error here
        return Outcome(log, crash=traceback.format_exc())
    problems = tuple(
        (f.id, f.severity) for f in report.findings if not f.harmless and f.severity in _ALARMING
    )
    conditional = tuple(
        f.id
        for f in report.findings
        if f.severity == "info" and f.rank > 0 and f.confidence == "possible"
    )
    return Outcome(log, problems=problems, conditional=conditional)


def score(logs: Iterable[CorpusLog] | None = None) -> Score:
    """The figures for ``logs`` (the whole corpus by default)."""
    return Score([explain(log) for log in (all_logs() if logs is None else logs)])
