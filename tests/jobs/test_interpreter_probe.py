"""Is a path a working Python? The checks before running it, and the probe's answer.

The probe runs real interpreters: this Python, and stand-ins (shell scripts) that answer
wrongly in each way a broken interpreter does.
"""

from __future__ import annotations

import json
import os
import platform
import sys
import time
from pathlib import Path

import pytest

from tests.jobs.family import ends
from tests.jobs.spies import SteppingClock
from tfgpu_gui.jobs import output
from tfgpu_gui.jobs.group import live_groups
from tfgpu_gui.jobs.interpreter import Interpreter, NotAPython, check_path, probe_interpreter
from tfgpu_gui.jobs.output import DRAIN_S


def stand_in(tmp_path: Path, body: str) -> str:
    path = tmp_path / "python3"
    path.write_text("#!/bin/sh\n" + body, encoding="utf-8")
    path.chmod(0o755)
    return str(path)


def answer(**fields: object) -> str:
    info = {
        "executable": "/opt/py/bin/python3",
        "version": "3.11.9",
        "prefix": "/opt/py",
        "base_prefix": "/opt/py",
        "implementation": "CPython",
        "conda": False,
    }
    info.update(fields)
    return json.dumps(info)


def test_an_empty_path_is_refused() -> None:
    with pytest.raises(NotAPython, match=r"^No interpreter path was given\.$"):
        check_path("")


def test_a_missing_path_is_refused(tmp_path: Path) -> None:
    missing = str(tmp_path / "bin" / "python")
    with pytest.raises(NotAPython) as raised:
        probe_interpreter(missing)
    assert str(raised.value) == f"{missing} does not exist."


def test_a_folder_is_refused_with_the_likely_path(tmp_path: Path) -> None:
    with pytest.raises(NotAPython) as raised:
        check_path(str(tmp_path))
    assert str(raised.value) == (
        f"{tmp_path} is a folder, not a Python interpreter (try {tmp_path}/bin/python)."
    )


def test_a_file_that_cannot_be_executed_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "python"
    path.write_text("#!/bin/sh\n", encoding="utf-8")
    path.chmod(0o644)
    with pytest.raises(NotAPython) as raised:
        check_path(str(path))
    assert str(raised.value) == f"{path} is not executable."


def test_this_python_answers_the_probe() -> None:
    found = probe_interpreter(sys.executable)
    assert found == Interpreter(
        path=sys.executable,
        executable=sys.executable,
        version=platform.python_version(),
        prefix=sys.prefix,
        base_prefix=sys.base_prefix,
        implementation=platform.python_implementation(),
        conda=os.path.isdir(os.path.join(sys.prefix, "conda-meta")),
    )


def test_the_kind_of_an_interpreter() -> None:
    system = Interpreter(
        "/usr/bin/python3", "/usr/bin/python3", "3.12.3", "/usr", "/usr", "CPython", False
    )
    venv = Interpreter("/v/bin/python", "/v/bin/python", "3.12.3", "/v", "/usr", "CPython", False)
    conda = Interpreter("/c/bin/python", "/c/bin/python", "3.11.9", "/c", "/c", "CPython", True)
    assert (system.kind, venv.kind, conda.kind) == ("system", "venv", "conda")
    # A conda environment made as a venv of a conda base is still conda's.
    assert Interpreter("/e/bin/python", "", "", "/e", "/c", "CPython", True).kind == "conda"


def test_the_answer_is_the_last_line_printed(tmp_path: Path) -> None:
    line = answer(conda=True, version="3.10.14", prefix="/c/envs/tf", base_prefix="/c")
    python = stand_in(tmp_path, f"echo 'sitecustomize: hello'\necho '{line}'\necho\necho ' '\n")
    found = probe_interpreter(python)
    assert found == Interpreter(
        python, "/opt/py/bin/python3", "3.10.14", "/c/envs/tf", "/c", "CPython", True
    )
    assert found.kind == "conda"


def test_a_failing_interpreter_is_named_with_its_last_error_line(tmp_path: Path) -> None:
    python = stand_in(
        tmp_path,
        "echo 'Fatal Python error: init_fs_encoding' >&2\n"
        "echo 'ModuleNotFoundError: No module named encodings' >&2\necho >&2\nexit 1\n",
    )
    with pytest.raises(NotAPython) as raised:
        probe_interpreter(python)
    assert str(raised.value) == (
        f"{python} is not a working Python interpreter "
        "(ModuleNotFoundError: No module named encodings)."
    )


def test_a_silent_failure_gives_its_exit_status(tmp_path: Path) -> None:
    python = stand_in(tmp_path, "exit 3\n")
    with pytest.raises(NotAPython) as raised:
        probe_interpreter(python)
    assert str(raised.value) == f"{python} is not a working Python interpreter (exit status 3)."


def test_a_long_error_line_is_cut_to_160_characters(tmp_path: Path) -> None:
    python = stand_in(tmp_path, f"echo '{'e' * 200}' >&2\nexit 1\n")
    with pytest.raises(NotAPython) as raised:
        probe_interpreter(python)
    assert str(raised.value) == (f"{python} is not a working Python interpreter ({'e' * 157}...).")
    one_more = stand_in(tmp_path, f"echo '{'e' * 161}' >&2\nexit 1\n")
    with pytest.raises(NotAPython) as raised:
        probe_interpreter(one_more)
    assert str(raised.value).endswith(f"({'e' * 157}...).")
    exact = stand_in(tmp_path, f"echo '{'e' * 160}' >&2\nexit 1\n")
    with pytest.raises(NotAPython) as raised:
        probe_interpreter(exact)
    assert str(raised.value).endswith(f"({'e' * 160}).")


@pytest.mark.parametrize(
    "body",
    [
        f"echo '{answer()}'\nexit 2\n",  # an answer, but the exit status says it failed
        "echo '[1, 2]'\n",  # JSON, but not the probe's object
        "echo '{not json'\n",
        "true\n",  # nothing at all
    ],
)
def test_anything_but_the_answer_and_success_is_not_a_python(tmp_path: Path, body: str) -> None:
    python = stand_in(tmp_path, body)
    with pytest.raises(NotAPython, match="is not a working Python interpreter"):
        probe_interpreter(python)


def test_a_program_the_system_cannot_start(tmp_path: Path) -> None:
    path = tmp_path / "python"
    path.write_bytes(b"\x7fELF garbage, not a program")
    path.chmod(0o755)
    with pytest.raises(NotAPython) as raised:
        probe_interpreter(str(path))
    assert str(raised.value) == f"{path} could not be run: Exec format error."


def test_what_the_probe_leaves_behind_is_killed_at_once(tmp_path: Path) -> None:
    # The answer comes, then the stand-in exits leaving a child that holds its stdout open.
    pid_file = tmp_path / "pid"
    python = stand_in(tmp_path, f"sleep 30 &\necho $! > {pid_file}\necho '{answer()}'\nexit 0\n")
    before = live_groups()
    started = time.monotonic()
    assert probe_interpreter(python, timeout=60).version == "3.11.9"
    assert time.monotonic() - started < DRAIN_S  # not held until the drain time runs out
    assert ends(int(pid_file.read_text()))
    assert live_groups() == before


def test_an_interpreter_that_does_not_answer_is_given_twenty_seconds_by_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The probe's clock moves a second each time it is read (once a pass): the stand-in that
    # never answers is stopped after twenty of its seconds, a second or so of real time.
    python = stand_in(tmp_path, "exec sleep 60\n")
    monkeypatch.setattr(output, "time", SteppingClock(step=1.0).module())
    before = live_groups()
    with pytest.raises(NotAPython) as raised:
        probe_interpreter(python)
    assert str(raised.value) == f"{python} did not answer within 20 s."
    assert live_groups() == before
