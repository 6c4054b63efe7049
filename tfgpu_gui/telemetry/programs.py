"""The processes of a snapshot grouped by program: one row per process, with its GPUs.

NVML reports a process once per GPU it uses, so a MirroredStrategy run over 8 GPUs is 8
entries of one pid. A person counts programs: :func:`group_programs` folds the entries of a
pid into one :class:`Program` with its GPUs listed ("0–7", "0, 2") and its total GPU memory,
keeping each GPU's own entry (memory, SM %) for a closer look.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tfgpu_gui.telemetry.snapshot import GpuProcess, ProcessInfo, Snapshot


@dataclass(frozen=True)
class Program:
    """One process and what it holds on each GPU it uses (``per_gpu`` sorted by GPU)."""

    pid: int
    info: ProcessInfo
    per_gpu: tuple[GpuProcess, ...]
    host: str | None = None  # the machine it runs on (None: this one)

    @property
    def gpus(self) -> tuple[int, ...]:
        return tuple(p.gpu_index for p in self.per_gpu)

    @property
    def gpu_text(self) -> str:
        return gpu_list(self.gpus)

    @property
    def gpu_memory_bytes(self) -> int | None:
        """The sum over its GPUs; None when no GPU reports it (unsupported is not 0)."""
        values = [p.gpu_memory_bytes for p in self.per_gpu if p.gpu_memory_bytes is not None]
        return sum(values) if values else None

    @property
    def sm_percent(self) -> float | None:
        """The mean SM share over the GPUs that report one; None when none does."""
        values = [p.sm_percent for p in self.per_gpu if p.sm_percent is not None]
        return sum(values) / len(values) if values else None

    @property
    def kind(self) -> str:
        kinds = sorted({p.kind for p in self.per_gpu})
        return kinds[0] if len(kinds) == 1 else "+".join(kinds)


def gpu_list(indices: Iterable[int]) -> str:
    """GPU indices as a person writes them: "3", "0, 2", "0–7", "0–3, 6"."""
    values = sorted(set(indices))
    parts: list[str] = []
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        if j - i >= 2:
            parts.append(f"{values[i]}–{values[j]}")
        else:
            parts.extend(str(v) for v in values[i : j + 1])
        i = j + 1
    return ", ".join(parts)


def group_programs(snapshot: Snapshot) -> list[Program]:
    """One :class:`Program` per process, in order of first appearance (by GPU, then NVML's
    order). A process is a pid on a host: the same number on two machines is two programs."""
    by_pid: dict[tuple[str | None, int], list[GpuProcess]] = {}
    for gpu in snapshot.gpus:
        for proc in gpu.processes:
            by_pid.setdefault((gpu.static.host, proc.pid), []).append(proc)
    return [
        Program(pid, entries[0].info, tuple(sorted(entries, key=lambda p: p.gpu_index)), host)
        for (host, pid), entries in by_pid.items()
    ]
