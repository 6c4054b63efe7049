"""The tray and the process table open the real diagnosis wizard and benchmark window."""

from __future__ import annotations

from tests.helpers.monitor import run_for
from tfgpu_gui.ui.bench.window import BenchWindow
from tfgpu_gui.ui.doctor.wizard import DoctorWizard


def test_tray_opens_the_diagnosis_wizard(make_monitor, qtbot):
    app = make_monitor("training")
    app.tray.diagnose_action.trigger()
    (wizard,) = qtbot_top_level(DoctorWizard)
    wizard.reject()
    qtbot.waitUntil(lambda: not wizard.isVisible())


def test_tray_opens_the_benchmark_window_with_the_monitor_s_gpu(make_monitor, clock, qtbot):
    app = make_monitor("training")
    run_for(app, clock, 2)
    app.tray.bench_action.trigger()
    (window,) = qtbot_top_level(BenchWindow)
    assert app.last_snapshot.gpus[0].static.name in window.facts_label.text()
    window.close()


def test_process_table_diagnoses_the_process_interpreter(make_monitor, clock, qtbot):
    app = make_monitor("training")
    run_for(app, clock, 2)
    proc = app.last_snapshot.gpus[0].processes[0]
    app.window.processes.diagnose(proc)
    (wizard,) = qtbot_top_level(DoctorWizard)
    assert wizard.welcome.target.currentText() == proc.info.python
    wizard.reject()


def qtbot_top_level(kind: type) -> list:
    """The live, visible top-level windows of ``kind`` (earlier tests' ones may be deleted)."""
    from PySide6.QtWidgets import QApplication
    from shiboken6 import isValid

    return [
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, kind) and isValid(w) and w.isVisible()
    ]
