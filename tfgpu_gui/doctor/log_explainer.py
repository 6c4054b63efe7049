"""Explain a TensorFlow log: which lines block the GPU, which warn, which are safe to ignore.

Works on any text: the detection job's stderr, or a log the user pasted (a training run, a CI
job, a colleague's report). Each line is tested with a substring first and a regular
expression only when the substring is present, so 10,000 lines take a few tens of ms.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE, make_finding
from tfgpu_gui.doctor.knowledge.log_patterns import LOG_PATTERNS, LogPattern
from tfgpu_gui.doctor.model import ERROR, Finding, sort_findings

BLOCKING = "blocking"
WARNINGS = "warnings"
HARMLESS = "safe to ignore"
GROUPS = (BLOCKING, WARNINGS, HARMLESS)

MAX_EVIDENCE_LINES = 4
MAX_LINE_CHARS = 400

# An error- or fatal-level line in absl's format ("E0000 00:00:...") or TF's older one
# ("2020-10-08 23:28:14.726991: E tensorflow/...").
_ERROR_LEVEL = re.compile(r"^\s*(?:\(\w+ pid=\d+\)\s*)?(?:[EF]\d{4} |\S+ \S+: [EF] )")


@dataclass(frozen=True)
class LineMatch:
    """A log line that the explainer recognised (``line_no`` counts from 1)."""

    line_no: int
    text: str
    finding: str
    group: str


@dataclass
class LogExplanation:
    """The recognised lines of a log, grouped, and the findings they support."""

    total_lines: int
    matches: list[LineMatch] = field(default_factory=list)
    unrecognised_errors: list[tuple[int, str]] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    def group(self, name: str) -> list[LineMatch]:
        """The matched lines of one group (:data:`BLOCKING`, :data:`WARNINGS`, :data:`HARMLESS`)."""
        return [m for m in self.matches if m.group == name]

    def harmless_line_numbers(self) -> set[int]:
        """Line numbers of lines that are safe to ignore (the wizard greys them)."""
        return {m.line_no for m in self.matches if m.group == HARMLESS}

    def to_dict(self) -> dict[str, object]:
        """JSON form: per group, the matched lines with their finding IDs."""
        return {
            "total_lines": self.total_lines,
            "groups": {
                g: [
                    {"line": m.line_no, "text": m.text, "finding": m.finding} for m in self.group(g)
                ]
                for g in GROUPS
            },
            "unrecognised_errors": [{"line": n, "text": t} for n, t in self.unrecognised_errors],
        }


def classify(line: str) -> LogPattern | None:
    """The first pattern that matches ``line``, before any re-attribution."""
    low = line.lower()
    for pattern in LOG_PATTERNS:
        if pattern.needle in low and (pattern.regex is None or pattern.regex.search(line)):
            return pattern
    return None


def _group_of(finding_id: str) -> str:
    e = CATALOGUE[finding_id]
    if e.harmless:
        return HARMLESS
    return BLOCKING if e.severity == ERROR else WARNINGS


def _clip(text: str) -> str:
    text = text.rstrip()
    return text if len(text) <= MAX_LINE_CHARS else text[: MAX_LINE_CHARS - 3] + "..."


def explain_log(
    lines: Iterable[str],
    platform: str = "linux",
    context: Iterable[str] = (),
    origin: str = "log",
) -> LogExplanation:
    """Recognise the lines of a log and turn them into findings.

    Args:
        lines: the log, one line per item (trailing newlines are fine).
        platform: the platform key for the fixes ("linux", "wsl2", "windows", "macos").
        context: finding IDs already diagnosed from facts; a line whose pattern yields to one
            of them is counted as evidence for it instead.
        origin: recorded on the findings ("log" for a pasted log, "facts+log" for the job's).
    """
    raw: list[tuple[int, str, LogPattern]] = []
    errors: list[tuple[int, str]] = []
    total = 0
    for total, line in enumerate(lines, start=1):
        pattern = classify(line)
        if pattern is not None:
            raw.append((total, line, pattern))
        elif _ERROR_LEVEL.match(line) and len(errors) < 50:
            errors.append((total, _clip(line)))
    present = set(context) | {p.finding for _, _, p in raw}
    explanation = LogExplanation(total_lines=total, unrecognised_errors=errors)
    by_finding: dict[str, list[str]] = {}
    for line_no, line, pattern in raw:
        finding_id = next((y for y in pattern.yield_to if y in present), pattern.finding)
        explanation.matches.append(
            LineMatch(line_no, _clip(line), finding_id, _group_of(finding_id))
        )
        by_finding.setdefault(finding_id, []).append(f"log line {line_no}: {_clip(line).strip()}")
    for finding_id, evidence in by_finding.items():
        shown = evidence[:MAX_EVIDENCE_LINES]
        if len(evidence) > len(shown):
            shown.append(f"... and {len(evidence) - len(shown)} more line(s) like these")
        explanation.findings.append(make_finding(finding_id, platform, shown, origin=origin))
    explanation.findings = sort_findings(explanation.findings)
    return explanation
