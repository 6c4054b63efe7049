"""Python interpreters worth offering as diagnosis targets, found on disk without running them.

The current interpreter; $VIRTUAL_ENV and $CONDA_PREFIX; conda environments in the usual
folders; ~/.virtualenvs/*; ~/.pyenv/versions/*; ./.venv. A process's interpreter comes from the
process table (its ``python`` field) and a browsed one from the user.
"""

from __future__ import annotations

import glob
import os
import sys
from collections.abc import Iterable


def _python_in(prefix: str) -> str | None:
    for rel in ("bin/python3", "bin/python", "python.exe", "Scripts/python.exe"):
        path = os.path.join(prefix, rel)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return None


def candidate_prefixes(home: str | None = None, cwd: str | None = None) -> list[str]:
    """Environment folders to look in, most likely first."""
    home = home or os.path.expanduser("~")
    cwd = cwd or os.getcwd()
    prefixes = [os.environ.get("VIRTUAL_ENV", ""), os.environ.get("CONDA_PREFIX", "")]
    prefixes.append(os.path.join(cwd, ".venv"))
    for pattern in (
        "~/.virtualenvs/*",
        "~/.pyenv/versions/*",
        "~/miniconda3",
        "~/miniconda3/envs/*",
        "~/anaconda3",
        "~/anaconda3/envs/*",
        "~/miniforge3",
        "~/miniforge3/envs/*",
        "~/.conda/envs/*",
    ):
        prefixes += sorted(glob.glob(pattern.replace("~", home, 1)))
    return [p for p in prefixes if p]


def find_interpreters(extra: Iterable[str] = (), home: str | None = None) -> list[str]:
    """Interpreter paths: ``extra`` first, then the current one, then environments on disk."""
    seen: set[str] = set()
    out: list[str] = []
    candidates = [*extra, sys.executable]
    candidates += [p for p in map(_python_in, candidate_prefixes(home)) if p]
    for path in candidates:
        if not path:
            continue
        key = os.path.realpath(path)
        if key in seen:
            continue
        seen.add(key)
        out.append(path)
    return out
