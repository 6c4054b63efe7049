"""The wheel, the sdist and the PyInstaller bundle build, carry their files, and start."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.helpers.cli import run_tfgpu, run_tfgpu_gui
from tfgpu_gui.appinfo import APP_ID

ROOT = Path(__file__).resolve().parents[2]
MUST_SHIP = [
    f"tfgpu_gui/resources/icons/hicolor/512x512/apps/{APP_ID}.png",
    f"tfgpu_gui/resources/icons/hicolor/scalable/apps/{APP_ID}.svg",
    "tfgpu_gui/telemetry/snapshot.schema.json",
    "tfgpu_gui/jobs/scripts/detect.py",
    "tfgpu_gui/jobs/scripts/bench.py",
    "tfgpu_gui/py.typed",
]


@pytest.fixture(scope="module")
def dists(tmp_path_factory):
    out = tmp_path_factory.mktemp("dist")
    result = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--sdist", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return wheel, sdist


@pytest.mark.slow
def test_wheel_and_sdist_carry_the_resources(dists):
    wheel, sdist = dists
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in MUST_SHIP:
        assert path in names, path
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "tfgpu = tfgpu_gui.cli:main" in text and "tfgpu-gui = tfgpu_gui.app:main" in text
    with tarfile.open(sdist) as tar:
        members = {m.name.split("/", 1)[1] for m in tar.getmembers() if "/" in m.name}
    for path in [*MUST_SHIP, "README.md", "pyproject.toml", f"packaging/{APP_ID}.desktop"]:
        assert path in members, path


@pytest.mark.slow
def test_installed_wheel_passes_the_self_test(dists, tmp_path):
    wheel, _ = dists
    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        timeout=300,
    )
    env = {"PYTHONPATH": str(target), "QT_QPA_PLATFORM": "offscreen"}
    where = subprocess.run(
        [sys.executable, "-c", "import tfgpu_gui; print(tfgpu_gui.__file__)"],
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        check=True,
        cwd=tmp_path,
    )
    assert where.stdout.startswith(str(target))  # the wheel's copy, not the source tree
    result = run_tfgpu_gui(
        "--self-test", program=target / "bin" / "tfgpu-gui", env=env, timeout=300, cwd=tmp_path
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    result = run_tfgpu(
        "snapshot", "--simulate", "idle", program=target / "bin" / "tfgpu", env=env, cwd=tmp_path
    )
    assert result.returncode == 0 and "RTX 3060" in result.stdout


@pytest.mark.slow
def test_pyinstaller_bundle_starts(tmp_path):
    if shutil.which("pyinstaller") is None and not _has_module("PyInstaller"):
        pytest.fail("PyInstaller is part of the test dependencies")
    dist, work = tmp_path / "dist", tmp_path / "build"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(ROOT / "packaging" / "tfgpu-gui.spec"),
        ],
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    exe = dist / "tfgpu-gui" / "tfgpu-gui"
    result = run_tfgpu_gui(
        "--self-test", program=exe, env={"QT_QPA_PLATFORM": "offscreen"}, timeout=300
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok   job scripts: bench.py, detect.py" in result.stdout
    assert "self-test passed" in result.stdout


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None
