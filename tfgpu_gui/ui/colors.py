"""One colour per quantity, used by every picture of it: plots, their legends, the tray icon
and the PNG export (which is a picture of the plots).

Okabe–Ito colours: colour-blind safe and readable on light and dark backgrounds. A quantity
keeps its colour everywhere (memory used is sky blue in the overview, the details and the
tray icon's fill); two quantities of one plot never share one.
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

#: Metric key -> colour of its line, from each metric's declared colour.
METRIC_COLORS: dict[str, str] = {m.key: PALETTE[m.color] for m in METRICS if m.color}
