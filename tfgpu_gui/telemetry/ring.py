"""Fixed-size numpy ring buffers and window statistics.

Each value is written twice, at ``i`` and ``i + capacity``, so the newest ``n`` rows are always
one contiguous slice: plots get a view without copying or ``np.roll``. Memory is allocated once
and never grows, however long the app runs. Missing values are NaN (a gap in a plot), never 0.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True)
class WindowStats:
    """Statistics of the finite values of a series in a window; ``None`` when there are none."""

    count: int
    min: float | None
    mean: float | None
    max: float | None
    p95: float | None


class RingBuffer:
    """The newest ``capacity`` rows of ``width`` float columns."""

    def __init__(self, capacity: int, width: int = 1) -> None:
        if capacity < 1 or width < 1:
            raise ValueError("capacity and width must be at least 1")
        self.capacity = capacity
        self.width = width
        self._data = np.full((2 * capacity, width), np.nan, dtype=np.float64)
        self._head = 0  # where the next row goes, in [0, capacity)
        self._count = 0

    def __len__(self) -> int:
        return self._count

    @property
    def nbytes(self) -> int:
        return int(self._data.nbytes)

    def append(self, row: npt.ArrayLike) -> None:
        """Add one row (a scalar when ``width`` is 1); ``None``/NaN mean "no value"."""
        values = np.asarray(row, dtype=np.float64).reshape(self.width)
        self._data[self._head] = values
        self._data[self._head + self.capacity] = values
        self._head = (self._head + 1) % self.capacity
        if self._count < self.capacity:
            self._count += 1

    def fill_missing(self, position: int, row: npt.ArrayLike) -> bool:
        """Write ``row`` into the kept row ``position`` (0: the oldest) where that row has no
        value (NaN); a value already there is kept. True when a value was written."""
        if not 0 <= position < self._count:
            raise IndexError(f"row {position} of {self._count}")
        values = np.asarray(row, dtype=np.float64).reshape(self.width)
        slot = (self._head - self._count + position) % self.capacity
        missing = np.isnan(self._data[slot]) & ~np.isnan(values)
        for index in (slot, slot + self.capacity):
            self._data[index][missing] = values[missing]
        return bool(missing.any())

    def clear(self) -> None:
        self._data.fill(np.nan)
        self._head = 0
        self._count = 0

    def view(self, last: int | None = None) -> FloatArray:
        """The newest ``last`` rows (all by default), oldest first, as a read-only view."""
        n = self._count if last is None else max(0, min(last, self._count))
        end = self._head + self.capacity
        out = self._data[end - n : end]
        out.flags.writeable = False
        return out

    def column(self, col: int, last: int | None = None) -> FloatArray:
        """One column of :meth:`view` (a strided view, no copy)."""
        return self.view(last)[:, col]

    def latest(self) -> FloatArray | None:
        if self._count == 0:
            return None
        row: FloatArray = self.view(1)[0]
        return row


def window_stats(values: FloatArray) -> WindowStats:
    """min/mean/max/p95 of the finite values (NaN gaps are left out)."""
    finite = values[np.isfinite(values)]
    if finite.size == 0:
        return WindowStats(0, None, None, None, None)
    return WindowStats(
        count=int(finite.size),
        min=float(finite.min()),
        mean=float(finite.mean()),
        max=float(finite.max()),
        p95=float(np.percentile(finite, 95)),
    )
