"""Shared test configuration: nothing here may import Qt (the core tests run without it)."""

from __future__ import annotations

import os

# Tests never depend on the user's colour settings or terminal.
os.environ.pop("FORCE_COLOR", None)
os.environ["NO_COLOR"] = "1"
