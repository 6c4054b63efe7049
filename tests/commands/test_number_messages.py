"""The usage errors of numbers on the command line quote what was typed, cut at 40 characters."""

from __future__ import annotations

import argparse

import pytest

from tfgpu_gui.commands.common import positive_count, positive_seconds


def message(parse, text: str) -> str:
    with pytest.raises(argparse.ArgumentTypeError) as exc:
        parse(text)
    return str(exc.value)


def test_a_count_below_one_is_quoted():
    assert message(positive_count, "-5") == "'-5': must be at least 1"
    assert message(positive_count, "0") == "'0': must be at least 1"


def test_what_is_typed_is_quoted_whole_up_to_40_characters():
    typed = "x" * 38  # 40 characters with its quotes
    assert message(positive_count, typed) == f"'{typed}' is not a whole number"


def test_longer_input_is_cut_to_40_characters():
    typed = "y" * 39  # 41 characters with its quotes: cut
    assert message(positive_count, typed) == "'" + "y" * 35 + "...' is not a whole number"
    assert message(positive_seconds, "z" * 100) == (
        "'" + "z" * 35 + "...' is not a number of seconds"
    )


def test_control_characters_are_shown_escaped():
    assert message(positive_seconds, "1\x1b[2J") == "'1\\x1b[2J' is not a number of seconds"
