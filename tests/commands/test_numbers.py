"""Durations on the command line of doctor and bench: finite, in range, or a usage error.

The parsers themselves, and watch's numbers, are tested in test_number_options.py.
"""

from __future__ import annotations

import argparse
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tfgpu_gui import cli
from tfgpu_gui.commands.common import MAX_SECONDS, positive_seconds
from tfgpu_gui.commands.exit_codes import BenchExit, DoctorExit

BAD_SECONDS = ["nan", "NaN", "inf", "-inf", "infinity", "0", "-1", "0.0", "86400.5", "1e9", "", "x"]


@pytest.mark.parametrize("text", BAD_SECONDS)
def test_bad_seconds_are_refused_in_a_sentence(text: str) -> None:
    with pytest.raises(argparse.ArgumentTypeError) as refused:
        positive_seconds(text)
    message = str(refused.value)
    assert message and "\n" not in message and repr(text) in message


@given(st.floats(allow_nan=True, allow_infinity=True))
def test_seconds_are_accepted_exactly_when_finite_positive_and_at_most_a_day(x: float) -> None:
    good = math.isfinite(x) and 0 < x <= MAX_SECONDS
    try:
        value = positive_seconds(repr(x))
    except argparse.ArgumentTypeError:
        assert not good
    else:
        assert good and value == x


@pytest.mark.parametrize(
    ("command", "usage"), [("doctor", DoctorExit.USAGE), ("bench", BenchExit.USAGE)]
)
@pytest.mark.parametrize("text", ["nan", "inf", "0", "-5", "1e9"])
def test_a_bad_timeout_is_a_usage_error_of_the_command(
    command: str, usage: int, text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        cli.main([command, "--timeout", text])
    assert ended.value.code == usage
    err = capsys.readouterr().err
    assert f"argument --timeout: {text!r}" in err and "Traceback" not in err
