"""``tfgpu snapshot``: one reading of every GPU, like a tidy nvidia-smi.

What ``run`` needs is imported there: ``tfgpu`` builds every command's parser for any command
line, and one command should not pay for another's imports.
"""

from __future__ import annotations

import argparse

from tfgpu_gui.commands.exit_codes import SnapshotExit

NAME = "snapshot"
HELP = "print one reading of every GPU and the processes on it"
EXIT = SnapshotExit


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json",
        action="store_true",
        help="print JSON (schema tfgpu.snapshot/1, see docs/snapshot-schema.md)",
    )
    from tfgpu_gui.commands.remote import add_remote_arguments

    add_remote_arguments(parser)


def run(args: argparse.Namespace) -> SnapshotExit:
    import json

    from tfgpu_gui.commands.common import backend_for, report_no_gpu, report_unavailable
    from tfgpu_gui.commands.remote import wants_remote
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.export import snapshot_dict
    from tfgpu_gui.telemetry.render_text import render_snapshot
    from tfgpu_gui.text.terminal import Style, use_color

    if wants_remote(args):
        return snapshot_remote(args)
    backend = backend_for(args)
    with backend:
        try:
            snapshot = backend.read()
        except TelemetryUnavailable as exc:
            report_unavailable(exc, backend, args.json)
            return SnapshotExit.NO_TELEMETRY
        if not snapshot.gpus:
            report_no_gpu(backend, args.json)
            return SnapshotExit.NO_GPU
        if args.json:
            print(json.dumps(snapshot_dict(snapshot), indent=2))
        else:
            print(render_snapshot(snapshot, Style(use_color())), end="")
    return SnapshotExit.OK


def snapshot_remote(args: argparse.Namespace) -> SnapshotExit:
    """The remote sources of the command line, each given time for its first reading."""
    import json
    import sys

    from tfgpu_gui.commands.remote import FIRST_READING_TIMEOUT_S, build_backend, render_by_host
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.export import error_dict, snapshot_dict
    from tfgpu_gui.text.safe import for_terminal
    from tfgpu_gui.text.terminal import Style, use_color

    multi = build_backend(args, interval=1.0, background=False)
    with multi:
        multi.open()
        multi.wait_ready(FIRST_READING_TIMEOUT_S)
        try:
            snapshot = multi.read()
        except TelemetryUnavailable as exc:  # only when every source failed without a state
            if args.json:
                print(json.dumps(error_dict(exc.kind, exc.sentence(), multi.name), indent=2))
            print(f"tfgpu: {exc.sentence()}", file=sys.stderr)
            return SnapshotExit.NO_TELEMETRY
        for source in snapshot.sources:
            if not source.ok:
                print(f"tfgpu: {for_terminal(source.message)}", file=sys.stderr)
        if args.json:
            print(json.dumps(snapshot_dict(snapshot), indent=2))
        elif snapshot.gpus:
            print(render_by_host(snapshot, Style(use_color()), compact=False), end="")
    if not snapshot.gpus:
        return SnapshotExit.NO_TELEMETRY
    return SnapshotExit.OK
