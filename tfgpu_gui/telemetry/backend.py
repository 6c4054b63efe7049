"""The interface every telemetry backend (real NVML, simulated GPUs) implements."""

from __future__ import annotations

from abc import ABC, abstractmethod

from tfgpu_gui.telemetry.clock import Clock
from tfgpu_gui.telemetry.snapshot import Snapshot, SystemInfo


class Backend(ABC):
    """A source of GPU snapshots.

    ``open`` may raise :class:`~tfgpu_gui.telemetry.errors.TelemetryUnavailable`; calling it
    again later retries (the driver may have come back). ``read`` opens lazily, reads every
    GPU with each metric guarded on its own, and never raises for one metric or one lost GPU.
    Backends are used from one thread at a time (the sampler's).
    """

    name: str = "backend"

    @abstractmethod
    def open(self) -> SystemInfo:
        """Initialise (if needed) and return the driver facts."""

    @abstractmethod
    def read(self) -> Snapshot:
        """Read every GPU once."""

    @abstractmethod
    def close(self) -> None:
        """Release the driver; a later ``open`` or ``read`` starts again."""

    @property
    @abstractmethod
    def is_open(self) -> bool:
        """Whether ``open`` has succeeded and ``close`` has not been called since."""

    def __enter__(self) -> Backend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def make_backend(
    simulate: str | None = None, *, seed: int = 0, clock: Clock | None = None
) -> Backend:
    """The backend a command asked for: simulated GPUs when ``simulate`` names a scenario."""
    if simulate:
        from tfgpu_gui.telemetry.simulated import SimulatedBackend

        return SimulatedBackend(simulate, seed=seed, clock=clock)
    from tfgpu_gui.telemetry.nvml_backend import NvmlBackend

    return NvmlBackend(clock=clock)
