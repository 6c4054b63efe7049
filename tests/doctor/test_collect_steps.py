"""The steps of a diagnosis of this computer: the detection job's command line, the facts taken
from its outcome (also what it said before it died), the report built from them, a pasted log's
report and the part of the log it keeps, and the re-check of one finding (the host read again,
the job only when TensorFlow's view decides)."""

from __future__ import annotations

import io
import signal
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from tests.doctor import factsets as fs
from tfgpu_gui.doctor import collect
from tfgpu_gui.doctor.collect import (
    HOST_DECIDED,
    JOB_ENV,
    DoctorOptions,
    DoctorRun,
    Recheck,
    build_report,
    explain_log_report,
    job_facts,
    make_job,
    needs_job,
    recheck,
)
from tfgpu_gui.doctor.log_reader import LogReader, NothingToExplain
from tfgpu_gui.doctor.model import ERROR, Finding
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.runner import Job, JobOutcome, JobStatus, script_path

CUDNN = (
    "E0000 00:00:1738697930.202924    7665 cuda_dnn.cc:522] Loaded runtime CuDNN library: 9.1.0 "
    "but source was compiled with: 9.3.0.  CuDNN library needs to have matching major version "
    "and equal or higher minor version."
)


# --- the job --------------------------------------------------------------------------------------
def test_the_detection_job_s_command_line() -> None:
    job = make_job(DoctorOptions("/opt/py/bin/python3", timeout=42.0))
    assert job.argv() == ["/opt/py/bin/python3", "-u", script_path("detect")]
    assert job.timeout == 42.0
    assert job.env == {"TF_CPP_MIN_LOG_LEVEL": "0"}
    no_tf = make_job(DoctorOptions("/opt/py/bin/python3", run_tf=False))
    assert no_tf.argv()[-1] == "--no-tf"
    assert no_tf.timeout == collect.DEFAULT_TIMEOUT_S == 300.0


# --- the job's facts ------------------------------------------------------------------------------
def _outcome(**kw: Any) -> JobOutcome:
    base: dict[str, Any] = {"status": JobStatus.OK, "message": "Finished."}
    return JobOutcome(**{**base, **kw})


def test_job_facts_from_the_result() -> None:
    result = {
        "python": {"executable": "/opt/py/bin/python3", "version": "3.11.9"},
        "packages": {"tensorflow": {"version": "2.21.0"}},
        "tensorflow": {"imported": True, "version": "2.21.0"},
        "env": {"TF_CPP_MIN_LOG_LEVEL": "0", "CUDA_VISIBLE_DEVICES": "1"},
    }
    outcome = _outcome(
        result=result,
        data={"libraries": {"checked": True}},
        returncode=0,
        duration_s=12.34567,
        garbage=[f"junk {n}" for n in range(25)],
        log_lines=[f"I0000 line {n}" for n in range(8)],
        log_line_count=8,
    )
    facts = job_facts(outcome, run_tf=True, user_env={"TF_CPP_MIN_LOG_LEVEL": "3"})
    assert facts["python"] == result["python"]
    assert facts["packages"] == result["packages"]
    assert facts["libraries"] == {"checked": True}  # not in the result: what the job sent
    spoilt = _outcome(result={"libraries": "not a dict"}, data={"libraries": {"checked": True}})
    assert "libraries" not in job_facts(spoilt, run_tf=False)
    assert facts["tensorflow"] == {"imported": True, "version": "2.21.0"}
    # The user's own level, not the one the job ran with.
    assert facts["env_target"] == {"TF_CPP_MIN_LOG_LEVEL": "3", "CUDA_VISIBLE_DEVICES": "1"}
    assert facts["job"] == {
        "status": JobStatus.OK,
        "message": "Finished.",
        "duration_s": 12.346,
        "returncode": 0,
        "signal": None,
        "garbage": [f"junk {n}" for n in range(20)],
        "log_tail": [f"I0000 line {n}" for n in range(3, 8)],
        "log_line_count": 8,
    }
    assert result["env"]["TF_CPP_MIN_LOG_LEVEL"] == "0"  # the outcome is left as it was


def test_job_facts_drop_our_own_log_level_when_the_user_has_none(monkeypatch) -> None:
    outcome = _outcome(result={"env": {"TF_CPP_MIN_LOG_LEVEL": "0", "XLA_FLAGS": "--x"}})
    assert job_facts(outcome, False, user_env={})["env_target"] == {"XLA_FLAGS": "--x"}
    monkeypatch.setenv("TF_CPP_MIN_LOG_LEVEL", "2")
    assert job_facts(outcome, False)["env_target"]["TF_CPP_MIN_LOG_LEVEL"] == "2"
    monkeypatch.delenv("TF_CPP_MIN_LOG_LEVEL")
    assert "TF_CPP_MIN_LOG_LEVEL" not in job_facts(outcome, False)["env_target"]
    assert set(JOB_ENV) == {"TF_CPP_MIN_LOG_LEVEL"}


def test_job_facts_without_tensorflow_asked_or_said() -> None:
    outcome = _outcome(result={"tensorflow": {"imported": True}, "env": "not a dict"})
    facts = job_facts(outcome, run_tf=False)
    assert "tensorflow" not in facts and "env_target" not in facts
    # Asked but never said, and nothing said before: an empty view.
    assert job_facts(_outcome(), run_tf=True)["tensorflow"] == {}


def test_what_the_job_said_about_tensorflow_before_it_died() -> None:
    data = {
        "tf_version": "2.16.1",
        "build_info": {"is_cuda_build": True, "cuda_version": "12.3"},
        "gpus": {"gpus": ["/physical_device:GPU:0"], "details": [{"name": "RTX 4090"}]},
    }
    outcome = _outcome(status=JobStatus.CRASHED, data=data, returncode=-11, signal_name="SIGSEGV")
    facts = job_facts(outcome, run_tf=True)
    assert facts["tensorflow"] == {
        "imported": True,
        "version": "2.16.1",
        "partial": True,
        "build_info": {"is_cuda_build": True, "cuda_version": "12.3"},
        "built_with_cuda": True,
        "gpus": ["/physical_device:GPU:0"],
        "device_details": [{"name": "RTX 4090"}],
    }
    assert facts["job"]["signal"] == "SIGSEGV" and facts["job"]["returncode"] == -11
    bare = job_facts(_outcome(data={"tf_version": "2.16.1", "build_info": [], "gpus": {}}), True)
    assert bare["tensorflow"] == {
        "imported": True,
        "version": "2.16.1",
        "partial": True,
        "gpus": [],
        "device_details": [],
    }


# --- the report -----------------------------------------------------------------------------------
def test_a_path_that_never_ran_as_python_raises() -> None:
    outcome = _outcome(status=JobStatus.NOT_PYTHON, message="/bin/cat did not run the job")
    with pytest.raises(NotAPython, match="/bin/cat did not run the job"):
        build_report(DoctorOptions("/bin/cat"), {}, outcome, 0.0)


def test_the_report_of_an_environment() -> None:
    facts = fs.no_driver(fs.healthy())
    host = {k: facts[k] for k in ("system", "driver", "env", "nvml")}
    result = {k: facts[k] for k in ("python", "packages", "libraries", "tensorflow")}
    outcome = _outcome(result=result, returncode=0, log_lines=["I0000 started"])
    options = DoctorOptions("/home/alice/.venvs/tf/bin/python", simulate="no-driver")
    report = build_report(options, host, outcome, started=0.0)
    assert report.mode == "environment"
    assert report.host is None
    assert report.target == {
        "python": "/home/alice/.venvs/tf/bin/python",
        "executable": "/home/alice/.venvs/tf/bin/python",
        "version": "3.11.9",
        "tensorflow_checked": True,
        "simulate": "no-driver",
    }
    assert report.facts["system"] == facts["system"]
    assert report.facts["tensorflow"] == facts["tensorflow"]
    assert "no-nvidia-driver" in {f.id for f in report.findings}
    assert report.log_lines == ["I0000 started"]
    assert report.log is not None and report.log["total_lines"] == 1
    assert report.duration_s is not None and report.duration_s > 0


def test_a_report_on_another_host_uses_that_host_s_environment() -> None:
    outcome = _outcome(result={"env": {"TF_CPP_MIN_LOG_LEVEL": "0"}})
    host = {"env": {"TF_CPP_MIN_LOG_LEVEL": "1"}}
    report = build_report(DoctorOptions("python3", run_tf=False), host, outcome, 0.0, "lab-7")
    assert report.host == "lab-7"
    assert report.facts["env_target"] == {"TF_CPP_MIN_LOG_LEVEL": "1"}
    assert report.target["tensorflow_checked"] is False
    assert report.target["executable"] is None and report.target["version"] is None


def test_the_report_s_versions_block_names_the_driver() -> None:
    host = {"nvml": {"ok": True, "driver_version": "555.42.06", "cuda_driver_version": "12.5"}}
    report = build_report(DoctorOptions("python3", run_tf=False), host, _outcome(), 0.0)
    assert any("555.42.06" in v for v in report.versions.values())
    assert any("12.5" in v for v in report.versions.values())


# --- a diagnosis of this computer -----------------------------------------------------------------
def _chatty_job(tmp_path: Path, body: str) -> Any:
    script = tmp_path / "job.py"
    script.write_text(
        "import json, os, sys\n"
        "print(json.dumps({'type': 'hello', 'protocol': 1, 'pid': os.getpid()}), flush=True)\n"
        + body,
        encoding="utf-8",
    )
    return lambda o: Job(o.python, str(script), timeout=60)


def test_a_diagnosis_runs_the_job_and_reads_the_host(tmp_path, monkeypatch) -> None:
    body = (
        "sys.stderr.write('I0000 hello from the job\\n')\n"
        "print(json.dumps({'type': 'result', 'value': {'python': {'version': '3.99.0'}}}))\n"
    )
    monkeypatch.setattr(collect, "make_job", _chatty_job(tmp_path, body))
    events: list[Any] = []
    report = DoctorRun(DoctorOptions(sys.executable, run_tf=False, simulate="pcie-degraded")).run(
        events.append
    )
    assert report.target["version"] == "3.99.0"
    assert report.facts["nvml"]["backend"] == "simulated:pcie-degraded"
    assert report.facts["job"]["status"] == JobStatus.OK
    assert report.log_lines == ["I0000 hello from the job"]
    assert sorted(e.kind for e in events) == ["hello", "log", "result"]  # two pipes: any order


def test_a_failed_job_s_fix_runs_the_chosen_interpreter_by_hand(tmp_path, monkeypatch) -> None:
    # The card's command is copied as it stands: the interpreter the user chose, quoted for
    # the shell (a folder with a space), not a placeholder.
    folder = tmp_path / "my envs"
    folder.mkdir()
    python = folder / "python3"
    python.symlink_to(sys.executable)
    monkeypatch.setattr(collect, "make_job", _chatty_job(tmp_path, "sys.exit(3)\n"))
    report = DoctorRun(DoctorOptions(str(python), run_tf=False)).run()
    failed = next(f for f in report.findings if f.id == "detection-failed")
    assert f"$ '{python}' -c \"import tensorflow\"" in failed.fix
    assert "<python>" not in failed.fix


def test_a_job_that_cannot_run_is_reported_not_lost(monkeypatch) -> None:
    class Broken:
        def run(self, on_event: Any = None) -> JobOutcome:
            raise RuntimeError("fork failed")

        def cancel(self) -> None:
            pass

    monkeypatch.setattr(collect, "make_job", lambda o: Broken())
    report = DoctorRun(DoctorOptions(sys.executable, run_tf=False)).run()
    assert report.facts["job"]["status"] == JobStatus.FAILED
    assert report.facts["job"]["message"] == "The job could not run: fork failed"


def test_a_diagnosis_cancelled_first_still_reports(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(collect, "make_job", _chatty_job(tmp_path, "import time; time.sleep(60)\n"))
    run = DoctorRun(DoctorOptions(sys.executable, run_tf=False))
    run.cancel()
    report = run.run()
    assert report.facts["job"]["status"] == JobStatus.CANCELLED


def test_a_path_that_is_no_python_is_refused_before_any_job(tmp_path) -> None:
    with pytest.raises(NotAPython):
        collect.run_doctor(DoctorOptions(str(tmp_path / "missing-python")))


# --- a pasted log ---------------------------------------------------------------------------------
def test_a_log_report_keeps_the_lines_and_the_platform() -> None:
    lines = [
        "Python 3.10.10 (tags/v3.10.10) [MSC v.1929 64 bit (AMD64)] on win32\r\n",
        CUDNN + "\n",
    ]
    report = explain_log_report(lines)
    assert report.mode == "log"
    assert report.target == {"log": True, "platform": "windows"}
    assert report.log_lines == [lines[0].rstrip("\r\n"), CUDNN]
    assert report.log is not None
    assert report.log["lines_kept"] == 2 and report.log["first_kept_line"] == 1
    assert "encoding" not in report.log
    assert [f.id for f in report.findings if f.severity == ERROR][:1] == ["cudnn-version-mismatch"]
    assert report.facts["python"] == {"version": "3.10.10"}


def test_a_log_report_keeps_at_most_256_kib_of_the_tail() -> None:
    lines = [f"{n:04d}" + "x" * 996 for n in range(300)]  # 1000 characters each
    report = explain_log_report(lines)
    assert report.log is not None
    # 262 lines are 262,000 characters, within 262,144; 263 are not.
    assert report.log["lines_kept"] == 262
    assert report.log["first_kept_line"] == 39
    assert report.log_lines[0].startswith("0038") and report.log_lines[-1].startswith("0299")


def test_one_line_longer_than_the_limit_is_still_kept() -> None:
    report = explain_log_report(["first", "y" * 300_000])
    assert report.log_lines == ["y" * 300_000]
    assert report.log is not None and report.log["first_kept_line"] == 2


def test_a_log_report_keeps_at_most_500_lines() -> None:
    report = explain_log_report([f"line {n}" for n in range(501)])
    assert report.log_lines[0] == "line 1" and len(report.log_lines) == 500
    exact = explain_log_report([f"line {n}" for n in range(500)])
    assert exact.log_lines[0] == "line 0" and len(exact.log_lines) == 500


def test_a_log_read_from_a_stream_names_its_encoding() -> None:
    data = ("\ufeff" + CUDNN + "\r\n").encode("utf-16-le")
    report = explain_log_report(LogReader(io.BytesIO(data)))
    assert report.log is not None and report.log["encoding"] == "utf-16-le"


@pytest.mark.parametrize(
    ("lines", "why"),
    [([], "the log is empty"), (["", "  ", "\t"], "the log holds only blank lines")],
)
def test_nothing_to_explain(lines: list[str], why: str) -> None:
    with pytest.raises(NothingToExplain, match=f"^{why}$"):
        explain_log_report(lines)


# --- re-checking one finding ----------------------------------------------------------------------
def _finding(finding_id: str, origin: str) -> Finding:
    return Finding(id=finding_id, severity=ERROR, title="t", explanation="e", origin=origin)


def test_which_re_checks_need_the_job() -> None:
    assert needs_job(None, "no-nvidia-driver") is False
    assert needs_job(_finding("no-nvidia-driver", "facts"), "no-nvidia-driver") is False
    assert needs_job(_finding("no-nvidia-driver", "log"), "no-nvidia-driver") is True
    assert needs_job(None, "cudnn-version-mismatch") is True
    assert needs_job(_finding("cudnn-version-mismatch", "facts"), "cudnn-version-mismatch")
    assert "no-nvidia-driver" in HOST_DECIDED and "cudnn-version-mismatch" not in HOST_DECIDED


def _host_groups(facts: dict[str, Any]) -> dict[str, Any]:
    return {k: facts[k] for k in ("system", "driver", "env", "nvml")}


def test_a_host_decided_finding_is_re_read_from_the_host(monkeypatch) -> None:
    broken = fs.no_driver(fs.healthy())
    previous = Report("environment", {}, broken, collect.diagnose(broken)[0])
    assert "no-nvidia-driver" in {f.id for f in previous.findings}
    asked: list[tuple[Any, int]] = []

    def host_facts(simulate: Any = None, seed: int = 0) -> dict[str, Any]:
        asked.append((simulate, seed))
        return _host_groups(fs.healthy())  # the driver has been installed since

    monkeypatch.setattr(collect, "host_facts", host_facts)
    options = DoctorOptions(sys.executable, simulate="training", seed=5)
    check = Recheck("no-nvidia-driver", options, previous)
    assert check.needs_job is False and check.doctor is None
    assert check.run() is None
    assert asked == [("training", 5)]
    check.cancel()  # nothing runs: nothing to stop
    monkeypatch.setattr(collect, "host_facts", lambda *a, **k: _host_groups(broken))
    again = recheck("no-nvidia-driver", options, previous)
    assert again is not None and again.id == "no-nvidia-driver"


def test_a_re_check_reads_the_job_s_environment_as_this_process_s_now(monkeypatch) -> None:
    hidden = fs.tf_sees_no_gpu(fs.healthy())
    hidden["env"] = {"CUDA_VISIBLE_DEVICES": "-1"}
    hidden["env_target"] = {"CUDA_VISIBLE_DEVICES": "-1"}
    previous = Report("environment", {}, hidden, collect.diagnose(hidden)[0])
    assert "cuda-visible-devices-hides-gpus" in {f.id for f in previous.findings}
    monkeypatch.setattr(collect, "host_facts", lambda *a, **k: _host_groups(fs.healthy()))
    # The variable is gone from this process: the job would inherit that.
    assert recheck("cuda-visible-devices-hides-gpus", DoctorOptions("python3"), previous) is None


def test_a_re_check_that_needs_tensorflow_runs_the_job(tmp_path, monkeypatch) -> None:
    body = "print(json.dumps({'type': 'result', 'value': {'python': {'version': '3.11.9'}}}))\n"
    monkeypatch.setattr(collect, "make_job", _chatty_job(tmp_path, body))
    previous = Report("environment", {}, {}, [_finding("cudnn-version-mismatch", "log")])
    check = Recheck("cudnn-version-mismatch", DoctorOptions(sys.executable, run_tf=False), previous)
    assert check.needs_job is True and check.doctor is not None
    events: list[Any] = []
    assert check.run(events.append) is None  # the new job's log holds no such line
    assert sorted(e.kind for e in events) == ["hello", "result"]
    remote = Recheck("no-nvidia-driver", DoctorOptions("python3", host="lab-7"), previous)
    assert remote.needs_job is True  # on another host everything runs there


def test_a_host_decided_finding_read_from_a_log_needs_the_job_again() -> None:
    previous = Report(
        "environment",
        {},
        {},
        [_finding("cudnn-version-mismatch", "facts"), _finding("no-nvidia-driver", "log")],
    )
    check = Recheck("no-nvidia-driver", DoctorOptions(sys.executable), previous)
    assert check.needs_job is True and check.doctor is not None
    by_facts = Recheck("driver-not-loaded", DoctorOptions(sys.executable), previous)
    assert by_facts.needs_job is False  # not in the report: decided on the host


def test_cancelling_a_re_check_stops_its_job(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(collect, "make_job", _chatty_job(tmp_path, "import time; time.sleep(60)\n"))
    previous = Report("environment", {}, {}, [_finding("cudnn-version-mismatch", "log")])
    check = Recheck("cudnn-version-mismatch", DoctorOptions(sys.executable, run_tf=False), previous)
    check.cancel()
    assert check.doctor is not None and check.doctor.job.cancelled
    assert check.run() is None  # the job was cancelled: its log holds no such line


def test_the_host_facts_read_here(monkeypatch) -> None:
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "1")
    facts = collect.host_facts("pcie-degraded", 3)
    assert set(facts) == {"system", "driver", "env", "nvml"}
    assert facts["env"]["CUDA_VISIBLE_DEVICES"] == "1"
    assert facts["nvml"]["backend"] == "simulated:pcie-degraded"
    assert facts["system"]["platform_kind"] in ("linux", "wsl2")
    assert "nvidia_module_loaded" in facts["driver"]


def test_the_report_s_duration_counts_from_the_start() -> None:
    import time

    started = time.monotonic() - 5.25
    report = build_report(DoctorOptions("python3", run_tf=False), {}, _outcome(), started)
    assert report.duration_s is not None and 5.25 <= report.duration_s < 60.0  # not whole seconds


def test_run_doctor_passes_the_job_s_events_on(tmp_path, monkeypatch) -> None:
    body = "print(json.dumps({'type': 'result', 'value': {}}))\n"
    monkeypatch.setattr(collect, "make_job", _chatty_job(tmp_path, body))
    events: list[Any] = []
    collect.run_doctor(DoctorOptions(sys.executable, run_tf=False), events.append)
    assert sorted(e.kind for e in events) == ["hello", "result"]


def test_the_host_facts_read_nvml_with_the_scenario_and_its_seed(monkeypatch) -> None:
    asked: list[tuple[Any, int]] = []

    def nvml_facts(simulate: Any = None, seed: int = 0) -> dict[str, Any]:
        asked.append((simulate, seed))
        return {"ok": False}

    monkeypatch.setattr(collect, "nvml_facts", nvml_facts)
    assert collect.host_facts("training", 7)["nvml"] == {"ok": False}
    assert asked == [("training", 7)]


def test_a_job_environment_without_our_log_level_keeps_none() -> None:
    # A job on another host runs without JOB_ENV: its environment may lack the variable.
    outcome = _outcome(result={"env": {"CUDA_VISIBLE_DEVICES": "0"}})
    assert job_facts(outcome, False, user_env={})["env_target"] == {"CUDA_VISIBLE_DEVICES": "0"}


def test_the_kept_tail_may_fill_its_256_kib_exactly() -> None:
    lines = [f"{n:04d}" + "x" * 1020 for n in range(257)]  # 1024 characters each
    exact = explain_log_report(lines[:256])  # 262,144 characters: within the limit
    assert exact.log is not None and exact.log["lines_kept"] == 256
    over = explain_log_report(lines)
    assert over.log is not None and over.log["lines_kept"] == 256
    assert over.log["first_kept_line"] == 2


def test_a_log_line_keeps_its_own_trailing_characters() -> None:
    lines = [
        "Epoch 1/10 - loss: 0.5312   \n",
        "2018-05-01 10:00:00.000000: I tensorflow/core/platform/cpu_feature_guard.cc:141] Your "
        "CPU supports instructions that this TensorFlow binary was not compiled to use: AVX\r\n",
    ]
    report = explain_log_report(lines)
    assert report.log_lines == [lines[0][:-1], lines[1][:-2]]


def test_ctrl_c_while_the_host_is_read_lands_in_the_wait_not_in_the_reading(monkeypatch) -> None:
    """The calling thread only waits: an interrupt never breaks off the host's facts (an import,
    a class being built), where Python turns it into another error ("Error calling
    __set_name__")."""
    reading, release = threading.Event(), threading.Event()
    broken_off: list[BaseException] = []

    def slow_host_facts(simulate: Any = None, seed: int = 0) -> dict[str, Any]:
        reading.set()
        try:
            assert release.wait(30)
        except BaseException as exc:
            broken_off.append(exc)
            raise
        return {}

    class Waiting:
        def __init__(self) -> None:
            self.cancelled = threading.Event()

        def run(self, on_event: Any = None) -> JobOutcome:
            assert self.cancelled.wait(30)
            return JobOutcome(JobStatus.CANCELLED, "Cancelled.")

        def cancel(self) -> None:
            self.cancelled.set()

    monkeypatch.setattr(collect, "host_facts", slow_host_facts)
    monkeypatch.setattr(collect, "make_job", lambda o: Waiting())
    main = threading.main_thread().ident
    assert main is not None and threading.get_ident() == main

    def interrupt() -> None:
        assert reading.wait(30)
        signal.pthread_kill(main, signal.SIGINT)

    threading.Thread(target=interrupt, daemon=True).start()
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    run = DoctorRun(DoctorOptions(sys.executable, run_tf=False))
    try:
        with pytest.raises(KeyboardInterrupt):
            run.run()
    finally:
        signal.signal(signal.SIGINT, previous)
        release.set()
        run.job.cancel()
    assert broken_off == []
