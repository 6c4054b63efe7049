"""The app's remote sources and its exporter, wired from the settings at start.

:func:`with_sources` puts the configured SSH hosts and Prometheus URLs beside the local backend
(each reads on a thread of its own, so the sampler never waits for the network);
:class:`AppExporter` serves this computer's readings on 127.0.0.1:9835 when switched on.
"""

from __future__ import annotations

import dataclasses
import logging
import socket
import threading

from tfgpu_gui.settings import Settings
from tfgpu_gui.telemetry.backend import Backend
from tfgpu_gui.telemetry.clock import Clock
from tfgpu_gui.telemetry.remote.exporter import (
    DEFAULT_LISTEN,
    Exporter,
    is_loopback,
    parse_listen,
)
from tfgpu_gui.telemetry.remote.multi import MultiBackend
from tfgpu_gui.telemetry.sampler import Sampler
from tfgpu_gui.telemetry.snapshot import Snapshot
from tfgpu_gui.telemetry.sources.registry import make_backends

log = logging.getLogger(__name__)


def with_sources(local: Backend, settings: Settings, clock: Clock | None = None) -> MultiBackend:
    """``local`` merged with the configured remote sources (none yet: ``local`` alone, read
    as it is), so that sources added later in the settings join without a restart."""
    remote = make_backends(settings.sources, settings.interval_s)
    return MultiBackend([local, *remote], clock=clock, name=local.name)


def apply_sources(backend: Backend, settings: Settings) -> list[str]:
    """Read the sources of ``settings`` from the next sample on; returns the names dropped.

    The dropped sources are closed on a thread of their own (closing waits for their threads).
    """
    if not isinstance(backend, MultiBackend):
        return []
    wanted = make_backends(settings.sources, settings.interval_s)
    dropped = backend.replace_sources(wanted)
    unused = [b for b in wanted if b not in backend.backends]

    def close_all() -> None:
        for b in [*dropped, *unused]:
            b.close()

    threading.Thread(target=close_all, name="tfgpu-close-sources", daemon=True).start()
    return [b.name for b in dropped]


#: How long the app waits at start for the sources' history (one query_range each).
HISTORY_WAIT_S = 3.0


def fill_history(
    sampler: Sampler,
    backend: Backend,
    seconds: float,
    wait: float = HISTORY_WAIT_S,
    step: float | None = None,
) -> int:
    """Put the sources' past ``seconds`` into ``sampler``'s history before sampling starts.

    Runs the queries on a thread and waits at most ``wait`` seconds (before the window shows),
    so a slow server delays the start by that much at most; returns the snapshots added.
    ``step`` is the seconds between past samples (default: the interval, at least 15 s, so an
    hour is 240 points per metric and GPU).
    """
    if not isinstance(backend, MultiBackend):
        return 0
    found: list[Snapshot] = []

    def fetch() -> None:
        found.extend(backend.history(seconds, step=step or max(sampler.interval, 15.0)))

    worker = threading.Thread(target=fetch, name="tfgpu-history", daemon=True)
    worker.start()
    worker.join(wait)
    if worker.is_alive():
        log.warning("the sources' history did not come within %g s; the plots start empty", wait)
        return 0
    for snap in found:
        sampler.history.append(snap)
    return len(found)


def local_only(snapshot: Snapshot | None) -> Snapshot | None:
    """The GPUs of this computer only (remote ones are exported by their own hosts)."""
    if snapshot is None:
        return None
    return dataclasses.replace(
        snapshot, gpus=tuple(g for g in snapshot.gpus if g.static.host is None), sources=()
    )


class AppExporter:
    """Serves the app's newest local snapshot (``latest()``) on loopback, and only there: the
    setting promises this computer only, so an address that reaches further is refused."""

    def __init__(self, latest: object, listen: str = DEFAULT_LISTEN) -> None:
        self._latest = latest
        self.listen = listen
        self.exporter = Exporter(
            parse_listen(listen),
            lambda: local_only(self._latest()),  # type: ignore[operator]
            socket.gethostname(),
        )
        self.address: tuple[str, int] | None = None

    def start(self) -> bool:
        if not is_loopback(self.exporter.address[0]):
            log.warning("the Prometheus exporter serves on loopback only, not on %s", self.listen)
            return False
        try:
            address = self.exporter.start()
        except OSError as exc:
            log.warning("the Prometheus exporter cannot serve on %s: %s", self.listen, exc)
            return False
        if not is_loopback(address[0]):  # the name resolved otherwise when bound
            self.exporter.stop()
            log.warning("the Prometheus exporter serves on loopback only, not on %s", address[0])
            return False
        self.address = address
        return True

    def stop(self) -> None:
        self.exporter.stop()


class RemoteSources:
    """The app's remote sources and exporter, following the settings while the app runs."""

    def __init__(
        self, latest: object, backend: Backend, settings: Settings, listen: str = DEFAULT_LISTEN
    ) -> None:
        self.latest = latest
        self.backend = backend
        self.listen = listen
        self.exporter: AppExporter | None = None
        self.set_exporter(settings.exporter_enabled)

    def set_exporter(self, on: bool) -> None:
        if on and self.exporter is None:
            exporter = AppExporter(self.latest, self.listen)
            if exporter.start():
                self.exporter = exporter
        elif not on and self.exporter is not None:
            self.exporter.stop()
            self.exporter = None

    def apply(self, new: Settings, old: Settings) -> None:
        """A settings hook of the app: sources and the exporter as saved, without a restart."""
        if new.sources != old.sources:
            apply_sources(self.backend, new)
        if new.exporter_enabled != old.exporter_enabled:
            self.set_exporter(new.exporter_enabled)

    def stop(self) -> None:
        self.set_exporter(False)
