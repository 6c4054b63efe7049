"""Simulated GPUs (``--simulate SCENARIO``): demos, screenshots and tests. The target is a
scenario's name (:mod:`tfgpu_gui.telemetry.scenarios`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tfgpu_gui.telemetry.remote.states import LOCAL
from tfgpu_gui.telemetry.sources.kind import BuildOptions, SourceKind
from tfgpu_gui.telemetry.sources.nvml import LOCAL_STATES

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.backend import Backend


def scenario_names() -> list[str]:
    from tfgpu_gui.telemetry.scenarios import SCENARIOS

    return sorted(SCENARIOS)


class SimulatedKind(SourceKind):
    name = "simulated"
    state_kinds = (LOCAL,)
    states = LOCAL_STATES
    noun = "scenario"
    label = "simulated GPUs"
    option = "--simulate"
    metavar = "SCENARIO"
    help = "use simulated GPUs instead of NVML ('--simulate list' lists the scenarios)"

    def parse(self, text: str) -> str:
        """A scenario's name (ValueError naming the scenarios otherwise)."""
        names = scenario_names()
        if text not in names:
            raise ValueError(f"unknown scenario {text!r}; choose one of: {', '.join(names)}")
        return text

    def build(self, target: str, options: BuildOptions) -> Backend:
        from tfgpu_gui.telemetry.simulated import SimulatedBackend

        return SimulatedBackend(target, seed=options.seed, clock=options.clock)


SIMULATED = SimulatedKind()
