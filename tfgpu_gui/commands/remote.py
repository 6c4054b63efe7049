"""Remote GPUs for ``tfgpu snapshot`` and ``tfgpu watch``: an option per remote source kind.

``--host NAME`` (repeatable) reads a host over SSH with the system ssh client, so
``~/.ssh/config`` applies; ``--prometheus URL`` (repeatable) reads a Prometheus server or an
exporter's ``/metrics``. The options, their validation and the backends come from the source
kinds (:mod:`tfgpu_gui.telemetry.sources.registry`). Each GPU is shown under its host; a host
with no readings is shown with its state in plain words while the others keep updating.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from tfgpu_gui.telemetry.backend import Backend
    from tfgpu_gui.telemetry.remote.multi import MultiBackend
    from tfgpu_gui.telemetry.snapshot import GpuSnapshot, Snapshot
    from tfgpu_gui.telemetry.sources.kind import SourceKind
    from tfgpu_gui.text.terminal import Style

#: How long ``tfgpu snapshot --host`` waits for each host's first reading, in seconds.
FIRST_READING_TIMEOUT_S = 30.0


def _value_of(kind: SourceKind) -> Callable[[str], str]:
    """The argparse type of ``kind``'s option: its validation, a usage error when it fails."""

    def value(text: str) -> str:
        try:
            return kind.parse(text)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    value.__name__ = kind.dest
    return value


def _option_kinds() -> list[SourceKind]:
    from tfgpu_gui.telemetry.sources.registry import remote_kinds

    return [kind for kind in remote_kinds() if kind.option]


def add_remote_arguments(parser: argparse.ArgumentParser) -> None:
    """Each remote kind's repeatable option (``--host``, ``--prometheus``), then their own."""
    group = parser.add_argument_group("remote GPUs")
    kinds = _option_kinds()
    for kind in kinds:
        assert kind.option is not None
        group.add_argument(
            kind.option,
            action="append",
            type=_value_of(kind),
            metavar=kind.metavar,
            help=kind.help,
        )
    for kind in kinds:
        kind.add_extra_arguments(group)


def remote_options() -> str:
    """The remote options, for a sentence: "--host or --prometheus"."""
    from tfgpu_gui.telemetry.sources.registry import joined

    return joined(kind.option or "" for kind in _option_kinds())


def wants_remote(args: argparse.Namespace) -> bool:
    return any(getattr(args, kind.dest, None) for kind in _option_kinds())


def build_backend(args: argparse.Namespace, interval: float, background: bool) -> MultiBackend:
    """One backend over every remote source of the command line (each named once)."""
    from tfgpu_gui.telemetry.remote.multi import MultiBackend
    from tfgpu_gui.telemetry.sources.kind import BuildOptions

    options = BuildOptions(interval=interval, background=background, command_line=vars(args))
    backends: list[Backend] = []
    for kind in _option_kinds():
        for target in dict.fromkeys(getattr(args, kind.dest, None) or []):
            backends.append(kind.build(target, options))
    return MultiBackend(backends)


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
