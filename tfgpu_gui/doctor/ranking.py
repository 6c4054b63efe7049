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

from tfgpu_gui.doctor.model import ERROR, SEVERITY_RANK, Finding

CONFIRMED = "confirmed"
LIKELY = "likely"
POSSIBLE = "possible"
CONFIDENCES = (CONFIRMED, LIKELY, POSSIBLE)

# Causes before their consequences: a missing driver explains a failed cuInit, which explains
# TensorFlow seeing no GPU. Findings not listed come after the listed ones.
ROOT_ORDER: tuple[str, ...] = (
    "container-toolkit-missing",
    "container-runtime-not-configured",
    "container-toolkit-driver-not-found",
    "container-without-gpus",
    "no-nvidia-driver",
    "driver-not-loaded",
    "driver-library-mismatch",
    "driver-too-old",
    "windows-native-no-gpu",
    "tensorflow-not-installed",
    "tensorflow-import-failed",
    "tensorflow-cpu-only-build",
    "multiple-tensorflow-distributions",
    "tensorflow-gpu-package-removed",
    "python-version-unsupported",
    "and-cuda-extra-missing",
    "cuda-libraries-missing",
    "macos-no-cuda",
    "cudnn-version-mismatch",
    "cuda-visible-devices-hides-gpus",
    "compute-capability-too-old",
    "compute-capability-unsupported",
    "cuinit-unknown-error",
)
_ROOT_INDEX = {fid: i for i, fid in enumerate(ROOT_ORDER)}
_LAST = len(ROOT_ORDER)
_SYMPTOMS = {"no-gpu-visible": _LAST + 1}  # what the causes above lead to
# Outcomes that causes lead to (TensorFlow failed to import, crashed, saw no GPU): next to a
# cause of the same severity they come after it, however sure they are.
OUTCOMES = frozenset({"no-gpu-visible", "tensorflow-import-failed", "tensorflow-crashed"})


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
    order = {CONFIRMED: 0, LIKELY: 1, POSSIBLE: 2}
    explained = {f.severity for f in causes if f.id not in OUTCOMES}
    causes.sort(
        key=lambda f: (
            SEVERITY_RANK.get(f.severity, 3),
            f.id in OUTCOMES and f.severity in explained,
            order[f.confidence],
            _ROOT_INDEX.get(f.id, _SYMPTOMS.get(f.id, _LAST)),
        )
    )
    # Two log lines pointing at different root causes: the log alone cannot decide.
    seen_likely = False
    for f in causes:
        if f.severity == ERROR and f.confidence == LIKELY:
            if seen_likely and f.id not in _SYMPTOMS:
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
