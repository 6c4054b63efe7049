"""``tfgpu doctor``: why TensorFlow does (not) use the GPU, with evidence and a fix for each.

Exit status: :class:`~tfgpu_gui.commands.exit_codes.DoctorExit` (0, 1 and 2 are the verdict).
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import sys
from collections.abc import Callable
from typing import BinaryIO, TextIO, cast

from tfgpu_gui.commands.common import positive_seconds
from tfgpu_gui.commands.exit_codes import DoctorExit
from tfgpu_gui.doctor.collect import (
    DEFAULT_TIMEOUT_S,
    DoctorOptions,
    DoctorRun,
    explain_log_report,
)
from tfgpu_gui.doctor.report import SCHEMA, Report
from tfgpu_gui.jobs.interpreter import NotAPython
from tfgpu_gui.jobs.runner import JobEvent, stop_after_interrupt
from tfgpu_gui.text.terminal import Style, use_color

NAME = "doctor"
HELP = "diagnose why TensorFlow does not use the GPU (or explain a TensorFlow log)"
EXIT = DoctorExit


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--python",
        metavar="PATH",
        default=None,
        help="the interpreter to diagnose (default: the one running tfgpu; with --host, the "
        "python3 on the host's PATH)",
    )
    parser.add_argument(
        "--host",
        metavar="NAME",
        type=_host_name,
        help="diagnose this host over SSH instead (an alias of ~/.ssh/config or user@host; key "
        "authentication only); nothing is installed there",
    )
    parser.add_argument(
        "--ssh-config",
        metavar="FILE",
        help="with --host: the ssh_config file to use instead of ~/.ssh/config (ssh -F)",
    )
    parser.add_argument(
        "--remote-tfgpu",
        metavar="PATH",
        help="with --host: the host's tfgpu to run (default: the one on its PATH, if any; "
        "'none': never, run the detection in the host's Python)",
    )
    parser.add_argument(
        "--log",
        metavar="FILE",
        help="explain a TensorFlow log instead (a file, a Jupyter notebook, or - for standard "
        "input)",
    )
    parser.add_argument(
        "--no-tf", action="store_true", help="do not import TensorFlow (facts only, fast)"
    )
    parser.add_argument(
        "--json", action="store_true", help=f"print one JSON object (schema {SCHEMA})"
    )
    parser.add_argument("--markdown", action="store_true", help="print Markdown (for an issue)")
    parser.add_argument(
        "--redact",
        action="store_true",
        help="replace user and host names, home folders, e-mail and IP addresses, tokens and "
        "passwords in the output",
    )
    parser.add_argument(
        "--timeout",
        type=positive_seconds,
        default=DEFAULT_TIMEOUT_S,
        metavar="SECONDS",
        help=f"stop TensorFlow after this long (default {DEFAULT_TIMEOUT_S:g})",
    )


def _host_name(text: str) -> str:
    from tfgpu_gui.telemetry.remote.ssh import BadHost, validate_host

    try:
        return validate_host(text)
    except BadHost as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _remote_failure(exc: Exception) -> tuple[str, str, DoctorExit] | None:
    """The error kind, sentence and exit status of a failure of ``--host`` (``None``: another)."""
    from tfgpu_gui.doctor.remote import HostUnreachable, RemoteFailed

    if isinstance(exc, HostUnreachable):
        return "host-unreachable", str(exc), DoctorExit.HOST_UNREACHABLE
    if isinstance(exc, RemoteFailed):
        return "remote-failed", str(exc), DoctorExit.REMOTE_FAILED
    return None


def _error(args: argparse.Namespace, kind: str, message: str, status: DoctorExit) -> DoctorExit:
    if args.json:
        print(json.dumps({"schema": SCHEMA, "error": {"kind": kind, "message": message}}, indent=2))
    print(f"tfgpu doctor: {message}", file=sys.stderr)
    return status


def _open_log(name: str) -> BinaryIO:
    """The log's byte stream: standard input for ``-``, else the file (a directory is refused).

    Raises:
        OSError: it cannot be opened (``strerror`` says why).
    """
    if name == "-":
        if sys.stdin is None:  # started with standard input closed (``<&-``)
            raise OSError(errno.EBADF, "standard input is closed")
        buffer = getattr(sys.stdin, "buffer", None)
        if buffer is None:
            raise OSError(errno.EBADF, "standard input is not a byte stream")
        return cast(BinaryIO, buffer)
    if os.path.isdir(name):
        raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file")
    return open(name, "rb")


def _explain_log(args: argparse.Namespace) -> DoctorExit:
    """``--log FILE|-``: stream the log through the explainer and print its report."""
    from tfgpu_gui.doctor.log_reader import LogReader, NothingToExplain

    name = args.log
    shown = "standard input" if name == "-" else name
    if not name:
        return _error(args, "usage", "--log needs a file name or -", DoctorExit.USAGE)
    try:
        stream = _open_log(name)
        try:
            report = explain_log_report(LogReader(stream))
        finally:
            if name != "-":
                stream.close()
    except NothingToExplain as exc:
        message = f"nothing to explain in {shown}: {exc}"
        return _error(args, "log-empty", message, DoctorExit.NOTHING_TO_EXPLAIN)
    except (OSError, ValueError) as exc:  # ValueError: a closed or detached standard input
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        message = f"cannot read {shown}: {reason}"
        return _error(args, "log-unreadable", message, DoctorExit.LOG_UNREADABLE)
    _output(report, args)
    return DoctorExit(report.exit_status())


def _progress_printer(stream: TextIO, style: Style) -> Callable[[JobEvent], None]:
    def on_event(event: JobEvent) -> None:
        progress = event.progress
        if progress is not None:
            print(style(f"  ... {progress.message}", "dim"), file=stream, flush=True)

    return on_event


def _output(report: Report, args: argparse.Namespace) -> None:
    """Print the report in the format asked for (each renderer is imported only when used)."""
    if args.redact:
        from tfgpu_gui.doctor.redact import redact

        report = redact(report)
    if args.json:
        print(report.to_json())
    elif args.markdown:
        from tfgpu_gui.doctor.render_markdown import render_markdown

        print(render_markdown(report))
    else:
        from tfgpu_gui.doctor.render_text import render_report

        print(render_report(report, Style(use_color())), end="")


def run(args: argparse.Namespace) -> DoctorExit:
    if args.log is not None:
        if args.host is not None:
            message = "--log explains a log; it does not go with --host"
            return _error(args, "usage", message, DoctorExit.USAGE)
        return _explain_log(args)
    remote = args.host is not None
    options = DoctorOptions(
        python=args.python or ("" if remote else sys.executable),
        run_tf=not args.no_tf,
        simulate=args.simulate,
        seed=args.seed,
        timeout=args.timeout,
        host=args.host,
        ssh_extra=("-F", args.ssh_config) if args.ssh_config else (),
        remote_tfgpu=args.remote_tfgpu,
    )
    quiet = args.json or args.markdown or not sys.stderr.isatty()
    on_event = None if quiet else _progress_printer(sys.stderr, Style(use_color(sys.stderr)))
    doctor = DoctorRun(options)
    try:
        report = doctor.run(on_event)
    except NotAPython as exc:
        return _error(args, "not-a-python", str(exc), DoctorExit.BAD_TARGET)
    except KeyboardInterrupt:  # also SIGTERM and SIGHUP (see tfgpu_gui.cli)
        stop_after_interrupt(doctor.job)
        raise
    except Exception as exc:  # a clear line, not a traceback
        known = _remote_failure(exc) if remote else None
        if known is not None:
            return _error(args, *known)
        if args.debug:
            raise
        return _error(args, "internal", f"the doctor failed: {exc}", DoctorExit.INTERNAL)
    _output(report, args)
    return DoctorExit(report.exit_status())
