"""The plain data of a diagnosis: severities, catalogue entries and findings."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

ERROR = "error"
WARNING = "warning"
INFO = "info"
SEVERITIES = (ERROR, WARNING, INFO)
SEVERITY_RANK = {ERROR: 0, WARNING: 1, INFO: 2}

# Platform keys of a fix: the platform the user runs on, or "any" as the fallback.
PLATFORMS = ("linux", "wsl2", "windows", "macos", "any")


class NoGpu(Enum):
    """What a finding has to do with "TensorFlow sees no GPU" (an entry's ``no_gpu``)."""

    #: Neither explains nor shows a missing GPU.
    UNRELATED = "unrelated"
    #: A cause that explains why TensorFlow sees no GPU (better than ``no-gpu-visible`` does).
    CAUSE = "cause"
    #: A cause that shows the GPU absent where TensorFlow runs: no driver there, or no device
    #: that CUDA may use. What a container started without the GPUs leads to.
    ABSENT = "absent"
    #: TensorFlow sees no GPU and no cause is known: the fallback ``no-gpu-visible``, which
    #: ranks after every cause and is never doubted for sitting beside one.
    SYMPTOM = "symptom"


@dataclass(frozen=True)
class Entry:
    """One known cause in the catalogue: what it is, why it happens, how to fix it.

    Args:
        id: stable identifier (``tfgpu explain ID``); never renamed once released.
        severity: the usual severity; a rule may lower or raise it for one finding.
        title: one line, what is wrong.
        explanation: plain words: what it means and why it happens.
        fix: the remedy per platform key (see :data:`PLATFORMS`); lines starting with ``$ ``
            are commands (the wizard's copy button copies those).
        harmless: a log line that is safe to ignore; never counted as a problem.
        sources: where the facts behind the entry come from.
        confirm: how to tell whether this cause is the one (a command and what its result
            means); shown when a log alone cannot decide between causes.
        unproven_explanation: the explanation to use when the facts that ``explanation``
            takes for granted are unknown (a pasted log that shows no driver, say).
        if_system: for a cause that belongs to one system, the explanation to use when a
            pasted log does not show which system it ran on ("If this ran on ...").
        if_no_gpu: the explanation to use when a pasted log shows the line but nothing shows
            an NVIDIA GPU there (the line is then harmless on a machine without one).
        root_order: where the cause ranks among root causes, lowest first: causes before
            their consequences (a container Docker refused to start, then a missing driver,
            then the failed cuInit it leads to). ``None`` for a finding that is no root cause
            of its own: it ranks after those that are. Unique.
        no_gpu: what the finding has to do with TensorFlow seeing no GPU (see
            :class:`NoGpu`).
        outcome: what causes lead to (TensorFlow failed to import, crashed, saw no GPU):
            beside a cause of the same severity it ranks after it, however sure it is.
        container_refused: Docker refused to start a GPU container (what the host lacks for
            containers); nothing inside it ran.
        host_decided: its rule decides on the host's facts alone (system, driver,
            environment, NVML), so a re-check re-reads those and needs no detection job.
        log_facts: the facts of a pasted log the rule's finding rests on (keys of the log
            reader's evidence, see log_facts.py): their lines become its evidence.
    """

    id: str
    severity: str
    title: str
    explanation: str
    fix: dict[str, str]
    harmless: bool = False
    sources: tuple[str, ...] = ()
    confirm: str = ""
    unproven_explanation: str = ""
    if_system: str = ""
    if_no_gpu: str = ""
    # What the rules read: stated by every entry (keyword-only, no default), so that a new one
    # cannot be ranked or grouped by a default nobody chose.
    root_order: int | None = field(kw_only=True)
    no_gpu: NoGpu = field(kw_only=True)
    outcome: bool = field(kw_only=True)
    container_refused: bool = field(kw_only=True)
    host_decided: bool = field(kw_only=True)
    log_facts: tuple[str, ...] = ()

    @property
    def explains_no_gpu(self) -> bool:
        """Whether this cause explains "TensorFlow sees no GPU" (no fallback finding then)."""
        return self.no_gpu in (NoGpu.CAUSE, NoGpu.ABSENT)

    @property
    def gpu_missing(self) -> bool:
        """Whether the finding shows the GPU missing where TensorFlow runs."""
        return self.no_gpu in (NoGpu.ABSENT, NoGpu.SYMPTOM)

    def fix_for(self, platform: str) -> str:
        """The fix text for ``platform`` (falls back to Linux, then to "any")."""
        for key in (platform, "any", "linux"):
            if key in self.fix:
                return self.fix[key]
        return next(iter(self.fix.values()), "")


@dataclass
class Finding:
    """One diagnosed problem (or harmless line) with the evidence behind it."""

    id: str
    severity: str
    title: str
    explanation: str
    evidence: list[str] = field(default_factory=list)
    fix: str = ""
    harmless: bool = False
    origin: str = "facts"  # "facts", "log" or "facts+log"
    rank: int = 0  # 1 = the most likely root cause; 0 = not ranked yet
    confidence: str = ""  # "confirmed", "likely" or "possible" (see ranking.py)
    confirm: str = ""  # how to confirm this cause

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``findings[]`` of the report schema)."""
        return {
            "id": self.id,
            "severity": self.severity,
            "title": self.title,
            "explanation": self.explanation,
            "evidence": list(self.evidence),
            "fix": self.fix,
            "harmless": self.harmless,
            "origin": self.origin,
            "rank": self.rank,
            "confidence": self.confidence,
            "confirm": self.confirm,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Finding:
        """Read a finding back from a report's JSON (unknown keys are ignored)."""
        severity = str(data.get("severity", INFO))
        return cls(
            id=str(data.get("id", "")),
            severity=severity if severity in SEVERITIES else INFO,
            title=str(data.get("title", "")),
            explanation=str(data.get("explanation", "")),
            evidence=[str(e) for e in data.get("evidence") or []],
            fix=str(data.get("fix", "")),
            harmless=bool(data.get("harmless", False)),
            origin=str(data.get("origin", "facts")),
            rank=_rank(data.get("rank")),
            confidence=str(data.get("confidence") or ""),
            confirm=str(data.get("confirm") or ""),
        )

    def commands(self) -> list[str]:
        """The shell commands of the fix (lines starting with ``$ ``), without the prompt."""
        return [line.strip()[2:] for line in self.fix.splitlines() if line.strip().startswith("$ ")]


def _rank(value: Any) -> int:
    """A rank read back from JSON: a non-negative integer, anything else is 0 (unranked)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def sort_findings(findings: list[Finding]) -> list[Finding]:
    """Errors first, then warnings, then info; harmless lines last; stable otherwise."""
    return sorted(findings, key=lambda f: (f.harmless, SEVERITY_RANK.get(f.severity, 3)))
