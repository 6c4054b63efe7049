"""``--host`` and ``--prometheus`` for ``tfgpu snapshot`` and ``tfgpu watch``: remote GPUs.

``--host NAME`` (repeatable) reads a host over SSH with the system ssh client, so
``~/.ssh/config`` applies; ``--prometheus URL`` (repeatable) reads a Prometheus server or an
exporter's ``/metrics``. Each GPU is shown under its host; a host with no readings is shown with
its state in plain words while the others keep updating.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from typing import TYPE_CHECKING

from tfgpu_gui.commands.exit_codes import SnapshotExit, WatchExit

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.backend import Backend
    from tfgpu_gui.telemetry.remote.multi import MultiBackend
    from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot
    from tfgpu_gui.text.terminal import Style

#: How long ``tfgpu snapshot --host`` waits for each host's first reading, in seconds.
FIRST_READING_TIMEOUT_S = 30.0


def host_name(text: str) -> str:
    from tfgpu_gui.telemetry.remote.ssh import BadHost, validate_host

    try:
        return validate_host(text)
    except BadHost as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def prometheus_url(text: str) -> str:
    from tfgpu_gui.telemetry.remote.prometheus import validate_url

    try:
        return validate_url(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_remote_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("remote GPUs")
    group.add_argument(
        "--host",
        action="append",
        type=host_name,
        metavar="NAME",
        help="read the GPUs of this host over SSH (an alias of ~/.ssh/config, user@host; "
        "repeat for several hosts; key authentication only, never a password prompt)",
    )
    group.add_argument(
        "--prometheus",
        action="append",
        type=prometheus_url,
        metavar="URL",
        help="read GPUs from a Prometheus server (http://server:9090) or an exporter's "
        "/metrics URL (DCGM exporter, nvitop-exporter, tfgpu export); repeatable",
    )
    group.add_argument(
        "--ssh-config",
        metavar="FILE",
        help="the ssh_config file to use instead of ~/.ssh/config (ssh -F)",
    )
    group.add_argument(
        "--remote-tfgpu",
        metavar="PATH",
        help="where tfgpu is on the hosts when it is not on their PATH (e.g. ~/venv/bin/tfgpu)",
    )


def wants_remote(args: argparse.Namespace) -> bool:
    return bool(getattr(args, "host", None) or getattr(args, "prometheus", None))


def build_backend(args: argparse.Namespace, interval: float, background: bool) -> MultiBackend:
    """One backend over every ``--host`` and ``--prometheus`` of the command line."""
    from tfgpu_gui.telemetry.remote.background import BackgroundBackend
    from tfgpu_gui.telemetry.remote.multi import MultiBackend
    from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend
    from tfgpu_gui.telemetry.remote.ssh import SshBackend, SshOptions

    extra: tuple[str, ...] = ("-F", args.ssh_config) if args.ssh_config else ()
    command = None
    if args.remote_tfgpu:
        seconds = f"{interval:.3f}"
        command = f"{shlex.quote(args.remote_tfgpu)} watch --jsonl --interval {seconds}"
    backends: list[Backend] = []
    for host in dict.fromkeys(args.host or []):
        backends.append(
            SshBackend(host, interval=interval, options=SshOptions(extra=extra), command=command)
        )
    for url in dict.fromkeys(args.prometheus or []):
        source: Backend = PrometheusBackend(url)
        if background:
            source = BackgroundBackend(source, interval, kind=getattr(source, "kind", "prometheus"))
        backends.append(source)
    return MultiBackend(backends)


def _wait_first(multi: MultiBackend, timeout: float) -> None:
    """Wait for each source's first reading or failure (at most ``timeout`` in all)."""
    from tfgpu_gui.telemetry.remote.background import BackgroundBackend
    from tfgpu_gui.telemetry.remote.ssh import SshBackend

    deadline = time.monotonic() + timeout
    for backend in multi.backends:
        if isinstance(backend, SshBackend):
            backend.wait_settled(max(0.0, deadline - time.monotonic()))
        elif isinstance(backend, BackgroundBackend):
            backend.first_done.wait(max(0.0, deadline - time.monotonic()))


def render_by_host(snapshot: Snapshot, style: Style, compact: bool) -> str:
    """The snapshot as text, one section per host, each GPU numbered as on its host."""
    import dataclasses

    from tfgpu_gui.telemetry.render_text import render_compact, render_snapshot
    from tfgpu_gui.text.safe import for_terminal

    hosts: dict[str, list[GpuSnapshot]] = {}
    for g in snapshot.gpus:
        hosts.setdefault(g.static.host or "this computer", []).append(g)
    out = []
    for source in snapshot.sources:
        if not source.ok:
            out.append(style(for_terminal(source.message), "yellow"))
    for host, gpus in hosts.items():
        renumbered = tuple(
            dataclasses.replace(
                g,
                static=dataclasses.replace(
                    g.static,
                    index=g.static.host_index if g.static.host_index is not None else g.index,
                ),
            )
            for g in gpus
        )
        system = dataclasses.replace(snapshot.system, backend=host)
        part = dataclasses.replace(snapshot, gpus=renumbered, sources=(), system=system)
        if compact:  # its first line names the host
            text = render_compact(part, style)
        else:
            out.append(style(f"== {for_terminal(host, 80)} ==", "bold"))
            text = render_snapshot(part, style)
        out.append(text.rstrip("\n"))
    return "\n".join(out) + "\n"


def snapshot_remote(args: argparse.Namespace) -> SnapshotExit:
    from tfgpu_gui.telemetry.errors import TelemetryUnavailable
    from tfgpu_gui.telemetry.export import snapshot_dict
    from tfgpu_gui.text.safe import for_terminal
    from tfgpu_gui.text.terminal import Style, use_color

    multi = build_backend(args, interval=1.0, background=False)
    with multi:
        multi.open()
        _wait_first(multi, FIRST_READING_TIMEOUT_S)
        try:
            snapshot = multi.read()
        except TelemetryUnavailable as exc:  # only when every source failed without a state
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


def watch_remote(args: argparse.Namespace) -> WatchExit:
    from tfgpu_gui.commands.watch import CLEAR, CsvLog, CsvWriteError
    from tfgpu_gui.telemetry.sampler import Sampler
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
    state = {"exit": WatchExit.OK}

    def show(snapshot: Snapshot) -> None:
        text = render_by_host(snapshot, style, compact=True)
        sys.stdout.write((CLEAR + text) if live else (text + "\n"))
        sys.stdout.flush()
        if csv_log and snapshot.gpus:
            try:
                csv_log.write(snapshot)
            except CsvWriteError as exc:
                print(f"tfgpu: {exc}; stopped watching.", file=sys.stderr)
                state["exit"] = WatchExit.CSV_WRITE_FAILED
                sampler.stop(timeout=0)

    try:
        multi.open()
        _wait_first(multi, min(FIRST_READING_TIMEOUT_S, max(args.interval * 5, 15.0)))
        sampler.run(max_samples=args.count, deliver=show)
    except KeyboardInterrupt:
        pass
    finally:
        multi.close()
        if csv_log:
            csv_log.close()
            print(f"tfgpu: {csv_log.rows} rows appended to {csv_log.path}", file=sys.stderr)
    return state["exit"]
