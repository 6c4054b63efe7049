"""The process table: rows, sorting, the "mine" filter and the context menu's actions."""

from __future__ import annotations

import sys
import types

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.helpers.monitor import run_for


def _rows(table):
    proxy = table.proxy
    return [
        [proxy.index(r, c).data() for c in range(proxy.columnCount())]
        for r in range(proxy.rowCount())
    ]


def test_rows_show_every_column(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 2)
    app.tick()
    rows = _rows(app.window.processes)
    assert len(rows) == 1
    pid, user, command, gpu, mem, sm, cpu, rss, running, tf, container, host = rows[0]
    assert (pid, user, gpu, tf, container, host) == ("4242", "alice", "0", "TF", "", "")
    assert command.startswith("/home/alice/venvs/tf/bin/python train.py")
    assert mem == "21.5 GiB" and rss == "6.0 GiB" and cpu == "100%"
    assert sm.endswith("%") and running.endswith("s")


def test_sorting_is_numeric_and_filter_keeps_my_processes(make_monitor, clock):
    app = make_monitor("multi-gpu-8", me="bob")
    run_for(app, clock, 2)
    app.tick()
    table = app.window.processes
    table.view.sortByColumn(4, Qt.SortOrder.AscendingOrder)  # GPU memory
    assert _rows(table)[0][1] == "bob"  # 5 GiB < 564 GiB
    table.only_mine.setChecked(True)
    rows = _rows(table)
    assert [r[0] for r in rows] == ["6001"]
    assert "(1)" in table.title.text()
    table.only_mine.setChecked(False)
    assert table.proxy.rowCount() == 2  # programs: the run over 8 GPUs and bob's notebook


def _select(table, pid):
    for r in range(table.proxy.rowCount()):
        if table.proxy.index(r, 0).data() == pid:
            table.select(table.proxy.index(r, 0))
            return table.selected()
    raise AssertionError(pid)


def test_context_menu_enables_what_can_be_done(make_monitor, clock):
    app = make_monitor("multi-gpu-8", me="bob")
    run_for(app, clock, 2)
    app.tick()
    table = app.window.processes
    mine = _select(table, "6001")
    menu = table.menu_for(mine)
    assert [a.text() for a in menu.actions() if not a.isSeparator()][:2] == [
        "&Copy command line",
        "&Diagnose this process's Python environment…",
    ]
    assert table.terminate_action.isEnabled()
    other = _select(table, "5150")
    table.menu_for(other)
    assert not table.terminate_action.isEnabled()
    assert table.diagnose_action.isEnabled()
    menu.deleteLater()


def test_copy_command_line(make_monitor, clock):
    app = make_monitor("training")
    run_for(app, clock, 2)
    app.tick()
    table = app.window.processes
    table.copy_command(_select(table, "4242"))
    assert QApplication.clipboard().text().endswith("--batch-size 256")


def test_terminate_asks_first_and_never_signals_simulated_processes(
    make_monitor, clock, monkeypatch
):
    app = make_monitor("training", me="alice")
    run_for(app, clock, 2)
    app.tick()
    table = app.window.processes
    proc = _select(table, "4242")
    sent = []
    monkeypatch.setattr("os.kill", lambda pid, sig: sent.append(pid))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not table.terminate(proc)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert table.terminate(proc)
    assert sent == []  # simulated: nothing is sent to a real pid
    table.simulated = False
    assert table.terminate(proc)
    assert sent == [4242]


def test_terminate_refuses_other_users_processes(make_monitor, clock, monkeypatch):
    app = make_monitor("training", me="mallory")
    run_for(app, clock, 2)
    app.tick()
    table = app.window.processes
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a))
    assert not table.terminate(_select(table, "4242"))
    assert asked == []


def test_diagnose_opens_the_wizard_with_the_process_interpreter(make_monitor, clock, monkeypatch):
    app = make_monitor("training")
    run_for(app, clock, 2)
    app.tick()
    calls = []
    fake = types.ModuleType("tfgpu_gui.ui.doctor.wizard")
    fake.open_doctor_wizard = lambda parent, python=None: calls.append((parent, python))
    monkeypatch.setitem(sys.modules, "tfgpu_gui.ui.doctor.wizard", fake)
    table = app.window.processes
    table.diagnose(_select(table, "4242"))
    assert calls == [(app.window, "/home/alice/venvs/tf/bin/python")]


def test_diagnose_without_the_wizard_says_so(make_monitor, clock, monkeypatch):
    app = make_monitor("training")
    run_for(app, clock, 2)
    app.tick()
    shown = []
    monkeypatch.setitem(sys.modules, "tfgpu_gui.ui.doctor.wizard", None)  # import fails
    monkeypatch.setattr(QMessageBox, "information", lambda *a: shown.append(a))
    table = app.window.processes
    table.diagnose(_select(table, "4242"))
    assert shown and "not available" in shown[0][1]


def test_unchanged_rows_are_not_reported_changed(make_monitor, clock):
    from dataclasses import replace

    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 2)
    app.tick()
    model = app.window.processes.model
    snap = app.last_snapshot
    changes = []
    model.dataChanged.connect(lambda a, b: changes.append((a.row(), a.column(), b.column())))
    resets = []
    model.modelReset.connect(lambda: resets.append(1))
    model.set_snapshot(snap)  # the same sample again: nothing to repaint
    assert changes == [] and resets == []
    gpus = list(snap.gpus)
    proc = gpus[2].processes[0]
    bigger = replace(proc, gpu_memory_bytes=(proc.gpu_memory_bytes or 0) + 2 * 1024**3)
    gpus[2] = replace(gpus[2], processes=(bigger, *gpus[2].processes[1:]))
    model.set_snapshot(replace(snap, gpus=tuple(gpus)))
    row = [p.pid for p in model.rows].index(bigger.pid)
    # the program's total, then its GPU 2 row: the GPU memory column only, nothing else
    assert changes == [(row, 4, 4), (2, 4, 4)]
    assert model.index(row, 4).data() == model._cells(model.rows[row])[4][0]
    assert model.index(2, 4, model.index(row, 0)).data() == model._child_cells(bigger)[4][0]
    assert resets == []


def test_columns_widen_for_longer_texts_and_the_user_may_resize_them(make_monitor, clock):
    from dataclasses import replace

    from PySide6.QtWidgets import QHeaderView

    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 2)
    app.tick()
    table = app.window.processes
    header = table.view.header()
    assert header.sectionResizeMode(0) == QHeaderView.ResizeMode.Interactive
    assert header.sectionResizeMode(2) == QHeaderView.ResizeMode.Stretch
    width = header.sectionSize(0)
    texts = [table.model.index(r, 0).data() for r in range(table.model.rowCount())]
    fm = table.view.fontMetrics()
    assert all(fm.horizontalAdvance(t) < width for t in texts)  # fits what it shows
    snap = app.last_snapshot
    gpus = list(snap.gpus)
    proc = gpus[0].processes[0]
    big = replace(proc, pid=2_000_000_000)  # a longer text than the column has had
    gpus[0] = replace(gpus[0], processes=(big, *gpus[0].processes[1:]))
    table.set_snapshot(replace(snap, gpus=tuple(gpus)))
    assert header.sectionSize(0) > width
    assert fm.horizontalAdvance("2000000000") < header.sectionSize(0)
    wide = header.sectionSize(0)
    table.set_snapshot(snap)  # shorter texts again: the column does not jump back
    assert header.sectionSize(0) == wide
    header.resizeSection(0, wide + 40)  # the user may widen it
    table.set_snapshot(snap)
    assert header.sectionSize(0) == wide + 40


def test_hostile_command_line_is_shown_escaped_and_copied_as_is(make_monitor, clock, monkeypatch):
    from tests.helpers.hostile import HOSTILE_CMDLINE, assert_no_escape, install_hostile_scenario
    from tfgpu_gui.ui.monitor.process_model import COMMAND_COLUMN

    app = make_monitor(install_hostile_scenario(monkeypatch))
    run_for(app, clock, 2)
    app.tick()
    table = app.window.processes
    proxy = table.proxy
    for c in range(proxy.columnCount()):
        index = proxy.index(0, c)
        assert_no_escape(str(index.data()))
        assert_no_escape(str(index.data(Qt.ItemDataRole.ToolTipRole) or ""))
    command = proxy.index(0, COMMAND_COLUMN)
    assert command.data() == "python \\x1b]0;pwned\\x07 \\x1b[2J train.py"
    tip = command.data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("<p>") and "\\x1b[2J" in tip  # rich text: Qt shows it as written
    table.copy_command(_select(table, "4343"))
    assert QApplication.clipboard().text() == " ".join(HOSTILE_CMDLINE)


def test_tooltip_markup_in_a_command_line_is_shown_as_text(make_monitor, clock, monkeypatch):
    import dataclasses

    from tests.helpers import hostile
    from tfgpu_gui.ui.monitor.process_model import COMMAND_COLUMN

    marked = dataclasses.replace(hostile.EVE, cmdline=("python", "<b>bold</b>", "&amp;"))
    monkeypatch.setattr(hostile, "EVE", marked)
    app = make_monitor(hostile.install_hostile_scenario(monkeypatch))
    run_for(app, clock, 2)
    app.tick()
    tip = app.window.processes.proxy.index(0, COMMAND_COLUMN).data(Qt.ItemDataRole.ToolTipRole)
    assert "&lt;b&gt;bold&lt;/b&gt; &amp;amp;" in tip


def test_a_run_over_eight_gpus_is_one_row_that_expands_per_gpu(make_monitor, clock):
    app = make_monitor("multi-gpu-8")
    run_for(app, clock, 2)
    app.tick()
    table = app.window.processes
    assert "(2)" in table.title.text()  # two programs, not nine NVML entries
    rows = {r[0]: r for r in _rows(table)}
    assert rows["5150"][3] == "0–7" and rows["6001"][3] == "7"
    proxy = table.proxy
    run = next(proxy.index(r, 0) for r in range(2) if proxy.index(r, 0).data() == "5150")
    notebook = next(proxy.index(r, 0) for r in range(2) if proxy.index(r, 0).data() == "6001")
    assert proxy.rowCount(run) == 8 and proxy.rowCount(notebook) == 0
    children = [
        [proxy.index(i, c, run).data() for c in (3, 4, 5)] for i in range(proxy.rowCount(run))
    ]
    assert sorted(c[0] for c in children) == [f"GPU {i}" for i in range(8)]
    assert all(c[1].endswith("GiB") and c[2].endswith("%") for c in children)
    total = sum(p.gpu_memory_bytes for p in table.model.rows[0].per_gpu)
    assert table.model.rows[0].gpu_memory_bytes == total
    table.view.expand(run)
    assert table.view.isExpanded(run)
    child = proxy.index(0, 3, run)
    table.select(child)
    assert table.selected().pid == 5150  # a GPU row acts on its process
    table.only_mine.setChecked(True)  # me="alice": the run stays, with its GPU rows
    assert proxy.rowCount() == 1 and proxy.rowCount(proxy.index(0, 0)) == 8
