"""An SSH host: an alias of ``~/.ssh/config`` or ``user@host``, read with the system ssh
(:mod:`tfgpu_gui.telemetry.remote.ssh`). Written as a plain name in Settings → Sources and
with ``--host`` on the command line; key authentication only, never a password prompt."""

from __future__ import annotations

import os
import shlex
from pathlib import Path
from typing import TYPE_CHECKING

from tfgpu_gui.telemetry.remote.states import COMMON_STATES, SSH_STATES
from tfgpu_gui.telemetry.sources.kind import BuildOptions, SourceKind

if TYPE_CHECKING:
    import argparse

    from tfgpu_gui.telemetry.backend import Backend
    from tfgpu_gui.telemetry.snapshot import Snapshot

#: The most of ``~/.ssh/config`` that is read for its aliases.
MAX_CONFIG_BYTES = 1024 * 1024


def ssh_config_aliases(path: Path | None = None) -> list[str]:
    """The host aliases of an ssh_config file (``~/.ssh/config``), patterns left out."""
    from tfgpu_gui.telemetry.remote.ssh import BadHost, validate_host

    path = path or Path(os.path.expanduser("~/.ssh/config"))
    try:
        with path.open("rb") as f:
            text = f.read(MAX_CONFIG_BYTES).decode("utf-8", "replace")
    except OSError:
        return []
    aliases: list[str] = []
    for line in text.splitlines():
        words = line.strip().split()
        if len(words) < 2 or words[0].lower() != "host":
            continue
        for word in words[1:]:
            if any(c in word for c in "*?!") or word in aliases:
                continue
            try:
                aliases.append(validate_host(word))
            except BadHost:
                continue
    return aliases[:500]


class SshKind(SourceKind):
    name = "ssh"
    state_kinds = ("ssh",)
    states = (*COMMON_STATES, *SSH_STATES)
    remote = True
    plain = True
    noun = "host"
    label = "an SSH host"
    written_as = "an SSH host (an alias of ~/.ssh/config, or user@host; key login only)"
    option = "--host"
    metavar = "NAME"
    help = (
        "read the GPUs of this host over SSH (an alias of ~/.ssh/config, user@host; "
        "repeat for several hosts; key authentication only, never a password prompt)"
    )

    def add_extra_arguments(self, group: argparse._ArgumentGroup) -> None:
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

    def parse(self, text: str) -> str:
        from tfgpu_gui.telemetry.remote.ssh import validate_host

        return validate_host(text)  # BadHost is a ValueError

    def build(self, target: str, options: BuildOptions) -> Backend:
        """An SSH backend; it streams on a thread of its own whatever ``background`` says."""
        from tfgpu_gui.telemetry.remote.ssh import SshBackend, SshOptions

        config = options.command_line.get("ssh_config")
        tfgpu = options.command_line.get("remote_tfgpu")
        command = None
        if tfgpu:
            seconds = f"{options.interval:.3f}"
            command = f"{shlex.quote(str(tfgpu))} watch --jsonl --interval {seconds}"
        return SshBackend(
            target,
            interval=options.interval,
            options=SshOptions(extra=("-F", str(config)) if config else ()),
            command=command,
        )

    def probe(self, target: str, timeout: float) -> Snapshot:
        from tfgpu_gui.telemetry.remote.ssh import SshBackend

        backend = SshBackend(target, interval=1.0, backoff_max=timeout)
        try:
            backend.wait_ready(timeout)
            return backend.read()
        finally:
            backend.close()

    def suggestions(self) -> list[str]:
        return ssh_config_aliases()


SSH = SshKind()
