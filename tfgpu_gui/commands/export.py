"""``tfgpu export``: serve this machine's GPU readings to Prometheus until Ctrl-C.

Loopback (127.0.0.1:9835) by default. Binding any other address is the user's explicit choice;
then everyone who can reach that address reads the GPU metrics (names, UUIDs, load, the number
of processes: no process names or command lines), and the command says so on stderr.
"""

from __future__ import annotations

import argparse
import socket
import sys

from tfgpu_gui.commands.exit_codes import ExportExit

NAME = "export"
HELP = "serve the GPU readings in the Prometheus format (loopback by default)"
EXIT = ExportExit


def listen_address(text: str) -> tuple[str, int]:
    """``--listen``: HOST:PORT, as a usage error when malformed."""
    from tfgpu_gui.telemetry.remote.exporter import parse_listen

    try:
        return parse_listen(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def exposure_warning(asked: str, bound: str) -> str | None:
    """What to say on stderr when serving on ``asked`` (bound as ``bound``) reaches more than
    this computer; None when both are loopback (a name counts by what it resolves to)."""
    import ipaddress

    from tfgpu_gui.telemetry.remote.exporter import is_loopback

    if is_loopback(asked) and is_loopback(bound):
        return None
    try:
        everywhere = ipaddress.ip_address(asked).is_unspecified
    except ValueError:
        everywhere = False
    where = "every network interface" if everywhere else "an address that is not loopback"
    return (
        f"tfgpu: this serves on {where}: anyone who can reach it reads the GPU metrics of "
        "this machine."
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from tfgpu_gui.commands.watch import interval_seconds

    parser.add_argument(
        "--listen",
        type=listen_address,
        default=("127.0.0.1", 9835),
        metavar="HOST:PORT",
        help="address to serve /metrics on (default 127.0.0.1:9835; another address exposes "
        "the GPU metrics to whoever can reach it)",
    )
    parser.add_argument(
        "--interval",
        "-i",
        type=interval_seconds,
        default=1.0,
        metavar="S",
        help="seconds between readings (default 1)",
    )


def run(args: argparse.Namespace) -> ExportExit:
    from tfgpu_gui.commands.common import backend_for
    from tfgpu_gui.telemetry.remote.exporter import Exporter
    from tfgpu_gui.telemetry.sampler import Sampler
    from tfgpu_gui.telemetry.snapshot import Snapshot

    backend = backend_for(args)
    sampler = Sampler(backend, interval=args.interval, history_seconds=args.interval * 2)
    latest: dict[str, Snapshot | None] = {"snap": None}

    def keep(snapshot: Snapshot) -> None:
        latest["snap"] = snapshot

    def lost(_exc: object) -> None:
        latest["snap"] = None

    sampler.on_error(lost)
    latest["snap"] = sampler.read()  # the first scrape already has readings
    exporter = Exporter(args.listen, lambda: latest["snap"], socket.gethostname())
    try:
        host, port = exporter.start()
    except OSError as exc:
        print(
            f"tfgpu: cannot serve on {args.listen[0]}:{args.listen[1]}: {exc.strerror or exc}",
            file=sys.stderr,
        )
        return ExportExit.LISTEN_FAILED
    try:
        warning = exposure_warning(args.listen[0], host)
        if warning:  # before the address is shown: a reader of stdout has seen it by then
            print(warning, file=sys.stderr, flush=True)
        shown = f"[{host}]" if ":" in host else host
        print(f"Serving GPU metrics on http://{shown}:{port}/metrics (Ctrl-C stops)", flush=True)
        sampler.run(deliver=keep, wait_first=True)
    except KeyboardInterrupt:
        pass
    finally:
        exporter.stop()
        backend.close()
    return ExportExit.OK
