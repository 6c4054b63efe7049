"""Fixtures of the tests that run code on the test NVML library (no Qt here)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

from tests.nvml_lib.driver import Driver


@pytest.fixture
def driver(tmp_path: Path) -> Driver:
    """The library with every symbol (a current driver)."""
    return Driver(tmp_path)


@pytest.fixture
def make_driver(tmp_path: Path) -> Callable[[Iterable[str]], Driver]:
    """A library built without some symbols (an older driver)."""

    def make(omit: Iterable[str]) -> Driver:
        return Driver(tmp_path, omit=omit)

    return make
