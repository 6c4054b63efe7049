"""Build the test ``libnvidia-ml.so.1``, write its state file, run code against it.

The library is compiled from ``fake_nvml.c`` against the real ``nvml.h`` of the
``nvidia-nvml-dev-cu12`` wheel, once per source hash and set of left-out symbols. Code runs
against it in a child process whose ``LD_LIBRARY_PATH`` starts with the build directory:
pynvml loads ``libnvidia-ml.so.1`` with ``dlopen``, which searches that path before the
system's library, so this works the same on a machine with a real driver.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from tests.helpers.cli import cli_env, run_tfgpu

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "fake_nvml.c"
PROBE = HERE / "probe.py"
REPO = HERE.parent.parent
STATE_ENV = "TFGPU_TEST_NVML_STATE"

State = Mapping[str, object]


class NoCompiler(RuntimeError):
    """No C compiler or no nvml.h: the library cannot be built here."""


def nvml_include_dir() -> Path:
    """The folder of nvml.h inside the installed nvidia-nvml-dev-cu12 wheel."""
    spec = importlib.util.find_spec("nvidia.nvml_dev")
    if spec is None or not spec.submodule_search_locations:
        raise NoCompiler("nvidia-nvml-dev-cu12 is not installed (pip install -e '.[test]')")
    for location in spec.submodule_search_locations:
        include = Path(location) / "include"
        if (include / "nvml.h").is_file():
            return include
    raise NoCompiler("nvml.h not found in nvidia-nvml-dev-cu12")


def compiler() -> str:
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    if not cc:
        raise NoCompiler("no C compiler (cc) on PATH")
    return cc


def build_command(include: Path, output: Path) -> list[str]:
    """The documented build: one ``cc`` command."""
    return [
        compiler(),
        "-shared",
        "-fPIC",
        "-O1",
        "-Wall",
        "-Werror",
        "-DNVML_NO_UNVERSIONED_FUNC_DEFS",
        f"-I{include}",
        "-o",
        str(output),
        str(SOURCE),
    ]


def build_library(omit: Iterable[str] = (), root: Path | None = None) -> Path:
    """Compile the library (cached) and return the directory that holds it.

    ``omit`` names symbols that the library must not export, as an older driver lacks them:
    a linker version script makes them local, so pynvml's ``dlsym`` does not find them.
    """
    omitted = sorted(set(omit))
    include = nvml_include_dir()
    key = hashlib.sha256(
        SOURCE.read_bytes() + (include / "nvml.h").read_bytes() + "\n".join(omitted).encode()
    ).hexdigest()[:16]
    base = root or Path(tempfile.gettempdir()) / f"tfgpu-test-nvml-{os.getuid()}"
    out_dir = base / key
    library = out_dir / "libnvidia-ml.so.1"
    if library.is_file():
        return out_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    partial = out_dir / f"libnvidia-ml.so.1.{os.getpid()}.tmp"
    command = build_command(include, partial)
    if omitted:
        script = out_dir / f"omit.{os.getpid()}.map"  # per process: builds may run at once
        script.write_text("{ global: *; local: " + "; ".join(omitted) + "; };\n")
        command.insert(1, f"-Wl,--version-script={script}")
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"building the test NVML library failed:\n{result.stderr}")
    os.replace(partial, library)
    return out_dir


def state_text(state: State) -> str:
    """The ``key=value`` lines of a state mapping (the C side's format)."""
    lines = []
    for key, value in state.items():
        text = str(value)
        if "\n" in text or "=" in key:
            raise ValueError(f"bad state entry {key!r}")
        lines.append(f"{key}={text}")
    return "\n".join(lines) + "\n"


def write_state(path: Path, state: State) -> None:
    """Replace the state file atomically (a new inode: the library sees the change)."""
    partial = path.with_name(path.name + ".tmp")
    partial.write_text(state_text(state))
    os.replace(partial, path)


class Driver:
    """One test's driver: a built library and a state file in the test's tmp dir."""

    def __init__(self, tmp_path: Path, omit: Iterable[str] = ()) -> None:
        self.library_dir = build_library(omit)
        self.state_file = tmp_path / "nvml-state.txt"
        self.tmp_path = tmp_path

    def state_env(self, state: State | None) -> dict[str, str | None]:
        """Write ``state`` (when given) and name its file for the child; None: no state file."""
        if state is None:
            return {STATE_ENV: None}
        write_state(self.state_file, state)
        return {STATE_ENV: str(self.state_file)}

    def env(self, state: State | None) -> dict[str, str]:
        """A child's whole environment on this library, this tree's code first."""
        return cli_env(self.state_env(state), nvml_dir=self.library_dir)

    def probe(self, *states: State, timeout: float = 60) -> list[dict[str, Any]]:
        """Read one snapshot per state with NvmlBackend in a child process.

        The first state is in place before NVML opens; each next one replaces the file just
        before the next read (a GPU can fall off the bus between two reads). Each read is
        ``{"snapshot": dataclasses.asdict(...)}`` or ``{"error": kind, "message": ...}``.
        """
        env = self.env(states[0])
        later = []
        for i, state in enumerate(states[1:]):
            path = self.tmp_path / f"nvml-state-{i + 1}.txt"
            path.write_text(state_text(state))
            later.append(str(path))
        result = subprocess.run(
            [sys.executable, str(PROBE), *later],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        if result.returncode != 0:
            raise AssertionError(f"probe failed ({result.returncode}):\n{result.stderr}")
        reads: list[dict[str, Any]] = json.loads(result.stdout)
        return reads

    def cli(
        self, *args: str, state: State | None = None, timeout: float = 60
    ) -> subprocess.CompletedProcess[str]:
        """Run ``tfgpu ARGS`` in a child process on the test library."""
        return run_tfgpu(
            *args, env=self.state_env(state), nvml_dir=self.library_dir, timeout=timeout
        )
