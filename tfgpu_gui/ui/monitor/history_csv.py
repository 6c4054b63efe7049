"""The visible part of the history as CSV: one row per sample and GPU, one column per metric."""

from __future__ import annotations

import csv
import math
from pathlib import Path

from tfgpu_gui.telemetry.export import iso_time
from tfgpu_gui.telemetry.history import METRICS, History


def write_history_csv(history: History, path: Path, seconds: float | None = None) -> int:
    """Write the last ``seconds`` of ``history`` (all of it by default); returns the row count.

    Missing values (unsupported metric, lost GPU) are empty cells, never 0.
    """
    n = (
        len(history.series(history.gpu_indices[0], "util_gpu", seconds)[0])
        if history.gpu_indices
        else 0
    )
    wall = history.wall_times.view(n)[:, 0]
    rows = 0
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["time", "gpu", *(f"{m.key} ({m.unit})" for m in METRICS)])
        columns = {
            gpu: [history.series(gpu, m.key, seconds)[1] for m in METRICS]
            for gpu in history.gpu_indices
        }
        for i in range(n):
            stamp = iso_time(float(wall[i]))
            for gpu, cols in columns.items():
                cells = []
                for col in cols:
                    v = float(col[i])
                    cells.append("" if math.isnan(v) else f"{v:g}")
                writer.writerow([stamp, gpu, *cells])
                rows += 1
    return rows
