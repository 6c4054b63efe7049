"""The log reader at its edges: each byte-order mark, UTF-16 told by its NULs, the share of
control characters that makes a file binary, progress bars rewritten with ``\\r``, lines cut at
the limit, a stream that gives a few bytes at a time, and bytes cut at the end of the file."""

from __future__ import annotations

import codecs
import io

import pytest

from tfgpu_gui.doctor.log_reader import (
    CUT_MARK,
    LineSplitter,
    LogReader,
    NothingToExplain,
    looks_binary,
    sniff_encoding,
    text_lines,
)

CUDNN_LINE = (
    "E0000 00:00:1733.1 cuda_dnn.cc:522] Loaded runtime CuDNN library: 8.9.4 but source was "
    "compiled with: 9.3.0."
)


class Trickle(io.RawIOBase):
    """A stream that gives at most ``step`` bytes per read, as a pipe may."""

    def __init__(self, data: bytes, step: int) -> None:
        self.data, self.step, self.at = data, step, 0

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        n = self.step if size < 0 else min(size, self.step)
        piece = self.data[self.at : self.at + n]
        self.at += len(piece)
        return piece


# --- the encoding -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("bom", "name"),
    [
        (b"\xff\xfe\x00\x00", "utf-32-le"),
        (b"\x00\x00\xfe\xff", "utf-32-be"),
        (b"\xef\xbb\xbf", "utf-8"),
        (b"\xff\xfe", "utf-16-le"),
        (b"\xfe\xff", "utf-16-be"),
    ],
)
def test_each_byte_order_mark_names_its_encoding_and_length(bom: bytes, name: str) -> None:
    text = "2024-05-01 I tensorflow/core/platform/cpu_feature_guard.cc:182]\n"
    assert sniff_encoding(bom + text.encode(name)) == (name, len(bom))


def test_utf16_without_a_mark_is_told_by_where_its_nuls_are() -> None:
    text = "Epoch 1/10\n"
    assert sniff_encoding(text.encode("utf-16-le")) == ("utf-16-le", 0)
    assert sniff_encoding(text.encode("utf-16-be")) == ("utf-16-be", 0)
    assert sniff_encoding(text.encode("utf-8")) == ("utf-8", 0)
    # Two characters are enough to tell; one is not (one pair of bytes could be anything).
    assert sniff_encoding(b"O\x00K\x00") == ("utf-16-le", 0)
    assert sniff_encoding(b"\x00O\x00K") == ("utf-16-be", 0)
    assert sniff_encoding(b"O\x00K") == ("utf-8", 0)
    assert sniff_encoding(b"") == ("utf-8", 0)


def test_utf16_thresholds_half_the_pairs_and_a_tenth_of_the_others() -> None:
    # Ten pairs: five with a NUL second (half: UTF-16 LE), one with a NUL first (a tenth: a
    # Chinese character such as U+4E00 has none, but U+0100-style code units do).
    le = b"a\x00" * 5 + b"\x00b" + b"cd" * 4
    assert sniff_encoding(le) == ("utf-16-le", 0)
    be = b"\x00a" * 5 + b"b\x00" + b"cd" * 4
    assert sniff_encoding(be) == ("utf-16-be", 0)
    # Below half, or above a tenth: UTF-8.
    assert sniff_encoding(b"a\x00" * 4 + b"cd" * 6) == ("utf-8", 0)
    assert sniff_encoding(b"a\x00" * 5 + b"\x00b" * 2 + b"cd" * 3) == ("utf-8", 0)
    assert sniff_encoding(b"\x00a" * 4 + b"cd" * 6) == ("utf-8", 0)
    assert sniff_encoding(b"\x00a" * 5 + b"b\x00" * 2 + b"cd" * 3) == ("utf-8", 0)


def test_utf16_sniffing_ignores_an_odd_last_byte() -> None:
    # Five bytes: the pairs are the first four; the fifth (a NUL) is not counted as even.
    assert sniff_encoding(b"a\x00b\x00\x00") == ("utf-16-le", 0)
    assert sniff_encoding(b"\x00a\x00b\x00") == ("utf-16-be", 0)


# --- binary or text -----------------------------------------------------------------------------
def test_binary_is_more_than_three_tenths_odd_characters() -> None:
    assert looks_binary("") is False
    assert looks_binary("abcdefg\x00\x01\x02") is False  # 3 in 10: not more than 0.3
    assert looks_binary("abcdef\x00\x01\x02\x03") is True  # 4 in 10
    assert looks_binary("abcdef\ufffd\ufffd\ufffd\ufffd") is True  # replaced bytes count


def test_what_counts_as_an_odd_character() -> None:
    for odd in ("\x00", "\x1f", "\x7f", "\x85", "\x9f", "\ufffd"):
        assert looks_binary(odd * 4 + "abcdef") is True, repr(odd)
    # The controls of text logs (tab, newlines, form feed, backspace, colours) and the first
    # characters outside both ranges are text.
    for text in ("\t", "\n", "\r", "\v", "\f", "\b", "\x1b", " ", "~", "\xa0", "é"):
        assert looks_binary(text * 4 + "abcdef") is False, repr(text)


# --- lines --------------------------------------------------------------------------------------
def test_a_progress_bar_is_the_last_thing_the_terminal_showed() -> None:
    text = (
        "Epoch 1/2\n"
        " 1/50 [..............................] - ETA: 40s - loss: 2.31\r"
        "50/50 [==============================] - 3s 20ms/step - loss: 0.52\n"
        "Epoch 2/2\n"
    )
    assert list(text_lines(text)) == [
        "Epoch 1/2",
        "50/50 [==============================] - 3s 20ms/step - loss: 0.52",
        "Epoch 2/2",
    ]


def test_a_bar_cleared_with_blanks_keeps_its_last_text() -> None:
    # tqdm and Keras clear the line with spaces (and end with "\r") before the newline.
    text = "loading 100%|##########| 3/3\r" + " " * 40 + "\r\nnext\n"
    assert list(text_lines(text)) == ["loading 100%|##########| 3/3", "next"]
    # A line that holds only blanks (no "\r") stays as it is.
    assert list(text_lines("   \n")) == ["   "]
    assert list(text_lines("\r\n")) == [""]


def test_windows_line_ends_are_one_line_each() -> None:
    assert list(text_lines("a\r\nb\r\n")) == ["a", "b"]


def test_the_last_line_without_its_newline_is_kept() -> None:
    assert list(text_lines("first\nlast")) == ["first", "last"]
    assert list(text_lines("first\n")) == ["first"]
    assert list(text_lines("\n")) == [""]
    assert list(text_lines("")) == []


def test_a_line_continued_over_pieces_is_one_line() -> None:
    splitter = LineSplitter()
    assert list(splitter.feed("Created device /job:local")) == []
    assert list(splitter.feed("host/replica:0\nnext")) == [
        "Created device /job:localhost/replica:0"
    ]
    assert list(splitter.close()) == ["next"]
    assert list(splitter.close()) == []  # nothing waits any more


def test_a_long_line_keeps_its_start_and_is_marked() -> None:
    splitter = LineSplitter(max_chars=10)
    lines = list(splitter.feed("0123456789\n0123456789A\nshort\n"))
    assert lines == ["0123456789", "0123456789" + CUT_MARK, "short"]
    assert splitter.cut_lines == 1


def test_a_line_that_fills_the_limit_over_pieces_exactly_is_whole() -> None:
    # The last character that fits, fed alone, is kept and the line is not marked cut.
    splitter = LineSplitter(max_chars=6)
    out: list[str] = []
    for piece in ("abcde", "f", "\n"):
        out += splitter.feed(piece)
    assert out == ["abcdef"]
    assert splitter.cut_lines == 0


def test_a_line_that_fills_up_over_pieces_is_cut_once() -> None:
    splitter = LineSplitter(max_chars=6)
    out: list[str] = []
    for piece in ("abc", "def", "g", "hij", "\n"):
        out += splitter.feed(piece)
    assert out == ["abcdef" + CUT_MARK]
    assert splitter.cut_lines == 1
    # The next line starts empty again.
    assert list(splitter.feed("xy\n")) == ["xy"]
    assert splitter.cut_lines == 1


def test_a_cut_segment_before_a_carriage_return_is_the_line_shown() -> None:
    splitter = LineSplitter(max_chars=4)
    assert list(splitter.feed("abcdefgh\r  \n")) == ["abcd" + CUT_MARK]
    assert splitter.cut_lines == 1
    # The segment after "\r" starts with room again.
    assert list(splitter.feed("abcdefgh\rxy\n")) == ["xy"]
    assert splitter.cut_lines == 1


def test_the_default_line_limit() -> None:
    long = "x" * 9000
    (line,) = text_lines(long + "\n")
    assert line == "x" * 8192 + CUT_MARK
    (line,) = text_lines("y" * 8192 + "\n")
    assert line == "y" * 8192


# --- the reader ---------------------------------------------------------------------------------
def test_the_reader_gives_the_lines_its_encoding_and_what_it_read() -> None:
    data = codecs.BOM_UTF16_LE + ("Epoch 1/1\r\n" + CUDNN_LINE + "\r\n").encode("utf-16-le")
    reader = LogReader(io.BytesIO(data), chunk_bytes=7)
    assert list(reader) == ["Epoch 1/1", CUDNN_LINE]
    assert reader.encoding == "utf-16-le"
    assert reader.bytes_read == len(data)
    assert reader.cut_lines == 0


def test_a_stream_that_gives_one_byte_at_a_time_is_sniffed_on_four() -> None:
    # UTF-32 LE's mark starts with UTF-16 LE's: the reader waits for four bytes to tell them.
    text = "Python 3.11.4 on linux\n"
    data = codecs.BOM_UTF32_LE + text.encode("utf-32-le")
    reader = LogReader(Trickle(data, 1), chunk_bytes=1)  # type: ignore[arg-type]
    assert list(reader) == ["Python 3.11.4 on linux"]
    assert reader.encoding == "utf-32-le"
    # A stream of fewer bytes than that is read as it is.
    short = LogReader(Trickle(b"ok", 1), chunk_bytes=1)  # type: ignore[arg-type]
    assert list(short) == ["ok"]
    assert short.encoding == "utf-8"


def test_bad_bytes_are_replaced_and_a_sequence_cut_at_the_end_is_flushed() -> None:
    data = b"caf\xc3\xa9 \xff ok\nend \xe2\x82"
    reader = LogReader(io.BytesIO(data), chunk_bytes=4)
    assert list(reader) == ["caf\u00e9 \ufffd ok", "end \ufffd"]


def test_a_utf8_mark_is_not_part_of_the_first_line() -> None:
    reader = LogReader(io.BytesIO(codecs.BOM_UTF8 + b"first\nsecond\n"))
    assert list(reader) == ["first", "second"]
    assert reader.encoding == "utf-8"


def test_a_long_line_read_from_a_stream_is_counted_as_cut() -> None:
    data = b"x" * 20_000 + b"\nshort\n"
    reader = LogReader(io.BytesIO(data), chunk_bytes=4096)
    lines = list(reader)
    assert lines == ["x" * 8192 + CUT_MARK, "short"]
    assert reader.cut_lines == 1


def test_a_binary_file_is_refused_with_the_reason() -> None:
    reader = LogReader(io.BytesIO(b"\x7fELF\x02\x01\x01\x00" + bytes(200)))
    with pytest.raises(NothingToExplain, match="binary"):
        list(reader)
    # The first chunk decides: binary data after a text start is read as text.
    later = LogReader(io.BytesIO(b"a text line\n" + bytes(100)), chunk_bytes=12)
    lines = list(later)
    assert lines[0] == "a text line"


def test_the_segment_after_a_carriage_return_has_the_whole_limit() -> None:
    splitter = LineSplitter(max_chars=4)
    assert list(splitter.feed("abc\rwxyz\n")) == ["wxyz"]
    assert splitter.cut_lines == 0


def test_the_encoding_is_decided_on_a_first_read_of_four_bytes() -> None:
    # Four bytes that look like UTF-16, then text that does not: the first read decides.
    data = b"a\x00bc" + b"defgh\n"
    reader = LogReader(io.BytesIO(data), chunk_bytes=4)
    list(reader)
    assert reader.encoding == "utf-16-le"
    assert sniff_encoding(data) == ("utf-8", 0)  # the whole file alone would read as UTF-8


def test_the_binary_refusal_says_so_in_words() -> None:
    with pytest.raises(NothingToExplain) as refused:
        list(LogReader(io.BytesIO(bytes(range(32)) * 8)))
    assert str(refused.value) == "it looks like a binary file, not a text log"


def test_a_rewritten_line_of_blanks_is_its_last_segment_on_any_line() -> None:
    assert list(text_lines(" \r   \n")) == ["   "]
    assert list(text_lines("Epoch 1/2\n \r   \n")) == ["Epoch 1/2", "   "]
    assert list(text_lines("Epoch 1/2\n\r  \n")) == ["Epoch 1/2", "  "]


def test_every_cut_line_is_counted() -> None:
    splitter = LineSplitter(max_chars=3)
    assert list(splitter.feed("abcd\nok\nefgh\n")) == ["abc" + CUT_MARK, "ok", "efg" + CUT_MARK]
    assert splitter.cut_lines == 2
