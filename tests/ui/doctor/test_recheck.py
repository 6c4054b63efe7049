"""Re-check in the wizard: a fixed problem turns its card green without a TensorFlow job, one
still there says so, and a finding that depends on TensorFlow's view runs the job again."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.doctor import factsets as fs
from tfgpu_gui.doctor import collect
from tfgpu_gui.doctor.collect import HOST_DECIDED, DoctorOptions, Recheck
from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE
from tfgpu_gui.doctor.model import Finding
from tfgpu_gui.doctor.report import Report
from tfgpu_gui.doctor.rules import diagnose
from tfgpu_gui.jobs.runner import Job, script_path
from tfgpu_gui.ui.doctor.wizard import DoctorWizard

HIDDEN = "cuda-visible-devices-hides-gpus"


def _diagnose_hidden_gpus(
    qtbot: QtBot, wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch
) -> list[DoctorOptions]:
    """Diagnose (without TensorFlow) a simulated GPU hidden by CUDA_VISIBLE_DEVICES=-1; from
    then on, every detection job started is recorded in the list returned."""
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "-1")
    wizard.simulate = "training"
    wizard.show()
    wizard.welcome.target.setEditText(sys.executable)
    wizard.welcome.run_tf.setChecked(False)
    with qtbot.waitSignal(wizard.report_ready, timeout=60_000):
        wizard.next()
    assert wizard.report is not None
    assert wizard.report.facts["nvml"]["ok"] and wizard.report.facts["nvml"]["gpus"]
    assert wizard.report.facts["env_target"]["CUDA_VISIBLE_DEVICES"] == "-1"  # the job's view
    jobs: list[DoctorOptions] = []

    def make_job(options: DoctorOptions) -> Job:
        jobs.append(options)
        return Job(options.python, script_path("detect"), ["--no-tf"], timeout=60)

    monkeypatch.setattr(collect, "make_job", make_job)
    while wizard.currentPage() is not wizard.findings_page:
        wizard.next()
    return jobs


def test_a_fixed_problem_turns_green_without_a_job(
    qtbot: QtBot, wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch
) -> None:
    jobs = _diagnose_hidden_gpus(qtbot, wizard, monkeypatch)
    card = wizard.findings_page.card(HIDDEN)
    assert card is not None and card.state == "open"
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES")  # the user's fix
    card.recheck_button.click()
    assert card.state == "busy" and not card.recheck_button.isEnabled()
    assert card.status.text() == ""  # no job to wait for
    qtbot.waitUntil(lambda: card.state != "busy", timeout=30_000)
    assert card.state == "fixed" and card.severity.text() == "FIXED"
    assert card.recheck_button.isEnabled() and wizard.rechecks == {}
    assert jobs == []  # no TensorFlow job: the host's facts decide
    assert f"{card.finding.title} — fixed" in wizard.summary.plan.text()


def test_a_problem_still_there_says_so(
    qtbot: QtBot, wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch
) -> None:
    jobs = _diagnose_hidden_gpus(qtbot, wizard, monkeypatch)
    card = wizard.findings_page.card(HIDDEN)
    assert card is not None
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "-1,0")  # still hides every GPU
    card.recheck_button.click()
    qtbot.waitUntil(lambda: card.state != "busy", timeout=30_000)
    assert card.state == "still-there" and card.status.text() == "Still there."
    assert any("'-1,0'" in label.text() for label in card.evidence_labels)  # evidence of now
    assert jobs == []


def test_a_finding_from_tensorflows_view_runs_the_job_again(
    qtbot: QtBot, wizard: DoctorWizard, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    facts = fs.healthy()
    facts["packages"]["tensorflow-gpu"] = "2.11.0"
    findings, _ = diagnose(facts)
    finding_id = "tensorflow-gpu-package-removed"
    assert finding_id in [f.id for f in findings] and finding_id not in HOST_DECIDED
    target = {"python": sys.executable, "tensorflow_checked": False}
    path = tmp_path / "r.json"
    path.write_text(Report("environment", target, facts, findings).to_json(), encoding="utf-8")
    wizard.open_report(str(path))
    jobs: list[DoctorOptions] = []

    def make_job(options: DoctorOptions) -> Job:
        jobs.append(options)
        return Job(options.python, script_path("detect"), ["--no-tf"], timeout=60)

    monkeypatch.setattr(collect, "make_job", make_job)
    card = wizard.findings_page.card(finding_id)
    assert card is not None
    card.recheck_button.click()
    assert card.status.text() == "Running TensorFlow's check again…"
    qtbot.waitUntil(lambda: card.state != "busy", timeout=60_000)
    assert [(o.python, o.run_tf) for o in jobs] == [(sys.executable, False)]
    assert card.state == "fixed"  # this Python has no tensorflow-gpu distribution


def test_a_log_finding_needs_the_job_and_the_host_table_names_known_findings() -> None:
    assert set(CATALOGUE) >= HOST_DECIDED
    log_only = Finding(HIDDEN, "error", "t", "e", origin="log")
    assert collect.needs_job(log_only, HIDDEN)
    assert not collect.needs_job(Finding(HIDDEN, "error", "t", "e"), HIDDEN)
    assert collect.needs_job(None, "tensorflow-cpu-only-build")


def test_a_host_decided_recheck_builds_no_job(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(collect, "make_job", lambda o: pytest.fail("a job was built"))
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "-1")
    facts = fs.healthy()
    facts["env_target"] = {"CUDA_VISIBLE_DEVICES": "-1"}
    findings, _ = diagnose(facts)
    report = Report("environment", {"python": sys.executable}, facts, findings)
    options = DoctorOptions(sys.executable, simulate="training")
    check = Recheck(HIDDEN, options, report)
    assert not check.needs_job and check.doctor is None
    still = check.run()
    assert still is not None and still.id == HIDDEN
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES")
    assert collect.recheck(HIDDEN, options, report) is None


def test_a_recheck_that_cannot_run_says_why(
    qtbot: QtBot, wizard: DoctorWizard, tmp_path: Path
) -> None:
    facts = fs.healthy()
    facts["packages"]["tensorflow-gpu"] = "2.11.0"
    findings, _ = diagnose(facts)
    target = {"python": str(tmp_path), "tensorflow_checked": False}  # a folder, not a Python
    path = tmp_path / "r.json"
    path.write_text(Report("environment", target, facts, findings).to_json(), encoding="utf-8")
    wizard.open_report(str(path))
    card = wizard.findings_page.card("tensorflow-gpu-package-removed")
    assert card is not None
    card.recheck_button.click()
    qtbot.waitUntil(lambda: card.state != "busy", timeout=30_000)
    assert card.state == "failed" and "not a Python interpreter" in card.status.toolTip()
    assert card.recheck_button.isEnabled() and wizard.rechecks == {}
