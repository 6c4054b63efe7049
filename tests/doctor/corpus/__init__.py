"""A corpus of real logs users pasted in public threads, each with its confirmed root cause.

Every record quotes a log as it was posted (user and host names replaced with ``alice`` and
``host``; long repeated runs shortened), cites the thread it comes from, and names the
catalogue finding that is the root cause the thread confirmed. A confirmed cause that the
catalogue has no ID for is ``expected_cause=None`` with a ``note`` naming it: such a log counts
as a miss to fix. A run that worked but printed alarming lines is ``harmless=True`` with no
expected cause.

The modules hold the records by kind of source; :data:`CORPUS` is all of them, and
:mod:`tests.doctor.corpus.score` measures the doctor on it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CorpusLog:
    """One pasted log and what the thread it comes from confirmed about it."""

    name: str
    source: str
    text: str
    expected_cause: str | None = None
    harmless: bool = False
    note: str = ""
    platform: str = "linux"
    # Findings that follow from the cause (not false alarms when the log shows them).
    consequences: frozenset[str] = frozenset()


def all_logs() -> tuple[CorpusLog, ...]:
    """Every record of every module of the corpus."""
    from tests.doctor.corpus import (
        github_eighteenth,
        github_eighth,
        github_eleventh,
        github_fifth,
        github_fiftieth,
        github_fiftyeighth,
        github_fiftyfifth,
        github_fiftyfirst,
        github_fiftyfourth,
        github_fiftyninth,
        github_fiftysecond,
        github_fiftyseventh,
        github_fiftysixth,
        github_fiftythird,
        github_fortieth,
        github_fortyeighth,
        github_fortyfifth,
        github_fortyfirst,
        github_fortyfourth,
        github_fortyninth,
        github_fortysecond,
        github_fortyseventh,
        github_fortysixth,
        github_fortythird,
        github_fourteenth,
        github_fourth,
        github_more,
        github_nineteenth,
        github_ninth,
        github_other,
        github_seventeenth,
        github_seventh,
        github_seventieth,
        github_seventyeighth,
        github_seventyfifth,
        github_seventyfirst,
        github_seventyfourth,
        github_seventyninth,
        github_seventysecond,
        github_seventyseventh,
        github_seventysixth,
        github_seventythird,
        github_sixteenth,
        github_sixth,
        github_sixtieth,
        github_sixtyeighth,
        github_sixtyfifth,
        github_sixtyfirst,
        github_sixtyfourth,
        github_sixtyninth,
        github_sixtysecond,
        github_sixtyseventh,
        github_sixtysixth,
        github_sixtythird,
        github_tensorflow,
        github_tenth,
        github_third,
        github_thirteenth,
        github_thirtieth,
        github_thirtyeighth,
        github_thirtyfifth,
        github_thirtyfirst,
        github_thirtyfourth,
        github_thirtyninth,
        github_thirtysecond,
        github_thirtyseventh,
        github_thirtysixth,
        github_thirtythird,
        github_twelfth,
        github_twentieth,
        github_twentyeighth,
        github_twentyfifth,
        github_twentyfirst,
        github_twentyfourth,
        github_twentyninth,
        github_twentysecond,
        github_twentysixth,
        github_twentythird,
        harmless_runs,
        unit_excerpts,
    )

    return (
        *github_tensorflow.LOGS,
        *github_other.LOGS,
        *github_more.LOGS,
        *github_third.LOGS,
        *github_fourth.LOGS,
        *github_fifth.LOGS,
        *github_sixth.LOGS,
        *github_seventh.LOGS,
        *github_eighth.LOGS,
        *github_ninth.LOGS,
        *github_tenth.LOGS,
        *github_eleventh.LOGS,
        *github_twelfth.LOGS,
        *github_thirteenth.LOGS,
        *github_fourteenth.LOGS,
        *github_sixteenth.LOGS,
        *github_seventeenth.LOGS,
        *github_eighteenth.LOGS,
        *github_nineteenth.LOGS,
        *github_twentieth.LOGS,
        *github_twentyfirst.LOGS,
        *github_twentysecond.LOGS,
        *github_twentythird.LOGS,
        *github_twentyfourth.LOGS,
        *github_twentyfifth.LOGS,
        *github_twentysixth.LOGS,
        *github_twentyeighth.LOGS,
        *github_twentyninth.LOGS,
        *github_thirtieth.LOGS,
        *github_thirtyfirst.LOGS,
        *github_thirtysecond.LOGS,
        *github_thirtythird.LOGS,
        *github_thirtyfourth.LOGS,
        *github_thirtyfifth.LOGS,
        *github_thirtysixth.LOGS,
        *github_thirtyseventh.LOGS,
        *github_thirtyeighth.LOGS,
        *github_thirtyninth.LOGS,
        *github_fortieth.LOGS,
        *github_fortyfirst.LOGS,
        *github_fortysecond.LOGS,
        *github_fortythird.LOGS,
        *github_fortyfourth.LOGS,
        *github_fortyfifth.LOGS,
        *github_fortysixth.LOGS,
        *github_fortyseventh.LOGS,
        *github_fortyeighth.LOGS,
        *github_fortyninth.LOGS,
        *github_fiftieth.LOGS,
        *github_fiftyfirst.LOGS,
        *github_fiftysecond.LOGS,
        *github_fiftythird.LOGS,
        *github_fiftyfourth.LOGS,
        *github_fiftyfifth.LOGS,
        *github_fiftysixth.LOGS,
        *github_fiftyseventh.LOGS,
        *github_fiftyeighth.LOGS,
        *github_fiftyninth.LOGS,
        *github_sixtieth.LOGS,
        *github_sixtyfirst.LOGS,
        *github_sixtysecond.LOGS,
        *github_sixtythird.LOGS,
        *github_sixtyfourth.LOGS,
        *github_sixtyfifth.LOGS,
        *github_sixtysixth.LOGS,
        *github_sixtyseventh.LOGS,
        *github_sixtyeighth.LOGS,
        *github_sixtyninth.LOGS,
        *github_seventieth.LOGS,
        *github_seventyfirst.LOGS,
        *github_seventysecond.LOGS,
        *github_seventythird.LOGS,
        *github_seventyfourth.LOGS,
        *github_seventyfifth.LOGS,
        *github_seventysixth.LOGS,
        *github_seventyseventh.LOGS,
        *github_seventyeighth.LOGS,
        *github_seventyninth.LOGS,
        *harmless_runs.LOGS,
        *unit_excerpts.LOGS,
    )
