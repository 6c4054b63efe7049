"""The interface every telemetry backend (real NVML, simulated GPUs, remote sources) implements.

Which backend reads which source is the source kinds' business
(:mod:`tfgpu_gui.telemetry.sources.registry`): this module imports no backend.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

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

    def wait_ready(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for the first reading or failure of a backend that
        reads on a thread of its own; True when it came. One that reads when asked is ready."""
        return True

    def __enter__(self) -> Backend:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
