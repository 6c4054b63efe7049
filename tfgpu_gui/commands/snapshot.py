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
    from tfgpu_gui.commands.remote import snapshot_remote, wants_remote
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
