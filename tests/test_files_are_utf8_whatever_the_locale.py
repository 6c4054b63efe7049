"""Files the app writes and reads are UTF-8 whatever the system's locale says.

A user's names are not ASCII ("/home/jürgen", a GPU named by its owner, a host "höst"), and
not every session runs under a UTF-8 locale: a service or an ssh session with ``LC_ALL=C``,
Windows' code pages. Python opens a text file in the locale's encoding unless told, so each
reader and writer below is run in a child Python whose locale encoding is ASCII (``LC_ALL=C``,
locale coercion and UTF-8 mode off): the bytes on disk must be UTF-8 and what is read back the
same text.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

import tfgpu_gui

# The project's root as this test imports it (under a mutation tool, its copy).
ROOT = Path(tfgpu_gui.__file__).resolve().parent.parent
NAME = "GeForce RTX 4090 — Jürgen's"


def in_ascii_locale(code: str, tmp_path: Path, **env: str) -> Any:
    """Run ``code`` in a child Python with an ASCII locale encoding; its ``print``-ed JSON."""
    child_env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    child_env.update(
        LC_ALL="C",
        LANG="C",
        PYTHONCOERCECLOCALE="0",
        PYTHONUTF8="0",
        PYTHONIOENCODING="ascii:backslashreplace",
        PYTHONPATH=str(ROOT),
        **env,
    )
    prelude = "import json, locale, sys\nassert locale.getpreferredencoding(False) != 'UTF-8'\n"
    # A script file, not -c: its source is UTF-8 whatever the locale, a command line is not.
    script = tmp_path / "child.py"
    script.write_text(prelude + textwrap.dedent(code), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        env=child_env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_history_csv(tmp_path: Path) -> None:
    path = tmp_path / "history.csv"
    code = f"""
        from pathlib import Path
        from tfgpu_gui.telemetry import ManualClock, Sampler, make_backend
        from tfgpu_gui.telemetry.export import write_history_csv
        clock = ManualClock()
        sampler = Sampler(make_backend("training", clock=clock), history_seconds=60, clock=clock)
        for _ in range(3):
            sampler.sample_once()
            clock.advance(1.0)
        rows = write_history_csv(
            sampler.history, Path({str(path)!r}), names={{0: {NAME!r}}}, hosts={{0: "höst"}}
        )
        print(json.dumps(rows))
    """
    assert in_ascii_locale(code, tmp_path) == 3
    text = path.read_bytes().decode("utf-8")
    assert f",{NAME}," in text and text.endswith(",höst\r\n")


def test_the_runs_csv(tmp_path: Path) -> None:
    path = tmp_path / "runs.csv"
    code = f"""
        from pathlib import Path
        from tfgpu_gui.telemetry.runs_export import _write_atomic
        _write_atomic(Path({str(path)!r}), {NAME!r} + "\\n")
        print(json.dumps(True))
    """
    assert in_ascii_locale(code, tmp_path) is True
    assert path.read_bytes() == (NAME + "\n").encode("utf-8")


def test_a_benchmark_export_and_its_reading(tmp_path: Path) -> None:
    written, edited = tmp_path / "run.json", tmp_path / "edited.json"
    # A job's result whose TensorFlow is a local build, named by hand in an editor that writes
    # UTF-8.
    local = "2.21.0+jürgen"
    edited.write_bytes(json.dumps({"env": {"tf_version": local}}, ensure_ascii=False).encode())
    code = f"""
        from tfgpu_gui.bench.export import _write_atomically, load_json
        _write_atomically({str(written)!r}, {NAME!r})
        run, machine = load_json({str(edited)!r})
        print(json.dumps(run.tf_version))
    """
    assert in_ascii_locale(code, tmp_path) == local
    assert written.read_bytes() == NAME.encode("utf-8")


def test_a_machine_file_read_by_the_doctor(tmp_path: Path) -> None:
    path = tmp_path / "os-release"
    path.write_bytes('PRETTY_NAME="Debian — Jürgen\'s build"\n'.encode())
    code = f"""
        from tfgpu_gui.doctor.system_facts import _read
        print(json.dumps(_read({str(path)!r})))
    """
    assert in_ascii_locale(code, tmp_path) == 'PRETTY_NAME="Debian — Jürgen\'s build"\n'


@pytest.mark.parametrize("module", ["autostart", "entry"])
def test_the_desktop_entries_of_a_program_under_a_home_that_is_not_ascii(
    module: str, tmp_path: Path
) -> None:
    program = "/home/jürgen/.venv/bin/tfgpu-gui"
    call = {
        "autostart": "from tfgpu_gui.desktop.autostart import enable\npath = enable([PROGRAM])",
        "entry": "from tfgpu_gui.desktop.entry import install\n"
        "path = [p for p in install(command=[PROGRAM]) if p.suffix == '.desktop'][0]",
    }[module]
    code = f"PROGRAM = {program!r}\n{call}\nprint(json.dumps(str(path)))\n"
    where = in_ascii_locale(
        code, tmp_path, XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_DATA_HOME=str(tmp_path / "d")
    )
    assert f"Exec={program}" in Path(where).read_bytes().decode("utf-8")


@pytest.mark.skipif(not Path("/proc/self/comm").exists(), reason="Linux's /proc only")
def test_a_process_named_in_utf8_on_the_host(tmp_path: Path) -> None:
    # A process may name itself in UTF-8 (prctl, /proc/self/comm: 15 bytes): the host's facts
    # read it back as written.
    code = """
        import os
        with open("/proc/self/comm", "wb") as f:
            f.write("trainer-jürgen".encode("utf-8"))
        from tfgpu_gui.jobs.scripts.host_facts import _process_name
        print(json.dumps(_process_name(os.getpid())))
    """
    assert in_ascii_locale(code, tmp_path) == "trainer-jürgen"


def test_the_sources_sent_to_a_host_are_ascii() -> None:
    # doctor.remote sends these sources to a host inside its program; kept ASCII, they read the
    # same whatever the encoding (its mutation survivors of `_source` rest on it).
    scripts = ROOT / "tfgpu_gui" / "jobs" / "scripts"
    for path in (ROOT / "tfgpu_gui/doctor/system_facts.py", scripts / "detect.py"):
        assert path.read_bytes().isascii(), path
    assert (scripts / "host_facts.py").read_bytes().isascii()
