"""Cleaning on the paths plain ASCII never takes: text with characters past ASCII, capped at
its exact length, and the Qt forms with their arguments passed on."""

from __future__ import annotations

from tfgpu_gui.text.safe import ELLIPSIS, clean, for_qt, for_qt_html, for_terminal, is_unsafe


def test_a_tab_beside_text_past_ascii_is_a_space() -> None:
    assert clean("é\tx") == "é x"
    assert clean("名前\t値", max_len=10) == "名前 値"
    assert clean("°C\t\x1b", multiline=True) == "°C \\x1b"


def test_a_tab_is_never_shown_as_itself() -> None:
    assert is_unsafe("\t")
    assert not is_unsafe(" ") and not is_unsafe("é")
    assert is_unsafe("\x7f") and is_unsafe("\x9f") and is_unsafe("\u202e")


def test_text_past_ascii_exactly_at_its_cap_is_kept_whole() -> None:
    assert clean("éééé", max_len=4) == "éééé"
    assert clean("ééééé", max_len=4) == "ééé" + ELLIPSIS
    # "é" and an escape of four characters: exactly five.
    assert clean("é\x1b", max_len=5) == "é\\x1b"


def test_the_plain_text_widget_form_passes_its_cap_and_lines_on() -> None:
    assert for_qt("abcdef", max_len=4) == "abc" + ELLIPSIS
    assert for_qt("GPU 0\nGPU 1", multiline=True) == "GPU 0\nGPU 1"
    assert for_qt("GPU 0\nGPU 1") == "GPU 0\\nGPU 1"


def test_the_rich_text_form_escapes_quotes_and_caps_the_text_shown() -> None:
    assert for_qt_html('it\'s "x"') == "it&#x27;s &quot;x&quot;"
    # The cap counts what is shown ("<<" and the ellipsis), not the entities.
    assert for_qt_html("<<<<<<", max_len=3) == "&lt;&lt;" + ELLIPSIS
    assert for_qt_html("a&b\nc", multiline=True) == "a&amp;b<br>c"


def test_text_is_one_line_unless_asked() -> None:
    assert clean("a\nb") == "a\\nb"
    assert clean("é\nb") == "é\\nb"
    assert for_terminal("GPU 0\nGPU 1", multiline=True) == "GPU 0\nGPU 1"
    assert for_terminal("GPU 0\nGPU 1") == "GPU 0\\nGPU 1"
