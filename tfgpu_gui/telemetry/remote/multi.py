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
from tfgpu_gui.telemetry.clock import Clock, SystemClock
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.states import LOCAL, RemoteUnavailable
from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot, SourceState, SystemInfo

#: The most GPUs one merged snapshot numbers (each keeps its index for the whole run).
MAX_MERGED_GPUS = 4096


class MultiBackend(Backend):
    """Merges the snapshots of ``backends``; ``read`` raises only when none has readings.

    The merged snapshot is stamped with ``clock`` (the sampler's), the one time axis of every
    host's plots.
    """

    name = "remote"

    def __init__(
        self, backends: Sequence[Backend], clock: Clock | None = None, name: str = "remote"
    ) -> None:
        self.name = name  # the app passes its local backend's ("nvml", "simulated:…")
        self.backends = list(backends)
        self.clock = clock or SystemClock()
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

    def wait_ready(self, timeout: float) -> bool:
        """Wait for each source's first reading or failure, at most ``timeout`` in all."""
        deadline = time.monotonic() + timeout
        ready = True
        for backend in self.backends:
            ready = backend.wait_ready(max(0.0, deadline - time.monotonic())) and ready
        return ready

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

    def _merge_gpu(self, source: str, g: GpuSnapshot) -> GpuSnapshot | None:
        index = self._index(source, g)
        if index is None:
            return None
        host_index = g.static.host_index if g.static.host_index is not None else g.index
        static = dataclasses.replace(g.static, index=index, host_index=host_index)
        procs = tuple(dataclasses.replace(p, gpu_index=index) for p in g.processes)
        return dataclasses.replace(g, static=static, processes=procs)

    def history(self, seconds: float, step: float) -> list[Snapshot]:
        """The past ``seconds`` of the sources that keep history (Prometheus servers), merged
        by time, each GPU under the index :meth:`read` gives it; oldest first."""
        by_time: dict[float, list[GpuSnapshot]] = {}
        for backend in self.backends:
            inner = getattr(backend, "inner", backend)
            fetch = getattr(inner, "history", None)
            if fetch is None:
                continue
            try:
                past: list[Snapshot] = fetch(seconds, step)
            except TelemetryUnavailable:
                continue
            for snap in past:
                for g in snap.gpus:
                    merged = self._merge_gpu(backend.name, g)
                    if merged is not None:
                        by_time.setdefault(round(snap.wall_time, 3), []).append(merged)
        offset = self.clock.monotonic() - self.clock.wall()
        return [
            Snapshot(
                wall_time=t,
                monotonic=t + offset,
                system=SystemInfo(backend=self.name),
                gpus=tuple(sorted(gpus, key=lambda g: g.index)),
            )
            for t, gpus in sorted(by_time.items())
        ]

    def replace_sources(self, sources: Sequence[Backend]) -> list[Backend]:
        """Read ``sources`` after the first backend (this computer's) from the next read on.

        A source whose name is already read is kept as it is (its connection stays up). The
        list is swapped in one assignment, so the sampling thread sees the old list or the new
        one, never a mix. Returns the sources no longer read: the caller closes them (off the
        GUI thread: closing waits for their threads).
        """
        current = self.backends
        by_name = {b.name: b for b in current[1:]}
        kept = [by_name.pop(b.name, b) for b in sources]
        for backend in kept:
            if backend not in current and self._open:
                with contextlib.suppress(TelemetryUnavailable):
                    backend.open()
        self.backends = [*current[:1], *kept]
        return [b for b in by_name.values() if b not in kept]

    def read(self) -> Snapshot:
        backends = self.backends
        if len(backends) == 1:  # this computer only: its snapshot as it is
            return backends[0].read()
        if not self._open:
            self.open()
        gpus: list[GpuSnapshot] = []
        states: list[SourceState] = []
        systems: list[SystemInfo] = []
        errors: list[TelemetryUnavailable] = []
        for backend in backends:
            try:
                snap = backend.read()
            except RemoteUnavailable as exc:
                states.append(exc.source)
                continue
            except TelemetryUnavailable as exc:
                errors.append(exc)
                states.append(
                    SourceState(
                        name="this computer", kind=LOCAL, state=exc.kind, message=exc.sentence()
                    )
                )
                continue
            systems.append(snap.system)
            states.extend(snap.sources)
            for g in snap.gpus:
                merged = self._merge_gpu(backend.name, g)
                if merged is not None:
                    gpus.append(merged)
        if not gpus and errors and len(errors) == len(backends):
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
            wall_time=self.clock.wall(),
            monotonic=self.clock.monotonic(),
            system=system,
            gpus=tuple(gpus),
            sources=tuple(states),
        )
