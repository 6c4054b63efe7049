"""Mutation testing covers every Qt-free module (docs/mutation.md): ``[tool.mutmut]``'s
``only_mutate`` matches each of them, and nothing under ``ui/``."""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _config() -> dict[str, list[str]]:
    """``[tool.mutmut]``'s two lists of patterns (read without tomllib, which 3.10 lacks)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split("[tool.mutmut]", 1)[1].split("\n[", 1)[0]
    lists = {}
    for key in ("only_mutate", "do_not_mutate"):
        body = re.search(rf"^{key} = \[(.*?)^\]", section, re.MULTILINE | re.DOTALL)
        assert body, key
        lists[key] = re.findall(r'^\s*"([^"]+)",', body.group(1), re.MULTILINE)
    return lists


def test_every_qt_free_module_is_mutated_and_no_window_is():
    config = _config()
    patterns, excluded = config["only_mutate"], config["do_not_mutate"]
    sources = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tfgpu_gui").rglob("*.py"))

    def mutated(path: str) -> bool:
        return any(fnmatch.fnmatch(path, p) for p in patterns) and not any(
            fnmatch.fnmatch(path, p) for p in excluded
        )

    # The GUI (ui/ and app.py, which starts Qt) is measured by its own tests, not mutated.
    gui = [s for s in sources if s.startswith("tfgpu_gui/ui/") or s == "tfgpu_gui/app.py"]
    qt_free = [s for s in sources if s not in gui and not s.endswith("__init__.py")]
    assert len(qt_free) > 100
    assert [s for s in qt_free if not mutated(s)] == []
    assert [s for s in gui if mutated(s)] == []
