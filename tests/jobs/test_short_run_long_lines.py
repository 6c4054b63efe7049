"""A short child's line longer than what is read of a line (``MAX_LINE_BYTES``) is kept cut,
and says that it went on past what was read."""

from __future__ import annotations

import os
import sys

from tfgpu_gui.jobs.group import ChildGroup
from tfgpu_gui.jobs.output import MAX_KEPT_LINE_CHARS, MAX_LINE_BYTES, run_short


def test_a_line_longer_than_is_read_says_more_was_cut() -> None:
    script = (
        "import sys\n"
        f"sys.stdout.write('x' * {MAX_LINE_BYTES + 10} + '\\n')\n"
        "sys.stdout.write('after\\n')\n"
        f"sys.stderr.write('e' * {MAX_KEPT_LINE_CHARS + 4} + '\\n')\n"
    )
    group = ChildGroup([sys.executable, "-c", script], dict(os.environ))
    run = run_short(group, timeout=60, keep_chars=64 * 1024)
    assert run.returncode == 0
    # 1 MiB read of the line, 4,096 characters kept: more than 1,044,480 cut.
    assert run.out == [
        "x" * 4096 + "… (more than 1044480 characters cut)",
        "after",
    ]
    assert run.err == ["e" * 4096 + "… (4 characters cut)"]
