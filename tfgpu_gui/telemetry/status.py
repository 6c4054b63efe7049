"""Each GPU's status in a word and a reason ("warning: throttling: too hot"), from the alerts.

Qt-free. The status is derived from the alert engine's active alerts
(:attr:`~tfgpu_gui.telemetry.alerts.AlertEngine.active`): the rules that notify through the tray
are the rules that colour the window, so the two never disagree. :func:`past_thresholds` names
the values of a reading at or past the alert thresholds (the window colours them).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tfgpu_gui.telemetry.alerts import ActiveAlert, AlertConfig
from tfgpu_gui.telemetry.snapshot import GpuSnapshot

#: Status levels from the best to the worst; "notice": worth knowing, nothing wrong.
LEVELS = ("ok", "notice", "warning", "problem")
#: The word shown for a level.
LEVEL_WORDS = {"ok": "OK", "notice": "OK", "warning": "Warning", "problem": "Problem"}


@dataclass(frozen=True)
class GpuStatus:
    """A GPU's level (one of :data:`LEVELS`) and what makes it so, in words: ``reasons`` for
    a warning or a problem, ``notes`` for what is worth knowing but not wrong."""

    level: str = "ok"
    reasons: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    @property
    def word(self) -> str:
        return LEVEL_WORDS[self.level]

    @property
    def text(self) -> str:
        """ "OK", or the reasons: "throttling: too hot · memory 96% full"."""
        return " · ".join(self.reasons) if self.reasons else "OK"

    @property
    def bad(self) -> bool:
        """Whether something is wrong (a warning or a problem)."""
        return self.level in ("warning", "problem")


def worst(levels: Iterable[str]) -> str:
    """The worst of some levels ("ok" for none)."""
    return max(levels, key=LEVELS.index, default="ok")


def gpu_status(gpu: GpuSnapshot, active: Iterable[ActiveAlert]) -> GpuStatus:
    """The status of ``gpu`` from the active alerts (of every GPU; its own are picked).

    A lost GPU is a problem even when its alert is switched off: nothing can be OK about it.
    """
    mine = [a.alert for a in active if a.alert.gpu_index == gpu.index]
    if gpu.lost and not any(a.kind == "gpu-lost" for a in mine):
        return GpuStatus("problem", ("GPU lost",))
    if not mine:
        return GpuStatus()
    mine.sort(key=lambda a: -LEVELS.index(a.level))  # the worst first
    bad = [a for a in mine if a.level in ("warning", "problem")]
    notes = [a for a in mine if a not in bad]
    return GpuStatus(
        worst(a.level for a in mine),
        tuple(dict.fromkeys(a.reason or a.title for a in bad)),
        tuple(dict.fromkeys(a.reason or a.title for a in notes)),
    )


def past_thresholds(gpu: GpuSnapshot, config: AlertConfig) -> frozenset[str]:
    """Which of "temperature" and "memory" are at or past their alert threshold."""
    r = gpu.reading
    if r is None or gpu.lost:
        return frozenset()
    out = set()
    if r.temperature_c is not None and r.temperature_c >= config.temperature_c:
        out.add("temperature")
    if r.memory_percent is not None and r.memory_percent >= config.memory_percent:
        out.add("memory")
    return frozenset(out)
