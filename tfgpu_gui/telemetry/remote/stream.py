"""``tfgpu watch --jsonl``: snapshots as a stream of JSON lines, and the reader of that stream.

The stream is versioned (:data:`STREAM_SCHEMA`). Each line is one JSON object with a ``type``:

- ``hello``: the first line: ``schema``, the tool's ``version`` and the ``interval`` in seconds;
- ``snapshot``: ``snapshot`` holds one snapshot in the ``tfgpu.snapshot/1`` layout
  (docs/snapshot-schema.md);
- ``error``: no telemetry on that host: ``kind`` (the reasons of
  :mod:`tfgpu_gui.telemetry.errors`) and ``message``.

The reading side treats every line as untrusted input from a remote host: a line is at most
:data:`MAX_LINE_BYTES`, counts and strings are bounded, every field is type-checked, and a field
of the wrong type is n/a (``None``) rather than a crash, and so is a value that cannot be true (a
negative byte count, a utilization above its metric's ``most``, NaN, a process id past 32 bits).
A GPU or MIG index out of range drops its entry. A line that is not a stream object (no
``schema``, another schema, no known ``type``) is a :class:`StreamError`.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from tfgpu_gui import __version__
from tfgpu_gui.telemetry.export import snapshot_dict
from tfgpu_gui.telemetry.metrics import Metric, json_metrics
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

STREAM_SCHEMA = "tfgpu.stream/1"
#: The longest line read from a remote host (a snapshot of 64 busy GPUs is well under this).
MAX_LINE_BYTES = 4 * 1024 * 1024
MAX_GPUS = 256
MAX_PROCESSES = 1024
MAX_MIG = 64
MAX_TEXT = 4096
MAX_ARGS = 256
#: Values larger than this are not believed (no GPU has an exabyte of memory).
MAX_NUMBER = 1e18
#: The largest process id of any system (pid_t is 32 bits; a Windows id is a DWORD).
MAX_PID = 2**32 - 1


class StreamError(ValueError):
    """A line of the stream is not what the protocol allows."""


@dataclass(frozen=True)
class Hello:
    schema: str
    version: str | None
    interval: float | None


@dataclass(frozen=True)
class StreamFailure:
    """The remote side has no telemetry: ``kind`` as in the errors module, ``message`` its text."""

    kind: str
    message: str


def hello_line(interval: float) -> str:
    return json.dumps(
        {"schema": STREAM_SCHEMA, "type": "hello", "version": __version__, "interval": interval}
    )


def snapshot_line(snapshot: Snapshot) -> str:
    return json.dumps(
        {"schema": STREAM_SCHEMA, "type": "snapshot", "snapshot": snapshot_dict(snapshot)},
        separators=(",", ":"),
    )


def error_line(kind: str, message: str) -> str:
    return json.dumps({"schema": STREAM_SCHEMA, "type": "error", "kind": kind, "message": message})


# -- reading -----------------------------------------------------------------------------------


def _text(value: object, limit: int = MAX_TEXT) -> str | None:
    if not isinstance(value, str):
        return None
    return value[:limit]


def _num(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    number = float(value)
    if not math.isfinite(number) or abs(number) > MAX_NUMBER:
        return None
    return number


def _int(value: object) -> int | None:
    number = _num(value)
    if number is None or not number.is_integer():
        return None
    return int(number)


def _nonnegative(value: object) -> float | None:
    number = _num(value)
    return None if number is None or number < 0 else number


def _count(value: object) -> int | None:
    """A whole number that cannot be negative (bytes, ids, counts); n/a otherwise."""
    number = _int(value)
    return None if number is None or number < 0 else number


def _share(value: object) -> float | None:
    """A percentage of time or of a whole: 0 to 100; n/a otherwise."""
    number = _num(value)
    return None if number is None or not 0 <= number <= 100 else number


def _bool(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def _dict(value: object) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _capability(value: object) -> tuple[int, int] | None:
    text = _text(value, 16)
    if not text or "." not in text:
        return None
    major, _, minor = text.partition(".")
    if not (major.isdecimal() and minor.isdecimal()):
        return None
    return int(major), int(minor)


def _process(d: dict[str, Any], gpu_index: int) -> GpuProcess | None:
    pid = _count(d.get("pid"))
    if pid is None or pid > MAX_PID:
        return None
    command = d.get("command")
    cmdline = (
        tuple(a[:MAX_TEXT] for a in command[:MAX_ARGS] if isinstance(a, str))
        if isinstance(command, list)
        else None
    )
    info = ProcessInfo(
        pid=pid,
        visible=bool(_bool(d.get("visible"))),
        name=_text(d.get("name")),
        user=_text(d.get("user"), 256),
        cmdline=cmdline or None,
        cpu_percent=_nonnegative(d.get("cpu_percent")),  # one core each: past 100
        rss_bytes=_count(d.get("rss_bytes")),
        python=_text(d.get("python")),
        tensorflow=_bool(d.get("tensorflow")),
    )
    kind = _text(d.get("type"), 32) or "compute"
    return GpuProcess(
        pid=pid,
        gpu_index=gpu_index,
        kind=kind,
        gpu_memory_bytes=_count(d.get("gpu_memory_bytes")),
        sm_percent=_share(d.get("sm_percent")),
        info=info,
    )


def _mig(d: dict[str, Any]) -> MigInstance | None:
    index = _int(d.get("index"))
    if index is None or not 0 <= index < MAX_MIG:
        return None
    memory, util = _dict(d.get("memory")), _dict(d.get("utilization"))
    return MigInstance(
        index=index,
        gpu_instance_id=_count(d.get("gpu_instance_id")),
        compute_instance_id=_count(d.get("compute_instance_id")),
        name=_text(d.get("name"), 256),
        uuid=_text(d.get("uuid"), 128),
        memory_used_bytes=_count(memory.get("used_bytes")),
        memory_total_bytes=_count(memory.get("total_bytes")),
        util_gpu_percent=_share(util.get("gpu_percent")),
        workload=_text(d.get("workload"), 512),
    )


def _metric(d: dict[str, Any], metric: Metric) -> object:
    """A metric's value at its JSON path, checked against its kind; n/a (None) otherwise.

    No metric of ours is negative: a negative number is n/a too, and so is one above the
    metric's ``most`` (a utilization of 250 %).
    """
    assert metric.json is not None
    *groups, name = metric.json
    place = d
    for group in groups:
        place = _dict(place.get(group))
    raw = place.get(name)
    if metric.kind == "reasons":
        if not isinstance(raw, list):
            return None
        return tuple(t[:64] for t in raw[:32] if isinstance(t, str))
    value = _int(raw) if metric.kind == "int" else _num(raw)
    if value is None or value < 0 or (metric.most is not None and value > metric.most):
        return None
    return value


def _gpu(d: dict[str, Any], host: str | None) -> GpuSnapshot | None:
    index = _int(d.get("index"))
    if index is None or not 0 <= index < MAX_GPUS:
        return None
    static_values: dict[str, Any] = {}
    reading_values: dict[str, Any] = {}
    for metric in json_metrics():
        value = _metric(d, metric)
        if metric.static is not None:
            static_values[metric.static] = value
        if metric.reading is not None:
            reading_values[metric.reading] = value
    static = GpuStatic(
        index=index,
        name=_text(d.get("name"), 256),
        uuid=_text(d.get("uuid"), 128),
        pci_bus_id=_text(d.get("pci_bus_id"), 64),
        compute_capability=_capability(d.get("compute_capability")),
        mig_mode=_bool(d.get("mig_mode")),
        sm_count=_count(d.get("sm_count")),
        architecture=_text(d.get("architecture"), 64),
        host=host,
        host_index=index,
        **static_values,
    )
    lost = bool(_bool(d.get("lost")))
    error = _text(d.get("error"), 512)
    if lost:
        return GpuSnapshot(static=static, reading=None, lost=True, error=error)
    reading = GpuReading(**reading_values)
    raw_procs = d.get("processes")
    procs: list[GpuProcess] = []
    if isinstance(raw_procs, list):
        for p in raw_procs[:MAX_PROCESSES]:
            proc = _process(_dict(p), index)
            if proc is not None:
                procs.append(proc)
    raw_mig = d.get("mig_instances")
    mig = (
        tuple(m for m in (_mig(_dict(x)) for x in raw_mig[:MAX_MIG]) if m is not None)
        if isinstance(raw_mig, list)
        else ()
    )
    return GpuSnapshot(
        static=static,
        reading=reading,
        processes=tuple(procs),
        error=error,
        mig=mig,
        workload=_text(d.get("workload"), 512),
    )


def snapshot_from_dict(
    d: dict[str, Any], host: str | None, wall_time: float, monotonic: float
) -> Snapshot:
    """A :class:`Snapshot` from the ``tfgpu.snapshot/1`` layout, read as untrusted input.

    Times are the reader's (``wall_time``, ``monotonic``): hosts' clocks differ, and a plot
    puts every host on the one time axis of the machine that draws it.

    Raises:
        StreamError: ``d`` is not a snapshot (no list of GPUs), or has more than
            :data:`MAX_GPUS` GPUs.
    """
    gpus_raw = d.get("gpus")
    if not isinstance(gpus_raw, list):
        raise StreamError("the snapshot has no list of GPUs")
    if len(gpus_raw) > MAX_GPUS:
        raise StreamError(f"the snapshot lists {len(gpus_raw)} GPUs (at most {MAX_GPUS})")
    gpus: dict[int, GpuSnapshot] = {}
    for g in gpus_raw:
        gpu = _gpu(_dict(g), host)
        if gpu is not None:
            gpus.setdefault(gpu.index, gpu)
    system = SystemInfo(
        backend=_text(d.get("backend"), 128) or "unknown",
        driver_version=_text(d.get("driver_version"), 64),
        cuda_driver_version=_text(d.get("cuda_driver_version"), 64),
        nvml_version=_text(d.get("nvml_version"), 64),
        host=host,
    )
    return Snapshot(
        wall_time=wall_time,
        monotonic=monotonic,
        system=system,
        gpus=tuple(gpus[i] for i in sorted(gpus)),
    )


def parse_line(
    line: bytes | str, host: str | None, wall_time: float, monotonic: float
) -> Hello | Snapshot | StreamFailure:
    """One line of the stream as a :class:`Hello`, a :class:`Snapshot` or a failure.

    Raises:
        StreamError: the line is too long, not JSON, not of this schema or of no known type.
    """
    if len(line) > MAX_LINE_BYTES:
        raise StreamError(f"a line of {len(line)} bytes (at most {MAX_LINE_BYTES})")
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError):
        raise StreamError("a line that is not JSON") from None
    if not isinstance(obj, dict):
        raise StreamError("a line that is not a JSON object")
    schema = obj.get("schema")
    if schema != STREAM_SCHEMA:
        shown = _text(schema, 40)
        raise StreamError(f"stream schema {shown!r}, not {STREAM_SCHEMA!r}")
    kind = obj.get("type")
    if kind == "hello":
        return Hello(STREAM_SCHEMA, _text(obj.get("version"), 64), _num(obj.get("interval")))
    if kind == "snapshot":
        return snapshot_from_dict(_dict(obj.get("snapshot")), host, wall_time, monotonic)
    if kind == "error":
        return StreamFailure(
            _text(obj.get("kind"), 32) or "nvml-error", _text(obj.get("message"), 1024) or ""
        )
    raise StreamError(f"a line of unknown type {_text(kind, 32)!r}")
