"""``tfgpu watch``: a compact live table until Ctrl-C, optionally appending samples to CSV.

What ``run`` needs is imported there: ``tfgpu`` builds every command's parser for any command
line, and one command should not pay for another's imports.
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
from typing import TYPE_CHECKING, TextIO

from tfgpu_gui.commands.exit_codes import WatchExit

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.snapshot import Snapshot

NAME = "watch"
HELP = "print a live table of every GPU until Ctrl-C"
EXIT = WatchExit

CLEAR = "\x1b[H\x1b[2J"


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError("must be greater than 0")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--interval",
        "-i",
        type=positive_float,
        default=1.0,
        metavar="S",
        help="seconds between samples (default 1)",
    )
    parser.add_argument("--csv", metavar="FILE", help="append every sample to this CSV file")
    parser.add_argument(
        "--count", "-n", type=int, default=None, metavar="N", help="stop after N samples"
    )


class CsvLog:
    """Appends rows to a CSV file; writes the header only when the file is new or empty."""

    def __init__(self, path: str) -> None:
        from tfgpu_gui.telemetry.export import CSV_COLUMNS

        self.path = path
        new = not os.path.exists(path) or os.path.getsize(path) == 0
        self._file: TextIO = open(path, "a", newline="", encoding="utf-8")  # noqa: SIM115
        self._writer = csv.writer(self._file)
        if new:
            self._writer.writerow(CSV_COLUMNS)
        self.rows = 0

    def write(self, snapshot: Snapshot) -> None:
        from tfgpu_gui.telemetry.export import csv_rows

        rows = csv_rows(snapshot)
        self._writer.writerows(rows)
        self._file.flush()
        self.rows += len(rows)

    def close(self) -> None:
        self._file.close()


def run(args: argparse.Namespace) -> WatchExit:
    from tfgpu_gui.commands.common import backend_for, report_no_gpu, report_unavailable
    from tfgpu_gui.telemetry.render_text import render_compact
    from tfgpu_gui.telemetry.sampler import Sampler
    from tfgpu_gui.text.terminal import Style, use_color

    backend = backend_for(args)
    style = Style(use_color())
    live = sys.stdout.isatty()
    try:
        csv_log = CsvLog(args.csv) if args.csv else None
    except OSError as exc:
        print(f"tfgpu: cannot write the CSV file {args.csv}: {exc.strerror}", file=sys.stderr)
        return WatchExit.CSV_UNWRITABLE
    sampler = Sampler(backend, interval=args.interval, history_seconds=args.interval * 2)
    state = {"exit": WatchExit.OK}

    def show(snapshot: Snapshot) -> None:
        if not snapshot.gpus:
            report_no_gpu(backend, False)
            state["exit"] = WatchExit.NO_GPU
            sampler.stop(timeout=0)
            return
        text = render_compact(snapshot, style)
        sys.stdout.write((CLEAR + text) if live else (text + "\n"))
        sys.stdout.flush()
        if csv_log:
            csv_log.write(snapshot)

    def lost(exc: TelemetryUnavailable) -> None:
        print(
            f"tfgpu: {exc.sentence()} (retrying every {sampler.retry_interval:g} s)",
            file=sys.stderr,
        )

    sampler.on_snapshot(show)
    try:
        if sampler.sample_once() is None:
            if sampler.last_error is not None:
                report_unavailable(sampler.last_error, backend, False)
                return WatchExit.NO_TELEMETRY
            return state["exit"]
        sampler.on_error(lost)
        remaining = None if args.count is None else args.count - 1
        if remaining != 0 and state["exit"] == WatchExit.OK:
            sampler.run(max_samples=remaining, wait_first=True)
    except KeyboardInterrupt:
        pass
    finally:
        backend.close()
        if csv_log:
            csv_log.close()
            print(f"tfgpu: {csv_log.rows} rows appended to {csv_log.path}", file=sys.stderr)
    return state["exit"]
