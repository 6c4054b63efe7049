"""Rank the findings of a diagnosis: which cause is the most likely, and how sure that is.

The last step of rules.py: after the findings are merged, each cause gets a rank (1 = the most
likely root cause) and a confidence. "confirmed": a fact shows it (read from the machine, or
stated outright in a pasted log: a version, ``is_built_with_cuda()`` answering False).
"likely": a log line that means it. "possible": a line that only suggests it, a finding whose
usual explanation rests on facts nobody knows, or a second cause the log cannot tell apart
from the first. Lines that are safe to ignore are not causes: rank 0, no confidence.
"""

from __future__ import annotations

from collections.abc import Iterable

from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import ERROR, SEVERITY_RANK, Finding, NoGpu

CONFIRMED = "confirmed"
LIKELY = "likely"
POSSIBLE = "possible"
CONFIDENCES = (CONFIRMED, LIKELY, POSSIBLE)

# Causes before their consequences: each entry's ``root_order`` places it (a missing driver
# explains a failed cuInit, which explains TensorFlow seeing no GPU). Findings without one come
# after those with one, and the symptom those causes lead to (``NoGpu.SYMPTOM``) after them all.
_ROOT, _UNORDERED, _SYMPTOM = 0, 1, 2


def _root_key(f: Finding) -> tuple[int, int]:
    """Where ``f`` stands in the order of causes (an ID not in the catalogue: unordered)."""
    e = CATALOGUE.get(f.id)
    if e is not None and e.root_order is not None:
        return (_ROOT, e.root_order)
    return (_SYMPTOM if _is_symptom(f) else _UNORDERED, 0)


def _is_symptom(f: Finding) -> bool:
    e = CATALOGUE.get(f.id)
    return e is not None and e.no_gpu is NoGpu.SYMPTOM


def _is_outcome(f: Finding) -> bool:
    """What causes lead to (its entry's ``outcome``): after a cause of the same severity."""
    e = CATALOGUE.get(f.id)
    return e is not None and e.outcome


def _confidence(f: Finding, uncertain: set[str]) -> str:
    if f.id in uncertain:
        return POSSIBLE
    return CONFIRMED if "facts" in f.origin else LIKELY


def rank_findings(findings: Iterable[Finding], uncertain: Iterable[str] = ()) -> list[Finding]:
    """Set ``rank`` and ``confidence`` on each finding; return them most likely first.

    Args:
        findings: merged findings (one per ID).
        uncertain: IDs whose evidence only suggests them (hint lines, unknown premises).
    """
    doubt = set(uncertain)
    causes = [f for f in findings if not f.harmless]
    harmless = [f for f in findings if f.harmless]
    for f in causes:
        f.confidence = _confidence(f, doubt)
    # Within a severity, outcomes come after the causes that lead to them.
    causes.sort(
        key=lambda f: (
            SEVERITY_RANK.get(f.severity, len(SEVERITY_RANK)),  # unknown: after info
            _is_outcome(f),
            CONFIDENCES.index(f.confidence),
            _root_key(f),
        )
    )
    # Two log lines pointing at different root causes: the log alone cannot decide.
    seen_likely = False
    for f in causes:
        if f.severity == ERROR and f.confidence == LIKELY:
            if seen_likely and not _is_symptom(f):
                f.confidence = POSSIBLE
            seen_likely = True
    for n, f in enumerate(causes, start=1):
        f.rank = n
    for f in harmless:
        f.rank, f.confidence = 0, ""
    return [*causes, *harmless]


def undecided(findings: Iterable[Finding]) -> list[Finding]:
    """The ranked causes (errors and warnings) when more than one remains and not all are
    confirmed: what "Most likely: ... / Also possible: ..." lists. Empty otherwise."""
    causes = [f for f in findings if f.rank > 0 and f.severity != "info"]
    causes.sort(key=lambda f: f.rank)
    if len(causes) < 2 or all(f.confidence == CONFIRMED for f in causes):
        return []
    return causes
