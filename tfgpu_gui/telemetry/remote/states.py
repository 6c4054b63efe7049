"""The states of a remote source, in plain words: what a row, a tooltip or a terminal says.

A state is an id, a short text for a status line ("key refused") and a sentence with the next
step for a tooltip or a terminal. Each state is declared once here, as a :class:`State`; the
source kinds (:mod:`tfgpu_gui.telemetry.sources`) say which of them their backends report, and
the CLI, the status line and the tray take the texts from the same declaration. The backends
(SSH, Prometheus) sit below the kinds and name their states by id, so the texts sit here, where
those backends reach them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.snapshot import SourceState
from tfgpu_gui.text.safe import for_terminal


@dataclass(frozen=True)
class State:
    """One state a source can be in.

    ``short`` is for a status line ("lab-2: key refused"); ``what`` says what happened and
    ``step`` what to do (empty: nothing to do). ``{name}`` in them is the host or URL.
    """

    id: str
    short: str
    what: str
    step: str = ""

    def message(self, name: str, detail: str = "") -> str:
        """The sentence for source ``name``; ``detail`` (remote text) is cleaned."""
        shown = for_terminal(name, 80)
        text = self.what.format(name=shown)
        if detail:
            text += f" ({for_terminal(detail, 300)})"
        if self.step:
            text += " " + self.step.format(name=shown)
        return text


def by_id(states: Iterable[State]) -> dict[str, State]:
    return {s.id: s for s in states}


#: ``SourceState.kind`` of this computer's GPUs when they are read beside remote sources.
LOCAL = "local"

#: Every source's first and good states.
COMMON_STATES: tuple[State, ...] = (
    State("ok", "connected", "{name}: connected."),
    State("connecting", "connecting…", "{name}: connecting…"),
)

#: What an SSH host's connection (:mod:`tfgpu_gui.telemetry.remote.ssh`) reports.
SSH_STATES: tuple[State, ...] = (
    State(
        "unreachable",
        "unreachable",
        "{name} is unreachable.",
        "Check that the host is up and that `ssh {name}` works from a terminal; "
        "it reconnects by itself.",
    ),
    State(
        "lost",
        "connection lost",
        "The connection to {name} was lost.",
        "It reconnects by itself when the host answers again.",
    ),
    State(
        "auth",
        "key refused",
        "{name} refused the SSH key (permission denied).",
        "The app never asks for a password: set up a key with `ssh-keygen` and "
        "`ssh-copy-id {name}`, then check that `ssh -o BatchMode=yes {name} true` works.",
    ),
    State(
        "host-key",
        "host key unknown",
        "The host key of {name} is unknown or has changed.",
        "Connect once with `ssh {name}` in a terminal and check the key fingerprint.",
    ),
    State(
        "unknown-host",
        "unknown name",
        "The name {name} cannot be resolved.",
        "Check the spelling, or add the host to ~/.ssh/config.",
    ),
    State(
        "no-nvidia-smi",
        "no nvidia-smi",
        "{name} has neither tfgpu nor nvidia-smi.",
        "Install the NVIDIA driver there, or `pip install tfgpu-gui` on the host.",
    ),
    State(
        "no-driver",
        "no NVIDIA driver",
        "{name} has no working NVIDIA driver (nvidia-smi failed).",
        "Run `nvidia-smi` on the host to see why.",
    ),
    State("remote-error", "no telemetry", "{name} reports no GPU telemetry."),
    State(
        "bad-output",
        "bad output",
        "{name} sent output that is not GPU readings.",
        "Check that `tfgpu watch --jsonl` or `nvidia-smi` works on the host.",
    ),
    State("stalled", "no readings", "{name} stopped sending readings.", "It reconnects by itself."),
)

#: What a Prometheus server or exporter page (:mod:`tfgpu_gui.telemetry.remote.prometheus`)
#: reports.
HTTP_STATES: tuple[State, ...] = (
    State(
        "http-unreachable",
        "does not answer",
        "{name} does not answer.",
        "Check the URL and that the Prometheus server or exporter runs; it keeps trying.",
    ),
    State("http-error", "HTTP error", "{name} answered with an error.", "Check the URL."),
    State(
        "bad-response",
        "not Prometheus data",
        "{name} sent a response that is not Prometheus data.",
        "Check that the URL is a Prometheus server (…:9090) or an exporter's /metrics.",
    ),
    State(
        "no-gpu-metrics",
        "no GPU metrics",
        "{name} has no GPU metrics (no DCGM, nvitop or tfgpu exporter series).",
        "Check that Prometheus scrapes a GPU exporter.",
    ),
)

#: The states the remote backends name by id, each declared once above.
STATES: Mapping[str, State] = by_id((*COMMON_STATES, *SSH_STATES, *HTTP_STATES))
#: What an unknown state id reads as.
UNKNOWN = STATES["bad-output"]


def state_message(state: str, name: str, detail: str = "") -> str:
    """The sentence for ``state`` of source ``name``; ``detail`` (remote text) is cleaned."""
    return STATES.get(state, UNKNOWN).message(name, detail)


def make_state(name: str, kind: str, state: State, detail: str = "", gpus: int = 0) -> SourceState:
    """The :class:`SourceState` of source ``name`` (of ``kind``) in ``state``."""
    return SourceState(
        name=name,
        kind=kind,
        state=state.id,
        message=state.message(name, detail),
        gpu_count=gpus,
    )


def source_state(name: str, kind: str, state: str, detail: str = "", gpus: int = 0) -> SourceState:
    """The :class:`SourceState` of source ``name`` in the state with id ``state`` (an id not
    declared here reads as :data:`UNKNOWN` and is kept)."""
    return SourceState(
        name=name,
        kind=kind,
        state=state,
        message=state_message(state, name, detail),
        gpu_count=gpus,
    )


class RemoteUnavailable(TelemetryUnavailable):
    """A remote source has no readings now; the sentence is its state's."""

    def __init__(self, source: SourceState) -> None:
        self.source = source
        super().__init__(source.state, source.message)

    def sentence(self) -> str:
        return self.source.message
