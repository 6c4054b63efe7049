"""One colour per quantity, used by every picture of it: plots, their legends, the tray icon
and the PNG export (which is a picture of the plots).

Okabe–Ito colours: colour-blind safe and readable on light and dark backgrounds. A quantity
keeps its colour everywhere (memory used is sky blue in the overview, the details and the
tray icon's fill); two quantities of one plot never share one.
"""

from __future__ import annotations

BLUE = "#0072B2"
ORANGE = "#E69F00"
GREEN = "#009E73"
VERMILION = "#D55E00"
SKY = "#56B4E9"
PURPLE = "#CC79A7"
GREY = "#888888"

#: History metric key (``telemetry.history.METRICS``) -> colour of its line.
METRIC_COLORS: dict[str, str] = {
    "util_gpu": BLUE,
    "util_mem": ORANGE,
    "mem_used": SKY,
    "mem_total": GREY,
    "temperature": VERMILION,
    "power": PURPLE,
    "power_limit": GREY,
    "fan": GREEN,
    "sm_clock": BLUE,
    "mem_clock": ORANGE,
    "pcie_rx": GREEN,
    "pcie_tx": VERMILION,
}
