"""The explainer's unit-test excerpts (``tests/doctor/log_excerpts.py``) that cite a public thread.

Each names one blocking finding (or, with none, one warning), the thread's confirmed cause; the
excerpts keep their own module so the unit tests and the corpus cannot drift apart. Excerpts of
harmless lines alone are left out: their threads do not show that the run worked.
"""

from __future__ import annotations

from tests.doctor.corpus import CorpusLog
from tests.doctor.log_excerpts import EXCERPTS


def _from_excerpts() -> tuple[CorpusLog, ...]:
    logs = []
    for e in EXCERPTS:
        if not e.source.startswith("https://"):
            continue  # recorded locally, not from a public thread
        # the blocking finding; a warning beside it is a second reading of the same lines
        causes = sorted(e.blocking) or sorted(e.warnings)
        if not causes:
            continue  # only harmless lines, but the thread does not show the run worked
        if len(causes) != 1:
            raise ValueError(f"excerpt {e.name!r} names {len(causes)} causes, not one")
        logs.append(
            CorpusLog(
                name="unit: " + e.name,
                source=e.source,
                text=e.text,
                expected_cause=causes[0],
            )
        )
    return tuple(logs)


LOGS: tuple[CorpusLog, ...] = _from_excerpts()
