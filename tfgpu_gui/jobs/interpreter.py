"""Is a path a working Python interpreter, and what is it? Asked without importing anything.

The probe runs like a job (:mod:`tfgpu_gui.jobs.group`): in a process group of its own that is
killed when the probe ends, times out or is interrupted; what it prints is kept within bounds.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

from tfgpu_gui.jobs.group import ChildGroup
from tfgpu_gui.jobs.output import run_short

_PROBE = (
    "import json, sys, platform, os; "
    "print(json.dumps({'executable': sys.executable, 'version': platform.python_version(), "
    "'prefix': sys.prefix, 'base_prefix': getattr(sys, 'base_prefix', sys.prefix), "
    "'implementation': platform.python_implementation(), "
    "'conda': os.path.isdir(os.path.join(sys.prefix, 'conda-meta'))}))"
)


@dataclass(frozen=True)
class Interpreter:
    """A Python interpreter that answered the probe."""

    path: str
    executable: str
    version: str
    prefix: str
    base_prefix: str
    implementation: str
    conda: bool

    @property
    def kind(self) -> str:
        """ "conda", "venv" or "system"."""
        if self.conda:
            return "conda"
        if self.prefix != self.base_prefix:
            return "venv"
        return "system"


# What the probe's stdout and stderr may each keep (characters).
PROBE_KEEP_CHARS = 64 * 1024


class NotAPython(Exception):
    """The path is not a working Python interpreter; the message says why, for a person."""


def check_path(path: str) -> None:
    """Cheap checks of an interpreter path, without running it; :class:`NotAPython` if bad."""
    if not path:
        raise NotAPython("No interpreter path was given.")
    if not os.path.exists(path):
        raise NotAPython(f"{path} does not exist.")
    if os.path.isdir(path):
        raise NotAPython(f"{path} is a folder, not a Python interpreter (try {path}/bin/python).")
    if not os.access(path, os.X_OK):
        raise NotAPython(f"{path} is not executable.")


def _run_probe(path: str, timeout: float) -> tuple[int, list[str], list[str]]:
    """Run the probe; its exit status and the lines kept of its stdout and stderr."""
    try:
        group = ChildGroup([path, "-c", _PROBE], dict(os.environ))
    except OSError as exc:
        raise NotAPython(f"{path} could not be run: {exc.strerror or exc}.") from None
    run = run_short(group, timeout, PROBE_KEEP_CHARS, kill_rest=True)
    if run.returncode is None:
        raise NotAPython(f"{path} did not answer within {timeout:g} s.")
    return run.returncode, run.out, run.err


def probe_interpreter(path: str, timeout: float = 20.0) -> Interpreter:
    """Run ``path`` with a one-line probe; :class:`NotAPython` explains any failure."""
    check_path(path)
    returncode, out, err = _run_probe(path, timeout)
    out = [line for line in out if line.strip()]
    try:
        info = json.loads(out[-1]) if out else None
    except ValueError:
        info = None
    if returncode != 0 or not isinstance(info, dict):
        err = [line for line in err if line.strip()]
        why = err[-1].strip() if err else f"exit status {returncode}"
        if len(why) > 160:
            why = why[:157] + "..."
        raise NotAPython(f"{path} is not a working Python interpreter ({why}).")
    return Interpreter(
        path=path,
        executable=str(info["executable"]),
        version=str(info["version"]),
        prefix=str(info["prefix"]),
        base_prefix=str(info["base_prefix"]),
        implementation=str(info["implementation"]),
        conda=bool(info["conda"]),
    )
