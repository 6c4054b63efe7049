"""``tfgpu explain ID``: the catalogue entry of a finding (what, why, fix, sources).

What ``run`` needs is imported there: ``tfgpu`` builds every command's parser for any command
line, and one command should not pay for another's imports.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from tfgpu_gui.commands.exit_codes import ExplainExit

if TYPE_CHECKING:
    from tfgpu_gui.doctor.model import Entry
    from tfgpu_gui.text.terminal import Style

NAME = "explain"
HELP = "explain a doctor finding by its ID ('tfgpu explain list' lists them)"
EXIT = ExplainExit


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("id", metavar="ID", help="a finding ID, e.g. no-nvidia-driver, or 'list'")
    parser.add_argument("--json", action="store_true", help="print the entry as JSON")


def _as_dict(e: Entry) -> dict[str, object]:
    return {
        "id": e.id,
        "severity": e.severity,
        "harmless": e.harmless,
        "title": e.title,
        "explanation": e.explanation,
        "fix": e.fix,
        "sources": list(e.sources),
    }


def render_entry(e: Entry, style: Style) -> str:
    """The entry for a terminal."""
    kind = "info, safe to ignore" if e.harmless else e.severity
    out = [f"{style(e.id, 'bold')} ({kind})", e.title, "", e.explanation, ""]
    for platform, text in e.fix.items():
        out.append(style(f"Fix ({platform}):", "dim"))
        out += [f"  {line}" for line in text.splitlines()]
    if e.sources:
        out += ["", style("Sources:", "dim"), *(f"  {s}" for s in e.sources)]
    return "\n".join(out) + "\n"


def run(args: argparse.Namespace) -> ExplainExit:
    from tfgpu_gui.doctor.knowledge.catalogue import CATALOGUE, entry
    from tfgpu_gui.text.terminal import Style, use_color

    if args.id == "list":
        entries = list(CATALOGUE.values())
        if args.json:
            print(json.dumps([_as_dict(e) for e in entries], indent=2))
        else:
            width = max(len(e.id) for e in entries)
            for e in entries:
                print(f"{e.id.ljust(width)}  {e.severity:<7}  {e.title}")
        return ExplainExit.OK
    try:
        e = entry(args.id)
    except KeyError as exc:
        print(f"tfgpu explain: {exc.args[0]}", file=sys.stderr)
        return ExplainExit.USAGE
    if args.json:
        print(json.dumps(_as_dict(e), indent=2))
    else:
        print(render_entry(e, Style(use_color())), end="")
    return ExplainExit.OK
