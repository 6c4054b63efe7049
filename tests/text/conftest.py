"""The pseudo-terminal the live screen's tests draw on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.pty_terminal import Terminal


@pytest.fixture
def term(tmp_path: Path) -> Iterator[Terminal]:
    t = Terminal(tmp_path)
    yield t
    t.close()
