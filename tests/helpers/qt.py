"""Types of the Qt test fixtures (``tests/ui/conftest.py``), for annotations in tests."""

from __future__ import annotations

from collections.abc import Callable

#: ``choose_file(which, path)``: the named QFileDialog static method answers ``path``.
ChooseFile = Callable[[str, str], None]
