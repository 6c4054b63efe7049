"""One run's summary, or two runs of one command side by side: did the change (``prefetch``, a
larger batch) help?"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tfgpu_gui.telemetry.runs import RunSummary
from tfgpu_gui.text.numbers import NA, fmt_bytes, fmt_duration
from tfgpu_gui.text.safe import for_qt_html
from tfgpu_gui.ui.runs.model import ending_text, fmt_when


@dataclass(frozen=True)
class Figure:
    """A row of the comparison: its label, a run's value, and how the value reads.

    Attributes:
        label: The row's label.
        value: The run's figure (``None``: unknown, shown as "n/a").
        lower_better: Whether the lower figure is the better one (None: neither is).
        fmt: The figure as text.
    """

    label: str
    value: Callable[[RunSummary], float | None]
    lower_better: bool | None
    fmt: Callable[[float], str]


def _pct(v: float) -> str:
    return f"{v:.0f}%"


#: The comparison's rows, in order.
FIGURES: tuple[Figure, ...] = (
    Figure("Duration", lambda s: s.duration_s, None, fmt_duration),
    Figure("Mean utilization", lambda s: s.util_mean, False, _pct),
    Figure("Peak utilization", lambda s: s.util_peak, None, _pct),
    Figure(
        "Idle (input-bound)",
        lambda s: None if s.idle_fraction is None else 100 * s.idle_fraction,
        True,
        _pct,
    ),
    Figure("Time throttled", lambda s: s.throttled_s, True, fmt_duration),
    Figure("Peak memory", lambda s: s.memory_peak_bytes, None, fmt_bytes),
    Figure("Mean power", lambda s: s.power_mean_w, None, lambda v: f"{v:.0f} W"),
    Figure("Energy", lambda s: s.energy_wh, True, lambda v: f"{v:.1f} Wh"),
)


def same_command(a: RunSummary, b: RunSummary) -> bool:
    return a.command == b.command and a.host == b.host


def comparison_rows(a: RunSummary, b: RunSummary) -> list[tuple[str, str, str, str]]:
    """(figure, older run, newer run, which is better: "older"/"newer"/"") per figure."""
    older, newer = sorted((a, b), key=lambda s: s.started_at)
    out = []
    for fig in FIGURES:
        x, y = fig.value(older), fig.value(newer)
        better = ""
        if fig.lower_better is not None and x is not None and y is not None and x != y:
            newer_wins = (y < x) if fig.lower_better else (y > x)
            better = "newer" if newer_wins else "older"
        out.append(
            (fig.label, NA if x is None else fig.fmt(x), NA if y is None else fig.fmt(y), better)
        )
    return out


def comparison_html(a: RunSummary, b: RunSummary) -> str:
    """The side-by-side table as rich text (the better figure in bold)."""
    older, newer = sorted((a, b), key=lambda s: s.started_at)
    head = f"<b>{for_qt_html(older.label)}</b>: two runs side by side (better in bold)"
    when = "".join(f"<th align='right'>{fmt_when(s.started_at)}</th>" for s in (older, newer))
    rows = []
    for label, x, y, better in comparison_rows(a, b):
        x_html = f"<b>{x}</b>" if better == "older" else x
        y_html = f"<b>{y}</b>" if better == "newer" else y
        rows.append(
            f"<tr><td>{label}</td><td align='right'>{x_html}</td>"
            f"<td align='right'>{y_html}</td></tr>"
        )
    return f"{head}<table cellpadding='3'><tr><th></th>{when}</tr>{''.join(rows)}</table>"


def summary_rows(s: RunSummary, binary: bool = True) -> list[tuple[str, str]]:
    """(label, value) of one run: when, how long, how busy, how much memory and energy, and
    how it ended."""
    started = fmt_when(s.started_at)
    if s.first_seen_at is not None and s.first_seen_at - s.started_at >= 60:
        started += f" (watched from {fmt_when(s.first_seen_at)[-5:]})"
    gpus = ", ".join(str(g) for g in s.gpus)
    rows = [
        ("Started", started),
        ("Duration", fmt_duration(s.duration_s) + (" so far" if s.ending is None else "")),
        ("Ended", ending_text(s)),
        ("GPUs", f"{s.host}: {gpus}" if s.host else gpus),
    ]
    for fig in FIGURES[1:]:
        value = fig.value(s)
        if fig.fmt is fmt_bytes and value is not None:
            text = fmt_bytes(value, binary=binary)
        else:
            text = NA if value is None else fig.fmt(value)
        rows.append((fig.label, text))
    return rows


def summary_html(s: RunSummary, binary: bool = True) -> str:
    """One run's summary as rich text (the panel under the table)."""
    head = f"<b>{for_qt_html(s.label)}</b>"
    where = f" in {for_qt_html(s.cwd, 200)}" if s.cwd else ""
    who = f"<br><small>pid {s.pid}, user {for_qt_html(s.user or NA, 40)}{where}</small>"
    cells = [
        f"<td>{label}</td><td><b>{for_qt_html(value, 200)}</b></td>"
        for label, value in summary_rows(s, binary)
    ]
    half = (len(cells) + 1) // 2  # two pairs of columns: half as tall
    rows = "".join(
        f"<tr>{left}<td width='24'></td>{right}</tr>"
        for left, right in zip(cells[:half], [*cells[half:], ""], strict=True)
    )
    return f"{head}{who}<table cellpadding='2'>{rows}</table>"
