"""Run markers: the start and end of each run as labelled vertical lines on the GPU plots.

Lines are added and removed only when runs start or end (or the plots are rebuilt); each
frame only moves them with the "seconds ago" axis. Hovering a line names its run.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtGui import QColor

from tfgpu_gui.telemetry.runs import RunSummary
from tfgpu_gui.text.numbers import fmt_duration
from tfgpu_gui.text.safe import for_qt

#: The most markers kept (older runs are far out of any time window).
MAX_MARKS = 64
START_COLOR = "#009E73"
END_COLOR = "#CC79A7"


@dataclass(frozen=True)
class Mark:
    """One line: a run's start or end, at a monotonic time, on some GPUs."""

    key: tuple[object, ...]
    at: float
    gpus: tuple[int, ...]
    label: str
    tooltip: str
    end: bool


def marks_of(run: RunSummary) -> list[Mark]:
    """The start mark of a run, and its end mark once it ended."""
    if run.started_mono is None:
        return []
    name = for_qt(run.label.split(" ")[-1], 32)  # "train.py": the plot has little room
    where = ", ".join(str(g) for g in run.gpus)
    tip = f"{for_qt(run.command, 300)}\nGPU {where}"
    out = [Mark((*run.key, "start"), run.started_mono, run.gpus, f"▶ {name}", tip, False)]
    if run.ended_mono is not None:
        tip_end = f"{tip}\nended after {fmt_duration(run.duration_s)}"
        out.append(Mark((*run.key, "end"), run.ended_mono, run.gpus, f"■ {name}", tip_end, True))
    return out


class RunMarkers:
    """Keeps the run lines of every plot in step with the runs (see the module docstring)."""

    def __init__(self) -> None:
        self.marks: dict[tuple[object, ...], Mark] = {}
        # Per plot item (by identity): its lines by mark key.
        self._lines: dict[int, tuple[pg.PlotItem, dict[tuple[object, ...], pg.InfiniteLine]]] = {}

    def add_run(self, run: RunSummary) -> None:
        """Mark a run's start (and end, when it ended)."""
        for mark in marks_of(run):
            self.marks[mark.key] = mark
        while len(self.marks) > MAX_MARKS:
            oldest = min(self.marks.values(), key=lambda m: m.at)
            del self.marks[oldest.key]

    def apply(self, plots: Iterable[object], now: float | None) -> None:
        """Bring the lines of these plots (MetricPlots) up to date and place them for ``now``."""
        live: set[int] = set()
        for plot in plots:
            item: pg.PlotItem = plot.plot  # type: ignore[attr-defined]
            gpu: int = plot.gpu  # type: ignore[attr-defined]
            live.add(id(item))
            entry = self._lines.get(id(item))
            if entry is None or entry[0] is not item:
                entry = (item, {})
                self._lines[id(item)] = entry
                lines = entry[1]
                # A plot resized (the window, the grid): its lines' names follow its height.
                item.geometryChanged.connect(lambda i=item, ls=lines: _name_lines(i, ls))
            self._sync(item, entry[1], gpu, now, float(getattr(plot, "window_s", 3600.0)))
        for gone in set(self._lines) - live:
            del self._lines[gone]

    def _sync(
        self,
        item: pg.PlotItem,
        lines: dict[tuple[object, ...], pg.InfiniteLine],
        gpu: int,
        now: float | None,
        window_s: float,
    ) -> None:
        wanted = {k: m for k, m in self.marks.items() if gpu in m.gpus}
        for key in [k for k in lines if k not in wanted]:
            item.removeItem(lines.pop(key))
        for key, mark in wanted.items():
            line = lines.get(key)
            if line is None:
                line = _line(mark)
                item.addItem(line, ignoreBounds=True)
                lines[key] = line
            if now is not None:
                x = mark.at - now
                shown = -window_s <= x <= 0.0
                if shown:
                    line.setPos(x)
                if shown != line.isVisible():
                    line.setVisible(shown)  # a line out of the window costs nothing
        _name_lines(item, lines)

    def lines_of(self, plot: object) -> list[pg.InfiniteLine]:
        """The lines on one plot (tests)."""
        entry = self._lines.get(id(plot.plot))  # type: ignore[attr-defined]
        return list(entry[1].values()) if entry else []


#: The smallest plot height (px) whose run lines carry their names.
LABEL_MIN_HEIGHT = 220
#: Rows the names are put in, from the top of the plot.
LABEL_ROWS = 3


def _name_lines(item: pg.PlotItem, lines: dict[tuple[object, ...], pg.InfiniteLine]) -> None:
    """Names beside the lines only where they fit (one GPU's plot, not a grid of eight);
    elsewhere the line alone, and hovering names the run.

    A name goes beside its line (a start's to the right, an end's to the left), on the other
    side where it would cross the plot's edge, in the first row where it overlaps no other
    name; with no such row it is left out (hovering the line still names the run).
    """
    named = item.size().height() >= LABEL_MIN_HEIGHT
    vb = item.getViewBox()
    (x0, x1), _ = vb.viewRange()
    per_px = (x1 - x0) / vb.width() if vb.width() > 0 else 0.0
    taken: list[list[tuple[float, float]]] = [[] for _ in range(LABEL_ROWS)]
    rows: list[float] = []  # each row's place, as a fraction of the height from the bottom
    for line in sorted(lines.values(), key=lambda ln: float(ln.value())):
        label = line.label
        show = named and line.isVisible() and per_px > 0
        if show and not rows:
            step = label.boundingRect().height() + 2
            rows = [1.0 - (3 + k * step) / max(vb.height(), 1.0) for k in range(LABEL_ROWS)]
        if show:
            x = float(line.value())
            w = (label.boundingRect().width() + 4) * per_px
            right = not getattr(line, "mark_end", False)
            if right and x + w > x1:
                right = False
            elif not right and x - w < x0:
                right = True
            lo, hi = (x, x + w) if right else (x - w, x)
            row = next(
                (i for i, spans in enumerate(taken) if all(hi <= a or lo >= b for a, b in spans)),
                None,
            )
            show = row is not None
            if row is not None:
                taken[row].append((lo, hi))
                anchor = (0.0, 0.0) if right else (1.0, 0.0)
                if label.anchors[0] != anchor or label.orthoPos != rows[row]:
                    label.anchors = [anchor, anchor]
                    label.setPosition(rows[row])
        if show != label.isVisible():
            label.setVisible(show)


def _line(mark: Mark) -> pg.InfiniteLine:
    color = QColor(END_COLOR if mark.end else START_COLOR)
    line = pg.InfiniteLine(
        angle=90,
        movable=False,
        pen=pg.mkPen(color, width=1, style=pg.QtCore.Qt.PenStyle.DashLine),
        label=mark.label,
        labelOpts={
            "position": 0.9 if mark.end else 0.97,
            "color": color,
            # Horizontal text beside the line: a start's to its right, an end's to its left.
            "anchors": [(1.0, 0.0), (1.0, 0.0)] if mark.end else [(0.0, 0.0), (0.0, 0.0)],
        },
    )
    line.mark_end = mark.end  # type: ignore[attr-defined]
    line.setToolTip(mark.tooltip)
    line.label.setToolTip(mark.tooltip)
    line.setZValue(-5)
    return line
