"""Explain a TensorFlow log: which lines block the GPU, which warn, which are safe to ignore.

Works on any text: the detection job's stderr, or a log the user pasted (a training run, a CI
job, a colleague's report) as read by log_reader.py. Each line is tested with a substring first
and a regular expression only when the substring is present, so 10,000 lines take a few tens of
ms; lines are consumed one at a time and only a bounded number of examples is kept.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE, make_finding
from tfgpu_gui.doctor.knowledge.log_patterns import (
    CONTAINER_CONTEXT,
    DOCKER_MENTION,
    DOCKER_WORDS,
    LOG_PATTERNS,
    LSMOD_EMPTY,
    LSMOD_GREP_NVIDIA,
    PROMPT,
    LogPattern,
)
from tfgpu_gui.doctor.log_reader import CUT_MARK
from tfgpu_gui.doctor.model import ERROR, WARNING, Finding, sort_findings

BLOCKING = "blocking"
WARNINGS = "warnings"
HARMLESS = "safe to ignore"
GROUPS = (BLOCKING, WARNINGS, HARMLESS)

MAX_EVIDENCE_LINES = 4
MAX_LINE_CHARS = 400
# Lines kept per finding (the rest are counted) and unrecognised error lines kept.
MAX_EXAMPLES = 20
MAX_UNRECOGNISED = 50

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
    """The recognised lines of a log, grouped, and the findings they support.

    Bounded whatever the log's size: ``matches`` keeps at most :data:`MAX_EXAMPLES` lines per
    finding and ``unrecognised_errors`` at most :data:`MAX_UNRECOGNISED`; ``counts`` and
    ``unrecognised_error_count`` count them all.
    """

    total_lines: int
    matches: list[LineMatch] = field(default_factory=list)
    unrecognised_errors: list[tuple[int, str]] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    unrecognised_error_count: int = 0
    text_lines: int = 0  # lines that are not blank
    cut_lines: int = 0  # lines cut by the reader (they end with its mark)
    # Findings whose every line only suggests them (a pattern marked ``hint``).
    hinted: set[str] = field(default_factory=set)

    def group(self, name: str) -> list[LineMatch]:
        """The matched lines of one group (:data:`BLOCKING`, :data:`WARNINGS`, :data:`HARMLESS`)."""
        return [m for m in self.matches if m.group == name]

    def harmless_line_numbers(self) -> set[int]:
        """Line numbers of lines that are safe to ignore (the wizard greys them)."""
        return {m.line_no for m in self.matches if m.group == HARMLESS}

    def to_dict(self) -> dict[str, object]:
        """JSON form: per group, the matched lines with their finding IDs; counts of all."""
        return {
            "total_lines": self.total_lines,
            "groups": {
                g: [
                    {"line": m.line_no, "text": m.text, "finding": m.finding} for m in self.group(g)
                ]
                for g in GROUPS
            },
            "counts": dict(self.counts),
            "unrecognised_errors": [{"line": n, "text": t} for n, t in self.unrecognised_errors],
            "unrecognised_error_count": self.unrecognised_error_count,
            "cut_lines": self.cut_lines,
        }


# Logs repeat their lines (a progress bar, a warning at every step): each distinct line is
# classified once. A bounded cache of a pure function of the line.
@functools.lru_cache(maxsize=1024)
def classify(line: str) -> LogPattern | None:
    """The first pattern that matches ``line``, before any re-attribution."""
    low = line.lower()
    for pattern in LOG_PATTERNS:
        if pattern.needle in low and (pattern.regex is None or pattern.regex.search(line)):
            return pattern
    return None


def forget_lines() -> None:
    """Empty the reader's per-line caches, the patterns' and the facts' (what a new process
    starts with: a measure of reading time starts here)."""
    from tfgpu_gui.doctor import log_facts  # (not at import: `--no-tf` reads no log)

    classify.cache_clear()
    log_facts.forget_lines()


def _group_of(finding_id: str) -> str:
    e = CATALOGUE[finding_id]
    if e.harmless:
        return HARMLESS
    return BLOCKING if e.severity == ERROR else WARNINGS


def _clip(text: str) -> str:
    text = text.rstrip()
    return text if len(text) <= MAX_LINE_CHARS else text[: MAX_LINE_CHARS - 3] + "..."


class LogScan:
    """The streaming half of :func:`explain_log`: feed lines one at a time, then explain.

    Lets another reader (log_facts.py) see the same lines in the same single pass; the
    findings are made at the end, when the facts that re-attribute lines are known.
    """

    def __init__(self) -> None:
        self.examples: dict[LogPattern, list[tuple[int, str]]] = {}
        self.counts: dict[LogPattern, int] = {}
        self.errors: list[tuple[int, str]] = []
        self.error_count = self.text_count = self.cut_count = self.total = 0
        self.in_container = False  # the log shows a shell or banner inside a container
        self.docker = False  # the paste talks about a Docker container
        self._lsmod: tuple[int, str] | None = None  # `lsmod | grep nvidia`, output not seen yet

    def _keep(self, pattern: LogPattern, line_no: int, line: str) -> None:
        self.counts[pattern] = self.counts.get(pattern, 0) + 1
        kept = self.examples.setdefault(pattern, [])
        if len(kept) < MAX_EXAMPLES:
            kept.append((line_no, _clip(line)))

    def _context(self, line: str) -> None:
        """Follow what reads across lines: a container's shell, an lsmod command."""
        if self._lsmod is not None:
            if PROMPT.match(line) or "nvidia" not in line.lower():
                self._keep(LSMOD_EMPTY, *self._lsmod)
            self._lsmod = None
        if LSMOD_GREP_NVIDIA.search(line):
            self._lsmod = (self.total, line)
        if CONTAINER_CONTEXT.search(line):
            self.in_container = True
        low = line.lower()
        if not self.docker and any(w in low for w in DOCKER_WORDS):
            self.docker = bool(DOCKER_MENTION.search(line))

    def feed(self, line: str) -> None:
        """Classify one line; only bounded examples are kept."""
        self.total += 1
        if not line.strip():
            return
        self.text_count += 1
        if line.endswith(CUT_MARK):
            self.cut_count += 1
        self._context(line)
        pattern = classify(line)
        if pattern is not None:
            self._keep(pattern, self.total, line)
        elif _ERROR_LEVEL.match(line):
            self.error_count += 1
            if len(self.errors) < MAX_UNRECOGNISED:
                self.errors.append((self.total, _clip(line)))

    def explain(
        self,
        platform: str = "linux",
        context: Iterable[str] = (),
        origin: str = "log",
        not_in_container: bool = False,
        no_gpu_said: bool = False,
    ) -> LogExplanation:
        """The findings of the lines fed so far (see :func:`explain_log` for the arguments;
        ``no_gpu_said``: the paste says the machine has no GPU, so a container there had none
        to be given)."""
        context = set(context)
        # (Inside WSL2 a line's own finding is what it means there.)
        present = context | {
            p.in_wsl if p.in_wsl and platform == "wsl2" else p.finding for p in self.counts
        }
        explanation = LogExplanation(
            total_lines=self.total,
            unrecognised_errors=list(self.errors),
            unrecognised_error_count=self.error_count,
            text_lines=self.text_count,
            cut_lines=self.cut_count,
        )
        by_finding: dict[str, list[tuple[int, str]]] = {}
        proven: set[str] = set()
        possible: dict[str, list[tuple[int, str]]] = {}
        possible_lines: dict[str, int] = {}  # every line of each, also those not kept
        # Findings a line proves as they stand (an ``or_else`` cause of theirs is ruled out).
        proven_as_is = {p.finding for p in self.counts if not p.hint and not p.yield_to}
        for pattern, n in self.counts.items():
            finding_id = next((y for y in pattern.yield_to if y in present), pattern.finding)
            # (In a container on a machine the facts show without a GPU, the line means what it
            # says: no driver there to pass in.)
            in_docker = self.docker and not no_gpu_said and pattern.finding not in context
            if pattern.in_docker and finding_id == pattern.finding and in_docker:
                finding_id = pattern.in_docker
            elif pattern.in_wsl and finding_id == pattern.finding and platform == "wsl2":
                finding_id = pattern.in_wsl
            elif pattern.in_container and finding_id == pattern.finding:
                if self.in_container:
                    finding_id = pattern.in_container
                elif not not_in_container:  # the log cannot tell: a container is possible too
                    possible.setdefault(pattern.in_container, []).extend(self.examples[pattern])
                    possible_lines[pattern.in_container] = (
                        possible_lines.get(pattern.in_container, 0) + n
                    )
            if not pattern.hint:
                proven.add(finding_id)
            ruled_out = finding_id != pattern.finding or finding_id in proven_as_is
            or_else = "" if ruled_out else pattern.or_else
            for named in (finding_id, pattern.suggests, or_else):
                if named:  # a cause suggested is never proven by the line
                    explanation.counts[named] = explanation.counts.get(named, 0) + n
                    by_finding.setdefault(named, []).extend(self.examples[pattern])
        # Only a bare line leaves the container open: another line about the usual cause (a
        # module that failed to load, a DKMS build) shows the host. Possible, so a warning.
        seen_elsewhere = {p.finding for p in self.counts if not p.in_container}
        own = {p.in_container: p.finding for p in self.counts if p.in_container}
        lowered = set()
        for finding_id, kept in possible.items():
            if finding_id not in by_finding and own[finding_id] not in seen_elsewhere:
                explanation.counts[finding_id] = possible_lines[finding_id]
                by_finding[finding_id] = kept
                lowered.add(finding_id)
        for finding_id, kept in by_finding.items():
            kept.sort()
            group = _group_of(finding_id)
            explanation.matches += [
                LineMatch(n, t, finding_id, group) for n, t in kept[:MAX_EXAMPLES]
            ]
            shown = [f"log line {n}: {t.strip()}" for n, t in kept[:MAX_EVIDENCE_LINES]]
            more = explanation.counts[finding_id] - len(shown)
            if more > 0:
                shown.append(f"... and {more} more line(s) like these")
            severity = WARNING if finding_id in lowered else None
            explanation.findings.append(
                make_finding(finding_id, platform, shown, severity=severity, origin=origin)
            )
        explanation.matches.sort(key=lambda m: m.line_no)
        explanation.findings = sort_findings(explanation.findings)
        explanation.hinted = set(by_finding) - proven
        return explanation


def explain_log(
    lines: Iterable[str],
    platform: str = "linux",
    context: Iterable[str] = (),
    origin: str = "log",
    not_in_container: bool = False,
) -> LogExplanation:
    """Recognise the lines of a log and turn them into findings, one line at a time.

    Memory stays bounded whatever the number of lines: per pattern the first
    :data:`MAX_EXAMPLES` lines are kept (clipped to :data:`MAX_LINE_CHARS`), the rest counted.

    Args:
        lines: the log, one line per item (trailing newlines are fine); may be a generator.
        platform: the platform key for the fixes ("linux", "wsl2", "windows", "macos").
        context: finding IDs already diagnosed from facts; a line whose pattern yields to one
            of them is counted as evidence for it instead.
        origin: recorded on the findings ("log" for a pasted log, "facts+log" for the job's).
        not_in_container: the machine the lines come from was looked at and is not in a
            container: a line that leaves a container open is not about one.
    """
    scan = LogScan()
    for line in lines:
        scan.feed(line)
    return scan.explain(platform, context, origin, not_in_container)
