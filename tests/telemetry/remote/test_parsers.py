"""The readers of remote output: nvidia-smi CSV, the JSON-lines stream, host names, ssh argv.

The nvidia-smi lines carry values reported in public threads, in the layout nvidia-smi writes
for our query (``--format=csv,noheader,nounits``; its man page documents ``[N/A]`` and
``[Not Supported]`` for values it cannot read,
https://manpages.ubuntu.com/manpages/plucky/man1/nvidia-smi.1.html):

- RTX 2060, driver 595.71.05, 7 %, 712 MiB of 6144 MiB, 53 C, 65 W of 170 W, fan 49 %:
  https://github.com/Syllo/nvtop/issues/448
- compute apps by GPU UUID (``GPU-d0180485-9584-433c-6782-c335d5df2cb3, vgpu``):
  https://github.com/NVIDIA/dcgm-exporter/issues/94
- GB10 (unified memory): nvidia-smi reports its memory, power and clocks as ``[N/A]``; the
  line below puts that in our query's layout (its UUID, bus id and driver are placeholders).
"""

from __future__ import annotations

import json

import pytest

from tfgpu_gui.telemetry.remote import nvsmi
from tfgpu_gui.telemetry.remote.nvsmi import NvsmiReader, parse_app_line, parse_gpu_line
from tfgpu_gui.telemetry.remote.ssh import (
    BadHost,
    SshOptions,
    classify_stderr,
    ssh_argv,
    validate_host,
)
from tfgpu_gui.telemetry.remote.stream import (
    MAX_LINE_BYTES,
    Hello,
    StreamError,
    StreamFailure,
    parse_line,
    snapshot_line,
)
from tfgpu_gui.telemetry.simulated import SimulatedBackend
from tfgpu_gui.telemetry.snapshot import (
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    MigInstance,
    Snapshot,
    SystemInfo,
)

RTX2060 = (
    "0, GPU-e18afb8d-1627-f8ff-2ba3-c05c5a8e9e67, NVIDIA GeForce RTX 2060, 00000000:07:00.0, "
    "595.71.05, 7, 3, 712, 6144, 53, 65.21, 170.00, 49, 1680, 7000, 2100, 7001, 3, 16, 3, 16, P0"
)
GB10 = (
    "0, GPU-a1b2c3d4-0000-1111-2222-333344445555, NVIDIA GB10, 0000000F:01:00.0, 580.95.05, "
    "0, [N/A], [N/A], [N/A], 41, [N/A], [N/A], [N/A], [N/A], [N/A], [N/A], [N/A], [N/A], "
    "[N/A], [N/A], [N/A], P8"
)


def test_gpu_line_values_and_units():
    row = parse_gpu_line(RTX2060, host="lab")
    assert row is not None
    g = row.gpu
    assert g.static.name == "NVIDIA GeForce RTX 2060" and g.static.host == "lab"
    assert g.static.memory_total_bytes == 6144 * 1024 * 1024
    r = g.reading
    assert r is not None
    assert (r.util_gpu_percent, r.temperature_c, r.power_w, r.fan_percent) == (7, 53, 65.21, 49)
    assert r.memory_used_bytes == 712 * 1024 * 1024 and r.pstate == 0
    assert row.driver_version == "595.71.05"


def test_na_values_are_none_never_zero():
    row = parse_gpu_line(GB10)
    assert row is not None and row.gpu.reading is not None
    r = row.gpu.reading
    assert r.util_gpu_percent == 0  # a real 0 stays 0
    assert r.util_mem_percent is None and r.memory_used_bytes is None and r.power_w is None
    assert r.fan_percent is None and r.sm_clock_mhz is None and r.pstate == 8
    assert row.gpu.static.memory_total_bytes is None
    text_na = parse_gpu_line(GB10.replace("0000000F:01:00.0", "[N/A]"))
    assert text_na is not None and text_na.gpu.static.pci_bus_id is None  # not the text "[N/A]"


def test_units_are_stripped_when_nvidia_smi_writes_them():
    line = RTX2060.replace(", 7, 3, 712, 6144,", ", 7 %, 3 %, 712 MiB, 6144 MiB,").replace(
        "65.21, 170.00", "65.21 W, 170.00 W"
    )
    row = parse_gpu_line(line)
    assert row is not None and row.gpu.reading is not None
    assert row.gpu.reading.util_gpu_percent == 7 and row.gpu.reading.power_w == 65.21


def test_lost_gpu_and_garbage_lines():
    lost = RTX2060.replace(", 7, 3,", ", [GPU is lost], [GPU is lost],")
    row = parse_gpu_line(lost)
    assert row is not None and row.gpu.lost and row.gpu.reading is None
    for bad in (
        "",
        "garbage",
        "Unable to determine the device handle for GPU0000:01:00.0",
        RTX2060.replace("0, GPU-", "-1, GPU-", 1),
        RTX2060 + ", extra",
    ):
        assert parse_gpu_line(bad) is None


def test_app_lines_with_commas_in_the_name_and_na_memory():
    app = parse_app_line("GPU-d0180485-9584-433c-6782-c335d5df2cb3, 17676, python, train.py, 15846")
    assert app is not None and app.pid == 17676 and app.name == "python, train.py"
    assert app.memory_bytes == 15846 * 1024 * 1024
    na = parse_app_line("GPU-d0180485-9584-433c-6782-c335d5df2cb3, 23492, vgpu, [N/A]")
    assert na is not None and na.memory_bytes is None
    assert parse_app_line("GPU-x, notapid, vgpu, 1") is None


def test_reader_assembles_blocks_and_reports_failures():
    reader = NvsmiReader("lab")
    out = None
    for line in [
        nvsmi.MARK_GPUS,
        RTX2060,
        nvsmi.MARK_APPS,
        "GPU-e18afb8d-1627-f8ff-2ba3-c05c5a8e9e67, 4242, python3, 600",
        nvsmi.MARK_END,
    ]:
        out = reader.feed(line, 1.0, 2.0) or out
    assert out is not None and out.system.backend == "nvidia-smi"
    assert out.gpus[0].processes[0].pid == 4242 and out.gpus[0].processes[0].gpu_memory_bytes
    failing = NvsmiReader("lab")
    for line in [
        nvsmi.MARK_GPUS,
        "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.",
        nvsmi.MARK_FAILED,
    ]:
        assert failing.feed(line, 1.0, 2.0) is None
    assert failing.failure is not None and failing.failure[0] == "no-driver"


def test_reader_bounds_a_flood_of_lines():
    reader = NvsmiReader(None)
    reader.feed(nvsmi.MARK_GPUS, 0, 0)
    for _ in range(nvsmi.MAX_BLOCK_LINES * 3):
        reader.feed(RTX2060, 0, 0)
    snap = reader.feed(nvsmi.MARK_END, 0, 0)
    assert snap is not None and len(snap.gpus) == 1  # one index, however often it is repeated


def test_stream_round_trip_keeps_the_readings():
    b = SimulatedBackend("training")
    snap = b.read()
    parsed = parse_line(snapshot_line(snap), "lab", 5.0, 6.0)
    assert not isinstance(parsed, (Hello, StreamFailure))
    assert [g.static.name for g in parsed.gpus] == [g.static.name for g in snap.gpus]
    a, z = snap.gpus[0].reading, parsed.gpus[0].reading
    assert a is not None and z is not None
    assert (z.util_gpu_percent, z.memory_used_bytes, z.power_w, z.throttle_reasons) == (
        a.util_gpu_percent,
        a.memory_used_bytes,
        a.power_w,
        a.throttle_reasons,
    )
    assert parsed.gpus[0].static.host == "lab" and parsed.system.host == "lab"
    assert [p.pid for p in parsed.gpus[0].processes] == [p.pid for p in snap.gpus[0].processes]


@pytest.mark.parametrize(
    "line",
    [
        b"not json",
        b"[1, 2]",
        json.dumps(
            {"schema": "tfgpu.stream/9", "type": "snapshot", "snapshot": {"gpus": []}}
        ).encode(),
        json.dumps({"schema": "tfgpu.stream/1", "type": "rm -rf /"}).encode(),
        json.dumps({"schema": "tfgpu.stream/1", "type": "snapshot", "snapshot": {}}).encode(),
        b"[" * 100000,
        json.dumps(
            {
                "schema": "tfgpu.stream/1",
                "type": "snapshot",
                "snapshot": {"gpus": [{"index": 0}] * 300},
            }
        ).encode(),
    ],
)
def test_stream_refuses_what_is_not_the_protocol(line: bytes):
    with pytest.raises(StreamError):
        parse_line(line, "h", 0, 0)


def test_stream_refuses_an_overlong_line():
    with pytest.raises(StreamError, match="bytes"):
        parse_line(b" " * (MAX_LINE_BYTES + 1), "h", 0, 0)


def test_stream_fields_of_the_wrong_type_are_na():
    gpu = {
        "index": 0,
        "name": 42,
        "utilization": {"gpu_percent": "99"},
        "temperature_c": 1e300,
        "memory": {"used_bytes": True},
        "processes": [{"pid": "x"}, {"pid": 7, "command": [1, "a"]}],
    }
    line = json.dumps({"schema": "tfgpu.stream/1", "type": "snapshot", "snapshot": {"gpus": [gpu]}})
    snap = parse_line(line, "h", 0, 0)
    assert not isinstance(snap, (Hello, StreamFailure))
    (g,) = snap.gpus
    assert g.static.name is None and g.reading is not None
    assert g.reading.util_gpu_percent is None and g.reading.temperature_c is None
    assert g.reading.memory_used_bytes is None
    assert [p.pid for p in g.processes] == [7] and g.processes[0].info.cmdline == ("a",)


@pytest.mark.parametrize(
    "name",
    [
        "-v",
        "-oBatchMode",
        "-oProxyCommand=touch /tmp/x",
        "",
        "  ",
        "a b",
        "a;b",
        "$(id)",
        "x" * 300,
        "h\n-oX",
    ],
)
def test_host_names_that_could_be_options_or_commands_are_refused(name: str):
    with pytest.raises(BadHost):
        validate_host(name)


def test_ssh_argv_is_batch_mode_with_the_host_after_double_dash():
    argv = ssh_argv("user@lab-1.example.org", "true", SshOptions())
    assert argv[0] == "ssh" and "BatchMode=yes" in argv
    assert any(a.startswith("ConnectTimeout=") for a in argv)
    assert any(a.startswith("ServerAliveInterval=") for a in argv)
    assert argv[-3:] == ["--", "user@lab-1.example.org", "true"]


@pytest.mark.parametrize(
    "stderr,state",
    [
        ("user@lab: Permission denied (publickey).", "auth"),
        ("Host key verification failed.", "host-key"),
        ("ssh: Could not resolve hostname nosuch: Name or service not known", "unknown-host"),
        ("ssh: connect to host 10.0.0.9 port 22: Connection timed out", "unreachable"),
        ("ssh: connect to host 127.0.0.1 port 1: Connection refused", "unreachable"),
        ("Connection to lab closed by remote host.", "unreachable"),
    ],
)
def test_ssh_errors_become_states(stderr: str, state: str):
    assert classify_stderr(stderr, 255)[0] == state


def _fake_ssh(tmp_path, body: str):
    """A stand-in for the ssh program (same command line) whose "host" prints ``body``."""
    import os

    path = tmp_path / "ssh"
    path.write_text("#!/bin/sh\n" + body + "\n", encoding="utf-8")
    os.chmod(path, 0o755)
    return SshOptions(ssh=str(path))


def _settled_state(backend, state: str) -> None:
    import time

    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if backend.state.state == state:
            return
        time.sleep(0.05)
    raise AssertionError(f"state {backend.state.state}, not {state}")


def test_a_host_that_floods_without_newlines_is_cut_off(tmp_path):
    from tfgpu_gui.telemetry.remote.ssh import SshBackend

    options = _fake_ssh(tmp_path, "exec head -c 100000000 /dev/zero")
    b = SshBackend("flood", interval=0.2, options=options, backoff_base=5, backoff_max=5)
    try:
        b.open()
        _settled_state(b, "bad-output")
        assert "longer than" in b.state.message
    finally:
        b.close()


def test_a_host_that_sends_garbage_lines_is_bad_output(tmp_path):
    from tfgpu_gui.telemetry.remote.ssh import SshBackend

    options = _fake_ssh(tmp_path, 'printf \'{"schema": "evil/1"}\\n\'; sleep 30')
    b = SshBackend("garbage", interval=0.2, options=options, backoff_base=5, backoff_max=5)
    try:
        b.open()
        _settled_state(b, "bad-output")
        assert "schema" in b.state.message
    finally:
        b.close()


def test_mig_instances_and_workloads_cross_the_stream() -> None:
    instance = MigInstance(
        index=1,
        gpu_instance_id=5,
        compute_instance_id=0,
        name="1g.10gb",
        uuid="MIG-1",
        memory_used_bytes=1024,
        memory_total_bytes=4096,
        util_gpu_percent=None,
        workload="ml/train-0 (main)",
    )
    gpu = GpuSnapshot(
        static=GpuStatic(index=0, name="H100", mig_mode=True),
        reading=GpuReading(memory_used_bytes=1024, energy_mj=77),
        mig=(instance,),
        workload="ml/train-0 (main)",
    )
    snap = Snapshot(wall_time=1.0, monotonic=1.0, system=SystemInfo(backend="nvml"), gpus=(gpu,))
    back = parse_line(snapshot_line(snap), "h", 2.0, 3.0)
    assert isinstance(back, Snapshot)
    (g,) = back.gpus
    assert g.mig == (instance,) and g.workload == "ml/train-0 (main)"
    assert g.reading is not None and g.reading.energy_mj == 77


@pytest.mark.parametrize("bad", [-5, float("nan"), "12", True, 1e19])
def test_a_stream_value_that_is_no_reading_is_n_a(bad: object) -> None:
    line = json.dumps(
        {
            "schema": "tfgpu.stream/1",
            "type": "snapshot",
            "snapshot": {"gpus": [{"index": 0, "memory": {"used_bytes": bad, "total_bytes": 8}}]},
        }
    )
    back = parse_line(line, "h", 1.0, 1.0)
    assert isinstance(back, Snapshot) and back.gpus[0].reading is not None
    assert back.gpus[0].reading.memory_used_bytes is None
    assert back.gpus[0].reading.memory_total_bytes == 8


def _stream(gpus: list[dict], schema: object = "tfgpu.stream/1", **extra: object) -> str:
    line: dict[str, object] = {"type": "snapshot", "snapshot": {"gpus": gpus, **extra}}
    if schema is not None:
        line["schema"] = schema
    return json.dumps(line)


def _one_gpu(gpu: dict) -> GpuSnapshot:
    snap = parse_line(_stream([gpu]), "h", 1.0, 1.0)
    assert isinstance(snap, Snapshot)
    (g,) = snap.gpus
    return g


@pytest.mark.parametrize("kind", ["hello", "snapshot", "error"])
def test_a_line_without_a_schema_is_refused(kind: str) -> None:
    line = {"type": kind, "snapshot": {"gpus": [{"index": 0}]}, "kind": "no-gpu", "message": "x"}
    with pytest.raises(StreamError, match="schema"):
        parse_line(json.dumps(line), "h", 0, 0)


@pytest.mark.parametrize(
    "field,value",
    [
        (("utilization", "gpu_percent"), 250),
        (("utilization", "memory_percent"), 100.5),
        (("performance_state",), 32),  # NVML's "unknown" state
        (("utilization", "gpu_percent"), -1),
        (("temperature_c",), float("nan")),
        (("temperature_c",), float("inf")),
        (("power", "draw_w"), -3.5),
        (("clocks", "sm_mhz"), 1e300),
    ],
)
def test_a_metric_that_cannot_be_true_is_n_a(field: tuple[str, ...], value: float) -> None:
    gpu: dict[str, object] = {"index": 0, "fan_percent": 104}  # a fan may run past 100 %
    place = gpu
    for name in field[:-1]:
        place = place.setdefault(name, {})  # type: ignore[assignment]
    place[field[-1]] = value
    g = _one_gpu(gpu)
    assert g.reading is not None
    assert all(getattr(g.reading, n) is None for n in ("util_gpu_percent", "pstate", "power_w"))
    assert g.reading.util_mem_percent is None and g.reading.temperature_c is None
    assert g.reading.sm_clock_mhz is None
    assert g.reading.fan_percent == 104


def test_a_process_field_that_cannot_be_true_is_n_a() -> None:
    processes = [
        {"pid": 7, "gpu_memory_bytes": -1, "sm_percent": 140, "cpu_percent": -2, "rss_bytes": -9},
        {"pid": 8, "gpu_memory_bytes": 2048, "sm_percent": 35, "cpu_percent": 350.0},
        {"pid": 2**40},  # no system has such a process id
        {"pid": -4},
        {"pid": 9.5},
    ]
    g = _one_gpu({"index": 0, "processes": processes})
    bad, good = g.processes
    assert (bad.pid, bad.gpu_memory_bytes, bad.sm_percent) == (7, None, None)
    assert bad.info.cpu_percent is None and bad.info.rss_bytes is None
    assert (good.pid, good.gpu_memory_bytes, good.sm_percent) == (8, 2048, 35)
    assert good.info.cpu_percent == 350.0  # one core each: past 100 % is true


def test_ids_and_counts_that_cannot_be_true_are_n_a() -> None:
    mig = {"index": 0, "gpu_instance_id": -1, "compute_instance_id": -2, "name": "1g.10gb"}
    g = _one_gpu({"index": 0, "sm_count": -132, "mig_instances": [mig]})
    assert g.static.sm_count is None
    (m,) = g.mig
    assert (m.gpu_instance_id, m.compute_instance_id, m.name) == (None, None, "1g.10gb")


def test_lists_and_texts_from_a_host_are_bounded() -> None:
    from tfgpu_gui.telemetry.remote import stream

    huge = "x" * (stream.MAX_TEXT + 1000)
    processes = [{"pid": 1, "name": huge, "command": ["a"] * (stream.MAX_ARGS + 50)}]
    processes += [{"pid": p} for p in range(2, stream.MAX_PROCESSES + 100)]
    gpu = {
        "index": 0,
        "name": huge,
        "uuid": huge,
        "error": huge,
        "workload": huge,
        "throttle_reasons": [huge[:100]] * 100,
        "processes": processes,
        "mig_instances": [{"index": i % 64, "name": huge[:300]} for i in range(100)],
    }
    snap = parse_line(_stream([gpu], backend=huge, driver_version=huge), "h", 1.0, 1.0)
    assert isinstance(snap, Snapshot)
    (g,) = snap.gpus
    assert len(g.static.name or "") == 256 and len(g.static.uuid or "") == 128
    assert len(g.error or "") == 512 and len(g.workload or "") == 512
    assert len(snap.system.backend) == 128 and len(snap.system.driver_version or "") == 64
    assert g.reading is not None and len(g.reading.throttle_reasons or ()) == 32
    assert {len(t) for t in g.reading.throttle_reasons or ()} == {64}
    assert len(g.processes) == stream.MAX_PROCESSES
    p = g.processes[0]
    assert len(p.info.name or "") == stream.MAX_TEXT
    assert len(p.info.cmdline or ()) == stream.MAX_ARGS
    assert len(g.mig) == stream.MAX_MIG and len(g.mig[0].name or "") == 256
    error = parse_line(
        json.dumps({"schema": "tfgpu.stream/1", "type": "error", "kind": huge, "message": huge}),
        "h",
        0,
        0,
    )
    assert isinstance(error, StreamFailure)
    assert len(error.kind) == 32 and len(error.message) == 1024


def test_gpu_and_mig_indices_out_of_range_are_dropped() -> None:
    gpus = [
        {"index": -1, "name": "below"},
        {"index": 256, "name": "above"},
        {"index": 1e300, "name": "absurd"},
        {"index": "0", "name": "text"},
        {"index": 3, "name": "kept", "mig_instances": [{"index": 64}, {"index": -1}, {"index": 2}]},
    ]
    snap = parse_line(_stream(gpus), "h", 1.0, 1.0)
    assert isinstance(snap, Snapshot)
    (g,) = snap.gpus
    assert (g.index, g.static.name) == (3, "kept")
    assert [m.index for m in g.mig] == [2]


@pytest.mark.parametrize(
    "cells,field",
    [
        ((", 7, 3,", ", 250, 3,"), "util_gpu_percent"),
        ((", 7, 3,", ", 7, -3,"), "util_mem_percent"),
        ((", 65.21,", ", -65.21,"), "power_w"),
        ((", 53,", ", nan,"), "temperature_c"),
        ((", P0", ", P99"), "pstate"),
        ((", 1680,", ", -1680,"), "sm_clock_mhz"),
    ],
)
def test_an_nvidia_smi_value_that_cannot_be_true_is_n_a(cells: tuple[str, str], field: str) -> None:
    old, new = cells
    assert old in RTX2060
    row = parse_gpu_line(RTX2060.replace(old, new, 1))
    assert row is not None and row.gpu.reading is not None
    assert getattr(row.gpu.reading, field) is None


def test_an_nvidia_smi_process_id_that_cannot_be_true_is_refused() -> None:
    assert parse_app_line(f"GPU-x, {2**40}, python3, 600") is None
    assert parse_app_line(f"GPU-x, {2**31}, python3, 600") is not None


def test_digits_that_are_not_decimal_are_no_numbers_anywhere() -> None:
    # "²" is a digit to str.isdigit() but int() refuses it: every reader treats it as n/a.
    from tfgpu_gui.telemetry.remote.exporter import parse_listen
    from tfgpu_gui.telemetry.remote.nvsmi import _pstate
    from tfgpu_gui.telemetry.remote.prometheus import GpuTable, parse_exposition

    line = json.dumps(
        {
            "schema": "tfgpu.stream/1",
            "type": "snapshot",
            "snapshot": {"gpus": [{"index": 0, "compute_capability": "².0"}]},
        }
    )
    back = parse_line(line, "h", 1.0, 1.0)
    assert isinstance(back, Snapshot) and back.gpus[0].static.compute_capability is None
    assert _pstate("P²") is None and _pstate("P2") == 2
    page = 'DCGM_FI_DEV_GPU_UTIL{gpu="²",UUID="",Hostname="n"} 5\n'
    assert GpuTable().snapshot(parse_exposition(page), "src", 1.0, 1.0).gpus == ()
    with pytest.raises(ValueError, match="is not HOST:PORT"):
        parse_listen("127.0.0.1:²")
