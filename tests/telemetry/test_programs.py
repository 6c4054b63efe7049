"""Processes grouped by program: one row per pid with its GPUs, counts that count programs."""

from __future__ import annotations

import pytest

from tfgpu_gui.telemetry import ManualClock, make_backend
from tfgpu_gui.telemetry.programs import gpu_list, group_programs


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
