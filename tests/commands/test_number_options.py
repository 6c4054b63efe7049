"""Numbers typed on the command line: finite and in range, or a one-line usage error."""

from __future__ import annotations

import argparse
import math

import pytest
from hypothesis import HealthCheck, example, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tests.helpers.cli import run_tfgpu
from tfgpu_gui import cli
from tfgpu_gui.commands.common import MAX_SECONDS, positive_count, positive_seconds
from tfgpu_gui.commands.exit_codes import WatchExit
from tfgpu_gui.commands.watch import MIN_INTERVAL_S, interval_seconds

number_like = (
    st.text(max_size=30)
    | st.floats().map(repr)
    | st.integers().map(str)
    | st.from_regex(r"\A[ +-]?(\d{1,400}|nan|inf|infinity)(\.\d*)?([eE][+-]?\d{1,4})?\s?\Z")
    | st.text(alphabet="0123456789.eE+-_ \t\x00", max_size=20)
)


# (generating digits up to 400 long is slow on a loaded machine: not a fault of the code)
@hsettings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(text=number_like)
@example("nan")
@example("-inf")
@example("1e999")
@example("9" * 5000)
@example("\ud800")
def test_seconds_are_finite_and_in_range_or_a_usage_error(text):
    try:
        value = positive_seconds(text)
    except argparse.ArgumentTypeError as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) < 120
        return
    assert isinstance(value, float) and math.isfinite(value)
    assert 0 < value <= MAX_SECONDS
    assert value == float(text)


@hsettings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(text=number_like)
@example("0")
@example("-1")
@example("1.5")
@example("9" * 5000)
def test_counts_are_whole_and_at_least_one_or_a_usage_error(text):
    try:
        value = positive_count(text)
    except argparse.ArgumentTypeError as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) < 120
        return
    assert isinstance(value, int) and value >= 1
    assert value == int(text)


@given(value=st.floats(min_value=1e-300, max_value=MAX_SECONDS))
def test_every_duration_in_range_is_taken(value):
    assert positive_seconds(repr(value)) == value


@given(value=st.integers(min_value=1, max_value=10**100))
def test_every_count_from_one_is_taken(value):
    assert positive_count(str(value)) == value


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("nan", "not a finite number"),
        ("inf", "not a finite number"),
        ("-inf", "not a finite number"),
        ("1e999", "not a finite number"),
        ("0", "greater than 0"),
        ("-0.5", "greater than 0"),
        ("86400.001", "at most 86400"),
        ("1e9", "at most 86400"),
        ("soon", "not a number of seconds"),
        ("", "not a number of seconds"),
    ],
)
def test_a_bad_duration_is_explained(text, words):
    with pytest.raises(argparse.ArgumentTypeError, match=words):
        positive_seconds(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [("0", "at least 1"), ("-3", "at least 1"), ("2.5", "not a whole number"), ("x", "whole")],
)
def test_a_bad_count_is_explained(text, words):
    with pytest.raises(argparse.ArgumentTypeError, match=words):
        positive_count(text)


def test_the_interval_has_a_floor_so_watch_cannot_spin_a_core():
    assert interval_seconds(str(MIN_INTERVAL_S)) == MIN_INTERVAL_S
    with pytest.raises(argparse.ArgumentTypeError, match=r"too short.*at least 0\.1 s"):
        interval_seconds("0.01")


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--interval", "nan"], "not a finite number"),
        (["--interval", "inf"], "not a finite number"),
        (["-i", "0.001"], "too short"),
        (["--interval", "1e9"], "at most 86400"),
        (["--interval", "-1"], "greater than 0"),
        (["--count", "0"], "at least 1"),
        (["-n", "-5"], "at least 1"),
        (["--count", "1e3"], "not a whole number"),
    ],
)
def test_watch_numbers_out_of_range_are_usage_errors(argv, words, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["watch", "--simulate", "idle", *argv])
    assert exc.value.code == WatchExit.USAGE
    captured = capsys.readouterr()
    assert captured.out == ""  # nothing was sampled
    last = captured.err.strip().splitlines()[-1]
    assert last.startswith("tfgpu watch: error: argument") and words in last


def test_watch_nan_interval_in_a_real_process_is_one_line_not_a_traceback():
    result = run_tfgpu("watch", "--simulate", "idle", "-i", "nan", timeout=60)
    assert result.returncode == WatchExit.USAGE
    assert "Traceback" not in result.stderr and result.stdout == ""
    assert "'nan' is not a finite number of seconds" in result.stderr


def test_one_day_exactly_is_the_longest_duration_taken():
    assert positive_seconds(str(MAX_SECONDS)) == MAX_SECONDS == 86400
    with pytest.raises(argparse.ArgumentTypeError, match="must be at most 86400"):
        positive_seconds(str(MAX_SECONDS + 0.5))
