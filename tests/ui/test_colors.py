"""The colour measures the legends and badges are checked with, against their definitions'
known values.

- Relative luminance and contrast ratio: WCAG 2's definitions
  (https://www.w3.org/TR/WCAG21/#dfn-relative-luminance, #dfn-contrast-ratio): black on white
  is 21:1, and #767676 on white 4.54:1 (the lightest grey that passes 4.5:1).
- CIELAB (D65) of sRGB red, (53.237, 80.09, 67.203), as coloraide writes it
  (https://facelessuser.github.io/coloraide/colors/lab_d65).
"""

from __future__ import annotations

import pytest

from tfgpu_gui.ui.colors import (
    DARK_LINES,
    LIGHT_LINES,
    STATUS_TEXT,
    _lab,
    contrast,
    distance,
    luminance,
    metric_color,
    status_color,
)


@pytest.mark.parametrize(
    ("colour", "expected"),
    [
        ("#ffffff", 1.0),
        ("#000000", 0.0),
        ("#ff0000", 0.2126),
        ("#00ff00", 0.7152),
        ("#0000ff", 0.0722),
        # below 0.04045 a channel is linear: 10/255/12.92
        ("#0a0a0a", 10 / 255 / 12.92),
    ],
)
def test_relative_luminance_as_wcag_defines_it(colour: str, expected: float) -> None:
    assert luminance(colour) == pytest.approx(expected, abs=1e-6)


def test_contrast_ratio_as_wcag_defines_it() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#ffffff", "#000000") == pytest.approx(21.0)
    assert contrast("#767676", "#ffffff") == pytest.approx(4.54, abs=0.005)
    assert contrast("#777777", "#ffffff") < 4.5 < contrast("#767676", "#ffffff")
    assert contrast("#3a3a3a", "#3a3a3a") == pytest.approx(1.0)


def test_lab_of_known_colours() -> None:
    # (the 4-digit sRGB matrix used here puts it within 0.05, far below a visible 2)
    assert _lab("#ff0000") == pytest.approx((53.237, 80.09, 67.203), abs=0.05)
    assert _lab("#ffffff") == pytest.approx((100.0, 0.0, 0.0), abs=0.05)
    assert _lab("#000000") == pytest.approx((0.0, 0.0, 0.0), abs=1e-9)
    # a near-black grey is on the linear part of Lab's cube root: L* = 903.3 * Y
    assert _lab("#010101")[0] == pytest.approx(903.3 * (1 / 255 / 12.92), abs=0.01)


def test_distance_is_cie76_in_lab() -> None:
    assert distance("#ff0000", "#ff0000") == 0.0
    assert distance("#000000", "#ffffff") == pytest.approx(100.0, abs=0.05)
    red = (53.237, 80.09, 67.203)
    assert distance("#ff0000", "#000000") == pytest.approx(sum(v * v for v in red) ** 0.5, abs=0.05)
    assert distance("#ff0000", "#000000") == distance("#000000", "#ff0000")


@pytest.mark.parametrize("level", sorted(STATUS_TEXT))
def test_a_status_s_text_is_readable_on_each_theme_s_window(level: str) -> None:
    # "text in them keeps 4.5:1 against the window's background" (light: Qt's Fusion window
    # #efefef, white; dark: #2b2b2b, #1e1e1e)
    for window in ("#efefef", "#ffffff"):
        assert contrast(status_color(level), window) >= 4.5, (level, window)
    for window in ("#2b2b2b", "#1e1e1e"):
        assert contrast(status_color(level, dark=True), window) >= 4.5, (level, window)


def test_a_metric_without_a_colour_of_its_own_is_grey() -> None:
    assert metric_color("no-such-metric") == LIGHT_LINES["grey"]
    assert metric_color("no-such-metric", dark=True) == DARK_LINES["grey"]


def test_lab_lightness_of_middle_grey() -> None:
    # #777777 is the sRGB grey of CIELAB lightness 50 (its luminance 0.1845: L* = 116 Y^(1/3) - 16)
    assert _lab("#777777")[0] == pytest.approx(50.0, abs=0.1)
