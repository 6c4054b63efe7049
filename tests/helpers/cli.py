"""The ``tfgpu`` command line (and the ``tfgpu-gui`` program) run in a child process, as a user
runs it.

Tests that start the real command come through here. The child runs this tree's code
(``PYTHONPATH`` starts with it) unless it is an installed program, reads no terminal, and is
bounded in time: :func:`run_tfgpu` waits for it at most ``timeout`` seconds and kills it then;
:func:`started_tfgpu` kills it when its ``with`` block ends, and a watchdog kills it earlier
after ``timeout`` seconds, so a hung child cannot outlive its test.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

import tfgpu_gui

ROOT = Path(tfgpu_gui.__file__).resolve().parent.parent
CLI = "tfgpu_gui.cli"  # the ``tfgpu`` console script
GUI = "tfgpu_gui.app"  # the ``tfgpu-gui`` console script
PACKAGE = "tfgpu_gui"  # ``python -m tfgpu_gui``: the command line for a command, else the app

# Changes to this process's environment for a child; None removes the variable.
EnvChanges = Mapping[str, str | None]
Stream = int | IO[Any] | None


def cli_env(
    changes: EnvChanges | None = None, *, source_tree: bool = True, nvml_dir: Path | None = None
) -> dict[str, str]:
    """This process's environment for a child, without colours, then ``changes``.

    ``source_tree``: this tree comes first on ``PYTHONPATH`` (off for an installed program).
    ``nvml_dir``: the folder of a test ``libnvidia-ml.so.1``, put first on ``LD_LIBRARY_PATH``.
    """
    env = dict(os.environ)
    if source_tree:
        env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    if nvml_dir is not None:
        env["LD_LIBRARY_PATH"] = os.pathsep.join(
            [str(nvml_dir), *filter(None, [env.get("LD_LIBRARY_PATH")])]
        )
    env["NO_COLOR"] = "1"
    for name, value in (changes or {}).items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    return env


def tfgpu_command(*args: str, module: str = CLI, program: str | Path | None = None) -> list[str]:
    """The words that start it: ``program ARGS`` (an installed script or a bundle) when given,
    else ``python -m MODULE ARGS`` with this interpreter."""
    if program is not None:
        return [str(program), *args]
    return [sys.executable, "-m", module, *args]


def tfgpu_shell_command(*args: str, module: str = CLI) -> str:
    """The command as one shell line that runs this tree's code wherever the shell runs (a
    pipeline, a stand-in ``tfgpu`` script, the far end of ssh)."""
    words = tfgpu_command(*args, module=module)
    return f"env PYTHONPATH={shlex.quote(str(ROOT))} " + " ".join(shlex.quote(w) for w in words)


def run_tfgpu(
    *args: str,
    env: EnvChanges | None = None,
    input: str | None = None,
    timeout: float = 120,
    module: str = CLI,
    program: str | Path | None = None,
    nvml_dir: Path | None = None,
    cwd: str | Path | None = None,
    stdout: Stream = subprocess.PIPE,
    preexec_fn: Callable[[], None] | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run ``tfgpu ARGS`` to its end and capture its output as text.

    Past ``timeout`` seconds the child is killed and ``subprocess.TimeoutExpired`` raised.
    Standard input is ``input``, or empty. ``program`` runs an installed console script or a
    bundle instead of this tree's ``module``, in this process's environment plus ``env``.
    """
    return subprocess.run(
        tfgpu_command(*args, module=module, program=program),
        input=input,
        stdin=subprocess.DEVNULL if input is None else None,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=timeout,
        env=cli_env(env, source_tree=program is None, nvml_dir=nvml_dir),
        cwd=cwd,
        preexec_fn=preexec_fn,
        check=False,
    )


def run_tfgpu_gui(
    *args: str,
    env: EnvChanges | None = None,
    timeout: float = 120,
    program: str | Path | None = None,
    cwd: str | Path | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run ``tfgpu-gui ARGS`` (its own options: ``--version``, ``--self-test``…) to its end."""
    return run_tfgpu(*args, env=env, timeout=timeout, module=GUI, program=program, cwd=cwd)


@contextlib.contextmanager
def started_tfgpu(
    *args: str,
    env: EnvChanges | None = None,
    timeout: float = 240,
    module: str = CLI,
    stdout: Stream = subprocess.DEVNULL,
    stderr: Stream = subprocess.PIPE,
    text: bool = False,
    new_session: bool = False,
) -> Iterator[subprocess.Popen[Any]]:
    """Start ``tfgpu ARGS`` and hand over the running process (to signal it, read it as it runs).

    When the block ends, a child still running is killed and reaped, and its pipes closed. After
    ``timeout`` seconds a watchdog kills it, so a test waiting on a hung child fails instead of
    hanging. ``new_session``: the child leads a process group of its own, and the whole group is
    killed.
    """
    proc = subprocess.Popen(
        tfgpu_command(*args, module=module),
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=stderr,
        text=text,
        env=cli_env(env),
        start_new_session=new_session,
    )
    watchdog = threading.Timer(timeout, _kill, (proc, new_session))
    watchdog.daemon = True
    watchdog.start()
    try:
        yield proc
    finally:
        watchdog.cancel()
        if proc.poll() is None:
            _kill(proc, new_session)
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(10)
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()


def _kill(proc: subprocess.Popen[Any], group: bool) -> None:
    """SIGKILL the child, or the process group it leads, unless it has already ended."""
    if proc.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError, PermissionError):
        if group:
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.kill()
