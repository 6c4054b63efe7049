"""Fixtures of the wizard's tests: file dialogs that answer without a user."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QFileDialog

ChooseFile = Callable[[str, str], None]


@pytest.fixture
def choose_file(monkeypatch: pytest.MonkeyPatch) -> ChooseFile:
    """``choose_file(which, path)``: QFileDialog's ``which`` dialog answers ``path`` from now
    on ("" is a cancelled dialog)."""

    def choose(which: str, path: str) -> None:
        monkeypatch.setattr(QFileDialog, which, staticmethod(lambda *args: (path, "")))

    return choose
