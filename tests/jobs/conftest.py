"""Fixtures of the job tests: the deliberately broken child scripts."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.paths import JOB_FAKES


@pytest.fixture
def fake() -> Path:
    return JOB_FAKES
