"""What a kind of telemetry source answers for: one :class:`SourceKind` subclass per kind.

A kind knows how a source of it is written (in Settings → Sources and on the command line),
how that text is validated, how its backend is built, how one connection is tested, and the
states its backends report with their short and long texts. The settings, the ``tfgpu``
options, the Sources editor and the status line ask the kinds through
:mod:`~tfgpu_gui.telemetry.sources.registry`; none of them names a kind.

A kind's module imports its backend inside the methods that need it: the registry lists every
kind, and reading one source should not load the others' network code.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.remote.states import State, by_id, make_state

if TYPE_CHECKING:
    import argparse

    from tfgpu_gui.telemetry.backend import Backend
    from tfgpu_gui.telemetry.clock import Clock
    from tfgpu_gui.telemetry.snapshot import Snapshot, SourceState


@dataclass(frozen=True)
class Source:
    """One configured source: ``kind`` names its :class:`SourceKind`; ``target`` is the host,
    URL or scenario as validated."""

    kind: str
    target: str


@dataclass(frozen=True)
class BuildOptions:
    """How a backend is built.

    ``background``: read on a thread of its own, so that a read never waits for the network
    (the app and ``tfgpu watch``); ``command_line``: the ``tfgpu`` options, for a kind's own
    (``--ssh-config``).
    """

    interval: float = 1.0
    background: bool = True
    seed: int = 0
    clock: Clock | None = None
    command_line: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class CheckResult:
    """What a connection test found, in plain words."""

    ok: bool
    message: str


class SourceKind(ABC):
    """One kind of source. Subclasses set the class attributes and implement :meth:`build`."""

    #: The registry key; also :attr:`Source.kind`.
    name: str = ""
    #: The ``SourceState.kind`` values its backends report ("prometheus", "exporter").
    state_kinds: tuple[str, ...] = ()
    #: Every state its backends report, each with its short and long texts.
    states: tuple[State, ...] = ()
    #: Configured in Settings → Sources and read beside this computer's GPUs.
    remote: bool = False

    # -- how it is written -------------------------------------------------------------------

    #: URL schemes a source of this kind is written with ("http", "https").
    schemes: tuple[str, ...] = ()
    #: Written without a scheme (a host name); one remote kind at most.
    plain: bool = False
    #: What one source is called in a prompt ("host", "URL").
    noun: str = ""
    #: One source of this kind with its article, for a sentence ("an SSH host").
    label: str = ""
    #: How it is typed, for a tooltip.
    written_as: str = ""

    # -- the command line --------------------------------------------------------------------

    #: Its option (repeatable for a remote kind), or None.
    option: str | None = None
    metavar: str = "NAME"
    help: str = ""

    @property
    def dest(self) -> str:
        """The attribute of the parsed command line that holds the option's values."""
        return (self.option or "").lstrip("-").replace("-", "_")

    def add_extra_arguments(self, group: argparse._ArgumentGroup) -> None:
        """Options of this kind beside :attr:`option` (``--ssh-config``); none by default."""
        return None

    # -- validation and building -------------------------------------------------------------

    def claims(self, text: str) -> bool:
        """Whether ``text`` (stripped) is written as a source of this kind."""
        if "://" in text:
            return text.split("://", 1)[0].lower() in self.schemes
        return self.plain

    def parse(self, text: str) -> str:
        """``text`` validated as this kind's target (stripped, normalised).

        Raises:
            ValueError: it is not (the message says why, for a dialog or a usage error).
        """
        target = text.strip()
        if not target:
            raise ValueError(f"the {self.noun or 'source'} is empty")
        return target

    @abstractmethod
    def build(self, target: str, options: BuildOptions) -> Backend:
        """The backend that reads ``target`` (already validated by :meth:`parse`)."""

    def suggestions(self) -> list[str]:
        """Targets to offer in Settings → Sources (the aliases of ``~/.ssh/config``)."""
        return []

    # -- the connection test -----------------------------------------------------------------

    def probe(self, target: str, timeout: float) -> Snapshot:
        """One reading of ``target``, waiting at most about ``timeout`` seconds.

        Raises:
            TelemetryUnavailable: no reading (its sentence says why).
        """
        backend = self.build(target, BuildOptions(background=False))
        try:
            backend.wait_ready(timeout)
            return backend.read()
        finally:
            backend.close()

    def check(self, target: str, timeout: float = 20.0) -> CheckResult:
        """Connect to ``target`` once and say what happened (blocks: use a thread)."""
        started = time.monotonic()
        try:
            snap = self.probe(target, timeout)
        except TelemetryUnavailable as exc:
            return CheckResult(False, exc.sentence())
        n = len(snap.gpus)
        took = time.monotonic() - started
        hosts = sorted({g.static.host or "" for g in snap.gpus})
        where = f" on {len(hosts)} hosts" if len(hosts) > 1 else ""
        return CheckResult(
            True,
            f"Connected: {n} GPU{'s' if n != 1 else ''}{where} "
            f"({snap.system.backend}, {took:.1f} s).",
        )

    # -- states ------------------------------------------------------------------------------

    def state(self, state_id: str) -> State | None:
        """The declared state with id ``state_id``, or None."""
        return by_id(self.states).get(state_id)

    def source_state(
        self, name: str, state_id: str, detail: str = "", gpus: int = 0
    ) -> SourceState:
        """The :class:`SourceState` of source ``name`` in one of this kind's states.

        Raises:
            KeyError: the kind declares no such state.
        """
        return make_state(name, self.state_kinds[0], by_id(self.states)[state_id], detail, gpus)
