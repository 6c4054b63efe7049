"""The test driver library builds with the one documented command and exports what pynvml
looks up; a symbol left out is really absent."""

from __future__ import annotations

import ctypes
from pathlib import Path

from tests.nvml_lib.driver import REPO, SOURCE, build_command, build_library, nvml_include_dir


def test_the_contributing_guide_and_the_source_document_the_fixtures_command():
    flags = [a for a in build_command(Path("inc"), Path("out"))[1:] if a.startswith("-")]
    flags = [f for f in flags if not f.startswith(("-I", "-o"))]
    readme = (REPO / "CONTRIBUTING.md").read_text("utf-8")
    header = SOURCE.read_text("utf-8")[:2000]
    for text in (readme, header):
        line = next(line for line in text.splitlines() if "cc -shared" in line)
        assert line.split("cc ", 1)[1].split(" -I")[0].split() == flags


def test_left_out_symbols_are_not_exported(tmp_path):
    omitted = "nvmlDeviceGetComputeRunningProcesses_v3"
    full = ctypes.CDLL(str(build_library() / "libnvidia-ml.so.1"))
    old = ctypes.CDLL(str(build_library([omitted]) / "libnvidia-ml.so.1"))
    assert hasattr(full, omitted) and hasattr(full, "nvmlDeviceGetComputeRunningProcesses_v2")
    assert not hasattr(old, omitted) and hasattr(old, "nvmlDeviceGetComputeRunningProcesses_v2")
    assert (nvml_include_dir() / "nvml.h").is_file()
