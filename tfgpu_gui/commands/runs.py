"""``tfgpu runs``: the training runs the desktop app recorded, newest first (no GPU needed).

What ``run`` needs is imported there: ``tfgpu`` builds every command's parser for any command
line, and one command should not pay for another's imports.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from tfgpu_gui.commands.common import positive_count
from tfgpu_gui.commands.exit_codes import RunsExit

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.runs import RunSummary

NAME = "runs"
HELP = "list the training runs the desktop app recorded, with utilization and energy"
EXIT = RunsExit
#: The schema name of ``tfgpu runs --json`` (that of the Runs tab's JSON export).
SCHEMA = "tfgpu.runs/1"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help=f"print JSON (schema {SCHEMA})")
    parser.add_argument(
        "--history", metavar="FILE", default=None, help="history database (default: user data dir)"
    )
    parser.add_argument(
        "--limit", type=positive_count, default=50, help="list at most this many runs (50)"
    )


def _when(seconds: float | None) -> str:
    import time

    if seconds is None:
        return "n/a"
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))


def _row(s: RunSummary) -> list[str]:
    from tfgpu_gui.text.numbers import NA, fmt_bytes, fmt_duration
    from tfgpu_gui.text.safe import for_terminal

    idle = s.idle_fraction
    where = ",".join(str(g) for g in s.gpus)
    if s.host:
        where = f"{for_terminal(s.host, 24)}:{where}"
    return [
        _when(s.started_at),
        fmt_duration(s.duration_s) + ("" if s.ended_at is not None else "+"),
        where,
        NA if s.util_mean is None else f"{s.util_mean:.0f}%",
        NA if idle is None else f"{100 * idle:.0f}%",
        fmt_bytes(s.memory_peak_bytes),
        NA if s.energy_wh is None else f"{s.energy_wh:.1f} Wh",
        ("OOM? " if s.possibly_oom else "") + for_terminal(s.command, 60),
    ]


def render_table(summaries: list[RunSummary]) -> str:
    """The runs as an aligned text table (one line each)."""
    head = ["STARTED", "DURATION", "GPUS", "UTIL", "IDLE", "PEAK MEM", "ENERGY", "COMMAND"]
    rows = [head] + [_row(s) for s in summaries]
    widths = [max(len(r[i]) for r in rows) for i in range(len(head) - 1)]
    lines = [
        "  ".join(c.ljust(w) for c, w in zip(r, widths, strict=False)) + "  " + r[-1] for r in rows
    ]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def run(args: argparse.Namespace) -> RunsExit:
    import json
    import sqlite3
    import sys

    from tfgpu_gui.bench.history import damaged_note, default_path
    from tfgpu_gui.bench.run_history import RunStore

    path = args.history or default_path()
    try:
        with RunStore(path) as store:
            if store.notice:
                print(f"tfgpu: {store.notice}", file=sys.stderr)
            stored = store.gpu_runs(limit=args.limit)
            note = damaged_note(store.damaged)
    except (sqlite3.Error, OSError) as exc:
        print(f"tfgpu: the history {path} cannot be read: {exc}", file=sys.stderr)
        return RunsExit.NO_HISTORY
    if note:
        print(f"tfgpu: {note} in {path}", file=sys.stderr)
    summaries = [s.summary for s in stored]
    if args.json:
        doc = {
            "schema": SCHEMA,
            "runs": [dict(s.to_dict(), id=i.id) for i, s in zip(stored, summaries, strict=True)],
        }
        print(json.dumps(doc, indent=2))
    elif not summaries:
        print(
            "No runs recorded yet. Runs are recorded while the desktop app (tfgpu-gui) runs; "
            "it can start at login in the tray."
        )
    else:
        print(render_table(summaries), end="")
    return RunsExit.OK
