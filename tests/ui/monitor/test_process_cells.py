"""The process table's cells, one behaviour each: what a row says when a value is unknown, hidden
or remote, what it sorts by (unknown below every known value), the tooltips, the tree of a
program and its GPUs, and which processes are "mine"."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.ui.monitor.process_model import (
    COLUMNS,
    PROCESS_ROLE,
    SORT_ROLE,
    ProcessFilter,
    ProcessModel,
)

GIB = 1024**3
NOW = 10_000.0
TITLES = [c.title for c in COLUMNS]
DISPLAY, TOOLTIP = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole
ALIGN = Qt.ItemDataRole.TextAlignmentRole
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

ALICE = ProcessInfo(
    pid=10,
    visible=True,
    user="alice",
    cmdline=("python", "train.py"),
    cpu_percent=250.0,
    rss_bytes=3 * GIB,
    create_time=NOW - 95,
    tensorflow=True,
)
#: Bob's process as a non-root user sees it: no command line, CPU or memory, TF unknown.
BOB = ProcessInfo(pid=20, visible=True, user="bob", create_time=NOW + 5)
#: A process of another container: only its pid.
HIDDEN = ProcessInfo(pid=30, visible=False)


def _held(info: ProcessInfo, gpu: int, gib: float | None, sm: float | None) -> GpuProcess:
    memory = None if gib is None else int(gib * GIB)
    return GpuProcess(info.pid, gpu, "compute", memory, sm, info)


def _snapshot(host: str | None = None) -> Snapshot:
    """Alice on GPUs 0 and 1; Bob and a hidden process on GPU 1; nothing reported for Bob."""
    gpus = (
        GpuSnapshot(
            GpuStatic(0, "GPU", host=host, host_index=None if host is None else 4),
            GpuReading(),
            (_held(ALICE, 0, 4, 30.0),),
        ),
        GpuSnapshot(
            GpuStatic(1, "GPU", host=host, host_index=None if host is None else 5),
            GpuReading(),
            (_held(ALICE, 1, 2, 50.0), _held(BOB, 1, None, None), _held(HIDDEN, 1, 1, 0.0)),
        ),
    )
    return Snapshot(NOW, NOW, SystemInfo(backend="nvml"), gpus)


def _model(host: str | None = None, me: str = "alice", binary: bool = True) -> ProcessModel:
    model = ProcessModel(me=me, binary=binary)
    model.set_snapshot(_snapshot(host))
    return model


def _cell(model: ProcessModel, pid: int, title: str, role: int = DISPLAY) -> object:
    row = [p.pid for p in model.rows].index(pid)
    return model.index(row, TITLES.index(title)).data(role)


def test_a_row_says_na_for_what_is_not_reported_and_never_a_made_up_value(qtbot):
    model = _model()
    assert [p.pid for p in model.rows] == [10, 20, 30]
    assert model.entries == 4  # NVML's entries behind the three rows
    row = {t: _cell(model, 10, t) for t in TITLES}
    assert row == {
        "PID": "10",
        "User": "alice",
        "Command": "python train.py",
        "GPUs": "0, 1",
        "GPU memory": "6.0 GiB",
        "SM %": "40%",  # the mean over its GPUs
        "CPU %": "250%",
        "RSS": "3.0 GiB",
        "Running": "1m35s",
        "TF": "TF",
        "Container": "",
        "Host": "",
    }
    bob = {t: _cell(model, 20, t) for t in TITLES}
    assert bob["User"] == "bob" and bob["Command"] == "n/a"
    assert bob["GPU memory"] == bob["SM %"] == bob["CPU %"] == bob["RSS"] == "n/a"
    assert bob["Running"] == "0s"  # started "after" the snapshot: the clocks differ
    assert bob["TF"] == "?"
    hidden = {t: _cell(model, 30, t) for t in TITLES}
    assert hidden["User"] == "n/a" and hidden["Command"] == "(in another container)"
    assert hidden["Running"] == "n/a" and hidden["Container"] == "n/a"
    assert hidden["TF"] == "?"
    assert ProcessModel(me="x", binary=False)._cells(model.rows[0])[4][0] == "6.4 GB"


def test_unknown_values_sort_below_every_known_one(qtbot):
    model = _model()
    for title in ("GPU memory", "SM %", "CPU %", "RSS", "Running"):
        known = _cell(model, 10, title, SORT_ROLE)
        unknown = _cell(model, 30 if title == "Running" else 20, title, SORT_ROLE)
        assert unknown == -1 and known > unknown, title
    assert _cell(model, 30, "SM %", SORT_ROLE) == 0.0  # a reported 0% is known
    assert _cell(model, 10, "Running", SORT_ROLE) == 95.0
    assert _cell(model, 20, "Running", SORT_ROLE) == 0.0
    assert _cell(model, 10, "GPU memory", SORT_ROLE) == 6 * GIB
    assert _cell(model, 10, "PID", SORT_ROLE) == 10
    assert _cell(model, 10, "GPUs", SORT_ROLE) == (0, 1)
    assert _cell(model, 10, "TF", SORT_ROLE) is True
    assert _cell(model, 20, "TF", SORT_ROLE) is False
    assert _cell(model, 20, "Command", SORT_ROLE) == ""
    assert _cell(model, 30, "User", SORT_ROLE) == ""
    assert _cell(model, 10, "Container", SORT_ROLE) == ""
    proxy = ProcessFilter(model)
    proxy.sort(TITLES.index("SM %"), Qt.SortOrder.DescendingOrder)
    assert [proxy.index(r, 0).data() for r in range(3)] == ["10", "30", "20"]


def test_the_tooltips_say_what_a_cell_cannot(qtbot):
    model = _model()
    assert _cell(model, 10, "TF", TOOLTIP) == "TensorFlow is loaded"
    assert _cell(model, 20, "TF", TOOLTIP) == "unknown (no access)"
    assert _cell(model, 10, "GPUs", TOOLTIP) == (
        "2 GPUs: expand the row for each GPU's memory and SM %"
    )
    assert _cell(model, 20, "GPUs", TOOLTIP) is None  # one GPU: nothing to expand
    assert _cell(model, 10, "Command", TOOLTIP) == "<p>python train.py</p>"
    assert _cell(model, 20, "Command", TOOLTIP) is None
    assert _cell(model, 10, "PID", TOOLTIP) is None  # a column without one
    not_loaded = ProcessInfo(pid=40, visible=True, user="carol", tensorflow=False)
    snap = Snapshot(
        NOW,
        NOW,
        SystemInfo("nvml"),
        (GpuSnapshot(GpuStatic(0, "GPU"), GpuReading(), (_held(not_loaded, 0, 1, 1.0),)),),
    )
    model.set_snapshot(snap)
    assert _cell(model, 40, "TF") == "" and _cell(model, 40, "TF", TOOLTIP) == (
        "TensorFlow is not loaded"
    )
    horizontal = Qt.Orientation.Horizontal
    assert model.headerData(0, horizontal) == "PID"
    assert model.headerData(0, horizontal, TOOLTIP) == "Process id"
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.headerData(0, horizontal, ALIGN) is None


def test_numbers_align_right_and_words_left(qtbot):
    model = _model()
    right = [t for i, t in enumerate(TITLES) if model.index(0, i).data(ALIGN) == RIGHT]
    assert right == ["PID", "GPUs", "GPU memory", "SM %", "CPU %", "RSS", "Running"]
    assert all(
        model.index(0, i).data(ALIGN) is None for i, t in enumerate(TITLES) if t not in right
    )


def test_a_program_on_two_gpus_has_a_row_per_gpu_and_one_gpu_has_none(qtbot):
    model = _model()
    alice, bob = model.index(0, 0), model.index(1, 0)
    assert model.rowCount(alice) == 2 and model.rowCount(bob) == 0
    assert model.rowCount(model.index(0, 3)) == 0  # only the first column has children
    gpu_rows = [[model.index(r, c, alice).data() for c in range(len(TITLES))] for r in range(2)]
    assert gpu_rows[0] == ["", "", "", "GPU 0", "4.0 GiB", "30%", "", "", "", "", "", ""]
    assert gpu_rows[1][3:6] == ["GPU 1", "2.0 GiB", "50%"]
    child = model.index(1, 4, alice)
    assert child.data(SORT_ROLE) == 2 * GIB
    assert model.index(1, 3, alice).data(SORT_ROLE) == (1,)
    assert child.data(PROCESS_ROLE) is model.rows[0]  # a GPU row acts on its program
    assert model.index(0, 3, alice).data(TOOLTIP) is None  # the tooltip is the program's
    assert model.index(0, 4, alice).data(ALIGN) == RIGHT
    # the tree: a GPU row's parent is its program's row, a program's is the root
    assert model.parent(child) == model.index(0, 0)
    assert not model.parent(alice).isValid()
    assert model.program_at(QPersistentModelIndex(child)) is model.rows[0]
    assert model.program_at(QModelIndex()) is None
    # nothing past the ends
    assert not model.index(2, 0, alice).isValid()
    assert not model.index(0, 0, child).isValid()  # a GPU row has no rows of its own
    assert not model.index(3, 0).isValid() and not model.index(-1, 0).isValid()
    assert not model.index(0, len(TITLES)).isValid() and not model.index(0, -1).isValid()
    assert model.data(QModelIndex()) is None
    assert model.columnCount() == len(TITLES)


def test_a_remote_program_is_numbered_as_on_its_host_and_never_mine(qtbot):
    model = _model(host="lab-1")
    assert _cell(model, 10, "GPUs") == "lab-1: 4, 5"
    assert _cell(model, 10, "Host") == "lab-1"
    alice = model.index(0, 0)
    assert model.index(0, 3, alice).data() == "lab-1: GPU 4"
    assert model.index(0, 3, alice).data(SORT_ROLE) == (0,)  # the merged index sorts
    assert not model.is_mine(model.rows[0])
    assert not model.is_mine(model.rows[0].per_gpu[0])
    local = _model()
    assert local.is_mine(local.rows[0]) and local.is_mine(local.rows[0].per_gpu[1])
    assert not local.is_mine(local.rows[1])  # bob's
    assert local.index(0, 3, local.index(0, 0)).data() == "GPU 0"


def test_only_mine_keeps_my_programs_with_their_gpu_rows(qtbot):
    model = _model(me="bob")
    proxy = ProcessFilter(model)
    assert proxy.rowCount() == 3
    proxy.set_only_mine(True)
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == ["20"]
    mine = _model(me="alice")
    proxy = ProcessFilter(mine)
    proxy.set_only_mine(True)
    assert proxy.rowCount() == 1 and proxy.rowCount(proxy.index(0, 0)) == 2
    proxy.set_only_mine(False)
    assert proxy.rowCount() == 3


def test_a_new_program_resets_the_rows_and_a_gone_one_leaves(qtbot):
    model = _model()
    resets, changes = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda a, b: changes.append(1))
    snap = _snapshot()
    one_gpu = Snapshot(NOW, NOW, snap.system, snap.gpus[:1])
    model.set_snapshot(one_gpu)
    assert resets == [1] and [p.pid for p in model.rows] == [10]
    assert model.rowCount(model.index(0, 0)) == 0  # on one GPU now: no GPU rows
    later = Snapshot(NOW + 60, NOW + 60, snap.system, snap.gpus[:1])
    model.set_snapshot(later)  # the same program: its running time changes in place
    assert resets == [1] and changes == [1]
    assert model.index(0, TITLES.index("Running")).data() == "2m35s"


def test_changed_cells_are_reported_once_over_the_rows_and_columns_they_span(qtbot):
    from dataclasses import replace

    model = _model()
    changes = []
    model.dataChanged.connect(
        lambda a, b: changes.append(
            (a.parent().row(), a.row(), a.column(), b.parent().row(), b.row(), b.column())
        )
    )
    snap = _snapshot()
    gpu0, gpu1 = snap.gpus
    alice0 = replace(gpu0.processes[0], sm_percent=90.0)  # alice's SM % on GPU 0
    hidden = replace(gpu1.processes[2], gpu_memory_bytes=3 * GIB)  # the hidden one's memory
    gpus = (
        replace(gpu0, processes=(alice0,)),
        replace(gpu1, processes=(*gpu1.processes[:2], hidden)),
    )
    model.set_snapshot(replace(snap, gpus=gpus))
    memory, sm = TITLES.index("GPU memory"), TITLES.index("SM %")
    assert changes == [
        (-1, 0, memory, -1, 2, sm),  # alice's row (SM %) to the hidden one's (memory)
        (0, 0, sm, 0, 0, sm),  # alice's GPU 0 row, its SM % alone
    ]
    assert _cell(model, 10, "SM %") == "70%" and _cell(model, 30, "GPU memory") == "3.0 GiB"


def test_the_user_is_the_one_running_the_app_unless_told():
    import getpass

    assert ProcessModel().me == getpass.getuser()
    assert ProcessModel(me="carol").me == "carol"


def test_a_model_given_its_own_columns_shows_those(qtbot):
    model = ProcessModel(me="x", columns=COLUMNS[:2])
    model.set_snapshot(_snapshot())
    assert model.columnCount() == 2
    assert [model.index(0, c).data() for c in range(2)] == ["10", "alice"]


def test_memory_is_in_binary_units_unless_told(qtbot):
    model = ProcessModel(me="carol")
    model.set_snapshot(_snapshot())
    assert _cell(model, 10, "GPU memory") == "6.0 GiB"


def test_long_names_and_command_lines_are_cut(qtbot):
    long = ProcessInfo(
        pid=50,
        visible=True,
        user="u" * 100,
        cmdline=("python", "x" * 5000),
        container="docker " + "c" * 100,
    )
    host = "h" * 100
    gpus = tuple(
        GpuSnapshot(
            GpuStatic(i, "GPU", host=host, host_index=i), GpuReading(), (_held(long, i, 1, 1.0),)
        )
        for i in (0, 1)
    )
    model = ProcessModel(me="x")
    model.set_snapshot(Snapshot(NOW, NOW, SystemInfo("nvml"), gpus))
    for title, most in (("User", 32), ("Command", 1000), ("Container", 32), ("Host", 64)):
        text = _cell(model, 50, title)
        assert len(text) == most and text.endswith("…"), title
    assert _cell(model, 50, "GPUs") == "h" * 63 + "…: 0, 1"
    assert model.index(0, 3, model.index(0, 0)).data() == "h" * 63 + "…: GPU 0"
    tip = _cell(model, 50, "Command", TOOLTIP)
    assert len(tip) == len("<p></p>") + 4000 and tip.endswith("…</p>")


def test_an_idle_machine_shows_no_rows_from_its_first_sample(qtbot):
    idle = Snapshot(NOW, NOW, SystemInfo("nvml"), (GpuSnapshot(GpuStatic(0, "GPU"), GpuReading()),))
    model = ProcessModel(me="x")
    model.set_snapshot(idle)
    model.set_snapshot(idle)
    assert model.rowCount() == 0 and model.entries == 0


def test_a_gpu_row_belongs_to_its_own_program(qtbot):
    bob = ProcessInfo(pid=20, visible=True, user="bob")
    gpus = tuple(
        GpuSnapshot(
            GpuStatic(i, "GPU"), GpuReading(), (_held(ALICE, i, 4, 1.0), _held(bob, i, 2, 1.0))
        )
        for i in (0, 1)
    )
    model = ProcessModel(me="x")
    model.set_snapshot(Snapshot(NOW, NOW, SystemInfo("nvml"), gpus))
    second = model.index(1, 0)
    child = model.index(1, 4, second)
    assert model.parent(child) == second
    assert model.program_at(child).pid == 20


def test_a_remote_gpu_without_its_hosts_number_keeps_the_merged_one(qtbot):
    gpus = (GpuSnapshot(GpuStatic(3, "GPU", host="lab-2"), GpuReading(), (_held(BOB, 3, 1, 1.0),)),)
    model = ProcessModel(me="x")
    model.set_snapshot(Snapshot(NOW, NOW, SystemInfo("nvml"), gpus))
    assert _cell(model, 20, "GPUs") == "lab-2: 3"


def test_the_table_sorts_again_when_a_sample_changes_the_order(qtbot):
    from dataclasses import replace

    model = _model()
    proxy = ProcessFilter(model)
    memory = TITLES.index("GPU memory")
    proxy.sort(memory, Qt.SortOrder.DescendingOrder)
    assert [proxy.index(r, 0).data() for r in range(3)] == ["10", "30", "20"]
    snap = _snapshot()
    gpu1 = snap.gpus[1]
    grown = replace(gpu1.processes[2], gpu_memory_bytes=40 * GIB)  # the hidden one grows
    model.set_snapshot(
        replace(snap, gpus=(snap.gpus[0], replace(gpu1, processes=(*gpu1.processes[:2], grown))))
    )
    assert [proxy.index(r, 0).data() for r in range(3)] == ["30", "10", "20"]


def test_memory_sorts_by_amount_below_and_above_2_gib(qtbot):
    amounts = {61: 6.0, 62: 0.5, 63: None, 64: 1.0, 65: 3.0, 66: 1.9, 67: 2.1}
    procs = tuple(
        _held(
            ProcessInfo(pid, True, user="u", rss_bytes=None if gib is None else int(gib * GIB)),
            0,
            gib,
            1.0,
        )
        for pid, gib in amounts.items()
    )
    model = ProcessModel(me="x")
    model.set_snapshot(
        Snapshot(
            NOW, NOW, SystemInfo("nvml"), (GpuSnapshot(GpuStatic(0, "GPU"), GpuReading(), procs),)
        )
    )
    proxy = ProcessFilter(model)
    most_first = ["61", "65", "67", "66", "64", "62", "63"]  # unknown last
    for title in ("GPU memory", "RSS"):
        proxy.sort(TITLES.index(title), Qt.SortOrder.DescendingOrder)
        assert [proxy.index(r, 0).data() for r in range(7)] == most_first, title
        proxy.sort(TITLES.index(title), Qt.SortOrder.AscendingOrder)
        assert [proxy.index(r, 0).data() for r in range(7)] == most_first[::-1], title
