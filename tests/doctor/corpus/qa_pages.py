# ruff: noqa: E501 - log lines are quoted verbatim
from __future__ import annotations

from tests.doctor.corpus import CorpusLog

LOGS: tuple[CorpusLog, ...] = ()
