"""The events a notification can be sent for, declared once, and the message each one makes.

Qt-free. :data:`EVENTS` lists every event with the label Settings → Notifications shows for
it; :class:`Notice` is one event that happened, with a title and a body written for a phone's
lock screen: plain, short, naming the host, the GPU and the run (its command, duration, mean
utilization and energy).
"""

from __future__ import annotations

import socket
from dataclasses import dataclass

from tfgpu_gui.telemetry.runs import RunSummary, run_label
from tfgpu_gui.text.numbers import fmt_duration
from tfgpu_gui.text.safe import clean


@dataclass(frozen=True)
class Event:
    """One kind of event: its id (stored in the settings), label and whether new
    destinations get it."""

    id: str
    label: str
    default: bool = True


#: Every event, in the order Settings → Notifications lists them.
EVENTS: tuple[Event, ...] = (
    Event("run-ended", "A training run ended"),
    Event("run-oom", "A run ended with its GPU memory full or climbing (possibly out of memory)"),
    Event("run-died", "A run died: its GPU was lost under it"),
    Event("gpu-free", "A GPU became free (its last process ended and it is idle)"),
    Event("gpu-lost", "A GPU was lost (fell off the bus)"),
    Event("too-hot", "A GPU is too hot or slows its clocks to cool down"),
    Event("idle-holding", "A GPU is mostly idle while a run holds its memory", default=False),
    Event("host-down", "A remote host is down or stopped sending readings"),
)
EVENT_IDS: tuple[str, ...] = tuple(e.id for e in EVENTS)
EVENT_BY_ID: dict[str, Event] = {e.id: e for e in EVENTS}
#: The events a destination gets unless told otherwise.
DEFAULT_EVENTS: frozenset[str] = frozenset(e.id for e in EVENTS if e.default)
#: The alert kinds (:mod:`tfgpu_gui.telemetry.alerts`, :mod:`tfgpu_gui.telemetry.runs`) that
#: become an event as they are; run endings are built from the run's summary instead.
ALERT_EVENTS: dict[str, str] = {
    "thermal": "too-hot",
    "gpu-lost": "gpu-lost",
    "gpu-free": "gpu-free",
    "run-idle": "idle-holding",
    "tf-idle": "idle-holding",
}
#: The longest title and body a notice carries (a lock screen shows a few lines).
TITLE_MAX = 80
BODY_MAX = 400


@dataclass(frozen=True)
class Notice:
    """One event that happened: what a destination receives.

    Attributes:
        event: The id of its :class:`Event`.
        title: One short line ("train.py ended on lab-2 GPU 0").
        body: A few short lines: the command, the figures, what to do.
        host: The machine it happened on (this machine's name for local GPUs).
        gpu: The GPU's index, or None (a host).
        covered_by: The event of another notice that says the same (a run's ending says its
            GPU is free): a destination that gets that event does not get this one.
    """

    event: str
    title: str
    body: str
    host: str
    gpu: int | None = None
    covered_by: str | None = None


def this_host() -> str:
    """This machine's name, as messages name it."""
    return clean(socket.gethostname(), 40) or "this computer"


def host_name(host: str | None) -> str:
    """The host of a snapshot or run (None: this machine) as messages name it."""
    return clean(host, 40) if host else this_host()


def gpus_text(gpus: tuple[int, ...] | list[int]) -> str:
    ordered = sorted(gpus)
    if len(ordered) == 1:
        return f"GPU {ordered[0]}"
    return "GPUs " + ",".join(str(i) for i in ordered)


def run_figures(run: RunSummary) -> str:
    """ "1h02m · 87% mean util · 0.42 kWh": what a run did, unknown figures left out."""
    parts = [fmt_duration(run.duration_s)]
    if run.util_mean is not None:
        parts.append(f"{run.util_mean:.0f}% mean util")
    if run.energy_wh is not None:
        wh = run.energy_wh
        parts.append(f"{wh / 1000:.2f} kWh" if wh >= 1000 else f"{wh:.0f} Wh")
    return " · ".join(parts)


def _notice(event: str, title: str, body: str, host: str, gpu: int | None) -> Notice:
    return Notice(event, clean(title, TITLE_MAX), clean(body, BODY_MAX, multiline=True), host, gpu)


def run_notice(
    run: RunSummary, died: bool = False, host: str | None = None, gpus: str | None = None
) -> Notice:
    """The notice of a run that ended: died (its GPU was lost), possibly out of memory, or
    ended. ``host`` and ``gpus`` name where it ran when the run's own host and GPU indices do
    not (GPUs of several hosts merged into one snapshot)."""
    host = host_name(host or run.host)
    where = f"{host} {gpus or gpus_text(run.gpus)}"
    label = run_label(run.command, 40)
    command = clean(run.command, 160)
    figures = run_figures(run)
    if died:
        return _notice(
            "run-died",
            f"{label} died on {where}",
            f"{command}\n{figures}\nIts GPU fell off the bus; check `dmesg` for Xid errors.",
            host,
            run.gpus[0],
        )
    if run.possibly_oom:
        return _notice(
            "run-oom",
            f"{label} ended, possibly out of memory, on {where}",
            f"{command}\n{figures}\nGPU memory was full or climbing when it ended.",
            host,
            run.gpus[0],
        )
    return _notice(
        "run-ended", f"{label} ended on {where}", f"{command}\n{figures}", host, run.gpus[0]
    )


def alert_notice(
    event: str, title: str, message: str, host: str | None, gpu: int, remote: bool = False
) -> Notice:
    """The notice of an alert (too hot, GPU lost, GPU free, idle while holding memory).

    A local GPU's title gets this machine's name first; a remote GPU's title names its host
    already ("lab-1 GPU 0 is hot")."""
    name = host_name(host)
    return _notice(event, title if remote else f"{name}: {title}", message, name, gpu)


def host_down_notice(name: str, message: str) -> Notice:
    """The notice of a remote host (or Prometheus URL) that is down or silent."""
    shown = clean(name, 60)
    return _notice("host-down", f"{shown} is down", message, shown, None)


def trial_notice() -> Notice:
    """What ``tfgpu notify --test`` and the Test button send."""
    host = this_host()
    return _notice(
        "test",
        f"tfgpu test message from {host}",
        "Notifications from tfgpu reach this destination.",
        host,
        None,
    )
