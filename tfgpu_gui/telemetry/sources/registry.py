"""Every kind of telemetry source, by name: the one list the app and ``tfgpu`` ask.

:data:`KINDS` maps a kind's name to its :class:`~tfgpu_gui.telemetry.sources.kind.SourceKind`.
Settings → Sources, the settings file's validation, the ``tfgpu`` options (``--host``,
``--prometheus``, ``--simulate``), the status line and the backends all come from here, so a
new kind is one module in this package and one entry in :data:`KINDS`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tfgpu_gui.telemetry.sources.kind import BuildOptions, CheckResult, Source, SourceKind
from tfgpu_gui.telemetry.sources.nvml import NVML
from tfgpu_gui.telemetry.sources.prometheus import PROMETHEUS
from tfgpu_gui.telemetry.sources.simulated import SIMULATED
from tfgpu_gui.telemetry.sources.ssh import SSH

if TYPE_CHECKING:
    from tfgpu_gui.telemetry.backend import Backend
    from tfgpu_gui.telemetry.clock import Clock
    from tfgpu_gui.telemetry.remote.states import State
    from tfgpu_gui.telemetry.snapshot import SourceState

#: Every kind, by name; remote kinds in the order the command line lists their options.
KINDS: dict[str, SourceKind] = {kind.name: kind for kind in (NVML, SIMULATED, SSH, PROMETHEUS)}

#: The most remote sources read at once.
MAX_SOURCES = 64


def remote_kinds() -> list[SourceKind]:
    """The kinds configured in Settings → Sources and on the command line, in order."""
    return [kind for kind in KINDS.values() if kind.remote]


def joined(words: Iterable[str], conjunction: str = "or") -> str:
    """``a``, ``a or b``, ``a, b or c`` (with ``conjunction``)."""
    items = list(words)
    if len(items) < 3:
        return f" {conjunction} ".join(items)
    return ", ".join(items[:-1]) + f" {conjunction} " + items[-1]


def kind_of(text: str) -> SourceKind:
    """The remote kind ``text`` is written as: a URL's scheme, else the plain (host) kind.

    Raises:
        ValueError: no kind is written so (the message names the schemes there are).
    """
    stripped = text.strip()
    kinds = remote_kinds()
    for kind in kinds:
        if kind.claims(stripped):
            return kind
    schemes = [f"{scheme}://" for kind in kinds for scheme in kind.schemes]
    raise ValueError(f"{stripped[:60]!r}: only {joined(schemes, 'and')} URLs are sources")


def parse_source(text: str) -> Source:
    """``text`` (as typed in Settings → Sources) as a :class:`Source`.

    Raises:
        ValueError: not a valid source of any kind (the message says why).
    """
    kind = kind_of(text)
    return Source(kind.name, kind.parse(text.strip()))


def build(source: Source, options: BuildOptions) -> Backend:
    """The backend that reads ``source``."""
    return KINDS[source.kind].build(source.target, options)


def make_backends(texts: list[str], interval: float) -> list[Backend]:
    """A backend for each valid source of ``texts`` (at most :data:`MAX_SOURCES`), each read
    on a thread of its own so that it never blocks its caller."""
    out = []
    options = BuildOptions(interval=interval, background=True)
    for text in texts[:MAX_SOURCES]:
        try:
            source = parse_source(text)
        except ValueError:
            continue  # the settings were validated when loaded; a bad one is left out
        out.append(build(source, options))
    return out


def check_source(text: str, timeout: float = 20.0) -> CheckResult:
    """Connect to ``text`` once and say what happened, in plain words (blocks: use a thread)."""
    try:
        kind = kind_of(text)
        target = kind.parse(text.strip())
    except ValueError as exc:
        return CheckResult(False, str(exc))
    return kind.check(target, timeout)


def suggestions() -> list[str]:
    """Sources to offer in Settings → Sources (the aliases of ``~/.ssh/config``)."""
    return [target for kind in remote_kinds() for target in kind.suggestions()]


def make_backend(
    simulate: str | None = None, *, seed: int = 0, clock: Clock | None = None
) -> Backend:
    """This computer's backend: simulated GPUs when ``simulate`` names a scenario, else NVML."""
    options = BuildOptions(seed=seed, clock=clock)
    if simulate:
        return SIMULATED.build(simulate, options)
    return NVML.build("", options)


def is_simulated(backend_name: str) -> bool:
    """Whether a backend's name (``Backend.name``, ``SystemInfo.backend``: ``nvml``,
    ``simulated:training``…) is of simulated GPUs: runs on them are not real training runs."""
    return backend_name.partition(":")[0] == SIMULATED.name


def kind_reporting(state_kind: str) -> SourceKind | None:
    """The kind whose backends report ``SourceState.kind`` ``state_kind``."""
    return next((k for k in KINDS.values() if state_kind in k.state_kinds), None)


def state_of(source: SourceState) -> State | None:
    """The declared state ``source`` is in, or None (an unknown kind or state)."""
    kind = kind_reporting(source.kind)
    return kind.state(source.state) if kind is not None else None


def short_text(source: SourceState) -> str:
    """The state of ``source`` for a status line ("key refused"); its id when undeclared."""
    state = state_of(source)
    return state.short if state is not None else source.state
