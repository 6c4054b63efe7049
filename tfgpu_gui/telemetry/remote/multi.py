"""Several sources (this machine, SSH hosts, Prometheus) as one backend of one snapshot.

Each GPU keeps its host (``GpuStatic.host``) and its own index there (``host_index``); its
``index`` in the merged snapshot is given the first time it is seen and kept, so a host that
goes away and comes back finds its plots again, and the other hosts' GPUs never move.

A source that has no readings now does not stop the others: its state is in
``Snapshot.sources`` (in plain words) and its GPUs are left out until it answers again.
"""

from __future__ import annotations

import contextlib
import dataclasses
import time
from collections.abc import Sequence

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.states import RemoteUnavailable
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot, SourceState, SystemInfo

#: The most GPUs one merged snapshot numbers (each keeps its index for the whole run).
MAX_MERGED_GPUS = 4096


class MultiBackend(Backend):
    """Merges the snapshots of ``backends``; ``read`` raises only when none has readings."""

    name = "remote"

    def __init__(self, backends: Sequence[Backend]) -> None:
        self.backends = list(backends)
        self._indices: dict[tuple[str | None, str, int], int] = {}
        self._open = False

    @property
    def is_open(self) -> bool:
        return self._open

    def open(self) -> SystemInfo:
        for backend in self.backends:
            # The local driver may be missing; the remote hosts still count.
            with contextlib.suppress(TelemetryUnavailable):
                backend.open()
        self._open = True
        return SystemInfo(backend=self.name)

    def close(self) -> None:
        for backend in self.backends:
            backend.close()
        self._open = False

    def _index(self, source: str, g: GpuSnapshot) -> int | None:
        key = (
            g.static.host,
            source,
            g.static.host_index if g.static.host_index is not None else g.index,
        )
        index = self._indices.get(key)
        if index is None:
            if len(self._indices) >= MAX_MERGED_GPUS:
                return None
            index = len(self._indices)
            self._indices[key] = index
        return index

    def read(self) -> Snapshot:
        if not self._open:
            self.open()
        gpus: list[GpuSnapshot] = []
        states: list[SourceState] = []
        systems: list[SystemInfo] = []
        errors: list[TelemetryUnavailable] = []
        for backend in self.backends:
            try:
                snap = backend.read()
            except RemoteUnavailable as exc:
                states.append(exc.source)
                continue
            except TelemetryUnavailable as exc:
                errors.append(exc)
                states.append(
                    SourceState(
                        name="this computer", kind="local", state=exc.kind, message=exc.sentence()
                    )
                )
                continue
            systems.append(snap.system)
            states.extend(snap.sources)
            for g in snap.gpus:
                index = self._index(backend.name, g)
                if index is None:
                    continue
                host_index = g.static.host_index if g.static.host_index is not None else g.index
                static = dataclasses.replace(g.static, index=index, host_index=host_index)
                procs = tuple(dataclasses.replace(p, gpu_index=index) for p in g.processes)
                gpus.append(dataclasses.replace(g, static=static, processes=procs))
        if not gpus and errors and len(errors) == len(self.backends):
            raise errors[0]
        gpus.sort(key=lambda g: g.index)
        local = next((s for s in systems if s.host is None), None)
        system = SystemInfo(
            backend=self.name,
            driver_version=local.driver_version if local else None,
            cuda_driver_version=local.cuda_driver_version if local else None,
            nvml_version=local.nvml_version if local else None,
        )
        return Snapshot(
            wall_time=time.time(),
            monotonic=time.monotonic(),
            system=system,
            gpus=tuple(gpus),
            sources=tuple(states),
        )
