"""A logarithmic axis labelled in plain numbers with SI prefixes: 90, 1 k, 10 k, 100 k.

pyqtgraph labels log axes as powers of ten (``9·10¹``); a person reading GFLOP/s or images/s
wants the number itself.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pyqtgraph as pg

_PREFIXES = ((1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k"))


def si_number(value: float) -> str:
    """``value`` as a short plain number with an SI prefix: 90, 2.5 k, 100 k, 1.2 M, 0.5.

    Two significant digits at most, no trailing zeros; values under 1000 have no prefix.
    """
    if not math.isfinite(value):
        return "n/a"
    if value == 0:
        return "0"
    sign = "-" if value < 0 else ""
    mag = abs(value)
    for factor, prefix in _PREFIXES:
        if mag >= factor * 0.9995:
            return f"{sign}{_short(mag / factor)} {prefix}"
    return sign + _short(mag)


def _short(x: float) -> str:
    """Up to three significant digits, without trailing zeros (90, 2.5, 0.05, 120)."""
    if x >= 100:
        return f"{x:.0f}"
    text = f"{x:.3g}"
    if "e" in text:  # very small numbers
        return f"{x:g}"
    return text


class SiLogAxis(pg.AxisItem):
    """An axis in log mode whose ticks read as plain numbers with SI prefixes."""

    def logTickStrings(self, values: Sequence[float], scale: float, spacing: float) -> list[str]:
        return [si_number(10 ** float(v) * scale) for v in values]
