"""The remote sources the user configured: parsed, turned into backends, and tested.

A source is one string, as typed in Settings → Sources or given on the command line: an
``http://`` or ``https://`` URL is a Prometheus server (or, ending in ``/metrics``, an
exporter); anything else is an SSH host (an alias of ``~/.ssh/config`` or ``user@host``).
Nothing secret is stored: SSH uses the user's keys and agent, and a URL with a password in it
is refused.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path

from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.background import BackgroundBackend
from tfgpu_gui.telemetry.remote.prometheus import PrometheusBackend, validate_url
from tfgpu_gui.telemetry.remote.ssh import BadHost, SshBackend, SshOptions, validate_host

MAX_SOURCES = 64
MAX_CONFIG_BYTES = 1024 * 1024


@dataclass(frozen=True)
class Source:
    """One configured source: ``kind`` is "ssh" or "prometheus"; ``target`` the host or URL."""

    kind: str
    target: str


def parse_source(text: str) -> Source:
    """``text`` as a :class:`Source`.

    Raises:
        ValueError: neither a valid URL nor a valid host name (the message says why).
    """
    stripped = text.strip()
    if stripped.lower().startswith(("http://", "https://")):
        return Source("prometheus", validate_url(stripped))
    if "://" in stripped:
        raise ValueError(f"{stripped[:60]!r}: only http:// and https:// URLs are sources")
    try:
        return Source("ssh", validate_host(stripped))
    except BadHost as exc:
        raise ValueError(str(exc)) from None


def ssh_config_aliases(path: Path | None = None) -> list[str]:
    """The host aliases of an ssh_config file (``~/.ssh/config``), patterns left out."""
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


def make_backend(source: Source, interval: float, options: SshOptions | None = None) -> Backend:
    """The backend that reads ``source`` without blocking its caller."""
    if source.kind == "ssh":
        return SshBackend(source.target, interval=interval, options=options)
    inner = PrometheusBackend(source.target)
    return BackgroundBackend(inner, interval, kind=inner.kind)


def make_backends(texts: list[str], interval: float) -> list[Backend]:
    """A backend for each valid source of ``texts`` (at most :data:`MAX_SOURCES`)."""
    out = []
    for text in texts[:MAX_SOURCES]:
        try:
            out.append(make_backend(parse_source(text), interval))
        except ValueError:
            continue  # the settings were validated when loaded; a bad one is left out
    return out


@dataclass(frozen=True)
class CheckResult:
    ok: bool
    message: str


def check_source(
    text: str, timeout: float = 20.0, options: SshOptions | None = None
) -> CheckResult:
    """Connect to ``text`` once and say what happened, in plain words (blocks: use a thread)."""
    try:
        source = parse_source(text)
    except ValueError as exc:
        return CheckResult(False, str(exc))
    started = time.monotonic()
    if source.kind == "ssh":
        backend = SshBackend(source.target, interval=1.0, options=options, backoff_max=timeout)
        try:
            backend.wait_settled(timeout)
            try:
                snap = backend.read()
            except TelemetryUnavailable as exc:
                return CheckResult(False, exc.sentence())
        finally:
            backend.close()
    else:
        try:
            snap = PrometheusBackend(source.target, timeout=min(timeout, 10.0)).read()
        except TelemetryUnavailable as exc:
            return CheckResult(False, exc.sentence())
    n = len(snap.gpus)
    took = time.monotonic() - started
    hosts = sorted({g.static.host or "" for g in snap.gpus})
    where = f" on {len(hosts)} hosts" if len(hosts) > 1 else ""
    return CheckResult(
        True,
        f"Connected: {n} GPU{'s' if n != 1 else ''}{where} ({snap.system.backend}, {took:.1f} s).",
    )
