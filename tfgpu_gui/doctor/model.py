"""The plain data of a diagnosis: severities, catalogue entries and findings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ERROR = "error"
WARNING = "warning"
INFO = "info"
SEVERITIES = (ERROR, WARNING, INFO)
SEVERITY_RANK = {ERROR: 0, WARNING: 1, INFO: 2}

# Platform keys of a fix: the platform the user runs on, or "any" as the fallback.
PLATFORMS = ("linux", "wsl2", "windows", "macos", "any")


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
