"""The detection script in interpreters without TensorFlow, and the doctor's view of them."""

from __future__ import annotations

import sys

from tests.helpers.machine import libcuda_loads
from tfgpu_gui.doctor.collect import DoctorOptions, run_doctor
from tfgpu_gui.jobs.runner import Job, JobStatus, script_path


def test_without_tensorflow_the_job_still_reports_the_interpreter(python_without_tf: str) -> None:
    outcome = Job(python_without_tf, script_path("detect"), timeout=120).run()
    assert outcome.status is JobStatus.OK
    assert outcome.result is not None
    tf = outcome.result["tensorflow"]
    assert tf["imported"] is False and tf["missing"] is True
    assert "No module named 'tensorflow'" in tf["import_error"]
    assert outcome.result["python"]["executable"].startswith(
        python_without_tf.rsplit("/bin/", 1)[0]
    )
    assert "tensorflow" not in outcome.result["packages"]


def test_doctor_on_an_interpreter_without_tensorflow(python_without_tf: str) -> None:
    report = run_doctor(DoctorOptions(python_without_tf, timeout=120))
    ids = {f.id for f in report.findings}
    assert "tensorflow-not-installed" in ids
    assert report.exit_status() == 2


def test_no_tf_mode_lists_packages_and_libraries_quickly() -> None:
    outcome = Job(sys.executable, script_path("detect"), ["--no-tf"], timeout=60).run()
    assert outcome.status is JobStatus.OK and outcome.result is not None
    assert "tensorflow" not in outcome.result
    assert "tensorflow" in outcome.result["packages"]  # installed here, not imported
    assert outcome.result["libraries"]["checked"] is True
    # Found exactly when this machine has the driver's libcuda.so.1.
    assert outcome.result["libraries"]["libcuda"]["found"] is libcuda_loads()
    assert outcome.duration_s < 10
    assert not any("cuda_drivers" in line for line in outcome.log_lines)  # TF never loaded


def test_the_report_counts_every_log_line_also_those_not_kept(tmp_path, monkeypatch) -> None:
    from tfgpu_gui.doctor import collect

    script = tmp_path / "chatty.py"
    script.write_text(
        "import json, os, sys\n"
        "print(json.dumps({'type': 'hello', 'protocol': 1, 'pid': os.getpid()}), flush=True)\n"
        "for i in range(3000):\n"
        "    sys.stderr.write(f'W0000 line {i} ' + 'x' * 400 + '\\n')\n"
        "print(json.dumps({'type': 'result', 'value': {}}), flush=True)\n"
    )
    monkeypatch.setattr(collect, "make_job", lambda o: Job(o.python, str(script), timeout=60))
    report = run_doctor(DoctorOptions(sys.executable, run_tf=False))
    job = report.facts["job"]
    assert job["log_line_count"] == 3000
    assert len(report.log_lines) < 3000  # the middle was cut to keep memory bounded
