"""``tfgpu watch``: a live view of the GPUs until ``q`` or Ctrl-C, optionally appending samples
to CSV.

On a terminal it is a full-screen view redrawn in place (``telemetry/render_live.py``): a block
per GPU with bars, then the programs on the GPUs. Into a pipe or a file, or with ``--count``,
it prints the compact table of each sample (``render_compact``), plain text.

What ``run`` needs is imported there: ``tfgpu`` builds every command's parser for any command
line, and one command should not pay for another's imports.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import errno
import io
import os
import stat
import sys
from typing import TYPE_CHECKING

from tfgpu_gui.commands.exit_codes import WatchExit

if TYPE_CHECKING:
    from collections.abc import Callable

    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.sampler import Sampler
    from tfgpu_gui.telemetry.snapshot import Snapshot, SystemInfo

NAME = "watch"
HELP = "a live view of every GPU and the programs on them, until q or Ctrl-C"
EXIT = WatchExit

CLEAR = "\x1b[H\x1b[2J"
#: The shortest interval between samples: shorter ones would keep a CPU core busy.
MIN_INTERVAL_S = 0.1


def interval_seconds(text: str) -> float:
    """``--interval``: seconds, finite, from :data:`MIN_INTERVAL_S` to one day.

    Raises:
        argparse.ArgumentTypeError: not such a number (argparse prints it as a usage error).
    """
    from tfgpu_gui.commands.common import positive_seconds

    value = positive_seconds(text)
    if value < MIN_INTERVAL_S:
        raise argparse.ArgumentTypeError(
            f"{value:g} seconds is too short: the interval is at least {MIN_INTERVAL_S:g} s"
        )
    return value


def sample_count(text: str) -> int:
    """``--count``: a whole number of samples, at least 1."""
    from tfgpu_gui.commands.common import positive_count

    return positive_count(text)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--interval",
        "-i",
        type=interval_seconds,
        default=1.0,
        metavar="S",
        help=f"seconds between samples, {MIN_INTERVAL_S:g} to 86400 (default 1)",
    )
    parser.add_argument("--csv", metavar="FILE", help="append every sample to this CSV file")
    parser.add_argument(
        "--count", "-n", type=sample_count, default=None, metavar="N", help="stop after N samples"
    )
    parser.add_argument(
        "--jsonl",
        action="store_true",
        help="print one JSON object per line (schema tfgpu.stream/1, see docs/remote.md): "
        "what the app reads from a host over SSH",
    )
    from tfgpu_gui.commands.remote import add_remote_arguments

    add_remote_arguments(parser)
    from tfgpu_gui.notify.watch_hook import add_notify_arguments

    add_notify_arguments(parser)


class CsvWriteError(Exception):
    """A CSV write failed; the message names the file and the cause."""


class CsvLog:
    """Appends whole rows to a CSV file; writes the header only when the file is new or empty.

    Each sample's rows go to the file in one write of whole lines, unbuffered, so a failure
    (disk full, I/O error) cannot leave part of them behind in a buffer. When a write fails
    part-way, a regular file is truncated back to its size before that write: the file then
    ends with a whole row.
    """

    def __init__(self, path: str) -> None:
        from tfgpu_gui.telemetry.export import csv_columns

        self.path = path
        self.rows = 0
        self._file = open(path, "ab", buffering=0)  # noqa: SIM115 - closed by close()
        try:
            self._whole = os.fstat(self._file.fileno()).st_size
            if self._whole == 0:
                self._append(self._encode([list(csv_columns())]))
        except BaseException:
            self._file.close()
            raise

    @staticmethod
    def _encode(rows: list[list[str]]) -> bytes:
        buffer = io.StringIO()
        csv.writer(buffer).writerows(rows)
        return buffer.getvalue().encode("utf-8", errors="replace")

    def _append(self, data: bytes) -> None:
        """Write ``data`` to the end of the file whole, or undo what was written and raise.

        Raises:
            CsvWriteError: the write failed (the message names the file and the cause).
        """
        fd = self._file.fileno()
        done = 0
        try:
            while done < len(data):
                written = os.write(fd, data[done:])
                if written == 0:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
                done += written
        except BaseException as exc:  # also Ctrl-C between two partial writes
            if done:
                self._cut_back(fd)
            if isinstance(exc, OSError):
                raise CsvWriteError(
                    f"cannot write the CSV file {self.path}: {exc.strerror or exc}"
                ) from exc
            raise
        self._whole += len(data)

    def _cut_back(self, fd: int) -> None:
        """Truncate a regular file to its last whole row (a pipe or a device cannot be)."""
        with contextlib.suppress(OSError):
            if stat.S_ISREG(os.fstat(fd).st_mode):
                os.ftruncate(fd, self._whole)

    def write(self, snapshot: Snapshot) -> None:
        """Append one row per GPU of ``snapshot``, all or none.

        Raises:
            CsvWriteError: the rows could not be written; the file ends with a whole row.
        """
        from tfgpu_gui.telemetry.export import csv_rows

        rows = csv_rows(snapshot)
        self._append(self._encode(rows))
        self.rows += len(rows)

    def close(self) -> None:
        self._file.close()


def wants_live_view(args: argparse.Namespace) -> bool:
    """The full-screen view: on a terminal that can show it, and without ``--count`` (a
    count of samples is for scripts: they get the table of each)."""
    return (
        sys.stdout.isatty()
        and getattr(args, "count", None) is None
        and os.environ.get("TERM", "") != "dumb"
    )


class LiveView:
    """The full-screen view: the last snapshot drawn at the terminal's size, again when the
    size changes; ``q`` calls ``on_quit``. The terminal is taken at the first frame."""

    def __init__(self, on_quit: Callable[[], None], debug: bool = False) -> None:
        import threading

        from tfgpu_gui.telemetry.render_live import glyphs_for
        from tfgpu_gui.text.live_screen import LiveScreen
        from tfgpu_gui.text.terminal import Style, use_color

        self.style = Style(use_color())
        self.glyphs = glyphs_for(getattr(sys.stdout, "encoding", None))
        self.debug = debug
        self.screen = LiveScreen(on_quit=on_quit, on_resize=self.redraw)
        self._lock = threading.Lock()
        self._last: Snapshot | None = None
        self._notice: str | None = None

    def show(self, snapshot: Snapshot, notice: str | None = None) -> None:
        with self._lock:
            self._last, self._notice = snapshot, notice
        self.screen.open()
        self.redraw()

    def show_notice(self, notice: str, system: SystemInfo | None = None) -> None:
        """No readings just now: the sentence that says why, in place of the GPUs."""
        import time

        from tfgpu_gui.telemetry.snapshot import Snapshot, SystemInfo

        if system is None:
            system = self._last.system if self._last is not None else SystemInfo("unknown")
        self.show(Snapshot(time.time(), time.monotonic(), system), notice)

    def redraw(self) -> None:
        from tfgpu_gui.telemetry.render_live import render_live
        from tfgpu_gui.text.live_screen import terminal_size

        with self._lock:
            if self._last is None:
                return
            width, height = terminal_size()
            lines = render_live(
                self._last,
                width,
                height,
                self.style,
                glyphs=self.glyphs,
                raw_reasons=self.debug,
                hint="q quit" if self.screen.reads_keys else "Ctrl-C quits",
                notice=self._notice,
            )
            self.screen.draw(lines, width, height)

    def close(self) -> None:
        self.screen.close()


def run(args: argparse.Namespace) -> WatchExit:
    from tfgpu_gui.commands.common import backend_for, report_no_gpu, report_unavailable
    from tfgpu_gui.commands.remote import remote_options, wants_remote
    from tfgpu_gui.notify.watch_hook import attach as attach_notify
    from tfgpu_gui.telemetry.render_text import render_compact
    from tfgpu_gui.telemetry.sampler import Sampler
    from tfgpu_gui.text.terminal import Style, use_color

    if getattr(args, "jsonl", False):
        if wants_remote(args):
            print(
                "tfgpu watch: error: --jsonl streams this machine's GPUs; "
                f"it does not go with {remote_options()}",
                file=sys.stderr,
            )
            return WatchExit.USAGE
        return run_jsonl(args)

    if wants_remote(args):
        return watch_remote(args)
    backend = backend_for(args)
    style = Style(use_color())
    live = sys.stdout.isatty()
    try:
        csv_log = CsvLog(args.csv) if args.csv else None
    except CsvWriteError as exc:
        print(f"tfgpu: {exc}", file=sys.stderr)
        return WatchExit.CSV_WRITE_FAILED
    except OSError as exc:
        print(f"tfgpu: cannot write the CSV file {args.csv}: {exc.strerror}", file=sys.stderr)
        return WatchExit.CSV_UNWRITABLE
    sampler = Sampler(backend, interval=args.interval, history_seconds=args.interval * 2)
    notify = attach_notify(args, sampler)
    state = {"exit": WatchExit.OK}
    view = LiveView(lambda: sampler.stop(timeout=0), args.debug) if wants_live_view(args) else None

    def show(snapshot: Snapshot) -> None:
        if not snapshot.gpus:
            if view:
                view.close()
            report_no_gpu(backend, False)
            state["exit"] = WatchExit.NO_GPU
            sampler.stop(timeout=0)
            return
        if view:
            view.show(snapshot)
        else:
            _show_frame(render_compact(snapshot, style), live)
        if csv_log:
            _append_or_stop(csv_log, snapshot, sampler, state, view)

    def lost(exc: TelemetryUnavailable) -> None:
        sentence = f"{exc.sentence()} (retrying every {sampler.retry_interval:g} s)"
        if view:
            view.show_notice(sentence)
        else:
            print(f"tfgpu: {sentence}", file=sys.stderr)

    sampler.on_snapshot(show)
    try:
        first_error = _sample_first_then_on(sampler, args.count, state, lost)
        if first_error is not None:
            report_unavailable(first_error, backend, False)
            return WatchExit.NO_TELEMETRY
    except KeyboardInterrupt:
        pass
    finally:
        notify.close()
        if view:
            view.close()
        backend.close()
        if csv_log:
            csv_log.close()
            print(f"tfgpu: {csv_log.rows} rows appended to {csv_log.path}", file=sys.stderr)
    return state["exit"]


def _show_frame(text: str, live: bool) -> None:
    """One frame of the table: in place on a terminal, appended otherwise."""
    sys.stdout.write((CLEAR + text) if live else (text + "\n"))
    sys.stdout.flush()


def _append_or_stop(
    csv_log: CsvLog,
    snapshot: Snapshot,
    sampler: Sampler,
    state: dict[str, WatchExit],
    view: LiveView | None = None,
) -> None:
    """Append the snapshot's rows; a failed write stops watching with its exit status (the
    live view ends first, so that the message stays on the terminal)."""
    try:
        csv_log.write(snapshot)
    except CsvWriteError as exc:
        if view:
            view.close()
        print(f"tfgpu: {exc}; stopped watching.", file=sys.stderr)
        state["exit"] = WatchExit.CSV_WRITE_FAILED
        sampler.stop(timeout=0)


def watch_remote(args: argparse.Namespace) -> WatchExit:
    """The remote sources of the command line, each read on a thread of its own.

    Each sample shows every host's GPUs and the state of each host without readings; when
    no host has readings (a single host that is down or has stopped sending), its state is
    what is shown, never the last table.
    """
    from tfgpu_gui.commands.remote import FIRST_READING_TIMEOUT_S, build_backend, render_by_host
    from tfgpu_gui.notify.watch_hook import attach as attach_notify
    from tfgpu_gui.telemetry.sampler import Sampler
    from tfgpu_gui.telemetry.snapshot import SystemInfo
    from tfgpu_gui.text.safe import for_terminal
    from tfgpu_gui.text.terminal import Style, use_color

    style = Style(use_color())
    live = sys.stdout.isatty()
    try:
        csv_log = CsvLog(args.csv) if args.csv else None
    except (CsvWriteError, OSError) as exc:
        print(f"tfgpu: cannot write the CSV file {args.csv}: {exc}", file=sys.stderr)
        return WatchExit.CSV_UNWRITABLE
    multi = build_backend(args, interval=args.interval, background=True)
    sampler = Sampler(
        multi,
        interval=args.interval,
        history_seconds=args.interval * 2,
        retry_interval=args.interval,
    )
    notify = attach_notify(args, sampler, snapshots=False)
    state = {"exit": WatchExit.OK}
    answered: list[bool] = []  # one entry once any source has given readings
    view = LiveView(lambda: sampler.stop(timeout=0), args.debug) if wants_live_view(args) else None

    def show(snapshot: Snapshot) -> None:
        answered[:] = [True]
        notify.observe(snapshot)
        if view:
            view.show(snapshot)
        else:
            _show_frame(render_by_host(snapshot, style, compact=True), live)
        if csv_log and snapshot.gpus:
            _append_or_stop(csv_log, snapshot, sampler, state, view)

    def unavailable(exc: TelemetryUnavailable) -> None:
        """No readings at all (one host, and it has none): its state, in place of the table."""
        if view:
            view.show_notice(exc.sentence(), SystemInfo(backend=multi.name))
            return
        text = style(for_terminal(exc.sentence()), "yellow")
        sys.stdout.write((CLEAR + text + "\n") if live else (text + "\n"))
        sys.stdout.flush()

    sampler.on_error(unavailable)
    try:
        multi.open()
        multi.wait_ready(min(FIRST_READING_TIMEOUT_S, max(args.interval * 5, 15.0)))
        sampler.run(max_samples=args.count, deliver=show)
    except KeyboardInterrupt:
        pass
    finally:
        notify.close()
        if view:
            view.close()
        multi.close()
        if csv_log:
            csv_log.close()
            print(f"tfgpu: {csv_log.rows} rows appended to {csv_log.path}", file=sys.stderr)
    if state["exit"] == WatchExit.OK and not answered:
        # Every sample said why (a host down, a URL refused); a script reads it here.
        return WatchExit.NO_TELEMETRY
    return state["exit"]


def _sample_first_then_on(
    sampler: Sampler,
    count: int | None,
    state: dict[str, WatchExit],
    on_error: Callable[[TelemetryUnavailable], None],
) -> TelemetryUnavailable | None:
    """Read once; unless that failed (its error is returned), go on for ``count`` samples in
    all (forever with None) while ``state["exit"]`` stays OK, ``on_error`` told of later
    failures."""
    if sampler.sample_once() is None:
        return sampler.last_error
    sampler.on_error(on_error)
    remaining = None if count is None else count - 1
    if remaining != 0 and state["exit"] == WatchExit.OK:
        sampler.run(max_samples=remaining, wait_first=True)
    return None


def run_jsonl(args: argparse.Namespace) -> WatchExit:
    """``--jsonl``: a hello line, then one snapshot (or error) line per sample, flushed each.

    An error at the first reading is printed as an error line and ends the command with
    ``NO_TELEMETRY`` (the reading side reconnects later); later errors are printed and the
    command keeps trying.
    """
    from tfgpu_gui.commands.common import backend_for
    from tfgpu_gui.telemetry.errors import REASONS
    from tfgpu_gui.telemetry.remote.stream import error_line, hello_line, snapshot_line
    from tfgpu_gui.telemetry.sampler import Sampler

    backend = backend_for(args)
    sampler = Sampler(
        backend,
        interval=args.interval,
        history_seconds=args.interval * 2,
        retry_interval=max(args.interval, 1.0),
    )
    state = {"exit": WatchExit.OK}

    def emit(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    def show(snapshot: Snapshot) -> None:
        if not snapshot.gpus:
            reason = REASONS["no-gpu"]
            emit(error_line("no-gpu", f"{reason.message} {reason.next_step}"))
            state["exit"] = WatchExit.NO_GPU
            sampler.stop(timeout=0)
            return
        emit(snapshot_line(snapshot))

    def lost(exc: TelemetryUnavailable) -> None:
        emit(error_line(exc.kind, exc.sentence()))

    emit(hello_line(args.interval))
    sampler.on_snapshot(show)
    try:
        first_error = _sample_first_then_on(sampler, args.count, state, lost)
        if first_error is not None:
            lost(first_error)
            return WatchExit.NO_TELEMETRY
    except KeyboardInterrupt:
        pass
    finally:
        backend.close()
    return state["exit"]
