"""The wizard on another machine: the host chosen on the first page, diagnosed over a real sshd
on loopback (no TensorFlow: fast), a finding re-checked there; the tray's host menu."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.helpers.servers import Sshd
from tfgpu_gui.ui.doctor.hosts import THIS_COMPUTER, ssh_hosts
from tfgpu_gui.ui.doctor.wizard import DoctorWizard


@pytest.fixture
def sshd(tmp_path: Path) -> Iterator[Sshd]:
    server = Sshd(tmp_path / "sshd")
    server.start()
    yield server
    server.stop()


@pytest.fixture
def host_wizard(qtbot: QtBot, sshd: Sshd) -> Iterator[DoctorWizard]:
    w = DoctorWizard(hosts=["gpuhost", "other"], host="gpuhost")
    w.machine.ssh_extra = ("-F", str(sshd.client_config("gpuhost")))
    qtbot.addWidget(w)
    yield w
    for thread in [w.thread, *w.rechecks.values()]:
        if thread is not None:
            thread.cancel()
            assert thread.wait(30_000), "a diagnosis thread did not stop"


def test_the_chosen_host_is_diagnosed_and_rechecked_there(
    qtbot: QtBot, host_wizard: DoctorWizard
) -> None:
    w = host_wizard
    assert w.machine.host() == "gpuhost"
    assert not w.welcome.browse_button.isEnabled()  # a path on the host cannot be browsed here
    w.show()
    w.welcome.target.setEditText(sys.executable)
    w.welcome.run_tf.setChecked(False)
    with qtbot.waitSignal(w.report_ready, timeout=60_000):
        w.next()
    report = w.report
    assert report is not None and report.host == "gpuhost", w.error
    assert report.target["python"] == sys.executable
    assert "Diagnosed on gpuhost over SSH" in w.summary.subTitle()
    assert "ssh gpuhost" in w.findings_page.subTitle()
    finding = report.findings[0].id
    w.recheck(finding)
    thread = w.rechecks[finding]
    assert thread.check.needs_job and thread.check.options.host == "gpuhost"
    with qtbot.waitSignal(thread.finished, timeout=60_000) as answer:
        pass
    assert answer.args[0] == finding and answer.args[1] is not None  # still there, on the host


def test_choosing_this_computer_again_offers_its_interpreters(host_wizard: DoctorWizard) -> None:
    w = host_wizard
    assert w.welcome.target.count() == 0
    w.machine.select(None)
    assert w.machine.combo.currentText() == THIS_COMPUTER and w.machine.host() is None
    assert w.welcome.target.count() >= 1 and w.welcome.browse_button.isEnabled()


def test_ssh_hosts_of_the_sources() -> None:
    sources = ["gpuhost", "http://prom:9090", "alice@lab-2", "gpuhost"]
    assert ssh_hosts(sources) == ["gpuhost", "alice@lab-2"]


def test_the_tray_offers_to_diagnose_each_host(
    make_monitor, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tfgpu_gui.ui.shell import features

    opened: list[dict[str, object]] = []
    monkeypatch.setattr(features, "open_doctor", lambda parent, **kw: opened.append(kw))
    app = make_monitor("idle", show=False)
    menu = app.tray.hosts_menu
    menu.refresh()
    assert [a.text() for a in menu.actions()] == ["No SSH host in Settings → Sources"]
    app.settings.sources = ["gpuhost", "http://prom:9090"]
    menu.aboutToShow.emit()
    actions = menu.actions()
    assert [a.text() for a in actions] == ["Diagnose gpuhost…"]
    actions[0].trigger()
    assert opened == [{"python": None, "host": "gpuhost", "hosts": ["gpuhost"]}]


def test_another_machine_drops_the_diagnosis_of_the_last_one(qtbot: QtBot) -> None:
    # The interpreter box is the same (empty: python3 on the host's PATH) for both hosts, so
    # only the machine changed: the result shown was the first host's.
    w = DoctorWizard(hosts=["gpuhost", "other"], host="gpuhost")
    qtbot.addWidget(w)
    w.job_ran = True
    w._set_inputs(w.welcome.inputs())
    w.machine.select("other")
    assert w.inputs is None
    # A log's explanation does not depend on the machine.
    w.job_ran = False
    w._set_inputs(("log", "some log"))
    w.machine.select("gpuhost")
    assert w.inputs == ("log", "some log")
