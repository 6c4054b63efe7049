"""`tfgpu doctor` and `tfgpu explain` from the command line, and the end-to-end run with the real
TensorFlow of this environment (one shared run per environment, started side by side)."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.doctor.log_excerpts import EXCERPTS
from tests.helpers.cli import started_tfgpu
from tests.helpers.machine import libcuda_loads, nvml_loads
from tfgpu_gui.cli import main
from tfgpu_gui.commands.exit_codes import DoctorExit
from tfgpu_gui.doctor.report import Report


@pytest.fixture(scope="module")
def tf_reports() -> Iterator[dict[str, tuple[int, dict[str, Any]]]]:
    """`tfgpu doctor --json` with the real TensorFlow: as is, and with CUDA_VISIBLE_DEVICES=-1."""
    out = {}
    with (
        started_tfgpu(
            "doctor",
            "--json",
            env={"CUDA_VISIBLE_DEVICES": None},
            timeout=600,
            stdout=subprocess.PIPE,
            stderr=None,
        ) as plain,
        started_tfgpu(
            "doctor",
            "--json",
            env={"CUDA_VISIBLE_DEVICES": "-1"},
            timeout=600,
            stdout=subprocess.PIPE,
            stderr=None,
        ) as hidden,
    ):
        for name, proc in (("plain", plain), ("hidden", hidden)):
            stdout, _ = proc.communicate(timeout=600)
            out[name] = (proc.returncode, json.loads(stdout))
    yield out


def _driver_here() -> bool:
    """A working NVIDIA driver: NVML initialises and CUDA's driver library loads."""
    return nvml_loads() and libcuda_loads()


def test_real_tensorflow_here_reports_the_build_and_the_driver_this_machine_has(
    tf_reports: dict[str, tuple[int, dict[str, Any]]],
) -> None:
    status, report = tf_reports["plain"]
    ids = {f["id"] for f in report["findings"]}
    assert "cuda-visible-devices-hides-gpus" not in ids
    tf = report["facts"]["tensorflow"]
    assert tf["imported"] and tf["version"].startswith("2.21")
    build = tf["build_info"]
    assert build["cuda_version"].startswith("12.5")
    assert str(build["cudnn_version"]).startswith("9")
    assert build["cuda_compute_capabilities"][-1] == "compute_90"
    # The 303 line is evidence for a missing driver, never a separate problem.
    assert "cuinit-unknown-error" not in ids
    if _driver_here():
        assert "no-nvidia-driver" not in ids
        assert report["facts"]["nvml"]["ok"] is True
        return
    assert status == 2
    assert "no-nvidia-driver" in ids
    assert tf["gpus"] == []
    assert tf["matmul"]["device"].endswith("CPU:0")
    assert any("Could not find cuda drivers" in line for line in report["log"]["lines"])


def test_real_tensorflow_with_cuda_visible_devices_minus_one(
    tf_reports: dict[str, tuple[int, dict[str, Any]]],
) -> None:
    status, report = tf_reports["hidden"]
    assert status == 2
    ids = {f["id"] for f in report["findings"]}
    assert "cuda-visible-devices-hides-gpus" in ids
    assert ("no-nvidia-driver" in ids) is not _driver_here()
    assert report["facts"]["env_target"]["CUDA_VISIBLE_DEVICES"] == "-1"
    assert report["facts"]["tensorflow"]["gpus"] == []  # hidden, whatever the machine has


def test_no_tf_with_a_simulated_driver(capsys: pytest.CaptureFixture[str]) -> None:
    status = main(["doctor", "--no-tf", "--json", "--simulate", "multi-gpu-8"])
    report = json.loads(capsys.readouterr().out)
    assert report["facts"]["nvml"]["backend"] == "simulated:multi-gpu-8"
    assert len(report["facts"]["nvml"]["gpus"]) == 8
    ids = {f["id"] for f in report["findings"]}
    assert "no-nvidia-driver" not in ids
    assert "compute-capability-ptx-jit" in ids  # H100 = 9.0, wheels carry compute_90 only
    assert "tensorflow" not in report["facts"]
    assert status in (1, 2)


def test_simulated_driver_mismatch(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["doctor", "--no-tf", "--json", "--simulate", "driver-mismatch"]) == 2
    ids = {f["id"] for f in json.loads(capsys.readouterr().out)["findings"]}
    assert "driver-library-mismatch" in ids and "no-nvidia-driver" not in ids


def test_not_a_python(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["doctor", "--python", str(tmp_path), "--json"]) is DoctorExit.BAD_TARGET
    captured = capsys.readouterr()
    assert json.loads(captured.out)["error"]["kind"] == "not-a-python"
    assert "is a folder, not a Python interpreter" in captured.err
    assert "Traceback" not in captured.err
    assert main(["doctor", "--python", "/bin/cat", "--no-tf"]) == 3
    assert "did not run the job as Python" in capsys.readouterr().err


def test_log_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    excerpt = next(e for e in EXCERPTS if e.name.startswith("missing CUDA 11"))
    log = tmp_path / "train.log"
    log.write_text(excerpt.text)
    assert main(["doctor", "--log", str(log)]) == 2
    out = capsys.readouterr().out
    assert "explanation of a log (5 lines)" in out
    assert "ERROR   cuda-libraries-missing" in out
    assert "Safe to ignore (1):" in out and "numa-node-warning" in out


def test_log_from_stdin_only_harmless(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    excerpt = next(e for e in EXCERPTS if e.name.startswith("harmless"))
    stdin = io.TextIOWrapper(io.BytesIO(excerpt.text.encode()), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin)
    assert main(["doctor", "--log", "-", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["mode"] == "log"
    assert all(f["severity"] == "info" for f in report["findings"])
    assert len(report["log"]["groups"]["safe to ignore"]) == 5


def test_unreadable_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["doctor", "--log", str(tmp_path / "missing.log")]) is DoctorExit.LOG_UNREADABLE
    assert "cannot read" in capsys.readouterr().err
    assert main(["doctor", "--log", str(tmp_path / "missing.log"), "--json"]) == 4
    assert json.loads(capsys.readouterr().out)["error"]["kind"] == "log-unreadable"


def test_explain(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["explain", "numa-node-warning"]) == 0
    out = capsys.readouterr().out
    assert "info, safe to ignore" in out and "Safe to ignore." in out and "Sources:" in out
    assert main(["explain", "no-nvidia-drivr"]) == 2
    assert "Did you mean: no-nvidia-driver?" in capsys.readouterr().err
    assert main(["explain", "list", "--json"]) == 0
    listed = {e["id"] for e in json.loads(capsys.readouterr().out)}
    assert {"no-nvidia-driver", "onednn-info", "gpu-underutilized-input-bound"} <= listed


def test_the_report_writes_statuses_as_before_and_reopens(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from tfgpu_gui.doctor.summary import tensorflow_rows

    main(["doctor", "--no-tf", "--json", "--simulate", "idle"])
    text = capsys.readouterr().out
    assert '"status": "ok"' in text
    data = json.loads(text)
    assert data["facts"]["job"]["status"] == "ok"
    assert Report.from_json(text).facts["job"]["status"] == "ok"
    # A report exported after a hung job re-opens and still says how the job ended.
    data["facts"]["job"].update(status="timeout", message="The job did not finish within 5 s.")
    rows = dict(tensorflow_rows(Report.from_json(json.dumps(data))))
    assert rows["Detection job"] == "timeout: The job did not finish within 5 s."


def test_progress_lines_on_a_terminal() -> None:
    import io

    from tfgpu_gui.commands.doctor import _progress_printer
    from tfgpu_gui.jobs.runner import JobEvent
    from tfgpu_gui.text.terminal import Style

    stream = io.StringIO()
    printer = _progress_printer(stream, Style(False))
    body = {"type": "progress", "step": "import", "message": "Importing TensorFlow"}
    for event in (
        JobEvent("progress", {**body, "fraction": 0.1}, 0.0),
        JobEvent("progress", {**body, "message": ["not text"]}, 0.0),
        JobEvent("log", {"line": "I tensorflow/core: progress"}, 0.0),
    ):
        printer(event)
    assert stream.getvalue() == "  ... Importing TensorFlow\n"
