"""Version strings as the doctor reads them: release candidates, local tags, junk."""

from __future__ import annotations

import pytest

from tfgpu_gui.doctor.versions import fmt, major_minor, parse_version


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2.21.0", (2, 21, 0)),
        ("2.21.0rc1", (2, 21, 0)),  # the first three numbers only
        ("12.5.82.1", (12, 5, 82)),
        ("2.5.1+cu121", (2, 5, 1)),  # the local tag after "+" is not part of the version
        ("555.42.06", (555, 42, 6)),
        ("v3.11", (3, 11)),
        ("9", (9,)),
        ("", None),
        (None, None),
        ("unknown", None),
        ("+cu121", None),  # only a local tag: no version
    ],
)
def test_parse_version(text: str | None, expected: tuple[int, ...] | None) -> None:
    assert parse_version(text) == expected


def test_parse_version_takes_as_many_numbers_as_asked() -> None:
    assert parse_version("9.3.0.75", 1) == (9,)
    assert parse_version("9.3.0.75", 2) == (9, 3)
    assert parse_version("9.3.0.75", 4) == (9, 3, 0, 75)


def test_a_number_is_read_as_its_text() -> None:
    assert parse_version(12) == (12,)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "expected"),
    [("12.5.1", (12, 5)), ("12", (12, 0)), ("cuda 11.8", (11, 8)), (None, None), ("n/a", None)],
)
def test_major_minor(text: str | None, expected: tuple[int, int] | None) -> None:
    assert major_minor(text) == expected


@pytest.mark.parametrize(
    ("version", "expected"), [((12, 5), "12.5"), ((2, 21, 0), "2.21.0"), ((9,), "9"), (None, "?")]
)
def test_fmt(version: tuple[int, ...] | None, expected: str) -> None:
    assert fmt(version) == expected


def test_an_empty_version_prints_as_unknown() -> None:
    assert fmt(()) == "?"
