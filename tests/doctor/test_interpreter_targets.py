"""Which interpreters the doctor offers as targets: found on disk in the usual places, in order."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from tfgpu_gui.doctor.targets import _python_in, candidate_prefixes, find_interpreters


def _exe(path: Path, executable: bool = True) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n", encoding="utf-8")
    path.chmod(0o755 if executable else 0o644)
    return str(path)


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No activated environment, and a working folder without a .venv."""
    monkeypatch.delenv("VIRTUAL_ENV", raising=False)
    monkeypatch.delenv("CONDA_PREFIX", raising=False)
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    return work


def test_the_interpreter_of_a_prefix_prefers_python3_then_python(tmp_path: Path) -> None:
    both = tmp_path / "both"
    python3 = _exe(both / "bin" / "python3")
    _exe(both / "bin" / "python")
    assert _python_in(str(both)) == python3

    only_python = tmp_path / "only"
    assert _python_in(str(only_python)) is None  # nothing there yet
    python = _exe(only_python / "bin" / "python")
    assert _python_in(str(only_python)) == python


def test_a_file_that_cannot_run_or_a_folder_is_not_an_interpreter(tmp_path: Path) -> None:
    prefix = tmp_path / "env"
    _exe(prefix / "bin" / "python3", executable=False)  # not executable
    (prefix / "bin" / "python").mkdir(parents=True)  # a folder of that name
    assert _python_in(str(prefix)) is None
    python = _exe(prefix / "python.exe")
    assert _python_in(str(prefix)) == python


def test_a_windows_environment_keeps_its_interpreter_in_scripts(tmp_path: Path) -> None:
    prefix = tmp_path / "winenv"
    python = _exe(prefix / "Scripts" / "python.exe")
    assert _python_in(str(prefix)) == python


def test_prefixes_come_activated_first_then_the_usual_folders_in_order(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    made = [
        ".virtualenvs/zeta",
        ".virtualenvs/alpha",
        ".pyenv/versions/3.12.4",
        ".pyenv/versions/3.11.9",
        "miniconda3/envs/tf",
        "anaconda3/envs/old",
        "miniforge3/envs/gpu",
        ".conda/envs/mine",
    ]
    for rel in made:
        (home / rel).mkdir(parents=True)
    monkeypatch.setenv("VIRTUAL_ENV", "/opt/venvs/active")
    monkeypatch.setenv("CONDA_PREFIX", "/opt/conda/envs/base")
    cwd = tmp_path / "project"
    got = candidate_prefixes(home=str(home), cwd=str(cwd))
    h = str(home)
    assert got == [
        "/opt/venvs/active",
        "/opt/conda/envs/base",
        os.path.join(str(cwd), ".venv"),  # offered whether or not it exists
        f"{h}/.virtualenvs/alpha",
        f"{h}/.virtualenvs/zeta",
        f"{h}/.pyenv/versions/3.11.9",
        f"{h}/.pyenv/versions/3.12.4",
        f"{h}/miniconda3",
        f"{h}/miniconda3/envs/tf",
        f"{h}/anaconda3",
        f"{h}/anaconda3/envs/old",
        f"{h}/miniforge3",
        f"{h}/miniforge3/envs/gpu",
        f"{h}/.conda/envs/mine",
    ]


def test_without_arguments_the_home_and_working_folder_are_this_process_s(
    monkeypatch: pytest.MonkeyPatch, clean_env: Path, tmp_path: Path
) -> None:
    home = tmp_path / "me"
    (home / ".virtualenvs" / "tf").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    assert candidate_prefixes() == [
        os.path.join(str(clean_env), ".venv"),
        f"{home}/.virtualenvs/tf",
    ]


def test_interpreters_extra_first_then_this_one_then_environments_once_each(
    monkeypatch: pytest.MonkeyPatch, clean_env: Path, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    venv_python = _exe(home / ".virtualenvs" / "tf" / "bin" / "python")
    _exe(home / ".pyenv" / "versions" / "3.12.4" / "bin" / "python3", executable=False)
    conda_python = _exe(home / "miniconda3" / "envs" / "gpu" / "bin" / "python3")
    browsed = _exe(tmp_path / "elsewhere" / "bin" / "python3")
    alias = tmp_path / "alias-of-browsed"
    alias.symlink_to(browsed)
    monkeypatch.setenv("VIRTUAL_ENV", str(home / ".virtualenvs" / "tf"))  # also found by glob

    got = find_interpreters([browsed, "", str(alias)], home=str(home))
    assert got == [browsed, sys.executable, venv_python, conda_python]


def test_no_extra_gives_this_interpreter_first(clean_env: Path, tmp_path: Path) -> None:
    home = tmp_path / "empty-home"
    home.mkdir()
    assert find_interpreters(home=str(home)) == [sys.executable]
