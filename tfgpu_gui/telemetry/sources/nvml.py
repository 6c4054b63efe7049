"""This computer's GPUs through the NVIDIA driver (NVML): the source read when nothing else is
asked for. Its states are the reasons NVML cannot be read (:data:`~tfgpu_gui.telemetry.errors.
REASONS`), shown for "this computer" when remote sources are read beside it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tfgpu_gui.telemetry.errors import REASONS
from tfgpu_gui.telemetry.remote.states import LOCAL, State
from tfgpu_gui.telemetry.sources.kind import BuildOptions, SourceKind

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.backend import Backend

#: A reason's short text for the status line ("this computer: no NVIDIA driver").
_SHORT = {
    "no-driver": "no NVIDIA driver",
    "nvml-missing": "no nvidia-ml-py",
    "driver-not-loaded": "driver not loaded",
    "driver-mismatch": "driver mismatch",
    "no-permission": "no permission",
    "nvml-unknown": "NVML unknown error",
    "no-gpu": "no GPU",
    "nvml-error": "NVML error",
}

#: The states of this computer's driver; simulated GPUs fail the same way.
LOCAL_STATES: tuple[State, ...] = tuple(
    State(r.kind, _SHORT[r.kind], r.message, r.next_step) for r in REASONS.values()
)


class NvmlKind(SourceKind):
    name = "nvml"
    state_kinds = (LOCAL,)
    states = LOCAL_STATES
    label = "this computer's GPUs"

    def build(self, target: str, options: BuildOptions) -> Backend:
        from tfgpu_gui.telemetry.nvml_backend import NvmlBackend

        return NvmlBackend(clock=options.clock)


NVML = NvmlKind()
