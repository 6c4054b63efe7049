"""Reading ``nvidia-smi --query-gpu ... --format=csv,noheader,nounits`` from a remote host.

Used over SSH when ``tfgpu`` is not installed on the host. The remote side runs the fixed
script :data:`REMOTE_SCRIPT` (a loop of two queries between marker lines); this module parses
its output, line by line, as untrusted input.

nvidia-smi writes a value it cannot read as ``[N/A]``, ``N/A``, ``[Not Supported]``,
``[Unknown Error]``, ``[Insufficient Permissions]`` or ``[GPU is lost]``: each of them is n/a
(``None``), never 0. Units are stripped when present (an older nvidia-smi, or one run without
``nounits``, writes ``35 %``, ``1024 MiB``, ``61.50 W``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tfgpu_gui.telemetry.metrics import UTIL_GPU, Metric, smi_metrics
from tfgpu_gui.telemetry.remote.stream import MAX_PID
from tfgpu_gui.telemetry.snapshot import (
    GpuProcess,
    GpuReading,
    GpuSnapshot,
    GpuStatic,
    ProcessInfo,
    Snapshot,
    SystemInfo,
)
from tfgpu_gui.text.numbers import MIB

#: The fields that name a GPU, asked for first (``nvidia-smi --help-query-gpu``).
ID_FIELDS: tuple[str, ...] = ("index", "uuid", "name", "pci.bus_id", "driver_version")
#: The GPU fields asked for, in order: the GPU's names, then each metric's ``smi`` key.
GPU_FIELDS: tuple[str, ...] = ID_FIELDS + tuple(m.smi.key for m in smi_metrics() if m.smi)
#: The compute-process fields asked for (``nvidia-smi --help-query-compute-apps``).
APP_FIELDS: tuple[str, ...] = ("gpu_uuid", "pid", "process_name", "used_memory")

MARK_GPUS = "@@tfgpu-gpus"
MARK_APPS = "@@tfgpu-apps"
MARK_END = "@@tfgpu-end"
MARK_FAILED = "@@tfgpu-smi-failed"
MARK_MISSING = "@@tfgpu-no-nvidia-smi"

MAX_BLOCK_LINES = 1100
NA_VALUES = frozenset(
    {
        "",
        "n/a",
        "[n/a]",
        "[not supported]",
        "not supported",
        "[unknown error]",
        "[insufficient permissions]",
        "[gpu is lost]",
        "[requested functionality has been deprecated]",
    }
)
_UNITS = (" %", " MiB", " W", " MHz", "%", "MiB", "W", "MHz")


def remote_script(interval: float) -> str:
    """The POSIX shell script run on a host without ``tfgpu``: one block per ``interval``.

    The only value put into it is ``interval``, a number formatted here.
    """
    seconds = f"{max(0.1, min(float(interval), 86400.0)):.3f}"
    gpu = ",".join(GPU_FIELDS)
    apps = ",".join(APP_FIELDS)
    fmt = "--format=csv,noheader,nounits"
    return (
        f"command -v nvidia-smi >/dev/null 2>&1 || {{ echo {MARK_MISSING}; exit 127; }}; "
        f"while :; do echo {MARK_GPUS}; "
        f"nvidia-smi --query-gpu={gpu} {fmt} 2>&1 || {{ echo {MARK_FAILED}; exit 3; }}; "
        f"echo {MARK_APPS}; nvidia-smi --query-compute-apps={apps} {fmt} 2>/dev/null; "
        f"echo {MARK_END}; sleep {seconds}; done"
    )


def value(text: str) -> str | None:
    """One CSV cell: stripped, its unit removed; ``None`` when nvidia-smi could not read it."""
    cell = text.strip()
    if cell.lower() in NA_VALUES:
        return None
    for unit in _UNITS:
        if cell.endswith(unit):
            return cell[: -len(unit)].strip() or None
    return cell


def number(text: str | None) -> float | None:
    if text is None:
        return None
    try:
        result = float(text)
    except ValueError:
        return None
    if result != result or abs(result) > 1e18:  # NaN or absurd
        return None
    return result


def whole(text: str | None) -> int | None:
    result = number(text)
    return None if result is None else int(result)


def mib(text: str | None) -> int | None:
    result = number(text)
    return None if result is None or result < 0 else int(result * MIB)


def _pstate(text: str | None) -> int | None:
    if text and text.upper().startswith("P") and text[1:].isdecimal():
        return int(text[1:])
    return None


@dataclass(frozen=True)
class GpuRow:
    """One parsed ``--query-gpu`` line."""

    gpu: GpuSnapshot
    uuid: str | None
    driver_version: str | None


def _metric(metric: Metric, text: str | None) -> float | int | None:
    """A cell of ``metric`` in our unit: MiB as bytes, ``P2`` as 2, whole numbers as ints.

    n/a when it is negative (no metric of ours is) or above the metric's ``most``.
    """
    assert metric.smi is not None
    result: float | int | None
    if metric.smi.unit == "MiB":
        result = mib(text)
    elif metric.smi.unit == "P":
        result = _pstate(text)
    else:
        result = whole(text) if metric.kind == "int" else number(text)
    if result is None or result < 0 or (metric.most is not None and result > metric.most):
        return None
    return result


def parse_gpu_line(line: str, host: str | None = None) -> GpuRow | None:
    """One ``--query-gpu`` line of :data:`GPU_FIELDS`; ``None`` when it is not one."""
    cells = [c.strip() for c in line.split(",")]
    if len(cells) != len(GPU_FIELDS):
        return None
    v = dict(zip(GPU_FIELDS, (value(c) for c in cells), strict=True))
    index = whole(v["index"])
    if index is None or not 0 <= index < 256:
        return None
    static_values: dict[str, object] = {}
    reading_values: dict[str, object] = {}
    for metric in smi_metrics():
        assert metric.smi is not None
        parsed = _metric(metric, v[metric.smi.key])
        if metric.static:
            static_values[metric.static] = parsed
        if metric.reading:
            reading_values[metric.reading] = parsed
    uuid = (v["uuid"] or "")[:128] or None
    static = GpuStatic(
        index=index,
        name=(v["name"] or "")[:256] or None,
        uuid=uuid,
        pci_bus_id=(v["pci.bus_id"] or "")[:64] or None,
        host=host,
        host_index=index,
        **static_values,  # type: ignore[arg-type]
    )
    assert UTIL_GPU.smi is not None
    if cells[GPU_FIELDS.index(UTIL_GPU.smi.key)].lower() == "[gpu is lost]":
        return GpuRow(
            GpuSnapshot(static=static, reading=None, lost=True, error="GPU is lost"),
            uuid,
            v["driver_version"],
        )
    reading = GpuReading(**reading_values)  # type: ignore[arg-type]
    return GpuRow(GpuSnapshot(static=static, reading=reading), uuid, v["driver_version"])


@dataclass(frozen=True)
class AppRow:
    """One parsed ``--query-compute-apps`` line."""

    gpu_uuid: str
    pid: int
    name: str | None
    memory_bytes: int | None


def parse_app_line(line: str) -> AppRow | None:
    """One ``--query-compute-apps`` line of :data:`APP_FIELDS` (the name may hold commas)."""
    raw = line.split(",")
    if len(raw) < len(APP_FIELDS):
        return None
    uuid, pid_text, mem_text = raw[0].strip(), raw[1], raw[-1]
    name = ",".join(raw[2:-1]).strip()
    pid = whole(value(pid_text))
    if not uuid or pid is None or not 0 <= pid <= MAX_PID:
        return None
    return AppRow(uuid[:128], pid, (value(name) or "")[:4096] or None, mib(value(mem_text)))


@dataclass
class NvsmiReader:
    """Turns the output of :func:`remote_script` into snapshots, one block at a time.

    :meth:`feed` takes one line and returns a snapshot when a block ends. ``failure`` is set
    (and kept) when the host has no nvidia-smi or nvidia-smi fails (no driver loaded).
    """

    host: str | None
    failure: tuple[str, str] | None = None
    _section: str | None = None
    _gpu_lines: list[str] = field(default_factory=list)
    _app_lines: list[str] = field(default_factory=list)

    def feed(self, line: str, wall_time: float, monotonic: float) -> Snapshot | None:
        text = line.rstrip("\r\n")
        if text == MARK_MISSING:
            self.failure = ("no-nvidia-smi", "")
            return None
        if text == MARK_GPUS:
            self._section, self._gpu_lines, self._app_lines = "gpus", [], []
            return None
        if text == MARK_APPS:
            self._section = "apps"
            return None
        if text == MARK_FAILED:
            detail = " ".join(x.strip() for x in self._gpu_lines if x.strip())[:400]
            self.failure = ("no-driver", detail)
            self._section = None
            return None
        if text == MARK_END:
            self._section = None
            return self._snapshot(wall_time, monotonic)
        target = {"gpus": self._gpu_lines, "apps": self._app_lines}.get(self._section or "")
        if target is not None and len(target) < MAX_BLOCK_LINES:
            target.append(text)
        return None

    def _snapshot(self, wall_time: float, monotonic: float) -> Snapshot:
        rows = [r for r in (parse_gpu_line(x, self.host) for x in self._gpu_lines) if r]
        apps = [a for a in (parse_app_line(x) for x in self._app_lines) if a]
        gpus = []
        for row in rows:
            procs = tuple(
                GpuProcess(
                    pid=a.pid,
                    gpu_index=row.gpu.index,
                    kind="compute",
                    gpu_memory_bytes=a.memory_bytes,
                    sm_percent=None,
                    info=ProcessInfo(pid=a.pid, visible=False, name=a.name),
                )
                for a in apps
                if row.uuid and a.gpu_uuid == row.uuid
            )
            gpu = row.gpu
            if procs and not gpu.lost:
                gpu = GpuSnapshot(static=gpu.static, reading=gpu.reading, processes=procs)
            gpus.append(gpu)
        driver = next((r.driver_version for r in rows if r.driver_version), None)
        system = SystemInfo(
            backend="nvidia-smi", driver_version=(driver or "")[:64] or None, host=self.host
        )
        by_index = {g.index: g for g in gpus}
        return Snapshot(
            wall_time=wall_time,
            monotonic=monotonic,
            system=system,
            gpus=tuple(by_index[i] for i in sorted(by_index)),
        )
