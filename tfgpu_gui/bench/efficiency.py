"""A benchmark run against its limits: ratings, speed-ups and hints in one :class:`Evaluation`.

``rating.py`` sets each measurement against its limit (the GPU's peak, numpy's BLAS, the PCIe
link, N x one replica), ``speedups.py`` compares measurements of the run with each other, and
``hints.py`` turns results far below their limit into sentences. The window, the CLI and the
exports all read the :class:`Evaluation` that :func:`evaluate` builds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tfgpu_gui.bench.hints import HINTS, Hint
from tfgpu_gui.bench.machine import Machine
from tfgpu_gui.bench.peaks import Peak
from tfgpu_gui.bench.rating import Rated, Ratings
from tfgpu_gui.bench.results import BenchRun, Measurement
from tfgpu_gui.bench.speedups import speedups

__all__ = ["Evaluation", "Hint", "Rated", "evaluate"]


@dataclass(frozen=True)
class Evaluation:
    """A run against its limits."""

    rated: tuple[Rated, ...]
    hints: tuple[Hint, ...]
    speedups: dict[str, float] = field(default_factory=dict)
    peaks: dict[str, Peak | None] = field(default_factory=dict)

    def rating(self, m: Measurement) -> Rated | None:
        for r in self.rated:
            if r.measurement == m:
                return r
        return None


def evaluate(run: BenchRun, machine: Machine | None = None) -> Evaluation:
    """Rate every measurement, compute the speed-ups and run every hint rule of :data:`HINTS`."""
    ratings = Ratings.of_run(run, machine)
    hints = [hint for rule in HINTS for hint in rule(run, ratings)]
    return Evaluation(ratings.rated, tuple(hints), speedups(run, ratings), ratings.peaks)
