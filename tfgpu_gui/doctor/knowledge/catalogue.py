"""All catalogue entries by ID (``tfgpu explain ID``)."""

from __future__ import annotations

from collections.abc import Callable

from tfgpu_gui.doctor.knowledge import catalogue_driver, catalogue_install, catalogue_runtime
from tfgpu_gui.doctor.model import Entry, Finding

CATALOGUE: dict[str, Entry] = {
    e.id: e
    for e in (*catalogue_driver.ENTRIES, *catalogue_install.ENTRIES, *catalogue_runtime.ENTRIES)
}


def entry(finding_id: str) -> Entry:
    """The entry for ``finding_id``; ``KeyError`` names the close matches."""
    try:
        return CATALOGUE[finding_id]
    except KeyError:
        import difflib

        close = difflib.get_close_matches(finding_id, list(CATALOGUE), n=3, cutoff=0.5)
        hint = f" Did you mean: {', '.join(close)}?" if close else ""
        raise KeyError(f"no finding called {finding_id!r}.{hint}") from None


def ids_where(test: Callable[[Entry], bool]) -> tuple[str, ...]:
    """The IDs of the entries that pass ``test``, in catalogue order."""
    return tuple(e.id for e in CATALOGUE.values() if test(e))


def make_finding(
    finding_id: str,
    platform: str,
    evidence: list[str] | None = None,
    severity: str | None = None,
    extra_explanation: str = "",
    origin: str = "facts",
) -> Finding:
    """A finding from its catalogue entry, with the fix for the user's platform."""
    e = entry(finding_id)
    explanation = e.explanation + (f" {extra_explanation}" if extra_explanation else "")
    return Finding(
        id=e.id,
        severity=severity or e.severity,
        title=e.title,
        explanation=explanation,
        evidence=list(evidence or []),
        fix=e.fix_for(platform),
        harmless=e.harmless,
        origin=origin,
        confirm=e.confirm,
    )
