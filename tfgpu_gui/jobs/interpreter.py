"""Is a path a working Python interpreter, and what is it? Asked without importing anything."""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass

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


def probe_interpreter(path: str, timeout: float = 20.0) -> Interpreter:
    """Run ``path`` with a one-line probe; :class:`NotAPython` explains any failure."""
    check_path(path)
    try:
        proc = subprocess.run(
            [path, "-c", _PROBE],
            capture_output=True,
            timeout=timeout,
            stdin=subprocess.DEVNULL,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise NotAPython(f"{path} did not answer within {timeout:g} s.") from None
    except OSError as exc:
        raise NotAPython(f"{path} could not be run: {exc.strerror or exc}.") from None
    out = proc.stdout.decode("utf-8", errors="replace").strip().splitlines()
    try:
        info = json.loads(out[-1]) if out else None
    except ValueError:
        info = None
    if proc.returncode != 0 or not isinstance(info, dict):
        err = proc.stderr.decode("utf-8", errors="replace").strip().splitlines()
        why = err[-1] if err else f"exit status {proc.returncode}"
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
