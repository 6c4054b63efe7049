"""What the doctor makes of every corpus log as posted, worked out once per test session.

Several tests compare the corpus read another way (rewritten as pages and chats keep it, saved
in a notebook) with the corpus as posted, and the corpus's figures come from the same outcomes:
each test would otherwise explain all of it again. The doctor's code and the corpus do not
change during a session; a test that patches the doctor runs ``explain`` itself.
"""

from __future__ import annotations

from functools import cache

from tests.doctor.corpus import all_logs
from tests.doctor.corpus.score import Outcome, Score, explain


@cache
def corpus_outcomes() -> dict[str, Outcome]:
    """Each corpus log's outcome, by the log's name."""
    return {log.name: explain(log) for log in all_logs()}


def corpus_score() -> Score:
    """The corpus's figures from those outcomes."""
    return Score(list(corpus_outcomes().values()))
