"""Untrusted text made safe: no control, escape or bidi character survives, and cleaning is
stable; the shapes of hostile text seen in process names and logs, one by one."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from tfgpu_gui.text.safe import ELLIPSIS, clean, for_qt, for_qt_html, for_terminal

BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"

# Text with plenty of what matters: controls, C1, bidi, separators, surrogates, and plain text.
hostile = st.text(
    alphabet=st.one_of(
        st.characters(min_codepoint=0, max_codepoint=0x20),
        st.characters(min_codepoint=0x7F, max_codepoint=0x9F),
        st.sampled_from(BIDI + "\u2028\u2029\ufeff\u00ad\u200b\U000e0001\udc80\\[]];&<>\"'é漢"),
        st.characters(),
    ),
    max_size=60,
)


def assert_safe(text: str) -> None:
    for ch in text:
        code = ord(ch)
        assert code >= 0x20 or ch == "\n", repr(text)
        assert not 0x7F <= code <= 0x9F, repr(text)
        assert ch not in BIDI, repr(text)
        assert unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Zl", "Zp") or ch == "\n"


@hsettings(max_examples=300, deadline=None)
@given(hostile, st.one_of(st.none(), st.integers(min_value=1, max_value=40)))
def test_no_unsafe_character_survives_and_cleaning_is_stable(text: str, max_len: int | None):
    once = for_terminal(text, max_len)
    assert_safe(once)
    assert "\n" not in once and "\x1b" not in once
    assert for_terminal(once, max_len) == once
    assert for_terminal(once) == once
    if max_len is not None:
        assert len(once) <= max_len


@hsettings(max_examples=150, deadline=None)
@given(hostile)
def test_multiline_keeps_only_newlines(text: str):
    out = clean(text, multiline=True)
    assert_safe(out)
    assert out.count("\n") == text.count("\n")
    assert clean(out, multiline=True) == out


@hsettings(max_examples=150, deadline=None)
@given(hostile)
def test_qt_html_has_no_markup_from_the_text(text: str):
    out = for_qt_html(text)
    assert_safe(out)
    assert "<" not in out and ">" not in out and '"' not in out
    assert for_qt(text) == for_terminal(text)


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("\x1b]0;title\x07", "\\x1b]0;title\\x07"),
        ("\x1b[2J", "\\x1b[2J"),
        (
            "\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\",
            "\\x1b]8;;http://x\\x1b\\link\\x1b]8;;\\x1b\\",
        ),
        ("\x9b2J", "\\x9b2J"),
        ("abc\u202etxt.exe", "abc\\u202etxt.exe"),
        ("ok\x08\x08no", "ok\\x08\\x08no"),
        ("progress\rdone", "progress\\rdone"),
        ("a\tb", "a b"),
        ("two\nlines", "two\\nlines"),
        ("del\x7f", "del\\x7f"),
        ("nul\x00", "nul\\x00"),
        ("tag\U000e0041", "tag\\U000e0041"),
        ("bad\udcff", "bad\\udcff"),
        ("python train.py --lr=0.1", "python train.py --lr=0.1"),
        ("Grüße 漢字 °C", "Grüße 漢字 °C"),
    ],
)
def test_each_hostile_shape_is_shown_visibly(raw: str, shown: str):
    assert for_terminal(raw) == shown


def test_none_is_empty_and_other_values_are_their_text():
    assert for_terminal(None) == ""
    assert for_terminal(42) == "42"


def test_cap_ends_with_an_ellipsis_and_never_cuts_an_escape():
    assert for_terminal("x" * 10, max_len=5) == "xxxx" + ELLIPSIS
    assert for_terminal("x" * 5, max_len=5) == "xxxxx"
    # "ab" + "\x1b" (4 characters) does not fit in 5 with the ellipsis: the escape goes whole.
    assert for_terminal("ab\x1bcdef", max_len=5) == "ab" + ELLIPSIS
    assert for_terminal("ab\x1bcdef", max_len=7) == "ab\\x1b" + ELLIPSIS


def test_multiline_keeps_line_breaks_but_not_carriage_returns():
    assert clean("a\nb\r\n", multiline=True) == "a\nb\\r\n"
    assert for_qt_html("<b>x</b>\ny", multiline=True) == "&lt;b&gt;x&lt;/b&gt;<br>y"
