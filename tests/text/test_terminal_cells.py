"""Terminal text: colour only where wanted, widths counted in columns (wide and combining
characters, colour codes left out), tables aligned, and lines cut without breaking a colour."""

from __future__ import annotations

import io

import pytest

from tfgpu_gui.text.terminal import (
    RESET,
    Style,
    cells,
    char_cells,
    clip,
    clip_styled,
    pad,
    table,
    use_color,
    visible_len,
)

RED = "\x1b[31m"


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_colour_on_a_terminal_unless_no_color(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert use_color(Tty()) is True
    assert use_color(io.StringIO()) is False
    assert use_color(object()) is False  # type: ignore[arg-type] # no isatty at all
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert use_color(io.StringIO()) is True
    monkeypatch.setenv("NO_COLOR", "1")
    assert use_color(Tty()) is False  # NO_COLOR wins over FORCE_COLOR
    monkeypatch.setenv("NO_COLOR", "")
    assert use_color(io.StringIO()) is True  # empty NO_COLOR is not set


def test_colour_defaults_to_standard_output(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    monkeypatch.setattr("sys.stdout", Tty())
    assert use_color() is True
    monkeypatch.setattr("sys.stdout", io.StringIO())
    assert use_color() is False


def test_a_style_wraps_text_in_its_codes_only_when_on():
    on, off = Style(True), Style(False)
    assert on("hot", "red", "bold") == "\x1b[31;1mhot\x1b[0m"
    assert on("dim", "dim") == "\x1b[2mdim\x1b[0m"
    assert on("plain") == "plain"  # no style: no codes
    assert off("hot", "red") == "hot"
    colours = ["green", "yellow", "blue", "magenta", "cyan"]
    assert [on("x", c) for c in colours] == [f"\x1b[{n}mx\x1b[0m" for n in (32, 33, 34, 35, 36)]


def test_the_visible_length_leaves_colour_codes_out():
    assert visible_len(f"{RED}hot{RESET} GPU") == 7
    assert visible_len("abc") == 3
    assert visible_len("ab\x1b[31") == 2  # an unterminated code hides the rest


def test_padding_to_a_width_counts_only_what_shows():
    assert pad(f"{RED}ab{RESET}", 4) == f"{RED}ab{RESET}  "
    assert pad("ab", 4, right=True) == "  ab"
    assert pad("abcdef", 4) == "abcdef"  # never cut


def test_a_table_aligns_its_columns_and_right_aligns_the_asked_ones():
    rows = [["NAME", "MEM"], ["a", "10 GiB"], [f"{RED}long name{RESET}", "2 GiB"]]
    assert table(rows, right={1}) == [
        "NAME          MEM",
        "a          10 GiB",
        f"{RED}long name{RESET}   2 GiB",
    ]
    assert table([["a", "b"], ["ccc", ""]], sep=" | ") == ["a   | b", "ccc |"]
    assert table([]) == []


@pytest.mark.parametrize(
    ("ch", "n"),
    [("a", 1), ("é", 1), ("\u02ff", 1), ("\u0301", 0), ("\u20dd", 0), ("漢", 2), ("Ａ", 2)],
)
def test_the_columns_of_a_character(ch, n):
    # U+0301 combining acute (Mn), U+20DD combining enclosing circle (Me), U+FF21 fullwidth A.
    assert char_cells(ch) == n


def test_the_columns_of_a_text_leave_colour_codes_out():
    assert cells(f"{RED}漢字{RESET}e\u0301") == 5


def test_clip_cuts_to_the_width_with_an_ellipsis():
    assert clip("abcdef", 6) == "abcdef"
    assert clip("abcdef", 5) == "abcd…"
    assert clip("abcdef", 5, "...") == "ab..."
    assert clip("漢字漢字", 5) == "漢字…"  # a wide character never straddles the edge
    assert clip("abcdef", 2, "...") == ""  # no room even for the ellipsis
    assert clip("abcdef", 3, "...") == "..."
    assert clip("abcdef", 0) == ""


def test_clip_styled_keeps_codes_whole_and_closes_an_open_colour():
    line = f"ab{RED}cdef{RESET}gh"
    assert clip_styled(line, 8) == line
    assert clip_styled(line, 4) == f"ab{RED}cd{RESET}"
    assert clip_styled(line, 7) == f"ab{RED}cdef{RESET}g"  # closed already: nothing added
    assert clip_styled("漢字漢字", 5) == "漢字"
    assert clip_styled(f"{RED}abc", 2) == f"{RED}ab{RESET}"


def test_combining_marks_take_no_column_from_the_first_one_on():
    # U+0300 is the first combining mark (the ASCII/Latin-1 shortcut stops just before it);
    # U+034F (combining grapheme joiner) is a mark of combining class 0, U+20DD an enclosing one.
    assert [char_cells(c) for c in ("\u02ff", "\u0300", "\u034f", "\u20dd")] == [1, 0, 0, 0]


def test_a_styled_line_of_exactly_the_width_is_left_as_it_is():
    # Nothing is cut, so nothing is closed: an open colour stays the caller's to close.
    assert clip_styled("\x1b[1mabc", 3) == "\x1b[1mabc"
    assert clip_styled("\x1b[1mabcd", 3) == "\x1b[1mabc\x1b[0m"
