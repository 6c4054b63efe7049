"""Two runs of one command side by side: did the change (``prefetch``, a larger batch) help?"""

from __future__ import annotations

import time
from collections.abc import Callable

from tfgpu_gui.telemetry.runs import RunSummary
from tfgpu_gui.text.numbers import NA, fmt_bytes, fmt_duration
from tfgpu_gui.text.safe import for_qt_html

# (label, value of a run, whether lower is better; None: neither)
_Row = tuple[str, Callable[[RunSummary], float | None], bool | None, Callable[[float], str]]


def _pct(v: float) -> str:
    return f"{v:.0f}%"


ROWS: tuple[_Row, ...] = (
    ("Duration", lambda s: s.duration_s, None, fmt_duration),
    ("Mean utilization", lambda s: s.util_mean, False, _pct),
    ("Peak utilization", lambda s: s.util_peak, None, _pct),
    (
        "Idle (input-bound)",
        lambda s: None if s.idle_fraction is None else 100 * s.idle_fraction,
        True,
        _pct,
    ),
    ("Time throttled", lambda s: s.throttled_s, True, fmt_duration),
    ("Peak memory", lambda s: s.memory_peak_bytes, None, fmt_bytes),
    ("Mean power", lambda s: s.power_mean_w, None, lambda v: f"{v:.0f} W"),
    ("Energy", lambda s: s.energy_wh, True, lambda v: f"{v:.1f} Wh"),
)


def same_command(a: RunSummary, b: RunSummary) -> bool:
    return a.command == b.command and a.host == b.host


def comparison_rows(a: RunSummary, b: RunSummary) -> list[tuple[str, str, str, str]]:
    """(figure, older run, newer run, which is better: "older"/"newer"/"") per figure."""
    older, newer = sorted((a, b), key=lambda s: s.started_at)
    out = []
    for label, value, lower_better, fmt in ROWS:
        x, y = value(older), value(newer)
        better = ""
        if lower_better is not None and x is not None and y is not None and x != y:
            newer_wins = (y < x) if lower_better else (y > x)
            better = "newer" if newer_wins else "older"
        out.append((label, NA if x is None else fmt(x), NA if y is None else fmt(y), better))
    return out


def comparison_html(a: RunSummary, b: RunSummary) -> str:
    """The side-by-side table as rich text (the better figure in bold)."""
    older, newer = sorted((a, b), key=lambda s: s.started_at)
    head = f"<b>{for_qt_html(older.label)}</b>: two runs side by side (better in bold)"
    when = "".join(
        f"<th align='right'>{time.strftime('%Y-%m-%d %H:%M', time.localtime(s.started_at))}</th>"
        for s in (older, newer)
    )
    rows = []
    for label, x, y, better in comparison_rows(a, b):
        x_html = f"<b>{x}</b>" if better == "older" else x
        y_html = f"<b>{y}</b>" if better == "newer" else y
        rows.append(
            f"<tr><td>{label}</td><td align='right'>{x_html}</td>"
            f"<td align='right'>{y_html}</td></tr>"
        )
    return f"{head}<table cellpadding='3'><tr><th></th>{when}</tr>{''.join(rows)}</table>"
