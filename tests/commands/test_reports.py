"""What the commands print when there is no telemetry or no GPU: one sentence on stderr, and
with ``--json`` the error document on stdout."""

from __future__ import annotations

import json
import types

from tfgpu_gui import __version__
from tfgpu_gui.commands.common import report_no_gpu, report_unavailable
from tfgpu_gui.telemetry.errors import TelemetryUnavailable

BACKEND = types.SimpleNamespace(name="nvml")
NO_GPU = (
    "The NVIDIA driver is running but reports no GPU. Check that the GPU is seated and "
    "powered, and look at `nvidia-smi -L` and `dmesg | grep -i nvrm`."
)
NOT_LOADED = (
    "The NVIDIA driver is installed but its kernel module is not running. Load it with "
    "`sudo modprobe nvidia` (or reboot), then check `nvidia-smi`."
)


def error_document(kind: str, message: str) -> dict:
    return {
        "schema": "tfgpu.snapshot/1",
        "tool": {"name": "tfgpu", "version": __version__},
        "backend": "nvml",
        "error": {"kind": kind, "message": message},
        "gpus": [],
    }


def test_no_gpu_as_text_is_one_line_on_stderr(capsys):
    report_no_gpu(BACKEND, False)
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"tfgpu: {NO_GPU}\n"


def test_no_gpu_as_json(capsys):
    report_no_gpu(BACKEND, True)
    out, err = capsys.readouterr()
    assert json.loads(out) == error_document("no-gpu", NO_GPU)
    assert out.splitlines()[:2] == ["{", '  "schema": "tfgpu.snapshot/1",']  # indented by two
    assert err == f"tfgpu: {NO_GPU}\n"


def test_no_telemetry_as_text_and_as_json(capsys):
    exc = TelemetryUnavailable("driver-not-loaded")
    report_unavailable(exc, BACKEND, False)
    assert capsys.readouterr() == ("", f"tfgpu: {NOT_LOADED}\n")
    report_unavailable(exc, BACKEND, True)
    out, err = capsys.readouterr()
    assert json.loads(out) == error_document("driver-not-loaded", NOT_LOADED)
    assert out.splitlines()[:2] == ["{", '  "schema": "tfgpu.snapshot/1",']
    assert err == f"tfgpu: {NOT_LOADED}\n"
