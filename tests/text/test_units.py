"""The binary units are declared once, in text/numbers.py, and the product imports them."""

from __future__ import annotations

import re
from pathlib import Path

from tfgpu_gui.text import numbers
from tfgpu_gui.text.numbers import GIB, MIB, fmt_bytes

PRODUCT = Path(numbers.__file__).resolve().parents[1]
DECLARED = re.compile(r"^_?(GIB|MIB|GiB|MiB)\s*(:[^=]*)?=", re.MULTILINE)


def test_the_units() -> None:
    assert (GIB, MIB) == (2**30, 2**20)
    assert (fmt_bytes(GIB), fmt_bytes(MIB)) == ("1.0 GiB", "1.0 MiB")


def test_no_other_module_declares_a_unit() -> None:
    declaring = {
        path.relative_to(PRODUCT).as_posix()
        for path in PRODUCT.rglob("*.py")
        if DECLARED.search(path.read_text(encoding="utf-8"))
    }
    assert declaring == {"text/numbers.py"}
