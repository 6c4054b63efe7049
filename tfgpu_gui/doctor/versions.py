"""Version strings as comparable tuples ("2.21.0rc1" -> (2, 21, 0)), tolerant of junk."""

from __future__ import annotations

import re

_NUM = re.compile(r"\d+")


def parse_version(text: str | None, parts: int = 3) -> tuple[int, ...] | None:
    """The first ``parts`` numbers of a version string, or ``None`` if there are none."""
    if not text:
        return None
    nums = [int(n) for n in _NUM.findall(str(text).split("+")[0])[:parts]]
    if not nums:
        return None
    return tuple(nums)


def major_minor(text: str | None) -> tuple[int, int] | None:
    """``(major, minor)`` of a version string; a missing minor is 0."""
    v = parse_version(text, 2)
    if v is None:
        return None
    return (v[0], v[1] if len(v) > 1 else 0)


def fmt(version: tuple[int, ...] | None) -> str:
    """``(12, 5)`` -> ``"12.5"``."""
    return ".".join(str(p) for p in version) if version else "?"
