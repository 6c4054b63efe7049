"""MIG and containers in the monitor: the GPU title says MIG instead of a utilization, the
details list each instance with its own memory, the process table has a container column."""

from __future__ import annotations

from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    MigInstance,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.ui.monitor.detail import static_facts
from tfgpu_gui.ui.monitor.overview import gpu_title
from tfgpu_gui.ui.monitor.process_model import COLUMNS, ProcessModel

GIB = 1024**3
MIB = 1024**2


def _mig_gpu() -> GpuSnapshot:
    return GpuSnapshot(
        static=GpuStatic(index=1, name="NVIDIA A100-SXM4-40GB", mig_mode=True),
        reading=GpuReading(
            util_gpu_percent=None, memory_used_bytes=3 * GIB, memory_total_bytes=40 * GIB
        ),
        mig=(
            MigInstance(0, 1, 0, "NVIDIA A100-SXM4-40GB MIG 2g.10gb", None, 1111 * MIB, 9856 * MIB),
            MigInstance(2, 5, 1, "NVIDIA A100-SXM4-40GB MIG 1g.5gb", None, 2222 * MIB, 4864 * MIB),
        ),
    )


def test_gpu_title_says_mig_not_a_utilization():
    title = gpu_title(_mig_gpu())
    assert "MIG (2 instances)" in title
    assert "n/a" not in title.split("<br>")[1].split("·")[0]


def test_details_list_each_mig_instance_with_its_memory():
    facts = dict((k, v) for k, v, _ in static_facts(_mig_gpu(), SystemInfo(backend="nvml")))
    mig = facts["MIG mode"]
    assert mig.startswith("enabled · ")
    assert "GI 1/CI 0 2g.10gb 1.1/9.6 GiB" in mig
    assert "GI 5/CI 1 1g.5gb 2.2/4.8 GiB" in mig


def test_process_table_has_a_container_column(qtbot):
    del qtbot  # a QApplication for the model
    titles = [c.title for c in COLUMNS]
    col = titles.index("Container")
    shown = ProcessInfo(pid=10, visible=True, user="alice", container="docker d0b3604b67ac")
    host = ProcessInfo(pid=11, visible=True, user="alice")
    hidden = ProcessInfo(pid=12, visible=False)
    procs = tuple(
        GpuProcess(
            pid=i.pid, gpu_index=0, kind="compute", gpu_memory_bytes=GIB, sm_percent=None, info=i
        )
        for i in (shown, host, hidden)
    )
    gpu = GpuSnapshot(static=GpuStatic(index=0, name="GPU"), reading=GpuReading(), processes=procs)
    model = ProcessModel(me="alice")
    model.set_snapshot(Snapshot(0.0, 0.0, SystemInfo(backend="nvml"), (gpu,)))
    cells = {model.index(r, 0).data(): model.index(r, col).data() for r in range(3)}
    assert cells == {"10": "docker d0b3604b67ac", "11": "", "12": "n/a"}
    command = titles.index("Command")
    assert model.index(2, command).data() == "(in another container)"
    assert model.index(2, titles.index("GPU memory")).data() == "1.0 GiB"
