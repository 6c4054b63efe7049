"""One colour per quantity, used by every picture of it: plots, their legends, the tray icon
and the PNG export (which is a picture of the plots); and the colours of a GPU's status.

Okabe–Ito hues (colour-blind safe), each in two shades: a darker one on light backgrounds and a
lighter one on dark backgrounds, so that every line stands out from the plot's background in
both themes (:func:`contrast` at least 3:1). A quantity keeps its hue everywhere (memory used is
sky blue in the overview, the details and the tray icon's fill; utilization is green, as the
tray icon's bar of a busy GPU); two quantities of one plot never share one (:func:`distance`).

Qt-free: plain "#rrggbb" strings and arithmetic on them.
"""

from __future__ import annotations

from tfgpu_gui.telemetry.metrics import METRICS

BLUE = "#0072B2"
ORANGE = "#E69F00"
GREEN = "#009E73"
VERMILION = "#D55E00"
SKY = "#56B4E9"
PURPLE = "#CC79A7"
GREY = "#888888"

#: The palette by name: a metric names the colour of its line in the metric table.
PALETTE: dict[str, str] = {
    "blue": BLUE,
    "orange": ORANGE,
    "green": GREEN,
    "vermilion": VERMILION,
    "sky": SKY,
    "purple": PURPLE,
    "grey": GREY,
}

#: The palette's shades for plot lines on a light background (3:1 or more against white).
LIGHT_LINES: dict[str, str] = {
    "blue": "#0072B2",
    "orange": "#B46E00",
    "green": "#00805C",
    "vermilion": "#C24E00",
    "sky": "#2E86C1",
    "purple": "#A6427D",
    "grey": "#6B6B6B",
}
#: ...and on a dark background (3:1 or more against the darkest usual window colours).
DARK_LINES: dict[str, str] = {
    "blue": "#5AA9FF",
    "orange": "#F0B429",
    "green": "#3CCF8E",
    "vermilion": "#FF8A50",
    "sky": "#8FD0F5",
    "purple": "#E89BCB",
    "grey": "#A8A8A8",
}

#: Metric key -> colour of its line, from each metric's declared colour.
METRIC_COLORS: dict[str, str] = {m.key: PALETTE[m.color] for m in METRICS if m.color}


def metric_color(key: str, dark: bool = False) -> str:
    """The line colour of a metric on a light (or ``dark``) plot background."""
    name = next((m.color for m in METRICS if m.key == key and m.color), "grey")
    return (DARK_LINES if dark else LIGHT_LINES)[name]


#: Status level -> (text colour on a light background, on a dark one). Warnings are amber,
#: problems red, OK green; text in them keeps 4.5:1 against the window's background.
STATUS_TEXT: dict[str, tuple[str, str]] = {
    "ok": ("#00704F", "#3CCF8E"),
    "notice": ("#00704F", "#3CCF8E"),
    "warning": ("#9A5B00", "#F0B429"),
    "problem": ("#B3261E", "#FF7B6B"),
}
#: Status level -> (background, text) of a filled badge: the same in both themes.
STATUS_FILL: dict[str, tuple[str, str]] = {
    "ok": ("#1E7F4F", "#FFFFFF"),
    "notice": ("#1E7F4F", "#FFFFFF"),
    "warning": ("#F0B429", "#1A1A1A"),
    "problem": ("#B3261E", "#FFFFFF"),
}


def status_color(level: str, dark: bool = False) -> str:
    """The colour of a status's text (and of values past their threshold)."""
    light, on_dark = STATUS_TEXT[level]
    return on_dark if dark else light


def _rgb(color: str) -> tuple[float, float, float]:
    c = color.lstrip("#")
    return int(c[0:2], 16) / 255, int(c[2:4], 16) / 255, int(c[4:6], 16) / 255


def luminance(color: str) -> float:
    """Relative luminance (WCAG 2) of "#rrggbb"."""

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in _rgb(color))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _lab(color: str) -> tuple[float, float, float]:
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in _rgb(color))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def distance(a: str, b: str) -> float:
    """How different two colours look: CIE76 ΔE in Lab (about 2: just noticeable; 30 and up:
    clearly different colours)."""
    la, lb = _lab(a), _lab(b)
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5
