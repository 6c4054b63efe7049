"""A paste diagnosed or read, as the doctor's tests look at it."""

from __future__ import annotations

from tfgpu_gui.doctor.log_facts import LogFacts
from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.rules import diagnose_log


def findings_of(text: str, platform: str | None = None) -> dict[str, Finding]:
    """The findings of a pasted ``text``, by ID (``platform``: the reader's fallback)."""
    return {f.id: f for f in diagnose_log(text.splitlines(), platform).findings}


def read_lines(*lines: str) -> LogFacts:
    """The log reader after these lines."""
    facts = LogFacts()
    for line in lines:
        facts.feed(line)
    return facts
