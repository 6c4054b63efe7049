"""Processes grouped by program: one row per pid with its GPUs, counts that count programs.

The first tests read the simulated backends; the hand-made snapshots after them build the
processes one by one, so that every field of a :class:`Program` and every branch of
:func:`gpu_list` is pinned, each value worked out by hand.
"""

from __future__ import annotations

import pytest

from tfgpu_gui.telemetry import ManualClock, make_backend
from tfgpu_gui.telemetry.programs import Program, gpu_list, group_programs
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)

# === The GPU list, and programs on simulated scenarios ========================================


@pytest.mark.parametrize(
    ("indices", "text"),
    [
        ([3], "3"),
        ([0, 2], "0, 2"),
        ([0, 1], "0, 1"),
        (range(8), "0–7"),
        ([6, 0, 1, 2, 3], "0–3, 6"),
        ([1, 1, 2], "1, 2"),
        ([], ""),
    ],
)
def test_gpu_list(indices, text):
    assert gpu_list(indices) == text


def test_a_mirrored_run_over_eight_gpus_is_one_program():
    snap = make_backend("multi-gpu-8", clock=ManualClock()).read()
    entries = [p for g in snap.gpus for p in g.processes]
    assert len(entries) == 9  # NVML's view: one entry per (process, GPU)
    programs = group_programs(snap)
    assert len(programs) == 2
    mirrored = max(programs, key=lambda p: len(p.gpus))
    assert mirrored.gpus == tuple(range(8)) and mirrored.gpu_text == "0–7"
    per_gpu = [p.gpu_memory_bytes for p in mirrored.per_gpu]
    assert mirrored.gpu_memory_bytes == sum(per_gpu)
    notebook = min(programs, key=lambda p: len(p.gpus))
    assert notebook.gpu_text == "7" and notebook.info.user == "bob"


def test_unreported_memory_and_sm_stay_unreported():
    snap = make_backend("datacenter", clock=ManualClock()).read()
    programs = group_programs(snap)
    assert programs
    for program in programs:
        assert program.sm_percent is None  # the A100s report no per-process SM share


def test_snapshot_text_lists_each_program_once_with_its_gpus():
    from tfgpu_gui.telemetry.render_text import render_snapshot
    from tfgpu_gui.text.terminal import Style

    snap = make_backend("multi-gpu-8", clock=ManualClock()).read()
    text = render_snapshot(snap, Style(False))
    section = text[text.index("Programs on the GPUs (2)") :].splitlines()
    assert section[1].split()[:3] == ["PID", "USER", "GPUS"]
    rows = [line.split() for line in section[2:]]
    assert [r[:3] for r in rows] == [["5150", "alice", "0–7"], ["6001", "bob", "7"]]
    assert rows[0][3:5] == ["564.0", "GiB"]  # 8 shards summed
    assert text.count("train_mirrored.py") == 1
    assert "Processes    pid 5150, pid 6001" in text  # each GPU still names its processes


def test_snapshot_json_adds_the_programs_and_keeps_the_schema():
    import json
    from pathlib import Path

    import jsonschema

    from tfgpu_gui.telemetry import export

    schema = json.loads(
        (Path(export.__file__).parent / "snapshot.schema.json").read_text(encoding="utf-8")
    )
    snap = make_backend("multi-gpu-8", clock=ManualClock()).read()
    doc = json.loads(json.dumps(export.snapshot_dict(snap)))
    jsonschema.validate(doc, schema)
    assert doc["schema"] == "tfgpu.snapshot/1"
    assert sum(len(g["processes"]) for g in doc["gpus"]) == 9  # still NVML's entries per GPU
    programs = {p["pid"]: p for p in doc["programs"]}
    assert programs[5150]["gpus"] == list(range(8)) and programs[6001]["gpus"] == [7]
    mirrored = [
        p["gpu_memory_bytes"] for g in doc["gpus"] for p in g["processes"] if p["pid"] == 5150
    ]
    assert programs[5150]["gpu_memory_bytes"] == sum(mirrored)
    bad = {**doc, "programs": [{"pid": 1, "gpus": "0-7", "gpu_memory_bytes": None}]}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, schema)


def test_the_same_pid_on_two_hosts_is_two_programs() -> None:
    from tfgpu_gui.telemetry.programs import group_programs
    from tfgpu_gui.telemetry.snapshot import (
        GpuProcess,
        GpuReading,
        GpuSnapshot,
        GpuStatic,
        ProcessInfo,
        Snapshot,
        SystemInfo,
    )

    def gpu(index: int, host: str | None) -> GpuSnapshot:
        proc = GpuProcess(4242, index, "compute", 2**30, None, ProcessInfo(4242, True))
        return GpuSnapshot(GpuStatic(index=index, name="A100", host=host), GpuReading(), (proc,))

    snap = Snapshot(
        1.0, 1.0, SystemInfo("remote"), (gpu(0, None), gpu(1, "lab-1"), gpu(2, "lab-1"))
    )
    programs = group_programs(snap)
    assert [(p.host, p.pid, p.gpus) for p in programs] == [
        (None, 4242, (0,)),
        ("lab-1", 4242, (1, 2)),
    ]


# === Hand-made snapshots, each value worked out by hand =======================================

GIB = 2**30


def proc(
    pid: int,
    gpu: int,
    memory: int | None = None,
    sm: float | None = None,
    kind: str = "compute",
    name: str | None = None,
) -> GpuProcess:
    return GpuProcess(pid, gpu, kind, memory, sm, ProcessInfo(pid, True, name=name))


def program(*entries: GpuProcess) -> Program:
    return Program(entries[0].pid, entries[0].info, entries)


def snapshot(*gpus: tuple[int, str | None, tuple[GpuProcess, ...]]) -> Snapshot:
    return Snapshot(
        1.0,
        1.0,
        SystemInfo("test"),
        tuple(
            GpuSnapshot(GpuStatic(index=i, name="A100", host=host), GpuReading(), procs)
            for i, host, procs in gpus
        ),
    )


@pytest.mark.parametrize(
    ("indices", "text"),
    [
        ([0, 1, 2], "0–2"),  # three in a row is the shortest range
        ([4, 5], "4, 5"),  # two in a row stay two numbers
        ([0, 1, 2, 3, 5, 6, 7], "0–3, 5–7"),  # two ranges
        ([0, 1, 3, 4, 5], "0, 1, 3–5"),  # a pair, then a range
        ([0, 2, 4, 6], "0, 2, 4, 6"),  # every other GPU: no range
        ([7, 3, 5, 4], "3–5, 7"),  # sorted first
        ([2, 2, 2], "2"),
        ([1, 3, 4, 5, 6, 9], "1, 3–6, 9"),
        (range(10, 13), "10–12"),
    ],
)
def test_gpu_list_by_hand(indices, text):
    assert gpu_list(indices) == text


def test_gpu_list_reads_any_iterable_once():
    assert gpu_list(i for i in (12, 10, 11)) == "10–12"


def test_gpu_list_uses_an_en_dash_and_a_comma_with_one_space():
    assert gpu_list([0, 1, 2, 5]) == "0\u20132, 5"


def test_a_program_lists_its_gpus_in_the_order_given():
    p = program(proc(7, 1, GIB), proc(7, 2, 3 * GIB), proc(7, 3, GIB))
    assert p.gpus == (1, 2, 3)
    assert p.gpu_text == "1–3"


def test_memory_is_summed_over_the_gpus_that_report_it():
    p = program(proc(7, 0, 3 * GIB), proc(7, 1, None), proc(7, 2, 5 * GIB))
    assert p.gpu_memory_bytes == 8 * GIB


def test_memory_reported_as_zero_is_zero_not_unreported():
    assert program(proc(7, 0, 0), proc(7, 1, None)).gpu_memory_bytes == 0


def test_memory_unreported_everywhere_is_none():
    assert program(proc(7, 0, None), proc(7, 1, None)).gpu_memory_bytes is None


def test_sm_share_is_the_mean_over_the_gpus_that_report_one():
    p = program(proc(7, 0, sm=30.0), proc(7, 1, sm=None), proc(7, 2, sm=60.0))
    assert p.sm_percent == 45.0  # (30 + 60) / 2, the unreported GPU left out
    assert program(proc(7, 0, sm=12.0)).sm_percent == 12.0


def test_sm_share_of_zero_counts():
    assert program(proc(7, 0, sm=0.0), proc(7, 1, sm=40.0)).sm_percent == 20.0


def test_sm_share_unreported_everywhere_is_none():
    assert program(proc(7, 0, sm=None), proc(7, 1, sm=None)).sm_percent is None


def test_one_kind_is_named_as_it_is():
    assert program(proc(7, 0, kind="graphics"), proc(7, 1, kind="graphics")).kind == "graphics"


def test_several_kinds_are_joined_in_alphabetical_order():
    p = program(proc(7, 0, kind="graphics"), proc(7, 1, kind="compute"))
    assert p.kind == "compute+graphics"


def test_a_program_is_on_this_machine_unless_told():
    assert program(proc(7, 0)).host is None


def test_grouping_keeps_the_order_of_first_appearance_and_sorts_each_programs_gpus():
    snap = snapshot(
        (0, None, (proc(300, 0, GIB), proc(100, 0, 2 * GIB))),
        (1, None, (proc(200, 1, 4 * GIB), proc(100, 1, 8 * GIB))),
        (2, None, (proc(300, 2, 16 * GIB),)),
    )
    programs = group_programs(snap)
    assert [p.pid for p in programs] == [300, 100, 200]
    assert [p.gpus for p in programs] == [(0, 2), (0, 1), (1,)]
    assert [p.gpu_memory_bytes for p in programs] == [17 * GIB, 10 * GIB, 4 * GIB]
    assert [p.host for p in programs] == [None, None, None]


def test_a_gpu_listed_out_of_order_is_sorted_into_place():
    # GPUs in the snapshot in the order 3, 1: the program's entries come out as 1, 3.
    snap = snapshot((3, None, (proc(9, 3, GIB),)), (1, None, (proc(9, 1, 2 * GIB),)))
    (only,) = group_programs(snap)
    assert only.gpus == (1, 3)
    assert [e.gpu_memory_bytes for e in only.per_gpu] == [2 * GIB, GIB]
    assert only.gpu_text == "1, 3"


def test_the_process_facts_come_from_its_first_entry():
    snap = snapshot(
        (0, None, (proc(9, 0, name="first"),)),
        (1, None, (proc(9, 1, name="second"),)),
    )
    (only,) = group_programs(snap)
    assert only.pid == 9
    assert only.info.name == "first"


def test_programs_on_remote_hosts_carry_the_host():
    snap = snapshot(
        (0, "lab-2", (proc(5, 0),)),
        (1, "lab-2", (proc(5, 1),)),
        (2, "lab-3", (proc(5, 2), proc(6, 2))),
    )
    programs = group_programs(snap)
    assert [(p.host, p.pid, p.gpus) for p in programs] == [
        ("lab-2", 5, (0, 1)),
        ("lab-3", 5, (2,)),
        ("lab-3", 6, (2,)),
    ]


def test_a_snapshot_without_processes_has_no_programs():
    assert group_programs(snapshot((0, None, ()), (1, None, ()))) == []
