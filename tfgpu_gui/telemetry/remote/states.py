"""The states of a remote source, in plain words: what a row, a tooltip or a terminal says.

A state is an id and a sentence with the next step. The texts are data so that the CLI, the
overview and the tray say the same thing for the same cause.
"""

from __future__ import annotations

from tfgpu_gui.telemetry.errors import TelemetryUnavailable
from tfgpu_gui.telemetry.snapshot import SourceState
from tfgpu_gui.text.safe import for_terminal

#: state id -> (what happened, what to do). ``{name}`` is the host or URL.
STATE_TEXTS: dict[str, tuple[str, str]] = {
    "ok": ("{name}: connected.", ""),
    "connecting": ("{name}: connecting…", ""),
    "unreachable": (
        "{name} is unreachable.",
        "Check that the host is up and that `ssh {name}` works from a terminal; "
        "it reconnects by itself.",
    ),
    "lost": (
        "The connection to {name} was lost.",
        "It reconnects by itself when the host answers again.",
    ),
    "auth": (
        "{name} refused the SSH key (permission denied).",
        "The app never asks for a password: set up a key with `ssh-keygen` and "
        "`ssh-copy-id {name}`, then check that `ssh -o BatchMode=yes {name} true` works.",
    ),
    "host-key": (
        "The host key of {name} is unknown or has changed.",
        "Connect once with `ssh {name}` in a terminal and check the key fingerprint.",
    ),
    "unknown-host": (
        "The name {name} cannot be resolved.",
        "Check the spelling, or add the host to ~/.ssh/config.",
    ),
    "no-nvidia-smi": (
        "{name} has neither tfgpu nor nvidia-smi.",
        "Install the NVIDIA driver there, or `pip install tfgpu-gui` on the host.",
    ),
    "no-driver": (
        "{name} has no working NVIDIA driver (nvidia-smi failed).",
        "Run `nvidia-smi` on the host to see why.",
    ),
    "remote-error": ("{name} reports no GPU telemetry.", ""),
    "bad-output": (
        "{name} sent output that is not GPU readings.",
        "Check that `tfgpu watch --jsonl` or `nvidia-smi` works on the host.",
    ),
    "stalled": (
        "{name} stopped sending readings.",
        "It reconnects by itself.",
    ),
    "http-unreachable": (
        "{name} does not answer.",
        "Check the URL and that the Prometheus server or exporter runs; it keeps trying.",
    ),
    "http-error": ("{name} answered with an error.", "Check the URL."),
    "bad-response": (
        "{name} sent a response that is not Prometheus data.",
        "Check that the URL is a Prometheus server (…:9090) or an exporter's /metrics.",
    ),
    "no-gpu-metrics": (
        "{name} has no GPU metrics (no DCGM, nvitop or tfgpu exporter series).",
        "Check that Prometheus scrapes a GPU exporter.",
    ),
}


def state_message(state: str, name: str, detail: str = "") -> str:
    """The sentence for ``state`` of source ``name``; ``detail`` (remote text) is cleaned."""
    what, step = STATE_TEXTS.get(state, STATE_TEXTS["bad-output"])
    shown = for_terminal(name, 80)
    text = what.format(name=shown)
    if detail:
        text += f" ({for_terminal(detail, 300)})"
    if step:
        text += " " + step.format(name=shown)
    return text


def source_state(name: str, kind: str, state: str, detail: str = "", gpus: int = 0) -> SourceState:
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
